// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_ifb.c - the "ifb" link kind: no options.
 *
 * iproute2 has no parser for ifb: words after "type ifb" are ignored
 * (an empty data nest is still sent) and nothing is printed for -d.
 */
#include "kind.h"

const struct link_kind kind_ifb = {
	.set = { .name = "ifb" },
	.del = KIND_DEL_ALONE,
};
