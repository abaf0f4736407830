/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Unit tests for lib/args.c through include/args.h: keyword prefixes,
 * number ranges, link-layer addresses, interface names, groups and the
 * error helpers' messages and statuses.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <linux/if_arp.h>

#include "addr.h"
#include "args.h"
#include "array.h"
#include "tap.h"

static struct tap T;

/* Run f with stderr captured into buf. */
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

static void test_matches(void)
{
	tap_ok(&T, matches("s", "show"), "matches: \"s\" is a prefix of show");
	tap_ok(&T, matches("show", "show"), "matches: whole word");
	tap_ok(&T, !matches("shows", "show"), "matches: longer word is not");
	tap_ok(&T, !matches("", "show"), "matches: empty argument never matches");
	tap_ok(&T, !matches("x", "show"), "matches: other letter");
	tap_ok(&T, !matches("Show", "show"), "matches: case matters");
	tap_ok(&T, is("up", "up") && !is("u", "up"), "is: exact only");
}

struct u32case {
	const char *arg;
	int base;
	int ret;
	uint32_t val;
};

static void test_numbers(void)
{
	static const struct u32case c32[] = {
		{ "0", 0, 0, 0 },
		{ "1500", 0, 0, 1500 },
		{ "4294967295", 0, 0, 4294967295u },
		{ "4294967296", 0, -1, 0 },
		{ "99999999999999999999999", 0, -1, 0 },
		{ "-1", 0, -1, 0 },
		{ "0x10", 0, 0, 16 },
		{ "0x10", 16, 0, 16 },
		{ "010", 0, 0, 8 },
		{ "010", 10, 0, 10 },
		{ "0x10", 10, -1, 0 },
		{ "ff", 16, 0, 255 },
		{ "", 0, -1, 0 },
		{ "12x", 0, -1, 0 },
		{ "x12", 0, -1, 0 },
		{ "1.5", 0, -1, 0 },
		{ "0xffffffff", 0, 0, 0xffffffffu },
		{ "0x100000000", 0, -1, 0 },
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(c32); i++) {
		uint32_t v = 12345;
		int r = get_u32(&v, c32[i].arg, c32[i].base);

		tap_ok(&T, r == c32[i].ret && (r || v == c32[i].val),
		       "get_u32(\"%s\", %d) -> %d, %u", c32[i].arg, c32[i].base,
		       c32[i].ret, c32[i].val);
		if (r != c32[i].ret || (!r && v != c32[i].val))
			printf("# got %d, %u\n", r, v);
	}

	{
		uint16_t v16;
		uint8_t v8;
		int32_t s;
		uint64_t v64;
		unsigned int u;

		tap_ok(&T, get_u16(&v16, "65535", 0) == 0 && v16 == 65535, "get_u16 65535");
		tap_ok(&T, get_u16(&v16, "65536", 0) == -1, "get_u16 65536 is out of range");
		tap_ok(&T, get_u8(&v8, "255", 0) == 0 && v8 == 255, "get_u8 255");
		tap_ok(&T, get_u8(&v8, "256", 0) == -1, "get_u8 256 is out of range");
		tap_ok(&T, get_u8(&v8, "-1", 0) == -1, "get_u8 -1 is out of range");
		tap_ok(&T, get_s32(&s, "-2147483648", 0) == 0 && s == INT32_MIN, "get_s32 minimum");
		tap_ok(&T, get_s32(&s, "2147483647", 0) == 0 && s == INT32_MAX, "get_s32 maximum");
		tap_ok(&T, get_s32(&s, "2147483648", 0) == -1, "get_s32 above maximum");
		tap_ok(&T, get_s32(&s, "-2147483649", 0) == -1, "get_s32 below minimum");
		tap_ok(&T, get_s32(&s, "-", 0) == -1, "get_s32 lone minus");
		tap_ok(&T, get_u64(&v64, "18446744073709551615", 0) == 0 &&
		       v64 == UINT64_MAX, "get_u64 maximum");
		tap_ok(&T, get_u64(&v64, "18446744073709551616", 0) == -1,
		       "get_u64 above maximum");
		tap_ok(&T, get_unsigned(&u, "4294967295", 0) == 0 && u == 4294967295u,
		       "get_unsigned maximum");
		tap_ok(&T, get_unsigned(&u, "4294967296", 0) == -1,
		       "get_unsigned above maximum");
	}
	tap_int(&T, parse_on_off("on"), 1, "parse_on_off on");
	tap_int(&T, parse_on_off("off"), 0, "parse_on_off off");
	tap_int(&T, parse_on_off("o"), 0, "parse_on_off o");
	tap_int(&T, parse_on_off("of"), 0, "parse_on_off of");
	tap_int(&T, parse_on_off("onn"), -1, "parse_on_off onn");
	tap_int(&T, parse_on_off(""), -1, "parse_on_off empty");
	tap_int(&T, parse_on_off("ON"), -1, "parse_on_off ON");
	tap_int(&T, parse_on_off_exact("on"), 1, "parse_on_off_exact on");
	tap_int(&T, parse_on_off_exact("off"), 0, "parse_on_off_exact off");
	tap_int(&T, parse_on_off_exact("o"), -1, "parse_on_off_exact o");
}

