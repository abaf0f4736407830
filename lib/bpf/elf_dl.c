// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * elf_dl.c - load libelf on first use (see elf_dl.h).
 */
#ifdef HAVE_ELF
#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>

#include "array.h"
#include "elf_dl.h"

#define LIBELF_SONAME "libelf.so.1"

/* Written once, by the first call that loads libelf; read-only after. */
static struct elf_api api;
static int loaded;		/* 0 not tried, 1 loaded, -1 failed */

static const struct {
	const char *name;
	size_t off;
} syms[] = {
#define SYM(s, f) { s, offsetof(struct elf_api, f) }
	SYM("elf_version", version), SYM("elf_memory", memory),
	SYM("elf_end", end), SYM("elf_kind", kind),
	SYM("elf_getscn", getscn), SYM("elf_getdata", getdata),
	SYM("elf_rawdata", rawdata), SYM("elf_strptr", strptr),
	SYM("elf_getshdrnum", getshdrnum),
	SYM("elf_getshdrstrndx", getshdrstrndx),
	SYM("elf_errmsg", errmsg), SYM("gelf_getclass", getclass),
	SYM("gelf_getehdr", getehdr), SYM("gelf_getshdr", getshdr),
	SYM("gelf_getsym", getsym),
#undef SYM
};

const struct elf_api *elf_dl(FILE *log)
{
	const char *why = NULL;
	void *h;
	size_t i;

	if (loaded)
		goto out;
	loaded = -1;
	h = dlopen(LIBELF_SONAME, RTLD_NOW | RTLD_LOCAL);
	if (!h) {
		why = dlerror();
		goto out;
	}
	for (i = 0; i < ARRAY_SIZE(syms); i++) {
		void *p = dlsym(h, syms[i].name);

		if (!p) {
			why = dlerror();
			dlclose(h);
			goto out;
		}
		/* a function pointer and an object pointer have one size
		 * here, as POSIX's dlsym requires */
		*(void **)((char *)&api + syms[i].off) = p;
	}
	loaded = 1;
out:
	if (loaded < 0 && log)
		fprintf(log, "Cannot load %s: %s\n", LIBELF_SONAME,
			why ? why : "not found");
	return loaded > 0 ? &api : NULL;
}
#endif
