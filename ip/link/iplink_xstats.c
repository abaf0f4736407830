// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * iplink_xstats.c - "ip link xstats type TYPE [ARGS]" (a kind's extended
 * counters: bridge multicast and STP, bond 802.3ad) and "ip link afstats
 * [dev DEV]" (per-family counters: MPLS), both from one RTM_GETSTATS dump
 * filtered to the nest they print, as iproute2 6.1 prints them.
 *
 * Printing a device needs its name, and no request may be sent while the
 * dump is read: the messages that print are kept and printed after it.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <linux/if_link.h>
#include <linux/if_bridge.h>
#include <linux/if_bonding.h>
#include <linux/mpls.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "array.h"
#include "attr.h"
#include "ipctx.h"
#include "link.h"
#include "link/kind/kind.h"
#include "link_print.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"
#include "opt.h"
#include "print.h"
#include "addr.h"

/* ---- what the kinds print ---- */

/* "%-16s" of nothing: the indent under the device name */
#define IND "                "

/* One block of a bridge's multicast counters: per version, RX then TX. */
static void mcast_versions(struct out *o, const char *key, const char *title,
			   const __u64 (*const *v)[BR_MCAST_DIR_SIZE],
			   unsigned int nver)
{
	static const char *const dir[] = { "rx", "tx" };
	unsigned int d, i;

	out_open_obj(o, OUT_JSON, key);
	out_text(o, IND "    %s:\n", title);
	for (d = 0; d < 2; d++) {
		out_text(o, IND "      %s: ", d ? "TX" : "RX");
		for (i = 0; i < nver; i++) {
			char k[8], f[16];

			snprintf(k, sizeof(k), "%s_v%u", dir[d], i + 1);
			snprintf(f, sizeof(f), "v%u %%llu%s", i + 1,
				 i + 1 == nver ? "\n" : " ");
			out_uint(o, OUT_ANY, k, f, (*v[i])[d]);
		}
	}
	out_close_obj(o, OUT_JSON);
}

static void mcast_pair(struct out *o, const char *key, const char *title,
		       const __u64 *v)
{
	out_open_obj(o, OUT_JSON, key);
	out_text(o, IND "    %s: ", title);
	out_uint(o, OUT_ANY, "rx", "RX: %llu ", v[BR_MCAST_DIR_RX]);
	out_uint(o, OUT_ANY, "tx", "TX: %llu\n", v[BR_MCAST_DIR_TX]);
	out_close_obj(o, OUT_JSON);
}

static void bridge_mcast(struct out *o, const struct nlattr *a)
{
	struct br_mcast_stats s;
	const __u64 (*igmpq[])[2] = { &s.igmp_v1queries, &s.igmp_v2queries,
					 &s.igmp_v3queries };
	const __u64 (*igmpr[])[2] = { &s.igmp_v1reports, &s.igmp_v2reports,
					 &s.igmp_v3reports };
	const __u64 (*mldq[])[2] = { &s.mld_v1queries, &s.mld_v2queries };
	const __u64 (*mldr[])[2] = { &s.mld_v1reports, &s.mld_v2reports };

	attr_get(a, &s, sizeof(s));
	out_open_obj(o, OUT_JSON, "multicast");
	mcast_versions(o, "igmp_queries", "IGMP queries", igmpq, 3);
	mcast_versions(o, "igmp_reports", "IGMP reports", igmpr, 3);
	mcast_pair(o, "igmp_leaves", "IGMP leaves", s.igmp_leaves);
	out_text(o, IND "    IGMP parse errors: ");
	out_uint(o, OUT_ANY, "igmp_parse_errors", "%llu\n", s.igmp_parse_errors);
	mcast_versions(o, "mld_queries", "MLD queries", mldq, 2);
	mcast_versions(o, "mld_reports", "MLD reports", mldr, 2);
	mcast_pair(o, "mld_leaves", "MLD leaves", s.mld_leaves);
	out_text(o, IND "    MLD parse errors: ");
	out_uint(o, OUT_ANY, "mld_parse_errors", "%llu\n", s.mld_parse_errors);
	out_close_obj(o, OUT_JSON);
}

