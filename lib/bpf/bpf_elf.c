// SPDX-License-Identifier: GPL-2.0-or-later
// bpf_elf.c - the BPF object parser on libelf.
//
// Parsing follows the order of checks iproute2 6.1 makes with libbpf: the
// ELF header, iproute2's own pass over the legacy "maps" section, then the
// object as libbpf opens it (sections, programs, BTF, maps, relocations).
// The linker is in bpf_link.c, the object's parts in bpf_obj.c.  No
// system calls here: the fuzzer calls these functions alone.

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "bpf.h"
#include "bpf_int.h"

#ifdef HAVE_ELF
#include <gelf.h>
#include <libelf.h>
#include "elf_dl.h"
#endif

#define MAX_LEGACY_MAPS 64	/* iproute2's ELF_MAX_MAPS */
#define LEGACY_MAP_SIZE 36	/* sizeof(struct bpf_elf_map) */
#define LEGACY_MAP_MIN 16	/* type, key, value, max_elem */

#ifndef SHT_LLVM_ADDRSIG
#define SHT_LLVM_ADDRSIG 0x6FFF4C03
#endif
#ifndef EM_BPF
#define EM_BPF 247
#endif

#ifdef HAVE_ELF
static bool str_pfx(const char *s, const char *pfx)
{
	return !strncmp(s, pfx, strlen(pfx));
}

static bool is_dwarf(const char *name)
{
	return str_pfx(name, ".debug_");
}

/* Sections the loader passes over, in the section walk and in the
 * relocation walk alike (a SHT_REL section named .debug_* is one). */
static bool passed_over(const struct bpf_objsec *s)
{
	if (s->type == SHT_STRTAB || s->type == SHT_LLVM_ADDRSIG || is_dwarf(s->name))
		return true;
	return str_pfx(s->name, ".rel") &&
	       (is_dwarf(s->name + 4) || !strcmp(s->name + 4, ".BTF") ||
		!strcmp(s->name + 4, ".BTF.ext"));
}

/* iproute2's check of the ELF header. */
static int check_ehdr(Elf *elf, GElf_Ehdr *eh, FILE *log)
{
	if (elf_kind(elf) != ELF_K_ELF || gelf_getehdr(elf, eh) != eh)
		return -EINVAL;
	if (eh->e_type != ET_REL ||
	    (eh->e_machine != EM_NONE && eh->e_machine != EM_BPF) ||
	    eh->e_version != EV_CURRENT) {
		fprintf(log, "ELF format error, ELF file not for eBPF?\n");
		return -EINVAL;
	}
	if (eh->e_ident[EI_DATA] == ELFDATA2MSB) {
		fprintf(log, "We are little endian, eBPF object is big endian!\n");
		return -EIO;
	}
	if (eh->e_ident[EI_DATA] != ELFDATA2LSB) {
		fprintf(log, "ELF format error, wrong endianness info?\n");
		return -EINVAL;
	}
	return 0;
}

/* iproute2's own pass: every section with a name and a size, the legacy
 * "maps" section checked against its symbols.  Its odd rule is kept: the
 * answer is the last section's, so a file whose sections cannot be read
 * fails here with "Error fetching ELF ancillary data!". */
