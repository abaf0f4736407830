// SPDX-License-Identifier: GPL-2.0-or-later
// verifier.c - a program the verifier rejects: it reads packet data
// without checking it against data_end.
#include "xdp.h"

SEC("xdp")
int xdp_unsafe(struct xdp_md *ctx)
{
	unsigned char *data = (void *)(long)ctx->data;

	return data[12] == 0x08 ? XDP_DROP : XDP_PASS;
}

char _license[] SEC("license") = "GPL";
