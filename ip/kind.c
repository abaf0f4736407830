/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * kind.c - the registry of link kinds and the table engine that parses,
 * encodes and prints a kind's options from its struct kopt table.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <netinet/ether.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "ipctx.h"
#include "kind.h"
#include "linkcache.h"
#include "nl.h"
#include "print.h"

extern const struct link_kind kind_veth;
extern const struct link_kind kind_bridge;
extern const struct link_kind kind_bridge_slave;
extern const struct link_kind kind_macvlan;
extern const struct link_kind kind_macvtap;
extern const struct link_kind kind_vxlan;
extern const struct link_kind kind_ifb;

/* Every kind this ip knows, the one place to add a new one. */
static const struct link_kind *const kinds[] = {
	&kind_veth,
	&kind_bridge,
	&kind_bridge_slave,
	&kind_macvlan,
	&kind_macvtap,
	&kind_vxlan,
	&kind_ifb,
};

#define N_KINDS (sizeof(kinds) / sizeof(kinds[0]))

const struct link_kind *kind_find(const char *name)
{
	size_t i;

	if (!name)
		return NULL;
	for (i = 0; i < N_KINDS; i++)
		if (strcmp(kinds[i]->name, name) == 0)
			return kinds[i];
	return NULL;
}

const struct link_kind *kind_find_slave(const char *master_kind)
{
	size_t i, len;

	if (!master_kind)
		return NULL;
	len = strlen(master_kind);
	for (i = 0; i < N_KINDS; i++) {
		const char *nm = kinds[i]->name;

		if (kinds[i]->slave && strncmp(nm, master_kind, len) == 0 &&
		    strcmp(nm + len, "_slave") == 0)
			return kinds[i];
	}
	return NULL;
}

bool kind_has_print(const struct link_kind *k)
{
	return k && (k->print || k->opts);
}

/* ---- request building ---- */

int kind_put(struct nlmsghdr *n, uint16_t type, const void *data, size_t len)
{
	size_t alen = NLA_HDRLEN + len;
	struct nlattr *a;

	if (NLMSG_ALIGN(n->nlmsg_len) + NLA_ALIGN(alen) > NL_REQ_SIZE) {
		fprintf(stderr, "addattr_l ERROR: message exceeded bound of %d\n",
			NL_REQ_SIZE);
		return -1;
	}
	a = (struct nlattr *)((char *)n + NLMSG_ALIGN(n->nlmsg_len));
	a->nla_type = type;
	a->nla_len = (uint16_t)alen;
	if (len)
		memcpy((char *)a + NLA_HDRLEN, data, len);
	if (NLA_ALIGN(alen) > alen)
		memset((char *)a + alen, 0, NLA_ALIGN(alen) - alen);
	n->nlmsg_len = NLMSG_ALIGN(n->nlmsg_len) + NLA_ALIGN(alen);
	return 0;
}

int kind_put_u8(struct nlmsghdr *n, uint16_t type, uint8_t v)
{
	return kind_put(n, type, &v, sizeof(v));
}

int kind_put_u16(struct nlmsghdr *n, uint16_t type, uint16_t v)
{
	return kind_put(n, type, &v, sizeof(v));
}

int kind_put_u32(struct nlmsghdr *n, uint16_t type, uint32_t v)
{
	return kind_put(n, type, &v, sizeof(v));
}

int kind_put_u64(struct nlmsghdr *n, uint16_t type, uint64_t v)
{
	return kind_put(n, type, &v, sizeof(v));
}

struct nlattr *kind_nest_start(struct nlmsghdr *n, uint16_t type)
{
	struct nlattr *a = (struct nlattr *)((char *)n + NLMSG_ALIGN(n->nlmsg_len));

	if (kind_put(n, type, NULL, 0))
		return NULL;
	return a;
}

void kind_nest_end(struct nlmsghdr *n, struct nlattr *nest)
{
	if (nest)
		nest->nla_len = (uint16_t)((char *)n + n->nlmsg_len - (char *)nest);
}

void kind_parse_nest(const struct nlattr **tb, unsigned int maxattr,
		     const struct nlattr *nest)
{
	const struct nlattr *a;
	int rem;

	memset(tb, 0, sizeof(*tb) * (maxattr + 1));
	if (!nest)
		return;
	rem = nest->nla_len - NLA_HDRLEN;
	a = (const struct nlattr *)((const char *)nest + NLA_HDRLEN);
	while (rem >= NLA_HDRLEN && a->nla_len >= NLA_HDRLEN && a->nla_len <= rem) {
		unsigned int t = a->nla_type & NLA_TYPE_MASK;

		if (t <= maxattr && !tb[t])
			tb[t] = a;
		rem -= NLA_ALIGN(a->nla_len);
		a = (const struct nlattr *)((const char *)a + NLA_ALIGN(a->nla_len));
	}
}

