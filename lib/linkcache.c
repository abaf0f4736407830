// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * linkcache.c - name <-> ifindex index.
 *
 * A listing learns every link it prints, so the index is built for size:
 * what it touches is what it costs (a fresh page is dear on these VMs,
 * ~20 us each).  Entries are 32-byte nodes in blocks that never move,
 * named by 32-bit ids.  Indexes hash to chains of ids in one array that
 * splits in place as it grows (the kernel hands out indexes densely, so
 * the identity is a fine hash).  The name table is built only when a
 * name is first looked up, and kept from then on: a dump learns 20,000
 * links without hashing one name.
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
#include "nlstore.h"

struct lc_node {
	struct link_entry e;
	uint32_t next;		/* by index, or on the spare list */
};

#define LC_SHIFT 10		/* 1,024 nodes (32 KiB) a block */
#define LC_BLOCK (1u << LC_SHIFT)

struct linkcache {
	struct nl *nl;
	struct lc_node **blocks;	/* node id i lives in block (i-1) >> LC_SHIFT */
	unsigned int nblocks, blockcap;
	unsigned int used;	/* ids handed out so far */
	uint32_t spare;		/* forgotten ids, chained by next */
	uint32_t *by_index;	/* chains of ids; 0 ends one */
	unsigned int nbuckets;	/* power of two */
	uint32_t *by_name;	/* open addressing, 0 empty; NULL until a look-up */
	unsigned int nslots;	/* power of two, at most half full */
	unsigned int count;
	bool following;		/* kept true by RTNLGRP_LINK events */
};

static struct lc_node *node(const struct linkcache *lc, uint32_t id)
{
	return &lc->blocks[(id - 1) >> LC_SHIFT][(id - 1) & (LC_BLOCK - 1)];
}

static uint32_t node_new(struct linkcache *lc)
{
	uint32_t id = lc->spare;

	if (id) {
		lc->spare = node(lc, id)->next;
	} else {
		if (lc->used == lc->nblocks * LC_BLOCK) {
			if (lc->nblocks == lc->blockcap) {
				unsigned int cap = lc->blockcap ? lc->blockcap * 2 : 8;
				struct lc_node **b = realloc(lc->blocks, cap * sizeof(*b));

				if (!b)
					return 0;
				lc->blocks = b;
				lc->blockcap = cap;
			}
			lc->blocks[lc->nblocks] = malloc(LC_BLOCK * sizeof(struct lc_node));
			if (!lc->blocks[lc->nblocks])
				return 0;
			lc->nblocks++;
		}
		id = ++lc->used;
	}
	memset(node(lc, id), 0, sizeof(struct lc_node));
	return id;
}

static void node_free(struct linkcache *lc, uint32_t id)
{
	node(lc, id)->next = lc->spare;
	lc->spare = id;
}

