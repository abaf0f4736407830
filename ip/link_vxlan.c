/* SPDX-License-Identifier: GPL-2.0-or-later */
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
#include "ipctx.h"
#include "kind.h"
#include "linkcache.h"
#include "names.h"
#include "print.h"

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

/* Slots of kparse.u the table keeps values in (KF_KEEP, KF_LATER). */
enum {
	S_VNI,		/* id/vni: sent after the loop */
	S_PORT,		/* dstport: sent after the loop */
	S_LEARN,	/* 0 not given, 1 off, 2 on (external turns it off) */
	S_META,		/* [no]external */
	S_VNIF,		/* [no]vnifilter */
};

/* An address as iproute2's get_addr() reads it for vxlan: IPv6 when it
 * has a colon, else the permissive dotted quad ("10.8" is 10.8.0.0);
 * "any"/"all"/"default" are accepted but are no inet address. */
struct vx_addr {
	int family;		/* AF_UNSPEC: none given */
	bool inet;		/* an IPv4/IPv6 address */
	bool multi;
	int len;
	uint8_t data[16];
};

/* Kept in kparse.priv: local and group/remote are sent after the loop. */
struct vx_state {
	struct vx_addr saddr;
	struct vx_addr daddr;
};

_Static_assert(sizeof(struct vx_state) <= sizeof(((struct kparse *)0)->priv),
	       "vx_state must fit kparse.priv");

static struct vx_state *vx_state(struct kparse *st)
{
	return (struct vx_state *)st->priv;
}

static int vx_get_addr(struct vx_addr *a, const char *arg, int family)
{
	static const char *const fam_name[] = { "any valid", "inet", "inet6" };
	int ok = -1;

	memset(a, 0, sizeof(*a));
	if (!strcmp(arg, "any") || !strcmp(arg, "all") || !strcmp(arg, "default")) {
		a->family = family;
		ok = 0;
	} else if (strchr(arg, ':')) {
		a->family = AF_INET6;
		if ((family == AF_UNSPEC || family == AF_INET6) &&
		    inet_pton(AF_INET6, arg, a->data) == 1) {
			a->len = 16;
			a->inet = true;
			a->multi = a->data[0] == 0xff;
			ok = 0;
		}
	} else {
		a->family = AF_INET;
		if ((family == AF_UNSPEC || family == AF_INET) &&
		    parse_ipv4(a->data, arg) == 0) {
			a->len = 4;
			a->inet = true;
			a->multi = (a->data[0] & 0xf0) == 0xe0;
			ok = 0;
		}
	}
	if (ok) {
		fprintf(stderr, "Error: %s address is expected rather than \"%s\".\n",
			fam_name[family == AF_INET ? 1 : family == AF_INET6 ? 2 : 0],
			arg);
		return IP_FATAL | 1;
	}
	return 0;
}

/* TOS names from iproute2's rt_dsfield table, else a hex number. */
static int dsfield_a2n(uint32_t *id, const char *arg)
{
	static const char *const files[] = { "/etc/iproute2/rt_dsfield", NULL };
	unsigned long v;
	char *end;

	if (names_lookup(files, arg, id) == 0 && *id < 256)
		return 0;
	v = strtoul(arg, &end, 16);
	if (end == arg || *end || v > 255)
		return -1;
	*id = (uint32_t)v;
	return 0;
}

/* ---- handlers: each returns the extra args used or -(exit status) ---- */

/* group (o->val 1) or remote: one of them, unicast or multicast to match;
 * checked against the other before the value is even read. */
static int vx_dst_parse(struct kparse *st, const struct kopt *o, int argc,
			char **argv)
{
	struct vx_state *vs = vx_state(st);
	bool group = o->val == 1;
	int r;

	if (vs->daddr.inet && vs->daddr.multi != group) {
		fprintf(stderr, "vxlan: both group and remote cannot be specified\n");
		return -KIND_EFAIL;
	}
	r = kind_check_dup(st, o, argc, argv);
	if (r)
		return r;
	r = vx_get_addr(&vs->daddr, argv[1], vs->saddr.family);
	if (r)
		return -r;
	if (!vs->daddr.inet || vs->daddr.multi != group)
		return -err_invarg(group ? "invalid group address" :
				   "invalid remote address", argv[1]);
	return 1;
}

