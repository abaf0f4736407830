/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tap.h - a minimal TAP producer for the C unit tests (one per file, so
 * the counters can live in static storage of the test program itself).
 */
#ifndef IPT_TAP_H
#define IPT_TAP_H

#include <stdio.h>
#include <stdarg.h>
#include <string.h>

struct tap {
	int n;
	int failed;
};

static inline int tap_ok(struct tap *t, int cond, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static inline int tap_ok(struct tap *t, int cond, const char *fmt, ...)
{
	va_list ap;
	char d[512];
	char *c;

	t->n++;
	va_start(ap, fmt);
	vsnprintf(d, sizeof(d), fmt, ap);
	va_end(ap);
	/* one line, whatever the description holds */
	for (c = d; *c; c++)
		if ((unsigned char)*c < 0x20 || *c == '#')
			*c = '?';
	printf("%sok %d - %s\n", cond ? "" : "not ", t->n, d);
	if (!cond)
		t->failed++;
	fflush(stdout);
	return cond;
}

/* Compare strings; show both on failure. */
static inline int tap_str(struct tap *t, const char *got, const char *want,
			  const char *what)
{
	int ok = got && want && strcmp(got, want) == 0;

	tap_ok(t, ok, "%s", what);
	if (!ok) {
		printf("# got:  \"%s\"\n# want: \"%s\"\n", got ? got : "(null)",
		       want ? want : "(null)");
	}
	return ok;
}

static inline int tap_int(struct tap *t, long long got, long long want,
			  const char *what)
{
	int ok = got == want;

	tap_ok(t, ok, "%s", what);
	if (!ok)
		printf("# got %lld, want %lld\n", got, want);
	return ok;
}

static inline int tap_done(struct tap *t)
{
	printf("1..%d\n", t->n);
	return t->failed ? 1 : 0;
}

#endif