static void test_lladdr(void)
{
	uint8_t a[32];
	char buf[128], msg[256];
	int n;

	n = parse_lladdr(a, sizeof(a), "02:00:5e:10:ab:CD");
	tap_int(&T, n, 6, "parse_lladdr: six bytes");
	tap_ok(&T, n == 6 && a[0] == 2 && a[2] == 0x5e && a[4] == 0xab && a[5] == 0xcd,
	       "parse_lladdr: values, either case");
	tap_str(&T, fmt_lladdr(buf, sizeof(buf), a, 6, ARPHRD_ETHER),
		"02:00:5e:10:ab:cd", "fmt_lladdr: lower case, two digits");

	n = parse_lladdr(a, sizeof(a), "2:0:0:0:0:7");
	tap_ok(&T, n == 6 && a[0] == 2 && a[5] == 7, "parse_lladdr: one-digit parts");

	/* iproute2 reads each part with sscanf("%x"): trailing junk after
	 * hex digits is ignored, a 0x prefix is accepted. */
	n = parse_lladdr(a, sizeof(a), "02:00:00:00:00:1x");
	tap_ok(&T, n == 6 && a[5] == 1, "parse_lladdr: \"1x\" reads as 01, as iproute2");
	n = parse_lladdr(a, sizeof(a), "0x02:00:00:00:00:0e");
	tap_ok(&T, n == 6 && a[0] == 2 && a[5] == 0x0e, "parse_lladdr: 0x prefix");

	/* the dotted form is an IPv4 address as iproute2 reads one: missing
	 * parts are zero at the end ("10.8" is 10.8.0.0, not 10.0.0.8) */
	n = parse_lladdr(a, sizeof(a), "10.8");
	tap_ok(&T, n == 4 && a[0] == 10 && a[1] == 8 && a[2] == 0 && a[3] == 0,
	       "parse_lladdr: \"10.8\" is 0a:08:00:00");
	n = parse_lladdr(a, sizeof(a), "1.2.3");
	tap_ok(&T, n == 4 && a[2] == 3 && a[3] == 0, "parse_lladdr: \"1.2.3\" is 01:02:03:00");
	tap_int(&T, parse_ipv4(a, "0x1.2.3.4"), 0, "parse_ipv4: parts in any base");
	tap_int(&T, parse_ipv4(a, "1.2.3.4.5"), -1, "parse_ipv4: five parts refused");

	n = parse_lladdr(a, sizeof(a), "ff");
	tap_ok(&T, n == 1 && a[0] == 0xff, "parse_lladdr: a single byte");

	n = parse_lladdr(a, sizeof(a), "00:11:22:33:44:55:66:77:88:99:aa:bb:cc:dd:ee:ff:00:11:22:33");
	tap_int(&T, n, 20, "parse_lladdr: 20 bytes (infiniband size)");

	capture_start();
	n = parse_lladdr(a, sizeof(a), "zz");
	capture_end(msg, sizeof(msg));
	tap_int(&T, n, -1, "parse_lladdr: \"zz\" is refused");
	tap_str(&T, msg, "\"zz\" is invalid lladdr.\n", "parse_lladdr: iproute2's message");

	capture_start();
	n = parse_lladdr(a, sizeof(a), "02:00:100:00:00:01");
	capture_end(msg, sizeof(msg));
	tap_int(&T, n, -1, "parse_lladdr: a part above ff is refused");

	capture_start();
	n = parse_lladdr(a, sizeof(a), "02::00:00:00:01");
	capture_end(msg, sizeof(msg));
	tap_int(&T, n, -1, "parse_lladdr: an empty part is refused");
	tap_ok(&T, strstr(msg, "invalid lladdr") != NULL, "parse_lladdr: and says so");

	tap_str(&T, fmt_lladdr(buf, sizeof(buf), (const uint8_t *)"\x0a\x00\x00\x01", 4,
			       ARPHRD_TUNNEL), "10.0.0.1", "fmt_lladdr: IPv4 tunnel address");
	tap_str(&T, fmt_lladdr(buf, sizeof(buf), a, 0, ARPHRD_ETHER), "",
		"fmt_lladdr: empty address");
}

