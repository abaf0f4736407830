// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_veth.c - the "veth" link kind: "peer [name] NAME [link options]".
 *
 * The peer is a nested ifinfomsg inside VETH_INFO_PEER, filled by the
 * generic link parser (with the link request's bound, as iproute2 has
 * it); veth has no options of its own and prints none.
 */
#include <stdio.h>
#include <string.h>
#include <linux/if_link.h>
#include <linux/veth.h>

#include "ipctx.h"
#include "iplink.h"
#include "kind.h"
#include "msg.h"

/* iproute2 writes this usage to standard output whatever the stream. */
static void veth_usage(FILE *f)
{
	(void)f;
	fputs("Usage: ip link <options> type veth [peer <options>]\n"
	      "To get <options> type 'ip link add help'\n", stdout);
}

static int veth_parse(struct ipctx *ctx, const struct link_kind *k, int argc,
		      char **argv, struct msg *m, bool create)
{
	struct link_args a = { .peer = true };
	struct ifinfomsg *ifi;
	struct nlattr *peer;
	size_t bound;
	int r;

	(void)create;
	if (strcmp(argv[0], "peer") != 0) {
		k->set.usage(stderr);
		return OPT_EFAIL;
	}
	peer = msg_nest(m, VETH_INFO_PEER);
	ifi = msg_extra(m, sizeof(*ifi));
	if (!ifi)
		return OPT_EFAIL;
	bound = msg_set_bound(m, LINK_BOUND);
	r = iplink_parse(ctx, argc - 1, argv + 1, m, ifi, &a);
	msg_set_bound(m, bound);
	if (r)
		return r;
	msg_nest_end(m, peer);
	return 0;
}

const struct link_kind kind_veth = {
	.set = { .name = "veth", .maxattr = VETH_INFO_MAX, .usage = veth_usage },
	.parse = veth_parse,
	.del = KIND_DEL_PEER,
};
