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
 * delete (ip/batch/ipbatch_del.c).  A line "-n NAME CMD" runs CMD in namespace
 * NAME (ip/batch/ipbatch_ns.c).  One line runs and reports through
 * ip/batch/ipbatch_line.c: lines for objects this ip does not implement go to
 * the fallback ip there, in their place.
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
#include "ipbatch_line.h"
#include "ipbatch_ns.h"
#include "ipctx.h"
#include "link/link.h"
#include "msg.h"
#include "nl.h"

#define BATCH_WINDOW 64		/* requests in flight with -force */

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
		st = ipbatch_run_line(ctx, argc - 2, argv + 2, line);
	}
	ns_slots_leave(ns, ctx);
	if (argc > 2 && matches(argv[2], "netns"))
		ns_slots_drop(ns);
	return st;
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
	/* and hold each delete round between its moves and its delete */
	if (getenv("IP_BATCH_ROUND_PAUSE"))
		b.pause_ms = (unsigned)atoi(getenv("IP_BATCH_ROUND_PAUSE"));
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
		del = run ? ipbatch_plain_delete(ctx, argc, argv, run[nrun].name,
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
		st = ipbatch_run_line(ctx, argc, argv, lineno);
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
