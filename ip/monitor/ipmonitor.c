// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipmonitor.c - "ip monitor": kernel notifications as they come, or the
 * messages saved in a file ("file FILE"), printed as the show commands
 * print them, behind an optional "[LINK]"-style label, nsid and time.
 *
 * Objects are rows of a table: keyword, multicast groups, message types,
 * label and printer.  An object without a printer is not ours yet: a
 * command that needs it is handed to the fallback ip (IP_UNIMPL) before
 * anything is printed.  iproute2 prints monitor output as text even with
 * -j, and so do we.
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <net/if.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "array.h"
#include "ip.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "neigh/ipneigh.h"
#include "addr.h"
#include "attr.h"
#include "netns.h"
#include "netns/ipnetns.h"
#include "route/iproute.h"
#include "rule/iprule.h"
#include "netconf/ipnetconf.h"
#include "nexthop/ipnexthop.h"
#include "linkcache.h"
#include "link/link_print.h"
#include "nl.h"
#include "nlfile.h"
#include "opt.h"
#include "print.h"

struct monitor;

struct mon_obj {
	const char *word;		/* keyword (the words table has it) */
	uint16_t types[4];		/* message types it prints (0 ends) */
	const char *label;		/* "[LINK]" */
	unsigned int groups[6];		/* RTNLGRP_* (0 ends) */
	/* print one message; NULL: not ours yet */
	void (*print)(struct monitor *m, const struct nlmsghdr *nlh);
	/* messages iproute2 drops before their headers (1), or where it
	 * stops (-1); NULL: none */
	int (*skip)(struct monitor *m, const struct nlmsghdr *nlh);
	/* no keyword of its own: messages printed apart from their
	 * keyword's (nexthop buckets), or read from files only */
	bool nokey;
	/* the label of one message, where it is not always label (NULL:
	 * label) */
	const char *(*label_of)(const struct nlmsghdr *nlh);
};

struct monitor {
	struct ipctx *ctx;
	struct link_printer lp;
	struct addr_printer ap;
	struct neigh_printer np;
	struct rule_printer rp;
	struct nh_printer nhp;
	struct nh_cache nhc;		/* nexthops seen, for routes' nh_info */
	struct route_filter rf;
	struct route_printer rtp;
	struct netconf_filter ncf;
	bool label;
	bool all_nsid;
	int ifindex;			/* "dev": only this link */
	bool listening;			/* live, not from a file */
	int nsid;			/* of the event being printed */
};

static void print_link(struct monitor *m, const struct nlmsghdr *nlh);
static void print_addr(struct monitor *m, const struct nlmsghdr *nlh);
static void print_neigh(struct monitor *m, const struct nlmsghdr *nlh);
static int skip_neigh(struct monitor *m, const struct nlmsghdr *nlh);
static void print_rule(struct monitor *m, const struct nlmsghdr *nlh);
static void print_nexthop(struct monitor *m, const struct nlmsghdr *nlh);
static void print_nh_bucket(struct monitor *m, const struct nlmsghdr *nlh);
static void print_netconf(struct monitor *m, const struct nlmsghdr *nlh);
static void print_addrlabel(struct monitor *m, const struct nlmsghdr *nlh);
static void print_route(struct monitor *m, const struct nlmsghdr *nlh);
static void print_prefix(struct monitor *m, const struct nlmsghdr *nlh);
static void print_nsid(struct monitor *m, const struct nlmsghdr *nlh);
static void print_stats(struct monitor *m, const struct nlmsghdr *nlh);
static int skip_route(struct monitor *m, const struct nlmsghdr *nlh);
static const char *route_label(const struct nlmsghdr *nlh);

