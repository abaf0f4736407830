// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_small.c - kinds of one option: batadv (a B.A.T.M.A.N. advanced
 * mesh: its routing algorithm; nothing printed), dsa (a switch port: its
 * conduit device), rmnet (a Qualcomm modem channel: its MUX id), wwan (a
 * modem data session: its link id); and netdevsim and virt_wifi, of
 * none (words after the kind are ignored, an empty data nest is sent).
 */
#include <stdio.h>
#include <linux/batman_adv.h>
#include <linux/if_link.h>
#include <linux/wwan.h>

#include "attr.h"
#include "kind.h"

#define USAGE(id, text)							\
	static void id##_usage(FILE *f)					\
	{								\
		fputs(text, f);						\
	}

USAGE(batadv, "Usage: ... batadv [ ra ROUTING_ALG ]\n\n"
	      "Where: ROUTING_ALG := { BATMAN_IV | BATMAN_V }\n")
USAGE(dsa, "Usage: ... dsa [ conduit DEVICE ]\n")
USAGE(rmnet, "Usage: ... rmnet mux_id MUXID\n\nMUXID := 1-254\n")
USAGE(wwan, "Usage: ... wwan linkid LINKID\n\nWhere: LINKID := 0-4294967295\n")
USAGE(netdevsim, "Usage: ... netdevsim\n")
USAGE(virt_wifi, "Usage: ... virt_wifi \n")

static const struct opt batadv_opts[] = {
	{ .kw = "ra", .attr = IFLA_BATADV_ALGO_NAME, .h = &opt_string },
	{ 0 }
};

/* "conduit" or the older "master", in full (and "help" too) */
#define DSA_DEV(k, j) { .kw = k, .attr = IFLA_DSA_MASTER, .h = &opt_ifname, \
		.flags = OPT_EXACT, .key = j, .fmt = "conduit %s ",	\
		.data = OPT_NUM(.err = "Device does not exist\n") }

static const struct opt dsa_opts[] = {
	DSA_DEV("conduit", "conduit"), DSA_DEV("master", NULL), { 0 }
};

/* The kernel also sends the port's data format (IFLA_RMNET_FLAGS), which
 * iproute2 does not print. */
static const struct opt rmnet_opts[] = {
	{ .kw = "mux_id", .attr = IFLA_RMNET_MUX_ID, .h = &opt_u16,
	  .data = OPT_NUM(.err = "mux_id is invalid"), .key = "mux_id" },
	{ 0 }
};

/* nothing without a whole id */
static void rmnet_print(struct opt_print *pp)
{
	if (attr_len(pp->tb[IFLA_RMNET_MUX_ID]) >= 2)
		opt_print_rows(pp);
}

static const struct opt wwan_opts[] = {
	{ .kw = "linkid", .attr = IFLA_WWAN_LINK_ID, .h = &opt_u32,
	  .data = OPT_NUM(.err = "linkid"), .key = "linkid" },
	{ 0 }
};

#define SET(id, max, ...) { .name = #id, .maxattr = max, .opts = id##_opts, \
		.usage = id##_usage, __VA_ARGS__ }

const struct link_kind kind_batadv = { .set = SET(batadv, IFLA_BATADV_MAX) };
const struct link_kind kind_dsa = {
	.set = SET(dsa, IFLA_DSA_MAX, .loop = OPT_LOOP_HELP_EXACT),
};
const struct link_kind kind_rmnet = {
	.set = SET(rmnet, IFLA_RMNET_MAX, .print = rmnet_print),
};
const struct link_kind kind_wwan = { .set = SET(wwan, IFLA_WWAN_MAX) };
const struct link_kind kind_netdevsim = {
	.set = { .name = "netdevsim", .usage = netdevsim_usage },
};
const struct link_kind kind_virt_wifi = {
	.set = { .name = "virt_wifi", .usage = virt_wifi_usage },
};
