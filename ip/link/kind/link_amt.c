// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_amt.c - the "amt" link kind: a table of keywords taken only in
 * full (and "help" only in full), each sent where it is given; the local
 * and discovery addresses are read as iproute2 reads them (the local one
 * in the family of a discovery address given before it).
 */
#include <stdio.h>
#include <linux/if_link.h>
#include <linux/amt.h>

#include "addr.h"
#include "args.h"
#include "addr/ipaddr.h"
#include "kind.h"
#include "msg.h"

/* Also the whole message for a bad mode. */
static const char amt_usage_text[] =
	"Usage: ... amt\n"
	"               [ discovery IP_ADDRESS ]\n"
	"               [ mode MODE ]\n"
	"               [ local ADDR ]\n"
	"               [ dev PHYS_DEV ]\n"
	"               [ relay_port PORT ]\n"
	"               [ gateway_port PORT ]\n"
	"               [ max_tunnels NUMBER ]\n"
	"\n"
	"Where: ADDR\t:= { IP_ADDRESS }\n"
	"       MODE\t:= { gateway | relay }\n";

static void amt_usage(FILE *f)
{
	fputs(amt_usage_text, f);
}

/* opt_parse.priv: the family of the discovery address (local's) */
struct amt_state {
	int family;
};

/* local or discovery: sent when it is an IPv4/IPv6 address ("any" is
 * none, unless the family is known: then an empty one) */
static int amt_addr_parse(struct opt_parse *st, const struct opt *o, int argc,
			  char **argv)
{
	struct amt_state *as = (struct amt_state *)st->priv;
	struct inet_prefix a;
	int r;

	(void)argc;
	r = addr_get(&a, argv[1], as->family);
	if (r)
		return -r;
	if (o->attr == IFLA_AMT_DISCOVERY_IP)
		as->family = a.family;
	if (a.flags & INET_F_INET)
		msg_put(st->m, o->attr, a.data, a.len);
	return 1;
}

static int amt_parse(struct ipctx *ctx, const struct link_kind *k, int argc,
		     char **argv, struct msg *m, bool create, const char *dev)
{
	struct opt_parse st;

	(void)dev;
	opt_parse_init(&st, ctx, &k->set, m, create);
	return opt_parse_how(&st, argc, argv, OPT_LOOP_HELP_EXACT);
}

static const struct opt_handler amt_addr = { .parse = amt_addr_parse,
	.print = NULL, .nargs = 1 };

static const struct opt_name modes[] = {
	{ "gateway", AMT_MODE_GATEWAY }, { "relay", AMT_MODE_RELAY }, { NULL, 0 }
};

#define AMT_PORT(k, a) { .kw = k, .attr = a, .h = &opt_be16, \
		.data = OPT_NUM(.err = k), .flags = OPT_EXACT, .key = k }
#define AMT_ADDR(k, a) { .attr = a, .h = &opt_inaddr, .key = k }

/* Print order; every keyword is exact. */
static const struct opt amt_opts[] = {
	{ .kw = "mode", .attr = IFLA_AMT_MODE, .h = &opt_enum, .flags = OPT_EXACT,
	  .data = OPT_ENUM(.names = modes, .size = 4, .errfmt = amt_usage_text),
	  .key = "mode", .fmt = "%s " },
	AMT_PORT("gateway_port", IFLA_AMT_GATEWAY_PORT),
	AMT_PORT("relay_port", IFLA_AMT_RELAY_PORT),
	AMT_ADDR("local", IFLA_AMT_LOCAL_IP),
	AMT_ADDR("remote", IFLA_AMT_REMOTE_IP),
	AMT_ADDR("discovery", IFLA_AMT_DISCOVERY_IP),
	{ .kw = "dev", .attr = IFLA_AMT_LINK, .h = &opt_dev, .flags = OPT_EXACT,
	  .key = "link", .fmt = "dev %s " },
	{ .kw = "max_tunnels", .attr = IFLA_AMT_MAX_TUNNELS, .h = &opt_u32,
	  .data = OPT_NUM(.err = "max_tunnels"), .flags = OPT_EXACT,
	  .key = "max_tunnels" },
	{ .kw = "local", .attr = IFLA_AMT_LOCAL_IP, .h = &amt_addr,
	  .flags = OPT_EXACT | OPT_DUP },
	{ .kw = "discovery", .attr = IFLA_AMT_DISCOVERY_IP, .h = &amt_addr,
	  .flags = OPT_EXACT | OPT_DUP },
	{ 0 }
};

const struct link_kind kind_amt = {
	.set = {
		.name = "amt",
		.maxattr = IFLA_AMT_MAX,
		.opts = amt_opts,
		.usage = amt_usage,
	},
	.parse = amt_parse,
};
