// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * iproute_show.c - the listings of "ip route": show (list, lst), flush,
 * save, and the saved streams read back (restore, showdump), as iproute2
 * 6.1 does them.
 *
 * The table, the output device, the protocol and "cached" are asked of
 * the kernel (strict dump checking): a listing of one table or one device
 * reads only those routes.  A flush reads a round's routes, then deletes
 * them in iproute2's batches (nlflush.h), round after round until none is
 * left, for 30 seconds at most.
 */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/socket.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "attr.h"
#include "ip.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "iproute.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"
#include "nlfile.h"
#include "nlflush.h"
#include "nlstore.h"
#include "opt.h"
#include "rtnames.h"
#include "print.h"
#include "addr.h"

#define FLUSH_SECONDS 30
#define CACHE_FLUSH_PATH "/proc/sys/net/ipv4/route/flush"

/* ------------------------------------------------------------------ */
/* the selectors */

struct list {
	struct ipctx *ctx;
	struct route_filter *f;
	struct route_printer rp;
	int family;			/* the dump's */
	int action;
	const char *iif, *oif;
	uint32_t mark;
};

/* "root P", "match P", "exact P" or "P" after "to"/"from" */
static int parse_prefix(struct list *l, int *argcp, char ***argvp,
			struct inet_prefix *root, struct inet_prefix *match)
{
	int argc = *argcp, st;
	char **argv = *argvp;

	if (matches(*argv, "root")) {
		NEXT_ARG();
		st = addr_get_prefix(root, *argv, l->family);
	} else if (matches(*argv, "match")) {
		NEXT_ARG();
		st = addr_get_prefix(match, *argv, l->family);
	} else {
		if (matches(*argv, "exact"))
			NEXT_ARG();
		st = addr_get_prefix(match, *argv, l->family);
		*root = *match;
	}
	*argcp = argc;
	*argvp = argv;
	return st;
}

/* ---- the filter words: one table, in iproute2's order ---- */

/* Data of filter_name: a routing name into the filter (value at off,
 * mask at moff set to all ones); with all, the word "all" clears the
 * mask and stores all_val. */
struct filter_name {
	uint8_t which;			/* RTN_* */
	bool all;
	uint16_t off, moff;
	uint32_t all_val;
	const char *err;
};

#define FLT(field) offsetof(struct route_filter, field)
#define FILTER_NAME(...) \
	((const void *)&(const struct filter_name){ __VA_ARGS__ })

static uint32_t *filter_u32(struct list *l, uint16_t off)
{
	return (uint32_t *)(void *)((char *)l->f + off);
}

static int name_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	const struct filter_name *d = o->data;
	struct list *l = st->obj;
	struct rtnames *names = &l->rp.names;
	uint32_t *v = filter_u32(l, d->off);
	int bad;

	(void)argc;
	switch (d->which) {
	case RTN_PROTOS:
		bad = rt_proto_a2n(names, argv[1], v);
		break;
	case RTN_SCOPES:
		bad = rt_scope_a2n(names, argv[1], v);
		break;
	default:
		bad = rt_dsfield_a2n(names, argv[1], v);
		break;
	}
	*filter_u32(l, d->moff) = 0xffffffffu;
	if (!bad)
		return 1;
	if (!d->all || !is(argv[1], "all"))
		return -err_invarg(d->err, argv[1]);
	*v = d->all_val;
	*filter_u32(l, d->moff) = 0;
	return 1;
}

/* "table ID|all|cache|help" */
static int table_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	struct list *l = st->obj;
	uint32_t tid;

	(void)o;
	(void)argc;
	if (rt_table_name2id(&l->rp.names, argv[1], &tid) == 0)
		l->f->tb = tid;
	else if (is(argv[1], "all"))
		l->f->tb = 0;
	else if (is(argv[1], "cache"))
		l->f->cloned = 1;
	else if (is(argv[1], "help"))
		return -route_usage();
	else
		return -err_invarg("table id value is invalid\n", argv[1]);
	return 1;
}

/* "vrf NAME": its table, without the local and broadcast routes */
static int vrf_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	struct list *l = st->obj;
	uint32_t tid;

	(void)o;
	(void)argc;
	tid = ip_vrf_table(l->ctx, argv[1]);
	if (!tid)
		return -err_invarg("Invalid VRF\n", argv[1]);
	l->f->tb = tid;
	l->f->typemask = ~((1ULL << RTN_LOCAL) | (1ULL << RTN_BROADCAST));
	return 1;
}

