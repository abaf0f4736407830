/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * names.h - iproute2's "id name" tables (/etc/iproute2/group and kin).
 *
 * One reader for a table file, and both directions on what it read, with
 * iproute2 6.1's rules: blank and '#' lines are skipped, an id is decimal
 * or 0x-hex, the name is the next word (it may start with '#'), negative
 * ids are ignored, and a line that is no "id name" stops the reading with
 * "Database FILE is corrupted at LINE" on stderr.
 */
#ifndef IP_NAMES_H
#define IP_NAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct id_name {
	uint32_t id;
	char *name;
};

struct names {
	bool loaded;
	size_t n;
	struct id_name *v;	/* in file order */
};

/* Read the first of files (NULL-terminated) that exists into t, once. */
void names_load(struct names *t, const char *const *files);
/* Read every file of dir whose name ends in suffix (not hidden, more than
 * the suffix), in directory order, into t, once. */
void names_load_dir(struct names *t, const char *dir, const char *suffix);
void names_free(struct names *t);
/* The name of id, or NULL.  The last line naming id wins. */
const char *names_id2name(const struct names *t, uint32_t id);
/* The id of name: 0, or -1 if the table has no such name. */
int names_name2id(const struct names *t, const char *name, uint32_t *id);

/* One name -> id look-up in files read for it alone: 0 or -1. */
int names_lookup(const char *const *files, const char *name, uint32_t *id);

/* Device groups. */
void group_names_load(struct names *t);
/* id -> name: loads t on first use; "default" for 0 unless the table names
 * it; else the number in buf. */
const char *group_id2name(struct names *t, uint32_t id, char *buf,
			  size_t size);
/* name -> id from the group table alone (no numbers): 0 or -1. */
int group_name2id(const char *name, uint32_t *id);

/* Routing table names (iproute2's built-in local/main/default, then
 * rt_tables and rt_tables.d/ *.conf) or numbers: 0 or -1. */
int rt_table_a2n(const char *arg, uint32_t *id);

/* Ethernet protocol numbers (iproute2's ll_proto names).  name -> id:
 * a name (any case) or a number; 0 or -1.  id -> name: the name, or
 * "[N]" in buf. */
int ethertype_a2n(const char *arg, uint16_t *id);
const char *ethertype_n2a(uint16_t id, char *buf, size_t size);

/* A TOS / DS field: a name from rt_dsfield or a hex number <= 255: 0 or
 * -1. */
int dsfield_a2n(uint32_t *id, const char *arg);

/* Protodown reasons (bits 0..31), named in
 * the .conf files of /etc/iproute2/protodown_reasons.d; t is loaded on
 * first use.
 * name -> bit: a name, else a number below 32; 0 or -1.  bit -> name: the
 * name, or the number in buf (always the number when numeric). */
int protodown_reason_a2n(struct names *t, const char *arg, uint32_t *id);
const char *protodown_reason_n2a(struct names *t, uint32_t id, bool numeric,
				 char *buf, size_t size);

#endif
