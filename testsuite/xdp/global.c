// SPDX-License-Identifier: GPL-2.0-or-later
// global.c - global data (.data, .rodata, .bss) and bpf-to-bpf calls into
// .text; the verdict comes from .rodata, packets are counted in .bss and in
// a pinned map so the test can read them back.
#include "xdp.h"

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, __u64);
	__uint(max_entries, 2);
	__uint(pinning, PIN_BY_NAME);
} xdp_glob_cnt SEC(".maps");

const volatile int verdict = XDP_PASS;	/* .rodata */
__u64 seen;				/* .bss */
__u64 step = 1;				/* .data */

static __noinline __u64 bump(__u64 *p, __u64 by)
{
	__sync_fetch_and_add(p, by);
	return by;
}

__noinline int count(__u32 key)
{
	__u64 *v = bpf_map_lookup_elem(&xdp_glob_cnt, &key);

	if (!v)
		return 0;
	bump(v, step);
	return 1;
}

SEC("xdp")
int xdp_global(struct xdp_md *ctx)
{
	seen++;
	count(0);
	if (seen > 0)
		count(1);
	return verdict;
}

char _license[] SEC("license") = "GPL";
