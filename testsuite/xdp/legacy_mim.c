// SPDX-License-Identifier: GPL-2.0-or-later
// legacy_mim.c - iproute2's legacy map-in-map: an inner array (id 1,
// placed at index 0) in an outer ARRAY_OF_MAPS (inner_id 1), pinned
// globally; packets are counted in the inner map through the outer one.
#include "xdp.h"

struct bpf_elf_map SEC("maps") xdp_mim_in = {
	.type = BPF_MAP_TYPE_ARRAY,
	.size_key = sizeof(__u32),
	.size_value = sizeof(__u64),
	.max_elem = 1,
	.id = 1,
	.inner_idx = 0,
};

struct bpf_elf_map SEC("maps") xdp_mim_out = {
	.type = BPF_MAP_TYPE_ARRAY_OF_MAPS,
	.size_key = sizeof(__u32),
	.size_value = sizeof(__u32),
	.max_elem = 1,
	.inner_id = 1,
	.pinning = PIN_GLOBAL_NS,
};

SEC("prog")
int xdp_mim(struct xdp_md *ctx)
{
	__u32 key = 0;
	void *in = bpf_map_lookup_elem(&xdp_mim_out, &key);
	__u64 *v;

	if (!in)
		return XDP_PASS;
	v = bpf_map_lookup_elem(in, &key);
	if (v)
		__sync_fetch_and_add(v, 1);
	return XDP_PASS;
}

char _license[] SEC("license") = "GPL";
