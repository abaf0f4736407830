// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipnexthop_show.c - "ip nexthop show|list|flush|get" and "ip nexthop
 * bucket show|get", as iproute2 6.1.
 *
 * iproute2 keeps the show/flush filter for the whole process: in a batch
 * a line starts from what earlier lines left there (ctx's nh_filter).  A
 * listing is read whole, then its devices are named (one RTM_GETLINK
 * each when they are few, one link dump when they are many), then it is
 * printed.
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/if_link.h>
#include <linux/nexthop.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "attr.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "ipnexthop.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"
#include "nlstore.h"
#include "opt.h"
#include "print.h"

/* A nexthop message's device, for naming them first (0: none). */
static int nh_dev(const struct nlmsghdr *h)
{
	const struct nlattr *tb[NHA_OIF + 1];

	if (h->nlmsg_len < NLMSG_SPACE(sizeof(struct nhmsg)))
		return 0;
	attr_parse_msg(tb, NHA_OIF, h, sizeof(struct nhmsg));
	return (int)attr_u32(tb[NHA_OIF]);
}

static struct nlmsghdr *dump_req(struct msgbuf *b, uint16_t type, int family,
				 const struct nh_filter *f, bool bucket)
{
	struct nhmsg *nhm;

	msgbuf_init(b, type, 0);
	nhm = msg_extra(&b->m, sizeof(*nhm));
	nhm->nh_family = (uint8_t)family;
	if (f->ifindex)
		msg_put_u32(&b->m, NHA_OIF, (uint32_t)f->ifindex);
	if (f->groups)
		msg_put(&b->m, NHA_GROUPS, NULL, 0);
	if (f->master)
		msg_put_u32(&b->m, NHA_MASTER, (uint32_t)f->master);
	if (f->fdb)
		msg_put(&b->m, NHA_FDB, NULL, 0);
	if (bucket && f->id)
		msg_put_u32(&b->m, NHA_ID, f->id);
	if (bucket && f->nhid) {
		struct nlattr *nest = msg_nest(&b->m, NHA_RES_BUCKET);

		if (nest)
			nest->nla_type |= NLA_F_NESTED;
		msg_put_u32(&b->m, NHA_RES_BUCKET_NH_ID, f->nhid);
		msg_nest_end(&b->m, nest);
	}
	return b->m.n;
}

/* A dump into s: 0, or -1 after iproute2's messages. */
static int dump(struct ipctx *ctx, struct nlmsghdr *req, struct nlstore *s)
{
	int err = nl_dump(ctx->nl, req, nlstore_cb, s, NL_DUMP_QUIET);

	if (err < 0) {
		nl_dump_perror(ctx->nl, err, false);
		return -1;
	}
	return 0;
}

static int nh_delete(struct ipctx *ctx, uint32_t id)
{
	struct msgbuf b;
	struct nhmsg *nhm;

	msgbuf_init(&b, RTM_DELNEXTHOP, 0);
	nhm = msg_extra(&b.m, sizeof(*nhm));
	nhm->nh_family = AF_UNSPEC;
	msg_put_u32(&b.m, NHA_ID, id);
	return nl_talk(ctx->nl, b.m.n, NULL, NULL, 0) ? -1 : 0;
}

static int nh_flush(struct ipctx *ctx, struct nh_filter *f, bool all)
{
	int rc = 2;

	if (all) {
		f->groups = true;
		f->ifindex = 0;
		f->master = 0;
	}
	for (;;) {
		struct nlstore s = { 0 };
		struct msgbuf b;
		size_t off;
		bool bad = false;

		if (dump(ctx, dump_req(&b, RTM_GETNEXTHOP, ctx->o.family, f, false), &s)) {
			nlstore_free(&s);
			fprintf(stderr, "Dump terminated. Failed to flush nexthops\n");
			goto out;
		}
		nlstore_for_each(&s, off) {
			const struct nlmsghdr *h = nlstore_at(&s, off);
			const struct nlattr *tb[NHA_ID + 1];
			const struct nhmsg *nhm = NLMSG_DATA(h);
			uint32_t id;

			if (h->nlmsg_len < NLMSG_SPACE(sizeof(*nhm))) {
				fprintf(stderr, "BUG: wrong nlmsg len %d\n",
					(int)h->nlmsg_len - (int)NLMSG_SPACE(sizeof(*nhm)));
				bad = true;
				break;
			}
			if (f->proto && nhm->nh_protocol != f->proto)
				continue;
			attr_parse_msg(tb, NHA_ID, h, sizeof(*nhm));
			id = attr_u32(tb[NHA_ID]);
			if (id && !nh_delete(ctx, id))
				f->flushed++;
		}
		nlstore_free(&s);
		if (bad) {
			fprintf(stderr, "Dump terminated. Failed to flush nexthops\n");
			goto out;
		}
		/* deleting everything: the groups first */
		if (all && f->groups) {
			f->groups = false;
			continue;
		}
		break;
	}
	rc = 0;
out:
	if (!f->flushed)
		printf("Nothing to flush\n");
	else
		printf("Flushed %u nexthops\n", f->flushed);
	fflush(stdout);
	return rc;
}

/* Print one answer (a get): 0, or 1 when it is no printable nexthop. */
static int print_answer(struct ipctx *ctx, const struct nlmsghdr *answer,
			bool bucket)
{
	struct nh_printer p;
	int r;

	nh_printer_init(&p, ctx, ctx->out);
	p.proto = nh_filter_of(ctx) ? nh_filter_of(ctx)->proto : 0;
	out_begin(ctx->out);
	r = bucket ? nh_bucket_print(&p, answer) : nh_print(&p, answer);
	if (!r)
		out_end(ctx->out);
	nh_printer_free(&p);
	fflush(stdout);
	return r ? 1 : 0;
}

static int nh_get_id(struct ipctx *ctx, uint32_t id)
{
	struct nlmsghdr *answer = NULL;
	struct nhmsg *nhm;
	struct msgbuf b;
	int st;

	msgbuf_init(&b, RTM_GETNEXTHOP, 0);
	nhm = msg_extra(&b.m, sizeof(*nhm));
	nhm->nh_family = (uint8_t)ctx->o.family;
	msg_put_u32(&b.m, NHA_ID, id);
	if (nl_talk(ctx->nl, b.m.n, nlstore_first_cb, &answer, 0) || !answer) {
		free(answer);
		return 2;
	}
	st = print_answer(ctx, answer, false);
	free(answer);
	return st;
}

static int print_stored(struct ipctx *ctx, const struct nlstore *s, bool bucket)
{
	struct nh_printer p;
	size_t off;
	int st = 0;

	nh_printer_init(&p, ctx, ctx->out);
	p.proto = nh_filter_of(ctx) ? nh_filter_of(ctx)->proto : 0;
	nlstore_for_each(s, off) {
		const struct nlmsghdr *h = nlstore_at(s, off);

		if ((bucket ? nh_bucket_print(&p, h) : nh_print(&p, h)) < 0) {
			st = -1;
			break;
		}
	}
	nh_printer_free(&p);
	return st;
}

static int nh_dump_show(struct ipctx *ctx, const struct nh_filter *f, bool bucket)
{
	struct nlstore s = { 0 };
	struct msgbuf b;
	int st = 0;

	out_begin(ctx->out);
	if (dump(ctx, dump_req(&b, bucket ? RTM_GETNEXTHOPBUCKET : RTM_GETNEXTHOP,
			       ctx->o.family, f, bucket), &s)) {
		st = 2;
	} else {
		if (!bucket)
			lc_name_devices(ctx->lc, &s, nh_dev);
		if (print_stored(ctx, &s, bucket))
			st = 2;
	}
	if (st) {
		fprintf(stderr, "Dump terminated\n");
	} else {
		out_end(ctx->out);
	}
	fflush(stdout);
	nlstore_free(&s);
	return st;
}

/* "dev", "master" and "vrf" of the show filters. */
static int filter_dev(struct ipctx *ctx, const char *w, const char *arg,
		      struct nh_filter *f)
{
	int idx;

	if (matches(w, "dev") || matches(w, "master")) {
		idx = lc_name2index(ctx->lc, arg);
		if (!idx)
			return err_invarg("Device does not exist\n", arg);
		if (matches(w, "dev"))
			f->ifindex = idx;
		else
			f->master = idx;
		return 0;
	}
	if (!ip_vrf_index(ctx, arg))
		return err_invarg("Invalid VRF\n", arg);
	f->master = lc_name2index(ctx->lc, arg);
	if (!f->master)
		return err_invarg("VRF does not exist\n", arg);
	return 0;
}

/* dev, master, vrf (the row's keyword says which) */
static int dev_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	int r = filter_dev(st->ctx, o->kw, argv[1], st->obj);

	(void)argc;
	return r ? -r : 1;
}

