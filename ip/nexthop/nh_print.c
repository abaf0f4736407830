// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * nh_print.c - one nexthop or nexthop bucket message as iproute2 6.1
 * prints it ("id 5 group 1,2/3 type resilient buckets 8 ...", "id 1 via
 * 10.0.0.2 dev v0 scope link proto static onlink"), and the cache of
 * nexthops by id behind "nh_info" in routes.
 */
#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <sys/socket.h>
#include <linux/nexthop.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "array.h"
#include "attr.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "ipnexthop.h"
#include "linkcache.h"
#include "lwt/lwt_encap.h"
#include "msg.h"
#include "nl.h"
#include "nlstore.h"
#include "print.h"
#include "addr.h"
#include "common/hosts.h"

/* iproute2 6.1 knows the attributes up to NHA_RES_BUCKET. */
#define NH_ATTR_MAX NHA_RES_BUCKET

void nh_printer_init(struct nh_printer *p, struct ipctx *ctx, struct out *out)
{
	memset(p, 0, sizeof(*p));
	p->ctx = ctx;
	p->out = out;
	p->names.numeric = ctx->o.numeric;
}

void nh_printer_free(struct nh_printer *p)
{
	rtnames_free(&p->names);
}

/* ------------------------------------------------------------------ */
/* taking a message apart */

/* The header of a nexthop (or bucket) message: NULL after iproute2's
 * complaint when it is shorter than that. */
static const struct nhmsg *nh_head(const struct nlmsghdr *nlh)
{
	if (nlh->nlmsg_len < NLMSG_SPACE(sizeof(struct nhmsg))) {
		fprintf(stderr, "BUG: wrong nlmsg len %d\n",
			(int)nlh->nlmsg_len - (int)NLMSG_SPACE(sizeof(struct nhmsg)));
		return NULL;
	}
	return NLMSG_DATA(nlh);
}

int nh_parse(struct nh_printer *p, struct nh_entry *e,
	     const struct nlmsghdr *nlh)
{
	const struct nlattr *tb[NH_ATTR_MAX + 1];
	const struct nhmsg *nhm;

	if (nlh->nlmsg_type != RTM_NEWNEXTHOP && nlh->nlmsg_type != RTM_DELNEXTHOP) {
		fprintf(stderr, "Not a nexthop: %08x %08x %08x\n",
			nlh->nlmsg_len, nlh->nlmsg_type, nlh->nlmsg_flags);
		return -1;
	}
	nhm = nh_head(nlh);
	if (!nhm)
		return -1;
	if (p->proto && p->proto != nhm->nh_protocol)
		return 1;
	memset(e, 0, sizeof(*e));
	attr_parse_msg(tb, NH_ATTR_MAX, nlh, sizeof(*nhm));
	e->id = attr_u32(tb[NHA_ID]);
	e->oif = attr_u32(tb[NHA_OIF]);
	e->grp_type = attr_u16(tb[NHA_GROUP_TYPE]);
	if (tb[NHA_GATEWAY]) {
		if (attr_len(tb[NHA_GATEWAY]) > 16) {
			out_text(p->out, "<nexthop id %u invalid gateway length %zu>\n",
				 e->id, attr_len(tb[NHA_GATEWAY]));
			goto bad;
		}
		e->gateway = tb[NHA_GATEWAY];
		e->gateway_len = attr_len(tb[NHA_GATEWAY]);
	}
	if (tb[NHA_ENCAP]) {
		e->encap = tb[NHA_ENCAP];
		e->encap_type = tb[NHA_ENCAP_TYPE];
	}
	if (tb[NHA_GROUP]) {
		size_t len = attr_len(tb[NHA_GROUP]);

		if (len < sizeof(struct nexthop_grp) ||
		    len % sizeof(struct nexthop_grp)) {
			out_text(p->out, "<nexthop id %u invalid nexthop group>", e->id);
			goto bad;
		}
		e->group = attr_data(tb[NHA_GROUP]);
		e->ngroup = len / sizeof(struct nexthop_grp);
	}
	e->res_group = tb[NHA_RES_GROUP];
	e->blackhole = tb[NHA_BLACKHOLE] != NULL;
	e->fdb = tb[NHA_FDB] != NULL;
	e->family = nhm->nh_family;
	e->protocol = nhm->nh_protocol;
	e->scope = nhm->nh_scope;
	e->flags = nhm->nh_flags;
	return 0;
bad:
	fprintf(stderr, "Error parsing nexthop: Invalid argument\n");
	return -1;
}

/* ------------------------------------------------------------------ */
/* printing */

/* A clock_t count (1/100 s) as iproute2's seconds. */
static double ticks(uint64_t t)
{
	uint64_t us = 10000ULL * t;
	uint64_t sec = us / 1000000;

	return (double)sec + (double)(us - sec * 1000000) / 1000000;
}

static void print_group(struct out *o, const struct nh_entry *e)
{
	size_t i;

	out_open_arr(o, OUT_JSON, "group", NULL);
	out_text(o, "group ");
	for (i = 0; i < e->ngroup; i++) {
		struct nexthop_grp g;

		memcpy(&g, &e->group[i], sizeof(g));
		out_open_obj(o, OUT_JSON, NULL);
		if (i)
			out_text(o, "/");
		out_uint(o, OUT_ANY, "id", "%u", g.id);
		if (g.weight)
			out_uint(o, OUT_ANY, "weight", ",%u", g.weight + 1u);
		out_close_obj(o, OUT_JSON);
	}
	out_text(o, " ");
	out_close_arr(o, OUT_JSON, NULL);
}

static void print_res_group(struct out *o, const struct nlattr *res)
{
	const struct nlattr *tb[NHA_RES_GROUP_MAX + 1];

	attr_parse_nested(tb, NHA_RES_GROUP_MAX, res);
	out_open_obj(o, OUT_JSON, "resilient_args");
	out_uint(o, OUT_ANY, "buckets", "buckets %u ",
		 attr_u16(tb[NHA_RES_GROUP_BUCKETS]));
	out_float(o, OUT_ANY, "idle_timer", "idle_timer %g ",
		  ticks(attr_u32(tb[NHA_RES_GROUP_IDLE_TIMER])));
	out_float(o, OUT_ANY, "unbalanced_timer", "unbalanced_timer %g ",
		  ticks(attr_u32(tb[NHA_RES_GROUP_UNBALANCED_TIMER])));
	out_float(o, OUT_ANY, "unbalanced_time", "unbalanced_time %g ",
		  ticks(attr_u64(tb[NHA_RES_GROUP_UNBALANCED_TIME])));
	out_close_obj(o, OUT_JSON);
}

/* The RTNH_F_* and RTM_F_* flags iproute2 names, in its order. */
void nh_print_rt_flags(struct out *o, uint32_t flags)
{
	static const struct {
		uint32_t bit;
		const char *name;
	} names[] = {
		{ RTNH_F_DEAD, "dead" }, { RTNH_F_ONLINK, "onlink" },
		{ RTNH_F_PERVASIVE, "pervasive" }, { RTNH_F_OFFLOAD, "offload" },
		{ RTNH_F_TRAP, "trap" }, { RTM_F_NOTIFY, "notify" },
		{ RTNH_F_LINKDOWN, "linkdown" }, { RTNH_F_UNRESOLVED, "unresolved" },
		{ RTM_F_OFFLOAD, "rt_offload" }, { RTM_F_TRAP, "rt_trap" },
		{ RTM_F_OFFLOAD_FAILED, "rt_offload_failed" },
	};
	size_t i;

	out_open_arr(o, OUT_JSON, "flags", NULL);
	for (i = 0; i < ARRAY_SIZE(names); i++)
		if (flags & names[i].bit)
			out_str(o, OUT_ANY, CLR_NONE, NULL, "%s ", names[i].name);
	out_close_arr(o, OUT_JSON, NULL);
}

void nh_print_entry(struct nh_printer *p, const struct nh_entry *e,
		    const char *key, bool deleted)
{
	struct out *o = p->out;
	bool details = p->ctx->o.details > 0;
	char b[256];

	out_open_obj(o, OUT_JSON, key);
	if (deleted)
		out_bool(o, OUT_ANY, "deleted", "Deleted ", true);
	out_uint(o, OUT_ANY, "id", "id %u ", e->id);
	if (e->group)
		print_group(o, e);
	if (e->grp_type != NEXTHOP_GRP_TYPE_MPATH)
		out_str(o, OUT_ANY, CLR_NONE, "type", "type %s ",
			e->grp_type == NEXTHOP_GRP_TYPE_RES ? "resilient" :
			"<unknown type>");
	if (e->res_group)
		print_res_group(o, e->res_group);
	if (e->encap)
		lwt_print_encap(p->ctx, o, e->encap_type, e->encap);
	if (e->gateway_len) {
		out_text(o, "via ");
		out_str(o, OUT_ANY, e->family == AF_INET ? CLR_INET :
			e->family == AF_INET6 ? CLR_INET6 : CLR_NONE,
			"gateway", "%s ", addr_host_attr(p->ctx, e->family, e->gateway, b, sizeof(b)));
	}
	if (e->oif) {
		char nb[IFNAMSIZ + 16];

		out_text(o, "dev ");
		out_str(o, OUT_ANY, CLR_IFNAME, "dev", "%s ",
			lc_index2name(p->ctx->lc, (int)e->oif, nb));
	}
	if (e->scope != RT_SCOPE_UNIVERSE || details)
		out_str(o, OUT_ANY, CLR_NONE, "scope", "scope %s ",
			rt_scope_n2a(&p->names, e->scope, b, sizeof(b)));
	if (e->blackhole)
		out_null(o, OUT_ANY, "blackhole", "blackhole ", NULL);
	if (e->protocol != RTPROT_UNSPEC || details)
		out_str(o, OUT_ANY, CLR_NONE, "protocol", "proto %s ",
			rt_proto_n2a(&p->names, e->protocol, b, sizeof(b)));
	nh_print_rt_flags(o, e->flags);
	if (e->fdb)
		out_null(o, OUT_ANY, "fdb", "fdb", NULL);
	out_close_obj(o, OUT_JSON);
}

int nh_print(struct nh_printer *p, const struct nlmsghdr *nlh)
{
	struct nh_entry e;
	int r = nh_parse(p, &e, nlh);

	if (r)
		return r < 0 ? -1 : 0;
	nh_print_entry(p, &e, NULL, nlh->nlmsg_type == RTM_DELNEXTHOP);
	out_text(p->out, "\n");
	return 0;
}

int nh_bucket_print(struct nh_printer *p, const struct nlmsghdr *nlh)
{
	const struct nlattr *tb[NH_ATTR_MAX + 1];
	const struct nhmsg *nhm;
	struct out *o = p->out;

	if (nlh->nlmsg_type != RTM_NEWNEXTHOPBUCKET &&
	    nlh->nlmsg_type != RTM_DELNEXTHOPBUCKET) {
		fprintf(stderr, "Not a nexthop bucket: %08x %08x %08x\n",
			nlh->nlmsg_len, nlh->nlmsg_type, nlh->nlmsg_flags);
		return -1;
	}
	nhm = nh_head(nlh);
	if (!nhm)
		return -1;
	attr_parse_msg(tb, NH_ATTR_MAX, nlh, sizeof(*nhm));
	/* iproute2 never says "Deleted" here: it tests for RTM_DELNEXTHOP */
	out_open_obj(o, OUT_JSON, NULL);
	if (tb[NHA_ID])
		out_uint(o, OUT_ANY, "id", "id %u ", attr_u32(tb[NHA_ID]));
	if (tb[NHA_RES_BUCKET]) {
		const struct nlattr *bt[NHA_RES_BUCKET_MAX + 1];

		attr_parse_nested(bt, NHA_RES_BUCKET_MAX, tb[NHA_RES_BUCKET]);
		out_open_obj(o, OUT_JSON, "bucket");
		if (bt[NHA_RES_BUCKET_INDEX])
			out_uint(o, OUT_ANY, "index", "index %u ",
				 attr_u16(bt[NHA_RES_BUCKET_INDEX]));
		if (bt[NHA_RES_BUCKET_IDLE_TIME])
			out_float(o, OUT_ANY, "idle_time", "idle_time %g ",
				  ticks(attr_u64(bt[NHA_RES_BUCKET_IDLE_TIME])));
		if (bt[NHA_RES_BUCKET_NH_ID])
			out_uint(o, OUT_ANY, "nhid", "nhid %u ",
				 attr_u32(bt[NHA_RES_BUCKET_NH_ID]));
		out_close_obj(o, OUT_JSON);
	}
	nh_print_rt_flags(o, nhm->nh_flags);
	out_text(o, "\n");
	out_close_obj(o, OUT_JSON);
	return 0;
}

/* ------------------------------------------------------------------ */
/* the cache */

struct nh_cache_ent {
	struct nh_cache_ent *next;
	uint32_t id;
	struct nlmsghdr *nlh;
};

static size_t cache_hash(const struct nh_cache *c, uint32_t id)
{
	id ^= id >> 20;
	id ^= id >> 10;
	return id % c->nslots;
}

static struct nh_cache_ent **cache_find(const struct nh_cache *c, uint32_t id)
{
	struct nh_cache_ent **pp;

	if (!c->nslots)
		return NULL;
	for (pp = &c->slot[cache_hash(c, id)]; *pp; pp = &(*pp)->next)
		if ((*pp)->id == id)
			return pp;
	return NULL;
}

static uint32_t msg_id(const struct nlmsghdr *nlh)
{
	const struct nlattr *tb[NHA_ID + 1];

	attr_parse_msg(tb, NHA_ID, nlh, sizeof(struct nhmsg));
	return attr_u32(tb[NHA_ID]);
}

static void cache_put(struct nh_cache *c, uint32_t id, const struct nlmsghdr *nlh)
{
	struct nh_cache_ent **pp = cache_find(c, id), *e;
	struct nlmsghdr *copy = malloc(nlh->nlmsg_len);

	if (!copy)
		return;
	memcpy(copy, nlh, nlh->nlmsg_len);
	if (pp) {
		free((*pp)->nlh);
		(*pp)->nlh = copy;
		return;
	}
	if (!c->nslots) {
		c->slot = calloc(1024, sizeof(*c->slot));
		if (!c->slot) {
			free(copy);
			return;
		}
		c->nslots = 1024;
	}
	e = malloc(sizeof(*e));
	if (!e) {
		free(copy);
		return;
	}
	e->id = id;
	e->nlh = copy;
	e->next = c->slot[cache_hash(c, id)];
	c->slot[cache_hash(c, id)] = e;
	c->count++;
}

void nh_cache_update(struct nh_cache *c, const struct nlmsghdr *nlh)
{
	struct nh_cache_ent **pp, *e;
	uint32_t id;

	if (nlh->nlmsg_len < NLMSG_SPACE(sizeof(struct nhmsg)))
		return;
	id = msg_id(nlh);
	if (nlh->nlmsg_type == RTM_NEWNEXTHOP) {
		cache_put(c, id, nlh);
	} else if (nlh->nlmsg_type == RTM_DELNEXTHOP) {
		pp = cache_find(c, id);
		if (!pp)
			return;
		e = *pp;
		*pp = e->next;
		free(e->nlh);
		free(e);
		c->count--;
	}
}

const struct nlmsghdr *nh_cache_get(const struct nh_cache *c, uint32_t id)
{
	struct nh_cache_ent **pp = cache_find(c, id);

	return pp ? (*pp)->nlh : NULL;
}

void nh_cache_free(struct nh_cache *c)
{
	size_t i;

	for (i = 0; i < c->nslots; i++)
		while (c->slot[i]) {
			struct nh_cache_ent *e = c->slot[i];

			c->slot[i] = e->next;
			free(e->nlh);
			free(e);
		}
	free(c->slot);
	memset(c, 0, sizeof(*c));
}

void nh_print_cached(struct nh_printer *p, struct nh_cache *c, uint32_t id,
		     const char *prefix, const char *key)
{
	const struct nlmsghdr *nlh = nh_cache_get(c, id);
	struct nh_entry e;
	uint32_t proto = p->proto;
	int r;

	if (!nlh) {
		struct nlmsghdr *answer = NULL;
		struct msgbuf b;
		struct nhmsg *nhm;

		msgbuf_init(&b, RTM_GETNEXTHOP, 0);
		nhm = msg_extra(&b.m, sizeof(*nhm));
		nhm->nh_family = (uint8_t)p->ctx->o.family;
		msg_put_u32(&b.m, NHA_ID, id);
		if (nl_talk(p->ctx->nl, b.m.n, nlstore_first_cb, &answer, 0) == 0 &&
		    answer && answer->nlmsg_type == RTM_NEWNEXTHOP)
			cache_put(c, id, answer);
		free(answer);
		nlh = nh_cache_get(c, id);
		if (!nlh)
			return;
	}
	p->proto = 0;
	r = nh_parse(p, &e, nlh);
	p->proto = proto;
	if (r)
		return;
	if (prefix)
		out_text(p->out, "%s", prefix);
	nh_print_entry(p, &e, key, false);
}