static void bridge_stp(struct out *o, const struct nlattr *a)
{
	struct bridge_stp_xstats s;

	attr_get(a, &s, sizeof(s));
	out_open_obj(o, OUT_JSON, "stp");
	out_text(o, IND "    STP BPDU:  ");
	out_uint(o, OUT_ANY, "rx_bpdu", "RX: %llu ", s.rx_bpdu);
	out_uint(o, OUT_ANY, "tx_bpdu", "TX: %llu\n", s.tx_bpdu);
	out_text(o, IND "    STP TCN:   ");
	out_uint(o, OUT_ANY, "rx_tcn", "RX: %llu ", s.rx_tcn);
	out_uint(o, OUT_ANY, "tx_tcn", "TX: %llu\n", s.tx_tcn);
	out_text(o, IND "    STP Transitions: ");
	out_uint(o, OUT_ANY, "transition_blk", "Blocked: %llu ", s.transition_blk);
	out_uint(o, OUT_ANY, "transition_fwd", "Forwarding: %llu\n",
		 s.transition_fwd);
	out_close_obj(o, OUT_JSON);
}

static void bridge_print(struct out *o, const struct nlattr *a)
{
	if (attr_type(a) == BRIDGE_XSTATS_MCAST)
		bridge_mcast(o, a);
	else if (attr_type(a) == BRIDGE_XSTATS_STP)
		bridge_stp(o, a);
}

static const struct {
	uint16_t attr;
	const char *key, *fmt;
} lacp_rows[] = {
	{ BOND_3AD_STAT_LACPDU_RX, "lacpdu_rx", "LACPDU Rx %llu\n" },
	{ BOND_3AD_STAT_LACPDU_TX, "lacpdu_tx", "LACPDU Tx %llu\n" },
	{ BOND_3AD_STAT_LACPDU_UNKNOWN_RX, "lacpdu_unknown_rx",
	  "LACPDU Unknown type Rx %llu\n" },
	{ BOND_3AD_STAT_LACPDU_ILLEGAL_RX, "lacpdu_illegal_rx",
	  "LACPDU Illegal Rx %llu\n" },
	{ BOND_3AD_STAT_MARKER_RX, "marker_rx", "Marker Rx %llu\n" },
	{ BOND_3AD_STAT_MARKER_TX, "marker_tx", "Marker Tx %llu\n" },
	{ BOND_3AD_STAT_MARKER_RESP_RX, "marker_response_rx",
	  "Marker response Rx %llu\n" },
	{ BOND_3AD_STAT_MARKER_RESP_TX, "marker_response_tx",
	  "Marker response Tx %llu\n" },
	{ BOND_3AD_STAT_MARKER_UNKNOWN_RX, "marker_unknown_rx",
	  "Marker unknown type Rx %llu\n" },
};

static void bond_print(struct out *o, const struct nlattr *a)
{
	const struct nlattr *tb[BOND_3AD_STAT_MAX + 1];
	size_t i;

	if (attr_type(a) != BOND_XSTATS_3AD)
		return;
	attr_parse_nested(tb, BOND_3AD_STAT_MAX, a);
	out_open_obj(o, OUT_JSON, "802.3ad");
	for (i = 0; i < ARRAY_SIZE(lacp_rows); i++) {
		if (!tb[lacp_rows[i].attr])
			continue;
		out_text(o, IND "    ");
		out_uint(o, OUT_ANY, lacp_rows[i].key, lacp_rows[i].fmt,
			 attr_u64(tb[lacp_rows[i].attr]));
	}
	out_close_obj(o, OUT_JSON);
}

/* What xstats' and afstats' words ask for. */
struct xs_args {
	const struct xs_kind *k;
	int ifindex;			/* 0: every device */
	uint32_t only;			/* the one nest printed (0: all) */
	const char *dev;		/* afstats */
};

