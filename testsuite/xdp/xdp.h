/* SPDX-License-Identifier: GPL-2.0-or-later */
/* xdp.h - the few definitions the test XDP programs need (no libbpf headers). */
#ifndef TEST_XDP_H
#define TEST_XDP_H
#include <linux/bpf.h>

#define SEC(name) __attribute__((section(name), used))
#define __uint(name, val) int (*name)[val]
#define __type(name, val) typeof(val) *name
#define __noinline __attribute__((noinline))

/* pinning values of BTF-defined maps */
#define PIN_BY_NAME 1

/* struct bpf_elf_map of iproute2's legacy "maps" section */
struct bpf_elf_map {
	__u32 type;
	__u32 size_key;
	__u32 size_value;
	__u32 max_elem;
	__u32 flags;
	__u32 id;
	__u32 pinning;
	__u32 inner_id;
	__u32 inner_idx;
};
#define PIN_NONE 0
#define PIN_OBJECT_NS 1
#define PIN_GLOBAL_NS 2

static void *(*bpf_map_lookup_elem)(void *map, const void *key) = (void *)BPF_FUNC_map_lookup_elem;

#endif
