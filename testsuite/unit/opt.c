// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests for the option engine (lib/opt/opt.c, lib/opt/opt_types.c) and a walk
 * over every link kind's table (ip/link/kind/kind.c's registry): tables end, rows are
 * well formed, the matching order names only keywords of the table, every
 * keyword parses with some value, and what was encoded prints in text and
 * JSON (valid JSON, no crash) through the same table.
 */
#include <endian.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "array.h"
#include "attr.h"
#include "ipctx.h"
#include "link/kind/kind.h"
#include "linkcache.h"
#include "msg.h"
#include "names.h"
#include "opt.h"
#include "print.h"
#include "tap.h"

static struct tap T;

/* ---- the engine on a small table ---- */

static const struct opt_name colours[] = {
	{ "red", 1 }, { "green", 2 }, { NULL, 0 }
};

enum { A_NUM = 1, A_PORT, A_ON, A_FLAG, A_COL, A_BITS, A_MAC, A_ADDR, A_ADDR6, A_MAX = A_ADDR6 };

static const struct opt test_opts[] = {
	{ .kw = "num", .attr = A_NUM, .h = &opt_u32,
	  .data = OPT_NUM(.min = 2, .max = 100, .err = "num is bad"),
	  .flags = OPT_DUP, .key = "num" },
	{ .kw = "port", .attr = A_PORT, .h = &opt_be16, .key = "port" },
	{ .kw = "switch", .attr = A_ON, .h = &opt_onoff, .key = "switch" },
	{ .kw = "flag", .attr = A_FLAG, .h = &opt_flag, .key = "flag", .fmt = "flag " },
	{ .kw = "noflag", .attr = A_FLAG, .h = &opt_flag, .data = OPT_FLAGVAL(0) },
	{ .kw = "colour", .attr = A_COL, .h = &opt_enum, .flags = OPT_EXACT,
	  .data = OPT_ENUM(.names = colours, .size = 1, .numbers = true), .key = "colour" },
	{ .kw = "bit0", .attr = A_BITS, .h = &opt_bit, .data = OPT_BIT(.bit = 1), .key = "bit0" },
	{ .kw = "bit3", .attr = A_BITS, .h = &opt_bit, .data = OPT_BIT(.bit = 8, .on_off = true),
	  .key = "bit3" },
	{ .kw = "mac", .attr = A_MAC, .h = &opt_mac, .key = "mac" },
	{ .kw = "addr", .attr = A_ADDR, .h = &opt_inaddr,
	  .data = OPT_INADDR(.attr6 = A_ADDR6), .key = "addr" },
	{ .attr = A_ADDR6, .h = &opt_inaddr, .key = "addr6" },
	{ 0 }
};

static const struct opt_set test_set = {
	.name = "test", .opts = test_opts, .maxattr = A_MAX,
};

struct env {
	struct ipctx ctx;
	char *out;
	size_t outlen;
	FILE *outfp;
};

static void env_open(struct env *e, bool json)
{
	struct out_opts oo = { .json = json };

	memset(e, 0, sizeof(*e));
	e->outfp = open_memstream(&e->out, &e->outlen);
	e->ctx.out = out_new(e->outfp, &oo);
	e->ctx.lc = lc_new(NULL);
}

static const char *env_close(struct env *e)
{
	out_free(e->ctx.out);
	lc_free(e->ctx.lc);
	rtnames_free(&e->ctx.names);
	fclose(e->outfp);
	return e->out;
}

/* Parse words (quietly) into a data nest; returns the status. */
static int parse_words(struct ipctx *ctx, const struct opt_set *set,
		       struct msgbuf *b, struct nlattr **nest, int argc,
		       char **argv)
{
	FILE *saved = stderr;
	int st;

	msgbuf_init(b, 16, NLM_F_CREATE);
	msg_extra(&b->m, 16);
	*nest = msg_nest(&b->m, 1);
	stderr = fopen("/dev/null", "w");
	st = opt_parse(ctx, set, argc, argv, &b->m, true);
	fclose(stderr);
	stderr = saved;
	msg_nest_end(&b->m, *nest);
	msg_release(&b->m);
	return st;
}