#define XS(field) offsetof(struct xs_args, field)

static int xs_dev_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	int idx = lc_name2index(st->ctx->lc, argv[1]);

	(void)argc;
	if (!idx) {
		fprintf(stderr, "Cannot find device \"%s\"\n", argv[1]);
		return -1;
	}
	opt_put(st, o, &idx, sizeof(idx));
	return 1;
}

static int xs_help_parse(struct opt_parse *st, const struct opt *o, int argc,
			 char **argv);

static int xs_other(struct opt_parse *st, int argc, char **argv)
{
	(void)st;
	(void)argc;
	return -err_invarg("unknown attribute", argv[0]);
}

static const struct opt_handler xs_dev = { .parse = xs_dev_parse, .nargs = 1 };
static const struct opt_handler xs_help = { .parse = xs_help_parse };

/* A kind's words (the nest they pick), then the common ones; every word
 * in full. */
#define XS_WORD(kw, nest, more) \
	{ kw, XS(only), OPT_EXACT | OPT_OBJ, &opt_flag32, OPT_FLAGVAL(nest), \
	  .alias = more }
#define XS_COMMON \
	{ "dev", XS(ifindex), OPT_EXACT | OPT_OBJ, &xs_dev }, \
	{ "help", 0, OPT_EXACT, &xs_help }, \
	{ 0 }

static const struct opt bridge_opts[] = {
	XS_WORD("igmp", BRIDGE_XSTATS_MCAST, "=mcast"),
	XS_WORD("stp", BRIDGE_XSTATS_STP, NULL),
	XS_COMMON
};

static const struct opt bond_opts[] = {
	XS_WORD("lacp", BOND_XSTATS_3AD, "=802.3ad"),
	XS_COMMON
};

#define XS_SET(o) { .name = "xstats", .opts = o, .other = xs_other, \
		    .loop = OPT_LOOP_NO_HELP }
static const struct opt_set bridge_set = XS_SET(bridge_opts);
static const struct opt_set bond_set = XS_SET(bond_opts);

/* The kinds with extended counters: the words that pick one nest, and
 * its printer. */
struct xs_kind {
	const char *name;
	uint16_t link_type;		/* LINK_XSTATS_TYPE_* */
	const char *args;		/* usage after the name */
	const struct opt_set *set;
	bool first_only;		/* iproute2's bond printer stops after
					 * the first nest it considers */
	void (*print)(struct out *o, const struct nlattr *a);
};

#define XS_BRIDGE(n) { n, LINK_XSTATS_TYPE_BRIDGE, "[ igmp ] [ dev DEVICE ]", \
		       &bridge_set, false, bridge_print }
#define XS_BOND(n) { n, LINK_XSTATS_TYPE_BOND, "[ 802.3ad ] [ dev DEVICE ]", \
		     &bond_set, true, bond_print }

static const struct xs_kind xs_kinds[] = {
	XS_BRIDGE("bridge"), XS_BRIDGE("bridge_slave"),
	XS_BOND("bond"), XS_BOND("bond_slave"),
};

/* "help": the kind's usage, and iproute2 exits there. */
static int xs_help_parse(struct opt_parse *st, const struct opt *o, int argc,
			 char **argv)
{
	const struct xs_kind *k = ((struct xs_args *)st->obj)->k;

	(void)o;
	(void)argc;
	(void)argv;
	printf("Usage: ... %s %s\n", k->name, k->args);
	return -(IP_FATAL | 0);
}

static const struct xs_kind *xs_find(const char *name)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(xs_kinds); i++)
		if (strcmp(xs_kinds[i].name, name) == 0)
			return &xs_kinds[i];
	return NULL;
}

/* ---- the dump ---- */

/* Messages kept to be printed once the dump is over. */
struct stats_dump {
	struct ipctx *ctx;
	int ifindex;			/* 0: every device */
	uint16_t want;			/* the top-level attribute printed */
	struct nlmsghdr **v;
	size_t n;
	bool nomem;
};