static void blocks_free(struct linkcache *lc)
{
	while (lc->nblocks)
		free(lc->blocks[--lc->nblocks]);
	lc->used = 0;
	lc->spare = 0;
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

struct linkcache *lc_new(struct nl *nl)
{
	struct linkcache *lc = calloc(1, sizeof(*lc));

	if (!lc)
		return NULL;
	lc->nl = nl;
	lc->nbuckets = 64;
	lc->by_index = calloc(lc->nbuckets, sizeof(*lc->by_index));
	if (!lc->by_index) {
		free(lc);
		return NULL;
	}
	return lc;
}

void lc_free(struct linkcache *lc)
{
	if (!lc)
		return;
	blocks_free(lc);
	free(lc->blocks);
	free(lc->by_index);
	free(lc->by_name);
	free(lc);
}

unsigned int lc_count(const struct linkcache *lc)
{
	return lc->count;
}

/* ------------------------------------------------------------------ */
/* by index */

static uint32_t *bucket(const struct linkcache *lc, int index)
{
	return &lc->by_index[(uint32_t)index & (lc->nbuckets - 1)];
}

static uint32_t find_index(const struct linkcache *lc, int index)
{
	uint32_t id = *bucket(lc, index);

	while (id && node(lc, id)->e.index != index)
		id = node(lc, id)->next;
	return id;
}

static void unlink_index(struct linkcache *lc, uint32_t id)
{
	uint32_t *pp = bucket(lc, node(lc, id)->e.index);

	for (; *pp; pp = &node(lc, *pp)->next)
		if (*pp == id) {
			*pp = node(lc, id)->next;
			return;
		}
}

/* Double the buckets in place: bucket i splits into i and i + old. */
static int grow_index(struct linkcache *lc)
{
	unsigned int old = lc->nbuckets, i;
	uint32_t *b = realloc(lc->by_index, (size_t)old * 2 * sizeof(*b));

	if (!b)
		return -ENOMEM;
	lc->by_index = b;
	lc->nbuckets = old * 2;
	for (i = 0; i < old; i++) {
		uint32_t id = b[i], *lo = &b[i], *hi = &b[i + old];

		while (id) {
			struct lc_node *n = node(lc, id);

			if ((uint32_t)n->e.index & old) {
				*hi = id;
				hi = &n->next;
			} else {
				*lo = id;
				lo = &n->next;
			}
			id = n->next;
		}
		*lo = *hi = 0;
	}
	return 0;
}

/* ------------------------------------------------------------------ */
/* by name: built on the first look-up, then kept */

static uint32_t *slot_of(const struct linkcache *lc, const char *name,
			 uint32_t *want)
{
	unsigned int mask = lc->nslots - 1, i = hash_name(name) & mask;

	for (;; i = (i + 1) & mask) {
		uint32_t id = lc->by_name[i];

		if (!id || (want ? id == *want : !strcmp(node(lc, id)->e.name, name)))
			return &lc->by_name[i];
	}
}

static void name_remove(struct linkcache *lc, uint32_t id)
{
	unsigned int mask = lc->nslots - 1, i, j;

	if (!lc->by_name)
		return;
	i = (unsigned int)(slot_of(lc, node(lc, id)->e.name, &id) - lc->by_name);
	if (!lc->by_name[i])
		return;
	/* linear probing: pull later members of the run into the hole */
	for (j = (i + 1) & mask; lc->by_name[j]; j = (j + 1) & mask) {
		unsigned int home = hash_name(node(lc, lc->by_name[j])->e.name) & mask;

		if (((j - home) & mask) >= ((j - i) & mask)) {
			lc->by_name[i] = lc->by_name[j];
			i = j;
		}
	}
	lc->by_name[i] = 0;
}

/* (Re)build the name table with nslots slots from every entry.  Names
 * that two entries hold (renames learnt while there was no table) are
 * dropped from both: the kernel says which is right.  0 or -ENOMEM (no
 * table then). */
static int names_build(struct linkcache *lc, unsigned int nslots)
{
	uint32_t id, *t = calloc(nslots, sizeof(*t)), *dup = NULL;
	size_t ndup = 0, i;
	unsigned int b;

	free(lc->by_name);
	lc->by_name = t;
	lc->nslots = t ? nslots : 0;
	if (!t)
		return -ENOMEM;
	for (b = 0; b < lc->nbuckets; b++)
		for (id = lc->by_index[b]; id; id = node(lc, id)->next) {
			uint32_t *s = slot_of(lc, node(lc, id)->e.name, NULL);

			if (*s) {
				uint32_t *d = realloc(dup, (ndup + 2) * sizeof(*d));

				if (!d) {
					free(dup);
					free(lc->by_name);
					lc->by_name = NULL;
					lc->nslots = 0;
					return -ENOMEM;
				}
				dup = d;
				dup[ndup++] = node(lc, *s)->e.index;
				dup[ndup++] = node(lc, id)->e.index;
			}
			*s = id;
		}
	for (i = 0; i < ndup; i++)
		lc_forget(lc, (int)dup[i]);
	free(dup);
	return 0;
}

/* The table's size for n entries: at most half full. */
static unsigned int slots_for(unsigned int n)
{
	unsigned int s = 64;

	while (s < n * 2 + 2)
		s *= 2;
	return s;
}

static uint32_t find_name(struct linkcache *lc, const char *name)
{
	if (!lc->by_name && names_build(lc, slots_for(lc->count)) < 0)
		return 0;
	return *slot_of(lc, name, NULL);
}

/* Enter id, not yet counted, under its name (if there is a table); its
 * previous holder is returned through stale.  0 or -ENOMEM (the table is
 * then dropped, to be built again on the next look-up). */
static int name_insert(struct linkcache *lc, uint32_t id, bool added,
		       uint32_t *stale)
{
	uint32_t *s;

	*stale = 0;
	if (!lc->by_name)
		return 0;
	if (added && (lc->count + 1) * 2 + 2 > lc->nslots &&
	    names_build(lc, lc->nslots * 2) < 0)
		return -ENOMEM;
	s = slot_of(lc, node(lc, id)->e.name, NULL);
	if (*s && *s != id)
		*stale = *s;
	*s = id;
	return 0;
}

/* ------------------------------------------------------------------ */
/* entries */

void lc_forget(struct linkcache *lc, int index)
{
	uint32_t id = index > 0 ? find_index(lc, index) : 0;

	if (!id)
		return;
	unlink_index(lc, id);
	name_remove(lc, id);
	node_free(lc, id);
	lc->count--;
}

/* Copy a name, cut to the entry's size. */
static void set_name(struct lc_node *n, const char *name)
{
	size_t l = strnlen(name, sizeof(n->e.name) - 1);

	memcpy(n->e.name, name, l);
	n->e.name[l] = '\0';
}

void lc_put(struct linkcache *lc, int index, const char *name,
	    unsigned int flags, unsigned short type)
{
	uint32_t id = find_index(lc, index), stale;
	struct lc_node *n;

	if (id) {
		n = node(lc, id);
		if (strncmp(n->e.name, name, sizeof(n->e.name) - 1) != 0) {
			name_remove(lc, id);
			set_name(n, name);
			if (name_insert(lc, id, false, &stale) == 0 && stale)
				lc_forget(lc, node(lc, stale)->e.index);
		}
		n->e.flags = flags;
		n->e.type = type;
		return;
	}
	if (lc->count + 1 > lc->nbuckets * 2 && grow_index(lc))
		return;
	id = node_new(lc);
	if (!id)
		return;
	n = node(lc, id);
	n->e.index = index;
	n->e.flags = flags;
	n->e.type = type;
	set_name(n, name);
	/* a name belongs to one device: drop a stale holder of it */
	if (name_insert(lc, id, true, &stale) == 0 && stale)
		lc_forget(lc, node(lc, stale)->e.index);
	n->next = *bucket(lc, index);
	*bucket(lc, index) = id;
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
		uint32_t other = find_name(lc, name);

		if (other)
			lc_forget(lc, node(lc, other)->e.index);
	}
}

