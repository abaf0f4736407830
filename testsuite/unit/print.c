/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Unit tests for lib/print.c through include/print.h: the same calls
 * give text, oneline, JSON and pretty JSON as iproute2 lays them out, and
 * JSON strings stay valid JSON whatever bytes a name holds.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "print.h"
#include "tap.h"

static struct tap T;

struct cap {
	char *buf;
	size_t len;
	FILE *fp;
	struct out *p;
};

static struct out *cap_open(struct cap *c, bool json, bool pretty,
			    bool oneline, bool color)
{
	struct out_opts o = { .json = json, .pretty = pretty,
			      .oneline = oneline, .color = color };

	c->buf = NULL;
	c->len = 0;
	c->fp = open_memstream(&c->buf, &c->len);
	c->p = out_new(c->fp, &o);
	return c->p;
}

static const char *cap_close(struct cap *c)
{
	out_free(c->p);
	fclose(c->fp);
	return c->buf;
}

/* One link, the way "ip link show" prints its first two lines. */
static void emit_link(struct out *p, int index, const char *name)
{
	out_open_obj(p, OUT_JSON, NULL);
	out_uint(p, OUT_ANY, "ifindex", "%u: ", (unsigned int)index);
	out_str(p, OUT_ANY, CLR_IFNAME, "ifname", "%s: ", name);
	out_open_arr(p, OUT_ANY, "flags", "<");
	out_str(p, OUT_ANY, CLR_NONE, NULL, "%s,", "BROADCAST");
	out_str(p, OUT_ANY, CLR_NONE, NULL, "%s", "UP");
	out_close_arr(p, OUT_ANY, "> ");
	out_uint(p, OUT_ANY, "mtu", "mtu %u ", 1500);
	out_str(p, OUT_ANY, CLR_NONE, "qdisc", "qdisc %s ", "noop");
	out_int(p, OUT_ANY, "neg", "neg %d ", -3);
	out_str(p, OUT_ANY, CLR_OPER_DOWN, "operstate", "state %s ", "DOWN");
	out_nl(p);
	out_text(p, "    link/%s ", "ether");
	out_str(p, OUT_JSON, CLR_NONE, "link_type", NULL, "ether");
	out_str(p, OUT_ANY, CLR_MAC, "address", "%s", "02:00:00:00:00:01");
	out_bool(p, OUT_JSON, "up", NULL, true);
	out_flag(p, "proto_down", " protodown on", true);
	out_flag(p, "absent", " absent", false);
	out_null(p, OUT_JSON, "nothing", NULL, NULL);
	out_hex(p, OUT_ANY, "hex", " hex %x", 0x2a);
	out_uint(p, OUT_ANY, "big", " big %llu", 18446744073709551615ull);
	out_open_obj(p, OUT_JSON, "linkinfo");
	out_str(p, OUT_JSON, CLR_NONE, "info_kind", NULL, "veth");
	out_close_obj(p, OUT_JSON);
	out_open_arr(p, OUT_JSON, "empty", NULL);
	out_close_arr(p, OUT_JSON, NULL);
	out_nl(p);
	out_close_obj(p, OUT_JSON);
}

static void emit_doc(struct out *p)
{
	out_begin(p);
	emit_link(p, 2, "v0");
	emit_link(p, 3, "v1");
	out_end(p);
}

