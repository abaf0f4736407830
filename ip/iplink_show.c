/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * iplink_show.c - "ip link show": list links as iproute2 6.1 prints them.
 *
 * Data path: one RTM_GETLINK by name for "dev X", else one streaming dump
 * with the kernel's filters (master, kind).  Every message goes to the
 * link cache.  A message is printed as soon as the links it names (its
 * peer/lower link and its master) have been seen in the dump; until then
 * it waits in a short queue, so a veth printed before its partner costs no
 * extra request.  Nothing that could send a request runs while the dump is
 * being read: what still needs a look-up is printed after the dump ends.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <inttypes.h>
#include <net/if.h>
#include <libmnl/libmnl.h>
#include <linux/rtnetlink.h>
#include <linux/if_link.h>
#include <linux/if_arp.h>
#include <linux/net_namespace.h>
#include <sys/socket.h>

#include "args.h"
#include "ipctx.h"
#include "iplink.h"
#include "kind.h"
#include "linkcache.h"
#include "nl.h"
#include "print.h"

#ifndef AF_PACKET
#define AF_PACKET 17
#endif

#define TB_SIZE (IFLA_MAX + 1)

struct held {
	struct nlmsghdr *nlh;
};

struct group_name {
	uint32_t id;
	char name[64];
};

struct nsid_name {
	int id;
	char name[256];
};

struct show {
	struct ipctx *ctx;
	struct out *out;

	/* filters */
	int ifindex;
	bool up;
	bool group_set;
	uint32_t group;
	int master;		/* 0 none, -1 nomaster */
	const char *kind;
	const char *slave_kind;
	bool label;
	char kind_buf[64];
	char slave_buf[64];

	/* the dump */
	bool dumping;		/* no requests may be sent while set */
	struct held *q;
	size_t qhead, qtail, qcap;
	uint8_t *seen;		/* bitmap by ifindex */
	size_t seen_bytes;

	/* name tables, loaded on first use */
	bool groups_loaded;
	struct group_name *groups;
	size_t ngroups;
	bool nsids_loaded;
	struct nsid_name *nsids;
	size_t nnsids;

	int err;
};

/* ------------------------------------------------------------------ */
/* small helpers */

static void mark_seen(struct show *s, int index)
{
	size_t byte;

	if (index <= 0 || index >= (1 << 26))
		return;
	byte = (size_t)index >> 3;
	if (byte >= s->seen_bytes) {
		size_t n = s->seen_bytes ? s->seen_bytes : 256;
		uint8_t *b;

		while (n <= byte)
			n *= 2;
		b = realloc(s->seen, n);
		if (!b)
			return;
		memset(b + s->seen_bytes, 0, n - s->seen_bytes);
		s->seen = b;
		s->seen_bytes = n;
	}
	s->seen[byte] |= (uint8_t)(1u << (index & 7));
}

static bool was_seen(const struct show *s, int index)
{
	size_t byte = (size_t)index >> 3;

	if (index <= 0 || byte >= s->seen_bytes)
		return false;
	return s->seen[byte] & (1u << (index & 7));
}

static void parse_attrs(const struct nlattr **tb, size_t n,
			const struct nlattr *start, size_t len)
{
	const struct nlattr *a;
	int rem = (int)len;

	memset(tb, 0, n * sizeof(*tb));
	for (a = start; mnl_attr_ok(a, rem); a = mnl_attr_next(a)) {
		uint16_t t = mnl_attr_get_type(a);

		rem -= (int)MNL_ALIGN(a->nla_len);
		if (t < n)
			tb[t] = a;
	}
}

static void parse_nested(const struct nlattr **tb, size_t n,
			 const struct nlattr *nest)
{
	parse_attrs(tb, n, mnl_attr_get_payload(nest),
		    mnl_attr_get_payload_len(nest));
}

static uint32_t attr_u32(const struct nlattr *a)
{
	uint32_t v = 0;

	if (a && mnl_attr_get_payload_len(a) >= 4)
		memcpy(&v, mnl_attr_get_payload(a), 4);
	return v;
}

static uint8_t attr_u8(const struct nlattr *a)
{
	if (a && mnl_attr_get_payload_len(a) >= 1)
		return *(const uint8_t *)mnl_attr_get_payload(a);
	return 0;
}

/* A string attribute, NUL-terminated within its payload or not. */
static const char *attr_str(const struct nlattr *a, char *buf, size_t size)
{
	const char *p = mnl_attr_get_payload(a);
	size_t len = mnl_attr_get_payload_len(a);

	if (len && memchr(p, '\0', len))
		return p;
	if (len >= size)
		len = size - 1;
	memcpy(buf, p, len);
	buf[len] = '\0';
	return buf;
}

/* ------------------------------------------------------------------ */
/* names of groups and of peer namespaces */

static void load_groups_file(struct show *s, const char *path)
{
	FILE *f = fopen(path, "r");
	char line[256];

	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		char *p = line, name[64];
		unsigned int id;
		struct group_name *g;

		while (isspace((unsigned char)*p))
			p++;
		if (*p == '#' || !*p)
			continue;
		if (sscanf(p, "0x%x %63s", &id, name) != 2 &&
		    sscanf(p, "%u %63s", &id, name) != 2)
			continue;
		if (name[0] == '#')
			continue;
		g = realloc(s->groups, (s->ngroups + 1) * sizeof(*g));
		if (!g)
			break;
		s->groups = g;
		g[s->ngroups].id = id;
		snprintf(g[s->ngroups].name, sizeof(g->name), "%s", name);
		s->ngroups++;
	}
	fclose(f);
}

static const char *group_n2a(struct show *s, uint32_t id, char *buf, size_t size)
{
	size_t i;

	if (id == 0)
		return "default";
	if (!s->groups_loaded) {
		s->groups_loaded = true;
		load_groups_file(s, "/etc/iproute2/group");
		load_groups_file(s, "/usr/share/iproute2/group");
	}
	for (i = 0; i < s->ngroups; i++)
		if (s->groups[i].id == id)
			return s->groups[i].name;
	snprintf(buf, size, "%d", (int)id);
	return buf;
}

struct nsid_reply {
	int nsid;
};

static int nsid_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct nsid_reply *r = arg;
	const struct nlattr *a;

	if (nlh->nlmsg_type != RTM_NEWNSID)
		return 0;
	mnl_attr_for_each(a, nlh, sizeof(struct rtgenmsg)) {
		if (mnl_attr_get_type(a) == NETNSA_NSID &&
		    mnl_attr_get_payload_len(a) >= 4)
			r->nsid = (int)mnl_attr_get_u32(a);
	}
	return 0;
}

