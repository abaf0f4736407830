// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * opt.c - the option-table engine: matching keywords, the duplicate
 * rules, kept values, and the table walk that prints a nest.  The value
 * types live in lib/opt_types.c.
 */
#include <endian.h>
#include <stdio.h>
#include <string.h>
#include <arpa/inet.h>

#include "args.h"
#include "array.h"
#include "attr.h"
#include "ipctx.h"
#include "msg.h"
#include "opt.h"
#include "print.h"

/* ---- parsing ---- */

void opt_parse_init(struct opt_parse *st, struct ipctx *ctx,
		    const struct opt_set *set, struct msg *m, bool create)
{
	memset(st, 0, sizeof(*st));
	st->ctx = ctx;
	st->set = set;
	st->m = m;
	st->create = create;
}

/* word against one spelling of n bytes: in full, or as a prefix */
static bool spelling_matches(const char *word, const char *kw, size_t n,
			     bool exact)
{
	size_t len = strlen(word);

	if (exact)
		return len == n && strncmp(word, kw, n) == 0;
	return len && len <= n && strncmp(word, kw, len) == 0;
}

static bool kw_matches(const struct opt *o, const char *word)
{
	const char *a = o->alias;

	if (spelling_matches(word, o->kw, strlen(o->kw), o->flags & OPT_EXACT))
		return true;
	while (a && *a) {
		bool exact = *a == '=';
		size_t n;

		a += exact;
		n = strcspn(a, " ");
		if (spelling_matches(word, a, n, exact))
			return true;
		a += n;
		a += strspn(a, " ");
	}
	return false;
}

static const struct opt *find_kw(const struct opt_set *set, const char *kw)
{
	const struct opt *o;

	for (o = set->opts; o && opt_row_valid(o); o++)
		if (o->kw && strcmp(o->kw, kw) == 0)
			return o;
	return NULL;
}

const struct opt *opt_lookup(const struct opt_set *set, const char *word)
{
	const struct opt *o;

	if (set->order) {
		const char *const *w;

		for (w = set->order; *w; w++) {
			o = find_kw(set, *w);
			if (o && kw_matches(o, word))
				return o;
		}
		return NULL;
	}
	for (o = set->opts; o && opt_row_valid(o); o++)
		if (o->kw && kw_matches(o, word))
			return o;
	return NULL;
}

void opt_mark_seen(struct opt_parse *st, uint16_t attr)
{
	st->seen[(attr / 64) % 4] |= 1ULL << (attr % 64);
}

bool opt_seen(const struct opt_parse *st, uint16_t attr)
{
	return st->seen[(attr / 64) % 4] & (1ULL << (attr % 64));
}

bool opt_given(const struct opt_parse *st, const char *kw)
{
	const struct opt *o = find_kw(st->set, kw);
	size_t i = o ? (size_t)(o - st->set->opts) : 256;

	return i < 256 && (st->rows[i / 64] & (1ULL << (i % 64)));
}

int opt_check_dup(struct opt_parse *st, const struct opt *o, int argc,
		  char **argv)
{
	bool bare = !o->h || !o->h->nargs;

	if (!bare && argc < 2)
		return -err_incomplete();
	if (opt_seen(st, o->attr))
		return -err_duparg2(bare ? argv[0] : o->name ? o->name : o->kw,
				    bare ? argv[0] : argv[1]);
	opt_mark_seen(st, o->attr);
	return 0;
}

int opt_bad_value(const struct opt *o, const char *err, const char *errfmt,
		  const char *arg)
{
	char msg[128];

	if (errfmt) {
		fprintf(stderr, errfmt, arg);
		return -OPT_EFAIL;
	}
	if (err)
		return -err_invarg(err, arg);
	snprintf(msg, sizeof(msg), "invalid %s", o->kw);
	return -err_invarg(msg, arg);
}

/* v as an integer of size bytes at p */
static void store_number(unsigned char *p, unsigned int size, bool be,
			 uint64_t v)
{
	uint8_t u8 = (uint8_t)v;
	uint16_t u16 = be ? htons((uint16_t)v) : (uint16_t)v;
	uint32_t u32 = be ? htonl((uint32_t)v) : (uint32_t)v;
	uint64_t u64 = be ? htobe64(v) : v;

	switch (size) {
	case 1:
		memcpy(p, &u8, 1);
		break;
	case 2:
		memcpy(p, &u16, 2);
		break;
	case 4:
		memcpy(p, &u32, 4);
		break;
	default:
		memcpy(p, &u64, 8);
		break;
	}
}

void *opt_place(struct opt_parse *st, const struct opt *o)
{
	if (o->flags & OPT_HDR)
		return (unsigned char *)NLMSG_DATA(st->m->n) + o->attr;
	if (o->flags & OPT_OBJ)
		return (unsigned char *)st->obj + o->attr;
	return NULL;
}

int opt_put(struct opt_parse *st, const struct opt *o, const void *p,
	    size_t len)
{
	unsigned char *at = opt_place(st, o);

	if (!at)
		return msg_put(st->m, o->attr, p, len);
	memcpy(at, p, len);
	return 0;
}

