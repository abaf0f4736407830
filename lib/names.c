/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * names.c - "id name" table files, read once, looked up both ways.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "array.h"
#include "names.h"

#define LINE_MAX_LEN 512	/* longer lines are read in pieces, as iproute2 does */

static const char *const group_files[] = {
	"/etc/iproute2/group",
	"/usr/share/iproute2/group",
	NULL
};

/* "id name ...": 1 and the id and name's span; 0 for a line to skip; -1 if
 * the line is none of these. */
static int parse_line(char *p, long *id, char **name, size_t *len)
{
	char *end;

	while (*p == ' ' || *p == '\t')
		p++;
	if (*p == '#' || *p == '\n' || *p == '\0')
		return 0;
	end = p;
	if (p[0] == '0' && p[1] == 'x')
		*id = (int)(unsigned int)strtoul(p + 2, &end, 16);
	if (end == p || end == p + 2) {		/* not hex: decimal */
		*id = (int)strtol(p, &end, 10);
		if (end == p)
			return -1;
	}
	p = end + strspn(end, " \t\n\v\f\r");
	*len = strcspn(p, " \t\n\v\f\r");
	if (!*len)
		return -1;
	*name = p;
	return 1;
}

static int add(struct names *t, long id, const char *name, size_t len)
{
	struct id_name *v = realloc(t->v, (t->n + 1) * sizeof(*v));

	if (!v)
		return -1;
	t->v = v;
	v[t->n].name = strndup(name, len);
	if (!v[t->n].name)
		return -1;
	v[t->n].id = (uint32_t)id;
	t->n++;
	return 0;
}

/* 0 if the file was read (wholly or up to a bad line), -1 if it cannot be
 * opened. */
static int read_file(struct names *t, const char *path)
{
	FILE *f = fopen(path, "r");
	char line[LINE_MAX_LEN];

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		char *name;
		size_t len;
		long id;
		int r = parse_line(line, &id, &name, &len);

		if (r < 0) {
			char *p = line + strspn(line, " \t");

			fprintf(stderr, "Database %s is corrupted at %s\n", path, p);
			break;
		}
		if (r == 0 || id < 0)
			continue;
		if (add(t, id, name, len))
			break;
	}
	fclose(f);
	return 0;
}

void names_load(struct names *t, const char *const *files)
{
	if (t->loaded)
		return;
	t->loaded = true;
	for (; *files; files++)
		if (read_file(t, *files) == 0)
			break;
}

void names_load_dir(struct names *t, const char *dir, const char *suffix)
{
	size_t sl = strlen(suffix);
	struct dirent *de;
	DIR *d;

	if (t->loaded)
		return;
	t->loaded = true;
	d = opendir(dir);
	if (!d)
		return;
	/* directory order, as iproute2 reads them: a later file wins */
	while ((de = readdir(d)) != NULL) {
		size_t len = strlen(de->d_name);
		char path[4096];

		if (de->d_name[0] == '.' || len <= sl ||
		    strcmp(de->d_name + len - sl, suffix) != 0)
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		read_file(t, path);
	}
	closedir(d);
}

void names_free(struct names *t)
{
	size_t i;

	for (i = 0; i < t->n; i++)
		free(t->v[i].name);
	free(t->v);
	memset(t, 0, sizeof(*t));
}

const char *names_id2name(const struct names *t, uint32_t id)
{
	size_t i;

	for (i = t->n; i > 0; i--)
		if (t->v[i - 1].id == id)
			return t->v[i - 1].name;
	return NULL;
}

/* iproute2 keeps the table in 256 buckets by the id's low byte, newest
 * first, and takes the first name it meets: among equal names the one in
 * the lowest bucket wins, then the last line. */
int names_name2id(const struct names *t, const char *name, uint32_t *id)
{
	const struct id_name *best = NULL;
	size_t i;

	for (i = 0; i < t->n; i++) {
		const struct id_name *e = &t->v[i];

		if (strcmp(e->name, name) == 0 &&
		    (!best || (e->id & 255) <= (best->id & 255)))
			best = e;
	}
	if (!best)
		return -1;
	*id = best->id;
	return 0;
}

int rt_table_a2n(const char *arg, uint32_t *id)
{
	static const char dir[] = "/etc/iproute2/rt_tables.d";
	struct names t = { .loaded = true };
	unsigned long long v;
	struct dirent *de;
	char *end;
	DIR *d;
	int r;

	add(&t, 253, "default", 7);
	add(&t, 254, "main", 4);
	add(&t, 255, "local", 5);
	read_file(&t, "/etc/iproute2/rt_tables");
	d = opendir(dir);
	while (d && (de = readdir(d)) != NULL) {
		size_t len = strlen(de->d_name);
		char path[sizeof(dir) + 256];

		if (de->d_name[0] == '.' || len <= 5 ||
		    strcmp(de->d_name + len - 5, ".conf") != 0)
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		read_file(&t, path);
	}
	if (d)
		closedir(d);
	r = names_name2id(&t, arg, id);
	names_free(&t);
	if (r == 0)
		return 0;
	v = strtoull(arg, &end, 0);
	if (end == arg || *end || v > UINT32_MAX)
		return -1;
	*id = (uint32_t)v;
	return 0;
}

void group_names_load(struct names *t)
{
	names_load(t, group_files);
}

