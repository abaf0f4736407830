/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tunnel.h - what the IP tunnel kinds share (ip/link/kind/link_tunnel.c): gre,
 * gretap, erspan, ip6gre, ip6gretap, ip6erspan, ipip, sit, ip6tnl, vti,
 * vti6, xfrm.
 *
 * iproute2 reads a tunnel's words into one set of parameters (started
 * from defaults, or from the device's own attributes when it changes
 * one) and sends them all after the last word, in an order of its own.
 * Here the parameters are a struct tnl_state in opt_parse.priv that the
 * option rows' handlers change; each kind's wire table says which
 * attribute carries which parameter, in the order they are sent, and
 * which of them a change starts from.  The kind tables (link_gre.c,
 * link_iptnl.c, link_vti.c, link_xfrm.c) are option rows on the handlers
 * below, with the rows most kinds share as macros.
 */
#ifndef IP_TUNNEL_H
#define IP_TUNNEL_H

#include <stdint.h>
#include <linux/if_tunnel.h>
#include <linux/ip6_tunnel.h>

#include "addr.h"
#include "args.h"
#include "kind.h"

/* The numbers of a tunnel (tnl_state.v).  Keys, flow info and the GRE
 * flags are kept as they go on the wire (network order); ports in host
 * order. */
enum tnl_field {
	TF_IKEY, TF_OKEY, TF_IFLAGS, TF_OFLAGS, TF_FLAGS, TF_FLOWINFO,
	TF_LINK, TF_FWMARK, TF_ERIDX, TF_ENCTYPE, TF_ENCFLAGS, TF_SPORT,
	TF_DPORT, TF_HWID, TF_PMTU, TF_IGNDF, TF_TOS, TF_TTL, TF_ELIM,
	TF_PROTO, TF_META, TF_ERVER, TF_ERDIR,
	TF_SCRATCH,	/* what an unreadable "encaplimit" leaves (ip6tnl) */
	TF_N
};

/* Its addresses (tnl_state.a). */
enum tnl_addr { TA_LOCAL, TA_REMOTE, TA_6RD, TA_RELAY, TA_N };

struct tnl_state {
	uint32_t v[TF_N];
	struct inet_prefix a[TA_N];
};

/* One attribute of a kind's data and the parameter it carries. */
struct tnl_wire {
	uint16_t attr;
	uint8_t field;		/* TF_* (TA_* with W_ADDR, W_PFX, W_PLEN) */
	uint8_t size;		/* 1, 2, 4 bytes (W_PFX: 0 the address, 4
				 * its first 4 bytes) */
	uint16_t how;		/* W_* */
};

#define W_IN	0x0001	/* a change starts from the device's value */
#define W_OUT	0x0002	/* sent */
#define W_NZ	0x0004	/* sent only when not 0 */
#define W_ADDR	0x0008	/* local/remote: sent when a set address */
#define W_PFX	0x0010	/* 6rd prefix: sent when read at all */
#define W_PLEN	0x0020	/* its length (u16), with it */
#define W_BE	0x0040	/* sent in network order */
#define W_LSB	0x0080	/* sent as v & 1; read as !!v */
#define W_META	0x0100	/* external: read: present; sent: the flag
			 * alone and nothing after it */
#define W_ERV	0x0200	/* erspan version: sent as the kind says */
#define W_ER1	0x0400	/* sent with version 1 and a non-zero value */
#define W_ER2	0x0800	/* sent with version 2 */
#define W_SIT	0x1000	/* sit only */
#define W_IO	(W_IN | W_OUT)

enum tnl_erspan {
	ER_NONE,
	ER_ALWAYS,	/* erspan: the version always goes */
	ER_LE2,		/* the ip6gre kinds: when at most 2 */
};

/* A tunnel kind: the link kind and what its words and attributes mean. */
struct tnl_kind {
	struct link_kind k;		/* first: the registry's view */
	uint8_t af;			/* of local and remote */
	uint8_t erspan;			/* ER_* */
	bool sit;
	bool getlink;			/* "set" starts from the device */
	const struct tnl_wire *wire;	/* in the order iproute2 sends */
	const struct tnl_state *init;	/* defaults (NULL: all 0) */
	/* cross-checks before sending: 0 or an exit status */
	int (*check)(struct opt_parse *st);
};

