// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ip/stats/ipstats.c - "ip stats": interface statistics, as iproute2 6.1.
 *
 * Done here: "help", "set dev DEV l3_stats { on | off }" and "show" of the
 * link group ("show [ dev DEV ] group link ...").  A show that asks for any
 * other group (or for all of them, by naming none) is handed on before
 * anything is printed.
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "verb.h"
#include "attr.h"
#include "ip.h"
#include "ipctx.h"
#include "link/link_print.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"
#include "nlstore.h"
#include "opt.h"
#include "print.h"

static const char usage_text[] =
	"Usage: ip stats help\n"
	"       ip stats show [ dev DEV ] [ group GROUP [ subgroup SUBGROUP [ suite SUITE ] ... ] ... ] ...\n"
	"       ip stats set dev DEV l3_stats { on | off }\n"
	"GROUP := { link | xstats | xstats_slave | offload | afstats }\n"
	"xstats SUBGROUP := { bridge [ suite stp ] [ suite mcast ] | bond [ suite 802.3ad ] }\n"
	"xstats_slave SUBGROUP := { bridge [ suite stp ] [ suite mcast ] | bond [ suite 802.3ad ] }\n"
	"offload SUBGROUP := { cpu_hit | hw_stats_info | l3_stats }\n"
	"afstats SUBGROUP := { mpls }\n";

static int usage_err(void)
{
	fputs(usage_text, stderr);
	return EINVAL;
}

/* on stderr, and the status 0 */
static int stats_usage(void)
{
	fputs(usage_text, stderr);
	return 0;
}

static int dev_index(struct ipctx *ctx, const char *name)
{
	int idx = lc_name2index(ctx->lc, name);

	if (idx <= 0)
		fprintf(stderr, "Cannot find device \"%s\"\n", name);
	return idx;
}

struct show {
	struct ipctx *ctx;
	struct link_printer lp;
	int ifindex;
	struct nlstore kept;	/* the dump's messages: names are looked up
				 * after it, when requests may be sent */
};

static void print_link(struct show *s, const struct nlmsghdr *nlh)
{
	const struct if_stats_msg *ism = NLMSG_DATA(nlh);
	const struct nlattr *tb[IFLA_STATS_MAX + 1];
	const struct nlattr *ltb[IFLA_MAX + 1] = { NULL };
	struct out *o = s->ctx->out;
	char nb[IFNAMSIZ + 16];

	attr_parse_msg(tb, IFLA_STATS_MAX, nlh, sizeof(*ism));
	if (!tb[IFLA_STATS_LINK_64])
		return;
	ltb[IFLA_STATS64] = tb[IFLA_STATS_LINK_64];
	out_open_obj(o, OUT_JSON, NULL);
	out_uint(o, OUT_ANY, "ifindex", "%u:", ism->ifindex);
	out_str(o, OUT_ANY, CLR_IFNAME, "ifname", " %s:",
		lc_index2name(s->ctx->lc, (int)ism->ifindex, nb));
	out_str(o, OUT_ANY, CLR_NONE, "group", " group %s", "link");
	out_nl(o);
	link_print_stats(&s->lp, ltb);
	out_nl(o);
	out_close_obj(o, OUT_JSON);
	if (!s->ifindex)
		out_nl(o);
}

static int show_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct show *s = arg;
	const struct if_stats_msg *ism = NLMSG_DATA(nlh);

	if (nlh->nlmsg_type != RTM_NEWSTATS)
		return 0;
	if (nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*ism))) {
		fprintf(stderr, "BUG: wrong nlmsg len %d\n",
			(int)(nlh->nlmsg_len - NLMSG_LENGTH(sizeof(*ism))));
		return 0;
	}
	if (s->ifindex && (int)ism->ifindex != s->ifindex)
		return 0;
	return nlstore_cb(nlh, &s->kept);
}

static const char *const groups[] = {
	"link", "xstats", "xstats_slave", "offload", "afstats", NULL
};

