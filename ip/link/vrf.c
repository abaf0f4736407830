// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * vrf.c - VRF devices by name, as the address, route and nexthop
 * commands look them up: a VRF's index and table, and the show filters
 * "master DEV" and "vrf NAME".
 */
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "attr.h"
#include "ip.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "linkcache.h"
#include "link_print.h"
#include "msg.h"
#include "nl.h"
#include "nlstore.h"

/* One quiet RTM_GETLINK for a VRF device called name: its index and
 * table (0 when it is no VRF); -errno when the kernel has no such device. */
static int vrf_query(struct ipctx *ctx, const char *name, int *index,
		     uint32_t *table)
{
	struct msgbuf b;
	struct ifinfomsg *ifi;
	struct nlmsghdr *r = NULL;
	struct link_msg m;
	int err;

	*index = 0;
	*table = 0;
	msgbuf_init(&b, RTM_GETLINK, 0);
	msg_set_bound(&b.m, NLMSG_LENGTH(sizeof(*ifi)) + 1024);
	ifi = msg_extra(&b.m, sizeof(*ifi));
	ifi->ifi_family = (unsigned char)ctx->o.family;
	msg_put_strz(&b.m, IFLA_IFNAME, name);
	err = nl_talk(ctx->nl, b.m.n, nlstore_first_cb, &r, 1);
	if (!err && r && link_msg_head(&m, r)) {
		attr_parse_msg(m.tb, IFLA_MAX, r, sizeof(*m.ifi));
		if (link_kind_is(m.tb, "vrf", false)) {
			const struct nlattr *info[IFLA_INFO_MAX + 1];
			const struct nlattr *vrf[IFLA_VRF_MAX + 1];

			*index = m.ifi->ifi_index;
			attr_parse_nested(info, IFLA_INFO_MAX, m.tb[IFLA_LINKINFO]);
			if (info[IFLA_INFO_DATA]) {
				attr_parse_nested(vrf, IFLA_VRF_MAX, info[IFLA_INFO_DATA]);
				*table = attr_u32(vrf[IFLA_VRF_TABLE]);
				if (!*table)
					fprintf(stderr, "BUG: VRF %s is missing table id\n", name);
			}
		}
	}
	free(r);
	return err;
}

int ip_vrf_index(struct ipctx *ctx, const char *name)
{
	uint32_t table;
	int idx;

	vrf_query(ctx, name, &idx, &table);
	return idx;
}

uint32_t ip_vrf_table(struct ipctx *ctx, const char *name)
{
	uint32_t table;
	int idx;

	/* "default" names the main table when no device has that name */
	if (vrf_query(ctx, name, &idx, &table) == -ENODEV && is(name, "default"))
		return RT_TABLE_MAIN;
	return table;
}

int ip_master_filter(struct ipctx *ctx, bool vrf, const char *name,
		     int *master)
{
	*master = lc_name2index(ctx->lc, name);
	if (vrf && (!*master || !ip_vrf_index(ctx, name)))
		return err_invarg("Not a valid VRF name\n", name);
	if (!*master)
		return err_invarg("Device does not exist\n", name);
	return 0;
}
