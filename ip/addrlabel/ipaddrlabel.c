// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipaddrlabel.c - "ip addrlabel": add, delete, list/show, flush and help,
 * and the printer of one address label message, as iproute2 6.1.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <sys/socket.h>
#include <linux/if_addrlabel.h>
#include <linux/rtnetlink.h>

#include "addr.h"
#include "args.h"
#include "verb.h"
#include "attr.h"
#include "ip.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "netconf/ipnetconf.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"
#include "nlstore.h"
#include "opt.h"
#include "print.h"
#include "common/hosts.h"

/* iproute2's request: headers and 1024 bytes of attributes */
#define AL_BOUND (NLMSG_LENGTH(sizeof(struct ifaddrlblmsg)) + 1024)

static int al_usage(void)
{
	fputs("Usage: ip addrlabel { add | del } prefix PREFIX [ dev DEV ] [ label LABEL ]\n"
	      "       ip addrlabel [ list | flush | help ]\n", stderr);
	return IP_EARG;
}

int addrlabel_print(struct ipctx *ctx, struct out *o, const struct nlmsghdr *nlh)
{
	const struct nlattr *tb[IFAL_MAX + 1];
	const struct ifaddrlblmsg *ifal;

	if (nlh->nlmsg_type != RTM_NEWADDRLABEL && nlh->nlmsg_type != RTM_DELADDRLABEL)
		return 0;
	if (nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*ifal)))
		return -1;
	ifal = NLMSG_DATA(nlh);
	attr_parse_msg(tb, IFAL_MAX, nlh, sizeof(*ifal));
	out_open_obj(o, OUT_JSON, NULL);
	if (nlh->nlmsg_type == RTM_DELADDRLABEL)
		out_bool(o, OUT_ANY, "deleted", "Deleted ", true);
	if (tb[IFAL_ADDRESS]) {
		char b[256];

		out_text(o, "prefix ");
		out_str(o, OUT_ANY, ifal->ifal_family == AF_INET ? CLR_INET :
			ifal->ifal_family == AF_INET6 ? CLR_INET6 : CLR_NONE,
			"address", "%s",
			addr_host_attr(ctx, ifal->ifal_family, tb[IFAL_ADDRESS], b, sizeof(b)));
		out_uint(o, OUT_ANY, "prefixlen", "/%u ", ifal->ifal_prefixlen);
	}
	if (ifal->ifal_index) {
		char nb[IFNAMSIZ + 16];

		out_text(o, "dev ");
		out_str(o, OUT_ANY, CLR_IFNAME, "ifname", "%s ",
			lc_index2name(ctx->lc, (int)ifal->ifal_index, nb));
	}
	if (tb[IFAL_LABEL] && attr_len(tb[IFAL_LABEL]) == sizeof(uint32_t))
		out_uint(o, OUT_ANY, "label", "label %u ", attr_u32(tb[IFAL_LABEL]));
	out_text(o, "\n");
	out_close_obj(o, OUT_JSON);
	return 0;
}

/* What add and del are given besides the device */
struct al_state {
	struct inet_prefix prefix;
	uint32_t label;
};

/* prefix: in the family -4/-6 asked for */
static int prefix_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	struct al_state *a = st->obj;
	int r = addr_get_prefix(&a->prefix, argv[1], st->ctx->o.family);

	(void)o;
	(void)argc;
	return r ? -r : 1;
}

static const struct opt_handler al_prefix = { .parse = prefix_parse, .nargs = 1 };

static int dev_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	uint32_t idx = (uint32_t)lc_name2index(st->ctx->lc, argv[1]);

	(void)argc;
	if (!idx)
		return -err_invarg("dev is invalid\n", argv[1]);
	opt_put(st, o, &idx, sizeof(idx));
	return 1;
}

static const struct opt_handler al_dev = { .parse = dev_parse, .nargs = 1 };

/* The words, each in full; others ("help" too) are passed over, as
 * iproute2 does. */
static const struct opt modify_opts[] = {
	{ "prefix", 0, OPT_EXACT | OPT_OBJ, &al_prefix },
	{ "dev", offsetof(struct ifaddrlblmsg, ifal_index), OPT_EXACT | OPT_HDR,
	  &al_dev },
	{ "label", offsetof(struct al_state, label), OPT_EXACT | OPT_OBJ,
	  &opt_u32, OPT_NUM(.max = 0xfffffffeu, .err = "label is invalid\n") },
	{ 0 }
};

static const struct opt_set modify_set = {
	.name = "addrlabel",
	.opts = modify_opts,
	.loop = OPT_LOOP_NO_HELP | OPT_LOOP_SKIP,
};