/* A device's word, once (looked up after the last word, as iproute2) */
static int dev_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	const char **w = opt_place(st, o);

	(void)argc;
	if (*w)
		return -err_duparg2("dev", argv[1]);
	*w = argv[1];
	return 1;
}

static const struct opt_handler stats_dev = { .parse = dev_parse, .nargs = 1 };

/* help ends the words with the usage and the status 0: the engine ends
 * only on an error, so the words after it are taken here and the caller
 * prints the usage */
static int help_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	bool *help = opt_place(st, o);

	(void)argv;
	*help = true;
	return argc - 1;
}

static const struct opt_handler stats_help = { .parse = help_parse };

/* Any word no row takes */
static int what_is(struct opt_parse *st, int argc, char **argv)
{
	(void)st;
	(void)argc;
	fprintf(stderr, "What is \"%s\"?\n", argv[0]);
	return -usage_err();
}

/* What show's words give */
struct show_words {
	const char *dev;
	bool link;		/* "group link" given */
	bool help;
};

/* group: only link is ours; the others go to the fallback */
static int group_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	struct show_words *w = st->obj;
	size_t i;

	(void)o;
	(void)argc;
	for (i = 0; groups[i] && !is(argv[1], groups[i]); i++)
		;
	if (!groups[i]) {
		fprintf(stderr, "Error: no group named %s found inside top-level\n",
			argv[1]);
		return -EINVAL;
	}
	if (i)
		return -IP_UNIMPL;
	w->link = true;
	return 1;
}

static const struct opt_handler show_group = { .parse = group_parse, .nargs = 1 };

/* subgroup: the link group has none, and none is asked before a group */
static int subgroup_parse(struct opt_parse *st, const struct opt *o, int argc,
			  char **argv)
{
	struct show_words *w = st->obj;

	(void)o;
	(void)argc;
	if (w->link)
		fprintf(stderr, "Error: subgroup %s requested inside leaf group link\n",
			argv[1]);
	else
		fprintf(stderr, "Error: subgroup %s requested without selecting a group first\n",
			argv[1]);
	return -EINVAL;
}

static const struct opt_handler show_subgroup = { .parse = subgroup_parse, .nargs = 1 };

#define SHOW(field) offsetof(struct show_words, field)

/* show's words, each in full, in iproute2's order */
static const struct opt show_opts[] = {
	{ "dev", SHOW(dev), OPT_EXACT | OPT_OBJ, &stats_dev },
	{ "help", SHOW(help), OPT_EXACT | OPT_OBJ, &stats_help },
	{ "group", 0, OPT_EXACT | OPT_OBJ, &show_group },
	{ "subgroup", 0, OPT_EXACT | OPT_OBJ, &show_subgroup },
	{ 0 }
};

static const struct opt_set show_set = {
	.name = "stats",
	.opts = show_opts,
	.other = what_is,
	.loop = OPT_LOOP_NO_HELP,
};

/* 0 when the words name only the link group; IP_UNIMPL when they name
 * another; else the error's status (-1: help, shown). */
static int show_parse(struct ipctx *ctx, int argc, char **argv, int *ifindex)
{
	struct show_words w = { 0 };
	struct opt_parse p;
	int st;

	st = opt_run(&p, ctx, &show_set, NULL, &w, argc, argv);
	if (st)
		return st;
	if (w.help) {
		stats_usage();
		return -1;
	}
	if (w.dev) {
		*ifindex = dev_index(ctx, w.dev);
		if (*ifindex <= 0)
			return 1;
	}
	return w.link ? 0 : IP_UNIMPL;
}

