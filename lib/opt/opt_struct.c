// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * opt_struct.c - value types of the option engine for attributes that are
 * C structs: keywords that fill one field of a struct kept in the parse
 * state (the set's finish sends it), words that set bits of a {mask,
 * flags} pair, and the printing of a struct field by field.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "attr.h"
#include "opt.h"
#include "print.h"

static void *field_at(struct opt_parse *st, uint16_t off, size_t size)
{
	return off + size <= sizeof(st->priv) ? st->priv + off : NULL;
}

static void field_put(struct opt_parse *st, const struct opt_field *d,
		      uint32_t v)
{
	unsigned int size = d->size ? d->size : 4;
	void *p = field_at(st, d->off, size);
	uint16_t u16 = (uint16_t)v;
	uint8_t u8 = (uint8_t)v;

	if (!p)
		return;
	memcpy(p, size == 1 ? (void *)&u8 : size == 2 ? (void *)&u16 : (void *)&v,
	       size);
}

/* A bad value ends the command, as iproute2's exit(-1) there. */
static int field_bad(const struct opt *o, const struct opt_field *d,
		     const char *arg)
{
	int r = opt_bad_value(o, d->err, d->errfmt, arg);

	return d->errfmt ? -IP_EARG : r;
}

static int field_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	const struct opt_field *d = o->data;
	struct opt tmp = *o;
	uint64_t v;
	int r;

	(void)argc;
	tmp.data = OPT_NUM(.err = d->err, .errfmt = d->errfmt);
	r = opt_get_number(&tmp, d->size ? d->size : 4, argv[1], &v);
	if (r)
		return d->errfmt ? -IP_EARG : r;
	field_put(st, d, (uint32_t)v);
	return 1;
}

const struct opt_handler opt_field = { .parse = field_parse, .nargs = 1 };

/* strtof, scaled in float arithmetic and converted as x86-64 code built
 * from C's (uint32_t) cast does it: through a 64-bit signed integer,
 * whose "indefinite" value (out of range, NaN) has zero low bits. */
static int field_float_parse(struct opt_parse *st, const struct opt *o,
			     int argc, char **argv)
{
	const struct opt_field *d = o->data;
	const float lim = 9223372036854775808.0f;
	char *end;
	float f;
	int64_t i;

	(void)argc;
	if (!*argv[1])
		return field_bad(o, d, argv[1]);
	f = strtof(argv[1], &end);
	if (end == argv[1] || *end)
		return field_bad(o, d, argv[1]);
	f *= d->scale ? (float)d->scale : 1.0f;
	i = f >= -lim && f < lim ? (int64_t)f : INT64_MIN;
	field_put(st, d, (uint32_t)(uint64_t)i);
	return 1;
}

const struct opt_handler opt_field_float = {
	.parse = field_float_parse, .nargs = 1,
};

/* A word of d->names: its value goes into the flags at d->off, and into
 * the mask at d->moff (d->bit for a word standing for 0: clear them). */
static int field_word_parse(struct opt_parse *st, const struct opt *o,
			    int argc, char **argv)
{
	const struct opt_field *d = o->data;
	uint32_t *flags = field_at(st, d->off, 4), *mask = field_at(st, d->moff, 4);
	const struct opt_name *nm;
	uint32_t f, m;

	(void)argc;
	for (nm = d->names; nm && nm->name; nm++)
		if (strcmp(nm->name, argv[1]) == 0)
			break;
	if (!nm || !nm->name)
		return field_bad(o, d, argv[1]);
	if (!flags || !mask)
		return 1;
	memcpy(&f, flags, 4);
	memcpy(&m, mask, 4);
	f |= (uint32_t)nm->val;
	m |= nm->val ? (uint32_t)nm->val : d->bit;
	memcpy(flags, &f, 4);
	memcpy(mask, &m, 4);
	return 1;
}

const struct opt_handler opt_field_word = {
	.parse = field_word_parse, .nargs = 1,
};

/* ---- printing a struct ---- */

static uint32_t sf_get(const uint8_t *s, uint16_t off, uint8_t size)
{
	uint16_t u16;
	uint32_t u32;

	switch (size) {
	case 1:
		return s[off];
	case 2:
		memcpy(&u16, s + off, 2);
		return u16;
	default:
		memcpy(&u32, s + off, 4);
		return u32;
	}
}

void opt_sfield_print(struct opt_print *pp, const struct opt_sfield *f,
		      const void *sv, const char *indent)
{
	const uint8_t *s = sv;
	struct out *p = pp->out;
	uint32_t v = sf_get(s, f->off, f->size);
	char buf[24];

	switch (f->type) {
	case OPT_SF_NUM:
		out_uint(p, OUT_ANY, f->key, f->fmt, v);
		break;
	case OPT_SF_MILLI:
		/* iproute2's six-byte buffer: five characters at most */
		snprintf(buf, 6, "%.3f", v / 1000.);
		out_str(p, OUT_ANY, CLR_NONE, f->key, f->fmt, buf);
		break;
	case OPT_SF_NAME:
		snprintf(buf, sizeof(buf), "%.16s", (const char *)s + f->off);
		out_str(p, OUT_ANY, CLR_NONE, f->key, f->fmt, buf);
		break;
	case OPT_SF_RANGE:
	case OPT_SF_RANGE1:
		/* text "%d" of unsigned numbers, as iproute2 has them */
		out_text(p, "%s", f->fmt);
		out_open_obj(p, OUT_JSON, f->key);
		if (f->type == OPT_SF_RANGE1)
			v = 1;
		out_uint(p, OUT_JSON, "min", NULL, v);
		out_int(p, OUT_TEXT, NULL, " %d", (int32_t)v);
		v = sf_get(s, f->off2, f->size);
		out_uint(p, OUT_JSON, "max", NULL, v);
		out_int(p, OUT_TEXT, NULL, "..%d", (int32_t)v);
		out_close_obj(p, OUT_JSON);
		break;
	case OPT_SF_NL:
		out_nl(p);
		out_text(p, "%s", f->fmt ? f->fmt : indent ? indent : "");
		break;
	}
}

static void struct_print(struct opt_print *pp, const struct opt *o,
			 const struct nlattr *a)
{
	const struct opt_struct *d = o->data;
	const struct opt_sfield *f;
	uint8_t s[256] = { 0 };

	if (!d->flat)
		out_open_obj(pp->out, OUT_JSON, o->key);
	if (d->size <= sizeof(s) &&
	    (!d->exact || attr_len(a) == d->size)) {
		attr_get(a, s, d->size);
		for (f = d->fields; f->type || f->key || f->fmt; f++)
			opt_sfield_print(pp, f, s, d->indent);
		if (d->inner && d->inner_attr <= pp->set->maxattr)
			opt_print_nest(pp->ctx, d->inner, pp->tb[d->inner_attr],
				       pp->ifla);
	}
	if (!d->flat)
		out_close_obj(pp->out, OUT_JSON);
}

const struct opt_handler opt_struct = { .print = struct_print };
