// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rtnames.c - route protocol and scope names: built-in tables overlaid by
 * iproute2's files, looked up both ways (see rtnames.h).
 */
#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/rtnetlink.h>

#include "rtnames.h"

static const char *const b_protos[256] = {
	[RTPROT_UNSPEC] = "unspec", [RTPROT_REDIRECT] = "redirect",
	[RTPROT_KERNEL] = "kernel", [RTPROT_BOOT] = "boot",
	[RTPROT_STATIC] = "static", [RTPROT_GATED] = "gated",
	[RTPROT_RA] = "ra", [RTPROT_MRT] = "mrt", [RTPROT_ZEBRA] = "zebra",
	[RTPROT_BIRD] = "bird", [RTPROT_BABEL] = "babel",
	[RTPROT_DNROUTED] = "dnrouted", [RTPROT_XORP] = "xorp",
	[RTPROT_NTK] = "ntk", [RTPROT_DHCP] = "dhcp",
	[RTPROT_KEEPALIVED] = "keepalived", [RTPROT_BGP] = "bgp",
	[RTPROT_ISIS] = "isis", [RTPROT_OSPF] = "ospf", [RTPROT_RIP] = "rip",
	[RTPROT_EIGRP] = "eigrp",
};

static const char *const b_scopes[256] = {
	[RT_SCOPE_UNIVERSE] = "global", [RT_SCOPE_NOWHERE] = "nowhere",
	[RT_SCOPE_HOST] = "host", [RT_SCOPE_LINK] = "link",
	[RT_SCOPE_SITE] = "site",
};

/* Every line of path appended to t (names_load reads one file once). */
static void read_into(struct names *t, const char *path)
{
	const char *const files[] = { path, NULL };
	struct names one = { 0 };
	size_t i;

	names_load(&one, files);
	for (i = 0; i < one.n; i++) {
		struct id_name *v = realloc(t->v, (t->n + 1) * sizeof(*v));

		if (!v)
			break;
		t->v = v;
		t->v[t->n++] = one.v[i];
		one.v[i].name = NULL;
	}
	names_free(&one);
}

static void load(struct rtnames *r, int which)
{
	struct names *t = &r->t[which];

	if (r->loaded[which])
		return;
	r->loaded[which] = true;
	t->loaded = true;
	if (which == RTN_SCOPES) {
		read_into(t, "/etc/iproute2/rt_scopes");
	} else {
		const char *dir = "/etc/iproute2/rt_protos.d";
		DIR *d;
		struct dirent *de;

		read_into(t, "/etc/iproute2/rt_protos");
		d = opendir(dir);
		/* readdir's order, as iproute2: NAME.conf, no dot files */
		while (d && (de = readdir(d)) != NULL) {
			size_t len = strlen(de->d_name);
			char path[PATH_MAX];

			if (de->d_name[0] == '.' || len <= 5 ||
			    strcmp(de->d_name + len - 5, ".conf") != 0)
				continue;
			snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
			read_into(t, path);
		}
		if (d)
			closedir(d);
	}
}

void rtnames_free(struct rtnames *r)
{
	int i;

	for (i = 0; i < RTN_NFILES; i++)
		names_free(&r->t[i]);
	memset(r->loaded, 0, sizeof(r->loaded));
}

static const char *const *builtin(int which)
{
	return which == RTN_SCOPES ? b_scopes : b_protos;
}

/* A loaded table's name for id (the file's last line, else built in). */
static const char *name_of(struct rtnames *r, int which, uint32_t id)
{
	const char *n = NULL;

	if (r->loaded[which])
		n = names_id2name(&r->t[which], id);
	return n ? n : builtin(which)[id];
}

static const char *n2a(struct rtnames *r, int which, uint32_t id, char *buf,
		       size_t size, const char *numfmt)
{
	const char *n = NULL;

	if (!r->numeric && id < 256) {
		if (!r->loaded[which] && !builtin(which)[id])
			load(r, which);
		n = name_of(r, which, id);
	}
	if (n)
		return n;
	snprintf(buf, size, numfmt, id);
	return buf;
}

/* The lowest number called arg, else a number up to 255. */
static int a2n(struct rtnames *r, int which, const char *arg, uint32_t *id)
{
	unsigned long v;
	char *end;
	uint32_t i;

	load(r, which);
	for (i = 0; i < 256; i++) {
		const char *n = name_of(r, which, i);

		if (n && strcmp(n, arg) == 0) {
			*id = i;
			return 0;
		}
	}
	v = strtoul(arg, &end, 0);
	if (end == arg || *end || v > 255)
		return -1;
	*id = (uint32_t)v;
	return 0;
}

const char *rt_proto_n2a(struct rtnames *r, uint32_t id, char *buf, size_t size)
{
	return n2a(r, RTN_PROTOS, id, buf, size, "%u");
}

int rt_proto_a2n(struct rtnames *r, const char *arg, uint32_t *id)
{
	return a2n(r, RTN_PROTOS, arg, id);
}

const char *rt_scope_n2a(struct rtnames *r, uint32_t id, char *buf, size_t size)
{
	return n2a(r, RTN_SCOPES, id, buf, size, "%d");
}

int rt_scope_a2n(struct rtnames *r, const char *arg, uint32_t *id)
{
	return a2n(r, RTN_SCOPES, arg, id);
}