static void test_engine(void)
{
	char *words[] = { "num", "7", "po", "4789", "switch", "on", "flag",
			  "colour", "green", "bit0", "1", "bit3", "off",
			  "mac", "02:00:00:00:00:01", "addr", "2001:db8::1" };
	struct env e;
	struct msgbuf b;
	struct nlattr *nest;
	const struct nlattr *tb[A_MAX + 1];
	struct { uint32_t val, mask; } bits;
	const char *txt;
	int st;

	env_open(&e, false);
	st = parse_words(&e.ctx, &test_set, &b, &nest,
			 (int)(ARRAY_SIZE(words)), words);
	tap_int(&T, st, 0, "a line of every stock type parses");
	attr_parse_nested(tb, A_MAX, nest);
	tap_int(&T, attr_u32(tb[A_NUM]), 7, "u32");
	tap_int(&T, attr_be16(tb[A_PORT]), 4789, "be16 by prefix 'po'");
	tap_int(&T, attr_u8(tb[A_ON]), 1, "on/off");
	tap_int(&T, attr_u8(tb[A_FLAG]), 1, "bare flag");
	tap_int(&T, attr_u8(tb[A_COL]), 2, "enum by name, width 1");
	tap_ok(&T, attr_get(tb[A_BITS], &bits, sizeof(bits)) && bits.val == 1 && bits.mask == 9,
	       "two bits of one value/mask struct, sent once");
	tap_int(&T, attr_len(tb[A_MAC]), 6, "mac");
	tap_int(&T, attr_len(tb[A_ADDR6]), 16, "an IPv6 address goes to the IPv6 attribute");

	opt_print_nest(&e.ctx, &test_set, nest, NULL);
	txt = env_close(&e);
	tap_str(&T, txt, "num 7 port 4789 switch on flag colour green bit0 1 bit3 0 "
		"mac 02:00:00:00:00:01 addr6 2001:db8::1 ", "text from the same table");
	free(e.out);

	env_open(&e, true);
	opt_print_nest(&e.ctx, &test_set, nest, NULL);
	txt = env_close(&e);
	tap_str(&T, txt, "\"num\":7,\"port\":4789,\"switch\":true,\"flag\":true,"
		"\"colour\":\"green\",\"bit0\":1,\"bit3\":0,\"mac\":\"02:00:00:00:00:01\","
		"\"addr6\":\"2001:db8::1\"", "JSON from the same table");
	free(e.out);

	{
		char *dup[] = { "num", "3", "num", "4" };
		char *low[] = { "num", "1" };
		char *abbr[] = { "col", "red" };
		char *num[] = { "colour", "9" };
		char *miss[] = { "num" };
		char *unk[] = { "bogus" };

		env_open(&e, false);
		tap_int(&T, parse_words(&e.ctx, &test_set, &b, &nest, 4, dup), IP_EARG,
			"OPT_DUP: a second num is an error (exit 255, fatal)");
		tap_int(&T, parse_words(&e.ctx, &test_set, &b, &nest, 2, low), IP_EARG,
			"below the minimum");
		tap_int(&T, parse_words(&e.ctx, &test_set, &b, &nest, 2, abbr), OPT_EFAIL,
			"OPT_EXACT: no abbreviation (unknown word, exit 1)");
		tap_int(&T, parse_words(&e.ctx, &test_set, &b, &nest, 2, num), 0,
			"an enum that takes numbers");
		tap_int(&T, parse_words(&e.ctx, &test_set, &b, &nest, 1, miss), IP_EARG,
			"a missing value: command line not complete");
		tap_int(&T, parse_words(&e.ctx, &test_set, &b, &nest, 1, unk), OPT_EFAIL,
			"an unknown word");
		env_close(&e);
		free(e.out);
	}
}

/* ---- list value types (lib/opt/opt_list.c) and the enum/number extras ---- */

static const struct opt_name bits[] = {
	{ "ONE", 1 }, { "FOUR", 4 }, { NULL, 0 }
};
static const struct opt_name modes[] = {
	{ "zero", 0 }, { "one", 1 }, { "two", 2 }, { NULL, 0 }
};

enum { L_V4 = 1, L_V6, L_MAP, L_BITS, L_MODE, L_STATE, L_S32, L_ZERO, L_MAX = L_ZERO };

static const struct opt list_opts[] = {
	{ .kw = "v4", .attr = L_V4, .h = &opt_addrlist, .key = "v4",
	  .data = OPT_ADDRLIST(.family = AF_INET, .max = 3, .errfmt = "bad4 %s\n") },
	{ .kw = "v6", .attr = L_V6, .h = &opt_addrlist, .key = "v6",
	  .data = OPT_ADDRLIST(.family = AF_INET6, .max = 2, .errfmt = "bad6 %s\n") },
	{ .kw = "map", .attr = L_MAP, .h = &opt_pairs, .key = "map",
	  .data = OPT_PAIRS(.item = 1), .fmt = "  map { " },
	{ .attr = L_BITS, .h = &opt_bitnames, .key = "bits",
	  .data = OPT_BITNAMES(.names = bits, .size = 1) },
	{ .kw = "mode", .attr = L_MODE, .h = &opt_enum, .key = "mode",
	  .data = OPT_ENUM(.names = modes, .size = 1, .decimal = true,
		.unknown = "UNKNOWN") },
	{ .attr = L_STATE, .h = &opt_enum, .key = "state",
	  .data = OPT_ENUM(.names = modes, .size = 1, .unknown_key = "state_index",
		.unknown = "state %d ") },
	{ .kw = "s32", .attr = L_S32, .h = &opt_s32, .key = "s32" },
	{ .kw = "zero", .attr = L_ZERO, .h = &opt_flag32, .data = OPT_FLAGVAL(0) },
	{ 0 }
};

static const struct opt_set list_set = {
	.name = "list", .opts = list_opts, .maxattr = L_MAX,
};

/* Parse words into a fresh message (kept in b), stderr into err. */
static int parse_keep(struct ipctx *ctx, struct msgbuf *b, struct nlattr **nest,
		      char *err, size_t errsize, int argc, char **argv)
{
	FILE *saved = stderr;
	int st;

	msgbuf_init(b, 16, NLM_F_CREATE);
	msg_extra(&b->m, 16);
	*nest = msg_nest(&b->m, 1);
	memset(err, 0, errsize);
	stderr = fmemopen(err, errsize - 1, "w");
	st = opt_parse(ctx, &list_set, argc, argv, &b->m, true);
	fclose(stderr);
	stderr = saved;
	msg_nest_end(&b->m, *nest);
	return st;
}

static const char *print_both(const struct nlattr *nest, bool json, bool oneline)
{
	static char buf[1024];
	struct env e;
	struct out_opts oo = { .json = json, .oneline = oneline };

	memset(&e, 0, sizeof(e));
	e.outfp = open_memstream(&e.out, &e.outlen);
	e.ctx.out = out_new(e.outfp, &oo);
	e.ctx.lc = lc_new(NULL);
	out_open_obj(e.ctx.out, OUT_JSON, NULL);
	opt_print_nest(&e.ctx, &list_set, nest, NULL);
	out_close_obj(e.ctx.out, OUT_JSON);
	env_close(&e);
	snprintf(buf, sizeof(buf), "%s", e.out);
	free(e.out);
	return buf;
}