static inline const struct tnl_kind *tnl_kind(const struct opt_set *set)
{
	return (const struct tnl_kind *)set;
}

static inline struct tnl_state *tnl_state(struct opt_parse *st)
{
	return (struct tnl_state *)(void *)st->priv;
}

/* The kinds' parser (struct link_kind.parse) and finish (set.finish). */
int tnl_parse(struct ipctx *ctx, const struct link_kind *k, int argc,
	      char **argv, struct msg *m, bool create, const char *dev);
int tnl_finish(struct opt_parse *st);

/* ---- value types of the rows (ip/link/kind/link_tunnel.c) ---- */

/* Parse: change the state. */
extern const struct opt_handler tnl_set;	/* bare word: data TSET */
extern const struct opt_handler tnl_gflag;	/* bare word: data TGF */
extern const struct opt_handler tnl_key;	/* KEY: data TLANES */
extern const struct opt_handler tnl_num;	/* a number / word: TNUM */
extern const struct opt_handler tnl_inh;	/* "inherit" or a value */
extern const struct opt_handler tnl_addr;	/* ADDR / 6rd prefixes: data
						 * TLANES(TA_*) */
extern const struct opt_handler tnl_6rd_reset;
extern const struct opt_handler tnl_dev;	/* device -> TF_LINK */
extern const struct opt_handler tnl_tos;	/* dsfield -> TF_TOS */
/* Print only. */
extern const struct opt_handler tnl_endpoint;	/* remote/local, "any" */
extern const struct opt_handler tnl_ttl_out;	/* 0: "ttl inherit" */
extern const struct opt_handler tnl_pmtu_out;	/* OPT_ABSENT: ipip's way */
extern const struct opt_handler tnl_key_out;	/* data: TBIT(flag attr) */
extern const struct opt_handler tnl_bit_out;	/* a bit: data TBIT */
extern const struct opt_handler tnl_inh_out;	/* ip6 "inherit" or value */
extern const struct opt_handler tnl_proto_out;	/* data: TNAMES */
extern const struct opt_handler tnl_6rd_out;
extern const struct opt_handler tnl_encap_out;	/* on ENCAP_TYPE */

struct tnl_setop {
	uint8_t field;
	uint32_t clear, set;
};
#define TSET(f, c, s)	((const void *)&(const struct tnl_setop){ (f), (c), (s) })

/* GRE flag bits: in (1), out (2) or both (3) of TF_IFLAGS/TF_OFLAGS. */
struct tnl_gf {
	uint16_t bit;
	uint8_t lanes;
	bool on;
};
#define TGF(b, l, on)	((const void *)&(const struct tnl_gf){ (b), (l), (on) })
#define TLANES(l)	((const void *)&(const uint8_t){ (l) })

/* A number (or one of n.words) into a field.  n (first) is what
 * opt_get_number reads: its err, words; min/max with range_err are a
 * second check with its own message.  words_only: no numbers;
 * prefix: the value may be a prefix of a word. */
struct tnl_numdata {
	struct opt_num n;
	uint8_t field, size;
	bool words_only, prefix;
	uint32_t min, max;
	const char *range_err;
};
#define TNUM(f, sz, ...) ((const void *)&(const struct tnl_numdata){ \
	.field = (f), .size = (sz), __VA_ARGS__ })

/* "WORD" sets bit in TF_FLAGS; a number (base, at most max) goes to
 * field, shifted into mask (net: in network order); both first clear
 * mask in field (keep: not on WORD).  field TF_N: no number. */
struct tnl_inhdata {
	const char *word;
	uint32_t bit;
	uint8_t field, base, shift;
	bool net, keep, scratch;
	uint32_t max, mask;
	const char *err;
};
#define TINH(...)	((const void *)&(const struct tnl_inhdata){ __VA_ARGS__ })

/* tnl_bit_out / tnl_key_out / tnl_inh_out: a bit of attribute attr (the
 * row's own when 0); for tnl_inh_out also how the value prints. */
