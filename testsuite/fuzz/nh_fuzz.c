// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * nh_fuzz.c - libFuzzer target for what "ip nexthop", "ip netconf" and
 * "ip addrlabel" read from outside.  The first byte says what the rest
 * is:
 *   odd:  a stream of netlink messages (the format of "ip monitor file",
 *         read by lib/nl/nlfile.c), each printed as the monitor and the show
 *         commands print it (nexthops with every encap, buckets, the
 *         nexthop cache behind routes' nh_info, netconf entries, address
 *         labels) in every output mode; JSON output is parsed back and
 *         must be one valid JSON value;
 *   even: words (split at NUL, blank, newline) after "nexthop",
 *         "addrlabel" or "netconf": the commands' parsers down to the
 *         request, on the engine's sink handle (nl_open_sink) in place of
 *         a socket, dumps answered with nothing.
 * Build and run: make fuzz-nh.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/rtnetlink.h>

#include "array.h"
#include "ip.h"
#include "ipctx.h"
#include "netconf/ipnetconf.h"
#include "nexthop/ipnexthop.h"
#include "linkcache.h"
#include "nl.h"
#include "nlfile.h"
#include "print.h"
#include "fuzzlib.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	if (!freopen("/dev/null", "w", stdout))
		return 0;
	return 0;
}

/* ---- a JSON checker: is the text exactly one JSON value? ---- */

struct jp {
	const char *p, *end;
	int depth;
};

static void j_ws(struct jp *j)
{
	while (j->p < j->end && (*j->p == ' ' || *j->p == '\n' || *j->p == '\t' ||
				 *j->p == '\r'))
		j->p++;
}

static bool j_lit(struct jp *j, const char *w)
{
	size_t n = strlen(w);

	if ((size_t)(j->end - j->p) < n || memcmp(j->p, w, n))
		return false;
	j->p += n;
	return true;
}

static bool j_str(struct jp *j)
{
	if (j->p >= j->end || *j->p != '"')
		return false;
	for (j->p++; j->p < j->end; j->p++) {
		unsigned char c = (unsigned char)*j->p;

		if (c == '"') {
			j->p++;
			return true;
		}
		if (c < 0x20)
			return false;
		if (c == '\\') {
			if (++j->p >= j->end)
				return false;
			if (*j->p == 'u') {
				int k;

				for (k = 0; k < 4; k++)
					if (++j->p >= j->end ||
					    !strchr("0123456789abcdefABCDEF", *j->p))
						return false;
			} else if (!strchr("\"\\/bfnrt", *j->p)) {
				return false;
			}
		}
	}
	return false;
}

static bool j_num(struct jp *j)
{
	const char *s = j->p;

	if (j->p < j->end && *j->p == '-')
		j->p++;
	while (j->p < j->end && strchr("0123456789.eE+-", *j->p))
		j->p++;
	return j->p > s && (j->p[-1] >= '0' && j->p[-1] <= '9');
}

static bool j_val(struct jp *j);

static bool j_seq(struct jp *j, char close, bool members)
{
	if (++j->depth > 64)
		return false;
	j->p++;
	j_ws(j);
	if (j->p < j->end && *j->p == close) {
		j->p++;
		j->depth--;
		return true;
	}
	for (;;) {
		j_ws(j);
		if (members) {
			if (!j_str(j))
				return false;
			j_ws(j);
			if (j->p >= j->end || *j->p++ != ':')
				return false;
		}
		if (!j_val(j))
			return false;
		j_ws(j);
		if (j->p < j->end && *j->p == ',') {
			j->p++;
			continue;
		}
		if (j->p < j->end && *j->p == close) {
			j->p++;
			j->depth--;
			return true;
		}
		return false;
	}
}

static bool j_val(struct jp *j)
{
	j_ws(j);
	if (j->p >= j->end)
		return false;
	switch (*j->p) {
	case '{': return j_seq(j, '}', true);
	case '[': return j_seq(j, ']', false);
	case '"': return j_str(j);
	case 't': return j_lit(j, "true");
	case 'f': return j_lit(j, "false");
	case 'n': return j_lit(j, "null");
	}
	return j_num(j);
}

static bool json_ok(const char *s, size_t len)
{
	struct jp j = { s, s + len, 0 };

	if (!j_val(&j))
		return false;
	j_ws(&j);
	return j.p == j.end;
}

/* ---- messages into the printers ---- */

static const struct ipopts modes[] = {
	{ 0 },
	{ .details = 1, .numeric = true },
	{ .stats = 2, .human = 1 },
	{ .stats = 1, .human = 1, .iec = true },
	{ .json = true },
	{ .json = true, .pretty = true, .details = 1, .stats = 1 },
	{ .oneline = true, .details = 1 },
	{ .color = 1 },
};