#define ARGS(...) (char *[]){ __VA_ARGS__ }
#define NARGS(...) (int)(sizeof((char *[]){ __VA_ARGS__ }) / sizeof(char *))
#define PARSE(...) parse_keep(&ctx, &b, &nest, err, sizeof(err), \
			      NARGS(__VA_ARGS__), ARGS(__VA_ARGS__))

static void test_lists(void)
{
	struct ipctx ctx = { 0 };
	const struct nlattr *tb[L_MAX + 1], *a;
	struct nlattr *nest;
	struct msgbuf b;
	char err[512];
	uint32_t id;
	int n;

	tap_int(&T, PARSE("v4", "10.8,,192.0.2.1,any,1.2.3.x", "v6", "::1,all,fe80::1"),
		0, "address lists: permissive IPv4, empty items, any/all, past max ignored");
	attr_parse_nested(tb, L_MAX, nest);
	n = 0;
	attr_for_each_nested(a, tb[L_V4])
		n += attr_type(a) == n && attr_len(a) == 4;
	tap_int(&T, n, 3, "three IPv4 addresses, types 0..2");
	tap_str(&T, print_both(nest, false, false), "v4 10.8.0.0,192.0.2.1,0.0.0.0 "
		"v6 ::1,:: ", "address lists in text");
	tap_str(&T, print_both(nest, true, false), "{\"v4\":[\"10.8.0.0\",\"192.0.2.1\","
		"\"0.0.0.0\"],\"v6\":[\"::1\",\"::\"]}", "address lists in JSON");
	tap_int(&T, PARSE("v4", "1.2.3.4,::1"), IP_FATAL | 1, "an IPv6 address in an IPv4 list");
	tap_str(&T, err, "bad4 ::1\n", "its message names the item");
	tap_int(&T, PARSE("v6", "1.2.3.4"), IP_FATAL | 1, "an IPv4 address in an IPv6 list");
	tap_int(&T, PARSE("v4"), 0, "a list keyword last: an empty nest");
	attr_parse_nested(tb, L_MAX, nest);
	tap_ok(&T, tb[L_V4] && attr_len(tb[L_V4]) == 0, "(empty)");

	tap_int(&T, PARSE("map", "1:2", "0x10:7", "zero", "map", "3:4"), 0,
		"pairs until a word without a colon");
	attr_parse_nested(tb, L_MAX, nest);
	tap_ok(&T, tb[L_ZERO] && attr_u32(tb[L_ZERO]) == 0 && attr_len(tb[L_ZERO]) == 4,
	       "the word after the pairs is a keyword (u32 flag)");
	tap_str(&T, print_both(nest, false, false), "\n  map { 1:2 16:7 } ",
		"pairs in text, on a line of their own");
	tap_str(&T, print_both(nest, false, true), "\\  map { 1:2 16:7 } ",
		"pairs in oneline text");
	tap_str(&T, print_both(nest, true, false), "{\"map\":[{\"from\":1,\"to\":2},"
		"{\"from\":16,\"to\":7}]}", "pairs in JSON");
	tap_int(&T, PARSE("map", "1:2", "7:x"), IP_EARG, "a bad pair: invarg");
	tap_str(&T, err, "Error: argument \"7\" is wrong: invalid map\n",
		"named by the word cut at its colon");
	tap_int(&T, PARSE("map"), IP_EARG, "pairs: a value is required");

	msgbuf_init(&b, 16, 0);
	msg_extra(&b.m, 16);
	nest = msg_nest(&b.m, 1);
	msg_put_u8(&b.m, L_BITS, 1 | 4 | 0x20);
	msg_put_u8(&b.m, L_STATE, 9);
	msg_put_u8(&b.m, L_MODE, 5);
	msg_nest_end(&b.m, nest);
	tap_str(&T, print_both(nest, false, false), "<ONE,FOUR,20> mode UNKNOWN state 9 ",
		"flag names, unnamed bits in hex; enums without a name");
	tap_str(&T, print_both(nest, true, false), "{\"bits\":[\"ONE\",\"FOUR\",\"20\"],"
		"\"mode\":\"UNKNOWN\",\"state_index\":9}", "the same in JSON");

	tap_int(&T, PARSE("mode", "2", "mode", "01", "mode", "one"), 0,
		"an enum by position (decimal) or name");
	tap_int(&T, PARSE("mode", "3"), IP_EARG, "a position past the names");
	tap_int(&T, PARSE("mode", "0x1"), IP_EARG, "positions are decimal");
	tap_int(&T, PARSE("s32", "-5", "zero"), 0, "a signed number");
	attr_parse_nested(tb, L_MAX, nest);
	tap_int(&T, attr_s32(tb[L_S32]), -5, "(-5)");
	tap_str(&T, print_both(nest, false, false), "s32 -5 ", "printed signed");
	tap_int(&T, PARSE("s32", "2147483648"), IP_EARG, "s32 out of range");

	tap_ok(&T, rt_table_a2n("main", &id) == 0 && id == 254, "table main");
	tap_ok(&T, rt_table_a2n("0x10", &id) == 0 && id == 16, "table 0x10");
	tap_ok(&T, rt_table_a2n("4294967295", &id) == 0 && id == 4294967295U, "table 2^32-1");
	tap_ok(&T, rt_table_a2n("4294967296", &id) != 0, "table 2^32: no");
	tap_ok(&T, rt_table_a2n("nosuch", &id) != 0, "an unknown table name");
}

/* ---- more value types and loops (lib/opt/opt_more.c) ---- */

static const struct opt_name offon[] = { { "off", 0 }, { "on", 1 }, { NULL, 0 } };

enum { M_TTL = 1, M_INH, M_DF, M_PR, M_RANGE, M_ONE, M_SOFT, M_ONCE, M_DEV,
       M_MAX = M_DEV };

