/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * print.c - one output call per field, for text, JSON, pretty JSON,
 * oneline and colour.
 *
 * The JSON side is a small streaming writer: a separator that is either
 * nothing or a comma, a nesting depth, and line breaks plus four spaces per
 * level when pretty.  Arrays are kept on one line ("[ a,b ]" when pretty),
 * which is how iproute2 lays them out.  Strings are always emitted as valid
 * JSON: quotes, backslashes and control characters are escaped, valid UTF-8
 * passes through, and a byte that is not part of valid UTF-8 is written as
 * \u00XX.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <inttypes.h>

#include "print.h"
#include "print_stdio.h"

struct out {
	FILE *fp;
	bool json;
	bool pretty;
	bool oneline;
	bool color;
	bool dark;		/* dark background palette */
	unsigned int depth;	/* JSON nesting */
	char sep;		/* JSON: '\0' or ',' */
};

/* ------------------------------------------------------------------ */
/* writing: straight into stdio's buffer when there is room (print_stdio.h) */

static inline char *room(struct out *p, size_t n)
{
	return stdio_room(p->fp, n);
}

static inline void room_used(struct out *p, char *w)
{
	stdio_room_used(p->fp, w);
}

static inline void put(struct out *p, const char *s, size_t n)
{
	char *w = room(p, n);

	if (w) {
		copy_any(w, s, n);
		room_used(p, w + n);
		return;
	}
	fwrite_unlocked(s, 1, n, p->fp);
}

static inline void put_s(struct out *p, const char *s)
{
	put(p, s, strlen(s));
}

static inline void put_c(struct out *p, char c)
{
	put(p, &c, 1);
}

/* ------------------------------------------------------------------ */
/* colour */

enum { PAL_IFNAME, PAL_MAC, PAL_INET, PAL_INET6, PAL_UP, PAL_DOWN };

static const char *const pal_light[] = {
	[PAL_IFNAME] = "\033[36m",
	[PAL_MAC] = "\033[33m",
	[PAL_INET] = "\033[35m",
	[PAL_INET6] = "\033[34m",
	[PAL_UP] = "\033[32m",
	[PAL_DOWN] = "\033[31m",
};

static const char *const pal_dark[] = {
	[PAL_IFNAME] = "\033[1;36m",
	[PAL_MAC] = "\033[1;33m",
	[PAL_INET] = "\033[1;35m",
	[PAL_INET6] = "\033[1;34m",
	[PAL_UP] = "\033[1;32m",
	[PAL_DOWN] = "\033[1;31m",
};

static const char clr_reset[] = "\033[0m";

/* COLORFGBG is "fg;bg" or "fg;x;bg": a last field of 0-6 or 8 means the
 * background is dark. */
static bool dark_background(void)
{
	const char *p = getenv("COLORFGBG");

	if (!p)
		return false;
	p = strrchr(p, ';');
	if (!p)
		return false;
	return ((p[1] >= '0' && p[1] <= '6') || p[1] == '8') && p[2] == '\0';
}

static int pal_index(enum out_color c)
{
	switch (c) {
	case CLR_IFNAME: return PAL_IFNAME;
	case CLR_MAC: return PAL_MAC;
	case CLR_INET: return PAL_INET;
	case CLR_INET6: return PAL_INET6;
	case CLR_OPER_UP: return PAL_UP;
	case CLR_OPER_DOWN: return PAL_DOWN;
	case CLR_NONE: break;
	}
	return -1;
}

const char *out_color_start(const struct out *p, enum out_color c)
{
	int i;

	if (!p || !p->color || p->json)
		return "";
	i = pal_index(c);
	if (i < 0)
		return "";
	return p->dark ? pal_dark[i] : pal_light[i];
}

const char *out_color_end(const struct out *p, enum out_color c)
{
	if (!p || !p->color || p->json || pal_index(c) < 0)
		return "";
	return clr_reset;
}

/* ------------------------------------------------------------------ */
/* set-up */

struct out *out_new(FILE *fp, const struct out_opts *o)
{
	struct out *p = calloc(1, sizeof(*p));

	if (!p)
		return NULL;
	p->fp = fp ? fp : stdout;
	if (o) {
		p->json = o->json;
		p->pretty = o->json && o->pretty;
		p->oneline = o->oneline;
		p->color = o->color && !o->json;
	}
	if (p->color)
		p->dark = dark_background();
	return p;
}

