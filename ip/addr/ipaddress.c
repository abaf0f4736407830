// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipaddress.c - "ip address": add, change, replace, delete, showdump and
 * restore, and the command's dispatch, as iproute2 6.1 does them; show,
 * flush, save and the usage text are ip/addr/ipaddr_show.c's.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <net/if.h>
#include <sys/socket.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "addr.h"
#include "verb.h"
#include "args.h"
#include "attr.h"
#include "ip.h"
#include "ipaddr.h"
#include "ipctx.h"
#include "link/link.h"
#include "linkcache.h"
#include "link/link_print.h"
#include "msg.h"
#include "nl.h"
#include "nlfile.h"
#include "nlstore.h"
#include "print.h"

#define INFINITY_LIFE_TIME 0xffffffffu
/* iproute2's request: the headers and 256 bytes of attributes */
#define ADDR_BOUND (NLMSG_LENGTH(sizeof(struct ifaddrmsg)) + 256)

/* ------------------------------------------------------------------ */
/* add, change, replace, delete */

struct modify {
	struct ipctx *ctx;
	struct msgbuf b;
	struct ifaddrmsg *ifa;
	const char *dev;
	const char *lcl_arg;
	const char *valid_arg, *preferred_arg;
	struct inet_prefix lcl, peer;
	bool lcl_plen;		/* the local address came with "/N" */
	int local_len, peer_len, brd_len, any_len;
	bool scoped;
	uint32_t valid_lft, preferred_lft;
	uint32_t flags;
	struct rtnames scopes;
};

/* The address family the arguments so far have set. */
static void set_family(struct modify *a, int family)
{
	if (a->ifa->ifa_family == AF_UNSPEC)
		a->ifa->ifa_family = (unsigned char)family;
}

static int lifetime(uint32_t *v, const char *arg)
{
	if (is(arg, "forever")) {
		*v = INFINITY_LIFE_TIME;
		return 0;
	}
	return get_u32(v, arg, 0);
}

