// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * kind_ops.c - what is done with a link kind: parse "type KIND ARGS"
 * within iproute2's bound, print its data and its xstats, tell whether
 * printing it prints anything or looks a link up; and the stock parser
 * of kinds whose words iproute2 ignores.  The kinds themselves are
 * listed in ip/link/kind/kind.c, which is above every kind; this file is below.
 */
#include <stdbool.h>

#include "ipctx.h"
#include "kind.h"
#include "msg.h"

static bool rows_print(const struct opt_set *s, bool lookup)
{
	const struct opt *o;

	for (o = s->opts; o && opt_row_valid(o); o++)
		if (o->key && o->h && o->h->print && (!lookup || o->h->lookup))
			return true;
	return false;
}

bool kind_has_print(const struct link_kind *k)
{
	return k && (k->set.print || rows_print(&k->set, false));
}

bool kind_may_lookup(const struct link_kind *k)
{
	return k && (k->set.print_lookup || rows_print(&k->set, true));
}

int kind_ignore_words(struct ipctx *ctx, const struct link_kind *k, int argc,
		      char **argv, struct msg *m, bool create, const char *dev)
{
	(void)dev;
	(void)ctx;
	(void)k;
	(void)argc;
	(void)argv;
	(void)m;
	(void)create;
	return 0;
}

int kind_parse(struct ipctx *ctx, const struct link_kind *k, int argc,
	       char **argv, struct msg *m, bool create, const char *dev)
{
	size_t old = msg_set_bound(m, KIND_BOUND);
	int st;

	if (k->parse)
		st = k->parse(ctx, k, argc, argv, m, create, dev);
	else if (k->set.opts)
		st = opt_parse(ctx, &k->set, argc, argv, m, create);
	else
		st = 0;		/* no parser: the words are ignored */
	msg_set_bound(m, old);
	return st;
}

void kind_print(struct ipctx *ctx, const struct link_kind *k,
		const struct nlattr *data, const struct nlattr *const *ifla)
{
	opt_print_nest(ctx, &k->set, data, ifla);
}

void kind_print_xstats(struct ipctx *ctx, const struct link_kind *k,
		       const struct nlattr *a)
{
	struct opt_print pp = { .ctx = ctx, .out = ctx->out };

	if (!k || !k->xstats || !a)
		return;
	pp.set = &k->set;
	k->xstats->h->print(&pp, k->xstats, a);
}
