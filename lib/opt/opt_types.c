// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * opt_types.c - the stock value types of the option engine: numbers,
 * on/off, bare flags, enums, flag bits, addresses, devices, strings and
 * Ethernet protocols.  Each is a parse function and a print function.
 */
#include <endian.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>

#include "addr.h"
#include "args.h"
#include "array.h"
#include "attr.h"
#include "ipctx.h"
#include "linkcache.h"
#include "msg.h"
#include "names.h"
#include "opt.h"
#include "print.h"

static const struct opt_num no_num;

static const struct opt_num *num_data(const struct opt *o)
{
	return o->data ? o->data : &no_num;
}

int opt_get_number(const struct opt *o, unsigned int size, const char *arg,
		   uint64_t *v)
{
	const struct opt_num *d = num_data(o);
	const struct opt_name *w;
	uint8_t u8;
	uint16_t u16;
	uint32_t u32;
	int bad;

	for (w = d->words; w && w->name; w++)
		if (strcmp(arg, w->name) == 0) {
			*v = w->val;
			return 0;
		}
	switch (size) {
	case 1:
		bad = get_u8(&u8, arg, 0);
		*v = u8;
		break;
	case 2:
		bad = get_u16(&u16, arg, 0);
		*v = u16;
		break;
	case 4:
		bad = get_u32(&u32, arg, 0);
		*v = u32;
		break;
	default:
		bad = get_u64(v, arg, 0);
		break;
	}
	if (bad || (d->min && *v < d->min) || (d->max && *v > d->max))
		return opt_bad_value(o, d->err, d->errfmt, arg);
	return 0;
}

/* ---- numbers ---- */

static int num_parse(struct opt_parse *st, const struct opt *o, char **argv,
		     unsigned int size, bool be)
{
	uint64_t v;
	int r = opt_get_number(o, size, argv[1], &v);

	if (r)
		return r;
	opt_put_number(st, o, size, be, v);
	return 1;
}

static void num_print(struct opt_print *pp, const struct opt *o,
		      const struct nlattr *a, unsigned int size, bool be)
{
	uint64_t v = attr_uint(a, size, be);
	enum out_where w = opt_where(o);
	char fbuf[96], vbuf[32];
	const struct opt_name *nm;

	if ((o->flags & OPT_NONZERO) && !v)
		return;
	if (o->flags & OPT_HEX) {
		snprintf(vbuf, sizeof(vbuf), "%#llx", (unsigned long long)v);
		out_str(pp->out, w, CLR_NONE, o->key,
			opt_fmt(o, fbuf, sizeof(fbuf), "%s"), vbuf);
		return;
	}
	if (o->flags & OPT_SIGNED) {
		int64_t s = size == 8 ? (int64_t)v : size == 4 ? (int32_t)v :
			    size == 2 ? (int16_t)v : (int8_t)v;

		out_int(pp->out, w, o->key, opt_fmt(o, fbuf, sizeof(fbuf), "%d"), s);
		return;
	}
	if (o->flags & OPT_WORDS) {
		for (nm = num_data(o)->words; nm && nm->name; nm++)
			if (nm->val == v) {
				snprintf(fbuf, sizeof(fbuf), "%s %s ", o->key, nm->name);
				out_uint(pp->out, w, o->key, fbuf, v);
				return;
			}
	}
	out_uint(pp->out, w, o->key,
		 opt_fmt(o, fbuf, sizeof(fbuf), size == 8 ? "%llu" : "%u"), v);
}

#define NUM_TYPE(name, size, be)					\
	static int name##_parse(struct opt_parse *st, const struct opt *o, \
				int argc, char **argv)			\
	{								\
		(void)argc;						\
		return num_parse(st, o, argv, size, be);		\
	}								\
	static void name##_print(struct opt_print *pp, const struct opt *o, \
				 const struct nlattr *a)		\
	{								\
		num_print(pp, o, a, size, be);				\
	}								\
	const struct opt_handler opt_##name = {				\
		.parse = name##_parse, .print = name##_print, .nargs = 1, \
	}