void out_free(struct out *p)
{
	if (!p)
		return;
	fflush(p->fp);
	free(p);
}

bool out_is_json(const struct out *p)
{
	return p && p->json;
}

bool out_is_oneline(const struct out *p)
{
	return p && p->oneline;
}

static bool do_json(const struct out *p, enum out_where w)
{
	return p->json && w != OUT_TEXT;
}

static bool do_text(const struct out *p, enum out_where w)
{
	return !p->json && w != OUT_JSON;
}

/* ------------------------------------------------------------------ */
/* printf formats: callers write "%u", "%d", "%x" or PRIu64 alike; the
 * value always travels as a 64-bit integer, so the conversion's length
 * modifier is rewritten to "ll" before use. */

static const char *fmt_ll(char *buf, size_t size, const char *fmt)
{
	size_t o = 0;
	const char *s = fmt;
	bool done = false;

	while (*s && o + 4 < size) {
		if (*s != '%' || done) {
			buf[o++] = *s++;
			continue;
		}
		if (s[1] == '%') {
			buf[o++] = *s++;
			buf[o++] = *s++;
			continue;
		}
		buf[o++] = *s++;
		/* flags, width, precision */
		while (*s && strchr("-+ #0123456789.'", *s) && o + 4 < size)
			buf[o++] = *s++;
		/* drop any length modifier */
		while (*s && strchr("hlLqjzt", *s))
			s++;
		if (*s && strchr("diouxX", *s)) {
			buf[o++] = 'l';
			buf[o++] = 'l';
		}
		if (*s)
			buf[o++] = *s++;
		done = true;
	}
	if (*s)		/* too long: give up on rewriting */
		return NULL;
	buf[o] = '\0';
	return buf;
}

/* Decimal text of v (negative when neg) into the end of buf; returns the
 * start. */
