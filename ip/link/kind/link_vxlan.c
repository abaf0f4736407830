// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_vxlan.c - the "vxlan" link kind.
 *
 * The option table declares every keyword, its checks and how it prints;
 * handlers remain for what vxlan does its own way (addresses and their
 * families, TTL and TOS words, the port range, attributes sent last).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <linux/if_link.h>

#include "args.h"
#include "attr.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "kind.h"
#include "linkcache.h"
#include "msg.h"
#include "names.h"
#include "print.h"
#include "common/hosts.h"

static void vxlan_usage(FILE *f)
{
	fputs("Usage: ... vxlan id VNI\n"
	      "\t\t[ { group | remote } IP_ADDRESS ]\n"
	      "\t\t[ local ADDR ]\n"
	      "\t\t[ ttl TTL ]\n"
	      "\t\t[ tos TOS ]\n"
	      "\t\t[ df DF ]\n"
	      "\t\t[ flowlabel LABEL ]\n"
	      "\t\t[ dev PHYS_DEV ]\n"
	      "\t\t[ dstport PORT ]\n"
	      "\t\t[ srcport MIN MAX ]\n"
	      "\t\t[ [no]learning ]\n"
	      "\t\t[ [no]proxy ]\n"
	      "\t\t[ [no]rsc ]\n"
	      "\t\t[ [no]l2miss ]\n"
	      "\t\t[ [no]l3miss ]\n"
	      "\t\t[ ageing SECONDS ]\n"
	      "\t\t[ maxaddress NUMBER ]\n"
	      "\t\t[ [no]udpcsum ]\n"
	      "\t\t[ [no]udp6zerocsumtx ]\n"
	      "\t\t[ [no]udp6zerocsumrx ]\n"
	      "\t\t[ [no]remcsumtx ] [ [no]remcsumrx ]\n"
	      "\t\t[ [no]external ] [ gbp ] [ gpe ]\n"
	      "\t\t[ [no]vnifilter ]\n"
	      "\n"
	      "Where:\tVNI\t:= 0-16777215\n"
	      "\tADDR\t:= { IP_ADDRESS | any }\n"
	      "\tTOS\t:= { NUMBER | inherit }\n"
	      "\tTTL\t:= { 1..255 | auto | inherit }\n"
	      "\tDF\t:= { unset | set | inherit }\n"
	      "\tLABEL := 0-1048575\n", f);
}

/* Slots of opt_parse.u the table keeps values in (OPT_KEEP, OPT_LATER). */
enum {
	S_VNI,		/* id/vni: sent after the loop */
	S_PORT,		/* dstport: sent after the loop */
	S_LEARN,	/* 0 not given, 1 off, 2 on (external turns it off) */
	S_META,		/* [no]external */
	S_VNIF,		/* [no]vnifilter */
};

/* Kept in opt_parse.priv: local and group/remote are sent after the loop. */
struct vx_state {
	struct inet_prefix saddr;
	struct inet_prefix daddr;
};

_Static_assert(sizeof(struct vx_state) <= sizeof(((struct opt_parse *)0)->priv),
	       "vx_state must fit opt_parse.priv");

static struct vx_state *vx_state(struct opt_parse *st)
{
	return (struct vx_state *)st->priv;
}

/* An address, not "any"/"all"/"default" (which get_addr() takes too) */
static bool vx_inet(const struct inet_prefix *a)
{
	return (a->flags & INET_F_INET) && a->bitlen != -2;
}

static bool vx_multi(const struct inet_prefix *a)
{
	return a->flags & INET_F_MULTI;
}

/* ---- handlers: each returns the extra args used or -(exit status) ---- */

/* group or remote: one of them, unicast or multicast to match;
 * checked against the other before the value is even read. */
static int vx_dst_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	struct vx_state *vs = vx_state(st);
	bool group = strcmp(o->kw, "group") == 0;
	int r;

	if (vx_inet(&vs->daddr) && vx_multi(&vs->daddr) != group) {
		fprintf(stderr, "vxlan: both group and remote cannot be specified\n");
		return -OPT_EFAIL;
	}
	r = opt_check_dup(st, o, argc, argv);
	if (r)
		return r;
	r = addr_get(&vs->daddr, argv[1], vs->saddr.family);
	if (r)
		return -r;
	if (!vx_inet(&vs->daddr) || vx_multi(&vs->daddr) != group)
		return -err_invarg(group ? "invalid group address" :
				   "invalid remote address", argv[1]);
	return 1;
}

