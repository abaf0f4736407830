// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * route_print.c - one route: the show/flush selectors applied to it and
 * its line (or JSON object), as iproute2 6.1 prints a route in "ip route
 * show", "get", "-echo" and "ip monitor".  Fields that a selector fixed
 * (a table, a device, a protocol...) are left out of the line.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <linux/icmpv6.h>
#include <linux/in_route.h>
#include <linux/rtnetlink.h>

#include "addr.h"
#include "args.h"
#include "array.h"
#include "attr.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "iproute.h"
#include "rule/iprule.h"
#include "linkcache.h"
#include "lwt/lwt_encap.h"
#include "print.h"
#include "common/hosts.h"

/* iproute2 6.1 names the metrics up to RTAX_FASTOPEN_NO_COOKIE. */
#define ROUTE_RTAX_MAX 17

void route_filter_reset(struct route_filter *f)
{
	bool multi = f->ip6_multiple_tables;

	memset(f, 0, sizeof(*f));
	f->mdst.bitlen = -1;
	f->msrc.bitlen = -1;
	f->ip6_multiple_tables = multi;
}

void route_printer_init(struct route_printer *p, struct ipctx *ctx,
			struct out *out, struct route_filter *f)
{
	memset(p, 0, sizeof(*p));
	p->ctx = ctx;
	p->out = out;
	p->f = f;
	p->names.numeric = ctx->o.numeric;
	nh_printer_init(&p->nhp, ctx, out);
	p->nhc = &p->own;
	p->hz = (int)sysconf(_SC_CLK_TCK);
	if (p->hz <= 0)
		p->hz = 100;
}

void route_printer_free(struct route_printer *p)
{
	rtnames_free(&p->names);
	nh_printer_free(&p->nhp);
	nh_cache_free(&p->own);
}

int route_type_a2n(const char *arg, uint32_t *type)
{
	return rule_type_a2n(arg, type);
}

/* ------------------------------------------------------------------ */
/* selection */

int route_msg_take(struct route_msg *m, const struct nlmsghdr *nlh)
{
	size_t hdr = NLMSG_LENGTH(sizeof(*m->r));

	if (nlh->nlmsg_len < hdr)
		return -1;
	m->nlh = nlh;
	m->r = NLMSG_DATA(nlh);
	m->end = (const char *)nlh + nlh->nlmsg_len;
	attr_parse_report(m->tb, ROUTE_ATTR_MAX, (const char *)nlh + NLMSG_ALIGN(hdr),
			  nlh->nlmsg_len - NLMSG_ALIGN(hdr), m->end);
	m->table = m->tb[RTA_TABLE] ? attr_u32_overread(m->tb[RTA_TABLE], m->end) :
		   m->r->rtm_table;
	return 0;
}

int route_msg_parse(struct route_msg *m, const struct nlmsghdr *nlh)
{
	if (nlh->nlmsg_type != RTM_NEWROUTE && nlh->nlmsg_type != RTM_DELROUTE) {
		fprintf(stderr, "Not a route: %08x %08x %08x\n",
			nlh->nlmsg_len, nlh->nlmsg_type, nlh->nlmsg_flags);
		return -1;
	}
	if (route_msg_take(m, nlh)) {
		fprintf(stderr, "BUG: wrong nlmsg len %d\n",
			(int)nlh->nlmsg_len - (int)NLMSG_LENGTH(sizeof(*m->r)));
		return -1;
	}
	return 1;
}

static uint64_t type_bit(unsigned int type)
{
	return type < 64 ? 1ULL << type : 0;
}

/* The first bits of an attribute, zero-padded to what a length of up to
 * 255 bits may compare. */
static void addr_bits(uint8_t d[32], const struct nlattr *a, unsigned int bits,
		      const void *end)
{
	size_t n = (bits + 7) / 8;

	attr_copy_overread(a, end, d, 32);
	if (n < 32)
		memset(d + n, 0, 32 - n);
}

/* A "root" prefix (the route is inside it) and a "match" prefix (it is
 * inside the route): iproute2's tests, the family given or not. */
static bool root_ok(const struct inet_prefix *f, const struct rtmsg *r, int len)
{
	if (f->family)
		return r->rtm_family == f->family && f->bitlen <= len;
	return !(f->flags & INET_F_PLEN) || f->bitlen <= len;
}

static bool match_ok(const struct inet_prefix *f, const struct rtmsg *r, int len)
{
	if (f->family)
		return r->rtm_family == f->family && (f->bitlen < 0 || f->bitlen >= len);
	return !(f->flags & INET_F_PLEN) || f->bitlen < 0 || f->bitlen >= len;
}

static bool given(const struct inet_prefix *f)
{
	return f->family || (f->flags & INET_F_PLEN);
}

static bool masked(uint32_t v, uint32_t want, uint32_t mask)
{
	return !((v ^ want) & mask);
}

