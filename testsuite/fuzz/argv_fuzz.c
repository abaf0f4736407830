// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * argv_fuzz.c - libFuzzer target: command lines -> requests, for "ip link"
 * (every kind) and "ip netns", with sending replaced by a sink (an nl
 * handle with no socket that records each request and acks it).
 *
 * Input: the first byte picks the object and global options; then tokens.
 * A byte below 0xc0 is a word of the vocabulary (keywords read from "ip
 * link help" and from every kind's table, and awkward values); a byte
 * 0xc0 + n (n < 62) is followed by n raw bytes, taken as one word; 0xff
 * by a length byte and that many bytes; 0xfe by a count: the last two
 * words again, that many times ("alias X" x 100 in four bytes).  Up to
 * 511 words, as a batch line may have: enough to fill any request past
 * its bound.
 * Every request the command would send must be a well-formed netlink
 * message (lengths inside the message, nests inside their parents).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "array.h"
#include "ip.h"
#include "ipctx.h"
#include "link/link.h"
#include "link/kind/kind.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"
#include "print.h"
#include "verb.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_WORDS 511

static const char *const values[] = {
	"0", "1", "2", "-1", "7", "255", "256", "4095", "4096", "65535", "65536",
	"4294967295", "4294967296", "18446744073709551616", "0x10", "010",
	"on", "off", "auto", "any", "none", "default", "help",
	"lo", "v0", "p0", "br0", "eth0", "if1", "if2147483648",
	"0123456789abcdef", "0123456789abcdefghijklmnopqrstuvwxyz",
	"00:11:22:33:44:55", "ff:ff:ff:ff:ff:ff", "1:2:3:4:5:6:7:8:9:a:b:c:d:e:f:10:11:12:13:14:21:22:23:24:25:26:27:28:29:30:31:32:33",
	"10.0.0.1", "10.8", "239.1.1.1", "::1", "ff02::1", "fe80::1",
	"0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcde",
	"802.1Q", "802.1ad", "0x8100", "inherit", "vepa", "bridge",
	"private", "passthru", "source", "/dev/null", "1.5", "1e9", "",
};

static const char **vocab;
static size_t nvocab, vcap;

static void vocab_add(const char *w)
{
	size_t i;

	for (i = 0; i < nvocab; i++)
		if (strcmp(vocab[i], w) == 0)
			return;
	if (nvocab == vcap) {
		vcap = vcap ? vcap * 2 : 256;
		vocab = realloc(vocab, vcap * sizeof(*vocab));
		if (!vocab)
			abort();
	}
	vocab[nvocab++] = strdup(w);
}

/* Words of "ip link help" (and "ip netns help"): letters, digits, _ - */
static void vocab_from_usage(int (*usage)(void))
{
	FILE *saved = stderr;
	char *text = NULL, *s, *w;
	size_t len = 0;
	FILE *mem = open_memstream(&text, &len);

	if (!mem)
		return;
	stderr = mem;
	usage();
	stderr = saved;
	fclose(mem);
	for (s = text; *s; ) {
		while (*s && !(*s >= 'a' && *s <= 'z'))
			s++;
		w = s;
		while ((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') ||
		       *s == '_' || *s == '-')
			s++;
		if (s > w) {
			char c = *s;

			*s = '\0';
			vocab_add(w);
			*s = c;
		}
	}
	free(text);
}

static int netns_help(void)
{
	struct ipctx ctx = { 0 };
	char *argv[] = { "help", NULL };

	return do_ipnetns(&ctx, 1, argv);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const struct link_kind *k;
	unsigned int i;
	size_t j;

	(void)argc;
	(void)argv;
	vocab_from_usage(iplink_usage);
	vocab_from_usage(netns_help);
	for (i = 0; (k = kind_at(i)) != NULL; i++) {
		const struct opt *o;

		vocab_add(k->set.name);
		for (o = k->set.opts; o && opt_row_valid(o); o++)
			if (o->kw)
				vocab_add(o->kw);
	}
	for (j = 0; j < ARRAY_SIZE(values); j++)
		vocab_add(values[j]);
	return 0;
}

/* ---- the sink: every request must be well formed ---- */

static void check_attrs(const void *start, size_t len, int depth)
{
	const struct nlattr *a;
	size_t off = 0;

	while (off + NLA_HDRLEN <= len) {
		a = (const struct nlattr *)((const char *)start + off);
		if (a->nla_len < NLA_HDRLEN || a->nla_len > len - off)
			__builtin_trap();	/* an attribute past its parent */
		/* a nest holds attributes: check them too */
		if ((a->nla_type & NLA_F_NESTED) && depth < 8)
			check_attrs((const char *)a + NLA_HDRLEN,
				    a->nla_len - NLA_HDRLEN, depth + 1);
		off += NLA_ALIGN(a->nla_len);
	}
}

static unsigned long nreq;

static void sink(const struct nlmsghdr *n, void *arg)
{
	size_t fam = 0;

	(void)arg;
	nreq++;
	if (n->nlmsg_len < NLMSG_HDRLEN || n->nlmsg_len > MSG_MAX)
		__builtin_trap();
	switch (n->nlmsg_type) {
	case RTM_NEWLINK: case RTM_DELLINK: case RTM_GETLINK: case RTM_SETLINK:
		fam = sizeof(struct ifinfomsg);
		break;
	case RTM_NEWNSID: case RTM_GETNSID: case RTM_DELNSID:
		fam = sizeof(struct rtgenmsg);
		break;
	default:
		return;
	}
	if (n->nlmsg_len < NLMSG_LENGTH(fam))
		__builtin_trap();
	check_attrs((const char *)NLMSG_DATA(n) + NLMSG_ALIGN(fam),
		    n->nlmsg_len - NLMSG_LENGTH(NLMSG_ALIGN(fam)), 0);
}

/* "ip netns" commands that only read or send requests; the others mount,
 * unshare, exec or wait for events. */
static bool netns_safe(const char *cmd)
{
	static const char *const unsafe[] = {
		"add", "attach", "delete", "exec", "monitor", NULL
	};
	size_t i;

	for (i = 0; unsafe[i]; i++)
		if (matches(cmd, unsafe[i]))
			return false;
	return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char *words[MAX_WORDS + 1];
	static char buf[MAX_WORDS * 256 + MAX_WORDS];
	struct ipctx ctx = { 0 };
	struct out_opts oo = { 0 };
	FILE *saved_out = stdout, *saved_err = stderr, *null;
	size_t pos = 1, used = 0;
	int argc = 0;
	uint8_t head;

	if (size < 1)
		return 0;
	head = data[0];
	while (pos < size && argc < MAX_WORDS) {
		uint8_t b = data[pos++];
		const char *w;
		size_t l;

		if (b == 0xfe) {
			int n = pos < size ? data[pos++] : 0;

			while (n-- > 0 && argc >= 2 && argc + 2 <= MAX_WORDS) {
				words[argc] = words[argc - 2];
				words[argc + 1] = words[argc - 1];
				argc += 2;
			}
			continue;
		}
		if (b < 0xc0) {
			w = vocab[b % nvocab];
			l = strlen(w);
		} else {
			l = b - 0xc0;
			if (b == 0xff)
				l = pos < size ? data[pos++] : 0;
			if (l > size - pos)
				l = size - pos;
			w = (const char *)data + pos;
			pos += l;
		}
		memcpy(buf + used, w, l);
		buf[used + l] = '\0';
		/* a raw word ends at its first NUL, as an argv word would */
		words[argc++] = buf + used;
		used += l + 1;
	}
	words[argc] = NULL;

	ctx.o.json = head & 0x01;
	ctx.o.details = (head >> 1) & 1;
	ctx.o.stats = (head >> 2) & 1;
	ctx.o.brief = (head >> 3) & 1;
	ctx.o.oneline = (head >> 4) & 1;
	ctx.o.force = (head >> 5) & 1;
	oo.json = ctx.o.json;
	oo.oneline = ctx.o.oneline;
	ctx.nl = nl_open_sink(sink, NULL);
	null = fopen("/dev/null", "w");
	if (!ctx.nl || !null)
		abort();
	ctx.lc = lc_new(ctx.nl);
	ctx.out = out_new(null, &oo);
	stdout = null;
	stderr = null;
	if (head & 0x80) {
		if (argc == 0 || netns_safe(words[0]))
			do_ipnetns(&ctx, argc, words);
	} else {
		verb_run(&ctx, &iplink_verbs, argc, words);
	}
	stdout = saved_out;
	stderr = saved_err;
	out_free(ctx.out);
	lc_free(ctx.lc);
	rtnames_free(&ctx.names);
	nl_close(ctx.nl);
	fclose(null);
	return 0;
}
