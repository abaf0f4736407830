// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * iproute_get.c - "ip route get": the question built from its words (a
 * destination, from, iif/oif, mark, uid, ports, ipproto, fibmatch, vrf),
 * asked once (twice for "connected", as iproute2 6.1 does) and the
 * answer printed by ip/route_print.c.
 */
#include <netdb.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "attr.h"
#include "ip.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "iproute.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"
#include "nlstore.h"
#include "opt.h"
#include "rtnames.h"
#include "print.h"
#include "addr.h"

/* iproute2's request for a get: the headers and 1024 bytes */
#define GET_BOUND (NLMSG_LENGTH(sizeof(struct rtmsg)) + 1024)

/* The command's state: the table's object (st->obj). */
struct get {
	struct ipctx *ctx;
	struct msgbuf b;
	struct rtmsg *r;
	const char *idev, *odev;
	uint32_t mark;
	bool connected, fibmatch, from_ok, address_found;
};

/* ---- the words: one table, in iproute2's order ---- */

static int from_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct get *g = st->obj;
	int r;

	(void)o;
	(void)argc;
	if (matches(argv[1], "help"))
		return -route_usage();
	g->from_ok = true;
	r = route_put_from(g->r, st->m, argv[1]);
	return r ? -r : 1;
}


/* "vrf NAME": the output device, once it is known to be a VRF */
static int vrf_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	struct get *g = st->obj;

	(void)o;
	(void)argc;
	if (!ip_vrf_index(st->ctx, argv[1]))
		return -err_invarg("Invalid VRF\n", argv[1]);
	g->odev = argv[1];
	return 1;
}

/* "as [to] ADDR" */
static int as_parse(struct opt_parse *st, const struct opt *o, int argc,
		    char **argv)
{
	struct get *g = st->obj;
	int used = 1, r;

	if (is(argv[1], "to")) {
		if (argc < 3)
			return -err_incomplete();
		used++;
	}
	r = route_put_addr(g->r, st->m, o->attr, argv[used]);
	return r ? -r : used;
}

/* a decimal number or a name of /etc/protocols */
static int ipproto_parse(struct opt_parse *st, const struct opt *o,
			 int argc, char **argv)
{
	struct protoent *pe;
	uint8_t proto;

	(void)argc;
	if (get_u8(&proto, argv[1], 10)) {
		pe = getprotobyname(argv[1]);
		if (!pe)
			return -err_invarg("Invalid \"ipproto\" value\n", argv[1]);
		proto = (uint8_t)pe->p_proto;
	}
	msg_put_u8(st->m, o->attr, proto);
	return 1;
}

/* Any other word: "[to] ADDR" (or help), a host's address */
static int dst_parse(struct opt_parse *st, int argc, char **argv)
{
	struct get *g = st->obj;
	struct rtmsg *r = g->r;
	struct inet_prefix a;
	int used = is(argv[0], "to"), e;

	if (used && argc < 2)
		return -err_incomplete();
	if (matches(argv[used], "help"))
		return -route_usage();
	e = addr_get_prefix(&a, argv[used], r->rtm_family);
	if (e)
		return -e;
	route_set_family(r, a.family);
	if (a.len)
		msg_put(st->m, RTA_DST, a.data, a.len);
	if (r->rtm_family == AF_INET && a.bitlen != 32) {
		fprintf(stderr, "Warning: /%u as prefix is invalid, only /32 (or none) is supported.\n",
			a.bitlen);
		r->rtm_dst_len = 32;
	} else if (r->rtm_family == AF_INET6 && a.bitlen != 128) {
		fprintf(stderr, "Warning: /%u as prefix is invalid, only /128 (or none) is supported.\n",
			a.bitlen);
		r->rtm_dst_len = 128;
	} else {
		r->rtm_dst_len = (unsigned char)a.bitlen;
	}
	g->address_found = true;
	return used;
}

static const struct opt_handler get_from = { .parse = from_parse, .nargs = 1 };
static const struct opt_handler get_vrf = { .parse = vrf_parse, .nargs = 1 };
static const struct opt_handler get_as = { .parse = as_parse, .nargs = 1 };
static const struct opt_handler get_ipproto = { .parse = ipproto_parse, .nargs = 1 };

#define RTM(field) offsetof(struct rtmsg, field)
#define GET(field) offsetof(struct get, field)

/* In iproute2's order: it decides what an abbreviation means. */
static const struct opt get_opts[] = {
	{ "tos", RTM(rtm_tos), OPT_EXACT | OPT_HDR, &opt_rtname,
	  OPT_RTNAME(.which = RTN_DSFIELD, .size = 1,
		     .err = "TOS value is invalid\n"), .alias = "dsfield" },
	{ "from", RTA_SRC, 0, &get_from },
	{ "iif", GET(idev), OPT_OBJ, &opt_word },
	{ "mark", GET(mark), OPT_OBJ, &opt_u32,
	  OPT_NUM(.err = "invalid mark value") },
	{ "oif", GET(odev), OPT_OBJ, &opt_word, .alias = "=dev" },
	{ "notify", offsetof(struct rtmsg, rtm_flags), OPT_HDR, &opt_bits,
	  OPT_BITS(.set = RTM_F_NOTIFY) },
	{ "connected", GET(connected), OPT_OBJ, &opt_flag },
	{ "vrf", 0, 0, &get_vrf },
	{ "uid", RTA_UID, 0, &opt_u32, OPT_NUM(.err = "invalid UID\n") },
	{ "fibmatch", GET(fibmatch), OPT_OBJ, &opt_flag },
	{ "as", RTA_NEWDST, OPT_EXACT, &get_as },
	{ "sport", RTA_SPORT, 0, &opt_be16, OPT_NUM(.err = "invalid sport\n") },
	{ "dport", RTA_DPORT, 0, &opt_be16, OPT_NUM(.err = "invalid dport\n") },
	{ "ipproto", RTA_IP_PROTO, 0, &get_ipproto },
	{ 0 }
};

