/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ipneigh.h - "ip neigh": its filters and the printer of one
 * RTM_NEWNEIGH / RTM_DELNEIGH / RTM_GETNEIGH, shared by the command
 * (ip/neigh/ipneigh.c) and the monitor.
 */
#ifndef IP_IPNEIGH_H
#define IP_IPNEIGH_H

#include <stdbool.h>
#include <stdint.h>
#include <linux/netlink.h>
#include <linux/neighbour.h>

#include "addr.h"
#include "args.h"
#include "rtnames.h"

struct ipctx;
struct out;

/* What "ip neigh show|flush" selects (iproute2's reset state: every
 * state, no device). */
struct neigh_filter {
	int family;
	int index;
	unsigned int state;	/* NUD_* bits; 0x100 stands for NUD_NONE */
	bool unused_only;
	struct inet_prefix pfx;
	int master;		/* -1: nomaster */
	uint32_t protocol;
	uint8_t ndm_flags;	/* NTF_PROXY: the proxy table */
};

/* One neighbour message taken apart. */
struct neigh_msg {
	const struct nlmsghdr *nlh;
	const struct ndmsg *ndm;
	const struct nlattr *tb[NDA_FLAGS_EXT + 1];
	uint32_t ext_flags;
	uint8_t protocol;
};

struct neigh_printer {
	struct ipctx *ctx;
	struct out *out;
	struct neigh_filter f;
	struct rtnames protos;
	long hz;
	bool warned;		/* the master-filter warning is printed once */
};

void neigh_printer_init(struct neigh_printer *p, struct ipctx *ctx,
			struct out *out);
void neigh_printer_free(struct neigh_printer *p);

/* Take nlh apart and apply p->f, as iproute2 does before printing: false
 * when it is not printed (with iproute2's message for what is no
 * neighbour message, or is too short).  flush: only RTM_NEWNEIGH. */
bool neigh_select(struct neigh_printer *p, struct neigh_msg *m,
		  const struct nlmsghdr *nlh, bool flush);
/* Print it, in every output mode (one JSON object). */
void neigh_print(struct neigh_printer *p, const struct neigh_msg *m);

#endif