static const struct opt more_opts[] = {
	{ .kw = "ttl", .attr = M_TTL, .h = &opt_ttl, .flags = OPT_ABSENT,
	  .data = OPT_TTL(.inherit = M_INH, .inherit_u8 = true), .key = "ttl" },
	{ .kw = "df", .attr = M_DF, .h = &opt_enum_hide0, .key = "df",
	  .data = OPT_ENUM(.names = offon, .size = 1) },
	{ .attr = M_PR, .h = &opt_present, .flags = OPT_ABSENT, .key = "pr",
	  .fmt = "pr " },
	{ .kw = "range", .attr = M_RANGE, .h = &opt_range, .key = "range",
	  .data = OPT_RANGE(.size = 1, .base = 10, .min = 8, .max = 16,
		.err = "not a number", .range_err = "out of range") },
	{ .kw = "one", .attr = M_ONE, .h = &opt_oneof, .key = "one",
	  .data = OPT_ENUM(.names = offon, .size = 1) },
	{ .kw = "soft", .attr = M_SOFT, .h = &opt_onoff_soft, .key = "soft" },
	{ .kw = "once", .attr = M_ONCE, .h = &opt_once, .key = "once",
	  .data = OPT_ONCE(opt_u8, .data = NULL) },
	{ .kw = "dev", .attr = M_DEV, .h = &opt_dev, .key = "dev" },
	{ 0 }
};

static const struct opt_set more_set = {
	.name = "more", .opts = more_opts, .maxattr = M_MAX,
};

/* opt_parse_how over words, stderr into err; the nest is kept in b. */
static int parse_how(struct ipctx *ctx, struct msgbuf *b, struct nlattr **nest,
		     char *err, size_t errsize, unsigned int how, int argc,
		     char **argv)
{
	struct opt_parse st;
	FILE *saved = stderr;
	int r;

	msgbuf_init(b, 16, NLM_F_CREATE);
	msg_extra(&b->m, 16);
	*nest = msg_nest(&b->m, 1);
	memset(err, 0, errsize);
	stderr = fmemopen(err, errsize - 1, "w");
	opt_parse_init(&st, ctx, &more_set, &b->m, true);
	r = opt_parse_how(&st, argc, argv, how);
	fclose(stderr);
	stderr = saved;
	msg_nest_end(&b->m, *nest);
	return r;
}

static const char *print_more(const struct nlattr *nest, bool json)
{
	static char buf[1024];
	struct env e;

	env_open(&e, json);
	out_open_obj(e.ctx.out, OUT_JSON, NULL);
	opt_print_nest(&e.ctx, &more_set, nest, NULL);
	out_close_obj(e.ctx.out, OUT_JSON);
	env_close(&e);
	snprintf(buf, sizeof(buf), "%s", e.out);
	free(e.out);
	return buf;
}

#define HOW(how, ...) parse_how(&ctx, &b, &nest, err, sizeof(err), how, \
				NARGS(__VA_ARGS__), ARGS(__VA_ARGS__))

static void test_more(void)
{
	struct ipctx ctx = { 0 };
	const struct nlattr *tb[M_MAX + 1];
	struct nlattr *nest;
	struct msgbuf b;
	char err[512];

	ctx.lc = lc_new(NULL);
	tap_int(&T, HOW(0, "ttl", "inherit", "df", "off", "range", "010", "one", "o",
			"soft", "of", "once", "7"), 0, "ttl, df, range, one of, soft on/off, once");
	attr_parse_nested(tb, M_MAX, nest);
	tap_ok(&T, attr_u8(tb[M_INH]) == 1 && !tb[M_TTL], "ttl inherit: a u8 1 of its own");
	tap_int(&T, attr_u8(tb[M_RANGE]), 10, "decimal only: 010 is ten");
	tap_ok(&T, tb[M_ONE] && attr_u8(tb[M_ONE]) == 0 && tb[M_SOFT] && !attr_u8(tb[M_SOFT]),
	       "prefixes of off");
	tap_str(&T, print_more(nest, false), "ttl inherit nopr range 10 one off soft off once 7 ",
		"text: inherit, df unset hidden, an absent flag");
	tap_str(&T, print_more(nest, true), "{\"df\":\"off\",\"pr\":false,\"range\":10,"
		"\"one\":\"off\",\"soft\":false,\"once\":7}",
		"JSON: no inherit, df unset shown");
	msg_release(&b.m);

	tap_int(&T, HOW(0, "ttl", "0"), 0, "ttl 0");
	tap_str(&T, print_more(nest, false), "ttl auto nopr ", "is auto in text");
	msg_release(&b.m);
	tap_int(&T, HOW(0, "ttl", "256"), IP_EARG, "ttl 256");
	tap_str(&T, err, "Error: argument \"256\" is wrong: TTL must be <= 255\n", "(message)");
	msg_release(&b.m);
	tap_int(&T, HOW(0, "range", "0x10"), IP_EARG, "range: not decimal");
	tap_str(&T, err, "Error: argument \"0x10\" is wrong: not a number\n", "(message)");
	msg_release(&b.m);
	tap_int(&T, HOW(0, "range", "17"), IP_EARG, "range: past max");
	tap_str(&T, err, "Error: argument \"17\" is wrong: out of range\n", "(its own message)");
	msg_release(&b.m);
	tap_int(&T, HOW(0, "one", "x"), OPT_EFAIL, "one of: a bad word returns 1");
	tap_str(&T, err, "Error: argument of \"one\" must be one of \"off\", \"on\", not \"x\"\n",
		"(message)");
	msg_release(&b.m);
	tap_int(&T, HOW(0, "soft", ""), OPT_EFAIL, "soft on/off: not fatal");
	msg_release(&b.m);
	tap_int(&T, HOW(0, "once", "1", "once", "2"), IP_EARG, "once: a second use");
	tap_str(&T, err, "Error: duplicate \"once\": \"2\" is the second value.\n", "(duparg)");
	msg_release(&b.m);
	tap_int(&T, HOW(0, "once"), IP_EARG, "once: the value is checked for first");
	msg_release(&b.m);
	tap_int(&T, HOW(0, "dev", "nosuch0"), IP_EARG, "dev: a missing device");
	tap_str(&T, err, "Cannot find device \"nosuch0\"\n", "(message)");
	msg_release(&b.m);
	tap_int(&T, HOW(OPT_LOOP_HELP_EXACT, "he"), OPT_EFAIL, "help exact: a prefix is unknown");
	tap_str(&T, err, "more: unknown command \"he\"?\n", "(message)");
	msg_release(&b.m);
	tap_int(&T, HOW(OPT_LOOP_HELP_EXACT, "help"), OPT_EFAIL, "help exact: help");
	tap_str(&T, err, "", "(no usage to print)");
	msg_release(&b.m);
	tap_int(&T, HOW(OPT_LOOP_NO_HELP, "help"), OPT_EFAIL, "no help: help is unknown");
	tap_str(&T, err, "more: unknown command \"help\"?\n", "(message)");
	msg_release(&b.m);
	tap_int(&T, HOW(OPT_LOOP_SKIP, "foo", "once", "3", "bar"), 0, "skip: unknown words");
	attr_parse_nested(tb, M_MAX, nest);
	tap_int(&T, attr_u8(tb[M_ONCE]), 3, "(the known one is read)");
	msg_release(&b.m);
	lc_free(ctx.lc);
}

