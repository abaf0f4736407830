/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ipbatch_line.h - one batch line (ip/batch/ipbatch_line.c), below the driver
 * (ip/batch/ipbatch.c) and the coalesced delete (ip/batch/ipbatch_del.c).  Not for
 * commands: the batch is a layer above them.
 */
#ifndef IP_IPBATCH_LINE_H
#define IP_IPBATCH_LINE_H

#include <stddef.h>

struct del_entry;
struct ipctx;

/* A line's end: "Command failed NAME:LINE" for a failure (which stops
 * the batch without -force), the -ack report. */
void ipbatch_line_done(struct ipctx *ctx, int line, int st);
/* Run one line (argv[0] is the object) and report it, unless it is
 * still pending; its messages wait for the lines in flight before it.
 * An object this ip does not implement goes to the fallback ip. */
int ipbatch_run_line(struct ipctx *ctx, int argc, char **argv, int line);
/* One delete line of a coalesced run, run on its own as any line is;
 * it reports before anything else runs. */
int ipbatch_del_line(struct ipctx *ctx, const struct del_entry *e);
/* Is this "link delete [dev] NAME" and nothing else?  NAME (copied into
 * name), or NULL. */
const char *ipbatch_plain_delete(struct ipctx *ctx, int argc, char **argv,
				 char *name, size_t size);

#endif