enum tnl_vfmt { VF_UINT, VF_TCLASS, VF_FLOWLABEL, VF_HEX };
struct tnl_bitdata {
	uint32_t bit;
	uint16_t attr;
	const char *key, *text;	/* tnl_inh_out: printed when the bit is set */
	uint8_t vfmt;		/* VF_* */
};
#define TBIT(...)	((const void *)&(const struct tnl_bitdata){ __VA_ARGS__ })
#define TNAMES(...)	((const void *)(const struct opt_name[]){ __VA_ARGS__, { NULL, 0 } })

/* ---- rows most kinds share ---- */

#define TNL_EXTERNAL(A) \
	{ .attr = A, .h = &opt_nlflag, .key = "external", .fmt = "external " }
#define TNL_ENDPOINTS(L, R) \
	{ .attr = R, .h = &tnl_endpoint, .flags = OPT_ABSENT, .key = "remote" }, \
	{ .attr = L, .h = &tnl_endpoint, .flags = OPT_ABSENT, .key = "local" }
#define TNL_LINK(A) \
	{ .attr = A, .h = &opt_ifname, .flags = OPT_NONZERO, .key = "link", \
	  .fmt = "dev %s " }
#define TNL_FWMARK_HEX(A) \
	{ .attr = A, .h = &opt_u32, .flags = OPT_HEX | OPT_NONZERO, .key = "fwmark" }
/* "remote" and "local" (X: OPT_EXACT where iproute2 wants the whole
 * word), keys and "dev" by their words */
#define TNL_ADDR_KW(L, R, X) \
	{ .kw = "remote", .attr = R, .h = &tnl_addr, .flags = X, .data = TLANES(TA_REMOTE) }, \
	{ .kw = "local", .attr = L, .h = &tnl_addr, .flags = X, .data = TLANES(TA_LOCAL) }
#define TNL_KEY_KW(I, O) \
	{ .kw = "key", .attr = I, .h = &tnl_key, .data = TLANES(3) }, \
	{ .kw = "ikey", .attr = I, .h = &tnl_key, .data = TLANES(1) }, \
	{ .kw = "okey", .attr = O, .h = &tnl_key, .data = TLANES(2) }
#define TNL_DEV_KW(A) { .kw = "dev", .attr = A, .h = &tnl_dev }
#define TNL_FWMARK_KW(A) { .kw = "fwmark", .attr = A, .h = &tnl_num, \
	.flags = OPT_EXACT, .data = TNUM(TF_FWMARK, 4, .n = { .err = "invalid fwmark\n" }) }
#define TNL_EXTERNAL_KW(A) { .kw = "external", .attr = A, .h = &tnl_set, \
	.flags = OPT_EXACT, .data = TSET(TF_META, 0, 1) }
#define TNL_PMTU_KW(A, X) \
	{ .kw = "nopmtudisc", .attr = A, .h = &tnl_set, .flags = X, \
	  .data = TSET(TF_PMTU, ~0u, 0) }, \
	{ .kw = "pmtudisc", .attr = A, .h = &tnl_set, .flags = X, \
	  .data = TSET(TF_PMTU, ~0u, 1) }

/* TTL / hop limit: "inherit" is 0 */
#define TNL_TTL1(A, KW, ERR, X) { .kw = KW, .attr = A, .h = &tnl_num, .flags = X, \
	.data = TNUM(TF_TTL, 1, .n = { .err = ERR, .words = TNL_INHERIT0 }) }
#define TNL_TTL_KW(A, ERR, X) \
	TNL_TTL1(A, "ttl", ERR, X), TNL_TTL1(A, "hoplimit", ERR, X), \
	TNL_TTL1(A, "hlim", ERR, X)
extern const struct opt_name TNL_INHERIT0[];

/* tos, tclass, dsfield for IPv4 tunnels ("tc" too for ipip and sit) */
#define TNL_TOS_KW(A, X) \
	{ .kw = "tos", .attr = A, .h = &tnl_tos, .flags = X }, \
	{ .kw = "tclass", .attr = A, .h = &tnl_tos, .flags = X }, \
	{ .kw = "dsfield", .attr = A, .h = &tnl_tos }