static int cloned_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	struct list *l = st->obj;

	(void)o;
	(void)argc;
	(void)argv;
	l->f->cloned = 1;
	return 0;
}

static int type_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct list *l = st->obj;
	uint32_t type;

	(void)o;
	(void)argc;
	if (route_type_a2n(argv[1], &type))
		return -err_invarg("node type value is invalid\n", argv[1]);
	l->f->typemask = type < 64 ? 1ULL << type : 0;
	return 1;
}


static int metric_parse(struct opt_parse *st, const struct opt *o,
			int argc, char **argv)
{
	struct list *l = st->obj;

	(void)o;
	(void)argc;
	if (get_u32(&l->f->metric, argv[1], 0))
		return -err_invarg("\"metric\" value is invalid\n", argv[1]);
	l->f->metricmask = 0xffffffffu;
	return 1;
}

/* "via [FAMILY] PREFIX" */
static int via_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	struct list *l = st->obj;
	int family = addr_read_family(argv[1]), used = 1, r;

	(void)o;
	if (family == AF_UNSPEC) {
		family = l->family;
	} else {
		if (argc < 3)
			return -err_incomplete();
		used++;
	}
	r = addr_get_prefix(&l->f->rvia, argv[used], family);
	return r ? -r : used;
}

static int src_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	struct list *l = st->obj;
	int r;

	(void)o;
	(void)argc;
	r = addr_get_prefix(&l->f->rprefsrc, argv[1], l->family);
	return r ? -r : 1;
}

/* "realms [FROM/]TO": "FROM/" and "TO" alone select one side */
static int realms_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	struct list *l = st->obj;
	struct route_filter *f = l->f;
	const char *a = argv[1];
	size_t n = strlen(a);

	(void)o;
	(void)argc;
	if (rt_realms_a2n(&l->rp.names, a, &f->realm))
		return -err_invarg("invalid realms\n", a);
	f->realmmask = 0xffffffffu;
	if (!(f->realm & 0xffff) && n && a[n - 1] == '/')
		f->realmmask &= ~0xffffu;
	if (!(f->realm & 0xffff0000u) && (!strchr(a, '/') || a[0] == '/'))
		f->realmmask &= ~0xffff0000u;
	return 1;
}

/* "from [root|match|exact] PREFIX" */
static int from_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct list *l = st->obj;
	int ac = argc - 1;
	char **av = argv + 1;
	int r = parse_prefix(l, &ac, &av, &l->f->rsrc, &l->f->msrc);

	(void)o;
	return r ? -r : argc - ac;
}

/* Any other word: "[to] [root|match|exact] PREFIX" */
static int dst_parse(struct opt_parse *st, int argc, char **argv)
{
	struct list *l = st->obj;
	int used = matches(argv[0], "to"), ac, r;
	char **av;

	if (used && argc < 2)
		return -err_incomplete();
	ac = argc - used;
	av = argv + used;
	r = parse_prefix(l, &ac, &av, &l->f->rdst, &l->f->mdst);
	return r ? -r : argc - ac;
}

static const struct opt_handler filter_name = { .parse = name_parse, .nargs = 1 };
static const struct opt_handler filter_table = { .parse = table_parse, .nargs = 1 };
static const struct opt_handler filter_vrf = { .parse = vrf_parse, .nargs = 1 };
static const struct opt_handler filter_cloned = { .parse = cloned_parse };
static const struct opt_handler filter_type = { .parse = type_parse, .nargs = 1 };
static const struct opt_handler filter_metric = { .parse = metric_parse, .nargs = 1 };
static const struct opt_handler filter_via = { .parse = via_parse, .nargs = 1 };
static const struct opt_handler filter_src = { .parse = src_parse, .nargs = 1 };
static const struct opt_handler filter_realms = { .parse = realms_parse, .nargs = 1 };
static const struct opt_handler filter_from = { .parse = from_parse, .nargs = 1 };

#define LIST(field) offsetof(struct list, field)