NUM_TYPE(u8, 1, false);
NUM_TYPE(u16, 2, false);
NUM_TYPE(u32, 4, false);
NUM_TYPE(u64, 8, false);
NUM_TYPE(be16, 2, true);
NUM_TYPE(be32, 4, true);
NUM_TYPE(be64, 8, true);

static int s32_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	const struct opt_num *d = num_data(o);
	int32_t v;

	(void)argc;
	if (get_s32(&v, argv[1], 0))
		return opt_bad_value(o, d->err, d->errfmt, argv[1]);
	opt_put_number(st, o, 4, false, (uint32_t)v);
	return 1;
}

static void s32_print(struct opt_print *pp, const struct opt *o,
		      const struct nlattr *a)
{
	char fbuf[96];

	out_int(pp->out, opt_where(o), o->key, opt_fmt(o, fbuf, sizeof(fbuf), "%d"),
		attr_s32(a));
}

const struct opt_handler opt_s32 = {
	.parse = s32_parse, .print = s32_print, .nargs = 1,
};

/* ---- on|off ---- */

static int onoff_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	int r = parse_on_off(argv[1]);

	(void)argc;
	if (r < 0) {
		err_one_of_on_off(o->kw, argv[1]);
		return -(IP_FATAL | 1);
	}
	opt_put_number(st, o, 1, false, (uint64_t)r);
	return 1;
}

static void onoff_print(struct opt_print *pp, const struct opt *o,
			const struct nlattr *a)
{
	enum out_where w = opt_where(o);
	bool on = attr_u8(a) != 0;
	char fbuf[96];

	if (w != OUT_TEXT)
		out_bool(pp->out, OUT_JSON, o->key, NULL, on);
	if (w != OUT_JSON)
		out_str(pp->out, OUT_TEXT, CLR_NONE, NULL,
			opt_fmt(o, fbuf, sizeof(fbuf), "%s"), on ? "on" : "off");
}

const struct opt_handler opt_onoff = {
	.parse = onoff_parse, .print = onoff_print, .nargs = 1,
};

/* ---- bare words ---- */

static int flag_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	const struct opt_flagval *d = o->data;

	(void)argc;
	(void)argv;
	opt_put_number(st, o, 1, false, d ? d->val : 1);
	return 0;
}

static void flag_print(struct opt_print *pp, const struct opt *o,
		       const struct nlattr *a)
{
	char fbuf[96];

	if (attr_u8(a))
		out_flag(pp->out, o->key, opt_fmt(o, fbuf, sizeof(fbuf), ""), true);
}

const struct opt_handler opt_flag = {
	.parse = flag_parse, .print = flag_print,
};

static int flag32_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	const struct opt_flagval *d = o->data;

	(void)argc;
	(void)argv;
	opt_put_number(st, o, 4, false, d ? d->val : 1);
	return 0;
}

const struct opt_handler opt_flag32 = { .parse = flag32_parse };

static int bits_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	const struct opt_bits *d = o->data;
	unsigned int size = d->size ? d->size : 4;
	unsigned char *at = opt_place(st, o);
	uint64_t v = 0;

	(void)argc;
	(void)argv;
	if (!at)	/* an attribute: the bits set */
		return opt_put_number(st, o, size, false, d->set) ? -1 : 0;
	memcpy((unsigned char *)&v + (BYTE_ORDER == BIG_ENDIAN ? 8 - size : 0), at, size);
	v = (v | d->set) & ~(uint64_t)d->clear;
	memcpy(at, (unsigned char *)&v + (BYTE_ORDER == BIG_ENDIAN ? 8 - size : 0), size);
	return 0;
}

const struct opt_handler opt_bits = { .parse = bits_parse };

