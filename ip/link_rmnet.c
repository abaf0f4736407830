// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_rmnet.c - the "rmnet" link kind (Qualcomm modem data channels):
 * the channel's MUX id.  The kernel also reports the port's data format
 * flags (IFLA_RMNET_FLAGS), which iproute2 does not print.
 */
#include <stdio.h>
#include <linux/if_link.h>

#include "attr.h"
#include "kind.h"

static void rmnet_usage(FILE *f)
{
	fputs("Usage: ... rmnet mux_id MUXID\n"
	      "\n"
	      "MUXID := 1-254\n", f);
}

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

const struct link_kind kind_rmnet = {
	.set = {
		.name = "rmnet",
		.maxattr = IFLA_RMNET_MAX,
		.opts = rmnet_opts,
		.usage = rmnet_usage,
		.print = rmnet_print,
	},
};