static char *utoa_end(char *end, uint64_t v, bool neg)
{
	char *q = end;

	do {
		*--q = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	if (neg)
		*--q = '-';
	return q;
}

/* The common formats ("text %s text", "%-16s ", "%u: ", "qlen %d")
 * without vfprintf: one conversion (s, u, d or i), with at most a '-' flag
 * and a width.  Returns false when the format needs the real printf. */
static bool fast_fmt(struct out *p, enum out_color c, const char *fmt,
		     const char *sval, bool sign, uint64_t uval)
{
	const char *pct = fmt, *q, *tail, *cs = "";
	char nb[24], *v, *w;
	unsigned int width = 0;
	bool left = false;
	size_t vlen, pre, post, pad, cl = 0, need;

	/* most formats start with the conversion or a word before it */
	if (fmt[0] != '%' && (fmt[0] == '\0' || fmt[1] != '%')) {
		pct = strchr(fmt, '%');
		if (!pct)
			return false;
	} else if (fmt[0] != '%') {
		pct = fmt + 1;
	}
	q = pct + 1;
	if (*q == '-') {
		left = true;
		q++;
	}
	if (*q == '0')		/* zero padding: printf's */
		return false;
	while (*q >= '0' && *q <= '9')
		width = width * 10 + (unsigned int)(*q++ - '0');
	if (width > 64)
		return false;
	if (sval) {
		/* "%s" takes no length modifier */
		if (*q != 's')
			return false;
		v = (char *)sval;
		vlen = strlen(sval);
	} else {
		while (*q == 'l' || *q == 'h' || *q == 'z' || *q == 'j')
			q++;
		if (*q != 'u' && *q != 'd' && *q != 'i')
			return false;
		{
			bool neg = sign && (int64_t)uval < 0;

			v = utoa_end(nb + sizeof(nb),
				     neg ? (uint64_t)-(int64_t)uval : uval, neg);
			vlen = (size_t)(nb + sizeof(nb) - v);
		}
	}
	/* the text after the conversion: no other conversion in it */
	for (tail = q + 1; *tail; tail++)
		if (*tail == '%')
			return false;
	pre = (size_t)(pct - fmt);
	post = (size_t)(tail - q - 1);
	pad = width > vlen ? width - vlen : 0;
	if (c != CLR_NONE && p->color) {
		cs = out_color_start(p, c);
		cl = strlen(cs);
	}
	need = pre + pad + vlen + post + (cl ? cl + sizeof(clr_reset) - 1 : 0);
	w = room(p, need);
	if (!w) {
		if (cl)
			put(p, cs, cl);
		put(p, fmt, pre);
		if (!left)
			for (; pad; pad--)
				put_c(p, ' ');
		put(p, v, vlen);
		for (; pad; pad--)
			put_c(p, ' ');
		put(p, q + 1, post);
		if (cl)
			put(p, clr_reset, sizeof(clr_reset) - 1);
		return true;
	}
	if (cl) {
		copy_any(w, cs, cl);
		w += cl;
	}
	copy_any(w, fmt, pre);
	w += pre;
	if (!left && pad) {
		memset(w, ' ', pad);
		w += pad;
	}
	copy_any(w, v, vlen);
	w += vlen;
	if (left && pad) {
		memset(w, ' ', pad);
		w += pad;
	}
	copy_any(w, q + 1, post);
	w += post;
	if (cl) {
		copy_any(w, clr_reset, sizeof(clr_reset) - 1);
		w += sizeof(clr_reset) - 1;
	}
	room_used(p, w);
	return true;
}

static void text_vprintf(struct out *p, enum out_color c, const char *fmt,
			 va_list ap)
{
	const char *cs = out_color_start(p, c);

	if (*cs) {
		fputs(cs, p->fp);
		vfprintf(p->fp, fmt, ap);
		fputs(clr_reset, p->fp);
	} else {
		vfprintf(p->fp, fmt, ap);
	}
}

static void text_printf(struct out *p, enum out_color c, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void text_printf(struct out *p, enum out_color c, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	text_vprintf(p, c, fmt, ap);
	va_end(ap);
}

/* Print a 64-bit integer through a caller's one-conversion format. */
static void text_int(struct out *p, const char *fmt, bool sign, uint64_t v)
{
	char fb[128];
	const char *f;

	if (!fmt)
		return;
	if (fast_fmt(p, CLR_NONE, fmt, NULL, sign, v))
		return;
	f = fmt_ll(fb, sizeof(fb), fmt);
	if (!f) {
		fputs(fmt, p->fp);
		return;
	}
	if (sign)
		text_printf(p, CLR_NONE, f, (long long)v);
	else
		text_printf(p, CLR_NONE, f, (unsigned long long)v);
}

/* ------------------------------------------------------------------ */
/* JSON writer */

static void jw_eor(struct out *p)
{
	if (p->sep)
		put_c(p, p->sep);
	p->sep = ',';
}

static void jw_eol(struct out *p)
{
	unsigned int i;

	if (!p->pretty)
		return;
	put_c(p, '\n');
	for (i = 0; i < p->depth; i++)
		put(p, "    ", 4);
}

/* Length of a valid UTF-8 sequence starting at s (s[0] >= 0x80), or 0. */
static int utf8_len(const unsigned char *s)
{
	int n, i;
	uint32_t cp;

	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2, cp = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3, cp = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4, cp = s[0] & 0x07;
	else
		return 0;
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = (cp << 6) | (s[i] & 0x3f);
	}
	if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return n;
}

/* Bytes a JSON string takes as they are: printable ASCII but '"' and
 * '\\' (one look-up per byte; keys and names are nothing else). */
static const unsigned char json_plain[256] = {
	[0x20 ... 0x21] = 1, [0x23 ... 0x5b] = 1, [0x5d ... 0x7f] = 1,
};

static void jw_string(struct out *p, const char *str)
{
	const unsigned char *s = (const unsigned char *)str;
	FILE *fp = p->fp;

	{
		const unsigned char *r = s;
		size_t n;
		char *w;

		while (json_plain[*r])
			r++;
		n = (size_t)(r - s);
		if (!*r && (w = room(p, n + 2)) != NULL) {
			/* the common case: nothing to escape */
			*w++ = '"';
			copy_any(w, str, n);
			w += n;
			*w++ = '"';
			room_used(p, w);
			return;
		}
	}
	put_c(p, '"');
	while (*s) {
		unsigned char c = *s;
		int n;
		const unsigned char *r = s;

		while (json_plain[*r])
			r++;
		if (r != s) {
			put(p, (const char *)s, (size_t)(r - s));
			s = r;
			continue;
		}

		switch (c) {
		case '"': put(p, "\\\"", 2); break;
		case '\\': put(p, "\\\\", 2); break;
		case '\b': put(p, "\\b", 2); break;
		case '\f': put(p, "\\f", 2); break;
		case '\n': put(p, "\\n", 2); break;
		case '\r': put(p, "\\r", 2); break;
		case '\t': put(p, "\\t", 2); break;
		default:
			if (c < 0x20) {
				fprintf(fp, "\\u%04x", c);
			} else if (c < 0x80) {
				put_c(p, (char)c);
			} else if ((n = utf8_len(s)) > 0) {
				put(p, (const char *)s, (size_t)n);
				s += n;
				continue;
			} else {
				fprintf(fp, "\\u%04x", c);
			}
		}
		s++;
	}
	put_c(p, '"');
}

static void jw_name(struct out *p, const char *key)
{
	jw_eor(p);
	jw_eol(p);
	p->sep = '\0';
	jw_string(p, key);
	put_c(p, ':');
	if (p->pretty)
		put_c(p, ' ');
}

/* Start a value: the member name when there is one, else a separator. */
static void jw_value(struct out *p, const char *key)
{
	if (key)
		jw_name(p, key);
	jw_eor(p);
}

static void jw_begin(struct out *p, char c)
{
	jw_eor(p);
	put_c(p, c);
	p->depth++;
	p->sep = '\0';
}

static void jw_end(struct out *p, char c)
{
	if (p->depth)
		p->depth--;
	if (p->sep)
		jw_eol(p);
	put_c(p, c);
	p->sep = ',';
}

static void jw_start_array(struct out *p)
{
	jw_begin(p, '[');
	if (p->pretty)
		put_c(p, ' ');
}

static void jw_end_array(struct out *p)
{
	if (p->pretty && p->sep)
		put_c(p, ' ');
	p->sep = '\0';
	jw_end(p, ']');
}

/* ------------------------------------------------------------------ */
/* objects and arrays */

void out_open_obj(struct out *p, enum out_where w, const char *key)
{
	if (!do_json(p, w))
		return;
	if (key)
		jw_name(p, key);
	jw_begin(p, '{');
}

void out_close_obj(struct out *p, enum out_where w)
{
	if (!do_json(p, w))
		return;
	jw_end(p, '}');
}

void out_open_arr(struct out *p, enum out_where w, const char *key,
		  const char *text_open)
{
	if (do_json(p, w)) {
		if (key)
			jw_name(p, key);
		jw_start_array(p);
	} else if (do_text(p, w) && text_open) {
		put_s(p, text_open);
	}
}

void out_close_arr(struct out *p, enum out_where w, const char *text_close)
{
	if (do_json(p, w))
		jw_end_array(p);
	else if (do_text(p, w) && text_close)
		put_s(p, text_close);
}

/* ------------------------------------------------------------------ */
/* scalars */

void out_str(struct out *p, enum out_where w, enum out_color c,
	     const char *key, const char *fmt, const char *val)
{
	if (do_json(p, w)) {
		jw_value(p, key);
		if (val)
			jw_string(p, val);
		else
			put(p, "null", 4);
	} else if (do_text(p, w) && fmt) {
		if (!fast_fmt(p, c, fmt, val ? val : "", false, 0))
			text_printf(p, c, fmt, val ? val : "");
	}
}

void out_uint(struct out *p, enum out_where w, const char *key,
	      const char *fmt, uint64_t val)
{
	if (do_json(p, w)) {
		char nb[24], *v = utoa_end(nb + sizeof(nb), val, false);

		jw_value(p, key);
		put(p, v, (size_t)(nb + sizeof(nb) - v));
	} else if (do_text(p, w) && fmt) {
		if (!fast_fmt(p, CLR_NONE, fmt, NULL, false, val))
			text_int(p, fmt, false, val);
	}
}

void out_int(struct out *p, enum out_where w, const char *key,
	     const char *fmt, int64_t val)
{
	if (do_json(p, w)) {
		char nb[24], *v = utoa_end(nb + sizeof(nb),
					   val < 0 ? (uint64_t)-val : (uint64_t)val,
					   val < 0);

		jw_value(p, key);
		put(p, v, (size_t)(nb + sizeof(nb) - v));
	} else if (do_text(p, w) && fmt) {
		if (!fast_fmt(p, CLR_NONE, fmt, NULL, true, (uint64_t)val))
			text_int(p, fmt, true, (uint64_t)val);
	}
}

void out_hex(struct out *p, enum out_where w, const char *key,
	     const char *fmt, unsigned int val)
{
	if (do_json(p, w)) {
		char b[16];

		snprintf(b, sizeof(b), "%x", val);
		jw_value(p, key);
		jw_string(p, b);
	} else if (do_text(p, w)) {
		text_int(p, fmt, false, val);
	}
}

void out_bool(struct out *p, enum out_where w, const char *key,
	      const char *fmt, bool val)
{
	if (do_json(p, w)) {
		jw_value(p, key);
		put_s(p, val ? "true" : "false");
	} else if (do_text(p, w) && fmt) {
		text_printf(p, CLR_NONE, fmt, val ? "true" : "false");
	}
}

void out_flag(struct out *p, const char *key, const char *text, bool val)
{
	if (!val)
		return;
	if (p->json) {
		jw_value(p, key);
		put(p, "true", 4);
	} else if (text) {
		put_s(p, text);
	}
}

void out_null(struct out *p, enum out_where w, const char *key,
	      const char *fmt, const char *text_val)
{
	if (do_json(p, w)) {
		jw_value(p, key);
		put(p, "null", 4);
	} else if (do_text(p, w) && fmt) {
		text_printf(p, CLR_NONE, fmt, text_val ? text_val : "");
	}
}

/* iproute2's human-readable numbers: below the base as is, else scaled
 * with a k/M/G/T/P/E prefix ("i" appended for IEC), with as many decimals
 * (up to two) as fit three significant digits. */
const char *out_human(char *buf, size_t size, uint64_t val, bool iec)
{
	static const char prefix[] = "kMGTPE";
	const uint64_t base = iec ? 1024 : 1000;
	uint64_t powi = 1;
	uint16_t powj = 1;
	int precision = 2;
	unsigned int pi = 0;

	if (val < base) {
		snprintf(buf, size, "%" PRIu64, val);
		return buf;
	}
	for (;;) {
		powi *= base;
		if (val / base < powi)
			break;
		if (!prefix[pi + 1])
			break;
		pi++;
	}
	for (; precision > 0; precision--) {
		powj *= 10;
		if (val / powi < powj)
			break;
	}
	snprintf(buf, size, "%.*f%c%s", precision, (double)val / (double)powi,
		 prefix[pi], iec ? "i" : "");
	return buf;
}

/* out_size: fmt takes the number already formatted as a string. */
void out_size(struct out *p, const char *key, const char *fmt, uint64_t val,
	      int human, bool iec)
{
	char b[64];

	if (p->json) {
		jw_value(p, key);
		fprintf(p->fp, "%" PRIu64, val);
		return;
	}
	if (!fmt)
		return;
	if (human)
		out_human(b, sizeof(b), val, iec);
	else
		snprintf(b, sizeof(b), "%" PRIu64, val);
	text_printf(p, CLR_NONE, fmt, b);
}

/* JSON gets the text format's precision without its width. */
void out_float(struct out *p, enum out_where w, const char *key,
	       const char *fmt, double val)
{
	if (do_json(p, w)) {
		const char *d = fmt ? strchr(fmt, '%') : NULL;
		int prec = -1;

		if (d) {
			d = strchr(d, '.');
			if (d)
				prec = atoi(d + 1);
		}
		jw_value(p, key);
		if (prec >= 0)
			fprintf(p->fp, "%.*f", prec, val);
		else
			fprintf(p->fp, "%g", val);
	} else if (do_text(p, w) && fmt) {
		text_printf(p, CLR_NONE, fmt, val);
	}
}

/* ------------------------------------------------------------------ */
/* raw text */

void out_text(struct out *p, const char *fmt, ...)
{
	va_list ap;

	const char *e = fmt;

	if (p->json)
		return;
	/* plain text (most of it): its length and the test for '%' in
	 * one pass */
	while (*e && *e != '%')
		e++;
	if (!*e) {
		put(p, fmt, (size_t)(e - fmt));
		return;
	}
	va_start(ap, fmt);
	vfprintf(p->fp, fmt, ap);
	va_end(ap);
}

void out_nl(struct out *p)
{
	if (p->json)
		return;
	put_c(p, p->oneline ? '\\' : '\n');
}

void out_begin(struct out *p)
{
	if (!p->json)
		return;
	p->depth = 0;
	p->sep = '\0';
	jw_start_array(p);
}

void out_end(struct out *p)
{
	if (!p->json)
		return;
	jw_end_array(p);
	putc('\n', p->fp);
	p->sep = '\0';
	fflush(p->fp);
}

void out_echo_begin(struct out *p)
{
	out_begin(p);
	out_open_obj(p, OUT_JSON, NULL);
}

void out_echo_end(struct out *p)
{
	out_close_obj(p, OUT_JSON);
	out_end(p);
	fflush(p->fp);
}
