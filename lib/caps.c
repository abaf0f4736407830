// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * caps.c - drop file capabilities the way iproute2 does, with libcap.
 *
 * libcap is opened (dlopen) only by a caller that is not root, the one
 * path that needs it: root keeps what it has and loads nothing, so every
 * other ip starts with libmnl and libc alone (as lib/bpf/elf_dl.c does for
 * libelf).  Built without libcap's header (configure: HAVE_CAP unset), ip
 * drops nothing, as an iproute2 built without libcap does.
 */
#include <stdio.h>
#include <unistd.h>

#include "array.h"
#include "caps.h"

#ifdef HAVE_CAP
#include <dlfcn.h>
#include <stddef.h>
#include <sys/capability.h>

#define LIBCAP_SONAME "libcap.so.2"

struct cap_api {
	cap_t (*get_proc)(void);
	int (*get_flag)(cap_t, cap_value_t, cap_flag_t, cap_flag_value_t *);
	int (*clear)(cap_t);
	int (*set_proc)(cap_t);
	int (*free)(void *);
};

static const struct {
	const char *name;
	size_t off;
} cap_syms[] = {
#define SYM(s, f) { s, offsetof(struct cap_api, f) }
	SYM("cap_get_proc", get_proc), SYM("cap_get_flag", get_flag),
	SYM("cap_clear", clear), SYM("cap_set_proc", set_proc),
	SYM("cap_free", free),
#undef SYM
};

/* libcap's calls, or NULL with the reason said on stderr. */
static int cap_load(struct cap_api *api)
{
	void *h = dlopen(LIBCAP_SONAME, RTLD_NOW | RTLD_LOCAL);
	size_t i;

	if (!h)
		goto fail;
	for (i = 0; i < ARRAY_SIZE(cap_syms); i++) {
		void *p = dlsym(h, cap_syms[i].name);

		if (!p)
			goto fail;
		/* one size for function and object pointers (POSIX dlsym) */
		*(void **)((char *)api + cap_syms[i].off) = p;
	}
	return 0;
fail:
	fprintf(stderr, "Cannot load %s: %s\n", LIBCAP_SONAME, dlerror());
	return -1;
}

int caps_drop(void)
{
	struct cap_api cap;
	cap_flag_value_t inh = CAP_CLEAR;
	cap_t c;
	int ret = -1;

	/* root (also via sudo/su) keeps what it has */
	if (getuid() == 0 || geteuid() == 0)
		return 0;
	if (cap_load(&cap))
		return -1;
	c = cap.get_proc();
	if (!c)
		return -1;
	if (cap.get_flag(c, CAP_NET_ADMIN, CAP_INHERITABLE, &inh) != 0)
		goto out;
	/* a caller that passed CAP_NET_ADMIN on (ambient/inheritable)
	 * meant us to use it */
	if (inh == CAP_CLEAR && (cap.clear(c) != 0 || cap.set_proc(c) != 0))
		goto out;
	ret = 0;
out:
	cap.free(c);
	return ret;
}
#else
int caps_drop(void)
{
	return 0;
}
#endif