bool route_match(struct route_printer *p, const struct route_msg *m)
{
	struct route_filter *f = p->f;
	const struct rtmsg *r = m->r;
	const struct nlattr *const *tb = m->tb;
	int host = addr_host_len(r->rtm_family);
	uint8_t dst[32], src[32], via[32] = { 0 }, prefsrc[32] = { 0 };

	if (p->ctx->o.family && r->rtm_family != p->ctx->o.family)
		return false;
	if (r->rtm_family == AF_INET6 && m->table != RT_TABLE_MAIN)
		f->ip6_multiple_tables = true;
	if (f->cloned == !(r->rtm_flags & RTM_F_CLONED))
		return false;
	if (r->rtm_family == AF_INET6 && !f->ip6_multiple_tables) {
		if (f->tb == RT_TABLE_LOCAL) {
			if (r->rtm_type != RTN_LOCAL)
				return false;
		} else if (f->tb == RT_TABLE_MAIN) {
			if (r->rtm_type == RTN_LOCAL)
				return false;
		} else if (f->tb) {
			return false;
		}
	} else if (f->tb && f->tb != m->table) {
		return false;
	}
	if (!masked(r->rtm_protocol, f->protocol, f->protocolmask) ||
	    !masked(r->rtm_scope, f->scope, f->scopemask))
		return false;
	if (f->typemask && !(f->typemask & type_bit(r->rtm_type)))
		return false;
	if (!masked(r->rtm_tos, f->tos, f->tosmask))
		return false;
	if (!root_ok(&f->rdst, r, r->rtm_dst_len) || !match_ok(&f->mdst, r, r->rtm_dst_len) ||
	    !root_ok(&f->rsrc, r, r->rtm_src_len) || !match_ok(&f->msrc, r, r->rtm_src_len))
		return false;
	if (f->rvia.family) {
		int family = r->rtm_family;

		if (tb[RTA_VIA])
			family = attr_u16_overread(tb[RTA_VIA], m->end);
		if (family != f->rvia.family)
			return false;
	}
	if (f->rprefsrc.family && r->rtm_family != f->rprefsrc.family)
		return false;

	addr_bits(dst, tb[RTA_DST], r->rtm_dst_len, m->end);
	addr_bits(src, given(&f->rsrc) || given(&f->msrc) ? tb[RTA_SRC] : NULL,
		  r->rtm_src_len, m->end);
	if (f->rvia.bitlen > 0) {
		if (tb[RTA_GATEWAY])
			addr_bits(via, tb[RTA_GATEWAY], (unsigned int)host, m->end);
		if (tb[RTA_VIA] && attr_len(tb[RTA_VIA]) > 2) {
			uint8_t v[34];

			attr_copy_overread(tb[RTA_VIA], m->end, v, sizeof(v));
			memset(via, 0, sizeof(via));
			memcpy(via, v + 2, attr_len(tb[RTA_VIA]) - 2 < 32 ?
			       attr_len(tb[RTA_VIA]) - 2 : 32);
		}
	}
	if (f->rprefsrc.bitlen > 0 && tb[RTA_PREFSRC])
		addr_bits(prefsrc, tb[RTA_PREFSRC], (unsigned int)host, m->end);

	if (given(&f->rdst) && !addr_bits_match(dst, f->rdst.data, f->rdst.bitlen))
		return false;
	if (given(&f->mdst) && !addr_bits_match(dst, f->mdst.data, r->rtm_dst_len))
		return false;
	if (given(&f->rsrc) && !addr_bits_match(src, f->rsrc.data, f->rsrc.bitlen))
		return false;
	if (given(&f->msrc) && f->msrc.bitlen >= 0 &&
	    !addr_bits_match(src, f->msrc.data, r->rtm_src_len))
		return false;
	if (f->rvia.family && !addr_bits_match(via, f->rvia.data, f->rvia.bitlen))
		return false;
	if (f->rprefsrc.family &&
	    !addr_bits_match(prefsrc, f->rprefsrc.data, f->rprefsrc.bitlen))
		return false;
	if (f->realmmask && !masked(attr_u32_overread(tb[RTA_FLOW], m->end), f->realm, f->realmmask))
		return false;
	if (f->iifmask && !masked(attr_u32_overread(tb[RTA_IIF], m->end), f->iif, f->iifmask))
		return false;
	if (f->oifmask && !masked(attr_u32_overread(tb[RTA_OIF], m->end), f->oif, f->oifmask))
		return false;
	if (f->markmask && !masked(attr_u32_overread(tb[RTA_MARK], m->end), f->mark, f->markmask))
		return false;
	if (f->metricmask && !masked(attr_u32_overread(tb[RTA_PRIORITY], m->end), f->metric, f->metricmask))
		return false;
	/* a flush leaves the kernel's IPv6 "null" route alone */
	if (f->flushing && r->rtm_family == AF_INET6 && r->rtm_dst_len == 0 &&
	    r->rtm_type == RTN_UNREACHABLE && tb[RTA_PRIORITY] &&
	    attr_u32_overread(tb[RTA_PRIORITY], m->end) == 0xffffffffu)
		return false;
	return true;
}

