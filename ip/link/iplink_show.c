/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * iplink_show.c - "ip link show": which links, read how, printed when.
 *
 * Data path: one RTM_GETLINK by name for "dev X", else one streaming dump
 * with the kernel's filters (master, kind).  Every message goes to the
 * link cache.  A message is printed as soon as the links it names (its
 * peer/lower link and its master) have been seen in the dump, or found
 * ahead in the same datagram (a veth's partner is the next message); until
 * then it waits in a short queue, so a veth printed before its partner
 * costs no extra request.  Nothing that could send a request runs while
 * the dump is being read: what still needs a look-up is printed after the
 * dump ends.
 * Printing one message is ip/link/link_print.c's work.
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <linux/rtnetlink.h>
#include <linux/if_link.h>
#include <sys/socket.h>
#include <libmnl/libmnl.h>

#include "args.h"
#include "attr.h"
#include "ipctx.h"
#include "link.h"
#include "linkcache.h"
#include "msg.h"
#include "link_print.h"
#include "names.h"
#include "nl.h"
#include "opt.h"
#include "print.h"

#ifndef AF_PACKET
#define AF_PACKET 17
#endif

/* A message waiting for the links it names: its copy, what ready() needs
 * of it, and its attributes, parsed where the copy stays (a link that
 * waits for a later one holds up every link after it; with a bridge or a
 * peer dumped late that can be most of them, so they are parsed once). */
struct held {
	const struct nlmsghdr *nlh;
	struct wait_on {
		int link, master;
		bool netnsid;
		bool lookup;	/* its kind's printer may look a name up */
	} w;
	const struct nlattr *tb[IFLA_MAX + 1];
};

/* The copies live in blocks that never move, reused once the queue is
 * empty. */
#define ARENA_BLOCK (256 * 1024)

struct ablock {
	struct ablock *next;
	size_t cap, len;
	char data[];
};

struct show {
	struct ipctx *ctx;
	struct out *out;
	struct link_printer lp;

	/* filters */
	int ifindex;
	bool up;
	bool group_set;
	uint32_t group;
	int master;		/* 0 none, -1 nomaster */
	const char *kind;
	const char *slave_kind;
	const char *label;	/* any label: no link has one */
	const char *dev;
	char kind_buf[64];
	char slave_buf[64];

	/* the dump */
	bool dumping;		/* no requests may be sent while set */
	struct held *q;
	size_t qhead, qtail, qcap;
	struct ablock *blocks, *cur;	/* copies of the held messages */
	uint8_t *seen;		/* bitmap by ifindex */
	size_t seen_bytes;

	int err;
};

/* ------------------------------------------------------------------ */
/* links seen in the dump */

static void mark_seen(struct show *s, int index)
{
	size_t byte;

	if (index <= 0 || index >= (1 << 26))
		return;
	byte = (size_t)index >> 3;
	if (byte >= s->seen_bytes) {
		size_t n = s->seen_bytes ? s->seen_bytes : 256;
		uint8_t *b;

		while (n <= byte)
			n *= 2;
		b = realloc(s->seen, n);
		if (!b)
			return;
		memset(b + s->seen_bytes, 0, n - s->seen_bytes);
		s->seen = b;
		s->seen_bytes = n;
	}
	s->seen[byte] |= (uint8_t)(1u << (index & 7));
}

static bool was_seen(const struct show *s, int index)
{
	size_t byte = (size_t)index >> 3;

	if (index <= 0 || byte >= s->seen_bytes)
		return false;
	return s->seen[byte] & (1u << (index & 7));
}

/* ------------------------------------------------------------------ */
/* filters */

/* Does the link pass every filter?  Reads its attributes on the way (in
 * iproute2's order: a nameless link is reported only if it passes the
 * index and "up" filters). */
static bool wanted(struct show *s, struct link_msg *m)
{
	const struct nlattr *const *tb = m->tb;

	if (s->ifindex && m->ifi->ifi_index != s->ifindex)
		return false;
	if (s->up && !(m->ifi->ifi_flags & IFF_UP))
		return false;
	link_msg_name(m);
	if (check_ifname(m->name) || s->label)
		return false;
	if (tb[IFLA_GROUP] && s->group_set && attr_u32(tb[IFLA_GROUP]) != s->group)
		return false;
	if (s->master > 0 && (!tb[IFLA_MASTER] ||
			      (int)attr_u32(tb[IFLA_MASTER]) != s->master))
		return false;
	if (s->kind && !link_kind_is(tb, s->kind, false))
		return false;
	if (s->slave_kind && !link_kind_is(tb, s->slave_kind, true))
		return false;
	return true;
}

/* One element of the JSON array per message, as iproute2 does (an empty
 * object when a filter hides the link). */
static void show_msg(struct show *s, struct link_msg *m)
{
	out_open_obj(s->out, OUT_JSON, NULL);
	if (wanted(s, m))
		link_print(&s->lp, m);
	out_close_obj(s->out, OUT_JSON);
}

static void show_one(struct show *s, const struct nlmsghdr *nlh)
{
	struct link_msg m;

	if (link_msg_head(&m, nlh)) {
		link_msg_parse(&m);
		show_msg(s, &m);
	} else {
		out_open_obj(s->out, OUT_JSON, NULL);
		out_close_obj(s->out, OUT_JSON);
	}
}

/* ------------------------------------------------------------------ */
/* the dump and its waiting queue */

/* What a parsed message waits on. */
static void wait_on(struct show *s, const struct nlattr *const *tb,
		    struct wait_on *w)
{
	w->netnsid = tb[IFLA_LINK_NETNSID] || tb[IFLA_NEW_NETNSID];
	w->link = (int)attr_u32(tb[IFLA_LINK]);
	w->master = (int)attr_u32(tb[IFLA_MASTER]);
	/* kinds may name other links: print those after the dump, when
	 * look-ups are allowed */
	w->lookup = tb[IFLA_LINKINFO] && s->ctx->o.details && !s->ctx->o.brief &&
		    link_info_may_lookup(tb[IFLA_LINKINFO]);
}

/* Can a message waiting on w be printed now without sending a request? */
static bool ready(struct show *s, const struct wait_on *w)
{
	bool netnsid = w->netnsid;
	int link = w->link, master = w->master;

	if (!s->dumping)
		return true;
	if (w->lookup)
		return false;
	/* text names peer namespaces (-br prints none) */
	if (netnsid && !out_is_json(s->out) && !s->ctx->o.brief &&
	    !s->lp.nsids_filled)
		return false;
	if (link > 0 && !netnsid && !was_seen(s, link))
		return false;
	if (master > 0 && !was_seen(s, master))
		return false;
	return true;
}

static void drain(struct show *s)
{
	while (s->qhead < s->qtail) {
		struct held *h = &s->q[s->qhead];
		struct link_msg m;

		if (!ready(s, &h->w))
			break;
		/* queued messages are link messages with a header */
		link_msg_head(&m, h->nlh);
		memcpy(m.tb, h->tb, sizeof(m.tb));
		show_msg(s, &m);
		s->qhead++;
	}
	if (s->qhead == s->qtail) {
		s->qhead = s->qtail = 0;
		s->cur = s->blocks;
		if (s->cur)
			s->cur->len = 0;
	}
}

/* A copy of n bytes in the current block, or in the next one that fits. */
static void *arena_copy(struct show *s, const void *src, size_t n)
{
	size_t need = NLMSG_ALIGN(n);
	struct ablock *b = s->cur;
	void *p;

	while (b && b->len + need > b->cap) {
		struct ablock *next = b->next;

		if (next && next->cap >= need) {
			next->len = 0;
			b = next;
			continue;
		}
		next = malloc(sizeof(*next) + (need > ARENA_BLOCK ? need : ARENA_BLOCK));
		if (!next)
			return NULL;
		next->cap = need > ARENA_BLOCK ? need : ARENA_BLOCK;
		next->len = 0;
		next->next = b->next;
		b->next = next;
		b = next;
	}
	if (!b) {
		b = malloc(sizeof(*b) + (need > ARENA_BLOCK ? need : ARENA_BLOCK));
		if (!b)
			return NULL;
		b->cap = need > ARENA_BLOCK ? need : ARENA_BLOCK;
		b->len = 0;
		b->next = NULL;
		s->blocks = b;
	}
	s->cur = b;
	p = b->data + b->len;
	b->len += need;
	memcpy(p, src, n);
	return p;
}

/* Queue a copy of nlh, parsed there. */
static int hold(struct show *s, const struct nlmsghdr *nlh)
{
	struct held *h;

	if (s->qtail == s->qcap) {
		if (s->qhead > 0) {
			memmove(s->q, s->q + s->qhead,
				(s->qtail - s->qhead) * sizeof(*s->q));
			s->qtail -= s->qhead;
			s->qhead = 0;
		} else {
			size_t n = s->qcap ? s->qcap * 2 : 64;
			struct held *q = realloc(s->q, n * sizeof(*q));

			if (!q)
				return -ENOMEM;
			s->q = q;
			s->qcap = n;
		}
	}
	h = &s->q[s->qtail];
	h->nlh = arena_copy(s, nlh, nlh->nlmsg_len);
	if (!h->nlh)
		return -ENOMEM;
	attr_parse_msg(h->tb, IFLA_MAX, h->nlh, sizeof(struct ifinfomsg));
	wait_on(s, h->tb, &h->w);
	s->qtail++;
	return 0;
}

/* A message waits for the links it names; they are mostly the next few
 * messages of the same datagram (a veth's peer is the next one).  Learn
 * those now from the datagram itself, so the message can be printed at
 * once instead of being copied to wait.  True if one was found. */
static bool look_ahead(struct show *s, const struct nlmsghdr *nlh,
		       const struct wait_on *w)
{
	int link = w->link > 0 && !w->netnsid && !was_seen(s, w->link) ? w->link : 0;
	int master = w->master > 0 && !was_seen(s, w->master) ? w->master : 0;
	const struct nlmsghdr *h;
	bool found = false;
	size_t len;
	int l;

	if (w->lookup || (!link && !master))
		return false;
	h = nl_dump_ahead(s->ctx->nl, &len);
	for (l = (int)len; h && mnl_nlmsg_ok(h, l) && (link || master);
	     h = mnl_nlmsg_next(h, &l)) {
		const struct ifinfomsg *ifi = mnl_nlmsg_get_payload(h);

		if (h->nlmsg_type != RTM_NEWLINK || h->nlmsg_seq != nlh->nlmsg_seq ||
		    h->nlmsg_pid != nlh->nlmsg_pid ||
		    h->nlmsg_len < NLMSG_LENGTH(sizeof(*ifi)))
			continue;
		if (ifi->ifi_index != link && ifi->ifi_index != master)
			continue;
		lc_learn(s->ctx->lc, h);
		mark_seen(s, ifi->ifi_index);
		if (ifi->ifi_index == link)
			link = 0;
		if (ifi->ifi_index == master)
			master = 0;
		found = true;
	}
	return found;
}

static int dump_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct show *s = arg;
	struct link_msg m;
	struct wait_on w;
	int err = 0;

	if (nlh->nlmsg_type != RTM_NEWLINK || !link_msg_head(&m, nlh))
		return 0;
	lc_learn(s->ctx->lc, nlh);
	mark_seen(s, m.ifi->ifi_index);
	/* this link may be the one those waiting wait for */
	if (s->qhead < s->qtail)
		drain(s);
	if (s->qhead < s->qtail) {
		/* behind others: it waits too, parsed only where it waits */
		err = hold(s, nlh);
	} else {
		link_msg_parse(&m);
		wait_on(s, m.tb, &w);
		if (ready(s, &w) || (look_ahead(s, nlh, &w) && ready(s, &w)))
			show_msg(s, &m);
		else
			err = hold(s, nlh);
	}
	if (err < 0)
		s->err = err;
	return err;
}

