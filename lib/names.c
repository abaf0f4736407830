/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * names.c - "id name" table files, read once, looked up both ways.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
