/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * elf_dl.h - libelf, loaded when an object file is first read.
 *
 * Only XDP reads ELF objects, so only XDP pays for libelf (and the zlib
 * it pulls in): every other ip starts with two libraries fewer.  The
 * loader calls libelf through the table below; the macros keep its calls
 * spelled as libelf spells them.  Include after <libelf.h> and <gelf.h>.
 */
#ifndef IP_ELF_DL_H
#define IP_ELF_DL_H

#include <stdio.h>
#include <gelf.h>
#include <libelf.h>

struct elf_api {
	unsigned int (*version)(unsigned int);
	Elf *(*memory)(char *, size_t);
	int (*end)(Elf *);
	Elf_Kind (*kind)(Elf *);
	Elf_Scn *(*getscn)(Elf *, size_t);
	Elf_Data *(*getdata)(Elf_Scn *, Elf_Data *);
	Elf_Data *(*rawdata)(Elf_Scn *, Elf_Data *);
	char *(*strptr)(Elf *, size_t, size_t);
	int (*getshdrnum)(Elf *, size_t *);
	int (*getshdrstrndx)(Elf *, size_t *);
	const char *(*errmsg)(int);
	int (*getclass)(Elf *);
	GElf_Ehdr *(*getehdr)(Elf *, GElf_Ehdr *);
	GElf_Shdr *(*getshdr)(Elf_Scn *, GElf_Shdr *);
	GElf_Sym *(*getsym)(Elf_Data *, int, GElf_Sym *);
};

/* The table, loading libelf the first time; NULL (said on log) if it
 * cannot be loaded. */
const struct elf_api *elf_dl(FILE *log);

#define ELF_DL_CALL(f) (elf_dl(NULL)->f)
#define elf_version ELF_DL_CALL(version)
#define elf_memory ELF_DL_CALL(memory)
#define elf_end ELF_DL_CALL(end)
#define elf_kind ELF_DL_CALL(kind)
#define elf_getscn ELF_DL_CALL(getscn)
#define elf_getdata ELF_DL_CALL(getdata)
#define elf_rawdata ELF_DL_CALL(rawdata)
#define elf_strptr ELF_DL_CALL(strptr)
#define elf_getshdrnum ELF_DL_CALL(getshdrnum)
#define elf_getshdrstrndx ELF_DL_CALL(getshdrstrndx)
#define elf_errmsg ELF_DL_CALL(errmsg)
#define gelf_getclass ELF_DL_CALL(getclass)
#define gelf_getehdr ELF_DL_CALL(getehdr)
#define gelf_getshdr ELF_DL_CALL(getshdr)
#define gelf_getsym ELF_DL_CALL(getsym)

#endif