static int vx_local_parse(struct kparse *st, const struct kopt *o, int argc,
			  char **argv)
{
	struct vx_state *vs = vx_state(st);
	int r;

	(void)o;
	(void)argc;
	r = vx_get_addr(&vs->saddr, argv[1], vs->daddr.family);
	if (r)
		return -r;
	if (!vs->saddr.inet || vs->saddr.multi)
		return -err_invarg("invalid local address", argv[1]);
	return 1;
}

static int vx_dev_parse(struct kparse *st, const struct kopt *o, int argc,
			char **argv)
{
	int idx = lc_name2index(st->ctx->lc, argv[1]);

	(void)argc;
	if (!idx) {
		fprintf(stderr, "Cannot find device \"%s\"\n", argv[1]);
		return -IP_EARG;
	}
	kind_put_u32(st->n, o->attr, (uint32_t)idx);
	return 1;
}

/* inherit (a flag attribute of its own), auto (0) or 0..255 */
static int vx_ttl_parse(struct kparse *st, const struct kopt *o, int argc,
			char **argv)
{
	uint32_t u32;

	(void)argc;
	if (strcmp(argv[1], "inherit") == 0) {
		kind_put(st->n, IFLA_VXLAN_TTL_INHERIT, NULL, 0);
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
	kind_put_u8(st->n, o->attr, (uint8_t)u32);
	return 1;
}

/* inherit (1), a dsfield name or a hex number */
static int vx_tos_parse(struct kparse *st, const struct kopt *o, int argc,
			char **argv)
{
	uint32_t u32 = 1;

	(void)argc;
	if (strcmp(argv[1], "inherit") != 0 && dsfield_a2n(&u32, argv[1]))
		return -err_invarg("bad TOS value", argv[1]);
	kind_put_u8(st->n, o->attr, (uint8_t)u32);
	return 1;
}

/* MIN MAX, sent only when not both 0 */
static int vx_srcport_parse(struct kparse *st, const struct kopt *o, int argc,
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
		kind_put(st->n, o->attr, &range, sizeof(range));
	}
	return 2;
}

/* external: metadata on, and learning off unless a later "learning" */
static int vx_external_parse(struct kparse *st, const struct kopt *o, int argc,
			     char **argv)
{
	(void)argc;
	(void)argv;
	st->u[S_META] = 1;
	st->u[S_LEARN] = 1;
	kind_put_u8(st->n, o->attr, 1);
	return 0;
}

