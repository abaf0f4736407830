// SPDX-License-Identifier: GPL-2.0-or-later
// drop.c - an XDP program that drops every packet.
#include "xdp.h"

SEC("xdp")
int xdp_drop(struct xdp_md *ctx)
{
	return XDP_DROP;
}

char _license[] SEC("license") = "GPL";
