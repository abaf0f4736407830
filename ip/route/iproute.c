// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * iproute.c - "ip route": add, change, replace, prepend, append, test and
 * delete and the dispatch, as iproute2 6.1 does them.  "get" is in
 * ip/route/iproute_get.c, the listings (show, flush, save, restore, showdump)
 * in ip/route/iproute_show.c, the usage text and the words they share in
 * ip/route/route_args.c; one route is printed by ip/route_print.c.
 *
 * A device named in a route is resolved through the link index (one
 * RTM_GETLINK for a name not seen yet): no link dump.  Requests are built
 * within iproute2's bounds: 4124 bytes for the request, 256 for the
 * metrics, 4096 for the nexthops of a multipath route, 1024 for a
 * route's encap, with iproute2's messages when something does not fit.
 */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <linux/icmpv6.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "verb.h"
#include "array.h"
#include "attr.h"
#include "ip.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "iproute.h"
#include "linkcache.h"
#include "lwt/lwt_encap.h"
#include "msg.h"
#include "nl.h"
#include "nlstore.h"
#include "opt.h"
#include "print.h"
#include "addr.h"

/* iproute2's request: the headers and 4096 bytes */
#define ROUTE_BOUND (NLMSG_LENGTH(sizeof(struct rtmsg)) + 4096)
/* the metrics are built apart, in a buffer this big */
#define MX_ROOM 256
/* a route's encap is added whole, within this bound of the request */
#define ENCAP_BOUND 1024

/* ------------------------------------------------------------------ */
/* add, change, replace, prepend, append, test, delete */

/* The command's state: the table's object (st->obj). */
struct modify {
	struct ipctx *ctx;
	struct msgbuf b;
	struct rtmsg *r;
	struct route_buf mx;
	uint32_t mxlock;
	const char *dev;
	bool gw_ok, dst_ok, table_ok, type_ok;
	/* "nexthop": the words from it on, parsed after the others */
	int nh_argc;
	char **nh_argv;
};

/* get_time_rtt: milliseconds with an "s"/"ms" suffix (then *raw is
 * false), or a raw value; fractions round up.  0 or -1. */
static int get_time_rtt(uint32_t *val, const char *arg, bool *raw)
{
	double t;
	char *p;

	errno = 0;
	if (strchr(arg, '.')) {
		t = strtod(arg, &p);
		if (t < 0.0 || p == arg || (errno == ERANGE && t > 1.0))
			return -1;
	} else {
		unsigned long v = strtoul(arg, &p, 0);

		if (p == arg || (v == (unsigned long)-1 && errno == ERANGE))
			return -1;
		t = (double)v;
	}
	*raw = true;
	if (*p) {
		*raw = false;
		if (!strcasecmp(p, "s") || !strcasecmp(p, "sec") || !strcasecmp(p, "secs"))
			t *= 1000;
		else if (strcasecmp(p, "ms") && strcasecmp(p, "msec") && strcasecmp(p, "msecs"))
			return -1;
	}
	/* iproute2 converts as x86 does: the low 32 bits of the 64-bit
	 * integer, which is 2^63 for what does not fit in one */
	*val = (uint32_t)(t < 9223372036854775808.0 ? (uint64_t)(int64_t)t :
			  0x8000000000000000ULL);
	if (*val < t)
		*val += 1;
	return 0;
}

/* A metric: "[lock] VALUE" (lock: the words that allow it). */
static int metric_word(struct modify *m, int *argcp, char ***argvp,
		       unsigned int rtax, bool lockable)
{
	int argc = *argcp;
	char **argv = *argvp;

	NEXT_ARG();
	if (lockable && is(*argv, "lock")) {
		m->mxlock |= 1u << rtax;
		NEXT_ARG();
	}
	*argcp = argc;
	*argvp = argv;
	return 0;
}

/* A metric row's data: its RTAX, the name in "\"WHAT\" value is
 * invalid", how the value reads. */