/* ip6 tunnels: traffic class, flow label, dscp, fwmark, encaplimit */
#define TNL_TCLASS(A, KW, X) { .kw = KW, .attr = A, .h = &tnl_inh, .flags = X, \
	.data = TINH(.word = "inherit", .bit = IP6_TNL_F_USE_ORIG_TCLASS, \
	.field = TF_FLOWINFO, .base = 16, .shift = 20, .net = true, \
	.max = 0xff, .mask = 0x0ff00000, .err = "invalid TClass", .scratch = true) }
#define TNL_FLOWLABEL(A, KW) { .kw = KW, .attr = A, .h = &tnl_inh, .flags = OPT_EXACT, \
	.data = TINH(.word = "inherit", .bit = IP6_TNL_F_USE_ORIG_FLOWLABEL, \
	.field = TF_FLOWINFO, .base = 16, .net = true, .max = 0xfffff, \
	.mask = 0xfffff, .err = "invalid Flowlabel", .scratch = true) }
#define TNL_TCLASS_KW(FLOWINFO, X) \
	TNL_TCLASS(FLOWINFO, "tos", X), TNL_TCLASS(FLOWINFO, "tclass", X), \
	TNL_TCLASS(FLOWINFO, "dsfield", 0)
#define TNL_IP6_KW(FLAGS, FLOWINFO, ELIM, FWMARK, ELIM_ERR) \
	TNL_FLOWLABEL(FLOWINFO, "flowlabel"), TNL_FLOWLABEL(FLOWINFO, "fl"), \
	{ .kw = "dscp", .attr = FLAGS, .h = &tnl_inh, .flags = OPT_EXACT, \
	  .data = TINH(.word = "inherit", \
	  .bit = IP6_TNL_F_RCV_DSCP_COPY, .field = TF_N, .err = "not inherit") }, \
	{ .kw = "fwmark", .attr = FWMARK, .h = &tnl_inh, .flags = OPT_EXACT, \
	  .data = TINH(.word = "inherit", \
	  .bit = IP6_TNL_F_USE_ORIG_FWMARK, .field = TF_FWMARK, .max = 0xffffffff, \
	  .mask = 0xffffffff, .err = "invalid fwmark\n") }, \
	{ .kw = "encaplimit", .attr = ELIM, .h = &tnl_inh, .flags = OPT_EXACT, \
	  .data = TINH(.word = "none", \
	  .bit = IP6_TNL_F_IGN_ENCAP_LIMIT, .field = TF_ELIM, .max = 0xff, \
	  .mask = 0xff, .keep = true, .scratch = true, .err = ELIM_ERR) }, \
	{ .kw = "allow-localremote", .attr = FLAGS, .h = &tnl_set, .flags = OPT_EXACT, \
	  .data = TSET(TF_FLAGS, 0, IP6_TNL_F_ALLOW_LOCAL_REMOTE) }, \
	{ .kw = "noallow-localremote", .attr = FLAGS, .h = &tnl_set, .flags = OPT_EXACT, \
	  .data = TSET(TF_FLAGS, IP6_TNL_F_ALLOW_LOCAL_REMOTE, 0) }
#define TNL_IP6_PRINT(FLAGS, FLOWINFO, ELIM) \
	{ .attr = ELIM, .h = &tnl_inh_out, .flags = OPT_ABSENT, .key = "encap_limit", \
	  .fmt = "encaplimit %u ", .data = TBIT(IP6_TNL_F_IGN_ENCAP_LIMIT, FLAGS, \
	  "ip6_tnl_f_ign_encap_limit", "encaplimit none ", VF_UINT) }, \
	{ .attr = FLOWINFO, .h = &tnl_inh_out, .flags = OPT_ABSENT, .key = "tclass", \
	  .fmt = "tclass %s ", \
	  .data = TBIT(IP6_TNL_F_USE_ORIG_TCLASS, FLAGS, "ip6_tnl_f_use_orig_tclass", \
	  "tclass inherit ", VF_TCLASS) }, \
	{ .attr = FLOWINFO, .h = &tnl_inh_out, .flags = OPT_ABSENT, .key = "flowlabel", \
	  .fmt = "flowlabel %s ", .data = TBIT(IP6_TNL_F_USE_ORIG_FLOWLABEL, FLAGS, \
	  "ip6_tnl_f_use_orig_flowlabel", "flowlabel inherit ", VF_FLOWLABEL) }, \
	{ .attr = FLAGS, .h = &tnl_bit_out, .key = "ip6_tnl_f_rcv_dscp_copy", \
	  .fmt = "dscp inherit ", .data = TBIT(IP6_TNL_F_RCV_DSCP_COPY) }
