// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_tun.c - the "tun" kind (tun and tap devices, made by "ip tuntap"):
 * its -d details.  iproute2 has no parser for it: words are ignored.
 */
#include <grp.h>
#include <pwd.h>
#include <stdio.h>
#include <linux/if_link.h>
#include <linux/if_tun.h>

#include "attr.h"
#include "kind.h"
#include "print.h"

/* multi_queue: JSON false when off; on, with the queue counts. */
static void mq_print(struct opt_print *pp, const struct opt *o,
		     const struct nlattr *a)
{
	const struct nlattr *q = pp->tb[IFLA_TUN_NUM_QUEUES];
	const struct nlattr *dq = pp->tb[IFLA_TUN_NUM_DISABLED_QUEUES];
	bool on = a && attr_u8(a);

	out_bool(pp->out, on ? OUT_ANY : OUT_JSON, o->key, "multi_queue ", on);
	if (on && q)
		out_uint(pp->out, OUT_ANY, "numqueues", "numqueues %u ", attr_u32(q));
	if (on && dq)
		out_uint(pp->out, OUT_ANY, "numdisabled", "numdisabled %u ",
			 attr_u32(dq));
}

/* user / group: the name when there is one, else the number. */
static void id_print(struct opt_print *pp, const struct opt *o,
		     const struct nlattr *a)
{
	uint32_t id = attr_u32(a);
	struct passwd *pw = o->attr == IFLA_TUN_OWNER ? getpwuid(id) : NULL;
	struct group *gr = o->attr == IFLA_TUN_GROUP ? getgrgid(id) : NULL;
	const char *name = pw ? pw->pw_name : gr ? gr->gr_name : NULL;
	char fmt[32];

	snprintf(fmt, sizeof(fmt), name ? "%s %%s " : "%s %%u ", o->key);
	if (name)
		out_str(pp->out, OUT_ANY, CLR_NONE, o->key, fmt, name);
	else
		out_uint(pp->out, OUT_ANY, o->key, fmt, id);
}

static const struct opt_handler tun_mq = { .print = mq_print };
static const struct opt_handler tun_id = { .print = id_print };
static const struct opt_name tun_types[] = {
	{ "tun", IFF_TUN }, { "tap", IFF_TAP }, { NULL, 0 }
};

static const struct opt tun_opts[] = {
	{ NULL, IFLA_TUN_TYPE, 0, &opt_enum, OPT_ENUM(.names = tun_types,
	  .size = 1, .unknown = "UNKNOWN:%u"), "type" },
	{ NULL, IFLA_TUN_PI, 0, &opt_onoff, NULL, "pi" },
	{ NULL, IFLA_TUN_VNET_HDR, 0, &opt_onoff, NULL, "vnet_hdr" },
	{ NULL, IFLA_TUN_MULTI_QUEUE, OPT_ABSENT, &tun_mq, NULL, "multi_queue" },
	{ NULL, IFLA_TUN_PERSIST, 0, &opt_onoff, NULL, "persist" },
	{ NULL, IFLA_TUN_OWNER, 0, &tun_id, NULL, "user" },
	{ NULL, IFLA_TUN_GROUP, 0, &tun_id, NULL, "group" },
	{ 0 }
};

const struct link_kind kind_tun = {
	.set = { .name = "tun", .opts = tun_opts, .maxattr = IFLA_TUN_MAX },
	.parse = kind_ignore_words,
	.del = KIND_DEL_ALONE,
};
