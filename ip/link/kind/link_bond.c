// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_bond.c - the "bond" and "bond_slave" link kinds: tables; bond's
 * enums take a name or its position in the list, its targets are comma
 * lists; the ports' read-only state prints through the same tables.
 */
#include <stdio.h>
#include <netinet/in.h>
#include <linux/if_bonding.h>
#include <linux/if_link.h>

#include "attr.h"
#include "ipctx.h"
#include "kind.h"
#include "print.h"

/* ---- bond ---- */

static void bond_usage(FILE *f)
{
	fputs("Usage: ... bond [ mode BONDMODE ] [ active_slave SLAVE_DEV ]\n"
	      "                [ clear_active_slave ] [ miimon MIIMON ]\n"
	      "                [ updelay UPDELAY ] [ downdelay DOWNDELAY ]\n"
	      "                [ peer_notify_delay DELAY ]\n"
	      "                [ use_carrier USE_CARRIER ]\n"
	      "                [ arp_interval ARP_INTERVAL ]\n"
	      "                [ arp_validate ARP_VALIDATE ]\n"
	      "                [ arp_all_targets ARP_ALL_TARGETS ]\n"
	      "                [ arp_ip_target [ ARP_IP_TARGET, ... ] ]\n"
	      "                [ ns_ip6_target [ NS_IP6_TARGET, ... ] ]\n"
	      "                [ primary SLAVE_DEV ]\n"
	      "                [ primary_reselect PRIMARY_RESELECT ]\n"
	      "                [ fail_over_mac FAIL_OVER_MAC ]\n"
	      "                [ xmit_hash_policy XMIT_HASH_POLICY ]\n"
	      "                [ resend_igmp RESEND_IGMP ]\n"
	      "                [ num_grat_arp|num_unsol_na NUM_GRAT_ARP|NUM_UNSOL_NA ]\n"
	      "                [ all_slaves_active ALL_SLAVES_ACTIVE ]\n"
	      "                [ min_links MIN_LINKS ]\n"
	      "                [ lp_interval LP_INTERVAL ]\n"
	      "                [ packets_per_slave PACKETS_PER_SLAVE ]\n"
	      "                [ tlb_dynamic_lb TLB_DYNAMIC_LB ]\n"
	      "                [ lacp_rate LACP_RATE ]\n"
	      "                [ lacp_active LACP_ACTIVE]\n"
	      "                [ ad_select AD_SELECT ]\n"
	      "                [ ad_user_port_key PORTKEY ]\n"
	      "                [ ad_actor_sys_prio SYSPRIO ]\n"
	      "                [ ad_actor_system LLADDR ]\n"
	      "                [ arp_missed_max MISSED_MAX ]\n"
	      "\n"
	      "BONDMODE := balance-rr|active-backup|balance-xor|broadcast|802.3ad|balance-tlb|balance-alb\n"
	      "ARP_VALIDATE := none|active|backup|all|filter|filter_active|filter_backup\n"
	      "ARP_ALL_TARGETS := any|all\n"
	      "PRIMARY_RESELECT := always|better|failure\n"
	      "FAIL_OVER_MAC := none|active|follow\n"
	      "XMIT_HASH_POLICY := layer2|layer2+3|layer3+4|encap2+3|encap3+4|vlan+srcmac\n"
	      "LACP_ACTIVE := off|on\n"
	      "LACP_RATE := slow|fast\n"
	      "AD_SELECT := stable|bandwidth|count\n", f);
}

#define N(s, v) { s, v }
static const struct opt_name modes[] = {
	N("balance-rr", 0), N("active-backup", 1), N("balance-xor", 2),
	N("broadcast", 3), N("802.3ad", 4), N("balance-tlb", 5),
	N("balance-alb", 6), { NULL, 0 }
};
static const struct opt_name arp_validate[] = {
	N("none", 0), N("active", 1), N("backup", 2), N("all", 3),
	N("filter", 4), N("filter_active", 5), N("filter_backup", 6),
	{ NULL, 0 }
};
static const struct opt_name arp_all_targets[] = {
	N("any", 0), N("all", 1), { NULL, 0 }
};
static const struct opt_name primary_reselect[] = {
	N("always", 0), N("better", 1), N("failure", 2), { NULL, 0 }
};
static const struct opt_name fail_over_mac[] = {
	N("none", 0), N("active", 1), N("follow", 2), { NULL, 0 }
};
static const struct opt_name xmit_hash_policy[] = {
	N("layer2", 0), N("layer3+4", 1), N("layer2+3", 2), N("encap2+3", 3),
	N("encap3+4", 4), N("vlan+srcmac", 5), { NULL, 0 }
};
static const struct opt_name lacp_active[] = {
	N("off", 0), N("on", 1), { NULL, 0 }
};
static const struct opt_name lacp_rate[] = {
	N("slow", 0), N("fast", 1), { NULL, 0 }
};
static const struct opt_name ad_select[] = {
	N("stable", 0), N("bandwidth", 1), N("count", 2), { NULL, 0 }
};

