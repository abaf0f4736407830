// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * addr_print.c - one RTM_NEWADDR / RTM_DELADDR as iproute2 6.1 prints it
 * ("    inet 10.0.0.1/24 brd 10.0.0.255 scope global v0" and its
 * lifetimes; the address alone with -br), the address flags by name, and
 * the address filters of "ip address show|flush".
 */
#include <fnmatch.h>
#include <arpa/inet.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <linux/if_arp.h>
#include <sys/socket.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "array.h"
#include "attr.h"
#include "ipaddr.h"
#include "ipctx.h"
#include "linkcache.h"
#include "lwt/lwt_encap.h"
#include "print.h"
#include "addr.h"
#include "common/hosts.h"

#define INFINITY_LIFE_TIME 0xffffffffu

/* iproute2's order: "temporary" shares the secondary bit (its name for
 * IPv6), "permanent" prints as "dynamic" when clear. */
static const struct ifa_flag ifa_flags[] = {
	{ "secondary", IFA_F_SECONDARY, true, false },
	{ "temporary", IFA_F_SECONDARY, true, false },
	{ "nodad", IFA_F_NODAD, false, true },
	{ "optimistic", IFA_F_OPTIMISTIC, false, true },
	{ "dadfailed", IFA_F_DADFAILED, true, true },
	{ "home", IFA_F_HOMEADDRESS, false, true },
	{ "deprecated", IFA_F_DEPRECATED, true, true },
	{ "tentative", IFA_F_TENTATIVE, true, true },
	{ "permanent", IFA_F_PERMANENT, true, true },
	{ "mngtmpaddr", IFA_F_MANAGETEMPADDR, false, true },
	{ "noprefixroute", IFA_F_NOPREFIXROUTE, false, false },
	{ "autojoin", IFA_F_MCAUTOJOIN, false, false },
	{ "stable-privacy", IFA_F_STABLE_PRIVACY, true, true },
};

#define N_FLAGS (ARRAY_SIZE(ifa_flags))

const struct ifa_flag *ifa_flag_find(const char *name)
{
	size_t i;

	for (i = 0; i < N_FLAGS; i++)
		if (strcmp(name, ifa_flags[i].name) == 0)
			return &ifa_flags[i];
	return NULL;
}

void addr_printer_init(struct addr_printer *p, struct ipctx *ctx,
		       struct out *out)
{
	memset(p, 0, sizeof(*p));
	p->ctx = ctx;
	p->out = out;
}

void addr_printer_free(struct addr_printer *p)
{
	(void)p;
}

bool addr_msg_parse(struct addr_msg *m, const struct nlmsghdr *nlh)
{
	const struct nlattr **tb = m->tb;

	if (nlh->nlmsg_type != RTM_NEWADDR && nlh->nlmsg_type != RTM_DELADDR)
		return false;
	if (nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*m->ifa)))
		return false;
	m->nlh = nlh;
	m->ifa = NLMSG_DATA(nlh);
	attr_parse_msg(tb, ADDR_ATTR_MAX, nlh, sizeof(*m->ifa));
	m->flags = tb[IFA_FLAGS] ? attr_u32(tb[IFA_FLAGS]) : m->ifa->ifa_flags;
	if (!tb[IFA_LOCAL])
		tb[IFA_LOCAL] = tb[IFA_ADDRESS];
	if (!tb[IFA_ADDRESS])
		tb[IFA_ADDRESS] = tb[IFA_LOCAL];
	return true;
}

bool addr_match(struct addr_printer *p, const struct addr_filter *f,
		const struct addr_msg *m)
{
	const struct ifaddrmsg *ifa = m->ifa;

	if (f->ifindex && (unsigned int)f->ifindex != ifa->ifa_index)
		return false;
	if ((f->scope ^ ifa->ifa_scope) & f->scopemask)
		return false;
	if ((f->flags ^ m->flags) & f->flagmask)
		return false;
	if (f->family && f->family != ifa->ifa_family)
		return false;
	if (f->label) {
		char lb[256], nb[IFNAMSIZ + 16];
		const char *label = m->tb[IFA_LABEL] ?
			attr_str(m->tb[IFA_LABEL], lb, sizeof(lb)) :
			lc_index2name(p->ctx->lc, (int)ifa->ifa_index, nb);

		if (fnmatch(f->label, label, 0))
			return false;
	}
	return addr_in_prefix(&f->pfx, m->tb[IFA_LOCAL]);
}

static enum out_color family_color(int family)
{
	return family == AF_INET ? CLR_INET :
	       family == AF_INET6 ? CLR_INET6 : CLR_NONE;
}

static void print_flags(struct addr_printer *p, const struct addr_msg *m)
{
	struct out *o = p->out;
	uint32_t flags = m->flags;
	size_t i;

	for (i = 0; i < N_FLAGS; i++) {
		const struct ifa_flag *f = &ifa_flags[i];

		if (f->mask == IFA_F_PERMANENT) {
			if (!(flags & f->mask))
				out_bool(o, OUT_ANY, "dynamic", "dynamic ", true);
		} else if (flags & f->mask) {
			if (f->mask == IFA_F_SECONDARY &&
			    m->ifa->ifa_family == AF_INET6) {
				out_bool(o, OUT_ANY, "temporary", "temporary ", true);
			} else {
				out_text(o, "%s ", f->name);
				out_bool(o, OUT_JSON, f->name, NULL, true);
			}
		}
		flags &= ~f->mask;
	}
	if (flags) {
		char b[16];

		snprintf(b, sizeof(b), "%02x", flags);
		out_str(o, OUT_JSON, CLR_NONE, "ifa_flags", NULL, b);
		out_text(o, "flags %02x ", flags);
	}
}

