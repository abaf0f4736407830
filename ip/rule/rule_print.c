// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rule_print.c - one policy routing rule: the show/flush selectors applied
 * to it and its line (or JSON object), as iproute2 6.1 prints a rule in
 * "ip rule show", "-echo" and "ip monitor".
 */
#include <endian.h>
#include <netdb.h>
#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/rtnetlink.h>

#include "addr.h"
#include "args.h"
#include "array.h"
#include "attr.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "iprule.h"
#include "print.h"

void rule_printer_init(struct rule_printer *p, struct ipctx *ctx,
		       struct out *out)
{
	memset(p, 0, sizeof(*p));
	p->ctx = ctx;
	p->out = out;
	p->names.numeric = ctx->o.numeric;
}

void rule_printer_free(struct rule_printer *p)
{
	rtnames_free(&p->names);
	names_free(&p->groups);
}

/* ------------------------------------------------------------------ */
/* routing types */

static const char *const type_names[] = {
	[RTN_UNSPEC] = "none", [RTN_UNICAST] = "unicast", [RTN_LOCAL] = "local",
	[RTN_BROADCAST] = "broadcast", [RTN_ANYCAST] = "anycast",
	[RTN_MULTICAST] = "multicast", [RTN_BLACKHOLE] = "blackhole",
	[RTN_UNREACHABLE] = "unreachable", [RTN_PROHIBIT] = "prohibit",
	[RTN_THROW] = "throw", [RTN_NAT] = "nat", [RTN_XRESOLVE] = "xresolve",
};

const char *rule_type_n2a(uint32_t type, bool numeric, char *buf, size_t size)
{
	if (!numeric && type < ARRAY_SIZE(type_names))
		return type_names[type];
	snprintf(buf, size, "%u", type);
	return buf;
}

int rule_type_a2n(const char *arg, uint32_t *type)
{
	/* iproute2's order; "exact": the whole word, else any prefix */
	static const struct {
		const char *name;
		uint32_t type;
		bool exact;
	} words[] = {
		{ "local", RTN_LOCAL, true }, { "nat", RTN_NAT, true },
		{ "broadcast", RTN_BROADCAST, false }, { "brd", RTN_BROADCAST, true },
		{ "anycast", RTN_ANYCAST, false }, { "multicast", RTN_MULTICAST, false },
		{ "prohibit", RTN_PROHIBIT, false },
		{ "unreachable", RTN_UNREACHABLE, false },
		{ "blackhole", RTN_BLACKHOLE, false },
		{ "xresolve", RTN_XRESOLVE, false }, { "unicast", RTN_UNICAST, false },
		{ "throw", RTN_THROW, true },
	};
	unsigned long v;
	char *end;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(words); i++)
		if (words[i].exact ? is(arg, words[i].name) : matches(arg, words[i].name)) {
			*type = words[i].type;
			return 0;
		}
	v = strtoul(arg, &end, 0);
	if (end == arg || *end || v > 255)
		return -1;
	*type = (uint32_t)v;
	return 0;
}

/* ------------------------------------------------------------------ */
/* selection */

int rule_msg_parse(struct rule_msg *m, const struct nlmsghdr *nlh)
{
	if (nlh->nlmsg_type != RTM_NEWRULE && nlh->nlmsg_type != RTM_DELRULE)
		return 0;
	if (nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*m->frh)))
		return -1;
	m->nlh = nlh;
	m->frh = NLMSG_DATA(nlh);
	attr_parse_msg(m->tb, RULE_ATTR_MAX, nlh, sizeof(*m->frh));
	return 1;
}

/* iproute2 reads an address or a name from where the attribute starts,
 * as far as it needs, whatever the attribute's length: the bytes after
 * a short one (up to the message's end here, zeros past it) are read. */
static void tail_bytes(const struct rule_msg *m, const struct nlattr *a,
		       void *dst, size_t n)
{
	const char *s = attr_data(a);
	const char *end = (const char *)m->nlh + m->nlh->nlmsg_len;
	size_t have = s < end ? (size_t)(end - s) : 0;

	memset(dst, 0, n);
	memcpy(dst, s, have < n ? have : n);
}