/* In iproute2's order: it decides what an abbreviation means. */
static const struct opt list_opts[] = {
	{ "table", 0, 0, &filter_table },
	{ "vrf", 0, 0, &filter_vrf },
	{ "cached", 0, 0, &filter_cloned, .alias = "cloned" },
	{ "tos", 0, OPT_EXACT, &filter_name,
	  FILTER_NAME(.which = RTN_DSFIELD, .off = FLT(tos), .moff = FLT(tosmask),
		      .err = "TOS value is invalid\n"), .alias = "dsfield" },
	{ "protocol", 0, 0, &filter_name,
	  FILTER_NAME(.which = RTN_PROTOS, .all = true, .off = FLT(protocol),
		      .moff = FLT(protocolmask), .err = "invalid \"protocol\"\n") },
	{ "scope", 0, 0, &filter_name,
	  FILTER_NAME(.which = RTN_SCOPES, .all = true, .off = FLT(scope),
		      .moff = FLT(scopemask), .all_val = RT_SCOPE_NOWHERE,
		      .err = "invalid \"scope\"\n") },
	{ "type", 0, 0, &filter_type },
	{ "dev", LIST(oif), OPT_EXACT | OPT_OBJ, &opt_word, .alias = "=oif" },
	{ "iif", LIST(iif), OPT_EXACT | OPT_OBJ, &opt_word },
	{ "mark", LIST(mark), OPT_EXACT | OPT_OBJ, &opt_u32,
	  OPT_NUM(.err = "invalid mark value") },
	{ "metric", 0, 0, &filter_metric, .alias = "priority =preference" },
	{ "via", 0, OPT_EXACT, &filter_via },
	{ "src", 0, OPT_EXACT, &filter_src },
	{ "realms", 0, 0, &filter_realms },
	{ "from", 0, 0, &filter_from },
	{ 0 }
};

static const struct opt_set list_set = {
	.name = "route",
	.opts = list_opts,
	.other = dst_parse,
	.loop = OPT_LOOP_NO_HELP,
};

/* ------------------------------------------------------------------ */
/* the dump */

static struct nlmsghdr *dump_req(struct list *l, struct msgbuf *b)
{
	const struct route_filter *f = l->f;
	struct rtmsg *r;

	msgbuf_init(b, RTM_GETROUTE, NLM_F_DUMP);
	r = msg_extra(&b->m, sizeof(*r));
	r->rtm_family = (unsigned char)l->family;
	r->rtm_protocol = (unsigned char)f->protocol;
	if (f->cloned)
		r->rtm_flags |= RTM_F_CLONED;
	if (f->tb)
		msg_put_u32(&b->m, RTA_TABLE, f->tb);
	if (f->oif)
		msg_put_u32(&b->m, RTA_OIF, f->oif);
	return b->m.n;
}

static int show_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct list *l = arg;
	struct route_msg m;

	if (route_msg_parse(&m, nlh) < 0)
		return -1;
	if (route_match(&l->rp, &m))
		route_print(&l->rp, &m);
	return 0;
}

static int save_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct list *l = arg;
	struct route_msg m;

	/* (saved whatever its type, as iproute2 saves it) */
	if (route_msg_take(&m, nlh) || !route_match(&l->rp, &m))
		return 0;
	if (write(STDOUT_FILENO, nlh, nlh->nlmsg_len) != (ssize_t)nlh->nlmsg_len) {
		fprintf(stderr, "Short write while saving nlmsg\n");
		return -EIO;
	}
	return 0;
}

static int list_dump(struct list *l)
{
	struct nl *nl = l->ctx->nl, *dnl;
	struct msgbuf b;
	int err, st = 0;

	dnl = nl_fd(nl) < 0 ? nl : nl_open();
	if (!dnl) {
		perror("Cannot open netlink socket");
		return 1;
	}
	out_begin(l->ctx->out);
	err = nl_dump(dnl, dump_req(l, &b),
		      l->action == ROUTE_SAVE ? save_cb : show_cb, l, NL_DUMP_QUIET);
	if (err < 0) {
		/* the main table may not be there yet: nothing to show */
		bool quiet = err == -ENOENT && nl_dump_done_error(dnl) &&
			     l->f->tb == RT_TABLE_MAIN;

		if (!quiet) {
			if (err != -1 && err != -EIO)
				nl_dump_perror(dnl, err, false);
			fprintf(stderr, "Dump terminated\n");
			st = 2;
		}
	}
	if (dnl != nl)
		nl_close(dnl);
	/* (a failed dump still ends the JSON array: iproute2 leaves it open) */
	out_end(l->ctx->out);
	fflush(stdout);
	return st;
}

/* ------------------------------------------------------------------ */
/* flush */

