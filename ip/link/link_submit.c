// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_submit.c - the road of one link request: a device asked for
 * before a change (one RTM_GETLINK: its address length, whether it is a
 * VRF), the change sent, and its completion reported with iproute2's
 * messages, at once or, for a batch line, when it comes.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "attr.h"
#include "ipctx.h"
#include "link.h"
#include "link_print.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"

int iplink_nodev(const char *dev)
{
	fprintf(stderr, "Cannot find device \"%s\"\n", dev);
	return 1;
}

static int link_q_cb(const struct nlmsghdr *nlh, void *arg)
{
	const struct nlattr *tb[IFLA_MAX + 1];
	struct link_q *q = arg;

	attr_parse_msg(tb, IFLA_MAX, nlh, sizeof(struct ifinfomsg));
	if (tb[IFLA_ADDRESS])
		q->addr_len = (int)attr_len(tb[IFLA_ADDRESS]);
	q->vrf = link_kind_is(tb, "vrf", false);
	return 0;
}

/* RTM_GETLINK for one device, by index or (index 0) by name, without
 * counters. */
struct nlmsghdr *iplink_getlink_one(struct msg *m, int family, int index,
				   const char *dev)
{
	struct ifinfomsg *ifi = msg_extra(m, sizeof(*ifi));

	ifi->ifi_family = (unsigned char)family;
	ifi->ifi_index = index;
	if (!index)
		msg_put_strz(m, iplink_name_attr(dev), dev);
	msg_put_u32(m, IFLA_EXT_MASK, RTEXT_FILTER_SKIP_STATS);
	return m->n;
}

/* 0 and q filled in, or -1: no such device. */
int iplink_query(struct ipctx *ctx, const char *dev, struct link_q *q)
{
	struct msgbuf b;

	q->addr_len = -1;
	q->vrf = false;
	msgbuf_init(&b, RTM_GETLINK, 0);
	return nl_talk(ctx->nl, iplink_getlink_one(&b.m, ctx->o.family, 0, dev),
		       link_q_cb, q, 1) ? -1 : 0;
}

int iplink_addr_len(struct ipctx *ctx, const char *dev)
{
	struct link_q q;

	return iplink_query(ctx, dev, &q) ? -1 : q.addr_len;
}

/* One link request on its way: how to report its completion. */
struct link_job {
	struct ipctx *ctx;
	int line;		/* batch line, 0 for a single command */
	int err;
	char extack[256];
	bool by_name;		/* addressed by IFLA_IFNAME: ENODEV is "no such device" */
	char dev[ALTIFNAMSIZ];
};

/* Print a completed request's outcome; returns its exit status.  missing:
 * the device is known not to exist (iproute2 would have looked it up
 * first and said so). */
static int link_report(const struct link_job *j, bool missing)
{
	if (j->err && j->by_name && (j->err == -ENODEV || missing))
		return iplink_nodev(j->dev);
	if (j->err) {
		nl_perror(j->err, j->extack);
		return 2;
	}
	if (*j->extack)
		fprintf(stderr, "Warning: %s%s\n", j->extack,
			j->extack[strlen(j->extack) - 1] == '.' ? "" : ".");
	return 0;
}

static void link_done(int err, const char *extack, void *arg)
{
	struct link_job *j = arg;

	j->err = err;
	snprintf(j->extack, sizeof(j->extack), "%s", extack ? extack : "");
	if (j->line) {
		/* a batch line: reported now, through the driver's callback */
		j->ctx->report(j->ctx, j->line, link_report(j, false));
		free(j);
	}
}

int iplink_submit(struct ipctx *ctx, struct msg *m, const char *dev)
{
	struct link_job one = { .ctx = ctx }, *j = &one;
	int err;

	if (ctx->batch_line && ctx->report) {
		j = calloc(1, sizeof(*j));
		if (!j) {
			msg_release(m);
			return 1;
		}
		j->ctx = ctx;
		j->line = ctx->batch_line;
	}
	if (dev) {
		j->by_name = true;
		snprintf(j->dev, sizeof(j->dev), "%s", dev);
	}
	err = nl_submit_msg(ctx->nl, m, NULL, link_done, j);
	if (err < 0) {
		fprintf(stderr, "Cannot talk to rtnetlink: %s\n", strerror(-err));
		if (j != &one)
			free(j);
		return 2;
	}
	if (j != &one)
		return IP_PENDING;	/* the completion reports */
	err = nl_wait(ctx->nl, 0);
	if (err < 0) {
		fprintf(stderr, "Cannot talk to rtnetlink: %s\n", strerror(-err));
		return 2;
	}
	/* refused before the kernel looked for the device (no permission,
	 * an attribute it checks first): iproute2's own look-up would have
	 * found it missing first */
	return link_report(&one, one.err && one.err != -ENODEV && one.by_name &&
			   !lc_name2index(ctx->lc, one.dev));
}
