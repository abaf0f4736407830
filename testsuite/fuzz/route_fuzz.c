// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * route_fuzz.c - libFuzzer target for "ip route" and what it reads from
 * outside, without a kernel (the engine's sink handle, nl_open_sink, in
 * place of a socket).  The first byte picks the output options and what
 * the rest is:
 *   odd:  a stream of netlink messages (the format of "ip route save" and
 *         "ip monitor file", read by lib/nl/nlfile.c): each route printed
 *         through several filters, in every output mode (the JSON parsed
 *         back), and as a multicast route; then the same messages
 *         answering the dumps of "route show", "flush" and "save", and
 *         read by "ip monitor label file" (every object's row);
 *   even: words (split at NUL, blank, newline) after "route add",
 *         "replace", "del", "show", "flush", "get" or "route" alone: the
 *         parser down to the request the builder makes (checked by the
 *         sink: every attribute inside the message, the nexthops inside
 *         their attribute), with a few routes answering the dumps.
 * Build and run: make fuzz-route.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <linux/rtnetlink.h>

#include "addr.h"
#include "args.h"
#include "array.h"
#include "ip.h"
#include "ipctx.h"
#include "route/iproute.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"
#include "nlfile.h"
#include "print.h"
#include "fuzzlib.h"
#include "jsoncheck.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);


int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	/* "route save" writes to the descriptor itself */
	if (!freopen("/dev/null", "w", stdout))
		return 0;
	return 0;
}

/* ---- the sink: every request must be well formed ---- */

static void check_attrs(const char *p, size_t len, bool top)
{
	size_t off;

	for (off = 0; off + NLA_HDRLEN <= len;) {
		const struct nlattr *a = (const struct nlattr *)(p + off);

		if (a->nla_len < NLA_HDRLEN || a->nla_len > len - off)
			__builtin_trap();	/* an attribute past the message */
		if (top && a->nla_type == RTA_MULTIPATH) {
			const char *q = (const char *)a + NLA_HDRLEN;
			size_t rem = a->nla_len - NLA_HDRLEN, o = 0;

			while (o + sizeof(struct rtnexthop) <= rem) {
				struct rtnexthop nh;

				memcpy(&nh, q + o, sizeof(nh));
				if (nh.rtnh_len < sizeof(nh) || nh.rtnh_len > rem - o)
					__builtin_trap();
				check_attrs(q + o + sizeof(nh), nh.rtnh_len - sizeof(nh), false);
				o += RTNH_ALIGN(nh.rtnh_len);
			}
		}
		off += NLA_ALIGN(a->nla_len);
	}
}

static void sink(const struct nlmsghdr *n, void *arg)
{
	size_t hdr = NLMSG_LENGTH(NLMSG_ALIGN(sizeof(struct rtmsg)));

	(void)arg;
	if (n->nlmsg_len > MSG_MAX)
		__builtin_trap();
	if (n->nlmsg_type != RTM_NEWROUTE && n->nlmsg_type != RTM_DELROUTE &&
	    n->nlmsg_type != RTM_GETROUTE)
		return;
	if (n->nlmsg_len < hdr)
		__builtin_trap();
	check_attrs((const char *)n + hdr, n->nlmsg_len - hdr, true);
}

/* ---- the printer, every mode ---- */

static const struct ipopts modes[] = {
	{ 0 },
	{ .details = 1 },
	{ .stats = 2 },
	{ .numeric = true, .details = 1 },
	{ .json = true },
	{ .json = true, .pretty = true, .details = 1, .stats = 1 },
	{ .color = 1, .oneline = true },
	{ .family = AF_INET6, .json = true },
};

#define NMODES (ARRAY_SIZE(modes))

