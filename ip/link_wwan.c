// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_wwan.c - the "wwan" link kind: a data session of a WWAN modem,
 * named by its link id.
 */
#include <stdio.h>
#include <linux/wwan.h>

#include "kind.h"

static void wwan_usage(FILE *f)
{
	fputs("Usage: ... wwan linkid LINKID\n"
	      "\n"
	      "Where: LINKID := 0-4294967295\n", f);
}

static const struct opt wwan_opts[] = {
	{ .kw = "linkid", .attr = IFLA_WWAN_LINK_ID, .h = &opt_u32,
	  .data = OPT_NUM(.err = "linkid"), .key = "linkid" },
	{ 0 }
};

const struct link_kind kind_wwan = {
	.set = {
		.name = "wwan",
		.maxattr = IFLA_WWAN_MAX,
		.opts = wwan_opts,
		.usage = wwan_usage,
	},
};
