// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipbatch_line.c - one batch line, as the driver (ip/batch/ipbatch.c) and the
 * coalesced delete (ip/batch/ipbatch_del.c) run it: its messages held back
 * while earlier lines are in flight, the fallback ip for an object this
 * ip does not implement, its report ("Command failed", -ack), and the
 * test that tells a plain "link delete DEV" line.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "array.h"
#include "attr.h"
#include "fallback.h"
#include "ip.h"
#include "ipbatch_del.h"
#include "ipbatch_line.h"
#include "ipctx.h"
#include "link/link.h"
#include "msg.h"
#include "netns.h"
#include "nl.h"
#include "addr.h"

void ipbatch_line_done(struct ipctx *ctx, int line, int st)
{
	struct ipbatch *b = ctx->batch;

	if (st) {
		fprintf(stderr, "Command failed %s:%d\n", b->name, line);
		b->ret = 1;
		if (!ctx->o.force)
			b->stop = true;
	}
	if (ctx->o.ack) {
		if (ctx->o.json)
			printf("{\"ack\":{\"line\":%d,\"status\":%d}}\n", line, IP_EXIT(st));
		else
			printf("ack %d %d\n", line, IP_EXIT(st));
		fflush(stdout);
	}
}

/* Messages of a line run while earlier lines are still in flight are held
 * back, so that they come after those lines' reports. */
struct held {
	FILE *mem, *saved;
	char *text;
	size_t len;
};

static void hold_stderr(struct held *h)
{
	memset(h, 0, sizeof(*h));
	h->saved = stderr;
	fflush(stderr);
	h->mem = open_memstream(&h->text, &h->len);
	if (h->mem)
		stderr = h->mem;
}

static void release_stderr(struct held *h)
{
	if (h->mem) {
		fflush(h->mem);
		stderr = h->saved;
		fclose(h->mem);
	}
}

/* The global options that shape output, for the fallback ip. */
static int global_opts(const struct ipctx *ctx, char **v)
{
	static const char *const fam[] = {
		[AF_INET] = "inet", [AF_INET6] = "inet6", [AF_PACKET] = "link",
		[AF_BRIDGE] = "bridge", [AF_MPLS] = "mpls",
	};
	int n = 0, i;

	for (i = 0; i < ctx->o.details && i < 4; i++)
		v[n++] = "-d";
	for (i = 0; i < ctx->o.stats && i < 4; i++)
		v[n++] = "-s";
	for (i = 0; i < ctx->o.human && i < 2; i++)
		v[n++] = "-h";
	if (ctx->o.iec)
		v[n++] = "-iec";
	if (ctx->o.json)
		v[n++] = "-j";
	if (ctx->o.pretty)
		v[n++] = "-p";
	if (ctx->o.oneline)
		v[n++] = "-o";
	if (ctx->o.brief)
		v[n++] = "-br";
	if (ctx->o.color)
		v[n++] = "-c";
	if (ctx->o.tshort)
		v[n++] = "-ts";
	else if (ctx->o.timestamp)
		v[n++] = "-t";
	if (ctx->o.family > 0 && (size_t)ctx->o.family < ARRAY_SIZE(fam) &&
	    fam[ctx->o.family]) {
		v[n++] = "-f";
		v[n++] = (char *)fam[ctx->o.family];
	}
	return n;
}

/*
 * A line for an object this ip does not implement goes, in its turn, to
 * the fallback ip (IP_FALLBACK): a child with the output options and the
 * line's words, whose exit status is the line's.  Without one, it fails.
 */
static int run_fallback(struct ipctx *ctx, int argc, char **argv)
{
	char path[PATH_MAX], **v;
	int n = 0, st;

	if (fallback_path(path, sizeof(path)) < 0) {
		fprintf(stderr, "Object \"%s\" is not implemented by this ip and no fallback ip is set (IP_FALLBACK).\n",
			argv[0]);
		return 1;
	}
	/* the child sees what it would see after "ip -n NAME" itself */
	if (netns_view_settle(&ctx->netns_view))
		return 255;
	v = calloc((size_t)argc + 24, sizeof(*v));
	if (!v) {
		fprintf(stderr, "Out of memory\n");
		return 1;
	}
	v[n++] = path;
	n += global_opts(ctx, v + n);
	memcpy(v + n, argv, (size_t)argc * sizeof(*v));
	nl_wait(ctx->nl, 0);	/* the lines before report first */
	fflush(stdout);
	st = fallback_run(path, v);
	free(v);
	if (st < 0) {
		fprintf(stderr, "Cannot run %s: %s\n", path, strerror(errno));
		return 1;
	}
	return st;
}

/* Run one line. */
int ipbatch_run_line(struct ipctx *ctx, int argc, char **argv, int line)
{
	struct held h = { 0 };
	bool holding = nl_pending(ctx->nl) > 0;
	int st;

	if (holding)
		hold_stderr(&h);
	ctx->batch_line = line;
	st = ip_do_cmd(ctx, argc, argv);
	if (holding)
		release_stderr(&h);
	/* earlier lines report first: all requests but this line's own
	 * (the newest, if it sent one) must be answered before its held
	 * messages go out */
	if (st != IP_PENDING || h.len)
		nl_wait(ctx->nl, st == IP_PENDING ? 1 : 0);
	if (h.len)
		fwrite(h.text, 1, h.len, stderr);
	free(h.text);
	if (st & IP_UNIMPL)
		st = run_fallback(ctx, argc, argv);
	if (st != IP_PENDING && !(st & IP_FATAL))
		ipbatch_line_done(ctx, line, st);
	fflush(stdout);
	return st;
}

int ipbatch_del_line(struct ipctx *ctx, const struct del_entry *e)
{
	char *argv[] = { "link", "delete", "dev", (char *)e->name, NULL };
	int st = ipbatch_run_line(ctx, 4, argv, e->line);

	nl_wait(ctx->nl, 0);	/* it reports before anything else runs */
	return st;
}

/* Is this "link delete [dev] NAME" and nothing else?  The link parser
 * itself decides: the line must build a delete request that names one
 * device and carries nothing more.  It builds quietly; a line that is not
 * plain runs on its own later and says what it has to say then. */
const char *ipbatch_plain_delete(struct ipctx *ctx, int argc, char **argv,
				 char *name, size_t size)
{
	struct msgbuf b;
	const struct ifinfomsg *ifi;
	const struct nlattr *attr;
	struct link_args a = { 0 };
	struct held h;
	int st, nattr = 0;

	if (argc < 3 || argc > 4 || !matches(argv[0], "link") ||
	    !matches(argv[1], "delete"))
		return NULL;
	hold_stderr(&h);
	st = iplink_build(ctx, RTM_DELLINK, 0, argc - 2, argv + 2, &b, &a);
	release_stderr(&h);
	free(h.text);
	if (st)
		return NULL;
	msg_release(&b.m);
	if (a.kind || !a.dev)
		return NULL;
	ifi = NLMSG_DATA(b.m.n);
	if (ifi->ifi_index || ifi->ifi_change || ifi->ifi_flags)
		return NULL;
	attr_for_each(attr, (const char *)ifi + NLMSG_ALIGN(sizeof(*ifi)),
		      b.m.n->nlmsg_len - NLMSG_LENGTH(sizeof(*ifi))) {
		uint16_t t = attr_type(attr);

		if (t != IFLA_IFNAME && t != IFLA_ALT_IFNAME)
			return NULL;
		nattr++;
	}
	if (nattr != 1)
		return NULL;
	snprintf(name, size, "%s", a.dev);
	return name;
}
