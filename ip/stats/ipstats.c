// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ip/stats/ipstats.c - "ip stats": interface statistics (show, set).  Not written yet: handed on whole.
 */
#include "args.h"
#include "ip.h"

int do_ipstats(struct ipctx *ctx, int argc, char **argv)
{
	(void)ctx;
	(void)argc;
	(void)argv;
	return IP_UNIMPL;
}