/* ------------------------------------------------------------------ */
/* the parts of the line */

static enum out_color family_color(int family)
{
	return family == AF_INET ? CLR_INET :
	       family == AF_INET6 ? CLR_INET6 : CLR_NONE;
}

/* An address attribute as iproute2 prints it: IPv4 and IPv6 at full
 * width, an MPLS stack up to its bottom label, read on past a short
 * attribute (to the end of the message). */
static const char *rta_text(struct route_printer *p, int family,
			    const struct nlattr *a, char *buf, size_t size)
{
	uint8_t d[256];
	size_t len = attr_len(a);

	attr_copy_overread(a, p->end, d, sizeof(d));
	if (family == AF_INET || family == AF_INET6 || family == AF_MPLS)
		len = sizeof(d);
	return addr_ntop(family, d, len < sizeof(d) ? len : sizeof(d), buf, size);
}

/* The same through iproute2's format_host: a host name with -r. */
static const char *rta_host(struct route_printer *p, int family,
			    const struct nlattr *a, char *buf, size_t size)
{
	uint8_t d[16];

	if (!p->ctx->o.resolve || (family != AF_INET && family != AF_INET6))
		return rta_text(p, family, a, buf, size);
	attr_copy_overread(a, p->end, d, sizeof(d));
	return addr_host(p->ctx, family, d, sizeof(d), buf, size);
}

/* Multicast routes of the multicast routing families are addresses of
 * the plain families. */
static int real_family(const struct rtmsg *r)
{
	if (r->rtm_type != RTN_MULTICAST)
		return r->rtm_family;
	if (r->rtm_family == RTNL_FAMILY_IPMR)
		return AF_INET;
	if (r->rtm_family == RTNL_FAMILY_IP6MR)
		return AF_INET6;
	return r->rtm_family;
}

/* "dst" and "from": the prefix, or the address alone at full length */
static void print_prefix(struct route_printer *p, const struct rtmsg *r,
			 const struct nlattr *a, unsigned int len, bool dst)
{
	int host = addr_host_len(r->rtm_family), family = real_family(r);
	char b[300], t[256];

	if (a) {
		if ((int)len != host)
			snprintf(b, sizeof(b), "%s/%u", rta_text(p, family, a, t, sizeof(t)), len);
		else
			snprintf(b, sizeof(b), "%s", rta_host(p, family, a, t, sizeof(t)));
		out_str(p->out, OUT_ANY, family_color(family), dst ? "dst" : "from",
			dst ? "%s " : "from %s ", b);
	} else if (len) {
		/* (iproute2 leaves a space in the destination's text) */
		snprintf(b, sizeof(b), dst ? "0/%u " : "0/%u", len);
		out_str(p->out, OUT_ANY, CLR_NONE, dst ? "dst" : "src",
			dst ? "%s " : "from %s ", b);
	} else if (dst) {
		out_str(p->out, OUT_ANY, CLR_NONE, "dst", "%s ", "default");
	}
}

/* The name of a device: from the link index, asked of the kernel when
 * missing; in a listing, past a few such questions, every link is read
 * with one dump (a route table over thousands of devices would
 * otherwise ask thousands of times). */
#define ROUTE_MISSES_BEFORE_DUMP 16

static const char *dev_name(struct route_printer *p, uint32_t index, char *buf)
{
	if (p->listing && index && !lc_is_cached(p->ctx->lc, (int)index) &&
	    ++p->misses == ROUTE_MISSES_BEFORE_DUMP)
		lc_fill_all(p->ctx->lc);
	return lc_index2name(p->ctx->lc, (int)index, buf);
}

static void print_ifidx(struct route_printer *p, uint32_t index,
			const char *key)
{
	char b[IFNAMSIZ + 16];

	out_text(p->out, "%s ", key);
	out_str(p->out, OUT_ANY, CLR_IFNAME, key, "%s ", dev_name(p, index, b));
}

static void print_gateway(struct route_printer *p, int family,
			  const struct nlattr *a)
{
	char b[256];

	out_text(p->out, "via ");
	out_str(p->out, OUT_ANY, family_color(family), "gateway", "%s ",
		rta_host(p, family, a, b, sizeof(b)));
}

static void print_via(struct route_printer *p, const struct nlattr *a)
{
	uint8_t d[258];
	size_t len = attr_len(a) > 2 ? attr_len(a) - 2 : 0;
	uint16_t family;
	char b[256];

	attr_copy_overread(a, p->end, d, sizeof(d));
	memcpy(&family, d, sizeof(family));
	if (family == AF_INET || family == AF_INET6 || family == AF_MPLS)
		len = sizeof(d) - 2;
	out_open_obj(p->out, OUT_JSON, "via");
	out_str(p->out, OUT_ANY, CLR_NONE, "family", "via %s ",
		addr_family_name(family));
	out_str(p->out, OUT_ANY, family_color(family), "host", "%s ",
		addr_host(p->ctx, family, d + 2, len < sizeof(d) - 2 ? len : sizeof(d) - 2,
			  b, sizeof(b)));
	out_close_obj(p->out, OUT_JSON);
}