/* Named namespaces (/run/netns) and the ids this namespace gives them. */
static void load_nsids(struct show *s)
{
	DIR *d;
	struct dirent *de;

	if (s->nsids_loaded)
		return;
	s->nsids_loaded = true;
	d = opendir("/var/run/netns");
	if (!d)
		return;
	while ((de = readdir(d)) != NULL) {
		char path[512], buf[256];
		struct nlmsghdr *n;
		struct rtgenmsg *g;
		struct nsid_reply r = { .nsid = -1 };
		struct nsid_name *nn;
		int fd;

		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "/var/run/netns/%s", de->d_name);
		fd = open(path, O_RDONLY | O_CLOEXEC);
		if (fd < 0)
			continue;
		n = nl_msg(buf, RTM_GETNSID, 0);
		g = mnl_nlmsg_put_extra_header(n, sizeof(*g));
		g->rtgen_family = AF_UNSPEC;
		mnl_attr_put_u32(n, NETNSA_FD, (uint32_t)fd);
		if (nl_talk(s->ctx->nl, n, nsid_cb, &r, 1) == 0 && r.nsid >= 0) {
			nn = realloc(s->nsids, (s->nnsids + 1) * sizeof(*nn));
			if (nn) {
				s->nsids = nn;
				nn[s->nnsids].id = r.nsid;
				snprintf(nn[s->nnsids].name, sizeof(nn->name), "%s",
					 de->d_name);
				s->nnsids++;
			}
		}
		close(fd);
	}
	closedir(d);
}

static const char *nsid_name(struct show *s, int id)
{
	size_t i;

	load_nsids(s);
	for (i = 0; i < s->nnsids; i++)
		if (s->nsids[i].id == id)
			return s->nsids[i].name;
	return NULL;
}

/* ------------------------------------------------------------------ */
/* pieces of a link */

static const struct {
	unsigned short type;
	const char *name;
} arphrd_names[] = {
	{ 0, "generic" },
	{ ARPHRD_ETHER, "ether" },
	{ ARPHRD_EETHER, "eether" },
	{ ARPHRD_AX25, "ax25" },
	{ ARPHRD_PRONET, "pronet" },
	{ ARPHRD_CHAOS, "chaos" },
	{ ARPHRD_IEEE802, "ieee802" },
	{ ARPHRD_ARCNET, "arcnet" },
	{ ARPHRD_APPLETLK, "atalk" },
	{ ARPHRD_DLCI, "dlci" },
	{ ARPHRD_ATM, "atm" },
	{ ARPHRD_METRICOM, "metricom" },
	{ ARPHRD_IEEE1394, "ieee1394" },
	{ ARPHRD_INFINIBAND, "infiniband" },
	{ ARPHRD_SLIP, "slip" },
	{ ARPHRD_CSLIP, "cslip" },
	{ ARPHRD_SLIP6, "slip6" },
	{ ARPHRD_CSLIP6, "cslip6" },
	{ ARPHRD_RSRVD, "rsrvd" },
	{ ARPHRD_ADAPT, "adapt" },
	{ ARPHRD_ROSE, "rose" },
	{ ARPHRD_X25, "x25" },
	{ ARPHRD_HWX25, "hwx25" },
	{ ARPHRD_CAN, "can" },
	{ ARPHRD_PPP, "ppp" },
	{ ARPHRD_HDLC, "hdlc" },
	{ ARPHRD_LAPB, "lapb" },
	{ ARPHRD_DDCMP, "ddcmp" },
	{ ARPHRD_RAWHDLC, "rawhdlc" },
	{ ARPHRD_TUNNEL, "ipip" },
	{ ARPHRD_TUNNEL6, "tunnel6" },
	{ ARPHRD_FRAD, "frad" },
	{ ARPHRD_SKIP, "skip" },
	{ ARPHRD_LOOPBACK, "loopback" },
	{ ARPHRD_LOCALTLK, "ltalk" },
	{ ARPHRD_FDDI, "fddi" },
	{ ARPHRD_BIF, "bif" },
	{ ARPHRD_SIT, "sit" },
	{ ARPHRD_IPDDP, "ip/ddp" },
	{ ARPHRD_IPGRE, "gre" },
	{ ARPHRD_PIMREG, "pimreg" },
	{ ARPHRD_HIPPI, "hippi" },
	{ ARPHRD_ASH, "ash" },
	{ ARPHRD_ECONET, "econet" },
	{ ARPHRD_IRDA, "irda" },
	{ ARPHRD_FCPP, "fcpp" },
	{ ARPHRD_FCAL, "fcal" },
	{ ARPHRD_FCPL, "fcpl" },
	{ ARPHRD_FCFABRIC, "fcfb0" },
	{ ARPHRD_FCFABRIC + 1, "fcfb1" },
	{ ARPHRD_FCFABRIC + 2, "fcfb2" },
	{ ARPHRD_FCFABRIC + 3, "fcfb3" },
	{ ARPHRD_FCFABRIC + 4, "fcfb4" },
	{ ARPHRD_FCFABRIC + 5, "fcfb5" },
	{ ARPHRD_FCFABRIC + 6, "fcfb6" },
	{ ARPHRD_FCFABRIC + 7, "fcfb7" },
	{ ARPHRD_FCFABRIC + 8, "fcfb8" },
	{ ARPHRD_FCFABRIC + 9, "fcfb9" },
	{ ARPHRD_FCFABRIC + 10, "fcfb10" },
	{ ARPHRD_FCFABRIC + 11, "fcfb11" },
	{ ARPHRD_FCFABRIC + 12, "fcfb12" },
	{ ARPHRD_IEEE802_TR, "tr" },
	{ ARPHRD_IEEE80211, "ieee802.11" },
	{ ARPHRD_IEEE80211_PRISM, "ieee802.11/prism" },
	{ ARPHRD_IEEE80211_RADIOTAP, "ieee802.11/radiotap" },
	{ ARPHRD_IEEE802154, "ieee802.15.4" },
	{ ARPHRD_IEEE802154_MONITOR, "ieee802.15.4/monitor" },
	{ ARPHRD_PHONET, "phonet" },
	{ ARPHRD_PHONET_PIPE, "phonet_pipe" },
	{ ARPHRD_CAIF, "caif" },
	{ ARPHRD_IP6GRE, "gre6" },
	{ ARPHRD_NETLINK, "netlink" },
	{ ARPHRD_6LOWPAN, "6lowpan" },
	{ ARPHRD_NONE, "none" },
	{ ARPHRD_VOID, "void" },
};

static const char *ll_type_name(unsigned short type, char *buf, size_t size)
{
	size_t i;

	for (i = 0; i < sizeof(arphrd_names) / sizeof(arphrd_names[0]); i++)
		if (arphrd_names[i].type == type)
			return arphrd_names[i].name;
	snprintf(buf, size, "[%d]", type);
	return buf;
}

static const char *const oper_states[] = {
	"UNKNOWN", "NOTPRESENT", "DOWN", "LOWERLAYERDOWN",
	"TESTING", "DORMANT", "UP"
};