static int ancillary(struct bpf_obj *o, const GElf_Ehdr *eh, FILE *log)
{
	size_t maps = 0, maps_size = 0, i, nsyms = 0, len;
	Elf_Data *symd = NULL;
	bool strtab = false;
	int ret = -1;

	for (i = 1; i < eh->e_shnum; i++) {
		Elf_Scn *scn = elf_getscn(o->elf, i);
		Elf_Data *d;
		GElf_Shdr sh;
		const char *name;

		if (!scn) {
			ret = -EINVAL;
			continue;
		}
		if (gelf_getshdr(scn, &sh) != &sh) {
			ret = -EIO;
			continue;
		}
		name = elf_strptr(o->elf, eh->e_shstrndx, sh.sh_name);
		if (!name || !sh.sh_size) {
			ret = -ENOENT;
			continue;
		}
		d = elf_getdata(scn, NULL);
		if (!d || elf_getdata(scn, d)) {
			ret = -EIO;
			continue;
		}
		ret = 0;
		if (sh.sh_type == SHT_PROGBITS && !strcmp(name, "maps")) {
			if (d->d_size > MAX_LEGACY_MAPS * LEGACY_MAP_SIZE) {
				fprintf(log, "Too many BPF maps in ELF section!\n");
				fprintf(log, "Error parsing section %zu! Perhaps check with readelf -a?\n", i);
				return -ENOMEM;
			}
			maps = i;
			maps_size = d->d_size;
		} else if (sh.sh_type == SHT_SYMTAB && !strcmp(name, ".symtab")) {
			symd = d;
			nsyms = sh.sh_entsize ? sh.sh_size / sh.sh_entsize : 0;
		} else if (sh.sh_type == SHT_STRTAB && !strcmp(name, ".strtab")) {
			strtab = true;
		}
	}
	if (!(maps && symd && strtab)) {
		if (ret < 0)
			fprintf(log, "Error fetching ELF ancillary data!\n");
		return ret < 0 ? ret : 0;
	}

	/* legacy maps: one global symbol per definition, all the same size */
	{
		size_t n = 0, off;
		GElf_Sym sym;

		for (i = 0; i < nsyms; i++) {
			int t;

			if (gelf_getsym(symd, i, &sym) != &sym)
				continue;
			t = GELF_ST_TYPE(sym.st_info);
			if (GELF_ST_BIND(sym.st_info) == STB_GLOBAL &&
			    (t == STT_NOTYPE || t == STT_OBJECT) &&
			    sym.st_shndx == maps)
				n++;
		}
		if (n == 0 || n > MAX_LEGACY_MAPS) {
			fprintf(log, "%zu maps not supported in current map section!\n", n);
			goto bad;
		}
		if (maps_size % n || maps_size % 4) {
			fprintf(log, "Number BPF map symbols are not multiple of struct bpf_elf_map!\n");
			goto bad;
		}
		len = maps_size / n;
		for (off = 0; off < maps_size; off += len) {
			bool found = false;

			for (i = 0; i < nsyms && !found; i++) {
				int t;

				if (gelf_getsym(symd, i, &sym) != &sym)
					continue;
				t = GELF_ST_TYPE(sym.st_info);
				found = GELF_ST_BIND(sym.st_info) == STB_GLOBAL &&
					(t == STT_NOTYPE || t == STT_OBJECT) &&
					sym.st_shndx == maps && sym.st_value == off;
			}
			if (!found) {
				fprintf(log, "Different struct bpf_elf_map in use!\n");
				goto bad;
			}
		}
		if (len > LEGACY_MAP_SIZE) {
			fprintf(log, "struct bpf_elf_map not supported, coming from future version?\n");
			goto bad;
		}
		if (len < LEGACY_MAP_MIN) {
			fprintf(log, "struct bpf_elf_map too small, not supported!\n");
			goto bad;
		}
		o->legacy_len = len;
	}
	return 0;
bad:
	fprintf(log, "Error fixing up map structure, incompatible struct bpf_elf_map used?\n");
	fprintf(log, "Error fetching ELF ancillary data!\n");
	return -EINVAL;
}