static void flush_cache(bool stats)
{
	int fd = open(CACHE_FLUSH_PATH, O_WRONLY);

	if (fd < 0) {
		fprintf(stderr, "Cannot open \"%s\": %s\n", CACHE_FLUSH_PATH,
			strerror(errno));
		return;
	}
	if (write(fd, "-1", 2) < 2)
		fprintf(stderr, "Cannot flush routing cache\n");
	close(fd);
	if (stats)
		printf("*** IPv4 routing cache is flushed.\n");
}

static int list_flush(struct list *l)
{
	struct ipctx *ctx = l->ctx;
	struct route_filter *f = l->f;
	time_t start = time(NULL);
	struct nlflush *fl = malloc(sizeof(*fl));
	struct nlstore s = { 0 };
	int round = 0, st = 0;

	if (!fl)
		return IP_FATAL | 1;
	if (f->cloned) {
		if (l->family != AF_INET6)
			flush_cache(ctx->o.stats > 0);
		if (l->family == AF_INET)
			goto out;
	}
	nlflush_init(fl, ctx->nl);
	f->flushing = true;
	for (;;) {
		struct msgbuf b;
		size_t off;
		int err;

		fl->count = 0;
		nlstore_free(&s);
		err = nl_dump(ctx->nl, dump_req(l, &b), nlstore_cb, &s, NL_DUMP_QUIET);
		if (err < 0) {
			if (err != -1 && err != -EIO)
				nl_dump_perror(ctx->nl, err, false);
			fprintf(stderr, "Flush terminated\n");
			st = 2;
			goto out;
		}
		nlstore_for_each(&s, off) {
			const struct nlmsghdr *nlh = nlstore_at(&s, off);
			struct route_msg m;

			if (route_msg_parse(&m, nlh) < 0) {
				fprintf(stderr, "Flush terminated\n");
				st = 2;
				goto out;
			}
			if (nlh->nlmsg_type != RTM_NEWROUTE || !route_match(&l->rp, &m))
				continue;
			if (nlflush_add(fl, nlh, RTM_DELROUTE) < 0) {
				perror("Failed to send flush request");
				fprintf(stderr, "Flush terminated\n");
				st = 2;
				goto out;
			}
			if (ctx->o.stats >= 2)
				route_print(&l->rp, &m);
		}
		if (fl->count == 0) {
			if (ctx->o.stats) {
				if (round == 0 && (!f->cloned || l->family == AF_INET6))
					printf("Nothing to flush.\n");
				else
					printf("*** Flush is complete after %d round%s ***\n",
					       round, round > 1 ? "s" : "");
			}
			break;
		}
		round++;
		if (nlflush_send(fl) < 0) {
			perror("Failed to send flush request");
			st = 2;
			goto out;
		}
		if (time(NULL) - start > FLUSH_SECONDS) {
			printf("\n*** Flush not completed after %ld seconds, %u entries remain ***\n",
			       (long)(time(NULL) - start), fl->count);
			st = 1;
			goto out;
		}
		if (ctx->o.stats) {
			printf("\n*** Round %d, deleting %u entries ***\n", round, fl->count);
			fflush(stdout);
		}
		/* a handle without a socket (tests, fuzzing) deletes nothing:
		 * its next round would find the same routes */
		if (nl_fd(ctx->nl) < 0)
			break;
	}
out:
	fflush(stdout);
	f->flushing = false;
	nlstore_free(&s);
	free(fl);
	return st;
}

/* ------------------------------------------------------------------ */

int route_list(struct ipctx *ctx, const struct verb *v, int argc,
	       char **argv)
{
	int action = v->mode;
	struct route_filter *f = route_filter_of(ctx);
	struct opt_parse p;
	struct list l;
	int st = 0;

	if (!f)
		return IP_FATAL | 1;
	if (action == ROUTE_SAVE && nlfile_save_start(ROUTE_SAVE_MAGIC))
		return 1;
	memset(&l, 0, sizeof(l));
	l.ctx = ctx;
	l.f = f;
	l.action = action;
	l.family = ctx->o.family;
	route_printer_init(&l.rp, ctx, ctx->out, f);
	l.rp.listing = true;
	route_filter_reset(f);
	f->tb = RT_TABLE_MAIN;
	if (action == ROUTE_FLUSH && argc <= 0) {
		fprintf(stderr, "\"ip route flush\" requires arguments.\n");
		st = 1;
		goto out;
	}
	st = opt_run(&p, ctx, &list_set, NULL, &l, argc, argv);
	if (st)
		goto out;
	if (opt_given(&p, "mark"))
		f->markmask = 0xffffffffu;
	if (l.family == AF_UNSPEC && f->tb)
		l.family = AF_INET;
	if (l.iif) {
		int idx = lc_name2index(ctx->lc, l.iif);

		if (!idx) {
			fprintf(stderr, "Cannot find device \"%s\"\n", l.iif);
			st = 1;
			goto out;
		}
		f->iif = (uint32_t)idx;
		f->iifmask = 0xffffffffu;
	}
	if (l.oif) {
		int idx = lc_name2index(ctx->lc, l.oif);

		if (!idx) {
			fprintf(stderr, "Cannot find device \"%s\"\n", l.oif);
			st = 1;
			goto out;
		}
		f->oif = (uint32_t)idx;
		f->oifmask = 0xffffffffu;
	}
	f->mark = l.mark;
	if (action == ROUTE_FLUSH)
		st = list_flush(&l);
	else
		st = list_dump(&l);
out:
	route_printer_free(&l.rp);
	return st;
}