static const char *tail_str(const struct rule_msg *m, const struct nlattr *a,
			    char *buf, size_t size)
{
	const char *s = attr_data(a);
	const char *end = (const char *)m->nlh + m->nlh->nlmsg_len;
	size_t have = s < end ? (size_t)(end - s) : 0;

	if (have && memchr(s, 0, have))
		return s;
	if (have >= size)
		have = size - 1;
	memcpy(buf, s, have);
	buf[have] = '\0';
	return buf;
}

/* An address of the rule's family, as iproute2's rt_addr_n2a: MPLS
 * labels up to the bottom of the stack, link-layer bytes, the address in
 * a bridge's socket address; "???" for other families. */
static const char *addr_text(const struct rule_msg *m, int family,
			     const struct nlattr *a, char *buf, size_t size)
{
	uint8_t d[256];
	size_t i, o = 0;

	tail_bytes(m, a, d, sizeof(d));
	switch (family) {
	case AF_INET:
	case AF_INET6:
		return inet_ntop(family, d, buf, (socklen_t)size) ? buf : "???";
	case AF_PACKET:
		return addr_attr_ntop(family, a, buf, size);
	case AF_BRIDGE:
		if (d[0] == AF_INET && d[1] == 0)
			return inet_ntop(AF_INET, d + 4, buf, (socklen_t)size);
		if (d[0] == AF_INET6 && d[1] == 0)
			return inet_ntop(AF_INET6, d + 8, buf, (socklen_t)size);
		return "???";
	case 28:	/* AF_MPLS */
		for (i = 0; i + 4 <= sizeof(d); i += 4) {
			uint32_t e = (uint32_t)d[i] << 24 | (uint32_t)d[i + 1] << 16 |
				     (uint32_t)d[i + 2] << 8 | d[i + 3];
			int n = snprintf(buf + o, size - o, "%s%u", o ? "/" : "", e >> 12);

			if (n < 0 || (size_t)n >= size - o)
				break;
			o += (size_t)n;
			if (e & 0x100)
				return buf;
		}
		return "(null)";
	}
	return "???";
}

/* The table: FRA_TABLE when there is one, else the header's. */
static uint32_t rule_table(const struct rule_msg *m)
{
	return m->tb[FRA_TABLE] ? attr_u32(m->tb[FRA_TABLE]) : m->frh->table;
}

static bool prefix_match(const struct inet_prefix *f, int family, int len,
			 const struct nlattr *a)
{
	if (!f->family)
		return true;
	if (f->family != family || f->bitlen > len)
		return false;
	return addr_in_prefix(f, a);
}

static bool name_match(const struct rule_msg *m, bool set, const char *want,
		       const struct nlattr *a)
{
	char b[IFNAMSIZ + 64];

	if (!set)
		return true;
	return a && strcmp(want, tail_str(m, a, b, sizeof(b))) == 0;
}

static bool range_match(const struct fib_rule_port_range *f,
			const struct nlattr *a)
{
	struct fib_rule_port_range r;

	if (!f->start)
		return true;
	if (!a)
		return false;
	attr_get(a, &r, sizeof(r));
	return r.start == f->start && r.end == f->end;
}

