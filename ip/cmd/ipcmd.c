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

static int do_help(struct ipctx *ctx, int argc, char **argv)
{
	(void)ctx;
	(void)argc;
	(void)argv;
	return ip_usage();
}

struct ip_object {
	const char *name;
	const struct verb_set *verbs;	/* the object's verbs, or */
	int (*fn)(struct ipctx *ctx, int argc, char **argv); /* its parser */
	bool view;	/* looks at /sys or mounts: needs -n's mount view */
};

/* iproute2's object order: it decides what an abbreviation means. */
static const struct ip_object objects[] = {
	{ "address", .verbs = &ipaddress_verbs },
	{ "addrlabel", .verbs = &ipaddrlabel_verbs },
	{ "maddress", .verbs = &ipmaddr_verbs },
	{ "route", .verbs = &iproute_verbs },
	{ "rule", .verbs = &iprule_verbs },
	{ "neighbor", .verbs = &ipneigh_verbs },
	{ "neighbour", .verbs = &ipneigh_verbs },
	{ "ntable", .verbs = &ipntable_verbs },
	{ "ntbl", .verbs = &ipntable_verbs },
	{ "link", .verbs = &iplink_verbs },
	{ "l2tp", NULL },
	{ "fou", NULL },
	{ "ila", NULL },
	{ "macsec", NULL },
	{ "tunnel", NULL },
	{ "tunl", NULL },
	{ "tuntap", .verbs = &iptuntap_verbs, .view = true },
	{ "tap", .verbs = &iptuntap_verbs, .view = true },
	{ "token", .verbs = &iptoken_verbs },
	{ "tcpmetrics", NULL },
	{ "tcp_metrics", NULL },
	{ "monitor", .fn = do_ipmonitor },
	{ "xfrm", NULL },
	{ "mroute", .verbs = &ipmroute_verbs },
	{ "mrule", .fn = do_ipmrule },
	{ "netns", .fn = do_ipnetns, .view = true },
	{ "netconf", .verbs = &ipnetconf_verbs },
	{ "vrf", .verbs = &ipvrf_verbs },
	{ "sr", NULL },
	{ "nexthop", .verbs = &ipnexthop_verbs },
	{ "mptcp", NULL },
	{ "ioam", NULL },
	{ "stats", .verbs = &ipstats_verbs },
	{ "help", .fn = do_help },
	{ NULL }
};

static const struct ip_object *find_object(const char *name)
{
	const struct ip_object *o;

	for (o = objects; o->name; o++)
		if (matches(name, o->name))
			return o;
	return NULL;
}

const char *ip_object_find(const char *word, bool *ours)
{
	const struct ip_object *o = find_object(word);

	if (!o)
		return NULL;
	*ours = o->fn || o->verbs;
	return o->name;
}

/* Run one command (argv[0] is the object).  Returns an exit status,
 * possibly flagged IP_FATAL. */
int ip_do_cmd(struct ipctx *ctx, int argc, char **argv)
{
	const struct ip_object *o = find_object(argv[0]);

	if (!o) {
		fprintf(stderr, "Object \"%s\" is unknown, try \"ip help\".\n",
			argv[0]);
		return 1;
	}
	if (!o->fn && !o->verbs)
		return IP_UNIMPL;
	if (o->view && netns_view_settle(&ctx->netns_view))
		return IP_EARG;
	if (o->verbs)
		return verb_run(ctx, o->verbs, argc - 1, argv + 1);
	return o->fn(ctx, argc - 1, argv + 1);
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
