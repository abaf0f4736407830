/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * inetaddr.h - network addresses and prefixes as iproute2 reads and
 * prints them ("10.8/16", "2001:db8::1", "default", "all", dotted
 * netmasks), prefix matching for "to PREFIX" filters, and the family
 * names ("inet", "inet6", ...).
 */
#ifndef IP_INETADDR_H
#define IP_INETADDR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <linux/netlink.h>

/* flags */
#define INET_PLEN_GIVEN 0x1	/* "/N" was written */

struct inet_prefix {
	uint16_t flags;
	uint16_t bytelen;	/* bytes of data that mean something */
	int16_t bitlen;		/* prefix length; -1 an address, -2 "default"/"all" */
	uint16_t family;	/* AF_INET, AF_INET6, AF_PACKET or what was asked */
	uint8_t data[20];	/* room for a 20-byte link-layer address */
};

/* An address (iproute2's get_addr_1): "default", "all", "any", a
 * link-layer address for AF_PACKET, IPv6 when there is a colon, else
 * IPv4 in iproute2's loose dotted form.  family AF_UNSPEC takes either.
 * 0, or -1 (no message, except a link-layer address's own). */
int inet_parse_addr(struct inet_prefix *a, const char *arg, int family);
/* An address with an optional "/LEN" or "/NETMASK" (get_prefix_1); the
 * length defaults to the family's full width, 0 for "default"/"all".
 * 0 or -1. */
int inet_parse_prefix(struct inet_prefix *p, const char *arg, int family);

/* The same, printing iproute2's message on failure and returning its exit
 * status (IP_FATAL | 1: iproute2 exits there, a batch ends): "Error: inet
 * address is expected rather than ..." and the prefix forms (including
 * "... may be inet prefix, but it is not allowed in this context." for
 * AF_PACKET).  0 on success. */
int inet_get_addr(struct inet_prefix *a, const char *arg, int family);
int inet_get_prefix(struct inet_prefix *p, const char *arg, int family);

/* Does the address in attribute a fall in prefix m?  A NULL attribute,
 * or an m that is no prefix (family unset, length 0), matches anything;
 * an address of another family or length does not. */
bool inet_prefix_match(const struct inet_prefix *m, const struct nlattr *a);

/* An address attribute as text (iproute2's format_host_rta without name
 * resolution): inet_ntop for AF_INET and AF_INET6, colon hex for
 * AF_PACKET, "???" for anything else.  buf of at least 64 bytes. */
const char *inet_fmt_attr(int family, const struct nlattr *a, char *buf,
			  size_t size);
const char *inet_fmt(int family, const void *data, size_t len, char *buf,
		     size_t size);

/* "inet", "inet6", "link", "mpls", "bridge" or "???". */
const char *inet_family_name(int family);

#endif
