// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_bridge.c - "bridge" and "bridge_slave" link kinds: two tables and
 * the printers for what only bridges have (bridge ids, timers, port
 * states, the forward-mask names).
 */
#include <stdio.h>
#include <string.h>
#include <linux/if_link.h>
#include <linux/if_bridge.h>

#include "array.h"
#include "attr.h"
#include "ipctx.h"
#include "kind.h"
#include "msg.h"
#include "print.h"

/* ---- bridge ---- */

static void bridge_usage(FILE *f)
{
	fputs("Usage: ... bridge [ fdb_flush ]\n"
	      "\t\t  [ forward_delay FORWARD_DELAY ]\n"
	      "\t\t  [ hello_time HELLO_TIME ]\n"
	      "\t\t  [ max_age MAX_AGE ]\n"
	      "\t\t  [ ageing_time AGEING_TIME ]\n"
	      "\t\t  [ stp_state STP_STATE ]\n"
	      "\t\t  [ priority PRIORITY ]\n"
	      "\t\t  [ group_fwd_mask MASK ]\n"
	      "\t\t  [ group_address ADDRESS ]\n"
	      "\t\t  [ no_linklocal_learn NO_LINKLOCAL_LEARN ]\n"
	      "\t\t  [ vlan_filtering VLAN_FILTERING ]\n"
	      "\t\t  [ vlan_protocol VLAN_PROTOCOL ]\n"
	      "\t\t  [ vlan_default_pvid VLAN_DEFAULT_PVID ]\n"
	      "\t\t  [ vlan_stats_enabled VLAN_STATS_ENABLED ]\n"
	      "\t\t  [ vlan_stats_per_port VLAN_STATS_PER_PORT ]\n"
	      "\t\t  [ mcast_snooping MULTICAST_SNOOPING ]\n"
	      "\t\t  [ mcast_vlan_snooping MULTICAST_VLAN_SNOOPING ]\n"
	      "\t\t  [ mcast_router MULTICAST_ROUTER ]\n"
	      "\t\t  [ mcast_query_use_ifaddr MCAST_QUERY_USE_IFADDR ]\n"
	      "\t\t  [ mcast_querier MULTICAST_QUERIER ]\n"
	      "\t\t  [ mcast_hash_elasticity HASH_ELASTICITY ]\n"
	      "\t\t  [ mcast_hash_max HASH_MAX ]\n"
	      "\t\t  [ mcast_last_member_count LAST_MEMBER_COUNT ]\n"
	      "\t\t  [ mcast_startup_query_count STARTUP_QUERY_COUNT ]\n"
	      "\t\t  [ mcast_last_member_interval LAST_MEMBER_INTERVAL ]\n"
	      "\t\t  [ mcast_membership_interval MEMBERSHIP_INTERVAL ]\n"
	      "\t\t  [ mcast_querier_interval QUERIER_INTERVAL ]\n"
	      "\t\t  [ mcast_query_interval QUERY_INTERVAL ]\n"
	      "\t\t  [ mcast_query_response_interval QUERY_RESPONSE_INTERVAL ]\n"
	      "\t\t  [ mcast_startup_query_interval STARTUP_QUERY_INTERVAL ]\n"
	      "\t\t  [ mcast_stats_enabled MCAST_STATS_ENABLED ]\n"
	      "\t\t  [ mcast_igmp_version IGMP_VERSION ]\n"
	      "\t\t  [ mcast_mld_version MLD_VERSION ]\n"
	      "\t\t  [ nf_call_iptables NF_CALL_IPTABLES ]\n"
	      "\t\t  [ nf_call_ip6tables NF_CALL_IP6TABLES ]\n"
	      "\t\t  [ nf_call_arptables NF_CALL_ARPTABLES ]\n"
	      "\n"
	      "Where: VLAN_PROTOCOL := { 802.1Q | 802.1ad }\n", f);
}

/* "8000.12:3:1d:57:94:99": priority, then the address as ether_ntoa
 * writes it (no leading zeros). */
static void br_id_print(struct opt_print *pp, const struct opt *o,
			const struct nlattr *a)
{
	const uint8_t *d = attr_data(a);
	char buf[40];

	if (attr_len(a) < 8)
		return;
	snprintf(buf, sizeof(buf), "%.2x%.2x.%x:%x:%x:%x:%x:%x", d[0], d[1],
		 d[2], d[3], d[4], d[5], d[6], d[7]);
	out_str(pp->out, OUT_ANY, CLR_NONE, o->key, o->fmt, buf);
}

static const struct opt_handler br_id = { .print = br_id_print };