static int add_programs(struct bpf_obj *o, size_t sec, FILE *log)
{
	const struct bpf_objsec *s = &o->secs[sec];
	Elf64_Sym sym;
	size_t i;

	for (i = 0; i < o->nsyms; i++) {
		struct bpf_progdef *p;
		const char *name;

		if (!bpf_sym_get(o, i, &sym) || sym.st_shndx != sec ||
		    ELF64_ST_TYPE(sym.st_info) != STT_FUNC)
			continue;
		name = bpf_sym_name(o, &sym);
		if (!name) {
			fprintf(log, "libbpf: sec '%s': failed to get symbol name for offset %zu\n",
				s->name, (size_t)sym.st_value);
			return -EINVAL;
		}
		if (sym.st_value > s->size || sym.st_size > s->size - sym.st_value) {
			fprintf(log, "libbpf: sec '%s': program at offset %zu crosses section boundary\n",
				s->name, (size_t)sym.st_value);
			return -EINVAL;
		}
		if (sec != o->text_sec && ELF64_ST_BIND(sym.st_info) == STB_LOCAL) {
			fprintf(log, "libbpf: sec '%s': program '%s' is static and not supported\n",
				s->name, name);
			return -ENOTSUP;
		}
		if (!sym.st_size || sym.st_size % 8 || sym.st_value % 8) {
			fprintf(log, "libbpf: sec '%s': corrupted program '%s', offset %zu, size %zu\n",
				s->name, name, (size_t)sym.st_value, (size_t)sym.st_size);
			return -EINVAL;
		}
		p = realloc(o->progs, (o->nprogs + 1) * sizeof(*p));
		if (!p)
			return -ENOMEM;
		o->progs = p;
		p += o->nprogs++;
		memset(p, 0, sizeof(*p));
		p->name = name;
		p->sec_name = s->name[0] == '?' ? s->name + 1 : s->name;
		p->sec = sec;
		p->off = sym.st_value / 8;
		p->cnt = sym.st_size / 8;
		p->insns = s->data + sym.st_value;
	}
	return 0;
}

static int cmp_progs(const void *a, const void *b)
{
	const struct bpf_progdef *x = a, *y = b;

	if (x->sec != y->sec)
		return x->sec < y->sec ? -1 : 1;
	return x->off < y->off ? -1 : x->off > y->off;
}