static void print_operstate(struct show *s, uint8_t state, bool brief)
{
	struct out *o = s->out;
	enum out_color c = state == IF_OPER_UP ? CLR_OPER_UP :
			   state == IF_OPER_DOWN ? CLR_OPER_DOWN : CLR_NONE;

	if (state >= sizeof(oper_states) / sizeof(oper_states[0])) {
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

static void print_flags(struct show *s, unsigned int flags, bool mdown)
{
	struct out *o = s->out;
	size_t i;

	out_open_arr(o, OUT_ANY, "flags", "<");
	if ((flags & IFF_UP) && !(flags & IFF_RUNNING))
		out_str(o, OUT_ANY, CLR_NONE, NULL, "%s,", "NO-CARRIER");
	flags &= ~IFF_RUNNING;
	for (i = 0; i < sizeof(link_flags) / sizeof(link_flags[0]); i++) {
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
static bool print_name_and_link(struct show *s, const char *fmt,
				const char *name, const struct nlattr **tb)
{
	struct out *o = s->out;
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
					lc_get_by_index(s->ctx->lc, iflink);

				if (e) {
					link = e->name;
					mdown = !(e->flags & IFF_UP);
				} else {
					snprintf(nb, sizeof(nb), "if%d", iflink);
					link = nb;
					mdown = true;
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
			snprintf(b1, sizeof(b1), "%s@%s", name, link);
			name = b1;
		}
	}
	out_str(o, OUT_ANY, CLR_IFNAME, "ifname", fmt, name);
	return mdown;
}

static void print_lladdr(struct show *s, const char *key,
			 const struct nlattr *a, unsigned short type)
{
	char buf[256];

	fmt_lladdr(buf, sizeof(buf), mnl_attr_get_payload(a),
		   mnl_attr_get_payload_len(a), type);
	out_str(s->out, OUT_ANY, CLR_MAC, key, "%s", buf);
}

static void print_af_spec(struct show *s, const struct nlattr *af)
{
	const struct nlattr *a, *in6 = NULL, *tb[IFLA_INET6_MAX + 1];
	char b[16];
	const char *mode;

	mnl_attr_for_each_nested(a, af)
		if (mnl_attr_get_type(a) == AF_INET6) {
			in6 = a;
			break;
		}
	if (!in6)
		return;
	parse_nested(tb, IFLA_INET6_MAX + 1, in6);
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
	out_str(s->out, OUT_ANY, CLR_NONE, "inet6_addr_gen_mode",
		"addrgenmode %s ", mode);
}

static void print_proto_down(struct show *s, const struct nlattr **tb)
{
	struct out *o = s->out;
	const struct nlattr *pr[IFLA_PROTO_DOWN_REASON_MAX + 1];
	uint32_t reason;
	bool first = true;
	int i;

	if (attr_u8(tb[IFLA_PROTO_DOWN]))
		out_bool(o, OUT_ANY, "proto_down", " protodown on ", true);
	if (!tb[IFLA_PROTO_DOWN_REASON])
		return;
	parse_nested(pr, IFLA_PROTO_DOWN_REASON_MAX + 1, tb[IFLA_PROTO_DOWN_REASON]);
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
		snprintf(b, sizeof(b), "%d", i);
		out_str(o, OUT_ANY, CLR_NONE, NULL, first ? "%s" : ",%s", b);
		first = false;
	}
	out_close_arr(o, OUT_ANY, ">");
}

static bool kind_prints(const struct link_kind *k)
{
	const struct kopt *op;

	if (!k)
		return false;
	if (k->print)
		return true;
	for (op = k->opts; op && op->kw; op++)
		if (op->key || op->print)
			return true;
	return false;
}

static void print_kind_data(struct show *s, const struct link_kind *k,
			    const char *key, const struct nlattr *data,
			    const struct nlattr **tb)
{
	out_open_obj(s->out, OUT_JSON, key);
	if (k->print)
		k->print(s->ctx, k, data, (const struct nlattr *const *)tb);
	else
		kind_print_table(s->ctx, k, data, (const struct nlattr *const *)tb);
	out_close_obj(s->out, OUT_JSON);
}

static void print_linkinfo_frame(struct show *s, const struct nlattr *li,
				 const struct nlattr **tb)
{
	struct out *o = s->out;
	const struct nlattr *info[IFLA_INFO_MAX + 1];
	char kb[64], sb[64];

	parse_nested(info, IFLA_INFO_MAX + 1, li);
	out_open_obj(o, OUT_JSON, "linkinfo");
	if (info[IFLA_INFO_KIND]) {
		const char *kind = attr_str(info[IFLA_INFO_KIND], kb, sizeof(kb));
		const struct link_kind *k = kind_find(kind);

		out_nl(o);
		out_str(o, OUT_ANY, CLR_NONE, "info_kind", "    %s ", kind);
		if (kind_prints(k))
			print_kind_data(s, k, "info_data", info[IFLA_INFO_DATA], tb);
	}
	if (info[IFLA_INFO_SLAVE_KIND]) {
		const char *sk = attr_str(info[IFLA_INFO_SLAVE_KIND], sb, sizeof(sb));
		const struct link_kind *k = kind_find_slave(sk);

		out_nl(o);
		out_str(o, OUT_ANY, CLR_NONE, "info_slave_kind", "    %s_slave ", sk);
		if (kind_prints(k))
			print_kind_data(s, k, "info_slave_data",
					info[IFLA_INFO_SLAVE_DATA], tb);
	}
	out_close_obj(o, OUT_JSON);
}

/* ------------------------------------------------------------------ */
/* statistics */

struct stat_cols {
	unsigned int w[8];
};

static void size_columns(struct show *s, struct stat_cols *c, const uint64_t *v)
{
	int i;

	if (s->ctx->o.human)
		return;
	for (i = 0; i < 8; i++) {
		uint64_t x = v[i];
		unsigned int len = 1;

		while (x > 9) {
			len++;
			x /= 10;
		}
		if (len > c->w[i])
			c->w[i] = len;
	}
}

static void print_num(struct show *s, unsigned int width, uint64_t v)
{
	bool iec = s->ctx->o.iec;
	uint64_t base = iec ? 1024 : 1000;

	if (!s->ctx->o.human || v < base) {
		out_text(s->out, "%*" PRIu64 " ", (int)width, v);
	} else {
		char b[64];

		out_human(b, sizeof(b), v, iec);
		out_text(s->out, "%*s ", (int)width, b);
	}
}

static void print_stats(struct show *s, const struct nlattr **tb)
{
	struct out *o = s->out;
	struct rtnl_link_stats64 st;
	const struct nlattr *cc = tb[IFLA_CARRIER_CHANGES];
	const char *what;
	int more = s->ctx->o.stats > 1;

	memset(&st, 0, sizeof(st));
	if (tb[IFLA_STATS64]) {
		size_t len = mnl_attr_get_payload_len(tb[IFLA_STATS64]);

		memcpy(&st, mnl_attr_get_payload(tb[IFLA_STATS64]),
		       len < sizeof(st) ? len : sizeof(st));
		what = "stats64";
	} else if (tb[IFLA_STATS]) {
		struct rtnl_link_stats s32;
		size_t len = mnl_attr_get_payload_len(tb[IFLA_STATS]);
		const uint32_t *src = (const uint32_t *)&s32;
		uint64_t *dst = (uint64_t *)&st;
		size_t i;

		memset(&s32, 0, sizeof(s32));
		memcpy(&s32, mnl_attr_get_payload(tb[IFLA_STATS]),
		       len < sizeof(s32) ? len : sizeof(s32));
		for (i = 0; i < sizeof(s32) / sizeof(uint32_t); i++)
			dst[i] = src[i];
		what = "stats";
	} else {
		return;
	}

	if (out_is_json(o)) {
		out_open_obj(o, OUT_JSON, what);
		out_open_obj(o, OUT_JSON, "rx");
		out_uint(o, OUT_JSON, "bytes", NULL, st.rx_bytes);
		out_uint(o, OUT_JSON, "packets", NULL, st.rx_packets);
		out_uint(o, OUT_JSON, "errors", NULL, st.rx_errors);
		out_uint(o, OUT_JSON, "dropped", NULL, st.rx_dropped);
		out_uint(o, OUT_JSON, "over_errors", NULL, st.rx_over_errors);
		out_uint(o, OUT_JSON, "multicast", NULL, st.multicast);
		if (st.rx_compressed)
			out_uint(o, OUT_JSON, "compressed", NULL, st.rx_compressed);
		if (more) {
			out_uint(o, OUT_JSON, "length_errors", NULL, st.rx_length_errors);
			out_uint(o, OUT_JSON, "crc_errors", NULL, st.rx_crc_errors);
			out_uint(o, OUT_JSON, "frame_errors", NULL, st.rx_frame_errors);
			out_uint(o, OUT_JSON, "fifo_errors", NULL, st.rx_fifo_errors);
			out_uint(o, OUT_JSON, "missed_errors", NULL, st.rx_missed_errors);
			if (st.rx_nohandler)
				out_uint(o, OUT_JSON, "nohandler", NULL, st.rx_nohandler);
			if (st.rx_otherhost_dropped)
				out_uint(o, OUT_JSON, "otherhost", NULL,
					 st.rx_otherhost_dropped);
		}
		out_close_obj(o, OUT_JSON);
		out_open_obj(o, OUT_JSON, "tx");
		out_uint(o, OUT_JSON, "bytes", NULL, st.tx_bytes);
		out_uint(o, OUT_JSON, "packets", NULL, st.tx_packets);
		out_uint(o, OUT_JSON, "errors", NULL, st.tx_errors);
		out_uint(o, OUT_JSON, "dropped", NULL, st.tx_dropped);
		out_uint(o, OUT_JSON, "carrier_errors", NULL, st.tx_carrier_errors);
		out_uint(o, OUT_JSON, "collisions", NULL, st.collisions);
		if (st.tx_compressed)
			out_uint(o, OUT_JSON, "compressed", NULL, st.tx_compressed);
		if (more) {
			out_uint(o, OUT_JSON, "aborted_errors", NULL, st.tx_aborted_errors);
			out_uint(o, OUT_JSON, "fifo_errors", NULL, st.tx_fifo_errors);
			out_uint(o, OUT_JSON, "window_errors", NULL, st.tx_window_errors);
			out_uint(o, OUT_JSON, "heartbeat_errors", NULL,
				 st.tx_heartbeat_errors);
			if (cc)
				out_uint(o, OUT_JSON, "carrier_changes", NULL,
					 attr_u32(cc));
		}
		out_close_obj(o, OUT_JSON);
		out_close_obj(o, OUT_JSON);
		return;
	}

	{
		struct stat_cols c = { { 10, 7, 6, 7, 7, 7, 10, 9 } };
		uint64_t ccv = cc ? attr_u32(cc) : 0;
		const uint64_t r1[8] = { st.rx_bytes, st.rx_packets, st.rx_errors,
			st.rx_dropped, st.rx_missed_errors, st.multicast,
			st.rx_compressed, 0 };
		const uint64_t r2[8] = { 0, st.rx_length_errors, st.rx_crc_errors,
			st.rx_frame_errors, st.rx_fifo_errors, st.rx_over_errors,
			st.rx_nohandler, st.rx_otherhost_dropped };
		const uint64_t t1[8] = { st.tx_bytes, st.tx_packets, st.tx_errors,
			st.tx_dropped, st.tx_carrier_errors, st.collisions,
			st.tx_compressed, 0 };
		/* iproute2 sizes this row one column to the right of where it
		 * prints it; keep its widths. */
		const uint64_t t2[8] = { 0, 0, st.tx_aborted_errors,
			st.tx_fifo_errors, st.tx_window_errors,
			st.tx_heartbeat_errors, ccv, 0 };
		unsigned int *w = c.w;

		size_columns(s, &c, r1);
		if (more)
			size_columns(s, &c, r2);
		size_columns(s, &c, t1);
		if (more)
			size_columns(s, &c, t2);

		out_text(o, "    RX: %*s %*s %*s %*s %*s %*s %*s",
			 (int)w[0] - 4, "bytes", (int)w[1], "packets",
			 (int)w[2], "errors", (int)w[3], "dropped",
			 (int)w[4], "missed", (int)w[5], "mcast",
			 (int)w[6], st.rx_compressed ? "compressed" : "");
		out_nl(o);
		out_text(o, "    ");
		print_num(s, w[0], st.rx_bytes);
		print_num(s, w[1], st.rx_packets);
		print_num(s, w[2], st.rx_errors);
		print_num(s, w[3], st.rx_dropped);
		print_num(s, w[4], st.rx_missed_errors);
		print_num(s, w[5], st.multicast);
		if (st.rx_compressed)
			print_num(s, w[6], st.rx_compressed);
		if (more) {
			out_nl(o);
			out_text(o, "    RX errors:%*s %*s %*s %*s %*s %*s%*s%*s",
				 (int)w[0] - 10, "", (int)w[1], "length",
				 (int)w[2], "crc", (int)w[3], "frame",
				 (int)w[4], "fifo", (int)w[5], "overrun",
				 st.rx_nohandler ? (int)w[6] + 1 : 0,
				 st.rx_nohandler ? " nohandler" : "",
				 st.rx_otherhost_dropped ? (int)w[7] + 1 : 0,
				 st.rx_otherhost_dropped ? " otherhost" : "");
			out_nl(o);
			out_text(o, "%*s", (int)w[0] + 5, "");
			print_num(s, w[1], st.rx_length_errors);
			print_num(s, w[2], st.rx_crc_errors);
			print_num(s, w[3], st.rx_frame_errors);
			print_num(s, w[4], st.rx_fifo_errors);
			print_num(s, w[5], st.rx_over_errors);
			if (st.rx_nohandler)
				print_num(s, w[6], st.rx_nohandler);
			if (st.rx_otherhost_dropped)
				print_num(s, w[7], st.rx_otherhost_dropped);
		}
		out_nl(o);
		out_text(o, "    TX: %*s %*s %*s %*s %*s %*s %*s",
			 (int)w[0] - 4, "bytes", (int)w[1], "packets",
			 (int)w[2], "errors", (int)w[3], "dropped",
			 (int)w[4], "carrier", (int)w[5], "collsns",
			 (int)w[6], st.tx_compressed ? "compressed" : "");
		out_nl(o);
		out_text(o, "    ");
		print_num(s, w[0], st.tx_bytes);
		print_num(s, w[1], st.tx_packets);
		print_num(s, w[2], st.tx_errors);
		print_num(s, w[3], st.tx_dropped);
		print_num(s, w[4], st.tx_carrier_errors);
		print_num(s, w[5], st.collisions);
		if (st.tx_compressed)
			print_num(s, w[6], st.tx_compressed);
		if (more) {
			out_nl(o);
			out_text(o, "    TX errors:%*s %*s %*s %*s %*s %*s",
				 (int)w[0] - 10, "", (int)w[1], "aborted",
				 (int)w[2], "fifo", (int)w[3], "window",
				 (int)w[4], "heartbt",
				 (int)w[5], cc ? "transns" : "");
			out_nl(o);
			out_text(o, "%*s", (int)w[0] + 5, "");
			print_num(s, w[1], st.tx_aborted_errors);
			print_num(s, w[2], st.tx_fifo_errors);
			print_num(s, w[3], st.tx_window_errors);
			print_num(s, w[4], st.tx_heartbeat_errors);
			if (cc)
				print_num(s, w[5], ccv);
		}
	}
}

/* ------------------------------------------------------------------ */
/* one link */

static bool match_kind(const struct nlattr **tb, const char *kind, bool slave)
{
	const struct nlattr *info[IFLA_INFO_MAX + 1];
	const char *k = "";
	char b[64];
	int attr = slave ? IFLA_INFO_SLAVE_KIND : IFLA_INFO_KIND;

	if (!tb[IFLA_LINKINFO])
		return false;
	parse_nested(info, IFLA_INFO_MAX + 1, tb[IFLA_LINKINFO]);
	if (info[attr])
		k = attr_str(info[attr], b, sizeof(b));
	return strcmp(k, kind) == 0;
}

static void print_brief(struct show *s, const char *name,
			const struct ifinfomsg *ifi, const struct nlattr **tb)
{
	bool mdown = print_name_and_link(s, "%-16s ", name, tb);

	if (tb[IFLA_OPERSTATE])
		print_operstate(s, attr_u8(tb[IFLA_OPERSTATE]), true);
	if (tb[IFLA_ADDRESS]) {
		char buf[256];

		fmt_lladdr(buf, sizeof(buf), mnl_attr_get_payload(tb[IFLA_ADDRESS]),
			   mnl_attr_get_payload_len(tb[IFLA_ADDRESS]), ifi->ifi_type);
		out_str(s->out, OUT_ANY, CLR_MAC, "address", "%s ", buf);
	}
	print_flags(s, ifi->ifi_flags, mdown);
	out_text(s->out, "\n");
}

/* Print one RTM_NEWLINK (or nothing, when a filter says no). */
static void print_link(struct show *s, const struct nlmsghdr *nlh)
{
	struct ipctx *ctx = s->ctx;
	struct out *o = s->out;
	const struct ifinfomsg *ifi;
	const struct nlattr *tb[TB_SIZE];
	char nbuf[IFNAMSIZ + 16], b1[64];
	const char *name;
	bool mdown;

	if (nlh->nlmsg_type != RTM_NEWLINK && nlh->nlmsg_type != RTM_DELLINK)
		return;
	if (nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*ifi)))
		return;
	ifi = mnl_nlmsg_get_payload(nlh);
	if (s->ifindex && ifi->ifi_index != s->ifindex)
		return;
	if (s->up && !(ifi->ifi_flags & IFF_UP))
		return;
	parse_attrs(tb, TB_SIZE, (const struct nlattr *)((const char *)ifi +
						       NLMSG_ALIGN(sizeof(*ifi))),
		    nlh->nlmsg_len - NLMSG_LENGTH(sizeof(*ifi)));
	if (tb[IFLA_IFNAME]) {
		name = attr_str(tb[IFLA_IFNAME], nbuf, sizeof(nbuf));
	} else {
		fprintf(stderr, "BUG: device with ifindex %d has nil ifname\n",
			ifi->ifi_index);
		snprintf(nbuf, sizeof(nbuf), "if%d", ifi->ifi_index);
		name = nbuf;
	}
	if (check_ifname(name))
		return;
	if (s->label)
		return;
	if (tb[IFLA_GROUP] && s->group_set && attr_u32(tb[IFLA_GROUP]) != s->group)
		return;
	if (tb[IFLA_MASTER]) {
		if (s->master > 0 && (int)attr_u32(tb[IFLA_MASTER]) != s->master)
			return;
	} else if (s->master > 0) {
		return;
	}
	if (s->kind && !match_kind(tb, s->kind, false))
		return;
	if (s->slave_kind && !match_kind(tb, s->slave_kind, true))
		return;

	if (nlh->nlmsg_type == RTM_DELLINK)
		out_bool(o, OUT_ANY, "deleted", "Deleted ", true);

	if (ctx->o.brief) {
		print_brief(s, name, ifi, tb);
		return;
	}

	out_int(o, OUT_ANY, "ifindex", "%d: ", ifi->ifi_index);
	mdown = print_name_and_link(s, "%s: ", name, tb);
	print_flags(s, ifi->ifi_flags, mdown);

	if (tb[IFLA_MTU])
		out_int(o, OUT_ANY, "mtu", "mtu %u ", attr_u32(tb[IFLA_MTU]));
	if (tb[IFLA_QDISC])
		out_str(o, OUT_ANY, CLR_NONE, "qdisc", "qdisc %s ",
			attr_str(tb[IFLA_QDISC], b1, sizeof(b1)));
	if (tb[IFLA_MASTER]) {
		char mb[IFNAMSIZ + 16];

		out_str(o, OUT_ANY, CLR_NONE, "master", "master %s ",
			lc_index2name(ctx->lc, (int)attr_u32(tb[IFLA_MASTER]), mb));
	}
	if (tb[IFLA_OPERSTATE])
		print_operstate(s, attr_u8(tb[IFLA_OPERSTATE]), false);
	if (tb[IFLA_LINKMODE]) {
		unsigned int mode = attr_u8(tb[IFLA_LINKMODE]);

		if (mode == 0)
			out_str(o, OUT_ANY, CLR_NONE, "linkmode", "mode %s ", "DEFAULT");
		else if (mode == 1)
			out_str(o, OUT_ANY, CLR_NONE, "linkmode", "mode %s ", "DORMANT");
		else
			out_int(o, OUT_ANY, "linkmode_index", "mode %d ", mode);
	}
	if (tb[IFLA_GROUP])
		out_str(o, OUT_ANY, CLR_NONE, "group", "group %s ",
			group_n2a(s, attr_u32(tb[IFLA_GROUP]), b1, sizeof(b1)));
	if (tb[IFLA_TXQLEN] && attr_u32(tb[IFLA_TXQLEN]))
		out_int(o, OUT_ANY, "txqlen", "qlen %d", (int)attr_u32(tb[IFLA_TXQLEN]));
	if (tb[IFLA_EVENT]) {
		static const char *const events[] = {
			"NONE", "REBOOT", "FEATURE CHANGE", "BONDING FAILOVER",
			"NOTIFY PEERS", "RESEND IGMP", "BONDING OPTION"
		};
		uint32_t ev = attr_u32(tb[IFLA_EVENT]);

		if (ev >= sizeof(events) / sizeof(events[0]))
			out_int(o, OUT_ANY, "event", "event %d ", ev);
		else if (ev)
			out_str(o, OUT_ANY, CLR_NONE, "event", "event %s ", events[ev]);
	}

	out_nl(o);
	out_str(o, OUT_ANY, CLR_NONE, "link_type", "    link/%s ",
		ll_type_name(ifi->ifi_type, b1, sizeof(b1)));
	if (tb[IFLA_ADDRESS])
		print_lladdr(s, "address", tb[IFLA_ADDRESS], ifi->ifi_type);
	if (tb[IFLA_BROADCAST]) {
		if (ifi->ifi_flags & IFF_POINTOPOINT) {
			out_text(o, " peer ");
			out_bool(o, OUT_JSON, "link_pointtopoint", NULL, true);
		} else {
			out_text(o, " brd ");
		}
		print_lladdr(s, "broadcast", tb[IFLA_BROADCAST], ifi->ifi_type);
	}
	if (tb[IFLA_PERM_ADDRESS]) {
		const struct nlattr *pa = tb[IFLA_PERM_ADDRESS], *a = tb[IFLA_ADDRESS];
		uint16_t len = mnl_attr_get_payload_len(pa);

		if (!a || mnl_attr_get_payload_len(a) != len ||
		    memcmp(mnl_attr_get_payload(pa), mnl_attr_get_payload(a), len)) {
			out_text(o, " permaddr ");
			print_lladdr(s, "permaddr", pa, ifi->ifi_type);
		}
	}
	if (tb[IFLA_LINK_NETNSID]) {
		int id = (int)attr_u32(tb[IFLA_LINK_NETNSID]);

		if (out_is_json(o)) {
			out_int(o, OUT_JSON, "link_netnsid", NULL, id);
		} else if (id >= 0) {
			const char *nsn = nsid_name(s, id);

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
		const char *nsn = out_is_json(o) ? NULL : nsid_name(s, id);

		if (nsn)
			out_text(o, " new-netns %s", nsn);
		else
			out_text(o, " new-netnsid %d", id);
	}
	if (tb[IFLA_NEW_IFINDEX])
		out_text(o, " new-ifindex %d", (int)attr_u32(tb[IFLA_NEW_IFINDEX]));
	if (tb[IFLA_PROTO_DOWN])
		print_proto_down(s, tb);

	if (ctx->o.details) {
		if (tb[IFLA_PROMISCUITY])
			out_uint(o, OUT_ANY, "promiscuity", " promiscuity %u ",
				 attr_u32(tb[IFLA_PROMISCUITY]));
		if (tb[IFLA_ALLMULTI])
			out_uint(o, OUT_ANY, "allmulti", " allmulti %u ",
				 attr_u32(tb[IFLA_ALLMULTI]));
		if (tb[IFLA_MIN_MTU])
			out_uint(o, OUT_ANY, "min_mtu", "minmtu %u ",
				 attr_u32(tb[IFLA_MIN_MTU]));
		if (tb[IFLA_MAX_MTU])
			out_uint(o, OUT_ANY, "max_mtu", "maxmtu %u ",
				 attr_u32(tb[IFLA_MAX_MTU]));
		if (tb[IFLA_LINKINFO])
			print_linkinfo_frame(s, tb[IFLA_LINKINFO], tb);
		if (tb[IFLA_AF_SPEC])
			print_af_spec(s, tb[IFLA_AF_SPEC]);
		if (tb[IFLA_NUM_TX_QUEUES])
			out_uint(o, OUT_ANY, "num_tx_queues", "numtxqueues %u ",
				 attr_u32(tb[IFLA_NUM_TX_QUEUES]));
		if (tb[IFLA_NUM_RX_QUEUES])
			out_uint(o, OUT_ANY, "num_rx_queues", "numrxqueues %u ",
				 attr_u32(tb[IFLA_NUM_RX_QUEUES]));
		if (tb[IFLA_GSO_MAX_SIZE])
			out_uint(o, OUT_ANY, "gso_max_size", "gso_max_size %u ",
				 attr_u32(tb[IFLA_GSO_MAX_SIZE]));
		if (tb[IFLA_GSO_MAX_SEGS])
			out_uint(o, OUT_ANY, "gso_max_segs", "gso_max_segs %u ",
				 attr_u32(tb[IFLA_GSO_MAX_SEGS]));
		if (tb[IFLA_TSO_MAX_SIZE])
			out_uint(o, OUT_ANY, "tso_max_size", "tso_max_size %u ",
				 attr_u32(tb[IFLA_TSO_MAX_SIZE]));
		if (tb[IFLA_TSO_MAX_SEGS])
			out_uint(o, OUT_ANY, "tso_max_segs", "tso_max_segs %u ",
				 attr_u32(tb[IFLA_TSO_MAX_SEGS]));
		if (tb[IFLA_GRO_MAX_SIZE])
			out_uint(o, OUT_ANY, "gro_max_size", "gro_max_size %u ",
				 attr_u32(tb[IFLA_GRO_MAX_SIZE]));
		if (tb[IFLA_PHYS_PORT_NAME])
			out_str(o, OUT_ANY, CLR_NONE, "phys_port_name", "portname %s ",
				attr_str(tb[IFLA_PHYS_PORT_NAME], b1, sizeof(b1)));
		if (tb[IFLA_PHYS_PORT_ID] || tb[IFLA_PHYS_SWITCH_ID]) {
			static const char hex[] = "0123456789abcdef";
			int which;

			for (which = 0; which < 2; which++) {
				const struct nlattr *a = which ? tb[IFLA_PHYS_SWITCH_ID] :
							 tb[IFLA_PHYS_PORT_ID];
				const uint8_t *d;
				char hb[2 * 64 + 1];
				size_t i, len;

				if (!a)
					continue;
				d = mnl_attr_get_payload(a);
				len = mnl_attr_get_payload_len(a);
				if (len > 64)
					len = 64;
				for (i = 0; i < len; i++) {
					hb[2 * i] = hex[d[i] >> 4];
					hb[2 * i + 1] = hex[d[i] & 15];
				}
				hb[2 * len] = '\0';
				if (which)
					out_str(o, OUT_ANY, CLR_NONE, "phys_switch_id",
						"switchid %s ", hb);
				else
					out_str(o, OUT_ANY, CLR_NONE, "phys_port_id",
						"portid %s ", hb);
			}
		}
		if (tb[IFLA_PARENT_DEV_BUS_NAME])
			out_str(o, OUT_ANY, CLR_NONE, "parentbus", "parentbus %s ",
				attr_str(tb[IFLA_PARENT_DEV_BUS_NAME], b1, sizeof(b1)));
		if (tb[IFLA_PARENT_DEV_NAME])
			out_str(o, OUT_ANY, CLR_NONE, "parentdev", "parentdev %s ",
				attr_str(tb[IFLA_PARENT_DEV_NAME], b1, sizeof(b1)));
	}

	if (tb[IFLA_IFALIAS]) {
		char ab[512];

		out_nl(o);
		out_text(o, "    ");
		out_str(o, OUT_ANY, CLR_NONE, "ifalias", "alias %s",
			attr_str(tb[IFLA_IFALIAS], ab, sizeof(ab)));
	}

	if (ctx->o.stats) {
		out_nl(o);
		print_stats(s, tb);
	}

	if (tb[IFLA_PROP_LIST]) {
		const struct nlattr *a;

		out_open_arr(o, OUT_JSON, "altnames", NULL);
		mnl_attr_for_each_nested(a, tb[IFLA_PROP_LIST]) {
			char ab[256];

			if (mnl_attr_get_type(a) != IFLA_ALT_IFNAME)
				continue;
			out_nl(o);
			out_text(o, "    altname ");
			out_str(o, OUT_ANY, CLR_NONE, NULL, "%s",
				attr_str(a, ab, sizeof(ab)));
		}
		out_close_arr(o, OUT_JSON, NULL);
	}

	out_text(o, "\n");
}

/* One element of the JSON array per message, as iproute2 does (an empty
 * object when a filter hides the link). */
static void show_one(struct show *s, const struct nlmsghdr *nlh)
{
	out_open_obj(s->out, OUT_JSON, NULL);
	print_link(s, nlh);
	out_close_obj(s->out, OUT_JSON);
}

/* ------------------------------------------------------------------ */
/* the dump and its waiting queue */

/* Could printing this kind's data ask the kernel for a link name? */
static bool kind_may_lookup(const struct link_kind *k)
{
	const struct kopt *op;

	if (!k)
		return false;
	if (k->print)
		return true;
	for (op = k->opts; op && op->kw; op++)
		if (op->type == KO_IFNAME || op->print)
			return true;
	return false;
}

static bool linkinfo_may_lookup(const struct nlattr *li)
{
	const struct nlattr *info[IFLA_INFO_MAX + 1];
	char b[64];

	parse_nested(info, IFLA_INFO_MAX + 1, li);
	if (info[IFLA_INFO_KIND] && info[IFLA_INFO_DATA] &&
	    kind_may_lookup(kind_find(attr_str(info[IFLA_INFO_KIND], b, sizeof(b)))))
		return true;
	if (info[IFLA_INFO_SLAVE_KIND] && info[IFLA_INFO_SLAVE_DATA] &&
	    kind_may_lookup(kind_find_slave(attr_str(info[IFLA_INFO_SLAVE_KIND],
						     b, sizeof(b)))))
		return true;
	return false;
}

/* Can this message be printed now without sending any request? */
static bool ready(struct show *s, const struct nlmsghdr *nlh)
{
	const struct ifinfomsg *ifi = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *a;
	bool netnsid = false;
	int link = 0, master = 0;

	if (!s->dumping)
		return true;
	if (nlh->nlmsg_type != RTM_NEWLINK ||
	    nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*ifi)))
		return true;
	mnl_attr_for_each(a, nlh, sizeof(*ifi)) {
		switch (mnl_attr_get_type(a)) {
		case IFLA_LINK:
			link = (int)attr_u32(a);
			break;
		case IFLA_MASTER:
			master = (int)attr_u32(a);
			break;
		case IFLA_LINK_NETNSID:
		case IFLA_NEW_NETNSID:
			netnsid = true;
			break;
		case IFLA_LINKINFO:
			/* kinds may name other links: print those after
			 * the dump, when look-ups are allowed */
			if (s->ctx->o.details && !s->ctx->o.brief &&
			    linkinfo_may_lookup(a))
				return false;
			break;
		}
	}
	if (netnsid && !out_is_json(s->out) && !s->nsids_loaded)
		return false;
	if (link > 0 && !netnsid && !was_seen(s, link))
		return false;
	if (master > 0 && !was_seen(s, master))
		return false;
	return true;
}

