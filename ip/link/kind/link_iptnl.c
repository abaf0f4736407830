// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_iptnl.c - the IP-in-IP kinds: ipip and sit over IPv4, ip6tnl over
 * IPv6 (tables on ip/link/kind/link_tunnel.c).
 */
#include <stdio.h>
#include <netinet/in.h>
#include <linux/if_tunnel.h>

#include "args.h"
#include "opt.h"
#include "tunnel.h"

static void iptnl_help(FILE *f, const char *kind, const char *modes)
{
	fprintf(f, "Usage: ... %-6s\t[ remote ADDR ]\n"
		"\t\t\t[ local ADDR ]\n"
		"\t\t\t[ ttl TTL ]\n"
		"\t\t\t[ tos TOS ]\n"
		"\t\t\t[ [no]pmtudisc ]\n"
		"\t\t\t[ 6rd-prefix ADDR ]\n"
		"\t\t\t[ 6rd-relay_prefix ADDR ]\n"
		"\t\t\t[ 6rd-reset ]\n"
		"\t\t\t[ dev PHYS_DEV ]\n"
		"\t\t\t[ fwmark MARK ]\n"
		TNL_HELP_ENCAP
		"\t\t\t[ mode %s ]\n"
		"\n"
		"Where:\tADDR := { IP_ADDRESS | any }\n"
		"\tTOS  := { NUMBER | inherit }\n"
		"\tTTL  := { 1..255 | inherit }\n"
		"\tMARK := { 0x0..0xffffffff }\n", kind, modes);
}

static void ipip_usage(FILE *f)
{
	iptnl_help(f, "ipip", "{ ipip | mplsip | any }");
}

static void sit_usage(FILE *f)
{
	iptnl_help(f, "sit", "{ ip6ip | ipip | mplsip | any } ]\n\t\t\t[ isatap");
}

static void ip6tnl_usage(FILE *f)
{
	fputs("Usage: ... ip6tnl\t[ remote ADDR ]\n"
	      "\t\t\t[ local ADDR ]\n"
	      "\t\t\t[ encaplimit ELIM ]\n"
	      "\t\t\t[ hoplimit HLIM ]\n"
	      "\t\t\t[ tclass TCLASS ]\n"
	      "\t\t\t[ flowlabel FLOWLABEL ]\n"
	      "\t\t\t[ dscp inherit ]\n"
	      "\t\t\t[ [no]allow-localremote ]\n"
	      "\t\t\t[ dev PHYS_DEV ]\n"
	      "\t\t\t[ fwmark MARK ]\n"
	      TNL_HELP_ENCAP
	      "\t\t\t[ mode { ip6ip6 | ipip6 | any } ]\n"
	      "\n"
	      "Where:\tADDR\t  := IPV6_ADDRESS\n"
	      "\tELIM\t  := { none | 0..255 }(default=4)\n"
	      "\tHLIM\t  := 0..255 (default=64)\n"
	      "\tTCLASS    := { 0x0..0xff | inherit }\n"
	      "\tFLOWLABEL := { 0x0..0xfffff | inherit }\n"
	      "\tMARK\t  := { 0x0..0xffffffff | inherit }\n", f);
}

static int iptnl_check(struct opt_parse *st)
{
	const struct tnl_state *t = tnl_state(st);

	if (t->v[TF_TTL] && !t->v[TF_PMTU]) {
		fprintf(stderr, "ttl != 0 and nopmtudisc are incompatible\n");
		return IP_EARG;
	}
	return 0;
}

#define MODE_KW(names) { .kw = "mode", .attr = IFLA_IPTUN_PROTO, .h = &tnl_num, \
	.flags = OPT_EXACT, .data = TNUM(TF_PROTO, 1, .words_only = true, \
	.n = { .err = "Cannot guess tunnel mode.", .words = names }) }
#define EX OPT_EXACT

