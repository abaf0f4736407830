/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * link_veth.c - the "veth" link kind: "peer [name] NAME [link options]".
 *
 * The peer is a nested ifinfomsg inside VETH_INFO_PEER, filled by the
 * generic link parser; veth has no options of its own and prints none.
 */
#include <stdio.h>
#include <string.h>
#include <linux/if_link.h>
#include <linux/veth.h>

#include "ipctx.h"
#include "iplink.h"
#include "kind.h"

/* iproute2 writes this usage to standard output whatever the stream. */
static void veth_usage(FILE *f)
{
	(void)f;
	fputs("Usage: ip link <options> type veth [peer <options>]\n"
	      "To get <options> type 'ip link add help'\n", stdout);
}

static int veth_parse(struct ipctx *ctx, const struct link_kind *k, int argc,
		      char **argv, struct nlmsghdr *n)
{
	struct link_args a = { .peer = true, .group = 0 };
	struct ifinfomsg *ifi;
	struct nlattr *peer;
	int r;

	if (strcmp(argv[0], "peer") != 0) {
		k->usage(stderr);
		return KIND_EFAIL;
	}
	peer = kind_nest_start(n, VETH_INFO_PEER);
	if (!peer)
		return KIND_EFAIL;
	ifi = nl_put_ifinfomsg(n);
	r = iplink_parse(ctx, argc - 1, argv + 1, n, ifi, &a);
	if (r)
		return r;
	kind_nest_end(n, peer);
	return 0;
}

const struct link_kind kind_veth = {
	.name = "veth",
	.maxattr = VETH_INFO_MAX,
	.parse = veth_parse,
	.usage = veth_usage,
};
