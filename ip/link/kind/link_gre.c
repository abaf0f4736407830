// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_gre.c - the GRE kinds: gre, gretap, erspan over IPv4 and ip6gre,
 * ip6gretap, ip6erspan over IPv6 (tables on ip/link/kind/link_tunnel.c).
 */
#include <stdio.h>
#include <string.h>
#include <arpa/inet.h>
#include <linux/if_tunnel.h>

#include "addr.h"
#include "opt.h"
#include "tunnel.h"

#define GRE_HELP_HEAD \
	"Usage: ... %-9s\t[ remote ADDR ]\n" \
	"\t\t\t[ local ADDR ]\n" \
	"\t\t\t[ [no][i|o]seq ]\n" \
	"\t\t\t[ [i|o]key KEY | no[i|o]key ]\n" \
	"\t\t\t[ [no][i|o]csum ]\n"
#define GRE_HELP_ERSPAN \
	"\t\t\t[ erspan_ver version ]\n" \
	"\t\t\t[ erspan IDX ]\n" \
	"\t\t\t[ erspan_dir { ingress | egress } ]\n" \
	"\t\t\t[ erspan_hwid hwid ]\n"

static void gre_help(FILE *f, const char *kind, bool erspan)
{
	fprintf(f, GRE_HELP_HEAD
		"\t\t\t[ ttl TTL ]\n"
		"\t\t\t[ tos TOS ]\n"
		"\t\t\t[ [no]pmtudisc ]\n"
		"\t\t\t[ [no]ignore-df ]\n"
		"\t\t\t[ dev PHYS_DEV ]\n"
		"\t\t\t[ fwmark MARK ]\n"
		TNL_HELP_ENCAP "%s\n"
		"Where:\tADDR := { IP_ADDRESS | any }\n"
		"\tTOS  := { NUMBER | inherit }\n"
		"\tTTL  := { 1..255 | inherit }\n"
		"\tKEY  := { DOTTED_QUAD | NUMBER }\n"
		"\tMARK := { 0x0..0xffffffff }\n", kind, erspan ? GRE_HELP_ERSPAN : "");
}

static void gre6_help(FILE *f, const char *kind)
{
	fprintf(f, GRE_HELP_HEAD
		"\t\t\t[ hoplimit TTL ]\n"
		"\t\t\t[ encaplimit ELIM ]\n"
		"\t\t\t[ tclass TCLASS ]\n"
		"\t\t\t[ flowlabel FLOWLABEL ]\n"
		"\t\t\t[ dscp inherit ]\n"
		"\t\t\t[ dev PHYS_DEV ]\n"
		"\t\t\t[ fwmark MARK ]\n"
		"\t\t\t[ [no]allow-localremote ]\n"
		TNL_HELP_ENCAP GRE_HELP_ERSPAN
		"\n"
		"Where:\tADDR\t  := IPV6_ADDRESS\n"
		"\tTTL\t  := { 0..255 } (default=64)\n"
		"\tKEY\t  := { DOTTED_QUAD | NUMBER }\n"
		"\tELIM\t  := { none | 0..255 }(default=4)\n"
		"\tTCLASS\t  := { 0x0..0xff | inherit }\n"
		"\tFLOWLABEL := { 0x0..0xfffff | inherit }\n"
		"\tMARK\t  := { 0x0..0xffffffff | inherit }\n", kind);
}

static void gre_usage(FILE *f) { gre_help(f, "gre", false); }
static void gretap_usage(FILE *f) { gre_help(f, "gretap", false); }
static void erspan_usage(FILE *f) { gre_help(f, "erspan", true); }
static void ip6gre_usage(FILE *f) { gre6_help(f, "ip6gre"); }
static void ip6gretap_usage(FILE *f) { gre6_help(f, "ip6gretap"); }
static void ip6erspan_usage(FILE *f) { gre6_help(f, "ip6erspan"); }

/* A multicast remote: the keys default to it, and a local address is
 * needed. */
