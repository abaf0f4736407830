// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_geneve.c - the "geneve" link kind.  Most values are kept and sent
 * after the last word, in iproute2's order (id first, and for a new
 * device the label, TTL and TOS even when not given); the handlers left
 * are the remote address, [no]external and the printing of the id and
 * the remote.
 */
#include <stdio.h>
#include <string.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <linux/if_link.h>

#include "addr.h"
#include "args.h"
#include "array.h"
#include "attr.h"
#include "addr/ipaddr.h"
#include "kind.h"
#include "msg.h"
#include "print.h"
#include "common/hosts.h"

static void geneve_usage(FILE *f)
{
	fputs("Usage: ... geneve id VNI\n"
	      "\t\tremote ADDR\n"
	      "\t\t[ ttl TTL ]\n"
	      "\t\t[ tos TOS ]\n"
	      "\t\t[ df DF ]\n"
	      "\t\t[ flowlabel LABEL ]\n"
	      "\t\t[ dstport PORT ]\n"
	      "\t\t[ [no]external ]\n"
	      "\t\t[ [no]udpcsum ]\n"
	      "\t\t[ [no]udp6zerocsumtx ]\n"
	      "\t\t[ [no]udp6zerocsumrx ]\n"
	      "\t\t[ innerprotoinherit ]\n"
	      "\n"
	      "Where:\tVNI   := 0-16777215\n"
	      "\tADDR  := IP_ADDRESS\n"
	      "\tTOS   := { NUMBER | inherit }\n"
	      "\tTTL   := { 1..255 | auto | inherit }\n"
	      "\tDF    := { unset | set | inherit }\n"
	      "\tLABEL := 0-1048575\n", f);
}

/* Kept values (opt_parse.u), sent by the finish. */
enum { S_VNI, S_TTL, S_TOS, S_LABEL, S_PORT, S_CSUM, S_TX, S_RX };

/* In opt_parse.priv: the remote, and whether "external" was the word. */
struct gn_state {
	struct inet_prefix remote;
	bool external;
};

_Static_assert(sizeof(struct gn_state) <= sizeof(((struct opt_parse *)0)->priv),
	       "gn_state must fit opt_parse.priv");

static struct gn_state *gn_state(struct opt_parse *st)
{
	return (struct gn_state *)st->priv;
}

/* any IPv4/IPv6 address that is not multicast (0.0.0.0 passes) */
static int gn_remote_parse(struct opt_parse *st, const struct opt *o, int argc,
			   char **argv)
{
	struct inet_prefix *a = &gn_state(st)->remote;
	int r = addr_get(a, argv[1], AF_UNSPEC);

	(void)o;
	(void)argc;
	if (r)
		return -r;
	if (!(a->flags & INET_F_INET) || (a->flags & INET_F_MULTI))
		return -err_invarg("invalid remote address", argv[1]);
	return 1;
}

/* a bare word the finish sends; for [no]external, which it was */
static int gn_word_parse(struct opt_parse *st, const struct opt *o, int argc,
			 char **argv)
{
	const struct opt_flagval *d = o->data;

	(void)argc;
	(void)argv;
	if (o->attr == IFLA_GENEVE_COLLECT_METADATA)
		gn_state(st)->external = d->val;
	return 0;
}