static int keep_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct stats_dump *d = arg;
	const struct if_stats_msg *ifsm = NLMSG_DATA(nlh);
	const struct nlattr *tb[IFLA_STATS_MAX + 1];
	struct nlmsghdr **v, *copy;

	if (nlh->nlmsg_type != RTM_NEWSTATS)
		return 0;
	if (nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*ifsm))) {
		fprintf(stderr, "BUG: wrong nlmsg len %d\n",
			(int)(nlh->nlmsg_len - NLMSG_LENGTH(sizeof(*ifsm))));
		return 0;
	}
	if (d->ifindex && (int)ifsm->ifindex != d->ifindex)
		return 0;
	attr_parse_msg(tb, IFLA_STATS_MAX, nlh, sizeof(*ifsm));
	if (!tb[d->want] && !(d->want == IFLA_STATS_LINK_XSTATS &&
			      tb[IFLA_STATS_LINK_XSTATS_SLAVE]))
		return 0;
	v = realloc(d->v, (d->n + 1) * sizeof(*v));
	copy = malloc(nlh->nlmsg_len);
	if (!v || !copy) {
		if (v)
			d->v = v;
		free(copy);
		d->nomem = true;
		return 0;
	}
	memcpy(copy, nlh, nlh->nlmsg_len);
	d->v = v;
	d->v[d->n++] = copy;
	return 0;
}

static void dump_free(struct stats_dump *d)
{
	size_t i;

	for (i = 0; i < d->n; i++)
		free(d->v[i]);
	free(d->v);
}

/* The RTM_GETSTATS dump of the nests in mask; 0 or -errno. */
static int stats_dump(struct stats_dump *d, uint32_t mask)
{
	struct msgbuf b;
	struct if_stats_msg *ifsm;

	msgbuf_init(&b, RTM_GETSTATS, NLM_F_DUMP);
	ifsm = msg_extra(&b.m, sizeof(*ifsm));
	ifsm->filter_mask = mask;
	return nl_dump(d->ctx->nl, b.m.n, keep_cb, d, 0);
}

/* ---- ip link xstats ---- */

static int xstats_parse(struct ipctx *ctx, struct xs_args *x, int argc,
			char **argv)
{
	struct opt_parse p;

	return opt_run(&p, ctx, x->k->set, NULL, x, argc, argv);
}

/* One device's nest of extended counters. */
static void xstats_print(struct ipctx *ctx, const struct xs_kind *k,
			 int ifindex, const struct nlattr *xs, uint32_t only)
{
	const struct nlattr *tb[LINK_XSTATS_TYPE_MAX + 1], *a;
	struct out *o = ctx->out;
	char nb[IFNAMSIZ + 16];

	attr_parse_nested(tb, LINK_XSTATS_TYPE_MAX, xs);
	if (!tb[k->link_type])
		return;
	out_open_obj(o, OUT_JSON, NULL);
	out_str(o, OUT_ANY, CLR_NONE, "ifname", "%-16s\n",
		lc_index2name(ctx->lc, ifindex, nb));
	attr_for_each_nested(a, tb[k->link_type]) {
		if (only && attr_type(a) != only)
			continue;
		k->print(o, a);
		if (k->first_only)
			break;
	}
	out_close_obj(o, OUT_JSON);
}

