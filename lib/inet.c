// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * inet.c - addresses and prefixes on command lines (see inet.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include <linux/if_arp.h>

#include "args.h"
#include "inet.h"

#ifndef AF_MPLS
#define AF_MPLS 28
#endif

int af_bit_len(int family)
{
	switch (family) {
	case AF_INET6:
		return 128;
	case AF_INET:
		return 32;
	case AF_MPLS:
		return 20;
	}
	return 0;
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

int inet_read_family(const char *name)
{
	static const struct { const char *n; int f; } fams[] = {
		{ "inet", AF_INET }, { "inet6", AF_INET6 }, { "link", AF_PACKET },
		{ "mpls", AF_MPLS }, { "bridge", AF_BRIDGE },
	};
	size_t i;

	for (i = 0; i < sizeof(fams) / sizeof(fams[0]); i++)
		if (strcmp(name, fams[i].n) == 0)
			return fams[i].f;
	return AF_UNSPEC;
}

/* "L1/L2/...": labels of 20 bits, the last with bottom-of-stack. */
static int mpls_parse(uint8_t *data, size_t size, const char *s, int *bytes)
{
	unsigned int n;

	for (n = 0; n < size / 4; n++) {
		unsigned long label;
		uint32_t e;
		char *end;

		label = strtoul(s, &end, 0);
		if (label >= (1UL << 20) || end == s)
			return -1;
		e = (uint32_t)label << 12;
		if (*end == '\0')
			e |= 1 << 8;
		else if (*end != '/')
			return -1;
		e = htonl(e);
		memcpy(data + 4 * n, &e, 4);
		if (*end == '\0') {
			*bytes = 4 * (int)(n + 1);
			return 0;
		}
		s = end + 1;
	}
	fprintf(stderr, "Error: too many labels.\n");
	return -1;
}

int inet_addr_parse(struct inet_prefix *a, const char *arg, int family)
{
	memset(a, 0, sizeof(*a));
	if (strcmp(arg, "default") == 0 || strcmp(arg, "all") == 0 ||
	    strcmp(arg, "any") == 0) {
		if (family == AF_MPLS)
			return -1;
		a->family = (uint16_t)family;
		a->bitlen = -2;
		if (arg[0] == 'd') {
			a->bytelen = (int16_t)(af_bit_len(family) / 8);
			a->flags |= INET_PLEN_GIVEN;
		}
		return 0;
	}
	if (family == AF_PACKET) {
		int len = parse_lladdr(a->data, 32, arg);

		if (len < 0)
			return -1;
		a->family = AF_PACKET;
		a->bytelen = (int16_t)len;
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
	if (family == AF_MPLS) {
		int bytes = 0;

		a->family = AF_MPLS;
		if (mpls_parse(a->data, sizeof(a->data), arg, &bytes))
			return -1;
		a->bytelen = (int16_t)bytes;
		a->bitlen = 20;
		return 0;
	}
	a->family = AF_INET;
	if (family != AF_UNSPEC && family != AF_INET)
		return -1;
	if (parse_ipv4(a->data, arg))
		return -1;
	a->bytelen = 4;
	a->bitlen = -1;
	return 0;
}

/* A prefix length: a number, or a dotted IPv4 netmask. */
static int netmask_len(unsigned int *len, const char *arg)
{
	struct inet_prefix m;
	uint32_t mask, host;
	unsigned int bits = 0;

	if (get_unsigned(len, arg, 0) == 0)
		return 0;
	if (inet_addr_parse(&m, arg, AF_INET) || m.family != AF_INET)
		return -1;
	memcpy(&mask, m.data, 4);
	mask = ntohl(mask);
	host = ~mask;
	if (host & (host + 1))
		return -1;
	for (; mask; mask <<= 1)
		bits++;
	*len = bits;
	return 0;
}

int inet_prefix_parse(struct inet_prefix *a, const char *arg, int family)
{
	const char *slash = strchr(arg, '/');
	char addr[256];
	int bitlen;

	if (slash) {
		size_t l = (size_t)(slash - arg);

		if (l >= sizeof(addr))
			return -1;
		memcpy(addr, arg, l);
		addr[l] = '\0';
	} else if (snprintf(addr, sizeof(addr), "%s", arg) >= (int)sizeof(addr)) {
		return -1;
	}
	if (inet_addr_parse(a, addr, family))
		return -1;
	bitlen = af_bit_len(a->family);
	if (slash) {
		unsigned int plen;

		if (a->bitlen == -2 || netmask_len(&plen, slash + 1) ||
		    plen > (unsigned int)bitlen)
			return -1;
		a->flags |= INET_PLEN_GIVEN;
		bitlen = (int)plen;
	} else if (a->bitlen == -2) {
		bitlen = 0;
	}
	a->bitlen = (int16_t)bitlen;
	return 0;
}

static const char *verbose_family(int family)
{
	return family == AF_UNSPEC ? "any valid" : inet_family_name(family);
}

int inet_get_addr(struct inet_prefix *a, const char *arg, int family)
{
	if (inet_addr_parse(a, arg, family) == 0)
		return 0;
	fprintf(stderr, "Error: %s address is expected rather than \"%s\".\n",
		verbose_family(family), arg);
	return IP_FATAL | 1;
}

int inet_get_prefix(struct inet_prefix *a, const char *arg, int family)
{
	if (family == AF_PACKET) {
		fprintf(stderr, "Error: \"%s\" may be inet prefix, but it is not allowed in this context.\n",
			arg);
		return IP_FATAL | 1;
	}
	if (inet_prefix_parse(a, arg, family) == 0)
		return 0;
	fprintf(stderr, "Error: %s prefix is expected rather than \"%s\".\n",
		verbose_family(family), arg);
	return IP_FATAL | 1;
}

int inet_addr_match(const struct inet_prefix *a, const struct inet_prefix *b,
		    int bits)
{
	int bytes = bits >> 3, rest = bits & 7;

	if (bits <= 0)
		return 0;
	if (bytes > (int)sizeof(a->data))
		bytes = (int)sizeof(a->data), rest = 0;
	if (memcmp(a->data, b->data, (size_t)bytes))
		return -1;
	if (rest) {
		uint8_t mask = (uint8_t)(0xff << (8 - rest));

		if ((a->data[bytes] ^ b->data[bytes]) & mask)
			return 1;
	}
	return 0;
}

static const char *mpls_ntop(const uint8_t *d, size_t len, char *buf,
			     size_t size)
{
	size_t off = 0, i;

	buf[0] = '\0';
	for (i = 0; i + 4 <= len; i += 4) {
		uint32_t e;
		int n;

		memcpy(&e, d + i, 4);
		e = ntohl(e);
		n = snprintf(buf + off, size - off, "%s%u", i ? "/" : "",
			     e >> 12);
		if (n < 0 || (size_t)n >= size - off)
			break;
		off += (size_t)n;
		if (e & (1 << 8))
			break;
	}
	return buf;
}

const char *inet_ntop_af(int family, const void *addr, size_t len, char *buf,
			 size_t size)
{
	uint8_t a[16] = { 0 };

	switch (family) {
	case AF_INET:
	case AF_INET6:
		memcpy(a, addr, len < sizeof(a) ? len : sizeof(a));
		if (!inet_ntop(family, a, buf, (socklen_t)size))
			return "???";
		return buf;
	case AF_MPLS:
		return mpls_ntop(addr, len, buf, size);
	case AF_PACKET:
		return fmt_lladdr(buf, size, addr, len, ARPHRD_VOID);
	}
	return "???";
}