/* The cross-option checks and the attributes iproute2 sends last. */
static int vxlan_finish(struct kparse *st)
{
	static const uint8_t zero[16];
	struct vx_state *vs = vx_state(st);
	struct nlmsghdr *n = st->n;
	bool have_id = kind_seen(st, IFLA_VXLAN_ID);
	bool metadata = st->u[S_META], vnifilter = st->u[S_VNIF];
	uint16_t dstport = (uint16_t)st->u[S_PORT];

	if (!metadata && vnifilter) {
		fprintf(stderr, "vxlan: vnifilter is valid only when 'external' is set\n");
		return KIND_EFAIL;
	}
	if (metadata && have_id) {
		fprintf(stderr, "vxlan: both 'external' and vni cannot be specified\n");
		return KIND_EFAIL;
	}
	if (!metadata && !vnifilter && !have_id && st->create) {
		fprintf(stderr, "vxlan: missing virtual network identifier\n");
		return KIND_EFAIL;
	}
	if (vs->daddr.inet && vs->daddr.multi && !kind_seen(st, IFLA_VXLAN_LINK)) {
		fprintf(stderr, "vxlan: 'group' requires 'dev' to be specified\n");
		return KIND_EFAIL;
	}
	if (!kind_seen(st, IFLA_VXLAN_PORT) && kind_seen(st, IFLA_VXLAN_GPE)) {
		dstport = 4790;
	} else if (!kind_seen(st, IFLA_VXLAN_PORT) && st->create) {
		fprintf(stderr, "vxlan: destination port not specified\n"
			"Will use Linux kernel default (non-standard value)\n");
		fprintf(stderr, "Use 'dstport 4789' to get the IANA assigned value\n"
			"Use 'dstport 0' to get default and quiet this message\n");
	}

	if (have_id)
		kind_put_u32(n, IFLA_VXLAN_ID, (uint32_t)st->u[S_VNI]);
	if (vs->saddr.inet)
		kind_put(n, vs->saddr.family == AF_INET ? IFLA_VXLAN_LOCAL :
			 IFLA_VXLAN_LOCAL6, vs->saddr.data, (size_t)vs->saddr.len);
	if (vs->daddr.inet)
		kind_put(n, vs->daddr.family == AF_INET ? IFLA_VXLAN_GROUP :
			 IFLA_VXLAN_GROUP6, vs->daddr.data, (size_t)vs->daddr.len);
	/* -4 / -6 pick the underlay family with an unset group */
	if (!vs->saddr.inet && !vs->daddr.inet) {
		if (st->ctx->o.family == AF_INET)
			kind_put(n, IFLA_VXLAN_GROUP, zero, 4);
		else if (st->ctx->o.family == AF_INET6)
			kind_put(n, IFLA_VXLAN_GROUP6, zero, 16);
	}
	if (st->create || kind_seen(st, IFLA_VXLAN_LEARNING))
		kind_put_u8(n, IFLA_VXLAN_LEARNING, st->u[S_LEARN] != 1);
	if (dstport)
		kind_put_u16(n, IFLA_VXLAN_PORT, htons(dstport));
	return 0;
}

/* ---- printing ---- */

static uint8_t get8(const struct nlattr *a)
{
	return a->nla_len > NLA_HDRLEN ? *((const uint8_t *)a + NLA_HDRLEN) : 0;
}

static uint32_t get32(const struct nlattr *a)
{
	uint32_t v = 0;

	if (a->nla_len >= NLA_HDRLEN + 4)
		memcpy(&v, (const char *)a + NLA_HDRLEN, 4);
	return v;
}

/* IPv4 or IPv6, skipped when unset; multicast and unicast under their own
 * keys (o->val 1: group/remote, else local). */
static void vx_addr_print(struct ipctx *ctx, const struct kopt *o,
			  const struct nlattr *const *tb)
{
	bool dst = o->val == 1;
	const struct nlattr *v4 = tb[dst ? IFLA_VXLAN_GROUP : IFLA_VXLAN_LOCAL];
	const struct nlattr *v6 = tb[dst ? IFLA_VXLAN_GROUP6 : IFLA_VXLAN_LOCAL6];
	const char *t = dst ? "remote %s " : "local %s ";
	const char *tm = dst ? "group %s " : "local %s ";
	char buf[INET6_ADDRSTRLEN];

	if (v4) {
		uint32_t addr = get32(v4);

		if (!addr)
			return;
		inet_ntop(AF_INET, &addr, buf, sizeof(buf));
		if (IN_MULTICAST(ntohl(addr)))
			out_str(ctx->out, OUT_ANY, CLR_NONE, dst ? "group" : "local",
				tm, buf);
		else
			out_str(ctx->out, OUT_ANY, CLR_NONE, dst ? "remote" : "local",
				t, buf);
	} else if (v6 && v6->nla_len >= NLA_HDRLEN + 16) {
		struct in6_addr a6;

		memcpy(&a6, (const char *)v6 + NLA_HDRLEN, sizeof(a6));
		if (IN6_IS_ADDR_UNSPECIFIED(&a6))
			return;
		inet_ntop(AF_INET6, &a6, buf, sizeof(buf));
		if (IN6_IS_ADDR_MULTICAST(&a6))
			out_str(ctx->out, OUT_ANY, CLR_NONE, dst ? "group6" : "local6",
				tm, buf);
		else
			out_str(ctx->out, OUT_ANY, CLR_NONE, dst ? "remote6" : "local6",
				t, buf);
	}
}

