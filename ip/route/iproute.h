/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * iproute.h - "ip route": its show/flush/save selectors and the printer
 * of one RTM_NEWROUTE / RTM_DELROUTE (ip/route/route_print.c), shared by the
 * command (ip/route/iproute.c, ip/route/iproute_show.c), the monitor and the fuzzer.
 */
#ifndef IP_IPROUTE_H
#define IP_IPROUTE_H

#include <stdbool.h>
#include <stdint.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#include "nexthop/ipnexthop.h"
#include "addr.h"
#include "rtnames.h"
#include "verb.h"

struct ipctx;
struct out;

/* iproute2 6.1 reads the attributes up to RTA_NH_ID. */
#define ROUTE_ATTR_MAX 30

/* What "ip route show|flush|save|get" select, as iproute2's filter: a
 * field counts where its mask is set; a mask of all ones also hides the
 * field from the printed line (it would only repeat the selector). */
struct route_filter {
	uint32_t tb;			/* the table (0: any) */
	int cloned;			/* 0: not cloned, 1: only cloned, 2: any */
	bool flushing;			/* flush: print only with -s -s */
	uint32_t protocol, protocolmask;
	uint32_t scope, scopemask;
	uint64_t typemask;
	uint32_t tos, tosmask;
	uint32_t iif, iifmask;
	uint32_t oif, oifmask;
	uint32_t mark, markmask;
	uint32_t realm, realmmask;
	uint32_t metric, metricmask;
	/* prefixes: "root" (rdst, rsrc), "match" (mdst, msrc), both for
	 * "exact"; a prefix with bitlen -1 matches anything */
	struct inet_prefix rdst, mdst, rsrc, msrc, rvia, rprefsrc;
	/* iproute2's memory of having seen an IPv6 route outside the main
	 * table: until then "table local|main" is told by the route type */
	bool ip6_multiple_tables;
};

/* The filter of a fresh command (iproute2's iproute_reset_filter);
 * ip6_multiple_tables is kept. */
void route_filter_reset(struct route_filter *f);

/* One route message taken apart. */
struct route_msg {
	const struct nlmsghdr *nlh;
	const struct rtmsg *r;
	const struct nlattr *tb[ROUTE_ATTR_MAX + 1];
	uint32_t table;			/* RTA_TABLE, else rtm_table */
	/* the message's end: iproute2 reads a short attribute on to there */
	const void *end;
};

struct route_printer {
	struct ipctx *ctx;
	struct out *out;
	struct route_filter *f;		/* the filter (iproute2 has one) */
	struct rtnames names;		/* tables, protocols, scopes, realms, DS fields */
	struct nh_printer nhp;		/* "nh_info" of nhid routes (-d) */
	struct nh_cache *nhc;		/* where to keep those (NULL: own) */
	struct nh_cache own;
	int hz;				/* the kernel's USER_HZ */
	bool in_obj;			/* the caller opened the JSON object */
	const void *end;		/* of the message being printed */
	/* a listing: after a few names not in the link index, all links
	 * are read with one dump rather than one request per device */
	bool listing;
	unsigned int misses;
};

void route_printer_init(struct route_printer *p, struct ipctx *ctx,
			struct out *out, struct route_filter *f);
void route_printer_free(struct route_printer *p);

/* 1: a route message taken apart (attributes that do not fill the
 * message reported as iproute2's parser reports them); -1 after
 * iproute2's "Not a route" for another type, or its "BUG: wrong nlmsg
 * len" for a message shorter than its header. */
int route_msg_parse(struct route_msg *m, const struct nlmsghdr *nlh);
/* The same without the type check (what "ip route save" reads): 0, or -1
 * for a message shorter than its header (nothing printed). */
int route_msg_take(struct route_msg *m, const struct nlmsghdr *nlh);
/* Does it pass the filter (iproute2's filter_nlmsg)? */
bool route_match(struct route_printer *p, const struct route_msg *m);
/* Print it, in every output mode. */
void route_print(struct route_printer *p, const struct route_msg *m);
/* What "ip mroute show" selects (iproute2's filter of ipmroute.c); the
 * monitor's has only iif. */
