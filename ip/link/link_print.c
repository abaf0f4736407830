/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * link_print.c - one RTM_NEWLINK as "ip link show" prints it: the first
 * line (index, name@link, flags, mtu, qdisc, master, state, mode, group,
 * qlen), link/TYPE and addresses, peer namespace, protodown, the -d
 * details with the kind's own data, alias, -s counters, altnames; and the
 * one-line -br form.  Output goes through print.h only, so the same calls
 * serve text, JSON, oneline and colour.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <linux/sockios.h>
#include <linux/rtnetlink.h>
#include <linux/if_link.h>
#include <linux/if_arp.h>

#include "args.h"
#include "array.h"
#include "attr.h"
#include "ipctx.h"
#include "link/kind/kind.h"
#include "linkcache.h"
#include "link_print.h"
#include "iplink_xdp.h"
#include "names.h"
#include "netns.h"
#include "print.h"

bool link_msg_head(struct link_msg *m, const struct nlmsghdr *nlh)
{
	if (nlh->nlmsg_type != RTM_NEWLINK && nlh->nlmsg_type != RTM_DELLINK)
		return false;
	if (nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*m->ifi)))
		return false;
	m->nlh = nlh;
	m->ifi = NLMSG_DATA(nlh);
	return true;
}

void link_msg_parse(struct link_msg *m)
{
	attr_parse_msg(m->tb, IFLA_MAX, m->nlh, sizeof(*m->ifi));
}

void link_msg_attrs(struct link_msg *m)
{
	link_msg_parse(m);
	link_msg_name(m);
}

void link_msg_name(struct link_msg *m)
{
	const struct nlattr *const *tb = m->tb;

	if (tb[IFLA_IFNAME]) {
		m->name = attr_str(tb[IFLA_IFNAME], m->nbuf, sizeof(m->nbuf));
	} else {
		fprintf(stderr, "BUG: device with ifindex %d has nil ifname\n",
			m->ifi->ifi_index);
		snprintf(m->nbuf, sizeof(m->nbuf), "if%d", m->ifi->ifi_index);
		m->name = m->nbuf;
	}
}

/* ------------------------------------------------------------------ */
/* the names printing needs */

void lp_init(struct link_printer *p, struct ipctx *ctx)
{
	memset(p, 0, sizeof(*p));
	p->ctx = ctx;
	p->out = ctx->out;
	p->link_cmd = true;
	p->showqueue = true;
	p->family = AF_PACKET;
}

void lp_free(struct link_printer *p)
{
	names_free(&p->groups);
	names_free(&p->preasons);
	nsid_map_free(p->nsids);
	p->nsids = NULL;
}

void lp_fill_nsids(struct link_printer *p)
{
	DIR *d;

	if (p->nsids_filled)
		return;
	p->nsids_filled = true;
	/* no directory, no names: and no look-up later, in a dump */
	d = opendir(NETNS_RUN_DIR);
	if (!d)
		return;
	closedir(d);
	p->nsids = nsid_map_new();
	if (p->nsids)
		nsid_map_fill(p->nsids);
}

static const char *nsid_name(struct link_printer *p, int id)
{
	lp_fill_nsids(p);
	return p->nsids ? nsid_map_lookup(p->nsids, id) : NULL;
}

/* ------------------------------------------------------------------ */
/* pieces of a link */

static const char *const oper_states[] = {
	"UNKNOWN", "NOTPRESENT", "DOWN", "LOWERLAYERDOWN",
	"TESTING", "DORMANT", "UP"
};

static void print_operstate(struct link_printer *p, uint8_t state, bool brief)
{
	struct out *o = p->out;
	enum out_color c = state == IF_OPER_UP ? CLR_OPER_UP :
			   state == IF_OPER_DOWN ? CLR_OPER_DOWN : CLR_NONE;

	if (state >= ARRAY_SIZE(oper_states)) {
		out_uint(o, OUT_JSON, "operstate_index", NULL, state);
		out_text(o, "state %#x", state);
	} else if (brief) {
		out_str(o, OUT_ANY, c, "operstate", "%-14s ", oper_states[state]);
	} else {
		out_text(o, "state ");
		out_str(o, OUT_ANY, c, "operstate", "%s ", oper_states[state]);
	}
}

