// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests for lib/nl/msg.c (the bounded request builder) and lib/attr.c
 * (the typed attribute reader): bounds with iproute2's message, nothing
 * written past the capacity, nests, insertion, held descriptors, and
 * reading short, malformed and duplicate attributes.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <arpa/inet.h>

#include "attr.h"
#include "msg.h"
#include "tap.h"

static struct tap T;

/* Run f with stderr captured; returns what it printed (malloc'd). */
static char *captured(void (*f)(void *), void *arg)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *mem = open_memstream(&buf, &len);
	FILE *saved = stderr;

	stderr = mem;
	f(arg);
	fflush(mem);
	stderr = saved;
	fclose(mem);
	return buf;
}

struct bound_case {
	struct msg m;
	char buf[2048 + 64];
	int puts_ok, puts_failed;
};

static void fill_aliases(void *arg)
{
	struct bound_case *c = arg;
	char alias[250];
	int i;

	memset(alias, 'a', sizeof(alias));
	for (i = 0; i < 10; i++) {
		if (msg_put(&c->m, 20, alias, sizeof(alias)) == 0)
			c->puts_ok++;
		else
			c->puts_failed++;
	}
}

static void test_bound(void)
{
	struct bound_case c = { 0 };
	char *err;

	memset(c.buf, 0x5a, sizeof(c.buf));
	msg_init(&c.m, c.buf, 2048, 16, 0);
	msg_extra(&c.m, 16);
	msg_set_bound(&c.m, 1056);
	err = captured(fill_aliases, &c);
	/* 32 bytes of headers, 256 per alias: 4 fit in 1056 */
	tap_int(&T, c.puts_ok, 4, "four 250-byte attributes fit a 1056 bound");
	tap_int(&T, c.puts_failed, 6, "the other six are left out");
	tap_int(&T, c.m.dropped, 6, "and counted");
	tap_int(&T, c.m.n->nlmsg_len, 32 + 4 * 256, "length holds what fit");
	tap_ok(&T, err && strstr(err, "addattr_l ERROR: message exceeded bound of 1056\n") != NULL,
	       "iproute2's message for each");
	{
		int n = 0;
		const char *p = err;

		while (p && (p = strstr(p, "exceeded bound")) != NULL) {
			n++;
			p++;
		}
		tap_int(&T, n, 6, "one message per dropped attribute");
	}
	free(err);
	tap_ok(&T, (unsigned char)c.buf[2048] == 0x5a && (unsigned char)c.buf[2048 + 63] == 0x5a,
	       "nothing written past the capacity");
	tap_int(&T, (long long)msg_set_bound(&c.m, 99999), 1056, "set_bound returns the old bound");
	tap_int(&T, (long long)c.m.bound, 2048, "a bound is clamped to the capacity");
}

static void put_huge(void *arg)
{
	struct bound_case *c = arg;
	static char big[70000];

	c->puts_failed = msg_put(&c->m, 1, big, sizeof(big));
}

static void test_huge(void)
{
	struct bound_case c = { 0 };
	char *err;

	msg_init(&c.m, c.buf, 2048, 16, 0);
	err = captured(put_huge, &c);
	tap_int(&T, c.puts_failed, -1, "an attribute longer than 64 KiB is refused");
	tap_int(&T, c.m.n->nlmsg_len, NLMSG_HDRLEN, "and nothing written");
	free(err);
}

