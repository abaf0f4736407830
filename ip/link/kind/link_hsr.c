// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_hsr.c - the "hsr" link kind (HSR and PRP): a table; the printer
 * prints nothing when an attribute is short, and a missing port as
 * "<none>" (null in JSON).
 */
#include <stdio.h>
#include <linux/if_link.h>

#include "array.h"
#include "attr.h"
#include "kind.h"
#include "print.h"

static void hsr_usage(FILE *f)
{
	fputs("Usage:\tip link add name NAME type hsr slave1 SLAVE1-IF slave2 SLAVE2-IF\n"
	      "\t[ supervision ADDR-BYTE ] [version VERSION] [proto PROTOCOL]\n"
	      "\n"
	      "NAME\n"
	      "\tname of new hsr device (e.g. hsr0)\n"
	      "SLAVE1-IF, SLAVE2-IF\n"
	      "\tthe two slave devices bound to the HSR device\n"
	      "ADDR-BYTE\n"
	      "\t0-255; the last byte of the multicast address used for HSR supervision\n"
	      "\tframes (default = 0)\n"
	      "VERSION\n"
	      "\t0,1; the protocol version to be used. (default = 0)\n"
	      "PROTOCOL\n"
	      "\t0 - HSR, 1 - PRP. (default = 0 - HSR)\n", f);
}

/* a port by name, or "<none>" (JSON null) */
static void hsr_port_print(struct opt_print *pp, const struct opt *o,
			   const struct nlattr *a)
{
	char fbuf[96];

	if (a)
		opt_dev.print(pp, o, a);
	else
		out_null(pp->out, OUT_ANY, o->key,
			 opt_fmt(o, fbuf, sizeof(fbuf), "%s"), "<none>");
}

static const struct opt_handler hsr_port = { .print = hsr_port_print,
	.lookup = true };

#define HSR_NUM(k, a, e) { .kw = k, .attr = a, .h = &opt_u8, \
		.data = OPT_NUM(.err = e) }
#define HSR_PORT(k, a) { .kw = k, .attr = a, .h = &opt_ifname, \
		.data = OPT_NUM(.err = "No such interface") }, \
	{ .attr = a, .h = &hsr_port, .flags = OPT_ABSENT, .key = k }

/* The keywords in iproute2's matching order, then print rows. */
static const struct opt hsr_opts[] = {
	HSR_NUM("supervision", IFLA_HSR_MULTICAST_SPEC, "ADDR-BYTE is invalid"),
	HSR_NUM("version", IFLA_HSR_VERSION, "version is invalid"),
	HSR_NUM("proto", IFLA_HSR_PROTOCOL, "protocol is invalid"),
	HSR_PORT("slave1", IFLA_HSR_SLAVE1),
	HSR_PORT("slave2", IFLA_HSR_SLAVE2),
	{ .attr = IFLA_HSR_SEQ_NR, .h = &opt_u16, .key = "seq_nr",
	  .fmt = "sequence %u " },
	{ .attr = IFLA_HSR_SUPERVISION_ADDR, .h = &opt_mac,
	  .key = "supervision_addr", .fmt = "supervision %s " },
	{ .attr = IFLA_HSR_PROTOCOL, .h = &opt_u8, .key = "proto" },
	{ 0 }
};

/* nothing at all when a port, the sequence or the address is short */
static void hsr_print(struct opt_print *pp)
{
	static const struct { uint16_t attr; uint8_t len; } need[] = {
		{ IFLA_HSR_SLAVE1, 4 }, { IFLA_HSR_SLAVE2, 4 },
		{ IFLA_HSR_SEQ_NR, 2 }, { IFLA_HSR_SUPERVISION_ADDR, 6 },
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(need); i++)
		if (pp->tb[need[i].attr] && attr_len(pp->tb[need[i].attr]) < need[i].len)
			return;
	opt_print_rows(pp);
}

const struct link_kind kind_hsr = {
	.set = {
		.name = "hsr",
		.maxattr = IFLA_HSR_MAX,
		.opts = hsr_opts,
		.usage = hsr_usage,
		.unknown_fmt = "%s: what is \"%s\"?\n",
		.print = hsr_print,
		.print_lookup = true,
	},
};
