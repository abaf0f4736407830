// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * main.c - the command line's global options; the objects and the
 * context a command runs in are ip/cmd/ipcmd.c's.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <linux/if_ether.h>

#include "args.h"
#include "caps.h"
#include "fallback.h"
#include "addr/ipaddr.h"
#include "batch/ipbatch.h"
#include "ip.h"
#include "ipctx.h"
#include "link/link.h"
#include "nexthop/ipnexthop.h"
#include "route/iproute.h"
#include "linkcache.h"
#include "journal.h"
#include "netns.h"
#include "nl.h"
#include "opt.h"
#include "print.h"
#include "addr.h"

/* What this ip does not implement goes to the system's iproute2 when it
 * is there and is not this program; else it is an error. */
static int fallback_exec(char **orig_argv, const char *object)
{
	bool ours;
	const char *name = ip_object_find(object, &ours);
	char other[PATH_MAX];

	if (fallback_path(other, sizeof(other)) == 0) {
		fflush(NULL);
		execv(other, orig_argv);
	}
	fprintf(stderr, "Object \"%s\" is not implemented by this ip; use iproute2's ip for it.\n",
		name ? name : object);
	return 1;
}

enum { COLOR_NEVER, COLOR_AUTO, COLOR_ALWAYS };

/* "-color=[always|auto|never]" (any prefix of -color before the "=",
 * nothing after it meaning always): COLOR_*, or -1.  No option of the
 * table takes such a word. */
static int match_color(const char *opt)
{
	const char *eq = strchr(opt, '=');
	char word[32];
	size_t l = eq ? (size_t)(eq - opt) : strlen(opt);

	if (!eq || l >= sizeof(word))
		return -1;
	memcpy(word, opt, l);
	word[l] = '\0';
	if (!matches(word, "-color"))
		return -1;
	if (!eq[1] || strcmp(eq + 1, "always") == 0)
		return COLOR_ALWAYS;
	if (strcmp(eq + 1, "auto") == 0)
		return COLOR_AUTO;
	if (strcmp(eq + 1, "never") == 0)
		return COLOR_NEVER;
	return -1;
}

/* The state the options fill: the context's options, and -color's
 * mode, decided once -json is known. */
struct globals {
	struct ipopts o;
	int color;
};

/* -d, -s, -h: each one more */
static int count_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	int *n = (int *)((char *)st->obj + o->attr);

	(void)argc;
	(void)argv;
	++*n;
	return 0;
}

/* -loops N: atoi's reading, 0 when N is missing */
static int loops_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	struct globals *g = st->obj;

	(void)o;
	g->o.loops_set = true;
	g->o.loops = argc > 1 ? atoi(argv[1]) : 0;
	return argc > 1;
}

static int family_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	struct globals *g = st->obj;

	(void)o;
	if (argc <= 1 || strcmp(argv[1], "help") == 0)
		return -ip_usage();
	g->o.family = addr_read_family(argv[1]);
	if (g->o.family == AF_UNSPEC)
		return -err_invarg("invalid protocol family", argv[1]);
	return 1;
}

static int version_parse(struct opt_parse *st, const struct opt *o, int argc,
			 char **argv)
{
	(void)st;
	(void)o;
	(void)argc;
	(void)argv;
	printf("ip utility, iproute2-6.1.0\n");
	return -IP_FATAL;	/* the process ends, exit 0 */
}

static int batch_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	struct globals *g = st->obj;

	(void)o;
	if (argc <= 1)
		return -ip_usage();
	g->o.batch = argv[1];
	return 1;
}

static int rcvbuf_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	struct globals *g = st->obj;

	(void)o;
	if (argc <= 1)
		return -ip_usage();
	if (get_u32(&g->o.rcvbuf, argv[1], 0)) {
		fprintf(stderr, "Invalid rcvbuf size '%s'\n", argv[1]);
		return -255;
	}
	g->o.rcvbuf_set = true;
	return 1;
}

static int color_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	struct globals *g = st->obj;

	(void)o;
	(void)argc;
	(void)argv;
	g->color = COLOR_ALWAYS;
	return 0;
}

/* -n NAME: entered at once (the options after it run inside) */
static int netns_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	struct globals *g = st->obj;
	struct ipctx *ctx = st->ctx;

	(void)o;
	if (argc <= 1) {
		fprintf(stderr, "Cannot open network namespace \"(null)\": No such file or directory\n");
		return -255;
	}
	g->o.netns = argv[1];
	if (netns_enter(argv[1]))
		return -255;
	/* the mount half only when something looks at it (or
	 * /etc/netns/NAME has files to bind) */
	ctx->netns_view = argv[1];
	if (netns_has_etc(argv[1]) && netns_view_settle(&ctx->netns_view))
		return -255;
	return 1;
}

