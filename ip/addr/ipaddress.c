// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipaddress.c - "ip address": add, change, replace, delete, showdump and
 * restore, and the command's dispatch, as iproute2 6.1 does them; show,
 * flush, save and the usage text are ip/addr/ipaddr_show.c's.
 */
#include <errno.h>
#include <stddef.h>
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
#include "opt.h"
#include "print.h"

#define INFINITY_LIFE_TIME 0xffffffffu
/* iproute2's request: the headers and 256 bytes of attributes */
#define ADDR_BOUND (NLMSG_LENGTH(sizeof(struct ifaddrmsg)) + 256)

/* ------------------------------------------------------------------ */
/* add, change, replace, delete */

/* A lifetime given: its word (for the duplicate check) and value. */
struct lft {
	const char *arg;
	uint32_t v;
};

/* What the rows leave for the finish (the parse's object). */
struct modify {
	struct ipctx *ctx;
	const char *dev;
	const char *lcl_arg;
	struct lft valid, preferred;
	struct inet_prefix lcl, peer;
	bool lcl_plen;		/* the local address came with "/N" */
	int local_len, peer_len, brd_len, any_len;
	uint32_t flags;
};

#define MOD(field) offsetof(struct modify, field)
#define IFA(field) offsetof(struct ifaddrmsg, field)

static struct ifaddrmsg *req_ifa(struct opt_parse *st)
{
	return NLMSG_DATA(st->m->n);
}

/* The address family the arguments so far have set. */
static void set_family(struct opt_parse *st, int family)
{
	struct ifaddrmsg *ifa = req_ifa(st);

	if (ifa->ifa_family == AF_UNSPEC)
		ifa->ifa_family = (unsigned char)family;
}



/* peer, remote: the prefix is the address, its length the header's */
static int peer_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct modify *a = st->obj;
	int r;

	(void)argc;
	if (a->peer_len)
		return -err_duparg(o->kw, argv[1]);
	r = addr_get_prefix(&a->peer, argv[1], req_ifa(st)->ifa_family);
	if (r)
		return -r;
	a->peer_len = a->peer.len;
	set_family(st, a->peer.family);
	msg_put(st->m, o->attr, a->peer.data, a->peer.len);
	req_ifa(st)->ifa_prefixlen = (unsigned char)a->peer.bitlen;
	return 1;
}

/* broadcast, anycast: one address each (data: its length's field);
 * broadcast also "+" / "-", computed from the peer by the finish */
static int extra_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	int *len = (int *)((char *)st->obj + (size_t)o->data);
	struct inet_prefix p;
	int r;

	(void)argc;
	if (*len)
		return -err_duparg(o->kw, argv[1]);
	if (o->attr == IFA_BROADCAST && (is(argv[1], "+") || is(argv[1], "-"))) {
		*len = is(argv[1], "+") ? -1 : -2;
		return 1;
	}
	r = addr_get(&p, argv[1], req_ifa(st)->ifa_family);
	if (r)
		return -r;
	set_family(st, p.family);
	msg_put(st->m, o->attr, p.data, p.len);
	*len = p.len;
	return 1;
}

/* valid_lft, preferred_lft: SECONDS or forever (the duplicate is found
 * before a missing value, as iproute2 does) */
static int lft_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	struct lft *l = opt_place(st, o);
	char err[32];

	if (l->arg)
		return -err_duparg(o->kw, argv[0]);
	if (argc < 2)
		return -err_incomplete();
	l->arg = argv[1];
	if (is(argv[1], "forever")) {
		l->v = INFINITY_LIFE_TIME;
		return 1;
	}
	if (get_u32(&l->v, argv[1], 0)) {
		snprintf(err, sizeof(err), "%s value", o->kw);
		return -err_invarg(err, argv[1]);
	}
	return 1;
}

/* The local address, "local" before it optional. */
static int local_word(struct opt_parse *st, const char *w)
{
	struct modify *a = st->obj;
	int r;

	if (matches(w, "help"))
		return -ipaddr_usage();
	if (a->local_len)
		return -err_duparg2("local", w);
	a->lcl_arg = w;
	/* iproute2 warns of a wildcard delete without "/N" */
	a->lcl_plen = strchr(w, '/') || is(w, "default");
	r = addr_get_prefix(&a->lcl, w, req_ifa(st)->ifa_family);
	if (r)
		return -r;
	set_family(st, a->lcl.family);
	msg_put(st->m, IFA_LOCAL, a->lcl.data, a->lcl.len);
	a->local_len = a->lcl.len;
	return 0;
}

