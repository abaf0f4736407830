// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipbatch_ns.c - batch lines in named namespaces ("-n NAME CMD"); see
 * ipbatch_ns.h.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "args.h"
#include "ipbatch_ns.h"
#include "ipctx.h"
#include "journal.h"
#include "linkcache.h"
#include "netns.h"
#include "nl.h"

#define NS_SLOTS 8	/* namespaces kept: 4 descriptors each */

struct ns_slot {
	char name[PATH_MAX];		/* "": free; a name or a path
					 * relative to /run/netns */
	dev_t dev;			/* the namespace /run/netns/NAME */
	ino_t ino;			/* named when it was entered */
	int net;			/* its network namespace */
	int mnt;			/* its mount view, -1 when it has
					 * none kept (one is made only for a
					 * line that looks at /sys, unless
					 * /etc/netns/NAME has files) */
	struct nl *nl;
	struct linkcache *lc;
	unsigned long used;		/* for least recently used */
};

struct ns_slots {
	struct ns_slot slot[NS_SLOTS];
	unsigned long clock;
	int home_net, home_mnt, home_cwd;	/* -1 until first needed */
	struct nl *home_nl;
	struct linkcache *home_lc;
	const char *home_view;			/* the home's view still owed */
	struct ns_slot *cur;			/* entered, not left yet */
};

struct ns_slots *ns_slots_new(void)
{
	struct ns_slots *s = calloc(1, sizeof(*s));

	int i;

	if (!s)
		return NULL;
	s->home_net = s->home_mnt = s->home_cwd = -1;
	for (i = 0; i < NS_SLOTS; i++)
		s->slot[i].net = s->slot[i].mnt = -1;
	return s;
}

static void slot_close(struct ns_slot *sl)
{
	lc_free(sl->lc);
	if (sl->nl)
		nl_close(sl->nl);
	if (sl->net >= 0)
		close(sl->net);
	if (sl->mnt >= 0)
		close(sl->mnt);
	memset(sl, 0, sizeof(*sl));
	sl->net = sl->mnt = -1;
}

void ns_slots_drop(struct ns_slots *s)
{
	int i;

	if (!s)
		return;
	for (i = 0; i < NS_SLOTS; i++)
		if (s->slot[i].name[0] && &s->slot[i] != s->cur)
			slot_close(&s->slot[i]);
}

void ns_slots_free(struct ns_slots *s)
{
	if (!s)
		return;
	s->cur = NULL;
	ns_slots_drop(s);
	if (s->home_net >= 0)
		close(s->home_net);
	if (s->home_mnt >= 0)
		close(s->home_mnt);
	if (s->home_cwd >= 0)
		close(s->home_cwd);
	free(s);
}

bool ns_line(int argc, char **argv)
{
	const char *o;

	if (argc < 1 || argv[0][0] != '-')
		return false;
	o = argv[0][1] == '-' ? argv[0] + 1 : argv[0];
	/* as the option parser: -n is -netns, not -Numeric */
	return matches(o, "-netns");
}

/* The process back in the namespaces it started in (and its directory:
 * joining a mount namespace moves it to that namespace's root). */
static void go_home(struct ns_slots *s, bool mnt)
{
	if ((mnt && (setns(s->home_mnt, CLONE_NEWNS) < 0 ||
		     fchdir(s->home_cwd) < 0)) ||
	    setns(s->home_net, CLONE_NEWNET) < 0) {
		/* nothing later could be trusted to run where it should */
		fprintf(stderr, "Cannot return to the batch's own namespace: %s\n",
			strerror(errno));
		exit(1);
	}
}

static int open_home(struct ns_slots *s, struct ipctx *ctx)
{
	if (s->home_net >= 0)
		return 0;
	/* under "ip -n NAME -batch" the home's own view is made now: the
	 * process must come back to it, not to what it had before */
	if (netns_view_settle(&ctx->netns_view))
		return -1;
	s->home_net = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
	s->home_mnt = open("/proc/self/ns/mnt", O_RDONLY | O_CLOEXEC);
	s->home_cwd = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (s->home_net >= 0 && s->home_mnt >= 0 && s->home_cwd >= 0)
		return 0;
	fprintf(stderr, "Cannot open the batch's own namespaces: %s\n",
		strerror(errno));
	return -1;
}