/* iproute2's order: it decides what an abbreviation means. */
/* (their keywords, in iproute2's order, are in mon_opts below) */
static const struct mon_obj objects[] = {
	{ "link", { RTM_NEWLINK, RTM_DELLINK }, "[LINK]",
	  { RTNLGRP_LINK }, print_link },
	{ "address", { RTM_NEWADDR, RTM_DELADDR }, "[ADDR]",
	  { RTNLGRP_IPV4_IFADDR, RTNLGRP_IPV6_IFADDR }, print_addr },
	{ "route", { RTM_NEWROUTE, RTM_DELROUTE }, "[ROUTE]",
	  { RTNLGRP_IPV4_ROUTE, RTNLGRP_IPV6_ROUTE, RTNLGRP_MPLS_ROUTE },
	  print_route, skip_route, false, route_label },
	/* (its messages are routes: the route row prints them) */
	{ "mroute", { 0 }, "[MROUTE]",
	  { RTNLGRP_IPV4_MROUTE, RTNLGRP_IPV6_MROUTE }, print_route },
	{ "prefix", { RTM_NEWPREFIX }, "[PREFIX]",
	  { RTNLGRP_IPV6_PREFIX }, print_prefix },
	{ "neigh", { RTM_NEWNEIGH, RTM_DELNEIGH, RTM_GETNEIGH }, "[NEIGH]",
	  { RTNLGRP_NEIGH }, print_neigh, skip_neigh },
	{ "netconf", { RTM_NEWNETCONF, RTM_DELNETCONF }, "[NETCONF]",
	  { RTNLGRP_IPV4_NETCONF, RTNLGRP_IPV6_NETCONF, RTNLGRP_MPLS_NETCONF },
	  print_netconf },
	{ "rule", { RTM_NEWRULE, RTM_DELRULE }, "[RULE]",
	  { RTNLGRP_IPV4_RULE, RTNLGRP_IPV6_RULE }, print_rule },
	{ "nsid", { RTM_NEWNSID, RTM_DELNSID }, "[NSID]",
	  { RTNLGRP_NSID }, print_nsid },
	{ "nexthop", { RTM_NEWNEXTHOP, RTM_DELNEXTHOP },
	  "[NEXTHOP]", { RTNLGRP_NEXTHOP }, print_nexthop },
	{ "nexthop", { RTM_NEWNEXTHOPBUCKET, RTM_DELNEXTHOPBUCKET },
	  "[NEXTHOPBUCKET]", { 0 }, print_nh_bucket, NULL, true },
	{ "stats", { RTM_NEWSTATS }, "[STATS]", { RTNLGRP_STATS }, print_stats },
	{ "addrlabel", { RTM_NEWADDRLABEL, RTM_DELADDRLABEL },
	  "[ADDRLABEL]", { 0 }, print_addrlabel, NULL, true },
};

#define N_OBJECTS (ARRAY_SIZE(objects))

static int monitor_usage(void)
{
	fputs("Usage: ip monitor [ all | OBJECTS ] [ FILE ] [ label ] [ all-nsid ]\n"
	      "                  [ dev DEVICE ]\n"
	      "OBJECTS :=  address | link | mroute | neigh | netconf |\n"
	      "            nexthop | nsid | prefix | route | rule | stats\n"
	      "FILE := file FILENAME\n", stderr);
	return IP_EARG;
}

static const struct mon_obj *obj_for_type(uint16_t type)
{
	size_t i, j;

	for (i = 0; i < N_OBJECTS; i++)
		for (j = 0; j < 4 && objects[i].types[j]; j++)
			if (objects[i].types[j] == type)
				return &objects[i];
	return NULL;
}

/* ---- printers ---- */

static void print_link(struct monitor *m, const struct nlmsghdr *nlh)
{
	struct link_msg lm;

	if (!link_msg_head(&lm, nlh))
		return;
	lc_learn(m->ctx->lc, nlh);
	if (m->ifindex && lm.ifi->ifi_index != m->ifindex)
		return;
	link_msg_attrs(&lm);
	if (check_ifname(lm.name))
		return;
	link_print(&m->lp, &lm);
}

static void print_addr(struct monitor *m, const struct nlmsghdr *nlh)
{
	struct addr_msg am;

	if (!addr_msg_parse(&am, nlh)) {
		fprintf(stderr, "BUG: wrong nlmsg len %d\n",
			(int)nlh->nlmsg_len - (int)NLMSG_LENGTH(sizeof(struct ifaddrmsg)));
		return;
	}
	if (m->ifindex && (unsigned int)m->ifindex != am.ifa->ifa_index)
		return;
	addr_print(&m->ap, &am);
}

