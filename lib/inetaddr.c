// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * inetaddr.c - addresses and prefixes read and printed the way iproute2
 * 6.1 does it, for "ip address", "ip neigh" and the objects like them.
 */
#include <stdio.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include <linux/if_arp.h>

#include "args.h"
#include "attr.h"
#include "inetaddr.h"

#ifndef AF_MPLS
#define AF_MPLS 28
#endif

static int family_bits(int family)
{
	switch (family) {
	case AF_INET6: return 128;
	case AF_INET: return 32;
	case AF_MPLS: return 20;
	}
	return 0;
}

int inet_parse_addr(struct inet_prefix *a, const char *arg, int family)
{
	memset(a, 0, sizeof(*a));
	if (is(arg, "default") || is(arg, "all") || is(arg, "any")) {
		if (family == AF_MPLS)
			return -1;
		a->family = (uint16_t)family;
		a->bitlen = -2;
		if (is(arg, "default")) {
			a->bytelen = (uint16_t)(family_bits(family) / 8);
			a->flags |= INET_PLEN_GIVEN;
		}
		return 0;
	}
	if (family == AF_PACKET) {
		int len;

		a->data[sizeof(a->data) - 1] = 0;
		len = parse_lladdr(a->data, sizeof(a->data) - 1, arg);
		if (len < 0)
			return -1;
		a->family = AF_PACKET;
		a->bytelen = (uint16_t)len;
		a->bitlen = (int16_t)(len * 8);
		return 0;
	}
	if (strchr(arg, ':')) {
		a->family = AF_INET6;
		if (family != AF_UNSPEC && family != AF_INET6)
			return -1;
		if (inet_pton(AF_INET6, arg, a->data) <= 0)
			return -1;
		a->bytelen = 16;
		a->bitlen = -1;
		return 0;
	}
	/* MPLS labels are not addresses this ip reads */
	if (family == AF_MPLS)
		return -1;
	a->family = AF_INET;
	if (family != AF_UNSPEC && family != AF_INET)
		return -1;
	if (parse_ipv4(a->data, arg))
		return -1;
	a->bytelen = 4;
	a->bitlen = -1;
	return 0;
}

/* A prefix length: a number (any base), or a dotted netmask. */
static int parse_netmask(unsigned int *val, const char *arg)
{
	struct inet_prefix m;
	uint32_t mask, host;
	unsigned int bits = 0;

	if (get_unsigned(val, arg, 0) == 0)
		return 0;
	if (inet_parse_addr(&m, arg, AF_INET) || m.family != AF_INET)
		return -1;
	mask = ((uint32_t)m.data[0] << 24) | ((uint32_t)m.data[1] << 16) |
	       ((uint32_t)m.data[2] << 8) | m.data[3];
	host = ~mask;
	if (host & (host + 1))
		return -1;
	for (; mask; mask <<= 1)
		bits++;
	*val = bits;
	return 0;
}

int inet_parse_prefix(struct inet_prefix *p, const char *arg, int family)
{
	const char *slash = strchr(arg, '/');
	char abuf[256];
	int bits;

	if (slash) {
		size_t n = (size_t)(slash - arg);

		if (n >= sizeof(abuf))
			return -1;
		memcpy(abuf, arg, n);
		abuf[n] = '\0';
		arg = abuf;
	}
	if (inet_parse_addr(p, arg, family))
		return -1;
	bits = family_bits(p->family);
	if (slash) {
		unsigned int plen;

		if (p->bitlen == -2 || parse_netmask(&plen, slash + 1) ||
		    plen > (unsigned int)bits)
			return -1;
		p->flags |= INET_PLEN_GIVEN;
		bits = (int)plen;
	} else if (p->bitlen == -2) {
		bits = 0;
	}
	p->bitlen = (int16_t)bits;
	return 0;
}

/* "any valid" for no family, else its name. */
static const char *family_verbose(int family)
{
	return family == AF_UNSPEC ? "any valid" : inet_family_name(family);
}

int inet_get_addr(struct inet_prefix *a, const char *arg, int family)
{
	if (inet_parse_addr(a, arg, family) == 0)
		return 0;
	fprintf(stderr, "Error: %s address is expected rather than \"%s\".\n",
		family_verbose(family), arg);
	return IP_FATAL | 1;
}

int inet_get_prefix(struct inet_prefix *p, const char *arg, int family)
{
	if (family == AF_PACKET) {
		fprintf(stderr, "Error: \"%s\" may be inet prefix, but it is not allowed in this context.\n",
			arg);
		return IP_FATAL | 1;
	}
	if (inet_parse_prefix(p, arg, family) == 0)
		return 0;
	fprintf(stderr, "Error: %s prefix is expected rather than \"%s\".\n",
		family_verbose(family), arg);
	return IP_FATAL | 1;
}

bool inet_prefix_match(const struct inet_prefix *m, const struct nlattr *a)
{
	uint8_t d[16];
	size_t len = attr_len(a);
	int bits = m->bitlen, full;

	if (!a || m->family == AF_UNSPEC || bits <= 0)
		return true;
	if (len != 4 && len != 16)
		return false;
	if ((len == 4 ? AF_INET : AF_INET6) != m->family)
		return false;
	attr_get(a, d, len);
	/* whole 32-bit words, then the bits left in the next one */
	full = (bits / 32) * 4;
	if (full > 16)
		full = 16;
	if (memcmp(d, m->data, (size_t)full))
		return false;
	bits %= 32;
	if (bits && full < 16) {
		int i;

		for (i = 0; i < 4 && bits > 0; i++, bits -= 8) {
			uint8_t mask = bits >= 8 ? 0xff : (uint8_t)(0xff << (8 - bits));

			if ((d[full + i] ^ m->data[full + i]) & mask)
				return false;
		}
	}
	return true;
}

const char *inet_fmt(int family, const void *data, size_t len, char *buf,
		     size_t size)
{
	uint8_t d[16] = { 0 };

	switch (family) {
	case AF_INET:
	case AF_INET6:
		/* iproute2 reads the full width whatever the length */
		memcpy(d, data, len < sizeof(d) ? len : sizeof(d));
		if (!inet_ntop(family, d, buf, (socklen_t)size))
			return "???";
		return buf;
	case AF_PACKET:
		return fmt_lladdr(buf, size, data, len, ARPHRD_VOID);
	}
	return "???";
}

const char *inet_fmt_attr(int family, const struct nlattr *a, char *buf,
			  size_t size)
{
	return inet_fmt(family, attr_data(a), attr_len(a), buf, size);
}

const char *inet_family_name(int family)
{
	switch (family) {
	case AF_INET: return "inet";
	case AF_INET6: return "inet6";
	case AF_PACKET: return "link";
	case AF_MPLS: return "mpls";
	case AF_BRIDGE: return "bridge";
	}
	return "???";
}