struct metric_kw {
	unsigned int rtax;
	const char *what;
	enum { MX_UINT, MX_HOPS, MX_RTT, MX_RTTVAR, MX_RTOMIN } how;
};

#define MX(rtax, what, how) \
	((const void *)&(const struct metric_kw){ (rtax), (what), (how) })

static int parse_metric(struct modify *m, const struct metric_kw *k,
			int *argcp, char ***argvp)
{
	char msg[64];
	uint32_t v;
	bool raw;
	int st = metric_word(m, argcp, argvp, k->rtax, k->how != MX_RTOMIN);
	const char *arg = **argvp;

	if (st)
		return st;
	snprintf(msg, sizeof(msg), "\"%s\" value is invalid\n", k->what);
	switch (k->how) {
	case MX_HOPS:
		if (get_unsigned(&v, arg, 0) || v > 255)
			return err_invarg(msg, arg);
		break;
	case MX_RTT:
	case MX_RTTVAR:
		if (get_time_rtt(&v, arg, &raw))
			return err_invarg(msg, arg);
		if (!raw)
			v *= k->how == MX_RTT ? 8 : 4;
		break;
	case MX_RTOMIN:
		m->mxlock |= 1u << RTAX_RTO_MIN;
		if (get_time_rtt(&v, arg, &raw))
			return err_invarg(msg, arg);
		break;
	default:
		if (get_unsigned(&v, arg, 0))
			return err_invarg(msg, arg);
	}
	route_buf_u32(&m->mx, (uint16_t)k->rtax, v);
	return 0;
}

/* "quickack" and "fastopen_no_cookie": 0 or 1 */
static int parse_bool_metric(struct modify *m, const char *what,
			     unsigned int rtax, const char *arg)
{
	char msg[64];
	uint32_t v;

	snprintf(msg, sizeof(msg), "\"%s\" value is invalid\n", what);
	if (get_unsigned(&v, arg, 0))
		return err_invarg(msg, arg);
	if (v > 1) {
		snprintf(msg, sizeof(msg), "\"%s\" value should be 0 or 1\n", what);
		return err_invarg(msg, arg);
	}
	route_buf_u32(&m->mx, (uint16_t)rtax, v);
	return 0;
}

static void set_table(struct modify *m, uint32_t tid)
{
	if (tid < 256) {
		m->r->rtm_table = (unsigned char)tid;
	} else {
		m->r->rtm_table = RT_TABLE_UNSPEC;
		msg_put_u32(&m->b.m, RTA_TABLE, tid);
	}
	m->table_ok = true;
}

/* ---- the words ---- */

/* "[to] [TYPE] PREFIX": the destination */
static int parse_dst(struct modify *m, int *argcp, char ***argvp)
{
	int argc = *argcp, st;
	char **argv = *argvp;
	struct inet_prefix dst;
	uint32_t type;

	if (is(*argv, "to"))
		NEXT_ARG();
	if ((**argv < '0' || **argv > '9') && route_type_a2n(*argv, &type) == 0) {
		NEXT_ARG();
		m->r->rtm_type = (unsigned char)type;
		m->type_ok = true;
	}
	if (matches(*argv, "help"))
		return route_usage();
	if (m->dst_ok)
		return err_duparg2("to", *argv);
	st = addr_get_prefix(&dst, *argv, m->r->rtm_family);
	if (st)
		return st;
	route_set_family(m->r, dst.family);
	m->r->rtm_dst_len = (unsigned char)dst.bitlen;
	m->dst_ok = true;
	if (dst.len)
		msg_put(&m->b.m, RTA_DST, dst.data, dst.len);
	*argcp = argc;
	*argvp = argv;
	return 0;
}

/* Route encap: built apart and added whole within ENCAP_BOUND, or left
 * out with iproute2's message. */