static void test_ifname(void)
{
	static const struct { const char *name; int ret; } c[] = {
		{ "eth0", 0 },
		{ "a", 0 },
		{ "n2345678901234", 0 },
		{ "n23456789012345", 0 },	/* 15: the longest */
		{ "n234567890123456", -1 },	/* 16 */
		{ "", -1 },
		{ "a b", -1 },
		{ "a\tb", -1 },
		{ "a\nb", -1 },
		{ "a/b", -1 },
		{ "a:b", 0 },		/* iproute2 leaves that to the kernel */
		{ "q\"x", 0 },
		{ "\xc3\xa9", 0 },
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(c); i++)
		tap_int(&T, check_ifname(c[i].name), c[i].ret, c[i].name[0] ?
			c[i].name : "(empty name)");
	tap_int(&T, check_altifname("a-rather-long-alternative-name-beyond-sixteen"), 0,
		"check_altifname: a long name");
	tap_int(&T, check_altifname("a b"), -1, "check_altifname: a space");
}

static void test_group(void)
{
	uint32_t g = 99;

	tap_ok(&T, parse_group(&g, "default") == 0 && g == 0, "parse_group default");
	tap_ok(&T, parse_group(&g, "7") == 0 && g == 7, "parse_group 7");
	tap_ok(&T, parse_group(&g, "0x10") == 0 && g == 16, "parse_group 0x10");
	tap_ok(&T, parse_group(&g, "no-such-group-name") != 0, "parse_group unknown name");
}

static void test_errors(void)
{
	char msg[256];
	int st;

	capture_start();
	st = err_invarg("Invalid \"mtu\" value\n", "abc");
	capture_end(msg, sizeof(msg));
	tap_int(&T, IP_EXIT(st), 255, "err_invarg: exit 255");
	tap_ok(&T, (st & IP_FATAL) != 0, "err_invarg: fatal");
	tap_str(&T, msg, "Error: argument \"abc\" is wrong: Invalid \"mtu\" value\n\n",
		"err_invarg: message");

	capture_start();
	st = err_duparg2("dev", "bogus");
	capture_end(msg, sizeof(msg));
	tap_int(&T, IP_EXIT(st), 255, "err_duparg2: exit 255");
	tap_str(&T, msg, "Error: either \"dev\" is duplicate, or \"bogus\" is a garbage.\n",
		"err_duparg2: message");

	capture_start();
	st = err_duparg("mtu", "1400");
	capture_end(msg, sizeof(msg));
	tap_int(&T, IP_EXIT(st), 255, "err_duparg: exit 255");
	tap_str(&T, msg, "Error: duplicate \"mtu\": \"1400\" is the second value.\n",
		"err_duparg: message");

	capture_start();
	st = err_incomplete();
	capture_end(msg, sizeof(msg));
	tap_int(&T, IP_EXIT(st), 255, "err_incomplete: exit 255");
	tap_str(&T, msg, "Command line is not complete. Try option \"help\"\n",
		"err_incomplete: message");

	capture_start();
	st = err_missarg("dev");
	capture_end(msg, sizeof(msg));
	tap_int(&T, IP_EXIT(st), 255, "err_missarg: exit 255");
	tap_str(&T, msg, "Error: argument \"dev\" is required\n", "err_missarg: message");
}

/* NEXT_ARG needs an int function to return from. */
static int next_arg_probe(int argc, char **argv)
{
	NEXT_ARG();
	return argv[0][0];
}