static void print_newdst(struct route_printer *p, const struct rtmsg *r,
			 const struct nlattr *a)
{
	char b[256];

	out_text(p->out, "as to ");
	out_str(p->out, OUT_ANY, family_color(r->rtm_family), "to", "%s ",
		rta_host(p, r->rtm_family, a, b, sizeof(b)));
}

static void print_flow(struct route_printer *p, const struct nlattr *a)
{
	uint32_t to = attr_u32_overread(a, p->end), from = to >> 16;
	char b[64];

	to &= 0xffff;
	out_open_obj(p->out, OUT_JSON, "flow");
	out_text(p->out, "realm%s ", from ? "s" : "");
	if (from)
		out_str(p->out, OUT_ANY, CLR_NONE, "from", "%s/",
			rt_realm_n2a(&p->names, from, b, sizeof(b)));
	out_str(p->out, OUT_ANY, CLR_NONE, "to", "%s ",
		rt_realm_n2a(&p->names, to, b, sizeof(b)));
	out_close_obj(p->out, OUT_JSON);
}

static void print_cache_flags(struct route_printer *p, uint32_t flags)
{
	static const struct {
		uint32_t bit;
		const char *name;
	} names[] = {
		{ RTCF_LOCAL, "local" }, { RTCF_REJECT, "reject" },
		{ RTCF_MULTICAST, "mc" }, { RTCF_BROADCAST, "brd" },
		{ RTCF_DNAT, "dst-nat" }, { RTCF_SNAT, "src-nat" },
		{ RTCF_MASQ, "masq" }, { RTCF_DIRECTDST, "dst-direct" },
		{ RTCF_DIRECTSRC, "src-direct" }, { RTCF_REDIRECTED, "redirected" },
		{ RTCF_DOREDIRECT, "redirect" }, { RTCF_FAST, "fastroute" },
		{ RTCF_NOTIFY, "notify" }, { RTCF_TPROXY, "proxy" },
	};
	struct out *o = p->out;
	bool json = out_is_json(o);
	size_t i;

	flags &= ~0xffffu;
	if (json) {
		out_open_arr(o, OUT_JSON, "cache", NULL);
	} else {
		out_nl(o);
		out_text(o, "    cache ");
		if (!flags)
			return;
		out_text(o, "<");
	}
	for (i = 0; i < ARRAY_SIZE(names); i++) {
		if (!(flags & names[i].bit))
			continue;
		flags &= ~names[i].bit;
		if (json)
			out_str(o, OUT_JSON, CLR_NONE, NULL, NULL, names[i].name);
		else
			out_text(o, "%s%s", names[i].name, flags ? "," : "> ");
	}
	if (flags) {
		/* (iproute2 gives this a key inside the array) */
		if (json) {
			char b[16];

			snprintf(b, sizeof(b), "%x", flags);
			out_str(o, OUT_JSON, CLR_NONE, NULL, NULL, b);
		} else {
			out_text(o, "%x>", flags);
		}
	}
	if (json)
		out_close_arr(o, OUT_JSON, NULL);
}

/* iproute2's print_0xhex: "0x.." text, and a string in JSON */
static void print_0xhex(struct out *o, const char *key, const char *fmt,
			uint64_t v)
{
	char b[32];

	if (out_is_json(o)) {
		snprintf(b, sizeof(b), "%#llx", (unsigned long long)v);
		out_str(o, OUT_JSON, CLR_NONE, key, NULL, b);
	} else {
		out_text(o, fmt, (unsigned long long)v);
	}
}

static void print_cacheinfo(struct route_printer *p, const struct nlattr *a)
{
	struct rta_cacheinfo ci;
	struct out *o = p->out;

	attr_copy_overread(a, p->end, &ci, sizeof(ci));
	if (ci.rta_expires)
		out_int(o, OUT_ANY, "expires", "expires %dsec ",
			ci.rta_expires / p->hz);
	if (ci.rta_error)
		out_uint(o, OUT_ANY, "error", "error %u ", ci.rta_error);
	if (p->ctx->o.stats) {
		if (ci.rta_clntref)
			out_uint(o, OUT_ANY, "users", "users %u ", ci.rta_clntref);
		if (ci.rta_used)
			out_uint(o, OUT_ANY, "used", "used %u ", ci.rta_used);
		if (ci.rta_lastuse)
			out_uint(o, OUT_ANY, "age", "age %usec ",
				 ci.rta_lastuse / (uint32_t)p->hz);
	}
	if (ci.rta_id)
		print_0xhex(o, "ipid", "ipid 0x%04llx ", ci.rta_id);
	if (ci.rta_ts || ci.rta_tsage) {
		print_0xhex(o, "ts", "ts 0x%llx", ci.rta_ts);
		out_uint(o, OUT_ANY, "tsage", "tsage %usec ", ci.rta_tsage);
	}
}