/* Sections as libbpf collects them. */
static int collect(struct bpf_obj *o, FILE *log)
{
	size_t i, shstrndx, symtab = 0, strtab_idx = 0;
	GElf_Shdr sh;

	if (elf_getshdrnum(o->elf, &o->nsecs) || elf_getshdrstrndx(o->elf, &shstrndx)) {
		fprintf(log, "libbpf: elf: failed to get the number of sections for %s: %s\n",
			o->path, elf_errmsg(-1));
		return -EINVAL;
	}
	if (gelf_getclass(o->elf) != ELFCLASS64) {
		fprintf(log, "libbpf: elf: %s is not a 64-bit ELF object\n", o->path);
		return -EINVAL;
	}
	o->secs = calloc(o->nsecs ? o->nsecs : 1, sizeof(*o->secs));
	if (!o->secs)
		return -ENOMEM;
	for (i = 1; i < o->nsecs; i++) {
		Elf_Scn *scn = elf_getscn(o->elf, i);
		struct bpf_objsec *s = &o->secs[i];
		Elf_Data *d;

		if (!scn || gelf_getshdr(scn, &sh) != &sh)
			goto format;
		s->name = elf_strptr(o->elf, shstrndx, sh.sh_name);
		if (!s->name)
			goto format;
		s->type = sh.sh_type;
		s->flags = sh.sh_flags;
		s->info = sh.sh_info;
		s->link = sh.sh_link;
		s->entsize = sh.sh_entsize;
		s->size = sh.sh_size;
		if (sh.sh_type == SHT_NOBITS || sh.sh_type == SHT_NULL)
			continue;
		d = elf_rawdata(scn, NULL);
		if (!d || d->d_size != sh.sh_size)
			goto format;
		s->data = d->d_buf;
		if (sh.sh_type == SHT_SYMTAB) {
			if (symtab) {
				fprintf(log, "libbpf: elf: multiple symbol tables in %s\n", o->path);
				return -EINVAL;
			}
			symtab = i;
		}
	}
	if (!symtab) {
		fprintf(log, "libbpf: elf: couldn't find symbol table in %s, stripped object file?\n",
			o->path);
		return -ENOENT;
	}
	if (o->secs[symtab].entsize != sizeof(Elf64_Sym))
		goto format;
	o->syms = o->secs[symtab].data;
	o->nsyms = o->secs[symtab].size / sizeof(Elf64_Sym);
	strtab_idx = o->secs[symtab].link;
	if (!strtab_idx || strtab_idx >= o->nsecs || !o->secs[strtab_idx].data ||
	    !o->secs[strtab_idx].size) {
		fprintf(log, "libbpf: elf: symbol strings section missing or invalid in %s\n", o->path);
		return -EINVAL;
	}
	o->strtab = (const char *)o->secs[strtab_idx].data;
	o->strtab_len = o->secs[strtab_idx].size;

	for (i = 1; i < o->nsecs; i++) {
		struct bpf_objsec *s = &o->secs[i];
		int err;

		if (passed_over(s))
			continue;
		if (!strcmp(s->name, "license")) {
			size_t n = s->size < sizeof(o->license) - 1 ? s->size : sizeof(o->license) - 1;

			if (s->data)
				memcpy(o->license, s->data, n);
			o->license[n] = 0;
		} else if (!strcmp(s->name, "version")) {
			if (s->size != 4 || !s->data) {
				fprintf(log, "libbpf: invalid kver section in %s\n", o->path);
				return -EINVAL;
			}
			memcpy(&o->kversion, s->data, 4);
		} else if (!strcmp(s->name, "maps")) {
			o->maps_sec = i;
		} else if (!strcmp(s->name, ".maps")) {
			o->btf_maps_sec = i;
		} else if (!strcmp(s->name, ".BTF") || !strcmp(s->name, ".BTF.ext")) {
			if (s->type != SHT_PROGBITS)
				goto format;
		} else if (s->type == SHT_PROGBITS && s->size && (s->flags & SHF_EXECINSTR)) {
			if (!strcmp(s->name, ".text"))
				o->text_sec = i;
		} else if (s->type == SHT_REL) {
			if (s->entsize != sizeof(Elf64_Rel) || s->info >= o->nsecs)
				goto format;
		}
		(void)err;
	}
	/* programs once .text is known (static functions are fine there) */
	for (i = 1; i < o->nsecs; i++) {
		struct bpf_objsec *s = &o->secs[i];
		int err;

		if (s->type != SHT_PROGBITS || !s->size || !(s->flags & SHF_EXECINSTR) ||
		    is_dwarf(s->name))
			continue;
		err = add_programs(o, i, log);
		if (err)
			return err;
	}
	if (o->nprogs)
		qsort(o->progs, o->nprogs, sizeof(*o->progs), cmp_progs);
	for (i = 0; i < o->nprogs; i++)
		o->progs[i].subprog = o->progs[i].sec == o->text_sec && o->nprogs > 1;
	return 0;
format:
	fprintf(log, "libbpf: elf: %s: malformed section table\n", o->path);
	return -EINVAL;
}

/* Undefined global symbols are externs: libbpf can place some (kconfig,
 * ksyms) with kernel help; we place none. */
static int externs(struct bpf_obj *o, FILE *log)
{
	Elf64_Sym s;
	size_t i;

	for (i = 0; i < o->nsyms; i++) {
		int bind;
		const char *name;

		if (!bpf_sym_get(o, i, &s))
			continue;
		bind = ELF64_ST_BIND(s.st_info);
		if (s.st_shndx != SHN_UNDEF || (bind != STB_GLOBAL && bind != STB_WEAK) ||
		    ELF64_ST_TYPE(s.st_info) != STT_NOTYPE)
			continue;
		name = bpf_sym_name(o, &s);
		if (!name || !name[0])
			continue;
		bpf_btf_extern_error(o, name, log);
		return -ENOTSUP;
	}
	return 0;
}

/* iproute2's legacy "maps" section: struct bpf_elf_map records, named by
 * the global symbol at their offset; records shorter than today's are
 * zero-extended. */
