/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * link_print.h - printing one link message as iproute2 6.1's "ip link show".
 *
 * ip/link/iplink_show.c reads the links (one request or a dump), filters them
 * and decides when each may be printed; ip/link/link_print.c prints one
 * message; ip/link/link_stats.c prints its -s / -s -s counters.
 */
#ifndef IP_LINK_PRINT_H
#define IP_LINK_PRINT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <net/if.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/if_link.h>

#include "names.h"

struct ipctx;
struct out;
struct nsid_map;

/* What printing needs besides the message: names of groups and of peer
 * namespaces, looked up on first use. */
struct link_printer {
	struct ipctx *ctx;
	struct out *out;
	struct names groups;
	struct names preasons;	/* protodown reason names */
	struct nsid_map *nsids;
	bool nsids_filled;	/* looked up: printing a link-netns sends nothing */
	/* What iproute2 prints depends on the command: "ip link show" prints
	 * everything (link_cmd); "ip address show" no link mode, AF_SPEC,
	 * alias (without -d) or counters, but the queue length (showqueue);
	 * "ip monitor" neither.  lp_init sets both (ip link show). */
	bool link_cmd;
	bool showqueue;
	/* The family the command shows: AF_PACKET for "ip link" (brief
	 * lines then carry the address and flags), 0 for the monitor, the
	 * -f family for "ip address" (no link/ line for inet without -d). */
	int family;
};

void lp_init(struct link_printer *p, struct ipctx *ctx);
void lp_free(struct link_printer *p);
/* Look up the names of peer namespaces now (one request per name): to be
 * done before a dump, when no request may be sent. */
void lp_fill_nsids(struct link_printer *p);

/* One RTM_NEWLINK / RTM_DELLINK, taken apart. */
struct link_msg {
	const struct nlmsghdr *nlh;
	const struct ifinfomsg *ifi;
	const struct nlattr *tb[IFLA_MAX + 1];
	const char *name;
	char nbuf[IFNAMSIZ + 16];
};

/* The header: false if nlh is no link message. */
bool link_msg_head(struct link_msg *m, const struct nlmsghdr *nlh);
/* The attributes and the name (a nameless link gets "if<N>" and iproute2's
 * "BUG" line on stderr): link_msg_attrs does both, link_msg_parse the
 * first, link_msg_name the second. */
void link_msg_attrs(struct link_msg *m);
void link_msg_parse(struct link_msg *m);
void link_msg_name(struct link_msg *m);
/* Print it, in every output mode. */
void link_print(struct link_printer *p, const struct link_msg *m);
/* The -s / -s -s block (ip/link/link_stats.c). */
void link_print_stats(struct link_printer *p, const struct nlattr *const *tb);

/* The VFs of IFLA_VFINFO_LIST, each on a line of its own (ip/link/link_vf.c);
 * true when the list holds fewer than IFLA_NUM_VF says. */
bool link_print_vfinfo(struct link_printer *p, const struct ifinfomsg *ifi,
		       const struct nlattr *const *tb);
/* The name of a link type ("ether"; "[N]" with numeric or when unknown;
 * ip/link/link_type.c). */
const char *link_type_name(unsigned short type, bool numeric, char *buf,
			   size_t size);
/* One counter, right-aligned in width, then a space (-h, -iec: "1.2M"). */
void link_print_num(struct link_printer *p, unsigned int width, uint64_t v);

/* Whether IFLA_LINKINFO says kind (or slave kind) is kind (ip/link/link_type.c). */
bool link_kind_is(const struct nlattr *const *tb, const char *kind, bool slave);
/* Might printing this IFLA_LINKINFO ask the kernel for a link's name? */
bool link_info_may_lookup(const struct nlattr *li);

#endif
