/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Unit tests for the BPF object parser and linker (lib/bpf/bpf_elf.c,
 * lib/bpf/bpf_btf.c) on the objects the Makefile compiles from
 * testsuite/xdp/ sources with clang (directory in $XDP_OBJ_DIR): programs,
 * maps of every origin, relocations, subprogram layout, func/line info;
 * and every truncation of every object, which must fail cleanly.  No
 * bpf(2) calls.
 */
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "bpf.h"
#include "tap.h"

static struct tap T;
static FILE *devnull;

static uint8_t *slurp(const char *dir, const char *name, size_t *len)
{
	char path[4096];
	uint8_t *buf;
	long n;
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "rb");
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = malloc(n ? n : 1);
	if (buf && fread(buf, 1, n, f) != (size_t)n) {
		free(buf);
		buf = NULL;
	}
	fclose(f);
	*len = n;
	return buf;
}

static struct bpf_obj *parse(const char *dir, const char *name, FILE *log)
{
	struct bpf_obj *o = NULL;
	uint8_t *buf;
	size_t len;

	buf = slurp(dir, name, &len);
	if (!buf)
		return NULL;
	if (bpf_obj_parse(&o, buf, len, name, log))
		o = NULL;
	free(buf);
	return o;
}

static const struct bpf_mapdef *map_named(const struct bpf_obj *o, const char *n)
{
	size_t i;

	for (i = 0; i < o->nmaps; i++)
		if (!strcmp(o->maps[i].kname, n))
			return &o->maps[i];
	return NULL;
}

static void test_drop(const char *dir)
{
	struct bpf_obj *o = parse(dir, "drop.o", devnull);
	struct bpf_linked l;
	long p;

	if (!tap_ok(&T, o != NULL, "drop.o parses"))
		return;
	tap_int(&T, o->nprogs, 1, "drop.o: one program");
	tap_str(&T, o->progs[0].name, "xdp_drop", "drop.o: its name");
	tap_str(&T, o->progs[0].sec_name, "xdp", "drop.o: its section");
	tap_str(&T, o->license, "GPL", "drop.o: license");
	tap_int(&T, o->nmaps, 0, "drop.o: no maps");
	p = bpf_obj_find_prog(o, "xdp", NULL);
	tap_int(&T, p, 0, "found by section");
	tap_int(&T, bpf_obj_find_prog(o, "prog", NULL), -1, "default section 'prog' absent");
	tap_int(&T, bpf_obj_find_prog(o, "nosuch", "xdp_drop"), 0,
		"a program name wins over the section");
	tap_int(&T, bpf_obj_find_prog(o, "xdp", "nosuch"), -1, "missing program name");
	tap_int(&T, bpf_obj_link(o, p, &l, devnull), 0, "drop.o links");
	tap_int(&T, l.cnt, 2, "r0 = 1; exit");
	tap_int(&T, l.insns[0].imm, XDP_DROP, "returns XDP_DROP");
	tap_int(&T, l.func_cnt, 1, "one func_info record");
	tap_ok(&T, l.line_cnt >= 1, "line_info records");
	bpf_linked_free(&l);
	bpf_obj_free(o);
}

static void test_btfmap(const char *dir)
{
	struct bpf_obj *o = parse(dir, "btfmap.o", devnull);
	const struct bpf_mapdef *m;
	struct bpf_linked l;
	size_t i;

	if (!tap_ok(&T, o != NULL, "btfmap.o parses"))
		return;
	m = map_named(o, "xdp_btf_cnt");
	if (!tap_ok(&T, m != NULL, "BTF-defined map found"))
		goto out;
	tap_int(&T, m->origin, BPF_ORIGIN_BTF, "from .maps");
	tap_int(&T, m->type, BPF_MAP_TYPE_ARRAY, "type");
	tap_int(&T, m->key_size, 4, "key size from the key type");
	tap_int(&T, m->value_size, 8, "value size from the value type");
	tap_int(&T, m->max_entries, 1, "max_entries");
	tap_int(&T, m->pinning, BPF_PINNING_GLOBAL, "pinned by name");
	tap_ok(&T, m->btf_key_id && m->btf_value_id, "BTF key and value type ids");
	tap_int(&T, bpf_obj_link(o, 0, &l, devnull), 0, "btfmap.o links");
	tap_int(&T, l.nfds, 1, "one map reference");
	i = l.fds[0].insn;
	tap_int(&T, l.insns[i].src_reg, BPF_PSEUDO_MAP_FD, "marked as a map fd");
	tap_int(&T, l.insns[i].code, BPF_LD | BPF_IMM | BPF_DW, "on an ld_imm64");
	bpf_linked_free(&l);
out:
	bpf_obj_free(o);
}

