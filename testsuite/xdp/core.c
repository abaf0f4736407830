// SPDX-License-Identifier: GPL-2.0-or-later
// core.c - a CO-RE relocation against a kernel type: what this ip's loader
// refuses by name (libbpf would relocate it against the kernel's BTF).
#include "xdp.h"

struct net_device {
	int ifindex;
} __attribute__((preserve_access_index));

SEC("xdp")
int xdp_core(struct xdp_md *ctx)
{
	struct net_device *dev = (void *)(long)ctx->data;

	return __builtin_preserve_access_index(dev->ifindex) ? XDP_PASS : XDP_DROP;
}

char _license[] SEC("license") = "GPL";