static void test_modes(void)
{
	struct cap c;

	emit_doc(cap_open(&c, false, false, false, false));
	tap_str(&T, cap_close(&c),
		"2: v0: <BROADCAST,UP> mtu 1500 qdisc noop neg -3 state DOWN \n"
		"    link/ether 02:00:00:00:00:01 protodown on hex 2a big 18446744073709551615\n"
		"3: v1: <BROADCAST,UP> mtu 1500 qdisc noop neg -3 state DOWN \n"
		"    link/ether 02:00:00:00:00:01 protodown on hex 2a big 18446744073709551615\n",
		"text");
	free(c.buf);

	emit_doc(cap_open(&c, false, false, true, false));
	tap_str(&T, cap_close(&c),
		"2: v0: <BROADCAST,UP> mtu 1500 qdisc noop neg -3 state DOWN \\"
		"    link/ether 02:00:00:00:00:01 protodown on hex 2a big 18446744073709551615\\"
		"3: v1: <BROADCAST,UP> mtu 1500 qdisc noop neg -3 state DOWN \\"
		"    link/ether 02:00:00:00:00:01 protodown on hex 2a big 18446744073709551615\\",
		"oneline: line breaks become backslashes");
	free(c.buf);

	emit_doc(cap_open(&c, true, false, false, false));
	tap_str(&T, cap_close(&c),
		"[{\"ifindex\":2,\"ifname\":\"v0\",\"flags\":[\"BROADCAST\",\"UP\"],"
		"\"mtu\":1500,\"qdisc\":\"noop\",\"neg\":-3,\"operstate\":\"DOWN\","
		"\"link_type\":\"ether\",\"address\":\"02:00:00:00:00:01\",\"up\":true,"
		"\"proto_down\":true,\"nothing\":null,\"hex\":\"2a\","
		"\"big\":18446744073709551615,\"linkinfo\":{\"info_kind\":\"veth\"},"
		"\"empty\":[]},"
		"{\"ifindex\":3,\"ifname\":\"v1\",\"flags\":[\"BROADCAST\",\"UP\"],"
		"\"mtu\":1500,\"qdisc\":\"noop\",\"neg\":-3,\"operstate\":\"DOWN\","
		"\"link_type\":\"ether\",\"address\":\"02:00:00:00:00:01\",\"up\":true,"
		"\"proto_down\":true,\"nothing\":null,\"hex\":\"2a\","
		"\"big\":18446744073709551615,\"linkinfo\":{\"info_kind\":\"veth\"},"
		"\"empty\":[]}]\n",
		"JSON from the same calls");
	free(c.buf);

	/* iproute2's pretty layout: four spaces a level, arrays on one
	 * line with a space inside the brackets. */
	out_begin(cap_open(&c, true, true, false, false));
	out_open_obj(c.p, OUT_JSON, NULL);
	out_uint(c.p, OUT_ANY, "ifindex", "%u: ", 1);
	out_open_arr(c.p, OUT_ANY, "flags", "<");
	out_str(c.p, OUT_ANY, CLR_NONE, NULL, "%s,", "BROADCAST");
	out_str(c.p, OUT_ANY, CLR_NONE, NULL, "%s", "UP");
	out_close_arr(c.p, OUT_ANY, "> ");
	out_open_obj(c.p, OUT_JSON, "linkinfo");
	out_str(c.p, OUT_JSON, CLR_NONE, "info_kind", NULL, "veth");
	out_close_obj(c.p, OUT_JSON);
	out_str(c.p, OUT_ANY, CLR_NONE, "address", "%s", "02:00:00:00:00:01");
	out_close_obj(c.p, OUT_JSON);
	out_end(c.p);
	tap_str(&T, cap_close(&c),
		"[ {\n"
		"        \"ifindex\": 1,\n"
		"        \"flags\": [ \"BROADCAST\",\"UP\" ],\n"
		"        \"linkinfo\": {\n"
		"            \"info_kind\": \"veth\"\n"
		"        },\n"
		"        \"address\": \"02:00:00:00:00:01\"\n"
		"    } ]\n",
		"pretty JSON");
	free(c.buf);

	/* Nothing printed: an empty document. */
	out_begin(cap_open(&c, true, false, false, false));
	out_end(c.p);
	tap_str(&T, cap_close(&c), "[]\n", "JSON: an empty list");
	free(c.buf);

	out_begin(cap_open(&c, false, false, false, false));
	out_end(c.p);
	tap_str(&T, cap_close(&c), "", "text: nothing for an empty list");
	free(c.buf);
}