static void vx_srcport_print(struct ipctx *ctx, const struct kopt *o,
			     const struct nlattr *a)
{
	struct ifla_vxlan_port_range r;
	struct out *p = ctx->out;

	if (a->nla_len < NLA_HDRLEN + 4)
		return;
	memcpy(&r, (const char *)a + NLA_HDRLEN, sizeof(r));
	out_open_obj(p, OUT_JSON, o->key);
	out_uint(p, OUT_JSON, "low", NULL, ntohs(r.low));
	out_uint(p, OUT_JSON, "high", NULL, ntohs(r.high));
	out_close_obj(p, OUT_JSON);
	out_text(p, "srcport %u %u ", ntohs(r.low), ntohs(r.high));
}

/* JSON bool; text only "nolearning " */
static void vx_learning_print(struct ipctx *ctx, const struct kopt *o,
			      const struct nlattr *a)
{
	bool l = get8(a);

	out_bool(ctx->out, OUT_JSON, o->key, NULL, l);
	if (!l)
		out_text(ctx->out, "nolearning ");
}

/* 0 not shown, text 1 "inherit", else hex */
static void vx_tos_print(struct ipctx *ctx, const struct kopt *o,
			 const struct nlattr *a)
{
	uint8_t tos = get8(a);
	char buf[16];

	if (!tos)
		return;
	if (out_is_json(ctx->out) || tos != 1) {
		snprintf(buf, sizeof(buf), "%#x", tos);
		out_str(ctx->out, OUT_ANY, CLR_NONE, o->key, "tos %s ", buf);
	} else {
		out_text(ctx->out, "tos inherit ");
	}
}

/* TTL_INHERIT first; text 0 is "auto" */
static void vx_ttl_print(struct ipctx *ctx, const struct kopt *o,
			 const struct nlattr *const *tb)
{
	uint8_t ttl;

	if (tb[IFLA_VXLAN_TTL_INHERIT] && get8(tb[IFLA_VXLAN_TTL_INHERIT])) {
		out_text(ctx->out, "ttl inherit ");
		return;
	}
	if (!tb[IFLA_VXLAN_TTL])
		return;
	ttl = get8(tb[IFLA_VXLAN_TTL]);
	if (out_is_json(ctx->out) || ttl)
		out_uint(ctx->out, OUT_ANY, o->key, "ttl %u ", ttl);
	else
		out_text(ctx->out, "ttl auto ");
}

/* "unset" in JSON only */
static void vx_df_print(struct ipctx *ctx, const struct kopt *o,
			const struct nlattr *a)
{
	uint8_t df = get8(a);

	if (df < o->max)
		out_str(ctx->out, df == VXLAN_DF_UNSET ? OUT_JSON : OUT_ANY,
			CLR_NONE, o->key, df == VXLAN_DF_UNSET ? NULL : "df %s ",
			o->names[df]);
}

static const char *const df_names[] = { "unset", "set", "inherit" };
static const struct kword none_word[] = { { "none", 0 }, { NULL, 0 } };
static const struct kword unlimited_word[] = { { "unlimited", 0 }, { NULL, 0 } };

/* A [no]flag pair: u8 1 or 0; printed (as "KW ") only when set. */
#define VX_FLAG(k, a) { .kw = k, .attr = a, .type = KO_FLAG, .flags = KF_DUP, \
		.key = k, .fmt = k " " }
/* ... or printed always: JSON bool, text "KW " or "noKW ". */
#define VX_TOGGLE(k, a, j) { .kw = k, .attr = a, .type = KO_FLAG, \
		.flags = KF_DUP | KF_TOGGLE, .key = j, .fmt = k " " }
#define VX_NO(k, a) { .kw = k, .attr = a, .type = KO_FLAG, .flags = KF_DUP | KF_NEG }

/* In the order iproute2 prints; keyless entries (spellings, "no" forms)
 * last.  vxlan_order gives the order iproute2 matches keywords in. */
