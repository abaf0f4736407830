/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Unit tests for what "ip address" and "ip neigh" read and print:
 * addresses and prefixes in iproute2's forms with its messages (lib/addr.c
 * addr_parse through addr_get*), the "to PREFIX" test
 * on address attributes, scope and protocol names (lib/rtnames.c) and
 * lib/nlstore.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#include "addr.h"
#include "args.h"
#include "array.h"
#include "addr/ipaddr.h"
#include "nlstore.h"
#include "rtnames.h"
#include "tap.h"

static struct tap T;
static FILE *saved_stderr;
static FILE *cap;

static void capture_start(void)
{
	fflush(stderr);
	cap = tmpfile();
	saved_stderr = stderr;
	stderr = cap;
}

static const char *capture_end(char *buf, size_t size)
{
	size_t n;

	fflush(cap);
	stderr = saved_stderr;
	rewind(cap);
	n = fread(buf, 1, size - 1, cap);
	buf[n] = '\0';
	fclose(cap);
	return buf;
}

/* prefix ARG in FAMILY: "FAMILY/BITLEN/LEN/hex" or "error" */
static const char *pfx(const char *arg, int family, char *buf, size_t size)
{
	struct inet_prefix p;
	size_t i, o;

	if (addr_parse(&p, arg, family, ADDR_PREFIX))
		return "error";
	o = (size_t)snprintf(buf, size, "%d/%d/%d/", p.family, p.bitlen, p.len);
	for (i = 0; i < p.len && o + 3 < size; i++)
		o += (size_t)snprintf(buf + o, size - o, "%02x", p.data[i]);
	return buf;
}

static void test_prefixes(void)
{
	static const struct {
		const char *arg;
		int family;
		const char *want;
	} cases[] = {
		{ "10.0.0.1/24", AF_UNSPEC, "2/24/4/0a000001" },
		{ "10.0.0.1", AF_UNSPEC, "2/32/4/0a000001" },
		{ "10.8/16", AF_UNSPEC, "2/16/4/0a080000" },
		{ "0xa.1.2.3/0x10", AF_UNSPEC, "2/16/4/0a010203" },
		{ "10.0.0.1/255.255.255.0", AF_UNSPEC, "2/24/4/0a000001" },
		{ "10.0.0.1/255.0.255.0", AF_UNSPEC, "error" },
		{ "10.0.0.1/33", AF_UNSPEC, "error" },
		{ "10.0.0.1/", AF_UNSPEC, "error" },
		{ "256.0.0.1", AF_UNSPEC, "error" },
		{ "1.2.3.4.5", AF_UNSPEC, "error" },
		{ "2001:db8::1/64", AF_UNSPEC, "10/64/16/20010db8000000000000000000000001" },
		{ "2001:db8::1", AF_UNSPEC, "10/128/16/20010db8000000000000000000000001" },
		{ "2001:db8::1/129", AF_UNSPEC, "error" },
		{ "2001:db8::1", AF_INET, "error" },
		{ "10.0.0.1", AF_INET6, "error" },
		{ "default", AF_UNSPEC, "0/0/0/" },
		{ "default", AF_INET, "2/0/4/00000000" },
		{ "default/8", AF_INET, "error" },
		{ "all", AF_INET6, "10/0/0/" },
		{ "any", AF_UNSPEC, "0/0/0/" },
		{ "bogus", AF_UNSPEC, "error" },
		{ "", AF_UNSPEC, "error" },
	};
	char b[128], d[160];
	size_t i;

	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		snprintf(d, sizeof(d), "prefix \"%s\" (family %d)", cases[i].arg,
			 cases[i].family);
		tap_str(&T, pfx(cases[i].arg, cases[i].family, b, sizeof(b)),
			cases[i].want, d);
	}
}