#define TNL_IP6_FWMARK_PRINT(FLAGS, FWMARK) \
	{ .attr = FWMARK, .h = &tnl_inh_out, .flags = OPT_ABSENT, .key = "fwmark", \
	  .fmt = "fwmark %s ", \
	  .data = TBIT(IP6_TNL_F_USE_ORIG_FWMARK, FLAGS, "ip6_tnl_f_use_orig_fwmark", \
	  "fwmark inherit ", VF_HEX) }
#define TNL_ALLOW_LR_PRINT(FLAGS) \
	{ .attr = FLAGS, .h = &tnl_bit_out, .key = "ip6_tnl_f_allow_local_remote", \
	  .fmt = "allow-localremote ", .data = TBIT(IP6_TNL_F_ALLOW_LOCAL_REMOTE) }

/* FOU/GUE encapsulation: T the ENCAP_TYPE attribute, the others after */
#define TNL_ENCAP_KW(T) \
	{ .kw = "noencap", .attr = T, .h = &tnl_set, .flags = OPT_EXACT, .data = TSET(TF_ENCTYPE, ~0u, 0) }, \
	{ .kw = "encap", .attr = T, .h = &tnl_num, .flags = OPT_EXACT, .data = TNUM(TF_ENCTYPE, 2, \
	  .n = { .err = "Invalid encap type.", .words = TNL_ENCAP_TYPES }, \
	  .words_only = true) }, \
	{ .kw = "encap-sport", .attr = T + 2, .h = &tnl_num, .flags = OPT_EXACT, .data = TNUM(TF_SPORT, 2, \
	  .n = { .err = "Invalid source port.", .words = TNL_AUTO0 }) }, \
	{ .kw = "encap-dport", .attr = T + 3, .h = &tnl_num, .flags = OPT_EXACT, .data = TNUM(TF_DPORT, 2, \
	  .n = { .err = "Invalid destination port." }) }, \
	{ .kw = "encap-csum", .attr = T + 1, .h = &tnl_set, .flags = OPT_EXACT, \
	  .data = TSET(TF_ENCFLAGS, 0, TUNNEL_ENCAP_FLAG_CSUM) }, \
	{ .kw = "noencap-csum", .attr = T + 1, .h = &tnl_set, .flags = OPT_EXACT, \
	  .data = TSET(TF_ENCFLAGS, TUNNEL_ENCAP_FLAG_CSUM, 0) }, \
	{ .kw = "encap-udp6-csum", .attr = T + 1, .h = &tnl_set, .flags = OPT_EXACT, \
	  .data = TSET(TF_ENCFLAGS, 0, TUNNEL_ENCAP_FLAG_CSUM6) }, \
	{ .kw = "noencap-udp6-csum", .attr = T + 1, .h = &tnl_set, .flags = OPT_EXACT, \
	  .data = TSET(TF_ENCFLAGS, TUNNEL_ENCAP_FLAG_CSUM6, 0) }, \
	{ .kw = "encap-remcsum", .attr = T + 1, .h = &tnl_set, .flags = OPT_EXACT, \
	  .data = TSET(TF_ENCFLAGS, 0, TUNNEL_ENCAP_FLAG_REMCSUM) }, \
	{ .kw = "noencap-remcsum", .attr = T + 1, .h = &tnl_set, .flags = OPT_EXACT, \
	  .data = TSET(TF_ENCFLAGS, TUNNEL_ENCAP_FLAG_REMCSUM, 0) }