static int local_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	int r = local_word(st, argv[1]);

	(void)o;
	(void)argc;
	return r < 0 ? r : 1;
}

/* Any other word: an address flag (the names of ip/addr/addr_print.c,
 * tested before "local" in iproute2 and, as it, whole words), else the
 * local address. */
static int modify_other(struct opt_parse *st, int argc, char **argv)
{
	const struct ifa_flag *fl = ifa_flag_find(argv[0]);
	struct modify *a = st->obj;

	(void)argc;
	if (!fl)
		return local_word(st, argv[0]);
	if (fl->readonly)
		fprintf(stderr, "Warning: %s option is not mutable from userspace\n",
			fl->name);
	else if (fl->v6only && req_ifa(st)->ifa_family != AF_INET6)
		fprintf(stderr, "Warning: %s option can be set only for IPv6 addresses\n",
			fl->name);
	else
		a->flags |= fl->mask;
	return 0;
}

static const struct opt_handler mod_peer = { .parse = peer_parse, .nargs = 1 };
static const struct opt_handler mod_extra = { .parse = extra_parse, .nargs = 1 };
static const struct opt_handler mod_lft = { .parse = lft_parse };
static const struct opt_handler mod_local = { .parse = local_parse, .nargs = 1 };

/* In iproute2's order: it decides what an abbreviation means. */
static const struct opt modify_opts[] = {
	{ "peer", IFA_ADDRESS, OPT_EXACT, &mod_peer, .alias = "=remote" },
	{ "broadcast", IFA_BROADCAST, 0, &mod_extra, (void *)MOD(brd_len),
	  .alias = "=brd" },
	{ "anycast", IFA_ANYCAST, OPT_EXACT, &mod_extra, (void *)MOD(any_len) },
	{ "scope", IFA(ifa_scope), OPT_EXACT | OPT_HDR, &opt_rtname,
	  OPT_RTNAME(.which = RTN_SCOPES, .size = 1,
		     .err = "invalid scope value.") },
	{ "dev", MOD(dev), OPT_EXACT | OPT_OBJ, &opt_word },
	{ "label", IFA_LABEL, OPT_EXACT, &opt_string },
	{ "metric", IFA_RT_PRIORITY, 0, &opt_u32,
	  OPT_NUM(.err = "\"metric\" value is invalid\n"),
	  .alias = "priority preference" },
	{ "valid_lft", MOD(valid), OPT_OBJ, &mod_lft },
	{ "preferred_lft", MOD(preferred), OPT_OBJ, &mod_lft },
	{ "local", IFA_LOCAL, OPT_EXACT, &mod_local },
	{ 0 }
};

static bool is_multicast(const struct inet_prefix *p)
{
	if (p->family == AF_INET)
		return (p->data[0] & 0xf0) == 0xe0;
	if (p->family == AF_INET6)
		return p->data[0] == 0xff;
	return false;
}

/* "broadcast +" / "-": the peer prefix with its host bits set/cleared. */
static void put_broadcast(struct opt_parse *st, struct modify *a)
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
	msg_put(st->m, IFA_BROADCAST, brd.data, brd.len);
	a->brd_len = brd.len;
}

/* The local address stands for the peer when there is none (but for
 * an IPv4 delete without a length: iproute2's wildcard deletion). */
static void local_as_peer(struct opt_parse *st, struct modify *a)
{
	if (a->peer_len || !a->local_len)
		return;
	if (st->m->n->nlmsg_type == RTM_DELADDR && a->lcl.family == AF_INET &&
	    !a->lcl_plen) {
		fprintf(stderr,
			"Warning: Executing wildcard deletion to stay compatible with old scripts.\n"
			"         Explicitly specify the prefix length (%s/%d) to avoid this warning.\n"
			"         This special behaviour is likely to disappear in further releases,\n"
			"         fix your scripts!\n", a->lcl_arg, a->local_len * 8);
		return;
	}
	a->peer = a->lcl;
	msg_put(st->m, IFA_ADDRESS, a->lcl.data, a->lcl.len);
}

