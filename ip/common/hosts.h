/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * hosts.h - iproute2's format_host: with -r the host name of an IPv4 or
 * IPv6 address (gethostbyaddr, an IPv4-mapped IPv6 address as IPv4; names
 * and failures remembered for the context's life), else the address as
 * addr_ntop prints it.  addr_host_attr: of an attribute, read at full
 * width as addr_attr_ntop reads it.
 */
#ifndef IP_HOSTS_H
#define IP_HOSTS_H

#include <stddef.h>

#include "addr.h"

struct ipctx;
struct nlattr;

const char *addr_host(struct ipctx *ctx, int family, const void *data,
		      size_t len, char *buf, size_t size);
const char *addr_host_attr(struct ipctx *ctx, int family,
			   const struct nlattr *a, char *buf, size_t size);
void addr_hosts_free(struct ipctx *ctx);

#endif
