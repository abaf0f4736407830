/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * kind.h - link kinds as data.
 *
 * Each kind (ip/link/kind/link_<kind>.c) is a struct link_kind: an option set for
 * the option engine (include/opt.h: one table drives parsing, encoding,
 * text and JSON printing of "type KIND ARGS" and of the -d details) plus
 * what "ip link" and the batch driver need to know of the kind.  The
 * registry in ip/link/kind/kind.c lists them all; ip/link/kind/kind_ops.c does what is done
 * with one.
 */
#ifndef IP_KIND_H
#define IP_KIND_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "opt.h"

struct ipctx;
struct msg;

/* iproute2 bounds a kind's attributes at 1024 bytes of request. */
#define KIND_BOUND 1024

/* What removing a device of the kind takes away with it (for coalesced
 * batch deletes); KIND_DEL_UNKNOWN kinds are deleted line by line. */
enum kind_del {
	KIND_DEL_UNKNOWN,
	KIND_DEL_ALONE,		/* only itself */
	KIND_DEL_PEER,		/* its peer too (veth, vxcan) */
	KIND_DEL_UPPER,		/* goes when its lower device (IFLA_LINK)
				 * goes (macvlan, vlan, ipvlan) */
};

struct link_kind {
	struct opt_set set;	/* set.name is the kind: "vlan" */
	bool slave;		/* data goes to IFLA_INFO_SLAVE_DATA */
	enum kind_del del;
	/* A parser of its own for "type KIND ARGS" (tunnels that start
	 * from the device's settings); NULL: the table.  Called only when
	 * there are words; appends to the data nest the core has opened in
	 * m.  dev: the device changed (NULL when creating one).
	 * 0 or an exit status. */
	int (*parse)(struct ipctx *ctx, const struct link_kind *k, int argc,
		     char **argv, struct msg *m, bool create, const char *dev);
	/* Its data is a peer device, "peer [name] NAME [link options]"
	 * (veth, vxcan): the link parser reads it (ip/link/iplink.c), not parse
	 * or the table. */
	bool peer;
	/* A row printing IFLA_INFO_XSTATS (with -s), or NULL. */
	const struct opt *xstats;
};

/* The registry. */
const struct link_kind *kind_find(const char *name);
/* The "_slave" kind of a master kind ("bridge" -> bridge_slave). */
const struct link_kind *kind_find_slave(const char *master_kind);
/* Every kind, for walkers (tests, help): NULL after the last. */
const struct link_kind *kind_at(unsigned int i);

/* Does printing the kind's data print anything (the "info_data" object
 * is opened only then, as iproute2 opens it only for kinds that have a
 * printer)? */
bool kind_has_print(const struct link_kind *k);
/* Might printing it name another link (a look-up)? */
bool kind_may_lookup(const struct link_kind *k);

/* A parser for kinds iproute2 has none for but prints (tun): the words
 * are ignored, as there. */
int kind_ignore_words(struct ipctx *ctx, const struct link_kind *k, int argc,
		      char **argv, struct msg *m, bool create,
		      const char *dev);

/* Parse "type KIND ARGS" into the open data nest of m; dev: the device
 * "ip link set" changes (NULL for a new one). */
int kind_parse(struct ipctx *ctx, const struct link_kind *k, int argc,
	       char **argv, struct msg *m, bool create, const char *dev);
/* Print the data nest (may be NULL) for -d; ifla: the link's attributes. */
void kind_print(struct ipctx *ctx, const struct link_kind *k,
		const struct nlattr *data, const struct nlattr *const *ifla);
/* Print IFLA_INFO_XSTATS a with the kind's xstats row, if it has one. */
void kind_print_xstats(struct ipctx *ctx, const struct link_kind *k,
		       const struct nlattr *a);

#endif
