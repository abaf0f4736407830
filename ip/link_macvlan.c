/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * link_macvlan.c - "macvlan" and "macvtap" link kinds.
 */
#include <stdio.h>
#include <string.h>
#include <linux/if_link.h>

#include "args.h"
#include "ipctx.h"
#include "kind.h"
#include "print.h"

static void usage_for(FILE *f, const char *name)
{
	fprintf(f,
		"Usage: ... %s mode MODE [flag MODE_FLAG] MODE_OPTS [bcqueuelen BC_QUEUE_LEN]\n"
		"\n"
		"MODE: private | vepa | bridge | passthru | source\n"
		"MODE_FLAG: null | nopromisc | nodst\n"
		"MODE_OPTS: for mode \"source\":\n"
		"\tmacaddr { { add | del } <macaddr> | set [ <macaddr> [ <macaddr>  ... ] ] | flush }\n"
		"BC_QUEUE_LEN: Length of the rx queue for broadcast/multicast: [0-4294967295]\n",
		name);
}

static void macvlan_usage(FILE *f)
{
	usage_for(f, "macvlan");
}

static void macvtap_usage(FILE *f)
{
	usage_for(f, "macvtap");
}

/* Indexed by MACVLAN_MODE_* (single bits). */
static const char *const mode_names[] = {
	[MACVLAN_MODE_PRIVATE] = "private",
	[MACVLAN_MODE_VEPA] = "vepa",
	[MACVLAN_MODE_BRIDGE] = "bridge",
	[MACVLAN_MODE_PASSTHRU] = "passthru",
	[MACVLAN_MODE_SOURCE] = "source",
};
#define N_MODES (sizeof(mode_names) / sizeof(mode_names[0]))

static const char *const macaddr_ops[] = {
	[MACVLAN_MACADDR_ADD] = "add",
	[MACVLAN_MACADDR_DEL] = "del",
	[MACVLAN_MACADDR_FLUSH] = "flush",
	[MACVLAN_MACADDR_SET] = "set",
};

static int mac6(uint8_t *mac, const char *arg)
{
	return parse_lladdr(mac, 6, arg) == 6 ? 0 : -1;
}

