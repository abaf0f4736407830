// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_batadv.c - the "batadv" link kind (B.A.T.M.A.N. advanced mesh):
 * the routing algorithm, by name.  The kernel reports nothing of it, and
 * nothing is printed; the simulated devices netdevsim and virt_wifi,
 * without options, are here too.
 */
#include <stdio.h>
#include <linux/batman_adv.h>

#include "kind.h"

static void batadv_usage(FILE *f)
{
	fputs("Usage: ... batadv [ ra ROUTING_ALG ]\n"
	      "\n"
	      "Where: ROUTING_ALG := { BATMAN_IV | BATMAN_V }\n", f);
}

static const struct opt batadv_opts[] = {
	{ .kw = "ra", .attr = IFLA_BATADV_ALGO_NAME, .h = &opt_string },
	{ 0 }
};

const struct link_kind kind_batadv = {
	.set = {
		.name = "batadv",
		.maxattr = IFLA_BATADV_MAX,
		.opts = batadv_opts,
		.usage = batadv_usage,
	},
};

/* No options: words after the kind are ignored (an empty data nest). */
static void netdevsim_usage(FILE *f)
{
	fputs("Usage: ... netdevsim\n", f);
}

static void virt_wifi_usage(FILE *f)
{
	fputs("Usage: ... virt_wifi \n", f);
}

const struct link_kind kind_netdevsim = {
	.set = { .name = "netdevsim", .usage = netdevsim_usage },
};

const struct link_kind kind_virt_wifi = {
	.set = { .name = "virt_wifi", .usage = virt_wifi_usage },
};