/* arp_validate "none" is null in JSON */
static void arpv_print(struct opt_print *pp, const struct opt *o,
		       const struct nlattr *a)
{
	if (!attr_u32(a) && out_is_json(pp->out))
		out_null(pp->out, OUT_JSON, o->key, NULL, NULL);
	else
		opt_enum.print(pp, o, a);
}

static int arpv_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	return opt_enum.parse(st, o, argc, argv);
}

static const struct opt_handler bond_arpv = {
	.parse = arpv_parse, .print = arpv_print, .nargs = 1,
};

/* The 802.3ad aggregator: a nest of its own, an object in JSON. */
static const struct opt adinfo_opts[] = {
	{ .attr = IFLA_BOND_AD_INFO_AGGREGATOR, .h = &opt_u16,
	  .key = "aggregator", .fmt = "ad_aggregator %u " },
	{ .attr = IFLA_BOND_AD_INFO_NUM_PORTS, .h = &opt_u16,
	  .key = "num_ports", .fmt = "ad_num_ports %u " },
	{ .attr = IFLA_BOND_AD_INFO_ACTOR_KEY, .h = &opt_u16,
	  .key = "actor_key", .fmt = "ad_actor_key %u " },
	{ .attr = IFLA_BOND_AD_INFO_PARTNER_KEY, .h = &opt_u16,
	  .key = "partner_key", .fmt = "ad_partner_key %u " },
	{ .attr = IFLA_BOND_AD_INFO_PARTNER_MAC, .h = &opt_mac,
	  .key = "partner_mac", .fmt = "ad_partner_mac %s " },
	{ 0 }
};

static const struct opt_set adinfo_set = {
	.name = "ad_info", .opts = adinfo_opts, .maxattr = IFLA_BOND_AD_INFO_MAX,
};

static void adinfo_print(struct opt_print *pp, const struct opt *o,
			 const struct nlattr *a)
{
	out_open_obj(pp->out, OUT_JSON, o->key);
	opt_print_nest(pp->ctx, &adinfo_set, a, pp->ifla);
	out_close_obj(pp->out, OUT_JSON);
}

static const struct opt_handler bond_adinfo = { .print = adinfo_print };

#define B_NUM(k, a, t) { .kw = k, .attr = a, .h = &t, \
		.data = OPT_NUM(.err = "invalid " k), .key = k }
#define B_ENUM(k, a, tbl, sz, j, f) { .kw = k, .attr = a, .h = &opt_enum, \
		.data = OPT_ENUM(.names = tbl, .size = sz, .decimal = true, \
			.err = "invalid " k, .unknown = "UNKNOWN"), .key = j, .fmt = f }
#define B_DEV(k, a) { .kw = k, .attr = a, .h = &opt_ifname, \
		.data = OPT_NUM(.errfmt = "Cannot find device \"%s\"\n"), \
		.flags = OPT_NONZERO, .key = k }
#define B_LIST(k, a, fam, e) { .kw = k, .attr = a, .h = &opt_addrlist, \
		.data = OPT_ADDRLIST(.family = fam, .max = 16, .errfmt = e), \
		.key = k, .flags = OPT_EXACT }

