// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * print_fuzz.c - libFuzzer target: netlink messages -> every printer in
 * every output mode (text, -d, -s -s, -j and -j -p with the JSON parsed
 * back, -br, -o, colour, -h).  The kernel is replaced by a sink, so a
 * printer that looks a name up gets no answer.
 *
 * Input: byte 0 picks the printer and the message type; the rest is the
 * message body (the family header and attributes) after a netlink header
 * this target writes.  A printer is a row of `printers`: adding the
 * address or route printer is one row and one function.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#include "array.h"
#include "ipctx.h"
#include "link/link_print.h"
#include "linkcache.h"
#include "nl.h"
#include "print.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* ---- a small strict JSON validator (RFC 8259, one value) ---- */

struct js {
	const char *s, *end;
	int depth;
};

static void ws(struct js *j)
{
	while (j->s < j->end && (*j->s == ' ' || *j->s == '\t' ||
				 *j->s == '\n' || *j->s == '\r'))
		j->s++;
}

static bool lit(struct js *j, const char *w)
{
	size_t l = strlen(w);

	if ((size_t)(j->end - j->s) < l || memcmp(j->s, w, l) != 0)
		return false;
	j->s += l;
	return true;
}

static bool is_hex(char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
	       (c >= 'A' && c <= 'F');
}

/* A string, UTF-8 checked. */
static bool jstring(struct js *j)
{
	if (j->s >= j->end || *j->s != '"')
		return false;
	j->s++;
	while (j->s < j->end) {
		unsigned char c = (unsigned char)*j->s;
		int more, i;

		if (c == '"') {
			j->s++;
			return true;
		}
		if (c < 0x20)
			return false;
		if (c == '\\') {
			j->s++;
			if (j->s >= j->end)
				return false;
			if (*j->s == 'u') {
				for (i = 1; i <= 4; i++)
					if (j->s + i >= j->end || !is_hex(j->s[i]))
						return false;
				j->s += 5;
				continue;
			}
			if (!strchr("\"\\/bfnrt", *j->s) || !*j->s)
				return false;
			j->s++;
			continue;
		}
		if (c < 0x80)
			more = 0;
		else if ((c & 0xe0) == 0xc0 && c >= 0xc2)
			more = 1;
		else if ((c & 0xf0) == 0xe0)
			more = 2;
		else if ((c & 0xf8) == 0xf0 && c <= 0xf4)
			more = 3;
		else
			return false;
		j->s++;
		for (i = 0; i < more; i++, j->s++)
			if (j->s >= j->end || ((unsigned char)*j->s & 0xc0) != 0x80)
				return false;
	}
	return false;
}

static bool digits(struct js *j)
{
	const char *b = j->s;

	while (j->s < j->end && *j->s >= '0' && *j->s <= '9')
		j->s++;
	return j->s > b;
}

static bool jnumber(struct js *j)
{
	if (j->s < j->end && *j->s == '-')
		j->s++;
	if (j->s < j->end && *j->s == '0')
		j->s++;
	else if (!digits(j))
		return false;
	if (j->s < j->end && *j->s == '.') {
		j->s++;
		if (!digits(j))
			return false;
	}
	if (j->s < j->end && (*j->s == 'e' || *j->s == 'E')) {
		j->s++;
		if (j->s < j->end && (*j->s == '+' || *j->s == '-'))
			j->s++;
		if (!digits(j))
			return false;
	}
	return true;
}

static bool jvalue(struct js *j);

static bool jcontainer(struct js *j, char open, char close, bool obj)
{
	if (j->s >= j->end || *j->s != open || ++j->depth > 64)
		return false;
	j->s++;
	ws(j);
	if (j->s < j->end && *j->s == close) {
		j->s++;
		j->depth--;
		return true;
	}
	for (;;) {
		if (obj) {
			ws(j);
			if (!jstring(j))
				return false;
			ws(j);
			if (j->s >= j->end || *j->s != ':')
				return false;
			j->s++;
		}
		if (!jvalue(j))
			return false;
		ws(j);
		if (j->s < j->end && *j->s == ',') {
			j->s++;
			continue;
		}
		if (j->s < j->end && *j->s == close) {
			j->s++;
			j->depth--;
			return true;
		}
		return false;
	}
}

static bool jvalue(struct js *j)
{
	ws(j);
	if (j->s >= j->end)
		return false;
	switch (*j->s) {
	case '{': return jcontainer(j, '{', '}', true);
	case '[': return jcontainer(j, '[', ']', false);
	case '"': return jstring(j);
	case 't': return lit(j, "true");
	case 'f': return lit(j, "false");
	case 'n': return lit(j, "null");
	default: return jnumber(j);
	}
}