static void drain(struct show *s)
{
	while (s->qhead < s->qtail) {
		struct held *h = &s->q[s->qhead];

		if (!ready(s, h->nlh))
			break;
		show_one(s, h->nlh);
		free(h->nlh);
		h->nlh = NULL;
		s->qhead++;
	}
	if (s->qhead == s->qtail)
		s->qhead = s->qtail = 0;
}

static int enqueue(struct show *s, const struct nlmsghdr *nlh)
{
	struct nlmsghdr *copy;

	if (s->qtail == s->qcap) {
		if (s->qhead > 0) {
			memmove(s->q, s->q + s->qhead,
				(s->qtail - s->qhead) * sizeof(*s->q));
			s->qtail -= s->qhead;
			s->qhead = 0;
		} else {
			size_t n = s->qcap ? s->qcap * 2 : 64;
			struct held *q = realloc(s->q, n * sizeof(*q));

			if (!q)
				return -ENOMEM;
			s->q = q;
			s->qcap = n;
		}
	}
	copy = malloc(nlh->nlmsg_len);
	if (!copy)
		return -ENOMEM;
	memcpy(copy, nlh, nlh->nlmsg_len);
	s->q[s->qtail++].nlh = copy;
	return 0;
}

static int dump_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct show *s = arg;
	const struct ifinfomsg *ifi;

	if (nlh->nlmsg_type != RTM_NEWLINK ||
	    nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*ifi)))
		return 0;
	ifi = mnl_nlmsg_get_payload(nlh);
	lc_learn(s->ctx->lc, nlh);
	mark_seen(s, ifi->ifi_index);
	if (s->qhead == s->qtail && ready(s, nlh)) {
		show_one(s, nlh);
		return 0;
	}
	if (enqueue(s, nlh) < 0) {
		s->err = -ENOMEM;
		return -ENOMEM;
	}
	drain(s);
	return 0;
}

