// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * route_nh.c - what "ip route add" builds apart from its request: the
 * attribute buffers with iproute2's bounds (the metrics, the nexthops),
 * "via [FAMILY] ADDR", and the words of a multipath route's nexthops
 * ("nexthop via ... dev ... weight ..."), one table in iproute2's order
 * (the command: ip/route/iproute.c).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/rtnetlink.h>

#include "addr.h"
#include "args.h"
#include "ipctx.h"
#include "iproute.h"
#include "linkcache.h"
#include "lwt/lwt_encap.h"
#include "msg.h"
#include "opt.h"
#include "rtnames.h"

/* ---- attribute buffers built apart: len counts a 4-byte header, as
 * iproute2's rtattr does ---- */

void route_buf_init(struct route_buf *b, size_t max)
{
	b->len = NLA_HDRLEN;
	b->max = max;
}

int route_buf_put(struct route_buf *b, uint16_t type, const void *data,
		  size_t alen, bool u32)
{
	size_t len = NLA_HDRLEN + alen;
	size_t need = NLA_ALIGN(b->len) + (u32 ? len : NLA_ALIGN(len));
	struct nlattr a = { .nla_len = (uint16_t)len, .nla_type = type };

	if (need > b->max) {
		fprintf(stderr, "%s: Error! max allowed bound %zu exceeded\n",
			u32 ? "rta_addattr32" : "rta_addattr_l", b->max);
		return -1;
	}
	b->len = NLA_ALIGN(b->len);
	memcpy(b->buf + b->len, &a, sizeof(a));
	if (alen)
		memcpy(b->buf + b->len + NLA_HDRLEN, data, alen);
	memset(b->buf + b->len + len, 0, NLA_ALIGN(len) - len);
	b->len += NLA_ALIGN(len);
	return 0;
}

int route_buf_u32(struct route_buf *b, uint16_t type, uint32_t v)
{
	return route_buf_put(b, type, &v, sizeof(v), true);
}

int route_read_via(struct rtmsg *r, int *argcp, char ***argvp,
		   struct route_via *v)
{
	int argc = *argcp, family, st;
	char **argv = *argvp;
	struct inet_prefix a;
	uint16_t f;

	NEXT_ARG();
	family = addr_read_family(*argv);
	if (family == AF_UNSPEC)
		family = r->rtm_family;
	else
		NEXT_ARG();
	st = addr_get(&a, *argv, family);
	if (st)
		return st;
	route_set_family(r, a.family);
	if (a.family == r->rtm_family) {
		v->type = RTA_GATEWAY;
		memcpy(v->data, a.data, a.len);
		v->len = a.len;
	} else {
		v->type = RTA_VIA;
		f = (uint16_t)a.family;
		memcpy(v->data, &f, sizeof(f));
		memcpy(v->data + 2, a.data, a.len);
		v->len = a.len + 2;
	}
	*argcp = argc;
	*argvp = argv;
	return 0;
}

/* ---- the nexthops of a multipath route ---- */

/* One nexthop's state: its header (the table's OPT_OBJ rows write
 * there) and the buffer its attributes go to. */
struct one_nh {
	struct rtnexthop nh;
	uint32_t realm;
	struct rtmsg *r;		/* the route's header */
	struct route_buf *mp;
};

#define ONH(field) offsetof(struct one_nh, field)

/* iproute2 gives up on the nexthop: its message, then the route's. */
static int nh_fail(void)
{
	fprintf(stderr, "Error: cannot parse nexthop\n");
	return IP_EARG;
}

static int nh_via_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	struct one_nh *h = st->obj;
	struct route_via v;
	int ac = argc, r;

	(void)o;
	r = route_read_via(h->r, &ac, &argv, &v);
	if (r)
		return -r;
	return route_buf_put(h->mp, v.type, v.data, v.len, false) ? -nh_fail() :
		argc - ac;
}

static int nh_dev_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	struct one_nh *h = st->obj;

	(void)o;
	(void)argc;
	h->nh.rtnh_ifindex = lc_name2index(st->ctx->lc, argv[1]);
	if (!h->nh.rtnh_ifindex) {
		fprintf(stderr, "Cannot find device \"%s\"\n", argv[1]);
		return -nh_fail();
	}
	return 1;
}

/* "weight 1..256", sent as one less */
static int nh_weight_parse(struct opt_parse *st, const struct opt *o,
			   int argc, char **argv)
{
	unsigned int wt;

	(void)argc;
	if (get_unsigned(&wt, argv[1], 0) || wt == 0 || wt > 256)
		return -err_invarg("\"weight\" is invalid\n", argv[1]);
	*(unsigned char *)opt_place(st, o) = (unsigned char)(wt - 1);
	return 1;
}

/* the stock realms reader into h->realm, then the attribute in turn */
static int nh_realms_parse(struct opt_parse *st, const struct opt *o,
			   int argc, char **argv)
{
	struct one_nh *h = st->obj;
	int r = opt_rtname.parse(st, o, argc, argv);

	if (r < 0)
		return r;
	return route_buf_u32(h->mp, RTA_FLOW, h->realm) ? -nh_fail() : r;
}