/* ---- struct types (lib/opt/opt_struct.c) ---- */

struct sreq {
	uint32_t rate, point;
	uint16_t small, pad;
	uint32_t flags, mask;
};

static int struct_finish(struct opt_parse *st)
{
	return msg_put(st->m, 1, st->priv, sizeof(struct sreq)) ? 1 : 0;
}

#define SR(f) offsetof(struct sreq, f)
static const struct opt struct_opts[] = {
	{ .kw = "rate", .h = &opt_field, .data = OPT_FIELD(.off = SR(rate)) },
	{ .kw = "point", .h = &opt_field_float,
	  .data = OPT_FIELD(.off = SR(point), .scale = 1000, .err = "bad point") },
	{ .kw = "small", .h = &opt_field, .data = OPT_FIELD(.off = SR(small), .size = 2) },
	{ .kw = "mode", .h = &opt_field_word,
	  .data = OPT_FIELD(.off = SR(flags), .moff = SR(mask), .bit = 3,
		.names = (const struct opt_name[]){ { "a", 1 }, { "b", 2 },
			{ "off", 0 }, { NULL, 0 } },
		.errfmt = "mode: not \"%s\"\n") },
	{ 0 }
};

static const struct opt_set struct_set = {
	.name = "struct", .opts = struct_opts, .maxattr = 1,
	.finish = struct_finish,
};

static const struct opt_sfield sfields[] = {
	{ OPT_SF_NUM, 4, SR(rate), 0, "rate", "rate %u" },
	{ OPT_SF_MILLI, 4, SR(point), 0, "point", " point %s" },
	{ OPT_SF_NL },
	{ OPT_SF_NUM, 2, SR(small), 0, "small", " small %u" },
	{ OPT_SF_RANGE, 4, SR(flags), SR(mask), "fm", " fm" },
	{ OPT_SF_RANGE1, 4, 0, SR(mask), "one", " one" },
	{ 0 }
};

static const struct opt sprint_opts[] = {
	{ .attr = 1, .h = &opt_struct, .key = "s",
	  .data = OPT_STRUCT(.fields = sfields, .size = sizeof(struct sreq),
		.indent = "\t") },
	{ .attr = 1, .h = &opt_struct, .key = "x",
	  .data = OPT_STRUCT(.fields = sfields, .size = 8, .exact = true) },
	{ .attr = 1, .h = &opt_struct, .key = "f",
	  .data = OPT_STRUCT(.fields = sfields, .size = 4, .flat = true) },
	{ 0 }
};

static const struct opt_set sprint_set = {
	.name = "sprint", .opts = sprint_opts, .maxattr = 1,
};

static int sparse(struct sreq *r, int argc, char **argv)
{
	struct env e;
	struct msgbuf b;
	struct nlattr *nest;
	const struct nlattr *tb[2];
	int st;

	env_open(&e, false);
	st = parse_words(&e.ctx, &struct_set, &b, &nest, argc, argv);
	attr_parse_nested(tb, 1, nest);
	memset(r, 0xee, sizeof(*r));
	if (!st)
		attr_get(tb[1], r, sizeof(*r));
	env_close(&e);
	free(e.out);
	return st;
}

#define SPARSE(r, ...) sparse(r, (int)(sizeof((char *[]){ __VA_ARGS__ }) / sizeof(char *)), \
			      (char *[]){ __VA_ARGS__ })

static const char *sprint(const struct sreq *r, bool json)
{
	static char buf[512];
	struct env e;
	struct msgbuf b;
	struct nlattr *nest;

	msgbuf_init(&b, 16, 0);
	msg_extra(&b.m, 16);
	nest = msg_nest(&b.m, 1);
	msg_put(&b.m, 1, r, sizeof(*r));
	msg_nest_end(&b.m, nest);
	env_open(&e, json);
	out_open_obj(e.ctx.out, OUT_JSON, NULL);
	opt_print_nest(&e.ctx, &sprint_set, nest, NULL);
	out_close_obj(e.ctx.out, OUT_JSON);
	snprintf(buf, sizeof(buf), "%s", env_close(&e));
	free(e.out);
	msg_release(&b.m);
	return buf;
}