static const struct opt_set get_set = {
	.name = "route",
	.opts = get_opts,
	.other = dst_parse,
	.loop = OPT_LOOP_NO_HELP,
};

static void print_get(struct ipctx *ctx, const struct nlmsghdr *answer)
{
	struct route_filter *f = route_filter_of(ctx);
	struct route_printer rp;
	struct route_msg rm;

	route_printer_init(&rp, ctx, ctx->out, f);
	out_begin(ctx->out);
	if (route_msg_parse(&rm, answer) > 0 && route_match(&rp, &rm))
		route_print(&rp, &rm);
	out_end(ctx->out);
	fflush(stdout);
	route_printer_free(&rp);
}

/* "connected": iproute2 6.1 checks that the answer has a source, then
 * asks the same question again (its edits of the answer go nowhere) and
 * prints the second answer too.  0, or the status to end with. */
static int check_connected(const struct nlmsghdr *a)
{
	const struct nlattr *tb[ROUTE_ATTR_MAX + 1];

	if (a->nlmsg_type != RTM_NEWROUTE) {
		fprintf(stderr, "Not a route?\n");
		return 1;
	}
	if (a->nlmsg_len < NLMSG_LENGTH(sizeof(struct rtmsg))) {
		fprintf(stderr, "Wrong len %d\n",
			(int)a->nlmsg_len - (int)NLMSG_LENGTH(sizeof(struct rtmsg)));
		return 1;
	}
	attr_parse_msg(tb, ROUTE_ATTR_MAX, a, sizeof(struct rtmsg));
	if (!tb[RTA_PREFSRC] && !tb[RTA_SRC]) {
		fprintf(stderr, "Failed to connect the route\n");
		return 1;
	}
	return 0;
}

/* iif/oif NAME as its index in attribute type; 1 (said) when there is no
 * such device, 0 otherwise (also when name is NULL). */
static int put_dev(struct ipctx *ctx, struct msg *m, uint16_t type,
		   const char *name)
{
	int idx;

	if (!name)
		return 0;
	idx = lc_name2index(ctx->lc, name);
	if (!idx) {
		fprintf(stderr, "Cannot find device \"%s\"\n", name);
		return 1;
	}
	msg_put_u32(m, type, (uint32_t)idx);
	return 0;
}

int route_get(struct ipctx *ctx, const struct verb *v, int argc,
	      char **argv)
{
	struct route_filter *f = route_filter_of(ctx);
	struct nlmsghdr *answer = NULL;
	struct opt_parse p;
	struct get g;
	int st = 0;

	(void)v;
	if (!f)
		return IP_FATAL | 1;
	memset(&g, 0, sizeof(g));
	g.ctx = ctx;
	msgbuf_init(&g.b, RTM_GETROUTE, 0);
	msg_set_bound(&g.b.m, GET_BOUND);
	g.r = msg_extra(&g.b.m, sizeof(*g.r));
	g.r->rtm_family = (unsigned char)ctx->o.family;
	route_filter_reset(f);
	f->cloned = 2;

	st = opt_run(&p, ctx, &get_set, &g.b.m, &g, argc, argv);
	if (st)
		return st;
	if (!g.address_found) {
		fprintf(stderr, "need at least a destination address\n");
		return 1;
	}
	if (put_dev(ctx, &g.b.m, RTA_IIF, g.idev) ||
	    put_dev(ctx, &g.b.m, RTA_OIF, g.odev))
		return 1;
	if (g.mark)
		msg_put_u32(&g.b.m, RTA_MARK, g.mark);
	if (g.r->rtm_family == AF_UNSPEC)
		g.r->rtm_family = AF_INET;
	/* only IPv4 knows the table look-up flag */
	if (g.r->rtm_family == AF_INET)
		g.r->rtm_flags |= RTM_F_LOOKUP_TABLE;
	if (g.fibmatch)
		g.r->rtm_flags |= RTM_F_FIB_MATCH;
	if (nl_talk(ctx->nl, g.b.m.n, nlstore_first_cb, &answer, 0) || !answer) {
		free(answer);
		return 2;
	}
	if (g.connected && !g.from_ok) {
		print_get(ctx, answer);
		st = check_connected(answer);
		free(answer);
		answer = NULL;
		if (st)
			return st;
		if (nl_talk(ctx->nl, g.b.m.n, nlstore_first_cb, &answer, 0) || !answer) {
			free(answer);
			return 2;
		}
	}
	print_get(ctx, answer);
	free(answer);
	return 0;
}