static const struct {
	unsigned int flag;
	const char *name;
} link_flags[] = {
	{ IFF_LOOPBACK, "LOOPBACK" },
	{ IFF_BROADCAST, "BROADCAST" },
	{ IFF_POINTOPOINT, "POINTOPOINT" },
	{ IFF_MULTICAST, "MULTICAST" },
	{ IFF_NOARP, "NOARP" },
	{ IFF_ALLMULTI, "ALLMULTI" },
	{ IFF_PROMISC, "PROMISC" },
	{ IFF_MASTER, "MASTER" },
	{ IFF_SLAVE, "SLAVE" },
	{ IFF_DEBUG, "DEBUG" },
	{ IFF_DYNAMIC, "DYNAMIC" },
	{ IFF_AUTOMEDIA, "AUTOMEDIA" },
	{ IFF_PORTSEL, "PORTSEL" },
	{ IFF_NOTRAILERS, "NOTRAILERS" },
	{ IFF_UP, "UP" },
	{ IFF_LOWER_UP, "LOWER_UP" },
	{ IFF_DORMANT, "DORMANT" },
	{ IFF_ECHO, "ECHO" },
};

/* "<FLAG,FLAG,...> " as one piece of text: a listing prints it per link */
static void print_flags_text(struct out *o, unsigned int flags, bool mdown)
{
	char b[256];
	size_t i, n = 0;

	b[n++] = '<';
	if ((flags & IFF_UP) && !(flags & IFF_RUNNING)) {
		memcpy(b + n, "NO-CARRIER,", 11);
		n += 11;
	}
	flags &= ~IFF_RUNNING;
	for (i = 0; i < ARRAY_SIZE(link_flags); i++) {
		size_t l;

		if (!(flags & link_flags[i].flag))
			continue;
		flags &= ~link_flags[i].flag;
		l = strlen(link_flags[i].name);
		memcpy(b + n, link_flags[i].name, l);
		n += l;
		if (flags)
			b[n++] = ',';
	}
	if (flags)
		n += (size_t)snprintf(b + n, sizeof(b) - n, "%x", flags);
	if (mdown) {
		memcpy(b + n, ",M-DOWN", 7);
		n += 7;
	}
	memcpy(b + n, "> ", 3);
	out_str(o, OUT_TEXT, CLR_NONE, NULL, "%s", b);
}

static void print_flags(struct link_printer *p, unsigned int flags, bool mdown)
{
	struct out *o = p->out;
	size_t i;

	if (!out_is_json(o)) {
		print_flags_text(o, flags, mdown);
		return;
	}
	out_open_arr(o, OUT_ANY, "flags", "<");
	if ((flags & IFF_UP) && !(flags & IFF_RUNNING))
		out_str(o, OUT_ANY, CLR_NONE, NULL, "%s,", "NO-CARRIER");
	flags &= ~IFF_RUNNING;
	for (i = 0; i < ARRAY_SIZE(link_flags); i++) {
		if (!(flags & link_flags[i].flag))
			continue;
		flags &= ~link_flags[i].flag;
		out_str(o, OUT_ANY, CLR_NONE, NULL, flags ? "%s," : "%s",
			link_flags[i].name);
	}
	if (flags)
		out_hex(o, OUT_ANY, NULL, "%x", flags);
	if (mdown)
		out_str(o, OUT_ANY, CLR_NONE, NULL, ",%s", "M-DOWN");
	out_close_arr(o, OUT_ANY, "> ");
}