const char *group_id2name(struct names *t, uint32_t id, char *buf,
			  size_t size)
{
	const char *name;

	group_names_load(t);
	name = names_id2name(t, id);
	if (name)
		return name;
	if (id == 0)
		return "default";
	snprintf(buf, size, "%d", (int)id);
	return buf;
}

int names_lookup(const char *const *files, const char *name, uint32_t *id)
{
	struct names t = { 0 };
	int ret;

	names_load(&t, files);
	ret = names_name2id(&t, name, id);
	names_free(&t);
	return ret;
}

int group_name2id(const char *name, uint32_t *id)
{
	return names_lookup(group_files, name, id);
}

#define PROTODOWN_DIR "/etc/iproute2/protodown_reasons.d"
#define PROTODOWN_BITS 32

int protodown_reason_a2n(struct names *t, const char *arg, uint32_t *id)
{
	unsigned long v;
	char *end;
	uint32_t i;

	names_load_dir(t, PROTODOWN_DIR, ".conf");
	/* the name a reason has now (its last line), lowest reason first */
	for (i = 0; i < PROTODOWN_BITS; i++) {
		const char *nm = names_id2name(t, i);

		if (nm && strcmp(nm, arg) == 0) {
			*id = i;
			return 0;
		}
	}
	v = strtoul(arg, &end, 0);
	if (end == arg || *end || v >= PROTODOWN_BITS)
		return -1;
	*id = (uint32_t)v;
	return 0;
}

const char *protodown_reason_n2a(struct names *t, uint32_t id, bool numeric,
				 char *buf, size_t size)
{
	const char *nm = NULL;

	if (!numeric) {
		names_load_dir(t, PROTODOWN_DIR, ".conf");
		nm = names_id2name(t, id);
	}
	if (nm)
		return nm;
	snprintf(buf, size, "%u", id);
	return buf;
}

/* The Ethernet protocol names iproute2 knows, in its order: the first
 * entry for a number is the name printed. */
static const struct {
	uint16_t id;
	const char *name;
} ethertypes[] = {
	{ 0x0060, "loop" }, { 0x0200, "pup" }, { 0x0201, "pupat" },
	{ 0x0800, "ip" }, { 0x0805, "x25" }, { 0x0806, "arp" },
	{ 0x08ff, "bpq" }, { 0x0a00, "ieeepup" }, { 0x0a01, "ieeepupat" },
	{ 0x6000, "dec" }, { 0x6001, "dna_dl" }, { 0x6002, "dna_rc" },
	{ 0x6003, "dna_rt" }, { 0x6004, "lat" }, { 0x6005, "diag" },
	{ 0x6006, "cust" }, { 0x6007, "sca" }, { 0x8035, "rarp" },
	{ 0x809b, "atalk" }, { 0x80f3, "aarp" }, { 0x8137, "ipx" },
	{ 0x86dd, "ipv6" }, { 0x8863, "ppp_disc" }, { 0x8864, "ppp_ses" },
	{ 0x884c, "atmmpoa" }, { 0x8884, "atmfate" }, { 0x0001, "802_3" },
	{ 0x0002, "ax25" }, { 0x0003, "all" }, { 0x0004, "802_2" },
	{ 0x0005, "snap" }, { 0x0006, "ddcmp" }, { 0x0007, "wan_ppp" },
	{ 0x0008, "ppp_mp" }, { 0x0009, "localtalk" }, { 0x000c, "can" },
	{ 0x0010, "ppptalk" }, { 0x0011, "tr_802_2" }, { 0x0015, "mobitex" },
	{ 0x0016, "control" }, { 0x0017, "irda" }, { 0x0018, "econet" },
	{ 0x88ca, "tipc" }, { 0x8892, "profinet" }, { 0x88a2, "aoe" },
	{ 0x88a4, "ethercat" }, { 0x8100, "802.1Q" }, { 0x88a8, "802.1ad" },
	{ 0x8847, "mpls_uc" }, { 0x8848, "mpls_mc" }, { 0x6558, "teb" },
	{ 0x8100, "802.1Q" }, { 0x88cc, "LLDP" }, { 0x0800, "ipv4" },
};

int ethertype_a2n(const char *arg, uint16_t *id)
{
	unsigned long v;
	char *end;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(ethertypes); i++)
		if (strcasecmp(ethertypes[i].name, arg) == 0) {
			*id = ethertypes[i].id;
			return 0;
		}
	if (!*arg)
		return -1;
	v = strtoul(arg, &end, 0);
	if (*end || v > 0xffff)
		return -1;
	*id = (uint16_t)v;
	return 0;
}

const char *ethertype_n2a(uint16_t id, char *buf, size_t size)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(ethertypes); i++)
		if (ethertypes[i].id == id)
			return ethertypes[i].name;
	snprintf(buf, size, "[%d]", id);
	return buf;
}

int dsfield_a2n(uint32_t *id, const char *arg)
{
	static const char *const files[] = { "/etc/iproute2/rt_dsfield", NULL };
	unsigned long v;
	char *end;

	if (names_lookup(files, arg, id) == 0 && *id < 256)
		return 0;
	v = strtoul(arg, &end, 16);
	if (end == arg || *end || v > 255)
		return -1;
	*id = (uint32_t)v;
	return 0;
}
