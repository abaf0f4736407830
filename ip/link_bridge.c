/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * link_bridge.c - "bridge" and "bridge_slave" link kinds.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <arpa/inet.h>
#include <linux/if_link.h>
#include <linux/if_bridge.h>

#include "args.h"
#include "ipctx.h"
#include "kind.h"
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

/* Ethernet protocol names (iproute2's ll_proto names that matter here). */
static const struct {
	uint16_t id;
	const char *name;
} eth_protos[] = {
	{ 0x0800, "ip" },
	{ 0x0806, "arp" },
	{ 0x8035, "rarp" },
	{ 0x86dd, "ipv6" },
	{ 0x8100, "802.1Q" },
	{ 0x88a8, "802.1ad" },
	{ 0x8847, "mpls_uc" },
	{ 0x8848, "mpls_mc" },
	{ 0x0003, "all" },
};

static int vlan_proto_parse(struct kparse *st, const struct kopt *o,
			    int argc, char **argv)
{
	uint16_t id;
	size_t i;

	if (argc < 2)
		return -err_incomplete();
	for (i = 0; i < sizeof(eth_protos) / sizeof(eth_protos[0]); i++)
		if (strcasecmp(eth_protos[i].name, argv[1]) == 0)
			break;
	if (i < sizeof(eth_protos) / sizeof(eth_protos[0])) {
		id = eth_protos[i].id;
	} else if (get_u16(&id, argv[1], 0)) {
		return -err_invarg("invalid vlan_protocol", argv[1]);
	}
	kind_put_u16(st->n, o->attr, htons(id));
	return 1;
}

static void vlan_proto_print(struct ipctx *ctx, const struct kopt *o,
			     const struct nlattr *a)
{
	uint16_t id;
	char buf[16];
	const char *name = NULL;
	size_t i;

	memcpy(&id, (const char *)a + NLA_HDRLEN, sizeof(id));
	id = ntohs(id);
	for (i = 0; i < sizeof(eth_protos) / sizeof(eth_protos[0]); i++)
		if (eth_protos[i].id == id)
			name = eth_protos[i].name;
	if (!name) {
		snprintf(buf, sizeof(buf), "[%d]", id);
		name = buf;
	}
	out_str(ctx->out, OUT_ANY, CLR_NONE, o->key, o->fmt, name);
}

/* The two IFLA_BR_MULTI_BOOLOPT options: collected in st->u[0] (mask)
 * and st->u[1] (values), sent after everything else as iproute2 does. */
static int boolopt_parse(struct kparse *st, const struct kopt *o, int argc,
			 char **argv)
{
	uint8_t v;
	char msg[64];

	if (argc < 2)
		return -err_incomplete();
	if (get_u8(&v, argv[1], 0)) {
		snprintf(msg, sizeof(msg), "invalid %s", o->kw);
		return -err_invarg(msg, argv[1]);
	}
	st->u[0] |= 1ULL << o->val;
	if (v)
		st->u[1] |= 1ULL << o->val;
	else
		st->u[1] &= ~(1ULL << o->val);
	return 1;
}

static int bridge_finish(struct kparse *st)
{
	struct br_boolopt_multi bm = {
		.optval = (uint32_t)st->u[1],
		.optmask = (uint32_t)st->u[0],
	};

	if (bm.optmask)
		kind_put(st->n, IFLA_BR_MULTI_BOOLOPT, &bm, sizeof(bm));
	return 0;
}

static void boolopt_print(struct ipctx *ctx, const struct kopt *o,
			  const struct nlattr *a)
{
	struct br_boolopt_multi bm;

	if (a->nla_len < NLA_HDRLEN + sizeof(bm))
		return;
	memcpy(&bm, (const char *)a + NLA_HDRLEN, sizeof(bm));
	if (bm.optmask & (1U << o->val))
		out_uint(ctx->out, OUT_ANY, o->key, o->fmt,
			 !!(bm.optval & (1U << o->val)));
}

static void br_id_print(struct ipctx *ctx, const struct kopt *o,
			const struct nlattr *a)
{
	kind_print_bridge_id(ctx, o->key, o->fmt, a);
}

static void br_timer_print(struct ipctx *ctx, const struct kopt *o,
			   const struct nlattr *a)
{
	kind_print_timer(ctx, o->key, a);
}

#define BR_U32(k, a) { .kw = k, .attr = a, .type = KO_U32, .key = k }
#define BR_U16(k, a) { .kw = k, .attr = a, .type = KO_U16, .key = k }
#define BR_U8(k, a) { .kw = k, .attr = a, .type = KO_U8, .key = k }
#define BR_RO(k, a, t) { .attr = a, .type = t, .key = k }
#define BR_TIMER(k, a) { .attr = a, .type = KO_CUSTOM, .key = k, .print = br_timer_print }

