// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_ipvlan.c - the "ipvlan" and "ipvtap" link kinds: a mode and one
 * of three flags (the flags attribute is always sent with the options).
 */
#include <stdio.h>
#include <linux/if_link.h>

#include "attr.h"
#include "kind.h"
#include "msg.h"
#include "print.h"

static void usage_for(FILE *f, const char *name)
{
	fprintf(f, "Usage: ... %s [ mode MODE ] [ FLAGS ]\n"
		"\n"
		"MODE: l3 | l3s | l2\n"
		"FLAGS: bridge | private | vepa\n"
		"(first values are the defaults if nothing is specified).\n", name);
}

static void ipvlan_usage(FILE *f)
{
	usage_for(f, "ipvlan");
}

static void ipvtap_usage(FILE *f)
{
	usage_for(f, "ipvtap");
}

static const struct opt_name modes[] = {
	{ "l2", IPVLAN_MODE_L2 }, { "l3", IPVLAN_MODE_L3 },
	{ "l3s", IPVLAN_MODE_L3S }, { NULL, 0 }
};

enum { S_FLAGS, S_GIVEN };

/* One flag word only: after it, any of them is an unknown word. */
static int flag_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	const struct opt_flagval *d = o->data;

	(void)argc;
	if (st->u[S_GIVEN])
		return -opt_unknown(st->set, argv[0]);
	st->u[S_GIVEN] = 1;
	st->u[S_FLAGS] = d->val;
	return 0;
}

static const struct opt_handler ipv_flag = { .parse = flag_parse };

static int ipvlan_finish(struct opt_parse *st)
{
	msg_put_u16(st->m, IFLA_IPVLAN_FLAGS, (uint16_t)st->u[S_FLAGS]);
	return 0;
}

#define IPV_FLAG(k, v) { .kw = k, .attr = IFLA_IPVLAN_FLAGS, .h = &ipv_flag, \
		.data = OPT_FLAGVAL(v) }

static const struct opt ipvlan_opts[] = {
	{ .kw = "mode", .attr = IFLA_IPVLAN_MODE, .h = &opt_enum,
	  .data = OPT_ENUM(.names = modes, .size = 2,
		.errfmt = "Error: argument of \"mode\" must be either \"l2\", \"l3\" or \"l3s\"\n"),
	  .key = "mode", .fmt = " mode %s " },
	IPV_FLAG("private", IPVLAN_F_PRIVATE),
	IPV_FLAG("vepa", IPVLAN_F_VEPA),
	IPV_FLAG("bridge", 0),
	{ 0 }
};

/* Mode and flags only when they are exactly 16 bits; one flag shown. */
static void ipvlan_print(struct opt_print *pp)
{
	const struct nlattr *f = pp->tb[IFLA_IPVLAN_FLAGS];
	const char *name = "bridge";
	char fmt[16];

	if (attr_len(pp->tb[IFLA_IPVLAN_MODE]) == 2)
		opt_print_row(pp, &ipvlan_opts[0]);
	if (attr_len(f) != 2)
		return;
	if (attr_u16(f) & IPVLAN_F_PRIVATE)
		name = "private";
	else if (attr_u16(f) & IPVLAN_F_VEPA)
		name = "vepa";
	snprintf(fmt, sizeof(fmt), "%s ", name);
	out_bool(pp->out, OUT_ANY, name, fmt, true);
}

#define IPVLAN_SET(nm, us) {						\
		.name = nm, .maxattr = IFLA_IPVLAN_MAX,			\
		.opts = ipvlan_opts, .finish = ipvlan_finish,		\
		.usage = us, .print = ipvlan_print,			\
		.unknown_fmt = "%s: unknown option \"%s\"?\n",		\
	}

/* the kernel removes ipvlan and ipvtap devices with their lower device */
const struct link_kind kind_ipvlan = {
	.set = IPVLAN_SET("ipvlan", ipvlan_usage),
	.del = KIND_DEL_UPPER,
};

const struct link_kind kind_ipvtap = {
	.set = IPVLAN_SET("ipvtap", ipvtap_usage),
	.del = KIND_DEL_UPPER,
};