static int legacy_maps(struct bpf_obj *o, FILE *log)
{
	const struct bpf_objsec *s = &o->secs[o->maps_sec];
	size_t n, i, j;

	if (!o->legacy_len || !s->data)
		return 0;
	n = s->size / o->legacy_len;
	for (i = 0; i < n; i++) {
		uint32_t f[LEGACY_MAP_SIZE / 4] = {0};
		struct bpf_mapdef *m;
		const char *name = NULL;
		Elf64_Sym sym;

		for (j = 0; j < o->nsyms && !name; j++) {
			int t;

			if (!bpf_sym_get(o, j, &sym))
				continue;
			t = ELF64_ST_TYPE(sym.st_info);
			if (ELF64_ST_BIND(sym.st_info) == STB_GLOBAL &&
			    (t == STT_NOTYPE || t == STT_OBJECT) &&
			    sym.st_shndx == o->maps_sec &&
			    sym.st_value / o->legacy_len == i)
				name = bpf_sym_name(o, &sym);
		}
		if (!name) {
			fprintf(log, "Error loading maps into kernel!\n");
			return -EIO;
		}
		memcpy(f, s->data + i * o->legacy_len, o->legacy_len);
		m = bpf_add_map(o);
		if (!m)
			return -ENOMEM;
		m->origin = BPF_ORIGIN_LEGACY;
		m->name = name;
		snprintf(m->kname, sizeof(m->kname), "%s", name);
		m->type = f[0];
		m->key_size = f[1];
		m->value_size = f[2];
		m->max_entries = f[3];
		m->flags = f[4];
		m->id = f[5];
		m->pinning = f[6];
		m->inner_id = f[7];
		m->inner_idx = f[8];
		m->sec = o->maps_sec;
		m->off = i * o->legacy_len;
		if (o->btf)
			bpf_btf_find_map_kv(o->btf, o->btf_len, name, &m->btf_key_id,
					    &m->btf_value_id);
	}
	return 0;
}

/* libbpf's kernel name of a data map: as much of the object name as fits
 * before the section name, characters the kernel refuses made '_'. */
static void internal_name(const struct bpf_obj *o, const char *sec, char *out)
{
	size_t sfx = strlen(sec) > 7 ? strlen(sec) : 7, pfx;
	char *p;

	if (sfx >= 16)
		sfx = 15;
	if (strchr(sec + 1, '.'))
		pfx = 0;
	else
		pfx = 16 - sfx - 1 < strlen(o->name) ? 16 - sfx - 1 : strlen(o->name);
	snprintf(out, 16, "%.*s%.*s", (int)pfx, o->name, (int)sfx, sec);
	for (p = out; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		      (*p >= '0' && *p <= '9') || *p == '_' || *p == '.'))
			*p = '_';
}

static int data_origin(const struct bpf_objsec *s)
{
	if (s->type == SHT_PROGBITS && s->size && !(s->flags & SHF_EXECINSTR)) {
		if (!strcmp(s->name, ".data") || str_pfx(s->name, ".data."))
			return BPF_ORIGIN_DATA;
		if (!strcmp(s->name, ".rodata") || str_pfx(s->name, ".rodata."))
			return BPF_ORIGIN_RODATA;
	}
	if (s->type == SHT_NOBITS && (!strcmp(s->name, ".bss") || str_pfx(s->name, ".bss.")))
		return BPF_ORIGIN_BSS;
	return -1;
}

static int data_maps(struct bpf_obj *o)
{
	size_t i;

	for (i = 1; i < o->nsecs; i++) {
		const struct bpf_objsec *s = &o->secs[i];
		int origin = data_origin(s);
		struct bpf_mapdef *m;

		if (origin < 0 || !s->size)
			continue;
		m = bpf_add_map(o);
		if (!m)
			return -ENOMEM;
		m->origin = origin;
		m->name = s->name;
		internal_name(o, s->name, m->kname);
		m->type = BPF_MAP_TYPE_ARRAY;
		m->key_size = 4;
		m->value_size = s->size;
		m->max_entries = 1;
		m->flags = origin == BPF_ORIGIN_RODATA ? BPF_F_RDONLY_PROG : 0;
		m->sec = i;
		m->init = origin == BPF_ORIGIN_BSS ? NULL : s->data;
		m->init_len = origin == BPF_ORIGIN_BSS ? 0 : s->size;
		if (o->btf) {
			m->btf_value_id = bpf_btf_datasec_id(o, s->name);
			if (m->btf_value_id && bpf_btf_datasec_mmapable(o, m->btf_value_id))
				m->flags |= BPF_F_MMAPABLE;
		}
	}
	return 0;
}