/* ------------------------------------------------------------------ */
/* requests */

/* RTM_GETLINK for index (0: all, or by name), with VF data and, unless
 * -s, without counters; within iproute2's bound for its request. */
static struct nlmsghdr *getlink_req(struct show *s, struct msgbuf *b,
				    int index, const char *name)
{
	struct ifinfomsg *ifi;
	uint32_t ext = RTEXT_FILTER_VF;

	msgbuf_init(b, RTM_GETLINK, 0);
	msg_set_bound(&b->m, LINK_BOUND);
	ifi = msg_extra(&b->m, sizeof(*ifi));
	ifi->ifi_family = AF_PACKET;
	ifi->ifi_index = index;
	if (name)
		msg_put_strz(&b->m, check_ifname(name) ? IFLA_ALT_IFNAME : IFLA_IFNAME,
			     name);
	if (!s->ctx->o.stats)
		ext |= RTEXT_FILTER_SKIP_STATS;
	msg_put_u32(&b->m, IFLA_EXT_MASK, ext);
	return b->m.n;
}

static int copy_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct nlmsghdr **out = arg;

	if (nlh->nlmsg_type != RTM_NEWLINK || *out)
		return 0;
	*out = malloc(nlh->nlmsg_len);
	if (*out)
		memcpy(*out, nlh, nlh->nlmsg_len);
	return 0;
}

