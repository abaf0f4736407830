/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ipnetconf.h - the printers of "ip netconf" (RTM_NEWNETCONF /
 * RTM_DELNETCONF) and "ip addrlabel" (RTM_NEWADDRLABEL /
 * RTM_DELADDRLABEL) messages, shared by the commands (ip/netconf/ipnetconf.c,
 * ip/addrlabel/ipaddrlabel.c) and the monitor.
 */
#ifndef IP_IPNETCONF_H
#define IP_IPNETCONF_H

#include <linux/netlink.h>

struct ipctx;
struct out;

/* What is printed: family 0 and ifindex 0 select everything. */
struct netconf_filter {
	int family;
	int ifindex;
};

/* One netconf message: 0 (printed, or left out by f), or -1 after
 * iproute2's message for what is no netconf message (an NLMSG_ERROR
 * quietly: it ends iproute2's listening). */
int netconf_print(struct ipctx *ctx, struct out *o,
		  const struct netconf_filter *f, const struct nlmsghdr *nlh);

/* One address label message: 0 (printed, or not a label message), or
 * -1 when it is shorter than its header. */
int addrlabel_print(struct ipctx *ctx, struct out *o,
		    const struct nlmsghdr *nlh);

#endif