/* Print order; bond_order is iproute2's matching order. */
static const struct opt bond_opts[] = {
	B_ENUM("mode", IFLA_BOND_MODE, modes, 1, "mode", NULL),
	B_DEV("active_slave", IFLA_BOND_ACTIVE_SLAVE),
	B_NUM("miimon", IFLA_BOND_MIIMON, opt_u32),
	B_NUM("updelay", IFLA_BOND_UPDELAY, opt_u32),
	B_NUM("downdelay", IFLA_BOND_DOWNDELAY, opt_u32),
	B_NUM("peer_notify_delay", IFLA_BOND_PEER_NOTIF_DELAY, opt_u32),
	B_NUM("use_carrier", IFLA_BOND_USE_CARRIER, opt_u8),
	B_NUM("arp_interval", IFLA_BOND_ARP_INTERVAL, opt_u32),
	{ .kw = "arp_missed_max", .attr = IFLA_BOND_MISSED_MAX, .h = &opt_u8,
	  .data = OPT_NUM(.err = "invalid arp_missed_max"), .flags = OPT_EXACT,
	  .key = "arp_missed_max" },
	B_LIST("arp_ip_target", IFLA_BOND_ARP_IP_TARGET, AF_INET,
	       "Error: an IP address is expected rather than \"%s\"\n"),
	B_LIST("ns_ip6_target", IFLA_BOND_NS_IP6_TARGET, AF_INET6,
	       "Error: inet6 address is expected rather than \"%s\".\n"),
	{ .kw = "arp_validate", .attr = IFLA_BOND_ARP_VALIDATE, .h = &bond_arpv,
	  .data = OPT_ENUM(.names = arp_validate, .size = 4, .decimal = true,
		.err = "invalid arp_validate", .unknown = "UNKNOWN"),
	  .key = "arp_validate" },
	B_ENUM("arp_all_targets", IFLA_BOND_ARP_ALL_TARGETS, arp_all_targets, 4,
	       "arp_all_targets", NULL),
	B_DEV("primary", IFLA_BOND_PRIMARY),
	B_ENUM("primary_reselect", IFLA_BOND_PRIMARY_RESELECT, primary_reselect,
	       1, "primary_reselect", NULL),
	B_ENUM("fail_over_mac", IFLA_BOND_FAIL_OVER_MAC, fail_over_mac, 1,
	       "fail_over_mac", NULL),
	B_ENUM("xmit_hash_policy", IFLA_BOND_XMIT_HASH_POLICY, xmit_hash_policy,
	       1, "xmit_hash_policy", NULL),
	B_NUM("resend_igmp", IFLA_BOND_RESEND_IGMP, opt_u32),
	{ .kw = "num_grat_arp", .attr = IFLA_BOND_NUM_PEER_NOTIF, .h = &opt_u8,
	  .data = OPT_NUM(.err = "invalid num_grat_arp|num_unsol_na"),
	  .key = "num_peer_notif", .fmt = "num_grat_arp %u " },
	B_NUM("all_slaves_active", IFLA_BOND_ALL_SLAVES_ACTIVE, opt_u8),
	B_NUM("min_links", IFLA_BOND_MIN_LINKS, opt_u32),
	B_NUM("lp_interval", IFLA_BOND_LP_INTERVAL, opt_u32),
	B_NUM("packets_per_slave", IFLA_BOND_PACKETS_PER_SLAVE, opt_u32),
	{ .kw = "lacp_active", .attr = IFLA_BOND_AD_LACP_ACTIVE, .h = &opt_enum,
	  .data = OPT_ENUM(.names = lacp_active, .size = 1, .decimal = true,
		.err = "invalid lacp_active", .unknown = "UNKNOWN"),
	  .flags = OPT_EXACT, .key = "ad_lacp_active", .fmt = "lacp_active %s " },
	B_ENUM("lacp_rate", IFLA_BOND_AD_LACP_RATE, lacp_rate, 1,
	       "ad_lacp_rate", "lacp_rate %s "),
	B_ENUM("ad_select", IFLA_BOND_AD_SELECT, ad_select, 1, "ad_select", NULL),
	{ .attr = IFLA_BOND_AD_INFO, .h = &bond_adinfo, .key = "ad_info" },
	B_NUM("ad_actor_sys_prio", IFLA_BOND_AD_ACTOR_SYS_PRIO, opt_u16),
	B_NUM("ad_user_port_key", IFLA_BOND_AD_USER_PORT_KEY, opt_u16),
	{ .kw = "ad_actor_system", .attr = IFLA_BOND_AD_ACTOR_SYSTEM,
	  .h = &opt_mac, .key = "ad_actor_system" },
	B_NUM("tlb_dynamic_lb", IFLA_BOND_TLB_DYNAMIC_LB, opt_u8),

	{ .kw = "clear_active_slave", .attr = IFLA_BOND_ACTIVE_SLAVE,
	  .h = &opt_flag32, .data = OPT_FLAGVAL(0) },
	{ .kw = "num_unsol_na", .attr = IFLA_BOND_NUM_PEER_NOTIF, .h = &opt_u8,
	  .data = OPT_NUM(.err = "invalid num_grat_arp|num_unsol_na") },
	{ 0 }
};

