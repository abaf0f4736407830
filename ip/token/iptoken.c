// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ip/token/iptoken.c - "ip token": IPv6 interface tokens (list, set, get, del).  Not written yet: handed on whole.
 */
#include "args.h"
#include "ip.h"

int do_iptoken(struct ipctx *ctx, int argc, char **argv)
{
	(void)ctx;
	(void)argc;
	(void)argv;
	return IP_UNIMPL;
}