static const struct kopt vxlan_opts[] = {
	{ .kw = "external", .attr = IFLA_VXLAN_COLLECT_METADATA, .type = KO_FLAG,
	  .flags = KF_DUP, .key = "external", .fmt = "external ",
	  .sparse = vx_external_parse },
	/* (sic) no space after "vnifilter" in iproute2 6.1 */
	{ .kw = "vnifilter", .attr = IFLA_VXLAN_VNIFILTER, .type = KO_FLAG,
	  .flags = KF_DUP | KF_EXACT | KF_KEEP, .slot = S_VNIF,
	  .key = "vnifilter", .fmt = "vnifilter" },
	{ .kw = "id", .attr = IFLA_VXLAN_ID, .type = KO_U32, .max = 0xffffff,
	  .flags = KF_DUP | KF_LATER, .slot = S_VNI, .err = "invalid id",
	  .key = "id" },
	{ .kw = "group", .attr = IFLA_VXLAN_GROUP, .type = KO_CUSTOM, .val = 1,
	  .sparse = vx_dst_parse, .tprint = vx_addr_print },
	{ .kw = "local", .attr = IFLA_VXLAN_LOCAL, .type = KO_CUSTOM,
	  .flags = KF_DUP, .sparse = vx_local_parse, .tprint = vx_addr_print },
	{ .kw = "dev", .attr = IFLA_VXLAN_LINK, .type = KO_IFNAME,
	  .flags = KF_DUP | KF_NONZERO, .sparse = vx_dev_parse,
	  .key = "link", .fmt = "dev %s " },
	{ .kw = "srcport", .attr = IFLA_VXLAN_PORT_RANGE, .type = KO_CUSTOM,
	  .flags = KF_DUP, .sparse = vx_srcport_parse,
	  .key = "port_range", .print = vx_srcport_print },
	{ .kw = "dstport", .attr = IFLA_VXLAN_PORT, .type = KO_U16,
	  .flags = KF_DUP | KF_LATER | KF_BE, .slot = S_PORT, .err = "dst port",
	  .key = "port", .fmt = "dstport %u " },
	{ .kw = "learning", .attr = IFLA_VXLAN_LEARNING, .type = KO_FLAG, .val = 2,
	  .flags = KF_DUP | KF_LATER, .slot = S_LEARN,
	  .key = "learning", .print = vx_learning_print },
	VX_FLAG("proxy", IFLA_VXLAN_PROXY),
	VX_FLAG("rsc", IFLA_VXLAN_RSC),
	VX_FLAG("l2miss", IFLA_VXLAN_L2MISS),
	VX_FLAG("l3miss", IFLA_VXLAN_L3MISS),
	{ .kw = "tos", .attr = IFLA_VXLAN_TOS, .type = KO_CUSTOM,
	  .flags = KF_DUP, .sparse = vx_tos_parse,
	  .key = "tos", .print = vx_tos_print },
	{ .kw = "ttl", .attr = IFLA_VXLAN_TTL, .type = KO_CUSTOM,
	  .flags = KF_DUP, .sparse = vx_ttl_parse,
	  .key = "ttl", .tprint = vx_ttl_print },
	{ .kw = "df", .attr = IFLA_VXLAN_DF, .type = KO_ENUM, .size = 1,
	  .names = df_names, .max = 3, .flags = KF_DUP,
	  .err = "DF must be 'unset', 'set' or 'inherit'",
	  .key = "df", .print = vx_df_print },
	{ .kw = "label", .attr = IFLA_VXLAN_LABEL, .type = KO_U32, .max = 0xfffff,
	  .flags = KF_DUP | KF_BE | KF_HEX | KF_NONZERO, .name = "flowlabel",
	  .err = "invalid flowlabel", .key = "label", .fmt = "flowlabel %s " },
	{ .kw = "ageing", .attr = IFLA_VXLAN_AGEING, .type = KO_U32,
	  .words = none_word, .flags = KF_DUP | KF_WORDS,
	  .err = "ageing timer", .key = "ageing" },
	{ .kw = "maxaddress", .attr = IFLA_VXLAN_LIMIT, .type = KO_U32,
	  .words = unlimited_word, .flags = KF_DUP | KF_NONZERO,
	  .err = "max addresses", .key = "limit", .fmt = "maxaddr %u " },
	VX_TOGGLE("udpcsum", IFLA_VXLAN_UDP_CSUM, "udp_csum"),
	VX_TOGGLE("udp6zerocsumtx", IFLA_VXLAN_UDP_ZERO_CSUM6_TX, "udp_zero_csum6_tx"),
	VX_TOGGLE("udp6zerocsumrx", IFLA_VXLAN_UDP_ZERO_CSUM6_RX, "udp_zero_csum6_rx"),
	{ .kw = "remcsumtx", .attr = IFLA_VXLAN_REMCSUM_TX, .type = KO_FLAG,
	  .flags = KF_DUP, .key = "remcsum_tx", .fmt = "remcsumtx " },
	{ .kw = "remcsumrx", .attr = IFLA_VXLAN_REMCSUM_RX, .type = KO_FLAG,
	  .flags = KF_DUP, .key = "remcsum_rx", .fmt = "remcsumrx " },
	{ .kw = "gbp", .attr = IFLA_VXLAN_GBP, .type = KO_NLFLAG, .flags = KF_DUP,
	  .key = "gbp", .fmt = "gbp " },
	{ .kw = "gpe", .attr = IFLA_VXLAN_GPE, .type = KO_NLFLAG, .flags = KF_DUP,
	  .key = "gpe", .fmt = "gpe " },

	{ .kw = "vni", .attr = IFLA_VXLAN_ID, .type = KO_U32, .max = 0xffffff,
	  .flags = KF_DUP | KF_LATER, .slot = S_VNI, .name = "id",
	  .err = "invalid id" },
	{ .kw = "remote", .attr = IFLA_VXLAN_GROUP, .type = KO_CUSTOM,
	  .sparse = vx_dst_parse },
	{ .kw = "hoplimit", .attr = IFLA_VXLAN_TTL, .type = KO_CUSTOM,
	  .flags = KF_DUP, .name = "ttl", .sparse = vx_ttl_parse },
	{ .kw = "dsfield", .attr = IFLA_VXLAN_TOS, .type = KO_CUSTOM,
	  .flags = KF_DUP, .name = "tos", .sparse = vx_tos_parse },
	{ .kw = "flowlabel", .attr = IFLA_VXLAN_LABEL, .type = KO_U32, .max = 0xfffff,
	  .flags = KF_DUP | KF_BE, .err = "invalid flowlabel" },
	{ .kw = "port", .attr = IFLA_VXLAN_PORT_RANGE, .type = KO_CUSTOM,
	  .flags = KF_DUP, .name = "srcport", .sparse = vx_srcport_parse },
	{ .kw = "nolearning", .attr = IFLA_VXLAN_LEARNING, .type = KO_FLAG, .val = 1,
	  .flags = KF_DUP | KF_LATER, .slot = S_LEARN },
	VX_NO("noproxy", IFLA_VXLAN_PROXY),
	VX_NO("norsc", IFLA_VXLAN_RSC),
	VX_NO("nol2miss", IFLA_VXLAN_L2MISS),
	VX_NO("nol3miss", IFLA_VXLAN_L3MISS),
	VX_NO("noudpcsum", IFLA_VXLAN_UDP_CSUM),
	VX_NO("noudp6zerocsumtx", IFLA_VXLAN_UDP_ZERO_CSUM6_TX),
	VX_NO("noudp6zerocsumrx", IFLA_VXLAN_UDP_ZERO_CSUM6_RX),
	VX_NO("noremcsumtx", IFLA_VXLAN_REMCSUM_TX),
	VX_NO("noremcsumrx", IFLA_VXLAN_REMCSUM_RX),
	{ .kw = "noexternal", .attr = IFLA_VXLAN_COLLECT_METADATA, .type = KO_FLAG,
	  .flags = KF_DUP | KF_NEG | KF_KEEP, .slot = S_META },
	{ .kw = "novnifilter", .attr = IFLA_VXLAN_VNIFILTER, .type = KO_FLAG,
	  .flags = KF_DUP | KF_EXACT | KF_NEG | KF_KEEP, .slot = S_VNIF },
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
	.name = "vxlan",
	.maxattr = IFLA_VXLAN_MAX,
	.opts = vxlan_opts,
	.usage = vxlan_usage,
	.order = vxlan_order,
	.finish = vxlan_finish,
};