int iplink_xstats(struct ipctx *ctx, const struct verb *v, int argc,
		  char **argv)
{
	struct stats_dump d = { .ctx = ctx, .want = IFLA_STATS_LINK_XSTATS };
	const struct xs_kind *k = NULL;
	struct xs_args x = { 0 };
	size_t i;
	int st;

	(void)v;
	if (argc <= 0) {
		fprintf(stderr, "xstats: missing argument\n");
		return 1;
	}
	if (matches(*argv, "type")) {
		NEXT_ARG();
		k = xs_find(*argv);
		if (!k && !kind_find(*argv))
			return err_invarg("invalid type", *argv);
		if (!k) {
			fprintf(stderr, "xstats: link type %s doesn't support xstats\n",
				*argv);
			return 1;
		}
	} else if (matches(*argv, "help")) {
		printf("Usage: ... xstats type TYPE [ ARGS ]\n");
		return 0;
	} else {
		return err_invarg("unknown argument", *argv);
	}
	x.k = k;
	st = xstats_parse(ctx, &x, argc - 1, argv + 1);
	if (st)
		return st;
	d.ifindex = x.ifindex;

	out_begin(ctx->out);
	st = stats_dump(&d, strstr(k->name, "_slave") ?
			IFLA_STATS_FILTER_BIT(IFLA_STATS_LINK_XSTATS_SLAVE) :
			IFLA_STATS_FILTER_BIT(IFLA_STATS_LINK_XSTATS));
	for (i = 0; i < d.n; i++) {
		const struct if_stats_msg *ifsm = NLMSG_DATA(d.v[i]);
		const struct nlattr *tb[IFLA_STATS_MAX + 1];

		attr_parse_msg(tb, IFLA_STATS_MAX, d.v[i], sizeof(*ifsm));
		if (tb[IFLA_STATS_LINK_XSTATS])
			xstats_print(ctx, k, (int)ifsm->ifindex,
				     tb[IFLA_STATS_LINK_XSTATS], x.only);
		if (tb[IFLA_STATS_LINK_XSTATS_SLAVE])
			xstats_print(ctx, k, (int)ifsm->ifindex,
				     tb[IFLA_STATS_LINK_XSTATS_SLAVE], x.only);
	}
	dump_free(&d);
	out_end(ctx->out);
	if (st < 0) {
		fprintf(stderr, "Dump terminated\n");
		return 1;
	}
	return 0;
}

/* ---- ip link afstats ---- */

/* The MPLS counters, as iproute2 lays them out: columns as wide as their
 * widest number (not with -h). */
static void mpls_print(struct link_printer *lp, const struct nlattr *af)
{
	static const char *const rxn[] = { "bytes", "packets", "errors",
					   "dropped", "noroute" };
	const struct nlattr *tb[MPLS_STATS_LINK + 1];
	struct out *o = lp->out;
	struct mpls_link_stats s;
	uint64_t rx[5], tx[5];
	unsigned int w[5] = { 9, 7, 6, 7, 7 }, i, d;

	attr_parse_nested(tb, MPLS_STATS_LINK, af);
	if (!tb[MPLS_STATS_LINK])
		return;
	attr_get(tb[MPLS_STATS_LINK], &s, sizeof(s));
	rx[0] = s.rx_bytes; rx[1] = s.rx_packets; rx[2] = s.rx_errors;
	rx[3] = s.rx_dropped; rx[4] = s.rx_noroute;
	tx[0] = s.tx_bytes; tx[1] = s.tx_packets; tx[2] = s.tx_errors;
	tx[3] = s.tx_dropped; tx[4] = 0;

	if (out_is_json(o)) {
		for (d = 0; d < 2; d++) {
			out_open_obj(o, OUT_JSON, d ? "tx" : "rx");
			for (i = 0; i < (d ? 4u : 5u); i++)
				out_uint(o, OUT_JSON, rxn[i], NULL, d ? tx[i] : rx[i]);
			out_close_obj(o, OUT_JSON);
		}
		return;
	}
	for (i = 0; i < 5 && !lp->ctx->o.human; i++) {
		for (d = 0; d < 2; d++) {
			uint64_t x = d ? tx[i] : rx[i];
			unsigned int len = 1;

			while (x > 9) {
				len++;
				x /= 10;
			}
			if (len > w[i])
				w[i] = len;
		}
	}
	out_text(o, "    mpls:");
	out_nl(o);
	for (d = 0; d < 2; d++) {
		unsigned int n = d ? 4 : 5;

		out_text(o, "        %s: %*s", d ? "TX" : "RX", (int)w[0] - 4, "bytes");
		for (i = 1; i < n; i++)
			out_text(o, " %*s", (int)w[i], rxn[i]);
		out_nl(o);
		out_text(o, "        ");
		for (i = 0; i < n; i++)
			link_print_num(lp, w[i], d ? tx[i] : rx[i]);
		if (!d)
			out_nl(o);
	}
	out_text(o, "\n");
}