static int parse_encap(struct modify *m, int *argcp, char ***argvp)
{
	struct lwt_buf e;
	const void *data;
	struct msg *q = &m->b.m;
	size_t len;
	int st;

	lwt_buf_init(&e, LWT_BUF_ROOM);
	st = lwt_parse_encap(m->ctx, &e, argcp, argvp, RTA_ENCAP, RTA_ENCAP_TYPE);
	if (st)
		return st;
	data = lwt_buf_data(&e, &len);
	if (!len)
		return 0;
	if (NLMSG_ALIGN(q->n->nlmsg_len) + NLMSG_ALIGN(len) > ENCAP_BOUND) {
		fprintf(stderr, "addraw_l ERROR: message exceeded bound of %d\n",
			ENCAP_BOUND);
		return 0;
	}
	memcpy(msg_tail(q), data, len);
	q->n->nlmsg_len = (uint32_t)(NLMSG_ALIGN(q->n->nlmsg_len) + NLMSG_ALIGN(len));
	return 0;
}

/* ---- the words: one table, in iproute2's order ---- */

/* The pointer-style parsers take argv at the keyword and leave it at
 * their last word: what they used is how far argc went down. */
static int metric_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	int ac = argc;
	int r = parse_metric(st->obj, o->data, &ac, &argv);

	return r ? -r : argc - ac;
}

/* data: the RTAX of a 0-or-1 metric; the row's kw names it */
static int bool_metric_parse(struct opt_parse *st, const struct opt *o,
			     int argc, char **argv)
{
	int r;

	(void)argc;
	r = parse_bool_metric(st->obj, o->kw, (unsigned int)(uintptr_t)o->data,
			      argv[1]);
	return r ? -r : 1;
}

static int features_parse(struct opt_parse *st, const struct opt *o,
			  int argc, char **argv)
{
	struct modify *m = st->obj;

	(void)o;
	(void)argc;
	if (!is(argv[1], "ecn"))
		return -err_invarg("\"features\" value not valid\n", argv[1]);
	route_buf_u32(&m->mx, RTAX_FEATURES, RTAX_FEATURE_ECN);
	return 1;
}

/* "congctl [lock] NAME" */
static int congctl_parse(struct opt_parse *st, const struct opt *o,
			 int argc, char **argv)
{
	struct modify *m = st->obj;
	int used = 1;

	(void)o;
	if (is(argv[1], "lock")) {
		if (argc < 3)
			return -err_incomplete();
		m->mxlock |= 1u << RTAX_CC_ALGO;
		used++;
	}
	route_buf_put(&m->mx, RTAX_CC_ALGO, argv[used], strlen(argv[used]), false);
	return used;
}

/* "src ADDR" (data: the attribute's type) */
static int addr_parse_row(struct opt_parse *st, const struct opt *o,
			  int argc, char **argv)
{
	struct modify *m = st->obj;
	int r;

	(void)argc;
	r = route_put_addr(m->r, st->m, o->attr, argv[1]);
	return r ? -r : 1;
}

/* "as [to] ADDR" */
static int as_parse(struct opt_parse *st, const struct opt *o, int argc,
		    char **argv)
{
	struct modify *m = st->obj;
	int used = 1, r;

	if (is(argv[1], "to")) {
		if (argc < 3)
			return -err_incomplete();
		used++;
	}
	r = route_put_addr(m->r, st->m, o->attr, argv[used]);
	return r ? -r : used;
}

/* "via [FAMILY] ADDR", once: a second one is refused before its value
 * is read */
static int via_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	struct modify *m = st->obj;
	struct route_via v;
	int ac = argc, r;

	(void)o;
	if (m->gw_ok)
		return -err_invarg("use nexthop syntax to specify multiple via\n",
				   argv[0]);
	m->gw_ok = true;
	r = route_read_via(m->r, &ac, &argv, &v);
	if (r)
		return -r;
	msg_put(st->m, v.type, v.data, v.len);
	return argc - ac;
}

static int from_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct modify *m = st->obj;
	int r;

	(void)o;
	(void)argc;
	r = route_put_from(m->r, st->m, argv[1]);
	return r ? -r : 1;
}

