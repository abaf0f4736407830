// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * main.c - the command line's global options; the objects and the
 * context a command runs in are ip/cmd/ipcmd.c's.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
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

static int read_family(const char *name)
{
	if (strcmp(name, "inet") == 0)
		return AF_INET;
	if (strcmp(name, "inet6") == 0)
		return AF_INET6;
	if (strcmp(name, "link") == 0)
		return AF_PACKET;
	if (strcmp(name, "mpls") == 0)
		return AF_MPLS;
	if (strcmp(name, "bridge") == 0)
		return AF_BRIDGE;
	return AF_UNSPEC;
}

enum { COLOR_NEVER, COLOR_AUTO, COLOR_ALWAYS };

/* "-c", "-color", "-color=always|auto|never" (any prefix of -color). */
static int match_color(const char *opt, int *color)
{
	const char *eq = strchr(opt, '=');
	char word[32];
	size_t l = eq ? (size_t)(eq - opt) : strlen(opt);

	if (l >= sizeof(word))
		return 0;
	memcpy(word, opt, l);
	word[l] = '\0';
	if (!matches(word, "-color"))
		return 0;
	if (!eq || strcmp(eq + 1, "always") == 0)
		*color = COLOR_ALWAYS;
	else if (strcmp(eq + 1, "auto") == 0)
		*color = COLOR_AUTO;
	else if (strcmp(eq + 1, "never") == 0)
		*color = COLOR_NEVER;
	else
		return 0;
	return 1;
}

int main(int argc, char **argv)
{
	struct ipctx ctx = { 0 };
	char **orig_argv = argv;
	int color = COLOR_NEVER;
	int st;

	if (caps_drop())
		return 1;

	while (argc > 1) {
		char *opt = argv[1];

		if (strcmp(opt, "--") == 0) {
			argc--;
			argv++;
			break;
		}
		if (opt[0] != '-')
			break;
		if (opt[1] == '-')
			opt++;
		if (matches(opt, "-loops")) {
			argc--;
			argv++;
			ctx.o.loops_set = true;
			ctx.o.loops = argc > 1 ? atoi(argv[1]) : 0;
		} else if (matches(opt, "-family")) {
			argc--;
			argv++;
			if (argc <= 1 || strcmp(argv[1], "help") == 0)
				return IP_EXIT(ip_usage());
			ctx.o.family = read_family(argv[1]);
			if (ctx.o.family == AF_UNSPEC)
				return IP_EXIT(err_invarg("invalid protocol family", argv[1]));
		} else if (strcmp(opt, "-4") == 0) {
			ctx.o.family = AF_INET;
		} else if (strcmp(opt, "-6") == 0) {
			ctx.o.family = AF_INET6;
		} else if (strcmp(opt, "-0") == 0) {
			ctx.o.family = AF_PACKET;
		} else if (strcmp(opt, "-M") == 0) {
			ctx.o.family = AF_MPLS;
		} else if (strcmp(opt, "-B") == 0) {
			ctx.o.family = AF_BRIDGE;
		} else if (matches(opt, "-human") || matches(opt, "-human-readable")) {
			ctx.o.human++;
		} else if (matches(opt, "-iec")) {
			ctx.o.iec = true;
		} else if (matches(opt, "-stats") || matches(opt, "-statistics")) {
			ctx.o.stats++;
		} else if (matches(opt, "-details")) {
			ctx.o.details++;
		} else if (matches(opt, "-resolve")) {
			ctx.o.resolve = true;
		} else if (matches(opt, "-oneline")) {
			ctx.o.oneline = true;
		} else if (matches(opt, "-timestamp")) {
			ctx.o.timestamp = true;
		} else if (matches(opt, "-tshort")) {
			ctx.o.timestamp = true;
			ctx.o.tshort = true;
		} else if (matches(opt, "-Version")) {
			printf("ip utility, iproute2-6.1.0\n");
			return 0;
		} else if (matches(opt, "-force")) {
			ctx.o.force = true;
		} else if (matches(opt, "-batch")) {
			argc--;
			argv++;
			if (argc <= 1)
				return IP_EXIT(ip_usage());
			ctx.o.batch = argv[1];
		} else if (matches(opt, "-brief")) {
			ctx.o.brief = true;
		} else if (matches(opt, "-json")) {
			ctx.o.json = true;
		} else if (matches(opt, "-pretty")) {
			ctx.o.pretty = true;
		} else if (matches(opt, "-rcvbuf")) {
			argc--;
			argv++;
			if (argc <= 1)
				return IP_EXIT(ip_usage());
			if (get_u32(&ctx.o.rcvbuf, argv[1], 0)) {
				fprintf(stderr, "Invalid rcvbuf size '%s'\n", argv[1]);
				return 255;
			}
			ctx.o.rcvbuf_set = true;
		} else if (match_color(opt, &color)) {
			/* decided below, once -json is known */
		} else if (matches(opt, "-help")) {
			return IP_EXIT(ip_usage());
		} else if (matches(opt, "-netns")) {
			if (argc <= 2) {
				fprintf(stderr, "Cannot open network namespace \"(null)\": No such file or directory\n");
				return 255;
			}
			argc--;
			argv++;
			ctx.o.netns = argv[1];
			if (netns_enter(argv[1]))
				return 255;
			/* the mount half only when something looks at it
			 * (or /etc/netns/NAME has files to bind) */
			ctx.netns_view = argv[1];
			if (netns_has_etc(argv[1]) &&
			    netns_view_settle(&ctx.netns_view))
				return 255;
		} else if (matches(opt, "-Numeric")) {
			ctx.o.numeric = true;
		} else if (matches(opt, "-all")) {
			ctx.o.all = true;
		} else if (strcmp(opt, "-ack") == 0) {
			ctx.o.ack = true;
		} else if (strcmp(opt, "-echo") == 0) {
			ctx.o.echo = true;
		} else {
			fprintf(stderr, "Option \"%s\" is unknown, try \"ip -help\".\n", opt);
			return 255;
		}
		argc--;
		argv++;
	}

	if (!ctx.o.json && (color == COLOR_ALWAYS ||
			    (color == COLOR_AUTO && isatty(STDOUT_FILENO))))
		ctx.o.color = 1;

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
