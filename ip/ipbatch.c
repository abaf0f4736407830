// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipbatch.c - the batch driver.
 *
 * Lines run in order and report in order.  With -force every line runs
 * whatever happened before it, so link requests are pipelined: a window of
 * them is in flight, and each completion reports its own line.  Without
 * -force a failure stops the run, so each request completes before the
 * next line is read.
 *
 * A run of consecutive plain "link delete DEV" lines goes to the coalesced
 * delete (ip/ipbatch_del.c).  A line "-n NAME CMD" runs CMD in namespace
 * NAME (ip/ipbatch_ns.c).  Lines for objects this ip does not implement
 * go to the fallback ip, in their place.
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
#include "attr.h"
#include "batch.h"
#include "fallback.h"
#include "netns.h"
#include "ip.h"
#include "ipbatch.h"
#include "ipbatch_del.h"
#include "ipbatch_ns.h"
#include "ipctx.h"
#include "iplink.h"
#include "msg.h"
#include "nl.h"
#include "rtaddr.h"


#define BATCH_WINDOW 64		/* requests in flight with -force */

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
	if (ctx->o.family > 0 && (size_t)ctx->o.family < sizeof(fam) / sizeof(fam[0]) &&
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
static int run_line(struct ipctx *ctx, int argc, char **argv, int line)
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

/* "-n NAME CMD...": CMD in namespace NAME, after every earlier line has
 * reported.  A namespace that cannot be entered fails the line with
 * "ip -n"'s message and status. */
static int run_ns_line(struct ipctx *ctx, struct ns_slots *ns, int argc,
		       char **argv, int line)
{
	int st;

	if (argc < 2) {
		fprintf(stderr, "Cannot open network namespace \"(null)\": No such file or directory\n");
		st = 255;
	} else {
		st = ns_slots_enter(ns, ctx, argv[1]);
	}
	if (st) {
		ipbatch_line_done(ctx, line, st);
		return st;
	}
	if (argc == 2) {
		st = IP_EXIT(ip_usage());
		ipbatch_line_done(ctx, line, st);
	} else {
		st = run_line(ctx, argc - 2, argv + 2, line);
	}
	ns_slots_leave(ns, ctx);
	if (argc > 2 && matches(argv[2], "netns"))
		ns_slots_drop(ns);
	return st;
}

int ipbatch_del_line(struct ipctx *ctx, const struct del_entry *e)
{
	char *argv[] = { "link", "delete", "dev", (char *)e->name, NULL };
	int st = run_line(ctx, 4, argv, e->line);

	nl_wait(ctx->nl, 0);	/* it reports before anything else runs */
	return st;
}

/* Is this "link delete [dev] NAME" and nothing else?  The link parser
 * itself decides: the line must build a delete request that names one
 * device and carries nothing more.  It builds quietly; a line that is not
 * plain runs on its own later and says what it has to say then. */
static const char *plain_delete(struct ipctx *ctx, int argc, char **argv,
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

int ipbatch_run(struct ipctx *ctx, const char *name)
{
	struct ipbatch b = { .name = name };
	struct batch_reader *br = batch_open(name);
	struct del_entry *run = NULL;
	struct ns_slots *ns = NULL;
	int nrun = 0, lineno = 0, orig_family = ctx->o.family;
	unsigned int window = ctx->o.force ? BATCH_WINDOW : 0;
	char **argv;
	int argc;

	if (!br) {
		fprintf(stderr, "Cannot open file \"%s\" for reading: %s\n",
			name, strerror(errno));
		return 1;
	}
	if (ip_ctx_open(ctx)) {
		fprintf(stderr, "Cannot open rtnetlink\n");
		batch_close(br);
		return 1;
	}
	ctx->batch = &b;
	ctx->report = ipbatch_line_done;
#ifdef IP_TEST_KNOBS
	/* tests pin the scratch group to put a foreign device in it; the
	 * installed ip has no such knob */
	if (getenv("IP_BATCH_SCRATCH_GROUP"))
		get_u32(&b.scratch, getenv("IP_BATCH_SCRATCH_GROUP"), 0);
	/* and shrink the notification buffer to make it overflow */
	if (getenv("IP_BATCH_NOTIFY_BUFFER"))
		nl_set_notify_buffer(ctx->nl, atoi(getenv("IP_BATCH_NOTIFY_BUFFER")));
	/* and the request socket's, to make replies get lost */
	if (getenv("IP_BATCH_RCVBUF")) {
		int rcv = atoi(getenv("IP_BATCH_RCVBUF"));

		setsockopt(nl_fd(ctx->nl), SOL_SOCKET, SO_RCVBUFFORCE, &rcv, sizeof(rcv));
	}
#endif
	lc_follow(ctx->lc);
	run = calloc(DEL_RUN_MAX, sizeof(*run));
	ns = ns_slots_new();

	for (;;) {
		const char *del;
		int st;

		/* never sit on requests (or a delete run) waiting for input */
		if (!batch_input_ready(br)) {
			if (nrun) {
				if (ipbatch_delete_run(ctx, run, nrun))
					break;
				nrun = 0;
			}
			nl_wait(ctx->nl, 0);
			if (b.stop)
				break;
		}
		argc = batch_next(br, &argv, &lineno);
		if (argc < 0) {
			/* the lines before report first, then why it ends */
			if (nrun && !b.stop)
				ipbatch_delete_run(ctx, run, nrun);
			nrun = 0;
			nl_wait(ctx->nl, 0);
			if (batch_error(br))
				fprintf(stderr, "%s\n", batch_error(br));
			if (argc == -2)
				b.ret = 1;
			break;
		}
		if (argc == 0)
			continue;
		ctx->o.family = orig_family;

		if (ns_line(argc, argv)) {
			if (nrun) {
				if (ipbatch_delete_run(ctx, run, nrun))
					break;
				nrun = 0;
			}
			nl_wait(ctx->nl, 0);
			if (b.stop)
				break;
			if (!ns) {
				fprintf(stderr, "Out of memory\n");
				b.ret = 1;
				break;
			}
			st = run_ns_line(ctx, ns, argc, argv, lineno);
			if (st & IP_FATAL) {
				b.ret = IP_EXIT(st);
				break;
			}
			if (b.stop)
				break;
			continue;
		}
		del = run ? plain_delete(ctx, argc, argv, run[nrun].name,
					 sizeof(run[nrun].name)) : NULL;
		if (del) {
			if (!nrun)
				nl_wait(ctx->nl, 0);
			if (b.stop)
				break;
			run[nrun].line = lineno;
			run[nrun].status = 0;
			run[nrun].done = false;
			run[nrun].by_line = false;
			run[nrun].skip = false;
			if (++nrun == DEL_RUN_MAX) {
				if (ipbatch_delete_run(ctx, run, nrun))
					break;
				nrun = 0;
			}
			continue;
		}
		if (nrun) {
			if (ipbatch_delete_run(ctx, run, nrun))
				break;
			nrun = 0;
		}
		if (matches(argv[0], "netns")) {
			/* "netns exec" runs a program: what came before has
			 * reported, and its messages are not held back (a
			 * child's copy of a held stream is lost) */
			nl_wait(ctx->nl, 0);
			if (b.stop)
				break;
		}
		st = run_line(ctx, argc, argv, lineno);
		if (matches(argv[0], "netns")) {
			/* a namespace deleted here is not held alive */
			nl_wait(ctx->nl, 0);
			ns_slots_drop(ns);
		}
		if (st & IP_FATAL) {
			nl_wait(ctx->nl, 0);
			b.ret = IP_EXIT(st);
			break;
		}
		nl_wait(ctx->nl, window);
		if (b.stop)
			break;
	}
	if (nrun && !b.stop)
		ipbatch_delete_run(ctx, run, nrun);
	nl_wait(ctx->nl, 0);
	fflush(stdout);
	free(run);
	ns_slots_free(ns);
	batch_close(br);
	ctx->batch = NULL;
	ctx->report = NULL;
	ip_ctx_close(ctx);
	return b.ret;
}
