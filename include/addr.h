/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * addr.h - the one network address type, its parser and its printers.
 *
 * An address or prefix of any family as iproute2 6.1 reads one where a
 * command takes one (get_addr_1, get_prefix_1, get_addr, get_prefix):
 * "any", "all" and "default" stand for the unspecified address of the
 * family asked for; a word with a colon is IPv6; with family "link"
 * link-layer bytes, with "mpls" a label stack "L1/L2/..."; else the
 * permissive dotted quad of parse_ipv4 ("10.8" is 10.8.0.0).  ADDR_STRICT
 * reads as inet_pton does (IPv4 or IPv6 text, nothing else), where
 * iproute2 calls inet_pton itself.
 */
#ifndef IP_ADDR_H
#define IP_ADDR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct nlattr;

#ifndef AF_MPLS
#define AF_MPLS 28
#endif

/* What kind of address was read (iproute2's ADDRTYPE_* and
 * PREFIXLEN_SPECIFIED) */
#define INET_F_INET	0x01	/* an IPv4/IPv6 address of the family */
#define INET_F_UNSPEC	0x02	/* all zero (with INET_F_INET) */
#define INET_F_MULTI	0x04	/* multicast (with INET_F_INET) */
#define INET_F_PLEN	0x08	/* a length was given: "/N", or "default" */

struct inet_prefix {
	int family;		/* AF_*; "default" & co. keep the one asked for;
				 * 0: nothing read */
	int bitlen;		/* an address: -1, or -2 for default/all/any;
				 * a prefix: its length */
	uint16_t len;		/* bytes of data: 4, 16, label stack, lladdr;
				 * 0 for "any"/"all" */
	uint8_t flags;		/* INET_F_* */
	/* 64 MPLS labels at most (aligned: they are written as words) */
	uint8_t data[256] __attribute__((aligned(4)));
};

/* How addr_parse reads a word */
#define ADDR_PREFIX	0x01	/* ADDR[/LEN], LEN a number or dotted netmask */
#define ADDR_STRICT	0x02	/* inet_pton: IPv4 or IPv6 text only */

/* The parser: 0, or -1 with nothing printed.  family AF_UNSPEC takes
 * IPv4 or IPv6. */
int addr_parse(struct inet_prefix *a, const char *arg, int family,
	       unsigned int how);
/* The same with iproute2's messages ("Error: inet address is expected
 * rather than ..."): 0, or IP_FATAL | 1 (iproute2 exits 1 there). */
int addr_get(struct inet_prefix *a, const char *arg, int family);
int addr_get_prefix(struct inet_prefix *a, const char *arg, int family);

/* A prefix length as iproute2's get_netmask reads one: a number (any
 * base), or a dotted IPv4 netmask of leading ones.  0 or -1. */
int parse_netmask(unsigned int *bits, const char *arg);
/* The INET_F_* flags of an IPv4/IPv6 address of len 4 or 16. */
uint8_t inet_flags(const uint8_t *data, int len);

/* "inet", "inet6", "link", "mpls", "bridge": the family; else AF_UNSPEC. */
int addr_read_family(const char *name);
/* iproute2's family_name: "inet", "inet6", "link", "mpls", "bridge",
 * "???"; addr_family_verbose: "any valid" for AF_UNSPEC. */
const char *addr_family_name(int family);
const char *addr_family_verbose(int family);
/* The prefix length of a family's full address (iproute2's af_bit_len:
 * 32, 128, 20 for MPLS, else 0). */
int addr_host_len(int family);

/* rt_addr_n2a: the text of len bytes of an address of family (IPv4 and
 * IPv6 read at their full width, zeros past len); "???" for a family
 * without a text form. */
const char *addr_ntop(int family, const void *data, size_t len, char *buf,
		      size_t size);
/* The same of an attribute, read at full width as iproute2 reads it. */
const char *addr_attr_ntop(int family, const struct nlattr *a, char *buf,
			   size_t size);

/* iproute2's inet_addr_match: do the first bits bits of a and b (32
 * bytes each: longer than any address, as a hostile length may ask) agree? */
bool addr_bits_match(const uint8_t *a, const uint8_t *b, int bits);
/* The "to PREFIX" test on an address attribute: anything passes a prefix
 * of no family or length, or a missing attribute; an address of another
 * family or size does not. */
bool addr_in_prefix(const struct inet_prefix *m, const struct nlattr *a);

/* A label stack ("L1/L2/..."): the labels up to the one with the bottom
 * of stack bit, within len bytes.  The text, or NULL if buf is short. */
const char *addr_mpls_ntop(const void *labels, size_t len, char *buf,
			   size_t size);
/* "L1/L2/..." into at most max labels (network order, the last with the
 * bottom of stack bit): the number of labels, or 0 on a bad stack
 * (iproute2's "Error: too many labels." when there are more). */
int addr_mpls_pton(const char *text, uint32_t *labels, unsigned int max);

#endif
