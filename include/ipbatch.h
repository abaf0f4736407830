/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ipbatch.h - the batch driver: pipelined requests, coalesced deletes,
 * per-line completion reports.
 */
#ifndef IP_IPBATCH_H
#define IP_IPBATCH_H

struct ipctx;

/* Run "ip -batch NAME" ("-": standard input).  Returns the exit status. */
int ipbatch_run(struct ipctx *ctx, const char *name);

/* A line's command has finished with exit status st (0 = success). */
void ipbatch_line_done(struct ipctx *ctx, int line, int st);

/* Run one command line (argv[0] is the object). */
int ip_do_cmd(struct ipctx *ctx, int argc, char **argv);
int ip_ctx_open(struct ipctx *ctx);
void ip_ctx_close(struct ipctx *ctx);

#endif