/* Timers come in centiseconds (USER_HZ clock_t): text "%7.2f" as
 * iproute2 writes it, JSON the same number unpadded. */
static void br_timer_print(struct opt_print *pp, const struct opt *o,
			   const struct nlattr *a)
{
	char fmt[64];

	snprintf(fmt, sizeof(fmt), "%s %%7.2f ", o->key);
	out_float(pp->out, OUT_ANY, o->key, fmt, (double)attr_uint(a, 8, false) / 100.0);
}

static const struct opt_handler br_timer = { .print = br_timer_print };

#define BR_U32(k, a) { .kw = k, .attr = a, .h = &opt_u32, .key = k }
#define BR_U16(k, a) { .kw = k, .attr = a, .h = &opt_u16, .key = k }
#define BR_U8(k, a) { .kw = k, .attr = a, .h = &opt_u8, .key = k }
#define BR_RO(k, a, t) { .attr = a, .h = &t, .key = k }
#define BR_TIMER(k, a) { .attr = a, .h = &br_timer, .key = k }
#define BR_U64(k, a, j) { .kw = k, .attr = a, .h = &opt_u64, .key = j, .fmt = k " %llu " }

/* In iproute2's print order; parse order below. */
static const struct opt bridge_opts[] = {
	BR_U32("forward_delay", IFLA_BR_FORWARD_DELAY),
	BR_U32("hello_time", IFLA_BR_HELLO_TIME),
	BR_U32("max_age", IFLA_BR_MAX_AGE),
	BR_U32("ageing_time", IFLA_BR_AGEING_TIME),
	BR_U32("stp_state", IFLA_BR_STP_STATE),
	BR_U16("priority", IFLA_BR_PRIORITY),
	BR_U8("vlan_filtering", IFLA_BR_VLAN_FILTERING),
	{ .kw = "vlan_protocol", .attr = IFLA_BR_VLAN_PROTOCOL, .h = &opt_ethertype,
	  .data = OPT_NUM(.err = "invalid vlan_protocol"),
	  .key = "vlan_protocol", .fmt = "vlan_protocol %s " },
	{ .attr = IFLA_BR_BRIDGE_ID, .h = &br_id, .key = "bridge_id",
	  .fmt = "bridge_id %s " },
	{ .attr = IFLA_BR_ROOT_ID, .h = &br_id, .key = "root_id",
	  .fmt = "designated_root %s " },
	BR_RO("root_port", IFLA_BR_ROOT_PORT, opt_u16),
	BR_RO("root_path_cost", IFLA_BR_ROOT_PATH_COST, opt_u32),
	BR_RO("topology_change", IFLA_BR_TOPOLOGY_CHANGE, opt_u8),
	BR_RO("topology_change_detected", IFLA_BR_TOPOLOGY_CHANGE_DETECTED, opt_u8),
	BR_TIMER("hello_timer", IFLA_BR_HELLO_TIMER),
	BR_TIMER("tcn_timer", IFLA_BR_TCN_TIMER),
	BR_TIMER("topology_change_timer", IFLA_BR_TOPOLOGY_CHANGE_TIMER),
	BR_TIMER("gc_timer", IFLA_BR_GC_TIMER),
	BR_U16("vlan_default_pvid", IFLA_BR_VLAN_DEFAULT_PVID),
	BR_U8("vlan_stats_enabled", IFLA_BR_VLAN_STATS_ENABLED),
	BR_U8("vlan_stats_per_port", IFLA_BR_VLAN_STATS_PER_PORT),
	{ .kw = "group_fwd_mask", .attr = IFLA_BR_GROUP_FWD_MASK, .h = &opt_u16,
	  .key = "group_fwd_mask", .flags = OPT_HEX },
	{ .kw = "group_address", .attr = IFLA_BR_GROUP_ADDR, .h = &opt_mac,
	  .key = "group_addr", .fmt = "group_address %s " },
	BR_U8("mcast_snooping", IFLA_BR_MCAST_SNOOPING),
	{ .kw = "no_linklocal_learn", .attr = IFLA_BR_MULTI_BOOLOPT,
	  .h = &opt_bit, .data = OPT_BIT(.bit = 1 << BR_BOOLOPT_NO_LL_LEARN),
	  .key = "no_linklocal_learn", .flags = OPT_EXACT },
	{ .kw = "mcast_vlan_snooping", .attr = IFLA_BR_MULTI_BOOLOPT,
	  .h = &opt_bit, .data = OPT_BIT(.bit = 1 << BR_BOOLOPT_MCAST_VLAN_SNOOPING),
	  .key = "mcast_vlan_snooping", .flags = OPT_EXACT },
	BR_U8("mcast_router", IFLA_BR_MCAST_ROUTER),
	BR_U8("mcast_query_use_ifaddr", IFLA_BR_MCAST_QUERY_USE_IFADDR),
	BR_U8("mcast_querier", IFLA_BR_MCAST_QUERIER),
	BR_U32("mcast_hash_elasticity", IFLA_BR_MCAST_HASH_ELASTICITY),
	BR_U32("mcast_hash_max", IFLA_BR_MCAST_HASH_MAX),
	{ .kw = "mcast_last_member_count", .attr = IFLA_BR_MCAST_LAST_MEMBER_CNT,
	  .h = &opt_u32, .key = "mcast_last_member_cnt",
	  .fmt = "mcast_last_member_count %u " },
	{ .kw = "mcast_startup_query_count", .attr = IFLA_BR_MCAST_STARTUP_QUERY_CNT,
	  .h = &opt_u32, .key = "mcast_startup_query_cnt",
	  .fmt = "mcast_startup_query_count %u " },
	BR_U64("mcast_last_member_interval", IFLA_BR_MCAST_LAST_MEMBER_INTVL,
	       "mcast_last_member_intvl"),
	BR_U64("mcast_membership_interval", IFLA_BR_MCAST_MEMBERSHIP_INTVL,
	       "mcast_membership_intvl"),
	BR_U64("mcast_querier_interval", IFLA_BR_MCAST_QUERIER_INTVL,
	       "mcast_querier_intvl"),
	BR_U64("mcast_query_interval", IFLA_BR_MCAST_QUERY_INTVL,
	       "mcast_query_intvl"),
	BR_U64("mcast_query_response_interval", IFLA_BR_MCAST_QUERY_RESPONSE_INTVL,
	       "mcast_query_response_intvl"),
	BR_U64("mcast_startup_query_interval", IFLA_BR_MCAST_STARTUP_QUERY_INTVL,
	       "mcast_startup_query_intvl"),
	BR_U8("mcast_stats_enabled", IFLA_BR_MCAST_STATS_ENABLED),
	BR_U8("mcast_igmp_version", IFLA_BR_MCAST_IGMP_VERSION),
	BR_U8("mcast_mld_version", IFLA_BR_MCAST_MLD_VERSION),
	BR_U8("nf_call_iptables", IFLA_BR_NF_CALL_IPTABLES),
	BR_U8("nf_call_ip6tables", IFLA_BR_NF_CALL_IP6TABLES),
	BR_U8("nf_call_arptables", IFLA_BR_NF_CALL_ARPTABLES),
	{ .kw = "fdb_flush", .attr = IFLA_BR_FDB_FLUSH, .h = &opt_nlflag },
	{ 0 }
};