/* "name" or "name@link"; returns whether the link is down (M-DOWN). */
static bool print_name_and_link(struct link_printer *p, const char *fmt,
				const char *name, const struct nlattr *const *tb)
{
	struct out *o = p->out;
	char b1[IFNAMSIZ * 2 + 32], nb[IFNAMSIZ + 16];
	const char *link = NULL;
	bool mdown = false;

	if (tb[IFLA_LINK]) {
		int iflink = (int)attr_u32(tb[IFLA_LINK]);

		if (iflink) {
			if (tb[IFLA_LINK_NETNSID]) {
				if (out_is_json(o)) {
					out_int(o, OUT_JSON, "link_index", NULL, iflink);
				} else {
					snprintf(nb, sizeof(nb), "if%d", iflink);
					link = nb;
				}
			} else {
				const struct link_entry *e =
					lc_get_by_index(p->ctx->lc, iflink);

				if (e) {
					link = e->name;
					mdown = !(e->flags & IFF_UP);
				} else {
					/* iproute2 knows no flags of it:
					 * not down */
					snprintf(nb, sizeof(nb), "if%d", iflink);
					link = nb;
				}
				if (out_is_json(o)) {
					out_str(o, OUT_JSON, CLR_NONE, "link", NULL, link);
					link = NULL;
				}
			}
		} else {
			if (out_is_json(o))
				out_null(o, OUT_JSON, "link", NULL, NULL);
			else
				link = "NONE";
		}
		if (link) {
			/* "name@link" cut to the buffer as iproute2's
			 * snprintf cuts it; no printf: one per link */
			size_t room = sizeof(b1) - 1;
			size_t nl = strnlen(name, room);
			size_t ll = nl < room ? strnlen(link, room - nl - 1) : 0;

			memcpy(b1, name, nl);
			if (nl < room)
				b1[nl++] = '@';
			memcpy(b1 + nl, link, ll);
			b1[nl + ll] = '\0';
			name = b1;
		}
	}
	out_str(o, OUT_ANY, CLR_IFNAME, "ifname", fmt, name);
	return mdown;
}

static void print_lladdr(struct link_printer *p, const char *key,
			 const char *fmt, const struct nlattr *a,
			 unsigned short type)
{
	char buf[256];

	fmt_lladdr(buf, sizeof(buf), attr_data(a),
		   attr_len(a), type);
	out_str(p->out, OUT_ANY, CLR_MAC, key, fmt, buf);
}

static void print_af_spec(struct link_printer *p, const struct nlattr *af)
{
	const struct nlattr *a, *in6 = NULL, *tb[IFLA_INET6_MAX + 1];
	char b[16];
	const char *mode;

	attr_for_each_nested(a, af)
		if (attr_type(a) == AF_INET6) {
			in6 = a;
			break;
		}
	if (!in6)
		return;
	attr_parse_nested(tb, IFLA_INET6_MAX, in6);
	if (!tb[IFLA_INET6_ADDR_GEN_MODE])
		return;
	switch (attr_u8(tb[IFLA_INET6_ADDR_GEN_MODE])) {
	case IN6_ADDR_GEN_MODE_EUI64: mode = "eui64"; break;
	case IN6_ADDR_GEN_MODE_NONE: mode = "none"; break;
	case IN6_ADDR_GEN_MODE_STABLE_PRIVACY: mode = "stable_secret"; break;
	case IN6_ADDR_GEN_MODE_RANDOM: mode = "random"; break;
	default:
		snprintf(b, sizeof(b), "%#.2hhx",
			 (unsigned char)attr_u8(tb[IFLA_INET6_ADDR_GEN_MODE]));
		mode = b;
	}
	out_str(p->out, OUT_ANY, CLR_NONE, "inet6_addr_gen_mode",
		"addrgenmode %s ", mode);
}

static void print_proto_down(struct link_printer *p, const struct nlattr *const *tb)
{
	struct out *o = p->out;
	const struct nlattr *pr[IFLA_PROTO_DOWN_REASON_MAX + 1];
	uint32_t reason;
	bool first = true;
	int i;

	if (attr_u8(tb[IFLA_PROTO_DOWN]))
		out_bool(o, OUT_ANY, "proto_down", " protodown on ", true);
	if (!tb[IFLA_PROTO_DOWN_REASON])
		return;
	attr_parse_nested(pr, IFLA_PROTO_DOWN_REASON_MAX, tb[IFLA_PROTO_DOWN_REASON]);
	/* iproute2 6.1 tests the top-level slot of the same number and reads
	 * the value as one byte; do the same. */
	if (!tb[IFLA_PROTO_DOWN_REASON_VALUE] || !pr[IFLA_PROTO_DOWN_REASON_VALUE])
		return;
	reason = attr_u8(pr[IFLA_PROTO_DOWN_REASON_VALUE]);
	if (!reason)
		return;
	out_open_arr(o, OUT_ANY, "proto_down_reason", "protodown_reason <");
	for (i = 0; reason; i++, reason >>= 1) {
		char b[16];

		if (!(reason & 1))
			continue;
		out_str(o, OUT_ANY, CLR_NONE, NULL, first ? "%s" : ",%s",
			protodown_reason_n2a(&p->preasons, (uint32_t)i,
					     p->ctx->o.numeric, b, sizeof(b)));
		first = false;
	}
	out_close_arr(o, OUT_ANY, ">");
}

