// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * addr.c - the one network address type: reading (every family a command
 * takes), printing, matching; MPLS label stacks (see addr.h).
 */
#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/if_arp.h>
#include <linux/mpls.h>

#include "addr.h"
#include "args.h"
#include "attr.h"

uint8_t inet_flags(const uint8_t *data, int len)
{
	static const uint8_t zero[16];

	if (!memcmp(data, zero, (size_t)len))
		return INET_F_INET | INET_F_UNSPEC;
	if (len == 4 ? (data[0] & 0xf0) == 0xe0 : data[0] == 0xff)
		return INET_F_INET | INET_F_MULTI;
	return INET_F_INET;
}

int addr_read_family(const char *name)
{
	if (is(name, "inet"))
		return AF_INET;
	if (is(name, "inet6"))
		return AF_INET6;
	if (is(name, "link"))
		return AF_PACKET;
	if (is(name, "mpls"))
		return AF_MPLS;
	if (is(name, "bridge"))
		return AF_BRIDGE;
	return AF_UNSPEC;
}

int addr_host_len(int family)
{
	switch (family) {
	case AF_INET6: return 128;
	case AF_INET: return 32;
	case AF_MPLS: return 20;
	}
	return 0;
}

const char *addr_family_name(int family)
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

const char *addr_family_verbose(int family)
{
	return family == AF_UNSPEC ? "any valid" : addr_family_name(family);
}

/* inet_pton of IPv4 or IPv6 text, of the family asked for (or either) */
static int read_strict(struct inet_prefix *a, const char *arg, int family)
{
	if (family != AF_INET6 && inet_pton(AF_INET, arg, a->data) == 1) {
		a->family = AF_INET;
		a->len = 4;
	} else if (family != AF_INET && inet_pton(AF_INET6, arg, a->data) == 1) {
		a->family = AF_INET6;
		a->len = 16;
	} else {
		return -1;
	}
	return 0;
}

/* get_addr_1: one address, no length */
static int read_addr(struct inet_prefix *a, const char *arg, int family)
{
	bool dflt = is(arg, "default");

	if (dflt || is(arg, "all") || is(arg, "any")) {
		if (family == AF_MPLS)
			return -1;
		a->family = family;
		a->bitlen = -2;
		if (dflt) {
			a->flags = INET_F_PLEN;
			a->len = (uint16_t)(addr_host_len(family) / 8);
		}
		return 0;
	}
	if (family == AF_PACKET) {
		int l = parse_lladdr(a->data, sizeof(a->data) - 1, arg);

		if (l < 0)
			return -1;
		a->family = AF_PACKET;
		a->len = (uint16_t)l;
		a->bitlen = l * 8;
		return 0;
	}
	if (strchr(arg, ':')) {
		a->family = AF_INET6;
		if ((family != AF_UNSPEC && family != AF_INET6) ||
		    inet_pton(AF_INET6, arg, a->data) != 1)
			return -1;
		a->len = 16;
		return 0;
	}
	if (family == AF_MPLS) {
		int n = addr_mpls_pton(arg, (uint32_t *)(void *)a->data,
				       sizeof(a->data) / 4);

		if (n <= 0)
			return -1;
		a->family = AF_MPLS;
		a->len = (uint16_t)(n * 4);
		a->bitlen = 20;
		return 0;
	}
	a->family = AF_INET;
	if ((family != AF_UNSPEC && family != AF_INET) || parse_ipv4(a->data, arg))
		return -1;
	a->len = 4;
	return 0;
}

int addr_parse(struct inet_prefix *a, const char *arg, int family,
	       unsigned int how)
{
	const char *slash = (how & ADDR_PREFIX) ? strchr(arg, '/') : NULL;
	char word[256];
	unsigned int plen;
	int max;

	memset(a, 0, sizeof(*a));
	a->bitlen = -1;
	if (slash) {
		if ((size_t)(slash - arg) >= sizeof(word))
			return -1;
		memcpy(word, arg, (size_t)(slash - arg));
		word[slash - arg] = '\0';
		arg = word;
	}
	if (how & ADDR_STRICT ? read_strict(a, arg, family) : read_addr(a, arg, family))
		return -1;
	if (a->family == AF_INET || a->family == AF_INET6)
		a->flags |= inet_flags(a->data, a->family == AF_INET ? 4 : 16);
	if (!(how & ADDR_PREFIX))
		return 0;
	max = addr_host_len(a->family);
	if (!slash) {
		a->bitlen = a->bitlen == -2 ? 0 : max;
		return 0;
	}
	if (a->bitlen == -2 || parse_netmask(&plen, slash + 1) || plen > (unsigned int)max)
		return -1;
	a->bitlen = (int)plen;
	a->flags |= INET_F_PLEN;
	return 0;
}

int addr_get(struct inet_prefix *a, const char *arg, int family)
{
	if (!addr_parse(a, arg, family, 0))
		return 0;
	fprintf(stderr, "Error: %s address is expected rather than \"%s\".\n",
		addr_family_verbose(family), arg);
	return IP_FATAL | 1;
}