static int vx_local_parse(struct opt_parse *st, const struct opt *o, int argc,
			  char **argv)
{
	struct vx_state *vs = vx_state(st);
	int r;

	(void)o;
	(void)argc;
	r = addr_get(&vs->saddr, argv[1], vs->daddr.family);
	if (r)
		return -r;
	if (!vx_inet(&vs->saddr) || vx_multi(&vs->saddr))
		return -err_invarg("invalid local address", argv[1]);
	return 1;
}

static int vx_dev_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	int idx = lc_name2index(st->ctx->lc, argv[1]);

	(void)argc;
	if (!idx) {
		fprintf(stderr, "Cannot find device \"%s\"\n", argv[1]);
		return -IP_EARG;
	}
	msg_put_u32(st->m, o->attr, (uint32_t)idx);
	return 1;
}

/* inherit (a flag attribute of its own), auto (0) or 0..255 */
static int vx_ttl_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	uint32_t u32;

	(void)argc;
	if (strcmp(argv[1], "inherit") == 0) {
		msg_put_flag(st->m, IFLA_VXLAN_TTL_INHERIT);
		return 1;
	}
	if (strcmp(argv[1], "auto") == 0) {
		u32 = 0;
	} else {
		if (get_u32(&u32, argv[1], 0))
			return -err_invarg("invalid TTL", argv[1]);
		if (u32 > 255)
			return -err_invarg("TTL must be <= 255", argv[1]);
	}
	msg_put_u8(st->m, o->attr, (uint8_t)u32);
	return 1;
}

/* MIN MAX, sent only when not both 0 */
static int vx_srcport_parse(struct opt_parse *st, const struct opt *o, int argc,
			    char **argv)
{
	struct ifla_vxlan_port_range range;
	uint16_t lo, hi;

	if (get_u16(&lo, argv[1], 0))
		return -err_invarg("min port", argv[1]);
	if (argc < 3)
		return -err_incomplete();
	if (get_u16(&hi, argv[2], 0))
		return -err_invarg("max port", argv[2]);
	if (lo || hi) {
		range.low = htons(lo);
		range.high = htons(hi);
		msg_put(st->m, o->attr, &range, sizeof(range));
	}
	return 2;
}

/* external: metadata on, and learning off unless a later "learning" */
static int vx_external_parse(struct opt_parse *st, const struct opt *o, int argc,
			     char **argv)
{
	(void)argc;
	(void)argv;
	st->u[S_META] = 1;
	st->u[S_LEARN] = 1;
	msg_put_u8(st->m, o->attr, 1);
	return 0;
}

/* The cross-option checks and the attributes iproute2 sends last. */
static int vxlan_finish(struct opt_parse *st)
{
	static const uint8_t zero[16];
	struct vx_state *vs = vx_state(st);
	struct msg *m = st->m;
	bool have_id = opt_seen(st, IFLA_VXLAN_ID);
	bool metadata = st->u[S_META], vnifilter = st->u[S_VNIF];
	uint16_t dstport = (uint16_t)st->u[S_PORT];

	if (!metadata && vnifilter) {
		fprintf(stderr, "vxlan: vnifilter is valid only when 'external' is set\n");
		return OPT_EFAIL;
	}
	if (metadata && have_id) {
		fprintf(stderr, "vxlan: both 'external' and vni cannot be specified\n");
		return OPT_EFAIL;
	}
	if (!metadata && !vnifilter && !have_id && st->create) {
		fprintf(stderr, "vxlan: missing virtual network identifier\n");
		return OPT_EFAIL;
	}
	if (vx_inet(&vs->daddr) && vx_multi(&vs->daddr) && !opt_seen(st, IFLA_VXLAN_LINK)) {
		fprintf(stderr, "vxlan: 'group' requires 'dev' to be specified\n");
		return OPT_EFAIL;
	}
	if (!opt_seen(st, IFLA_VXLAN_PORT) && opt_seen(st, IFLA_VXLAN_GPE)) {
		dstport = 4790;
	} else if (!opt_seen(st, IFLA_VXLAN_PORT) && st->create) {
		fprintf(stderr, "vxlan: destination port not specified\n"
			"Will use Linux kernel default (non-standard value)\n");
		fprintf(stderr, "Use 'dstport 4789' to get the IANA assigned value\n"
			"Use 'dstport 0' to get default and quiet this message\n");
	}

	if (have_id)
		msg_put_u32(m, IFLA_VXLAN_ID, (uint32_t)st->u[S_VNI]);
	if (vx_inet(&vs->saddr))
		msg_put(m, vs->saddr.family == AF_INET ? IFLA_VXLAN_LOCAL :
			IFLA_VXLAN_LOCAL6, vs->saddr.data, (size_t)vs->saddr.len);
	if (vx_inet(&vs->daddr))
		msg_put(m, vs->daddr.family == AF_INET ? IFLA_VXLAN_GROUP :
			IFLA_VXLAN_GROUP6, vs->daddr.data, (size_t)vs->daddr.len);
	/* -4 / -6 pick the underlay family with an unset group */
	if (!vx_inet(&vs->saddr) && !vx_inet(&vs->daddr)) {
		if (st->ctx->o.family == AF_INET)
			msg_put(m, IFLA_VXLAN_GROUP, zero, 4);
		else if (st->ctx->o.family == AF_INET6)
			msg_put(m, IFLA_VXLAN_GROUP6, zero, 16);
	}
	if (st->create || opt_seen(st, IFLA_VXLAN_LEARNING))
		msg_put_u8(m, IFLA_VXLAN_LEARNING, st->u[S_LEARN] != 1);
	if (dstport)
		msg_put_be16(m, IFLA_VXLAN_PORT, dstport);
	return 0;
}