static int nh_encap_parse(struct opt_parse *st, const struct opt *o,
			  int argc, char **argv)
{
	struct one_nh *h = st->obj;
	struct route_buf *mp = h->mp;
	char **at = argv;
	int ac = argc, r;
	struct lwt_buf e;
	const void *data;
	size_t len;

	(void)o;
	lwt_buf_init_after(&e, MP_ROOM, mp->len - NLA_HDRLEN);
	r = lwt_parse_encap(st->ctx, &e, &ac, &argv, RTA_ENCAP, RTA_ENCAP_TYPE);
	if (r)
		return -r;
	if (argv == at)		/* it did not fit */
		return -nh_fail();
	data = lwt_buf_data(&e, &len);
	memcpy(mp->buf + NLA_ALIGN(mp->len), data, len);
	mp->len = NLA_ALIGN(mp->len) + len;
	return argc - ac;
}

/* "as [to] ADDR" */
static int nh_as_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	struct one_nh *h = st->obj;
	struct inet_prefix a;
	int used = 1, r;

	(void)o;
	if (is(argv[1], "to")) {
		if (argc < 3)
			return -err_incomplete();
		used++;
	}
	r = addr_get(&a, argv[used], h->r->rtm_family);
	if (r)
		return -r;
	if (route_buf_put(h->mp, RTA_NEWDST, a.data, a.len, false))
		return -nh_fail();
	return used;
}

static const struct opt_handler nh_via = { .parse = nh_via_parse };
static const struct opt_handler nh_dev = { .parse = nh_dev_parse, .nargs = 1 };
static const struct opt_handler nh_weight = {
	.parse = nh_weight_parse, .nargs = 1,
};
static const struct opt_handler nh_realms = {
	.parse = nh_realms_parse, .nargs = 1,
};
static const struct opt_handler nh_encap = { .parse = nh_encap_parse };
static const struct opt_handler nh_as = { .parse = nh_as_parse, .nargs = 1 };

/* In iproute2's order; the first other word ends the nexthop. */
static const struct opt one_nh_opts[] = {
	{ "via", RTA_GATEWAY, OPT_EXACT, &nh_via },
	{ "dev", RTA_OIF, OPT_EXACT, &nh_dev },
	{ "weight", ONH(nh.rtnh_hops), OPT_EXACT | OPT_OBJ, &nh_weight },
	{ "onlink", ONH(nh.rtnh_flags), OPT_EXACT | OPT_OBJ, &opt_bits,
	  OPT_BITS(.set = RTNH_F_ONLINK, .size = 1) },
	{ "realms", ONH(realm), OPT_OBJ, &nh_realms,
	  OPT_RTNAME(.which = RTN_REALMS, .err = "\"realm\" value is invalid\n") },
	{ "encap", RTA_ENCAP, OPT_EXACT, &nh_encap },
	{ "as", RTA_NEWDST, OPT_EXACT, &nh_as },
	{ 0 }
};

static const struct opt_set one_nh_set = {
	.name = "nexthop",
	.opts = one_nh_opts,
	.maxattr = RTA_MAX,
	.loop = OPT_LOOP_STOP | OPT_LOOP_NO_HELP,
};

/* One "nexthop" and its words into the buffer, starting with its header:
 * 0, or the status to end with; *argvp is left at the first word not
 * taken. */
static int parse_one_nh(struct ipctx *ctx, struct msg *q, struct rtmsg *r,
			struct route_buf *mp, int *argcp, char ***argvp)
{
	struct one_nh h = { .nh = { .rtnh_len = sizeof(h.nh) }, .r = r, .mp = mp };
	size_t hdr = NLA_ALIGN(mp->len);
	struct opt_parse p;
	int st;

	/* the header is counted at once, its fields written at the end */
	memset(mp->buf + hdr, 0, sizeof(h.nh));
	mp->len = hdr + sizeof(h.nh);
	opt_parse_init(&p, ctx, &one_nh_set, q, true);
	p.obj = &h;
	st = opt_parse_how(&p, *argcp - 1, *argvp + 1, one_nh_set.loop);
	if (st)
		return st;
	h.nh.rtnh_len = (unsigned short)(mp->len - hdr);
	memcpy(mp->buf + hdr, &h.nh, sizeof(h.nh));
	*argvp += *argcp - p.left;
	*argcp = p.left;
	return 0;
}

int route_parse_nexthops(struct ipctx *ctx, struct msg *q, struct rtmsg *r,
			 int argc, char **argv)
{
	struct route_buf *mp = malloc(sizeof(*mp));
	int st = 0;

	if (!mp)
		return IP_FATAL | 1;
	route_buf_init(mp, MP_ROOM);
	while (argc > 0) {
		if (!is(*argv, "nexthop")) {
			fprintf(stderr, "Error: \"nexthop\" or end of line is expected instead of \"%s\"\n",
				*argv);
			st = IP_EARG;
			break;
		}
		if (argc <= 1) {
			fprintf(stderr, "Error: unexpected end of line after \"nexthop\"\n");
			st = IP_EARG;
			break;
		}
		st = parse_one_nh(ctx, q, r, mp, &argc, &argv);
		if (st)
			break;
	}
	if (!st && mp->len > NLA_HDRLEN) {
		size_t save = msg_set_bound(q, MP_ROOM);

		msg_put(q, RTA_MULTIPATH, mp->buf + NLA_HDRLEN, mp->len - NLA_HDRLEN);
		msg_set_bound(q, save);
	}
	free(mp);
	return st;
}
