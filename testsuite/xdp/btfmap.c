// SPDX-License-Identifier: GPL-2.0-or-later
// btfmap.c - XDP_PASS, counting packets in a BTF-defined array map pinned by name.
#include "xdp.h"

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, __u64);
	__uint(max_entries, 1);
	__uint(pinning, PIN_BY_NAME);
} xdp_btf_cnt SEC(".maps");

SEC("xdp")
int xdp_count(struct xdp_md *ctx)
{
	__u32 key = 0;
	__u64 *v = bpf_map_lookup_elem(&xdp_btf_cnt, &key);

	if (v)
		__sync_fetch_and_add(v, 1);
	return XDP_PASS;
}

char _license[] SEC("license") = "GPL";