bool rule_match(const struct rule_printer *p, const struct rule_msg *m)
{
	const struct rule_filter *f = &p->f;
	const struct fib_rule_hdr *frh = m->frh;
	const struct nlattr *const *tb = m->tb;

	if (f->family && frh->family != f->family)
		return false;
	if (f->pref_set && f->pref != attr_u32(tb[FRA_PRIORITY]))
		return false;
	if (f->not && !(frh->flags & FIB_RULE_INVERT))
		return false;
	if (!prefix_match(&f->src, frh->family, frh->src_len, tb[FRA_SRC]) ||
	    !prefix_match(&f->dst, frh->family, frh->dst_len, tb[FRA_DST]))
		return false;
	if (f->tos_set && f->tos != frh->tos)
		return false;
	if (f->fwmark && f->fwmark != attr_u32(tb[FRA_FWMARK]))
		return false;
	if (f->fwmask && f->fwmask != attr_u32(tb[FRA_FWMASK]))
		return false;
	if (!name_match(m, f->iif_set, f->iif, tb[FRA_IIFNAME]) ||
	    !name_match(m, f->oif_set, f->oif, tb[FRA_OIFNAME]))
		return false;
	if (f->l3mdev && !attr_u8(tb[FRA_L3MDEV]))
		return false;
	if (f->uidrange_set) {
		struct fib_rule_uid_range r;

		if (!tb[FRA_UID_RANGE])
			return false;
		attr_get(tb[FRA_UID_RANGE], &r, sizeof(r));
		if (r.start != f->uids.start || r.end != f->uids.end)
			return false;
	}
	if (f->ipproto && f->ipproto != attr_u8(tb[FRA_IP_PROTO]))
		return false;
	if (!range_match(&f->sport, tb[FRA_SPORT_RANGE]) ||
	    !range_match(&f->dport, tb[FRA_DPORT_RANGE]))
		return false;
	if (f->tun_id &&
	    (!tb[FRA_TUN_ID] || be64toh(attr_u64(tb[FRA_TUN_ID])) != f->tun_id))
		return false;
	if (f->table && f->table != rule_table(m))
		return false;
	return true;
}

/* ------------------------------------------------------------------ */
/* printing */

static enum out_color family_color(int family)
{
	return family == AF_INET ? CLR_INET :
	       family == AF_INET6 ? CLR_INET6 : CLR_NONE;
}

/* The prefix length a family's full addresses have (iproute2's
 * af_bit_len). */
static int host_len(int family)
{
	switch (family) {
	case AF_INET6: return 128;
	case AF_INET: return 32;
	case 28: return 20;		/* AF_MPLS */
	}
	return 0;
}

/* "from X[/N]" or " to X[/N]"; none: what a rule without one says */
static void print_prefix(struct rule_printer *p, const struct rule_msg *m,
			 const struct nlattr *a, int len, const char *word,
			 const char *key, const char *lenkey, const char *none)
{
	struct out *o = p->out;
	int family = m->frh->family;
	char b[256], fmt[16];

	snprintf(fmt, sizeof(fmt), "%s%%s", word);
	if (a) {
		out_text(o, "%s", word);
		out_str(o, OUT_ANY, family_color(family), key, "%s",
			addr_text(m, family, a, b, sizeof(b)));
		if (len != host_len(family))
			out_uint(o, OUT_ANY, lenkey, "/%u", (unsigned int)len);
	} else if (len) {
		out_str(o, OUT_ANY, CLR_NONE, key, fmt, "0");
		out_uint(o, OUT_ANY, lenkey, "/%u", (unsigned int)len);
	} else if (none) {
		out_str(o, OUT_ANY, CLR_NONE, key, fmt, none);
	}
}

static void print_fwmark(struct out *o, const struct nlattr *const *tb)
{
	uint32_t mark = attr_u32(tb[FRA_FWMARK]);
	uint32_t mask = attr_u32(tb[FRA_FWMASK]);
	char b[16];

	snprintf(b, sizeof(b), "%#x", mark);
	out_str(o, OUT_ANY, CLR_NONE, "fwmark", " fwmark %s", b);
	if (tb[FRA_FWMASK] && mask != 0xffffffff) {
		snprintf(b, sizeof(b), "%#x", mask);
		out_str(o, OUT_ANY, CLR_NONE, "fwmask", "/%s", b);
	}
}

static void print_ifname(struct out *o, const struct rule_msg *m,
			 const struct nlattr *a, const char *key,
			 const char *detkey, bool detached)
{
	char b[256];

	out_text(o, " %s ", key);
	out_str(o, OUT_ANY, CLR_IFNAME, key, "%s", tail_str(m, a, b, sizeof(b)));
	if (detached)
		out_null(o, OUT_ANY, detkey, " [detached]", NULL);
}

