// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rule_fuzz.c - libFuzzer target for "ip rule" and what it reads from
 * outside, without a kernel (the engine's sink handle, nl_open_sink, in
 * place of a socket).  The first byte picks the output options and what
 * the rest is:
 *   odd:  a stream of netlink messages (the format of "ip rule save" and
 *         "ip monitor file", read by lib/nl/nlfile.c): each rule printed as
 *         the monitor prints it, through several filters, in every output
 *         mode (the JSON parsed back); then the same messages answering
 *         the dumps of "rule show", "rule flush" and "rule save";
 *   even: words (split at NUL, blank, newline) after "rule add", "rule
 *         del", "rule show", "rule flush" or "rule" alone: the parser
 *         down to the request the builder makes (checked by the sink),
 *         with a few rules answering the dumps.
 * Build and run: make fuzz-rule.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/fib_rules.h>
#include <linux/rtnetlink.h>

#include "addr.h"
#include "array.h"
#include "ip.h"
#include "ipctx.h"
#include "rule/iprule.h"
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
	/* "rule save" writes to the descriptor itself */
	if (!freopen("/dev/null", "w", stdout))
		return 0;
	return 0;
}

/* ---- the sink: every request must be well formed ---- */

static void sink(const struct nlmsghdr *n, void *arg)
{
	const char *p;
	size_t off, len;

	(void)arg;
	if (n->nlmsg_len < NLMSG_LENGTH(sizeof(struct fib_rule_hdr)) ||
	    n->nlmsg_len > MSG_MAX)
		__builtin_trap();
	if (n->nlmsg_type != RTM_NEWRULE && n->nlmsg_type != RTM_DELRULE)
		return;
	p = (const char *)NLMSG_DATA(n) + NLMSG_ALIGN(sizeof(struct fib_rule_hdr));
	len = n->nlmsg_len - NLMSG_LENGTH(NLMSG_ALIGN(sizeof(struct fib_rule_hdr)));
	for (off = 0; off + NLA_HDRLEN <= len;) {
		const struct nlattr *a = (const struct nlattr *)(p + off);

		if (a->nla_len < NLA_HDRLEN || a->nla_len > len - off)
			__builtin_trap();	/* an attribute past the message */
		off += NLA_ALIGN(a->nla_len);
	}
}

/* ---- the printer, every mode ---- */

static const struct ipopts modes[] = {
	{ 0 },
	{ .details = 1 },
	{ .numeric = true },
	{ .json = true },
	{ .json = true, .pretty = true, .details = 1 },
	{ .color = 1, .oneline = true },
	{ .family = AF_INET6, .json = true },
};

#define NMODES (ARRAY_SIZE(modes))