static void test_pinned(const char *dir)
{
	struct bpf_obj *o = parse(dir, "pinned.o", devnull);
	const struct bpf_mapdef *m;

	if (!tap_ok(&T, o != NULL, "pinned.o parses"))
		return;
	m = map_named(o, "xdp_pin_cnt");
	if (tap_ok(&T, m != NULL, "map with key_size/value_size numbers")) {
		tap_int(&T, m->key_size, 4, "key_size");
		tap_int(&T, m->value_size, 8, "value_size");
		tap_int(&T, m->max_entries, 2, "max_entries");
		tap_int(&T, m->btf_key_id, 0, "no key type id");
	}
	bpf_obj_free(o);
}

static void test_global(const char *dir)
{
	struct bpf_obj *o = parse(dir, "global.o", devnull);
	const struct bpf_mapdef *ro, *data, *bss;
	struct bpf_linked l;
	size_t i, value_refs = 0;
	long p;

	if (!tap_ok(&T, o != NULL, "global.o parses"))
		return;
	ro = map_named(o, "global.rodata");
	data = map_named(o, "global.data");
	bss = map_named(o, "global.bss");
	tap_ok(&T, ro && data && bss, "data maps named as libbpf names them");
	if (ro) {
		tap_int(&T, ro->flags, BPF_F_RDONLY_PROG | BPF_F_MMAPABLE, ".rodata flags");
		tap_ok(&T, ro->init && ro->init_len == 4, ".rodata initial value");
		tap_ok(&T, ro->btf_value_id != 0, ".rodata value is its DATASEC");
	}
	if (bss)
		tap_ok(&T, !bss->init && bss->value_size == 8, ".bss is zeroes");
	if (data)
		tap_int(&T, data->flags, BPF_F_MMAPABLE, ".data flags");
	p = bpf_obj_find_prog(o, "xdp", NULL);
	tap_ok(&T, p >= 0 && !o->progs[p].subprog, "the program, not a subprogram");
	if (p < 0 || bpf_obj_link(o, p, &l, devnull)) {
		tap_ok(&T, 0, "global.o links");
		goto out;
	}
	tap_ok(&T, l.cnt > o->progs[p].cnt, "subprograms appended");
	tap_int(&T, l.func_cnt, 3, "func_info: program, count, bump");
	for (i = 0; i < l.nfds; i++)
		if (l.insns[l.fds[i].insn].src_reg == BPF_PSEUDO_MAP_VALUE)
			value_refs++;
	tap_ok(&T, value_refs >= 3, "global variables as map values");
	for (i = 0; i < l.cnt; i++)
		if (l.insns[i].code == (BPF_JMP | BPF_CALL) &&
		    l.insns[i].src_reg == BPF_PSEUDO_CALL) {
			long t = (long)i + l.insns[i].imm + 1;

			if (t <= (long)o->progs[p].cnt - 1 || t >= (long)l.cnt)
				break;
		}
	tap_int(&T, i, l.cnt, "every call lands in an appended subprogram");
	bpf_linked_free(&l);
out:
	bpf_obj_free(o);
}

static void test_legacy(const char *dir)
{
	struct bpf_obj *o = parse(dir, "legacy.o", devnull);
	const struct bpf_mapdef *m;

	if (!tap_ok(&T, o != NULL, "legacy.o parses"))
		return;
	m = map_named(o, "xdp_leg_cnt");
	if (tap_ok(&T, m != NULL, "legacy map found")) {
		tap_int(&T, m->origin, BPF_ORIGIN_LEGACY, "from \"maps\"");
		tap_int(&T, m->pinning, BPF_PINNING_GLOBAL, "PIN_GLOBAL_NS");
		tap_int(&T, m->value_size, 8, "size_value");
	}
	tap_int(&T, bpf_obj_find_prog(o, "prog", NULL), 0, "default section");
	bpf_obj_free(o);
}