#define TNL_ENCAP_ORDER \
	"noencap", "encap", "encap-sport", "encap-dport", "encap-csum", \
	"noencap-csum", "encap-udp6-csum", "noencap-udp6-csum", \
	"encap-remcsum", "noencap-remcsum"
#define TNL_HELP_ENCAP \
	"\t\t\t[ external ]\n" \
	"\t\t\t[ noencap ]\n" \
	"\t\t\t[ encap { fou | gue | none } ]\n" \
	"\t\t\t[ encap-sport PORT ]\n" \
	"\t\t\t[ encap-dport PORT ]\n" \
	"\t\t\t[ [no]encap-csum ]\n" \
	"\t\t\t[ [no]encap-csum6 ]\n" \
	"\t\t\t[ [no]encap-remcsum ]\n"
#define TNL_ENCAP_PRINT(T) { .attr = T, .h = &tnl_encap_out, .key = "encap" }
/* ... and on the wire */
#define TNL_ENCAP_WIRE(T, HOW) \
	{ T, TF_ENCTYPE, 2, HOW }, { T + 1, TF_ENCFLAGS, 2, HOW }, \
	{ T + 2, TF_SPORT, 2, (HOW) | W_BE }, { T + 3, TF_DPORT, 2, (HOW) | W_BE }
extern const struct opt_name TNL_ENCAP_TYPES[], TNL_AUTO0[];

/* erspan's words, prints and attributes (GRE attribute numbers) */
#define TNL_ERSPAN_KW \
	{ .kw = "erspan", .attr = IFLA_GRE_ERSPAN_INDEX, .h = &tnl_num, .flags = OPT_EXACT, \
	  .data = TNUM(TF_ERIDX, 4, .n = { .err = "invalid erspan index\n" }, \
	  .min = 1, .max = 0xfffff, \
	  .range_err = "erspan index must be > 0 and <= 20-bit\n") }, \
	{ .kw = "erspan_ver", .attr = IFLA_GRE_ERSPAN_VER, .h = &tnl_num, .flags = OPT_EXACT, \
	  .data = TNUM(TF_ERVER, 1, .n = { .err = "invalid erspan version\n" }, \
	  .max = 2, .range_err = "erspan version must be 0/1/2\n") }, \
	{ .kw = "erspan_dir", .attr = IFLA_GRE_ERSPAN_DIR, .h = &tnl_num, .flags = OPT_EXACT, \
	  .data = TNUM(TF_ERDIR, 1, .n = { .err = "Invalid erspan direction.", \
	  .words = TNL_ERSPAN_DIRS }, .words_only = true, .prefix = true) }, \
	{ .kw = "erspan_hwid", .attr = IFLA_GRE_ERSPAN_HWID, .h = &tnl_num, .flags = OPT_EXACT, \
	  .data = TNUM(TF_HWID, 2, .n = { .err = "invalid erspan hwid\n" }) }
#define TNL_ERSPAN_PRINT \
	{ .attr = IFLA_GRE_ERSPAN_INDEX, .h = &opt_u32, .key = "erspan_index" }, \
	{ .attr = IFLA_GRE_ERSPAN_VER, .h = &opt_u8, .key = "erspan_ver" }, \
	{ .attr = IFLA_GRE_ERSPAN_DIR, .h = &opt_enum, .key = "erspan_dir", \
	  .data = OPT_ENUM(.names = TNL_ERSPAN_DIRS, .size = 1, .unknown = "egress") }, \
	{ .attr = IFLA_GRE_ERSPAN_HWID, .h = &opt_u16, .flags = OPT_HEX, \
	  .key = "erspan_hwid" }
#define TNL_ERSPAN_WIRE \
	{ IFLA_GRE_ERSPAN_VER, TF_ERVER, 1, W_IO | W_ERV }, \
	{ IFLA_GRE_ERSPAN_INDEX, TF_ERIDX, 4, W_IO | W_ER1 }, \
	{ IFLA_GRE_ERSPAN_DIR, TF_ERDIR, 1, W_IO | W_ER2 }, \
	{ IFLA_GRE_ERSPAN_HWID, TF_HWID, 2, W_IO | W_ER2 }
extern const struct opt_name TNL_ERSPAN_DIRS[];

#endif
