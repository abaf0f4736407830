// SPDX-License-Identifier: GPL-2.0-or-later
// xdpmap.c - the tests' window on pinned BPF objects, through bpf(2) alone:
//   xdpmap get PATH KEY        print the u64 at u32 KEY of the array map
//                              pinned at PATH
//   xdpmap set PATH KEY VALUE  store the u64 VALUE there
//   xdpmap pinprog ID PATH     pin the program with id ID at PATH
//   xdpmap info PATH           print the pinned map's type, key size,
//                              value size, max entries and flags
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/bpf.h>

static int sys_bpf(int cmd, union bpf_attr *a)
{
	return syscall(__NR_bpf, cmd, a, sizeof(*a));
}

static int obj_get(const char *path)
{
	union bpf_attr a;

	memset(&a, 0, sizeof(a));
	a.pathname = (uint64_t)(unsigned long)path;
	return sys_bpf(BPF_OBJ_GET, &a);
}

static int die(const char *what, const char *arg)
{
	fprintf(stderr, "xdpmap: %s %s: %s\n", what, arg, strerror(errno));
	return 1;
}

int main(int argc, char **argv)
{
	union bpf_attr a;
	int fd;

	if (argc == 4 && !strcmp(argv[1], "get")) {
		uint32_t key = strtoul(argv[3], NULL, 0);
		uint64_t val = 0;

		fd = obj_get(argv[2]);
		if (fd < 0)
			return die("open", argv[2]);
		memset(&a, 0, sizeof(a));
		a.map_fd = fd;
		a.key = (uint64_t)(unsigned long)&key;
		a.value = (uint64_t)(unsigned long)&val;
		if (sys_bpf(BPF_MAP_LOOKUP_ELEM, &a))
			return die("lookup in", argv[2]);
		printf("%llu\n", (unsigned long long)val);
		return 0;
	}
	if (argc == 5 && !strcmp(argv[1], "set")) {
		uint32_t key = strtoul(argv[3], NULL, 0);
		uint64_t val = strtoull(argv[4], NULL, 0);

		fd = obj_get(argv[2]);
		if (fd < 0)
			return die("open", argv[2]);
		memset(&a, 0, sizeof(a));
		a.map_fd = fd;
		a.key = (uint64_t)(unsigned long)&key;
		a.value = (uint64_t)(unsigned long)&val;
		if (sys_bpf(BPF_MAP_UPDATE_ELEM, &a))
			return die("update of", argv[2]);
		return 0;
	}
	if (argc == 4 && !strcmp(argv[1], "pinprog")) {
		memset(&a, 0, sizeof(a));
		a.prog_id = strtoul(argv[2], NULL, 0);
		fd = sys_bpf(BPF_PROG_GET_FD_BY_ID, &a);
		if (fd < 0)
			return die("program", argv[2]);
		memset(&a, 0, sizeof(a));
		a.pathname = (uint64_t)(unsigned long)argv[3];
		a.bpf_fd = fd;
		if (sys_bpf(BPF_OBJ_PIN, &a))
			return die("pin", argv[3]);
		return 0;
	}
	if (argc == 3 && !strcmp(argv[1], "info")) {
		struct bpf_map_info info;

		fd = obj_get(argv[2]);
		if (fd < 0)
			return die("open", argv[2]);
		memset(&info, 0, sizeof(info));
		memset(&a, 0, sizeof(a));
		a.info.bpf_fd = fd;
		a.info.info_len = sizeof(info);
		a.info.info = (uint64_t)(unsigned long)&info;
		if (sys_bpf(BPF_OBJ_GET_INFO_BY_FD, &a))
			return die("info of", argv[2]);
		printf("type %u key %u value %u max %u flags %#x name %s\n",
		       info.type, info.key_size, info.value_size,
		       info.max_entries, info.map_flags, info.name);
		return 0;
	}
	fprintf(stderr, "usage: xdpmap get PATH KEY | set PATH KEY VALUE | pinprog ID PATH | info PATH\n");
	return 2;
}
