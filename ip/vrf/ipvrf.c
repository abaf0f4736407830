// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ip/vrf/ipvrf.c - "ip vrf": VRF membership of processes (show, identify, pids, exec).  Not written yet: handed on whole.
 */
#include "args.h"
#include "ip.h"

int do_ipvrf(struct ipctx *ctx, int argc, char **argv)
{
	(void)ctx;
	(void)argc;
	(void)argv;
	return IP_UNIMPL;
}