static const char *const bond_order[] = {
	"mode", "active_slave", "clear_active_slave", "miimon", "updelay",
	"downdelay", "peer_notify_delay", "use_carrier", "arp_interval",
	"arp_ip_target", "ns_ip6_target", "arp_validate", "arp_all_targets",
	"arp_missed_max", "primary", "primary_reselect", "fail_over_mac",
	"xmit_hash_policy", "resend_igmp", "num_grat_arp", "num_unsol_na",
	"all_slaves_active", "min_links", "lp_interval", "packets_per_slave",
	"lacp_rate", "lacp_active", "ad_select", "ad_user_port_key",
	"ad_actor_sys_prio", "ad_actor_system", "tlb_dynamic_lb", NULL
};

const struct link_kind kind_bond = {
	.set = {
		.name = "bond",
		.maxattr = IFLA_BOND_MAX,
		.opts = bond_opts,
		.order = bond_order,
		.usage = bond_usage,
	},
	/* a bond lets its ports go; they stay */
	.del = KIND_DEL_ALONE,
};

/* ---- bond_slave ---- */

static void bond_slave_usage(FILE *f)
{
	fputs("Usage: ... bond_slave [ queue_id ID ] [ prio PRIORITY ]\n", f);
}

static const struct opt_name slave_states[] = {
	N("ACTIVE", BOND_STATE_ACTIVE), N("BACKUP", BOND_STATE_BACKUP),
	{ NULL, 0 }
};
static const struct opt_name mii_states[] = {
	N("UP", BOND_LINK_UP), N("GOING_DOWN", BOND_LINK_FAIL),
	N("DOWN", BOND_LINK_DOWN), N("GOING_BACK", BOND_LINK_BACK),
	{ NULL, 0 }
};
static const struct opt_name lacp_states[] = {
	N("active", LACP_STATE_LACP_ACTIVITY),
	N("short_timeout", LACP_STATE_LACP_TIMEOUT),
	N("aggregating", LACP_STATE_AGGREGATION),
	N("in_sync", LACP_STATE_SYNCHRONIZATION),
	N("collecting", LACP_STATE_COLLECTING),
	N("distributing", LACP_STATE_DISTRIBUTING),
	N("defaulted", LACP_STATE_DEFAULTED),
	N("expired", LACP_STATE_EXPIRED),
	{ NULL, 0 }
};

/* A port state as a number, then as its flag names (read as a u8). */
#define BS_LACP(a, k) \
	{ .attr = a, .h = &opt_u8, .key = k }, \
	{ .attr = a, .h = &opt_bitnames, .key = k "_str", .fmt = k "_str <", \
	  .data = OPT_BITNAMES(.names = lacp_states, .size = 1) }

static const struct opt bond_slave_opts[] = {
	{ .attr = IFLA_BOND_SLAVE_STATE, .h = &opt_enum, .key = "state",
	  .data = OPT_ENUM(.names = slave_states, .size = 1,
		.unknown_key = "state_index", .unknown = "state %d ") },
	{ .attr = IFLA_BOND_SLAVE_MII_STATUS, .h = &opt_enum, .key = "mii_status",
	  .data = OPT_ENUM(.names = mii_states, .size = 1,
		.unknown_key = "mii_status_index", .unknown = "mii_status %d ") },
	{ .attr = IFLA_BOND_SLAVE_LINK_FAILURE_COUNT, .h = &opt_u32,
	  .flags = OPT_SIGNED, .key = "link_failure_count" },
	{ .attr = IFLA_BOND_SLAVE_PERM_HWADDR, .h = &opt_mac, .key = "perm_hwaddr" },
	{ .kw = "queue_id", .attr = IFLA_BOND_SLAVE_QUEUE_ID, .h = &opt_u16,
	  .data = OPT_NUM(.err = "queue_id is invalid"), .key = "queue_id" },
	{ .kw = "prio", .attr = IFLA_BOND_SLAVE_PRIO, .h = &opt_s32,
	  .data = OPT_NUM(.err = "prio is invalid"), .flags = OPT_EXACT,
	  .key = "prio" },
	{ .attr = IFLA_BOND_SLAVE_AD_AGGREGATOR_ID, .h = &opt_u16,
	  .key = "ad_aggregator_id" },
	BS_LACP(IFLA_BOND_SLAVE_AD_ACTOR_OPER_PORT_STATE, "ad_actor_oper_port_state"),
	BS_LACP(IFLA_BOND_SLAVE_AD_PARTNER_OPER_PORT_STATE,
		"ad_partner_oper_port_state"),
	{ 0 }
};

const struct link_kind kind_bond_slave = {
	.set = {
		.name = "bond_slave",
		.maxattr = IFLA_BOND_SLAVE_MAX,
		.opts = bond_slave_opts,
		.usage = bond_slave_usage,
		.unknown_fmt = "%s: unknown option \"%s\"?\n",
	},
	.slave = true,
};