static int gre_check(struct opt_parse *st)
{
	struct tnl_state *t = tnl_state(st);
	const struct inet_prefix *r = &t->a[TA_REMOTE], *l = &t->a[TA_LOCAL];
	int lane;

	if ((r->flags & (INET_F_INET | INET_F_MULTI)) != (INET_F_INET | INET_F_MULTI))
		return 0;
	for (lane = 0; lane < 2; lane++)
		if (!t->v[TF_IKEY + lane]) {
			memcpy(&t->v[TF_IKEY + lane], r->data, 4);
			t->v[TF_IFLAGS + lane] |= GRE_KEY;
		}
	if ((l->flags & (INET_F_INET | INET_F_UNSPEC)) != INET_F_INET) {
		fprintf(stderr, "A broadcast tunnel requires a source address.\n");
		return OPT_EFAIL;
	}
	return 0;
}

/* keys, sequence numbers and checksums, in iproute2's order */
#define GF(w, a, bit, lanes, on) \
	{ .kw = w, .attr = a, .h = &tnl_gflag, .data = TGF(bit, lanes, on) }
#define GRE_FLAG_KW \
	{ .kw = "key", .attr = IFLA_GRE_IKEY, .h = &tnl_key, .data = TLANES(3) }, \
	GF("nokey", IFLA_GRE_IKEY, GRE_KEY, 3, 0), \
	{ .kw = "ikey", .attr = IFLA_GRE_IKEY, .h = &tnl_key, .data = TLANES(1) }, \
	GF("noikey", IFLA_GRE_IKEY, GRE_KEY, 1, 0), \
	{ .kw = "okey", .attr = IFLA_GRE_OKEY, .h = &tnl_key, .data = TLANES(2) }, \
	GF("nookey", IFLA_GRE_OKEY, GRE_KEY, 2, 0), \
	GF("seq", IFLA_GRE_IFLAGS, GRE_SEQ, 3, 1), \
	GF("noseq", IFLA_GRE_IFLAGS, GRE_SEQ, 3, 0), \
	GF("iseq", IFLA_GRE_IFLAGS, GRE_SEQ, 1, 1), \
	GF("noiseq", IFLA_GRE_IFLAGS, GRE_SEQ, 1, 0), \
	GF("oseq", IFLA_GRE_OFLAGS, GRE_SEQ, 2, 1), \
	GF("nooseq", IFLA_GRE_OFLAGS, GRE_SEQ, 2, 0), \
	GF("csum", IFLA_GRE_IFLAGS, GRE_CSUM, 3, 1), \
	GF("nocsum", IFLA_GRE_IFLAGS, GRE_CSUM, 3, 0), \
	GF("icsum", IFLA_GRE_IFLAGS, GRE_CSUM, 1, 1), \
	GF("noicsum", IFLA_GRE_IFLAGS, GRE_CSUM, 1, 0), \
	GF("ocsum", IFLA_GRE_OFLAGS, GRE_CSUM, 2, 1), \
	GF("noocsum", IFLA_GRE_OFLAGS, GRE_CSUM, 2, 0)

#define GBIT(k, a, bit) \
	{ .attr = a, .h = &tnl_bit_out, .key = k, .fmt = k " ", .data = TBIT(bit) }
#define GRE_FLAG_PRINT \
	{ .attr = IFLA_GRE_IKEY, .h = &tnl_key_out, .key = "ikey", \
	  .data = TBIT(GRE_KEY, IFLA_GRE_IFLAGS) }, \
	{ .attr = IFLA_GRE_OKEY, .h = &tnl_key_out, .key = "okey", \
	  .data = TBIT(GRE_KEY, IFLA_GRE_OFLAGS) }, \
	GBIT("iseq", IFLA_GRE_IFLAGS, GRE_SEQ), GBIT("oseq", IFLA_GRE_OFLAGS, GRE_SEQ), \
	GBIT("icsum", IFLA_GRE_IFLAGS, GRE_CSUM), GBIT("ocsum", IFLA_GRE_OFLAGS, GRE_CSUM)

