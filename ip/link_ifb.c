/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * link_ifb.c - the "ifb" link kind: no options.
 *
 * iproute2 has no parser for ifb: words after "type ifb" are ignored
 * (an empty data nest is still sent) and nothing is printed for -d.
 */
#include <linux/netlink.h>

#include "kind.h"

static int ifb_parse(struct ipctx *ctx, const struct link_kind *k, int argc,
		     char **argv, struct nlmsghdr *n)
{
	(void)ctx;
	(void)k;
	(void)argc;
	(void)argv;
	(void)n;
	return 0;
}

const struct link_kind kind_ifb = {
	.name = "ifb",
	.parse = ifb_parse,
};
