/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ipbatch_del.h - the batch driver's coalesced deletes (ip/batch/ipbatch_del.c),
 * called by the driver (ip/batch/ipbatch.c); a line of a run that must run on
 * its own runs through ip/ipbatch_line.c.  Not for commands: the batch
 * is a layer above them.
 */
#ifndef IP_IPBATCH_DEL_H
#define IP_IPBATCH_DEL_H

#include <stdbool.h>
#include <stdint.h>

#include "linkcache.h"

struct ipctx;

#define DEL_RUN_MIN 8		/* shorter delete runs go line by line */
#define DEL_RUN_MAX 16384	/* a run is bounded: constant memory */

/* The driver's state (ctx->batch). */
struct ipbatch {
	const char *name;	/* as given, for "Command failed NAME:LINE" */
	int ret;
	bool stop;		/* a line failed without -force */
	uint32_t scratch;	/* IP_BATCH_SCRATCH_GROUP (test build), 0:
				 * random per round */
	unsigned pause_ms;	/* IP_BATCH_ROUND_PAUSE (test build): a sleep
				 * between a round's moves and its delete, to
				 * stop the batch there; 0 in the installed ip */
};

/* One "link delete NAME" line of a run. */
struct del_entry {
	int line;
	char name[ALTIFNAMSIZ];
	/* what RTM_GETLINK said */
	int index;
	char real[IFNAMSIZ];	/* its name then (the line may give an altname) */
	int parent;		/* the device whose removal takes this one too */
	bool known_kind;	/* a kind whose removal rules we know */
	bool veth;
	uint32_t group;		/* its group before we moved it */
	/* the verdict */
	int status;		/* 0: delete it; 1: "Cannot find device" */
	bool done;		/* settled by a group delete */
	bool by_line;		/* left to a plain "link delete" line */
	bool skip;		/* after a failed line without -force */
};

/* Carry out a run of plain deletes and report each line in order;
 * returns true if the batch stops. */
bool ipbatch_delete_run(struct ipctx *ctx, struct del_entry *e, int n);

#endif
