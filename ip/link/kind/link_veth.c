// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_veth.c - the "veth" and "vxcan" link kinds: "peer [name] NAME
 * [link options]".
 *
 * The peer is a nested ifinfomsg inside VETH_INFO_PEER (VXCAN_INFO_PEER:
 * the same number), read by the generic link parser (ip/link/iplink.c, with
 * the link request's bound, as iproute2 has it); neither kind has
 * options of its own or prints any.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/if_link.h>
#include <linux/veth.h>
#include <linux/can/vxcan.h>

#include "ipctx.h"
#include "link/link.h"
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

const struct link_kind kind_veth = {
	.set = { .name = "veth", .maxattr = VETH_INFO_MAX, .usage = veth_usage },
	.peer = true,
	.del = KIND_DEL_PEER,
};

/* the kernel removes a vxcan's peer with it */
const struct link_kind kind_vxcan = {
	.set = { .name = "vxcan", .maxattr = VXCAN_INFO_MAX, .usage = vxcan_usage },
	.peer = true,
	.del = KIND_DEL_PEER,
};
