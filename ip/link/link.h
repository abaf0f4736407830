/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * link.h - the link module's header: "ip link": generic attributes, add/set/delete/show.
 */
#ifndef IP_IPLINK_H
#define IP_IPLINK_H

#include <stdint.h>
#include <stdbool.h>
#include <string.h>
#include <net/if.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include "verb.h"

struct ipctx;
struct msg;
struct msgbuf;

/* iproute2 builds link requests in a 1056-byte buffer: an attribute that
 * does not fit is reported and left out ("addattr_l ERROR: message
 * exceeded bound of 1056"), and we do the same. */
#define LINK_BOUND 1056

struct link_args {
	const char *name;	/* "name X" or the bare device word */
	const char *dev;	/* "dev X" */
	const char *link;	/* "link X" */
	const char *kind;	/* "type X" */
	uint32_t group;
	bool group_set;
	bool peer;		/* parsing a veth peer: no "type", no "dev" */
};

/* Parse generic link arguments, and "type KIND ARGS" when allowed, into m
 * whose ifinfomsg is ifi (a peer's nested ifinfomsg for veth).  Returns 0
 * or an exit status (see args.h). */
int iplink_parse(struct ipctx *ctx, int argc, char **argv, struct msg *m,
		 struct ifinfomsg *ifi, struct link_args *a);
/* "[dev] NAME" at argv[0], as the link commands read the device ("help"
 * is the usage; taken: a device was named before, iproute2's duparg2):
 * *dev, and the words used after argv[0], or -(exit status). */
int link_dev_word(int argc, char **argv, bool taken, const char **dev);


/* Build a link request from "ip link add|set|delete" arguments into b.
 * 0 or an exit status (nothing held then). */
int iplink_build(struct ipctx *ctx, uint16_t cmd, uint16_t flags, int argc,
		 char **argv, struct msgbuf *b, struct link_args *a);
/* Send it (the request's descriptors go with it; ip/link/link_submit.c).  A
 * single command waits and returns its status; with ctx->report set (a
 * batch line) it returns IP_PENDING and the completion calls
 * ctx->report.  dev: the name the request addresses the device by, if
 * any. */
int iplink_submit(struct ipctx *ctx, struct msg *m, const char *dev);
/* The attribute a request names a device by: IFLA_IFNAME, or
 * IFLA_ALT_IFNAME for a name too long for it (an alternative name). */
static inline uint16_t iplink_name_attr(const char *dev)
{
	return strlen(dev) < IFNAMSIZ ? IFLA_IFNAME : IFLA_ALT_IFNAME;
}

/* A device asked for, and requests sent and reported (ip/link/link_submit.c).
 * "Cannot find device": the exit status. */
int iplink_nodev(const char *dev);
/* What "ip link" asks of a device before a request: the length of its
 * hardware address, whether it is a VRF.  One RTM_GETLINK. */
struct link_q {
	int addr_len;		/* -1: no address */
	bool vrf;
};
/* 0 and q filled in, or -1: no such device. */
int iplink_query(struct ipctx *ctx, const char *dev, struct link_q *q);
/* RTM_GETLINK for one device into m, by index or (index 0) by name,
 * without counters; m's header. */
struct nlmsghdr *iplink_getlink_one(struct msg *m, int family, int index,
				   const char *dev);
/* The length of a device's hardware address (one RTM_GETLINK), or -1. */
int iplink_addr_len(struct ipctx *ctx, const char *dev);
/* "vf NUM ..." at argv[0] (ip/link/link_vf.c): IFLA_VFINFO_LIST into m for
 * device dev.  The words used after "vf" (>= 1), or -(exit status). */
int link_vf_parse(struct ipctx *ctx, int argc, char **argv, struct msg *m,
		  const char *dev);
/* The "TYPE := { ... }" list of the usage texts (ip/link/link_usage.c). */
extern const char iplink_types_text[];
/* "ip link help": the usage on stderr; returns the exit status. */
int iplink_usage(void);
/* "ip link show" (ip/link/iplink_show.c). */
int iplink_show(struct ipctx *ctx, const struct verb *v, int argc, char **argv);
/* "ip link property" (ip/link/iplink_prop.c). */
int iplink_prop(struct ipctx *ctx, const struct verb *v, int argc, char **argv);
/* "ip link xstats" and "ip link afstats" (ip/link/iplink_xstats.c). */
int iplink_xstats(struct ipctx *ctx, const struct verb *v, int argc, char **argv);
int iplink_afstats(struct ipctx *ctx, const struct verb *v, int argc, char **argv);

#endif