/* RTM_GETLINK for one link by name (IFLA_ALT_IFNAME for names that are
 * no valid interface name) or by index. */
static int get_link(struct show *s, const char *name, int index,
		    struct nlmsghdr **reply, int quiet)
{
	struct msgbuf b;
	struct nlmsghdr *n;
	int err;

	n = getlink_req(s, &b, index, name);
	*reply = NULL;
	err = nl_talk(s->ctx->nl, n, copy_cb, reply, quiet);
	if (!err && *reply)
		lc_learn(s->ctx->lc, *reply);
	if (!err && !*reply)
		err = -ENODEV;
	return err;
}

/* "if<N>" names index N even when no link is called that. */
static int if_n_index(const char *name)
{
	unsigned int idx;

	return sscanf(name, "if%u", &idx) == 1 ? (int)idx : 0;
}

/* iproute2's name -> index: the kernel by name, else "if<N>".  The reply
 * is kept for printing ("dev X": the one request made) or for a look at
 * its kind ("vrf X"); "master X" needs only the index and asks the cache. */
static int name_to_index(struct show *s, const char *name,
			 struct nlmsghdr **reply)
{
	struct nlmsghdr *r = NULL;

	if (strlen(name) >= ALTIFNAMSIZ) {
		/* no link has such a name: iproute2's look-up says so in
		 * its own way when the name does not fit its request */
		lc_name2index(s->ctx->lc, name);
		return if_n_index(name);
	}
	if (get_link(s, name, 0, &r, 1) == 0 && r) {
		const struct ifinfomsg *ifi = NLMSG_DATA(r);
		int index = ifi->ifi_index;

		if (reply)
			*reply = r;
		else
			free(r);
		return index;
	}
	free(r);
	return if_n_index(name);
}

