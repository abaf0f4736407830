// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_macvlan.c - "macvlan" and "macvtap" link kinds.
 */
#include <stdio.h>
#include <string.h>
#include <linux/if_link.h>

#include "args.h"
#include "attr.h"
#include "ipctx.h"
#include "kind.h"
#include "msg.h"
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

static const struct opt_name mode_names[] = {
	{ "private", MACVLAN_MODE_PRIVATE },
	{ "vepa", MACVLAN_MODE_VEPA },
	{ "bridge", MACVLAN_MODE_BRIDGE },
	{ "passthru", MACVLAN_MODE_PASSTHRU },
	{ "source", MACVLAN_MODE_SOURCE },
	{ NULL, 0 }
};

static const char *const macaddr_ops[] = {
	[MACVLAN_MACADDR_ADD] = "add",
	[MACVLAN_MACADDR_DEL] = "del",
	[MACVLAN_MACADDR_FLUSH] = "flush",
	[MACVLAN_MACADDR_SET] = "set",
};

/* Kept values: the mode and flags are sent after the last option. */
enum { S_MODE, S_FLAGS, S_HAVE_FLAGS };

static int mac6(uint8_t *mac, const char *arg)
{
	return parse_lladdr(mac, 6, arg) == 6 ? 0 : -1;
}

/* "flag nopromisc|nodst|null", or the bare words (data: the flag) */
static int flag_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	const struct opt_flagval *d = o->data;
	uint16_t f;

	(void)argc;
	if (d) {
		f = d->val;
	} else if (strcmp(argv[1], "nopromisc") == 0) {
		f = MACVLAN_FLAG_NOPROMISC;
	} else if (strcmp(argv[1], "nodst") == 0) {
		f = MACVLAN_FLAG_NODST;
	} else if (strcmp(argv[1], "null") == 0) {
		f = 0;
	} else {
		fprintf(stderr,
			"Error: argument of \"flag\" must be \"nopromisc\", \"nodst\" or \"null\", not \"%s\"\n",
			argv[1]);
		return -OPT_EFAIL;
	}
	st->u[S_FLAGS] |= f;
	st->u[S_HAVE_FLAGS] = 1;
	return d ? 0 : 1;
}

static const struct opt_handler mv_flag = { .parse = flag_parse, .nargs = 1 };
static const struct opt_handler mv_flagword = { .parse = flag_parse };

/* macaddr { add|del MAC | set [MAC...] | flush } */
static int macaddr_parse(struct opt_parse *st, const struct opt *o, int argc,
			 char **argv)
{
	struct nlattr *nest;
	uint8_t mac[6];
	uint32_t op;
	int used = 1;

	(void)o;
	for (op = 0; op < 4; op++)
		if (macaddr_ops[op] && strcmp(macaddr_ops[op], argv[1]) == 0)
			break;
	if (op == 4) {
		st->set->usage(stderr);
		return -OPT_EFAIL;
	}
	msg_put_u32(st->m, IFLA_MACVLAN_MACADDR_MODE, op);
	if (op == MACVLAN_MACADDR_ADD || op == MACVLAN_MACADDR_DEL) {
		if (argc < 3)
			return -err_incomplete();
		if (mac6(mac, argv[2]))
			return -OPT_EFAIL;
		msg_put(st->m, IFLA_MACVLAN_MACADDR, mac, sizeof(mac));
		return 2;
	}
	if (op == MACVLAN_MACADDR_SET) {
		/* addresses until the first word that is not one */
		nest = msg_nest(st->m, IFLA_MACVLAN_MACADDR_DATA);
		while (used + 1 < argc && mac6(mac, argv[used + 1]) == 0) {
			msg_put(st->m, IFLA_MACVLAN_MACADDR, mac, sizeof(mac));
			used++;
		}
		msg_nest_end(st->m, nest);
	}
	return used;
}

static const struct opt_handler mv_macaddr = { .parse = macaddr_parse, .nargs = 1 };

static int macvlan_finish(struct opt_parse *st)
{
	const struct link_kind *k = (const struct link_kind *)st->set;
	uint32_t mode = (uint32_t)st->u[S_MODE];

	if (mode)
		msg_put_u32(st->m, IFLA_MACVLAN_MODE, mode);
	if (st->u[S_HAVE_FLAGS]) {
		if ((st->u[S_FLAGS] & MACVLAN_FLAG_NOPROMISC) &&
		    mode != MACVLAN_MODE_PASSTHRU) {
			fprintf(stderr, "%s: nopromisc flag only valid in passthru mode\n",
				k->set.name);
			k->set.usage(stderr);
			return OPT_EFAIL;
		}
		msg_put_u16(st->m, IFLA_MACVLAN_FLAGS, (uint16_t)st->u[S_FLAGS]);
	}
	return 0;
}

static void flag_print(struct opt_print *pp, const struct opt *o,
		       const struct nlattr *a)
{
	const struct opt_flagval *d = o->data;

	if (attr_u16(a) & d->val)
		out_flag(pp->out, o->key, o->fmt, true);
}

static const struct opt_handler mv_flagprint = { .print = flag_print };