static void get_insn(const struct bpf_progdef *p, size_t i, struct bpf_insn *out)
{
	memcpy(out, p->insns + i * sizeof(*out), sizeof(*out));
}

/* One relocation, as libbpf records it. */
static int record(struct bpf_obj *o, struct bpf_progdef *p, size_t idx,
		  const char *sym_name, const Elf64_Sym *sym, FILE *log)
{
	size_t shndx = sym->st_shndx, m;
	struct bpf_reloc *r;
	struct bpf_insn insn;
	const char *secname;
	int origin;

	get_insn(p, idx, &insn);
	if (!bpf_insn_is_call(&insn) && !bpf_insn_is_ldimm64(&insn)) {
		fprintf(log, "libbpf: prog '%s': invalid relo against '%s' for insns[%zu].code 0x%x\n",
			p->name, sym_name, idx, insn.code);
		return -EINVAL;
	}
	r = realloc(p->relocs, (p->nrelocs + 1) * sizeof(*r));
	if (!r)
		return -ENOMEM;
	p->relocs = r;
	r += p->nrelocs;
	memset(r, 0, sizeof(*r));
	r->insn = idx;
	r->sym_off = sym->st_value;
	if (bpf_insn_is_call(&insn)) {
		if (insn.src_reg != BPF_PSEUDO_CALL) {
			fprintf(log, "libbpf: prog '%s': incorrect bpf_call opcode\n", p->name);
			return -EINVAL;
		}
		if (!shndx || shndx != o->text_sec) {
			fprintf(log, "libbpf: prog '%s': bad call relo against '%s' in section '%s'\n",
				p->name, sym_name,
				shndx < o->nsecs && o->secs[shndx].name ? o->secs[shndx].name : "(null)");
			return -EINVAL;
		}
		if (sym->st_value % 8) {
			fprintf(log, "libbpf: prog '%s': bad call relo against '%s' at offset %zu\n",
				p->name, sym_name, (size_t)sym->st_value);
			return -EINVAL;
		}
		r->kind = BPF_RELOC_CALL;
		p->nrelocs++;
		return 0;
	}
	if (idx + 1 >= p->cnt) {
		fprintf(log, "libbpf: prog '%s': invalid relo against '%s' for insns[%zu].code 0x%x\n",
			p->name, sym_name, idx, insn.code);
		return -EINVAL;
	}
	if (!shndx || shndx >= SHN_LORESERVE) {
		fprintf(log, "libbpf: prog '%s': invalid relo against '%s' in special section 0x%zx; forgot to initialize global var?..\n",
			p->name, sym_name, shndx);
		return -EINVAL;
	}
	if (shndx == o->text_sec &&
	    ((ELF64_ST_BIND(sym->st_info) == STB_LOCAL && ELF64_ST_TYPE(sym->st_info) == STT_SECTION) ||
	     (ELF64_ST_BIND(sym->st_info) == STB_GLOBAL && ELF64_ST_TYPE(sym->st_info) == STT_FUNC))) {
		if (sym->st_value % 8 || insn.imm % 8) {
			fprintf(log, "libbpf: prog '%s': bad subprog addr relo against '%s' at offset %zu+%d\n",
				p->name, sym_name, (size_t)sym->st_value, insn.imm);
			return -EINVAL;
		}
		r->kind = BPF_RELOC_FUNC;
		p->nrelocs++;
		return 0;
	}
	secname = o->secs[shndx].name;
	if (shndx == o->maps_sec || shndx == o->btf_maps_sec) {
		for (m = 0; m < o->nmaps; m++)
			if (o->maps[m].sec == shndx && o->maps[m].off == sym->st_value)
				break;
		if (m == o->nmaps) {
			fprintf(log, "libbpf: prog '%s': map relo failed to find map for section '%s', off %zu\n",
				p->name, secname, (size_t)sym->st_value);
			return -EINVAL;
		}
		r->kind = BPF_RELOC_MAP;
		r->map = m;
		r->sym_off = 0;
		p->nrelocs++;
		return 0;
	}
	origin = data_origin(&o->secs[shndx]);
	if (origin < 0) {
		if (str_pfx(secname, ".data") || str_pfx(secname, ".rodata") || str_pfx(secname, ".bss"))
			fprintf(log, "libbpf: prog '%s': bad data relo against section '%s'\n",
				p->name, secname);
		else
			fprintf(log, "libbpf: prog '%s': bad map relo against '%s' in section '%s'\n",
				p->name, sym_name, secname);
		return -EINVAL;
	}
	for (m = 0; m < o->nmaps; m++)
		if (o->maps[m].sec == shndx && (int)o->maps[m].origin == origin)
			break;
	if (m == o->nmaps) {
		fprintf(log, "libbpf: prog '%s': data relo failed to find map for section '%s'\n",
			p->name, secname);
		return -EINVAL;
	}
	r->kind = BPF_RELOC_DATA;
	r->map = m;
	p->nrelocs++;
	return 0;
}