static void test_structs(void)
{
	struct sreq r;

	tap_int(&T, SPARSE(&r, "rate", "5", "po", "0.875", "small", "7", "mode", "a",
			   "mode", "off", "m", "b"), 0, "struct fields by keyword");
	tap_ok(&T, r.rate == 5 && r.point == 875 && r.small == 7 && r.pad == 0 &&
	       r.flags == 3 && r.mask == 3, "... into one struct, sent by the finish");
	tap_int(&T, SPARSE(&r, "point", "-0.5"), 0, "a negative point");
	tap_int(&T, r.point, 0xfffffe0c, "... converted through 64 bits");
	tap_int(&T, SPARSE(&r, "point", "1e20", "rate", "0x10"), 0, "a point too big");
	tap_ok(&T, r.point == 0 && r.rate == 16, "... is 0 (the indefinite integer)");
	tap_int(&T, SPARSE(&r, "point", "nan"), 0, "nan");
	tap_int(&T, r.point, 0, "... is 0 too");
	tap_int(&T, SPARSE(&r, "point", "0.5x"), IP_EARG, "a bad point ends the command");
	tap_int(&T, SPARSE(&r, "point", ""), IP_EARG, "an empty point too");
	tap_int(&T, SPARSE(&r, "rate", "4294967296"), IP_EARG, "a field out of range");
	tap_int(&T, SPARSE(&r, "small", "65536"), IP_EARG, "a 16-bit field out of range");
	tap_int(&T, SPARSE(&r, "mode", "c"), IP_EARG, "a word not named ends the command");

	r = (struct sreq){ .rate = 9, .point = 12345, .small = 3, .flags = 0xffffffff,
			   .mask = 7 };
	tap_str(&T, sprint(&r, false), "rate 9 point 12.34\n\t small 3 fm -1..7 one 1..7"
		"rate 9 point 0.000\n small 0 fm 0..0 one 1..0",
		"text: fields, five characters of thousandths, ranges as %d, "
		"line breaks with the indent; nothing of the wrong size; "
		"fields past the size read 0");
	tap_str(&T, sprint(&r, true), "{\"s\":{\"rate\":9,\"point\":\"12.34\",\"small\":3,"
		"\"fm\":{\"min\":4294967295,\"max\":7},\"one\":{\"min\":1,\"max\":7}},"
		"\"x\":{},\"rate\":9,\"point\":\"0.000\",\"small\":0,"
		"\"fm\":{\"min\":0,\"max\":0},\"one\":{\"min\":1,\"max\":0}}",
		"JSON: an object of the fields, an empty one for the wrong size, flat");
}

/* ---- header rows, object rows, aliases, the other-word handler ---- */

struct rhdr {
	uint8_t family, tos;
	uint16_t pad;
	uint32_t flags;
};

struct robj {
	uint32_t pref;
	uint64_t id;
	bool on;
	char name[16];
	int others;
	int master;
	uint16_t bits;
	const char *dev;
};

/* "take" is the word any other word ends in; it uses one more */
static int rows_other(struct opt_parse *st, int argc, char **argv)
{
	struct robj *r = st->obj;

	r->others++;
	if (strcmp(argv[0], "take") != 0)
		return -OPT_EFAIL;
	return argc > 1 ? 1 : -err_incomplete();
}

enum { R_ID = 2, R_MAX = 3 };
static const struct opt rows_opts[] = {
	{ "tos", offsetof(struct rhdr, tos), OPT_EXACT | OPT_HDR, &opt_u8,
	  .alias = "dsfield =tclass" },
	{ "not", offsetof(struct rhdr, flags), OPT_EXACT | OPT_HDR, &opt_flag32,
	  OPT_FLAGVAL(2) },
	{ "id", R_ID, 0, &opt_be64 },
	{ 0 }
};
static const struct opt_set rows_set = {
	.name = "rows", .opts = rows_opts, .maxattr = R_MAX, .other = rows_other,
	.loop = OPT_LOOP_NO_HELP,
};

static const struct opt obj_opts[] = {
	{ "preference", offsetof(struct robj, pref), OPT_OBJ, &opt_u32,
	  .alias = "order priority" },
	{ "id", offsetof(struct robj, id), OPT_OBJ, &opt_u64 },
	{ "on", offsetof(struct robj, on), OPT_OBJ | OPT_EXACT, &opt_flag },
	{ "nomaster", offsetof(struct robj, master), OPT_OBJ, &opt_flag32,
	  OPT_FLAGVAL(-1) },
	{ "set", offsetof(struct robj, bits), OPT_OBJ, &opt_bits,
	  OPT_BITS(.set = 0x8001, .size = 2) },
	{ "clear", offsetof(struct robj, bits), OPT_OBJ, &opt_bits,
	  OPT_BITS(.clear = 0x8000, .size = 2) },
	{ "dev", offsetof(struct robj, dev), OPT_OBJ, &opt_word, "dev" },
	{ 0 }
};
static const struct opt_set obj_set = {
	.name = "obj", .opts = obj_opts, .other = rows_other,
};

static const struct opt_set stop_set = {
	.name = "stop", .opts = obj_opts, .loop = OPT_LOOP_STOP,
};

static int rows_parse(const struct opt_set *set, struct msgbuf *b, void *obj,
		      int argc, char **argv, struct opt_parse *st)
{
	struct ipctx ctx = { 0 };
	FILE *saved = stderr;
	int r;

	msgbuf_init(b, 16, 0);
	msg_extra(&b->m, sizeof(struct rhdr));
	opt_parse_init(st, &ctx, set, &b->m, false);
	st->obj = obj;
	stderr = fopen("/dev/null", "w");
	r = opt_parse_how(st, argc, argv, set->loop);
	fclose(stderr);
	stderr = saved;
	return r;
}