static void filters(struct route_filter *f, unsigned int which)
{
	route_filter_reset(f);
	switch (which % 5) {
	case 1:
		f->tb = RT_TABLE_MAIN;
		f->protocol = 4;
		f->protocolmask = f->scopemask = f->tosmask = ~0u;
		f->typemask = 1ULL << RTN_UNICAST;
		break;
	case 2:
		f->cloned = 1;
		f->oif = f->iif = 2;
		f->oifmask = f->iifmask = f->markmask = f->metricmask = ~0u;
		f->realm = 0x30004;
		f->realmmask = 0xffff;
		break;
	case 3:
		addr_get_prefix(&f->rdst, "10.0.0.0/8", AF_UNSPEC);
		addr_get_prefix(&f->msrc, "2001:db8::/32", AF_UNSPEC);
		addr_get_prefix(&f->rvia, "10.0.0.2", AF_INET);
		addr_get_prefix(&f->rprefsrc, "10.0.0.1/24", AF_INET);
		f->flushing = true;
		break;
	case 4:
		addr_get_prefix(&f->mdst, "default", AF_UNSPEC);
		addr_get_prefix(&f->rsrc, "all", AF_UNSPEC);
		f->cloned = 2;
		f->tb = RT_TABLE_LOCAL;
		break;
	}
}

static void print_stream(const uint8_t *data, size_t size, const struct ipopts *o)
{
	struct ipctx ctx = { .o = *o };
	struct out_opts oo = {
		.json = o->json, .pretty = o->pretty, .oneline = o->oneline,
		.color = o->color,
	};
	char *text = NULL;
	size_t len = 0, n = 0;
	FILE *mem = open_memstream(&text, &len);
	struct nlfile *f = calloc(1, sizeof(*f));
	struct route_filter rf = { 0 };
	struct route_printer rp;
	struct nlmsghdr *h;

	if (!mem || !f)
		abort();
	ctx.nl = nl_open_sink(NULL, NULL);
	ctx.lc = ctx.nl ? lc_new(ctx.nl) : NULL;
	ctx.out = out_new(mem, &oo);
	f->fp = fmemopen((void *)data, size, "r");
	if (!ctx.lc || !ctx.out || !f->fp)
		abort();
	route_printer_init(&rp, &ctx, ctx.out, &rf);
	out_begin(ctx.out);
	while (nlfile_next(f, &h) == 1) {
		struct route_msg m;

		filters(&rf, (unsigned int)n++);
		if (route_msg_parse(&m, h) > 0) {
			route_match(&rp, &m);
			route_print(&rp, &m);
			mroute_print(&rp, &m, n % 3);
		}
	}
	out_end(ctx.out);
	route_printer_free(&rp);
	out_free(ctx.out);
	lc_free(ctx.lc);
	rtnames_free(&ctx.names);
	nl_close(ctx.nl);
	fclose(f->fp);
	free(f);
	fclose(mem);
	if (o->json && !json_check(text, len)) {
		fprintf(stderr, "invalid JSON from the route printer:\n%.*s\n",
			(int)len, text);
		__builtin_trap();
	}
	free(text);
}

/* ---- whole commands on the sink ---- */

/* The messages as a file for "ip monitor label file F": every row of
 * the monitor (links, addresses, routes, prefixes, nsids, statistics...). */
static void monitor_file(struct ipctx *ctx, const uint8_t *data, size_t size)
{
	char path[64];
	char *argv[] = { "label", "file", path, NULL };
	int fd = memfd_create("route_fuzz", 0);

	if (fd < 0)
		return;
	if (write(fd, data, size) == (ssize_t)size) {
		snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
		ctx->nl = nl_open_sink(sink, NULL);
		ctx->lc = ctx->nl ? lc_new(ctx->nl) : NULL;
		ctx->out = out_new(stdout, &(struct out_opts){ 0 });
		if (ctx->lc && ctx->out)
			do_ipmonitor(ctx, 3, argv);
		fflush(stdout);
		out_free(ctx->out);
		lc_free(ctx->lc);
		rtnames_free(&ctx->names);
		nl_close(ctx->nl);
		route_filter_free(ctx);
		ctx->nl = NULL;
	}
	close(fd);
}