static int cmp_relocs(const void *a, const void *b)
{
	const struct bpf_reloc *x = a, *y = b;

	if (x->insn != y->insn)
		return x->insn < y->insn ? -1 : 1;
	return (int)x->kind - (int)y->kind;
}

static int relocations(struct bpf_obj *o, FILE *log)
{
	size_t i, j;

	for (i = 1; i < o->nsecs; i++) {
		const struct bpf_objsec *rs = &o->secs[i], *ts;
		size_t n;

		if (rs->type != SHT_REL || !rs->data || passed_over(rs) || rs->info >= o->nsecs)
			continue;
		ts = &o->secs[rs->info];
		if (ts->type != SHT_PROGBITS || !(ts->flags & SHF_EXECINSTR))
			continue;
		n = rs->size / sizeof(Elf64_Rel);
		for (j = 0; j < n; j++) {
			struct bpf_progdef *p;
			const char *sym_name;
			Elf64_Rel rel;
			Elf64_Sym sym;
			size_t si;
			int err;

			memcpy(&rel, rs->data + j * sizeof(rel), sizeof(rel));
			si = ELF64_R_SYM(rel.r_info);
			if (!bpf_sym_get(o, si, &sym)) {
				fprintf(log, "libbpf: sec '%s': symbol #%zu not found for relo #%zu\n",
					rs->name, si, j);
				return -EINVAL;
			}
			if (sym.st_shndx >= o->nsecs && sym.st_shndx < SHN_LORESERVE) {
				fprintf(log, "libbpf: sec '%s': corrupted symbol #%zu pointing to invalid section #%zu for relo #%zu\n",
					rs->name, si, (size_t)sym.st_shndx, j);
				return -EINVAL;
			}
			if (rel.r_offset % 8 || rel.r_offset >= ts->size) {
				fprintf(log, "libbpf: sec '%s': invalid offset 0x%zx for relo #%zu\n",
					rs->name, (size_t)rel.r_offset, j);
				return -EINVAL;
			}
			if (ELF64_ST_TYPE(sym.st_info) == STT_SECTION && sym.st_name == 0)
				sym_name = sym.st_shndx < o->nsecs ? o->secs[sym.st_shndx].name : NULL;
			else
				sym_name = bpf_sym_name(o, &sym);
			if (!sym_name)
				sym_name = "<?";
			p = bpf_prog_at(o, rs->info, rel.r_offset / 8);
			if (!p)
				continue;
			err = record(o, p, rel.r_offset / 8 - p->off, sym_name, &sym, log);
			if (err)
				return err;
		}
	}
	for (i = 0; i < o->nprogs; i++)
		if (o->progs[i].nrelocs)
			qsort(o->progs[i].relocs, o->progs[i].nrelocs,
			      sizeof(struct bpf_reloc), cmp_relocs);
	return 0;
}

