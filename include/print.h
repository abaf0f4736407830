/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * print.h - the one output API.
 *
 * Every field is printed by one call that serves every output mode: plain
 * text, JSON (-j), pretty JSON (-j -p), oneline (-o), and colour (-c).
 * The "where" argument says whether the call contributes to text, to JSON
 * or to both; "key" is the JSON member name (NULL inside arrays); "fmt" is
 * a printf format used for text only, taking exactly one value.
 */
#ifndef IP_PRINT_H
#define IP_PRINT_H

#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

enum out_where {
	OUT_ANY,	/* text and JSON */
	OUT_JSON,	/* JSON only */
	OUT_TEXT,	/* text only */
};

enum out_color {
	CLR_NONE,
	CLR_IFNAME,
	CLR_MAC,
	CLR_INET,
	CLR_INET6,
	CLR_OPER_UP,
	CLR_OPER_DOWN,
};

struct out_opts {
	bool json;
	bool pretty;
	bool oneline;
	bool color;
};

struct out;

struct out *out_new(FILE *fp, const struct out_opts *o);
void out_free(struct out *p);
bool out_is_json(const struct out *p);
bool out_is_oneline(const struct out *p);

/* Objects and arrays.  In text mode an object/array prints nothing unless a
 * text opener/closer is given (used e.g. for "<FLAG,FLAG>" lists). */
void out_open_obj(struct out *p, enum out_where w, const char *key);
void out_close_obj(struct out *p, enum out_where w);
void out_open_arr(struct out *p, enum out_where w, const char *key,
		  const char *text_open);
void out_close_arr(struct out *p, enum out_where w, const char *text_close);

/* Scalars. */
void out_str(struct out *p, enum out_where w, enum out_color c,
	     const char *key, const char *fmt, const char *val);
void out_uint(struct out *p, enum out_where w, const char *key,
	      const char *fmt, uint64_t val);
void out_int(struct out *p, enum out_where w, const char *key,
	     const char *fmt, int64_t val);
void out_hex(struct out *p, enum out_where w, const char *key,
	     const char *fmt, unsigned int val);
void out_bool(struct out *p, enum out_where w, const char *key,
	      const char *fmt, bool val);
/* JSON: "key": true when val (nothing when false); text: fmt when val. */
void out_flag(struct out *p, const char *key, const char *text, bool val);
void out_null(struct out *p, enum out_where w, const char *key,
	      const char *fmt, const char *text_val);
/* Human-readable sizes as iproute2 prints them with -h / -iec (text);
 * JSON always gets the plain number. */
void out_size(struct out *p, const char *key, const char *fmt, uint64_t val,
	      int human, bool iec);

/* Text only: raw text (no JSON effect), and the line separator, which is
 * "\n" normally and "\\" in oneline mode. */
void out_text(struct out *p, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void out_nl(struct out *p);

/* JSON document framing for a whole command ("[" ... "]"). */
void out_begin(struct out *p);
void out_end(struct out *p);
/* -echo: what the kernel echoed is one object of a JSON array ("[{...}]",
 * where iproute2 nests a second object, which is no JSON); text as it
 * comes.  The object's printer runs between the two; the end flushes. */
void out_echo_begin(struct out *p);
void out_echo_end(struct out *p);

/* Colour helpers shared with error output. */
const char *out_color_start(const struct out *p, enum out_color c);
const char *out_color_end(const struct out *p, enum out_color c);

/* Added by the "show" helper. */
/* A floating-point value: text uses fmt; JSON uses fmt's precision
 * ("%7.2f" -> 0.00) or %g when fmt has none. */
void out_float(struct out *p, enum out_where w, const char *key,
	       const char *fmt, double val);
/* iproute2's -h/-iec number text ("1.23M", "12.0Ki"; plain below 1000 or
 * 1024) into buf; returns buf.  out_size() uses it: out_size()'s fmt takes
 * the formatted number as a string (e.g. "%-7s"). */
const char *out_human(char *buf, size_t size, uint64_t val, bool iec);

#endif