/* The two halves of IFLA_LINKINFO: the link's own kind, and the kind of
 * the master it is a port of. */
static const struct info_half {
	unsigned short kind_attr, data_attr;
	const char *kind_key, *fmt, *data_key;
	const struct link_kind *(*find)(const char *name);
} info_halves[] = {
	{ IFLA_INFO_KIND, IFLA_INFO_DATA, "info_kind", "    %s ",
	  "info_data", kind_find },
	{ IFLA_INFO_SLAVE_KIND, IFLA_INFO_SLAVE_DATA, "info_slave_kind",
	  "    %s_slave ", "info_slave_data", kind_find_slave },
};

#define N_HALVES (ARRAY_SIZE(info_halves))

bool link_info_may_lookup(const struct nlattr *li)
{
	const struct nlattr *info[IFLA_INFO_MAX + 1];
	char b[64];
	size_t i;

	attr_parse_nested(info, IFLA_INFO_MAX, li);
	for (i = 0; i < N_HALVES; i++) {
		const struct info_half *h = &info_halves[i];

		if (info[h->kind_attr] && info[h->data_attr] &&
		    kind_may_lookup(h->find(attr_str(info[h->kind_attr], b, sizeof(b)))))
			return true;
	}
	return false;
}

static void print_linkinfo_frame(struct link_printer *p,
				 const struct nlattr *li,
				 const struct nlattr *const *tb)
{
	struct out *o = p->out;
	const struct nlattr *info[IFLA_INFO_MAX + 1];
	size_t i;

	attr_parse_nested(info, IFLA_INFO_MAX, li);
	out_open_obj(o, OUT_JSON, "linkinfo");
	for (i = 0; i < N_HALVES; i++) {
		const struct info_half *h = &info_halves[i];
		const struct link_kind *k;
		const char *name;
		char b[64];

		if (!info[h->kind_attr])
			continue;
		name = attr_str(info[h->kind_attr], b, sizeof(b));
		k = h->find(name);
		out_nl(o);
		out_str(o, OUT_ANY, CLR_NONE, h->kind_key, h->fmt, name);
		if (!kind_has_print(k))
			continue;
		out_open_obj(o, OUT_JSON, h->data_key);
		kind_print(p->ctx, k, info[h->data_attr], tb);
		out_close_obj(o, OUT_JSON);
		/* the kind's own counters, with -s (not a port's) */
		if (i == 0 && p->ctx->o.stats)
			kind_print_xstats(p->ctx, k, info[IFLA_INFO_XSTATS]);
	}
	out_close_obj(o, OUT_JSON);
}

/* ------------------------------------------------------------------ */
/* one link */

static void print_brief(struct link_printer *p, const struct link_msg *m)
{
	const struct nlattr *const *tb = m->tb;
	bool mdown = print_name_and_link(p, "%-16s ", m->name, tb);

	if (tb[IFLA_OPERSTATE])
		print_operstate(p, attr_u8(tb[IFLA_OPERSTATE]), true);
	/* the address show and the monitor print only the above */
	if (p->family != AF_PACKET)
		return;
	if (tb[IFLA_ADDRESS])
		print_lladdr(p, "address", "%s ", tb[IFLA_ADDRESS],
			     m->ifi->ifi_type);
	print_flags(p, m->ifi->ifi_flags, mdown);
	out_text(p->out, "\n");
}

/* The queue length; messages without one (the IPv6 link dump's) are
 * completed by ioctl, as iproute2 does. */
