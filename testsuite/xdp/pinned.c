// SPDX-License-Identifier: GPL-2.0-or-later
// pinned.c - two maps pinned by name: a setting read on every packet
// (0 = pass, else drop) and a counter of each verdict; a second load, by
// either ip, finds both where the first one pinned them.
#include "xdp.h"

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, __u64);
	__uint(max_entries, 1);
	__uint(pinning, PIN_BY_NAME);
} xdp_pin_cfg SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(key_size, sizeof(__u32));
	__uint(value_size, sizeof(__u64));
	__uint(max_entries, 2);
	__uint(map_flags, 0);
	__uint(pinning, PIN_BY_NAME);
} xdp_pin_cnt SEC(".maps");

SEC("xdp")
int xdp_pinned(struct xdp_md *ctx)
{
	__u32 key = 0;
	__u64 *cfg = bpf_map_lookup_elem(&xdp_pin_cfg, &key);
	__u64 *n;

	key = cfg && *cfg ? 1 : 0;
	n = bpf_map_lookup_elem(&xdp_pin_cnt, &key);
	if (n)
		__sync_fetch_and_add(n, 1);
	return key ? XDP_DROP : XDP_PASS;
}

char _license[] SEC("license") = "GPL";
