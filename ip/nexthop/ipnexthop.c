// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipnexthop.c - "ip nexthop": add, replace, delete, show/list, get,
 * flush, bucket show/get and help, as iproute2 6.1: the command words
 * and the requests that change nexthops (the listings: ip/nexthop/ipnexthop_show.c).
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
#include "verb.h"
#include "attr.h"
#include "ip.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "ipnexthop.h"
#include "linkcache.h"
#include "lwt/lwt_encap.h"
#include "msg.h"
#include "nl.h"
#include "nlstore.h"
#include "opt.h"
#include "print.h"
#include "addr.h"

/* iproute2's request: headers and 1024 bytes of attributes */
#define NH_BOUND (NLMSG_LENGTH(sizeof(struct nhmsg)) + 1024)
/* its encap is built apart, then added within 1024 bytes of message */
#define NH_ENCAP_BOUND 1024

/* ------------------------------------------------------------------ */
/* add, replace, delete */

static int parse_via(struct msg *m, struct nhmsg *nhm, int *argcp, char ***argvp)
{
	int argc = *argcp, family;
	char **argv = *argvp;
	struct inet_prefix v;

	NEXT_ARG();
	family = addr_read_family(*argv);
	if (family == AF_UNSPEC)
		family = nhm->nh_family;
	else
		NEXT_ARG();
	if (addr_parse(&v, *argv, family, 0)) {
		fprintf(stderr, "Error: %s address is expected rather than \"%s\".\n",
			family == AF_UNSPEC ? "any valid" : addr_family_name(family),
			*argv);
		return IP_FATAL | 1;
	}
	if (nhm->nh_family == AF_UNSPEC)
		nhm->nh_family = (uint8_t)v.family;
	else if (nhm->nh_family != v.family)
		return err_invarg("address family mismatch\n", *argv);
	msg_put(m, NHA_GATEWAY, v.data, v.len);
	*argcp = argc;
	*argvp = argv;
	return 0;
}

/* "ID[,WEIGHT]/...": 0, or the word as iproute2 has cut it up by then
 * (it ends each part where it was read) in *bad, and the message. */
static int parse_nh_group(struct msg *m, char *arg)
{
	struct nexthop_grp *grps;
	size_t count = 0, i;
	char *p = arg, *sep, *wsep;
	int st = -1;

	if (*arg)
		count = 1;
	for (sep = strchr(arg, '/'); sep; sep = strchr(sep + 1, '/'))
		count++;
	if (!count)
		goto bad;
	grps = calloc(count, sizeof(*grps));
	if (!grps)
		goto bad;
	for (i = 0; i < count; i++) {
		sep = strchr(p, '/');
		if (sep)
			*sep = '\0';
		wsep = strchr(p, ',');
		if (wsep)
			*wsep = '\0';
		if (get_unsigned(&grps[i].id, p, 0))
			goto out;
		if (wsep) {
			unsigned int w;

			wsep++;
			if (get_unsigned(&w, wsep, 0) || w == 0 || w > 256) {
				free(grps);
				return err_invarg("\"weight\" is invalid\n", wsep);
			}
			grps[i].weight = (uint8_t)(w - 1);
		}
		if (!sep)
			break;
		p = sep + 1;
	}
	st = msg_put(m, NHA_GROUP, grps, count * sizeof(*grps));
out:
	free(grps);
	if (!st)
		return 0;
bad:
	return err_invarg("\"group\" value is invalid\n", arg);
}

/* "idle_timer S", "unbalanced_timer S": seconds, sent in hundredths
 * (data: the message for a bad value) */
static int timer_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	uint32_t t;

	(void)argc;
	if (get_unsigned(&t, argv[1], 0) || t >= UINT32_MAX / 100)
		return -err_invarg(o->data, argv[1]);
	msg_put_u32(st->m, o->attr, t * 100);
	return 1;
}

static const struct opt_handler res_timer = { .parse = timer_parse, .nargs = 1 };

static const struct opt res_opts[] = {
	{ "buckets", NHA_RES_GROUP_BUCKETS, OPT_EXACT, &opt_u16,
	  OPT_NUM(.err = "invalid buckets value") },
	{ "idle_timer", NHA_RES_GROUP_IDLE_TIMER, OPT_EXACT, &res_timer,
	  "invalid idle timer value" },
	{ "unbalanced_timer", NHA_RES_GROUP_UNBALANCED_TIMER, OPT_EXACT,
	  &res_timer, "invalid unbalanced timer value" },
	{ 0 }
};

/* The first other word (even "help") is the group's next option. */
static const struct opt_set res_set = {
	.name = "resilient",
	.opts = res_opts,
	.maxattr = NHA_RES_GROUP_MAX,
	.loop = OPT_LOOP_STOP | OPT_LOOP_NO_HELP,
};

