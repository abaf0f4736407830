/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * rtnames.h - iproute2's 256-entry name tables of routing numbers: scopes
 * (/etc/iproute2/rt_scopes) and protocols (/etc/iproute2/rt_protos and
 * rt_protos.d/NAME.conf), each built in names overlaid by its files.
 *
 * As in iproute2, a number with a built-in name prints that name without
 * reading any file; other numbers, and every name look-up, read the files
 * first (once).  The state lives in the caller's struct rtnames.
 */
#ifndef IP_RTNAMES_H
#define IP_RTNAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "names.h"

struct rtnames_def;

struct rtnames {
	const struct rtnames_def *def;
	bool loaded;
	const char *tab[256];
	struct names files[8];	/* storage for the names the files gave */
};

extern const struct rtnames_def rtnames_scopes;
extern const struct rtnames_def rtnames_protos;

void rtnames_init(struct rtnames *t, const struct rtnames_def *def);
void rtnames_free(struct rtnames *t);
/* id -> name, or the number in buf (decimal: "%u" for protocols, "%d"
 * for scopes, as iproute2). */
const char *rtnames_n2a(struct rtnames *t, uint32_t id, char *buf,
			size_t size);
/* name or number (any base, at most 255) -> id: 0 or -1. */
int rtnames_a2n(struct rtnames *t, uint32_t *id, const char *arg);

#endif