static const char *const metric_names[ROUTE_RTAX_MAX + 1] = {
	[RTAX_MTU] = "mtu", [RTAX_WINDOW] = "window", [RTAX_RTT] = "rtt",
	[RTAX_RTTVAR] = "rttvar", [RTAX_SSTHRESH] = "ssthresh",
	[RTAX_CWND] = "cwnd", [RTAX_ADVMSS] = "advmss",
	[RTAX_REORDERING] = "reordering", [RTAX_HOPLIMIT] = "hoplimit",
	[RTAX_INITCWND] = "initcwnd", [RTAX_FEATURES] = "features",
	[RTAX_RTO_MIN] = "rto_min", [RTAX_INITRWND] = "initrwnd",
	[RTAX_QUICKACK] = "quickack", [RTAX_CC_ALGO] = "congctl",
	[RTAX_FASTOPEN_NO_COOKIE] = "fastopen_no_cookie",
};

static void print_metric(struct route_printer *p, unsigned int i, uint32_t val,
			 const struct nlattr *a)
{
	struct out *o = p->out;
	char b[64];

	switch (i) {
	case RTAX_FEATURES:
		if (val & RTAX_FEATURE_ECN)
			out_null(o, OUT_ANY, "ecn", "ecn ", NULL);
		if (val & ~(uint32_t)RTAX_FEATURE_ECN)
			print_0xhex(o, "features", "%#llx ", val);
		break;
	case RTAX_RTT:
	case RTAX_RTTVAR:
	case RTAX_RTO_MIN:
		if (i == RTAX_RTT)
			val /= 8;
		else if (i == RTAX_RTTVAR)
			val /= 4;
		if (out_is_json(o)) {
			out_uint(o, OUT_JSON, metric_names[i], NULL, val);
		} else {
			if (val >= 1000)
				snprintf(b, sizeof(b), "%gs ", val / 1e3);
			else
				snprintf(b, sizeof(b), "%ums ", val);
			out_text(o, "%s", b);
		}
		break;
	case RTAX_CC_ALGO:
		out_str(o, OUT_ANY, CLR_NONE, "congestion", "%s ",
			attr_str(a, b, sizeof(b)));
		break;
	default:
		out_uint(o, OUT_ANY, metric_names[i], "%u ", val);
	}
}

static void print_metrics(struct route_printer *p, const struct nlattr *a)
{
	const struct nlattr *mx[ROUTE_RTAX_MAX + 1];
	struct out *o = p->out;
	uint32_t lock;
	unsigned int i;

	out_open_arr(o, OUT_JSON, "metrics", NULL);
	out_open_obj(o, OUT_JSON, NULL);
	attr_parse_report(mx, ROUTE_RTAX_MAX, attr_data(a), attr_len(a), p->end);
	lock = attr_u32_overread(mx[RTAX_LOCK], p->end);
	for (i = 2; i <= ROUTE_RTAX_MAX; i++) {
		uint32_t val = 0;

		if (!mx[i] && !(lock & (1u << i)))
			continue;
		if (mx[i] && i != RTAX_CC_ALGO)
			val = attr_u32_overread(mx[i], p->end);
		if (i == RTAX_HOPLIMIT && val == 0xffffffffu)
			continue;
		out_text(o, "%s ", metric_names[i]);
		if (lock & (1u << i))
			out_text(o, "lock ");
		print_metric(p, i, val, mx[i]);
	}
	out_close_obj(o, OUT_JSON);
	out_close_arr(o, OUT_JSON, NULL);
}

static void print_pref(struct out *o, uint8_t pref)
{
	switch (pref) {
	case ICMPV6_ROUTER_PREF_LOW:
		out_str(o, OUT_ANY, CLR_NONE, "pref", "pref %s", "low");
		break;
	case ICMPV6_ROUTER_PREF_MEDIUM:
		out_str(o, OUT_ANY, CLR_NONE, "pref", "pref %s", "medium");
		break;
	case ICMPV6_ROUTER_PREF_HIGH:
		out_str(o, OUT_ANY, CLR_NONE, "pref", "pref %s", "high");
		break;
	default:
		out_uint(o, OUT_ANY, "pref", "%u", pref);
	}
}