/* ------------------------------------------------------------------ */
/* restore, showdump */

static int check_magic(void)
{
	return nlfile_check_magic(ROUTE_SAVE_MAGIC, "route") ? 1 : 0;
}

static bool same_attr(const struct nlattr *a, const struct nlattr *b)
{
	return a && b && a->nla_len == b->nla_len &&
	       !memcmp(attr_data(a), attr_data(b), attr_len(a));
}

/* The pass a saved route belongs to: routes to local addresses first,
 * then to local networks, then through gateways. */
static int restore_pass(const struct nlmsghdr *h)
{
	const struct nlattr *tb[ROUTE_ATTR_MAX + 1];

	attr_parse_msg(tb, ROUTE_ATTR_MAX, h, sizeof(struct rtmsg));
	if (tb[RTA_GATEWAY])
		return 2;
	if (!tb[RTA_PREFSRC] || same_attr(tb[RTA_PREFSRC], tb[RTA_DST]))
		return 0;
	return 1;
}

int route_restore(struct ipctx *ctx, const struct verb *v, int argc,
		  char **argv)
{
	struct nlfile *f;
	struct nlmsghdr *h;
	long pos;
	int pass, r = 0;

	(void)v;
	(void)argc;
	(void)argv;
	if (check_magic())
		return 1;
	pos = ftell(stdin);
	if (pos == -1) {
		perror("Failed to restore: ftell");
		return 1;
	}
	f = calloc(1, sizeof(*f));
	if (!f)
		return IP_FATAL | 1;
	f->fp = stdin;
	for (pass = 0; pass < 3; pass++) {
		while ((r = nlfile_next(f, &h)) == 1) {
			int err;

			if (h->nlmsg_len < NLMSG_LENGTH(sizeof(struct rtmsg)) ||
			    restore_pass(h) != pass)
				continue;
			h->nlmsg_flags |= NLM_F_REQUEST | NLM_F_CREATE | NLM_F_ACK;
			err = nl_talk(ctx->nl, h, NULL, NULL, 0);
			if (err && err != -EEXIST) {
				r = -1;
				break;
			}
		}
		if (r < 0) {
			free(f);
			return 2;
		}
		if (fseek(stdin, pos, SEEK_SET) == -1) {
			perror("Failed to restore: fseek");
			free(f);
			return 1;
		}
	}
	free(f);
	return 0;
}

int route_showdump(struct ipctx *ctx, const struct verb *v, int argc,
		   char **argv)
{
	struct out_opts oo = { .oneline = ctx->o.oneline, .color = ctx->o.color };
	struct route_printer rp;
	struct nlfile *f;
	struct nlmsghdr *h;
	struct out *out;
	int r;

	(void)v;
	(void)argc;
	(void)argv;
	if (check_magic())
		return 1;
	f = calloc(1, sizeof(*f));
	/* text whatever -j says, as iproute2 */
	out = out_new(stdout, &oo);
	if (!f || !out || !route_filter_of(ctx)) {
		free(f);
		if (out)
			out_free(out);
		return IP_FATAL | 1;
	}
	f->fp = stdin;
	route_printer_init(&rp, ctx, out, route_filter_of(ctx));
	while ((r = nlfile_next(f, &h)) == 1) {
		struct route_msg m;

		if (route_msg_parse(&m, h) > 0 && route_match(&rp, &m))
			route_print(&rp, &m);
	}
	fflush(stdout);
	route_printer_free(&rp);
	out_free(out);
	free(f);
	return r < 0 ? 2 : 0;
}
