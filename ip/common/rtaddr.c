// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rtaddr.c - addresses of any family as routes and nexthops read and
 * print them, the address helpers of the address and neighbour commands,
 * MPLS label stacks as text, and host names for -r (see rtaddr.h).
 */
#include <arpa/inet.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/if_arp.h>
#include <linux/mpls.h>

#include "args.h"
#include "attr.h"
#include "ipctx.h"
#include "rtaddr.h"

int rt_read_family(const char *name)
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

int rt_host_len(int family)
{
	switch (family) {
	case AF_INET6: return 128;
	case AF_INET: return 32;
	case AF_MPLS: return 20;
	}
	return 0;
}

int rt_addr_read(struct rt_addr *a, const char *arg, int family)
{
	bool dflt = is(arg, "default");

	memset(a, 0, sizeof(*a));
	a->bitlen = -1;
	if (dflt || is(arg, "all") || is(arg, "any")) {
		if (family == AF_MPLS)
			return -1;
		a->family = family;
		a->bitlen = -2;
		a->plen = dflt;
		if (dflt)
			a->len = (size_t)rt_host_len(family) / 8;
		return 0;
	}
	if (family == AF_PACKET) {
		int l = parse_lladdr(a->data, sizeof(a->data) - 1, arg);

		if (l < 0)
			return -1;
		a->family = AF_PACKET;
		a->len = (size_t)l;
		a->bitlen = l * 8;
		return 0;
	}
	if (!strchr(arg, ':') && family == AF_MPLS) {
		int n = rt_mpls_pton(arg, (uint32_t *)(void *)a->data,
				      sizeof(a->data) / 4);

		if (n <= 0)
			return -1;
		a->family = AF_MPLS;
		a->len = (size_t)n * 4;
		a->bitlen = 20;
		return 0;
	}
	{
		struct inet_prefix p;

		/* (not the words above: parse_inet reads those without a
		 * family check) */
		if (parse_inet(&p, arg, family))
			return -1;
		a->family = p.family;
		a->len = p.len;
		memcpy(a->data, p.data, p.len);
	}
	return 0;
}

int rt_prefix_read(struct rt_addr *a, const char *arg, int family)
{
	const char *slash = strchr(arg, '/');
	char word[256];
	unsigned int plen;
	int max;

	if (slash) {
		if ((size_t)(slash - arg) >= sizeof(word))
			return -1;
		memcpy(word, arg, (size_t)(slash - arg));
		word[slash - arg] = '\0';
		arg = word;
	}
	if (rt_addr_read(a, arg, family))
		return -1;
	max = rt_host_len(a->family);
	if (!slash) {
		a->bitlen = a->bitlen == -2 ? 0 : max;
		return 0;
	}
	if (a->bitlen == -2 || parse_netmask(&plen, slash + 1) || plen > (unsigned int)max)
		return -1;
	a->bitlen = (int)plen;
	a->plen = true;
	return 0;
}

/* iproute2's family_name_verbose */
static const char *wanted(int family)
{
	return family == AF_UNSPEC ? "any valid" : addr_family_name(family);
}

int rt_get_addr(struct rt_addr *a, const char *arg, int family)
{
	if (!rt_addr_read(a, arg, family))
		return 0;
	fprintf(stderr, "Error: %s address is expected rather than \"%s\".\n",
		wanted(family), arg);
	return IP_FATAL | 1;
}

int rt_get_prefix(struct rt_addr *a, const char *arg, int family)
{
	if (family == AF_PACKET) {
		fprintf(stderr, "Error: \"%s\" may be inet prefix, but it is not allowed in this context.\n",
			arg);
		return IP_FATAL | 1;
	}
	if (!rt_prefix_read(a, arg, family))
		return 0;
	fprintf(stderr, "Error: %s prefix is expected rather than \"%s\".\n",
		wanted(family), arg);
	return IP_FATAL | 1;
}

