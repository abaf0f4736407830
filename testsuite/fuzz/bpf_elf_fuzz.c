// SPDX-License-Identifier: GPL-2.0-or-later
// bpf_elf_fuzz.c - libFuzzer target for the BPF object parser and linker
// (lib/bpf/bpf_elf.c, lib/bpf/bpf_btf.c, lib/bpf/bpf_obj.c): random bytes as an ELF
// object, then every program found is linked.  Neither step makes a
// system call.
#include <stdint.h>
#include <stdio.h>

#include "bpf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *devnull;
	struct bpf_obj *o;
	size_t i;

	if (!devnull)
		devnull = fopen("/dev/null", "w");
	if (bpf_obj_parse(&o, data, size, "fuzz.o", devnull))
		return 0;
	bpf_obj_find_prog(o, "xdp", NULL);
	for (i = 0; i < o->nprogs; i++) {
		struct bpf_linked l;

		if (o->progs[i].subprog)
			continue;
		if (!bpf_obj_link(o, i, &l, devnull))
			bpf_linked_free(&l);
	}
	bpf_obj_free(o);
	return 0;
}
