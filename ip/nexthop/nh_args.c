// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * nh_args.c - what both halves of "ip nexthop" read and say: the usage
 * text, an id, and the filter that lives as long as the context (the
 * changes: ip/nexthop/ipnexthop.c; the listings: ip/nexthop/ipnexthop_show.c).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "args.h"
#include "ip.h"
#include "ipctx.h"
#include "ipnexthop.h"

static const char nh_usage_text[] =
	"Usage: ip nexthop { list | flush } [ protocol ID ] SELECTOR\n"
	"       ip nexthop { add | replace } id ID NH [ protocol ID ]\n"
	"       ip nexthop { get | del } id ID\n"
	"       ip nexthop bucket list BUCKET_SELECTOR\n"
	"       ip nexthop bucket get id ID index INDEX\n"
	"SELECTOR := [ id ID ] [ dev DEV ] [ vrf NAME ] [ master DEV ]\n"
	"            [ groups ] [ fdb ]\n"
	"BUCKET_SELECTOR := SELECTOR | [ nhid ID ]\n"
	"NH := { blackhole | [ via ADDRESS ] [ dev DEV ] [ onlink ]\n"
	"        [ encap ENCAPTYPE ENCAPHDR ] |\n"
	"        group GROUP [ fdb ] [ type TYPE [ TYPE_ARGS ] ] }\n"
	"GROUP := [ <id[,weight]>/<id[,weight]>/... ]\n"
	"TYPE := { mpath | resilient }\n"
	"TYPE_ARGS := [ RESILIENT_ARGS ]\n"
	"RESILIENT_ARGS := [ buckets BUCKETS ] [ idle_timer IDLE ]\n"
	"                  [ unbalanced_timer UNBALANCED ]\n"
	"ENCAPTYPE := [ mpls ]\n"
	"ENCAPHDR := [ MPLSLABEL ]\n";

int nh_usage(void)
{
	fputs(nh_usage_text, stderr);
	return IP_EARG;
}

struct nh_filter *nh_filter_of(struct ipctx *ctx)
{
	if (!ctx->nh_filter)
		ctx->nh_filter = calloc(1, sizeof(*ctx->nh_filter));
	return ctx->nh_filter;
}

void nh_filter_free(struct ipctx *ctx)
{
	free(ctx->nh_filter);
	ctx->nh_filter = NULL;
}

int nh_parse_id(uint32_t *id, const char *arg)
{
	if (get_unsigned(id, arg, 0))
		return err_invarg("invalid id value", arg);
	return 0;
}