/* list/flush "id ID": the one nexthop, kept in u[0]; the words after it
 * are not read (iproute2 acts on it at once) */
static int lid_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	uint32_t id;
	int r = nh_parse_id(&id, argv[1]);

	if (r)
		return -r;
	opt_put_number(st, o, 4, false, id);
	return argc - 1;
}

/* Any other word: a prefix of help, else iproute2's invarg. */
static int filter_other(struct opt_parse *st, int argc, char **argv)
{
	(void)st;
	(void)argc;
	if (matches(argv[0], "help"))
		return -nh_usage();
	return -err_invarg("", argv[0]);
}

static const struct opt_handler filter_dev_h = { .parse = dev_parse, .nargs = 1 };
static const struct opt_handler list_id = { .parse = lid_parse, .nargs = 1 };

#define FILTER(field) offsetof(struct nh_filter, field)

/* list, flush: in iproute2's order */
static const struct opt list_opts[] = {
	{ "dev", FILTER(ifindex), OPT_OBJ, &filter_dev_h },
	{ "master", FILTER(master), OPT_OBJ, &filter_dev_h },
	{ "vrf", FILTER(master), OPT_OBJ, &filter_dev_h },
	{ "groups", FILTER(groups), OPT_OBJ, &opt_flag },
	{ "id", 0, OPT_EXACT | OPT_LATER, &list_id },
	{ "protocol", FILTER(proto), OPT_OBJ, &opt_u32,
	  OPT_NUM(.err = "invalid protocol value") },
	{ "fdb", FILTER(fdb), OPT_OBJ, &opt_flag },
	{ 0 }
};

