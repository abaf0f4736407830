// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipbatch.c - the batch driver.
 *
 * Lines run in order and report in order.  With -force every line runs
 * whatever happened before it, so link requests are pipelined: a window of
 * them is in flight, and each completion reports its own line.  Without
 * -force a failure stops the run, so each request completes before the
 * next line is read.
 *
 * A run of consecutive plain "link delete DEV" lines is carried out as one
 * kernel unregister: the devices are moved into a scratch group and the
 * group is deleted with one RTM_DELLINK.  Which lines fail (missing
 * devices, names given twice, devices an earlier line took away: a veth's
 * peer, a macvlan's or vlan's lower device) is worked out beforehand from
 * one RTM_GETLINK per device, so every line reports exactly what
 * sequential execution reports.  See ip-link(8), "BATCH DELETES".
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <net/if.h>
#include <libmnl/libmnl.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "attr.h"
#include "batch.h"
#include "ip.h"
#include "ipbatch.h"
#include "ipctx.h"
#include "iplink.h"
#include "kind.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"
#include "print.h"


#define BATCH_WINDOW 64		/* requests in flight with -force */
#define DEL_RUN_MIN 8		/* shorter delete runs go line by line */
#define DEL_RUN_MAX 16384	/* a run is bounded: constant memory */

struct ipbatch {
	const char *name;	/* as given, for "Command failed NAME:LINE" */
	int ret;
	bool stop;		/* a line failed without -force */
	uint32_t scratch;	/* IP_BATCH_SCRATCH_GROUP, 0: random per run */
};

static void ipbatch_line_done(struct ipctx *ctx, int line, int st)
{
	struct ipbatch *b = ctx->batch;

	if (st) {
		fprintf(stderr, "Command failed %s:%d\n", b->name, line);
		b->ret = 1;
		if (!ctx->o.force)
			b->stop = true;
	}
	if (ctx->o.ack) {
		if (ctx->o.json)
			printf("{\"ack\":{\"line\":%d,\"status\":%d}}\n", line, IP_EXIT(st));
		else
			printf("ack %d %d\n", line, IP_EXIT(st));
		fflush(stdout);
	}
}

/* Messages of a line run while earlier lines are still in flight are held
 * back, so that they come after those lines' reports. */
struct held {
	FILE *mem, *saved;
	char *text;
	size_t len;
};

static void hold_stderr(struct held *h)
{
	memset(h, 0, sizeof(*h));
	h->saved = stderr;
	fflush(stderr);
	h->mem = open_memstream(&h->text, &h->len);
	if (h->mem)
		stderr = h->mem;
}

static void release_stderr(struct held *h)
{
	if (h->mem) {
		fflush(h->mem);
		stderr = h->saved;
		fclose(h->mem);
	}
}

/* Run one line. */
static int run_line(struct ipctx *ctx, int argc, char **argv, int line)
{
	struct held h = { 0 };
	bool holding = nl_pending(ctx->nl) > 0;
	int st;

	if (holding)
		hold_stderr(&h);
	ctx->batch_line = line;
	st = ip_do_cmd(ctx, argc, argv);
	if (holding)
		release_stderr(&h);
	/* earlier lines report first: all requests but this line's own
	 * (the newest, if it sent one) must be answered before its held
	 * messages go out */
	if (st != IP_PENDING || h.len)
		nl_wait(ctx->nl, st == IP_PENDING ? 1 : 0);
	if (h.len)
		fwrite(h.text, 1, h.len, stderr);
	free(h.text);
	if (st & IP_UNIMPL) {
		fprintf(stderr, "Object \"%s\" is not implemented by this ip; use iproute2's ip for it.\n",
			argv[0]);
		st = 1;
	}
	if (st != IP_PENDING && !(st & IP_FATAL))
		ipbatch_line_done(ctx, line, st);
	fflush(stdout);
	return st;
}

/* ---- coalesced deletes ---- */

struct del_entry {
	int line;
	char name[ALTIFNAMSIZ];
	/* what RTM_GETLINK said */
	int index;
	int parent;		/* the device whose removal takes this one too */
	bool known_kind;	/* a kind whose removal rules we know */
	bool veth;
	/* the verdict */
	int status;		/* 0: delete it; 1: "Cannot find device" */
	bool moved;
};

