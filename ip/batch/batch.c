// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * batch.c - reading "ip -batch" input.
 */
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch.h"

struct batch_reader {
	FILE *fp;
	int own;
	char *line;
	size_t cap;
	int lineno;
	const char *err;	/* why the last batch_next() failed */
	char *words[BATCH_MAX_ARGS + 1];
};

struct batch_reader *batch_open(const char *name)
{
	struct batch_reader *br = calloc(1, sizeof(*br));

	if (!br)
		return NULL;
	if (!name || strcmp(name, "-") == 0) {
		br->fp = stdin;
	} else {
		br->fp = fopen(name, "r");
		if (!br->fp) {
			int e = errno;

			free(br);
			errno = e;
			return NULL;
		}
		br->own = 1;
	}
	return br;
}

struct batch_reader *batch_open_fp(FILE *fp)
{
	struct batch_reader *br = calloc(1, sizeof(*br));

	if (br)
		br->fp = fp;
	return br;
}

void batch_close(struct batch_reader *br)
{
	if (!br)
		return;
	if (br->own)
		fclose(br->fp);
	free(br->line);
	free(br);
}

static void cut_comment(char *s)
{
	char *c = strchr(s, '#');

	if (c)
		*c = '\0';
}

int batch_split(char *line, char **argv, int max, const char **err)
{
	static const char ws[] = " \t\r\n";
	char *p = line;
	int argc = 0;

	while (*p) {
		p += strspn(p, ws);
		if (!*p)
			break;
		if (argc >= max - 1) {
			*err = "Too many arguments to command";
			return -2;
		}
		if (*p == '"' || *p == '\'') {
			char q = *p++;

			argv[argc++] = p;
			p = strchr(p, q);
			if (!p) {
				*err = "Unterminated quoted string";
				return -2;
			}
		} else {
			argv[argc++] = p;
			p = strpbrk(p, ws);
			if (!p)
				break;
		}
		*p++ = '\0';
	}
	argv[argc] = NULL;
	return argc;
}

int batch_next(struct batch_reader *br, char ***argv, int *lineno)
{
	ssize_t n = getline(&br->line, &br->cap, br->fp);
	char *cont;
	int argc;

	br->err = NULL;
	if (n < 0)
		return -1;
	br->lineno++;
	cut_comment(br->line);
	/* a backslash before the newline joins the next line */
	while ((cont = strstr(br->line, "\\\n")) != NULL) {
		char *more = NULL;
		size_t mcap = 0, have;
		char *joined;

		if (getline(&more, &mcap, br->fp) < 0) {
			free(more);
			br->err = "Missing continuation line";
			return -1;
		}
		br->lineno++;
		*cont = '\0';
		cut_comment(more);
		have = strlen(br->line);
		joined = realloc(br->line, have + strlen(more) + 1);
		if (!joined) {
			free(more);
			return -1;
		}
		br->line = joined;
		br->cap = have + strlen(more) + 1;
		strcpy(br->line + have, more);
		free(more);
	}
	*lineno = br->lineno;
	argc = batch_split(br->line, br->words, BATCH_MAX_ARGS, &br->err);
	*argv = br->words;
	return argc;
}

const char *batch_error(const struct batch_reader *br)
{
	return br->err;
}

bool batch_input_ready(struct batch_reader *br)
{
	struct pollfd p = { .fd = fileno(br->fp), .events = POLLIN };

	/* glibc: bytes read ahead into the stdio buffer */
	if (br->fp->_IO_read_ptr < br->fp->_IO_read_end)
		return true;
	return poll(&p, 1, 0) > 0;
}
