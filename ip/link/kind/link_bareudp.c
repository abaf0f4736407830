// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_bareudp.c - the "bareudp" link kind: a table; the values are kept
 * and sent after the last word (port and protocol must be given).
 */
#include <stdio.h>
#include <linux/if_link.h>

#include "args.h"
#include "kind.h"
#include "msg.h"

static void bareudp_usage(FILE *f)
{
	fputs("Usage: ... bareudp dstport PORT\n"
	      "\t\tethertype PROTO\n"
	      "\t\t[ srcportmin PORT ]\n"
	      "\t\t[ [no]multiproto ]\n"
	      "\n"
	      "Where:\tPORT  := UDP_PORT\n"
	      "\tPROTO := ETHERTYPE\n"
	      "\n"
	      "Note: ETHERTYPE can be given as number or as protocol name (\"ipv4\", \"ipv6\",\n"
	      "      \"mpls_uc\", etc.).\n", f);
}

enum { S_PORT, S_PROTO, S_SPORT, S_MULTI };

static int bareudp_finish(struct opt_parse *st)
{
	if (!opt_seen(st, IFLA_BAREUDP_PORT))
		return err_missarg("dstport");
	if (!opt_seen(st, IFLA_BAREUDP_ETHERTYPE))
		return err_missarg("ethertype");
	msg_put_be16(st->m, IFLA_BAREUDP_PORT, (uint16_t)st->u[S_PORT]);
	msg_put_be16(st->m, IFLA_BAREUDP_ETHERTYPE, (uint16_t)st->u[S_PROTO]);
	if (opt_seen(st, IFLA_BAREUDP_SRCPORT_MIN))
		msg_put_u16(st->m, IFLA_BAREUDP_SRCPORT_MIN, (uint16_t)st->u[S_SPORT]);
	if (st->u[S_MULTI])
		msg_put_flag(st->m, IFLA_BAREUDP_MULTIPROTO_MODE);
	return 0;
}

#define BU_MULTI(k, v) { .kw = k, .attr = IFLA_BAREUDP_MULTIPROTO_MODE, \
		.h = &opt_flag, .data = OPT_FLAGVAL(v), \
		.flags = OPT_DUP | OPT_LATER, .slot = S_MULTI }

/* In print order, which is also iproute2's matching order. */
static const struct opt bareudp_opts[] = {
	{ .kw = "dstport", .attr = IFLA_BAREUDP_PORT, .h = &opt_be16,
	  .data = OPT_NUM(.err = "dstport"), .flags = OPT_DUP | OPT_LATER,
	  .slot = S_PORT, .key = "dstport" },
	{ .kw = "ethertype", .attr = IFLA_BAREUDP_ETHERTYPE, .h = &opt_ethertype,
	  .data = OPT_NUM(.err = "ethertype"), .flags = OPT_DUP | OPT_LATER,
	  .slot = S_PROTO, .key = "ethertype", .fmt = "ethertype %s " },
	{ .kw = "srcportmin", .attr = IFLA_BAREUDP_SRCPORT_MIN, .h = &opt_u16,
	  .data = OPT_NUM(.err = "srcportmin"), .flags = OPT_DUP | OPT_LATER,
	  .slot = S_SPORT, .key = "srcportmin" },
	BU_MULTI("multiproto", 1),
	BU_MULTI("nomultiproto", 0),
	{ .attr = IFLA_BAREUDP_MULTIPROTO_MODE, .h = &opt_present,
	  .flags = OPT_ABSENT, .key = "multiproto", .fmt = "multiproto " },
	{ 0 }
};

const struct link_kind kind_bareudp = {
	.set = {
		.name = "bareudp",
		.maxattr = IFLA_BAREUDP_MAX,
		.opts = bareudp_opts,
		.finish = bareudp_finish,
		.usage = bareudp_usage,
	},
};