/* ---- parsing ---- */

void kind_parse_init(struct kparse *st, struct ipctx *ctx,
		     const struct link_kind *k, struct nlmsghdr *n)
{
	memset(st, 0, sizeof(*st));
	st->ctx = ctx;
	st->k = k;
	st->n = n;
	st->create = n && (n->nlmsg_flags & NLM_F_CREATE);
}

static bool kw_matches(const struct kopt *o, const char *arg)
{
	if (o->flags & KF_EXACT)
		return strcmp(arg, o->kw) == 0;
	return matches(arg, o->kw);
}

static const struct kopt *find_kw(const struct link_kind *k, const char *kw)
{
	const struct kopt *o;

	for (o = k->opts; o && (o->kw || o->key || o->attr); o++)
		if (o->kw && strcmp(o->kw, kw) == 0)
			return o;
	return NULL;
}

const struct kopt *kind_lookup(const struct link_kind *k, const char *arg)
{
	const struct kopt *o;

	if (k->order) {
		const char *const *w;

		for (w = k->order; *w; w++) {
			o = find_kw(k, *w);
			if (o && kw_matches(o, arg))
				return o;
		}
		return NULL;
	}
	for (o = k->opts; o && (o->kw || o->key || o->attr); o++)
		if (o->kw && kw_matches(o, arg))
			return o;
	return NULL;
}

static int bad_value(const struct kopt *o, const char *arg)
{
	char msg[128];

	if (o->err)
		return err_invarg(o->err, arg);
	snprintf(msg, sizeof(msg), "invalid %s", o->kw);
	return err_invarg(msg, arg);
}

static bool seen_test_set(struct kparse *st, uint16_t attr)
{
	uint64_t bit = 1ULL << (attr % 64);
	uint64_t *w = &st->seen[(attr / 64) % 4];
	bool was = *w & bit;

	*w |= bit;
	return was;
}

/* Encode an unsigned number of width size (host or network order). */
static int put_number(struct nlmsghdr *n, const struct kopt *o, int size,
		      uint64_t v)
{
	switch (size) {
	case 1:
		return kind_put_u8(n, o->attr, (uint8_t)v);
	case 2:
		return kind_put_u16(n, o->attr, (o->flags & KF_BE) ?
				    htons((uint16_t)v) : (uint16_t)v);
	case 4:
		return kind_put_u32(n, o->attr, (o->flags & KF_BE) ?
				    htonl((uint32_t)v) : (uint32_t)v);
	default:
		return kind_put_u64(n, o->attr, v);
	}
}

static int type_size(const struct kopt *o)
{
	switch (o->type) {
	case KO_U8:
	case KO_BOOL:
	case KO_FLAG:
		return 1;
	case KO_U16:
		return 2;
	case KO_U32:
	case KO_IFNAME:
		return 4;
	case KO_U64:
		return 8;
	case KO_ENUM:
		return o->size ? o->size : 4;
	default:
		return 0;
	}
}

static int get_number(uint64_t *v, const char *arg, int size)
{
	uint8_t u8;
	uint16_t u16;
	uint32_t u32;

	switch (size) {
	case 1:
		if (get_u8(&u8, arg, 0))
			return -1;
		*v = u8;
		return 0;
	case 2:
		if (get_u16(&u16, arg, 0))
			return -1;
		*v = u16;
		return 0;
	case 4:
		if (get_u32(&u32, arg, 0))
			return -1;
		*v = u32;
		return 0;
	default:
		return get_u64(v, arg, 0);
	}
}

bool kind_seen(const struct kparse *st, uint16_t attr)
{
	return st->seen[(attr / 64) % 4] & (1ULL << (attr % 64));
}

int kind_check_dup(struct kparse *st, const struct kopt *o, int argc,
		   char **argv)
{
	bool bare = o->type == KO_FLAG || o->type == KO_NLFLAG;

	if (!bare && argc < 2)
		return -err_incomplete();
	if (seen_test_set(st, o->attr))
		return -err_duparg2(bare ? argv[0] : o->name ? o->name : o->kw,
				    bare ? argv[0] : argv[1]);
	return 0;
}

