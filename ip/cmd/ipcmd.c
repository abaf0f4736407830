// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipcmd.c - the objects by name, and the context a command runs in: one
 * command line to its object (iproute2's object order), the context's
 * socket, link cache and printer, and "ip help".  The command line's
 * global options are ip/main.c's; a batch runs its lines through here too.
 */
#include <stdbool.h>
#include <stdio.h>
#include <unistd.h>
#include <sys/socket.h>

#include "args.h"
#include "ip.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "nexthop/ipnexthop.h"
#include "route/iproute.h"
#include "journal.h"
#include "linkcache.h"
#include "netns.h"
#include "nl.h"
#include "print.h"
#include "verb.h"
#include "common/hosts.h"

static const char ip_usage_text[] =
	"Usage: ip [ OPTIONS ] OBJECT { COMMAND | help }\n"
	"       ip [ -force ] -batch filename\n"
	"where  OBJECT := { address | addrlabel | amt | fou | help | ila | ioam | l2tp |\n"
	"                   link | macsec | maddress | monitor | mptcp | mroute | mrule |\n"
	"                   neighbor | neighbour | netconf | netns | nexthop | ntable |\n"
	"                   ntbl | route | rule | sr | tap | tcpmetrics |\n"
	"                   token | tunnel | tuntap | vrf | xfrm }\n"
	"       OPTIONS := { -V[ersion] | -s[tatistics] | -d[etails] | -r[esolve] |\n"
	"                    -h[uman-readable] | -iec | -j[son] | -p[retty] |\n"
	"                    -f[amily] { inet | inet6 | mpls | bridge | link } |\n"
	"                    -4 | -6 | -M | -B | -0 |\n"
	"                    -l[oops] { maximum-addr-flush-attempts } | -br[ief] |\n"
	"                    -o[neline] | -t[imestamp] | -ts[hort] | -b[atch] [filename] |\n"
	"                    -rc[vbuf] [size] | -n[etns] name | -N[umeric] | -a[ll] |\n"
	"                    -c[olor]}\n";

int ip_usage(void)
{
	fputs(ip_usage_text, stderr);
	return IP_EARG;
}

/* The objects that read their own words. */
#define OWN_WORDS(name, fn)						\
	static int name(struct ipctx *ctx, const struct verb *v, int argc, \
			char **argv)					\
	{								\
		(void)v;						\
		return fn(ctx, argc, argv);				\
	}
OWN_WORDS(run_monitor, do_ipmonitor)
OWN_WORDS(run_mrule, do_ipmrule)
OWN_WORDS(run_netns, do_ipnetns)
#undef OWN_WORDS

static int run_help(struct ipctx *ctx, const struct verb *v, int argc,
		    char **argv)
{
	(void)ctx;
	(void)v;
	(void)argc;
	(void)argv;
	return ip_usage();
}

/* verb.mode of an object that looks at /sys or mounts: -n's mount view
 * is made before it runs */
#define OBJ_VIEW 1

static int object_prepare(struct ipctx *ctx, const struct verb *v)
{
	if ((v->mode & OBJ_VIEW) && netns_view_settle(&ctx->netns_view))
		return IP_EARG;
	return 0;
}

/* iproute2's object order: it decides what an abbreviation means.  A
 * row with no verbs is an object iproute2 has and this ip not yet. */
static const struct verb objects[] = {
	{ "address", .sub = &ipaddress_verbs },
	{ "addrlabel", .sub = &ipaddrlabel_verbs },
	{ "maddress", .sub = &ipmaddr_verbs },
	{ "route", .sub = &iproute_verbs },
	{ "rule", .sub = &iprule_verbs },
	{ "neighbor", .sub = &ipneigh_verbs },
	{ "neighbour", .sub = &ipneigh_verbs },
	{ "ntable", .sub = &ipntable_verbs },
	{ "ntbl", .sub = &ipntable_verbs },
	{ "link", .sub = &iplink_verbs },
	{ "l2tp" },
	{ "fou" },
	{ "ila" },
	{ "macsec" },
	{ "tunnel" },
	{ "tunl" },
	{ "tuntap", .sub = &iptuntap_verbs, .mode = OBJ_VIEW },
	{ "tap", .sub = &iptuntap_verbs, .mode = OBJ_VIEW },
	{ "token", .sub = &iptoken_verbs },
	{ "tcpmetrics" },
	{ "tcp_metrics" },
	{ "monitor", run_monitor },
	{ "xfrm" },
	{ "mroute", .sub = &ipmroute_verbs },
	{ "mrule", run_mrule },
	{ "netns", run_netns, .mode = OBJ_VIEW },
	{ "netconf", .sub = &ipnetconf_verbs },
	{ "vrf", .sub = &ipvrf_verbs },
	{ "sr" },
	{ "nexthop", .sub = &ipnexthop_verbs },
	{ "mptcp" },
	{ "ioam" },
	{ "stats", .sub = &ipstats_verbs },
	{ "help", run_help },
	{ 0 }
};

static const struct verb_set ip_objects = {
	.obj = "",
	.verbs = objects,
	.unknown_fmt = "Object \"%s\" is unknown, try \"ip help\".\n",
	.unknown_status = 1,
	.prepare = object_prepare,
};

const char *ip_object_find(const char *word, bool *ours)
{
	const struct verb *o = verb_find(&ip_objects, word);

	if (!o)
		return NULL;
	*ours = o->run || o->sub;
	return o->word;
}

/* Run one command (argv[0] is the object).  Returns an exit status,
 * possibly flagged IP_FATAL. */
int ip_do_cmd(struct ipctx *ctx, int argc, char **argv)
{
	return verb_run(ctx, &ip_objects, argc, argv);
}

int ip_ctx_open(struct ipctx *ctx)
{
	static char obuf[64 * 1024];
	static bool buffered;

	/* a long listing in few writes; a terminal still gets its lines */
	if (!buffered && !isatty(STDOUT_FILENO))
		setvbuf(stdout, obuf, _IOFBF, sizeof(obuf));
	buffered = true;
	struct out_opts oo = {
		.json = ctx->o.json,
		.pretty = ctx->o.pretty,
		.oneline = ctx->o.oneline,
		.color = ctx->o.color,
	};

	ctx->nl = nl_open();
	if (!ctx->nl)
		return -1;
	/* -rcvbuf: a larger buffer than the socket's 1 MiB is asked for;
	 * a smaller one is not (pipelined requests need room for their
	 * acks: a dropped ack would be waited for) */
	if (ctx->o.rcvbuf_set && ctx->o.rcvbuf > NL_RCVBUF &&
	    setsockopt(nl_fd(ctx->nl), SOL_SOCKET, SO_RCVBUFFORCE,
		       &ctx->o.rcvbuf, sizeof(ctx->o.rcvbuf)) < 0)
		setsockopt(nl_fd(ctx->nl), SOL_SOCKET, SO_RCVBUF,
			   &ctx->o.rcvbuf, sizeof(ctx->o.rcvbuf));
	/* devices a killed batch left in its scratch group go home, whoever
	 * opens this namespace next (one stat when there is no journal) */
	journal_recover(ctx->nl);
	ctx->lc = lc_new(ctx->nl);
	ctx->out = out_new(stdout, &oo);
	if (!ctx->lc || !ctx->out)
		return -1;
	return 0;
}

void ip_ctx_close(struct ipctx *ctx)
{
	nh_filter_free(ctx);
	route_filter_free(ctx);
	addr_hosts_free(ctx);
	rtnames_free(&ctx->names);
	out_free(ctx->out);
	lc_free(ctx->lc);
	nl_close(ctx->nl);
}