/* -4 / -6: iproute2 drops neighbours of other families unannounced */
static int skip_neigh(struct monitor *m, const struct nlmsghdr *nlh)
{
	const struct ndmsg *ndm = NLMSG_DATA(nlh);

	return m->ctx->o.family && nlh->nlmsg_len >= NLMSG_HDRLEN + 1 &&
	       ndm->ndm_family != m->ctx->o.family;
}

static void print_neigh(struct monitor *m, const struct nlmsghdr *nlh)
{
	struct neigh_msg nm;

	if (neigh_select(&m->np, &nm, nlh, false))
		neigh_print(&m->np, &nm);
}

/* -4 / -6: rules of other families are dropped after the label */
static void print_rule(struct monitor *m, const struct nlmsghdr *nlh)
{
	struct rule_msg rm;

	if (rule_msg_parse(&rm, nlh) > 0 && rule_match(&m->rp, &rm))
		rule_print(&m->rp, &rm);
}

/* Routes: a short message is reported and ends the monitor, cached
 * routes are dropped, before their label. */
static int skip_route(struct monitor *m, const struct nlmsghdr *nlh)
{
	const struct rtmsg *r = NLMSG_DATA(nlh);

	(void)m;
	if (nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*r))) {
		fprintf(stderr, "BUG: wrong nlmsg len %d\n",
			(int)nlh->nlmsg_len - (int)NLMSG_LENGTH(sizeof(*r)));
		return -1;
	}
	return (r->rtm_flags & RTM_F_CLONED) != 0;
}

static bool is_mroute(const struct nlmsghdr *nlh)
{
	const struct rtmsg *r = NLMSG_DATA(nlh);

	return r->rtm_family == RTNL_FAMILY_IPMR || r->rtm_family == RTNL_FAMILY_IP6MR;
}

static const char *route_label(const struct nlmsghdr *nlh)
{
	return is_mroute(nlh) ? "[MROUTE]" : "[ROUTE]";
}

static void print_route(struct monitor *m, const struct nlmsghdr *nlh)
{
	struct route_msg rm;

	if (route_msg_parse(&rm, nlh) <= 0)
		return;
	if (is_mroute(nlh))
		mroute_print(&m->rtp, &rm, (uint32_t)m->ifindex);
	else if (route_match(&m->rtp, &rm))
		route_print(&m->rtp, &rm);
}

static void print_nexthop(struct monitor *m, const struct nlmsghdr *nlh)
{
	if (nh_print(&m->nhp, nlh) == 0)
		nh_cache_update(&m->nhc, nlh);
}

static void print_nh_bucket(struct monitor *m, const struct nlmsghdr *nlh)
{
	nh_bucket_print(&m->nhp, nlh);
}

static void print_netconf(struct monitor *m, const struct nlmsghdr *nlh)
{
	netconf_print(m->ctx, m->ctx->out, &m->ncf, nlh);
}

static void print_addrlabel(struct monitor *m, const struct nlmsghdr *nlh)
{
	addrlabel_print(m->ctx, m->ctx->out, nlh);
}

/* An IPv6 prefix learnt from a router advertisement (iproute2 writes no
 * blank between the prefix and "dev"). */
