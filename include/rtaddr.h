/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * rtaddr.h - addresses of any family, as iproute2 6.1 reads them where a
 * route or a nexthop takes one (get_addr, get_prefix: "via [FAMILY]
 * ADDR", "as to ADDR", "from PREFIX", the route filters) and prints them
 * (rt_addr_n2a): IPv4 and IPv6, MPLS label stacks, link-layer bytes,
 * "default", "all" and "any".
 */
#ifndef IP_RTADDR_H
#define IP_RTADDR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifndef AF_MPLS
#define AF_MPLS 28
#endif

struct rt_addr {
	int family;		/* AF_*: "default" & co. keep the one asked for */
	size_t len;		/* bytes of data */
	int bitlen;		/* rt_addr_read: -1, or -2 for default/all/any;
				 * rt_prefix_read: the prefix length */
	bool plen;		/* a length was given: "/N", or "default" */
	/* 64 MPLS labels at most (aligned: they are written as words) */
	uint8_t data[256] __attribute__((aligned(4)));
};

/* "inet", "inet6", "link", "mpls", "bridge": the family; else AF_UNSPEC. */
int rt_read_family(const char *name);
/* The prefix length of a family's full address (iproute2's af_bit_len:
 * 32, 128, 20 for MPLS, else 0). */
int rt_host_len(int family);

/* get_addr_1 / get_prefix_1: 0, or -1 (nothing printed). */
int rt_addr_read(struct rt_addr *a, const char *arg, int family);
int rt_prefix_read(struct rt_addr *a, const char *arg, int family);
/* get_addr / get_prefix: 0, or iproute2's message and IP_FATAL | 1. */
int rt_get_addr(struct rt_addr *a, const char *arg, int family);
int rt_get_prefix(struct rt_addr *a, const char *arg, int family);

/* rt_addr_n2a: the text of len bytes of an address of family (IPv4 and
 * IPv6 read at their full width, zeros past len); "???" for a family
 * without a text form. */
const char *rt_addr_ntop(int family, const void *data, size_t len, char *buf,
			 size_t size);

/* iproute2's inet_addr_match: do the first bits bits of a and b (32
 * bytes each: longer than any address, as a hostile length may ask) agree? */
bool rt_addr_match(const uint8_t *a, const uint8_t *b, int bits);

#endif
