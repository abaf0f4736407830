/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * rtnames.h - the names of routing tables, route protocols, scopes,
 * realms and DS fields, as iproute2 6.1 reads and prints them:
 * /etc/iproute2/rt_tables (and rt_tables.d/NAME.conf), rt_protos (and
 * rt_protos.d/NAME.conf), rt_scopes, rt_realms and rt_dsfield on top of
 * iproute2's built-in names, read once and only when needed: printing a
 * number that has a built-in name does not read the file (tables aside:
 * iproute2 reads those on the first look-up), exactly as iproute2 does.
 * With numeric set (-N) numbers are printed instead of names.
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

/* Realms: 0..255 ("unknown" is 0); rt_realms_a2n reads "FROM/TO", a
 * realm name or number for TO alone, or a raw 32-bit number. */
const char *rt_realm_n2a(struct rtnames *r, uint32_t id, char *buf, size_t size);
int rt_realm_a2n(struct rtnames *r, const char *arg, uint32_t *id);
int rt_realms_a2n(struct rtnames *r, const char *arg, uint32_t *realms);

/* Routing tables: any 32-bit id ("local" 255, "main" 254, "default"
 * 253); name2id takes a name or a number in any base. */
const char *rt_table_n2a(struct rtnames *r, uint32_t id, char *buf, size_t size);
int rt_table_name2id(struct rtnames *r, const char *arg, uint32_t *id);

/* DS fields (TOS): a name, else "0x%02x"; a2n: a name or hex <= 255. */
const char *rt_dsfield_n2a(struct rtnames *r, uint32_t id, char *buf,
			   size_t size);
int rt_dsfield_a2n(struct rtnames *r, const char *arg, uint32_t *id);

#endif