static void print_prefix(struct monitor *m, const struct nlmsghdr *nlh)
{
	const struct prefixmsg *pm = NLMSG_DATA(nlh);
	const struct nlattr *tb[ROUTE_ATTR_MAX + 1];
	const char *end = (const char *)nlh + nlh->nlmsg_len;
	size_t hdr = NLMSG_LENGTH(sizeof(*pm));
	char b[64], nb[IFNAMSIZ + 16];

	if (nlh->nlmsg_len < hdr) {
		fprintf(stderr, "BUG: wrong nlmsg len %d\n", (int)nlh->nlmsg_len - (int)hdr);
		return;
	}
	if (m->ctx->o.family && m->ctx->o.family != AF_INET6)
		return;
	if (pm->prefix_family != AF_INET6) {
		fprintf(stderr, "incorrect protocol family: %d\n", pm->prefix_family);
		return;
	}
	if (pm->prefix_type != 3) {	/* ND_OPT_PREFIX_INFORMATION */
		fprintf(stderr, "wrong ND type %d\n", pm->prefix_type);
		return;
	}
	attr_parse_report(tb, ROUTE_ATTR_MAX, (const char *)nlh + NLMSG_ALIGN(hdr),
			  nlh->nlmsg_len - NLMSG_ALIGN(hdr), end);
	if (tb[PREFIX_ADDRESS]) {
		uint8_t a[16];

		attr_copy_overread(tb[PREFIX_ADDRESS], end, a, sizeof(a));
		printf("prefix %s/%u", addr_ntop(AF_INET6, a, sizeof(a), b, sizeof(b)),
		       pm->prefix_len);
	}
	printf("dev %s ", lc_index2name(m->ctx->lc, pm->prefix_ifindex, nb));
	if (pm->prefix_flags & 0x01)
		printf("onlink ");
	if (pm->prefix_flags & 0x02)
		printf("autoconf ");
	if (tb[PREFIX_CACHEINFO]) {
		struct prefix_cacheinfo ci;

		attr_copy_overread(tb[PREFIX_CACHEINFO], end, &ci, sizeof(ci));
		printf("valid %u ", ci.valid_time);
		printf("preferred %u ", ci.preferred_time);
	}
	printf("\n");
}

/* (the names come from the link printer's map: a name shown for an
 * nsid event is gone from it, for the links too, as in iproute2) */
static void print_nsid(struct monitor *m, const struct nlmsghdr *nlh)
{
	lp_fill_nsids(&m->lp);
	if (!m->lp.nsids)
		m->lp.nsids = nsid_map_new();
	if (m->lp.nsids)
		netns_nsid_print(m->ctx->out, m->lp.nsids, nlh);
}

/* A statistics event: the device, and the state of its hardware
 * statistics (what iproute2's monitor shows of RTM_NEWSTATS). */
static const char *on_off(uint8_t v, const char *what, bool *bad)
{
	if (v <= 1)
		return v ? "on" : "off";
	fprintf(stderr, "Invalid value for %s: expected 0 or 1, got %d.\n", what, v);
	*bad = true;
	return NULL;
}

static void print_stats(struct monitor *m, const struct nlmsghdr *nlh)
{
	const struct if_stats_msg *ism = NLMSG_DATA(nlh);
	const struct nlattr *tb[IFLA_STATS_MAX + 1], *off[IFLA_OFFLOAD_XSTATS_MAX + 1];
	const struct nlattr *l3[IFLA_OFFLOAD_XSTATS_HW_S_INFO_MAX + 1];
	const char *end = (const char *)nlh + nlh->nlmsg_len;
	size_t hdr = NLMSG_LENGTH(sizeof(*ism));
	const char *req = NULL, *used = NULL;
	char nb[IFNAMSIZ + 16];
	bool bad = false;

	if (nlh->nlmsg_len < hdr) {
		fprintf(stderr, "BUG: wrong nlmsg len %d\n", (int)nlh->nlmsg_len - (int)hdr);
		return;
	}
	attr_parse_report(tb, IFLA_STATS_MAX, (const char *)nlh + NLMSG_ALIGN(hdr),
			  nlh->nlmsg_len - NLMSG_ALIGN(hdr), end);
	printf("%d:", (int)ism->ifindex);
	out_str(m->ctx->out, OUT_TEXT, CLR_IFNAME, NULL, " %s:",
		lc_index2name(m->ctx->lc, (int)ism->ifindex, nb));
	if (tb[IFLA_STATS_LINK_OFFLOAD_XSTATS]) {
		attr_parse_report(off, IFLA_OFFLOAD_XSTATS_MAX,
				  attr_data(tb[IFLA_STATS_LINK_OFFLOAD_XSTATS]),
				  attr_len(tb[IFLA_STATS_LINK_OFFLOAD_XSTATS]), end);
		if (off[IFLA_OFFLOAD_XSTATS_HW_S_INFO]) {
			const struct nlattr *info[IFLA_OFFLOAD_XSTATS_MAX + 1];

			out_nl(m->ctx->out);
			attr_parse_report(info, IFLA_OFFLOAD_XSTATS_MAX,
					  attr_data(off[IFLA_OFFLOAD_XSTATS_HW_S_INFO]),
					  attr_len(off[IFLA_OFFLOAD_XSTATS_HW_S_INFO]), end);
			if (info[IFLA_OFFLOAD_XSTATS_L3_STATS]) {
				attr_parse_report(l3, IFLA_OFFLOAD_XSTATS_HW_S_INFO_MAX,
						  attr_data(info[IFLA_OFFLOAD_XSTATS_L3_STATS]),
						  attr_len(info[IFLA_OFFLOAD_XSTATS_L3_STATS]), end);
				if (l3[IFLA_OFFLOAD_XSTATS_HW_S_INFO_REQUEST]) {
					req = on_off(attr_u8_overread(l3[IFLA_OFFLOAD_XSTATS_HW_S_INFO_REQUEST], end),
						     "request", &bad);
					/* a request is needed, and valid */
					if (!req)
						return;
				}
				if (l3[IFLA_OFFLOAD_XSTATS_HW_S_INFO_USED])
					used = on_off(attr_u8_overread(l3[IFLA_OFFLOAD_XSTATS_HW_S_INFO_USED], end),
						      "used", &bad);
				printf("    l3_stats");
				if (req)
					printf(" %s", req);
				if (used)
					printf(" used %s", used);
			}
		}
	}
	(void)bad;
	out_nl(m->ctx->out);
}

