// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_vti.c - the IPsec virtual tunnel kinds vti (IPv4) and vti6 (IPv6)
 * (tables on ip/link/kind/link_tunnel.c).
 */
#include <stdio.h>
#include <linux/if_tunnel.h>

#include "opt.h"
#include "tunnel.h"

static void vti_help(FILE *f, const char *kind, const char *addr)
{
	fprintf(f, "Usage: ... %-4s\t[ remote ADDR ]\n"
		"\t\t[ local ADDR ]\n"
		"\t\t[ [i|o]key KEY ]\n"
		"\t\t[ dev PHYS_DEV ]\n"
		"\t\t[ fwmark MARK ]\n"
		"\n"
		"Where:\tADDR := { %s }\n"
		"\tKEY  := { DOTTED_QUAD | NUMBER }\n"
		"\tMARK := { 0x0..0xffffffff }\n", kind, addr);
}

static void vti_usage(FILE *f) { vti_help(f, "vti", "IP_ADDRESS"); }
static void vti6_usage(FILE *f) { vti_help(f, "vti6", "IPV6_ADDRESS"); }

static const struct opt vti_opts[] = {
	TNL_ENDPOINTS(IFLA_VTI_LOCAL, IFLA_VTI_REMOTE),
	TNL_LINK(IFLA_VTI_LINK),
	{ .attr = IFLA_VTI_IKEY, .h = &tnl_key_out, .key = "ikey", .data = TBIT(0) },
	{ .attr = IFLA_VTI_OKEY, .h = &tnl_key_out, .key = "okey", .data = TBIT(0) },
	TNL_FWMARK_HEX(IFLA_VTI_FWMARK),

	TNL_KEY_KW(IFLA_VTI_IKEY, IFLA_VTI_OKEY),
	TNL_ADDR_KW(IFLA_VTI_LOCAL, IFLA_VTI_REMOTE, 0),
	TNL_DEV_KW(IFLA_VTI_LINK),
	TNL_FWMARK_KW(IFLA_VTI_FWMARK),
	{ 0 }
};

/* a change starts from the low byte of the device's link, as iproute2 */
static const struct tnl_wire vti_wire[] = {
	{ IFLA_VTI_IKEY, TF_IKEY, 4, W_IO },
	{ IFLA_VTI_OKEY, TF_OKEY, 4, W_IO },
	{ IFLA_VTI_LOCAL, TA_LOCAL, 0, W_IO | W_ADDR },
	{ IFLA_VTI_REMOTE, TA_REMOTE, 0, W_IO | W_ADDR },
	{ IFLA_VTI_FWMARK, TF_FWMARK, 4, W_IO },
	{ IFLA_VTI_LINK, TF_LINK, 4, W_OUT | W_NZ },
	{ IFLA_VTI_LINK, TF_LINK, 1, W_IN },
	{ 0 }
};

/* ip_vti0 and ip6_vti0 stay when deleted: line by line in batches */
#define VTI_KIND(id, use, family) { \
	.k = { .set = { .name = id, .opts = vti_opts, .maxattr = IFLA_VTI_MAX, \
			.usage = use, .finish = tnl_finish }, \
	       .parse = tnl_parse, .del = KIND_DEL_UNKNOWN }, \
	.af = family, .getlink = true, .wire = vti_wire }

const struct tnl_kind kind_vti = VTI_KIND("vti", vti_usage, AF_INET);
const struct tnl_kind kind_vti6 = VTI_KIND("vti6", vti6_usage, AF_INET6);
