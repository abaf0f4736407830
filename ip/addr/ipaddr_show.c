// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipaddr_show.c - "ip address show|flush|save": the filters, the dumps
 * and the listing; and the command's usage text.
 *
 * show: one RTM_GETLINK for "dev X" (the name through the link cache),
 * else one link dump; then one address dump, filtered by the kernel to
 * the device when there is one.  Both are kept (nlstore) and the
 * addresses indexed by device, then each link is printed (ip/link/link_print.c)
 * with its addresses (ip/addr/addr_print.c) once nothing more is being read,
 * so printing a name never interrupts a dump.
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
#include "nlflush.h"
#include "nlstore.h"
#include "opt.h"
#include "print.h"

/* ------------------------------------------------------------------ */
/* show, flush, save: the arguments */

struct show {
	struct ipctx *ctx;
	struct out *out;
	struct addr_filter f;
	struct addr_printer ap;
	struct link_printer lp;
	/* link filters */
	bool up;
	bool group_set;
	uint32_t group;
	int master;		/* -1: nomaster */
	const char *dev;	/* the device named */
	char kind[64], slave_kind[64];
	/* what was read */
	struct nlstore links, addrs;
	struct aref {
		uint32_t index;
		uint32_t off;
	} *refs;
	size_t nrefs;
	struct nlflush *flush;
};

/* "dynamic" is "-permanent", "primary" is "-secondary". */
static bool flag_filter(struct addr_filter *f, const char *arg)
{
	const struct ifa_flag *fl;
	bool inv = false;

	if (arg[0] == '-') {
		inv = true;
		arg++;
	}
	if (is(arg, "dynamic")) {
		inv = !inv;
		arg = "permanent";
	} else if (is(arg, "primary")) {
		inv = !inv;
		arg = "secondary";
	}
	fl = ifa_flag_find(arg);
	if (!fl)
		return false;
	if (inv)
		f->flags &= ~fl->mask;
	else
		f->flags |= fl->mask;
	f->flagmask |= fl->mask;
	return true;
}

/* to PREFIX: of the family given, or it gives the family */
static int to_parse(struct opt_parse *st, const struct opt *o, int argc,
		    char **argv)
{
	struct addr_filter *f = &((struct show *)st->obj)->f;
	int r;

	(void)o;
	(void)argc;
	r = addr_get_prefix(&f->pfx, argv[1], f->family);
	if (r)
		return -r;
	if (f->family == AF_UNSPEC)
		f->family = f->pfx.family;
	return 1;
}

/* "scope all" takes every scope */
static int scope_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	struct addr_filter *f = &((struct show *)st->obj)->f;

	(void)o;
	(void)argc;
	f->scopemask = ~0u;
	if (rt_scope_a2n(ipctx_names(st->ctx), argv[1], &f->scope)) {
		if (!is(argv[1], "all"))
			return -err_invarg("invalid \"scope\"\n", argv[1]);
		f->scope = RT_SCOPE_NOWHERE;
		f->scopemask = 0;
	}
	return 1;
}

/* master DEV, vrf NAME (data non-NULL) */
static int master_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	struct show *s = st->obj;
	int r;

	(void)argc;
	r = ip_master_filter(st->ctx, o->data != NULL, argv[1], &s->master);
	return r ? -r : 1;
}

/* type KIND, or KIND_slave: the kind of the link's slave data */
static int type_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct show *s = st->obj;
	size_t len = strlen(argv[1]);

	(void)o;
	(void)argc;
	if (len >= 6 && is(argv[1] + len - 6, "_slave"))
		snprintf(s->slave_kind, sizeof(s->slave_kind), "%.*s",
			 (int)(len - 6), argv[1]);
	else
		snprintf(s->kind, sizeof(s->kind), "%s", argv[1]);
	return 1;
}

/* The device, "dev" before it optional: once. */
static int dev_word(struct opt_parse *st, const char *w)
{
	struct show *s = st->obj;

	if (s->dev)
		return -err_duparg2("dev", w);
	s->dev = w;
	return 0;
}

static int dev_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	int r = dev_word(st, argv[1]);

	(void)o;
	(void)argc;
	return r < 0 ? r : 1;
}

/* Any other word: an address flag (whole words, [-]NAME), help, or the
 * device.  iproute2 tests the flags after "up" and before "label"; the
 * rows are whole words none of which is a flag, so testing the flags
 * after them all is the same. */
static int show_other(struct opt_parse *st, int argc, char **argv)
{
	struct show *s = st->obj;

	(void)argc;
	if (flag_filter(&s->f, argv[0]))
		return 0;
	if (matches(argv[0], "help"))
		return -ipaddr_usage();
	return dev_word(st, argv[0]);
}