static const struct opt_set list_set = {
	.name = "nexthop",
	.opts = list_opts,
	.other = filter_other,
	.loop = OPT_LOOP_NO_HELP,
};

int nh_list_flush(struct ipctx *ctx, const struct verb *v, int argc,
		  char **argv)
{
	struct nh_filter *f = nh_filter_of(ctx);
	struct opt_parse p;
	int st;

	if (!f)
		return 1;
	st = opt_run(&p, ctx, &list_set, NULL, f, argc, argv);
	if (st)
		return st;
	if (opt_given(&p, "id")) {
		if (v->mode == NH_LIST)
			return nh_get_id(ctx, (uint32_t)p.u[0]);
		return nh_delete(ctx, (uint32_t)p.u[0]) ? 1 : 0;
	}
	if (v->mode == NH_FLUSH)
		return nh_flush(ctx, f, argc == 0);
	return nh_dump_show(ctx, f, false);
}

int nh_get(struct ipctx *ctx, const struct verb *v, int argc,
	   char **argv)
{
	uint32_t id = 0;
	int st;

	(void)v;
	for (; argc > 0; argc--, argv++) {
		if (!is(*argv, "id"))
			return nh_usage();
		NEXT_ARG();
		st = nh_parse_id(&id, *argv);
		if (st)
			return st;
	}
	if (!id)
		return nh_usage();
	return nh_get_id(ctx, id);
}

/* ------------------------------------------------------------------ */
/* buckets */

/* bucket list: in iproute2's order */
static const struct opt bucket_opts[] = {
	{ "dev", FILTER(ifindex), OPT_OBJ, &filter_dev_h },
	{ "master", FILTER(master), OPT_OBJ, &filter_dev_h },
	{ "vrf", FILTER(master), OPT_OBJ, &filter_dev_h },
	{ "id", FILTER(id), OPT_EXACT | OPT_OBJ, &opt_u32, NH_ID },
	{ "nhid", FILTER(nhid), OPT_EXACT | OPT_OBJ, &opt_u32, NH_ID },
	{ 0 }
};

static const struct opt_set bucket_set = {
	.name = "nexthop",
	.opts = bucket_opts,
	.other = filter_other,
	.loop = OPT_LOOP_NO_HELP,
};

static int bucket_list(struct ipctx *ctx, const struct verb *v, int argc,
		       char **argv)
{
	struct nh_filter *f = nh_filter_of(ctx);
	struct opt_parse p;
	int st;

	(void)v;
	if (!f)
		return 1;
	st = opt_run(&p, ctx, &bucket_set, NULL, f, argc, argv);
	return st ? st : nh_dump_show(ctx, f, true);
}

static int bucket_get(struct ipctx *ctx, const struct verb *v, int argc,
		      char **argv)
{
	struct nlmsghdr *answer = NULL;
	bool have_index = false;
	uint16_t index = 0;
	uint32_t id = 0;
	struct nlattr *nest;
	struct nhmsg *nhm;
	struct msgbuf b;
	int st;

	(void)v;
	for (; argc > 0; argc--, argv++) {
		if (is(*argv, "id")) {
			NEXT_ARG();
			st = nh_parse_id(&id, *argv);
			if (st)
				return st;
		} else if (is(*argv, "index")) {
			NEXT_ARG();
			if (get_u16(&index, *argv, 0))
				return err_invarg("invalid bucket index value", *argv);
			have_index = true;
		} else {
			return nh_usage();
		}
	}
	if (!id || !have_index)
		return nh_usage();
	msgbuf_init(&b, RTM_GETNEXTHOPBUCKET, 0);
	nhm = msg_extra(&b.m, sizeof(*nhm));
	nhm->nh_family = (uint8_t)ctx->o.family;
	msg_put_u32(&b.m, NHA_ID, id);
	nest = msg_nest(&b.m, NHA_RES_BUCKET);
	if (nest)
		nest->nla_type |= NLA_F_NESTED;
	msg_put_u16(&b.m, NHA_RES_BUCKET_INDEX, index);
	msg_nest_end(&b.m, nest);
	if (nl_talk(ctx->nl, b.m.n, nlstore_first_cb, &answer, 0) || !answer) {
		free(answer);
		return 2;
	}
	st = print_answer(ctx, answer, true);
	free(answer);
	return st;
}

static const struct verb bucket_verbs[] = {
	{ "list", bucket_list },
	{ "show", bucket_list },
	{ "lst", bucket_list },
	{ "get", bucket_get },
	{ "help", .usage = nh_usage },
	{ 0 }
};

static const struct verb_set bucket_verb_set = {
	.obj = "nexthop",
	.none = &(const struct verb){ "list", bucket_list },
	.verbs = bucket_verbs,
};

int nh_bucket(struct ipctx *ctx, const struct verb *v, int argc, char **argv)
{
	(void)v;
	return verb_run(ctx, &bucket_verb_set, argc, argv);
}

