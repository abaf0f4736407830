// SPDX-License-Identifier: GPL-2.0-or-later
// badsym.c - a relocation to a symbol the object does not define.
#include "xdp.h"

extern int xdp_nowhere(int x);

SEC("xdp")
int xdp_badsym(struct xdp_md *ctx)
{
	return xdp_nowhere(ctx->ingress_ifindex) ? XDP_PASS : XDP_DROP;
}

char _license[] SEC("license") = "GPL";