static void afstats_print(struct link_printer *lp, int ifindex,
			  const struct nlattr *spec)
{
	struct out *o = lp->out;
	const struct nlattr *a;
	bool named = false;

	attr_for_each_nested(a, spec) {
		char nb[IFNAMSIZ + 16];

		if (lp->ctx->o.family != AF_UNSPEC &&
		    attr_type(a) != lp->ctx->o.family)
			continue;
		if (!named) {
			/* an object per device: iproute2 opens none, and
			 * its JSON is not valid JSON here */
			out_open_obj(o, OUT_JSON, NULL);
			out_uint(o, OUT_ANY, "ifindex", "%u:", (unsigned int)ifindex);
			out_str(o, OUT_ANY, CLR_IFNAME, "ifname", "%s",
				lc_index2name(lp->ctx->lc, ifindex, nb));
			out_nl(o);
			named = true;
		}
		if (attr_type(a) == AF_MPLS)
			mpls_print(lp, a);
		else
			fprintf(stderr, "    unknown af(%d)\n", attr_type(a));
	}
	if (named)
		out_close_obj(o, OUT_JSON);
}

static int af_dev_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	const char **dev = opt_place(st, o);

	(void)argc;
	if (*dev)
		return -err_duparg2("dev", argv[1]);
	*dev = argv[1];
	return 1;
}

static int af_other(struct opt_parse *st, int argc, char **argv)
{
	(void)st;
	(void)argc;
	if (matches(argv[0], "help"))
		return -iplink_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip link help\".\n",
		argv[0]);
	return -IP_EARG;
}

static const struct opt_handler af_dev = { .parse = af_dev_parse, .nargs = 1 };

static const struct opt afstats_opts[] = {
	{ "dev", XS(dev), OPT_EXACT | OPT_OBJ, &af_dev },
	{ 0 }
};

static const struct opt_set afstats_set = {
	.name = "afstats",
	.opts = afstats_opts,
	.other = af_other,
	.loop = OPT_LOOP_NO_HELP,
};

int iplink_afstats(struct ipctx *ctx, const struct verb *v, int argc,
		   char **argv)
{
	struct stats_dump d = { .ctx = ctx, .want = IFLA_STATS_AF_SPEC };
	struct link_printer lp;
	struct xs_args x = { 0 };
	struct opt_parse p;
	const char *dev;
	size_t i;
	int st;

	(void)v;
	st = opt_run(&p, ctx, &afstats_set, NULL, &x, argc, argv);
	if (st)
		return st;
	dev = x.dev;
	if (dev) {
		d.ifindex = lc_name2index(ctx->lc, dev);
		if (d.ifindex <= 0) {
			fprintf(stderr, "Device \"%s\" does not exist.\n", dev);
			return 1;
		}
	}

	out_begin(ctx->out);
	st = stats_dump(&d, IFLA_STATS_FILTER_BIT(IFLA_STATS_AF_SPEC));
	lp_init(&lp, ctx);
	for (i = 0; i < d.n; i++) {
		const struct if_stats_msg *ifsm = NLMSG_DATA(d.v[i]);
		const struct nlattr *tb[IFLA_STATS_MAX + 1];

		attr_parse_msg(tb, IFLA_STATS_MAX, d.v[i], sizeof(*ifsm));
		afstats_print(&lp, (int)ifsm->ifindex, tb[IFLA_STATS_AF_SPEC]);
	}
	lp_free(&lp);
	dump_free(&d);
	if (st < 0) {
		fprintf(stderr, "Dump terminated\n");
		return 1;
	}
	out_end(ctx->out);
	return 0;
}