/* In iproute2's print order; parse order below. */
static const struct kopt bridge_opts[] = {
	BR_U32("forward_delay", IFLA_BR_FORWARD_DELAY),
	BR_U32("hello_time", IFLA_BR_HELLO_TIME),
	BR_U32("max_age", IFLA_BR_MAX_AGE),
	BR_U32("ageing_time", IFLA_BR_AGEING_TIME),
	BR_U32("stp_state", IFLA_BR_STP_STATE),
	BR_U16("priority", IFLA_BR_PRIORITY),
	BR_U8("vlan_filtering", IFLA_BR_VLAN_FILTERING),
	{ .kw = "vlan_protocol", .attr = IFLA_BR_VLAN_PROTOCOL, .type = KO_CUSTOM,
	  .key = "vlan_protocol", .fmt = "vlan_protocol %s ",
	  .sparse = vlan_proto_parse, .print = vlan_proto_print },
	{ .attr = IFLA_BR_BRIDGE_ID, .type = KO_CUSTOM, .key = "bridge_id",
	  .fmt = "bridge_id %s ", .print = br_id_print },
	{ .attr = IFLA_BR_ROOT_ID, .type = KO_CUSTOM, .key = "root_id",
	  .fmt = "designated_root %s ", .print = br_id_print },
	BR_RO("root_port", IFLA_BR_ROOT_PORT, KO_U16),
	BR_RO("root_path_cost", IFLA_BR_ROOT_PATH_COST, KO_U32),
	BR_RO("topology_change", IFLA_BR_TOPOLOGY_CHANGE, KO_U8),
	BR_RO("topology_change_detected", IFLA_BR_TOPOLOGY_CHANGE_DETECTED, KO_U8),
	BR_TIMER("hello_timer", IFLA_BR_HELLO_TIMER),
	BR_TIMER("tcn_timer", IFLA_BR_TCN_TIMER),
	BR_TIMER("topology_change_timer", IFLA_BR_TOPOLOGY_CHANGE_TIMER),
	BR_TIMER("gc_timer", IFLA_BR_GC_TIMER),
	BR_U16("vlan_default_pvid", IFLA_BR_VLAN_DEFAULT_PVID),
	BR_U8("vlan_stats_enabled", IFLA_BR_VLAN_STATS_ENABLED),
	BR_U8("vlan_stats_per_port", IFLA_BR_VLAN_STATS_PER_PORT),
	{ .kw = "group_fwd_mask", .attr = IFLA_BR_GROUP_FWD_MASK, .type = KO_U16,
	  .key = "group_fwd_mask", .flags = KF_HEX },
	{ .kw = "group_address", .attr = IFLA_BR_GROUP_ADDR, .type = KO_MAC,
	  .key = "group_addr", .fmt = "group_address %s " },
	BR_U8("mcast_snooping", IFLA_BR_MCAST_SNOOPING),
	{ .kw = "no_linklocal_learn", .attr = IFLA_BR_MULTI_BOOLOPT,
	  .type = KO_CUSTOM, .key = "no_linklocal_learn", .flags = KF_EXACT,
	  .fmt = "no_linklocal_learn %u ", .val = BR_BOOLOPT_NO_LL_LEARN,
	  .sparse = boolopt_parse, .print = boolopt_print },
	{ .kw = "mcast_vlan_snooping", .attr = IFLA_BR_MULTI_BOOLOPT,
	  .type = KO_CUSTOM, .key = "mcast_vlan_snooping", .flags = KF_EXACT,
	  .fmt = "mcast_vlan_snooping %u ", .val = BR_BOOLOPT_MCAST_VLAN_SNOOPING,
	  .sparse = boolopt_parse, .print = boolopt_print },
	BR_U8("mcast_router", IFLA_BR_MCAST_ROUTER),
	BR_U8("mcast_query_use_ifaddr", IFLA_BR_MCAST_QUERY_USE_IFADDR),
	BR_U8("mcast_querier", IFLA_BR_MCAST_QUERIER),
	BR_U32("mcast_hash_elasticity", IFLA_BR_MCAST_HASH_ELASTICITY),
	BR_U32("mcast_hash_max", IFLA_BR_MCAST_HASH_MAX),
	{ .kw = "mcast_last_member_count", .attr = IFLA_BR_MCAST_LAST_MEMBER_CNT,
	  .type = KO_U32, .key = "mcast_last_member_cnt",
	  .fmt = "mcast_last_member_count %u " },
	{ .kw = "mcast_startup_query_count", .attr = IFLA_BR_MCAST_STARTUP_QUERY_CNT,
	  .type = KO_U32, .key = "mcast_startup_query_cnt",
	  .fmt = "mcast_startup_query_count %u " },
	{ .kw = "mcast_last_member_interval", .attr = IFLA_BR_MCAST_LAST_MEMBER_INTVL,
	  .type = KO_U64, .key = "mcast_last_member_intvl",
	  .fmt = "mcast_last_member_interval %llu " },
	{ .kw = "mcast_membership_interval", .attr = IFLA_BR_MCAST_MEMBERSHIP_INTVL,
	  .type = KO_U64, .key = "mcast_membership_intvl",
	  .fmt = "mcast_membership_interval %llu " },
	{ .kw = "mcast_querier_interval", .attr = IFLA_BR_MCAST_QUERIER_INTVL,
	  .type = KO_U64, .key = "mcast_querier_intvl",
	  .fmt = "mcast_querier_interval %llu " },
	{ .kw = "mcast_query_interval", .attr = IFLA_BR_MCAST_QUERY_INTVL,
	  .type = KO_U64, .key = "mcast_query_intvl",
	  .fmt = "mcast_query_interval %llu " },
	{ .kw = "mcast_query_response_interval",
	  .attr = IFLA_BR_MCAST_QUERY_RESPONSE_INTVL, .type = KO_U64,
	  .key = "mcast_query_response_intvl",
	  .fmt = "mcast_query_response_interval %llu " },
	{ .kw = "mcast_startup_query_interval",
	  .attr = IFLA_BR_MCAST_STARTUP_QUERY_INTVL, .type = KO_U64,
	  .key = "mcast_startup_query_intvl",
	  .fmt = "mcast_startup_query_interval %llu " },
	BR_U8("mcast_stats_enabled", IFLA_BR_MCAST_STATS_ENABLED),
	BR_U8("mcast_igmp_version", IFLA_BR_MCAST_IGMP_VERSION),
	BR_U8("mcast_mld_version", IFLA_BR_MCAST_MLD_VERSION),
	BR_U8("nf_call_iptables", IFLA_BR_NF_CALL_IPTABLES),
	BR_U8("nf_call_ip6tables", IFLA_BR_NF_CALL_IP6TABLES),
	BR_U8("nf_call_arptables", IFLA_BR_NF_CALL_ARPTABLES),
	{ .kw = "fdb_flush", .attr = IFLA_BR_FDB_FLUSH, .type = KO_NLFLAG },
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
	.name = "bridge",
	.maxattr = IFLA_BR_MAX,
	.opts = bridge_opts,
	.usage = bridge_usage,
	.order = bridge_order,
	.finish = bridge_finish,
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

static void port_state_print(struct ipctx *ctx, const struct kopt *o,
			     const struct nlattr *a)
{
	uint8_t s = *((const uint8_t *)a + NLA_HDRLEN);

	(void)o;
	if (s < sizeof(port_states) / sizeof(port_states[0]))
		out_str(ctx->out, OUT_ANY, CLR_NONE, "state", "state %s ",
			port_states[s]);
	else
		out_int(ctx->out, OUT_ANY, "state_index", "state (%d) ", s);
}

/* group_fwd_mask_str: named bits (stp, lacp, lldp), others as hex. */
static void fwd_mask_str_print(struct ipctx *ctx, const struct kopt *o,
			       const struct nlattr *a)
{
	static const char *const names[16] = {
		[0] = "stp", [2] = "lacp", [14] = "lldp",
	};
	uint16_t mask;
	char buf[256];
	size_t len = 0;
	int i;

	memcpy(&mask, (const char *)a + NLA_HDRLEN, sizeof(mask));
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
	out_str(ctx->out, OUT_ANY, CLR_NONE, o->key, o->fmt, buf);
}

static int nobackup_parse(struct kparse *st, const struct kopt *o, int argc,
			  char **argv)
{
	(void)argc;
	(void)argv;
	kind_put_u32(st->n, o->attr, 0);
	return 0;
}

static void brport_id_print(struct ipctx *ctx, const struct kopt *o,
			    const struct nlattr *a)
{
	kind_print_bridge_id(ctx, o->key, o->fmt, a);
}

#define BP_ONOFF(k, a) { .kw = k, .attr = a, .type = KO_BOOL, .key = k }

static const struct kopt bridge_slave_opts[] = {
	{ .kw = "state", .attr = IFLA_BRPORT_STATE, .type = KO_U8,
	  .key = "state", .err = "state is invalid", .print = port_state_print },
	{ .kw = "priority", .attr = IFLA_BRPORT_PRIORITY, .type = KO_U16,
	  .key = "priority", .err = "priority is invalid", .flags = KF_INT },
	{ .kw = "cost", .attr = IFLA_BRPORT_COST, .type = KO_U32,
	  .key = "cost", .err = "cost is invalid", .flags = KF_INT },
	BP_ONOFF("hairpin", IFLA_BRPORT_MODE),
	BP_ONOFF("guard", IFLA_BRPORT_GUARD),
	BP_ONOFF("root_block", IFLA_BRPORT_PROTECT),
	BP_ONOFF("fastleave", IFLA_BRPORT_FAST_LEAVE),
	BP_ONOFF("learning", IFLA_BRPORT_LEARNING),
	BP_ONOFF("flood", IFLA_BRPORT_UNICAST_FLOOD),
	{ .attr = IFLA_BRPORT_ID, .type = KO_U16, .key = "id",
	  .fmt = "port_id %s ", .flags = KF_HEX },
	{ .attr = IFLA_BRPORT_NO, .type = KO_U16, .key = "no",
	  .fmt = "port_no %s ", .flags = KF_HEX },
	{ .attr = IFLA_BRPORT_DESIGNATED_PORT, .type = KO_U16,
	  .key = "designated_port" },
	{ .attr = IFLA_BRPORT_DESIGNATED_COST, .type = KO_U16,
	  .key = "designated_cost" },
	{ .attr = IFLA_BRPORT_BRIDGE_ID, .type = KO_CUSTOM, .key = "bridge_id",
	  .fmt = "designated_bridge %s ", .print = brport_id_print },
	{ .attr = IFLA_BRPORT_ROOT_ID, .type = KO_CUSTOM, .key = "root_id",
	  .fmt = "designated_root %s ", .print = brport_id_print },
	BR_TIMER("hold_timer", IFLA_BRPORT_HOLD_TIMER),
	BR_TIMER("message_age_timer", IFLA_BRPORT_MESSAGE_AGE_TIMER),
	BR_TIMER("forward_delay_timer", IFLA_BRPORT_FORWARD_DELAY_TIMER),
	{ .attr = IFLA_BRPORT_TOPOLOGY_CHANGE_ACK, .type = KO_U8,
	  .key = "topology_change_ack" },
	{ .attr = IFLA_BRPORT_CONFIG_PENDING, .type = KO_U8,
	  .key = "config_pending" },
	BP_ONOFF("proxy_arp", IFLA_BRPORT_PROXYARP),
	BP_ONOFF("proxy_arp_wifi", IFLA_BRPORT_PROXYARP_WIFI),
	{ .kw = "mcast_router", .attr = IFLA_BRPORT_MULTICAST_ROUTER,
	  .type = KO_U8, .key = "multicast_router", .fmt = "mcast_router %u " },
	/* the same attribute as fastleave: printed again, text only */
	{ .kw = "mcast_fast_leave", .attr = IFLA_BRPORT_FAST_LEAVE,
	  .type = KO_BOOL, .key = "mcast_fast_leave", .flags = KF_TEXT },
	BP_ONOFF("mcast_flood", IFLA_BRPORT_MCAST_FLOOD),
	BP_ONOFF("bcast_flood", IFLA_BRPORT_BCAST_FLOOD),
	BP_ONOFF("mcast_to_unicast", IFLA_BRPORT_MCAST_TO_UCAST),
	BP_ONOFF("neigh_suppress", IFLA_BRPORT_NEIGH_SUPPRESS),
	{ .kw = "group_fwd_mask", .attr = IFLA_BRPORT_GROUP_FWD_MASK,
	  .type = KO_U16, .key = "group_fwd_mask", .flags = KF_HEX },
	{ .attr = IFLA_BRPORT_GROUP_FWD_MASK, .type = KO_CUSTOM,
	  .key = "group_fwd_mask_str", .fmt = "group_fwd_mask_str %s ",
	  .print = fwd_mask_str_print },
	BP_ONOFF("vlan_tunnel", IFLA_BRPORT_VLAN_TUNNEL),
	BP_ONOFF("isolated", IFLA_BRPORT_ISOLATED),
	BP_ONOFF("locked", IFLA_BRPORT_LOCKED),
	{ .kw = "backup_port", .attr = IFLA_BRPORT_BACKUP_PORT, .type = KO_IFNAME,
	  .key = "backup_port", .err = "Device does not exist\n" },
	{ .kw = "nobackup_port", .attr = IFLA_BRPORT_BACKUP_PORT,
	  .type = KO_CUSTOM, .sparse = nobackup_parse },
	{ .kw = "fdb_flush", .attr = IFLA_BRPORT_FLUSH, .type = KO_NLFLAG },
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
	.name = "bridge_slave",
	.slave = true,
	.maxattr = IFLA_BRPORT_MAX,
	.opts = bridge_slave_opts,
	.usage = bridge_slave_usage,
	.order = bridge_slave_order,
	.unknown_fmt = "%s: unknown option \"%s\"?\n",
};
