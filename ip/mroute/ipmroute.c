// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ip/mroute/ipmroute.c - "ip mroute": multicast routes (show).  Not written yet: handed on whole.
 */
#include "args.h"
#include "ip.h"

int do_ipmroute(struct ipctx *ctx, int argc, char **argv)
{
	(void)ctx;
	(void)argc;
	(void)argv;
	return IP_UNIMPL;
}
