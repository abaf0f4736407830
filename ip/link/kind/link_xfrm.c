// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_xfrm.c - the "xfrm" link kind (IPsec interfaces): if_id, dev,
 * external.
 */
#include <stdio.h>
#include <linux/if_link.h>

#include "args.h"
#include "msg.h"
#include "opt.h"
#include "print.h"
#include "tunnel.h"

static void xfrm_usage(FILE *f)
{
	fputs("Usage: ... xfrm dev [ PHYS_DEV ] [ if_id IF-ID ]\n"
	      "\t\t[ external ]\n"
	      "\n"
	      "Where: IF-ID := { 0x1..0xffffffff }\n", f);
}

/* if_id went out with each word; dev and external go last */
static int xfrm_finish(struct opt_parse *st)
{
	const struct tnl_state *t = tnl_state(st);
	uint32_t link = t->v[TF_LINK];

	if (t->v[TF_META]) {
		if (opt_seen(st, IFLA_XFRM_IF_ID) || link) {
			fprintf(stderr, "xfrmi: both 'external' and if_id/link cannot be specified\n");
			return OPT_EFAIL;
		}
		msg_put_flag(st->m, IFLA_XFRM_COLLECT_METADATA);
		return 0;
	}
	if (!opt_seen(st, IFLA_XFRM_IF_ID))
		return err_missarg("IF_ID");
	if (link)
		msg_put_u32(st->m, IFLA_XFRM_LINK, link);
	return 0;
}

/* external alone, or the if_id */
static void xfrm_print(struct opt_print *pp)
{
	if (pp->tb[IFLA_XFRM_COLLECT_METADATA])
		out_flag(pp->out, "external", "external ", true);
	else
		opt_print_rows(pp);
}

static const struct opt xfrm_opts[] = {
	{ .attr = IFLA_XFRM_IF_ID, .h = &opt_u32, .flags = OPT_HEX, .key = "if_id" },
	TNL_DEV_KW(IFLA_XFRM_LINK),
	{ .kw = "if_id", .attr = IFLA_XFRM_IF_ID, .h = &opt_u32,
	  .data = OPT_NUM(.min = 1, .err = "if_id value is invalid") },
	TNL_EXTERNAL_KW(IFLA_XFRM_COLLECT_METADATA),
	{ 0 }
};

/* no fallback device, nothing below it takes it away */
const struct tnl_kind kind_xfrm = {
	.k = { .set = { .name = "xfrm", .opts = xfrm_opts, .maxattr = IFLA_XFRM_MAX,
			.usage = xfrm_usage, .finish = xfrm_finish,
			.print = xfrm_print },
	       .parse = tnl_parse, .del = KIND_DEL_ALONE },
};
