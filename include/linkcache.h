/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * linkcache.h - the name <-> ifindex index.
 *
 * A growing hash keyed both by name and by index.  It is filled from the
 * kernel's replies (echoes, single RTM_GETLINK lookups, dumps that were made
 * anyway for printing) and kept true by link notifications; it is never
 * filled by a dump made just to fill it.
 */
#ifndef IP_LINKCACHE_H
#define IP_LINKCACHE_H

#include <stdbool.h>
#include <stdint.h>
#include <net/if.h>
#include <linux/netlink.h>

#ifndef ALTIFNAMSIZ
#define ALTIFNAMSIZ 128		/* longest alternative name, with its NUL */
#endif

struct nl;
struct linkcache;

struct link_entry {
	int index;
	unsigned int flags;
	unsigned short type;
	char name[IFNAMSIZ];
};

struct linkcache *lc_new(struct nl *nl);
void lc_free(struct linkcache *lc);

/* Follow RTNLGRP_LINK on the engine's socket: events then update entries
 * already cached and drop stale ones, without growing the cache. */
int lc_follow(struct linkcache *lc);
void lc_clear(struct linkcache *lc);

/* Learn from an RTM_NEWLINK / RTM_DELLINK reply. */
void lc_learn(struct linkcache *lc, const struct nlmsghdr *nlh);
void lc_put(struct linkcache *lc, int index, const char *name,
	    unsigned int flags, unsigned short type);
void lc_forget(struct linkcache *lc, int index);

/* Look-ups: the cache first, then one RTM_GETLINK.  0 if there is none. */
int lc_name2index(struct linkcache *lc, const char *name);
const struct link_entry *lc_get_by_index(struct linkcache *lc, int index);
/* Is index in the cache now (no request)? */
bool lc_is_cached(const struct linkcache *lc, int index);
/* Name of an index, or "if%d" if it does not exist (buf >= IFNAMSIZ+8);
 * "*" for index 0, as iproute2. */
const char *lc_index2name(struct linkcache *lc, int index, char *buf);
unsigned int lc_count(const struct linkcache *lc);
/* Learn every link with one dump: for a listing that would otherwise ask
 * for the names of many links one by one.  0 or -errno. */
int lc_fill_all(struct linkcache *lc);
/* Name the devices of the messages a listing holds before it prints them
 * (so that no look-up interrupts the printing): index_of(h) is a
 * message's device, 0 for none.  Each device is asked for once, or all
 * of them by one link dump when there are more than LC_NAME_LOOKUPS_MAX. */
#define LC_NAME_LOOKUPS_MAX 32
struct nlstore;
void lc_name_devices(struct linkcache *lc, const struct nlstore *s,
		     int (*index_of)(const struct nlmsghdr *h));

#endif