/* ------------------------------------------------------------------ */
/* requests */

static struct nlmsghdr *getlink_req(void *buf, int index)
{
	struct nlmsghdr *n = nl_msg(buf, RTM_GETLINK, 0);
	struct ifinfomsg *ifi = mnl_nlmsg_put_extra_header(n, sizeof(*ifi));

	ifi->ifi_family = AF_PACKET;
	ifi->ifi_index = index;
	return n;
}

static int copy_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct nlmsghdr **out = arg;

	if (nlh->nlmsg_type != RTM_NEWLINK || *out)
		return 0;
	*out = malloc(nlh->nlmsg_len);
	if (*out)
		memcpy(*out, nlh, nlh->nlmsg_len);
	return 0;
}

/* RTM_GETLINK for one link by name (IFLA_ALT_IFNAME for names that are
 * no valid interface name) or by index. */
static int get_link(struct show *s, const char *name, int index,
		    struct nlmsghdr **reply, int quiet)
{
	char buf[1024];
	struct nlmsghdr *n = getlink_req(buf, index);
	uint32_t ext = RTEXT_FILTER_VF;
	int err;

	if (!s->ctx->o.stats)
		ext |= RTEXT_FILTER_SKIP_STATS;
	if (name) {
		if (strlen(name) + 1 > 512)
			return -ENODEV;
		mnl_attr_put_strz(n, check_ifname(name) ? IFLA_ALT_IFNAME : IFLA_IFNAME,
				  name);
	}
	mnl_attr_put_u32(n, IFLA_EXT_MASK, ext);
	*reply = NULL;
	err = nl_talk(s->ctx->nl, n, copy_cb, reply, quiet);
	if (!err && *reply)
		lc_learn(s->ctx->lc, *reply);
	if (!err && !*reply)
		err = -ENODEV;
	return err;
}