/* Print rows in print order, then the words in matching order. */
#define GRE_ROWS \
	TNL_EXTERNAL(IFLA_GRE_COLLECT_METADATA), \
	TNL_ENDPOINTS(IFLA_GRE_LOCAL, IFLA_GRE_REMOTE), \
	TNL_LINK(IFLA_GRE_LINK), \
	{ .attr = IFLA_GRE_TTL, .h = &tnl_ttl_out, .flags = OPT_ABSENT, .key = "ttl", \
	  .fmt = "ttl %u " }, \
	{ .attr = IFLA_GRE_TOS, .h = &opt_dsfield, .key = "tos" }, \
	{ .attr = IFLA_GRE_PMTUDISC, .h = &tnl_pmtu_out, .key = "pmtudisc" }, \
	{ .attr = IFLA_GRE_IGNORE_DF, .h = &opt_flag, .key = "ignore_df", \
	  .fmt = "ignore-df " }, \
	GRE_FLAG_PRINT, \
	TNL_FWMARK_HEX(IFLA_GRE_FWMARK), \
	TNL_ERSPAN_PRINT, \
	TNL_ENCAP_PRINT(IFLA_GRE_ENCAP_TYPE), \
	GRE_FLAG_KW, \
	TNL_PMTU_KW(IFLA_GRE_PMTUDISC, 0), \
	TNL_ADDR_KW(IFLA_GRE_LOCAL, IFLA_GRE_REMOTE, 0), \
	TNL_DEV_KW(IFLA_GRE_LINK), \
	TNL_TTL_KW(IFLA_GRE_TTL, "invalid TTL\n", 0), \
	TNL_TOS_KW(IFLA_GRE_TOS, 0), \
	TNL_ENCAP_KW(IFLA_GRE_ENCAP_TYPE), \
	TNL_EXTERNAL_KW(IFLA_GRE_COLLECT_METADATA), \
	{ .kw = "ignore-df", .attr = IFLA_GRE_IGNORE_DF, .h = &tnl_set, \
	  .flags = OPT_EXACT, .data = TSET(TF_IGNDF, ~0u, 1) }, \
	{ .kw = "noignore-df", .attr = IFLA_GRE_IGNORE_DF, .h = &tnl_set, \
	  .flags = OPT_EXACT, .data = TSET(TF_IGNDF, ~0u, 2) }, \
	TNL_FWMARK_KW(IFLA_GRE_FWMARK)

static const struct opt gre_opts[] = { GRE_ROWS, { 0 } };
static const struct opt erspan_opts[] = { GRE_ROWS, TNL_ERSPAN_KW, { 0 } };

static const struct opt gre6_opts[] = {
	TNL_EXTERNAL(IFLA_GRE_COLLECT_METADATA),
	TNL_ENDPOINTS(IFLA_GRE_LOCAL, IFLA_GRE_REMOTE),
	TNL_LINK(IFLA_GRE_LINK),
	{ .attr = IFLA_GRE_TTL, .h = &tnl_ttl_out, .flags = OPT_ABSENT, .key = "ttl",
	  .fmt = "hoplimit %u " },
	TNL_IP6_PRINT(IFLA_GRE_FLAGS, IFLA_GRE_FLOWINFO, IFLA_GRE_ENCAP_LIMIT),
	GRE_FLAG_PRINT,
	TNL_ALLOW_LR_PRINT(IFLA_GRE_FLAGS),
	TNL_IP6_FWMARK_PRINT(IFLA_GRE_FLAGS, IFLA_GRE_FWMARK),
	TNL_ERSPAN_PRINT,
	TNL_ENCAP_PRINT(IFLA_GRE_ENCAP_TYPE),

	GRE_FLAG_KW,
	TNL_ADDR_KW(IFLA_GRE_LOCAL, IFLA_GRE_REMOTE, 0),
	TNL_DEV_KW(IFLA_GRE_LINK),
	TNL_TTL_KW(IFLA_GRE_TTL, "invalid HLIM\n", 0),
	TNL_TCLASS_KW(IFLA_GRE_FLOWINFO, 0),
	TNL_IP6_KW(IFLA_GRE_FLAGS, IFLA_GRE_FLOWINFO, IFLA_GRE_ENCAP_LIMIT,
		   IFLA_GRE_FWMARK, "invalid ELIM"),
	TNL_ENCAP_KW(IFLA_GRE_ENCAP_TYPE),
	TNL_EXTERNAL_KW(IFLA_GRE_COLLECT_METADATA),
	TNL_ERSPAN_KW,
	{ 0 }
};

/* What iproute2 sends, in its order, and what "set" starts from */
#define GRE_WIRE_HEAD \
	{ IFLA_GRE_COLLECT_METADATA, TF_META, 0, W_IO | W_META }, \
	{ IFLA_GRE_IKEY, TF_IKEY, 4, W_IO }, \
	{ IFLA_GRE_OKEY, TF_OKEY, 4, W_IO }, \
	{ IFLA_GRE_IFLAGS, TF_IFLAGS, 2, W_IO }, \
	{ IFLA_GRE_OFLAGS, TF_OFLAGS, 2, W_IO }, \
	{ IFLA_GRE_LOCAL, TA_LOCAL, 0, W_IO | W_ADDR }, \
	{ IFLA_GRE_REMOTE, TA_REMOTE, 0, W_IO | W_ADDR }