/* ---- printing ---- */

/* IPv4 or IPv6, skipped when unset; multicast and unicast under their own
 * keys (o->attr GROUP: group/remote, LOCAL: local). */
static void vx_addr_print(struct opt_print *pp, const struct opt *o,
			  const struct nlattr *unused)
{
	bool dst = o->attr == IFLA_VXLAN_GROUP;
	const struct nlattr *v4 = pp->tb[dst ? IFLA_VXLAN_GROUP : IFLA_VXLAN_LOCAL];
	const struct nlattr *v6 = pp->tb[dst ? IFLA_VXLAN_GROUP6 : IFLA_VXLAN_LOCAL6];
	const char *t = dst ? "remote %s " : "local %s ";
	const char *tm = dst ? "group %s " : "local %s ";
	char b[INET6_ADDRSTRLEN];
	const char *buf;

	(void)unused;
	/* (iproute2 prints these through format_host: names with -r) */
	if (v4) {
		uint32_t addr = attr_u32(v4);

		if (!addr)
			return;
		buf = addr_host(pp->ctx, AF_INET, &addr, 4, b, sizeof(b));
		if (IN_MULTICAST(ntohl(addr)))
			out_str(pp->out, OUT_ANY, CLR_NONE, dst ? "group" : "local",
				tm, buf);
		else
			out_str(pp->out, OUT_ANY, CLR_NONE, dst ? "remote" : "local",
				t, buf);
	} else if (attr_len(v6) >= 16) {
		struct in6_addr a6;

		attr_get(v6, &a6, sizeof(a6));
		if (IN6_IS_ADDR_UNSPECIFIED(&a6))
			return;
		buf = addr_host(pp->ctx, AF_INET6, &a6, 16, b, sizeof(b));
		if (IN6_IS_ADDR_MULTICAST(&a6))
			out_str(pp->out, OUT_ANY, CLR_NONE, dst ? "group6" : "local6",
				tm, buf);
		else
			out_str(pp->out, OUT_ANY, CLR_NONE, dst ? "remote6" : "local6",
				t, buf);
	}
}

static void vx_srcport_print(struct opt_print *pp, const struct opt *o,
			     const struct nlattr *a)
{
	struct ifla_vxlan_port_range r;
	struct out *p = pp->out;

	if (!attr_get(a, &r, sizeof(r)))
		return;
	out_open_obj(p, OUT_JSON, o->key);
	out_uint(p, OUT_JSON, "low", NULL, ntohs(r.low));
	out_uint(p, OUT_JSON, "high", NULL, ntohs(r.high));
	out_close_obj(p, OUT_JSON);
	out_text(p, "srcport %u %u ", ntohs(r.low), ntohs(r.high));
}

/* JSON bool; text only "nolearning " */
static void vx_learning_print(struct opt_print *pp, const struct opt *o,
			      const struct nlattr *a)
{
	bool l = attr_u8(a);

	out_bool(pp->out, OUT_JSON, o->key, NULL, l);
	if (!l)
		out_text(pp->out, "nolearning ");
}

