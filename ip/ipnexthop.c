// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipnexthop.c - "ip nexthop": add, replace, delete, show/list, get,
 * flush, bucket show/get and help, as iproute2 6.1.
 *
 * iproute2 keeps the show/flush filter for the whole process: in a batch
 * a line starts from what earlier lines left there (ctx's nh_filter).  A
 * listing is read whole, then its devices are named (one RTM_GETLINK
 * each when they are few, one link dump when they are many), then it is
 * printed.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/if_link.h>
#include <linux/nexthop.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "attr.h"
#include "ip.h"
#include "ipaddr.h"
#include "ipctx.h"
#include "ipnexthop.h"
#include "linkcache.h"
#include "lwt_encap.h"
#include "msg.h"
#include "nl.h"
#include "nlstore.h"
#include "print.h"

#ifndef AF_MPLS
#define AF_MPLS 28
#endif

/* iproute2's request: headers and 1024 bytes of attributes */
#define NH_BOUND (NLMSG_LENGTH(sizeof(struct nhmsg)) + 1024)
/* its encap is built apart, then added within 1024 bytes of message */
#define NH_ENCAP_BOUND 1024
/* More devices than this in a listing: one link dump names them all. */
#define NAME_LOOKUPS_MAX 32

enum { NH_LIST, NH_FLUSH };

static const char nh_usage_text[] =
	"Usage: ip nexthop { list | flush } [ protocol ID ] SELECTOR\n"
	"       ip nexthop { add | replace } id ID NH [ protocol ID ]\n"
	"       ip nexthop { get | del } id ID\n"
	"       ip nexthop bucket list BUCKET_SELECTOR\n"
	"       ip nexthop bucket get id ID index INDEX\n"
	"SELECTOR := [ id ID ] [ dev DEV ] [ vrf NAME ] [ master DEV ]\n"
	"            [ groups ] [ fdb ]\n"
	"BUCKET_SELECTOR := SELECTOR | [ nhid ID ]\n"
	"NH := { blackhole | [ via ADDRESS ] [ dev DEV ] [ onlink ]\n"
	"        [ encap ENCAPTYPE ENCAPHDR ] |\n"
	"        group GROUP [ fdb ] [ type TYPE [ TYPE_ARGS ] ] }\n"
	"GROUP := [ <id[,weight]>/<id[,weight]>/... ]\n"
	"TYPE := { mpath | resilient }\n"
	"TYPE_ARGS := [ RESILIENT_ARGS ]\n"
	"RESILIENT_ARGS := [ buckets BUCKETS ] [ idle_timer IDLE ]\n"
	"                  [ unbalanced_timer UNBALANCED ]\n"
	"ENCAPTYPE := [ mpls ]\n"
	"ENCAPHDR := [ MPLSLABEL ]\n";

static int nh_usage(void)
{
	fputs(nh_usage_text, stderr);
	return IP_EARG;
}

struct nh_filter *nh_filter_of(struct ipctx *ctx)
{
	if (!ctx->nh_filter)
		ctx->nh_filter = calloc(1, sizeof(*ctx->nh_filter));
	return ctx->nh_filter;
}

void nh_filter_free(struct ipctx *ctx)
{
	free(ctx->nh_filter);
	ctx->nh_filter = NULL;
}

static int parse_id(uint32_t *id, const char *arg)
{
	if (get_unsigned(id, arg, 0))
		return err_invarg("invalid id value", arg);
	return 0;
}

/* ------------------------------------------------------------------ */
/* add, replace, delete */

/* "via [FAMILY] ADDRESS" as iproute2's get_addr reads it, into up to 256
 * bytes (an MPLS stack of 64 labels). */
struct via {
	int family;
	size_t len;
	uint8_t data[260];
};

static int read_family(const char *name)
{
	if (is(name, "inet"))
		return AF_INET;
	if (is(name, "inet6"))
		return AF_INET6;
	if (is(name, "link"))
		return AF_PACKET;
	if (is(name, "mpls"))
		return AF_MPLS;
	if (is(name, "bridge"))
		return AF_BRIDGE;
	return AF_UNSPEC;
}

static int via_read(struct via *v, const char *arg, int family)
{
	memset(v, 0, sizeof(*v));
	if ((is(arg, "default") || is(arg, "all") || is(arg, "any")) &&
	    family != AF_MPLS) {
		v->family = family;
		if (is(arg, "default"))
			v->len = family == AF_INET ? 4 : family == AF_INET6 ? 16 : 0;
		return 0;
	}
	if (family == AF_PACKET) {
		int l = parse_lladdr(v->data, 256, arg);

		if (l < 0)
			return -1;
		v->family = AF_PACKET;
		v->len = (size_t)l;
		return 0;
	}
	if (!strchr(arg, ':') && family == AF_MPLS) {
		int n = lwt_mpls_pton(arg, (uint32_t *)v->data, 64);

		if (n <= 0)
			return -1;
		v->family = AF_MPLS;
		v->len = (size_t)n * 4;
		return 0;
	}
	{
		struct inet_prefix a;

		if ((is(arg, "default") || is(arg, "all") || is(arg, "any")) ||
		    parse_inet(&a, arg, family))
			return -1;
		v->family = a.family;
		v->len = a.len;
		memcpy(v->data, a.data, a.len);
	}
	return 0;
}

static int parse_via(struct msg *m, struct nhmsg *nhm, int *argcp, char ***argvp)
{
	int argc = *argcp, family;
	char **argv = *argvp;
	struct via v;

	NEXT_ARG();
	family = read_family(*argv);
	if (family == AF_UNSPEC)
		family = nhm->nh_family;
	else
		NEXT_ARG();
	if (via_read(&v, *argv, family)) {
		fprintf(stderr, "Error: %s address is expected rather than \"%s\".\n",
			family == AF_UNSPEC ? "any valid" : addr_family_name(family),
			*argv);
		return IP_FATAL | 1;
	}
	if (nhm->nh_family == AF_UNSPEC)
		nhm->nh_family = (uint8_t)v.family;
	else if (nhm->nh_family != v.family)
		return err_invarg("address family mismatch\n", *argv);
	msg_put(m, NHA_GATEWAY, v.data, v.len);
	*argcp = argc;
	*argvp = argv;
	return 0;
}

/* "ID[,WEIGHT]/...": 0, or the word as iproute2 has cut it up by then
 * (it ends each part where it was read) in *bad, and the message. */
static int parse_nh_group(struct msg *m, char *arg)
{
	struct nexthop_grp *grps;
	size_t count = 0, i;
	char *p = arg, *sep, *wsep;
	int st = -1;

	if (*arg)
		count = 1;
	for (sep = strchr(arg, '/'); sep; sep = strchr(sep + 1, '/'))
		count++;
	if (!count)
		goto bad;
	grps = calloc(count, sizeof(*grps));
	if (!grps)
		goto bad;
	for (i = 0; i < count; i++) {
		sep = strchr(p, '/');
		if (sep)
			*sep = '\0';
		wsep = strchr(p, ',');
		if (wsep)
			*wsep = '\0';
		if (get_unsigned(&grps[i].id, p, 0))
			goto out;
		if (wsep) {
			unsigned int w;

			wsep++;
			if (get_unsigned(&w, wsep, 0) || w == 0 || w > 256) {
				free(grps);
				return err_invarg("\"weight\" is invalid\n", wsep);
			}
			grps[i].weight = (uint8_t)(w - 1);
		}
		if (!sep)
			break;
		p = sep + 1;
	}
	st = msg_put(m, NHA_GROUP, grps, count * sizeof(*grps));
out:
	free(grps);
	if (!st)
		return 0;
bad:
	return err_invarg("\"group\" value is invalid\n", arg);
}

/* "type resilient [buckets N] [idle_timer S] [unbalanced_timer S]":
 * *argvp is left at the last word read. */
static int parse_res_args(struct msg *m, int *argcp, char ***argvp)
{
	int argc = *argcp;
	char **argv = *argvp;
	struct nlattr *nest;

	if (!NEXT_ARG_OK())
		return 0;
	nest = msg_nest(m, NHA_RES_GROUP);
	if (nest)
		nest->nla_type |= NLA_F_NESTED;
	argc--, argv++;
	while (argc > 0) {
		if (is(*argv, "buckets")) {
			uint16_t buckets;

			NEXT_ARG();
			if (get_u16(&buckets, *argv, 0))
				return err_invarg("invalid buckets value", *argv);
			msg_put_u16(m, NHA_RES_GROUP_BUCKETS, buckets);
		} else if (is(*argv, "idle_timer") || is(*argv, "unbalanced_timer")) {
			bool idle = is(*argv, "idle_timer");
			uint32_t t;

			NEXT_ARG();
			if (get_unsigned(&t, *argv, 0) || t >= UINT32_MAX / 100)
				return err_invarg(idle ? "invalid idle timer value" :
						  "invalid unbalanced timer value", *argv);
			msg_put_u32(m, idle ? NHA_RES_GROUP_IDLE_TIMER :
				    NHA_RES_GROUP_UNBALANCED_TIMER, t * 100);
		} else {
			break;
		}
		argc--, argv++;
	}
	*argcp = argc + 1;
	*argvp = argv - 1;
	msg_nest_end(m, nest);
	return 0;
}

static int parse_group_type(struct msg *m, int *argcp, char ***argvp)
{
	int argc = *argcp, st = 0;
	char **argv = *argvp;
	uint16_t type;

	NEXT_ARG();
	if (is(*argv, "mpath"))
		type = NEXTHOP_GRP_TYPE_MPATH;
	else if (is(*argv, "resilient"))
		type = NEXTHOP_GRP_TYPE_RES;
	else
		return err_invarg("\"type\" value is invalid\n", *argv);
	if (type == NEXTHOP_GRP_TYPE_RES)
		st = parse_res_args(m, &argc, &argv);
	if (st)
		return st;
	*argcp = argc;
	*argvp = argv;
	msg_put_u16(m, NHA_GROUP_TYPE, type);
	return 0;
}

/* iproute2 builds the encap apart and adds it whole, or says why not
 * and sends the request without it. */
static int parse_encap(struct ipctx *ctx, struct msg *m, int *argcp,
		       char ***argvp)
{
	struct lwt_buf e;
	const void *data;
	size_t len;
	int st;

	lwt_buf_init(&e, LWT_BUF_ROOM);
	st = lwt_parse_encap(ctx, &e, argcp, argvp, NHA_ENCAP, NHA_ENCAP_TYPE);
	if (st)
		return st;
	data = lwt_buf_data(&e, &len);
	if (!len)
		return 0;
	if (NLMSG_ALIGN(m->n->nlmsg_len) + NLMSG_ALIGN(len) > NH_ENCAP_BOUND) {
		fprintf(stderr, "addraw_l ERROR: message exceeded bound of %d\n",
			NH_ENCAP_BOUND);
		return 0;
	}
	memcpy(msg_tail(m), data, len);
	m->n->nlmsg_len = (uint32_t)(NLMSG_ALIGN(m->n->nlmsg_len) + NLMSG_ALIGN(len));
	return 0;
}

static int nh_modify(struct ipctx *ctx, uint16_t cmd, uint16_t flags,
		     int argc, char **argv)
{
	struct rtnames names = { .numeric = ctx->o.numeric };
	struct nlmsghdr *answer = NULL;
	uint32_t nh_flags = 0;
	struct nhmsg *nhm;
	struct msgbuf b;
	int st = 0;

	msgbuf_init(&b, cmd, flags);
	msg_set_bound(&b.m, NH_BOUND);
	nhm = msg_extra(&b.m, sizeof(*nhm));
	nhm->nh_family = (uint8_t)ctx->o.family;

	for (; argc > 0 && !st; argc--, argv++) {
		const char *w = *argv;

		if (is(w, "id")) {
			uint32_t id;

			if (argc <= 1)
				goto incomplete;
			argc--, argv++;
			st = parse_id(&id, *argv);
			if (!st)
				msg_put_u32(&b.m, NHA_ID, id);
		} else if (is(w, "dev")) {
			int idx;

			if (argc <= 1)
				goto incomplete;
			argc--, argv++;
			idx = lc_name2index(ctx->lc, *argv);
			if (!idx) {
				st = err_invarg("Device does not exist\n", *argv);
				break;
			}
			msg_put_u32(&b.m, NHA_OIF, (uint32_t)idx);
			if (nhm->nh_family == AF_UNSPEC)
				nhm->nh_family = AF_INET;
		} else if (is(w, "via")) {
			st = parse_via(&b.m, nhm, &argc, &argv);
		} else if (is(w, "encap")) {
			st = parse_encap(ctx, &b.m, &argc, &argv);
		} else if (is(w, "blackhole")) {
			msg_put(&b.m, NHA_BLACKHOLE, NULL, 0);
			if (nhm->nh_family == AF_UNSPEC)
				nhm->nh_family = AF_INET;
		} else if (is(w, "fdb")) {
			msg_put(&b.m, NHA_FDB, NULL, 0);
		} else if (is(w, "onlink")) {
			nh_flags |= RTNH_F_ONLINK;
		} else if (is(w, "group")) {
			if (argc <= 1)
				goto incomplete;
			argc--, argv++;
			st = parse_nh_group(&b.m, *argv);
		} else if (is(w, "type")) {
			st = parse_group_type(&b.m, &argc, &argv);
		} else if (matches(w, "protocol")) {
			uint32_t prot;

			if (argc <= 1)
				goto incomplete;
			argc--, argv++;
			if (rt_proto_a2n(&names, *argv, &prot))
				st = err_invarg("\"protocol\" value is invalid\n", *argv);
			else
				nhm->nh_protocol = (uint8_t)prot;
		} else if (is(w, "help")) {
			st = nh_usage();
		} else {
			st = err_invarg("", w);
		}
		if (st)
			break;
	}
	rtnames_free(&names);
	if (st)
		return st;
	nhm->nh_flags = nh_flags;
	if (ctx->o.echo)
		b.m.n->nlmsg_flags |= NLM_F_ECHO | NLM_F_ACK;
	if (nl_talk(ctx->nl, b.m.n, ctx->o.echo ? nlstore_first_cb : NULL,
		    &answer, 0)) {
		free(answer);
		return 2;
	}
	if (ctx->o.echo && answer) {
		struct nh_printer p;

		/* iproute2 nests the entry in a second object here ("{{"):
		 * ours is the one object, so the JSON stays valid */
		nh_printer_init(&p, ctx, ctx->out);
		out_begin(ctx->out);
		nh_print(&p, answer);
		out_end(ctx->out);
		nh_printer_free(&p);
	}
	free(answer);
	return 0;
incomplete:
	rtnames_free(&names);
	return err_incomplete();
}

/* ------------------------------------------------------------------ */
/* show, flush, get */

static int learn_cb(const struct nlmsghdr *nlh, void *arg)
{
	lc_learn(arg, nlh);
	return 0;
}

/* Name the devices of the stored nexthops before printing them. */
static void name_devices(struct ipctx *ctx, const struct nlstore *s)
{
	uint32_t seen[NAME_LOOKUPS_MAX];
	size_t n = 0, off, i;

	nlstore_for_each(s, off) {
		const struct nlmsghdr *h = nlstore_at(s, off);
		const struct nlattr *tb[NHA_OIF + 1];
		uint32_t oif;

		if (h->nlmsg_len < NLMSG_SPACE(sizeof(struct nhmsg)))
			continue;
		attr_parse_msg(tb, NHA_OIF, h, sizeof(struct nhmsg));
		oif = attr_u32(tb[NHA_OIF]);
		if (!oif)
			continue;
		for (i = 0; i < n && seen[i] != oif; i++)
			;
		if (i < n)
			continue;
		if (n == NAME_LOOKUPS_MAX) {
			struct msgbuf b;
			struct ifinfomsg *ifi;

			msgbuf_init(&b, RTM_GETLINK, 0);
			ifi = msg_extra(&b.m, sizeof(*ifi));
			ifi->ifi_family = AF_UNSPEC;
			msg_put_u32(&b.m, IFLA_EXT_MASK, RTEXT_FILTER_SKIP_STATS);
			nl_dump(ctx->nl, b.m.n, learn_cb, ctx->lc, 1);
			return;
		}
		seen[n++] = oif;
	}
	for (i = 0; i < n; i++)
		lc_get_by_index(ctx->lc, (int)seen[i]);
}

static struct nlmsghdr *dump_req(struct msgbuf *b, uint16_t type, int family,
				 const struct nh_filter *f, bool bucket)
{
	struct nhmsg *nhm;

	msgbuf_init(b, type, 0);
	nhm = msg_extra(&b->m, sizeof(*nhm));
	nhm->nh_family = (uint8_t)family;
	if (f->ifindex)
		msg_put_u32(&b->m, NHA_OIF, (uint32_t)f->ifindex);
	if (f->groups)
		msg_put(&b->m, NHA_GROUPS, NULL, 0);
	if (f->master)
		msg_put_u32(&b->m, NHA_MASTER, (uint32_t)f->master);
	if (f->fdb)
		msg_put(&b->m, NHA_FDB, NULL, 0);
	if (bucket && f->id)
		msg_put_u32(&b->m, NHA_ID, f->id);
	if (bucket && f->nhid) {
		struct nlattr *nest = msg_nest(&b->m, NHA_RES_BUCKET);

		if (nest)
			nest->nla_type |= NLA_F_NESTED;
		msg_put_u32(&b->m, NHA_RES_BUCKET_NH_ID, f->nhid);
		msg_nest_end(&b->m, nest);
	}
	return b->m.n;
}

/* A dump into s: 0, or -1 after iproute2's messages. */
static int dump(struct ipctx *ctx, struct nlmsghdr *req, struct nlstore *s)
{
	int err = nl_dump(ctx->nl, req, nlstore_cb, s, 1);

	if (err < 0) {
		nl_dump_perror(ctx->nl, err, false);
		return -1;
	}
	return 0;
}

static int nh_delete(struct ipctx *ctx, uint32_t id)
{
	struct msgbuf b;
	struct nhmsg *nhm;

	msgbuf_init(&b, RTM_DELNEXTHOP, 0);
	nhm = msg_extra(&b.m, sizeof(*nhm));
	nhm->nh_family = AF_UNSPEC;
	msg_put_u32(&b.m, NHA_ID, id);
	return nl_talk(ctx->nl, b.m.n, NULL, NULL, 0) ? -1 : 0;
}

static int nh_flush(struct ipctx *ctx, struct nh_filter *f, bool all)
{
	int rc = 2;

	if (all) {
		f->groups = true;
		f->ifindex = 0;
		f->master = 0;
	}
	for (;;) {
		struct nlstore s = { 0 };
		struct msgbuf b;
		size_t off;
		bool bad = false;

		if (dump(ctx, dump_req(&b, RTM_GETNEXTHOP, ctx->o.family, f, false), &s)) {
			nlstore_free(&s);
			fprintf(stderr, "Dump terminated. Failed to flush nexthops\n");
			goto out;
		}
		nlstore_for_each(&s, off) {
			const struct nlmsghdr *h = nlstore_at(&s, off);
			const struct nlattr *tb[NHA_ID + 1];
			const struct nhmsg *nhm = NLMSG_DATA(h);
			uint32_t id;

			if (h->nlmsg_len < NLMSG_SPACE(sizeof(*nhm))) {
				fprintf(stderr, "BUG: wrong nlmsg len %d\n",
					(int)h->nlmsg_len - (int)NLMSG_SPACE(sizeof(*nhm)));
				bad = true;
				break;
			}
			if (f->proto && nhm->nh_protocol != f->proto)
				continue;
			attr_parse_msg(tb, NHA_ID, h, sizeof(*nhm));
			id = attr_u32(tb[NHA_ID]);
			if (id && !nh_delete(ctx, id))
				f->flushed++;
		}
		nlstore_free(&s);
		if (bad) {
			fprintf(stderr, "Dump terminated. Failed to flush nexthops\n");
			goto out;
		}
		/* deleting everything: the groups first */
		if (all && f->groups) {
			f->groups = false;
			continue;
		}
		break;
	}
	rc = 0;
out:
	if (!f->flushed)
		printf("Nothing to flush\n");
	else
		printf("Flushed %u nexthops\n", f->flushed);
	fflush(stdout);
	return rc;
}

/* Print one answer (a get): 0, or 1 when it is no printable nexthop. */
static int print_answer(struct ipctx *ctx, const struct nlmsghdr *answer,
			bool bucket)
{
	struct nh_printer p;
	int r;

	nh_printer_init(&p, ctx, ctx->out);
	p.proto = nh_filter_of(ctx) ? nh_filter_of(ctx)->proto : 0;
	out_begin(ctx->out);
	r = bucket ? nh_bucket_print(&p, answer) : nh_print(&p, answer);
	if (!r)
		out_end(ctx->out);
	nh_printer_free(&p);
	fflush(stdout);
	return r ? 1 : 0;
}

static int nh_get_id(struct ipctx *ctx, uint32_t id)
{
	struct nlmsghdr *answer = NULL;
	struct nhmsg *nhm;
	struct msgbuf b;
	int st;

	msgbuf_init(&b, RTM_GETNEXTHOP, 0);
	nhm = msg_extra(&b.m, sizeof(*nhm));
	nhm->nh_family = (uint8_t)ctx->o.family;
	msg_put_u32(&b.m, NHA_ID, id);
	if (nl_talk(ctx->nl, b.m.n, nlstore_first_cb, &answer, 0) || !answer) {
		free(answer);
		return 2;
	}
	st = print_answer(ctx, answer, false);
	free(answer);
	return st;
}

static int print_stored(struct ipctx *ctx, const struct nlstore *s, bool bucket)
{
	struct nh_printer p;
	size_t off;
	int st = 0;

	nh_printer_init(&p, ctx, ctx->out);
	p.proto = nh_filter_of(ctx) ? nh_filter_of(ctx)->proto : 0;
	nlstore_for_each(s, off) {
		const struct nlmsghdr *h = nlstore_at(s, off);

		if ((bucket ? nh_bucket_print(&p, h) : nh_print(&p, h)) < 0) {
			st = -1;
			break;
		}
	}
	nh_printer_free(&p);
	return st;
}

static int nh_dump_show(struct ipctx *ctx, const struct nh_filter *f, bool bucket)
{
	struct nlstore s = { 0 };
	struct msgbuf b;
	int st = 0;

	out_begin(ctx->out);
	if (dump(ctx, dump_req(&b, bucket ? RTM_GETNEXTHOPBUCKET : RTM_GETNEXTHOP,
			       ctx->o.family, f, bucket), &s)) {
		st = 2;
	} else {
		if (!bucket)
			name_devices(ctx, &s);
		if (print_stored(ctx, &s, bucket))
			st = 2;
	}
	if (st) {
		fprintf(stderr, "Dump terminated\n");
	} else {
		out_end(ctx->out);
	}
	fflush(stdout);
	nlstore_free(&s);
	return st;
}

/* "dev", "master" and "vrf" of the show filters. */
static int filter_dev(struct ipctx *ctx, const char *w, const char *arg,
		      struct nh_filter *f)
{
	int idx;

	if (matches(w, "dev") || matches(w, "master")) {
		idx = lc_name2index(ctx->lc, arg);
		if (!idx)
			return err_invarg("Device does not exist\n", arg);
		if (matches(w, "dev"))
			f->ifindex = idx;
		else
			f->master = idx;
		return 0;
	}
	if (!ip_vrf_index(ctx, arg))
		return err_invarg("Invalid VRF\n", arg);
	f->master = lc_name2index(ctx->lc, arg);
	if (!f->master)
		return err_invarg("VRF does not exist\n", arg);
	return 0;
}

static int nh_list_flush(struct ipctx *ctx, int argc, char **argv, int action)
{
	struct nh_filter *f = nh_filter_of(ctx);
	bool all = argc == 0;
	int st;

	if (!f)
		return 1;
	for (; argc > 0; argc--, argv++) {
		const char *w = *argv;

		if (matches(w, "dev") || matches(w, "master") || matches(w, "vrf")) {
			NEXT_ARG();
			st = filter_dev(ctx, w, *argv, f);
			if (st)
				return st;
		} else if (matches(w, "groups")) {
			f->groups = true;
		} else if (is(w, "id")) {
			uint32_t id;

			NEXT_ARG();
			st = parse_id(&id, *argv);
			if (st)
				return st;
			if (action == NH_LIST)
				return nh_get_id(ctx, id);
			return nh_delete(ctx, id) ? 1 : 0;
		} else if (matches(w, "protocol")) {
			uint32_t proto;

			NEXT_ARG();
			if (get_unsigned(&proto, *argv, 0))
				return err_invarg("invalid protocol value", *argv);
			f->proto = proto;
		} else if (matches(w, "fdb")) {
			f->fdb = true;
		} else if (matches(w, "help")) {
			return nh_usage();
		} else {
			return err_invarg("", w);
		}
	}
	if (action == NH_FLUSH)
		return nh_flush(ctx, f, all);
	return nh_dump_show(ctx, f, false);
}

static int nh_get(struct ipctx *ctx, int argc, char **argv)
{
	uint32_t id = 0;
	int st;

	for (; argc > 0; argc--, argv++) {
		if (!is(*argv, "id"))
			return nh_usage();
		NEXT_ARG();
		st = parse_id(&id, *argv);
		if (st)
			return st;
	}
	if (!id)
		return nh_usage();
	return nh_get_id(ctx, id);
}

/* ------------------------------------------------------------------ */
/* buckets */

static int bucket_list(struct ipctx *ctx, int argc, char **argv)
{
	struct nh_filter *f = nh_filter_of(ctx);
	int st;

	if (!f)
		return 1;
	for (; argc > 0; argc--, argv++) {
		const char *w = *argv;

		if (matches(w, "dev") || matches(w, "master") || matches(w, "vrf")) {
			NEXT_ARG();
			st = filter_dev(ctx, w, *argv, f);
			if (st)
				return st;
		} else if (is(w, "id") || is(w, "nhid")) {
			NEXT_ARG();
			st = parse_id(is(w, "id") ? &f->id : &f->nhid, *argv);
			if (st)
				return st;
		} else if (matches(w, "help")) {
			return nh_usage();
		} else {
			return err_invarg("", w);
		}
	}
	return nh_dump_show(ctx, f, true);
}

static int bucket_get(struct ipctx *ctx, int argc, char **argv)
{
	struct nlmsghdr *answer = NULL;
	bool have_index = false;
	uint16_t index = 0;
	uint32_t id = 0;
	struct nlattr *nest;
	struct nhmsg *nhm;
	struct msgbuf b;
	int st;

	for (; argc > 0; argc--, argv++) {
		if (is(*argv, "id")) {
			NEXT_ARG();
			st = parse_id(&id, *argv);
			if (st)
				return st;
		} else if (is(*argv, "index")) {
			NEXT_ARG();
			if (get_u16(&index, *argv, 0))
				return err_invarg("invalid bucket index value", *argv);
			have_index = true;
		} else {
			return nh_usage();
		}
	}
	if (!id || !have_index)
		return nh_usage();
	msgbuf_init(&b, RTM_GETNEXTHOPBUCKET, 0);
	nhm = msg_extra(&b.m, sizeof(*nhm));
	nhm->nh_family = (uint8_t)ctx->o.family;
	msg_put_u32(&b.m, NHA_ID, id);
	nest = msg_nest(&b.m, NHA_RES_BUCKET);
	if (nest)
		nest->nla_type |= NLA_F_NESTED;
	msg_put_u16(&b.m, NHA_RES_BUCKET_INDEX, index);
	msg_nest_end(&b.m, nest);
	if (nl_talk(ctx->nl, b.m.n, nlstore_first_cb, &answer, 0) || !answer) {
		free(answer);
		return 2;
	}
	st = print_answer(ctx, answer, true);
	free(answer);
	return st;
}

static int nh_bucket(struct ipctx *ctx, int argc, char **argv)
{
	if (argc < 1)
		return bucket_list(ctx, 0, NULL);
	if (matches(*argv, "list") || matches(*argv, "show") || matches(*argv, "lst"))
		return bucket_list(ctx, argc - 1, argv + 1);
	if (matches(*argv, "get"))
		return bucket_get(ctx, argc - 1, argv + 1);
	if (matches(*argv, "help"))
		return nh_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip nexthop help\".\n", *argv);
	return IP_EARG;
}