#define GRE_WIRE_TAIL \
	{ IFLA_GRE_FWMARK, TF_FWMARK, 4, W_IO }, \
	TNL_ERSPAN_WIRE, \
	TNL_ENCAP_WIRE(IFLA_GRE_ENCAP_TYPE, W_IO), \
	{ 0 }

static const struct tnl_wire gre_wire[] = {
	GRE_WIRE_HEAD,
	{ IFLA_GRE_PMTUDISC, TF_PMTU, 1, W_IO },
	{ IFLA_GRE_IGNORE_DF, TF_IGNDF, 1, W_IO | W_NZ | W_LSB },
	{ IFLA_GRE_TOS, TF_TOS, 1, W_IO },
	{ IFLA_GRE_LINK, TF_LINK, 4, W_IO | W_NZ },
	{ IFLA_GRE_TTL, TF_TTL, 1, W_IO },
	GRE_WIRE_TAIL
};

static const struct tnl_wire gre6_wire[] = {
	GRE_WIRE_HEAD,
	{ IFLA_GRE_LINK, TF_LINK, 4, W_IO | W_NZ },
	{ IFLA_GRE_TTL, TF_TTL, 1, W_IO },
	{ IFLA_GRE_ENCAP_LIMIT, TF_ELIM, 1, W_IO },
	{ IFLA_GRE_FLOWINFO, TF_FLOWINFO, 4, W_IO },
	{ IFLA_GRE_FLAGS, TF_FLAGS, 4, W_IO },
	GRE_WIRE_TAIL
};

static const struct tnl_state gre_init = {
	.v = { [TF_PMTU] = 1, [TF_ERVER] = 1 },
};
static const struct tnl_state gre6_init = {
	.v = { [TF_TTL] = 64, [TF_ELIM] = IPV6_DEFAULT_TNL_ENCAP_LIMIT,
	       [TF_ENCFLAGS] = TUNNEL_ENCAP_FLAG_CSUM6, [TF_ERVER] = 1 },
};

/* Each namespace has a fallback gre0, gretap0, erspan0 and ip6gre0 that
 * a delete leaves in place: those kinds go line by line in batches. */
#define GRE_KIND(id, opts_, use, family, er, wire_, init_, check_, del_) { \
	.k = { .set = { .name = id, .opts = opts_, .maxattr = IFLA_GRE_MAX, \
			.usage = use, .finish = tnl_finish }, \
	       .parse = tnl_parse, .del = del_ }, \
	.af = family, .erspan = er, .getlink = true, .wire = wire_, \
	.init = init_, .check = check_ }

const struct tnl_kind kind_gre = GRE_KIND("gre", gre_opts, gre_usage, AF_INET,
	ER_NONE, gre_wire, &gre_init, gre_check, KIND_DEL_UNKNOWN);
const struct tnl_kind kind_gretap = GRE_KIND("gretap", gre_opts, gretap_usage,
	AF_INET, ER_NONE, gre_wire, &gre_init, gre_check, KIND_DEL_UNKNOWN);
const struct tnl_kind kind_erspan = GRE_KIND("erspan", erspan_opts, erspan_usage,
	AF_INET, ER_ALWAYS, gre_wire, &gre_init, gre_check, KIND_DEL_UNKNOWN);
const struct tnl_kind kind_ip6gre = GRE_KIND("ip6gre", gre6_opts, ip6gre_usage,
	AF_INET6, ER_LE2, gre6_wire, &gre6_init, NULL, KIND_DEL_UNKNOWN);
const struct tnl_kind kind_ip6gretap = GRE_KIND("ip6gretap", gre6_opts,
	ip6gretap_usage, AF_INET6, ER_LE2, gre6_wire, &gre6_init, NULL,
	KIND_DEL_ALONE);
const struct tnl_kind kind_ip6erspan = GRE_KIND("ip6erspan", gre6_opts,
	ip6erspan_usage, AF_INET6, ER_LE2, gre6_wire, &gre6_init, NULL,
	KIND_DEL_ALONE);