static const char *const bridge_order[] = {
	"forward_delay", "hello_time", "max_age", "ageing_time", "stp_state",
	"priority", "vlan_filtering", "vlan_protocol", "group_fwd_mask",
	"group_address", "no_linklocal_learn", "fdb_flush", "vlan_default_pvid",
	"vlan_stats_enabled", "vlan_stats_per_port", "mcast_router",
	"mcast_snooping", "mcast_vlan_snooping", "mcast_query_use_ifaddr",
	"mcast_querier", "mcast_hash_elasticity", "mcast_hash_max",
	"mcast_last_member_count", "mcast_startup_query_count",
	"mcast_last_member_interval", "mcast_membership_interval",
	"mcast_querier_interval", "mcast_query_interval",
	"mcast_query_response_interval", "mcast_startup_query_interval",
	"mcast_stats_enabled", "mcast_igmp_version", "mcast_mld_version",
	"nf_call_iptables", "nf_call_ip6tables", "nf_call_arptables",
	NULL
};

const struct link_kind kind_bridge = {
	.set = {
		.name = "bridge",
		.maxattr = IFLA_BR_MAX,
		.opts = bridge_opts,
		.usage = bridge_usage,
		.order = bridge_order,
	},
	.del = KIND_DEL_ALONE,
};

/* ---- bridge_slave ---- */