struct link_info {
	int index;
	int link;
	bool link_netns;
	bool known_kind;
	bool follows_link;
	bool veth;
	uint32_t group;
};

static int info_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct link_info *li = arg;
	const struct ifinfomsg *ifi = NLMSG_DATA(nlh);
	const struct nlattr *tb[IFLA_MAX + 1], *info[IFLA_INFO_MAX + 1];
	const struct link_kind *k;
	char kb[64];

	if (nlh->nlmsg_type != RTM_NEWLINK ||
	    nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*ifi)))
		return 0;
	li->index = ifi->ifi_index;
	attr_parse_msg(tb, IFLA_MAX, nlh, sizeof(*ifi));
	li->link = (int)attr_u32(tb[IFLA_LINK]);
	li->link_netns = tb[IFLA_LINK_NETNSID] != NULL;
	if (tb[IFLA_GROUP])
		li->group = attr_u32(tb[IFLA_GROUP]);
	/* what removing it takes away is the kind's to say */
	attr_parse_nested(info, IFLA_INFO_MAX, tb[IFLA_LINKINFO]);
	k = info[IFLA_INFO_KIND] ?
	    kind_find(attr_str(info[IFLA_INFO_KIND], kb, sizeof(kb))) : NULL;
	if (k && k->del != KIND_DEL_UNKNOWN) {
		li->known_kind = true;
		li->follows_link = k->del != KIND_DEL_ALONE;
		li->veth = k->del == KIND_DEL_PEER;
	}
	return 0;
}

static struct nlmsghdr *put_getlink(struct msgbuf *b, int index,
				     const char *name)
{
	struct ifinfomsg *ifi;

	msgbuf_init(b, RTM_GETLINK, 0);
	ifi = msg_extra(&b->m, sizeof(*ifi));
	ifi->ifi_index = index;
	if (name)
		msg_put_strz(&b->m, strlen(name) < IFNAMSIZ ? IFLA_IFNAME : IFLA_ALT_IFNAME,
			     name);
	msg_put_u32(&b->m, IFLA_EXT_MASK, RTEXT_FILTER_SKIP_STATS);
	return b->m.n;
}

/* RTM_NEWLINK / RTM_DELLINK for an index, with a group or not. */
static struct nlmsghdr *put_link_req(struct msgbuf *b, uint16_t type, int index,
				     bool with_group, uint32_t group)
{
	struct ifinfomsg *ifi;

	msgbuf_init(b, type, 0);
	ifi = msg_extra(&b->m, sizeof(*ifi));
	ifi->ifi_index = index;
	if (with_group)
		msg_put_u32(&b->m, IFLA_GROUP, group);
	return b->m.n;
}

/* An index set: open addressing, sized for the run. */
struct iset {
	int *slot;
	size_t cap;
};

static int iset_init(struct iset *s, size_t n)
{
	s->cap = 16;
	while (s->cap < n * 4)
		s->cap *= 2;
	s->slot = calloc(s->cap, sizeof(*s->slot));
	return s->slot ? 0 : -1;
}

static bool iset_has(const struct iset *s, int v)
{
	size_t i = ((uint32_t)v * 2654435761u) & (s->cap - 1);

	while (s->slot[i]) {
		if (s->slot[i] == v)
			return true;
		i = (i + 1) & (s->cap - 1);
	}
	return false;
}

static void iset_add(struct iset *s, int v)
{
	size_t i = ((uint32_t)v * 2654435761u) & (s->cap - 1);

	while (s->slot[i]) {
		if (s->slot[i] == v)
			return;
		i = (i + 1) & (s->cap - 1);
	}
	s->slot[i] = v;
}

struct getlink_job {
	struct link_info li;
	int err;
};

static void getlink_done(int err, const char *extack, void *arg)
{
	struct getlink_job *j = arg;

	(void)extack;
	j->err = err;
}

static int getlink_data(const struct nlmsghdr *nlh, void *arg)
{
	struct getlink_job *j = arg;

	return info_cb(nlh, &j->li);
}

/* Did an earlier line's removal take entry e's device away?  A veth goes
 * with its peer; a device that follows its lower device goes with it, and
 * with whatever took that one away.  Ancestors outside the run are asked
 * for one by one (rare: a stacked device named in a delete run). */