static void print_one(struct ipctx *ctx, struct nh_printer *p,
		      struct nh_cache *c, const struct nlmsghdr *h)
{
	struct netconf_filter all = { 0 }, one = { .family = AF_INET, .ifindex = 1 };

	switch (h->nlmsg_type) {
	case RTM_NEWNEXTHOP:
	case RTM_DELNEXTHOP:
		if (nh_print(p, h) == 0)
			nh_cache_update(c, h);
		break;
	case RTM_NEWNEXTHOPBUCKET:
	case RTM_DELNEXTHOPBUCKET:
		nh_bucket_print(p, h);
		break;
	case RTM_NEWNETCONF:
	case RTM_DELNETCONF:
		netconf_print(ctx, ctx->out, &all, h);
		netconf_print(ctx, ctx->out, &one, h);
		break;
	case RTM_NEWADDRLABEL:
	case RTM_DELADDRLABEL:
		addrlabel_print(ctx, ctx->out, h);
		break;
	default:
		/* whatever it is, every printer takes it apart */
		nh_print(p, h);
		nh_bucket_print(p, h);
		netconf_print(ctx, ctx->out, &all, h);
		addrlabel_print(ctx, ctx->out, h);
		break;
	}
}

static void messages(const uint8_t *data, size_t size, struct nl *nl)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(modes); i++) {
		struct ipctx ctx = { .o = modes[i], .nl = nl };
		struct out_opts oo = {
			.json = ctx.o.json, .pretty = ctx.o.pretty,
			.oneline = ctx.o.oneline, .color = ctx.o.color,
		};
		char *text = NULL;
		size_t len = 0;
		FILE *mem = open_memstream(&text, &len);
		struct nlfile *f = calloc(1, sizeof(*f));
		struct nh_cache cache = { 0 };
		struct nh_printer p;
		struct nlmsghdr *h;
		uint32_t id;

		if (!mem || !f)
			abort();
		ctx.lc = lc_new(nl);
		ctx.out = out_new(mem, &oo);
		nh_printer_init(&p, &ctx, ctx.out);
		p.proto = i == 2 ? 4 : 0;
		f->fp = fmemopen((void *)data, size, "r");
		out_begin(ctx.out);
		while (f->fp && nlfile_next(f, &h) == 1)
			print_one(&ctx, &p, &cache, h);
		/* the route printer's view: nexthops by id, found or asked */
		for (id = 0; id < 4; id++)
			nh_print_cached(&p, &cache, id, "\n\tnh_info ", NULL);
		out_end(ctx.out);
		if (f->fp)
			fclose(f->fp);
		nh_printer_free(&p);
		nh_cache_free(&cache);
		out_free(ctx.out);
		lc_free(ctx.lc);
		rtnames_free(&ctx.names);
		fclose(mem);
		if (ctx.o.json && !json_ok(text, len)) {
			fprintf(stderr, "invalid JSON (mode %zu):\n%.*s\n", i, (int)len, text);
			__builtin_trap();
		}
		free(text);
		free(f);
	}
}

/* ---- words into the commands ---- */

static void words(const uint8_t *data, size_t size)
{
	static const char *const objects[] = { "nexthop", "addrlabel", "netconf" };
	struct ipctx ctx = { 0 };
	char *argv[FUZZ_MAXWORDS + 1], *text;
	uint8_t ctl = data[0];
	int argc = 0;

	ctx.o.json = ctl & 0x08;
	ctx.o.echo = ctl & 0x10;
	ctx.o.details = (ctl & 0x20) ? 1 : 0;
	ctx.o.family = (ctl & 0x40) ? AF_INET6 : (ctl & 0x80) ? AF_INET : 0;
	text = malloc(size + 1);
	if (!text)
		return;
	argv[argc++] = (char *)objects[(ctl >> 1) % 3];
	argc = fuzz_words(data, size, 1, text, argv, argc);
	fuzz_run_cmd(&ctx, NULL, argc, argv, NULL, 0);
	free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FILE *saved = stderr, *sink = fopen("/dev/null", "w");
	struct nl *nl;

	if (size < 2 || size > 65536)
		goto out;
	nl = nl_open_sink(NULL, NULL);
	if (!nl)
		goto out;
	if (sink)
		stderr = sink;
	if (data[0] & 1)
		messages(data + 1, size - 1, nl);
	else
		words(data, size);
	stderr = saved;
	nl_close(nl);
out:
	if (sink)
		fclose(sink);
	return 0;
}