int addr_get_prefix(struct inet_prefix *a, const char *arg, int family)
{
	if (family == AF_PACKET) {
		fprintf(stderr, "Error: \"%s\" may be inet prefix, but it is not allowed in this context.\n",
			arg);
		return IP_FATAL | 1;
	}
	if (!addr_parse(a, arg, family, ADDR_PREFIX))
		return 0;
	fprintf(stderr, "Error: %s prefix is expected rather than \"%s\".\n",
		addr_family_verbose(family), arg);
	return IP_FATAL | 1;
}

/* A netmask length: a number, or a dotted mask of leading ones. */
int parse_netmask(unsigned int *bits, const char *arg)
{
	struct inet_prefix m;
	uint32_t mask, host;

	if (!get_unsigned(bits, arg, 0))
		return 0;
	if (addr_parse(&m, arg, AF_INET, 0) || m.family != AF_INET)
		return -1;
	memcpy(&mask, m.data, 4);
	mask = ntohl(mask);
	host = ~mask;
	if (host & (host + 1))
		return -1;
	for (*bits = 0; mask; mask <<= 1)
		++*bits;
	return 0;
}

const char *addr_ntop(int family, const void *data, size_t len, char *buf,
		      size_t size)
{
	uint8_t d[32] = { 0 };

	switch (family) {
	case AF_INET:
	case AF_INET6:
		memcpy(d, data, len < 16 ? len : 16);
		return inet_ntop(family, d, buf, (socklen_t)size) ? buf : "???";
	case AF_MPLS: {
		const char *t = addr_mpls_ntop(data, len, buf, size);

		return t ? t : "???";
	}
	case AF_PACKET:
		return fmt_lladdr(buf, size, data, len, ARPHRD_VOID);
	case AF_BRIDGE: {
		/* a socket address */
		uint16_t sa_family;

		memcpy(d, data, len < sizeof(d) ? len : sizeof(d));
		memcpy(&sa_family, d, sizeof(sa_family));
		if (sa_family == AF_INET)
			return inet_ntop(AF_INET, d + 4, buf, (socklen_t)size) ? buf : "???";
		if (sa_family == AF_INET6)
			return inet_ntop(AF_INET6, d + 8, buf, (socklen_t)size) ? buf : "???";
		break;
	}
	}
	return "???";
}

const char *addr_attr_ntop(int family, const struct nlattr *a, char *buf,
			   size_t size)
{
	uint8_t d[260];
	size_t len = attr_len(a);

	/* iproute2 reads IPv4 and IPv6 at full width whatever the length */
	attr_get(a, d, sizeof(d));
	if (family == AF_INET || family == AF_INET6)
		len = 16;
	return addr_ntop(family, d, len < sizeof(d) ? len : sizeof(d), buf, size);
}

bool addr_bits_match(const uint8_t *a, const uint8_t *b, int bits)
{
	int bytes;

	if (bits <= 0)
		return true;
	if (bits > 255)
		bits = 255;
	bytes = bits / 8;
	if (memcmp(a, b, (size_t)bytes))
		return false;
	bits %= 8;
	return !bits || !((a[bytes] ^ b[bytes]) & (uint8_t)(0xff << (8 - bits)));
}

bool addr_in_prefix(const struct inet_prefix *m, const struct nlattr *a)
{
	uint8_t d[32] = { 0 };
	size_t len = attr_len(a);
	int bits = m->bitlen;

	if (!a || m->family == AF_UNSPEC || bits <= 0)
		return true;
	if ((len != 4 && len != 16) ||
	    (len == 4 ? AF_INET : AF_INET6) != m->family)
		return false;
	attr_get(a, d, len);
	if (bits > (int)len * 8)
		bits = (int)len * 8;
	return addr_bits_match(d, m->data, bits);
}

const char *addr_mpls_ntop(const void *labels, size_t len, char *buf,
			   size_t size)
{
	const uint8_t *p = labels;
	size_t off = 0, i;

	if (!size)
		return NULL;
	buf[0] = '\0';
	for (i = 0; i + 4 <= len; i += 4) {
		uint32_t entry;
		int n;

		memcpy(&entry, p + i, 4);
		entry = ntohl(entry);
		n = snprintf(buf + off, size - off, "%s%u", i ? "/" : "",
			     (entry & MPLS_LS_LABEL_MASK) >> MPLS_LS_LABEL_SHIFT);
		if (n < 0 || (size_t)n >= size - off)
			return NULL;
		off += (size_t)n;
		if (entry & MPLS_LS_S_MASK)
			break;
	}
	return buf;
}

int addr_mpls_pton(const char *text, uint32_t *labels, unsigned int max)
{
	unsigned int n;

	for (n = 0; n < max; n++) {
		char *end;
		unsigned long l = strtoul(text, &end, 0);

		if (l >= (1UL << 20) || end == text)
			return 0;
		labels[n] = htonl((uint32_t)l << MPLS_LS_LABEL_SHIFT);
		if (*end == '\0') {
			labels[n] |= htonl(1u << MPLS_LS_S_SHIFT);
			return (int)n + 1;
		}
		if (*end != '/')
			return 0;
		text = end + 1;
	}
	fprintf(stderr, "Error: too many labels.\n");
	return 0;
}
