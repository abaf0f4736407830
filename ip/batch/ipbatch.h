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

#endif