static int macvlan_parse(struct ipctx *ctx, const struct link_kind *k,
			 int argc, char **argv, struct nlmsghdr *n)
{
	uint32_t mode = 0;
	uint16_t flags = 0;
	bool has_flags = false;
	uint8_t mac[6];
	unsigned int i;

	(void)ctx;
	while (argc > 0) {
		if (matches(*argv, "mode")) {
			NEXT_ARG();
			for (i = 0; i < N_MODES; i++)
				if (mode_names[i] && strcmp(mode_names[i], *argv) == 0)
					break;
			if (i == N_MODES) {
				fprintf(stderr,
					"Error: argument of \"mode\" must be \"private\", \"vepa\", \"bridge\", \"passthru\" or \"source\", not \"%s\"\n",
					*argv);
				return KIND_EFAIL;
			}
			mode = i;
		} else if (matches(*argv, "flag")) {
			NEXT_ARG();
			if (strcmp(*argv, "nopromisc") == 0) {
				flags |= MACVLAN_FLAG_NOPROMISC;
			} else if (strcmp(*argv, "nodst") == 0) {
				flags |= MACVLAN_FLAG_NODST;
			} else if (strcmp(*argv, "null") != 0) {
				fprintf(stderr,
					"Error: argument of \"flag\" must be \"nopromisc\", \"nodst\" or \"null\", not \"%s\"\n",
					*argv);
				return KIND_EFAIL;
			}
			has_flags = true;
		} else if (matches(*argv, "macaddr")) {
			uint32_t op;

			NEXT_ARG();
			for (op = 0; op < 4; op++)
				if (macaddr_ops[op] && strcmp(macaddr_ops[op], *argv) == 0)
					break;
			if (op == 4) {
				k->usage(stderr);
				return KIND_EFAIL;
			}
			kind_put_u32(n, IFLA_MACVLAN_MACADDR_MODE, op);
			if (op == MACVLAN_MACADDR_ADD || op == MACVLAN_MACADDR_DEL) {
				NEXT_ARG();
				if (mac6(mac, *argv))
					return KIND_EFAIL;
				kind_put(n, IFLA_MACVLAN_MACADDR, mac, sizeof(mac));
			} else if (op == MACVLAN_MACADDR_SET) {
				struct nlattr *nest;

				nest = kind_nest_start(n, IFLA_MACVLAN_MACADDR_DATA);
				/* addresses until the first word that is not one */
				while (NEXT_ARG_OK()) {
					argv++;
					argc--;
					if (mac6(mac, *argv)) {
						PREV_ARG();
						break;
					}
					kind_put(n, IFLA_MACVLAN_MACADDR, mac, sizeof(mac));
				}
				kind_nest_end(n, nest);
			}
		} else if (matches(*argv, "nopromisc")) {
			flags |= MACVLAN_FLAG_NOPROMISC;
			has_flags = true;
		} else if (matches(*argv, "nodst")) {
			flags |= MACVLAN_FLAG_NODST;
			has_flags = true;
		} else if (matches(*argv, "bcqueuelen")) {
			uint32_t len;

			NEXT_ARG();
			if (get_u32(&len, *argv, 0)) {
				fprintf(stderr,
					"Error: argument of \"bcqueuelen\" must be a positive integer [0-4294967295], not \"%s\"\n",
					*argv);
				return KIND_EFAIL;
			}
			kind_put_u32(n, IFLA_MACVLAN_BC_QUEUE_LEN, len);
		} else if (matches(*argv, "help")) {
			k->usage(stderr);
			return KIND_EFAIL;
		} else {
			return kind_unknown(k, *argv);
		}
		argc--;
		argv++;
	}

	if (mode)
		kind_put_u32(n, IFLA_MACVLAN_MODE, mode);
	if (has_flags) {
		if ((flags & MACVLAN_FLAG_NOPROMISC) &&
		    mode != MACVLAN_MODE_PASSTHRU) {
			fprintf(stderr,
				"%s: nopromisc flag only valid in passthru mode\n",
				k->name);
			k->usage(stderr);
			return KIND_EFAIL;
		}
		kind_put_u16(n, IFLA_MACVLAN_FLAGS, flags);
	}
	return 0;
}

static void flag_print(struct ipctx *ctx, const struct kopt *o,
		       const struct nlattr *a)
{
	uint16_t f = 0;

	if (a->nla_len >= NLA_HDRLEN + sizeof(f))
		memcpy(&f, (const char *)a + NLA_HDRLEN, sizeof(f));
	if (f & o->val)
		out_flag(ctx->out, o->key, o->fmt, true);
}

static void macaddrs_print(struct ipctx *ctx, const struct kopt *o,
			   const struct nlattr *nest)
{
	const struct nlattr *a;
	int rem = nest->nla_len - NLA_HDRLEN;

	out_open_arr(ctx->out, OUT_JSON, o->key, NULL);
	a = (const struct nlattr *)((const char *)nest + NLA_HDRLEN);
	while (rem >= NLA_HDRLEN && a->nla_len >= NLA_HDRLEN && a->nla_len <= rem) {
		if ((a->nla_type & NLA_TYPE_MASK) == IFLA_MACVLAN_MACADDR &&
		    a->nla_len >= NLA_HDRLEN + 6) {
			const uint8_t *m = (const uint8_t *)a + NLA_HDRLEN;
			char buf[24];

			snprintf(buf, sizeof(buf), "%.2x:%.2x:%.2x:%.2x:%.2x:%.2x",
				 m[0], m[1], m[2], m[3], m[4], m[5]);
			out_str(ctx->out, OUT_ANY, CLR_NONE, NULL, "%s ", buf);
		}
		rem -= NLA_ALIGN(a->nla_len);
		a = (const struct nlattr *)((const char *)a + NLA_ALIGN(a->nla_len));
	}
	out_close_arr(ctx->out, OUT_JSON, NULL);
}