static bool link_is_vrf(const struct nlmsghdr *nlh)
{
	struct link_msg m;

	if (!link_msg_head(&m, nlh))
		return false;
	link_msg_attrs(&m);
	return link_kind_is(m.tb, "vrf", false);
}

/* ------------------------------------------------------------------ */
/* arguments */

static bool valid_scope(const char *arg)
{
	static const char *const names[] = {
		"global", "universe", "nowhere", "host", "link", "site", NULL
	};
	static const char *const scope_files[] = {
		"/etc/iproute2/rt_scopes", NULL
	};
	unsigned int v;
	uint32_t id;
	int i;

	for (i = 0; names[i]; i++)
		if (strcmp(arg, names[i]) == 0)
			return true;
	if (get_unsigned(&v, arg, 0) == 0 && v <= 255)
		return true;
	return names_lookup(scope_files, arg, &id) == 0 && id <= 255;
}

/* The address filters "ip link show" shares with "ip address show":
 * checked, then of no use for links. */
static int to_parse(struct opt_parse *st, const struct opt *o, int argc,
		    char **argv)
{
	(void)st;
	(void)o;
	(void)argc;
	fprintf(stderr, "Error: \"%s\" may be inet prefix, but it is not allowed in this context.\n",
		argv[1]);
	return -(IP_FATAL | 1);
}