static void print_multipath(struct route_printer *p, const struct rtmsg *r,
			    const struct nlattr *a)
{
	const uint8_t *d = attr_data(a);
	size_t len = attr_len(a);
	bool mc = (r->rtm_flags & RTM_F_CLONED) && r->rtm_type == RTN_MULTICAST;
	bool first = true;
	struct out *o = p->out;
	char b[IFNAMSIZ + 16];

	out_open_arr(o, OUT_JSON, "nexthops", NULL);
	while (len >= sizeof(struct rtnexthop)) {
		struct rtnexthop nh;

		memcpy(&nh, d, sizeof(nh));
		/* (a length of 0 would never end in iproute2) */
		if (nh.rtnh_len > len || !nh.rtnh_len)
			break;
		out_open_obj(o, OUT_JSON, NULL);
		if (mc) {
			out_text(o, first ? "Oifs: " : " ");
			first = false;
		} else {
			out_nl(o);
			out_text(o, "\tnexthop ");
		}
		if (nh.rtnh_len > sizeof(nh)) {
			const struct nlattr *tb[ROUTE_ATTR_MAX + 1];

			attr_parse_report(tb, ROUTE_ATTR_MAX, d + sizeof(nh),
					  nh.rtnh_len - sizeof(nh), p->end);
			if (tb[RTA_ENCAP])
				lwt_print_encap(p->ctx, o, tb[RTA_ENCAP_TYPE], tb[RTA_ENCAP]);
			if (tb[RTA_NEWDST])
				print_newdst(p, r, tb[RTA_NEWDST]);
			if (tb[RTA_GATEWAY])
				print_gateway(p, r->rtm_family, tb[RTA_GATEWAY]);
			if (tb[RTA_VIA])
				print_via(p, tb[RTA_VIA]);
			if (tb[RTA_FLOW])
				print_flow(p, tb[RTA_FLOW]);
		}
		if (mc) {
			out_str(o, OUT_ANY, CLR_NONE, "dev", "%s",
				dev_name(p, (uint32_t)nh.rtnh_ifindex, b));
			if (nh.rtnh_hops != 1)
				out_int(o, OUT_ANY, "ttl", "(ttl>%d)", nh.rtnh_hops);
			out_text(o, " ");
		} else {
			out_str(o, OUT_ANY, CLR_NONE, "dev", "dev %s ",
				dev_name(p, (uint32_t)nh.rtnh_ifindex, b));
			if (r->rtm_family != AF_MPLS)
				out_int(o, OUT_ANY, "weight", "weight %d ", nh.rtnh_hops + 1);
		}
		nh_print_rt_flags(p->out, nh.rtnh_flags);
		d += NLMSG_ALIGN(nh.rtnh_len);
		len = len > NLMSG_ALIGN(nh.rtnh_len) ? len - NLMSG_ALIGN(nh.rtnh_len) : 0;
		out_close_obj(o, OUT_JSON);
	}
	out_close_arr(o, OUT_JSON, NULL);
}

/* ------------------------------------------------------------------ */
/* the line */