static void test_next_arg(void)
{
	char *v[] = { "mtu", "1400", NULL };
	char msg[256];
	int st;

	tap_int(&T, next_arg_probe(2, v), '1', "NEXT_ARG: moves to the value");
	capture_start();
	st = next_arg_probe(1, v);
	capture_end(msg, sizeof(msg));
	tap_int(&T, IP_EXIT(st), 255, "NEXT_ARG: missing value is exit 255");
}

static void test_inet(void)
{
	static const struct {
		const char *arg;
		int family, ret, len, bitlen, flags;
		unsigned int how;
	} c[] = {
		{ "1.2.3.4", AF_INET, 0, 4, -1, INET_F_INET, 0 },
		{ "10.8", AF_UNSPEC, 0, 4, -1, INET_F_INET, 0 },
		{ "239.1.1.1", AF_INET, 0, 4, -1, INET_F_INET | INET_F_MULTI, 0 },
		{ "0.0.0.0", AF_INET, 0, 4, -1, INET_F_INET | INET_F_UNSPEC, 0 },
		{ "any", AF_INET, 0, 0, -2, INET_F_INET | INET_F_UNSPEC, 0 },
		{ "any", AF_UNSPEC, 0, 0, -2, 0, 0 },
		{ "default", AF_INET6, 0, 16, -2, INET_F_INET | INET_F_UNSPEC | INET_F_PLEN, 0 },
		{ "ff02::1", AF_INET6, 0, 16, -1, INET_F_INET | INET_F_MULTI, 0 },
		{ "::1", AF_INET, -1, 0, 0, 0, 0 },
		{ "1.2.3.4", AF_INET6, -1, 0, 0, 0, 0 },
		{ "1.2.3.4.5", AF_INET, -1, 0, 0, 0, 0 },
		{ "2002::/16", AF_INET6, 0, 16, 16, INET_F_INET | INET_F_PLEN, ADDR_PREFIX },
		{ "2002::", AF_INET6, 0, 16, 128, INET_F_INET, ADDR_PREFIX },
		{ "10.0.0.0/255.0.0.0", AF_INET, 0, 4, 8, INET_F_INET | INET_F_PLEN, ADDR_PREFIX },
		{ "10.0.0.0/255.0.255.0", AF_INET, -1, 0, 0, 0, ADDR_PREFIX },
		{ "10.0.0.0/33", AF_INET, -1, 0, 0, 0, ADDR_PREFIX },
		{ "any/0", AF_INET, -1, 0, 0, 0, ADDR_PREFIX },
		{ "any", AF_INET6, 0, 0, 0, INET_F_INET | INET_F_UNSPEC, ADDR_PREFIX },
		/* the families routes take: label stacks, link-layer bytes */
		{ "16/17", AF_MPLS, 0, 8, 20, 0, 0 },
		{ "16", AF_MPLS, 0, 4, 20, 0, ADDR_PREFIX },
		{ "default", AF_MPLS, -1, 0, 0, 0, 0 },
		{ "1048576", AF_MPLS, -1, 0, 0, 0, 0 },
		{ "aa:bb:cc", AF_PACKET, 0, 3, 24, 0, 0 },
		{ "fe80::1", AF_MPLS, -1, 0, 0, 0, 0 },
		/* inet_pton's reading */
		{ "10.8", AF_UNSPEC, -1, 0, 0, 0, ADDR_STRICT },
		{ "10.0.0.1", AF_UNSPEC, 0, 4, -1, INET_F_INET, ADDR_STRICT },
		{ "any", AF_INET, -1, 0, 0, 0, ADDR_STRICT },
		{ "fe80::1", AF_INET, -1, 0, 0, 0, ADDR_STRICT },
	};
	struct inet_prefix a;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(c); i++) {
		int r = addr_parse(&a, c[i].arg, c[i].family, c[i].how);

		tap_ok(&T, r == c[i].ret && (r || (a.len == c[i].len &&
		       a.bitlen == c[i].bitlen && a.flags == c[i].flags)),
		       "addr_parse(%s, %d, %u)", c[i].arg, c[i].family, c[i].how);
	}
	tap_str(&T, addr_family_verbose(AF_INET6), "inet6", "family names");
}

int main(void)
{
	test_matches();
	test_numbers();
	test_lladdr();
	test_ifname();
	test_group();
	test_errors();
	test_next_arg();
	test_inet();
	return tap_done(&T);
}