static void bridge_slave_usage(FILE *f)
{
	fputs("Usage: ... bridge_slave [ fdb_flush ]\n"
	      "\t\t\t[ state STATE ]\n"
	      "\t\t\t[ priority PRIO ]\n"
	      "\t\t\t[ cost COST ]\n"
	      "\t\t\t[ guard {on | off} ]\n"
	      "\t\t\t[ hairpin {on | off} ]\n"
	      "\t\t\t[ fastleave {on | off} ]\n"
	      "\t\t\t[ root_block {on | off} ]\n"
	      "\t\t\t[ learning {on | off} ]\n"
	      "\t\t\t[ flood {on | off} ]\n"
	      "\t\t\t[ proxy_arp {on | off} ]\n"
	      "\t\t\t[ proxy_arp_wifi {on | off} ]\n"
	      "\t\t\t[ mcast_router MULTICAST_ROUTER ]\n"
	      "\t\t\t[ mcast_fast_leave {on | off} ]\n"
	      "\t\t\t[ mcast_flood {on | off} ]\n"
	      "\t\t\t[ bcast_flood {on | off} ]\n"
	      "\t\t\t[ mcast_to_unicast {on | off} ]\n"
	      "\t\t\t[ group_fwd_mask MASK ]\n"
	      "\t\t\t[ neigh_suppress {on | off} ]\n"
	      "\t\t\t[ vlan_tunnel {on | off} ]\n"
	      "\t\t\t[ isolated {on | off} ]\n"
	      "\t\t\t[ locked {on | off} ]\n"
	      "\t\t\t[ backup_port DEVICE ] [ nobackup_port ]\n", f);
}

static const char *const port_states[] = {
	"disabled", "listening", "learning", "forwarding", "blocking",
};

/* A number when set; printed by name. */
static int port_state_parse(struct opt_parse *st, const struct opt *o,
			    int argc, char **argv)
{
	return opt_u8.parse(st, o, argc, argv);
}

static void port_state_print(struct opt_print *pp, const struct opt *o,
			     const struct nlattr *a)
{
	uint8_t s = attr_u8(a);

	(void)o;
	if (s < ARRAY_SIZE(port_states))
		out_str(pp->out, OUT_ANY, CLR_NONE, "state", "state %s ",
			port_states[s]);
	else
		out_int(pp->out, OUT_ANY, "state_index", "state (%d) ", s);
}

static const struct opt_handler port_state = {
	.parse = port_state_parse, .print = port_state_print, .nargs = 1,
};

/* group_fwd_mask_str: named bits (stp, lacp, lldp), others as hex. */
static void fwd_mask_str_print(struct opt_print *pp, const struct opt *o,
			       const struct nlattr *a)
{
	static const char *const names[16] = {
		[0] = "stp", [2] = "lacp", [14] = "lldp",
	};
	uint16_t mask = attr_u16(a);
	char buf[256];
	size_t len = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < 16; i++) {
		if (!(mask & (1U << i)))
			continue;
		if (names[i])
			len += (size_t)snprintf(buf + len, sizeof(buf) - len, "%s,",
						names[i]);
		else
			len += (size_t)snprintf(buf + len, sizeof(buf) - len, "0x%x,",
						1U << i);
	}
	if (len)
		buf[len - 1] = '\0';
	else
		snprintf(buf, sizeof(buf), "0x0");
	out_str(pp->out, OUT_ANY, CLR_NONE, o->key, o->fmt, buf);
}

static const struct opt_handler fwd_mask_str = { .print = fwd_mask_str_print };

/* nobackup_port: backup port 0 */
static int nobackup_parse(struct opt_parse *st, const struct opt *o, int argc,
			  char **argv)
{
	(void)argc;
	(void)argv;
	msg_put_u32(st->m, o->attr, 0);
	return 0;
}

static const struct opt_handler nobackup = { .parse = nobackup_parse };

#define BP_ONOFF(k, a) { .kw = k, .attr = a, .h = &opt_onoff, .key = k }