/* The family a multicast group carries, 0 for any. */
static int group_family(unsigned int group)
{
	switch (group) {
	case RTNLGRP_IPV4_IFADDR: case RTNLGRP_IPV4_ROUTE:
	case RTNLGRP_IPV4_MROUTE: case RTNLGRP_IPV4_NETCONF:
	case RTNLGRP_IPV4_RULE:
		return AF_INET;
	case RTNLGRP_IPV6_IFADDR: case RTNLGRP_IPV6_ROUTE:
	case RTNLGRP_IPV6_MROUTE: case RTNLGRP_IPV6_NETCONF:
	case RTNLGRP_IPV6_RULE: case RTNLGRP_IPV6_PREFIX:
		return AF_INET6;
	case RTNLGRP_MPLS_ROUTE: case RTNLGRP_MPLS_NETCONF:
		return AF_MPLS;
	}
	return 0;
}

/* ---- one message ---- */

static void print_headers(struct monitor *m, const char *label)
{
	if (m->ctx->o.timestamp) {
		struct timeval tv;
		struct tm *tm;
		char buf[64];

		gettimeofday(&tv, NULL);
		tm = localtime(&tv.tv_sec);
		if (m->ctx->o.tshort) {
			strftime(buf, sizeof(buf), "%Y-%m-%dT%H:%M:%S", tm);
			printf("[%s.%06ld] ", buf, (long)tv.tv_usec);
		} else {
			strftime(buf, sizeof(buf), "%a %b %e %H:%M:%S %Y", tm);
			printf("Timestamp: %s %ld usec\n", buf, (long)tv.tv_usec);
		}
	}
	if (m->all_nsid) {
		int nsid = m->nsid;

		if (nsid < 0)
			printf("[nsid current]");
		else
			printf("[nsid %d]", nsid);
	}
	if (m->label)
		printf("%s", label);
}

/* 0, or -1 where iproute2 stops reading */
static int handle_msg(struct monitor *m, const struct nlmsghdr *nlh, int nsid)
{
	const struct mon_obj *o;
	int skip;

	switch (nlh->nlmsg_type) {
	case NLMSG_ERROR:
	case NLMSG_NOOP:
	case NLMSG_DONE:
		return 0;
	}
	o = obj_for_type(nlh->nlmsg_type);
	if (!o || !o->print) {
		fprintf(stderr, "Unknown message: type=0x%08x(%d) flags=0x%08x(%d) len=0x%08x(%d)\n",
			nlh->nlmsg_type, nlh->nlmsg_type, nlh->nlmsg_flags,
			nlh->nlmsg_flags, nlh->nlmsg_len, nlh->nlmsg_len);
		return 0;
	}
	skip = o->skip ? o->skip(m, nlh) : 0;
	if (skip)
		return skip < 0 ? -1 : 0;
	m->nsid = nsid;
	print_headers(m, o->label_of ? o->label_of(nlh) : o->label);
	o->print(m, nlh);
	fflush(stdout);
	return 0;
}

