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

#include "args.h"
#include "ipctx.h"
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

static const char *const b_tables[256] = {
	[RT_TABLE_DEFAULT] = "default", [RT_TABLE_MAIN] = "main",
	[RT_TABLE_LOCAL] = "local",
};

static const char *const b_realms[256] = { [0] = "unknown" };

static const char *const b_dsfield[256] = { [0] = "0" };

/* Each table's file, the directory of NAME.conf files read after it (or
 * NULL), and its built-in names. */
static const struct {
	const char *file, *dir;
	const char *const *builtin;
} tabs[RTN_NFILES] = {
	[RTN_TABLES] = { "/etc/iproute2/rt_tables", "/etc/iproute2/rt_tables.d",
			 b_tables },
	[RTN_PROTOS] = { "/etc/iproute2/rt_protos", "/etc/iproute2/rt_protos.d",
			 b_protos },
	[RTN_SCOPES] = { "/etc/iproute2/rt_scopes", NULL, b_scopes },
	[RTN_REALMS] = { "/etc/iproute2/rt_realms", NULL, b_realms },
	[RTN_DSFIELD] = { "/etc/iproute2/rt_dsfield", NULL, b_dsfield },
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
	const char *dir = tabs[which].dir;
	struct dirent *de;
	DIR *d;

	if (r->loaded[which])
		return;
	r->loaded[which] = true;
	t->loaded = true;
	read_into(t, tabs[which].file);
	if (!dir)
		return;
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

void rtnames_free(struct rtnames *r)
{
	int i;

	for (i = 0; i < RTN_NFILES; i++)
		names_free(&r->t[i]);
	memset(r->loaded, 0, sizeof(r->loaded));
}

struct rtnames *ipctx_names(struct ipctx *ctx)
{
	ctx->names.numeric = ctx->o.numeric;
	return &ctx->names;
}

static const char *const *builtin(int which)
{
	return tabs[which].builtin;
}

/* A loaded table's name for id (the file's last line, else built in). */
static const char *name_of(struct rtnames *r, int which, uint32_t id)
{
	const char *n = NULL;

	if (r->loaded[which])
		n = names_id2name(&r->t[which], id);
	return n ? n : id < 256 ? builtin(which)[id] : NULL;
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

/* The lowest number called arg, else a number up to 255 (in base). */
static int a2n_base(struct rtnames *r, int which, const char *arg,
		    uint32_t *id, int base)
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
	v = strtoul(arg, &end, base);
	if (end == arg || *end || v > 255)
		return -1;
	*id = (uint32_t)v;
	return 0;
}

static int a2n(struct rtnames *r, int which, const char *arg, uint32_t *id)
{
	return a2n_base(r, which, arg, id, 0);
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

const char *rt_realm_n2a(struct rtnames *r, uint32_t id, char *buf, size_t size)
{
	return n2a(r, RTN_REALMS, id, buf, size, "%d");
}

int rt_realm_a2n(struct rtnames *r, const char *arg, uint32_t *id)
{
	return a2n(r, RTN_REALMS, arg, id);
}

/* "[FROM/]TO" as realm names or numbers (FROM << 16 | TO; an empty TO
 * is 0), else a raw unsigned number, as iproute2 tries them. */
int rt_realms_a2n(struct rtnames *r, const char *arg, uint32_t *realms)
{
	const char *slash = strchr(arg, '/');
	const char *to = arg;
	uint32_t from = 0, v = 0;
	char buf[256];

	if (slash && (size_t)(slash - arg) < sizeof(buf)) {
		memcpy(buf, arg, (size_t)(slash - arg));
		buf[slash - arg] = '\0';
		if (rt_realm_a2n(r, buf, &from))
			goto raw;
		to = slash + 1;
	} else if (slash) {
		goto raw;
	}
	if (*to && rt_realm_a2n(r, to, &v))
		goto raw;
	*realms = from << 16 | v;
	return 0;
raw:
	return get_unsigned(realms, arg, 0);
}

/* Every id is looked up (the files are read on the first call, whatever
 * the id), as iproute2 does; ids above 255 come only from the files. */
const char *rt_table_n2a(struct rtnames *r, uint32_t id, char *buf, size_t size)
{
	const char *n;

	load(r, RTN_TABLES);
	n = r->numeric ? NULL : name_of(r, RTN_TABLES, id);
	if (n)
		return n;
	snprintf(buf, size, "%u", id);
	return buf;
}

int rt_table_name2id(struct rtnames *r, const char *arg, uint32_t *id)
{
	unsigned long long v;
	char *end;
	uint32_t i;

	load(r, RTN_TABLES);
	if (names_name2id(&r->t[RTN_TABLES], arg, id) == 0)
		return 0;
	for (i = 0; i < 256; i++)
		if (b_tables[i] && strcmp(b_tables[i], arg) == 0) {
			*id = i;
			return 0;
		}
	v = strtoull(arg, &end, 0);
	if (end == arg || *end || v > UINT32_MAX)
		return -1;
	*id = (uint32_t)v;
	return 0;
}

const char *rt_dsfield_n2a(struct rtnames *r, uint32_t id, char *buf,
			   size_t size)
{
	const char *n = NULL;

	if (id >= 256) {
		snprintf(buf, size, "%u", id);
		return buf;
	}
	if (!r->numeric) {
		if (!b_dsfield[id])
			load(r, RTN_DSFIELD);
		n = name_of(r, RTN_DSFIELD, id);
	}
	if (n)
		return n;
	snprintf(buf, size, "0x%02x", id);
	return buf;
}

int rt_dsfield_a2n(struct rtnames *r, const char *arg, uint32_t *id)
{
	return a2n_base(r, RTN_DSFIELD, arg, id, 16);
}