/* print rows, then mode and the words in matching order up to "tc" */
#define IPTNL_HEAD(mode_names) \
	TNL_EXTERNAL(IFLA_IPTUN_COLLECT_METADATA), \
	{ .attr = IFLA_IPTUN_PROTO, .h = &tnl_proto_out, .key = "proto", \
	  .data = TNAMES({ "ipip", IPPROTO_IPIP }, { "ip6ip", IPPROTO_IPV6 }, \
	  { "mplsip", IPPROTO_MPLS }, { "any", 0 }) }, \
	TNL_ENDPOINTS(IFLA_IPTUN_LOCAL, IFLA_IPTUN_REMOTE), \
	TNL_LINK(IFLA_IPTUN_LINK), \
	{ .attr = IFLA_IPTUN_TTL, .h = &tnl_ttl_out, .flags = OPT_ABSENT, .key = "ttl", \
	  .fmt = "ttl %u " }, \
	{ .attr = IFLA_IPTUN_TOS, .h = &opt_dsfield, .key = "tos" }, \
	{ .attr = IFLA_IPTUN_PMTUDISC, .h = &tnl_pmtu_out, .flags = OPT_ABSENT, \
	  .key = "pmtudisc" }, \
	{ .attr = IFLA_IPTUN_FLAGS, .h = &tnl_bit_out, .key = "isatap", \
	  .fmt = "isatap ", .data = TBIT(SIT_ISATAP) }, \
	{ .attr = IFLA_IPTUN_6RD_PREFIXLEN, .h = &tnl_6rd_out, .key = "prefix" }, \
	TNL_FWMARK_HEX(IFLA_IPTUN_FWMARK), \
	TNL_ENCAP_PRINT(IFLA_IPTUN_ENCAP_TYPE), \
	MODE_KW(mode_names), \
	TNL_ADDR_KW(IFLA_IPTUN_LOCAL, IFLA_IPTUN_REMOTE, EX), \
	TNL_DEV_KW(IFLA_IPTUN_LINK), \
	TNL_TTL_KW(IFLA_IPTUN_TTL, "invalid TTL\n", EX), \
	TNL_TOS_KW(IFLA_IPTUN_TOS, EX), \
	{ .kw = "tc", .attr = IFLA_IPTUN_TOS, .h = &tnl_tos, .flags = EX }, \
	TNL_PMTU_KW(IFLA_IPTUN_PMTUDISC, EX)
#define IPTNL_TAIL \
	TNL_ENCAP_KW(IFLA_IPTUN_ENCAP_TYPE), \
	TNL_EXTERNAL_KW(IFLA_IPTUN_COLLECT_METADATA), \
	{ .kw = "6rd-prefix", .attr = IFLA_IPTUN_6RD_PREFIX, .h = &tnl_addr, \
	  .flags = EX, .data = TLANES(TA_6RD) }, \
	{ .kw = "6rd-relay_prefix", .attr = IFLA_IPTUN_6RD_RELAY_PREFIX, \
	  .h = &tnl_addr, .flags = EX, .data = TLANES(TA_RELAY) }, \
	{ .kw = "6rd-reset", .attr = IFLA_IPTUN_6RD_PREFIX, .h = &tnl_6rd_reset, \
	  .flags = EX }, \
	TNL_FWMARK_KW(IFLA_IPTUN_FWMARK), \
	{ 0 }

#define IPIP_MODES \
	{ "ipv4/ipv4", IPPROTO_IPIP }, { "ipip", IPPROTO_IPIP }, \
	{ "ip4ip4", IPPROTO_IPIP }, { "mpls/ipv4", IPPROTO_MPLS }, \
	{ "mplsip", IPPROTO_MPLS }, { "any/ipv4", 0 }, { "any", 0 }, { NULL, 0 }
static const struct opt_name ipip_modes[] = { IPIP_MODES };
static const struct opt_name sit_modes[] = {
	{ "ipv6/ipv4", IPPROTO_IPV6 }, { "ip6ip", IPPROTO_IPV6 }, IPIP_MODES
};