#define ROWS(set, b, obj, st, ...) rows_parse(set, b, obj,				(int)(sizeof((char *[]){ __VA_ARGS__ }) / sizeof(char *)),			(char *[]){ __VA_ARGS__ }, st)

static void test_rows(void)
{
	struct opt_parse st;
	struct msgbuf b;
	struct robj o;
	const struct rhdr *h;
	const struct nlattr *tb[R_MAX + 1];
	uint64_t id;

	memset(&o, 0, sizeof(o));
	tap_int(&T, ROWS(&rows_set, &b, &o, &st, "dsf", "7", "not", "id", "0x102",
			 "take", "x"), 0, "header rows, an alias, a be64, another word");
	h = NLMSG_DATA(b.m.n);
	tap_ok(&T, h->tos == 7 && h->flags == 2 && h->family == 0,
	       "... tos and flags are written in the header");
	attr_parse_msg(tb, R_MAX, b.m.n, sizeof(struct rhdr));
	tap_ok(&T, tb[R_ID] && attr_get(tb[R_ID], &id, 8) && id == htobe64(0x102),
	       "... the be64 in network order");
	tap_ok(&T, !tb[offsetof(struct rhdr, tos)] && !opt_seen(&st, offsetof(struct rhdr, tos)),
	       "... header rows are no attributes");
	tap_ok(&T, opt_given(&st, "tos") && opt_given(&st, "not") && opt_given(&st, "id"),
	       "... every row given is told by opt_given");
	tap_int(&T, o.others, 1, "... the other word went to the set's handler");
	msg_release(&b.m);

	tap_int(&T, ROWS(&rows_set, &b, &o, &st, "tclass", "1"), 0,
		"\"=tclass\": an alias in full");
	tap_int(&T, ((const struct rhdr *)NLMSG_DATA(b.m.n))->tos, 1, "... is the row");
	msg_release(&b.m);
	o.others = 0;
	tap_int(&T, ROWS(&rows_set, &b, &o, &st, "tclas", "1"), OPT_EFAIL,
		"... and not a prefix of it");
	tap_int(&T, o.others, 1, "... (the word went to the other-word handler)");
	msg_release(&b.m);
	tap_int(&T, ROWS(&rows_set, &b, &o, &st, "to", "1"), OPT_EFAIL,
		"an exact keyword is not matched by a prefix");
	msg_release(&b.m);
	tap_int(&T, ROWS(&rows_set, &b, &o, &st, "take"), IP_EARG, "the handler's own error");
	msg_release(&b.m);
	tap_int(&T, ROWS(&rows_set, &b, &o, &st, "help"), OPT_EFAIL,
		"OPT_LOOP_NO_HELP: help is another word");
	msg_release(&b.m);

	memset(&o, 0, sizeof(o));
	tap_int(&T, ROWS(&obj_set, &b, &o, &st, "pri", "9", "id", "0x1000000000", "on"), 0,
		"object rows");
	tap_ok(&T, o.pref == 9 && o.id == 0x1000000000ULL && o.on, "... fill the caller's object");
	tap_ok(&T, opt_given(&st, "preference") && !opt_given(&st, "nosuch"),
	       "... opt_given by keyword");
	tap_ok(&T, NLMSG_PAYLOAD(b.m.n, 0) == sizeof(struct rhdr), "... and send nothing");
	msg_release(&b.m);
	tap_int(&T, ROWS(&obj_set, &b, &o, &st, "o", "5"), 0, "an alias matched as a prefix");
	tap_int(&T, o.pref, 5, "... is the row");
	msg_release(&b.m);

	memset(&o, 0, sizeof(o));
	o.bits = 0x0100;
	tap_int(&T, ROWS(&obj_set, &b, &o, &st, "nomaster", "set", "clear", "dev", "x1"), 0,
		"an all-ones flag, bits set and cleared, a word");
	tap_ok(&T, o.master == -1 && o.bits == 0x0101 && o.dev && strcmp(o.dev, "x1") == 0,
	       "... -1 in an int, the bits of a u16 (others kept), the word's pointer");
	msg_release(&b.m);
	memset(&o, 0, sizeof(o));
	tap_int(&T, ROWS(&stop_set, &b, &o, &st, "pri", "5", "zz", "on"), 0,
		"OPT_LOOP_STOP: an unknown word ends the words, quietly");
	tap_ok(&T, o.pref == 5 && !o.on && st.left == 2, "... st.left: the words not taken");
	msg_release(&b.m);
	tap_int(&T, ROWS(&stop_set, &b, &o, &st, "on"), 0, "... all taken");
	tap_int(&T, st.left, 0, "... none left");
	msg_release(&b.m);
	o.dev = NULL;
	tap_int(&T, ROWS(&obj_set, &b, &o, &st, "dev", "x1", "dev", "x2"), IP_EARG,
		"opt_word with a key: a second word is iproute2's duparg");
	msg_release(&b.m);
}

/* ---- every kind's table ---- */

/* Values to try for a keyword: one of them should be taken (an enum's
 * first name is tried too).  Kinds with words of their own add them. */
static const char *const samples[] = {
	"1", "on", "02:00:00:00:00:01", "10.0.0.1", "2001:db8::1", "if1",
	"0x10", "inherit", "set", "auto", "add", "ip", "1 2", "null",
	"239.1.1.1", "1:2", "any", "none", "egress",
	"8", "0",
	NULL
};

/* The names of a row's enum, if its value is one (opt_enum, opt_oneof,
 * or either behind opt_once). */