/* The object's name as libbpf forms it: the file name up to its first '.'. */
static void obj_name(struct bpf_obj *o)
{
	const char *b = strrchr(o->path, '/');
	char *dot;

	snprintf(o->name, sizeof(o->name), "%s", b ? b + 1 : o->path);
	dot = strchr(o->name, '.');
	if (dot)
		*dot = 0;
}

int bpf_obj_parse(struct bpf_obj **out, const void *buf, size_t len,
		  const char *path, FILE *log)
{
	struct bpf_obj *o = calloc(1, sizeof(*o));
	const uint8_t *ext = NULL;
	size_t ext_len = 0, s;
	GElf_Ehdr eh;
	int err = -ENOMEM;

	*out = NULL;
	if (!o)
		goto fail_ctx;
	o->path = strdup(path);
	o->image = malloc(len ? len : 1);
	if (!o->path || !o->image)
		goto fail_ctx;
	memcpy(o->image, buf, len);
	o->image_len = len;
	obj_name(o);
	if (!elf_dl(log)) {
		err = -ENOENT;
		goto fail;
	}
	if (elf_version(EV_CURRENT) == EV_NONE)
		goto fail_ctx;
	o->elf = elf_memory((char *)o->image, len);
	if (!o->elf)
		goto fail_ctx;
	err = check_ehdr(o->elf, &eh, log);
	if (err)
		goto fail_ctx;
	err = ancillary(o, &eh, log);
	if (err)
		goto fail;

	err = collect(o, log);
	if (!err) {
		s = bpf_sec_by_name(o, ".BTF");
		if (s && o->secs[s].data && o->secs[s].size) {
			o->btf = malloc(o->secs[s].size);
			if (!o->btf) {
				err = -ENOMEM;
				goto open_failed;
			}
			memcpy(o->btf, o->secs[s].data, o->secs[s].size);
			o->btf_len = o->secs[s].size;
		}
		s = bpf_sec_by_name(o, ".BTF.ext");
		if (s && o->secs[s].data) {
			ext = o->secs[s].data;
			ext_len = o->secs[s].size;
		}
		o->btf_ext = ext;
		o->btf_ext_len = ext_len;
	}
	err = err ? err : externs(o, log);
	err = err ? err : bpf_btf_prepare(o, ext, ext_len, log);
	err = err ? err : legacy_maps(o, log);
	err = err ? err : data_maps(o);
	err = err ? err : relocations(o, log);
	if (err)
		goto open_failed;
	*out = o;
	return 0;

fail_ctx:
	fprintf(log, "Cannot initialize ELF context!\n");
	goto fail;
open_failed:
	fprintf(log, "ERROR: opening BPF object file failed\n");
fail:
	bpf_obj_free(o);
	return -1;
}

#else

int bpf_obj_parse(struct bpf_obj **out, const void *buf, size_t len,
		  const char *path, FILE *log)
{
	(void)buf;
	(void)len;
	(void)path;
	*out = NULL;
	fprintf(log, "No ELF library support compiled in.\n");
	return -1;
}

#endif /* HAVE_ELF */

long bpf_obj_find_prog(const struct bpf_obj *o, const char *sec,
		       const char *name)
{
	size_t i;

	for (i = 0; i < o->nprogs; i++) {
		const struct bpf_progdef *p = &o->progs[i];

		if (p->subprog)
			continue;
		if (name ? !strcmp(p->name, name) : !strcmp(p->sec_name, sec))
			return i;
	}
	return -1;
}