static void print_ports(struct out *o, const struct nlattr *a,
			const char *key)
{
	struct fib_rule_port_range r;
	char k[16], f[16];

	attr_get(a, &r, sizeof(r));
	snprintf(f, sizeof(f), " %s %%u", key);
	if (r.start == r.end) {
		out_uint(o, OUT_ANY, key, f, r.start);
		return;
	}
	snprintf(k, sizeof(k), "%s_start", key);
	out_uint(o, OUT_ANY, k, f, r.start);
	snprintf(k, sizeof(k), "%s_end", key);
	out_uint(o, OUT_ANY, k, "-%u", r.end);
}

/* iproute2's inet_proto_n2a: /etc/protocols, else "ipproto-N". */
static const char *ipproto_n2a(uint8_t proto, bool numeric, char *buf,
			       size_t size)
{
	struct protoent *pe = numeric ? NULL : getprotobynumber(proto);

	if (pe)
		snprintf(buf, size, "%s", pe->p_name);
	else
		snprintf(buf, size, "ipproto-%u", proto);
	return buf;
}

static void print_lookup(struct rule_printer *p, const struct rule_msg *m,
			 uint32_t table)
{
	struct out *o = p->out;
	const struct nlattr *const *tb = m->tb;
	char b[64];

	out_str(o, OUT_ANY, CLR_NONE, "table", " lookup %s",
		rt_table_n2a(&p->names, table, b, sizeof(b)));
	if (tb[FRA_SUPPRESS_PREFIXLEN]) {
		int32_t pl = (int32_t)attr_u32(tb[FRA_SUPPRESS_PREFIXLEN]);

		if (pl != -1)
			out_int(o, OUT_ANY, "suppress_prefixlen",
				" suppress_prefixlength %d", pl);
	}
	if (tb[FRA_SUPPRESS_IFGROUP]) {
		int32_t group = (int32_t)attr_u32(tb[FRA_SUPPRESS_IFGROUP]);
		const char *name = b;

		if (group == -1)
			return;
		if (p->ctx->o.numeric)
			snprintf(b, sizeof(b), "%d", group);
		else
			name = group_id2name(&p->groups, (uint32_t)group, b, sizeof(b));
		out_str(o, OUT_ANY, CLR_NONE, "suppress_ifgroup",
			" suppress_ifgroup %s", name);
	}
}

static void print_realms(struct rule_printer *p, uint32_t flow)
{
	struct out *o = p->out;
	uint32_t from = flow >> 16, to = flow & 0xffff;
	char b[64];

	if (from)
		out_str(o, OUT_ANY, CLR_NONE, "flow_from", " realms %s/",
			rt_realm_n2a(&p->names, from, b, sizeof(b)));
	else
		out_text(o, " realms ");
	out_str(o, OUT_ANY, CLR_NONE, "flow_to", "%s",
		rt_realm_n2a(&p->names, to, b, sizeof(b)));
}

static void print_action(struct rule_printer *p, const struct rule_msg *m)
{
	struct out *o = p->out;
	const struct nlattr *const *tb = m->tb;
	char b[256];

	switch (m->frh->action) {
	case RTN_NAT:
		if (tb[RULE_ATTR_GATEWAY])
			out_str(o, OUT_ANY, CLR_NONE, "nat_gateway", " map-to %s",
				addr_text(m, m->frh->family, tb[RULE_ATTR_GATEWAY],
					  b, sizeof(b)));
		else
			out_null(o, OUT_ANY, "masquerade", " masquerade", NULL);
		break;
	case FR_ACT_GOTO:
		if (tb[FRA_GOTO])
			out_uint(o, OUT_ANY, "goto", " goto %u", attr_u32(tb[FRA_GOTO]));
		else
			out_str(o, OUT_ANY, CLR_NONE, "goto", " goto %s", "none");
		if (m->frh->flags & FIB_RULE_UNRESOLVED)
			out_null(o, OUT_ANY, "unresolved", " [unresolved]", NULL);
		break;
	case FR_ACT_NOP:
		out_null(o, OUT_ANY, "nop", " nop", NULL);
		break;
	case FR_ACT_TO_TBL:
		break;
	default:
		out_str(o, OUT_ANY, CLR_NONE, "action", " %s",
			rule_type_n2a(m->frh->action, p->ctx->o.numeric, b, sizeof(b)));
	}
}

