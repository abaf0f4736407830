/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * iplink_xdp.h - XDP in "ip link": the {xdp|xdpgeneric|xdpdrv|xdpoffload}
 * arguments of "ip link set" and the IFLA_XDP part of "ip link show".
 */
#ifndef IP_IPLINK_XDP_H
#define IP_IPLINK_XDP_H

#include <stdbool.h>
#include <stdint.h>
#include <linux/netlink.h>

struct ipctx;
struct link_printer;
struct msg;

/* Is word one of the XDP keywords of "ip link set"? */
bool xdp_keyword(const char *word);

/* What goes into IFLA_XDP. */
struct xdp_set {
	int fd;			/* program fd, -1 to detach */
	uint32_t flags;		/* IFLA_XDP_FLAGS, 0 = not sent */
};

/* Parse "KEYWORD {off | object FILE [section S] [program P] [verbose] |
 * pinned PATH}" with *argv at KEYWORD; the program is loaded (maps created
 * and pinned) here, as iproute2 does while reading the line.  On return
 * *argv is at the last word used.  dev: the device named so far (offload
 * needs its index).  0 or an exit status. */
int xdp_parse(struct ipctx *ctx, int *argc, char ***argv, const char *dev,
	      struct xdp_set *x);

/* IFLA_XDP { IFLA_XDP_FD, [IFLA_XDP_FLAGS] } into m, which holds the
 * program fd open until the request is answered. */
void xdp_put(struct msg *m, const struct xdp_set *x);

/* "xdpgeneric " etc. in the first line; JSON "xdp":{...} in -j. */
void xdp_print_mode(struct link_printer *p, const struct nlattr *xdp);
/* The "    prog/xdp id N ..." lines (text only). */
void xdp_print_progs(struct link_printer *p, const struct nlattr *xdp);

#endif
