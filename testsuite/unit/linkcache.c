/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Unit tests for lib/linkcache.c through include/linkcache.h, with no
 * netlink socket (NULL): growth to 100,000 entries, renames, forgetting,
 * names that collide, the name table built at the first look-up and grown
 * after it, and learning from RTM_NEWLINK / RTM_DELLINK.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>		/* before any linux/ header */
#include <libmnl/libmnl.h>
#include <linux/rtnetlink.h>
#include <linux/if_arp.h>

#include "array.h"
#include "linkcache.h"
#include "tap.h"

static struct tap T;

#define BIG 100000

/* A RTM_NEWLINK/RTM_DELLINK as the kernel would send it. */
static struct nlmsghdr *mkmsg(char *buf, uint16_t type, int index,
			      const char *name, unsigned int flags,
			      unsigned char family)
{
	struct nlmsghdr *n = mnl_nlmsg_put_header(buf);
	struct ifinfomsg *ifi;

	n->nlmsg_type = type;
	ifi = mnl_nlmsg_put_extra_header(n, sizeof(*ifi));
	ifi->ifi_family = family;
	ifi->ifi_index = index;
	ifi->ifi_flags = flags;
	ifi->ifi_type = ARPHRD_ETHER;
	if (name)
		mnl_attr_put_strz(n, IFLA_IFNAME, name);
	mnl_attr_put_u32(n, IFLA_MTU, 1500);
	return n;
}

static void test_growth(void)
{
	struct linkcache *lc = lc_new(NULL);
	char name[IFNAMSIZ], buf[IFNAMSIZ + 8];
	int i, bad_name = 0, bad_index = 0;

	tap_ok(&T, lc != NULL, "lc_new without a socket");
	if (!lc)
		return;
	tap_int(&T, lc_count(lc), 0, "a new cache is empty");
	for (i = 1; i <= BIG; i++) {
		snprintf(name, sizeof(name), "d%d", i);
		lc_put(lc, i, name, 0, ARPHRD_ETHER);
	}
	tap_int(&T, lc_count(lc), BIG, "100,000 entries");
	for (i = 1; i <= BIG; i++) {
		const struct link_entry *e = lc_get_by_index(lc, i);

		snprintf(name, sizeof(name), "d%d", i);
		if (lc_name2index(lc, name) != i)
			bad_name++;
		if (!e || e->index != i || strcmp(e->name, name))
			bad_index++;
	}
	tap_int(&T, bad_name, 0, "every name finds its index after growth");
	tap_int(&T, bad_index, 0, "every index finds its entry after growth");
	tap_int(&T, lc_name2index(lc, "d0"), 0, "an absent name is 0");
	tap_ok(&T, lc_get_by_index(lc, BIG + 1) == NULL, "an absent index is NULL");
	tap_str(&T, lc_index2name(lc, BIG + 1, buf), "if100001",
		"lc_index2name of an absent index is ifN");
	tap_str(&T, lc_index2name(lc, 77, buf), "d77", "lc_index2name of a present one");

	/* Put again: same entry, new flags. */
	lc_put(lc, 5, "d5", IFF_UP, ARPHRD_ETHER);
	tap_int(&T, lc_count(lc), BIG, "putting an entry again does not add one");
	tap_ok(&T, lc_get_by_index(lc, 5) && lc_get_by_index(lc, 5)->flags == IFF_UP,
	       "putting an entry again updates its flags");

	/* Forget every other entry. */
	for (i = 2; i <= BIG; i += 2)
		lc_forget(lc, i);
	tap_int(&T, lc_count(lc), BIG / 2, "forgetting half leaves half");
	bad_name = bad_index = 0;
	for (i = 1; i <= BIG; i++) {
		snprintf(name, sizeof(name), "d%d", i);
		if (i % 2) {
			if (lc_name2index(lc, name) != i)
				bad_name++;
		} else {
			if (lc_name2index(lc, name) != 0 || lc_get_by_index(lc, i))
				bad_index++;
		}
	}
	tap_int(&T, bad_name, 0, "the kept half is still found");
	tap_int(&T, bad_index, 0, "the forgotten half is gone by name and index");
	lc_forget(lc, 2);
	lc_forget(lc, BIG + 7);
	tap_int(&T, lc_count(lc), BIG / 2, "forgetting what is absent changes nothing");
	lc_free(lc);
}

