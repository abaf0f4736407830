// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * iproute_get.c - "ip route get": the question built from its words (a
 * destination, from, iif/oif, mark, uid, ports, ipproto, fibmatch, vrf),
 * asked once (twice for "connected", as iproute2 6.1 does) and the
 * answer printed by ip/route_print.c.
 */
#include <netdb.h>
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
#include "print.h"
#include "addr.h"

/* iproute2's request for a get: the headers and 1024 bytes */
#define GET_BOUND (NLMSG_LENGTH(sizeof(struct rtmsg)) + 1024)

struct get {
	struct ipctx *ctx;
	struct msgbuf b;
	struct rtmsg *r;
	struct rtnames names;
	const char *idev, *odev;
	uint32_t mark;
	bool connected, fibmatch, from_ok, address_found;
};

static int get_word(struct get *g, int *argcp, char ***argvp)
{
	int argc = *argcp, st;
	char **argv = *argvp;
	const char *w = *argv;
	struct rtmsg *r = g->r;
	struct msg *q = &g->b.m;

	if (is(w, "tos") || matches(w, "dsfield")) {
		uint32_t tos;

		NEXT_ARG();
		if (rt_dsfield_a2n(&g->names, *argv, &tos))
			return err_invarg("TOS value is invalid\n", *argv);
		r->rtm_tos = (unsigned char)tos;
	} else if (matches(w, "from")) {
		NEXT_ARG();
		if (matches(*argv, "help"))
			return route_usage();
		g->from_ok = true;
		st = route_put_from(r, q, *argv);
		if (st)
			return st;
	} else if (matches(w, "iif")) {
		NEXT_ARG();
		g->idev = *argv;
	} else if (matches(w, "mark")) {
		NEXT_ARG();
		if (get_unsigned(&g->mark, *argv, 0))
			return err_invarg("invalid mark value", *argv);
	} else if (matches(w, "oif") || is(w, "dev")) {
		NEXT_ARG();
		g->odev = *argv;
	} else if (matches(w, "notify")) {
		r->rtm_flags |= RTM_F_NOTIFY;
	} else if (matches(w, "connected")) {
		g->connected = true;
	} else if (matches(w, "vrf")) {
		NEXT_ARG();
		if (!ip_vrf_index(g->ctx, *argv))
			return err_invarg("Invalid VRF\n", *argv);
		g->odev = *argv;
	} else if (matches(w, "uid")) {
		uint32_t uid;

		NEXT_ARG();
		if (get_unsigned(&uid, *argv, 0))
			return err_invarg("invalid UID\n", *argv);
		msg_put_u32(q, RTA_UID, uid);
	} else if (matches(w, "fibmatch")) {
		g->fibmatch = true;
	} else if (is(w, "as")) {
		NEXT_ARG();
		if (is(*argv, "to"))
			NEXT_ARG();
		st = route_put_addr(r, q, RTA_NEWDST, *argv);
		if (st)
			return st;
	} else if (matches(w, "sport") || matches(w, "dport")) {
		bool sport = matches(w, "sport");
		uint16_t port;

		NEXT_ARG();
		if (get_u16(&port, *argv, 0))
			return err_invarg(sport ? "invalid sport\n" : "invalid dport\n", *argv);
		msg_put_be16(q, sport ? RTA_SPORT : RTA_DPORT, port);
	} else if (matches(w, "ipproto")) {
		struct protoent *pe;
		uint8_t proto;

		NEXT_ARG();
		if (get_u8(&proto, *argv, 10)) {
			pe = getprotobyname(*argv);
			if (!pe)
				return err_invarg("Invalid \"ipproto\" value\n", *argv);
			proto = (uint8_t)pe->p_proto;
		}
		msg_put_u8(q, RTA_IP_PROTO, proto);
	} else {
		struct inet_prefix a;

		if (is(*argv, "to"))
			NEXT_ARG();
		if (matches(*argv, "help"))
			return route_usage();
		st = addr_get_prefix(&a, *argv, r->rtm_family);
		if (st)
			return st;
		route_set_family(r, a.family);
		if (a.len)
			msg_put(q, RTA_DST, a.data, a.len);
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
	}
	*argcp = argc;
	*argvp = argv;
	return 0;
}

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
	struct get g;
	int st = 0;

	(void)v;
	if (!f)
		return IP_FATAL | 1;
	memset(&g, 0, sizeof(g));
	g.ctx = ctx;
	g.names.numeric = ctx->o.numeric;
	msgbuf_init(&g.b, RTM_GETROUTE, 0);
	msg_set_bound(&g.b.m, GET_BOUND);
	g.r = msg_extra(&g.b.m, sizeof(*g.r));
	g.r->rtm_family = (unsigned char)ctx->o.family;
	route_filter_reset(f);
	f->cloned = 2;

	for (; argc > 0 && !st; argc--, argv++)
		st = get_word(&g, &argc, &argv);
	rtnames_free(&g.names);
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