static int table_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	uint32_t tid;

	(void)o;
	(void)argc;
	if (rt_table_name2id(ipctx_names(st->ctx), argv[1], &tid))
		return -err_invarg("\"table\" value is invalid\n", argv[1]);
	set_table(st->obj, tid);
	return 1;
}

static int vrf_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	uint32_t tid;

	(void)o;
	(void)argc;
	tid = ip_vrf_table(st->ctx, argv[1]);
	if (!tid)
		return -err_invarg("Invalid VRF\n", argv[1]);
	set_table(st->obj, tid);
	return 1;
}


/* "nexthop": the words from here on are the nexthops, read once the
 * device and the metrics are in the request */
static int nexthop_parse(struct opt_parse *st, const struct opt *o,
			 int argc, char **argv)
{
	struct modify *m = st->obj;

	(void)o;
	m->nh_argc = argc;
	m->nh_argv = argv;
	return argc - 1;
}

static int encap_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	int ac = argc;
	int r = parse_encap(st->obj, &ac, &argv);

	(void)o;
	return r ? -r : argc - ac;
}

static int ttl_prop_parse(struct opt_parse *st, const struct opt *o,
			  int argc, char **argv)
{
	uint8_t on;

	(void)argc;
	if (matches(argv[1], "enabled"))
		on = 1;
	else if (matches(argv[1], "disabled"))
		on = 0;
	else
		return -err_invarg("\"ttl-propagate\" value is invalid\n", argv[1]);
	msg_put_u8(st->m, o->attr, on);
	return 1;
}

/* Any other word: "[to] [TYPE] PREFIX" (or help) */
static int dst_parse(struct opt_parse *st, int argc, char **argv)
{
	int ac = argc;
	int r = parse_dst(st->obj, &ac, &argv);

	return r ? -r : argc - ac;
}

static const struct opt_handler route_metric = { .parse = metric_parse };
static const struct opt_handler route_bool_metric = {
	.parse = bool_metric_parse, .nargs = 1,
};
static const struct opt_handler route_features = {
	.parse = features_parse, .nargs = 1,
};
static const struct opt_handler route_congctl = {
	.parse = congctl_parse, .nargs = 1,
};
static const struct opt_handler route_addr = { .parse = addr_parse_row, .nargs = 1 };
static const struct opt_handler route_as = { .parse = as_parse, .nargs = 1 };
static const struct opt_handler route_via = { .parse = via_parse };
static const struct opt_handler route_from = { .parse = from_parse, .nargs = 1 };
static const struct opt_handler route_table = { .parse = table_parse, .nargs = 1 };
static const struct opt_handler route_vrf = { .parse = vrf_parse, .nargs = 1 };
static const struct opt_handler route_nexthop = { .parse = nexthop_parse };
static const struct opt_handler route_encap = { .parse = encap_parse };
static const struct opt_handler route_ttl_prop = {
	.parse = ttl_prop_parse, .nargs = 1,
};

#define RTM(field) offsetof(struct rtmsg, field)
#define MOD(field) offsetof(struct modify, field)
#define BOOLMX(rtax) ((const void *)(uintptr_t)(rtax))

static const struct opt_name pref_words[] = {
	{ "low", ICMPV6_ROUTER_PREF_LOW },
	{ "medium", ICMPV6_ROUTER_PREF_MEDIUM },
	{ "high", ICMPV6_ROUTER_PREF_HIGH },
	{ 0 }
};

/* In iproute2's order: it decides what an abbreviation means.  The
 * metrics' rows go to the metrics nest (attr RTA_METRICS, their RTAX in
 * data). */
