// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipnetns.c - "ip netns" (placeholder until the netns work lands).
 */
#include <stdio.h>

#include "ipctx.h"
#include "netns.h"

int do_ipnetns(struct ipctx *ctx, int argc, char **argv)
{
	(void)ctx;
	(void)argc;
	(void)argv;
	fprintf(stderr, "ip netns: not implemented yet\n");
	return 1;
}