static struct ns_slot *find(struct ns_slots *s, const char *name,
			    const struct stat *st)
{
	int i;

	for (i = 0; i < NS_SLOTS; i++) {
		struct ns_slot *sl = &s->slot[i];

		if (!sl->name[0] || strcmp(sl->name, name) != 0)
			continue;
		if (sl->dev == st->st_dev && sl->ino == st->st_ino)
			return sl;
		slot_close(sl);		/* the name means another one now */
	}
	return NULL;
}

static struct ns_slot *free_slot(struct ns_slots *s)
{
	struct ns_slot *old = &s->slot[0];
	int i;

	for (i = 0; i < NS_SLOTS; i++) {
		if (!s->slot[i].name[0])
			return &s->slot[i];
		if (s->slot[i].used < old->used)
			old = &s->slot[i];
	}
	slot_close(old);
	return old;
}

/* A new slot: the process enters name as "ip -n" does (printing
 * iproute2's messages), and keeps handles on what it entered. */
static struct ns_slot *make_slot(struct ns_slots *s, const char *name,
				 const struct stat *st)
{
	struct ns_slot *sl = free_slot(s);
	bool view = netns_has_etc(name);

	if (netns_enter(name) < 0) {
		go_home(s, false);
		return NULL;
	}
	if (view && netns_view(name) < 0) {
		go_home(s, true);
		return NULL;
	}
	if (view && fchdir(s->home_cwd) < 0)
		goto fail;
	sl->net = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
	if (sl->net < 0)
		goto fail;
	if (view) {
		sl->mnt = open("/proc/self/ns/mnt", O_RDONLY | O_CLOEXEC);
		if (sl->mnt < 0)
			goto fail;
	}
	sl->nl = nl_open();
	if (sl->nl)
		journal_recover(sl->nl);	/* as every ip opening a namespace */
	sl->lc = sl->nl ? lc_new(sl->nl) : NULL;
	if (!sl->lc) {
		fprintf(stderr, "Cannot open rtnetlink\n");
		goto fail;
	}
	lc_follow(sl->lc);
	snprintf(sl->name, sizeof(sl->name), "%s", name);
	sl->dev = st->st_dev;
	sl->ino = st->st_ino;
	return sl;
fail:
	fprintf(stderr, "Cannot enter network namespace \"%s\": %s\n", name,
		strerror(errno));
	slot_close(sl);
	go_home(s, view);
	return NULL;
}

int ns_slots_enter(struct ns_slots *s, struct ipctx *ctx, const char *name)
{
	char path[PATH_MAX];
	struct ns_slot *sl;
	struct stat st;

	/* as "ip -n": the name is read below /run/netns, a path too */
	snprintf(path, sizeof(path), "%s/%s", NETNS_RUN_DIR, name);
	if (stat(path, &st) < 0) {
		fprintf(stderr, "Cannot open network namespace \"%s\": %s\n",
			name, strerror(errno));
		return 255;
	}
	if (open_home(s, ctx))
		return 1;
	sl = find(s, name, &st);
	if (sl) {
		if ((sl->mnt >= 0 && (setns(sl->mnt, CLONE_NEWNS) < 0 ||
				      fchdir(s->home_cwd) < 0)) ||
		    setns(sl->net, CLONE_NEWNET) < 0) {
			fprintf(stderr, "setting the network namespace \"%s\" failed: %s\n",
				name, strerror(errno));
			go_home(s, sl->mnt >= 0);
			return 255;
		}
	} else {
		sl = make_slot(s, name, &st);
		if (!sl)
			return 255;
	}
	sl->used = ++s->clock;
	s->cur = sl;
	s->home_nl = ctx->nl;
	s->home_lc = ctx->lc;
	s->home_view = ctx->netns_view;
	ctx->nl = sl->nl;
	ctx->lc = sl->lc;
	/* what looks at /sys makes the view first, as under "ip -n" */
	ctx->netns_view = sl->mnt >= 0 ? NULL : sl->name;
	/* the routing names are the view's (/etc/netns/NAME/iproute2 is
	 * bound over /etc/iproute2): those read at home go */
	rtnames_free(&ctx->names);
	return 0;
}

void ns_slots_leave(struct ns_slots *s, struct ipctx *ctx)
{
	bool mnt;

	if (!s->cur)
		return;
	nl_wait(ctx->nl, 0);
	/* the mount namespace changed if the slot has a view, or the line
	 * made one */
	mnt = s->cur->mnt >= 0 || !ctx->netns_view;
	ctx->nl = s->home_nl;
	ctx->lc = s->home_lc;
	ctx->netns_view = s->home_view;
	s->cur = NULL;
	go_home(s, mnt);
	rtnames_free(&ctx->names);
}