/* TTL_INHERIT first; text 0 is "auto" */
static void vx_ttl_print(struct opt_print *pp, const struct opt *o,
			 const struct nlattr *a)
{
	uint8_t ttl;

	if (attr_u8(pp->tb[IFLA_VXLAN_TTL_INHERIT])) {
		out_text(pp->out, "ttl inherit ");
		return;
	}
	if (!a)
		return;
	ttl = attr_u8(a);
	if (out_is_json(pp->out) || ttl)
		out_uint(pp->out, OUT_ANY, o->key, "ttl %u ", ttl);
	else
		out_text(pp->out, "ttl auto ");
}

static const char *const df_names[] = { "unset", "set", "inherit" };

/* "unset" in JSON only */
static void vx_df_print(struct opt_print *pp, const struct opt *o,
			const struct nlattr *a)
{
	uint8_t df = attr_u8(a);

	if (df < 3)
		out_str(pp->out, df == VXLAN_DF_UNSET ? OUT_JSON : OUT_ANY,
			CLR_NONE, o->key, df == VXLAN_DF_UNSET ? NULL : "df %s ",
			df_names[df]);
}

static int vx_df_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	unsigned int i;

	(void)argc;
	for (i = 0; i < 3; i++)
		if (strcmp(argv[1], df_names[i]) == 0) {
			msg_put_u8(st->m, o->attr, (uint8_t)i);
			return 1;
		}
	return -err_invarg("DF must be 'unset', 'set' or 'inherit'", argv[1]);
}

static const struct opt_handler vx_dst = { .parse = vx_dst_parse,
	.print = vx_addr_print, .nargs = 1 };
static const struct opt_handler vx_local = { .parse = vx_local_parse,
	.print = vx_addr_print, .nargs = 1 };
static const struct opt_handler vx_dev = { .parse = vx_dev_parse,
	.nargs = 1 };
static const struct opt_handler vx_srcport = { .parse = vx_srcport_parse,
	.print = vx_srcport_print, .nargs = 1 };
static const struct opt_handler vx_learning = { .parse = NULL,
	.print = vx_learning_print };
static const struct opt_handler vx_ttl = { .parse = vx_ttl_parse,
	.print = vx_ttl_print, .nargs = 1 };
static const struct opt_handler vx_df = { .parse = vx_df_parse,
	.print = vx_df_print, .nargs = 1 };
static const struct opt_handler vx_external = { .parse = vx_external_parse,
	.print = NULL };

static const struct opt_name none_word[] = { { "none", 0 }, { NULL, 0 } };
static const struct opt_name unlimited_word[] = { { "unlimited", 0 }, { NULL, 0 } };

/* A [no]flag pair: u8 1 or 0; printed (as "KW ") only when set. */
#define VX_FLAG(k, a) { .kw = k, .attr = a, .h = &opt_flag, .flags = OPT_DUP, \
		.key = k, .fmt = k " " }
/* ... or printed always: JSON bool, text "KW " or "noKW ". */
#define VX_TOGGLE(k, a, j) { .kw = k, .attr = a, .h = &opt_toggle, \
		.flags = OPT_DUP, .key = j, .fmt = k " " }
#define VX_NO(k, a) { .kw = k, .attr = a, .h = &opt_flag, .flags = OPT_DUP, \
		.data = OPT_FLAGVAL(0) }

/* In the order iproute2 prints; keyless entries (spellings, "no" forms)
 * last.  vxlan_order gives the order iproute2 matches keywords in. */
