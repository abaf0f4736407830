/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * inet.h - network addresses and prefixes as iproute2 6.1 reads and
 * writes them on command lines: "default", "all"/"any", IPv4 in its
 * legacy forms ("10.8" is 10.8.0.0), IPv6, MPLS label stacks, link-layer
 * addresses, "/LEN" or a dotted netmask.
 */
#ifndef IP_INET_H
#define IP_INET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define INET_PLEN_GIVEN	0x1	/* "/N" was given, or "default" */

struct inet_prefix {
	uint16_t flags;
	int16_t bytelen;	/* bytes of data that count */
	int16_t bitlen;		/* prefix length; -1 a host, -2 "default"/"any" */
	uint16_t family;	/* AF_*; AF_UNSPEC for "any" without a family */
	uint8_t data[256];	/* the address (MPLS: up to 64 labels) */
};

/* AF_INET 32, AF_INET6 128, AF_MPLS 20, else 0. */
int af_bit_len(int family);
/* "inet", "inet6", "link", "mpls", "bridge", "???". */
const char *inet_family_name(int family);
/* The inverse (AF_UNSPEC for anything else). */
int inet_read_family(const char *name);

/* An address (0) or -1, no message. */
int inet_addr_parse(struct inet_prefix *a, const char *arg, int family);
/* An address with an optional "/LEN": 0 or -1, no message. */
int inet_prefix_parse(struct inet_prefix *a, const char *arg, int family);
/* The same with iproute2's message: 0, or IP_FATAL | 1 (it exits 1). */
int inet_get_addr(struct inet_prefix *a, const char *arg, int family);
int inet_get_prefix(struct inet_prefix *a, const char *arg, int family);

/* Do the first bits of a and b agree?  0 if so. */
int inet_addr_match(const struct inet_prefix *a, const struct inet_prefix *b,
		    int bits);

/* An address of family from len bytes (shorter data is zero-filled;
 * "???" for a family it cannot write). */
const char *inet_ntop_af(int family, const void *addr, size_t len, char *buf,
			 size_t size);

#endif