int do_ipnexthop(struct ipctx *ctx, int argc, char **argv)
{
	const char *w;

	if (argc < 1)
		return nh_list_flush(ctx, 0, NULL, NH_LIST);
	w = *argv;
	if (matches(w, "add"))
		return nh_modify(ctx, RTM_NEWNEXTHOP, NLM_F_CREATE | NLM_F_EXCL,
				 argc - 1, argv + 1);
	if (matches(w, "replace"))
		return nh_modify(ctx, RTM_NEWNEXTHOP, NLM_F_CREATE | NLM_F_REPLACE,
				 argc - 1, argv + 1);
	if (matches(w, "delete"))
		return nh_modify(ctx, RTM_DELNEXTHOP, 0, argc - 1, argv + 1);
	if (matches(w, "list") || matches(w, "show") || matches(w, "lst"))
		return nh_list_flush(ctx, argc - 1, argv + 1, NH_LIST);
	if (matches(w, "get"))
		return nh_get(ctx, argc - 1, argv + 1);
	if (matches(w, "flush"))
		return nh_list_flush(ctx, argc - 1, argv + 1, NH_FLUSH);
	if (matches(w, "bucket"))
		return nh_bucket(ctx, argc - 1, argv + 1);
	if (matches(w, "help"))
		return nh_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip nexthop help\".\n", w);
	return IP_EARG;
}
