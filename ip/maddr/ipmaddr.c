// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ip/maddr/ipmaddr.c - "ip maddress": multicast addresses (show, add, del).  Not written yet: handed on whole.
 */
#include "args.h"
#include "ip.h"

int do_ipmaddr(struct ipctx *ctx, int argc, char **argv)
{
	(void)ctx;
	(void)argc;
	(void)argv;
	return IP_UNIMPL;
}