static int word_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	const char **w = opt_place(st, o);

	(void)argc;
	if (!w)		/* (a table error: words go in a field) */
		return -opt_unknown(st->set, argv[0]);
	if (o->data && *w)
		return -err_duparg(o->data, argv[1]);
	*w = argv[1];
	return 1;
}

const struct opt_handler opt_word = { .parse = word_parse, .nargs = 1 };

static void toggle_print(struct opt_print *pp, const struct opt *o,
			 const struct nlattr *a)
{
	bool on = attr_u8(a) != 0;
	char fbuf[96];

	out_bool(pp->out, OUT_JSON, o->key, NULL, on);
	out_text(pp->out, on ? "%s" : "no%s", opt_fmt(o, fbuf, sizeof(fbuf), ""));
}

const struct opt_handler opt_toggle = {
	.parse = flag_parse, .print = toggle_print,
};

static int nlflag_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	(void)argc;
	(void)argv;
	msg_put_flag(st->m, o->attr);
	return 0;
}

static void nlflag_print(struct opt_print *pp, const struct opt *o,
			 const struct nlattr *a)
{
	char fbuf[96];

	(void)a;
	out_flag(pp->out, o->key, opt_fmt(o, fbuf, sizeof(fbuf), ""), true);
}

const struct opt_handler opt_nlflag = {
	.parse = nlflag_parse, .print = nlflag_print,
};

/* ---- enums ---- */

/* A decimal int the way iproute2's get_integer() takes one. */
static int get_decimal(const char *arg, uint64_t *v)
{
	char *end;
	long n;

	errno = 0;
	n = strtol(arg, &end, 10);
	if (!*arg || end == arg || *end || errno == ERANGE ||
	    n < INT_MIN || n > INT_MAX || n < 0)
		return -1;
	*v = (uint64_t)n;
	return 0;
}

static int enum_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	const struct opt_enum *d = o->data;
	unsigned int size = d->size ? d->size : 4;
	const struct opt_name *nm;
	uint64_t v;

	(void)argc;
	if (d->decimal && get_decimal(argv[1], &v) == 0)
		for (nm = d->names; nm && nm->name; nm++)
			if (nm->val == v) {
				opt_put_number(st, o, size, false, v);
				return 1;
			}
	for (nm = d->names; nm && nm->name; nm++)
		if (strcmp(nm->name, argv[1]) == 0) {
			opt_put_number(st, o, size, false, nm->val);
			return 1;
		}
	if (d->numbers) {
		struct opt tmp = *o;
		int r;

		tmp.data = OPT_NUM(.err = d->err, .errfmt = d->errfmt);
		r = opt_get_number(&tmp, size, argv[1], &v);
		if (r)
			return r;
		opt_put_number(st, o, size, false, v);
		return 1;
	}
	return opt_bad_value(o, d->err, d->errfmt, argv[1]);
}

/* The name of value v, or NULL. */
static const char *enum_name(const struct opt_enum *d, uint64_t v)
{
	const struct opt_name *nm;

	for (nm = d->names; nm && nm->name; nm++)
		if (nm->val == v)
			return nm->name;
	return NULL;
}

static void enum_print(struct opt_print *pp, const struct opt *o,
		       const struct nlattr *a)
{
	const struct opt_enum *d = o->data;
	uint64_t v = attr_uint(a, d->size ? d->size : 4, false);
	const char *name = enum_name(d, v);
	char fbuf[96], vbuf[32];

	if (!name && d->unknown_key) {
		out_int(pp->out, opt_where(o), d->unknown_key, d->unknown,
			(int64_t)v);
		return;
	}
	if (!name && d->unknown) {
		snprintf(vbuf, sizeof(vbuf), d->unknown, (unsigned int)v);
		name = vbuf;
	}
	out_str(pp->out, opt_where(o), CLR_NONE, o->key,
		opt_fmt(o, fbuf, sizeof(fbuf), "%s"), name ? name : "unknown");
}

const struct opt_handler opt_enum = {
	.parse = enum_parse, .print = enum_print, .nargs = 1,
};

