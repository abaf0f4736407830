/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * iplink.h - "ip link": generic attributes, add/set/delete/show.
 */
#ifndef IP_IPLINK_H
#define IP_IPLINK_H

#include <stdint.h>
#include <stdbool.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

struct ipctx;

struct link_args {
	const char *name;	/* "name X" or the bare device word */
	const char *dev;	/* "dev X" */
	const char *link;	/* "link X" */
	const char *kind;	/* "type X" */
	uint32_t group;
	bool group_set;
	bool peer;		/* parsing a veth peer: no "type", no "dev" */
};

/* Parse generic link arguments, and "type KIND ARGS" when allowed, into n
 * whose ifinfomsg is ifi (a peer's nested ifinfomsg for veth).  "name X"
 * is added as IFLA_IFNAME when a->peer is set; otherwise the caller
 * decides.  Returns 0 or an exit status (see args.h). */
int iplink_parse(struct ipctx *ctx, int argc, char **argv,
		 struct nlmsghdr *n, struct ifinfomsg *ifi,
		 struct link_args *a);

int do_iplink(struct ipctx *ctx, int argc, char **argv);

/* Build a link request from "ip link add|set|delete" arguments into buf
 * (NL_REQ_SIZE bytes).  0 or an exit status. */
int iplink_build(struct ipctx *ctx, uint16_t cmd, uint16_t flags, int argc,
		 char **argv, void *buf, struct link_args *a);
/* Send it.  A single command waits and returns its status; in a batch it
 * returns IP_PENDING and the completion reports to the batch driver.
 * dev: the name the request addresses the device by, if any. */
int iplink_submit(struct ipctx *ctx, const struct nlmsghdr *n, const char *dev);
/* "ip link show" (ip/iplink_show.c). */
int iplink_show(struct ipctx *ctx, int argc, char **argv);

/* Append a nested ifinfomsg at the tail of n (for veth peers). */
struct ifinfomsg *nl_put_ifinfomsg(struct nlmsghdr *n);

#endif