static const struct opt vxlan_opts[] = {
	{ .attr = IFLA_VXLAN_COLLECT_METADATA, .h = &opt_flag,
	  .key = "external", .fmt = "external " },
	/* (sic) no space after "vnifilter" in iproute2 6.1 */
	{ .kw = "vnifilter", .attr = IFLA_VXLAN_VNIFILTER, .h = &opt_flag,
	  .flags = OPT_DUP | OPT_EXACT | OPT_KEEP, .slot = S_VNIF,
	  .key = "vnifilter", .fmt = "vnifilter" },
	{ .kw = "id", .attr = IFLA_VXLAN_ID, .h = &opt_u32,
	  .data = OPT_NUM(.max = 0xffffff, .err = "invalid id"),
	  .flags = OPT_DUP | OPT_LATER, .slot = S_VNI, .key = "id" },
	{ .kw = "group", .attr = IFLA_VXLAN_GROUP, .h = &vx_dst,
	  .flags = OPT_ABSENT, .key = "group" },
	{ .kw = "local", .attr = IFLA_VXLAN_LOCAL, .h = &vx_local,
	  .flags = OPT_DUP | OPT_ABSENT, .key = "local" },
	{ .kw = "dev", .attr = IFLA_VXLAN_LINK, .h = &vx_dev, .flags = OPT_DUP },
	{ .attr = IFLA_VXLAN_LINK, .h = &opt_ifname, .flags = OPT_NONZERO,
	  .key = "link", .fmt = "dev %s " },
	{ .kw = "srcport", .attr = IFLA_VXLAN_PORT_RANGE, .h = &vx_srcport,
	  .flags = OPT_DUP, .key = "port_range" },
	{ .kw = "dstport", .attr = IFLA_VXLAN_PORT, .h = &opt_be16,
	  .data = OPT_NUM(.err = "dst port"), .flags = OPT_DUP | OPT_LATER,
	  .slot = S_PORT, .key = "port", .fmt = "dstport %u " },
	{ .kw = "learning", .attr = IFLA_VXLAN_LEARNING, .h = &opt_flag,
	  .data = OPT_FLAGVAL(2), .flags = OPT_DUP | OPT_LATER, .slot = S_LEARN },
	{ .attr = IFLA_VXLAN_LEARNING, .h = &vx_learning, .key = "learning" },
	VX_FLAG("proxy", IFLA_VXLAN_PROXY),
	VX_FLAG("rsc", IFLA_VXLAN_RSC),
	VX_FLAG("l2miss", IFLA_VXLAN_L2MISS),
	VX_FLAG("l3miss", IFLA_VXLAN_L3MISS),
	{ .kw = "tos", .attr = IFLA_VXLAN_TOS, .h = &opt_dsfield, .flags = OPT_DUP,
	  .data = OPT_NUM(.err = "bad TOS value"), .key = "tos" },
	{ .kw = "ttl", .attr = IFLA_VXLAN_TTL, .h = &vx_ttl,
	  .flags = OPT_DUP | OPT_ABSENT, .key = "ttl" },
	{ .kw = "df", .attr = IFLA_VXLAN_DF, .h = &vx_df, .flags = OPT_DUP,
	  .key = "df" },
	{ .kw = "label", .attr = IFLA_VXLAN_LABEL, .h = &opt_be32,
	  .data = OPT_NUM(.max = 0xfffff, .err = "invalid flowlabel"),
	  .flags = OPT_DUP | OPT_HEX | OPT_NONZERO, .name = "flowlabel",
	  .key = "label", .fmt = "flowlabel %s " },
	{ .kw = "ageing", .attr = IFLA_VXLAN_AGEING, .h = &opt_u32,
	  .data = OPT_NUM(.words = none_word, .err = "ageing timer"),
	  .flags = OPT_DUP | OPT_WORDS, .key = "ageing" },
	{ .kw = "maxaddress", .attr = IFLA_VXLAN_LIMIT, .h = &opt_u32,
	  .data = OPT_NUM(.words = unlimited_word, .err = "max addresses"),
	  .flags = OPT_DUP | OPT_NONZERO, .key = "limit", .fmt = "maxaddr %u " },
	VX_TOGGLE("udpcsum", IFLA_VXLAN_UDP_CSUM, "udp_csum"),
	VX_TOGGLE("udp6zerocsumtx", IFLA_VXLAN_UDP_ZERO_CSUM6_TX, "udp_zero_csum6_tx"),
	VX_TOGGLE("udp6zerocsumrx", IFLA_VXLAN_UDP_ZERO_CSUM6_RX, "udp_zero_csum6_rx"),
	{ .kw = "remcsumtx", .attr = IFLA_VXLAN_REMCSUM_TX, .h = &opt_flag,
	  .flags = OPT_DUP, .key = "remcsum_tx", .fmt = "remcsumtx " },
	{ .kw = "remcsumrx", .attr = IFLA_VXLAN_REMCSUM_RX, .h = &opt_flag,
	  .flags = OPT_DUP, .key = "remcsum_rx", .fmt = "remcsumrx " },
	{ .kw = "gbp", .attr = IFLA_VXLAN_GBP, .h = &opt_nlflag, .flags = OPT_DUP,
	  .key = "gbp", .fmt = "gbp " },
	{ .kw = "gpe", .attr = IFLA_VXLAN_GPE, .h = &opt_nlflag, .flags = OPT_DUP,
	  .key = "gpe", .fmt = "gpe " },

	{ .kw = "external", .attr = IFLA_VXLAN_COLLECT_METADATA, .h = &vx_external,
	  .flags = OPT_DUP },
	{ .kw = "vni", .attr = IFLA_VXLAN_ID, .h = &opt_u32,
	  .data = OPT_NUM(.max = 0xffffff, .err = "invalid id"),
	  .flags = OPT_DUP | OPT_LATER, .slot = S_VNI, .name = "id" },
	{ .kw = "remote", .attr = IFLA_VXLAN_GROUP, .h = &vx_dst },
	{ .kw = "hoplimit", .attr = IFLA_VXLAN_TTL, .h = &vx_ttl,
	  .flags = OPT_DUP, .name = "ttl" },
	{ .kw = "dsfield", .attr = IFLA_VXLAN_TOS, .h = &opt_dsfield,
	  .data = OPT_NUM(.err = "bad TOS value"),
	  .flags = OPT_DUP, .name = "tos" },
	{ .kw = "flowlabel", .attr = IFLA_VXLAN_LABEL, .h = &opt_be32,
	  .data = OPT_NUM(.max = 0xfffff, .err = "invalid flowlabel"),
	  .flags = OPT_DUP },
	{ .kw = "port", .attr = IFLA_VXLAN_PORT_RANGE, .h = &vx_srcport,
	  .flags = OPT_DUP, .name = "srcport" },
	{ .kw = "nolearning", .attr = IFLA_VXLAN_LEARNING, .h = &opt_flag,
	  .data = OPT_FLAGVAL(1), .flags = OPT_DUP | OPT_LATER, .slot = S_LEARN },
	VX_NO("noproxy", IFLA_VXLAN_PROXY),
	VX_NO("norsc", IFLA_VXLAN_RSC),
	VX_NO("nol2miss", IFLA_VXLAN_L2MISS),
	VX_NO("nol3miss", IFLA_VXLAN_L3MISS),
	VX_NO("noudpcsum", IFLA_VXLAN_UDP_CSUM),
	VX_NO("noudp6zerocsumtx", IFLA_VXLAN_UDP_ZERO_CSUM6_TX),
	VX_NO("noudp6zerocsumrx", IFLA_VXLAN_UDP_ZERO_CSUM6_RX),
	VX_NO("noremcsumtx", IFLA_VXLAN_REMCSUM_TX),
	VX_NO("noremcsumrx", IFLA_VXLAN_REMCSUM_RX),
	{ .kw = "noexternal", .attr = IFLA_VXLAN_COLLECT_METADATA, .h = &opt_flag,
	  .data = OPT_FLAGVAL(0), .flags = OPT_DUP | OPT_KEEP, .slot = S_META },
	{ .kw = "novnifilter", .attr = IFLA_VXLAN_VNIFILTER, .h = &opt_flag,
	  .data = OPT_FLAGVAL(0), .flags = OPT_DUP | OPT_EXACT | OPT_KEEP,
	  .slot = S_VNIF },
	{ 0 }
};

static const char *const vxlan_order[] = {
	"id", "vni", "group", "remote", "local", "dev", "ttl", "hoplimit",
	"tos", "dsfield", "df", "label", "flowlabel", "ageing", "maxaddress",
	"port", "srcport", "dstport", "nolearning", "learning",
	"noproxy", "proxy", "norsc", "rsc", "nol2miss", "l2miss",
	"nol3miss", "l3miss", "udpcsum", "noudpcsum",
	"udp6zerocsumtx", "noudp6zerocsumtx", "udp6zerocsumrx", "noudp6zerocsumrx",
	"remcsumtx", "noremcsumtx", "remcsumrx", "noremcsumrx",
	"external", "noexternal", "gbp", "gpe", "vnifilter", "novnifilter",
	NULL
};

const struct link_kind kind_vxlan = {
	.set = {
		.name = "vxlan",
		.maxattr = IFLA_VXLAN_MAX,
		.opts = vxlan_opts,
		.usage = vxlan_usage,
		.order = vxlan_order,
		.finish = vxlan_finish,
	},
	/* removed with its lower device: line by line in batches */
	.del = KIND_DEL_UNKNOWN,
};
