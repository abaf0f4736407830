// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_ipoib.c - the "ipoib" link kind: a table; the printer stops at the
 * first attribute missing or short (pkey, then mode, then umcast), as
 * iproute2's does, and prints pkey and umcast as hex text.
 */
#include <stdio.h>
#include <linux/if_link.h>

#include "array.h"
#include "attr.h"
#include "kind.h"
#include "print.h"

static void ipoib_usage(FILE *f)
{
	fputs("Usage: ... ipoib [ pkey PKEY ]\n"
	      "\t\t [ mode {datagram | connected} ]\n"
	      "\t\t [ umcast {0|1} ]\n"
	      "\n"
	      "PKEY  := 0x8001-0xffff\n", f);
}

/* a u16 as hex text (data: its printf format), a string in JSON */
static void ipoib_hex_print(struct opt_print *pp, const struct opt *o,
			    const struct nlattr *a)
{
	char buf[16], fbuf[96];

	snprintf(buf, sizeof(buf), (const char *)o->data, attr_u16(a));
	out_str(pp->out, OUT_ANY, CLR_NONE, o->key,
		opt_fmt(o, fbuf, sizeof(fbuf), "%s"), buf);
}

static const struct opt_handler ipoib_hex = { .print = ipoib_hex_print };

static const struct opt_name modes[] = {
	{ "datagram", IPOIB_MODE_DATAGRAM }, { "connected", IPOIB_MODE_CONNECTED },
	{ NULL, 0 }
};

/* Keywords in iproute2's matching order (each sent where it is given),
 * then print rows in print order. */
static const struct opt ipoib_opts[] = {
	{ .kw = "pkey", .attr = IFLA_IPOIB_PKEY, .h = &opt_u16,
	  .data = OPT_NUM(.err = "pkey is invalid") },
	{ .kw = "mode", .attr = IFLA_IPOIB_MODE, .h = &opt_enum,
	  .data = OPT_ENUM(.names = modes, .size = 2,
		.errfmt = "Error: argument of \"mode\" must be \"datagram\"or \"connected\"\n"),
	  .key = "mode" },
	{ .kw = "umcast", .attr = IFLA_IPOIB_UMCAST, .h = &opt_u16,
	  .data = OPT_NUM(.err = "umcast is invalid") },
	{ .attr = IFLA_IPOIB_PKEY, .h = &ipoib_hex, .data = "%#.4x", .key = "key",
	  .fmt = "pkey %s " },
	{ .attr = IFLA_IPOIB_UMCAST, .h = &ipoib_hex, .data = "%.4x",
	  .key = "umcast" },
	{ 0 }
};

static void ipoib_print(struct opt_print *pp)
{
	static const uint16_t order[] = {
		IFLA_IPOIB_PKEY, IFLA_IPOIB_MODE, IFLA_IPOIB_UMCAST,
	};
	const struct opt *o;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(order); i++) {
		if (attr_len(pp->tb[order[i]]) < 2)
			return;
		for (o = ipoib_opts; opt_row_valid(o); o++)
			if (o->attr == order[i] && o->key)
				opt_print_row(pp, o);
	}
}

const struct link_kind kind_ipoib = {
	.set = {
		.name = "ipoib",
		.maxattr = IFLA_IPOIB_MAX,
		.opts = ipoib_opts,
		.usage = ipoib_usage,
		.unknown_fmt = "%s: unknown option \"%s\"?\n",
		.print = ipoib_print,
	},
};