static void filters(struct rule_printer *p, unsigned int which)
{
	struct rule_filter *f = &p->f;

	memset(f, 0, sizeof(*f));
	f->family = p->ctx->o.family;
	switch (which % 4) {
	case 1:
		f->pref_set = f->not = f->l3mdev = true;
		f->table = 100;
		break;
	case 2:
		f->iif_set = f->oif_set = f->uidrange_set = true;
		strcpy(f->iif, "lo");
		f->sport.start = f->dport.start = 1;
		f->tun_id = 5;
		f->ipproto = 6;
		f->fwmark = f->fwmask = 0xff;
		break;
	case 3:
		addr_parse(&f->src, "10.0.0.0/8", AF_INET, ADDR_PREFIX);
		addr_parse(&f->dst, "2001:db8::/32", AF_INET6, ADDR_PREFIX);
		f->tos_set = true;
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
	struct rule_printer rp;
	struct nlmsghdr *h;

	if (!mem || !f)
		abort();
	ctx.out = out_new(mem, &oo);
	f->fp = fmemopen((void *)data, size, "r");
	if (!ctx.out || !f->fp)
		abort();
	rule_printer_init(&rp, &ctx, ctx.out);
	out_begin(ctx.out);
	while (nlfile_next(f, &h) == 1) {
		struct rule_msg m;

		filters(&rp, (unsigned int)n++);
		if (rule_msg_parse(&m, h) > 0) {
			rule_match(&rp, &m);
			rule_print(&rp, &m);
		}
	}
	out_end(ctx.out);
	rule_printer_free(&rp);
	out_free(ctx.out);
	rtnames_free(&ctx.names);
	fclose(f->fp);
	free(f);
	fclose(mem);
	if (o->json && !json_check(text, len)) {
		fprintf(stderr, "invalid JSON from the rule printer:\n%.*s\n",
			(int)len, text);
		__builtin_trap();
	}
	free(text);
}

/* ---- whole commands on the sink ---- */

/* A few rules for the word commands' dumps: the default three. */
static size_t default_rules(char *buf, size_t size)
{
	static const uint32_t prefs[] = { 0, 32766, 32767 };
	static const uint8_t tables[] = { 255, 254, 253 };
	size_t off = 0, i;

	for (i = 0; i < 3; i++) {
		struct msg m;
		struct fib_rule_hdr *frh;

		msg_init(&m, buf + off, size - off, RTM_NEWRULE, NLM_F_MULTI);
		frh = msg_extra(&m, sizeof(*frh));
		frh->family = AF_INET;
		frh->table = tables[i];
		frh->action = FR_ACT_TO_TBL;
		msg_put_u32(&m, FRA_TABLE, tables[i]);
		msg_put_u8(&m, FRA_PROTOCOL, RTPROT_KERNEL);
		if (prefs[i])
			msg_put_u32(&m, FRA_PRIORITY, prefs[i]);
		off += NLMSG_ALIGN(m.n->nlmsg_len);
	}
	return off;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const cmds[][2] = {
		{ "add", NULL }, { "del", NULL }, { "show", NULL },
		{ "flush", NULL }, { "list", "not" }, { NULL, NULL },
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
	ctx.o.numeric = ctl & 0x10;
	ctx.o.echo = ctl & 0x20;
	ctx.o.family = (ctl & 0x40) ? AF_INET6 : (ctl & 0x80) ? AF_INET : 0;

	if (ctl & 1) {
		/* messages, aligned for the readers */
		char *buf = malloc(size - 1);
		static char *const show[] = { "rule", "show", NULL };
		static char *const flush[] = { "rule", "flush", NULL };
		static char *const save[] = { "rule", "save", NULL };

		if (!buf)
			goto out;
		memcpy(buf, data + 1, size - 1);
		for (i = 0; i < NMODES; i++)
			print_stream(data + 1, size - 1, &modes[i]);
		/* a dump answer holds messages, not a saved stream's magic */
		fuzz_run_cmd(&ctx, sink, 2, (char **)show, buf, size - 1);
		fuzz_run_cmd(&ctx, sink, 2, (char **)flush, buf, size - 1);
		fuzz_run_cmd(&ctx, sink, 2, (char **)save, buf, size - 1);
		free(buf);
		goto out;
	}

	{
		const char *const *cmd = cmds[(ctl >> 1) % 6];
		char *text = malloc(size + 1);
		char rules[512];
		size_t rlen = default_rules(rules, sizeof(rules));

		if (!text)
			goto out;
		argv[argc++] = "rule";
		for (i = 0; i < 2 && cmd[i]; i++)
			argv[argc++] = (char *)cmd[i];
		argc = fuzz_words(data, size, 1, text, argv, argc);
		/* "restore" reads stdin: not here */
		if (argc > 1 && !(cmds[(ctl >> 1) % 6][0] == NULL && matches(argv[1], "restore")))
			fuzz_run_cmd(&ctx, sink, argc, argv, rules, rlen);
		free(text);
	}
out:
	stderr = saved_err;
	if (null_err)
		fclose(null_err);
	return 0;
}
