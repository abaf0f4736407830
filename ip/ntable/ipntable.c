// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ip/ntable/ipntable.c - "ip ntable": neighbour tables (show, change).  Not written yet: handed on whole.
 */
#include "args.h"
#include "ip.h"

int do_ipntable(struct ipctx *ctx, int argc, char **argv)
{
	(void)ctx;
	(void)argc;
	(void)argv;
	return IP_UNIMPL;
}
