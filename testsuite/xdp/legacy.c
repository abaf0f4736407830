// SPDX-License-Identifier: GPL-2.0-or-later
// legacy.c - XDP_PASS, counting packets in a map of iproute2's legacy
// "maps" section (struct bpf_elf_map), pinned in the global namespace.
#include "xdp.h"

struct bpf_elf_map SEC("maps") xdp_leg_cnt = {
	.type = BPF_MAP_TYPE_ARRAY,
	.size_key = sizeof(__u32),
	.size_value = sizeof(__u64),
	.max_elem = 1,
	.pinning = PIN_GLOBAL_NS,
};

SEC("prog")
int xdp_legacy(struct xdp_md *ctx)
{
	__u32 key = 0;
	__u64 *v = bpf_map_lookup_elem(&xdp_leg_cnt, &key);

	if (v)
		__sync_fetch_and_add(v, 1);
	return XDP_PASS;
}

char _license[] SEC("license") = "GPL";