static const struct opt_handler show_to = { .parse = to_parse, .nargs = 1 };
static const struct opt_handler show_scope = { .parse = scope_parse, .nargs = 1 };
static const struct opt_handler show_master = { .parse = master_parse, .nargs = 1 };
static const struct opt_handler show_type = { .parse = type_parse, .nargs = 1 };
static const struct opt_handler show_dev = { .parse = dev_parse, .nargs = 1 };

#define SHOW(field) offsetof(struct show, field)

/* The filters, in iproute2's order (all whole words). */
static const struct opt show_opts[] = {
	{ "to", SHOW(f.pfx), OPT_EXACT | OPT_OBJ, &show_to },
	{ "scope", SHOW(f.scope), OPT_EXACT | OPT_OBJ, &show_scope },
	{ "up", SHOW(up), OPT_EXACT | OPT_OBJ, &opt_flag },
	{ "label", SHOW(f.label), OPT_EXACT | OPT_OBJ, &opt_word },
	{ "group", SHOW(group), OPT_EXACT | OPT_OBJ, &opt_group,
	  OPT_NUM(.err = "Invalid \"group\" value\n") },
	{ "master", SHOW(master), OPT_EXACT | OPT_OBJ, &show_master },
	{ "vrf", SHOW(master), OPT_EXACT | OPT_OBJ, &show_master, "vrf" },
	{ "nomaster", SHOW(master), OPT_EXACT | OPT_OBJ, &opt_flag32,
	  OPT_FLAGVAL(-1) },
	{ "type", SHOW(kind), OPT_EXACT | OPT_OBJ, &show_type },
	{ "dev", SHOW(dev), OPT_EXACT | OPT_OBJ, &show_dev },
	{ 0 }
};

static const struct opt_set show_set = {
	.name = "address",
	.opts = show_opts,
	.other = show_other,
	.loop = OPT_LOOP_NO_HELP,
};

static int show_parse(struct show *s, int argc, char **argv)
{
	struct opt_parse p;
	int st;

	st = opt_run(&p, s->ctx, &show_set, NULL, s, argc, argv);
	s->group_set = opt_given(&p, "group");
	return st;
}

/* ------------------------------------------------------------------ */
/* requests */

static struct nlmsghdr *addr_dump_req(struct msgbuf *b, int family, int index)
{
	struct ifaddrmsg *ifa;

	msgbuf_init(b, RTM_GETADDR, 0);
	ifa = msg_extra(&b->m, sizeof(*ifa));
	ifa->ifa_family = (unsigned char)family;
	ifa->ifa_index = (uint32_t)index;
	return b->m.n;
}

/* The links: one by index, or a dump with the kernel's filters (master,
 * kind) when the family allows them. */
static int read_links(struct show *s, int family)
{
	struct msgbuf b;
	struct ifinfomsg *ifi;
	uint32_t ext = RTEXT_FILTER_VF;
	size_t off;
	int err;

	if (!s->ctx->o.stats)
		ext |= RTEXT_FILTER_SKIP_STATS;
	msgbuf_init(&b, RTM_GETLINK, 0);
	ifi = msg_extra(&b.m, sizeof(*ifi));
	if (s->f.ifindex) {
		struct nlmsghdr *r = NULL;

		ifi->ifi_family = (unsigned char)s->f.family;
		ifi->ifi_index = s->f.ifindex;
		msg_put_u32(&b.m, IFLA_EXT_MASK, ext);
		err = nl_talk(s->ctx->nl, b.m.n, nlstore_first_cb, &r, 0);
		if (!err && r) {
			lc_learn(s->ctx->lc, r);
			err = nlstore_add(&s->links, r);
		}
		free(r);
		if (err) {
			fprintf(stderr, "Cannot send link request: %s\n",
				strerror(-err));
			return -1;
		}
		return 0;
	}
	ifi->ifi_family = (unsigned char)family;
	if (family == AF_UNSPEC || family == AF_PACKET) {
		msg_put_u32(&b.m, IFLA_EXT_MASK, ext);
		if (s->master)
			msg_put_u32(&b.m, IFLA_MASTER, (uint32_t)s->master);
		if (s->kind[0]) {
			struct nlattr *li = msg_nest(&b.m, IFLA_LINKINFO);

			msg_put(&b.m, IFLA_INFO_KIND, s->kind, strlen(s->kind));
			msg_nest_end(&b.m, li);
		}
	}
	err = nl_dump(s->ctx->nl, b.m.n, nlstore_cb, &s->links, 0);
	if (err) {
		fprintf(stderr, "Dump terminated\n");
		return -1;
	}
	nlstore_for_each(&s->links, off)
		lc_learn(s->ctx->lc, nlstore_at(&s->links, off));
	return 0;
}