static bool taken_away(struct ipctx *ctx, const struct del_entry *e,
		       const struct iset *dead, const struct del_entry *all, int n)
{
	int cur = e->parent, steps = 0;

	if (e->veth)
		return cur > 0 && iset_has(dead, cur);
	while (cur > 0 && steps++ < 8) {
		bool veth;
		int parent, i;

		if (iset_has(dead, cur))
			return true;
		for (i = 0; i < n; i++)
			if (all[i].index == cur)
				break;
		if (i < n) {
			veth = all[i].veth;
			parent = all[i].parent;
		} else {
			struct link_info li = { 0 };
			struct msgbuf b;

			if (nl_talk(ctx->nl, put_getlink(&b, cur, NULL), info_cb, &li, 1))
				return false;
			veth = li.veth;
			parent = li.follows_link && !li.link_netns &&
				 li.link != cur ? li.link : 0;
		}
		if (veth)
			return parent > 0 && iset_has(dead, parent);
		cur = parent;
	}
	return false;
}

static void block_signals(sigset_t *old)
{
	sigset_t s;

	sigemptyset(&s);
	sigaddset(&s, SIGINT);
	sigaddset(&s, SIGTERM);
	sigaddset(&s, SIGHUP);
	sigaddset(&s, SIGQUIT);
	sigprocmask(SIG_BLOCK, &s, old);
}

struct group_scan {
	uint32_t group;
	const struct iset *ours;
	int foreign;
	int members;
};

static int scan_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct group_scan *g = arg;
	struct link_info li = { 0 };

	li.group = UINT32_MAX;
	info_cb(nlh, &li);
	if (li.group == g->group) {
		g->members++;
		if (!iset_has(g->ours, li.index))
			g->foreign++;
	}
	return 0;
}

struct simple_job {
	int err;
};

static void simple_done(int err, const char *extack, void *arg)
{
	struct simple_job *j = arg;

	(void)extack;
	j->err = err;
}

/* Delete the devices of entries marked for deletion: one group delete if
 * the scratch group holds exactly them, else one request each. */
static void delete_marked(struct ipctx *ctx, struct del_entry *e, int n)
{
	struct msgbuf b;
	struct simple_job *jobs = calloc((size_t)n, sizeof(*jobs));
	struct iset ours;
	struct group_scan scan = { 0 };
	uint32_t group;
	sigset_t old;
	int i;

	if (!jobs || iset_init(&ours, (size_t)n)) {
		free(jobs);
		return;
	}
	group = ctx->batch->scratch;
	/* random in [2^30, 2^31): iproute2 can still name it */
	while (!group) {
		if (getrandom(&group, sizeof(group), 0) != sizeof(group))
			group = (uint32_t)rand();
		group = (group & 0x3fffffffu) | 0x40000000u;
	}

	/* from the first move to the delete, a signal must not leave a
	 * device stranded in the scratch group */
	block_signals(&old);
	for (i = 0; i < n; i++) {
		if (e[i].status)
			continue;
		if (nl_submit(ctx->nl, put_link_req(&b, RTM_NEWLINK, e[i].index, true, group),
			      NULL, simple_done, &jobs[i]) < 0)
			jobs[i].err = -EIO;
		if (nl_pending(ctx->nl) >= 256)
			nl_wait(ctx->nl, 128);
	}
	nl_wait(ctx->nl, 0);
	for (i = 0; i < n; i++) {
		if (e[i].status)
			continue;
		if (jobs[i].err) {
			/* gone meanwhile: a concurrent removal */
			e[i].status = 1;
		} else {
			e[i].moved = true;
			iset_add(&ours, e[i].index);
		}
	}

	/* the group must hold our devices and nothing else */
	scan.group = group;
	scan.ours = &ours;
	if (nl_dump(ctx->nl, put_getlink(&b, 0, NULL), scan_cb, &scan, 1) == 0 &&
	    scan.foreign == 0 && scan.members > 0) {
		struct simple_job gj = { 0 };

		if (nl_submit(ctx->nl, put_link_req(&b, RTM_DELLINK, 0, true, group),
			      NULL, simple_done, &gj) >= 0 &&
		    nl_wait(ctx->nl, 0) == 0 && gj.err == 0)
			goto done;
	}
	/* one by one, by index: never the group */
	for (i = 0; i < n; i++) {
		if (!e[i].moved)
			continue;
		nl_submit(ctx->nl, put_link_req(&b, RTM_DELLINK, e[i].index, false, 0),
			  NULL, simple_done, &jobs[i]);
		if (nl_pending(ctx->nl) >= 256)
			nl_wait(ctx->nl, 128);
	}
	nl_wait(ctx->nl, 0);
done:
	sigprocmask(SIG_SETMASK, &old, NULL);
	free(ours.slot);
	free(jobs);
}