void route_print(struct route_printer *p, const struct route_msg *m)
{
	const struct route_filter *f = p->f;
	const struct rtmsg *r = m->r;
	const struct nlattr *const *tb = m->tb;
	struct out *o = p->out;
	int host = addr_host_len(r->rtm_family);
	int details = p->ctx->o.details;
	char b[256];

	p->end = m->end;
	if (!p->in_obj)
		out_open_obj(o, OUT_JSON, NULL);
	if (m->nlh->nlmsg_type == RTM_DELROUTE)
		out_bool(o, OUT_ANY, "deleted", "Deleted ", true);
	if ((r->rtm_type != RTN_UNICAST || details > 0) &&
	    (!f->typemask || (f->typemask & type_bit(r->rtm_type))))
		out_str(o, OUT_ANY, CLR_NONE, "type", "%s ",
			rule_type_n2a(r->rtm_type, p->ctx->o.numeric, b, sizeof(b)));
	print_prefix(p, r, tb[RTA_DST], r->rtm_dst_len, true);
	print_prefix(p, r, tb[RTA_SRC], r->rtm_src_len, false);
	if (tb[RTA_NH_ID])
		out_uint(o, OUT_ANY, "nhid", "nhid %u ", attr_u32_overread(tb[RTA_NH_ID], p->end));
	if (tb[RTA_NEWDST])
		print_newdst(p, r, tb[RTA_NEWDST]);
	if (tb[RTA_ENCAP])
		lwt_print_encap(p->ctx, o, tb[RTA_ENCAP_TYPE], tb[RTA_ENCAP]);
	if (r->rtm_tos && f->tosmask != 0xffffffffu)
		out_str(o, OUT_ANY, CLR_NONE, "tos", "tos %s ",
			rt_dsfield_n2a(&p->names, r->rtm_tos, b, sizeof(b)));
	if (tb[RTA_GATEWAY] && f->rvia.bitlen != host)
		print_gateway(p, r->rtm_family, tb[RTA_GATEWAY]);
	if (tb[RTA_VIA])
		print_via(p, tb[RTA_VIA]);
	if (tb[RTA_OIF] && f->oifmask != 0xffffffffu)
		print_ifidx(p, attr_u32_overread(tb[RTA_OIF], p->end), "dev");
	if (m->table && (m->table != RT_TABLE_MAIN || details > 0) && !f->tb)
		out_str(o, OUT_ANY, CLR_NONE, "table", "table %s ",
			rt_table_n2a(&p->names, m->table, b, sizeof(b)));
	if (!(r->rtm_flags & RTM_F_CLONED)) {
		if ((r->rtm_protocol != RTPROT_BOOT || details > 0) &&
		    f->protocolmask != 0xffffffffu)
			out_str(o, OUT_ANY, CLR_NONE, "protocol", "proto %s ",
				rt_proto_n2a(&p->names, r->rtm_protocol, b, sizeof(b)));
		if ((r->rtm_scope != RT_SCOPE_UNIVERSE || details > 0) &&
		    f->scopemask != 0xffffffffu)
			out_str(o, OUT_ANY, CLR_NONE, "scope", "scope %s ",
				rt_scope_n2a(&p->names, r->rtm_scope, b, sizeof(b)));
	}
	if (tb[RTA_PREFSRC] && f->rprefsrc.bitlen != host) {
		out_text(o, "src ");
		out_str(o, OUT_ANY, family_color(r->rtm_family), "prefsrc", "%s ",
			rta_text(p, r->rtm_family, tb[RTA_PREFSRC], b, sizeof(b)));
	}
	if (tb[RTA_PRIORITY] && f->metricmask != 0xffffffffu)
		out_uint(o, OUT_ANY, "metric", "metric %u ", attr_u32_overread(tb[RTA_PRIORITY], p->end));
	nh_print_rt_flags(o, r->rtm_flags);
	if (tb[RTA_MARK]) {
		uint32_t mark = attr_u32_overread(tb[RTA_MARK], p->end);

		if (mark && out_is_json(o))
			out_uint(o, OUT_JSON, "mark", NULL, mark);
		else if (mark >= 16)
			out_text(o, "mark 0x%x ", mark);
		else if (mark)
			out_text(o, "mark %u ", mark);
	}
	if (tb[RTA_FLOW] && f->realmmask != 0xffffffffu)
		print_flow(p, tb[RTA_FLOW]);
	if (tb[RTA_UID])
		out_uint(o, OUT_ANY, "uid", "uid %u ", attr_u32_overread(tb[RTA_UID], p->end));
	if (r->rtm_family == AF_INET && (r->rtm_flags & RTM_F_CLONED))
		print_cache_flags(p, r->rtm_flags);
	if ((r->rtm_family == AF_INET || r->rtm_family == AF_INET6) &&
	    tb[RTA_CACHEINFO])
		print_cacheinfo(p, tb[RTA_CACHEINFO]);
	if (tb[RTA_METRICS])
		print_metrics(p, tb[RTA_METRICS]);
	if (tb[RTA_IIF] && f->iifmask != 0xffffffffu)
		print_ifidx(p, attr_u32_overread(tb[RTA_IIF], p->end), "iif");
	if (tb[RTA_PREF])
		print_pref(o, attr_u8_overread(tb[RTA_PREF], p->end));
	if (tb[RTA_TTL_PROPAGATE]) {
		bool on = attr_u8_overread(tb[RTA_TTL_PROPAGATE], p->end) != 0;

		if (out_is_json(o))
			out_bool(o, OUT_JSON, "ttl-propogate", NULL, on);
		else
			out_text(o, "ttl-propogate %s", on ? "enabled" : "disabled");
	}
	if (tb[RTA_NH_ID] && details)
		nh_print_cached(&p->nhp, p->nhc, attr_u32_overread(tb[RTA_NH_ID], p->end),
				"\n\tnh_info ", "nh_info");
	if (tb[RTA_MULTIPATH])
		print_multipath(p, r, tb[RTA_MULTIPATH]);
	out_text(o, "\n");
	if (!p->in_obj)
		out_close_obj(o, OUT_JSON);
}

/* ------------------------------------------------------------------ */
/* multicast routes (the IPMR and IP6MR families), as "ip mroute" and the
 * monitor print them */

/* iproute2's inet_addr_match_rta: a prefix of no family or length, or a
 * missing attribute, passes; an address of another size does not */
static bool mroute_prefix_ok(const struct inet_prefix *want, const struct nlattr *a)
{
	uint8_t d[32] = { 0 };
	size_t len;

	if (!a || want->family == AF_UNSPEC || want->bitlen <= 0)
		return true;
	len = attr_len(a);
	if (len != want->len || len > sizeof(d))
		return false;
	memcpy(d, attr_data(a), len);
	return addr_bits_match(d, want->data, want->bitlen);
}

static bool mroute_match(const struct route_msg *m, const struct mroute_filter *f,
			 uint32_t iif)
{
	if (f->tb && f->tb != m->table)
		return false;
	if (f->iif && f->iif != iif)
		return false;
	if (f->af && f->af != m->r->rtm_family)
		return false;
	return mroute_prefix_ok(&f->mdst, m->tb[RTA_DST]) &&
	       mroute_prefix_ok(&f->msrc, m->tb[RTA_SRC]);
}

int mroute_print(struct route_printer *p, const struct route_msg *m,
		 uint32_t iif_only)
{
	struct mroute_filter f = { .iif = iif_only };

	f.mdst.bitlen = f.msrc.bitlen = -1;
	return mroute_print_f(p, m, &f);
}