static int scope_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	(void)st;
	(void)o;
	(void)argc;
	if (!valid_scope(argv[1]) && !is(argv[1], "all"))
		return -err_invarg("invalid \"scope\"\n", argv[1]);
	return 1;
}

static int ignore_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	(void)st;
	(void)o;
	(void)argc;
	(void)argv;
	return 0;
}

static int group_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	uint32_t g;

	(void)argc;
	if (parse_group(&g, argv[1]))
		return -err_invarg("Invalid \"group\" value\n", argv[1]);
	opt_put(st, o, &g, sizeof(g));
	return 1;
}

/* The master's index, and the dump need not wait for it. */
static int put_master(struct opt_parse *st, const struct opt *o, int idx)
{
	mark_seen(st->obj, idx);
	opt_put(st, o, &idx, sizeof(idx));
	return 1;
}

static int master_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	struct show *s = st->obj;
	int idx = lc_name2index(s->ctx->lc, argv[1]);

	(void)argc;
	if (!idx)
		idx = if_n_index(argv[1]);
	if (!idx)
		return -err_invarg("Device does not exist\n", argv[1]);
	return put_master(st, o, idx);
}

static int vrf_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	struct nlmsghdr *r = NULL;
	int idx = name_to_index(st->obj, argv[1], &r);
	bool vrf = idx && r && link_is_vrf(r);

	(void)argc;
	free(r);
	if (!vrf)
		return -err_invarg("Not a valid VRF name\n", argv[1]);
	return put_master(st, o, idx);
}

/* "type KIND" or "type KIND_slave": the link's kind or its slave kind. */
static int type_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct show *s = st->obj;
	size_t len = strlen(argv[1]);

	(void)o;
	(void)argc;
	if (len >= 6 && strcmp(argv[1] + len - 6, "_slave") == 0) {
		snprintf(s->slave_buf, sizeof(s->slave_buf), "%.*s",
			 (int)(len - 6), argv[1]);
		s->slave_kind = s->slave_buf;
	} else {
		snprintf(s->kind_buf, sizeof(s->kind_buf), "%s", argv[1]);
		s->kind = s->kind_buf;
	}
	return 1;
}

/* "dev X", or any other word: the one device. */
static int dev_word(struct opt_parse *st, const char *word)
{
	struct show *s = st->obj;

	if (s->dev)
		return -err_duparg2("dev", word);
	s->dev = word;
	return 0;
}

static int dev_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	int r;

	(void)o;
	(void)argc;
	r = dev_word(st, argv[1]);
	return r < 0 ? r : 1;
}

static int other_parse(struct opt_parse *st, int argc, char **argv)
{
	(void)argc;
	if (matches(argv[0], "help"))
		return -iplink_usage();
	return dev_word(st, argv[0]);
}

#define H(name, fn, n) \
	static const struct opt_handler name = { .parse = fn, .nargs = n }
H(s_to, to_parse, 1);
H(s_scope, scope_parse, 1);
H(s_ignore, ignore_parse, 0);
H(s_group, group_parse, 1);
H(s_master, master_parse, 1);
H(s_vrf, vrf_parse, 1);
H(s_type, type_parse, 1);
H(s_dev, dev_parse, 1);
#undef H

#define SHOW(field) offsetof(struct show, field)

/* The filters, in iproute2's order; every keyword in full. */
static const struct opt show_opts[] = {
	{ "to", 0, OPT_EXACT, &s_to },
	{ "scope", 0, OPT_EXACT, &s_scope },
	{ "up", SHOW(up), OPT_EXACT | OPT_OBJ, &opt_flag },
	/* address flags, "-" before them or not */
	{ "secondary", 0, OPT_EXACT, &s_ignore,
	  .alias = "=-secondary =temporary =-temporary =nodad =-nodad "
		   "=optimistic =-optimistic =dadfailed =-dadfailed "
		   "=home =-home =deprecated =-deprecated =tentative "
		   "=-tentative =permanent =-permanent =mngtmpaddr "
		   "=-mngtmpaddr =noprefixroute =-noprefixroute =autojoin "
		   "=-autojoin =stable-privacy =-stable-privacy =dynamic "
		   "=-dynamic =primary =-primary" },
	{ "label", SHOW(label), OPT_EXACT | OPT_OBJ, &opt_word },
	{ "group", SHOW(group), OPT_EXACT | OPT_OBJ, &s_group },
	{ "master", SHOW(master), OPT_EXACT | OPT_OBJ, &s_master },
	{ "vrf", SHOW(master), OPT_EXACT | OPT_OBJ, &s_vrf },
	{ "nomaster", SHOW(master), OPT_EXACT | OPT_OBJ, &opt_flag32,
	  OPT_FLAGVAL(-1) },
	{ "type", 0, OPT_EXACT, &s_type },
	{ "dev", 0, OPT_EXACT, &s_dev },
	{ 0 }
};