/* A number, or a word of o->words standing for one. */
static int get_opt_number(const struct kopt *o, uint64_t *v, const char *arg)
{
	const struct kword *w;

	for (w = o->words; w && w->word; w++)
		if (strcmp(arg, w->word) == 0) {
			*v = w->val;
			return 1;
		}
	if (get_number(v, arg, type_size(o)))
		return -1;
	return 0;
}

/* Encode v, or keep it for the kind (KF_KEEP, KF_LATER). */
static void put_or_keep(struct kparse *st, const struct kopt *o, uint64_t v)
{
	if (o->flags & (KF_KEEP | KF_LATER))
		st->u[o->slot % 8] = v;
	if (!(o->flags & KF_LATER))
		put_number(st->n, o, type_size(o), v);
}

int kind_parse_opt(struct kparse *st, const struct kopt *o, int argc,
		   char **argv)
{
	struct nlmsghdr *n = st->n;
	uint64_t v;
	int r;

	if (o->flags & KF_DUP) {
		r = kind_check_dup(st, o, argc, argv);
		if (r)
			return r;
	}
	if (o->sparse) {
		r = o->sparse(st, o, argc, argv);
		return r;
	}
	if (o->parse) {
		r = o->parse(st->ctx, o, argc, argv, n);
		return r;
	}

	switch (o->type) {
	case KO_FLAG:
		put_or_keep(st, o, (o->flags & KF_NEG) ? 0 : (uint8_t)(o->val ? o->val : 1));
		return 0;
	case KO_NLFLAG:
		kind_put(n, o->attr, NULL, 0);
		return 0;
	default:
		break;
	}

	if (argc < 2)
		return -err_incomplete();
	argv++;

	switch (o->type) {
	case KO_U8:
	case KO_U16:
	case KO_U32:
	case KO_U64:
		r = get_opt_number(o, &v, *argv);
		if (r < 0)
			return -bad_value(o, *argv);
		if (!r && ((o->min && v < o->min) || (o->max && v > o->max)))
			return -bad_value(o, *argv);
		put_or_keep(st, o, v);
		return 1;
	case KO_BOOL:
		r = parse_on_off(*argv);
		if (r < 0) {
			/* same words as "carrier"; kinds' parsers exit(1) */
			err_one_of_on_off(o->kw, *argv);
			return -(IP_FATAL | 1);
		}
		kind_put_u8(n, o->attr, (uint8_t)r);
		return 1;
	case KO_ENUM: {
		uint64_t i;

		for (i = 0; o->names && i < o->max; i++)
			if (o->names[i] && strcmp(o->names[i], *argv) == 0)
				break;
		if (!o->names || i >= o->max)
			return -bad_value(o, *argv);
		put_or_keep(st, o, i);
		return 1;
	}
	case KO_MAC: {
		uint8_t mac[33] = { 0 };
		int len = parse_lladdr(mac, sizeof(mac) - 1, *argv);

		if (len < 0)
			return -KIND_EFAIL;
		kind_put(n, o->attr, mac, (size_t)len);
		return 1;
	}
	case KO_INADDR: {
		struct ip_addr a;

		if (parse_ipaddr(&a, *argv, AF_UNSPEC))
			return -bad_value(o, *argv);
		kind_put(n, a.family == AF_INET6 && o->attr6 ? o->attr6 : o->attr,
			 a.data, (size_t)a.len);
		return 1;
	}
	case KO_IFNAME: {
		int idx = lc_name2index(st->ctx->lc, *argv);

		if (!idx)
			return -bad_value(o, *argv);
		kind_put_u32(n, o->attr, (uint32_t)idx);
		return 1;
	}
	case KO_STRING:
		kind_put(n, o->attr, *argv, strlen(*argv) + 1);
		return 1;
	default:
		return -bad_value(o, *argv);
	}
}

int kind_unknown(const struct link_kind *k, const char *arg)
{
	if (k->unknown_fmt)
		fprintf(stderr, k->unknown_fmt, k->name, arg);
	else
		fprintf(stderr, "%s: unknown command \"%s\"?\n", k->name, arg);
	if (k->usage)
		k->usage(stderr);
	return KIND_EFAIL;
}