static const struct opt ipip_opts[] = {
	IPTNL_HEAD(ipip_modes), IPTNL_TAIL
};

static const struct opt sit_opts[] = {
	IPTNL_HEAD(sit_modes),
	{ .kw = "isatap", .attr = IFLA_IPTUN_FLAGS, .h = &tnl_set, .flags = EX,
	  .data = TSET(TF_FLAGS, 0, SIT_ISATAP) },
	IPTNL_TAIL
};

static const struct opt_name ip6tnl_modes[] = {
	{ "ipv6/ipv6", IPPROTO_IPV6 }, { "ip6ip6", IPPROTO_IPV6 },
	{ "ip/ipv6", IPPROTO_IPIP }, { "ipv4/ipv6", IPPROTO_IPIP },
	{ "ipip6", IPPROTO_IPIP }, { "ip4ip6", IPPROTO_IPIP },
	{ "any/ipv6", 0 }, { "any", 0 }, { NULL, 0 }
};

static const struct opt ip6tnl_opts[] = {
	TNL_EXTERNAL(IFLA_IPTUN_COLLECT_METADATA),
	{ .attr = IFLA_IPTUN_PROTO, .h = &tnl_proto_out, .key = "proto",
	  .data = TNAMES({ "ipip6", IPPROTO_IPIP }, { "ip6ip6", IPPROTO_IPV6 },
	  { "any", 0 }) },
	TNL_ENDPOINTS(IFLA_IPTUN_LOCAL, IFLA_IPTUN_REMOTE),
	TNL_LINK(IFLA_IPTUN_LINK),
	{ .attr = IFLA_IPTUN_TTL, .h = &tnl_ttl_out, .flags = OPT_ABSENT, .key = "ttl",
	  .fmt = "hoplimit %u " },
	TNL_IP6_PRINT(IFLA_IPTUN_FLAGS, IFLA_IPTUN_FLOWINFO, IFLA_IPTUN_ENCAP_LIMIT),
	{ .attr = IFLA_IPTUN_FLAGS, .h = &tnl_bit_out, .key = "ip6_tnl_f_mip6_dev",
	  .fmt = "mip6 ", .data = TBIT(IP6_TNL_F_MIP6_DEV) },
	TNL_ALLOW_LR_PRINT(IFLA_IPTUN_FLAGS),
	TNL_IP6_FWMARK_PRINT(IFLA_IPTUN_FLAGS, IFLA_IPTUN_FWMARK),
	TNL_ENCAP_PRINT(IFLA_IPTUN_ENCAP_TYPE),

	MODE_KW(ip6tnl_modes),
	TNL_ADDR_KW(IFLA_IPTUN_LOCAL, IFLA_IPTUN_REMOTE, EX),
	TNL_DEV_KW(IFLA_IPTUN_LINK),
	TNL_TTL_KW(IFLA_IPTUN_TTL, "invalid HLIM\n", EX),
	TNL_TCLASS_KW(IFLA_IPTUN_FLOWINFO, EX),
	TNL_TCLASS(IFLA_IPTUN_FLOWINFO, "tc", EX),
	/* a bad ELIM is no error here: see tnl_inh */
	TNL_IP6_KW(IFLA_IPTUN_FLAGS, IFLA_IPTUN_FLOWINFO, IFLA_IPTUN_ENCAP_LIMIT,
		   IFLA_IPTUN_FWMARK, NULL),
	TNL_ENCAP_KW(IFLA_IPTUN_ENCAP_TYPE),
	TNL_EXTERNAL_KW(IFLA_IPTUN_COLLECT_METADATA),
	{ 0 }
};

#define IPTUN_WIRE_HEAD \
	{ IFLA_IPTUN_PROTO, TF_PROTO, 1, W_IO }, \
	{ IFLA_IPTUN_COLLECT_METADATA, TF_META, 0, W_IO | W_META }, \
	{ IFLA_IPTUN_LOCAL, TA_LOCAL, 0, W_IO | W_ADDR }, \
	{ IFLA_IPTUN_REMOTE, TA_REMOTE, 0, W_IO | W_ADDR }