static void macaddrs_print(struct opt_print *pp, const struct opt *o,
			   const struct nlattr *nest)
{
	const struct nlattr *a;

	out_open_arr(pp->out, OUT_JSON, o->key, NULL);
	attr_for_each_nested(a, nest) {
		const uint8_t *m = attr_data(a);
		char buf[24];

		if (attr_type(a) != IFLA_MACVLAN_MACADDR || attr_len(a) < 6)
			continue;
		snprintf(buf, sizeof(buf), "%.2x:%.2x:%.2x:%.2x:%.2x:%.2x",
			 m[0], m[1], m[2], m[3], m[4], m[5]);
		out_str(pp->out, OUT_ANY, CLR_NONE, NULL, "%s ", buf);
	}
	out_close_arr(pp->out, OUT_JSON, NULL);
}

static const struct opt_handler mv_macaddrs = { .print = macaddrs_print };

#define MV_FLAG(k, f) { .kw = k, .attr = IFLA_MACVLAN_FLAGS, .h = &mv_flagword, \
		.data = OPT_FLAGVAL(f) }

/* Print order first; the mode is needed for anything to be printed. */
static const struct opt macvlan_opts[] = {
	{ .kw = "mode", .attr = IFLA_MACVLAN_MODE, .h = &opt_enum,
	  .data = OPT_ENUM(.names = mode_names, .size = 4,
		.errfmt = "Error: argument of \"mode\" must be \"private\", \"vepa\", \"bridge\", \"passthru\" or \"source\", not \"%s\"\n"),
	  .flags = OPT_LATER, .slot = S_MODE, .key = "mode" },
	{ .attr = IFLA_MACVLAN_FLAGS, .h = &mv_flagprint, .key = "nopromisc",
	  .fmt = "nopromisc ", .data = OPT_FLAGVAL(MACVLAN_FLAG_NOPROMISC) },
	{ .attr = IFLA_MACVLAN_FLAGS, .h = &mv_flagprint, .key = "nodst",
	  .fmt = "nodst ", .data = OPT_FLAGVAL(MACVLAN_FLAG_NODST) },
	{ .kw = "bcqueuelen", .attr = IFLA_MACVLAN_BC_QUEUE_LEN, .h = &opt_u32,
	  .data = OPT_NUM(.errfmt = "Error: argument of \"bcqueuelen\" must be a positive integer [0-4294967295], not \"%s\"\n"),
	  .key = "bcqueuelen" },
	{ .attr = IFLA_MACVLAN_BC_QUEUE_LEN_USED, .h = &opt_u32,
	  .key = "usedbcqueuelen" },
	{ .attr = IFLA_MACVLAN_MACADDR_COUNT, .h = &opt_u32, .flags = OPT_SIGNED,
	  .key = "macaddr_count", .fmt = "remotes (%d) " },
	{ .attr = IFLA_MACVLAN_MACADDR_DATA, .h = &mv_macaddrs,
	  .key = "macaddr_data" },
	{ .kw = "flag", .attr = IFLA_MACVLAN_FLAGS, .h = &mv_flag },
	{ .kw = "macaddr", .attr = IFLA_MACVLAN_MACADDR_MODE, .h = &mv_macaddr },
	MV_FLAG("nopromisc", MACVLAN_FLAG_NOPROMISC),
	MV_FLAG("nodst", MACVLAN_FLAG_NODST),
	{ 0 }
};

static const char *const macvlan_order[] = {
	"mode", "flag", "macaddr", "nopromisc", "nodst", "bcqueuelen", NULL
};

/* The address list belongs to source mode only, and is shown only with
 * its count. */
static void macvlan_print(struct opt_print *pp)
{
	const struct nlattr *const *tb = pp->tb;
	const struct opt *o;
	bool list;

	if (attr_len(tb[IFLA_MACVLAN_MODE]) < 4)
		return;
	list = attr_u32(tb[IFLA_MACVLAN_MODE]) == MACVLAN_MODE_SOURCE;
	for (o = pp->set->opts; opt_row_valid(o); o++) {
		if (o->attr == IFLA_MACVLAN_MACADDR_COUNT && !list)
			continue;
		if (o->attr == IFLA_MACVLAN_MACADDR_DATA &&
		    (!list || !tb[IFLA_MACVLAN_MACADDR_COUNT]))
			continue;
		opt_print_row(pp, o);
	}
}

#define MACVLAN_SET(nm, us) {						\
		.name = nm, .maxattr = IFLA_MACVLAN_MAX,		\
		.opts = macvlan_opts, .order = macvlan_order,		\
		.finish = macvlan_finish, .usage = us,			\
		.unknown_fmt = "%s: unknown option \"%s\"?\n",		\
		.print = macvlan_print,					\
	}

const struct link_kind kind_macvlan = {
	.set = MACVLAN_SET("macvlan", macvlan_usage),
	.del = KIND_DEL_UPPER,
};

const struct link_kind kind_macvtap = {
	.set = MACVLAN_SET("macvtap", macvtap_usage),
	.del = KIND_DEL_UPPER,
};
