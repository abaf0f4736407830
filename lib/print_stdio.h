/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * print_stdio.h - lib/print.c's one piece that knows the C library: room
 * for n bytes straight in a glibc FILE's write buffer.
 *
 * A listing writes a few dozen small pieces per link; fwrite_unlocked's
 * path costs many times the copy.  With glibc, stdio_room() hands out the
 * free part of the FILE's buffer (_IO_write_ptr.._IO_write_end) and
 * stdio_room_used() moves the pointer past what was written, as putc's
 * own macro does.  A line-buffered or unbuffered stream keeps no room
 * there, so its bytes go through stdio and keep its rules; other C
 * libraries always take the stdio path.
 *
 * The measurement that keeps it: 20,001 links (10,000 veth pairs up),
 * output to /dev/null, median of 11 runs, this build against one built
 * with -DOUT_STDIO_ONLY (stdio_room() never hands out room), the two
 * alternating, 2026-12-07.  User CPU: "link show" 12.5 against 15.6 ms,
 * "-d link show" 19.2 against 28.0, "-j link show" 11.9 against 16.0,
 * "-br link show" 8.2 against 11.9 (a quarter to a third of the user time
 * of a listing; wall time 3-17 % of its 80-100 ms, the rest the kernel's
 * dump).  "-j address show" gains nothing (71 against 68 ms, within
 * noise): its time goes elsewhere.
 */
#ifndef IP_PRINT_STDIO_H
#define IP_PRINT_STDIO_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* n bytes, n <= 16, without a call: two loads and two stores that
 * overlap in the middle (most pieces of a listing are a few bytes) */
static inline void copy_small(char *d, const char *s, size_t n)
{
	if (n >= 8) {
		uint64_t a, b;

		memcpy(&a, s, 8);
		memcpy(&b, s + n - 8, 8);
		memcpy(d, &a, 8);
		memcpy(d + n - 8, &b, 8);
	} else if (n >= 4) {
		uint32_t a, b;

		memcpy(&a, s, 4);
		memcpy(&b, s + n - 4, 4);
		memcpy(d, &a, 4);
		memcpy(d + n - 4, &b, 4);
	} else if (n) {
		d[0] = s[0];
		d[n / 2] = s[n / 2];
		d[n - 1] = s[n - 1];
	}
}

static inline void copy_any(char *d, const char *s, size_t n)
{
	if (n <= 16)
		copy_small(d, s, n);
	else
		memcpy(d, s, n);
}

/* Room for n bytes (and one more) in fp's buffer: where they go, or NULL
 * (then the caller writes through stdio). */
static inline char *stdio_room(FILE *fp, size_t n)
{
#if defined(__GLIBC__) && !defined(OUT_STDIO_ONLY)
	if ((size_t)(fp->_IO_write_end - fp->_IO_write_ptr) > n)
		return fp->_IO_write_ptr;
#else
	(void)fp;
	(void)n;
#endif
	return NULL;
}

/* The bytes up to w, handed out by stdio_room, are written. */
static inline void stdio_room_used(FILE *fp, char *w)
{
#if defined(__GLIBC__) && !defined(OUT_STDIO_ONLY)
	fp->_IO_write_ptr = w;
#else
	(void)fp;
	(void)w;
#endif
}

#endif