static void print_qlen(struct link_printer *p, const struct link_msg *m)
{
	int qlen;

	if (m->tb[IFLA_TXQLEN]) {
		qlen = (int)attr_u32(m->tb[IFLA_TXQLEN]);
	} else {
		struct ifreq ifr;
		int s = socket(AF_INET, SOCK_STREAM, 0);

		if (s < 0)
			return;
		memset(&ifr, 0, sizeof(ifr));
		snprintf(ifr.ifr_name, sizeof(ifr.ifr_name), "%s", m->name);
		if (ioctl(s, SIOCGIFTXQLEN, &ifr) < 0) {
			fprintf(stderr, "ioctl(SIOCGIFTXQLEN) failed: %s\n",
				strerror(errno));
			close(s);
			return;
		}
		close(s);
		qlen = ifr.ifr_qlen;
	}
	if (qlen)
		out_int(p->out, OUT_ANY, "txqlen", "qlen %d", qlen);
}

/* "1: lo: <FLAGS> mtu .. qdisc .. master .. state .. mode .. group .. qlen" */
static void print_first_line(struct link_printer *p, const struct link_msg *m)
{
	static const char *const events[] = {
		"NONE", "REBOOT", "FEATURE CHANGE", "BONDING FAILOVER",
		"NOTIFY PEERS", "RESEND IGMP", "BONDING OPTION"
	};
	const struct nlattr *const *tb = m->tb;
	struct out *o = p->out;
	char b1[64];
	bool mdown;

	out_int(o, OUT_ANY, "ifindex", "%d: ", m->ifi->ifi_index);
	mdown = print_name_and_link(p, "%s: ", m->name, tb);
	print_flags(p, m->ifi->ifi_flags, mdown);

	if (tb[IFLA_MTU])
		out_int(o, OUT_ANY, "mtu", "mtu %u ", attr_u32(tb[IFLA_MTU]));
	if (tb[IFLA_XDP])
		xdp_print_mode(p, tb[IFLA_XDP]);
	if (tb[IFLA_QDISC])
		out_str(o, OUT_ANY, CLR_NONE, "qdisc", "qdisc %s ",
			attr_str(tb[IFLA_QDISC], b1, sizeof(b1)));
	if (tb[IFLA_MASTER]) {
		char mb[IFNAMSIZ + 16];

		out_str(o, OUT_ANY, CLR_NONE, "master", "master %s ",
			lc_index2name(p->ctx->lc, (int)attr_u32(tb[IFLA_MASTER]), mb));
	}
	if (tb[IFLA_OPERSTATE])
		print_operstate(p, attr_u8(tb[IFLA_OPERSTATE]), false);
	if (p->link_cmd && tb[IFLA_LINKMODE]) {
		unsigned int mode = attr_u8(tb[IFLA_LINKMODE]);

		if (mode <= 1)
			out_str(o, OUT_ANY, CLR_NONE, "linkmode", "mode %s ",
				mode ? "DORMANT" : "DEFAULT");
		else
			out_int(o, OUT_ANY, "linkmode_index", "mode %d ", mode);
	}
	if (tb[IFLA_GROUP]) {
		uint32_t g = attr_u32(tb[IFLA_GROUP]);

		if (p->ctx->o.numeric)
			snprintf(b1, sizeof(b1), "%d", (int)g);
		out_str(o, OUT_ANY, CLR_NONE, "group", "group %s ",
			p->ctx->o.numeric ? b1 :
			group_id2name(&p->groups, g, b1, sizeof(b1)));
	}
	if (p->showqueue)
		print_qlen(p, m);
	if (tb[IFLA_EVENT]) {
		uint32_t ev = attr_u32(tb[IFLA_EVENT]);

		if (ev >= ARRAY_SIZE(events))
			out_int(o, OUT_ANY, "event", "event %d ", ev);
		else if (ev)
			out_str(o, OUT_ANY, CLR_NONE, "event", "event %s ", events[ev]);
	}
}