static int stats_show(struct ipctx *ctx, const struct verb *v, int argc,
		      char **argv)
{
	struct show s = { .ctx = ctx };
	struct msgbuf b;
	struct if_stats_msg *ism;
	int st = show_parse(ctx, argc, argv, &s.ifindex);
	struct ipctx deep;
	size_t off;

	(void)v;
	if (st)
		return st < 0 ? 0 : st;
	msgbuf_init(&b, RTM_GETSTATS, NLM_F_DUMP);
	ism = msg_extra(&b.m, sizeof(*ism));
	ism->filter_mask = IFLA_STATS_FILTER_BIT(IFLA_STATS_LINK_64);
	out_begin(ctx->out);
	st = nl_dump(ctx->nl, b.m.n, show_cb, &s, 0);
	/* any -s, and -d, show the error rows: "ip -s link" needs two */
	deep = *ctx;
	if (deep.o.stats || deep.o.details)
		deep.o.stats = 2;
	lp_init(&s.lp, &deep);
	nlstore_for_each(&s.kept, off)
		print_link(&s, nlstore_at(&s.kept, off));
	nlstore_free(&s.kept);
	lp_free(&s.lp);
	out_end(ctx->out);
	return st < 0 ? 1 : 0;
}

/* What set's words give */
struct set_words {
	const char *dev;
	int l3;			/* -1: not given */
	bool help;
};

/* on|off, each in full, into the row's int; one suite only */
static int l3_parse(struct opt_parse *st, const struct opt *o, int argc,
		    char **argv)
{
	int *at = opt_place(st, o);

	(void)argc;
	if (*at >= 0) {
		fputs("A statistics suite to toggle was already given.\n", stderr);
		return -EINVAL;
	}
	if (is(argv[1], "on"))
		*at = 1;
	else if (is(argv[1], "off"))
		*at = 0;
	else
		return -err_one_of_on_off(o->kw, argv[1]);
	return 1;
}

static const struct opt_handler set_onoff = { .parse = l3_parse, .nargs = 1 };

#define SET(field) offsetof(struct set_words, field)

static const struct opt set_opts[] = {
	{ "dev", SET(dev), OPT_EXACT | OPT_OBJ, &stats_dev },
	{ "help", SET(help), OPT_EXACT | OPT_OBJ, &stats_help },
	{ "l3_stats", SET(l3), OPT_EXACT | OPT_OBJ, &set_onoff },
	{ 0 }
};

static const struct opt_set set_set = {
	.name = "stats",
	.opts = set_opts,
	.other = what_is,
	.loop = OPT_LOOP_NO_HELP,
};

static int stats_set(struct ipctx *ctx, const struct verb *v, int argc,
		     char **argv)
{
	struct set_words w = { .l3 = -1 };
	struct if_stats_msg *ism;
	struct opt_parse p;
	struct msgbuf b;
	int ifindex, l3, st;

	(void)v;
	st = opt_run(&p, ctx, &set_set, NULL, &w, argc, argv);
	if (st)
		return st;
	if (w.help)
		return stats_usage();
	l3 = w.l3;
	if (!w.dev) {
		fprintf(stderr, "Not enough information: \"dev\" argument is required.\n");
		return IP_EARG;
	}
	if (l3 < 0) {
		fprintf(stderr, "Not enough information: stat type to toggle is required.\n");
		return IP_EARG;
	}
	ifindex = dev_index(ctx, w.dev);
	if (ifindex <= 0)
		return 1;
	msgbuf_init(&b, RTM_SETSTATS, NLM_F_ACK);
	ism = msg_extra(&b.m, sizeof(*ism));
	ism->ifindex = (uint32_t)ifindex;
	msg_put_u8(&b.m, IFLA_STATS_SET_OFFLOAD_XSTATS_L3_STATS, (uint8_t)l3);
	return nl_talk(ctx->nl, b.m.n, NULL, NULL, 0) ? 2 : 0;
}


static const struct verb stats_verbs[] = {
	{ "help", .usage = stats_usage },
	{ "show", stats_show },
	{ "set", stats_set },
	{ 0 }
};

const struct verb_set ipstats_verbs = {
	.obj = "stats",
	/* "ip stats" alone is not ours yet (a row with nothing to run):
	 * the fallback's */
	.none = &(const struct verb){ "" },
	.verbs = stats_verbs,
	.exact = true,
	.unknown_status = 1,
};
