// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ip/mroute/ipmroute.c - "ip mroute [show|list|lst] [[to] PREFIX]
 * [from PREFIX] [iif DEV] [table ID]", as iproute2 6.1.
 *
 * One dump of RTM_GETROUTE in the multicast family (IPv4's unless -6
 * was given; any other family shows nothing at all, without reading
 * the words).  IPv4 asks for the default table unless a table is named
 * (iproute2 keeps that for old kernels); the table, when there is one,
 * goes in the request too and is then never printed.  The other
 * selectors are applied here, by the printer the monitor uses
 * (ip/route/route_print.c).  The prefixes are read in the multicast family,
 * where iproute2 takes only "default", "any" and "all": any address is
 * refused with its message, and those three select everything.
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "verb.h"
#include "ip.h"
#include "ipctx.h"
#include "route/iproute.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"
#include "nlstore.h"
#include "opt.h"
#include "print.h"
#include "addr.h"
#include "rtnames.h"

static int mr_usage(void)
{
	fputs("Usage: ip mroute show [ [ to ] PREFIX ] [ from PREFIX ] [ iif DEVICE ]\n"
	      "                      [ table TABLE_ID ]\n"
	      "TABLE_ID := [ local | main | default | all | NUMBER ]\n", stderr);
	return IP_EARG;
}

/* What the words give: the filter, and the input device by name (looked
 * up after the words, as iproute2 does). */
struct mr_state {
	struct mroute_filter f;
	const char *dev;
};

/* "table ID": a name or number, "all" (any table) or "help" */
static int table_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	struct mr_state *s = st->obj;
	struct rtnames names = { 0 };
	uint32_t id;
	int bad;

	(void)o;
	(void)argc;
	/* (iproute2 reads only the names it knows itself here) */
	bad = rt_table_name2id(&names, argv[1], &id);
	rtnames_free(&names);
	if (!bad)
		s->f.tb = id;
	else if (is(argv[1], "all"))
		s->f.tb = 0;
	else if (is(argv[1], "help"))
		return -mr_usage();
	else
		return -err_invarg("table id value is invalid\n", argv[1]);
	return 1;
}

static const struct opt_handler mr_table = { .parse = table_parse, .nargs = 1 };

/* A prefix of the multicast family, at the row's place in the filter */
static int prefix_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	struct mr_state *s = st->obj;
	int r = addr_get_prefix(opt_place(st, o), argv[1], s->f.af);

	(void)argc;
	return r ? -r : 1;
}

static const struct opt_handler mr_prefix = { .parse = prefix_parse, .nargs = 1 };

#define MR(field) offsetof(struct mr_state, field)

/* The selectors, in iproute2's order. */
static const struct opt mr_opts[] = {
	{ "table", 0, OPT_OBJ, &mr_table },
	{ "iif", MR(dev), OPT_EXACT | OPT_OBJ, &opt_word },
	{ "from", MR(f.msrc), OPT_OBJ, &mr_prefix },
	{ 0 }
};

/* Any other word is the destination ("to" before it optional), or help */
static int dst_parse(struct opt_parse *st, int argc, char **argv)
{
	struct mr_state *s = st->obj;
	int used = is(argv[0], "to");
	int r;

	if (used && argc < 2)
		return -err_incomplete();
	if (matches(argv[used], "help"))
		return -mr_usage();
	r = addr_get_prefix(&s->f.mdst, argv[used], s->f.af);
	return r ? -r : used;
}

static const struct opt_set mr_set = {
	.name = "mroute",
	.opts = mr_opts,
	.other = dst_parse,
	.loop = OPT_LOOP_NO_HELP,
};

/* One stored answer: 0, or -1 where iproute2 ends the dump. */
static int mr_one(struct route_printer *rp, const struct mroute_filter *f,
		  const struct nlmsghdr *nlh)
{
	struct route_msg m;

	if (nlh->nlmsg_type != RTM_NEWROUTE && nlh->nlmsg_type != RTM_DELROUTE) {
		fprintf(stderr, "Not a multicast route: %08x %08x %08x\n",
			nlh->nlmsg_len, nlh->nlmsg_type, nlh->nlmsg_flags);
		return 0;
	}
	if (nlh->nlmsg_len < NLMSG_LENGTH(sizeof(struct rtmsg))) {
		fprintf(stderr, "BUG: wrong nlmsg len %d\n",
			(int)nlh->nlmsg_len - (int)NLMSG_LENGTH(sizeof(struct rtmsg)));
		return -1;
	}
	if (route_msg_take(&m, nlh))
		return -1;
	return mroute_print_f(rp, &m, f);
}

