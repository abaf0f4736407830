// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipbatch_del.c - coalesced deletes for the batch driver.
 *
 * A run of consecutive plain "link delete DEV" lines is carried out as one
 * kernel unregister per round: the devices are moved into a scratch group
 * and the group is deleted with one RTM_DELLINK.  Which lines fail
 * (missing devices, names given twice, devices an earlier line took away:
 * a veth's peer, a macvlan's or vlan's lower device) is worked out
 * beforehand from one RTM_GETLINK per device, so every line reports what
 * sequential execution reports.
 *
 * What makes it safe: every signal that can be held is held from the
 * journal (lib/journal.c, against SIGKILL) to the group delete; the group
 * is checked to hold our devices only, each still under the name its line
 * found (a device renamed meanwhile leaves the group and its line runs on
 * its own); and each deletion is attributed from its RTM_DELLINK
 * notification, which carries the group the device went in, so concurrent
 * batches report each device once.  See ip-link(8), "BATCH DELETES".
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <net/if.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "attr.h"
#include "ipbatch_del.h"
#include "ipbatch_line.h"
#include "ipctx.h"
#include "journal.h"
#include "link/kind/kind.h"
#include "msg.h"
#include "nl.h"

#define DEL_GROUP_MAX 2048	/* devices per group delete: the listener's
				 * buffer holds their notifications */
#define DEL_ROUNDS 3		/* tries before a device goes line by line */

struct link_info {
	int index;
	char name[IFNAMSIZ];
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
	snprintf(li->name, sizeof(li->name), "%s",
		 attr_str(tb[IFLA_IFNAME], kb, sizeof(kb)));
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

/* Index -> position, the same way. */
struct imap {
	int *key, *val;
	size_t cap;
};

static int imap_init(struct imap *m, size_t n)
{
	m->cap = 16;
	while (m->cap < n * 4)
		m->cap *= 2;
	m->key = calloc(m->cap * 2, sizeof(*m->key));
	m->val = m->key ? m->key + m->cap : NULL;
	return m->key ? 0 : -1;
}

static void imap_put(struct imap *m, int k, int v)
{
	size_t i = ((uint32_t)k * 2654435761u) & (m->cap - 1);

	while (m->key[i] && m->key[i] != k)
		i = (i + 1) & (m->cap - 1);
	m->key[i] = k;
	m->val[i] = v;
}

static int imap_get(const struct imap *m, int k)
{
	size_t i = ((uint32_t)k * 2654435761u) & (m->cap - 1);

	while (m->key[i]) {
		if (m->key[i] == k)
			return m->val[i];
		i = (i + 1) & (m->cap - 1);
	}
	return -1;
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

/* From the journal to the group delete (or the undo), no signal that can
 * be held may end the process: it comes once the round is over. */
static void block_signals(sigset_t *old)
{
	sigset_t s;

	sigfillset(&s);
	sigprocmask(SIG_BLOCK, &s, old);
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

/* A link deletion the listener saw while our group delete was under way,
 * in the order the kernel sent them. */
struct gone {
	int index;
	uint32_t group;
	char name[IFNAMSIZ];
};

/* One round: a scratch group, the moves into it, one group delete. */
struct round {
	uint32_t group;
	const struct del_entry *e;
	const int *idx;
	const struct imap *where;	/* index -> position in idx */
	struct iset *renamed;	/* ours whose name is no longer their line's */
	int strangers;		/* devices not ours seen joining the group */
	bool armed;		/* the group delete is on its way */
	bool overflow;		/* the listener lost notifications */
	struct gone *log;
	size_t nlog, cap;
};

/* A link notification before the group delete: one of ours under another
 * name (renamed since its line found it), or a stranger (up: a device
 * that is down says nothing when its group changes) joining the group. */
static void round_watch(struct round *r, const struct nlmsghdr *nlh)
{
	const struct ifinfomsg *ifi = NLMSG_DATA(nlh);
	const struct nlattr *tb[IFLA_MAX + 1];
	char nb[IFNAMSIZ];
	int pos;

	attr_parse_msg(tb, IFLA_MAX, nlh, sizeof(*ifi));
	pos = imap_get(r->where, ifi->ifi_index);
	if (pos >= 0) {
		if (tb[IFLA_IFNAME] &&
		    strcmp(attr_str(tb[IFLA_IFNAME], nb, sizeof(nb)),
			   r->e[r->idx[pos]].real) != 0)
			iset_add(r->renamed, ifi->ifi_index);
	} else if (tb[IFLA_GROUP] && attr_u32(tb[IFLA_GROUP]) == r->group) {
		r->strangers++;
	}
}

static int round_observe(const struct nlmsghdr *nlh, void *arg)
{
	struct round *r = arg;
	const struct nlattr *tb[IFLA_MAX + 1];
	const struct ifinfomsg *ifi;
	struct gone *g;
	char nb[IFNAMSIZ];

	if (!nlh) {
		r->overflow = true;
		return 0;
	}
	if (nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*ifi)))
		return 0;
	ifi = NLMSG_DATA(nlh);
	if (ifi->ifi_family != AF_UNSPEC)	/* a bridge port's news */
		return 0;
	if (!r->armed && nlh->nlmsg_type == RTM_NEWLINK)
		round_watch(r, nlh);
	if (!r->armed || nlh->nlmsg_type != RTM_DELLINK)
		return 0;
	if (r->nlog == r->cap) {
		size_t cap = r->cap ? r->cap * 2 : 1024;
		struct gone *l = cap <= 4 * DEL_GROUP_MAX * 4 ?
				 realloc(r->log, cap * sizeof(*l)) : NULL;

		if (!l) {
			r->overflow = true;	/* cannot tell: as if lost */
			return 0;
		}
		r->log = l;
		r->cap = cap;
	}
	attr_parse_msg(tb, IFLA_MAX, nlh, sizeof(*ifi));
	g = &r->log[r->nlog++];
	g->index = ifi->ifi_index;
	g->group = attr_u32(tb[IFLA_GROUP]);
	snprintf(g->name, sizeof(g->name), "%s",
		 attr_str(tb[IFLA_IFNAME], nb, sizeof(nb)));
	return 0;
}

struct group_scan {
	const struct round *r;
	const struct iset *ours;
	struct iset *members;	/* ours found in the group */
	int foreign;
};

static int scan_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct group_scan *g = arg;
	struct link_info li = { 0 };
	const struct round *r = g->r;

	li.group = UINT32_MAX;
	info_cb(nlh, &li);
	if (li.group != r->group)
		return 0;
	if (!iset_has(g->ours, li.index))
		g->foreign++;
	else if (strcmp(li.name, r->e[r->idx[imap_get(r->where, li.index)]].real))
		iset_add(r->renamed, li.index);	/* renamed since its line */
	else
		iset_add(g->members, li.index);
	return 0;
}

/* Set the group of each entry in idx[] (pipelined); errors in jobs[]. */
static void set_groups(struct ipctx *ctx, struct del_entry *e, const int *idx,
		       int k, uint32_t group, bool to_orig,
		       struct simple_job *jobs)
{
	struct msgbuf b;
	int i;

	for (i = 0; i < k; i++) {
		struct del_entry *x = &e[idx[i]];

		jobs[i].err = 0;
		if (nl_submit(ctx->nl, put_link_req(&b, RTM_NEWLINK, x->index, true,
						    to_orig ? x->group : group),
			      NULL, simple_done, &jobs[i]) < 0)
			jobs[i].err = -EIO;
		if (nl_pending(ctx->nl) >= 256)
			nl_wait(ctx->nl, 128);
	}
	nl_wait(ctx->nl, 0);
}

/* Is the device still there?  1 yes, 0 gone, -1 cannot tell. */
static int still_there(struct ipctx *ctx, int index)
{
	struct link_info li = { 0 };
	struct msgbuf b;
	int err = nl_talk(ctx->nl, put_getlink(&b, index, NULL), info_cb, &li, 1);

	if (err == -ENODEV)
		return 0;
	return err ? -1 : li.index == index;
}

static uint32_t scratch_group(struct ipctx *ctx)
{
	uint32_t group = ctx->batch->scratch;

	/* random in [2^30, 2^31): iproute2 can still name it */
	while (!group) {
		if (getrandom(&group, sizeof(group), 0) != sizeof(group))
			group = (uint32_t)rand();
		group = (group & 0x3fffffffu) | 0x40000000u;
	}
	return group;
}

enum { DONE_OK, DONE_GONE, LEFT };	/* an entry after a round */

/* Without -force a line that fails stops the batch, so the lines after
 * it must not run: if a device of ours did not make it into the group
 * (gone, or moved on by someone else), the devices after it leave the
 * group again, back where they were, and wait for the next round.  Ours
 * renamed since their lines found them are taken out before this (they
 * are no members), so none is left behind.  Returns how many left. */
static int cut_after_first_miss(struct ipctx *ctx, struct del_entry *e,
				const int *idx, int k, struct simple_job *jobs,
				struct iset *members)
{
	struct simple_job *tmp;
	int i, f, nb = 0;
	int *back;

	for (f = 0; f < k; f++)
		if (jobs[f].err || !iset_has(members, e[idx[f]].index))
			break;
	if (f >= k - 1)
		return 0;
	back = calloc((size_t)(k - f), sizeof(*back));
	tmp = calloc((size_t)(k - f), sizeof(*tmp));
	if (!back || !tmp) {
		free(back);
		free(tmp);
		return -1;
	}
	for (i = f + 1; i < k; i++)
		if (!jobs[i].err && iset_has(members, e[idx[i]].index))
			back[nb++] = idx[i];
	set_groups(ctx, e, back, nb, 0, true, tmp);
	/* they are no members now; their jobs say "not moved" */
	for (i = f + 1; i < k; i++)
		jobs[i].err = -EAGAIN;
	free(back);
	free(tmp);
	return nb;
}

/* Move the entries we moved (jobs[i].err 0) back to their groups: all of
 * them, or those the check found in the group (in). */
static void undo_moves(struct ipctx *ctx, struct del_entry *e, const int *idx,
		       int k, const struct simple_job *jobs, const struct iset *in)
{
	struct simple_job *tmp = calloc((size_t)k, sizeof(*tmp));
	int *back = calloc((size_t)k, sizeof(*back));
	int i, nb = 0;

	for (i = 0; back && tmp && i < k; i++)
		if (!jobs[i].err && (!in || iset_has(in, e[idx[i]].index)))
			back[nb++] = idx[i];
	if (back && tmp)
		set_groups(ctx, e, back, nb, 0, true, tmp);
	free(back);
	free(tmp);
}

/* The link notifications so far go through the round's watch; ours that
 * were renamed since their lines found them leave the group, back where
 * they were, and go line by line (the line then deletes what bears its
 * name by then, or fails, as it would on its own).  Returns how many
 * left, or -1 if a stranger was seen joining the group. */
static int take_out_renamed(struct ipctx *ctx, struct round *r,
			    struct del_entry *e, const int *idx, int k,
			    struct simple_job *jobs)
{
	struct simple_job *tmp;
	int *back;
	int i, nb = 0;

	nl_drain_notifications(ctx->nl);
	for (i = 0; i < k; i++)
		if (!jobs[i].err && iset_has(r->renamed, e[idx[i]].index))
			nb++;
	if (!nb || r->strangers)
		return r->strangers ? -1 : 0;
	back = calloc((size_t)nb, sizeof(*back));
	tmp = calloc((size_t)nb, sizeof(*tmp));
	nb = 0;
	for (i = 0; back && tmp && i < k; i++) {
		if (jobs[i].err || !iset_has(r->renamed, e[idx[i]].index))
			continue;
		back[nb++] = idx[i];
		e[idx[i]].by_line = true;
		jobs[i].err = -EAGAIN;	/* not moved, as far as the round goes */
	}
	if (back && tmp)
		set_groups(ctx, e, back, nb, 0, true, tmp);
	else
		r->strangers++;	/* cannot take them out: delete nothing */
	free(back);
	free(tmp);
	return r->strangers ? -1 : nb;
}

/*
 * One round over the entries idx[0..k) (all with status 0): journal, move
 * into a fresh scratch group, check that the group holds only our moved
 * devices, each under the name its line found (one dump: a device that is
 * down says nothing when it changes group, so notifications alone cannot
 * tell; renames always say so, and strangers that are up too, until the
 * delete goes), one group delete, and the deletions attributed from the
 * RTM_DELLINK notifications, which carry the group each device was in
 * when it went.  out[i] says what became of idx[i].  Returns -1 if no
 * journal could be written (nothing moved), 1 if a stranger was in the
 * group (nothing deleted), else 0.
 */
static int delete_round(struct ipctx *ctx, struct del_entry *e, const int *idx,
			int k, bool ordered, int *out)
{
	struct simple_job *jobs = calloc((size_t)k, sizeof(*jobs));
	struct journal_ent *je = calloc((size_t)k, sizeof(*je));
	struct round r = { 0 };
	struct iset ours = { 0 }, members = { 0 }, mine = { 0 }, renamed = { 0 };
	struct imap where = { 0 };
	struct group_scan scan = { 0 };
	struct journal *jn;
	struct msgbuf b;
	sigset_t old;
	int i, moved = 0, ret = 0, foreign;
	bool deleted = false, clear;

	for (i = 0; i < k; i++)
		out[i] = LEFT;
	if (!jobs || !je || iset_init(&ours, (size_t)k) ||
	    iset_init(&members, (size_t)k) || iset_init(&mine, (size_t)k) ||
	    iset_init(&renamed, (size_t)k) || imap_init(&where, (size_t)k)) {
		ret = -1;
		goto out;
	}
	r.group = scratch_group(ctx);
	r.e = e;
	r.idx = idx;
	r.where = &where;
	r.renamed = &renamed;
	for (i = 0; i < k; i++) {
		je[i].index = e[idx[i]].index;
		je[i].group = e[idx[i]].group;
		imap_put(&where, e[idx[i]].index, i);
	}

	block_signals(&old);
	jn = journal_begin(r.group, je, (size_t)k);
	if (!jn) {
		sigprocmask(SIG_SETMASK, &old, NULL);
		ret = -1;
		goto out;
	}
	/* from here on every link notification is watched */
	nl_drain_notifications(ctx->nl);
	nl_observe(ctx->nl, round_observe, &r);
	set_groups(ctx, e, idx, k, r.group, false, jobs);
	if (ctx->batch->pause_ms) {
		struct timespec ts = { ctx->batch->pause_ms / 1000,
				       (long)(ctx->batch->pause_ms % 1000) * 1000000 };

		while (nanosleep(&ts, &ts) && errno == EINTR)
			;
	}
	for (i = 0; i < k; i++) {
		if (jobs[i].err) {
			/* gone meanwhile: someone else removed it */
			out[i] = jobs[i].err == -ENODEV ? DONE_GONE : LEFT;
		} else {
			iset_add(&ours, e[idx[i]].index);
			moved++;
		}
	}

	/* the group must hold our devices and nothing else */
	scan.r = &r;
	scan.ours = &ours;
	scan.members = &members;
	clear = moved && nl_dump(ctx->nl, put_getlink(&b, 0, NULL), scan_cb, &scan,
				 NL_DUMP_QUIET) == 0 && scan.foreign == 0;
	/* until a look at the notifications finds no new rename (without
	 * -force, the lines after the first one that is out leave too) */
	while (clear) {
		int t = take_out_renamed(ctx, &r, e, idx, k, jobs);
		int c = t >= 0 && ordered ?
			cut_after_first_miss(ctx, e, idx, k, jobs, &members) : 0;

		if (t < 0)
			clear = false;
		if (t <= 0 && c == 0)
			break;
	}
	if (clear) {
		struct simple_job gj = { 0 };

		r.armed = true;
		if (nl_submit(ctx->nl, put_link_req(&b, RTM_DELLINK, 0, true, r.group),
			      NULL, simple_done, &gj) >= 0 && nl_wait(ctx->nl, 0) == 0 &&
		    gj.err == 0)
			deleted = true;
		/* every notification of the delete is queued by its ack */
		nl_drain_notifications(ctx->nl);
	}
	nl_observe(ctx->nl, NULL, NULL);
	foreign = scan.foreign + r.strangers;
	if (moved && !clear && foreign) {
		fprintf(stderr, "Warning: batch delete: %d device%s not named here joined scratch group %u.\n",
			foreign, foreign == 1 ? "" : "s", r.group);
		ret = 1;
	}
	/* nothing deleted (a stranger in the group, no dump, the delete
	 * refused): our devices leave the group, back where they were, and
	 * wait for another round */
	if (moved && !deleted)
		undo_moves(ctx, e, idx, k, jobs, foreign ? &members : NULL);

	if (deleted) {
		size_t g;

		for (g = 0; g < r.nlog; g++) {
			const struct gone *x = &r.log[g], *y;
			const struct del_entry *d;
			int pos;

			if (x->group != r.group)
				continue;
			pos = imap_get(&where, x->index);
			if (pos < 0) {
				fprintf(stderr, "Warning: batch delete: device \"%s\" (index %d) was not named but was in scratch group %u and went with it.\n",
					x->name, x->index, r.group);
				continue;
			}
			/* a device that went because its peer or lower device
			 * went by another hand is not ours: a veth goes right
			 * after its peer, an upper device right before its
			 * lower one */
			d = &e[idx[pos]];
			y = !d->parent ? NULL : d->veth ? (g > 0 ? &r.log[g - 1] : NULL) :
			    (g + 1 < r.nlog ? &r.log[g + 1] : NULL);
			if (y && y->index == d->parent && y->group != r.group)
				continue;
			/* renamed in the last instant, after the watch */
			if (strcmp(x->name, d->real) != 0)
				fprintf(stderr, "Warning: batch delete: device \"%s\" (index %d) was renamed from \"%s\" as its group was deleted and went with it.\n",
					x->name, x->index, d->real);
			iset_add(&mine, x->index);
		}
	}
	journal_end(jn);
	sigprocmask(SIG_SETMASK, &old, NULL);

	for (i = 0; i < k; i++) {
		if (out[i] != LEFT || jobs[i].err)
			continue;
		if (deleted && iset_has(&mine, e[idx[i]].index)) {
			out[i] = DONE_OK;
			continue;
		}
		/* not taken by our delete: still there (moved on by someone
		 * else, or the group kept), or removed by someone else */
		switch (still_there(ctx, e[idx[i]].index)) {
		case 0:
			/* lost notifications: the likeliest hand is ours */
			out[i] = deleted && r.overflow && iset_has(&members, e[idx[i]].index) ?
				 DONE_OK : DONE_GONE;
			break;
		default:
			out[i] = LEFT;
		}
	}
out:
	free(r.log);
	free(ours.slot);
	free(members.slot);
	free(mine.slot);
	free(renamed.slot);
	free(where.key);
	free(je);
	free(jobs);
	return ret;
}

/* Delete the entries of e[0..n) whose status is 0, in rounds; each ends
 * DONE_OK (status 0), DONE_GONE (status 1) or, after DEL_ROUNDS rounds or
 * without a journal, by_line (deleted by name, line by line). */
static void delete_marked(struct ipctx *ctx, struct del_entry *e, int n)
{
	int *idx = calloc((size_t)n, sizeof(*idx));
	int *out = calloc((size_t)n, sizeof(*out));
	int round, i, k, off;

	if (!idx || !out) {
		for (i = 0; i < n; i++)
			e[i].by_line = !e[i].status;
		goto done;
	}
	for (round = 0; round < DEL_ROUNDS; round++) {
		int stop_at = n;

		k = 0;
		for (i = 0; i < n; i++)
			if (!e[i].status && !e[i].done && !e[i].by_line)
				idx[k++] = i;
		if (!k)
			break;
		for (off = 0; off < k; off += DEL_GROUP_MAX) {
			int m = k - off < DEL_GROUP_MAX ? k - off : DEL_GROUP_MAX;
			int rr = delete_round(ctx, e, idx + off, m, !ctx->o.force, out + off);

			/* no journal, or a stranger in a group that cannot
			 * change (pinned by a test): line by line */
			if (rr < 0 || (rr > 0 && ctx->batch->scratch)) {
				for (i = off; i < off + m; i++)
					if (out[i] == LEFT)
						e[idx[i]].by_line = true;
			}
			for (i = off; i < off + m; i++) {
				struct del_entry *x = &e[idx[i]];

				if (out[i] == DONE_OK) {
					x->done = true;
				} else if (out[i] == DONE_GONE) {
					x->done = true;
					x->status = 1;
					if (idx[i] < stop_at)
						stop_at = idx[i];
				}
			}
			/* without -force nothing runs past a failed line */
			if (!ctx->o.force && stop_at < n)
				break;
		}
		if (!ctx->o.force && stop_at < n) {
			for (i = stop_at + 1; i < n; i++)
				e[i].skip = !e[i].done;
			goto done;
		}
		/* without -force a line left to run on its own (its device
		 * was renamed) runs before every line after it */
		for (i = 0; !ctx->o.force && i < n; i++) {
			if (!e[i].by_line || e[i].done)
				continue;
			for (i++; i < n; i++)
				if (!e[i].done && !e[i].status)
					e[i].by_line = true;
		}
	}
	for (i = 0; i < n; i++)
		if (!e[i].status && !e[i].done)
			e[i].by_line = true;
done:
	free(idx);
	free(out);
}


/* Carry out a run of plain deletes; returns true if the batch stops. */
bool ipbatch_delete_run(struct ipctx *ctx, struct del_entry *e, int n)
{
	struct getlink_job *jobs;
	struct iset dead;
	int i, cut = n;

	nl_wait(ctx->nl, 0);
	if (n < DEL_RUN_MIN) {
		for (i = 0; i < n && !ctx->batch->stop; i++)
			if (ipbatch_del_line(ctx, &e[i]) & IP_FATAL)
				return true;
		return ctx->batch->stop;
	}
	jobs = calloc((size_t)n, sizeof(*jobs));
	if (!jobs || iset_init(&dead, (size_t)n * 2)) {
		free(jobs);
		for (i = 0; i < n && !ctx->batch->stop; i++)
			ipbatch_del_line(ctx, &e[i]);
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
			snprintf(e[i].real, sizeof(e[i].real), "%s", li->name);
			e[i].group = li->group;
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
		if (e[i].skip)
			break;
		if (e[i].by_line) {
			if (ipbatch_del_line(ctx, &e[i]) & IP_FATAL || ctx->batch->stop)
				return true;
			continue;
		}
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
		if (ipbatch_del_line(ctx, &e[cut]) & IP_FATAL || ctx->batch->stop)
			return true;
		return ipbatch_delete_run(ctx, e + cut + 1, n - cut - 1);
	}
	return false;
}

