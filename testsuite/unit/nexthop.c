// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests for the nexthop machinery without a kernel: MPLS label
 * stacks as text and back (ip/lwt/lwt_encap.c), the nexthop cache by id
 * (ip/nexthop/nh_print.c), and the encap reader on an lwt_buf (iproute2's room,
 * its message when full).
 */
#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/lwtunnel.h>
#include <linux/nexthop.h>
#include <linux/rtnetlink.h>

#include "addr.h"
#include "args.h"
#include "attr.h"
#include "ipctx.h"
#include "nexthop/ipnexthop.h"
#include "lwt/lwt_encap.h"
#include "msg.h"
#include "tap.h"

static struct tap T;

static void test_mpls(void)
{
	uint32_t l[64];
	char b[64];
	int n;

	n = addr_mpls_pton("100/200/0x10", l, 64);
	tap_ok(&T, n == 3, "three labels read (%d)", n);
	tap_ok(&T, l[0] == htonl(100u << 12) && l[2] == htonl(16u << 12 | 0x100),
	       "labels in network order, the last at the bottom of the stack");
	tap_ok(&T, addr_mpls_ntop(l, sizeof(l), b, sizeof(b)) && !strcmp(b, "100/200/16"),
	       "and back: %s", b);
	tap_ok(&T, addr_mpls_pton("1048576", l, 64) == 0, "a label past 20 bits refused");
	tap_ok(&T, addr_mpls_pton("1/x", l, 64) == 0, "garbage refused");
	tap_ok(&T, addr_mpls_pton("", l, 64) == 0, "nothing refused");
	tap_ok(&T, addr_mpls_pton("1/2/3", l, 2) == 0, "too many labels refused");
	tap_ok(&T, addr_mpls_ntop(l, 2, b, sizeof(b)) && !strcmp(b, ""),
	       "a stack shorter than a label prints nothing");
	tap_ok(&T, addr_mpls_ntop(l, 8, b, 2) == NULL, "a short buffer: NULL");
}

static struct nlmsghdr *nh_msg(uint16_t type, uint32_t id, uint32_t oif)
{
	static union {
		struct nlmsghdr n;
		char raw[256];
	} u[2];
	static int k;
	struct msg m;
	struct nhmsg *nhm;

	msg_init(&m, u[k].raw, sizeof(u[k].raw), type, 0);
	nhm = msg_extra(&m, sizeof(*nhm));
	nhm->nh_family = AF_INET;
	msg_put_u32(&m, NHA_ID, id);
	msg_put_u32(&m, NHA_OIF, oif);
	k ^= 1;
	return m.n;
}

static void test_cache(void)
{
	struct nh_cache c = { 0 };
	const struct nlattr *tb[NHA_OIF + 1];
	const struct nlmsghdr *h;
	uint32_t i;

	for (i = 1; i <= 3000; i++)
		nh_cache_update(&c, nh_msg(RTM_NEWNEXTHOP, i, i + 7));
	tap_ok(&T, c.count == 3000, "3000 nexthops kept (%zu)", c.count);
	h = nh_cache_get(&c, 2048);
	attr_parse_msg(tb, NHA_OIF, h, sizeof(struct nhmsg));
	tap_ok(&T, h && attr_u32(tb[NHA_OIF]) == 2055, "found by id");
	nh_cache_update(&c, nh_msg(RTM_NEWNEXTHOP, 2048, 1));
	h = nh_cache_get(&c, 2048);
	attr_parse_msg(tb, NHA_OIF, h, sizeof(struct nhmsg));
	tap_ok(&T, c.count == 3000 && attr_u32(tb[NHA_OIF]) == 1, "a new message replaces it");
	nh_cache_update(&c, nh_msg(RTM_DELNEXTHOP, 2048, 0));
	tap_ok(&T, !nh_cache_get(&c, 2048) && c.count == 2999, "a deletion forgets it");
	nh_cache_update(&c, nh_msg(RTM_DELNEXTHOP, 99999, 0));
	tap_ok(&T, c.count == 2999, "deleting what is not there changes nothing");
	nh_cache_free(&c);
	tap_ok(&T, c.count == 0 && !nh_cache_get(&c, 1), "freed");
}

static int parse(struct lwt_buf *b, const char *line, int *left, size_t *len)
{
	struct ipctx ctx = { 0 };
	char buf[4096], *argv[256];
	char **av = argv;
	int argc = 0, st;

	snprintf(buf, sizeof(buf), "%s", line);
	for (char *w = strtok(buf, " "); w && argc < 255; w = strtok(NULL, " "))
		argv[argc++] = w;
	argv[argc] = NULL;
	lwt_buf_init(b, LWT_BUF_ROOM);
	st = lwt_parse_encap(&ctx, b, &argc, &av, 8, 7);
	rtnames_free(&ctx.names);
	*left = argc;
	lwt_buf_data(b, len);
	return st;
}

static void test_encap(void)
{
	struct lwt_buf b;
	const void *d;
	const struct nlattr *a;
	char line[4096];
	size_t len;
	int left, st, i;

	st = parse(&b, "encap mpls 100 ttl 5 dev x", &left, &len);
	d = lwt_buf_data(&b, &len);
	a = d;
	tap_ok(&T, st == 0 && left == 3, "mpls read, two words left after it (%d, %d)", st, left);
	tap_ok(&T, a->nla_type == (8 | NLA_F_NESTED) && a->nla_len == 4 + 8 + 8,
	       "the encap nest, marked nested, holds dst and ttl");
	a = (const struct nlattr *)((const char *)d + NLA_ALIGN(a->nla_len));
	tap_ok(&T, a->nla_type == 7 && attr_u16(a) == LWTUNNEL_ENCAP_MPLS,
	       "the type after it");
	st = parse(&b, "encap bpf in obj x.o dev y", &left, &len);
	tap_ok(&T, st == IP_UNIMPL && len == 0, "bpf: not ours, nothing built");
	st = parse(&b, "encap ip dst", &left, &len);
	tap_ok(&T, st == IP_EARG, "one word after the type: iproute2's exit");
	/* 70 segments do not fit iproute2's 1024 bytes: it gives up the
	 * encap and goes on after "encap" */
	strcpy(line, "encap seg6 mode encap segs ::");
	for (i = 1; i < 70; i++)
		strcat(line, ",::");
	strcat(line, " dev x");
	st = parse(&b, line, &left, &len);
	tap_ok(&T, st == 0 && left == 8 && len == 4,
	       "a full buffer: 0, words as they were, an empty nest (%d %d %zu)", st, left, len);
}

int main(void)
{
	FILE *saved = stderr;

	/* the messages the readers print are not the tests' */
	stderr = fopen("/dev/null", "w");
	if (!stderr)
		stderr = saved;
	test_mpls();
	test_cache();
	test_encap();
	if (stderr != saved) {
		fclose(stderr);
		stderr = saved;
	}
	return tap_done(&T);
}
