// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ip/token/iptoken.c - "ip token": the IPv6 interface identifier a device
 * uses for the addresses it makes from router advertisements.  list (show,
 * lst, get: one IPv6 link dump, filtered as iproute2 6.1 filters it), set
 * (add) and del (the token "::"), help.
 *
 * The token is read from an AF_INET6 link dump (IFLA_PROTINFO, then
 * IFLA_INET6_TOKEN) and written by an AF_INET6 RTM_SETLINK carrying
 * IFLA_AF_SPEC { AF_INET6 { IFLA_INET6_TOKEN } }, the device in the header.
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <net/if.h>
#include <sys/socket.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "verb.h"
#include "attr.h"
#include "ip.h"
#include "ipctx.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"
#include "nlstore.h"
#include "opt.h"
#include "print.h"
#include "addr.h"
#include "common/hosts.h"

static int tok_usage(void)
{
	fputs("Usage: ip token [ list | set | del | get ] [ TOKEN ] [ dev DEV ]\n",
	      stderr);
	return IP_EARG;
}

/* iproute2's name look-up, whose "if<N>" takes any unsigned N (stored in
 * a signed index: "if4294967295" is index -1).  0 for no device. */
static int tok_dev(struct ipctx *ctx, const char *name)
{
	unsigned int u;
	int idx = lc_name2index(ctx->lc, name);

	if (idx)
		return idx;
	if (sscanf(name, "if%u", &u) == 1)
		return (int)u;
	return 0;
}

static int tok_index_of(const struct nlmsghdr *h)
{
	const struct ifinfomsg *ifi = NLMSG_DATA(h);

	if (h->nlmsg_type != RTM_NEWLINK ||
	    h->nlmsg_len < NLMSG_LENGTH(sizeof(*ifi)))
		return 0;
	return ifi->ifi_family == AF_INET6 ? ifi->ifi_index : 0;
}

/* One message of the dump: 0 (printed or passed over), or -1 where
 * iproute2 ends the dump. */
static int tok_print(struct ipctx *ctx, int ifindex, const struct nlmsghdr *h)
{
	const struct nlattr *tb[IFLA_MAX + 1], *ltb[IFLA_INET6_MAX + 1];
	const struct ifinfomsg *ifi = NLMSG_DATA(h);
	char ab[256], nb[IFNAMSIZ + 16];

	if (h->nlmsg_type != RTM_NEWLINK ||
	    h->nlmsg_len < NLMSG_LENGTH(sizeof(*ifi)))
		return -1;
	if (ifi->ifi_family != AF_INET6 || ifi->ifi_index == 0)
		return 0;
	if (ifindex > 0 && ifi->ifi_index != ifindex)
		return 0;
	if (ifi->ifi_flags & (IFF_LOOPBACK | IFF_NOARP))
		return 0;
	attr_parse_msg(tb, IFLA_MAX, h, sizeof(*ifi));
	if (!tb[IFLA_PROTINFO])
		return -1;
	attr_parse_nested(ltb, IFLA_INET6_MAX, tb[IFLA_PROTINFO]);
	if (!ltb[IFLA_INET6_TOKEN]) {
		fprintf(stderr, "Seems there's no support for IPv6 token!\n");
		return -1;
	}
	out_open_obj(ctx->out, OUT_JSON, NULL);
	out_text(ctx->out, "token ");
	out_str(ctx->out, OUT_ANY, CLR_INET6, "token", "%s",
		addr_host_attr(ctx, AF_INET6, ltb[IFLA_INET6_TOKEN], ab, sizeof(ab)));
	out_text(ctx->out, " dev ");
	out_str(ctx->out, OUT_ANY, CLR_IFNAME, "ifname", "%s\n",
		lc_index2name(ctx->lc, ifi->ifi_index, nb));
	out_close_obj(ctx->out, OUT_JSON);
	return 0;
}

/* dev: the device's index at the row's place (an int), once: a second
 * one is passed over */
static int tdev_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	int *at = opt_place(st, o), idx;

	(void)argc;
	if (*at)
		return 1;
	idx = tok_dev(st->ctx, argv[1]);
	if (!idx)
		return -err_invarg("dev is invalid\n", argv[1]);
	memcpy(at, &idx, sizeof(idx));
	return 1;
}

static const struct opt_handler tok_devh = { .parse = tdev_parse, .nargs = 1 };

/* list: the first "dev" decides and ends the words */
static int ldev_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	int r = tdev_parse(st, o, argc, argv);

	return r < 0 ? r : argc - 1;
}

static const struct opt_handler tok_ldev = { .parse = ldev_parse, .nargs = 1 };