static const struct opt bridge_slave_opts[] = {
	{ .kw = "state", .attr = IFLA_BRPORT_STATE, .h = &port_state,
	  .data = OPT_NUM(.err = "state is invalid"), .key = "state" },
	{ .kw = "priority", .attr = IFLA_BRPORT_PRIORITY, .h = &opt_u16,
	  .data = OPT_NUM(.err = "priority is invalid"), .key = "priority",
	  .flags = OPT_SIGNED },
	{ .kw = "cost", .attr = IFLA_BRPORT_COST, .h = &opt_u32,
	  .data = OPT_NUM(.err = "cost is invalid"), .key = "cost",
	  .flags = OPT_SIGNED },
	BP_ONOFF("hairpin", IFLA_BRPORT_MODE),
	BP_ONOFF("guard", IFLA_BRPORT_GUARD),
	BP_ONOFF("root_block", IFLA_BRPORT_PROTECT),
	BP_ONOFF("fastleave", IFLA_BRPORT_FAST_LEAVE),
	BP_ONOFF("learning", IFLA_BRPORT_LEARNING),
	BP_ONOFF("flood", IFLA_BRPORT_UNICAST_FLOOD),
	{ .attr = IFLA_BRPORT_ID, .h = &opt_u16, .key = "id",
	  .fmt = "port_id %s ", .flags = OPT_HEX },
	{ .attr = IFLA_BRPORT_NO, .h = &opt_u16, .key = "no",
	  .fmt = "port_no %s ", .flags = OPT_HEX },
	{ .attr = IFLA_BRPORT_DESIGNATED_PORT, .h = &opt_u16,
	  .key = "designated_port" },
	{ .attr = IFLA_BRPORT_DESIGNATED_COST, .h = &opt_u16,
	  .key = "designated_cost" },
	{ .attr = IFLA_BRPORT_BRIDGE_ID, .h = &br_id, .key = "bridge_id",
	  .fmt = "designated_bridge %s " },
	{ .attr = IFLA_BRPORT_ROOT_ID, .h = &br_id, .key = "root_id",
	  .fmt = "designated_root %s " },
	BR_TIMER("hold_timer", IFLA_BRPORT_HOLD_TIMER),
	BR_TIMER("message_age_timer", IFLA_BRPORT_MESSAGE_AGE_TIMER),
	BR_TIMER("forward_delay_timer", IFLA_BRPORT_FORWARD_DELAY_TIMER),
	{ .attr = IFLA_BRPORT_TOPOLOGY_CHANGE_ACK, .h = &opt_u8,
	  .key = "topology_change_ack" },
	{ .attr = IFLA_BRPORT_CONFIG_PENDING, .h = &opt_u8,
	  .key = "config_pending" },
	BP_ONOFF("proxy_arp", IFLA_BRPORT_PROXYARP),
	BP_ONOFF("proxy_arp_wifi", IFLA_BRPORT_PROXYARP_WIFI),
	{ .kw = "mcast_router", .attr = IFLA_BRPORT_MULTICAST_ROUTER,
	  .h = &opt_u8, .key = "multicast_router", .fmt = "mcast_router %u " },
	/* the same attribute as fastleave: printed again, text only */
	{ .kw = "mcast_fast_leave", .attr = IFLA_BRPORT_FAST_LEAVE,
	  .h = &opt_onoff, .key = "mcast_fast_leave", .flags = OPT_TEXT },
	BP_ONOFF("mcast_flood", IFLA_BRPORT_MCAST_FLOOD),
	BP_ONOFF("bcast_flood", IFLA_BRPORT_BCAST_FLOOD),
	BP_ONOFF("mcast_to_unicast", IFLA_BRPORT_MCAST_TO_UCAST),
	BP_ONOFF("neigh_suppress", IFLA_BRPORT_NEIGH_SUPPRESS),
	{ .kw = "group_fwd_mask", .attr = IFLA_BRPORT_GROUP_FWD_MASK,
	  .h = &opt_u16, .key = "group_fwd_mask", .flags = OPT_HEX },
	{ .attr = IFLA_BRPORT_GROUP_FWD_MASK, .h = &fwd_mask_str,
	  .key = "group_fwd_mask_str", .fmt = "group_fwd_mask_str %s " },
	BP_ONOFF("vlan_tunnel", IFLA_BRPORT_VLAN_TUNNEL),
	BP_ONOFF("isolated", IFLA_BRPORT_ISOLATED),
	BP_ONOFF("locked", IFLA_BRPORT_LOCKED),
	{ .kw = "backup_port", .attr = IFLA_BRPORT_BACKUP_PORT, .h = &opt_ifname,
	  .data = OPT_NUM(.err = "Device does not exist\n"), .key = "backup_port" },
	{ .kw = "nobackup_port", .attr = IFLA_BRPORT_BACKUP_PORT, .h = &nobackup },
	{ .kw = "fdb_flush", .attr = IFLA_BRPORT_FLUSH, .h = &opt_nlflag },
	{ 0 }
};

static const char *const bridge_slave_order[] = {
	"fdb_flush", "state", "priority", "cost", "hairpin", "guard",
	"root_block", "fastleave", "learning", "flood", "mcast_flood",
	"bcast_flood", "mcast_to_unicast", "proxy_arp", "proxy_arp_wifi",
	"mcast_router", "mcast_fast_leave", "neigh_suppress", "group_fwd_mask",
	"vlan_tunnel", "isolated", "locked", "backup_port", "nobackup_port",
	NULL
};

const struct link_kind kind_bridge_slave = {
	.set = {
		.name = "bridge_slave",
		.maxattr = IFLA_BRPORT_MAX,
		.opts = bridge_slave_opts,
		.usage = bridge_slave_usage,
		.order = bridge_slave_order,
		.unknown_fmt = "%s: unknown option \"%s\"?\n",
	},
	.slave = true,
};