static void test_messages(void)
{
	struct inet_prefix p;
	char msg[256];
	int st;

	capture_start();
	st = addr_get_prefix(&p, "x", AF_UNSPEC);
	capture_end(msg, sizeof(msg));
	tap_str(&T, msg, "Error: any valid prefix is expected rather than \"x\".\n",
		"get_prefix message");
	tap_int(&T, st, IP_FATAL | 1, "get_prefix: iproute2 exits 1");
	capture_start();
	st = addr_get(&p, "1.2.3.4", AF_INET6);
	capture_end(msg, sizeof(msg));
	tap_str(&T, msg, "Error: inet6 address is expected rather than \"1.2.3.4\".\n",
		"get_addr message names the family");
	capture_start();
	st = addr_get_prefix(&p, "1.2.3.4", AF_PACKET);
	capture_end(msg, sizeof(msg));
	tap_str(&T, msg, "Error: \"1.2.3.4\" may be inet prefix, but it is not allowed in this context.\n",
		"no prefixes for link addresses");
	st = addr_get(&p, "02:00:00:00:00:01", AF_PACKET);
	tap_int(&T, st == 0 && p.len == 6 && p.data[5] == 1, 1,
		"a link-layer address for AF_PACKET");
}

/* An address attribute in a buffer. */
static const struct nlattr *attr(char *buf, const char *text)
{
	struct nlattr *a = (struct nlattr *)buf;
	int len = strchr(text, ':') ? 16 : 4;

	inet_pton(len == 16 ? AF_INET6 : AF_INET, text, buf + NLA_HDRLEN);
	a->nla_len = (uint16_t)(NLA_HDRLEN + len);
	a->nla_type = 1;
	return a;
}

static void test_match(void)
{
	static const struct {
		const char *pfx, *addr;
		bool want;
	} cases[] = {
		{ "10.0.0.0/8", "10.1.2.3", true },
		{ "10.0.0.0/8", "11.1.2.3", false },
		{ "10.1.2.0/23", "10.1.3.9", true },
		{ "10.1.2.0/23", "10.1.4.9", false },
		{ "10.1.2.3", "10.1.2.3", true },
		{ "10.1.2.3", "10.1.2.4", false },
		{ "10.0.0.0/8", "2001:db8::1", false },
		{ "2001:db8::/32", "2001:db8:1::1", true },
		{ "2001:db8::/33", "2001:db8:8000::1", false },
		{ "2001:db8::/64", "2001:db8::ffff", true },
		{ "2001:db8::1/127", "2001:db8::", true },
		{ "2001:db8::1/128", "2001:db8::", false },
		{ "default", "10.0.0.1", true },
		{ "all", "2001:db8::1", true },
	};
	char b[64], d[128];
	size_t i;

	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		struct inet_prefix p;

		addr_parse(&p, cases[i].pfx, AF_UNSPEC, ADDR_PREFIX);
		snprintf(d, sizeof(d), "%s in %s: %s", cases[i].addr, cases[i].pfx,
			 cases[i].want ? "yes" : "no");
		tap_int(&T, addr_in_prefix(&p, attr(b, cases[i].addr)),
			cases[i].want, d);
	}
}

static void test_format(void)
{
	char b[64], a[64];
	uint8_t ll[3] = { 1, 2, 0xab };
	struct nlattr *n = (struct nlattr *)a;

	tap_str(&T, addr_attr_ntop(AF_INET, attr(a, "10.0.0.1"), b, sizeof(b)),
		"10.0.0.1", "inet");
	n->nla_len = NLA_HDRLEN + 2;
	tap_str(&T, addr_attr_ntop(AF_INET, n, b, sizeof(b)), "10.0.0.0",
		"a short inet address reads as zeros");
	n->nla_len = NLA_HDRLEN + 3;
	memcpy(a + NLA_HDRLEN, ll, 3);
	tap_str(&T, addr_attr_ntop(AF_PACKET, n, b, sizeof(b)), "01:02:ab", "link");
	tap_str(&T, addr_attr_ntop(99, n, b, sizeof(b)), "???", "unknown family");
	tap_str(&T, addr_family_name(AF_INET6), "inet6", "family name");
	tap_str(&T, addr_family_name(AF_PACKET), "link", "family name of link");
	tap_str(&T, addr_family_name(42), "???", "no family name");
}