/* (list's other words, "help" too, are passed over) */
static const struct opt list_opts[] = {
	{ "dev", 0, OPT_EXACT | OPT_OBJ, &tok_ldev },
	{ 0 }
};

static const struct opt_set list_set = {
	.name = "token",
	.opts = list_opts,
	.loop = OPT_LOOP_NO_HELP | OPT_LOOP_SKIP,
};

static int tok_list(struct ipctx *ctx, const struct verb *v, int argc,
		    char **argv)
{
	struct nlstore s = { 0 };
	struct ifinfomsg *ifi;
	struct opt_parse p;
	struct msgbuf b;
	int ifindex = 0, err, st;
	size_t off;

	(void)v;
	st = opt_run(&p, ctx, &list_set, NULL, &ifindex, argc, argv);
	if (st)
		return st;
	msgbuf_init(&b, RTM_GETLINK, NLM_F_DUMP);
	ifi = msg_extra(&b.m, sizeof(*ifi));
	ifi->ifi_family = AF_INET6;
	out_begin(ctx->out);
	err = nl_dump(ctx->nl, b.m.n, nlstore_cb, &s, NL_DUMP_QUIET | NL_DUMP_NOLOOK);
	if (err < 0) {
		nl_dump_perror(ctx->nl, err, false);
		st = 1;
	} else {
		lc_name_devices(ctx->lc, &s, tok_index_of);
		nlstore_for_each(&s, off)
			if (tok_print(ctx, ifindex, nlstore_at(&s, off)) < 0) {
				st = 1;
				break;
			}
	}
	nlstore_free(&s);
	out_end(ctx->out);
	fflush(stdout);
	if (st)
		fprintf(stderr, "Dump terminated\n");
	return st;
}

/* set's token: the first word that is not a keyword */
struct tok_state {
	struct inet_prefix tok;
	bool have_tok;
};

static int token_other(struct opt_parse *st, int argc, char **argv)
{
	struct tok_state *t = st->obj;
	int r;

	(void)argc;
	if (matches(argv[0], "help"))
		return -tok_usage();
	if (t->have_tok)
		return 0;
	r = addr_get_prefix(&t->tok, argv[0], AF_INET6);
	if (r)
		return -r;
	t->have_tok = true;
	return 0;
}

static const struct opt set_opts[] = {
	{ "dev", offsetof(struct ifinfomsg, ifi_index), OPT_EXACT | OPT_HDR,
	  &tok_devh },
	{ 0 }
};

static const struct opt_set set_set = {
	.name = "token",
	.opts = set_opts,
	.other = token_other,
	.loop = OPT_LOOP_NO_HELP,
};

/* set (del: the token "::"): the first token word and the first device
 * count; "help" among the words shows the usage. */
static int tok_set(struct ipctx *ctx, const struct verb *v, int argc,
		   char **argv)
{
	struct tok_state t = { .tok.len = 16, .have_tok = v->mode };
	struct nlattr *spec, *af;
	struct ifinfomsg *ifi;
	struct opt_parse p;
	struct msgbuf b;
	int st;

	msgbuf_init(&b, RTM_SETLINK, 0);
	msg_set_bound(&b.m, NLMSG_LENGTH(sizeof(*ifi)) + 512);
	ifi = msg_extra(&b.m, sizeof(*ifi));
	ifi->ifi_family = AF_INET6;
	st = opt_run(&p, ctx, &set_set, &b.m, &t, argc, argv);
	if (st)
		return st;
	if (!t.have_tok) {
		fprintf(stderr, "Not enough information: token is required.\n");
		return 1;
	}
	if (!ifi->ifi_index) {
		fprintf(stderr, "Not enough information: \"dev\" argument is required.\n");
		return 1;
	}
	spec = msg_nest(&b.m, IFLA_AF_SPEC);
	af = msg_nest(&b.m, AF_INET6);
	msg_put(&b.m, IFLA_INET6_TOKEN, t.tok.data, t.tok.len);
	msg_nest_end(&b.m, af);
	msg_nest_end(&b.m, spec);
	return nl_talk(ctx->nl, b.m.n, NULL, NULL, 0) ? 2 : 0;
}

static const struct verb tok_verbs[] = {
	{ "list", tok_list },
	{ "lst", tok_list },
	{ "show", tok_list },
	{ "set", tok_set },
	{ "add", tok_set },
	{ "delete", tok_set, .mode = true },
	{ "get", tok_list },
	{ "help", .usage = tok_usage },
	{ 0 }
};

const struct verb_set iptoken_verbs = {
	.obj = "token",
	.none = &(const struct verb){ "list", tok_list },
	.verbs = tok_verbs,
};