static int geneve_finish(struct opt_parse *st)
{
	const struct inet_prefix *r = &gn_state(st)->remote;
	bool ext = gn_state(st)->external, inet = r->flags & INET_F_INET;
	struct msg *m = st->m;
	static const struct { uint16_t attr; uint8_t slot; } csum[] = {
		{ IFLA_GENEVE_UDP_CSUM, S_CSUM },
		{ IFLA_GENEVE_UDP_ZERO_CSUM6_TX, S_TX },
		{ IFLA_GENEVE_UDP_ZERO_CSUM6_RX, S_RX },
	};
	unsigned int i;

	if (ext && opt_seen(st, IFLA_GENEVE_ID)) {
		fprintf(stderr, "geneve: both 'external' and vni cannot be specified\n");
		return OPT_EFAIL;
	}
	if (!ext && !opt_seen(st, IFLA_GENEVE_ID)) {
		fprintf(stderr, "geneve: missing virtual network identifier\n");
		return OPT_EFAIL;
	}
	/* changing a device: the id alone names it */
	if (!ext && st->create && !inet) {
		fprintf(stderr, "geneve: remote link partner not specified\n");
		return OPT_EFAIL;
	}
	msg_put_u32(m, IFLA_GENEVE_ID, (uint32_t)st->u[S_VNI]);
	if (inet)
		msg_put(m, r->family == AF_INET ? IFLA_GENEVE_REMOTE :
			IFLA_GENEVE_REMOTE6, r->data, r->len);
	if (st->create || opt_seen(st, IFLA_GENEVE_LABEL))
		msg_put_be32(m, IFLA_GENEVE_LABEL, (uint32_t)st->u[S_LABEL]);
	if (st->create || opt_seen(st, IFLA_GENEVE_TTL))
		msg_put_u8(m, IFLA_GENEVE_TTL, (uint8_t)st->u[S_TTL]);
	if (st->create || opt_seen(st, IFLA_GENEVE_TOS))
		msg_put_u8(m, IFLA_GENEVE_TOS, (uint8_t)st->u[S_TOS]);
	if (st->u[S_PORT])
		msg_put_be16(m, IFLA_GENEVE_PORT, (uint16_t)st->u[S_PORT]);
	if (ext)
		msg_put_flag(m, IFLA_GENEVE_COLLECT_METADATA);
	if (opt_seen(st, IFLA_GENEVE_INNER_PROTO_INHERIT))
		msg_put_flag(m, IFLA_GENEVE_INNER_PROTO_INHERIT);
	for (i = 0; i < ARRAY_SIZE(csum); i++)
		if (opt_seen(st, csum[i].attr))
			msg_put_u8(m, csum[i].attr, (uint8_t)st->u[csum[i].slot]);
	return 0;
}

/* ---- printing ---- */

/* only a whole id */
static void gn_id_print(struct opt_print *pp, const struct opt *o,
			const struct nlattr *a)
{
	if (attr_len(a) >= 4)
		opt_u32.print(pp, o, a);
}

static int gn_id_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	return opt_u32.parse(st, o, argc, argv);
}

static void gn_word_print(struct opt_print *pp, const struct opt *o,
			  const struct nlattr *a)
{
	opt_nlflag.print(pp, o, a);
}

/* IPv4 unless 0.0.0.0, else IPv6 unless unspecified or multicast */
static void gn_remote_print(struct opt_print *pp, const struct opt *o,
			    const struct nlattr *unused)
{
	const struct nlattr *v4 = pp->tb[IFLA_GENEVE_REMOTE];
	const struct nlattr *v6 = pp->tb[IFLA_GENEVE_REMOTE6];
	char buf[INET6_ADDRSTRLEN];
	struct in6_addr a6;
	uint32_t a4;

	(void)o;
	(void)unused;
	/* (iproute2 prints these through format_host: names with -r) */
	if (v4) {
		a4 = attr_u32(v4);
		if (a4)
			out_str(pp->out, OUT_ANY, CLR_NONE, "remote", "remote %s ",
				addr_host(pp->ctx, AF_INET, &a4, 4, buf, sizeof(buf)));
	} else if (v6) {
		attr_get(v6, &a6, sizeof(a6));
		if (!IN6_IS_ADDR_UNSPECIFIED(&a6) && !IN6_IS_ADDR_MULTICAST(&a6))
			out_str(pp->out, OUT_ANY, CLR_NONE, "remote6", "remote %s ",
				addr_host(pp->ctx, AF_INET6, &a6, 16, buf, sizeof(buf)));
	}
}

static const struct opt_handler gn_id = { .parse = gn_id_parse,
	.print = gn_id_print, .nargs = 1 };
static const struct opt_handler gn_remote = { .parse = gn_remote_parse,
	.print = gn_remote_print, .nargs = 1 };
static const struct opt_handler gn_word = { .parse = gn_word_parse,
	.print = gn_word_print };

static const struct opt_name df_names[] = {
	{ "unset", 0 }, { "set", 1 }, { "inherit", 2 }, { NULL, 0 }
};

#define GN_TTL OPT_TTL(.inherit = IFLA_GENEVE_TTL_INHERIT, .inherit_u8 = true)
#define GN_VNI OPT_NUM(.max = 0xffffff, .err = "invalid id")
#define GN_LABEL OPT_NUM(.max = 0xfffff, .err = "invalid flowlabel")
#define GN_TOS OPT_NUM(.err = "bad TOS value")
#define GN_LATER(s) .flags = OPT_DUP | OPT_LATER, .slot = s
/* [no]KW: kept, sent when given; printed as KW or noKW (JSON: a bool) */
#define GN_CSUM(k, a, s, j) { .kw = k, .attr = a, .h = &opt_toggle, \
		.data = OPT_FLAGVAL(1), GN_LATER(s), .key = j, .fmt = k " " }, \
	{ .kw = "no" k, .attr = a, .h = &opt_flag, .data = OPT_FLAGVAL(0), \
	  GN_LATER(s) }