/* Print order; the mode must be there for anything to be printed. */
static const struct kopt macvlan_opts[] = {
	{ .attr = IFLA_MACVLAN_MODE, .type = KO_ENUM, .size = 4,
	  .names = mode_names, .max = N_MODES, .key = "mode" },
	{ .attr = IFLA_MACVLAN_FLAGS, .type = KO_CUSTOM, .key = "nopromisc",
	  .fmt = "nopromisc ", .val = MACVLAN_FLAG_NOPROMISC, .print = flag_print },
	{ .attr = IFLA_MACVLAN_FLAGS, .type = KO_CUSTOM, .key = "nodst",
	  .fmt = "nodst ", .val = MACVLAN_FLAG_NODST, .print = flag_print },
	{ .attr = IFLA_MACVLAN_BC_QUEUE_LEN, .type = KO_U32, .key = "bcqueuelen" },
	{ .attr = IFLA_MACVLAN_BC_QUEUE_LEN_USED, .type = KO_U32,
	  .key = "usedbcqueuelen" },
	{ .attr = IFLA_MACVLAN_MACADDR_COUNT, .type = KO_U32, .flags = KF_INT,
	  .key = "macaddr_count", .fmt = "remotes (%d) " },
	{ .attr = IFLA_MACVLAN_MACADDR_DATA, .type = KO_CUSTOM,
	  .key = "macaddr_data", .print = macaddrs_print },
	{ 0 }
};

static void macvlan_print(struct ipctx *ctx, const struct link_kind *k,
			  const struct nlattr *data,
			  const struct nlattr *const *ifla)
{
	const struct nlattr *tb[IFLA_MACVLAN_MAX + 1];
	uint32_t mode;

	if (!data)
		return;
	kind_parse_nest(tb, IFLA_MACVLAN_MAX, data);
	if (!tb[IFLA_MACVLAN_MODE] ||
	    tb[IFLA_MACVLAN_MODE]->nla_len < NLA_HDRLEN + sizeof(mode))
		return;
	memcpy(&mode, (const char *)tb[IFLA_MACVLAN_MODE] + NLA_HDRLEN,
	       sizeof(mode));
	if (mode != MACVLAN_MODE_SOURCE) {
		/* the address list belongs to source mode only */
		const struct kopt *o;

		for (o = k->opts; o->key; o++)
			if (o->attr != IFLA_MACVLAN_MACADDR_COUNT &&
			    o->attr != IFLA_MACVLAN_MACADDR_DATA &&
			    tb[o->attr])
				kind_print_opt(ctx, o, tb[o->attr]);
		return;
	}
	if (!tb[IFLA_MACVLAN_MACADDR_COUNT]) {
		const struct kopt *o;

		for (o = k->opts; o->key; o++)
			if (o->attr != IFLA_MACVLAN_MACADDR_DATA && tb[o->attr])
				kind_print_opt(ctx, o, tb[o->attr]);
		return;
	}
	kind_print_table(ctx, k, data, ifla);
}

const struct link_kind kind_macvlan = {
	.name = "macvlan",
	.maxattr = IFLA_MACVLAN_MAX,
	.opts = macvlan_opts,
	.parse = macvlan_parse,
	.print = macvlan_print,
	.usage = macvlan_usage,
	.unknown_fmt = "%s: unknown option \"%s\"?\n",
};

const struct link_kind kind_macvtap = {
	.name = "macvtap",
	.maxattr = IFLA_MACVLAN_MAX,
	.opts = macvlan_opts,
	.parse = macvlan_parse,
	.print = macvlan_print,
	.usage = macvtap_usage,
	.unknown_fmt = "%s: unknown option \"%s\"?\n",
};
