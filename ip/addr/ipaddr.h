/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ipaddr.h - "ip address": its address flags, its filters and the printer
 * of one RTM_NEWADDR / RTM_DELADDR (ip/addr/addr_print.c), shared by the
 * command (ip/addr/ipaddress.c) and the monitor.
 */
#ifndef IP_IPADDR_H
#define IP_IPADDR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <linux/netlink.h>
#include <linux/if_addr.h>

#include "args.h"
#include "addr.h"
#include "rtnames.h"
#include "verb.h"

struct ipctx;
struct out;

/* iproute2 6.1 reads the attributes up to IFA_TARGET_NETNSID. */
#define ADDR_ATTR_MAX IFA_TARGET_NETNSID

/* The address flags by name, in iproute2's order (it prints them so). */
struct ifa_flag {
	const char *name;
	uint32_t mask;
	bool readonly;		/* the kernel's to set: a warning if asked */
	bool v6only;
};
const struct ifa_flag *ifa_flag_find(const char *name);

/* What "ip address show|flush" selects. */
struct addr_filter {
	int family;
	int ifindex;
	uint32_t scope, scopemask;
	uint32_t flags, flagmask;
	const char *label;		/* a shell pattern */
	struct inet_prefix pfx;		/* "to PREFIX" */
};

/* One address message taken apart: tb[IFA_LOCAL] and tb[IFA_ADDRESS]
 * each stand in for the other when missing, as iproute2 reads them. */
struct addr_msg {
	const struct nlmsghdr *nlh;
	const struct ifaddrmsg *ifa;
	const struct nlattr *tb[ADDR_ATTR_MAX + 1];
	uint32_t flags;			/* IFA_FLAGS, else ifa_flags */
};

struct addr_printer {
	struct ipctx *ctx;
	struct out *out;
	/* "N: dev" before the family: -o, flush, -echo and the monitor */
	bool with_dev;
};

void addr_printer_init(struct addr_printer *p, struct ipctx *ctx,
		       struct out *out);
void addr_printer_free(struct addr_printer *p);

/* false: no address message, or shorter than its header. */
bool addr_msg_parse(struct addr_msg *m, const struct nlmsghdr *nlh);
/* Does the address pass f (index, scope, flags, family, label, prefix)?
 * The label of an address without one is its device's name. */
bool addr_match(struct addr_printer *p, const struct addr_filter *f,
		const struct addr_msg *m);
/* Print it, in every output mode (-br: the address alone). */
void addr_print(struct addr_printer *p, const struct addr_msg *m);

/* The command (ip/addr/ipaddress.c, ip/addr/ipaddr_show.c). */
#define ADDR_SAVE_MAGIC 0x47361222u	/* starts a saved stream */
enum { ADDR_LIST, ADDR_FLUSH, ADDR_SAVE };
/* "ip address help": the usage on stderr; the exit status. */
int ipaddr_usage(void);
/* "ip address show|flush|save ARGS" (v->mode ADDR_*). */
int ipaddr_list(struct ipctx *ctx, const struct verb *v, int argc, char **argv);

/* VRF devices by name (ip/link/vrf.c).  The index of a VRF device called
 * name, 0 if there is none (one quiet RTM_GETLINK). */
int ip_vrf_index(struct ipctx *ctx, const char *name);
/* The table of the VRF device called name (iproute2's ipvrf_get_table):
 * 0 if it is no VRF; the main table for "default" when no device has
 * that name. */
uint32_t ip_vrf_table(struct ipctx *ctx, const char *name);
/* The show filters "master DEV" and "vrf NAME" (vrf set): *master is the
 * device's index; else iproute2's message and exit status. */
int ip_master_filter(struct ipctx *ctx, bool vrf, const char *name,
		     int *master);

#endif
