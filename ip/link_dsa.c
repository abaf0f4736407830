// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_dsa.c - the "dsa" link kind: a switch port's conduit (CPU-facing)
 * device, named "conduit" or, in the older word, "master".
 */
#include <stdio.h>
#include <linux/if_link.h>

#include "kind.h"

static void dsa_usage(FILE *f)
{
	fputs("Usage: ... dsa [ conduit DEVICE ]\n", f);
}

#define DSA_DEV(k, j) { .kw = k, .attr = IFLA_DSA_MASTER, .h = &opt_ifname, \
		.flags = OPT_EXACT, .key = j, .fmt = "conduit %s ",	\
		.data = OPT_NUM(.err = "Device does not exist\n") }

static const struct opt dsa_opts[] = {
	DSA_DEV("conduit", "conduit"),
	DSA_DEV("master", NULL),
	{ 0 }
};

const struct link_kind kind_dsa = {
	.set = {
		.name = "dsa",
		.maxattr = IFLA_DSA_MAX,
		.opts = dsa_opts,
		.usage = dsa_usage,
		.help_exact = true,
	},
};