/* "    link/ether ADDR brd ADDR permaddr ADDR link-netns NAME ..." */
static void print_link_line(struct link_printer *p, const struct link_msg *m)
{
	const struct nlattr *const *tb = m->tb;
	unsigned short type = m->ifi->ifi_type;
	struct out *o = p->out;
	char b1[64];

	out_str(o, OUT_ANY, CLR_NONE, "link_type", "    link/%s ",
		link_type_name(type, p->ctx->o.numeric, b1, sizeof(b1)));
	if (tb[IFLA_ADDRESS])
		print_lladdr(p, "address", "%s", tb[IFLA_ADDRESS], type);
	if (tb[IFLA_BROADCAST]) {
		if (m->ifi->ifi_flags & IFF_POINTOPOINT) {
			out_text(o, " peer ");
			out_bool(o, OUT_JSON, "link_pointtopoint", NULL, true);
		} else {
			out_text(o, " brd ");
		}
		print_lladdr(p, "broadcast", "%s", tb[IFLA_BROADCAST], type);
	}
	if (tb[IFLA_PERM_ADDRESS]) {
		const struct nlattr *pa = tb[IFLA_PERM_ADDRESS], *a = tb[IFLA_ADDRESS];
		uint16_t len = attr_len(pa);

		if (!a || attr_len(a) != len ||
		    memcmp(attr_data(pa), attr_data(a), len)) {
			out_text(o, " permaddr ");
			print_lladdr(p, "permaddr", "%s", pa, type);
		}
	}
	if (tb[IFLA_LINK_NETNSID]) {
		int id = (int)attr_u32(tb[IFLA_LINK_NETNSID]);

		if (out_is_json(o)) {
			out_int(o, OUT_JSON, "link_netnsid", NULL, id);
		} else if (id >= 0) {
			const char *nsn = nsid_name(p, id);

			if (nsn)
				out_text(o, " link-netns %s", nsn);
			else
				out_text(o, " link-netnsid %d", id);
		} else {
			out_text(o, " link-netnsid %s", "unknown");
		}
	}
	if (tb[IFLA_NEW_NETNSID]) {
		int id = (int)attr_u32(tb[IFLA_NEW_NETNSID]);
		const char *nsn = out_is_json(o) ? NULL : nsid_name(p, id);

		if (nsn)
			out_text(o, " new-netns %s", nsn);
		else
			out_text(o, " new-netnsid %d", id);
	}
	if (tb[IFLA_NEW_IFINDEX])
		out_text(o, " new-ifindex %d", (int)attr_u32(tb[IFLA_NEW_IFINDEX]));
	if (tb[IFLA_PROTO_DOWN])
		print_proto_down(p, tb);
}

/* The -d fields, in iproute2's order. */
enum detail_type { D_U32, D_STR, D_HEX, D_LINKINFO, D_AF_SPEC };

static const struct detail {
	unsigned short attr;
	unsigned char type;	/* enum detail_type */
	const char *key;
	const char *fmt;
} details[] = {
	{ IFLA_PROMISCUITY, D_U32, "promiscuity", " promiscuity %u " },
	{ IFLA_ALLMULTI, D_U32, "allmulti", " allmulti %u " },
	{ IFLA_MIN_MTU, D_U32, "min_mtu", "minmtu %u " },
	{ IFLA_MAX_MTU, D_U32, "max_mtu", "maxmtu %u " },
	{ IFLA_LINKINFO, D_LINKINFO },
	{ IFLA_AF_SPEC, D_AF_SPEC },
	{ IFLA_NUM_TX_QUEUES, D_U32, "num_tx_queues", "numtxqueues %u " },
	{ IFLA_NUM_RX_QUEUES, D_U32, "num_rx_queues", "numrxqueues %u " },
	{ IFLA_GSO_MAX_SIZE, D_U32, "gso_max_size", "gso_max_size %u " },
	{ IFLA_GSO_MAX_SEGS, D_U32, "gso_max_segs", "gso_max_segs %u " },
	{ IFLA_TSO_MAX_SIZE, D_U32, "tso_max_size", "tso_max_size %u " },
	{ IFLA_TSO_MAX_SEGS, D_U32, "tso_max_segs", "tso_max_segs %u " },
	{ IFLA_GRO_MAX_SIZE, D_U32, "gro_max_size", "gro_max_size %u " },
	{ IFLA_PHYS_PORT_NAME, D_STR, "phys_port_name", "portname %s " },
	{ IFLA_PHYS_PORT_ID, D_HEX, "phys_port_id", "portid %s " },
	{ IFLA_PHYS_SWITCH_ID, D_HEX, "phys_switch_id", "switchid %s " },
	{ IFLA_PARENT_DEV_BUS_NAME, D_STR, "parentbus", "parentbus %s " },
	{ IFLA_PARENT_DEV_NAME, D_STR, "parentdev", "parentdev %s " },
};