static void test_rtnames(void)
{
	struct rtnames r = { 0 };
	char b[16];
	uint32_t id = 0;

	tap_str(&T, rt_scope_n2a(&r, 0, b, sizeof(b)), "global", "scope 0");
	tap_str(&T, rt_scope_n2a(&r, 253, b, sizeof(b)), "link", "scope 253");
	tap_str(&T, rt_scope_n2a(&r, 77, b, sizeof(b)), "77", "scope 77 has no name");
	tap_int(&T, rt_scope_a2n(&r, "host", &id) == 0 && id == 254, 1, "host is 254");
	tap_int(&T, rt_scope_a2n(&r, "0x10", &id) == 0 && id == 16, 1, "hex scope");
	tap_int(&T, rt_scope_a2n(&r, "256", &id), -1, "scope 256 is refused");
	tap_int(&T, rt_scope_a2n(&r, "bogus", &id), -1, "unknown scope name");
	tap_str(&T, rt_proto_n2a(&r, 4, b, sizeof(b)), "static", "protocol 4");
	tap_str(&T, rt_proto_n2a(&r, 250, b, sizeof(b)), "250", "protocol 250");
	tap_int(&T, rt_proto_a2n(&r, "kernel", &id) == 0 && id == 2, 1, "kernel is 2");
	tap_str(&T, rt_table_n2a(&r, 254, b, sizeof(b)), "main", "table 254");
	tap_str(&T, rt_table_n2a(&r, 100000, b, sizeof(b)), "100000", "table 100000");
	tap_int(&T, rt_table_name2id(&r, "local", &id) == 0 && id == 255, 1, "local is 255");
	tap_int(&T, rt_table_name2id(&r, "4000000000", &id) == 0 && id == 4000000000u, 1,
		"a 32-bit table number");
	tap_int(&T, rt_table_name2id(&r, "nosuch", &id), -1, "unknown table name");
	tap_str(&T, rt_realm_n2a(&r, 0, b, sizeof(b)), "unknown", "realm 0 before the file is read");
	tap_str(&T, rt_realm_n2a(&r, 77, b, sizeof(b)), "77", "realm 77");
	tap_int(&T, rt_realms_a2n(&r, "1/2", &id) == 0 && id == (1u << 16 | 2), 1, "realms 1/2");
	tap_int(&T, rt_realms_a2n(&r, "3/", &id) == 0 && id == 3u << 16, 1, "realms 3/ (no TO)");
	tap_int(&T, rt_realms_a2n(&r, "70000", &id) == 0 && id == 70000, 1, "a raw realms value");
	tap_int(&T, rt_realms_a2n(&r, "x/y", &id), -1, "unknown realm names");
	tap_str(&T, rt_dsfield_n2a(&r, 0, b, sizeof(b)), "0", "DS field 0");
	tap_str(&T, rt_dsfield_n2a(&r, 0x13, b, sizeof(b)), "0x13", "DS field without a name");
	tap_int(&T, rt_dsfield_a2n(&r, "1c", &id) == 0 && id == 0x1c, 1, "DS field numbers are hex");
	tap_int(&T, rt_dsfield_a2n(&r, "100", &id), -1, "DS field 0x100 is refused");
	r.numeric = true;
	tap_str(&T, rt_scope_n2a(&r, 254, b, sizeof(b)), "254", "numeric scope");
	tap_str(&T, rt_table_n2a(&r, 254, b, sizeof(b)), "254", "numeric table");
	tap_str(&T, rt_dsfield_n2a(&r, 0, b, sizeof(b)), "0x00", "numeric DS field");
	rtnames_free(&r);
}

static void test_nlstore(void)
{
	struct nlstore s = { 0 };
	struct nlmsghdr h = { .nlmsg_len = sizeof(h), .nlmsg_type = 7 };
	size_t off, n = 0;
	int i;

	for (i = 0; i < 5000; i++) {
		h.nlmsg_seq = (uint32_t)i;
		nlstore_add(&s, &h);
	}
	nlstore_for_each(&s, off)
		if (nlstore_at(&s, off)->nlmsg_seq == n)
			n++;
	tap_int(&T, (long long)n, 5000, "nlstore keeps 5000 messages in order");
	nlstore_free(&s);
}

int main(void)
{
	test_prefixes();
	test_messages();
	test_match();
	test_format();
	test_rtnames();
	test_nlstore();
	return tap_done(&T);
}