int kind_parse_table(struct ipctx *ctx, const struct link_kind *k, int argc,
		     char **argv, struct nlmsghdr *n)
{
	struct kparse st;

	kind_parse_init(&st, ctx, k, n);
	while (argc > 0) {
		const struct kopt *o = kind_lookup(k, *argv);
		int r;

		if (!o) {
			if (matches(*argv, "help")) {
				if (k->usage)
					k->usage(stderr);
				return KIND_EFAIL;
			}
			return kind_unknown(k, *argv);
		}
		r = kind_parse_opt(&st, o, argc, argv);
		if (r < 0)
			return -r;
		argc -= r + 1;
		argv += r + 1;
	}
	if (k->finish)
		return k->finish(&st);
	return 0;
}

/* ---- printing ---- */

static uint64_t attr_number(const struct nlattr *a, int size, bool be)
{
	const void *d = (const char *)a + NLA_HDRLEN;
	int len = a->nla_len - NLA_HDRLEN;
	uint8_t u8 = 0;
	uint16_t u16 = 0;
	uint32_t u32 = 0;
	uint64_t u64 = 0;

	if (len < size)
		size = len >= 8 ? 8 : len >= 4 ? 4 : len >= 2 ? 2 : len >= 1 ? 1 : 0;
	switch (size) {
	case 1:
		memcpy(&u8, d, 1);
		return u8;
	case 2:
		memcpy(&u16, d, 2);
		return be ? ntohs(u16) : u16;
	case 4:
		memcpy(&u32, d, 4);
		return be ? ntohl(u32) : u32;
	case 8:
		memcpy(&u64, d, 8);
		return u64;
	default:
		return 0;
	}
}

static enum out_where opt_where(const struct kopt *o)
{
	if (o->flags & KF_TEXT)
		return OUT_TEXT;
	if (o->flags & KF_JSON)
		return OUT_JSON;
	return OUT_ANY;
}

/* Text format: the override, or "KEY %u ". */
static const char *opt_fmt(const struct kopt *o, char *buf, size_t len,
			   const char *conv)
{
	if (o->fmt)
		return o->fmt;
	snprintf(buf, len, "%s %s ", o->key, conv);
	return buf;
}

void kind_print_opt(struct ipctx *ctx, const struct kopt *o,
		    const struct nlattr *a)
{
	struct out *p = ctx->out;
	enum out_where w = opt_where(o);
	char fbuf[96], vbuf[64];
	uint64_t v;

	if (o->print) {
		o->print(ctx, o, a);
		return;
	}
	if (!o->key || (o->flags & KF_NOPRINT))
		return;

	switch (o->type) {
	case KO_U8:
	case KO_U16:
	case KO_U32:
	case KO_U64:
	case KO_IFNAME:
		v = attr_number(a, type_size(o), o->flags & KF_BE);
		if ((o->flags & KF_NONZERO) && !v)
			return;
		if (o->type == KO_IFNAME) {
			char nbuf[IFNAMSIZ + 8];

			out_str(p, w, CLR_NONE, o->key,
				opt_fmt(o, fbuf, sizeof(fbuf), "%s"),
				lc_index2name(ctx->lc, (int)v, nbuf));
		} else if (o->flags & KF_HEX) {
			snprintf(vbuf, sizeof(vbuf), "%#llx", (unsigned long long)v);
			out_str(p, w, CLR_NONE, o->key,
				opt_fmt(o, fbuf, sizeof(fbuf), "%s"), vbuf);
		} else if (o->flags & KF_INT) {
			int64_t s = type_size(o) == 8 ? (int64_t)v :
				    type_size(o) == 4 ? (int32_t)v : (int64_t)v;

			out_int(p, w, o->key, opt_fmt(o, fbuf, sizeof(fbuf), "%d"), s);
		} else {
			const struct kword *kw;
			const char *f = NULL;

			for (kw = o->words; (o->flags & KF_WORDS) && kw && kw->word; kw++)
				if (kw->val == v) {
					snprintf(fbuf, sizeof(fbuf), "%s %s ", o->key, kw->word);
					f = fbuf;
					break;
				}
			if (!f)
				f = opt_fmt(o, fbuf, sizeof(fbuf),
					    type_size(o) == 8 ? "%llu" : "%u");
			out_uint(p, w, o->key, f, v);
		}
		return;
	case KO_BOOL:
		v = attr_number(a, 1, false);
		if (w != OUT_TEXT)
			out_bool(p, OUT_JSON, o->key, NULL, v != 0);
		if (w != OUT_JSON)
			out_str(p, OUT_TEXT, CLR_NONE, NULL,
				opt_fmt(o, fbuf, sizeof(fbuf), "%s"),
				v ? "on" : "off");
		return;
	case KO_FLAG:
	case KO_NLFLAG:
		if (o->type == KO_FLAG && (o->flags & KF_TOGGLE)) {
			v = attr_number(a, 1, false);
			out_bool(p, OUT_JSON, o->key, NULL, v != 0);
			out_text(p, v ? "%s" : "no%s",
				 o->fmt ? o->fmt : opt_fmt(o, fbuf, sizeof(fbuf), ""));
			return;
		}
		if (o->type == KO_FLAG && !attr_number(a, 1, false))
			return;
		out_flag(p, o->key, o->fmt ? o->fmt : opt_fmt(o, fbuf, sizeof(fbuf), ""),
			 true);
		return;
	case KO_ENUM:
		v = attr_number(a, type_size(o), o->flags & KF_BE);
		out_str(p, w, CLR_NONE, o->key, opt_fmt(o, fbuf, sizeof(fbuf), "%s"),
			(o->names && v < o->max && o->names[v]) ? o->names[v] :
			"unknown");
		return;
	case KO_MAC: {
		char mbuf[3 * 32];

		fmt_lladdr(mbuf, sizeof(mbuf), (const uint8_t *)a + NLA_HDRLEN,
			   (size_t)(a->nla_len - NLA_HDRLEN), 1);
		out_str(p, w, CLR_NONE, o->key, opt_fmt(o, fbuf, sizeof(fbuf), "%s"),
			mbuf);
		return;
	}
	case KO_INADDR: {
		char abuf[64];
		int len = a->nla_len - NLA_HDRLEN;

		if (!inet_ntop(len == 16 ? AF_INET6 : AF_INET,
			       (const char *)a + NLA_HDRLEN, abuf, sizeof(abuf)))
			return;
		out_str(p, w, CLR_NONE, o->key, opt_fmt(o, fbuf, sizeof(fbuf), "%s"),
			abuf);
		return;
	}
	case KO_STRING: {
		char sbuf[256];
		int len = a->nla_len - NLA_HDRLEN;

		if (len < 0)
			return;
		if (len >= (int)sizeof(sbuf))
			len = sizeof(sbuf) - 1;
		memcpy(sbuf, (const char *)a + NLA_HDRLEN, (size_t)len);
		sbuf[len] = '\0';
		out_str(p, w, CLR_NONE, o->key, opt_fmt(o, fbuf, sizeof(fbuf), "%s"),
			sbuf);
		return;
	}
	default:
		return;
	}
}