/* Bytes as lower-case hex, at most 64 of them. */
static const char *hex_id(const struct nlattr *a, char *buf)
{
	static const char hex[] = "0123456789abcdef";
	const uint8_t *d = attr_data(a);
	size_t i, len = attr_len(a);

	if (len > 64)
		len = 64;
	for (i = 0; i < len; i++) {
		buf[2 * i] = hex[d[i] >> 4];
		buf[2 * i + 1] = hex[d[i] & 15];
	}
	buf[2 * len] = '\0';
	return buf;
}

static void print_details(struct link_printer *p, const struct link_msg *m)
{
	struct out *o = p->out;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(details); i++) {
		const struct detail *d = &details[i];
		const struct nlattr *a = m->tb[d->attr];
		char b[2 * 64 + 1];

		if (!a)
			continue;
		switch (d->type) {
		case D_U32:
			out_uint(o, OUT_ANY, d->key, d->fmt, attr_u32(a));
			break;
		case D_STR:
			out_str(o, OUT_ANY, CLR_NONE, d->key, d->fmt,
				attr_str(a, b, 64));
			break;
		case D_HEX:
			out_str(o, OUT_ANY, CLR_NONE, d->key, d->fmt, hex_id(a, b));
			break;
		case D_LINKINFO:
			print_linkinfo_frame(p, a, m->tb);
			break;
		case D_AF_SPEC:
			if (p->link_cmd)
				print_af_spec(p, a);
			break;
		}
	}
}

static void print_altnames(struct link_printer *p, const struct nlattr *list)
{
	struct out *o = p->out;
	const struct nlattr *a;

	out_open_arr(o, OUT_JSON, "altnames", NULL);
	attr_for_each_nested(a, list) {
		char ab[256];

		if (attr_type(a) != IFLA_ALT_IFNAME)
			continue;
		out_nl(o);
		out_text(o, "    altname ");
		out_str(o, OUT_ANY, CLR_NONE, NULL, "%s",
			attr_str(a, ab, sizeof(ab)));
	}
	out_close_arr(o, OUT_JSON, NULL);
}

void link_print(struct link_printer *p, const struct link_msg *m)
{
	const struct nlattr *const *tb = m->tb;
	struct out *o = p->out;
	bool truncated = false;

	if (m->nlh->nlmsg_type == RTM_DELLINK)
		out_bool(o, OUT_ANY, "deleted", "Deleted ", true);
	if (p->ctx->o.brief) {
		print_brief(p, m);
		return;
	}
	print_first_line(p, m);
	if (!p->family || p->family == AF_PACKET || p->ctx->o.details) {
		out_nl(o);
		print_link_line(p, m);
	}
	if (p->ctx->o.details)
		print_details(p, m);
	if ((p->link_cmd || p->ctx->o.details) && tb[IFLA_IFALIAS]) {
		char ab[512];

		out_nl(o);
		out_text(o, "    ");
		out_str(o, OUT_ANY, CLR_NONE, "ifalias", "alias %s",
			attr_str(tb[IFLA_IFALIAS], ab, sizeof(ab)));
	}
	if ((p->link_cmd || p->ctx->o.details) && tb[IFLA_XDP])
		xdp_print_progs(p, tb[IFLA_XDP]);
	if (p->link_cmd && p->ctx->o.stats) {
		out_nl(o);
		link_print_stats(p, tb);
	}
	if ((p->link_cmd || p->ctx->o.details) && tb[IFLA_VFINFO_LIST] &&
	    tb[IFLA_NUM_VF])
		truncated = link_print_vfinfo(p, m->ifi, tb);
	if (tb[IFLA_PROP_LIST])
		print_altnames(p, tb[IFLA_PROP_LIST]);
	out_text(o, "\n");
	if (truncated) {
		fflush(stdout);
		fprintf(stderr, "Truncated VF list: %s\n", m->name);
	}
}
