// SPDX-License-Identifier: GPL-2.0-or-later
// badmaptype.c - a BTF-defined map of a type the kernel does not know.
#include "xdp.h"

struct {
	__uint(type, 4242);
	__type(key, __u32);
	__type(value, __u64);
	__uint(max_entries, 1);
} xdp_bad_map SEC(".maps");

SEC("xdp")
int xdp_badmap(struct xdp_md *ctx)
{
	__u32 key = 0;
	__u64 *v = bpf_map_lookup_elem(&xdp_bad_map, &key);

	return v ? XDP_PASS : XDP_DROP;
}

char _license[] SEC("license") = "GPL";