void kind_print_table(struct ipctx *ctx, const struct link_kind *k,
		      const struct nlattr *data,
		      const struct nlattr *const *ifla)
{
	const struct nlattr *tb[k->maxattr + 1];
	const struct kopt *o;

	(void)ifla;
	if (!data)
		return;
	kind_parse_nest(tb, k->maxattr, data);
	for (o = k->opts; o && (o->kw || o->key || o->attr); o++) {
		if (o->tprint) {
			o->tprint(ctx, o, tb);
			continue;
		}
		if (!o->key || (o->flags & KF_NOPRINT) || o->attr > k->maxattr)
			continue;
		if (!tb[o->attr])
			continue;
		kind_print_opt(ctx, o, tb[o->attr]);
	}
}

/* "8000.12:3:1d:57:94:99": priority, then the address as ether_ntoa
 * writes it (no leading zeros). */
void kind_print_bridge_id(struct ipctx *ctx, const char *key, const char *fmt,
			  const struct nlattr *a)
{
	const uint8_t *d = (const uint8_t *)a + NLA_HDRLEN;
	char buf[40];

	if (a->nla_len < NLA_HDRLEN + 8)
		return;
	snprintf(buf, sizeof(buf), "%.2x%.2x.%x:%x:%x:%x:%x:%x", d[0], d[1],
		 d[2], d[3], d[4], d[5], d[6], d[7]);
	out_str(ctx->out, OUT_ANY, CLR_NONE, key, fmt, buf);
}

/* Timers come in centiseconds (USER_HZ clock_t): text "%4i.%.2i" as
 * iproute2 writes it, JSON the same number unpadded. */
void kind_print_timer(struct ipctx *ctx, const char *key, const struct nlattr *a)
{
	uint64_t t = attr_number(a, 8, false);
	char fmt[64];

	snprintf(fmt, sizeof(fmt), "%s %%7.2f ", key);
	out_float(ctx->out, OUT_ANY, key, fmt, (double)t / 100.0);
}