/* "type resilient [buckets N] [idle_timer S] [unbalanced_timer S]":
 * *argvp is left at the last word read. */
static int parse_res_args(struct ipctx *ctx, struct msg *m, int *argcp,
			  char ***argvp)
{
	int argc = *argcp, used, r;
	struct opt_parse p;
	struct nlattr *nest;

	if (argc < 2)
		return 0;
	nest = msg_nest(m, NHA_RES_GROUP);
	if (nest)
		nest->nla_type |= NLA_F_NESTED;
	opt_parse_init(&p, ctx, &res_set, m, true);
	r = opt_parse_how(&p, argc - 1, *argvp + 1, res_set.loop);
	if (r)
		return r;
	used = argc - 1 - p.left;
	*argcp = argc - used;
	*argvp += used;
	msg_nest_end(m, nest);
	return 0;
}

static int parse_group_type(struct ipctx *ctx, struct msg *m, int *argcp,
			    char ***argvp)
{
	int argc = *argcp, st = 0;
	char **argv = *argvp;
	uint16_t type;

	NEXT_ARG();
	if (is(*argv, "mpath"))
		type = NEXTHOP_GRP_TYPE_MPATH;
	else if (is(*argv, "resilient"))
		type = NEXTHOP_GRP_TYPE_RES;
	else
		return err_invarg("\"type\" value is invalid\n", *argv);
	if (type == NEXTHOP_GRP_TYPE_RES)
		st = parse_res_args(ctx, m, &argc, &argv);
	if (st)
		return st;
	*argcp = argc;
	*argvp = argv;
	msg_put_u16(m, NHA_GROUP_TYPE, type);
	return 0;
}

/* iproute2 builds the encap apart and adds it whole, or says why not
 * and sends the request without it. */
static int parse_encap(struct ipctx *ctx, struct msg *m, int *argcp,
		       char ***argvp)
{
	struct lwt_buf e;
	const void *data;
	size_t len;
	int st;

	lwt_buf_init(&e, LWT_BUF_ROOM);
	st = lwt_parse_encap(ctx, &e, argcp, argvp, NHA_ENCAP, NHA_ENCAP_TYPE);
	if (st)
		return st;
	data = lwt_buf_data(&e, &len);
	if (!len)
		return 0;
	if (NLMSG_ALIGN(m->n->nlmsg_len) + NLMSG_ALIGN(len) > NH_ENCAP_BOUND) {
		fprintf(stderr, "addraw_l ERROR: message exceeded bound of %d\n",
			NH_ENCAP_BOUND);
		return 0;
	}
	memcpy(msg_tail(m), data, len);
	m->n->nlmsg_len = (uint32_t)(NLMSG_ALIGN(m->n->nlmsg_len) + NLMSG_ALIGN(len));
	return 0;
}

/* The rows that read their words themselves (via, encap, type) through
 * a parser moving argc/argv to the last word it used: the words used. */
struct nh_words {
	int (*fn)(struct opt_parse *st, int *argcp, char ***argvp);
};

static struct nhmsg *req_nhm(struct opt_parse *st)
{
	return NLMSG_DATA(st->m->n);
}

static int via_words(struct opt_parse *st, int *argcp, char ***argvp)
{
	return parse_via(st->m, req_nhm(st), argcp, argvp);
}

static int encap_words(struct opt_parse *st, int *argcp, char ***argvp)
{
	return parse_encap(st->ctx, st->m, argcp, argvp);
}

static int type_words(struct opt_parse *st, int *argcp, char ***argvp)
{
	return parse_group_type(st->ctx, st->m, argcp, argvp);
}

/* data: the parser (struct nh_words) */
static int words_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	const struct nh_words *d = o->data;
	int left = argc;
	int r = d->fn(st, &left, &argv);

	return r ? -r : argc - left;
}

/* dev, blackhole: an IPv4 nexthop unless a family was given */
static int dev_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	int idx = 0;

	if (o->h->nargs) {
		idx = lc_name2index(st->ctx->lc, argv[1]);
		if (!idx)
			return -err_invarg("Device does not exist\n", argv[1]);
		msg_put_u32(st->m, o->attr, (uint32_t)idx);
	} else {
		msg_put_flag(st->m, o->attr);
	}
	if (req_nhm(st)->nh_family == AF_UNSPEC)
		req_nhm(st)->nh_family = AF_INET;
	(void)argc;
	return o->h->nargs;
}

static int group_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	int r = parse_nh_group(st->m, argv[1]);

	(void)o;
	(void)argc;
	return r ? -r : 1;
}

