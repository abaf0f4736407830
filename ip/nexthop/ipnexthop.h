/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ipnexthop.h - "ip nexthop": the printer of one nexthop or nexthop
 * bucket message (ip/nexthop/nh_print.c), shared by the command (ip/nexthop/ipnexthop.c),
 * the monitor and, for "nhid N" in routes, the route printer; and the
 * cache of nexthops by id that the monitor keeps for it.
 */
#ifndef IP_IPNEXTHOP_H
#define IP_IPNEXTHOP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <linux/netlink.h>
#include <linux/nexthop.h>

#include "rtnames.h"
#include "verb.h"

struct ipctx;
struct out;

/* What "ip nexthop show|flush" and "bucket show" select.  iproute2 keeps
 * one for the whole process and never resets it: in a batch each line
 * starts from what the lines before it left (ctx->nh_filter). */
struct nh_filter {
	unsigned int flushed;	/* deleted by the flushes so far */
	bool groups;
	bool fdb;
	int ifindex;
	int master;
	uint32_t proto;
	uint32_t id;
	uint32_t nhid;
};

/* A nexthop message taken apart (pointers into the message). */
struct nh_entry {
	uint32_t id;
	uint32_t oif;
	uint32_t flags;
	uint16_t grp_type;
	uint8_t family;
	uint8_t scope;
	uint8_t protocol;
	bool blackhole;
	bool fdb;
	const struct nlattr *gateway;	/* NULL: none */
	size_t gateway_len;
	const struct nlattr *encap;	/* with encap_type */
	const struct nlattr *encap_type;
	const struct nexthop_grp *group;	/* NULL: no group */
	size_t ngroup;
	const struct nlattr *res_group;	/* NULL: not resilient */
};

struct nh_printer {
	struct ipctx *ctx;
	struct out *out;
	struct rtnames names;		/* protocols and scopes */
	uint32_t proto;			/* only this protocol (0: any) */
};

void nh_printer_init(struct nh_printer *p, struct ipctx *ctx, struct out *out);
void nh_printer_free(struct nh_printer *p);

/* Take a RTM_NEWNEXTHOP / RTM_DELNEXTHOP apart: 0; 1 when p->proto
 * leaves it out; -1 after iproute2's messages (not a nexthop, too short,
 * a bad gateway or group). */
int nh_parse(struct nh_printer *p, struct nh_entry *e,
	     const struct nlmsghdr *nlh);
/* One entry, as an object named key (NULL in an array), no line end. */
void nh_print_entry(struct nh_printer *p, const struct nh_entry *e,
		    const char *key, bool deleted);
/* The flags of a nexthop or route (RTNH_F_*, RTM_F_*) by iproute2's
 * names and order: "NAME " each, a JSON array "flags" (always). */
void nh_print_rt_flags(struct out *o, uint32_t flags);
/* One message, as "ip nexthop show" prints it: 0, or -1 as nh_parse (an
 * entry p->proto leaves out prints nothing and is 0). */
int nh_print(struct nh_printer *p, const struct nlmsghdr *nlh);
/* One RTM_NEWNEXTHOPBUCKET / RTM_DELNEXTHOPBUCKET: 0 or -1. */
int nh_bucket_print(struct nh_printer *p, const struct nlmsghdr *nlh);

/* Nexthops by id, as the monitor learns them from its events; the route
 * printer shows "nhid N" routes' nexthops from it ("nh_info"), asking
 * the kernel for one it has not seen. */
struct nh_cache {
	struct nh_cache_ent **slot;
	size_t nslots, count;
};

/* Learn from a RTM_NEWNEXTHOP (kept) or RTM_DELNEXTHOP (forgotten). */
void nh_cache_update(struct nh_cache *c, const struct nlmsghdr *nlh);
const struct nlmsghdr *nh_cache_get(const struct nh_cache *c, uint32_t id);
void nh_cache_free(struct nh_cache *c);
/* Print nexthop id from the cache (one RTM_GETNEXTHOP when it is not
 * there, kept then): text prefix first, then the entry as an object named
 * key.  Nothing when the kernel has no such nexthop. */
void nh_print_cached(struct nh_printer *p, struct nh_cache *c, uint32_t id,
		     const char *prefix, const char *key);

/* The command (ip/nexthop/ipnexthop.c, ip/nexthop/ipnexthop_show.c; the words both read:
 * ip/nexthop/nh_args.c). */
enum { NH_LIST, NH_FLUSH };
/* "ip nexthop help": the usage on stderr; the exit status. */
int nh_usage(void);
/* An id as iproute2 reads one: 0, or its message and status; NH_ID
 * the same as a row's data (opt_u32). */
int nh_parse_id(uint32_t *id, const char *arg);
#define NH_ID OPT_NUM(.err = "invalid id value")
/* "ip nexthop show|flush ARGS" (v->mode NH_*), "get ARGS", "bucket ARGS". */
int nh_list_flush(struct ipctx *ctx, const struct verb *v, int argc, char **argv);
int nh_get(struct ipctx *ctx, const struct verb *v, int argc, char **argv);
int nh_bucket(struct ipctx *ctx, const struct verb *v, int argc, char **argv);

/* The filter that lives as long as the context (created on first use),
 * and its end (ip_ctx_close). */
struct nh_filter *nh_filter_of(struct ipctx *ctx);
void nh_filter_free(struct ipctx *ctx);

#endif