void rule_print(struct rule_printer *p, const struct rule_msg *m)
{
	const struct fib_rule_hdr *frh = m->frh;
	const struct nlattr *const *tb = m->tb;
	struct out *o = p->out;
	uint32_t table;
	char b[256];

	if (!p->in_obj)
		out_open_obj(o, OUT_JSON, NULL);
	if (m->nlh->nlmsg_type == RTM_DELRULE)
		out_bool(o, OUT_ANY, "deleted", "Deleted ", true);
	out_uint(o, OUT_ANY, "priority", "%u:\t", attr_u32(tb[FRA_PRIORITY]));
	if (frh->flags & FIB_RULE_INVERT)
		out_null(o, OUT_ANY, "not", "not ", NULL);
	print_prefix(p, m, tb[FRA_SRC], frh->src_len, "from ", "src", "srclen", "all");
	print_prefix(p, m, tb[FRA_DST], frh->dst_len, " to ", "dst", "dstlen", NULL);
	if (frh->tos)
		out_str(o, OUT_ANY, CLR_NONE, "tos", " tos %s",
			rt_dsfield_n2a(&p->names, frh->tos, b, sizeof(b)));
	if (tb[FRA_FWMARK] || tb[FRA_FWMASK])
		print_fwmark(o, tb);
	if (tb[FRA_IIFNAME])
		print_ifname(o, m, tb[FRA_IIFNAME], "iif", "iif_detached",
			     frh->flags & FIB_RULE_IIF_DETACHED);
	if (tb[FRA_OIFNAME])
		print_ifname(o, m, tb[FRA_OIFNAME], "oif", "oif_detached",
			     frh->flags & FIB_RULE_OIF_DETACHED);
	if (tb[FRA_L3MDEV] && attr_u8(tb[FRA_L3MDEV]))
		out_null(o, OUT_ANY, "l3mdev", " lookup [l3mdev-table]", NULL);
	if (tb[FRA_UID_RANGE]) {
		struct fib_rule_uid_range r;

		attr_get(tb[FRA_UID_RANGE], &r, sizeof(r));
		out_uint(o, OUT_ANY, "uid_start", " uidrange %u", r.start);
		out_uint(o, OUT_ANY, "uid_end", "-%u", r.end);
	}
	if (tb[FRA_IP_PROTO])
		out_str(o, OUT_ANY, CLR_NONE, "ipproto", " ipproto %s",
			ipproto_n2a(attr_u8(tb[FRA_IP_PROTO]), p->ctx->o.numeric,
				    b, sizeof(b)));
	if (tb[FRA_SPORT_RANGE])
		print_ports(o, tb[FRA_SPORT_RANGE], "sport");
	if (tb[FRA_DPORT_RANGE])
		print_ports(o, tb[FRA_DPORT_RANGE], "dport");
	if (tb[FRA_TUN_ID])
		out_uint(o, OUT_ANY, "tun_id", " tun_id %llu",
			 be64toh(attr_u64(tb[FRA_TUN_ID])));
	table = rule_table(m);
	if (table)
		print_lookup(p, m, table);
	if (tb[FRA_FLOW])
		print_realms(p, attr_u32(tb[FRA_FLOW]));
	print_action(p, m);
	if (tb[FRA_PROTOCOL]) {
		uint8_t proto = attr_u8(tb[FRA_PROTOCOL]);

		if ((proto && proto != RTPROT_KERNEL) || p->ctx->o.details > 0)
			out_str(o, OUT_ANY, CLR_NONE, "protocol", " proto %s",
				rt_proto_n2a(&p->names, proto, b, sizeof(b)));
	}
	out_text(o, "\n");
	if (!p->in_obj)
		out_close_obj(o, OUT_JSON);
}