static const struct opt_handler g_count = { .parse = count_parse };
static const struct opt_handler g_loops = { .parse = loops_parse };
static const struct opt_handler g_family = { .parse = family_parse };
static const struct opt_handler g_version = { .parse = version_parse };
static const struct opt_handler g_batch = { .parse = batch_parse };
static const struct opt_handler g_rcvbuf = { .parse = rcvbuf_parse };
static const struct opt_handler g_color = { .parse = color_parse };
static const struct opt_handler g_netns = { .parse = netns_parse };

#define G(field) offsetof(struct globals, o.field)
#define FAMILY(word, af) \
	{ word, G(family), OPT_EXACT | OPT_OBJ, &opt_flag32, OPT_FLAGVAL(af) }
#define FLAG(word, field, exact) \
	{ word, G(field), OPT_OBJ | (exact), &opt_flag }

/* In iproute2's order: it decides what an abbreviation means. */
static const struct opt global_opts[] = {
	{ "-loops", 0, OPT_OBJ, &g_loops },
	{ "-family", 0, OPT_OBJ, &g_family },
	FAMILY("-4", AF_INET),
	FAMILY("-6", AF_INET6),
	FAMILY("-0", AF_PACKET),
	FAMILY("-M", AF_MPLS),
	FAMILY("-B", AF_BRIDGE),
	{ "-human", G(human), OPT_OBJ, &g_count, .alias = "-human-readable" },
	FLAG("-iec", iec, 0),
	{ "-stats", G(stats), OPT_OBJ, &g_count, .alias = "-statistics" },
	{ "-details", G(details), OPT_OBJ, &g_count },
	FLAG("-resolve", resolve, 0),
	FLAG("-oneline", oneline, 0),
	FLAG("-timestamp", timestamp, 0),
	FLAG("-tshort", tshort, 0),		/* -timestamp too, below */
	{ "-Version", 0, OPT_OBJ, &g_version },
	FLAG("-force", force, 0),
	{ "-batch", 0, OPT_OBJ, &g_batch },
	FLAG("-brief", brief, 0),
	FLAG("-json", json, 0),
	FLAG("-pretty", pretty, 0),
	{ "-rcvbuf", 0, OPT_OBJ, &g_rcvbuf },
	{ "-color", 0, OPT_OBJ, &g_color },	/* "-color=WHEN": match_color */
	{ "-help", 0, 0, &opt_usage, OPT_USAGE(ip_usage) },
	{ "-netns", 0, OPT_OBJ, &g_netns },
	FLAG("-Numeric", numeric, 0),
	FLAG("-all", all, 0),
	FLAG("-ack", ack, OPT_EXACT),
	FLAG("-echo", echo, OPT_EXACT),
	{ 0 }
};

static const struct opt_set global_set = { .name = "ip", .opts = global_opts };

/* The options before the object: the words they used, or -(status). */
static int parse_globals(struct ipctx *ctx, struct globals *g, int argc,
			 char **argv)
{
	struct opt_parse p;
	int i = 0;

	opt_parse_init(&p, ctx, &global_set, NULL, false);
	p.obj = g;
	while (i < argc) {
		char *opt = argv[i];
		const struct opt *o;
		int r;

		if (strcmp(opt, "--") == 0)
			return i + 1;
		if (opt[0] != '-')
			break;
		if (opt[1] == '-')
			opt++;
		o = opt_lookup(&global_set, opt);
		if (!o && match_color(opt) >= 0) {
			g->color = match_color(opt);
			i++;
			continue;
		}
		if (!o) {
			fprintf(stderr, "Option \"%s\" is unknown, try \"ip -help\".\n", opt);
			return -255;
		}
		r = opt_parse_one(&p, o, argc - i, argv + i);
		if (r < 0)
			return r;
		i += r + 1;
	}
	if (g->o.tshort)
		g->o.timestamp = true;
	return i;
}

int main(int argc, char **argv)
{
	struct ipctx ctx = { 0 };
	struct globals g = { .color = COLOR_NEVER };
	char **orig_argv = argv;
	int st;

	if (caps_drop())
		return 1;

	st = parse_globals(&ctx, &g, argc - 1, argv + 1);
	if (st < 0)
		return IP_EXIT(-st);
	argc -= st;
	argv += st;
	if (!g.o.json && (g.color == COLOR_ALWAYS ||
			  (g.color == COLOR_AUTO && isatty(STDOUT_FILENO))))
		g.o.color = 1;
	ctx.o = g.o;

	if (ctx.o.batch)
		return IP_EXIT(ipbatch_run(&ctx, ctx.o.batch));

	if (argc <= 1)
		return IP_EXIT(ip_usage());

	{
		bool ours;

		if (ip_object_find(argv[1], &ours) && !ours)
			return fallback_exec(orig_argv, argv[1]);
	}
	if (ip_ctx_open(&ctx)) {
		fprintf(stderr, "Cannot open rtnetlink\n");
		return 1;
	}
	st = ip_do_cmd(&ctx, argc - 1, argv + 1);
	fflush(stdout);
	ip_ctx_close(&ctx);
	if (st & IP_UNIMPL)
		return fallback_exec(orig_argv, argv[1]);
	return IP_EXIT(st);
}