static int accept_msg(const struct nlmsghdr *nlh, void *arg)
{
	struct monitor *m = arg;
	int nsid;

	if (!nlh)		/* the socket overflowed: events were lost */
		return 0;
	/* naming a device asks the kernel; the engine reads no event
	 * meanwhile (lib/nl/nl.c), so events come here one at a time, in
	 * order, and this one's buffer stays as it is */
	nsid = m->listening ? nl_event_nsid(m->ctx->nl) : -1;
	return handle_msg(m, nlh, nsid);
}

/* ---- a file of messages ---- */

/* Could we print every message of the file?  (Read ahead, then rewound.) */
static bool file_is_ours(struct nlfile *f)
{
	struct nlmsghdr *h;
	bool ours = true;

	while (ours && nlfile_next(f, &h) == 1) {
		const struct mon_obj *o = obj_for_type(h->nlmsg_type);

		if (o && !o->print)
			ours = false;
	}
	rewind(f->fp);
	return ours;
}

static int from_file(struct monitor *m, const char *name)
{
	struct nlfile *f = calloc(1, sizeof(*f));
	struct nlmsghdr *h;
	int r, st = 0;

	if (!f)
		return 1;
	f->fp = fopen(name, "r");
	if (!f->fp) {
		perror("Cannot fopen");
		free(f);
		return IP_EARG;
	}
	/* the look-ahead says nothing: its errors come again */
	f->quiet = true;
	r = file_is_ours(f);
	f->quiet = false;
	if (!r) {
		fclose(f->fp);
		free(f);
		return IP_UNIMPL;
	}
	while ((r = nlfile_next(f, &h)) == 1)
		if (accept_msg(h, m) < 0) {
			r = -1;
			break;
		}
	if (r < 0)
		st = 1;
	fclose(f->fp);
	free(f);
	return st;
}

/* ---- the words ---- */

/* What the words ask for */
struct mon_args {
	bool want[N_OBJECTS];
	bool any;			/* an object was named */
	const char *file;
	bool label, all_nsid;
	int ifindex;
};

/* An object's keyword: its events are wanted */
static int object_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	struct mon_args *a = st->obj;
	const struct mon_obj *ob = o->data;

	(void)argc;
	(void)argv;
	a->want[ob - objects] = true;
	a->any = true;
	return 0;
}

static const struct opt_handler mon_object = { .parse = object_parse };

static int dev_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	struct mon_args *a = st->obj;

	(void)o;
	(void)argc;
	a->ifindex = lc_name2index(st->ctx->lc, argv[1]);
	if (!a->ifindex)
		return -err_invarg("Device does not exist\n", argv[1]);
	return 1;
}

static const struct opt_handler mon_dev = { .parse = dev_parse, .nargs = 1 };

#define ARG(field) offsetof(struct mon_args, field)
#define OBJECT(kw, i, flags) { kw, 0, OPT_OBJ | (flags), &mon_object, &objects[i] }

/* In iproute2's order: "a" is address, "n" neigh, "r" route. */
static const struct opt mon_opts[] = {
	{ "file", ARG(file), OPT_OBJ, &opt_word },
	{ "label", ARG(label), OPT_OBJ, &opt_flag },
	OBJECT("link", 0, 0),
	OBJECT("address", 1, 0),
	OBJECT("route", 2, 0),
	OBJECT("mroute", 3, 0),
	OBJECT("prefix", 4, 0),
	OBJECT("neigh", 5, 0),
	OBJECT("netconf", 6, 0),
	OBJECT("rule", 7, 0),
	OBJECT("nsid", 8, 0),
	OBJECT("nexthop", 9, 0),
	OBJECT("stats", 11, OPT_EXACT),
	/* (all: every object, as naming none; labelled) */
	{ "all", ARG(label), OPT_EXACT | OPT_OBJ, &opt_flag },
	{ "all-nsid", ARG(all_nsid), OPT_OBJ, &opt_flag },
	{ "dev", 0, OPT_EXACT | OPT_OBJ, &mon_dev },
	{ 0 }
};

