// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * attr.c - the typed attribute reader (see attr.h).
 */
#include <endian.h>
#include <stdio.h>
#include <string.h>
#include <arpa/inet.h>

#include "attr.h"

static bool attr_ok(const struct nlattr *a, size_t rem)
{
	return rem >= NLA_HDRLEN && a->nla_len >= NLA_HDRLEN &&
	       a->nla_len <= rem;
}

const struct nlattr *attr_first(const void *start, size_t len)
{
	const struct nlattr *a = start;

	return start && attr_ok(a, len) ? a : NULL;
}

const struct nlattr *attr_next(const struct nlattr *a, const void *start,
			       size_t len)
{
	size_t off = (size_t)((const char *)a - (const char *)start) +
		     NLA_ALIGN(a->nla_len);

	if (off >= len)
		return NULL;
	a = (const struct nlattr *)((const char *)start + off);
	return attr_ok(a, len - off) ? a : NULL;
}

void attr_parse(const struct nlattr **tb, unsigned int max, const void *start,
		size_t len)
{
	const char *p = start, *end = p + len;

	memset(tb, 0, sizeof(*tb) * (max + 1));
	/* the loop every printer runs per message: kept tight */
	while (p && end - p >= NLA_HDRLEN) {
		const struct nlattr *a = (const struct nlattr *)p;
		uint16_t t = a->nla_type & NLA_TYPE_MASK;

		if (a->nla_len < NLA_HDRLEN || a->nla_len > end - p)
			break;
		if (t <= max && !tb[t])
			tb[t] = a;
		p += NLA_ALIGN(a->nla_len);
	}
}

void attr_parse_nested(const struct nlattr **tb, unsigned int max,
		       const struct nlattr *nest)
{
	attr_parse(tb, max, attr_data(nest), attr_len(nest));
}

void attr_parse_msg(const struct nlattr **tb, unsigned int max,
		    const struct nlmsghdr *nlh, size_t hdrlen)
{
	size_t off = NLMSG_HDRLEN + NLMSG_ALIGN(hdrlen);

	if (nlh->nlmsg_len < off) {
		memset(tb, 0, sizeof(*tb) * (max + 1));
		return;
	}
	attr_parse(tb, max, (const char *)nlh + off, nlh->nlmsg_len - off);
}

const void *attr_data(const struct nlattr *a)
{
	return a ? (const char *)a + NLA_HDRLEN : NULL;
}

size_t attr_len(const struct nlattr *a)
{
	return a && a->nla_len >= NLA_HDRLEN ? a->nla_len - NLA_HDRLEN : 0;
}

uint16_t attr_type(const struct nlattr *a)
{
	return a->nla_type & NLA_TYPE_MASK;
}

bool attr_get(const struct nlattr *a, void *dst, size_t size)
{
	size_t len = attr_len(a);

	if (len >= size) {
		memcpy(dst, attr_data(a), size);
		return true;
	}
	memset(dst, 0, size);
	if (len)
		memcpy(dst, attr_data(a), len);
	return false;
}

uint8_t attr_u8(const struct nlattr *a)
{
	return attr_len(a) >= 1 ? *(const uint8_t *)attr_data(a) : 0;
}

uint16_t attr_u16(const struct nlattr *a)
{
	uint16_t v = 0;

	if (attr_len(a) >= sizeof(v))
		memcpy(&v, attr_data(a), sizeof(v));
	return v;
}

uint32_t attr_u32(const struct nlattr *a)
{
	uint32_t v = 0;

	if (attr_len(a) >= sizeof(v))
		memcpy(&v, attr_data(a), sizeof(v));
	return v;
}

uint64_t attr_u64(const struct nlattr *a)
{
	uint64_t v = 0;

	if (attr_len(a) >= sizeof(v))
		memcpy(&v, attr_data(a), sizeof(v));
	return v;
}

int32_t attr_s32(const struct nlattr *a)
{
	return (int32_t)attr_u32(a);
}

uint16_t attr_be16(const struct nlattr *a)
{
	return ntohs(attr_u16(a));
}

uint32_t attr_be32(const struct nlattr *a)
{
	return ntohl(attr_u32(a));
}

uint64_t attr_uint(const struct nlattr *a, unsigned int size, bool be)
{
	size_t len = attr_len(a);

	if (len < size)
		size = len >= 8 ? 8 : len >= 4 ? 4 : len >= 2 ? 2 : (unsigned int)len;
	switch (size) {
	case 1:
		return attr_u8(a);
	case 2:
		return be ? attr_be16(a) : attr_u16(a);
	case 4:
		return be ? attr_be32(a) : attr_u32(a);
	case 8:
		return be ? be64toh(attr_u64(a)) : attr_u64(a);
	default:
		return 0;
	}
}

const char *attr_str(const struct nlattr *a, char *buf, size_t size)
{
	const char *p = attr_data(a);
	size_t len = attr_len(a);

	if (len && memchr(p, '\0', len))
		return p;
	if (len >= size)
		len = size - 1;
	if (len)
		memcpy(buf, p, len);
	buf[len] = '\0';
	return buf;
}

void attr_copy_overread(const struct nlattr *a, const void *end, void *dst,
		  size_t n)
{
	const char *p = attr_data(a), *e = end;
	size_t have = p && p < e ? (size_t)(e - p) : 0;

	memset(dst, 0, n);
	if (have)
		memcpy(dst, p, have < n ? have : n);
}

uint8_t attr_u8_overread(const struct nlattr *a, const void *end)
{
	uint8_t v;

	attr_copy_overread(a, end, &v, sizeof(v));
	return v;
}

uint16_t attr_u16_overread(const struct nlattr *a, const void *end)
{
	uint16_t v;

	attr_copy_overread(a, end, &v, sizeof(v));
	return v;
}

uint32_t attr_u32_overread(const struct nlattr *a, const void *end)
{
	uint32_t v;

	attr_copy_overread(a, end, &v, sizeof(v));
	return v;
}

uint64_t attr_u64_overread(const struct nlattr *a, const void *end)
{
	uint64_t v;

	attr_copy_overread(a, end, &v, sizeof(v));
	return v;
}

void attr_parse_report(const struct nlattr **tb, unsigned int max,
		       const void *start, size_t len, const void *end)
{
	const char *p = start, *e = end;
	long left = (long)len;
	uint16_t l = 0;

	attr_parse(tb, max, start, len);
	/* iproute2's walk: while what is left holds a well-formed attribute,
	 * take away its aligned length */
	while (left >= NLA_HDRLEN) {
		const struct nlattr *a = (const struct nlattr *)p;

		if (a->nla_len < NLA_HDRLEN || a->nla_len > left)
			break;
		left -= NLA_ALIGN(a->nla_len);
		p += NLA_ALIGN(a->nla_len);
	}
	if (!left)
		return;
	if (p >= (const char *)start && p + 2 <= e)
		memcpy(&l, p, 2);
	fprintf(stderr, "!!!Deficit %ld, rta_len=%u\n", left, l);
}