int mroute_print_f(struct route_printer *p, const struct route_msg *m,
		   const struct mroute_filter *f)
{
	const struct rtmsg *r = m->r;
	const struct nlattr *const *tb = m->tb;
	struct out *o = p->out;
	uint32_t iif;
	int family = real_family(r);
	char src[256], dst[256], b[600], nb[IFNAMSIZ + 16];

	p->end = m->end;
	iif = attr_u32_overread(tb[RTA_IIF], p->end);
	if (r->rtm_type != RTN_MULTICAST) {
		fprintf(stderr, "Non multicast route received, kernel does support IP multicast?\n");
		return -1;
	}
	if (!mroute_match(m, f, iif))
		return 0;
	if (!p->in_obj)
		out_open_obj(o, OUT_JSON, NULL);
	if (m->nlh->nlmsg_type == RTM_DELROUTE)
		out_bool(o, OUT_ANY, "deleted", "Deleted ", true);
	snprintf(src, sizeof(src), "%s", tb[RTA_SRC] ?
		 rta_text(p, family, tb[RTA_SRC], b, sizeof(b)) : "unknown");
	snprintf(dst, sizeof(dst), "%s", tb[RTA_DST] ?
		 rta_text(p, family, tb[RTA_DST], b, sizeof(b)) : "unknown");
	if (out_is_json(o)) {
		out_str(o, OUT_JSON, CLR_NONE, "src", NULL, src);
		out_str(o, OUT_JSON, CLR_NONE, "dst", NULL, dst);
	} else {
		snprintf(b, sizeof(b), "(%s,%s)", src, dst);
		out_text(o, "%-32s Iif: ", b);
	}
	if (iif)
		out_str(o, OUT_ANY, CLR_IFNAME, "iif", "%-10s ",
			lc_index2name(p->ctx->lc, (int)iif, nb));
	else
		out_str(o, OUT_ANY, CLR_NONE, "iif", "%s ", "unresolved");
	if (tb[RTA_MULTIPATH]) {
		const uint8_t *d = attr_data(tb[RTA_MULTIPATH]);
		size_t len = attr_len(tb[RTA_MULTIPATH]);
		bool first = true;

		out_open_arr(o, OUT_JSON, "multipath", NULL);
		while (len >= sizeof(struct rtnexthop)) {
			struct rtnexthop nh;

			memcpy(&nh, d, sizeof(nh));
			if (nh.rtnh_len > len || !nh.rtnh_len)
				break;
			out_open_obj(o, OUT_JSON, NULL);
			if (first)
				out_text(o, "Oifs: ");
			first = false;
			out_str(o, OUT_ANY, CLR_IFNAME, "oif", "%s",
				lc_index2name(p->ctx->lc, nh.rtnh_ifindex, nb));
			if (nh.rtnh_hops > 1)
				out_uint(o, OUT_ANY, "ttl", "(ttl %u) ", nh.rtnh_hops);
			else
				out_text(o, " ");
			out_close_obj(o, OUT_JSON);
			d += NLMSG_ALIGN(nh.rtnh_len);
			len = len > NLMSG_ALIGN(nh.rtnh_len) ? len - NLMSG_ALIGN(nh.rtnh_len) : 0;
		}
		out_close_arr(o, OUT_JSON, NULL);
	}
	out_str(o, OUT_ANY, CLR_NONE, "state", " State: %s",
		(r->rtm_flags & RTNH_F_UNRESOLVED) ? "unresolved" : "resolved");
	if (r->rtm_flags & RTNH_F_OFFLOAD)
		out_null(o, OUT_ANY, "offload", " offload", NULL);
	if (p->ctx->o.stats && tb[RTA_MFC_STATS]) {
		struct rta_mfc_stats s;

		attr_copy_overread(tb[RTA_MFC_STATS], p->end, &s, sizeof(s));
		out_nl(o);
		out_uint(o, OUT_ANY, "packets", "  %llu packets,", s.mfcs_packets);
		out_uint(o, OUT_ANY, "bytes", " %llu bytes", s.mfcs_bytes);
		if (s.mfcs_wrong_if)
			out_uint(o, OUT_ANY, "wrong_if", ", %llu arrived on wrong iif.",
				 s.mfcs_wrong_if);
	}
	if (p->ctx->o.stats && tb[RTA_EXPIRES]) {
		/* jiffies, taken as hundredths of a second (as iproute2) */
		uint64_t us = 10000ULL * attr_u64_overread(tb[RTA_EXPIRES], p->end);
		double age = (double)(us / 1000000) + (double)(us % 1000000) / 1000000.;

		/* (JSON has the number as %g) */
		out_float(o, OUT_JSON, "expires", NULL, age);
		out_float(o, OUT_TEXT, "expires", ", Age %.2f", age);
	}
	if (m->table && (m->table != RT_TABLE_MAIN || p->ctx->o.details > 0) && !f->tb)
		out_str(o, OUT_ANY, CLR_NONE, "table", " Table: %s",
			rt_table_n2a(&p->names, m->table, b, sizeof(b)));
	out_text(o, "\n");
	if (!p->in_obj)
		out_close_obj(o, OUT_JSON);
	return 0;
}