static int al_modify(struct ipctx *ctx, const struct verb *v, int argc,
		     char **argv)
{
	struct al_state a = { .label = 0xffffffffu };
	uint16_t cmd = v->cmd;
	struct ifaddrlblmsg *ifal;
	struct opt_parse p;
	struct msgbuf b;
	int st;

	msgbuf_init(&b, cmd, cmd == RTM_NEWADDRLABEL ? NLM_F_CREATE | NLM_F_EXCL : 0);
	msg_set_bound(&b.m, AL_BOUND);
	ifal = msg_extra(&b.m, sizeof(*ifal));
	ifal->ifal_family = (uint8_t)ctx->o.family;
	st = opt_run(&p, ctx, &modify_set, &b.m, &a, argc, argv);
	if (st)
		return st;
	if (!opt_given(&p, "prefix")) {
		fprintf(stderr, "Not enough information: \"prefix\" argument is required.\n");
		return 1;
	}
	if (!opt_given(&p, "label")) {
		fprintf(stderr, "Not enough information: \"label\" argument is required.\n");
		return 1;
	}
	msg_put_u32(&b.m, IFAL_LABEL, a.label);
	msg_put(&b.m, IFAL_ADDRESS, a.prefix.data, a.prefix.len);
	ifal->ifal_prefixlen = (uint8_t)a.prefix.bitlen;
	if (ifal->ifal_family == AF_UNSPEC)
		ifal->ifal_family = AF_INET6;
	return nl_talk(ctx->nl, b.m.n, NULL, NULL, 0) ? 2 : 0;
}

static struct nlmsghdr *dump_req(struct msgbuf *b, int family)
{
	struct ifaddrlblmsg *ifal;

	msgbuf_init(b, RTM_GETADDRLABEL, 0);
	ifal = msg_extra(&b->m, sizeof(*ifal));
	ifal->ifal_family = (uint8_t)(family ? family : AF_INET6);
	return b->m.n;
}

static int al_list(struct ipctx *ctx, const struct verb *v, int argc,
		   char **argv)
{
	struct nlstore s = { 0 };
	struct msgbuf b;
	size_t off;
	int err, st = 0;

	(void)v;
	(void)argv;
	if (argc > 0) {
		fprintf(stderr, "\"ip addrlabel show\" does not take any arguments.\n");
		return 1;
	}
	out_begin(ctx->out);
	err = nl_dump(ctx->nl, dump_req(&b, ctx->o.family), nlstore_cb, &s, NL_DUMP_QUIET);
	if (err < 0) {
		nl_dump_perror(ctx->nl, err, false);
		st = 255;
	} else {
		nlstore_for_each(&s, off)
			if (addrlabel_print(ctx, ctx->out, nlstore_at(&s, off)) < 0) {
				st = 255;
				break;
			}
	}
	if (st)
		fprintf(stderr, "Dump terminated\n");
	else
		out_end(ctx->out);
	fflush(stdout);
	nlstore_free(&s);
	return st;
}

static int al_flush(struct ipctx *ctx, const struct verb *v, int argc,
		    char **argv)
{
	struct nlstore s = { 0 };
	struct msgbuf b;
	size_t off;
	int err, st = 0;

	(void)v;
	(void)argv;
	if (argc > 0) {
		fprintf(stderr, "\"ip addrlabel flush\" does not allow extra arguments\n");
		return 1;
	}
	err = nl_dump(ctx->nl, dump_req(&b, ctx->o.family), nlstore_cb, &s, NL_DUMP_QUIET);
	if (err < 0) {
		nl_dump_perror(ctx->nl, err, false);
		st = 1;
	}
	/* each label goes back as the dump gave it, now a deletion */
	nlstore_for_each(&s, off) {
		const struct nlmsghdr *h = nlstore_at(&s, off);
		const struct nlattr *tb[IFAL_MAX + 1];
		struct nlmsghdr *del;

		if (st)
			break;
		if (h->nlmsg_len < NLMSG_LENGTH(sizeof(struct ifaddrlblmsg))) {
			st = 1;
			break;
		}
		attr_parse_msg(tb, IFAL_MAX, h, sizeof(struct ifaddrlblmsg));
		if (!tb[IFAL_ADDRESS])
			continue;
		del = malloc(h->nlmsg_len);
		if (!del) {
			st = 1;
			break;
		}
		memcpy(del, h, h->nlmsg_len);
		del->nlmsg_type = RTM_DELADDRLABEL;
		del->nlmsg_flags = NLM_F_REQUEST;
		if (nl_talk(ctx->nl, del, NULL, NULL, 0))
			st = 1;
		free(del);
	}
	if (st)
		fprintf(stderr, "Flush terminated\n");
	nlstore_free(&s);
	return st;
}

static const struct verb al_verbs[] = {
	{ "list", al_list },
	{ "lst", al_list },
	{ "show", al_list },
	{ "add", al_modify, RTM_NEWADDRLABEL },
	{ "delete", al_modify, RTM_DELADDRLABEL },
	{ "flush", al_flush },
	{ "help", .usage = al_usage },
	{ 0 }
};

const struct verb_set ipaddrlabel_verbs = {
	.obj = "addrlabel",
	.none = &(const struct verb){ "list", al_list },
	.verbs = al_verbs,
};
