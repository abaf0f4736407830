// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * route_args.c - what the parts of "ip route" share: the usage text, the
 * filter that lives as long as the context, and the words that put an
 * address into a route or a get request (the changes: ip/route/iproute.c; get:
 * ip/route/iproute_get.c; the listings: ip/route/iproute_show.c).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "ip.h"
#include "ipctx.h"
#include "iproute.h"
#include "msg.h"
#include "addr.h"

static const char route_usage_text[] =
	"Usage: ip route { list | flush } SELECTOR\n"
	"       ip route save SELECTOR\n"
	"       ip route restore\n"
	"       ip route showdump\n"
	"       ip route get [ ROUTE_GET_FLAGS ] ADDRESS\n"
	"                            [ from ADDRESS iif STRING ]\n"
	"                            [ oif STRING ] [ tos TOS ]\n"
	"                            [ mark NUMBER ] [ vrf NAME ]\n"
	"                            [ uid NUMBER ] [ ipproto PROTOCOL ]\n"
	"                            [ sport NUMBER ] [ dport NUMBER ]\n"
	"       ip route { add | del | change | append | replace } ROUTE\n"
	"SELECTOR := [ root PREFIX ] [ match PREFIX ] [ exact PREFIX ]\n"
	"            [ table TABLE_ID ] [ vrf NAME ] [ proto RTPROTO ]\n"
	"            [ type TYPE ] [ scope SCOPE ]\n"
	"ROUTE := NODE_SPEC [ INFO_SPEC ]\n"
	"NODE_SPEC := [ TYPE ] PREFIX [ tos TOS ]\n"
	"             [ table TABLE_ID ] [ proto RTPROTO ]\n"
	"             [ scope SCOPE ] [ metric METRIC ]\n"
	"             [ ttl-propagate { enabled | disabled } ]\n"
	"INFO_SPEC := { NH | nhid ID } OPTIONS FLAGS [ nexthop NH ]...\n"
	"NH := [ encap ENCAPTYPE ENCAPHDR ] [ via [ FAMILY ] ADDRESS ]\n"
	"      [ dev STRING ] [ weight NUMBER ] NHFLAGS\n"
	"FAMILY := [ inet | inet6 | mpls | bridge | link ]\n"
	"OPTIONS := FLAGS [ mtu NUMBER ] [ advmss NUMBER ] [ as [ to ] ADDRESS ]\n"
	"           [ rtt TIME ] [ rttvar TIME ] [ reordering NUMBER ]\n"
	"           [ window NUMBER ] [ cwnd NUMBER ] [ initcwnd NUMBER ]\n"
	"           [ ssthresh NUMBER ] [ realms REALM ] [ src ADDRESS ]\n"
	"           [ rto_min TIME ] [ hoplimit NUMBER ] [ initrwnd NUMBER ]\n"
	"           [ features FEATURES ] [ quickack BOOL ] [ congctl NAME ]\n"
	"           [ pref PREF ] [ expires TIME ] [ fastopen_no_cookie BOOL ]\n"
	"TYPE := { unicast | local | broadcast | multicast | throw |\n"
	"          unreachable | prohibit | blackhole | nat }\n"
	"TABLE_ID := [ local | main | default | all | NUMBER ]\n"
	"SCOPE := [ host | link | global | NUMBER ]\n"
	"NHFLAGS := [ onlink | pervasive ]\n"
	"RTPROTO := [ kernel | boot | static | NUMBER ]\n"
	"PREF := [ low | medium | high ]\n"
	"TIME := NUMBER[s|ms]\n"
	"BOOL := [1|0]\n"
	"FEATURES := ecn\n"
	"ENCAPTYPE := [ mpls | ip | ip6 | seg6 | seg6local | rpl | ioam6 | xfrm ]\n"
	"ENCAPHDR := [ MPLSLABEL | SEG6HDR | SEG6LOCAL | IOAM6HDR | XFRMINFO ]\n"
	"SEG6HDR := [ mode SEGMODE ] segs ADDR1,ADDRi,ADDRn [hmac HMACKEYID] [cleanup]\n"
	"SEGMODE := [ encap | encap.red | inline | l2encap | l2encap.red ]\n"
	"SEG6LOCAL := action ACTION [ OPTIONS ] [ count ]\n"
	"ACTION := { End | End.X | End.T | End.DX2 | End.DX6 | End.DX4 |\n"
	"            End.DT6 | End.DT4 | End.DT46 | End.B6 | End.B6.Encaps |\n"
	"            End.BM | End.S | End.AS | End.AM | End.BPF }\n"
	"OPTIONS := OPTION [ OPTIONS ]\n"
	"OPTION := { flavors FLAVORS | srh SEG6HDR | nh4 ADDR | nh6 ADDR | iif DEV | oif DEV |\n"
	"            table TABLEID | vrftable TABLEID | endpoint PROGNAME }\n"
	"FLAVORS := { FLAVOR[,FLAVOR] }\n"
	"FLAVOR := { psp | usp | usd | next-csid }\n"
	"IOAM6HDR := trace prealloc type IOAM6_TRACE_TYPE ns IOAM6_NAMESPACE size IOAM6_TRACE_SIZE\n"
	"XFRMINFO := if_id IF_ID [ link_dev LINK ]\n"
	"ROUTE_GET_FLAGS := [ fibmatch ]\n";

int route_usage(void)
{
	fputs(route_usage_text, stderr);
	return IP_EARG;
}

struct route_filter *route_filter_of(struct ipctx *ctx)
{
	if (!ctx->rt_filter) {
		ctx->rt_filter = calloc(1, sizeof(*ctx->rt_filter));
		/* (iproute2's filter starts zeroed, not reset) */
	}
	return ctx->rt_filter;
}

void route_filter_free(struct ipctx *ctx)
{
	free(ctx->rt_filter);
	ctx->rt_filter = NULL;
}

void route_set_family(struct rtmsg *r, int family)
{
	if (r->rtm_family == AF_UNSPEC)
		r->rtm_family = (unsigned char)family;
}

/* "from PREFIX" (RTA_SRC and the source length) and "as [to] ADDR"
 * (RTA_NEWDST), in a route or a get: 0, or the status to end with. */
int route_put_from(struct rtmsg *r, struct msg *q, const char *arg)
{
	struct inet_prefix a;
	int st = addr_get_prefix(&a, arg, r->rtm_family);

	if (st)
		return st;
	route_set_family(r, a.family);
	if (a.len)
		msg_put(q, RTA_SRC, a.data, a.len);
	r->rtm_src_len = (unsigned char)a.bitlen;
	return 0;
}

int route_put_addr(struct rtmsg *r, struct msg *q, uint16_t type,
		   const char *arg)
{
	struct inet_prefix a;
	int st = addr_get(&a, arg, r->rtm_family);

	if (st)
		return st;
	route_set_family(r, a.family);
	msg_put(q, type, a.data, a.len);
	return 0;
}
