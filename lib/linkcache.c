// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * linkcache.c - name <-> ifindex index.
 *
 * Entries live in one array of slots; two chained hash tables (by name and
 * by index) point into it.  Both tables double when the load passes one
 * entry per bucket, so look-ups stay O(1) at any link count.
 */
#include <errno.h>
#include <stdbool.h>
#include <sys/socket.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <libmnl/libmnl.h>
#include <linux/rtnetlink.h>
#include <linux/if_link.h>

#include "attr.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"

struct lc_node {
	struct link_entry e;
	uint32_t hname;		/* hash_name(e.name), kept */
	struct lc_node *next_name;
	struct lc_node *next_index;
};

/* Entries come from blocks (a dump learns thousands: one allocation per
 * entry was a tenth of a listing's time); freed ones wait on a list. */
#define LC_BLOCK 256

struct lc_block {
	struct lc_block *next;
	struct lc_node node[LC_BLOCK];
};

struct linkcache {
	struct nl *nl;
	struct lc_node **by_name;
	struct lc_node **by_index;
	unsigned int nbuckets;	/* power of two */
	unsigned int count;
	bool following;		/* kept true by RTNLGRP_LINK events */
	struct lc_block *blocks;	/* the newest first */
	unsigned int used;	/* nodes handed out of the newest block */
	struct lc_node *spare;	/* freed nodes, by next_index */
};

static struct lc_node *node_new(struct linkcache *lc)
{
	struct lc_node *n = lc->spare;

	if (n) {
		lc->spare = n->next_index;
	} else {
		if (!lc->blocks || lc->used == LC_BLOCK) {
			struct lc_block *b = malloc(sizeof(*b));

			if (!b)
				return NULL;
			b->next = lc->blocks;
			lc->blocks = b;
			lc->used = 0;
		}
		n = &lc->blocks->node[lc->used++];
	}
	memset(n, 0, sizeof(*n));
	return n;
}

static void node_free(struct linkcache *lc, struct lc_node *n)
{
	n->next_index = lc->spare;
	lc->spare = n;
}

static void blocks_free(struct linkcache *lc)
{
	while (lc->blocks) {
		struct lc_block *b = lc->blocks;

		lc->blocks = b->next;
		free(b);
	}
	lc->used = 0;
	lc->spare = NULL;
}

static uint32_t hash_name(const char *s)
{
	uint32_t h = 2166136261u;	/* FNV-1a */

	for (; *s; s++) {
		h ^= (unsigned char)*s;
		h *= 16777619u;
	}
	return h;
}

static uint32_t hash_index(int index)
{
	uint32_t x = (uint32_t)index;

	x ^= x >> 16;
	x *= 0x7feb352dU;
	x ^= x >> 15;
	return x;
}

struct linkcache *lc_new(struct nl *nl)
{
	struct linkcache *lc = calloc(1, sizeof(*lc));

	if (!lc)
		return NULL;
	lc->nl = nl;
	lc->nbuckets = 64;
	lc->by_name = calloc(lc->nbuckets, sizeof(*lc->by_name));
	lc->by_index = calloc(lc->nbuckets, sizeof(*lc->by_index));
	if (!lc->by_name || !lc->by_index) {
		lc_free(lc);
		return NULL;
	}
	return lc;
}

void lc_free(struct linkcache *lc)
{
	if (!lc)
		return;
	blocks_free(lc);
	free(lc->by_name);
	free(lc->by_index);
	free(lc);
}

unsigned int lc_count(const struct linkcache *lc)
{
	return lc->count;
}

static struct lc_node *find_index(const struct linkcache *lc, int index)
{
	struct lc_node *n = lc->by_index[hash_index(index) & (lc->nbuckets - 1)];

	while (n && n->e.index != index)
		n = n->next_index;
	return n;
}

static struct lc_node *find_name_h(const struct linkcache *lc, const char *name,
				   uint32_t h)
{
	struct lc_node *n = lc->by_name[h & (lc->nbuckets - 1)];

	while (n && (n->hname != h || strcmp(n->e.name, name) != 0))
		n = n->next_name;
	return n;
}

static struct lc_node *find_name(const struct linkcache *lc, const char *name)
{
	return find_name_h(lc, name, hash_name(name));
}

static void unlink_name(struct linkcache *lc, struct lc_node *x)
{
	struct lc_node **pp = &lc->by_name[x->hname & (lc->nbuckets - 1)];

	for (; *pp; pp = &(*pp)->next_name)
		if (*pp == x) {
			*pp = x->next_name;
			return;
		}
}

static void unlink_index(struct linkcache *lc, struct lc_node *x)
{
	struct lc_node **pp = &lc->by_index[hash_index(x->e.index) & (lc->nbuckets - 1)];

	for (; *pp; pp = &(*pp)->next_index)
		if (*pp == x) {
			*pp = x->next_index;
			return;
		}
}