static const struct opt_enum *row_enum(const struct opt *o)
{
	const struct opt_handler *h = o->h;
	const void *d = o->data;

	if (h == &opt_once && d) {
		h = ((const struct opt_once *)d)->h;
		d = ((const struct opt_once *)d)->data;
	}
	return h == &opt_enum || h == &opt_oneof ? d : NULL;
}

/* Parse one row's words (quietly, without the set's finish, which may
 * want other options): the status. */
static int parse_row(struct ipctx *ctx, const struct opt_set *set,
		     const struct opt *o, struct msgbuf *b, struct nlattr **nest,
		     int argc, char **argv)
{
	struct opt_parse st;
	FILE *saved = stderr;
	int r;

	msgbuf_init(b, 16, 0);
	msg_extra(&b->m, 16);
	*nest = msg_nest(&b->m, 1);
	opt_parse_init(&st, ctx, set, &b->m, false);
	stderr = fopen("/dev/null", "w");
	r = opt_parse_one(&st, o, argc, argv);
	if (r >= 0)
		opt_put_bits(&st);
	fclose(stderr);
	stderr = saved;
	msg_nest_end(&b->m, *nest);
	msg_release(&b->m);
	return r < 0 ? -r : (r + 1 == argc ? 0 : -1);
}

/* A JSON text is balanced and has no raw control characters. */
static bool json_sane(const char *s)
{
	int depth = 0;
	bool str = false;

	for (; *s; s++) {
		if (str) {
			if (*s == '\\' && s[1])
				s++;
			else if (*s == '"')
				str = false;
			else if ((unsigned char)*s < 0x20)
				return false;
			continue;
		}
		if (*s == '"')
			str = true;
		else if (*s == '{' || *s == '[')
			depth++;
		else if (*s == '}' || *s == ']')
			depth--;
		if (depth < 0)
			return false;
	}
	return depth == 0 && !str;
}

static void walk_kind(const struct link_kind *k)
{
	const struct opt_set *set = &k->set;
	const struct opt *o;
	const char *const *w;
	int rows = 0, bad_rows = 0, unparsed = 0;

	for (o = set->opts; o && opt_row_valid(o); o++) {
		rows++;
		if (!o->h || (o->kw && !o->h->parse) || (o->key && !o->h->print && o->kw == NULL) ||
		    o->attr > set->maxattr)
			bad_rows++;
	}
	tap_ok(&T, bad_rows == 0, "%s: %d rows well formed (handler, attribute in range)",
	       set->name, rows);
	for (w = set->order; w && *w; w++) {
		for (o = set->opts; opt_row_valid(o); o++)
			if (o->kw && strcmp(o->kw, *w) == 0)
				break;
		if (!opt_row_valid(o))
			break;
	}
	tap_ok(&T, !set->order || !*w, "%s: the matching order names only its keywords",
	       set->name);
	if (set->order) {
		/* and every keyword is in the order */
		int missing = 0;

		for (o = set->opts; opt_row_valid(o); o++) {
			bool found = !o->kw;

			for (w = set->order; !found && *w; w++)
				found = strcmp(*w, o->kw) == 0;
			missing += !found;
		}
		tap_int(&T, missing, 0, "every keyword has its place in the order");
	}

	for (o = set->opts; o && opt_row_valid(o); o++) {
		const char *const *s;
		bool took = false;

		if (!o->kw || !o->h || !o->h->parse)
			continue;
		for (s = samples; !took && (*s || s == samples + sizeof(samples) / sizeof(*s) - 1); s++) {
			char sample[64], *argv[4], *save;
			const char *word = *s;
			struct env e;
			struct msgbuf b;
			struct nlattr *nest;
			int argc = 1, st;

			if (!word) {
				/* last: an enum's first name */
				const struct opt_enum *d = row_enum(o);

				if (!d || !d->names[0].name)
					break;
				word = d->names[0].name;
			}
			snprintf(sample, sizeof(sample), "%s", word);
			argv[0] = (char *)o->kw;
			if (o->h->nargs || strchr(sample, ' ') == NULL) {
				char *tok = strtok_r(sample, " ", &save);

				/* a row that takes no word of its own
				 * count but reads one (checks before
				 * the value): after the bare try */
				while (tok && argc < 4 &&
				       (o->h->nargs || (s != samples && argc < 2))) {
					argv[argc++] = tok;
					tok = strtok_r(NULL, " ", &save);
				}
			}
			env_open(&e, false);
			st = parse_row(&e.ctx, set, o, &b, &nest, argc, argv);
			if (st == 0) {
				char *text;

				took = true;
				opt_print_nest(&e.ctx, set, nest, NULL);
				env_close(&e);
				text = e.out;
				env_open(&e, true);
				out_open_obj(e.ctx.out, OUT_JSON, NULL);
				opt_print_nest(&e.ctx, set, nest, NULL);
				out_close_obj(e.ctx.out, OUT_JSON);
				env_close(&e);
				if (!json_sane(e.out)) {
					tap_ok(&T, 0, "%s %s: JSON is sane", set->name, o->kw);
					printf("# %s\n", e.out);
				}
				free(text);
			} else {
				env_close(&e);
			}
			free(e.out);
		}
		if (!took) {
			unparsed++;
			printf("# %s: no sample value parses for \"%s\"\n", set->name, o->kw);
		}
	}
	tap_int(&T, unparsed, 0, "every keyword parses with some value and prints");
}

int main(void)
{
	const struct link_kind *k;
	unsigned int i;

	test_engine();
	test_lists();
	test_more();
	test_structs();
	test_rows();
	for (i = 0; (k = kind_at(i)) != NULL; i++)
		walk_kind(k);
	tap_ok(&T, i >= 7, "%u kinds in the registry", i);
	return tap_done(&T);
}