static void test_escaping(void)
{
	static const struct { const char *in, *want, *what; } c[] = {
		{ "eth0", "\"eth0\"", "plain" },
		{ "q\"x", "\"q\\\"x\"", "a double quote" },
		{ "a\\b", "\"a\\\\b\"", "a backslash" },
		{ "\xc3\xa9", "\"\xc3\xa9\"", "UTF-8 passes through" },
		{ "\xe2\x82\xac\xf0\x9f\x90\xa7", "\"\xe2\x82\xac\xf0\x9f\x90\xa7\"",
		  "3- and 4-byte UTF-8" },
		{ "a\tb", "\"a\\tb\"", "a tab" },
		{ "a\nb", "\"a\\nb\"", "a newline" },
		{ "a\rb\bc\fd", "\"a\\rb\\bc\\fd\"", "CR, BS, FF" },
		{ "\x01x", "\"\\u0001x\"", "a control character as \\u" },
		{ "\x1f", "\"\\u001f\"", "0x1f" },
		{ "\x7f", "\"\x7f\"", "DEL is legal JSON" },
		{ "\xff", "\"\\u00ff\"", "a byte that is not UTF-8" },
		{ "\xc3", "\"\\u00c3\"", "a truncated UTF-8 sequence" },
		{ "\xc0\xaf", "\"\\u00c0\\u00af\"", "an overlong sequence" },
		{ "a/b:c", "\"a/b:c\"", "slash and colon as they are" },
		{ "", "\"\"", "empty" },
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(c); i++) {
		struct cap k;
		char want[128];

		out_begin(cap_open(&k, true, false, false, false));
		out_open_obj(k.p, OUT_JSON, NULL);
		out_str(k.p, OUT_ANY, CLR_IFNAME, "ifname", "%s", c[i].in);
		out_close_obj(k.p, OUT_JSON);
		out_end(k.p);
		snprintf(want, sizeof(want), "[{\"ifname\":%s}]\n", c[i].want);
		tap_str(&T, cap_close(&k), want, c[i].what);
		free(k.buf);
	}
	/* Keys go through the same escaping. */
	{
		struct cap k;

		out_begin(cap_open(&k, true, false, false, false));
		out_open_obj(k.p, OUT_JSON, NULL);
		out_uint(k.p, OUT_JSON, "a\"key", NULL, 1);
		out_close_obj(k.p, OUT_JSON);
		out_end(k.p);
		tap_str(&T, cap_close(&k), "[{\"a\\\"key\":1}]\n", "a key is escaped");
		free(k.buf);
	}
	/* Text mode prints names as they are. */
	{
		struct cap k;

		out_str(cap_open(&k, false, false, false, false), OUT_ANY, CLR_IFNAME,
			"ifname", "%s: ", "q\"x\\");
		tap_str(&T, cap_close(&k), "q\"x\\: ", "text: no escaping");
		free(k.buf);
	}
}

static void test_color(void)
{
	struct cap k;

	unsetenv("COLORFGBG");
	out_str(cap_open(&k, false, false, false, true), OUT_ANY, CLR_IFNAME,
		"ifname", "%s: ", "lo");
	out_str(k.p, OUT_ANY, CLR_MAC, "address", "%s", "00:00:00:00:00:00");
	out_str(k.p, OUT_ANY, CLR_NONE, "qdisc", " qdisc %s", "noop");
	tap_str(&T, cap_close(&k),
		"\033[36mlo: \033[0m\033[33m00:00:00:00:00:00\033[0m qdisc noop",
		"colour: iproute2's light palette, the reset after the field");
	free(k.buf);

	setenv("COLORFGBG", "15;0", 1);
	out_str(cap_open(&k, false, false, false, true), OUT_ANY, CLR_IFNAME,
		"ifname", "%s: ", "lo");
	tap_str(&T, cap_close(&k), "\033[1;36mlo: \033[0m",
		"colour: dark background palette from COLORFGBG");
	free(k.buf);
	unsetenv("COLORFGBG");

	out_begin(cap_open(&k, true, false, false, true));
	out_open_obj(k.p, OUT_JSON, NULL);
	out_str(k.p, OUT_ANY, CLR_IFNAME, "ifname", "%s: ", "lo");
	out_close_obj(k.p, OUT_JSON);
	out_end(k.p);
	tap_str(&T, cap_close(&k), "[{\"ifname\":\"lo\"}]\n", "colour never reaches JSON");
	free(k.buf);
}

int main(void)
{
	test_modes();
	test_escaping();
	test_color();
	return tap_done(&T);
}
