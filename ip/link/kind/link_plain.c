// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_plain.c - link kinds without options: dummy, ifb, team,
 * team_slave, nlmon and vcan.  As iproute2 does, words after "type KIND" are ignored
 * (an empty data nest is sent), nothing is printed for -d, and only
 * "ip link help KIND" shows a usage.
 */
#include <stdio.h>

#include "kind.h"

#define PLAIN_KIND(id, d, s)						\
	static void id##_usage(FILE *f)					\
	{								\
		fputs("Usage: ... " #id "\n", f);			\
	}								\
	const struct link_kind kind_##id = {				\
		.set = { .name = #id, .usage = id##_usage },		\
		.del = d, .slave = s,					\
	}

/* deleting one of these takes nothing else along: a team lets its ports
 * go, the others have no lower or peer device */
PLAIN_KIND(dummy, KIND_DEL_ALONE, false);
PLAIN_KIND(ifb, KIND_DEL_ALONE, false);
PLAIN_KIND(team, KIND_DEL_ALONE, false);
PLAIN_KIND(team_slave, KIND_DEL_UNKNOWN, true);
PLAIN_KIND(nlmon, KIND_DEL_ALONE, false);
PLAIN_KIND(vcan, KIND_DEL_ALONE, false);
