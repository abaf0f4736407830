/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzzlib.h - what the command fuzz targets share: an input's words as a
 * command line, and a command line run through ip_do_cmd on the engine's
 * sink (no kernel), its dumps answered with given messages.
 */
#ifndef IP_FUZZLIB_H
#define IP_FUZZLIB_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ip.h"
#include "ipctx.h"
#include "linkcache.h"
#include "nl.h"
#include "print.h"

#define FUZZ_MAXWORDS 64

/* data[from..size) split at NUL, blank and newline into words after the
 * argc that argv holds already; text (size + 1 bytes) keeps them.  The new
 * argc (FUZZ_MAXWORDS at most; argv[argc] is NULL). */
static inline int fuzz_words(const uint8_t *data, size_t size, size_t from,
			     char *text, char **argv, int argc)
{
	size_t i = from;

	memcpy(text, data, size);
	text[size] = '\0';
	while (i < size && argc < FUZZ_MAXWORDS) {
		size_t start = i;

		while (i < size && data[i] && data[i] != ' ' && data[i] != '\n')
			i++;
		text[i] = '\0';
		argv[argc++] = text + start;
		i++;
	}
	argv[argc] = NULL;
	return argc;
}

/* One command line (argv[0] the object) on a sink that hands each request
 * to cb and answers dumps with msgs; the context is closed after. */
static inline void fuzz_run_cmd(struct ipctx *ctx, nl_sink_cb cb, int argc,
				char **argv, const void *msgs, size_t len)
{
	struct out_opts oo = {
		.json = ctx->o.json, .pretty = ctx->o.pretty,
		.oneline = ctx->o.oneline,
	};

	ctx->nl = nl_open_sink(cb, NULL);
	ctx->lc = ctx->nl ? lc_new(ctx->nl) : NULL;
	ctx->out = out_new(stdout, &oo);
	if (ctx->lc && ctx->out) {
		nl_sink_answer(ctx->nl, msgs, len);
		ip_do_cmd(ctx, argc, argv);
	}
	fflush(stdout);
	ip_ctx_close(ctx);
	ctx->nl = NULL;
	ctx->lc = NULL;
	ctx->out = NULL;
}

#endif
