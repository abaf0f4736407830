/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * bpf_int.h - what the parts of the BPF object loader share among
 * themselves (lib/bpf/bpf_elf.c, lib/bpf/bpf_btf.c, lib/bpf/bpf.c); not an API.
 */
#ifndef IP_BPF_INT_H
#define IP_BPF_INT_H

#include <elf.h>
#include <stdbool.h>
#include "bpf.h"

bool bpf_sym_get(const struct bpf_obj *o, size_t i, Elf64_Sym *s);
const char *bpf_sym_name(const struct bpf_obj *o, const Elf64_Sym *s);
size_t bpf_sec_by_name(const struct bpf_obj *o, const char *name);
struct bpf_mapdef *bpf_add_map(struct bpf_obj *o);
/* The program of section sec that holds instruction insn, or NULL. */
struct bpf_progdef *bpf_prog_at(const struct bpf_obj *o, size_t sec,
				size_t insn);
bool bpf_insn_is_ldimm64(const struct bpf_insn *i);
bool bpf_insn_is_call(const struct bpf_insn *i);

int bpf_btf_prepare(struct bpf_obj *o, const uint8_t *ext, size_t ext_len,
		    FILE *log);
uint32_t bpf_btf_datasec_id(const struct bpf_obj *o, const char *sec);
bool bpf_btf_datasec_mmapable(const struct bpf_obj *o, uint32_t id);
void bpf_btf_extern_error(const struct bpf_obj *o, const char *name,
			  FILE *log);
int bpf_btf_core_describe(const struct bpf_obj *o, const uint8_t *ext,
			  size_t ext_len, char *buf, size_t size);

#endif
