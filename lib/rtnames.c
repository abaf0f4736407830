// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rtnames.c - scope and protocol names: built-in tables overlaid by
 * iproute2's files, looked up both ways.
 */
#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rtnames.h"

struct rtnames_def {
	const char *const *builtin;	/* 256 slots */
	const char *file;
	const char *dir;		/* DIR/NAME.conf files, or NULL */
	const char *numfmt;
};

static const char *const scope_builtin[256] = {
	[0] = "global", [255] = "nowhere", [254] = "host", [253] = "link",
	[200] = "site",
};

static const char *const proto_builtin[256] = {
	[0] = "unspec", [1] = "redirect", [2] = "kernel", [3] = "boot",
	[4] = "static", [8] = "gated", [9] = "ra", [10] = "mrt",
	[11] = "zebra", [12] = "bird", [42] = "babel", [13] = "dnrouted",
	[14] = "xorp", [15] = "ntk", [16] = "dhcp", [18] = "keepalived",
	[186] = "bgp", [187] = "isis", [188] = "ospf", [189] = "rip",
	[192] = "eigrp",
};

const struct rtnames_def rtnames_scopes = {
	scope_builtin, "/etc/iproute2/rt_scopes", NULL, "%d",
};

const struct rtnames_def rtnames_protos = {
	proto_builtin, "/etc/iproute2/rt_protos", "/etc/iproute2/rt_protos.d",
	"%u",
};

void rtnames_init(struct rtnames *t, const struct rtnames_def *def)
{
	memset(t, 0, sizeof(*t));
	t->def = def;
	memcpy(t->tab, def->builtin, sizeof(t->tab));
}

void rtnames_free(struct rtnames *t)
{
	size_t i;

	for (i = 0; i < sizeof(t->files) / sizeof(t->files[0]); i++)
		names_free(&t->files[i]);
}

/* Overlay one file's lines, in order (a later line wins). */
static void overlay(struct rtnames *t, struct names *n, const char *path)
{
	const char *const files[] = { path, NULL };
	size_t i;

	names_load(n, files);
	for (i = 0; i < n->n; i++)
		if (n->v[i].id <= 255)
			t->tab[n->v[i].id] = n->v[i].name;
}

static void load(struct rtnames *t)
{
	const size_t nfiles = sizeof(t->files) / sizeof(t->files[0]);
	size_t used = 0;
	struct dirent **list = NULL;
	int n, i;

	if (t->loaded)
		return;
	t->loaded = true;
	overlay(t, &t->files[used++], t->def->file);
	if (!t->def->dir)
		return;
	n = scandir(t->def->dir, &list, NULL, NULL);
	for (i = 0; i < n; i++) {
		const char *name = list[i]->d_name;
		size_t len = strlen(name);
		char path[PATH_MAX];

		if (name[0] != '.' && len > 5 && strcmp(name + len - 5, ".conf") == 0 &&
		    used < nfiles) {
			snprintf(path, sizeof(path), "%s/%s", t->def->dir, name);
			overlay(t, &t->files[used++], path);
		}
		free(list[i]);
	}
	free(list);
}

const char *rtnames_n2a(struct rtnames *t, uint32_t id, char *buf,
			size_t size)
{
	if (id <= 255) {
		if (!t->tab[id])
			load(t);
		if (t->tab[id])
			return t->tab[id];
	}
	snprintf(buf, size, t->def->numfmt, id);
	return buf;
}

int rtnames_a2n(struct rtnames *t, uint32_t *id, const char *arg)
{
	unsigned long v;
	char *end;
	int i;

	load(t);
	for (i = 0; i < 256; i++)
		if (t->tab[i] && strcmp(t->tab[i], arg) == 0) {
			*id = (uint32_t)i;
			return 0;
		}
	v = strtoul(arg, &end, 0);
	if (end == arg || *end || v > 255)
		return -1;
	*id = (uint32_t)v;
	return 0;
}
