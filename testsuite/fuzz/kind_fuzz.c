// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * kind_fuzz.c - libFuzzer target for the link kinds' tables: the first
 * byte picks a kind of the registry, the second what to do with the rest:
 * parse it as "type KIND" words (split at NUL bytes) into a request, or
 * print it as the kind's data nest (or its IFLA_INFO_XSTATS), in text,
 * oneline or JSON (checked to be balanced).  Words are parsed as for
 * "add", or as for "set" (with no kernel to ask for the device's
 * settings: a sink netlink answers nothing, as a kernel without the
 * device would).  Build and run: make fuzz.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "ipctx.h"
#include "link/kind/kind.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"
#include "print.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_WORDS 64

static void parse(struct ipctx *ctx, const struct link_kind *k, bool create,
		  const uint8_t *data, size_t size)
{
	char *buf = malloc(size + 1), *argv[MAX_WORDS + 1];
	struct msgbuf b;
	struct nlattr *nest;
	size_t i, start = 0;
	int argc = 0;

	if (!buf)
		return;
	memcpy(buf, data, size);
	buf[size] = '\0';
	for (i = 0; i <= size && argc < MAX_WORDS; i++)
		if (buf[i] == '\0') {
			argv[argc++] = buf + start;
			start = i + 1;
		}
	argv[argc] = NULL;
	msgbuf_init(&b, RTM_NEWLINK, create ? NLM_F_CREATE | NLM_F_EXCL : 0);
	msg_extra(&b.m, sizeof(struct ifinfomsg));
	nest = msg_nest(&b.m, IFLA_INFO_DATA);
	if (kind_parse(ctx, k, argc, argv, &b.m, create, create ? NULL : "fuzz0") == 0)
		msg_nest_end(&b.m, nest);
	if (b.m.n->nlmsg_len > b.m.cap)
		__builtin_trap();
	msg_release(&b.m);
	free(buf);
}

static void print(struct ipctx *ctx, const struct link_kind *k,
		  const uint8_t *data, size_t size, uint8_t how)
{
	struct out_opts oo = { .json = how & 1, .oneline = how & 2 };
	struct nlattr *nest;
	char *out = NULL;
	size_t outlen = 0;
	FILE *fp;
	int depth = 0;
	size_t i;
	bool str = false;

	if (size > 0xffff - NLA_HDRLEN)
		size = 0xffff - NLA_HDRLEN;
	nest = malloc(NLA_HDRLEN + size);
	fp = open_memstream(&out, &outlen);
	if (!nest || !fp)
		goto out;
	nest->nla_len = (uint16_t)(NLA_HDRLEN + size);
	nest->nla_type = IFLA_INFO_DATA;
	memcpy((char *)nest + NLA_HDRLEN, data, size);
	ctx->out = out_new(fp, &oo);
	out_open_obj(ctx->out, OUT_JSON, NULL);
	if (how & 16)	/* as the kind's IFLA_INFO_XSTATS */
		kind_print_xstats(ctx, k, nest);
	else
		kind_print(ctx, k, nest, NULL);
	out_close_obj(ctx->out, OUT_JSON);
	out_free(ctx->out);
	fclose(fp);
	fp = NULL;
	/* JSON stays balanced whatever the attributes */
	for (i = 0; oo.json && i < outlen; i++) {
		if (str) {
			if (out[i] == '\\')
				i++;
			else if (out[i] == '"')
				str = false;
			continue;
		}
		str = out[i] == '"';
		depth += (out[i] == '{' || out[i] == '[') - (out[i] == '}' || out[i] == ']');
		if (depth < 0)
			__builtin_trap();
	}
	if (oo.json && (depth || str))
		__builtin_trap();
out:
	if (fp)
		fclose(fp);
	free(out);
	free(nest);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ipctx ctx = { 0 };
	const struct link_kind *k;
	FILE *saved = stderr, *saved_out = stdout, *sink;
	unsigned int n = 0;

	if (size < 2)
		return 0;
	while (kind_at(n))
		n++;
	k = kind_at(data[0] % n);
	ctx.nl = nl_open_sink(NULL, NULL);
	if (!ctx.nl)
		return 0;
	ctx.lc = lc_new(ctx.nl);
	sink = fopen("/dev/null", "w");
	if (sink)
		stderr = stdout = sink;
	if (data[1] & 4)
		parse(&ctx, k, !(data[1] & 8), data + 2, size - 2);
	else
		print(&ctx, k, data + 2, size - 2, data[1]);
	stderr = saved;
	stdout = saved_out;
	if (sink)
		fclose(sink);
	lc_free(ctx.lc);
	rtnames_free(&ctx.names);
	nl_close(ctx.nl);
	return 0;
}