static void print_lifetimes(struct addr_printer *p, const struct addr_msg *m)
{
	struct out *o = p->out;
	struct ifa_cacheinfo ci;

	attr_get(m->tb[IFA_CACHEINFO], &ci, sizeof(ci));
	out_nl(o);
	out_text(o, "       valid_lft ");
	if (ci.ifa_valid == INFINITY_LIFE_TIME) {
		out_uint(o, OUT_JSON, "valid_life_time", NULL, INFINITY_LIFE_TIME);
		out_text(o, "forever");
	} else {
		out_uint(o, OUT_ANY, "valid_life_time", "%usec", ci.ifa_valid);
	}
	out_text(o, " preferred_lft ");
	if (ci.ifa_prefered == INFINITY_LIFE_TIME) {
		out_uint(o, OUT_JSON, "preferred_life_time", NULL,
			 INFINITY_LIFE_TIME);
		out_text(o, "forever");
	} else if (m->flags & IFA_F_DEPRECATED) {
		out_int(o, OUT_ANY, "preferred_life_time", "%dsec",
			(int32_t)ci.ifa_prefered);
	} else {
		out_uint(o, OUT_ANY, "preferred_life_time", "%usec",
			 ci.ifa_prefered);
	}
}

void addr_print(struct addr_printer *p, const struct addr_msg *m)
{
	const struct nlattr *const *tb = m->tb;
	const struct ifaddrmsg *ifa = m->ifa;
	int family = ifa->ifa_family;
	enum out_color c = family_color(family);
	struct out *o = p->out;
	char b[256];

	if (m->nlh->nlmsg_type == RTM_DELADDR)
		out_bool(o, OUT_ANY, "deleted", "Deleted ", true);
	if (!p->ctx->o.brief) {
		const char *name = addr_family_name(family);

		if (p->with_dev) {
			char nb[IFNAMSIZ + 16];
			const char *dev = lc_index2name(p->ctx->lc,
							(int)ifa->ifa_index, nb);

			out_int(o, OUT_JSON, "index", NULL, ifa->ifa_index);
			out_str(o, OUT_JSON, CLR_NONE, "dev", NULL, dev);
			out_text(o, "%u: %s", ifa->ifa_index, dev);
		}
		if (*name != '?')
			out_str(o, OUT_ANY, CLR_NONE, "family", "    %s ", name);
		else
			out_int(o, OUT_ANY, "family_index", "    family %d ", family);
	}
	if (tb[IFA_LOCAL]) {
		uint8_t l[16] = { 0 }, a[16] = { 0 };

		out_str(o, OUT_ANY, c, "local", "%s",
			addr_host_attr(p->ctx, family, tb[IFA_LOCAL], b, sizeof(b)));
		attr_get(tb[IFA_LOCAL], l, sizeof(l));
		attr_get(tb[IFA_ADDRESS], a, sizeof(a));
		if (memcmp(l, a, family == AF_INET ? 4 : 16)) {
			out_text(o, " %s ", "peer");
			out_str(o, OUT_ANY, c, "address", "%s",
				addr_host_attr(p->ctx, family, tb[IFA_ADDRESS], b, sizeof(b)));
		}
		out_int(o, OUT_ANY, "prefixlen", "/%d ", ifa->ifa_prefixlen);
		if (tb[IFA_RT_PRIORITY])
			out_uint(o, OUT_ANY, "metric", "metric %u ",
				 attr_u32(tb[IFA_RT_PRIORITY]));
	}
	if (p->ctx->o.brief)
		return;
	if (tb[IFA_BROADCAST]) {
		out_text(o, "%s ", "brd");
		out_str(o, OUT_ANY, c, "broadcast", "%s ",
			addr_host_attr(p->ctx, family, tb[IFA_BROADCAST], b, sizeof(b)));
	}
	if (tb[IFA_ANYCAST]) {
		out_text(o, "%s ", "any");
		out_str(o, OUT_ANY, c, "anycast", "%s ",
			addr_host_attr(p->ctx, family, tb[IFA_ANYCAST], b, sizeof(b)));
	}
	{
		char sb[16];

		out_str(o, OUT_ANY, CLR_NONE, "scope", "scope %s ",
			rt_scope_n2a(ipctx_names(p->ctx), ifa->ifa_scope, sb, sizeof(sb)));
	}
	print_flags(p, m);
	if (tb[IFA_LABEL])
		out_str(o, OUT_ANY, CLR_NONE, "label", "%s",
			attr_str(tb[IFA_LABEL], b, sizeof(b)));
	if (tb[IFA_CACHEINFO])
		print_lifetimes(p, m);
	out_text(o, "\n");
}