/* iproute2's name -> index: the kernel by name, else "if<N>". */
static int name_to_index(struct show *s, const char *name,
			 struct nlmsghdr **reply)
{
	struct nlmsghdr *r = NULL;
	unsigned int idx;

	if (get_link(s, name, 0, &r, 1) == 0 && r) {
		const struct ifinfomsg *ifi = mnl_nlmsg_get_payload(r);
		int index = ifi->ifi_index;

		if (reply)
			*reply = r;
		else
			free(r);
		return index;
	}
	free(r);
	if (sscanf(name, "if%u", &idx) == 1)
		return (int)idx;
	return 0;
}

static bool link_is_vrf(const struct nlmsghdr *nlh)
{
	const struct nlattr *tb[TB_SIZE];
	const struct ifinfomsg *ifi = mnl_nlmsg_get_payload(nlh);

	parse_attrs(tb, TB_SIZE, (const struct nlattr *)((const char *)ifi +
						       NLMSG_ALIGN(sizeof(*ifi))),
		    nlh->nlmsg_len - NLMSG_LENGTH(sizeof(*ifi)));
	return match_kind(tb, "vrf", false);
}

/* ------------------------------------------------------------------ */
/* arguments */

static const char *const addr_flags[] = {
	"secondary", "temporary", "nodad", "optimistic", "dadfailed", "home",
	"deprecated", "tentative", "permanent", "mngtmpaddr", "noprefixroute",
	"autojoin", "stable-privacy", NULL
};

