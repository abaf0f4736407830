// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_vrf.c - the "vrf" link kind (a routing table, by name or number)
 * and "vrf_slave", which only prints (iproute2 reads no words for it).
 */
#include <stdio.h>
#include <linux/if_link.h>

#include "args.h"
#include "kind.h"
#include "msg.h"
#include "names.h"

static void vrf_usage(FILE *f)
{
	fputs("Usage: ... vrf table TABLEID\n", f);
}

static int table_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	uint32_t id;

	(void)argc;
	if (rt_table_a2n(argv[1], &id))
		return -err_invarg("invalid table ID\n", argv[1]);
	msg_put_u32(st->m, o->attr, id);
	return 1;
}

static const struct opt_handler vrf_table = {
	.parse = table_parse, .print = NULL, .nargs = 1,
};

static const struct opt vrf_opts[] = {
	{ .kw = "table", .attr = IFLA_VRF_TABLE, .h = &vrf_table },
	{ .attr = IFLA_VRF_TABLE, .h = &opt_u32, .key = "table" },
	{ 0 }
};

const struct link_kind kind_vrf = {
	.set = {
		.name = "vrf",
		.maxattr = IFLA_VRF_MAX,
		.opts = vrf_opts,
		.usage = vrf_usage,
		.unknown_fmt = "%s: unknown option \"%s\"?\n",
	},
	/* a vrf lets its ports go; they stay */
	.del = KIND_DEL_ALONE,
};

static const struct opt vrf_slave_opts[] = {
	{ .attr = IFLA_VRF_PORT_TABLE, .h = &opt_u32, .key = "table" },
	{ 0 }
};

const struct link_kind kind_vrf_slave = {
	.set = {
		.name = "vrf_slave",
		.maxattr = IFLA_VRF_PORT_MAX,
		.opts = vrf_slave_opts,
	},
	.slave = true,
	.parse = kind_ignore_words,	/* iproute2 has no parser for it */
};