static const struct tnl_wire iptnl_wire[] = {
	IPTUN_WIRE_HEAD,
	{ IFLA_IPTUN_PMTUDISC, TF_PMTU, 1, W_IO },
	{ IFLA_IPTUN_TOS, TF_TOS, 1, W_IO },
	{ IFLA_IPTUN_TTL, TF_TTL, 1, W_IO },
	{ IFLA_IPTUN_LINK, TF_LINK, 4, W_IO },
	{ IFLA_IPTUN_FWMARK, TF_FWMARK, 4, W_IO },
	TNL_ENCAP_WIRE(IFLA_IPTUN_ENCAP_TYPE, W_IO),
	{ IFLA_IPTUN_FLAGS, TF_FLAGS, 2, W_IO | W_SIT },
	{ IFLA_IPTUN_6RD_PREFIX, TA_6RD, 0, W_IO | W_PFX | W_SIT },
	{ IFLA_IPTUN_6RD_PREFIXLEN, TA_6RD, 2, W_IO | W_PLEN | W_SIT },
	{ IFLA_IPTUN_6RD_RELAY_PREFIX, TA_RELAY, 4, W_IO | W_PFX | W_SIT },
	{ IFLA_IPTUN_6RD_RELAY_PREFIXLEN, TA_RELAY, 2, W_IO | W_PLEN | W_SIT },
	{ 0 }
};

/* ip6tnl does not start from the device's encapsulation */
static const struct tnl_wire ip6tnl_wire[] = {
	IPTUN_WIRE_HEAD,
	{ IFLA_IPTUN_TTL, TF_TTL, 1, W_IO },
	{ IFLA_IPTUN_ENCAP_LIMIT, TF_ELIM, 1, W_IO },
	{ IFLA_IPTUN_FLOWINFO, TF_FLOWINFO, 4, W_IO },
	{ IFLA_IPTUN_FLAGS, TF_FLAGS, 4, W_IO },
	{ IFLA_IPTUN_LINK, TF_LINK, 4, W_IO },
	{ IFLA_IPTUN_FWMARK, TF_FWMARK, 4, W_IO },
	TNL_ENCAP_WIRE(IFLA_IPTUN_ENCAP_TYPE, W_OUT),
	{ 0 }
};

static const struct tnl_state iptnl_init = { .v = { [TF_PMTU] = 1 } };
static const struct tnl_state ip6tnl_init = {
	.v = { [TF_TTL] = 64, [TF_ELIM] = IPV6_DEFAULT_TNL_ENCAP_LIMIT,
	       [TF_ENCFLAGS] = TUNNEL_ENCAP_FLAG_CSUM6 },
};

/* Fallback devices (tunl0, sit0, ip6tnl0) stay when deleted: line by
 * line in batches. */
#define IPTNL_KIND(id, opts_, use, family, sit_, wire_, init_, check_) { \
	.k = { .set = { .name = id, .opts = opts_, .maxattr = IFLA_IPTUN_MAX, \
			.usage = use, .finish = tnl_finish }, \
	       .parse = tnl_parse, .del = KIND_DEL_UNKNOWN }, \
	.af = family, .sit = sit_, .getlink = true, .wire = wire_, \
	.init = init_, .check = check_ }

const struct tnl_kind kind_ipip = IPTNL_KIND("ipip", ipip_opts, ipip_usage,
	AF_INET, false, iptnl_wire, &iptnl_init, iptnl_check);
const struct tnl_kind kind_sit = IPTNL_KIND("sit", sit_opts, sit_usage,
	AF_INET, true, iptnl_wire, &iptnl_init, iptnl_check);
const struct tnl_kind kind_ip6tnl = IPTNL_KIND("ip6tnl", ip6tnl_opts,
	ip6tnl_usage, AF_INET6, false, ip6tnl_wire, &ip6tnl_init, NULL);