static bool is_addr_flag(const char *arg)
{
	int i;

	if (arg[0] == '-')
		arg++;
	if (strcmp(arg, "dynamic") == 0 || strcmp(arg, "primary") == 0)
		return true;
	for (i = 0; addr_flags[i]; i++)
		if (strcmp(arg, addr_flags[i]) == 0)
			return true;
	return false;
}

static bool valid_scope(const char *arg)
{
	static const char *const names[] = {
		"global", "universe", "nowhere", "host", "link", "site", NULL
	};
	unsigned int v;
	int i;

	for (i = 0; names[i]; i++)
		if (strcmp(arg, names[i]) == 0)
			return true;
	if (get_unsigned(&v, arg, 0) == 0 && v <= 255)
		return true;
	{
		FILE *f = fopen("/etc/iproute2/rt_scopes", "r");
		char line[256], name[128];
		bool found = false;

		if (!f)
			return false;
		while (!found && fgets(line, sizeof(line), f)) {
			if (sscanf(line, "%u %127s", &v, name) == 2 &&
			    name[0] != '#' && strcmp(name, arg) == 0)
				found = true;
		}
		fclose(f);
		return found;
	}
}

static int parse_args(struct show *s, int argc, char **argv,
		      const char **dev)
{
	*dev = NULL;
	while (argc > 0) {
		if (is(*argv, "to")) {
			NEXT_ARG();
			fprintf(stderr, "Error: \"%s\" may be inet prefix, but it is not allowed in this context.\n",
				*argv);
			return IP_FATAL | 1;
		} else if (is(*argv, "scope")) {
			NEXT_ARG();
			if (!valid_scope(*argv) && !is(*argv, "all"))
				return err_invarg("invalid \"scope\"\n", *argv);
		} else if (is(*argv, "up")) {
			s->up = true;
		} else if (is_addr_flag(*argv)) {
			/* address flags mean nothing for links */
		} else if (is(*argv, "label")) {
			NEXT_ARG();
			s->label = true;
		} else if (is(*argv, "group")) {
			NEXT_ARG();
			if (parse_group(&s->group, *argv))
				return err_invarg("Invalid \"group\" value\n", *argv);
			s->group_set = true;
		} else if (is(*argv, "master")) {
			int idx;

			NEXT_ARG();
			idx = name_to_index(s, *argv, NULL);
			if (!idx)
				return err_invarg("Device does not exist\n", *argv);
			s->master = idx;
			mark_seen(s, idx);
		} else if (is(*argv, "vrf")) {
			struct nlmsghdr *r = NULL;
			int idx;

			NEXT_ARG();
			idx = name_to_index(s, *argv, &r);
			if (!idx || !r || !link_is_vrf(r)) {
				free(r);
				return err_invarg("Not a valid VRF name\n", *argv);
			}
			free(r);
			s->master = idx;
			mark_seen(s, idx);
		} else if (is(*argv, "nomaster")) {
			s->master = -1;
		} else if (is(*argv, "type")) {
			size_t len;

			NEXT_ARG();
			len = strlen(*argv);
			if (len >= 6 && strcmp(*argv + len - 6, "_slave") == 0) {
				snprintf(s->slave_buf, sizeof(s->slave_buf), "%.*s",
					 (int)(len - 6), *argv);
				s->slave_kind = s->slave_buf;
			} else {
				snprintf(s->kind_buf, sizeof(s->kind_buf), "%s", *argv);
				s->kind = s->kind_buf;
			}
		} else {
			if (is(*argv, "dev")) {
				NEXT_ARG();
			} else if (matches(*argv, "help")) {
				char *h[] = { (char *)"help", NULL };

				return do_iplink(s->ctx, 1, h);
			}
			if (*dev)
				return err_duparg2("dev", *argv);
			*dev = *argv;
		}
		argv++;
		argc--;
	}
	return 0;
}