static int del_line(struct ipctx *ctx, const struct del_entry *e)
{
	char *argv[] = { "link", "delete", "dev", (char *)e->name, NULL };
	int st = run_line(ctx, 4, argv, e->line);

	nl_wait(ctx->nl, 0);	/* it reports before anything else runs */
	return st;
}

/* Carry out a run of plain deletes; returns true if the batch stops. */
static bool delete_run(struct ipctx *ctx, struct del_entry *e, int n)
{
	struct getlink_job *jobs;
	struct iset dead;
	int i, cut = n;

	nl_wait(ctx->nl, 0);
	if (n < DEL_RUN_MIN) {
		for (i = 0; i < n && !ctx->batch->stop; i++)
			if (del_line(ctx, &e[i]) & IP_FATAL)
				return true;
		return ctx->batch->stop;
	}
	jobs = calloc((size_t)n, sizeof(*jobs));
	if (!jobs || iset_init(&dead, (size_t)n * 2)) {
		free(jobs);
		for (i = 0; i < n && !ctx->batch->stop; i++)
			del_line(ctx, &e[i]);
		return ctx->batch->stop;
	}
	for (i = 0; i < n; i++) {
		struct msgbuf b;

		if (nl_submit(ctx->nl, put_getlink(&b, 0, e[i].name), getlink_data,
			      getlink_done, &jobs[i]) < 0)
			jobs[i].err = -EIO;
		/* replies are ~1.5 KiB: keep them well inside the buffer */
		if (nl_pending(ctx->nl) >= 64)
			nl_wait(ctx->nl, 32);
	}
	nl_wait(ctx->nl, 0);

	/* the verdicts, in line order, as sequential execution gives them */
	for (i = 0; i < n; i++) {
		struct link_info *li = &jobs[i].li;

		if (jobs[i].err || li->index <= 0) {
			e[i].status = 1;
		} else if (!li->known_kind) {
			cut = i;	/* rules unknown: from here, line by line */
			break;
		} else {
			e[i].index = li->index;
			e[i].veth = li->veth;
			e[i].parent = li->follows_link && !li->link_netns &&
				      li->link != li->index ? li->link : 0;
			if (iset_has(&dead, e[i].index) ||
			    taken_away(ctx, &e[i], &dead, e, i)) {
				e[i].status = 1;
			} else {
				iset_add(&dead, e[i].index);
				if (e[i].veth && e[i].parent)
					iset_add(&dead, e[i].parent);
			}
		}
		if (e[i].status && !ctx->o.force) {
			cut = i + 1;
			break;
		}
	}
	free(jobs);
	free(dead.slot);

	delete_marked(ctx, e, cut);
	for (i = 0; i < cut; i++) {
		ctx->batch_line = e[i].line;
		if (e[i].status)
			fprintf(stderr, "Cannot find device \"%s\"\n", e[i].name);
		ipbatch_line_done(ctx, e[i].line, e[i].status);
		if (ctx->batch->stop)
			return true;
	}
	fflush(stdout);
	if (cut < n) {
		/* the line whose removal rules are unknown runs alone, in its
		 * place; the lines after it form a new run */
		if (del_line(ctx, &e[cut]) & IP_FATAL || ctx->batch->stop)
			return true;
		return delete_run(ctx, e + cut + 1, n - cut - 1);
	}
	return false;
}

/* Is this "link delete [dev] NAME" and nothing else?  The link parser
 * itself decides: the line must build a delete request that names one
 * device and carries nothing more.  It builds quietly; a line that is not
 * plain runs on its own later and says what it has to say then. */
