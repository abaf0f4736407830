/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * rtaddr.h - addresses of any family, as iproute2 6.1 reads them where a
 * route or a nexthop takes one (get_addr, get_prefix: "via [FAMILY]
 * ADDR", "as to ADDR", "from PREFIX", the route filters) and prints them
 * (rt_addr_n2a): IPv4 and IPv6, MPLS label stacks, link-layer bytes,
 * "default", "all" and "any"; the address helpers of the address and
 * neighbour commands (struct inet_prefix), MPLS label stacks as text, and
 * host names for -r.
 */
#ifndef IP_RTADDR_H
#define IP_RTADDR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "args.h"

struct ipctx;
struct nlattr;

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

/* Addresses as iproute2's address and neighbour commands read and write
 * them (struct inet_prefix and parse_inet/parse_inet_prefix: args.h):
 * iproute2's family_name() ("inet", "inet6", "link", "mpls", "bridge",
 * "???"); get_addr() and get_prefix(), with their messages, returning
 * IP_FATAL | 1 (iproute2 exits 1 there) or 0; an address attribute as
 * text; the "to PREFIX" test on an address attribute (anything passes a
 * prefix of no family or length, or a missing attribute; an address of
 * another family or size does not). */
const char *addr_family_name(int family);
int addr_get(struct inet_prefix *a, const char *arg, int family);
int addr_get_prefix(struct inet_prefix *a, const char *arg, int family);
const char *addr_ntop(int family, const struct nlattr *a, char *buf,
		      size_t size);
bool addr_in_prefix(const struct inet_prefix *m, const struct nlattr *a);

/* A label stack ("L1/L2/..."): the labels up to the one with the bottom
 * of stack bit, within len bytes.  The text, or NULL if buf is short. */
const char *rt_mpls_ntop(const void *labels, size_t len, char *buf,
			 size_t size);
/* "L1/L2/..." into at most max labels (network order, the last with the
 * bottom of stack bit): the number of labels, or 0 on a bad stack
 * (iproute2's "Error: too many labels." when there are more). */
int rt_mpls_pton(const char *text, uint32_t *labels, unsigned int max);

/* iproute2's format_host: with -r the host name of an IPv4 or IPv6
 * address (gethostbyaddr, an IPv4-mapped IPv6 address as IPv4; names
 * and failures remembered for the context's life), else the address as
 * rt_addr_ntop prints it.  addr_host_attr: of an attribute, read at full
 * width as addr_ntop reads it. */
const char *addr_host(struct ipctx *ctx, int family, const void *data,
		      size_t len, char *buf, size_t size);
const char *addr_host_attr(struct ipctx *ctx, int family,
			   const struct nlattr *a, char *buf, size_t size);
void addr_hosts_free(struct ipctx *ctx);

#endif
