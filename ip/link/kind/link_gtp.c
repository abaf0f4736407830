// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_gtp.c - the "gtp" link kind: a table of keywords taken only in
 * full; as in iproute2, words it does not know are passed over, the
 * request always asks the kernel to make the sockets, and the role must
 * be given.
 */
#include <stdio.h>
#include <linux/if_link.h>

#include "kind.h"
#include "msg.h"

static void gtp_usage(FILE *f)
{
	fputs("Usage: ... gtp role ROLE\n"
	      "\t\t[ hsize HSIZE ]\n"
	      "\t\t[ restart_count RESTART_COUNT ]\n"
	      "\n"
	      "Where:\tROLE\t\t:= { sgsn | ggsn }\n"
	      "\tHSIZE\t\t:= 1-131071\n"
	      "\tRESTART_COUNT\t:= 0-255\n", f);
}

static int gtp_finish(struct opt_parse *st)
{
	if (!opt_seen(st, IFLA_GTP_ROLE)) {
		fprintf(stderr, "gtp: role of the gtp device was not specified\n");
		return OPT_EFAIL;
	}
	if (!opt_seen(st, IFLA_GTP_PDP_HASHSIZE))
		msg_put_u32(st->m, IFLA_GTP_PDP_HASHSIZE, 1024);
	return 0;
}

static int gtp_parse(struct ipctx *ctx, const struct link_kind *k, int argc,
		     char **argv, struct msg *m, bool create, const char *dev)
{
	struct opt_parse st;

	(void)dev;
	opt_parse_init(&st, ctx, &k->set, m, create);
	msg_put_u8(m, IFLA_GTP_CREATE_SOCKETS, 1);
	return opt_parse_how(&st, argc, argv, OPT_LOOP_HELP_EXACT | OPT_LOOP_SKIP);
}

static const struct opt_name roles[] = {
	{ "sgsn", GTP_ROLE_SGSN }, { "ggsn", GTP_ROLE_GGSN }, { NULL, 0 }
};

/* Print order; every keyword is exact and sent where it is given. */
static const struct opt gtp_opts[] = {
	{ .kw = "role", .attr = IFLA_GTP_ROLE, .h = &opt_enum,
	  .data = OPT_ENUM(.names = roles, .size = 4,
		.err = "invalid role, use sgsn or ggsn"),
	  .flags = OPT_EXACT | OPT_DUP, .key = "role" },
	{ .kw = "hsize", .attr = IFLA_GTP_PDP_HASHSIZE, .h = &opt_range,
	  .data = OPT_RANGE(.size = 4, .max = (1u << 17) - 1,
		.err = "invalid PDP hash size", .range_err = "PDP hash size too big"),
	  .flags = OPT_EXACT | OPT_DUP, .key = "hsize" },
	{ .kw = "restart_count", .attr = IFLA_GTP_RESTART_COUNT, .h = &opt_range,
	  .data = OPT_RANGE(.size = 1, .base = 10, .err = "invalid restart_count"),
	  .flags = OPT_EXACT | OPT_DUP, .key = "restart_count" },
	{ 0 }
};

const struct link_kind kind_gtp = {
	.set = {
		.name = "gtp",
		.maxattr = IFLA_GTP_MAX,
		.opts = gtp_opts,
		.finish = gtp_finish,
		.usage = gtp_usage,
	},
	.parse = gtp_parse,
};
