/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * link_vxlan.c - the "vxlan" link kind.
 *
 * The keyword table gives iproute2's matching order and handles the plain
 * on/off toggles; the rest needs the cross-option rules below (group vs
 * remote, external vs id, attributes sent after the loop).
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

/* Keywords handled in vxlan_parse(), by kopt.val. */
enum {
	VX_ID = 1, VX_GROUP, VX_REMOTE, VX_LOCAL, VX_DEV, VX_TTL, VX_TOS, VX_DF,
	VX_LABEL, VX_AGEING, VX_MAXADDR, VX_SRCPORT, VX_DSTPORT, VX_LEARNING,
	VX_NOLEARNING, VX_EXTERNAL, VX_NOEXTERNAL, VX_VNIFILTER, VX_NOVNIFILTER,
};

#define VX(k, v) { .kw = k, .type = KO_CUSTOM, .val = v }
#define VX_TOGGLE(k, a, neg) { .kw = k, .attr = a, .type = KO_FLAG, \
		.flags = KF_DUP | ((neg) ? KF_NEG : 0) }

/* In iproute2's matching order. */
static const struct kopt vxlan_opts[] = {
	VX("id", VX_ID), VX("vni", VX_ID),
	VX("group", VX_GROUP), VX("remote", VX_REMOTE), VX("local", VX_LOCAL),
	VX("dev", VX_DEV), VX("ttl", VX_TTL), VX("hoplimit", VX_TTL),
	VX("tos", VX_TOS), VX("dsfield", VX_TOS), VX("df", VX_DF),
	VX("label", VX_LABEL), VX("flowlabel", VX_LABEL),
	VX("ageing", VX_AGEING), VX("maxaddress", VX_MAXADDR),
	VX("port", VX_SRCPORT), VX("srcport", VX_SRCPORT),
	VX("dstport", VX_DSTPORT),
	VX("nolearning", VX_NOLEARNING), VX("learning", VX_LEARNING),
	VX_TOGGLE("noproxy", IFLA_VXLAN_PROXY, 1),
	VX_TOGGLE("proxy", IFLA_VXLAN_PROXY, 0),
	VX_TOGGLE("norsc", IFLA_VXLAN_RSC, 1),
	VX_TOGGLE("rsc", IFLA_VXLAN_RSC, 0),
	VX_TOGGLE("nol2miss", IFLA_VXLAN_L2MISS, 1),
	VX_TOGGLE("l2miss", IFLA_VXLAN_L2MISS, 0),
	VX_TOGGLE("nol3miss", IFLA_VXLAN_L3MISS, 1),
	VX_TOGGLE("l3miss", IFLA_VXLAN_L3MISS, 0),
	VX_TOGGLE("udpcsum", IFLA_VXLAN_UDP_CSUM, 0),
	VX_TOGGLE("noudpcsum", IFLA_VXLAN_UDP_CSUM, 1),
	VX_TOGGLE("udp6zerocsumtx", IFLA_VXLAN_UDP_ZERO_CSUM6_TX, 0),
	VX_TOGGLE("noudp6zerocsumtx", IFLA_VXLAN_UDP_ZERO_CSUM6_TX, 1),
	VX_TOGGLE("udp6zerocsumrx", IFLA_VXLAN_UDP_ZERO_CSUM6_RX, 0),
	VX_TOGGLE("noudp6zerocsumrx", IFLA_VXLAN_UDP_ZERO_CSUM6_RX, 1),
	VX_TOGGLE("remcsumtx", IFLA_VXLAN_REMCSUM_TX, 0),
	VX_TOGGLE("noremcsumtx", IFLA_VXLAN_REMCSUM_TX, 1),
	VX_TOGGLE("remcsumrx", IFLA_VXLAN_REMCSUM_RX, 0),
	VX_TOGGLE("noremcsumrx", IFLA_VXLAN_REMCSUM_RX, 1),
	VX("external", VX_EXTERNAL), VX("noexternal", VX_NOEXTERNAL),
	{ .kw = "gbp", .attr = IFLA_VXLAN_GBP, .type = KO_NLFLAG, .flags = KF_DUP },
	{ .kw = "gpe", .attr = IFLA_VXLAN_GPE, .type = KO_NLFLAG, .flags = KF_DUP },
	VX("vnifilter", VX_VNIFILTER), VX("novnifilter", VX_NOVNIFILTER),
	{ 0 }
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

static bool vx_seen(struct kparse *st, uint16_t attr)
{
	return st->seen[attr / 64] & (1ULL << (attr % 64));
}

/* iproute2's check_duparg(): fatal on the second use of an attribute. */
static int vx_dup(struct kparse *st, uint16_t attr, const char *key,
		  const char *arg)
{
	if (vx_seen(st, attr))
		return err_duparg2(key, arg);
	st->seen[attr / 64] |= 1ULL << (attr % 64);
	return 0;
}

static int vxlan_parse(struct ipctx *ctx, const struct link_kind *k, int argc,
		       char **argv, struct nlmsghdr *n)
{
	struct kparse st;
	struct vx_addr saddr = { .family = AF_UNSPEC };
	struct vx_addr daddr = { .family = AF_UNSPEC };
	uint32_t vni = 0, u32;
	uint16_t dstport = 0;
	uint8_t learning = 1, metadata = 0, vnifilter = 0;
	int r;

	kind_parse_init(&st, ctx, k, n);
	while (argc > 0) {
		const struct kopt *o = kind_lookup(k, *argv);

		if (!o) {
			if (matches(*argv, "help")) {
				vxlan_usage(stderr);
				return KIND_EFAIL;
			}
			return kind_unknown(k, *argv);
		}
		if (o->type != KO_CUSTOM) {
			r = kind_parse_opt(&st, o, argc, argv);
			if (r < 0)
				return -r;
			argc -= r + 1;
			argv += r + 1;
			continue;
		}
		switch (o->val) {
		case VX_ID:
			NEXT_ARG();
			if ((r = vx_dup(&st, IFLA_VXLAN_ID, "id", *argv)))
				return r;
			if (get_u32(&vni, *argv, 0) || vni >= 1U << 24)
				return err_invarg("invalid id", *argv);
			break;
		case VX_GROUP:
		case VX_REMOTE: {
			bool group = o->val == VX_GROUP;

			if (daddr.inet && daddr.multi != group) {
				fprintf(stderr, "vxlan: both group and remote cannot be specified\n");
				return KIND_EFAIL;
			}
			NEXT_ARG();
			if ((r = vx_dup(&st, IFLA_VXLAN_GROUP, group ? "group" : "remote",
					*argv)))
				return r;
			if ((r = vx_get_addr(&daddr, *argv, saddr.family)))
				return r;
			if (!daddr.inet || daddr.multi != group)
				return err_invarg(group ? "invalid group address" :
						  "invalid remote address", *argv);
			break;
		}
		case VX_LOCAL:
			NEXT_ARG();
			if ((r = vx_dup(&st, IFLA_VXLAN_LOCAL, "local", *argv)))
				return r;
			if ((r = vx_get_addr(&saddr, *argv, daddr.family)))
				return r;
			if (!saddr.inet || saddr.multi)
				return err_invarg("invalid local address", *argv);
			break;
		case VX_DEV: {
			int idx;

			NEXT_ARG();
			if ((r = vx_dup(&st, IFLA_VXLAN_LINK, "dev", *argv)))
				return r;
			idx = lc_name2index(ctx->lc, *argv);
			if (!idx) {
				fprintf(stderr, "Cannot find device \"%s\"\n", *argv);
				return IP_EARG;
			}
			kind_put_u32(n, IFLA_VXLAN_LINK, (uint32_t)idx);
			break;
		}
		case VX_TTL:
			NEXT_ARG();
			if ((r = vx_dup(&st, IFLA_VXLAN_TTL, "ttl", *argv)))
				return r;
			if (strcmp(*argv, "inherit") == 0) {
				kind_put(n, IFLA_VXLAN_TTL_INHERIT, NULL, 0);
			} else if (strcmp(*argv, "auto") == 0) {
				kind_put_u8(n, IFLA_VXLAN_TTL, 0);
			} else {
				if (get_u32(&u32, *argv, 0))
					return err_invarg("invalid TTL", *argv);
				if (u32 > 255)
					return err_invarg("TTL must be <= 255", *argv);
				kind_put_u8(n, IFLA_VXLAN_TTL, (uint8_t)u32);
			}
			break;
		case VX_TOS:
			NEXT_ARG();
			if ((r = vx_dup(&st, IFLA_VXLAN_TOS, "tos", *argv)))
				return r;
			if (strcmp(*argv, "inherit") == 0)
				u32 = 1;
			else if (dsfield_a2n(&u32, *argv))
				return err_invarg("bad TOS value", *argv);
			kind_put_u8(n, IFLA_VXLAN_TOS, (uint8_t)u32);
			break;
		case VX_DF:
			NEXT_ARG();
			if ((r = vx_dup(&st, IFLA_VXLAN_DF, "df", *argv)))
				return r;
			if (strcmp(*argv, "unset") == 0)
				u32 = VXLAN_DF_UNSET;
			else if (strcmp(*argv, "set") == 0)
				u32 = VXLAN_DF_SET;
			else if (strcmp(*argv, "inherit") == 0)
				u32 = VXLAN_DF_INHERIT;
			else
				return err_invarg("DF must be 'unset', 'set' or 'inherit'",
						  *argv);
			kind_put_u8(n, IFLA_VXLAN_DF, (uint8_t)u32);
			break;
		case VX_LABEL:
			NEXT_ARG();
			if ((r = vx_dup(&st, IFLA_VXLAN_LABEL, "flowlabel", *argv)))
				return r;
			if (get_u32(&u32, *argv, 0) || (u32 & ~0xfffffU))
				return err_invarg("invalid flowlabel", *argv);
			kind_put_u32(n, IFLA_VXLAN_LABEL, htonl(u32));
			break;
		case VX_AGEING:
			NEXT_ARG();
			if ((r = vx_dup(&st, IFLA_VXLAN_AGEING, "ageing", *argv)))
				return r;
			if (strcmp(*argv, "none") == 0)
				u32 = 0;
			else if (get_u32(&u32, *argv, 0))
				return err_invarg("ageing timer", *argv);
			kind_put_u32(n, IFLA_VXLAN_AGEING, u32);
			break;
		case VX_MAXADDR:
			NEXT_ARG();
			if ((r = vx_dup(&st, IFLA_VXLAN_LIMIT, "maxaddress", *argv)))
				return r;
			if (strcmp(*argv, "unlimited") == 0)
				u32 = 0;
			else if (get_u32(&u32, *argv, 0))
				return err_invarg("max addresses", *argv);
			kind_put_u32(n, IFLA_VXLAN_LIMIT, u32);
			break;
		case VX_SRCPORT: {
			struct ifla_vxlan_port_range range;
			uint16_t lo, hi;

			NEXT_ARG();
			if ((r = vx_dup(&st, IFLA_VXLAN_PORT_RANGE, "srcport", *argv)))
				return r;
			if (get_u16(&lo, *argv, 0))
				return err_invarg("min port", *argv);
			NEXT_ARG();
			if (get_u16(&hi, *argv, 0))
				return err_invarg("max port", *argv);
			if (lo || hi) {
				range.low = htons(lo);
				range.high = htons(hi);
				kind_put(n, IFLA_VXLAN_PORT_RANGE, &range, sizeof(range));
			}
			break;
		}
		case VX_DSTPORT:
			NEXT_ARG();
			if ((r = vx_dup(&st, IFLA_VXLAN_PORT, "dstport", *argv)))
				return r;
			if (get_u16(&dstport, *argv, 0))
				return err_invarg("dst port", *argv);
			break;
		case VX_LEARNING:
		case VX_NOLEARNING:
			if ((r = vx_dup(&st, IFLA_VXLAN_LEARNING, *argv, *argv)))
				return r;
			learning = o->val == VX_LEARNING;
			break;
		case VX_EXTERNAL:
		case VX_NOEXTERNAL:
			if ((r = vx_dup(&st, IFLA_VXLAN_COLLECT_METADATA, *argv, *argv)))
				return r;
			metadata = o->val == VX_EXTERNAL;
			if (metadata)
				learning = 0;
			kind_put_u8(n, IFLA_VXLAN_COLLECT_METADATA, metadata);
			break;
		case VX_VNIFILTER:
		case VX_NOVNIFILTER:
			if ((r = vx_dup(&st, IFLA_VXLAN_VNIFILTER, *argv, *argv)))
				return r;
			if (o->val == VX_VNIFILTER)
				vnifilter = 1;
			kind_put_u8(n, IFLA_VXLAN_VNIFILTER, o->val == VX_VNIFILTER);
			break;
		}
		argc--;
		argv++;
	}

	if (!metadata && vnifilter) {
		fprintf(stderr, "vxlan: vnifilter is valid only when 'external' is set\n");
		return KIND_EFAIL;
	}
	if (metadata && vx_seen(&st, IFLA_VXLAN_ID)) {
		fprintf(stderr, "vxlan: both 'external' and vni cannot be specified\n");
		return KIND_EFAIL;
	}
	if (!metadata && !vnifilter && !vx_seen(&st, IFLA_VXLAN_ID) && st.create) {
		fprintf(stderr, "vxlan: missing virtual network identifier\n");
		return KIND_EFAIL;
	}
	if (daddr.inet && daddr.multi && !vx_seen(&st, IFLA_VXLAN_LINK)) {
		fprintf(stderr, "vxlan: 'group' requires 'dev' to be specified\n");
		return KIND_EFAIL;
	}
	if (!vx_seen(&st, IFLA_VXLAN_PORT) && vx_seen(&st, IFLA_VXLAN_GPE)) {
		dstport = 4790;
	} else if (!vx_seen(&st, IFLA_VXLAN_PORT) && st.create) {
		fprintf(stderr, "vxlan: destination port not specified\n"
			"Will use Linux kernel default (non-standard value)\n");
		fprintf(stderr, "Use 'dstport 4789' to get the IANA assigned value\n"
			"Use 'dstport 0' to get default and quiet this message\n");
	}

	if (vx_seen(&st, IFLA_VXLAN_ID))
		kind_put_u32(n, IFLA_VXLAN_ID, vni);
	if (saddr.inet)
		kind_put(n, saddr.family == AF_INET ? IFLA_VXLAN_LOCAL :
			 IFLA_VXLAN_LOCAL6, saddr.data, (size_t)saddr.len);
	if (daddr.inet)
		kind_put(n, daddr.family == AF_INET ? IFLA_VXLAN_GROUP :
			 IFLA_VXLAN_GROUP6, daddr.data, (size_t)daddr.len);
	if (!saddr.inet && !daddr.inet) {
		/* -4 / -6 pick the underlay family with an unset group */
		static const uint8_t zero[16];

		if (ctx->o.family == AF_INET)
			kind_put(n, IFLA_VXLAN_GROUP, zero, 4);
		else if (ctx->o.family == AF_INET6)
			kind_put(n, IFLA_VXLAN_GROUP6, zero, 16);
	}
	if (st.create || vx_seen(&st, IFLA_VXLAN_LEARNING))
		kind_put_u8(n, IFLA_VXLAN_LEARNING, learning);
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

static void print_addr(struct ipctx *ctx, const struct nlattr *v4,
		       const struct nlattr *v6, const char *k4m, const char *k4,
		       const char *k6m, const char *k6, const char *tm,
		       const char *t)
{
	char buf[INET6_ADDRSTRLEN];

	if (v4) {
		uint32_t addr = get32(v4);

		if (!addr)
			return;
		inet_ntop(AF_INET, &addr, buf, sizeof(buf));
		if (IN_MULTICAST(ntohl(addr)))
			out_str(ctx->out, OUT_ANY, CLR_NONE, k4m, tm, buf);
		else
			out_str(ctx->out, OUT_ANY, CLR_NONE, k4, t, buf);
	} else if (v6 && v6->nla_len >= NLA_HDRLEN + 16) {
		struct in6_addr a6;

		memcpy(&a6, (const char *)v6 + NLA_HDRLEN, sizeof(a6));
		if (IN6_IS_ADDR_UNSPECIFIED(&a6))
			return;
		inet_ntop(AF_INET6, &a6, buf, sizeof(buf));
		if (IN6_IS_ADDR_MULTICAST(&a6))
			out_str(ctx->out, OUT_ANY, CLR_NONE, k6m, tm, buf);
		else
			out_str(ctx->out, OUT_ANY, CLR_NONE, k6, t, buf);
	}
}

/* JSON bool always; text "KW " or "noKW " */
static void print_csum(struct ipctx *ctx, const struct nlattr *a,
		       const char *key, const char *text, const char *notext)
{
	bool v;

	if (!a)
		return;
	v = get8(a);
	out_bool(ctx->out, OUT_JSON, key, NULL, v);
	out_text(ctx->out, "%s", v ? text : notext);
}

static void print_set(struct ipctx *ctx, const struct nlattr *a,
		      const char *key, const char *text)
{
	if (a && get8(a))
		out_flag(ctx->out, key, text, true);
}

static void vxlan_print(struct ipctx *ctx, const struct link_kind *k,
			const struct nlattr *data,
			const struct nlattr *const *ifla)
{
	const struct nlattr *tb[IFLA_VXLAN_MAX + 1];
	struct out *p = ctx->out;
	char buf[64];
	uint8_t tos = 0;

	(void)k;
	(void)ifla;
	if (!data)
		return;
	kind_parse_nest(tb, IFLA_VXLAN_MAX, data);

	print_set(ctx, tb[IFLA_VXLAN_COLLECT_METADATA], "external", "external ");
	/* (sic) no space after "vnifilter" in iproute2 6.1 */
	print_set(ctx, tb[IFLA_VXLAN_VNIFILTER], "vnifilter", "vnifilter");
	if (tb[IFLA_VXLAN_ID] && tb[IFLA_VXLAN_ID]->nla_len >= NLA_HDRLEN + 4)
		out_uint(p, OUT_ANY, "id", "id %u ", get32(tb[IFLA_VXLAN_ID]));
	print_addr(ctx, tb[IFLA_VXLAN_GROUP], tb[IFLA_VXLAN_GROUP6], "group",
		   "remote", "group6", "remote6", "group %s ", "remote %s ");
	print_addr(ctx, tb[IFLA_VXLAN_LOCAL], tb[IFLA_VXLAN_LOCAL6], "local",
		   "local", "local6", "local6", "local %s ", "local %s ");
	if (tb[IFLA_VXLAN_LINK] && get32(tb[IFLA_VXLAN_LINK])) {
		char nbuf[IFNAMSIZ + 8];

		out_str(p, OUT_ANY, CLR_NONE, "link", "dev %s ",
			lc_index2name(ctx->lc, (int)get32(tb[IFLA_VXLAN_LINK]), nbuf));
	}
	if (tb[IFLA_VXLAN_PORT_RANGE] &&
	    tb[IFLA_VXLAN_PORT_RANGE]->nla_len >= NLA_HDRLEN + 4) {
		struct ifla_vxlan_port_range r;

		memcpy(&r, (const char *)tb[IFLA_VXLAN_PORT_RANGE] + NLA_HDRLEN,
		       sizeof(r));
		out_open_obj(p, OUT_JSON, "port_range");
		out_uint(p, OUT_JSON, "low", NULL, ntohs(r.low));
		out_uint(p, OUT_JSON, "high", NULL, ntohs(r.high));
		out_close_obj(p, OUT_JSON);
		out_text(p, "srcport %u %u ", ntohs(r.low), ntohs(r.high));
	}
	if (tb[IFLA_VXLAN_PORT]) {
		uint16_t port = 0;

		memcpy(&port, (const char *)tb[IFLA_VXLAN_PORT] + NLA_HDRLEN,
		       sizeof(port));
		out_uint(p, OUT_ANY, "port", "dstport %u ", ntohs(port));
	}
	if (tb[IFLA_VXLAN_LEARNING]) {
		bool l = get8(tb[IFLA_VXLAN_LEARNING]);

		out_bool(p, OUT_JSON, "learning", NULL, l);
		if (!l)
			out_text(p, "nolearning ");
	}
	print_set(ctx, tb[IFLA_VXLAN_PROXY], "proxy", "proxy ");
	print_set(ctx, tb[IFLA_VXLAN_RSC], "rsc", "rsc ");
	print_set(ctx, tb[IFLA_VXLAN_L2MISS], "l2miss", "l2miss ");
	print_set(ctx, tb[IFLA_VXLAN_L3MISS], "l3miss", "l3miss ");

	if (tb[IFLA_VXLAN_TOS])
		tos = get8(tb[IFLA_VXLAN_TOS]);
	if (tos) {
		if (out_is_json(p) || tos != 1) {
			snprintf(buf, sizeof(buf), "%#x", tos);
			out_str(p, OUT_ANY, CLR_NONE, "tos", "tos %s ", buf);
		} else {
			out_text(p, "tos inherit ");
		}
	}
	if (tb[IFLA_VXLAN_TTL_INHERIT] && get8(tb[IFLA_VXLAN_TTL_INHERIT])) {
		out_text(p, "ttl inherit ");
	} else if (tb[IFLA_VXLAN_TTL]) {
		uint8_t ttl = get8(tb[IFLA_VXLAN_TTL]);

		if (out_is_json(p) || ttl)
			out_uint(p, OUT_ANY, "ttl", "ttl %u ", ttl);
		else
			out_text(p, "ttl auto ");
	}
	if (tb[IFLA_VXLAN_DF]) {
		uint8_t df = get8(tb[IFLA_VXLAN_DF]);

		if (df == VXLAN_DF_UNSET)
			out_str(p, OUT_JSON, CLR_NONE, "df", NULL, "unset");
		else if (df == VXLAN_DF_SET)
			out_str(p, OUT_ANY, CLR_NONE, "df", "df %s ", "set");
		else if (df == VXLAN_DF_INHERIT)
			out_str(p, OUT_ANY, CLR_NONE, "df", "df %s ", "inherit");
	}
	if (tb[IFLA_VXLAN_LABEL]) {
		uint32_t label = ntohl(get32(tb[IFLA_VXLAN_LABEL]));

		if (label) {
			snprintf(buf, sizeof(buf), "%#x", label);
			out_str(p, OUT_ANY, CLR_NONE, "label", "flowlabel %s ", buf);
		}
	}
	if (tb[IFLA_VXLAN_AGEING]) {
		uint32_t age = get32(tb[IFLA_VXLAN_AGEING]);

		out_uint(p, OUT_ANY, "ageing", age ? "ageing %u " : "ageing none ",
			 age);
	}
	if (tb[IFLA_VXLAN_LIMIT] && get32(tb[IFLA_VXLAN_LIMIT]))
		out_uint(p, OUT_ANY, "limit", "maxaddr %u ", get32(tb[IFLA_VXLAN_LIMIT]));
	print_csum(ctx, tb[IFLA_VXLAN_UDP_CSUM], "udp_csum", "udpcsum ",
		   "noudpcsum ");
	print_csum(ctx, tb[IFLA_VXLAN_UDP_ZERO_CSUM6_TX], "udp_zero_csum6_tx",
		   "udp6zerocsumtx ", "noudp6zerocsumtx ");
	print_csum(ctx, tb[IFLA_VXLAN_UDP_ZERO_CSUM6_RX], "udp_zero_csum6_rx",
		   "udp6zerocsumrx ", "noudp6zerocsumrx ");
	print_set(ctx, tb[IFLA_VXLAN_REMCSUM_TX], "remcsum_tx", "remcsumtx ");
	print_set(ctx, tb[IFLA_VXLAN_REMCSUM_RX], "remcsum_rx", "remcsumrx ");
	if (tb[IFLA_VXLAN_GBP])
		out_flag(p, "gbp", "gbp ", true);
	if (tb[IFLA_VXLAN_GPE])
		out_flag(p, "gpe", "gpe ", true);
}

const struct link_kind kind_vxlan = {
	.name = "vxlan",
	.maxattr = IFLA_VXLAN_MAX,
	.opts = vxlan_opts,
	.parse = vxlan_parse,
	.print = vxlan_print,
	.usage = vxlan_usage,
};