static int modify_parse(struct modify *a, int argc, char **argv)
{
	int st = 0;

	for (; argc > 0 && !st; argc--, argv++) {
		const char *w = *argv;
		const struct ifa_flag *fl;

		if (is(w, "peer") || is(w, "remote")) {
			NEXT_ARG();
			if (a->peer_len) {
				st = err_duparg("peer", *argv);
				break;
			}
			st = addr_get_prefix(&a->peer, *argv, a->ifa->ifa_family);
			if (st)
				break;
			a->peer_len = a->peer.len;
			set_family(a, a->peer.family);
			msg_put(&a->b.m, IFA_ADDRESS, a->peer.data, a->peer.len);
			a->ifa->ifa_prefixlen = (unsigned char)a->peer.bitlen;
		} else if (matches(w, "broadcast") || is(w, "brd")) {
			struct inet_prefix brd;

			NEXT_ARG();
			if (a->brd_len) {
				st = err_duparg("broadcast", *argv);
			} else if (is(*argv, "+")) {
				a->brd_len = -1;
			} else if (is(*argv, "-")) {
				a->brd_len = -2;
			} else if (!(st = addr_get(&brd, *argv, a->ifa->ifa_family))) {
				set_family(a, brd.family);
				msg_put(&a->b.m, IFA_BROADCAST, brd.data, brd.len);
				a->brd_len = brd.len;
			}
		} else if (is(w, "anycast")) {
			struct inet_prefix any;

			NEXT_ARG();
			if (a->any_len) {
				st = err_duparg("anycast", *argv);
			} else if (!(st = addr_get(&any, *argv, a->ifa->ifa_family))) {
				set_family(a, any.family);
				msg_put(&a->b.m, IFA_ANYCAST, any.data, any.len);
				a->any_len = any.len;
			}
		} else if (is(w, "scope")) {
			uint32_t scope;

			NEXT_ARG();
			if (rt_scope_a2n(&a->scopes, *argv, &scope))
				st = err_invarg("invalid scope value.", *argv);
			a->ifa->ifa_scope = (unsigned char)scope;
			a->scoped = true;
		} else if (is(w, "dev")) {
			NEXT_ARG();
			a->dev = *argv;
		} else if (is(w, "label")) {
			NEXT_ARG();
			msg_put_strz(&a->b.m, IFA_LABEL, *argv);
		} else if (matches(w, "metric") || matches(w, "priority") ||
			   matches(w, "preference")) {
			uint32_t metric;

			NEXT_ARG();
			if (get_u32(&metric, *argv, 0))
				st = err_invarg("\"metric\" value is invalid\n", *argv);
			else
				msg_put_u32(&a->b.m, IFA_RT_PRIORITY, metric);
		} else if (matches(w, "valid_lft")) {
			if (a->valid_arg) {
				st = err_duparg("valid_lft", *argv);
				break;
			}
			NEXT_ARG();
			a->valid_arg = *argv;
			if (lifetime(&a->valid_lft, *argv))
				st = err_invarg("valid_lft value", *argv);
		} else if (matches(w, "preferred_lft")) {
			if (a->preferred_arg) {
				st = err_duparg("preferred_lft", *argv);
				break;
			}
			NEXT_ARG();
			a->preferred_arg = *argv;
			if (lifetime(&a->preferred_lft, *argv))
				st = err_invarg("preferred_lft value", *argv);
		} else if ((fl = ifa_flag_find(w))) {
			if (fl->readonly)
				fprintf(stderr, "Warning: %s option is not mutable from userspace\n",
					fl->name);
			else if (fl->v6only && a->ifa->ifa_family != AF_INET6)
				fprintf(stderr, "Warning: %s option can be set only for IPv6 addresses\n",
					fl->name);
			else
				a->flags |= fl->mask;
		} else {
			if (is(w, "local"))
				NEXT_ARG();
			if (matches(*argv, "help")) {
				st = ipaddr_usage();
				break;
			}
			if (a->local_len) {
				st = err_duparg2("local", *argv);
				break;
			}
			a->lcl_arg = *argv;
			/* iproute2 warns of a wildcard delete without "/N" */
			a->lcl_plen = strchr(*argv, '/') || is(*argv, "default");
			st = addr_get_prefix(&a->lcl, *argv, a->ifa->ifa_family);
			if (st)
				break;
			set_family(a, a->lcl.family);
			msg_put(&a->b.m, IFA_LOCAL, a->lcl.data, a->lcl.len);
			a->local_len = a->lcl.len;
		}
	}
	return st;
}

static bool is_multicast(const struct inet_prefix *p)
{
	if (p->family == AF_INET)
		return (p->data[0] & 0xf0) == 0xe0;
	if (p->family == AF_INET6)
		return p->data[0] == 0xff;
	return false;
}

/* "broadcast +" / "-": the peer prefix with its host bits set/cleared. */
static void put_broadcast(struct modify *a)
{
	struct inet_prefix brd = a->peer;
	int i;

	if (brd.bitlen > 30)
		return;
	for (i = 31; i >= brd.bitlen; i--) {
		uint8_t bit = (uint8_t)(0x80 >> (i % 8));

		if (a->brd_len == -1)
			brd.data[i / 8] |= bit;
		else
			brd.data[i / 8] &= (uint8_t)~bit;
	}
	msg_put(&a->b.m, IFA_BROADCAST, brd.data, brd.len);
	a->brd_len = brd.len;
}

