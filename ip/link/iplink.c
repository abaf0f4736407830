// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * iplink.c - "ip link": generic link attributes and add/set/delete (the
 * requests' road: ip/link/link_submit.c; the usage: ip/link/link_usage.c).
 *
 * Devices are addressed by IFLA_IFNAME: the kernel has a name hash, so no
 * look-up precedes a request.  Names are resolved in user space only for
 * references (master, link) and for a rename, through the link cache.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include <net/if.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>
#include <linux/veth.h>

#include "args.h"
#include "ip.h"
#include "verb.h"
#include "attr.h"
#include "ipctx.h"
#include "link.h"
#include "iplink_xdp.h"
#include "link/kind/kind.h"
#include "link_print.h"
#include "linkcache.h"
#include "msg.h"
#include "names.h"
#include "netns.h"
#include "nl.h"

#ifndef IFALIASZ
#define IFALIASZ 256
#endif


int iplink_build(struct ipctx *ctx, uint16_t cmd, uint16_t flags, int argc,
		 char **argv, struct msgbuf *b, struct link_args *a)
{
	struct ifinfomsg *ifi;
	int st;

	msgbuf_init(b, cmd, flags);
	msg_set_bound(&b->m, LINK_BOUND);
	ifi = msg_extra(&b->m, sizeof(*ifi));
	ifi->ifi_family = (unsigned char)ctx->o.family;
	st = iplink_parse(ctx, argc, argv, &b->m, ifi, a);
	if (st)
		msg_release(&b->m);
	return st;
}

/* iproute2 looks a device up (RTM_GETLINK) before it changes it, and the
 * kernel answers a GETLINK for one device only after it has run that
 * device's pending link-watch event: carrier changes reach operstate (and
 * NO-CARRIER, a route's linkdown) at once instead of up to a second later.
 * The same look-up goes out just before the change, in the same send: no
 * extra wait, and what a script reads right after "link set up" is what
 * it read with iproute2.  The answer is not needed; returns the
 * submission's sequence number or -errno. */
static int settle_link(struct ipctx *ctx, int index, const char *dev)
{
	struct msgbuf b;

	msgbuf_init(&b, RTM_GETLINK, 0);
	return nl_submit(ctx->nl, iplink_getlink_one(&b.m, AF_UNSPEC, index, dev),
			 NULL, NULL, NULL);
}

/* add / set / change / replace / delete. */
static int iplink_modify(struct ipctx *ctx, const struct verb *v, int argc,
			 char **argv)
{
	uint16_t cmd = v->cmd, flags = v->flags;
	struct msgbuf b;
	const struct ifinfomsg *ifi;
	struct link_args a = { 0 };
	int st;

	st = iplink_build(ctx, cmd, flags, argc, argv, &b, &a);
	if (st)
		return st;
	ifi = NLMSG_DATA(b.m.n);
	if (cmd == RTM_NEWLINK && !(flags & NLM_F_CREATE) && a.dev) {
		st = settle_link(ctx, ifi->ifi_index, a.dev);
		if (st < 0) {
			msg_release(&b.m);
			fprintf(stderr, "Cannot talk to rtnetlink: %s\n", strerror(-st));
			return 2;
		}
	}
	return iplink_submit(ctx, &b.m, a.dev && !ifi->ifi_index ? a.dev : NULL);
}

/* iproute2 ignores afstats' outcome unless it exited */
static int link_afstats(struct ipctx *ctx, const struct verb *v, int argc,
			char **argv)
{
	int st = iplink_afstats(ctx, v, argc, argv);

	return st & IP_FATAL ? st : 0;
}

/* "help KIND": the kind's usage, on standard output */
static int link_help(struct ipctx *ctx, const struct verb *v, int argc,
		     char **argv)
{
	const struct link_kind *k = argc > 0 ? kind_find(argv[0]) : NULL;

	(void)ctx;
	(void)v;
	if (!k || !k->set.usage)
		return iplink_usage();
	k->set.usage(stdout);
	return 0;
}

static const struct verb link_verbs[] = {
	{ "add", iplink_modify, RTM_NEWLINK, NLM_F_CREATE | NLM_F_EXCL },
	{ "set", iplink_modify, RTM_NEWLINK, 0 },
	{ "change", iplink_modify, RTM_NEWLINK, 0 },
	{ "replace", iplink_modify, RTM_NEWLINK, NLM_F_CREATE | NLM_F_REPLACE },
	{ "delete", iplink_modify, RTM_DELLINK, 0 },
	{ "show", iplink_show },
	{ "lst", iplink_show },
	{ "list", iplink_show },
	{ "xstats", iplink_xstats },
	{ "afstats", link_afstats },
	{ "property", iplink_prop },
	{ "help", link_help },
	{ 0 }
};

const struct verb_set iplink_verbs = {
	.obj = "link",
	.none = &(const struct verb){ "show", iplink_show },
	.verbs = link_verbs,
};