/* A few routes for the word commands' dumps. */
static size_t some_routes(char *buf, size_t size)
{
	static const uint8_t types[] = { RTN_UNICAST, RTN_LOCAL, RTN_BLACKHOLE };
	size_t off = 0, i;

	for (i = 0; i < 3; i++) {
		static const uint8_t dst[4] = { 10, 0, 0, 0 };
		static const uint8_t gw[4] = { 10, 0, 0, 2 };
		struct msg m;
		struct rtmsg *r;

		msg_init(&m, buf + off, size - off, RTM_NEWROUTE, NLM_F_MULTI);
		r = msg_extra(&m, sizeof(*r));
		r->rtm_family = AF_INET;
		r->rtm_dst_len = 8;
		r->rtm_table = i == 1 ? RT_TABLE_LOCAL : RT_TABLE_MAIN;
		r->rtm_type = types[i];
		r->rtm_protocol = RTPROT_BOOT;
		msg_put_u32(&m, RTA_TABLE, r->rtm_table);
		msg_put(&m, RTA_DST, dst, 4);
		msg_put(&m, RTA_GATEWAY, gw, 4);
		msg_put_u32(&m, RTA_OIF, 2);
		off += NLMSG_ALIGN(m.n->nlmsg_len);
	}
	return off;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const cmds[][2] = {
		{ "add", NULL }, { "replace", NULL }, { "del", NULL },
		{ "show", NULL }, { "flush", NULL }, { "get", NULL },
		{ "list", "table" }, { NULL, NULL },
	};
	FILE *saved_err = stderr, *null_err = fopen("/dev/null", "w");
	struct ipctx ctx = { 0 };
	char *argv[FUZZ_MAXWORDS + 4];
	uint8_t ctl;
	int argc = 0;
	size_t i;

	if (size < 2 || !null_err)
		goto out;
	stderr = null_err;
	ctl = data[0];
	ctx.o.json = ctl & 0x02;
	ctx.o.pretty = ctl & 0x04;
	ctx.o.details = (ctl & 0x08) ? 1 : 0;
	ctx.o.stats = (ctl & 0x10) ? 2 : 0;
	ctx.o.echo = ctl & 0x20;
	ctx.o.family = (ctl & 0x40) ? AF_INET6 : (ctl & 0x80) ? AF_INET : 0;

	if (ctl & 1) {
		/* messages, aligned for the readers */
		char *buf = malloc(size - 1);
		static char *const show[] = { "route", "show", "table", "all", NULL };
		static char *const flush[] = { "route", "flush", "table", "all", NULL };
		static char *const save[] = { "route", "save", NULL };

		if (!buf)
			goto out;
		memcpy(buf, data + 1, size - 1);
		for (i = 0; i < NMODES; i++)
			print_stream(data + 1, size - 1, &modes[i]);
		/* a dump answer holds messages, not a saved stream's magic */
		fuzz_run_cmd(&ctx, sink, 4, (char **)show, buf, size - 1);
		fuzz_run_cmd(&ctx, sink, 4, (char **)flush, buf, size - 1);
		fuzz_run_cmd(&ctx, sink, 2, (char **)save, buf, size - 1);
		monitor_file(&ctx, data + 1, size - 1);
		free(buf);
		goto out;
	}

	{
		const char *const *cmd = cmds[(ctl >> 1) % 8];
		char *text = malloc(size + 1);
		char routes[1024];
		size_t rlen = some_routes(routes, sizeof(routes));

		if (!text)
			goto out;
		argv[argc++] = "route";
		for (i = 0; i < 2 && cmd[i]; i++)
			argv[argc++] = (char *)cmd[i];
		argc = fuzz_words(data, size, 1, text, argv, argc);
		/* "restore" and "showdump" read stdin: not here */
		if (argc > 1 && !(cmd[0] == NULL && (matches(argv[1], "restore") ||
						 matches(argv[1], "showdump"))))
			fuzz_run_cmd(&ctx, sink, argc, argv, routes, rlen);
		free(text);
	}
out:
	stderr = saved_err;
	if (null_err)
		fclose(null_err);
	return 0;
}
