// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_veth.c - the "veth" and "vxcan" link kinds: "peer [name] NAME
 * [link options]".
 *
 * The peer is a nested ifinfomsg inside VETH_INFO_PEER (VXCAN_INFO_PEER:
 * the same number), filled by the generic link parser (with the link
 * request's bound, as iproute2 has it); neither kind has options of its
 * own or prints any.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/if_link.h>
#include <linux/veth.h>
#include <linux/can/vxcan.h>

#include "ipctx.h"
#include "iplink.h"
#include "kind.h"
#include "msg.h"

_Static_assert((int)VETH_INFO_PEER == (int)VXCAN_INFO_PEER, "one peer attribute");

/* iproute2 writes this usage to standard output whatever the stream. */
#define PEER_USAGE(kind)						\
	static void kind##_usage(FILE *f)				\
	{								\
		(void)f;						\
		fputs("Usage: ip link <options> type " #kind		\
		      " [peer <options>]\n"				\
		      "To get <options> type 'ip link add help'\n", stdout); \
	}

PEER_USAGE(veth)
PEER_USAGE(vxcan)

static int veth_parse(struct ipctx *ctx, const struct link_kind *k, int argc,
		      char **argv, struct msg *m, bool create, const char *dev)
{
	struct link_args a = { .peer = true };
	struct ifinfomsg *ifi;
	struct nlattr *peer;
	size_t bound;
	int r;

	(void)create;
	(void)dev;
	if (strcmp(argv[0], "peer") != 0) {
		k->set.usage(stderr);
		return OPT_EFAIL;
	}
	peer = msg_nest(m, VETH_INFO_PEER);
	if (!peer) {
		/* The request is full (iproute2 6.1 writes past its buffer
		 * here and dies): the peer's words are still read, for their
		 * errors, into a request of their own that is not sent, and
		 * the device goes without them. */
		struct msgbuf *scratch = malloc(sizeof(*scratch));

		if (!scratch)
			return OPT_EFAIL;
		msgbuf_init(scratch, RTM_NEWLINK, 0);
		ifi = msg_extra(&scratch->m, sizeof(*ifi));
		msg_set_bound(&scratch->m, LINK_BOUND);
		r = iplink_parse(ctx, argc - 1, argv + 1, &scratch->m, ifi, &a);
		msg_release(&scratch->m);
		free(scratch);
		return r;
	}
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

/* the kernel removes a vxcan's peer with it */
const struct link_kind kind_vxcan = {
	.set = { .name = "vxcan", .maxattr = VXCAN_INFO_MAX, .usage = vxcan_usage },
	.parse = veth_parse,
	.del = KIND_DEL_PEER,
};
