// SPDX-License-Identifier: GPL-2.0-or-later
// bpf_obj.c - a parsed BPF object's parts, as the ELF parser (bpf_elf.c),
// the BTF reader (bpf_btf.c) and the linker (bpf_link.c) reach them:
// symbols, sections by name, maps, the program holding an instruction,
// and the object's end.

#include <stdlib.h>
#include <string.h>

#include "bpf.h"
#include "bpf_int.h"

#ifdef HAVE_ELF
#include <libelf.h>
#include "elf_dl.h"
#endif

bool bpf_sym_get(const struct bpf_obj *o, size_t i, Elf64_Sym *s)
{
	if (i >= o->nsyms)
		return false;
	memcpy(s, o->syms + i * sizeof(*s), sizeof(*s));
	return true;
}

const char *bpf_sym_name(const struct bpf_obj *o, const Elf64_Sym *s)
{
	if (!o->strtab || s->st_name >= o->strtab_len ||
	    !memchr(o->strtab + s->st_name, 0, o->strtab_len - s->st_name))
		return NULL;
	return o->strtab + s->st_name;
}

size_t bpf_sec_by_name(const struct bpf_obj *o, const char *name)
{
	size_t i;

	for (i = 1; i < o->nsecs; i++)
		if (o->secs[i].name && !strcmp(o->secs[i].name, name))
			return i;
	return 0;
}

struct bpf_mapdef *bpf_add_map(struct bpf_obj *o)
{
	struct bpf_mapdef *m = realloc(o->maps, (o->nmaps + 1) * sizeof(*m));

	if (!m)
		return NULL;
	o->maps = m;
	m += o->nmaps++;
	memset(m, 0, sizeof(*m));
	return m;
}

void bpf_obj_free(struct bpf_obj *o)
{
	size_t i;

	if (!o)
		return;
	for (i = 0; i < o->nprogs; i++)
		free(o->progs[i].relocs);
	free(o->progs);
	free(o->maps);
	free(o->secs);
	free(o->btf);
	free(o->func_info.secs);
	free(o->line_info.secs);
#ifdef HAVE_ELF
	if (o->elf)
		elf_end(o->elf);
#endif
	free(o->image);
	free(o->path);
	free(o);
}

struct bpf_progdef *bpf_prog_at(const struct bpf_obj *o, size_t sec,
				   size_t insn)
{
	size_t i;

	for (i = 0; i < o->nprogs; i++) {
		struct bpf_progdef *p = &o->progs[i];

		if (p->sec == sec && insn >= p->off && insn < p->off + p->cnt)
			return p;
	}
	return NULL;
}

bool bpf_insn_is_ldimm64(const struct bpf_insn *i)
{
	return i->code == (BPF_LD | BPF_IMM | BPF_DW);
}

bool bpf_insn_is_call(const struct bpf_insn *i)
{
	return i->code == (BPF_JMP | BPF_CALL);
}