/* Rows in print order, which is iproute2's matching order too. */
static const struct opt geneve_opts[] = {
	{ .attr = IFLA_GENEVE_COLLECT_METADATA, .h = &opt_nlflag,
	  .key = "external", .fmt = "external " },
	{ .kw = "id", .attr = IFLA_GENEVE_ID, .h = &gn_id, .data = GN_VNI,
	  GN_LATER(S_VNI), .key = "id" },
	{ .kw = "vni", .attr = IFLA_GENEVE_ID, .h = &opt_u32, .data = GN_VNI,
	  GN_LATER(S_VNI), .name = "id" },
	{ .kw = "remote", .attr = IFLA_GENEVE_REMOTE, .h = &gn_remote,
	  .flags = OPT_DUP | OPT_ABSENT, .key = "remote" },
	{ .kw = "ttl", .attr = IFLA_GENEVE_TTL, .h = &opt_ttl, .data = GN_TTL,
	  .flags = OPT_DUP | OPT_LATER | OPT_ABSENT, .slot = S_TTL, .key = "ttl" },
	{ .kw = "hoplimit", .attr = IFLA_GENEVE_TTL, .h = &opt_ttl, .data = GN_TTL,
	  GN_LATER(S_TTL), .name = "ttl" },
	{ .kw = "tos", .attr = IFLA_GENEVE_TOS, .h = &opt_dsfield, .data = GN_TOS,
	  GN_LATER(S_TOS), .key = "tos" },
	{ .kw = "dsfield", .attr = IFLA_GENEVE_TOS, .h = &opt_dsfield,
	  .data = GN_TOS, GN_LATER(S_TOS), .name = "tos" },
	{ .kw = "df", .attr = IFLA_GENEVE_DF, .h = &opt_enum_hide0,
	  .data = OPT_ENUM(.names = df_names, .size = 1,
		.err = "DF must be 'unset', 'set' or 'inherit'"),
	  .flags = OPT_DUP, .key = "df" },
	{ .kw = "label", .attr = IFLA_GENEVE_LABEL, .h = &opt_be32,
	  .data = GN_LABEL, .flags = OPT_DUP | OPT_LATER | OPT_HEX | OPT_NONZERO,
	  .slot = S_LABEL, .name = "flowlabel", .key = "label",
	  .fmt = "flowlabel %s " },
	{ .kw = "flowlabel", .attr = IFLA_GENEVE_LABEL, .h = &opt_be32,
	  .data = GN_LABEL, GN_LATER(S_LABEL) },
	{ .kw = "dstport", .attr = IFLA_GENEVE_PORT, .h = &opt_be16,
	  .data = OPT_NUM(.err = "dstport"), GN_LATER(S_PORT), .key = "port",
	  .fmt = "dstport %u " },
	{ .kw = "external", .attr = IFLA_GENEVE_COLLECT_METADATA, .h = &gn_word,
	  .data = OPT_FLAGVAL(1), .flags = OPT_DUP },
	{ .kw = "noexternal", .attr = IFLA_GENEVE_COLLECT_METADATA, .h = &gn_word,
	  .data = OPT_FLAGVAL(0), .flags = OPT_DUP },
	GN_CSUM("udpcsum", IFLA_GENEVE_UDP_CSUM, S_CSUM, "udp_csum"),
	GN_CSUM("udp6zerocsumtx", IFLA_GENEVE_UDP_ZERO_CSUM6_TX, S_TX,
		"udp_zero_csum6_tx"),
	GN_CSUM("udp6zerocsumrx", IFLA_GENEVE_UDP_ZERO_CSUM6_RX, S_RX,
		"udp_zero_csum6_rx"),
	{ .kw = "innerprotoinherit", .attr = IFLA_GENEVE_INNER_PROTO_INHERIT,
	  .h = &gn_word, .flags = OPT_DUP | OPT_EXACT,
	  .key = "inner_proto_inherit", .fmt = "innerprotoinherit " },
	{ 0 }
};

const struct link_kind kind_geneve = {
	.set = {
		.name = "geneve",
		.maxattr = IFLA_GENEVE_MAX,
		.opts = geneve_opts,
		.finish = geneve_finish,
		.usage = geneve_usage,
	},
};