/* ------------------------------------------------------------------ */

static void show_free(struct show *s)
{
	size_t i;

	for (i = s->qhead; i < s->qtail; i++)
		free(s->q[i].nlh);
	free(s->q);
	free(s->seen);
	free(s->groups);
	free(s->nsids);
}

static int do_dump(struct show *s)
{
	char buf[1024];
	struct nlmsghdr *n = getlink_req(buf, 0);
	uint32_t ext = RTEXT_FILTER_VF;
	int err;

	if (!s->ctx->o.stats)
		ext |= RTEXT_FILTER_SKIP_STATS;
	mnl_attr_put_u32(n, IFLA_EXT_MASK, ext);
	if (s->master)
		mnl_attr_put_u32(n, IFLA_MASTER, (uint32_t)s->master);
	if (s->kind) {
		struct nlattr *li = mnl_attr_nest_start(n, IFLA_LINKINFO);

		mnl_attr_put(n, IFLA_INFO_KIND, strlen(s->kind), s->kind);
		mnl_attr_nest_end(n, li);
	}
	s->dumping = true;
	err = nl_dump(s->ctx->nl, n, dump_cb, s, 0);
	s->dumping = false;
	if (err < 0 && s->err != -ENOMEM)
		fprintf(stderr, "Dump terminated\n");
	drain(s);
	return 0;
}

int iplink_show(struct ipctx *ctx, int argc, char **argv)
{
	struct show s;
	const char *dev = NULL;
	int ret = 0;

	memset(&s, 0, sizeof(s));
	s.ctx = ctx;
	s.out = ctx->out;

	ret = parse_args(&s, argc, argv, &dev);
	if (ret)
		goto out;

	/* link-netns names need requests: look them up before a dump */
	if (!out_is_json(s.out) && !ctx->o.brief)
		load_nsids(&s);

	if (dev) {
		struct nlmsghdr *r = NULL;

		s.ifindex = name_to_index(&s, dev, &r);
		if (s.ifindex <= 0) {
			fprintf(stderr, "Device \"%s\" does not exist.\n", dev);
			free(r);
			ret = 1;
			goto out;
		}
		out_begin(s.out);
		if (!s.group_set) {
			int err = 0;

			if (!r)		/* "if<N>": the kernel names no such link */
				err = get_link(&s, dev, 0, &r, 0);
			if (err || !r) {
				fprintf(stderr, "Cannot send link get request: %s\n",
					strerror(err ? -err : ENODEV));
				free(r);
				out_end(s.out);
				ret = 1;
				goto out;
			}
			show_one(&s, r);
			free(r);
		} else {
			int err;

			free(r);
			r = NULL;
			err = get_link(&s, NULL, s.ifindex, &r, 0);
			if (!err)
				show_one(&s, r);
			else
				fprintf(stderr, "Cannot send link request: %s\n",
					strerror(-err));
			free(r);
		}
		out_end(s.out);
		goto out;
	}

	out_begin(s.out);
	do_dump(&s);
	out_end(s.out);
out:
	show_free(&s);
	if (!out_is_json(s.out))
		fflush(stdout);
	return ret;
}
