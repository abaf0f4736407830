/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fallback.h - the other ip (IP_FALLBACK, default /usr/sbin/ip; empty:
 * none) that runs what this one does not implement.
 */
#ifndef IP_FALLBACK_H
#define IP_FALLBACK_H

#include <stddef.h>

/* The fallback's real path into out: 0, or -1 if there is none (unset to
 * empty, missing, not executable, or this program itself). */
int fallback_path(char *out, size_t size);

/* Run it as a child with argv (argv[0] included, NULL-terminated) and
 * standard input from /dev/null; wait.  Its exit status (128 + signal if
 * killed), or -1 if it could not be started. */
int fallback_run(const char *path, char *const argv[]);

#endif