static void test_nest_insert(void)
{
	struct msgbuf b;
	const struct nlattr *tb[8], *in[4];
	struct nlattr *nest;
	char sbuf[16];

	msgbuf_init(&b, 16, NLM_F_CREATE);
	tap_int(&T, b.m.n->nlmsg_flags, NLM_F_REQUEST | NLM_F_CREATE, "flags have NLM_F_REQUEST");
	msg_extra(&b.m, 16);
	msg_put_u32(&b.m, 4, 1500);
	nest = msg_nest(&b.m, 7);
	msg_put_u8(&b.m, 1, 9);
	msg_put_be16(&b.m, 2, 4789);
	msg_put_strz(&b.m, 3, "abc");
	msg_nest_end(&b.m, nest);
	tap_int(&T, nest->nla_type, 7, "nest type without NLA_F_NESTED, as iproute2");
	tap_int(&T, nest->nla_len, 4 + 8 + 8 + 8, "nest length covers its children");
	msg_insert(&b.m, NLMSG_HDRLEN + 16, 3, "v0", 3);

	attr_parse_msg(tb, 7, b.m.n, 16);
	tap_str(&T, attr_str(tb[3], sbuf, sizeof(sbuf)), "v0", "inserted attribute read back");
	tap_ok(&T, (const char *)tb[3] == (const char *)b.m.n + NLMSG_HDRLEN + 16,
	       "inserted first");
	tap_int(&T, attr_u32(tb[4]), 1500, "u32 read back after the insertion");
	attr_parse_nested(in, 3, tb[7]);
	tap_int(&T, attr_u8(in[1]), 9, "u8 in the nest");
	tap_int(&T, attr_be16(in[2]), 4789, "be16 in the nest, host order");
	tap_int(&T, attr_uint(in[2], 2, true), 4789, "attr_uint big-endian");
	tap_str(&T, attr_str(in[3], sbuf, sizeof(sbuf)), "abc", "string in the nest");

	/* a failed nest is NULL and ending it does nothing */
	msg_set_bound(&b.m, b.m.n->nlmsg_len);
	{
		FILE *saved = stderr;

		stderr = fopen("/dev/null", "w");
		nest = msg_nest(&b.m, 8);
		fclose(stderr);
		stderr = saved;
	}
	tap_ok(&T, nest == NULL, "a nest over the bound is NULL");
	msg_nest_end(&b.m, nest);
	tap_ok(&T, 1, "ending a NULL nest is harmless");
}

static void test_reader(void)
{
	/* a short u32, a string without its NUL, a duplicate, a bad tail */
	unsigned char raw[] = {
		6, 0, 1, 0, 0xaa, 0xbb, 0, 0,		/* type 1, 2 bytes */
		7, 0, 2, 0, 'x', 'y', 'z', 0,		/* type 2, "xyz" no NUL */
		8, 0, 1, 0, 1, 0, 0, 0,			/* type 1 again */
		8, 0, 0x03, 0x80, 5, 0, 0, 0,		/* type 3 with NLA_F_NESTED */
		200, 0, 4, 0,				/* claims more than is there */
	};
	const struct nlattr *tb[5];
	char buf[8], small[3];
	uint8_t u8buf[4];

	attr_parse(tb, 4, raw, sizeof(raw));
	tap_ok(&T, (const unsigned char *)tb[1] == raw, "the first of a type wins");
	tap_int(&T, attr_u32(tb[1]), 0, "a short u32 reads as 0");
	tap_int(&T, attr_u16(tb[1]), 0xbbaa, "its u16 is there");
	tap_int(&T, attr_uint(tb[1], 4, false), 0xbbaa, "attr_uint reads the width it has");
	tap_str(&T, attr_str(tb[2], buf, sizeof(buf)), "xyz", "unterminated string copied");
	tap_str(&T, attr_str(tb[2], small, sizeof(small)), "xy", "and cut to the buffer");
	tap_int(&T, attr_u32(tb[3]), 5, "type flags are masked");
	tap_ok(&T, tb[4] == NULL, "an attribute longer than the rest is ignored");
	tap_ok(&T, attr_u32(NULL) == 0 && attr_len(NULL) == 0 &&
	       *attr_str(NULL, buf, sizeof(buf)) == '\0', "NULL reads as nothing");
	tap_ok(&T, !attr_get(tb[1], u8buf, 4) && u8buf[2] == 0 && u8buf[0] == 0xaa,
	       "attr_get fills what is there and zeroes the rest");
	{
		const struct nlattr *a;
		int n = 0;

		attr_for_each(a, raw, sizeof(raw))
			n++;
		tap_int(&T, n, 4, "iteration stops at the malformed tail");
	}
}

static void test_fds(void)
{
	struct msgbuf b;
	int fd1 = open("/dev/null", O_RDONLY), fd2 = open("/dev/null", O_RDONLY);
	int got[MSG_FDS];

	msgbuf_init(&b, 16, 0);
	msg_hold_fd(&b.m, fd1);
	msg_hold_fd(&b.m, fd2);
	tap_int(&T, msg_take_fds(&b.m, got), 2, "held descriptors are handed over");
	tap_ok(&T, got[0] == fd1 && got[1] == fd2, "in order");
	msg_release(&b.m);
	tap_ok(&T, fcntl(fd1, F_GETFD) >= 0, "handed-over descriptors are not closed by release");
	msg_hold_fd(&b.m, fd1);
	msg_release(&b.m);
	tap_ok(&T, fcntl(fd1, F_GETFD) < 0, "release closes what is still held");
	close(fd2);
}

int main(void)
{
	test_bound();
	test_huge();
	test_nest_insert();
	test_reader();
	test_fds();
	return tap_done(&T);
}