static void test_rename(void)
{
	struct linkcache *lc = lc_new(NULL);
	const struct link_entry *e;

	if (!tap_ok(&T, lc != NULL, "lc_new"))
		return;
	lc_put(lc, 10, "eth0", 0, ARPHRD_ETHER);
	lc_put(lc, 11, "eth1", 0, ARPHRD_ETHER);
	lc_put(lc, 10, "wan", 0, ARPHRD_ETHER);
	tap_int(&T, lc_name2index(lc, "wan"), 10, "rename: new name found");
	tap_int(&T, lc_name2index(lc, "eth0"), 0, "rename: old name gone");
	e = lc_get_by_index(lc, 10);
	tap_str(&T, e ? e->name : NULL, "wan", "rename: index gives the new name");
	tap_int(&T, lc_count(lc), 2, "rename: still two entries");

	/* A name moves to another device (renames in two steps, or a
	 * device deleted and created again): one holder only. */
	lc_put(lc, 12, "eth1", 0, ARPHRD_ETHER);
	tap_int(&T, lc_name2index(lc, "eth1"), 12, "a reused name points to its new index");
	tap_ok(&T, lc_get_by_index(lc, 11) == NULL, "the stale holder is dropped");

	/* Swap two names through a temporary. */
	lc_put(lc, 10, "tmp", 0, ARPHRD_ETHER);
	lc_put(lc, 12, "wan", 0, ARPHRD_ETHER);
	lc_put(lc, 10, "eth1", 0, ARPHRD_ETHER);
	tap_ok(&T, lc_name2index(lc, "wan") == 12 && lc_name2index(lc, "eth1") == 10 &&
	       lc_name2index(lc, "tmp") == 0, "two names swapped");
	tap_int(&T, lc_count(lc), 2, "swap: two entries");
	lc_free(lc);
}

static void test_collisions(void)
{
	/* Names with the same letters, and indexes far apart, all in a
	 * small cache: whatever the hash, some share a bucket. */
	static const char *const names[] = {
		"ab", "ba", "abc", "acb", "bac", "bca", "cab", "cba",
		"a0", "0a", "eth10", "eth01", "e", "ee", "eee", "\xc3\xa9",
		"q\"x", "a\\b", "n23456789012345",
	};
	const int n = ARRAY_SIZE(names);
	struct linkcache *lc = lc_new(NULL);
	int i, bad = 0;

	if (!tap_ok(&T, lc != NULL, "lc_new"))
		return;
	for (i = 0; i < n; i++)
		lc_put(lc, 1 + i * 65536, names[i], 0, ARPHRD_ETHER);
	for (i = 0; i < n; i++) {
		const struct link_entry *e = lc_get_by_index(lc, 1 + i * 65536);

		if (lc_name2index(lc, names[i]) != 1 + i * 65536)
			bad++;
		if (!e || strcmp(e->name, names[i]))
			bad++;
	}
	tap_int(&T, bad, 0, "anagram names and far indexes all found");
	lc_forget(lc, 1 + 65536);	/* "ba" */
	tap_ok(&T, lc_name2index(lc, "ab") == 1 && lc_name2index(lc, "ba") == 0,
	       "forgetting one of two colliding names keeps the other");
	lc_free(lc);
}

/* Entries put before any name look-up are named only when the first
 * look-up builds the name table; one put after it keeps the table. */