static const struct opt_set show_set = {
	.name = "link",
	.opts = show_opts,
	.other = other_parse,
	.loop = OPT_LOOP_NO_HELP,
};

static int parse_args(struct show *s, int argc, char **argv)
{
	struct opt_parse p;
	int st;

	st = opt_run(&p, s->ctx, &show_set, NULL, s, argc, argv);
	s->group_set = opt_given(&p, "group");
	return st;
}

/* ------------------------------------------------------------------ */

static void show_free(struct show *s)
{
	while (s->blocks) {
		struct ablock *b = s->blocks;

		s->blocks = b->next;
		free(b);
	}
	free(s->q);
	free(s->seen);
	lp_free(&s->lp);
}

static int do_dump(struct show *s)
{
	struct msgbuf b;
	struct nlmsghdr *n = getlink_req(s, &b, 0, NULL);
	int err;

	if (s->master)
		msg_put_u32(&b.m, IFLA_MASTER, (uint32_t)s->master);
	if (s->kind) {
		struct nlattr *li = msg_nest(&b.m, IFLA_LINKINFO);

		msg_put(&b.m, IFLA_INFO_KIND, s->kind, strlen(s->kind));
		msg_nest_end(&b.m, li);
	}
	s->dumping = true;
	/* it deletes nothing: no look needed */
	err = nl_dump(s->ctx->nl, n, dump_cb, s, NL_DUMP_NOLOOK);
	s->dumping = false;
	if (err < 0 && s->err != -ENOMEM)
		fprintf(stderr, "Dump terminated\n");
	drain(s);
	return 0;
}

int iplink_show(struct ipctx *ctx, const struct verb *v, int argc,
		char **argv)
{
	struct show s;
	const char *dev;
	int ret = 0;

	(void)v;
	memset(&s, 0, sizeof(s));
	s.ctx = ctx;
	s.out = ctx->out;
	lp_init(&s.lp, ctx);

	ret = parse_args(&s, argc, argv);
	if (ret)
		goto out;
	dev = s.dev;

	/* link-netns names need requests: look them up before a dump */
	if (!out_is_json(s.out) && !ctx->o.brief)
		lp_fill_nsids(&s.lp);

	if (dev) {
		struct nlmsghdr *r = NULL;

		s.ifindex = name_to_index(&s, dev, &r);
		if (s.ifindex <= 0) {
			fprintf(stderr, "Device \"%s\" does not exist.\n", dev);
			free(r);
			ret = 1;
			goto out;
		}
		out_begin(s.out);
		if (!s.group_set) {
			int err = 0;

			if (!r)		/* "if<N>": the kernel names no such link */
				err = get_link(&s, dev, 0, &r, 0);
			if (err || !r) {
				fprintf(stderr, "Cannot send link get request: %s\n",
					strerror(err ? -err : ENODEV));
				free(r);
				out_end(s.out);
				ret = 1;
				goto out;
			}
			show_one(&s, r);
			free(r);
		} else {
			int err;

			free(r);
			r = NULL;
			err = get_link(&s, NULL, s.ifindex, &r, 0);
			if (!err)
				show_one(&s, r);
			else
				fprintf(stderr, "Cannot send link request: %s\n",
					strerror(-err));
			free(r);
		}
		out_end(s.out);
		goto out;
	}

	out_begin(s.out);
	do_dump(&s);
	out_end(s.out);
out:
	show_free(&s);
	if (!out_is_json(s.out))
		fflush(stdout);
	return ret;
}
