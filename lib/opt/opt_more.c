// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * opt_more.c - more value types of the option engine (devices that must
 * exist, TTLs with their words, enums printed their own way, numbers with
 * a base and two messages, iproute2's parse_one_of, keywords given once
 * in iproute2's duparg way).
 */
#include <stdio.h>
#include <string.h>

#include "args.h"
#include "attr.h"
#include "ipctx.h"
#include "linkcache.h"
#include "msg.h"
#include "opt.h"
#include "print.h"
#include "rtnames.h"

/* ---- a device that must exist ---- */

static int dev_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	int idx = lc_name2index(st->ctx->lc, argv[1]);

	(void)argc;
	if (!idx) {
		fprintf(stderr, "Cannot find device \"%s\"\n", argv[1]);
		return -IP_EARG;
	}
	opt_put_number(st, o, 4, false, (uint32_t)idx);
	return 1;
}

static void dev_print(struct opt_print *pp, const struct opt *o,
		      const struct nlattr *a)
{
	uint32_t idx = attr_u32(a);
	char nbuf[IFNAMSIZ + 16], fbuf[96];

	if ((o->flags & OPT_NONZERO) && !idx)
		return;
	out_str(pp->out, opt_where(o), CLR_NONE, o->key,
		opt_fmt(o, fbuf, sizeof(fbuf), "%s"),
		idx ? lc_index2name(pp->ctx->lc, (int)idx, nbuf) : "*");
}

const struct opt_handler opt_dev = {
	.parse = dev_parse, .print = dev_print, .nargs = 1, .lookup = true,
};

/* ---- TTL: inherit | auto | 0..255 ---- */

static int ttl_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	const struct opt_ttl *d = o->data;
	uint32_t v = 0;

	(void)argc;
	if (strcmp(argv[1], "inherit") == 0) {
		if (d->inherit_u8)
			msg_put_u8(st->m, d->inherit, 1);
		else
			msg_put_flag(st->m, d->inherit);
		return 1;
	}
	if (strcmp(argv[1], "auto") != 0) {
		if (get_u32(&v, argv[1], 0))
			return -err_invarg("invalid TTL", argv[1]);
		if (v > 255)
			return -err_invarg("TTL must be <= 255", argv[1]);
	}
	opt_put_number(st, o, 1, false, v);
	return 1;
}

/* "inherit" (text only) when the inherit attribute says so, else the
 * number; 0 is "auto" in text */
static void ttl_print(struct opt_print *pp, const struct opt *o,
		      const struct nlattr *a)
{
	const struct opt_ttl *d = o->data;
	char fbuf[96];
	uint8_t ttl;

	if (d->inherit <= pp->set->maxattr && attr_u8(pp->tb[d->inherit])) {
		out_text(pp->out, "%s inherit ", o->key);
		return;
	}
	if (!a)
		return;
	ttl = attr_u8(a);
	if (out_is_json(pp->out) || ttl)
		out_uint(pp->out, OUT_ANY, o->key,
			 opt_fmt(o, fbuf, sizeof(fbuf), "%u"), ttl);
	else
		out_text(pp->out, "%s auto ", o->key);
}

const struct opt_handler opt_ttl = {
	.parse = ttl_parse, .print = ttl_print, .nargs = 1,
};

/* ---- enums printed their own ways ---- */

static const char *name_of(const struct opt_enum *d, uint64_t v)
{
	const struct opt_name *nm;

	for (nm = d->names; nm && nm->name; nm++)
		if (nm->val == v)
			return nm->name;
	return NULL;
}

static int enum_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	return opt_enum.parse(st, o, argc, argv);
}

static void hide0_print(struct opt_print *pp, const struct opt *o,
			const struct nlattr *a)
{
	const struct opt_enum *d = o->data;
	uint64_t v = attr_uint(a, d->size ? d->size : 4, false);
	const char *name = name_of(d, v);
	char fbuf[96];

	if (!name)
		return;
	out_str(pp->out, v ? opt_where(o) : OUT_JSON, CLR_NONE, o->key,
		v ? opt_fmt(o, fbuf, sizeof(fbuf), "%s") : NULL, name);
}

const struct opt_handler opt_enum_hide0 = {
	.parse = enum_parse, .print = hide0_print, .nargs = 1,
};

/* iproute2's parse_one_of: a prefix of a name picks the first such */
static int oneof_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	const struct opt_enum *d = o->data;
	const struct opt_name *nm;

	(void)argc;
	for (nm = d->names; nm && nm->name; nm++)
		if (matches(argv[1], nm->name)) {
			opt_put_number(st, o, d->size ? d->size : 4, false, nm->val);
			return 1;
		}
	fprintf(stderr, "Error: argument of \"%s\" must be one of ", o->kw);
	for (nm = d->names; nm && nm->name; nm++)
		fprintf(stderr, "\"%s\", ", nm->name);
	fprintf(stderr, "not \"%s\"\n", argv[1]);
	return -OPT_EFAIL;
}

static void oneof_print(struct opt_print *pp, const struct opt *o,
			const struct nlattr *a)
{
	opt_enum.print(pp, o, a);
}

const struct opt_handler opt_oneof = {
	.parse = oneof_parse, .print = oneof_print, .nargs = 1,
};