/* ---- a bit of a {value, mask} struct ---- */

static struct opt_acc *acc_for(struct opt_parse *st, uint16_t attr)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(st->acc); i++)
		if (st->acc[i].attr == attr || !st->acc[i].attr) {
			st->acc[i].attr = attr;
			return &st->acc[i];
		}
	return NULL;
}

static int bit_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	const struct opt_bit *d = o->data;
	struct opt_acc *acc = acc_for(st, o->attr);
	uint8_t u8;
	int on;

	(void)argc;
	if (d->on_off) {
		on = parse_on_off_exact(argv[1]);
		if (on < 0)
			return -err_on_off(o->kw, argv[1]);
	} else {
		if (get_u8(&u8, argv[1], 0))
			return opt_bad_value(o, NULL, NULL, argv[1]);
		on = u8 != 0;
	}
	if (!acc)
		return 1;
	acc->mask |= d->bit;
	if (on)
		acc->val |= d->bit;
	else
		acc->val &= ~d->bit;
	return 1;
}

static void bit_print(struct opt_print *pp, const struct opt *o,
		      const struct nlattr *a)
{
	const struct opt_bit *d = o->data;
	struct { uint32_t val, mask; } v;
	char fbuf[96];

	if (!attr_get(a, &v, sizeof(v)) || !(v.mask & d->bit))
		return;
	out_uint(pp->out, opt_where(o), o->key,
		 opt_fmt(o, fbuf, sizeof(fbuf), "%u"), !!(v.val & d->bit));
}

const struct opt_handler opt_bit = {
	.parse = bit_parse, .print = bit_print, .nargs = 1,
};

/* ---- addresses, devices, strings ---- */

static int mac_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	uint8_t mac[33] = { 0 };
	int len = parse_lladdr(mac, sizeof(mac) - 1, argv[1]);

	(void)argc;
	if (len < 0)
		return -OPT_EFAIL;
	msg_put(st->m, o->attr, mac, (size_t)len);
	return 1;
}

static void mac_print(struct opt_print *pp, const struct opt *o,
		      const struct nlattr *a)
{
	char buf[3 * 32 + 1], fbuf[96];

	fmt_lladdr(buf, sizeof(buf), attr_data(a),
		   attr_len(a) > 32 ? 32 : attr_len(a), 1);
	out_str(pp->out, opt_where(o), CLR_NONE, o->key,
		opt_fmt(o, fbuf, sizeof(fbuf), "%s"), buf);
}

const struct opt_handler opt_mac = {
	.parse = mac_parse, .print = mac_print, .nargs = 1,
};

static int inaddr_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	const struct opt_inaddr *d = o->data;
	struct inet_prefix a;

	(void)argc;
	if (addr_parse(&a, argv[1], d && d->attr6 ? AF_UNSPEC : AF_INET, ADDR_STRICT))
		return opt_bad_value(o, d ? d->err : NULL, NULL, argv[1]);
	msg_put(st->m, a.family == AF_INET6 ? d->attr6 : o->attr, a.data,
		(size_t)a.len);
	return 1;
}

static void inaddr_print(struct opt_print *pp, const struct opt *o,
			 const struct nlattr *a)
{
	char buf[64], fbuf[96];
	size_t len = attr_len(a);

	if ((len != 4 && len != 16) ||
	    !inet_ntop(len == 16 ? AF_INET6 : AF_INET, attr_data(a), buf,
		       sizeof(buf)))
		return;
	out_str(pp->out, opt_where(o), CLR_NONE, o->key,
		opt_fmt(o, fbuf, sizeof(fbuf), "%s"), buf);
}

const struct opt_handler opt_inaddr = {
	.parse = inaddr_parse, .print = inaddr_print, .nargs = 1,
};

static int ifname_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	int idx = lc_name2index(st->ctx->lc, argv[1]);

	(void)argc;
	if (!idx)
		return opt_bad_value(o, num_data(o)->err, num_data(o)->errfmt, argv[1]);
	msg_put_u32(st->m, o->attr, (uint32_t)idx);
	return 1;
}

