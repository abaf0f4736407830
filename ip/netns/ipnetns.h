/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ipnetns.h - what "ip netns" (ip/netns/ipnetns.c) offers the other commands:
 * the printer of one RTM_NEWNSID / RTM_DELNSID, shared with the monitor.
 */
#ifndef IP_IPNETNS_H
#define IP_IPNETNS_H

#include <linux/netlink.h>

struct out;
struct nsid_map;

/* One nsid message as "ip netns list-id" and "ip monitor nsid" print it:
 * the nsid, the current nsid, and the name of the namespace from map
 * (taken out of it once shown, looked up afresh in /run/netns for a new
 * nsid it lacks).  MNL_CB_OK, or MNL_CB_ERROR after iproute2's message. */
int netns_nsid_print(struct out *p, struct nsid_map *map,
		     const struct nlmsghdr *nlh);

#endif