static int onoff_soft_parse(struct opt_parse *st, const struct opt *o,
			    int argc, char **argv)
{
	int r = parse_on_off(argv[1]);

	(void)argc;
	if (r < 0) {
		err_one_of_on_off(o->kw, argv[1]);
		return -OPT_EFAIL;
	}
	opt_put_number(st, o, 1, false, (uint64_t)r);
	return 1;
}

static void onoff_soft_print(struct opt_print *pp, const struct opt *o,
			     const struct nlattr *a)
{
	opt_onoff.print(pp, o, a);
}

const struct opt_handler opt_onoff_soft = {
	.parse = onoff_soft_parse, .print = onoff_soft_print, .nargs = 1,
};

/* ---- whether an attribute is there ---- */

static void present_print(struct opt_print *pp, const struct opt *o,
			  const struct nlattr *a)
{
	char fbuf[96];

	out_bool(pp->out, OUT_JSON, o->key, NULL, a != NULL);
	out_text(pp->out, a ? "%s" : "no%s", opt_fmt(o, fbuf, sizeof(fbuf), ""));
}

const struct opt_handler opt_present = { .print = present_print };

/* ---- numbers with a base and two messages ---- */

static int range_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	const struct opt_range *d = o->data;
	uint64_t v = 0, max = d->max;
	uint32_t u32;
	uint16_t u16;
	uint8_t u8;
	int bad;

	(void)argc;
	switch (d->size) {
	case 1:
		bad = get_u8(&u8, argv[1], d->base);
		v = u8;
		break;
	case 2:
		bad = get_u16(&u16, argv[1], d->base);
		v = u16;
		break;
	case 4:
		bad = get_u32(&u32, argv[1], d->base);
		v = u32;
		break;
	default:
		bad = get_u64(&v, argv[1], d->base);
		break;
	}
	if (bad)
		return opt_bad_value(o, d->err, NULL, argv[1]);
	if (v < d->min || (max && v > max))
		return opt_bad_value(o, d->range_err ? d->range_err : d->err,
				     NULL, argv[1]);
	opt_put_number(st, o, d->size, false, v);
	return 1;
}

static void range_print(struct opt_print *pp, const struct opt *o,
			const struct nlattr *a)
{
	const struct opt_range *d = o->data;
	uint64_t v = attr_uint(a, d->size, false);
	char fbuf[96];

	if ((o->flags & OPT_NONZERO) && !v)
		return;
	out_uint(pp->out, opt_where(o), o->key,
		 opt_fmt(o, fbuf, sizeof(fbuf), d->size == 8 ? "%llu" : "%u"), v);
}

const struct opt_handler opt_range = {
	.parse = range_parse, .print = range_print, .nargs = 1,
};

/* ---- a keyword given once, the duparg way ---- */

static struct opt once_inner(const struct opt *o)
{
	const struct opt_once *d = o->data;
	struct opt in = *o;

	in.h = d->h;
	in.data = d->data;
	return in;
}

static int once_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct opt in = once_inner(o);

	if (in.h->nargs && argc <= in.h->nargs)
		return -err_incomplete();
	if (opt_seen(st, o->attr))
		return -err_duparg(o->kw, argv[1]);
	return in.h->parse(st, &in, argc, argv);
}

static void once_print(struct opt_print *pp, const struct opt *o,
		       const struct nlattr *a)
{
	struct opt in = once_inner(o);

	if (in.h->print)
		in.h->print(pp, &in, a);
}

/* (the inner types used take one word; more are checked above) */
const struct opt_handler opt_once = {
	.parse = once_parse, .print = once_print, .nargs = 1,
};

/* ---- routing names: tables, protocols, scopes, DS fields, realms ---- */

static int rtname_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	const struct opt_rtname *d = o->data;
	struct rtnames *names = ipctx_names(st->ctx);
	uint32_t id = 0;
	int bad;

	(void)argc;
	switch (d->which) {
	case RTN_TABLES:
		bad = rt_table_name2id(names, argv[1], &id);
		break;
	case RTN_PROTOS:
		bad = rt_proto_a2n(names, argv[1], &id);
		break;
	case RTN_SCOPES:
		bad = rt_scope_a2n(names, argv[1], &id);
		break;
	case RTN_REALMS:
		bad = rt_realms_a2n(names, argv[1], &id);
		break;
	default:
		bad = rt_dsfield_a2n(names, argv[1], &id);
		break;
	}
	if (bad)
		return opt_bad_value(o, d->err, d->errfmt, argv[1]);
	opt_put_number(st, o, d->size ? d->size : 4, false, id);
	return 1;
}

const struct opt_handler opt_rtname = { .parse = rtname_parse, .nargs = 1 };

/* ---- a help word; a device group ---- */

static int usage_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	const struct opt_usage *d = o->data;

	(void)st;
	(void)argc;
	(void)argv;
	return -d->usage();
}

const struct opt_handler opt_usage = { .parse = usage_parse };

static int group_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	const struct opt_num *d = o->data;
	uint32_t group;

	(void)argc;
	if (parse_group(&group, argv[1]))
		return opt_bad_value(o, d ? d->err : NULL, NULL, argv[1]);
	return opt_put_number(st, o, 4, false, group) ? -1 : 1;
}

const struct opt_handler opt_group = { .parse = group_parse, .nargs = 1 };