static int cmp_ref(const void *a, const void *b)
{
	const struct aref *x = a, *y = b;

	if (x->index != y->index)
		return x->index < y->index ? -1 : 1;
	return x->off < y->off ? -1 : x->off > y->off;
}

/* Index the addresses by device, in dump order within each. */
static int index_addrs(struct show *s)
{
	size_t off;

	s->refs = calloc(s->addrs.count ? s->addrs.count : 1, sizeof(*s->refs));
	if (!s->refs)
		return -ENOMEM;
	nlstore_for_each(&s->addrs, off) {
		const struct nlmsghdr *n = nlstore_at(&s->addrs, off);
		const struct ifaddrmsg *ifa = NLMSG_DATA(n);

		if (n->nlmsg_len < NLMSG_LENGTH(sizeof(*ifa)))
			continue;
		s->refs[s->nrefs].index = ifa->ifa_index;
		s->refs[s->nrefs].off = (uint32_t)off;
		s->nrefs++;
	}
	qsort(s->refs, s->nrefs, sizeof(*s->refs), cmp_ref);
	return 0;
}

/* The first address of device index, or nrefs. */
static size_t first_ref(const struct show *s, uint32_t index)
{
	size_t lo = 0, hi = s->nrefs;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (s->refs[mid].index < index)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* iproute2 keeps a link when one of its addresses passes the filters, or
 * when it has none at all and the command shows every family. */
static bool link_has_match(struct show *s, uint32_t index)
{
	size_t i = first_ref(s, index);
	bool any = false;

	for (; i < s->nrefs && s->refs[i].index == index; i++) {
		struct addr_msg m;

		any = true;
		if (addr_msg_parse(&m, nlstore_at(&s->addrs, s->refs[i].off)) &&
		    addr_match(&s->ap, &s->f, &m))
			return true;
	}
	return !any && (s->f.family == AF_UNSPEC || s->f.family == AF_PACKET);
}

/* -1: the link is filtered out; 0: its addresses only (a label filter);
 * 1: print it. */
static int link_check(struct show *s, struct link_msg *m)
{
	const struct nlattr *const *tb = m->tb;

	if (s->f.ifindex && m->ifi->ifi_index != s->f.ifindex)
		return -1;
	if (s->up && !(m->ifi->ifi_flags & IFF_UP))
		return -1;
	link_msg_attrs(m);
	if (check_ifname(m->name))
		return -1;
	if (s->f.label)
		return 0;
	if (tb[IFLA_GROUP] && s->group_set && attr_u32(tb[IFLA_GROUP]) != s->group)
		return -1;
	if (tb[IFLA_MASTER]) {
		if (s->master > 0 && (int)attr_u32(tb[IFLA_MASTER]) != s->master)
			return -1;
	} else if (s->master > 0) {
		return -1;
	}
	if (s->kind[0] && !link_kind_is(tb, s->kind, false))
		return -1;
	if (s->slave_kind[0] && !link_kind_is(tb, s->slave_kind, true))
		return -1;
	return 1;
}

static void print_link_addrs(struct show *s, const struct ifinfomsg *ifi)
{
	struct out *o = s->out;
	size_t i;

	out_open_arr(o, OUT_JSON, "addr_info", NULL);
	for (i = first_ref(s, (uint32_t)ifi->ifi_index);
	     i < s->nrefs && s->refs[i].index == (uint32_t)ifi->ifi_index; i++) {
		const struct nlmsghdr *n = nlstore_at(&s->addrs, s->refs[i].off);
		struct addr_msg m;

		if (n->nlmsg_type != RTM_NEWADDR || !addr_msg_parse(&m, n))
			continue;
		if (s->f.family && s->f.family != m.ifa->ifa_family)
			continue;
		if (s->up && !(ifi->ifi_flags & IFF_UP))
			continue;
		out_open_obj(o, OUT_JSON, NULL);
		if (addr_match(&s->ap, &s->f, &m))
			addr_print(&s->ap, &m);
		out_close_obj(o, OUT_JSON);
	}
	out_close_arr(o, OUT_JSON, NULL);
	if (s->ctx->o.brief)
		out_text(o, "\n");
}

static void print_all(struct show *s)
{
	bool no_link = s->f.family != AF_PACKET && s->ctx->o.oneline;
	size_t off;

	nlstore_for_each(&s->links, off) {
		const struct nlmsghdr *n = nlstore_at(&s->links, off);
		struct link_msg m;
		int res = 0;

		if (!link_msg_head(&m, n))
			continue;
		if (s->f.family != AF_PACKET &&
		    !link_has_match(s, (uint32_t)m.ifi->ifi_index))
			continue;
		out_open_obj(s->out, OUT_JSON, NULL);
		if (s->ctx->o.brief || !no_link) {
			res = link_check(s, &m);
			if (res > 0) {
				link_print(&s->lp, &m);
				if (s->ctx->o.brief)
					res = 0;
			}
		}
		if (res >= 0 && s->f.family != AF_PACKET)
			print_link_addrs(s, m.ifi);
		if (res > 0 && s->ctx->o.stats) {
			link_print_stats(&s->lp, m.tb);
			out_nl(s->out);
		}
		out_close_obj(s->out, OUT_JSON);
	}
}

/* ------------------------------------------------------------------ */
/* flush */

/* One dumped address: queue its deletion if it passes the filters.
 * (Names printed or matched may need requests: the dump is read whole
 * before this runs.) */
static int flush_one(struct show *s, const struct nlmsghdr *nlh)
{
	struct addr_msg m;

	if (nlh->nlmsg_type != RTM_NEWADDR || !addr_msg_parse(&m, nlh) ||
	    !addr_match(&s->ap, &s->f, &m))
		return 0;
	if (nlflush_add(s->flush, nlh, RTM_DELADDR) < 0 && errno != EADDRNOTAVAIL) {
		perror("Failed to send flush request");
		return -1;
	}
	if (s->ctx->o.stats >= 2)
		addr_print(&s->ap, &m);
	return 0;
}

static int addr_flush(struct show *s)
{
	int loops = s->ctx->o.loops_set ? s->ctx->o.loops : 10;
	struct nlflush fl;
	int round = 0;

	nlflush_init(&fl, s->ctx->nl);
	s->flush = &fl;
	s->ap.with_dev = true;
	while (loops == 0 || round < loops) {
		struct msgbuf b;

		size_t off;

		fl.count = 0;
		nlstore_free(&s->addrs);
		addr_dump_req(&b, s->f.family, s->f.ifindex);
		if (nl_dump(s->ctx->nl, b.m.n, nlstore_cb, &s->addrs, 0) < 0) {
			fprintf(stderr, "Flush terminated\n");
			return IP_FATAL | 1;
		}
		nlstore_for_each(&s->addrs, off)
			if (flush_one(s, nlstore_at(&s->addrs, off)) < 0) {
				fprintf(stderr, "Flush terminated\n");
				return IP_FATAL | 1;
			}
		if (fl.count == 0)
			goto done;
		round++;
		if (nlflush_send(&fl) < 0 && errno != EADDRNOTAVAIL) {
			perror("Failed to send flush request");
			return 255;	/* iproute2 returns 1, which exits -1 */
		}
		if (s->ctx->o.stats) {
			printf("\n*** Round %d, deleting %u addresses ***\n",
			       round, fl.count);
			fflush(stdout);
		}
		/* "primary" alone: secondaries promoted by the first round
		 * are not flushed */
		if (!(s->f.flags & IFA_F_SECONDARY) &&
		    (s->f.flagmask & IFA_F_SECONDARY))
			goto done;
	}
	fprintf(stderr, "*** Flush remains incomplete after %d rounds. ***\n", loops);
	fflush(stderr);
	return 255;
done:
	if (s->ctx->o.stats) {
		if (round == 0)
			printf("Nothing to flush.\n");
		else
			printf("*** Flush is complete after %d round%s ***\n",
			       round, round > 1 ? "s" : "");
	}
	fflush(stdout);
	return 0;
}

/* ------------------------------------------------------------------ */
/* save */

static int save_cb(const struct nlmsghdr *nlh, void *arg)
{
	(void)arg;
	if (write(STDOUT_FILENO, nlh, nlh->nlmsg_len) != (ssize_t)nlh->nlmsg_len) {
		fprintf(stderr, "Short write while saving nlmsg\n");
		return -EIO;
	}
	return 0;
}

static int addr_save(struct show *s)
{
	struct msgbuf b;

	if (nlfile_save_start(ADDR_SAVE_MAGIC))
		return IP_FATAL | 1;
	addr_dump_req(&b, s->ctx->o.family, s->f.ifindex);
	if (nl_dump(s->ctx->nl, b.m.n, save_cb, NULL, 0) < 0) {
		fprintf(stderr, "Save terminated\n");
		return IP_FATAL | 1;
	}
	return IP_FATAL | 0;
}


static void show_free(struct show *s)
{
	nlstore_free(&s->links);
	nlstore_free(&s->addrs);
	free(s->refs);
	lp_free(&s->lp);
	addr_printer_free(&s->ap);
}

int ipaddr_list(struct ipctx *ctx, const struct verb *v, int argc, char **argv)
{
	int action = v->mode;
	struct show s;
	int st;

	memset(&s, 0, sizeof(s));
	s.ctx = ctx;
	s.out = ctx->out;
	s.f.family = ctx->o.family;
	addr_printer_init(&s.ap, ctx, ctx->out);
	lp_init(&s.lp, ctx);
	s.lp.link_cmd = false;
	s.lp.showqueue = true;
	/* iproute2 names the device on each address line with -echo too */
	s.ap.with_dev = ctx->o.oneline || ctx->o.echo;

	if (action == ADDR_FLUSH) {
		if (argc <= 0) {
			fprintf(stderr, "Flush requires arguments.\n");
			st = 1;
			goto out;
		}
		if (s.f.family == AF_PACKET) {
			fprintf(stderr, "Cannot flush link addresses.\n");
			st = 1;
			goto out;
		}
	}
	st = show_parse(&s, argc, argv);
	if (st)
		goto out;
	s.lp.family = s.f.family;
	if (s.dev) {
		s.f.ifindex = lc_name2index(ctx->lc, s.dev);
		if (s.f.ifindex <= 0) {
			fprintf(stderr, "Device \"%s\" does not exist.\n", s.dev);
			st = 1;
			goto out;
		}
	}
	nl_wait(ctx->nl, 0);
	if (action == ADDR_FLUSH) {
		st = addr_flush(&s);
		goto out;
	}
	if (action == ADDR_SAVE) {
		st = addr_save(&s);
		goto out;
	}

	/* link-netns names need requests: look them up before the dumps */
	if (!out_is_json(s.out) && !ctx->o.brief)
		lp_fill_nsids(&s.lp);
	out_begin(s.out);
	if (read_links(&s, ctx->o.family) == 0) {
		struct msgbuf b;

		if (s.f.family != AF_PACKET) {
			addr_dump_req(&b, s.f.family, s.f.ifindex);
			if (nl_dump(ctx->nl, b.m.n, nlstore_cb, &s.addrs, 0) < 0) {
				fprintf(stderr, "Dump terminated\n");
				goto end;
			}
		}
		if (index_addrs(&s) == 0)
			print_all(&s);
	}
end:
	out_end(s.out);
	fflush(stdout);
out:
	show_free(&s);
	return st;
}

static const char addr_usage_text[] =
	"Usage: ip address {add|change|replace} IFADDR dev IFNAME [ LIFETIME ]\n"
	"                                                      [ CONFFLAG-LIST ]\n"
	"       ip address del IFADDR dev IFNAME [mngtmpaddr]\n"
	"       ip address {save|flush} [ dev IFNAME ] [ scope SCOPE-ID ]\n"
	"                            [ to PREFIX ] [ FLAG-LIST ] [ label LABEL ] [up]\n"
	"       ip address [ show [ dev IFNAME ] [ scope SCOPE-ID ] [ master DEVICE ]\n"
	"                         [ nomaster ]\n"
	"                         [ type TYPE ] [ to PREFIX ] [ FLAG-LIST ]\n"
	"                         [ label LABEL ] [up] [ vrf NAME ] ]\n"
	"       ip address {showdump|restore}\n"
	"IFADDR := PREFIX | ADDR peer PREFIX\n"
	"          [ broadcast ADDR ] [ anycast ADDR ]\n"
	"          [ label IFNAME ] [ scope SCOPE-ID ] [ metric METRIC ]\n"
	"SCOPE-ID := [ host | link | global | NUMBER ]\n"
	"FLAG-LIST := [ FLAG-LIST ] FLAG\n"
	"FLAG  := [ permanent | dynamic | secondary | primary |\n"
	"           [-]tentative | [-]deprecated | [-]dadfailed | temporary |\n"
	"           CONFFLAG-LIST ]\n"
	"CONFFLAG-LIST := [ CONFFLAG-LIST ] CONFFLAG\n"
	"CONFFLAG  := [ home | nodad | mngtmpaddr | noprefixroute | autojoin ]\n"
	"LIFETIME := [ valid_lft LFT ] [ preferred_lft LFT ]\n"
	"LFT := forever | SECONDS\n";

int ipaddr_usage(void)
{
	fputs(addr_usage_text, stderr);
	fputs(iplink_types_text, stderr);
	return IP_EARG;
}