/* The whole text is exactly one JSON value. */
static bool json_valid(const char *s, size_t len)
{
	struct js j = { s, s + len, 0 };

	if (!jvalue(&j))
		return false;
	ws(&j);
	return j.s == j.end;
}

/* ---- printers ---- */

struct mode {
	const char *name;
	struct ipopts o;
};

static const struct mode modes[] = {
	{ "text", { 0 } },
	{ "-d", { .details = 1 } },
	{ "-s -s", { .stats = 2 } },
	{ "-d -s -s -h", { .details = 1, .stats = 2, .human = 1 } },
	{ "-s -h -iec", { .stats = 1, .human = 1, .iec = true } },
	{ "-j", { .json = true } },
	{ "-j -p -d -s -s", { .json = true, .pretty = true, .details = 1, .stats = 2 } },
	{ "-br", { .brief = true } },
	{ "-br -j", { .brief = true, .json = true } },
	{ "-o -d", { .oneline = true, .details = 1 } },
	{ "-c -d", { .color = 1, .details = 1 } },
};

/* One link message as "ip link show" (monitor: as "ip monitor") prints it. */
static void link_as(struct ipctx *ctx, const struct nlmsghdr *nlh, bool monitor)
{
	struct link_printer lp;
	struct link_msg m;

	lp_init(&lp, ctx);
	lp.nsids_filled = true;		/* no names: nothing to ask */
	if (monitor) {			/* no link mode, no counters */
		lp.link_cmd = false;
		lp.showqueue = false;
		lp.family = 0;
	}
	out_open_obj(ctx->out, OUT_JSON, NULL);	/* as "link show" does */
	if (link_msg_head(&m, nlh)) {
		link_msg_attrs(&m);
		link_print(&lp, &m);
	}
	out_close_obj(ctx->out, OUT_JSON);
	lp_free(&lp);
}

static void print_link(struct ipctx *ctx, const struct nlmsghdr *nlh)
{
	link_as(ctx, nlh, false);
}

static void print_link_monitor(struct ipctx *ctx, const struct nlmsghdr *nlh)
{
	link_as(ctx, nlh, true);
}

static const struct printer {
	const char *name;
	uint16_t types[2];
	void (*print)(struct ipctx *ctx, const struct nlmsghdr *nlh);
} printers[] = {
	{ "link", { RTM_NEWLINK, RTM_DELLINK }, print_link },
	{ "link (monitor)", { RTM_NEWLINK, RTM_DELLINK }, print_link_monitor },
};

#define N_PRINTERS (ARRAY_SIZE(printers))

static void run_mode(const struct printer *pr, const struct mode *md,
		     const struct nlmsghdr *nlh, struct nl *nl)
{
	struct ipctx ctx = { .o = md->o, .nl = nl };
	struct out_opts oo = {
		.json = md->o.json, .pretty = md->o.pretty,
		.oneline = md->o.oneline, .color = md->o.color,
	};
	FILE *saved_out = stdout, *saved_err = stderr;
	char *text = NULL, *etext = NULL;
	size_t len = 0, elen = 0;
	FILE *mem = open_memstream(&text, &len);
	FILE *emem = open_memstream(&etext, &elen);

	if (!mem || !emem)
		abort();
	ctx.lc = lc_new(nl);
	ctx.out = out_new(mem, &oo);
	stdout = mem;
	stderr = emem;
	out_begin(ctx.out);
	pr->print(&ctx, nlh);
	out_end(ctx.out);
	out_free(ctx.out);
	stdout = saved_out;
	stderr = saved_err;
	fclose(mem);
	fclose(emem);
	if (md->o.json && !json_valid(text, len)) {
		fprintf(stderr, "invalid JSON from the %s printer (%s):\n%.*s\n",
			pr->name, md->name, (int)len, text);
		__builtin_trap();
	}
	lc_free(ctx.lc);
	rtnames_free(&ctx.names);
	free(text);
	free(etext);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct printer *pr;
	struct nlmsghdr *nlh;
	struct nl *nl;
	size_t i, len;

	if (size < 1 || size > 16384)
		return 0;
	pr = &printers[data[0] % N_PRINTERS];
	len = NLMSG_HDRLEN + size - 1;
	/* exactly the message's size: a read past it is ASan's to see */
	nlh = malloc(len);
	nl = nl_open_sink(NULL, NULL);
	if (!nlh || !nl)
		abort();
	memset(nlh, 0, NLMSG_HDRLEN);
	nlh->nlmsg_len = (uint32_t)len;
	nlh->nlmsg_type = pr->types[(data[0] / N_PRINTERS) & 1];
	memcpy((char *)nlh + NLMSG_HDRLEN, data + 1, size - 1);
	for (i = 0; i < ARRAY_SIZE(modes); i++)
		run_mode(pr, &modes[i], nlh, nl);
	nl_close(nl);
	free(nlh);
	return 0;
}