static void ifname_print(struct opt_print *pp, const struct opt *o,
			 const struct nlattr *a)
{
	uint32_t idx = attr_u32(a);
	char nbuf[IFNAMSIZ + 16], fbuf[96];

	if ((o->flags & OPT_NONZERO) && !idx)
		return;
	out_str(pp->out, opt_where(o), CLR_NONE, o->key,
		opt_fmt(o, fbuf, sizeof(fbuf), "%s"),
		lc_index2name(pp->ctx->lc, (int)idx, nbuf));
}

/* data: an opt_num whose err is the message for a missing device */
const struct opt_handler opt_ifname = {
	.parse = ifname_parse, .print = ifname_print, .nargs = 1, .lookup = true,
};

static int string_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	(void)argc;
	msg_put_strz(st->m, o->attr, argv[1]);
	return 1;
}

static void string_print(struct opt_print *pp, const struct opt *o,
			 const struct nlattr *a)
{
	char buf[256], fbuf[96];

	out_str(pp->out, opt_where(o), CLR_NONE, o->key,
		opt_fmt(o, fbuf, sizeof(fbuf), "%s"), attr_str(a, buf, sizeof(buf)));
}

const struct opt_handler opt_string = {
	.parse = string_parse, .print = string_print, .nargs = 1,
};

static int ethertype_parse(struct opt_parse *st, const struct opt *o, int argc,
			   char **argv)
{
	uint16_t id;

	(void)argc;
	if (ethertype_a2n(argv[1], &id))
		return opt_bad_value(o, num_data(o)->err, num_data(o)->errfmt, argv[1]);
	opt_put_number(st, o, 2, true, id);
	return 1;
}

static void ethertype_print(struct opt_print *pp, const struct opt *o,
			    const struct nlattr *a)
{
	char buf[16], fbuf[96];

	/* -N: the number, as iproute2 prints an unnamed one */
	if (pp->ctx && pp->ctx->o.numeric)
		snprintf(buf, sizeof(buf), "[%d]", attr_be16(a));
	out_str(pp->out, opt_where(o), CLR_NONE, o->key,
		opt_fmt(o, fbuf, sizeof(fbuf), "%s"),
		pp->ctx && pp->ctx->o.numeric ? buf :
		ethertype_n2a(attr_be16(a), buf, sizeof(buf)));
}

/* data: an opt_num whose err is the message for a bad protocol */
const struct opt_handler opt_ethertype = {
	.parse = ethertype_parse, .print = ethertype_print, .nargs = 1,
};

/* ---- a TOS / DS field ---- */

static int dsfield_parse(struct opt_parse *st, const struct opt *o, int argc,
			 char **argv)
{
	uint32_t v = 1;

	(void)argc;
	if (strcmp(argv[1], "inherit") != 0 && dsfield_a2n(&v, argv[1]))
		return opt_bad_value(o, num_data(o)->err, num_data(o)->errfmt, argv[1]);
	opt_put_number(st, o, 1, false, v);
	return 1;
}

static void dsfield_print(struct opt_print *pp, const struct opt *o,
			  const struct nlattr *a)
{
	uint8_t tos = attr_u8(a);
	char buf[16], fbuf[96];

	if (!tos)
		return;
	if (out_is_json(pp->out) || tos != 1) {
		snprintf(buf, sizeof(buf), "%#x", tos);
		out_str(pp->out, OUT_ANY, CLR_NONE, o->key,
			opt_fmt(o, fbuf, sizeof(fbuf), "%s"), buf);
	} else {
		out_text(pp->out, "%s inherit ", o->key);
	}
}

/* data: an opt_num whose err is the message for a bad value */
const struct opt_handler opt_dsfield = {
	.parse = dsfield_parse, .print = dsfield_print, .nargs = 1,
};