/* help (any prefix, tested before dev: no row starts with h) or an
 * unknown word */
static int mon_other(struct opt_parse *st, int argc, char **argv)
{
	(void)st;
	(void)argc;
	if (matches(argv[0], "help"))
		return -monitor_usage();
	fprintf(stderr, "Argument \"%s\" is unknown, try \"ip monitor help\".\n",
		argv[0]);
	return -IP_EARG;
}

static const struct opt_set mon_set = {
	.name = "monitor",
	.opts = mon_opts,
	.other = mon_other,
	.loop = OPT_LOOP_NO_HELP,
};

/* ---- the command ---- */

int do_ipmonitor(struct ipctx *ctx, int argc, char **argv)
{
	struct out_opts oo = {
		.oneline = ctx->o.oneline, .color = ctx->o.color,
	};
	struct monitor m = { .ctx = ctx };
	struct out *saved_out = ctx->out;
	struct mon_args a = { .file = NULL };
	struct opt_parse p;
	size_t i, j;
	int st;

	st = opt_run(&p, ctx, &mon_set, NULL, &a, argc, argv);
	if (st)
		return st;
	m.label = a.label;
	m.all_nsid = a.all_nsid;
	m.ifindex = a.ifindex;
	if (!a.any)
		for (i = 0; i < N_OBJECTS; i++)
			a.want[i] = true;

	/* text whatever -j says, as iproute2 */
	ctx->out = out_new(stdout, &oo);
	if (!ctx->out) {
		ctx->out = saved_out;
		return 1;
	}
	lp_init(&m.lp, ctx);
	m.lp.link_cmd = false;
	m.lp.showqueue = false;
	m.lp.family = 0;
	addr_printer_init(&m.ap, ctx, ctx->out);
	m.ap.with_dev = true;
	neigh_printer_init(&m.np, ctx, ctx->out);
	m.np.f.index = m.ifindex;
	rule_printer_init(&m.rp, ctx, ctx->out);
	m.rp.f.family = ctx->o.family;
	nh_printer_init(&m.nhp, ctx, ctx->out);
	m.ncf.ifindex = m.ifindex;
	route_filter_reset(&m.rf);
	if (m.ifindex > 0) {
		m.rf.oif = (uint32_t)m.ifindex;
		m.rf.oifmask = 0xffffffffu;
	}
	route_printer_init(&m.rtp, ctx, ctx->out, &m.rf);
	/* the nexthops the monitor has seen serve the routes' nh_info */
	m.rtp.nhc = &m.nhc;

	if (a.file) {
		st = from_file(&m, a.file);
		goto out;
	}
	for (i = 0; i < N_OBJECTS; i++)
		if (a.want[i] && !objects[i].print) {
			st = IP_UNIMPL;
			goto out;
		}
	m.listening = true;
	for (i = 0; i < N_OBJECTS; i++) {
		for (j = 0; a.want[i] && j < 6 && objects[i].groups[j]; j++)
			if ((!ctx->o.family ||
			     !group_family(objects[i].groups[j]) ||
			     group_family(objects[i].groups[j]) == ctx->o.family) &&
			    nl_subscribe(ctx->nl, objects[i].groups[j], accept_msg, &m) < 0 &&
			    a.any) {
				fprintf(stderr, "Failed to add %s group to list\n",
					objects[i].word);
				st = 1;
				goto out;
			}
	}
	/* names of peer namespaces, looked up once before listening */
	lp_fill_nsids(&m.lp);
	st = nl_listen(ctx->nl, m.all_nsid) < 0 ? 2 : 0;
out:
	lp_free(&m.lp);
	addr_printer_free(&m.ap);
	neigh_printer_free(&m.np);
	rule_printer_free(&m.rp);
	nh_printer_free(&m.nhp);
	route_printer_free(&m.rtp);
	nh_cache_free(&m.nhc);
	out_free(ctx->out);
	ctx->out = saved_out;
	return st;
}
