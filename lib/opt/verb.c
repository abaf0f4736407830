// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * verb.c - the one verb table (see verb.h).
 */
#include <stdio.h>

#include "args.h"
#include "verb.h"

const struct verb *verb_find(const struct verb_set *set, const char *word)
{
	const struct verb *v;

	for (v = set->verbs; v->word; v++)
		if (set->exact || v->exact ? is(word, v->word) : matches(word, v->word))
			return v;
	return NULL;
}

/* One row: its verbs, its command or its usage; none of them: IP_UNIMPL */
static int run_row(struct ipctx *ctx, const struct verb_set *set,
		   const struct verb *v, int argc, char **argv)
{
	int st;

	if (!v->run && !v->usage && !v->sub)
		return IP_UNIMPL;
	st = set->prepare ? set->prepare(ctx, v) : 0;
	if (st)
		return st;
	if (v->sub)
		return verb_run(ctx, v->sub, argc, argv);
	return v->run ? v->run(ctx, v, argc, argv) : v->usage();
}

int verb_run(struct ipctx *ctx, const struct verb_set *set, int argc,
	     char **argv)
{
	const struct verb *v;

	if (argc < 1)
		return set->none ? run_row(ctx, set, set->none, 0, argv) : IP_EARG;
	v = verb_find(set, *argv);
	if (!v) {
		fprintf(stderr, set->unknown_fmt ? set->unknown_fmt :
			"Command \"%s\" is unknown, try \"ip %s help\".\n",
			*argv, set->obj);
		return set->unknown_status ? set->unknown_status : IP_EARG;
	}
	return run_row(ctx, set, v, argc - 1, argv + 1);
}
