/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * rtnames.h - the names of route protocols and scopes, as iproute2 6.1
 * reads and prints them: /etc/iproute2/rt_protos (and rt_protos.d/
 * NAME.conf) and rt_scopes on top of iproute2's built-in names, read once
 * and only when needed: printing a number that has a built-in name does
 * not read the file, exactly as iproute2 does.  With numeric set (-N)
 * numbers are printed instead of names.
 *
 * (The same interface as the route branch's lib/rtnames.c, which also has
 * tables, realms and DS fields: that file replaces this one when both
 * are merged.)
 *
 * name -> id functions return 0 and the id, or -1; id -> name functions
 * return the name, or the number written into buf.  A struct rtnames
 * starts zeroed and ends with rtnames_free().
 */
#ifndef IP_RTNAMES_H
#define IP_RTNAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "names.h"

enum {
	RTN_TABLES,
	RTN_PROTOS,
	RTN_SCOPES,
	RTN_REALMS,
	RTN_DSFIELD,
	RTN_NFILES
};

struct rtnames {
	bool numeric;			/* -N */
	bool loaded[RTN_NFILES];
	struct names t[RTN_NFILES];
};

void rtnames_free(struct rtnames *r);

/* Protocols, scopes: 0..255, any base. */
const char *rt_proto_n2a(struct rtnames *r, uint32_t id, char *buf, size_t size);
int rt_proto_a2n(struct rtnames *r, const char *arg, uint32_t *id);
const char *rt_scope_n2a(struct rtnames *r, uint32_t id, char *buf, size_t size);
int rt_scope_a2n(struct rtnames *r, const char *arg, uint32_t *id);

#endif