static void test_errors(const char *dir)
{
	char buf[4096] = "";
	struct bpf_obj *o;
	FILE *log = tmpfile();
	size_t n;

	o = parse(dir, "badsym.o", log);
	tap_ok(&T, o == NULL, "an unresolved extern is refused");
	rewind(log);
	n = fread(buf, 1, sizeof(buf) - 1, log);
	buf[n] = 0;
	tap_str(&T, buf, "libbpf: failed to find BTF for extern 'xdp_nowhere' [9] section: -2\n"
		"ERROR: opening BPF object file failed\n", "in libbpf's words");
	fclose(log);
	o = NULL;
	tap_int(&T, bpf_obj_parse(&o, "hello", 5, "x.o", devnull), -1, "not ELF");
	tap_ok(&T, o == NULL, "nothing returned");
}

/* Every prefix of every object: refused or parsed, never a crash (the
 * sanitizer build checks the "never"). */
static void test_truncations(const char *dir)
{
	static const char *const names[] = {
		"drop.o", "btfmap.o", "global.o", "legacy.o", "pinned.o",
	};
	size_t i, len, cut, parsed = 0, total = 0;

	for (i = 0; i < ARRAY_SIZE(names); i++) {
		uint8_t *buf = slurp(dir, names[i], &len);

		if (!buf)
			continue;
		for (cut = 0; cut < len; cut += 7) {
			struct bpf_obj *o;
			struct bpf_linked l;

			total++;
			if (bpf_obj_parse(&o, buf, cut, names[i], devnull))
				continue;
			parsed++;
			if (o->nprogs && !bpf_obj_link(o, 0, &l, devnull))
				bpf_linked_free(&l);
			bpf_obj_free(o);
		}
		free(buf);
	}
	tap_ok(&T, total > 100, "%zu truncated objects, %zu of them parsed", total, parsed);
}

/* A relocation section renamed into a DWARF one (".debug_..."), its target
 * section index out of range: both section walks pass over it alike (the
 * relocation walk once read the target past the section table; found by
 * bpf_elf_fuzz in CI). */
static void test_debug_rel(const char *dir)
{
	size_t len, i, changed = 0;
	uint8_t *buf = slurp(dir, "global.o", &len);
	Elf64_Ehdr eh;
	Elf64_Shdr strs;
	const char *dbg;
	struct bpf_obj *o;

	if (!buf) {
		tap_ok(&T, 0, "global.o read");
		return;
	}
	memcpy(&eh, buf, sizeof(eh));
	memcpy(&strs, buf + eh.e_shoff + (size_t)eh.e_shstrndx * sizeof(strs), sizeof(strs));
	dbg = memmem(buf + strs.sh_offset, strs.sh_size, ".debug_", 7);
	for (i = 0; dbg && i < eh.e_shnum; i++) {
		Elf64_Shdr sh;
		uint8_t *at = buf + eh.e_shoff + i * sizeof(sh);

		memcpy(&sh, at, sizeof(sh));
		if (sh.sh_type != SHT_REL)
			continue;
		sh.sh_name = (Elf64_Word)(dbg - (const char *)(buf + strs.sh_offset));
		sh.sh_info = 60000;
		memcpy(at, &sh, sizeof(sh));
		changed++;
	}
	tap_ok(&T, changed > 0, "%zu relocation sections renamed .debug_*", changed);
	o = NULL;
	if (!bpf_obj_parse(&o, buf, len, "global.o", devnull)) {
		for (i = 0; i < o->nprogs; i++) {
			struct bpf_linked l;

			if (!o->progs[i].subprog && !bpf_obj_link(o, i, &l, devnull))
				bpf_linked_free(&l);
		}
		bpf_obj_free(o);
	}
	tap_ok(&T, 1, "parsed and linked without reading past the section table");
	free(buf);
}

int main(void)
{
	const char *dir = getenv("XDP_OBJ_DIR");
	char probe[4096];
	FILE *f;

	devnull = fopen("/dev/null", "w");
	if (!dir)
		dir = "build/testsuite/xdp";
	snprintf(probe, sizeof(probe), "%s/drop.o", dir);
	f = fopen(probe, "rb");
	if (!f) {
		printf("1..0 # SKIP no compiled XDP objects in %s (clang missing?)\n", dir);
		return 0;
	}
	fclose(f);
	test_drop(dir);
	test_btfmap(dir);
	test_pinned(dir);
	test_global(dir);
	test_legacy(dir);
	test_errors(dir);
	test_truncations(dir);
	test_debug_rel(dir);
	fclose(devnull);
	return tap_done(&T);
}