static void link_name(struct linkcache *lc, struct lc_node *x)
{
	struct lc_node **b = &lc->by_name[x->hname & (lc->nbuckets - 1)];

	x->next_name = *b;
	*b = x;
}

/* Copy a name, cut to the entry's size, and keep its hash. */
static void set_name(struct lc_node *n, const char *name)
{
	size_t l = strnlen(name, sizeof(n->e.name) - 1);

	memcpy(n->e.name, name, l);
	n->e.name[l] = '\0';
	n->hname = hash_name(n->e.name);
}

static void link_index(struct linkcache *lc, struct lc_node *x)
{
	struct lc_node **b = &lc->by_index[hash_index(x->e.index) & (lc->nbuckets - 1)];

	x->next_index = *b;
	*b = x;
}

static int grow(struct linkcache *lc)
{
	unsigned int old = lc->nbuckets, i;
	struct lc_node **oi = lc->by_index, **on = lc->by_name;
	struct lc_node **ni, **nn;

	ni = calloc((size_t)old * 2, sizeof(*ni));
	nn = calloc((size_t)old * 2, sizeof(*nn));
	if (!ni || !nn) {
		free(ni);
		free(nn);
		return -ENOMEM;
	}
	lc->by_index = ni;
	lc->by_name = nn;
	lc->nbuckets = old * 2;
	for (i = 0; i < old; i++) {
		struct lc_node *n = oi[i];

		while (n) {
			struct lc_node *next = n->next_index;

			link_index(lc, n);
			link_name(lc, n);
			n = next;
		}
	}
	free(oi);
	free(on);
	return 0;
}

void lc_forget(struct linkcache *lc, int index)
{
	struct lc_node *n = find_index(lc, index);

	if (!n)
		return;
	unlink_index(lc, n);
	unlink_name(lc, n);
	node_free(lc, n);
	lc->count--;
}

void lc_put(struct linkcache *lc, int index, const char *name,
	    unsigned int flags, unsigned short type)
{
	struct lc_node *n = find_index(lc, index), *other;

	/* a name belongs to one device: drop a stale holder of it */
	other = find_name(lc, name);
	if (other && other != n)
		lc_forget(lc, other->e.index);
	if (n) {
		if (strcmp(n->e.name, name) != 0) {
			unlink_name(lc, n);
			set_name(n, name);
			link_name(lc, n);
		}
		n->e.flags = flags;
		n->e.type = type;
		return;
	}
	if (lc->count + 1 > lc->nbuckets && grow(lc))
		return;
	n = node_new(lc);
	if (!n)
		return;
	n->e.index = index;
	n->e.flags = flags;
	n->e.type = type;
	set_name(n, name);
	link_index(lc, n);
	link_name(lc, n);
	lc->count++;
}

static void learn(struct linkcache *lc, const struct nlmsghdr *nlh, bool add)
{
	const struct ifinfomsg *ifi;
	const struct nlattr *attr;
	const char *name = NULL;

	if (nlh->nlmsg_type != RTM_NEWLINK && nlh->nlmsg_type != RTM_DELLINK)
		return;
	if (nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*ifi)))
		return;
	ifi = NLMSG_DATA(nlh);
	/* bridge port events (AF_BRIDGE) say nothing about the device */
	if (ifi->ifi_family != AF_UNSPEC)
		return;
	if (nlh->nlmsg_type == RTM_DELLINK) {
		/* a DELLINK with IFLA_MASTER only means "left its master" */
		lc_forget(lc, ifi->ifi_index);
		return;
	}
	attr_for_each(attr, (const char *)ifi + NLMSG_ALIGN(sizeof(*ifi)),
		      nlh->nlmsg_len - NLMSG_LENGTH(sizeof(*ifi))) {
		if (attr_type(attr) == IFLA_IFNAME && attr_len(attr) &&
		    memchr(attr_data(attr), '\0', attr_len(attr))) {
			name = attr_data(attr);
			break;
		}
	}
	if (!name || ifi->ifi_index <= 0)
		return;
	if (add || find_index(lc, ifi->ifi_index)) {
		lc_put(lc, ifi->ifi_index, name, ifi->ifi_flags, ifi->ifi_type);
	} else {
		/* not cached: only make sure no entry holds a stale name */
		struct lc_node *other = find_name(lc, name);

		if (other)
			lc_forget(lc, other->e.index);
	}
}

void lc_learn(struct linkcache *lc, const struct nlmsghdr *nlh)
{
	learn(lc, nlh, true);
}

void lc_clear(struct linkcache *lc)
{
	unsigned int i;

	for (i = 0; i < lc->nbuckets; i++) {
		lc->by_index[i] = NULL;
		lc->by_name[i] = NULL;
	}
	blocks_free(lc);
	lc->count = 0;
}