static int put_lifetimes(struct opt_parse *st, const struct modify *a)
{
	struct ifa_cacheinfo ci = { 0 };

	if (!a->valid.arg && !a->preferred.arg)
		return 0;
	if (!a->valid.v) {
		fprintf(stderr, "valid_lft is zero\n");
		return 1;
	}
	if (a->valid.v < a->preferred.v) {
		fprintf(stderr, "preferred_lft is greater than valid_lft\n");
		return 1;
	}
	ci.ifa_prefered = a->preferred.v;
	ci.ifa_valid = a->valid.v;
	msg_put(st->m, IFA_CACHEINFO, &ci, sizeof(ci));
	return 0;
}

static int modify_finish(struct opt_parse *st)
{
	struct modify *a = st->obj;
	struct ifaddrmsg *ifa = req_ifa(st);
	bool del = st->m->n->nlmsg_type == RTM_DELADDR;

	if (a->flags <= 0xff)
		ifa->ifa_flags = (unsigned char)a->flags;
	else
		msg_put_u32(st->m, IFA_FLAGS, a->flags);
	if (!a->dev) {
		fprintf(stderr, "Not enough information: \"dev\" argument is required.\n");
		return 1;
	}
	local_as_peer(st, a);
	if (ifa->ifa_prefixlen == 0)
		ifa->ifa_prefixlen = (unsigned char)a->lcl.bitlen;
	if (a->brd_len < 0 && !del) {
		if (ifa->ifa_family != AF_INET) {
			fprintf(stderr, "Broadcast can be set only for IPv4 addresses\n");
			return 1;
		}
		put_broadcast(st, a);
	}
	if (!opt_given(st, "scope") && !del)
		ifa->ifa_scope = a->lcl.family == AF_INET && a->lcl.len &&
				 a->lcl.data[0] == 127 ? RT_SCOPE_HOST : 0;
	ifa->ifa_index = (uint32_t)lc_name2index(a->ctx->lc, a->dev);
	if (!ifa->ifa_index) {
		fprintf(stderr, "Cannot find device \"%s\"\n", a->dev);
		return 1;
	}
	if (put_lifetimes(st, a))
		return 1;
	if ((a->flags & IFA_F_MCAUTOJOIN) && !is_multicast(&a->lcl)) {
		fprintf(stderr, "autojoin needs multicast address\n");
		return 1;
	}
	return 0;
}

static const struct opt_set modify_set = {
	.name = "address",
	.opts = modify_opts,
	.maxattr = IFA_MAX,
	.finish = modify_finish,
	.other = modify_other,
	.loop = OPT_LOOP_NO_HELP,
};

/* The echoed address: the kernel echoes IPv4 addresses only, the answer
 * to an IPv6 one is the ack, an empty object. */
static void modify_print_echo(struct ipctx *ctx, const struct nlmsghdr *echo)
{
	struct addr_printer ap;
	struct addr_msg m;

	addr_printer_init(&ap, ctx, ctx->out);
	ap.with_dev = true;
	out_echo_begin(ctx->out);
	if (echo && addr_msg_parse(&m, echo))
		addr_print(&ap, &m);
	out_echo_end(ctx->out);
	addr_printer_free(&ap);
}

static int addr_modify(struct ipctx *ctx, const struct verb *v, int argc,
		       char **argv)
{
	struct modify a = { .ctx = ctx };
	struct nlmsghdr *echo = NULL;
	struct ifaddrmsg *ifa;
	struct opt_parse p;
	struct msgbuf b;
	int st;

	a.valid.v = a.preferred.v = INFINITY_LIFE_TIME;
	msgbuf_init(&b, v->cmd, v->flags);
	msg_set_bound(&b.m, ADDR_BOUND);
	ifa = msg_extra(&b.m, sizeof(*ifa));
	ifa->ifa_family = (unsigned char)ctx->o.family;

	st = opt_run(&p, ctx, &modify_set, &b.m, &a, argc, argv);
	if (st)
		return st;
	if (ctx->o.echo)
		b.m.n->nlmsg_flags |= NLM_F_ECHO;
	if (nl_talk(ctx->nl, b.m.n, ctx->o.echo ? nlstore_first_cb : NULL, &echo, 0)) {
		free(echo);
		return 2;
	}
	if (ctx->o.echo)
		modify_print_echo(ctx, echo);
	free(echo);
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
