/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * jsoncheck.h - for fuzz targets: is a buffer exactly one JSON value
 * (RFC 8259: no trailing commas, no control characters in strings,
 * valid escapes and UTF-8)?  A recursive descent over the bytes.
 */
#ifndef IP_FUZZ_JSONCHECK_H
#define IP_FUZZ_JSONCHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

struct jc {
	const unsigned char *p, *end;
	int depth;
};

static void jc_ws(struct jc *j)
{
	while (j->p < j->end && strchr(" \t\r\n", *j->p) && *j->p)
		j->p++;
}

static bool jc_take(struct jc *j, char c)
{
	if (j->p < j->end && *j->p == (unsigned char)c) {
		j->p++;
		return true;
	}
	return false;
}

/* One UTF-8 sequence of 2-4 bytes starting at j->p. */
static bool jc_utf8(struct jc *j)
{
	unsigned char c = *j->p;
	unsigned int n, cp, i;

	if (c >= 0xc2 && c <= 0xdf)
		n = 1, cp = c & 0x1f;
	else if (c >= 0xe0 && c <= 0xef)
		n = 2, cp = c & 0x0f;
	else if (c >= 0xf0 && c <= 0xf4)
		n = 3, cp = c & 0x07;
	else
		return false;
	if ((size_t)(j->end - j->p) <= n)
		return false;
	for (i = 1; i <= n; i++) {
		if ((j->p[i] & 0xc0) != 0x80)
			return false;
		cp = cp << 6 | (j->p[i] & 0x3f);
	}
	if ((n == 2 && cp < 0x800) || (n == 3 && (cp < 0x10000 || cp > 0x10ffff)) ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return false;
	j->p += n + 1;
	return true;
}

static bool jc_string(struct jc *j)
{
	if (!jc_take(j, '"'))
		return false;
	while (j->p < j->end) {
		unsigned char c = *j->p;

		if (c == '"') {
			j->p++;
			return true;
		}
		if (c < 0x20)
			return false;
		if (c >= 0x80) {
			if (!jc_utf8(j))
				return false;
			continue;
		}
		j->p++;
		if (c != '\\')
			continue;
		if (j->p >= j->end)
			return false;
		c = *j->p++;
		if (c == 'u') {
			int i;

			for (i = 0; i < 4; i++, j->p++)
				if (j->p >= j->end || !strchr("0123456789abcdefABCDEF", *j->p) ||
				    !*j->p)
					return false;
		} else if (!strchr("\"\\/bfnrt", c) || !c) {
			return false;
		}
	}
	return false;
}

static bool jc_digits(struct jc *j)
{
	const unsigned char *b = j->p;

	while (j->p < j->end && *j->p >= '0' && *j->p <= '9')
		j->p++;
	return j->p > b;
}

static bool jc_number(struct jc *j)
{
	jc_take(j, '-');
	if (!jc_take(j, '0') && !jc_digits(j))
		return false;
	if (jc_take(j, '.') && !jc_digits(j))
		return false;
	if (jc_take(j, 'e') || jc_take(j, 'E')) {
		if (!jc_take(j, '+'))
			jc_take(j, '-');
		if (!jc_digits(j))
			return false;
	}
	return true;
}

static bool jc_word(struct jc *j, const char *w)
{
	size_t l = strlen(w);

	if ((size_t)(j->end - j->p) < l || memcmp(j->p, w, l))
		return false;
	j->p += l;
	return true;
}

static bool jc_value(struct jc *j);

/* An array or object: open already taken. */
static bool jc_items(struct jc *j, char close, bool members)
{
	if (++j->depth > 64)
		return false;
	jc_ws(j);
	if (jc_take(j, close)) {
		j->depth--;
		return true;
	}
	do {
		if (members) {
			jc_ws(j);
			if (!jc_string(j))
				return false;
			jc_ws(j);
			if (!jc_take(j, ':'))
				return false;
		}
		if (!jc_value(j))
			return false;
		jc_ws(j);
	} while (jc_take(j, ','));
	j->depth--;
	return jc_take(j, close);
}

static bool jc_value(struct jc *j)
{
	jc_ws(j);
	if (j->p >= j->end)
		return false;
	switch (*j->p) {
	case '{': j->p++; return jc_items(j, '}', true);
	case '[': j->p++; return jc_items(j, ']', false);
	case '"': return jc_string(j);
	case 't': return jc_word(j, "true");
	case 'f': return jc_word(j, "false");
	case 'n': return jc_word(j, "null");
	}
	return jc_number(j);
}

/* The whole buffer is one value (white space around it allowed). */
static inline bool json_check(const char *s, size_t len)
{
	struct jc j = { (const unsigned char *)s, (const unsigned char *)s + len, 0 };

	if (!jc_value(&j))
		return false;
	jc_ws(&j);
	return j.p == j.end;
}

#endif
