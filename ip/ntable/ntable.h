/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ntable.h - "ip ntable": the filter of a listing and the printer of one
 * neighbour table message (RTM_NEWNEIGHTBL), for the listing and, later,
 * the monitor.
 */
#ifndef IP_NTABLE_H
#define IP_NTABLE_H

#include <stdint.h>
#include <linux/netlink.h>

struct ipctx;
struct out;

/* "dev none": the tables' own parameters, no device's */
#define NTABLE_NO_DEV 0xffffffffu

struct ntable_filter {
	int family;		/* AF_UNSPEC: every family */
	uint32_t index;		/* 0: any; NTABLE_NO_DEV: none */
	const char *name;	/* NULL: any */
	int stats;		/* -s: the config and statistics too */
};

/* Print one message as iproute2 6.1 does (0), pass over one the filter
 * leaves out (0), or refuse a message too short for its header (-1,
 * after iproute2's complaint).  Devices are named from ctx->lc. */
int ntable_print(struct ipctx *ctx, struct out *o,
		 const struct ntable_filter *f, const struct nlmsghdr *nlh);
/* The device of a message's parameters (0: none), to name it first. */
int ntable_dev(const struct nlmsghdr *nlh);

#endif