int opt_put_number(struct opt_parse *st, const struct opt *o,
		   unsigned int size, bool be, uint64_t v)
{
	unsigned char *at = opt_place(st, o);

	if (at) {
		store_number(at, size, be, v);
		return 0;
	}
	if (o->flags & (OPT_KEEP | OPT_LATER))
		st->u[o->slot % 8] = v;
	if (o->flags & OPT_LATER)
		return 0;
	switch (size) {
	case 1:
		return msg_put_u8(st->m, o->attr, (uint8_t)v);
	case 2:
		return be ? msg_put_be16(st->m, o->attr, (uint16_t)v) :
			    msg_put_u16(st->m, o->attr, (uint16_t)v);
	case 4:
		return be ? msg_put_be32(st->m, o->attr, (uint32_t)v) :
			    msg_put_u32(st->m, o->attr, (uint32_t)v);
	default:
		return msg_put_u64(st->m, o->attr, be ? htobe64(v) : v);
	}
}

int opt_parse_one(struct opt_parse *st, const struct opt *o, int argc,
		  char **argv)
{
	int r;

	if (o->flags & OPT_DUP) {
		r = opt_check_dup(st, o, argc, argv);
		if (r)
			return r;
	}
	if (!o->h || !o->h->parse)
		return -opt_unknown(st->set, argv[0]);
	if (argc <= o->h->nargs && o->h->nargs)
		return -err_incomplete();
	r = o->h->parse(st, o, argc, argv);
	/* given: for the set's finish (and handlers checking themselves) */
	if (r >= 0 && !(o->flags & (OPT_HDR | OPT_OBJ)))
		opt_mark_seen(st, o->attr);
	if (r >= 0 && o >= st->set->opts && o - st->set->opts < 256) {
		size_t i = (size_t)(o - st->set->opts);

		st->rows[i / 64] |= 1ULL << (i % 64);
	}
	return r;
}

int opt_unknown(const struct opt_set *set, const char *word)
{
	fprintf(stderr, set->unknown_fmt ? set->unknown_fmt :
		"%s: unknown command \"%s\"?\n", set->name, word);
	if (set->usage)
		set->usage(stderr);
	return OPT_EFAIL;
}

void opt_put_bits(struct opt_parse *st)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(st->acc); i++) {
		struct { uint32_t val, mask; } v;

		if (!st->acc[i].attr || !st->acc[i].mask)
			continue;
		v.val = st->acc[i].val;
		v.mask = st->acc[i].mask;
		msg_put(st->m, st->acc[i].attr, &v, sizeof(v));
	}
}

int opt_parse_how(struct opt_parse *st, int argc, char **argv,
		  unsigned int how)
{
	const struct opt_set *set = st->set;

	while (argc > 0) {
		const struct opt *o = opt_lookup(set, *argv);
		int r;

		if (!o && !(how & OPT_LOOP_NO_HELP) &&
		    ((how & OPT_LOOP_HELP_EXACT) ? is(*argv, "help") :
		     matches(*argv, "help"))) {
			if (set->usage)
				set->usage(stderr);
			return OPT_EFAIL;
		}
		if (!o && set->other) {
			r = set->other(st, argc, argv);
			if (r < 0)
				return -r;
			argc -= r + 1;
			argv += r + 1;
			continue;
		}
		if (!o && (how & OPT_LOOP_STOP))
			break;
		if (!o && (how & OPT_LOOP_SKIP)) {
			argc--;
			argv++;
			continue;
		}
		if (!o)
			return opt_unknown(set, *argv);
		r = opt_parse_one(st, o, argc, argv);
		if (r < 0)
			return -r;
		argc -= r + 1;
		argv += r + 1;
	}
	st->left = argc;
	opt_put_bits(st);
	return set->finish ? set->finish(st) : 0;
}

int opt_run(struct opt_parse *st, struct ipctx *ctx, const struct opt_set *set,
	    struct msg *m, void *obj, int argc, char **argv)
{
	opt_parse_init(st, ctx, set, m, m && (m->n->nlmsg_flags & NLM_F_CREATE));
	st->obj = obj;
	return opt_parse_how(st, argc, argv, set->loop);
}

int opt_parse(struct ipctx *ctx, const struct opt_set *set, int argc,
	      char **argv, struct msg *m, bool create)
{
	struct opt_parse st;

	opt_parse_init(&st, ctx, set, m, create);
	return opt_parse_how(&st, argc, argv, set->loop);
}

/* ---- printing ---- */

int opt_where(const struct opt *o)
{
	if (o->flags & OPT_TEXT)
		return OUT_TEXT;
	if (o->flags & OPT_JSON)
		return OUT_JSON;
	return OUT_ANY;
}

const char *opt_fmt(const struct opt *o, char *buf, size_t size,
		    const char *conv)
{
	if (o->fmt)
		return o->fmt;
	snprintf(buf, size, "%s %s ", o->key ? o->key : "", conv);
	return buf;
}

void opt_print_row(struct opt_print *pp, const struct opt *o)
{
	const struct nlattr *a;

	if (!o->key || !o->h || !o->h->print || o->attr > pp->set->maxattr)
		return;
	a = pp->tb[o->attr];
	if (!a && !(o->flags & OPT_ABSENT))
		return;
	o->h->print(pp, o, a);
}

void opt_print_rows(struct opt_print *pp)
{
	const struct opt *o;

	for (o = pp->set->opts; o && opt_row_valid(o); o++)
		opt_print_row(pp, o);
}

void opt_print_nest(struct ipctx *ctx, const struct opt_set *set,
		    const struct nlattr *nest, const struct nlattr *const *ifla)
{
	const struct nlattr *tb[set->maxattr + 1];
	struct opt_print pp = {
		.ctx = ctx, .out = ctx->out, .set = set, .tb = tb, .ifla = ifla,
	};

	if (!nest)
		return;
	attr_parse_nested(tb, set->maxattr, nest);
	if (set->print)
		set->print(&pp);
	else
		opt_print_rows(&pp);
}