static void test_lazy_names(void)
{
	struct linkcache *lc = lc_new(NULL);
	char name[IFNAMSIZ];
	int i, bad = 0;

	if (!tap_ok(&T, lc != NULL, "lc_new"))
		return;
	lc_put(lc, 1, "a", 0, ARPHRD_ETHER);
	lc_put(lc, 2, "b", 0, ARPHRD_ETHER);
	lc_put(lc, 3, "a", 0, ARPHRD_ETHER);	/* 1 was renamed unseen */
	lc_put(lc, 2, "c", 0, ARPHRD_ETHER);
	tap_int(&T, lc_count(lc), 3, "no name look-up yet: three entries");
	tap_int(&T, lc_name2index(lc, "a"), 0,
		"a name two entries hold is trusted to neither");
	tap_ok(&T, !lc_is_cached(lc, 1) && !lc_is_cached(lc, 3),
	       "both holders of the doubled name are dropped");
	tap_ok(&T, lc_name2index(lc, "c") == 2 && lc_name2index(lc, "b") == 0,
	       "a rename before the table was built");
	/* the table is kept from now on, and grows */
	for (i = 10; i < 10 + 5000; i++) {
		snprintf(name, sizeof(name), "n%d", i);
		lc_put(lc, i, name, 0, ARPHRD_ETHER);
	}
	lc_put(lc, 20, "c", 0, ARPHRD_ETHER);
	tap_ok(&T, lc_name2index(lc, "c") == 20 && !lc_is_cached(lc, 2),
	       "a name taken once the table is kept drops its old holder at once");
	for (i = 10; i < 10 + 5000; i++) {
		snprintf(name, sizeof(name), "n%d", i);
		if (i != 20 && lc_name2index(lc, name) != i)
			bad++;
	}
	tap_int(&T, bad, 0, "the kept table grew with 5,000 more names");
	lc_free(lc);
}

static void test_learn(void)
{
	struct linkcache *lc = lc_new(NULL);
	char buf[MNL_SOCKET_BUFFER_SIZE];
	const struct link_entry *e;

	if (!tap_ok(&T, lc != NULL, "lc_new"))
		return;
	lc_learn(lc, mkmsg(buf, RTM_NEWLINK, 3, "veth0", IFF_UP, AF_UNSPEC));
	e = lc_get_by_index(lc, 3);
	tap_ok(&T, e && !strcmp(e->name, "veth0") && e->flags == IFF_UP &&
	       e->type == ARPHRD_ETHER, "learn: RTM_NEWLINK adds name, flags, type");
	tap_int(&T, lc_name2index(lc, "veth0"), 3, "learn: name to index");

	lc_learn(lc, mkmsg(buf, RTM_NEWLINK, 3, "veth9", 0, AF_UNSPEC));
	tap_ok(&T, lc_name2index(lc, "veth9") == 3 && lc_name2index(lc, "veth0") == 0,
	       "learn: a rename in RTM_NEWLINK");

	lc_learn(lc, mkmsg(buf, RTM_NEWLINK, 3, "brport", 0, AF_BRIDGE));
	tap_int(&T, lc_name2index(lc, "veth9"), 3, "learn: AF_BRIDGE messages are ignored");

	lc_learn(lc, mkmsg(buf, RTM_NEWLINK, 4, NULL, 0, AF_UNSPEC));
	tap_ok(&T, lc_get_by_index(lc, 4) == NULL, "learn: no IFLA_IFNAME, nothing learnt");

	lc_learn(lc, mkmsg(buf, RTM_DELLINK, 3, "veth9", 0, AF_UNSPEC));
	tap_ok(&T, lc_get_by_index(lc, 3) == NULL && lc_name2index(lc, "veth9") == 0,
	       "learn: RTM_DELLINK forgets");
	tap_int(&T, lc_count(lc), 0, "learn: empty again");

	lc_learn(lc, mkmsg(buf, RTM_NEWADDR, 5, "x", 0, AF_UNSPEC));
	tap_int(&T, lc_count(lc), 0, "learn: other message types are ignored");
	lc_free(lc);
}

int main(void)
{
	test_growth();
	test_rename();
	test_collisions();
	test_lazy_names();
	test_learn();
	return tap_done(&T);
}