/* Any other word: iproute2's invarg with no text. */
static int modify_other(struct opt_parse *st, int argc, char **argv)
{
	(void)st;
	(void)argc;
	return -err_invarg("", argv[0]);
}

static const struct opt_handler nh_reader = { .parse = words_parse };
static const struct opt_handler nh_dev = { .parse = dev_parse, .nargs = 1 };
static const struct opt_handler nh_blackhole = { .parse = dev_parse };
static const struct opt_handler nh_group = { .parse = group_parse, .nargs = 1 };

#define NHM(field) offsetof(struct nhmsg, field)

/* In iproute2's order: it decides what an abbreviation means. */
static const struct opt modify_opts[] = {
	{ "id", NHA_ID, OPT_EXACT, &opt_u32, NH_ID },
	{ "dev", NHA_OIF, OPT_EXACT, &nh_dev },
	{ "via", NHA_GATEWAY, OPT_EXACT, &nh_reader,
	  &(const struct nh_words){ via_words } },
	{ "encap", NHA_ENCAP, OPT_EXACT, &nh_reader,
	  &(const struct nh_words){ encap_words } },
	{ "blackhole", NHA_BLACKHOLE, OPT_EXACT, &nh_blackhole },
	{ "fdb", NHA_FDB, OPT_EXACT, &opt_nlflag },
	{ "onlink", NHM(nh_flags), OPT_EXACT | OPT_HDR, &opt_flag32,
	  OPT_FLAGVAL(RTNH_F_ONLINK) },
	{ "group", NHA_GROUP, OPT_EXACT, &nh_group },
	{ "type", NHA_GROUP_TYPE, OPT_EXACT, &nh_reader,
	  &(const struct nh_words){ type_words } },
	{ "protocol", NHM(nh_protocol), OPT_HDR, &opt_rtname,
	  OPT_RTNAME(.which = RTN_PROTOS, .size = 1,
		     .err = "\"protocol\" value is invalid\n") },
	{ "help", 0, OPT_EXACT, &opt_usage, OPT_USAGE(nh_usage) },
	{ 0 }
};

static const struct opt_set modify_set = {
	.name = "nexthop",
	.opts = modify_opts,
	.maxattr = NHA_MAX,
	.other = modify_other,
	.loop = OPT_LOOP_NO_HELP,
};

static int nh_modify(struct ipctx *ctx, const struct verb *v, int argc,
		     char **argv)
{
	struct nlmsghdr *answer = NULL;
	struct opt_parse op;
	struct nhmsg *nhm;
	struct msgbuf b;
	int st;

	msgbuf_init(&b, v->cmd, v->flags);
	msg_set_bound(&b.m, NH_BOUND);
	nhm = msg_extra(&b.m, sizeof(*nhm));
	nhm->nh_family = (uint8_t)ctx->o.family;
	st = opt_run(&op, ctx, &modify_set, &b.m, NULL, argc, argv);
	if (st)
		return st;
	if (ctx->o.echo)
		b.m.n->nlmsg_flags |= NLM_F_ECHO | NLM_F_ACK;
	if (nl_talk(ctx->nl, b.m.n, ctx->o.echo ? nlstore_first_cb : NULL,
		    &answer, 0)) {
		free(answer);
		return 2;
	}
	if (ctx->o.echo && answer) {
		struct nh_printer p;

		/* iproute2 nests the entry in a second object here ("{{"):
		 * ours is the one object, so the JSON stays valid */
		nh_printer_init(&p, ctx, ctx->out);
		out_begin(ctx->out);
		nh_print(&p, answer);
		out_end(ctx->out);
		nh_printer_free(&p);
	}
	free(answer);
	return 0;
}

static const struct verb nh_verbs[] = {
	{ "add", nh_modify, RTM_NEWNEXTHOP, NLM_F_CREATE | NLM_F_EXCL },
	{ "replace", nh_modify, RTM_NEWNEXTHOP, NLM_F_CREATE | NLM_F_REPLACE },
	{ "delete", nh_modify, RTM_DELNEXTHOP, 0 },
	{ "list", nh_list_flush, .mode = NH_LIST },
	{ "show", nh_list_flush, .mode = NH_LIST },
	{ "lst", nh_list_flush, .mode = NH_LIST },
	{ "get", nh_get },
	{ "flush", nh_list_flush, .mode = NH_FLUSH },
	{ "bucket", nh_bucket },
	{ "help", .usage = nh_usage },
	{ 0 }
};

const struct verb_set ipnexthop_verbs = {
	.obj = "nexthop",
	.none = &(const struct verb){ "list", nh_list_flush, .mode = NH_LIST },
	.verbs = nh_verbs,
};