static const struct opt modify_opts[] = {
	{ "src", RTA_PREFSRC, OPT_EXACT, &route_addr },
	{ "as", RTA_NEWDST, OPT_EXACT, &route_as },
	{ "via", RTA_GATEWAY, OPT_EXACT, &route_via },
	{ "from", RTA_SRC, OPT_EXACT, &route_from },
	{ "tos", RTM(rtm_tos), OPT_EXACT | OPT_HDR, &opt_rtname,
	  OPT_RTNAME(.which = RTN_DSFIELD, .size = 1,
		     .err = "\"tos\" value is invalid\n"), .alias = "dsfield" },
	{ "expires", RTA_EXPIRES, OPT_EXACT, &opt_u32,
	  OPT_NUM(.err = "\"expires\" value is invalid\n") },
	{ "metric", RTA_PRIORITY, 0, &opt_u32,
	  OPT_NUM(.err = "\"metric\" value is invalid\n"),
	  .alias = "priority =preference" },
	{ "scope", RTM(rtm_scope), OPT_EXACT | OPT_HDR, &opt_rtname,
	  OPT_RTNAME(.which = RTN_SCOPES, .size = 1,
		     .err = "invalid \"scope\" value\n") },
	{ "mtu", RTA_METRICS, OPT_EXACT, &route_metric,
	  MX(RTAX_MTU, "mtu", MX_UINT) },
	{ "hoplimit", RTA_METRICS, OPT_EXACT, &route_metric,
	  MX(RTAX_HOPLIMIT, "hoplimit", MX_HOPS) },
	{ "advmss", RTA_METRICS, OPT_EXACT, &route_metric,
	  MX(RTAX_ADVMSS, "mss", MX_UINT) },
	{ "reordering", RTA_METRICS, 0, &route_metric,
	  MX(RTAX_REORDERING, "reordering", MX_UINT) },
	{ "rtt", RTA_METRICS, OPT_EXACT, &route_metric,
	  MX(RTAX_RTT, "rtt", MX_RTT) },
	{ "rto_min", RTA_METRICS, OPT_EXACT, &route_metric,
	  MX(RTAX_RTO_MIN, "rto_min", MX_RTOMIN) },
	{ "window", RTA_METRICS, 0, &route_metric,
	  MX(RTAX_WINDOW, "window", MX_UINT) },
	{ "cwnd", RTA_METRICS, 0, &route_metric,
	  MX(RTAX_CWND, "cwnd", MX_UINT) },
	{ "initcwnd", RTA_METRICS, 0, &route_metric,
	  MX(RTAX_INITCWND, "initcwnd", MX_UINT) },
	{ "initrwnd", RTA_METRICS, 0, &route_metric,
	  MX(RTAX_INITRWND, "initrwnd", MX_UINT) },
	{ "features", RTA_METRICS, 0, &route_features },
	{ "quickack", RTA_METRICS, 0, &route_bool_metric, BOOLMX(RTAX_QUICKACK) },
	{ "congctl", RTA_METRICS, 0, &route_congctl },
	{ "rttvar", RTA_METRICS, 0, &route_metric,
	  MX(RTAX_RTTVAR, "rttvar", MX_RTTVAR) },
	{ "ssthresh", RTA_METRICS, 0, &route_metric,
	  MX(RTAX_SSTHRESH, "ssthresh", MX_UINT) },
	{ "realms", RTA_FLOW, 0, &opt_rtname,
	  OPT_RTNAME(.which = RTN_REALMS, .err = "\"realm\" value is invalid\n") },
	{ "onlink", RTM(rtm_flags), OPT_EXACT | OPT_HDR, &opt_flag32,
	  OPT_FLAGVAL(RTNH_F_ONLINK) },
	{ "nexthop", RTA_MULTIPATH, OPT_EXACT, &route_nexthop },
	{ "nhid", RTA_NH_ID, OPT_EXACT | OPT_KEEP, &opt_u32,
	  OPT_NUM(.err = "\"id\" value is invalid\n"), .slot = 0 },
	{ "protocol", RTM(rtm_protocol), OPT_HDR, &opt_rtname,
	  OPT_RTNAME(.which = RTN_PROTOS, .size = 1,
		     .err = "\"protocol\" value is invalid\n") },
	{ "table", RTA_TABLE, 0, &route_table },
	{ "vrf", RTA_TABLE, 0, &route_vrf },
	{ "dev", MOD(dev), OPT_EXACT | OPT_OBJ, &opt_word, .alias = "=oif" },
	{ "pref", RTA_PREF, 0, &opt_u8,
	  OPT_NUM(.err = "\"pref\" value is invalid\n", .words = pref_words) },
	{ "encap", RTA_ENCAP, OPT_EXACT, &route_encap },
	{ "ttl-propagate", RTA_TTL_PROPAGATE, OPT_EXACT, &route_ttl_prop },
	{ "fastopen_no_cookie", RTA_METRICS, 0, &route_bool_metric,
	  BOOLMX(RTAX_FASTOPEN_NO_COOKIE) },
	{ 0 }
};

