/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * iprule.h - "ip rule": its selectors as show/flush filters and the
 * printer of one RTM_NEWRULE / RTM_DELRULE (ip/rule/rule_print.c), shared by
 * the command (ip/rule/iprule.c), the monitor and the fuzzer.
 */
#ifndef IP_IPRULE_H
#define IP_IPRULE_H

#include <stdbool.h>
#include <stdint.h>
#include <net/if.h>
#include <linux/netlink.h>
#include <linux/fib_rules.h>

#include "addr.h"
#include "args.h"
#include "names.h"
#include "rtnames.h"

struct ipctx;
struct out;

/* iproute2 6.1 reads the attributes up to FRA_DPORT_RANGE (newer kernels
 * send more; it ignores them, and so do we). */
#define RULE_ATTR_MAX 24
/* Attributes of the rule message that are route attributes by number:
 * a NAT rule's address (RTA_GATEWAY) and the table (RTA_TABLE). */
#define RULE_ATTR_GATEWAY 5

/* What "ip rule show|flush" selects: iproute2's reset state is all
 * zero, and a zero value selects nothing (fwmark 0, table 0, sport 0
 * are no filters). */
struct rule_filter {
	int family;			/* -4 / -6; 0: any */
	bool not;			/* FIB_RULE_INVERT set */
	bool l3mdev;
	bool iif_set, oif_set, uidrange_set, pref_set, tos_set;
	uint32_t table;
	uint32_t tos;
	uint32_t pref;
	uint32_t fwmark, fwmask;
	uint64_t tun_id;
	char iif[IFNAMSIZ], oif[IFNAMSIZ];
	struct fib_rule_uid_range uids;
	struct inet_prefix src, dst;	/* family 0: none */
	uint32_t protocol, protocolmask;	/* flush only */
	struct fib_rule_port_range sport, dport;
	uint8_t ipproto;
};

/* One rule message taken apart. */
struct rule_msg {
	const struct nlmsghdr *nlh;
	const struct fib_rule_hdr *frh;
	const struct nlattr *tb[RULE_ATTR_MAX + 1];
};

struct rule_printer {
	struct ipctx *ctx;
	struct out *out;
	struct rule_filter f;
	struct rtnames names;		/* tables, protocols, realms, DS fields */
	struct names groups;		/* device groups (suppress_ifgroup) */
	bool in_obj;			/* the caller opened the JSON object */
};

void rule_printer_init(struct rule_printer *p, struct ipctx *ctx,
		       struct out *out);
void rule_printer_free(struct rule_printer *p);

/* 1: a rule message, taken apart; 0: another type (iproute2 passes over
 * it); -1: shorter than its header (iproute2 stops a dump there). */
int rule_msg_parse(struct rule_msg *m, const struct nlmsghdr *nlh);
/* Does it pass p->f (family, and every selector given)? */
bool rule_match(const struct rule_printer *p, const struct rule_msg *m);
/* Print it, in every output mode: one JSON object, one text line. */
void rule_print(struct rule_printer *p, const struct rule_msg *m);

/* The routing types by name, as iproute2's rtnl_rtntype_a2n/n2a: 0 or -1;
 * the name, or the number in buf (always the number when numeric). */
int rule_type_a2n(const char *arg, uint32_t *type);
const char *rule_type_n2a(uint32_t type, bool numeric, char *buf,
			  size_t size);

#endif
