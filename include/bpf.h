/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * bpf.h - BPF objects without libbpf.
 *
 * Three steps, each usable alone:
 *  - parse (lib/bpf/bpf_elf.c, lib/bpf/bpf_btf.c): an ELF object file in memory is
 *    read with libelf into programs, maps, relocations and BTF.  No system
 *    calls: the fuzzer drives this step alone.
 *  - link (lib/bpf/bpf_elf.c): one program is laid out as the kernel wants it,
 *    with the .text subprograms it calls appended, call offsets, map and
 *    global data references, func_info and line_info; the result only lacks
 *    the map file descriptors.  Also no system calls.
 *  - load (lib/bpf/bpf.c): bpf(2): BTF, maps (pinned under bpffs where iproute2
 *    pins them, reused when already there), the program itself; and the
 *    program-info look-up the link printer uses.
 *
 * Diagnostics go to the FILE given to each call, worded as iproute2 6.1
 * (built with libbpf) words them where it has its own words.
 */
#ifndef IP_BPF_H
#define IP_BPF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <linux/bpf.h>

/* Where a map definition came from. */
enum bpf_map_origin {
	BPF_ORIGIN_BTF,		/* BTF-defined, section ".maps" */
	BPF_ORIGIN_LEGACY,	/* struct bpf_elf_map in section "maps" */
	BPF_ORIGIN_DATA,	/* .data, .data.* */
	BPF_ORIGIN_RODATA,	/* .rodata, .rodata.* */
	BPF_ORIGIN_BSS,		/* .bss, .bss.* */
};

/* Pinning, as iproute2's struct bpf_elf_map says it; a BTF-defined map
 * pinned by name is BPF_PINNING_GLOBAL (the same directory). */
enum {
	BPF_PINNING_NONE = 0,
	BPF_PINNING_OBJECT = 1,
	BPF_PINNING_GLOBAL = 2,
};

struct bpf_mapdef {
	const char *name;	/* symbol / variable name (in the image) */
	char kname[16];		/* name given to the kernel */
	enum bpf_map_origin origin;
	uint32_t type;
	uint32_t key_size;
	uint32_t value_size;
	uint32_t max_entries;
	uint32_t flags;
	uint32_t numa_node;
	uint64_t map_extra;
	uint32_t pinning;
	uint32_t id, inner_id, inner_idx;	/* legacy map-in-map */
	uint32_t btf_key_id, btf_value_id;
	size_t sec;		/* ELF section index */
	uint64_t off;		/* offset of the definition in it */
	const uint8_t *init;	/* initial contents (data maps), or NULL */
	size_t init_len;
};

enum bpf_reloc_kind {
	BPF_RELOC_CALL,		/* call into a .text subprogram */
	BPF_RELOC_FUNC,		/* ld_imm64 of a .text subprogram address */
	BPF_RELOC_MAP,		/* ld_imm64 of a map (fd) */
	BPF_RELOC_DATA,		/* ld_imm64 of a global data map value */
};

struct bpf_reloc {
	uint32_t insn;		/* index within its program */
	enum bpf_reloc_kind kind;
	uint32_t map;		/* MAP, DATA: index into maps */
	uint64_t sym_off;	/* symbol value */
};

struct bpf_progdef {
	const char *name;	/* function symbol */
	const char *sec_name;	/* section, without a leading '?' */
	size_t sec;
	size_t off;		/* first instruction, within the section */
	size_t cnt;		/* instructions */
	const uint8_t *insns;	/* raw bytes in the image (maybe unaligned) */
	struct bpf_reloc *relocs;	/* sorted by insn */
	size_t nrelocs;
	bool subprog;		/* a .text function called by programs */
};

/* .BTF.ext records of one ELF section. */
struct bpf_ext_sec {
	size_t sec;		/* ELF section index, 0 when not found */
	const uint8_t *recs;
	uint32_t nrecs;
};

struct bpf_ext_info {
	uint32_t rec_size;
	struct bpf_ext_sec *secs;
	size_t nsecs;
};