const char *rt_addr_ntop(int family, const void *data, size_t len, char *buf,
			 size_t size)
{
	uint8_t d[32] = { 0 };

	switch (family) {
	case AF_INET:
	case AF_INET6:
		memcpy(d, data, len < 16 ? len : 16);
		return inet_ntop(family, d, buf, (socklen_t)size) ? buf : "???";
	case AF_MPLS: {
		const char *t = rt_mpls_ntop(data, len, buf, size);

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

bool rt_addr_match(const uint8_t *a, const uint8_t *b, int bits)
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

int addr_get(struct inet_prefix *a, const char *arg, int family)
{
	int ok;

	if (family == AF_PACKET) {
		int len;

		memset(a, 0, sizeof(*a));
		len = parse_lladdr(a->data, sizeof(a->data) - 1, arg);
		ok = len >= 0;
		a->family = AF_PACKET;
		a->len = (uint8_t)(ok ? len : 0);
		a->bitlen = (int16_t)(a->len * 8);
	} else {
		ok = parse_inet(a, arg, family) == 0;
	}
	if (ok)
		return 0;
	fprintf(stderr, "Error: %s address is expected rather than \"%s\".\n",
		wanted(family), arg);
	return IP_FATAL | 1;
}

int addr_get_prefix(struct inet_prefix *a, const char *arg, int family)
{
	if (family == AF_PACKET) {
		fprintf(stderr, "Error: \"%s\" may be inet prefix, but it is not allowed in this context.\n",
			arg);
		return IP_FATAL | 1;
	}
	if (parse_inet_prefix(a, arg, family) == 0)
		return 0;
	fprintf(stderr, "Error: %s prefix is expected rather than \"%s\".\n",
		wanted(family), arg);
	return IP_FATAL | 1;
}

const char *addr_ntop(int family, const struct nlattr *a, char *buf,
		      size_t size)
{
	uint8_t d[260];
	size_t len = attr_len(a);

	/* iproute2 reads IPv4 and IPv6 at full width whatever the length */
	attr_get(a, d, sizeof(d));
	if (family == AF_INET || family == AF_INET6)
		len = 16;
	return rt_addr_ntop(family, d, len < sizeof(d) ? len : sizeof(d), buf, size);
}

bool addr_in_prefix(const struct inet_prefix *m, const struct nlattr *a)
{
	uint8_t d[16];
	size_t len = attr_len(a);
	int bits = m->bitlen, bytes;

	if (!a || m->family == AF_UNSPEC || bits <= 0)
		return true;
	if ((len != 4 && len != 16) ||
	    (len == 4 ? AF_INET : AF_INET6) != m->family)
		return false;
	attr_get(a, d, len);
	bytes = bits / 8;
	if (bytes > (int)len)
		bytes = (int)len, bits = bytes * 8;
	if (memcmp(d, m->data, (size_t)bytes))
		return false;
	bits %= 8;
	return !bits || !((d[bytes] ^ m->data[bytes]) & (uint8_t)(0xff << (8 - bits)));
}

const char *rt_mpls_ntop(const void *labels, size_t len, char *buf,
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

int rt_mpls_pton(const char *text, uint32_t *labels, unsigned int max)
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

struct hostcache {
	struct host {
		int family;
		uint8_t addr[16];
		char *name;		/* NULL: none (remembered too) */
	} *e;
	size_t n, cap;
};

static const char *host_lookup(struct ipctx *ctx, int family, const uint8_t *a)
{
	static const uint8_t mapped[12] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff };
	struct hostcache *c = ctx->hosts;
	struct hostent *h;
	struct host *e;
	size_t i, len;

	if (family == AF_INET6 && !memcmp(a, mapped, sizeof(mapped))) {
		family = AF_INET;
		a += 12;
	}
	len = family == AF_INET ? 4 : 16;
	if (!c) {
		c = ctx->hosts = calloc(1, sizeof(*c));
		if (!c)
			return NULL;
	}
	for (i = 0; i < c->n; i++)
		if (c->e[i].family == family && !memcmp(c->e[i].addr, a, len))
			return c->e[i].name;
	if (c->n == c->cap) {
		size_t cap = c->cap ? 2 * c->cap : 16;
		struct host *ne = realloc(c->e, cap * sizeof(*ne));

		if (!ne)
			return NULL;
		c->e = ne;
		c->cap = cap;
	}
	e = &c->e[c->n++];
	memset(e, 0, sizeof(*e));
	e->family = family;
	memcpy(e->addr, a, len);
	if (c->n == 1)
		sethostent(1);
	/* (the lookup may take a while: what was printed goes out first) */
	fflush(stdout);
	h = gethostbyaddr(a, (socklen_t)len, family);
	if (h && h->h_name)
		e->name = strdup(h->h_name);
	return e->name;
}

const char *addr_host(struct ipctx *ctx, int family, const void *data,
		      size_t len, char *buf, size_t size)
{
	if (ctx && ctx->o.resolve && (family == AF_INET || family == AF_INET6) &&
	    len >= (family == AF_INET ? 4u : 16u)) {
		const char *n = host_lookup(ctx, family, data);

		if (n)
			return n;
	}
	return rt_addr_ntop(family, data, len, buf, size);
}

const char *addr_host_attr(struct ipctx *ctx, int family,
			   const struct nlattr *a, char *buf, size_t size)
{
	uint8_t d[16];

	if (!ctx || !ctx->o.resolve || (family != AF_INET && family != AF_INET6))
		return addr_ntop(family, a, buf, size);
	attr_get(a, d, sizeof(d));
	return addr_host(ctx, family, d, 16, buf, size);
}

void addr_hosts_free(struct ipctx *ctx)
{
	struct hostcache *c = ctx->hosts;
	size_t i;

	if (!c)
		return;
	for (i = 0; i < c->n; i++)
		free(c->e[i].name);
	free(c->e);
	free(c);
	ctx->hosts = NULL;
}
