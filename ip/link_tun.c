// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_tun.c - the "tun" link kind (tun and tap devices): what -d prints
 * of its IFLA_INFO_DATA, "tun type tap pi off vnet_hdr off persist on".
 *
 * tun devices are made with "ip tuntap" (ip/iptuntap.c), not by
 * rtnetlink; iproute2 has no parser for the kind, so words after "type
 * tun" are ignored and the kernel answers the request.
 */
#include <grp.h>
#include <pwd.h>
#include <stdio.h>
#include <linux/if_link.h>
#include <linux/if_tun.h>

#include "attr.h"
#include "ipctx.h"
#include "kind.h"
#include "print.h"

/* multi_queue: JSON false when off; on, with the queue counts. */
static void mq_print(struct opt_print *pp, const struct opt *o,
		     const struct nlattr *a)
{
	const struct nlattr *q = pp->tb[IFLA_TUN_NUM_QUEUES];
	const struct nlattr *dq = pp->tb[IFLA_TUN_NUM_DISABLED_QUEUES];

	if (!a || !attr_u8(a)) {
		out_bool(pp->out, OUT_JSON, o->key, NULL, false);
		return;
	}
	out_bool(pp->out, OUT_ANY, o->key, "multi_queue ", true);
	if (q)
		out_uint(pp->out, OUT_ANY, "numqueues", "numqueues %u ", attr_u32(q));
	if (dq)
		out_uint(pp->out, OUT_ANY, "numdisabled", "numdisabled %u ",
			 attr_u32(dq));
}

/* user / group: the name when there is one, else the number. */
static void id_print(struct opt_print *pp, const struct opt *o,
		     const struct nlattr *a)
{
	uint32_t id = attr_u32(a);
	const char *name = NULL;
	char fmt[32];

	if (o->attr == IFLA_TUN_OWNER) {
		struct passwd *pw = getpwuid(id);

		name = pw ? pw->pw_name : NULL;
	} else {
		struct group *gr = getgrgid(id);

		name = gr ? gr->gr_name : NULL;
	}
	if (name) {
		snprintf(fmt, sizeof(fmt), "%s %%s ", o->key);
		out_str(pp->out, OUT_ANY, CLR_NONE, o->key, fmt, name);
	} else {
		snprintf(fmt, sizeof(fmt), "%s %%u ", o->key);
		out_uint(pp->out, OUT_ANY, o->key, fmt, id);
	}
}

static const struct opt_handler tun_mq = { .print = mq_print };
static const struct opt_handler tun_id = { .print = id_print };

static const struct opt_name tun_types[] = {
	{ "tun", IFF_TUN }, { "tap", IFF_TAP }, { NULL, 0 }
};

static const struct opt tun_opts[] = {
	{ NULL, IFLA_TUN_TYPE, 0, &opt_enum,
	  OPT_ENUM(.names = tun_types, .size = 1, .unknown = "UNKNOWN:%u"),
	  "type" },
	{ NULL, IFLA_TUN_PI, 0, &opt_onoff, NULL, "pi" },
	{ NULL, IFLA_TUN_VNET_HDR, 0, &opt_onoff, NULL, "vnet_hdr" },
	{ NULL, IFLA_TUN_MULTI_QUEUE, OPT_ABSENT, &tun_mq, NULL, "multi_queue" },
	{ NULL, IFLA_TUN_PERSIST, 0, &opt_onoff, NULL, "persist" },
	{ NULL, IFLA_TUN_OWNER, 0, &tun_id, NULL, "user" },
	{ NULL, IFLA_TUN_GROUP, 0, &tun_id, NULL, "group" },
	{ 0 }
};

/* No parser in iproute2: the words are ignored. */
static int tun_parse(struct ipctx *ctx, const struct link_kind *k, int argc,
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

const struct link_kind kind_tun = {
	.set = { .name = "tun", .opts = tun_opts, .maxattr = IFLA_TUN_MAX },
	.parse = tun_parse,
	.del = KIND_DEL_ALONE,
};
