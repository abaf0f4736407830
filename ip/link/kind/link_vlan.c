// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_vlan.c - the "vlan" link kind: a table (flags are bits of one
 * {flags, mask} attribute sent after the options, QoS maps are FROM:TO
 * word lists) and a printer that checks what iproute2 checks first.
 */
#include <stdio.h>
#include <linux/if_link.h>
#include <linux/if_vlan.h>

#include "attr.h"
#include "kind.h"
#include "print.h"

static void vlan_usage(FILE *f)
{
	fputs("Usage: ... vlan id VLANID\n"
	      "\t\t[ protocol VLANPROTO ]\n"
	      "\t\t[ reorder_hdr { on | off } ]\n"
	      "\t\t[ gvrp { on | off } ]\n"
	      "\t\t[ mvrp { on | off } ]\n"
	      "\t\t[ loose_binding { on | off } ]\n"
	      "\t\t[ bridge_binding { on | off } ]\n"
	      "\t\t[ ingress-qos-map QOS-MAP ]\n"
	      "\t\t[ egress-qos-map QOS-MAP ]\n"
	      "\n"
	      "VLANID := 0-4095\n"
	      "VLANPROTO: [ 802.1Q | 802.1ad ]\n"
	      "QOS-MAP := [ QOS-MAP ] QOS-MAPPING\n"
	      "QOS-MAPPING := FROM:TO\n", f);
}

static const struct opt_name vlan_flags[] = {
	{ "REORDER_HDR", VLAN_FLAG_REORDER_HDR },
	{ "GVRP", VLAN_FLAG_GVRP },
	{ "MVRP", VLAN_FLAG_MVRP },
	{ "LOOSE_BINDING", VLAN_FLAG_LOOSE_BINDING },
	{ "BRIDGE_BINDING", VLAN_FLAG_BRIDGE_BINDING },
	{ NULL, 0 }
};

#define VLAN_BIT(k, b) { .kw = k, .attr = IFLA_VLAN_FLAGS, .h = &opt_bit, \
		.data = OPT_BIT(.bit = b, .on_off = true) }
#define VLAN_MAP(k, a, j) { .kw = k, .attr = a, .h = &opt_pairs,	\
		.data = OPT_PAIRS(.item = IFLA_VLAN_QOS_MAPPING), .key = j, \
		.fmt = "      " k " { " }

/* Print order; vlan_order is iproute2's matching order. */
static const struct opt vlan_opts[] = {
	{ .kw = "protocol", .attr = IFLA_VLAN_PROTOCOL, .h = &opt_ethertype,
	  .data = OPT_NUM(.err = "protocol is invalid"), .key = "protocol",
	  .fmt = "protocol %s " },
	{ .kw = "id", .attr = IFLA_VLAN_ID, .h = &opt_u16,
	  .data = OPT_NUM(.err = "id is invalid"), .key = "id" },
	{ .attr = IFLA_VLAN_FLAGS, .h = &opt_bitnames, .key = "flags",
	  .data = OPT_BITNAMES(.names = vlan_flags, .size = 4) },
	VLAN_MAP("ingress-qos-map", IFLA_VLAN_INGRESS_QOS, "ingress_qos"),
	VLAN_MAP("egress-qos-map", IFLA_VLAN_EGRESS_QOS, "egress_qos"),
	VLAN_BIT("reorder_hdr", VLAN_FLAG_REORDER_HDR),
	VLAN_BIT("gvrp", VLAN_FLAG_GVRP),
	VLAN_BIT("mvrp", VLAN_FLAG_MVRP),
	VLAN_BIT("loose_binding", VLAN_FLAG_LOOSE_BINDING),
	VLAN_BIT("bridge_binding", VLAN_FLAG_BRIDGE_BINDING),
	{ 0 }
};

static const char *const vlan_order[] = {
	"protocol", "id", "reorder_hdr", "gvrp", "mvrp", "loose_binding",
	"bridge_binding", "ingress-qos-map", "egress-qos-map", NULL
};

/* Nothing without a whole id (or with a short protocol); without a
 * protocol, iproute2's default in its own spelling; nothing more after a
 * short flags attribute. */
static void vlan_print(struct opt_print *pp)
{
	const struct nlattr *const *tb = pp->tb;
	const struct opt *o;

	if ((tb[IFLA_VLAN_PROTOCOL] && attr_len(tb[IFLA_VLAN_PROTOCOL]) < 2) ||
	    attr_len(tb[IFLA_VLAN_ID]) < 2)
		return;
	if (!tb[IFLA_VLAN_PROTOCOL])
		out_str(pp->out, OUT_ANY, CLR_NONE, "protocol", "protocol %s ",
			"802.1q");
	for (o = vlan_opts; opt_row_valid(o); o++) {
		if (o->attr == IFLA_VLAN_FLAGS && tb[IFLA_VLAN_FLAGS] &&
		    attr_len(tb[IFLA_VLAN_FLAGS]) < sizeof(struct ifla_vlan_flags))
			return;
		opt_print_row(pp, o);
	}
}

const struct link_kind kind_vlan = {
	.set = {
		.name = "vlan",
		.maxattr = IFLA_VLAN_MAX,
		.opts = vlan_opts,
		.order = vlan_order,
		.usage = vlan_usage,
		.print = vlan_print,
	},
	/* the kernel removes a vlan with its lower device */
	.del = KIND_DEL_UPPER,
};