void lc_learn(struct linkcache *lc, const struct nlmsghdr *nlh)
{
	learn(lc, nlh, true);
}

void lc_clear(struct linkcache *lc)
{
	memset(lc->by_index, 0, lc->nbuckets * sizeof(*lc->by_index));
	free(lc->by_name);
	lc->by_name = NULL;
	lc->nslots = 0;
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
	return nl_dump(lc->nl, m.n, fill_cb, lc, NL_DUMP_QUIET);
}

void lc_name_devices(struct linkcache *lc, const struct nlstore *s,
		     int (*index_of)(const struct nlmsghdr *h))
{
	int seen[LC_NAME_LOOKUPS_MAX];
	size_t n = 0, off, i;

	nlstore_for_each(s, off) {
		int idx = index_of(nlstore_at(s, off));

		if (!idx)
			continue;
		for (i = 0; i < n && seen[i] != idx; i++)
			;
		if (i < n)
			continue;
		if (n == LC_NAME_LOOKUPS_MAX) {
			lc_fill_all(lc);
			return;
		}
		seen[n++] = idx;
	}
	for (i = 0; i < n; i++)
		lc_get_by_index(lc, seen[i]);
}

int lc_name2index(struct linkcache *lc, const char *name)
{
	uint32_t id;
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
		id = find_name(lc, name);
		if (id)
			return node(lc, id)->e.index;
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
	uint32_t id;

	if (index <= 0)
		return NULL;
	if (lc->following)
		nl_drain_notifications(lc->nl);
	id = find_index(lc, index);
	if (!id && fetch(lc, index, NULL) > 0)
		id = find_index(lc, index);
	return id ? &node(lc, id)->e : NULL;
}

bool lc_is_cached(const struct linkcache *lc, int index)
{
	return index > 0 && find_index(lc, index) != 0;
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