static const char *plain_delete(struct ipctx *ctx, int argc, char **argv,
				char *name, size_t size)
{
	struct msgbuf b;
	const struct ifinfomsg *ifi;
	const struct nlattr *attr;
	struct link_args a = { 0 };
	struct held h;
	int st, nattr = 0;

	if (argc < 3 || argc > 4 || !matches(argv[0], "link") ||
	    !matches(argv[1], "delete"))
		return NULL;
	hold_stderr(&h);
	st = iplink_build(ctx, RTM_DELLINK, 0, argc - 2, argv + 2, &b, &a);
	release_stderr(&h);
	free(h.text);
	if (st)
		return NULL;
	msg_release(&b.m);
	if (a.kind || !a.dev)
		return NULL;
	ifi = NLMSG_DATA(b.m.n);
	if (ifi->ifi_index || ifi->ifi_change || ifi->ifi_flags)
		return NULL;
	attr_for_each(attr, (const char *)ifi + NLMSG_ALIGN(sizeof(*ifi)),
		      b.m.n->nlmsg_len - NLMSG_LENGTH(sizeof(*ifi))) {
		uint16_t t = attr_type(attr);

		if (t != IFLA_IFNAME && t != IFLA_ALT_IFNAME)
			return NULL;
		nattr++;
	}
	if (nattr != 1)
		return NULL;
	snprintf(name, size, "%s", a.dev);
	return name;
}

int ipbatch_run(struct ipctx *ctx, const char *name)
{
	struct ipbatch b = { .name = name };
	struct batch_reader *br = batch_open(name);
	struct del_entry *run = NULL;
	int nrun = 0, lineno = 0, orig_family = ctx->o.family;
	unsigned int window = ctx->o.force ? BATCH_WINDOW : 0;
	char **argv;
	int argc;

	if (!br) {
		fprintf(stderr, "Cannot open file \"%s\" for reading: %s\n",
			name, strerror(errno));
		return 1;
	}
	if (ip_ctx_open(ctx)) {
		fprintf(stderr, "Cannot open rtnetlink\n");
		batch_close(br);
		return 1;
	}
	ctx->batch = &b;
	ctx->report = ipbatch_line_done;
	/* tests pin the scratch group to put a foreign device in it */
	if (getenv("IP_BATCH_SCRATCH_GROUP"))
		get_u32(&b.scratch, getenv("IP_BATCH_SCRATCH_GROUP"), 0);
	lc_follow(ctx->lc);
	run = calloc(DEL_RUN_MAX, sizeof(*run));

	for (;;) {
		const char *del;
		int st;

		/* never sit on requests (or a delete run) waiting for input */
		if (!batch_input_ready(br)) {
			if (nrun) {
				if (delete_run(ctx, run, nrun))
					break;
				nrun = 0;
			}
			nl_wait(ctx->nl, 0);
			if (b.stop)
				break;
		}
		argc = batch_next(br, &argv, &lineno);
		if (argc < 0) {
			/* the lines before report first, then why it ends */
			if (nrun && !b.stop)
				delete_run(ctx, run, nrun);
			nrun = 0;
			nl_wait(ctx->nl, 0);
			if (batch_error(br))
				fprintf(stderr, "%s\n", batch_error(br));
			if (argc == -2)
				b.ret = 1;
			break;
		}
		if (argc == 0)
			continue;
		ctx->o.family = orig_family;

		del = run ? plain_delete(ctx, argc, argv, run[nrun].name,
					 sizeof(run[nrun].name)) : NULL;
		if (del) {
			if (!nrun)
				nl_wait(ctx->nl, 0);
			if (b.stop)
				break;
			run[nrun].line = lineno;
			run[nrun].status = 0;
			run[nrun].moved = false;
			if (++nrun == DEL_RUN_MAX) {
				if (delete_run(ctx, run, nrun))
					break;
				nrun = 0;
			}
			continue;
		}
		if (nrun) {
			if (delete_run(ctx, run, nrun))
				break;
			nrun = 0;
		}
		st = run_line(ctx, argc, argv, lineno);
		if (st & IP_FATAL) {
			nl_wait(ctx->nl, 0);
			b.ret = IP_EXIT(st);
			break;
		}
		nl_wait(ctx->nl, window);
		if (b.stop)
			break;
	}
	if (nrun && !b.stop)
		delete_run(ctx, run, nrun);
	nl_wait(ctx->nl, 0);
	fflush(stdout);
	free(run);
	batch_close(br);
	ctx->batch = NULL;
	ctx->report = NULL;
	ip_ctx_close(ctx);
	return b.ret;
}