/* The scope and table iproute2 gives a route that did not name them. */
static void defaults(struct opt_parse *st)
{
	const struct modify *m = st->obj;
	struct rtmsg *r = m->r;

	if (r->rtm_family == AF_UNSPEC)
		r->rtm_family = AF_INET;
	if (!m->table_ok &&
	    (r->rtm_type == RTN_LOCAL || r->rtm_type == RTN_BROADCAST ||
	     r->rtm_type == RTN_NAT || r->rtm_type == RTN_ANYCAST))
		r->rtm_table = RT_TABLE_LOCAL;
	if (!opt_given(st, "scope")) {
		if (r->rtm_family == AF_INET6 || r->rtm_family == AF_MPLS)
			r->rtm_scope = RT_SCOPE_UNIVERSE;
		else if (r->rtm_type == RTN_LOCAL || r->rtm_type == RTN_NAT)
			r->rtm_scope = RT_SCOPE_HOST;
		else if (r->rtm_type == RTN_BROADCAST || r->rtm_type == RTN_MULTICAST ||
			 r->rtm_type == RTN_ANYCAST)
			r->rtm_scope = RT_SCOPE_LINK;
		else if (r->rtm_type == RTN_UNICAST || r->rtm_type == RTN_UNSPEC) {
			if (st->m->n->nlmsg_type == RTM_DELROUTE)
				r->rtm_scope = RT_SCOPE_NOWHERE;
			else if (!m->gw_ok && !m->nh_argv && !st->u[0])
				r->rtm_scope = RT_SCOPE_LINK;
		}
	}
	if (!m->type_ok && r->rtm_family == AF_MPLS)
		r->rtm_type = RTN_UNICAST;
}

/* After the last word: the destination is required; then the device,
 * the metrics and the nexthops, in iproute2's order. */
static int modify_finish(struct opt_parse *st)
{
	struct modify *m = st->obj;
	int r;

	if (!m->dst_ok)
		return route_usage();
	if (m->dev) {
		int idx = lc_name2index(st->ctx->lc, m->dev);

		if (!idx) {
			fprintf(stderr, "Cannot find device \"%s\"\n", m->dev);
			return 1;
		}
		msg_put_u32(st->m, RTA_OIF, (uint32_t)idx);
	}
	if (m->mx.len > NLA_HDRLEN) {
		if (m->mxlock)
			route_buf_u32(&m->mx, RTAX_LOCK, m->mxlock);
		msg_put(st->m, RTA_METRICS, m->mx.buf + NLA_HDRLEN,
			m->mx.len - NLA_HDRLEN);
	}
	if (m->nh_argv) {
		r = route_parse_nexthops(m->ctx, &m->b.m, m->r, m->nh_argc, m->nh_argv);
		if (r)
			return r;
	}
	defaults(st);
	return 0;
}

static const struct opt_set modify_set = {
	.name = "route",
	.opts = modify_opts,
	.maxattr = RTA_MAX,
	.finish = modify_finish,
	.other = dst_parse,
	.loop = OPT_LOOP_NO_HELP,
};