static int notify_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct linkcache *lc = arg;

	if (!nlh)
		lc_clear(lc);	/* events were lost: trust nothing */
	else
		learn(lc, nlh, false);
	return 0;
}

int lc_follow(struct linkcache *lc)
{
	int err = nl_subscribe(lc->nl, RTNLGRP_LINK, notify_cb, lc);

	if (!err)
		lc->following = true;
	return err;
}

struct fetch_q {
	struct linkcache *lc;
	int index;
};

static int learn_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct fetch_q *q = arg;
	const struct ifinfomsg *ifi = NLMSG_DATA(nlh);

	lc_learn(q->lc, nlh);
	if (nlh->nlmsg_type == RTM_NEWLINK)
		q->index = ifi->ifi_index;
	return 0;
}

/* One RTM_GETLINK, by index or by name; the answer lands in the cache. */
static int fetch(struct linkcache *lc, int index, const char *name)
{
	struct fetch_q q = { lc, 0 };
	char buf[512];
	struct msg m;
	struct ifinfomsg *ifi;
	int err;

	if (!lc->nl)
		return -ENOTCONN;
	msg_init(&m, buf, sizeof(buf), RTM_GETLINK, 0);
	ifi = msg_extra(&m, sizeof(*ifi));
	ifi->ifi_index = index;
	/* names are bounded (lc_name2index) so this always fits */
	if (name)
		msg_put_strz(&m, strlen(name) >= IFNAMSIZ ? IFLA_ALT_IFNAME :
			     IFLA_IFNAME, name);
	/* skip stats and VF info: we want only the identity */
	msg_put_u32(&m, IFLA_EXT_MASK, RTEXT_FILTER_SKIP_STATS);
	err = nl_talk(lc->nl, m.n, learn_cb, &q, 1);
	return err ? err : q.index;
}

static int fill_cb(const struct nlmsghdr *nlh, void *arg)
{
	learn(arg, nlh, true);
	return 0;
}

int lc_fill_all(struct linkcache *lc)
{
	char buf[128];
	struct msg m;
	struct ifinfomsg *ifi;

	if (!lc->nl)
		return -ENOTCONN;
	msg_init(&m, buf, sizeof(buf), RTM_GETLINK, NLM_F_DUMP);
	ifi = msg_extra(&m, sizeof(*ifi));
	ifi->ifi_family = AF_UNSPEC;
	msg_put_u32(&m, IFLA_EXT_MASK, RTEXT_FILTER_SKIP_STATS);
	return nl_dump(lc->nl, m.n, fill_cb, lc, 1);
}

int lc_name2index(struct linkcache *lc, const char *name)
{
	struct lc_node *n;
	unsigned int u;
	int idx;

	if (!name || !*name)
		return 0;
	if (strlen(name) >= ALTIFNAMSIZ) {
		/* no link has such a name; iproute2's look-up request says
		 * so when the name does not fit it (bound 1056, the name
		 * after the filter mask) */
		struct msgbuf b;

		msgbuf_init(&b, RTM_GETLINK, 0);
		msg_set_bound(&b.m, 1056);
		msg_extra(&b.m, sizeof(struct ifinfomsg));
		msg_put_u32(&b.m, IFLA_EXT_MASK, 0);
		msg_put_strz(&b.m, IFLA_ALT_IFNAME, name);
	} else {
		if (lc->following)
			nl_drain_notifications(lc->nl);
		n = find_name(lc, name);
		if (n)
			return n->e.index;
		/* the reply may carry the real name of an alternative name */
		idx = fetch(lc, 0, name);
		if (idx > 0)
			return idx;
	}
	/* as iproute2: "if<N>" stands for index N */
	return sscanf(name, "if%u", &u) == 1 && u <= INT32_MAX ? (int)u : 0;
}

const struct link_entry *lc_get_by_index(struct linkcache *lc, int index)
{
	struct lc_node *n;

	if (index <= 0)
		return NULL;
	if (lc->following)
		nl_drain_notifications(lc->nl);
	n = find_index(lc, index);
	if (n)
		return &n->e;
	if (fetch(lc, index, NULL) <= 0)
		return NULL;
	n = find_index(lc, index);
	return n ? &n->e : NULL;
}

bool lc_is_cached(const struct linkcache *lc, int index)
{
	return index > 0 && find_index(lc, index) != NULL;
}

const char *lc_index2name(struct linkcache *lc, int index, char *buf)
{
	const struct link_entry *e;

	/* as iproute2: no device */
	if (index == 0)
		return "*";
	e = lc_get_by_index(lc, index);

	if (e)
		return e->name;
	sprintf(buf, "if%d", index);
	return buf;
}