static int addr_modify(struct ipctx *ctx, const struct verb *v, int argc,
		       char **argv)
{
	uint16_t cmd = v->cmd;
	struct modify a;
	struct nlmsghdr *echo = NULL;
	int st;

	memset(&a, 0, sizeof(a));
	a.ctx = ctx;
	a.valid_lft = a.preferred_lft = INFINITY_LIFE_TIME;
	msgbuf_init(&a.b, cmd, v->flags);
	msg_set_bound(&a.b.m, ADDR_BOUND);
	a.ifa = msg_extra(&a.b.m, sizeof(*a.ifa));
	a.ifa->ifa_family = (unsigned char)ctx->o.family;

	st = modify_parse(&a, argc, argv);
	rtnames_free(&a.scopes);
	if (st)
		return st;
	if (a.flags <= 0xff)
		a.ifa->ifa_flags = (unsigned char)a.flags;
	else
		msg_put_u32(&a.b.m, IFA_FLAGS, a.flags);
	if (!a.dev) {
		fprintf(stderr, "Not enough information: \"dev\" argument is required.\n");
		return 1;
	}
	if (a.peer_len == 0 && a.local_len) {
		if (cmd == RTM_DELADDR && a.lcl.family == AF_INET &&
		    !a.lcl_plen) {
			fprintf(stderr,
				"Warning: Executing wildcard deletion to stay compatible with old scripts.\n"
				"         Explicitly specify the prefix length (%s/%d) to avoid this warning.\n"
				"         This special behaviour is likely to disappear in further releases,\n"
				"         fix your scripts!\n", a.lcl_arg, a.local_len * 8);
		} else {
			a.peer = a.lcl;
			msg_put(&a.b.m, IFA_ADDRESS, a.lcl.data, a.lcl.len);
		}
	}
	if (a.ifa->ifa_prefixlen == 0)
		a.ifa->ifa_prefixlen = (unsigned char)a.lcl.bitlen;
	if (a.brd_len < 0 && cmd != RTM_DELADDR) {
		if (a.ifa->ifa_family != AF_INET) {
			fprintf(stderr, "Broadcast can be set only for IPv4 addresses\n");
			return 1;
		}
		put_broadcast(&a);
	}
	if (!a.scoped && cmd != RTM_DELADDR)
		a.ifa->ifa_scope = a.lcl.family == AF_INET && a.lcl.len &&
				   a.lcl.data[0] == 127 ? RT_SCOPE_HOST : 0;
	a.ifa->ifa_index = (uint32_t)lc_name2index(ctx->lc, a.dev);
	if (!a.ifa->ifa_index) {
		fprintf(stderr, "Cannot find device \"%s\"\n", a.dev);
		return 1;
	}
	if (a.valid_arg || a.preferred_arg) {
		struct ifa_cacheinfo ci = { 0 };

		if (!a.valid_lft) {
			fprintf(stderr, "valid_lft is zero\n");
			return 1;
		}
		if (a.valid_lft < a.preferred_lft) {
			fprintf(stderr, "preferred_lft is greater than valid_lft\n");
			return 1;
		}
		ci.ifa_prefered = a.preferred_lft;
		ci.ifa_valid = a.valid_lft;
		msg_put(&a.b.m, IFA_CACHEINFO, &ci, sizeof(ci));
	}
	if ((a.flags & IFA_F_MCAUTOJOIN) && !is_multicast(&a.lcl)) {
		fprintf(stderr, "autojoin needs multicast address\n");
		return 1;
	}
	if (ctx->o.echo)
		a.b.m.n->nlmsg_flags |= NLM_F_ECHO;
	if (nl_talk(ctx->nl, a.b.m.n, ctx->o.echo ? nlstore_first_cb : NULL, &echo, 0)) {
		free(echo);
		return 2;
	}
	if (ctx->o.echo) {
		/* the kernel echoes IPv4 addresses only: the answer to an
		 * IPv6 one is the ack, an empty object */
		struct addr_printer ap;
		struct addr_msg m;

		addr_printer_init(&ap, ctx, ctx->out);
		ap.with_dev = true;
		out_echo_begin(ctx->out);
		if (echo && addr_msg_parse(&m, echo))
			addr_print(&ap, &m);
		out_echo_end(ctx->out);
		addr_printer_free(&ap);
		free(echo);
	}
	return 0;
}

static int check_magic(void)
{
	return nlfile_check_magic(ADDR_SAVE_MAGIC, "address") ? IP_EARG : 0;
}

/* Each message of the stream on stdin (after its magic) to fn, until fn
 * returns < 0: the exit status (flagged: iproute2 exits after these). */
