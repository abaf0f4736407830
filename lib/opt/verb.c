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

int verb_run(struct ipctx *ctx, const struct verb_set *set, int argc,
	     char **argv)
{
	const struct verb *v;

	if (argc < 1)
		return set->none->run(ctx, set->none, 0, argv);
	v = verb_find(set, *argv);
	if (v)
		return v->run ? v->run(ctx, v, argc - 1, argv + 1) : v->usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip %s help\".\n",
		*argv, set->obj);
	return set->unknown_status ? set->unknown_status : IP_EARG;
}
