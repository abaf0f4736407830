// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * hosts.c - host names for -r, remembered for the context's life (see
 * hosts.h).
 */
#include <arpa/inet.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#include "addr.h"
#include "attr.h"
#include "ipctx.h"
#include "hosts.h"

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
	return addr_ntop(family, data, len, buf, size);
}

const char *addr_host_attr(struct ipctx *ctx, int family,
			   const struct nlattr *a, char *buf, size_t size)
{
	uint8_t d[16];

	if (!ctx || !ctx->o.resolve || (family != AF_INET && family != AF_INET6))
		return addr_attr_ntop(family, a, buf, size);
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