/* The echoed route: one object in the JSON array (iproute2 opens a
 * second one inside it, which is no JSON). */
static void route_print_echo(struct ipctx *ctx, const struct nlmsghdr *echo)
{
	struct route_printer rp;
	struct route_msg rm;

	route_printer_init(&rp, ctx, ctx->out, route_filter_of(ctx));
	rp.in_obj = true;
	out_echo_begin(ctx->out);
	if (echo && route_msg_parse(&rm, echo) > 0 && route_match(&rp, &rm))
		route_print(&rp, &rm);
	out_echo_end(ctx->out);
	route_printer_free(&rp);
}

static int route_modify(struct ipctx *ctx, const struct verb *v, int argc,
			char **argv)
{
	uint16_t cmd = v->cmd, flags = v->flags;
	struct modify *m = calloc(1, sizeof(*m));
	struct nlmsghdr *echo = NULL;
	struct opt_parse p;
	int st = 0;

	if (!m || !route_filter_of(ctx)) {
		free(m);
		return IP_FATAL | 1;
	}
	m->ctx = ctx;
	msgbuf_init(&m->b, cmd, flags);
	msg_set_bound(&m->b.m, ROUTE_BOUND);
	m->r = msg_extra(&m->b.m, sizeof(*m->r));
	m->r->rtm_family = (unsigned char)ctx->o.family;
	m->r->rtm_table = RT_TABLE_MAIN;
	m->r->rtm_scope = RT_SCOPE_NOWHERE;
	if (cmd != RTM_DELROUTE) {
		m->r->rtm_protocol = RTPROT_BOOT;
		m->r->rtm_scope = RT_SCOPE_UNIVERSE;
		m->r->rtm_type = RTN_UNICAST;
	}
	route_buf_init(&m->mx, MX_ROOM);

	st = opt_run(&p, ctx, &modify_set, &m->b.m, m, argc, argv);
	if (st)
		goto out;
	if (ctx->o.echo)
		m->b.m.n->nlmsg_flags |= NLM_F_ECHO;
	if (nl_talk(ctx->nl, m->b.m.n, ctx->o.echo ? nlstore_first_cb : NULL,
		    &echo, 0)) {
		st = 2;
		goto out;
	}
	if (ctx->o.echo)
		route_print_echo(ctx, echo);
out:
	free(echo);
	free(m);
	return st;
}

/* ------------------------------------------------------------------ */

static const struct verb route_verbs[] = {
	{ "add", route_modify, RTM_NEWROUTE, NLM_F_CREATE | NLM_F_EXCL },
	{ "change", route_modify, RTM_NEWROUTE, NLM_F_REPLACE },
	{ "chg", route_modify, RTM_NEWROUTE, NLM_F_REPLACE, .exact = true },
	{ "replace", route_modify, RTM_NEWROUTE, NLM_F_CREATE | NLM_F_REPLACE },
	{ "prepend", route_modify, RTM_NEWROUTE, NLM_F_CREATE },
	{ "append", route_modify, RTM_NEWROUTE, NLM_F_CREATE | NLM_F_APPEND },
	{ "test", route_modify, RTM_NEWROUTE, NLM_F_EXCL },
	{ "delete", route_modify, RTM_DELROUTE, 0 },
	{ "list", route_list, .mode = ROUTE_LIST },
	{ "show", route_list, .mode = ROUTE_LIST },
	{ "lst", route_list, .mode = ROUTE_LIST },
	{ "get", route_get },
	{ "flush", route_list, .mode = ROUTE_FLUSH },
	{ "save", route_list, .mode = ROUTE_SAVE },
	{ "restore", route_restore },
	{ "showdump", route_showdump },
	{ "help", .usage = route_usage },
	{ 0 }
};

const struct verb_set iproute_verbs = {
	.obj = "route",
	.none = &(const struct verb){ "list", route_list, .mode = ROUTE_LIST },
	.verbs = route_verbs,
};