struct mroute_filter {
	uint32_t tb;		/* the table (0: any, and then it is printed) */
	int af;			/* RTNL_FAMILY_IPMR / _IP6MR (0: any) */
	uint32_t iif;		/* the input device (0: any) */
	struct inet_prefix mdst, msrc;	/* bitlen -1 or 0: anything passes */
};
/* A multicast route (RTNL_FAMILY_IPMR, RTNL_FAMILY_IP6MR), as "ip mroute"
 * prints one; iif_only: only routes coming in on it (0: any).  0, or -1
 * after iproute2's message for a route that is not multicast. */
int mroute_print(struct route_printer *p, const struct route_msg *m,
		 uint32_t iif_only);
/* The same, selected by f. */
int mroute_print_f(struct route_printer *p, const struct route_msg *m,
		   const struct mroute_filter *f);

/* The routing types by name (iproute2's rtnl_rtntype_*: shared with the
 * rule command). */
int route_type_a2n(const char *arg, uint32_t *type);

/* The command (ip/route/iproute.c, ip/route/iproute_show.c; the usage text, the
 * filter and the shared words: ip/route/route_args.c). */
#define ROUTE_SAVE_MAGIC 0x45311224u	/* starts a saved stream */
enum { ROUTE_LIST, ROUTE_FLUSH, ROUTE_SAVE };
int route_usage(void);
/* "ip route show|flush|save ARGS" (v->mode ROUTE_*), "restore",
 * "showdump". */
int route_list(struct ipctx *ctx, const struct verb *v, int argc, char **argv);
int route_restore(struct ipctx *ctx, const struct verb *v, int argc, char **argv);
int route_showdump(struct ipctx *ctx, const struct verb *v, int argc, char **argv);
/* "ip route get ARGS" (ip/route/iproute_get.c). */
int route_get(struct ipctx *ctx, const struct verb *v, int argc, char **argv);
/* Words shared by a route and a get (ip/route/route_args.c): the family taken
 * from the first address when none was given; "from PREFIX" (RTA_SRC
 * and its length); an address of attribute TYPE.  0, or the status to
 * end with. */
struct msg;
void route_set_family(struct rtmsg *r, int family);
int route_put_from(struct rtmsg *r, struct msg *q, const char *arg);
int route_put_addr(struct rtmsg *r, struct msg *q, uint16_t type,
		   const char *arg);
/* What a route's changes build apart (ip/route/route_nh.c): a buffer
 * of attributes with iproute2's rta_addattr* bounds and messages (0 or
 * -1 after the message), "via [FAMILY] ADDR" (a gateway of the route's
 * family, else RTA_VIA with the family in front: 0 or the status), and
 * the "nexthop ..." words of a multipath route into RTA_MULTIPATH (0 or
 * the status). */
#define MP_ROOM 4096
struct route_buf {
	size_t len, max;
	uint8_t buf[MP_ROOM];
};
void route_buf_init(struct route_buf *b, size_t max);
int route_buf_put(struct route_buf *b, uint16_t type, const void *data,
		  size_t alen, bool u32);
int route_buf_u32(struct route_buf *b, uint16_t type, uint32_t v);
struct route_via {
	uint16_t type;			/* RTA_GATEWAY or RTA_VIA */
	size_t len;
	uint8_t data[2 + sizeof(((struct inet_prefix *)0)->data)];
};
int route_read_via(struct rtmsg *r, int *argcp, char ***argvp,
		   struct route_via *v);
int route_parse_nexthops(struct ipctx *ctx, struct msg *q, struct rtmsg *r,
			 int argc, char **argv);

/* The filter that lives as long as the context (created on first use;
 * iproute2 keeps one for the process: a batch's lines share it), and its
 * end (ip_ctx_close). */
struct route_filter *route_filter_of(struct ipctx *ctx);
void route_filter_free(struct ipctx *ctx);

#endif