static int each_saved(int (*fn)(struct nlmsghdr *h, void *arg), void *arg)
{
	struct nlfile *f = calloc(1, sizeof(*f));
	struct nlmsghdr *h;
	int r;

	if (!f)
		return IP_FATAL | 1;
	f->fp = stdin;
	while ((r = nlfile_next(f, &h)) == 1)
		if (fn(h, arg) < 0) {
			r = -1;
			break;
		}
	free(f);
	return IP_FATAL | (r < 0 ? 255 : 0);
}

static int showdump_one(struct nlmsghdr *h, void *arg)
{
	struct addr_printer *ap = arg;
	const struct ifaddrmsg *ifa = NLMSG_DATA(h);
	struct addr_msg m;

	out_open_obj(ap->out, OUT_JSON, NULL);
	out_int(ap->out, OUT_ANY, "index", "if%d:", (int)ifa->ifa_index);
	out_nl(ap->out);
	if (addr_msg_parse(&m, h))
		addr_print(ap, &m);
	else if (h->nlmsg_type == RTM_NEWADDR || h->nlmsg_type == RTM_DELADDR)
		fprintf(stderr, "BUG: wrong nlmsg len %d\n",
			(int)(h->nlmsg_len - NLMSG_LENGTH(sizeof(*ifa))));
	out_close_obj(ap->out, OUT_JSON);
	return 0;
}

static int addr_showdump(struct ipctx *ctx, const struct verb *v, int argc,
			 char **argv)
{
	struct out *o = ctx->out;
	struct addr_printer ap;
	int st = check_magic();

	(void)v;
	(void)argc;
	(void)argv;
	if (st)
		return st;
	addr_printer_init(&ap, ctx, o);
	out_begin(o);
	out_open_obj(o, OUT_JSON, NULL);
	out_open_arr(o, OUT_JSON, "addr_info", NULL);
	st = each_saved(showdump_one, &ap);
	out_close_arr(o, OUT_JSON, NULL);
	out_close_obj(o, OUT_JSON);
	out_end(o);
	addr_printer_free(&ap);
	return st;
}

/* An address that is there already is reported and skipped. */
static int restore_one(struct nlmsghdr *h, void *arg)
{
	struct ipctx *ctx = arg;
	int err;

	h->nlmsg_flags |= NLM_F_REQUEST | NLM_F_CREATE | NLM_F_ACK;
	err = nl_talk(ctx->nl, h, NULL, NULL, 0);
	return err && err != -EEXIST ? -1 : 0;
}

static int addr_restore(struct ipctx *ctx, const struct verb *v, int argc,
			char **argv)
{
	int st = check_magic();

	(void)v;
	(void)argc;
	(void)argv;
	return st ? st : each_saved(restore_one, ctx);
}

static const struct verb addr_verbs[] = {
	{ "add", addr_modify, RTM_NEWADDR, NLM_F_CREATE | NLM_F_EXCL },
	{ "change", addr_modify, RTM_NEWADDR, NLM_F_REPLACE },
	{ "chg", addr_modify, RTM_NEWADDR, NLM_F_REPLACE, .exact = true },
	{ "replace", addr_modify, RTM_NEWADDR, NLM_F_CREATE | NLM_F_REPLACE },
	{ "delete", addr_modify, RTM_DELADDR, 0 },
	{ "list", ipaddr_list, .mode = ADDR_LIST },
	{ "show", ipaddr_list, .mode = ADDR_LIST },
	{ "lst", ipaddr_list, .mode = ADDR_LIST },
	{ "flush", ipaddr_list, .mode = ADDR_FLUSH },
	{ "save", ipaddr_list, .mode = ADDR_SAVE },
	{ "showdump", addr_showdump },
	{ "restore", addr_restore },
	{ "help", .usage = ipaddr_usage },
	{ 0 }
};

const struct verb_set ipaddress_verbs = {
	.obj = "address",
	.none = &(const struct verb){ "list", ipaddr_list, .mode = ADDR_LIST },
	.verbs = addr_verbs,
};