struct bpf_obj {
	char *path;		/* as given: libbpf's messages name it so */
	char name[16];		/* file name up to the first '.' */
	uint8_t *image;		/* the file's bytes */
	size_t image_len;
	void *elf;		/* Elf * */
	char license[64];
	uint32_t kversion;
	size_t nsecs;
	struct bpf_objsec *secs;
	const uint8_t *syms;	/* Elf64_Sym[], raw (maybe unaligned) */
	size_t nsyms;
	const char *strtab;
	size_t strtab_len;
	size_t text_sec;	/* 0 when none */
	size_t maps_sec;	/* legacy "maps", 0 when none */
	size_t btf_maps_sec;	/* ".maps", 0 when none */
	struct bpf_progdef *progs;	/* sorted by (sec, off) */
	size_t nprogs;
	struct bpf_mapdef *maps;
	size_t nmaps;
	uint8_t *btf;		/* .BTF with DATASEC sizes and offsets fixed */
	size_t btf_len;
	struct bpf_ext_info func_info, line_info;
	const uint8_t *btf_ext;	/* .BTF.ext as in the image */
	size_t btf_ext_len;
	size_t core_relos;	/* CO-RE relocations in .BTF.ext */
	size_t legacy_len;	/* size of one legacy map definition */
};

struct bpf_objsec {
	const char *name;
	uint32_t type;
	uint64_t flags;
	const uint8_t *data;	/* NULL for SHT_NOBITS */
	size_t size;
	uint32_t info, link;
	uint64_t entsize;
};

/* A program ready for BPF_PROG_LOAD but for its map fds. */
struct bpf_linked {
	struct bpf_insn *insns;
	size_t cnt;
	struct { uint32_t insn, map; } *fds;	/* ld_imm64s waiting for a map fd */
	size_t nfds;
	void *func_info;
	uint32_t func_cnt, func_rec;
	void *line_info;
	uint32_t line_cnt, line_rec;
};

/* Parse an object image (copied).  Returns 0, or -1 after saying why on
 * log (iproute2's or libbpf's words where they have them). */
int bpf_obj_parse(struct bpf_obj **out, const void *buf, size_t len,
		  const char *path, FILE *log);
void bpf_obj_free(struct bpf_obj *o);

/* The program iproute2 would attach: by function name when name is given,
 * else the first program of section sec.  -1 when none. */
long bpf_obj_find_prog(const struct bpf_obj *o, const char *sec,
		       const char *name);

/* Lay out program p (and the subprograms it calls). 0 or -1 (said on log). */
int bpf_obj_link(const struct bpf_obj *o, size_t p, struct bpf_linked *out,
		 FILE *log);
void bpf_linked_free(struct bpf_linked *l);

/* BTF (lib/bpf/bpf_btf.c): sizes and names of types in o->btf. */
int64_t bpf_btf_resolve_size(const uint8_t *btf, size_t len, uint32_t id);
int bpf_btf_find_map_kv(const uint8_t *btf, size_t len, const char *name,
			uint32_t *key, uint32_t *value);

/* Load: what the XDP attach needs. */
struct bpf_load_opts {
	const char *path;	/* object file */
	const char *section;	/* default section when no program name */
	const char *prog_name;	/* "program NAME", or NULL */
	uint32_t prog_type;	/* BPF_PROG_TYPE_XDP */
	uint32_t ifindex;	/* offload device, or 0 */
	bool verbose;		/* print the verifier log */
};

/* Load the object's program with its maps; returns a program fd or -1
 * after printing why on log. */
int bpf_load_object(const struct bpf_load_opts *opt, FILE *log);

/* A pinned program (the "pinned PATH" form): fd or -1 (said on log). */
int bpf_pinned_prog(const char *path, uint32_t prog_type, FILE *log);

/* Program info by id, for printing.  Returns 0 and fills info, or -errno. */
struct bpf_prog_info;
int bpf_prog_info_by_id(uint32_t id, struct bpf_prog_info *info);

/* The bpffs work directory for a program type ("/sys/fs/bpf/xdp/"),
 * mounting bpffs and making iproute2's hierarchy when missing; NULL when
 * that fails. */
const char *bpf_work_dir(uint32_t prog_type, char *buf, size_t size,
			 FILE *log);

#endif
