/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ipctx.h - the one context passed explicitly to every command.
 */
#ifndef IP_IPCTX_H
#define IP_IPCTX_H

#include <stdbool.h>
#include <stdio.h>

#include "rtnames.h"

struct nl;
struct linkcache;
struct out;
struct ipbatch;
struct nh_filter;
struct route_filter;
struct hostcache;

struct ipopts {
	int details;		/* -d */
	int stats;		/* -s, repeatable */
	bool json;		/* -j */
	bool pretty;		/* -p */
	bool brief;		/* -br */
	bool oneline;		/* -o */
	int human;		/* -h: 1 = SI units, with iec: IEC */
	bool iec;		/* -iec */
	int color;		/* -c */
	int family;		/* -f / -4 / -6 / -0 (AF_*) */
	bool force;		/* -force */
	bool echo;		/* -echo */
	const char *batch;	/* -batch FILE */
	const char *netns;	/* -n NAME */
	bool ack;		/* -ack: report each batch line's end */
	bool all;		/* -all: "ip netns" on every namespace */
	bool timestamp;		/* -t: monitor prints a time per event */
	bool tshort;		/* -ts: in the short form */
	bool numeric;		/* -N: numbers, not names */
	bool resolve;		/* -r: host names for addresses */
	bool loops_set;		/* -loops N given: */
	int loops;		/* flush rounds at most (0: no limit; 10 unset) */
	bool rcvbuf_set;	/* -rcvbuf SIZE given: */
	unsigned int rcvbuf;	/* the request socket's SO_RCVBUF */
};

struct ipctx {
	struct ipopts o;
	struct nl *nl;
	struct linkcache *lc;
	struct out *out;
	struct ipbatch *batch;	/* the batch driver's state, NULL outside one */
	/* -n NAME whose mount view (/sys, /etc/netns) is not made yet
	 * (netns_view_settle makes it); NULL when none is owed */
	const char *netns_view;
	int batch_line;		/* the line being run, 0 outside a batch */
	/* Set by the batch driver: a command that submitted its request and
	 * returned IP_PENDING reports the line's status here when it
	 * completes.  NULL: commands wait for their requests. */
	void (*report)(struct ipctx *ctx, int line, int status);
	/* "ip nexthop"'s show/flush filter: iproute2 keeps one for the
	 * whole process, so a batch's lines share it (ip/nexthop/ipnexthop.c) */
	struct nh_filter *nh_filter;
	/* "ip route"'s filter: iproute2's lives as long as the process too
	 * (ip/route/iproute.c) */
	struct route_filter *rt_filter;
	/* -r: the host names looked up so far (ip/addr/addr_print.c) */
	struct hostcache *hosts;
	/* the routing names (tables, protocols, ...) read so far: iproute2
	 * reads each file once per process (ipctx_names) */
	struct rtnames names;
};

/* The process's routing names (-N applied); freed by ip_ctx_close. */
struct rtnames *ipctx_names(struct ipctx *ctx);

#endif