/* iproute2 reads a batch on a socket without strict dump checking, where
 * the kernel passes over the table asked for: without multicast routing
 * in the kernel the dump is then every route there is.  The same here,
 * for this one dump. */
static void batch_strict(struct ipctx *ctx, int on)
{
	int fd = nl_fd(ctx->nl);

	if (ctx->o.batch && fd >= 0)
		setsockopt(fd, SOL_NETLINK, NETLINK_GET_STRICT_CHK, &on, sizeof(on));
}

static int mr_dump(struct ipctx *ctx, const struct mroute_filter *f)
{
	struct route_filter rf = { 0 };
	struct route_printer rp;
	struct nlstore s = { 0 };
	struct msgbuf b;
	struct rtmsg *r;
	size_t off;
	int err, st = 0;

	msgbuf_init(&b, RTM_GETROUTE, NLM_F_DUMP);
	r = msg_extra(&b.m, sizeof(*r));
	r->rtm_family = (unsigned char)f->af;
	if (f->tb)
		msg_put_u32(&b.m, RTA_TABLE, f->tb);
	batch_strict(ctx, 0);
	route_filter_reset(&rf);
	route_printer_init(&rp, ctx, ctx->out, &rf);
	out_begin(ctx->out);
	err = nl_dump(ctx->nl, b.m.n, nlstore_cb, &s, NL_DUMP_QUIET);
	batch_strict(ctx, 1);
	if (err < 0 && err != -1 && err != -EIO)
		nl_dump_perror(ctx->nl, err, false);
	nlstore_for_each(&s, off)
		if (!err && mr_one(&rp, f, nlstore_at(&s, off)) < 0)
			err = -1;
	/* (iproute2 closes its JSON array before it ends) */
	out_end(ctx->out);
	fflush(stdout);
	if (err < 0) {
		fprintf(stderr, "Dump terminated\n");
		st = IP_FATAL | 1;
	}
	nlstore_free(&s);
	route_printer_free(&rp);
	return st;
}

static int mr_list(struct ipctx *ctx, const struct verb *v, int argc,
		   char **argv)
{
	struct mr_state s = { 0 };
	struct mroute_filter *f = &s.f;
	struct opt_parse p;
	int family, st;

	(void)v;
	f->mdst.bitlen = f->msrc.bitlen = -1;
	if (ctx->o.family == AF_INET || ctx->o.family == AF_UNSPEC) {
		family = RTNL_FAMILY_IPMR;
		f->tb = RT_TABLE_DEFAULT;
	} else if (ctx->o.family == AF_INET6) {
		family = RTNL_FAMILY_IP6MR;
	} else {
		return 0;	/* no multicast routing there */
	}
	f->af = family;
	f->mdst.family = f->msrc.family = family;
	st = opt_run(&p, ctx, &mr_set, NULL, &s, argc, argv);
	if (st)
		return st;
	/* the names of every device, as iproute2 reads them first */
	lc_fill_all(ctx->lc);
	if (s.dev) {
		int idx = lc_name2index(ctx->lc, s.dev);

		if (idx <= 0) {
			fprintf(stderr, "Cannot find device \"%s\"\n", s.dev);
			return 1;
		}
		f->iif = (uint32_t)idx;
	}
	return mr_dump(ctx, f);
}

static const struct verb mr_verbs[] = {
	{ "list", mr_list },
	{ "show", mr_list },
	{ "lst", mr_list },
	{ "help", .usage = mr_usage },
	{ 0 }
};

const struct verb_set ipmroute_verbs = {
	.obj = "mroute",
	.none = &(const struct verb){ "list", mr_list },
	.verbs = mr_verbs,
};
