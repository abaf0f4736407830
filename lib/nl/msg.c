// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * msg.c - the bounded request builder (see msg.h).
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <arpa/inet.h>

#include "msg.h"

struct nlmsghdr *msg_init(struct msg *m, void *buf, size_t cap,
			  uint16_t type, uint16_t flags)
{
	struct nlmsghdr *n = buf;

	memset(m, 0, sizeof(*m));
	m->n = n;
	m->cap = cap;
	m->bound = cap;
	memset(n, 0, sizeof(*n));
	n->nlmsg_len = NLMSG_HDRLEN;
	n->nlmsg_type = type;
	n->nlmsg_flags = NLM_F_REQUEST | flags;
	return n;
}

struct nlmsghdr *msgbuf_init(struct msgbuf *b, uint16_t type, uint16_t flags)
{
	return msg_init(&b->m, b->u.raw, sizeof(b->u.raw), type, flags);
}

size_t msg_set_bound(struct msg *m, size_t bound)
{
	size_t old = m->bound;

	m->bound = bound < m->cap ? bound : m->cap;
	return old;
}

void *msg_tail(const struct msg *m)
{
	return (char *)m->n + NLMSG_ALIGN(m->n->nlmsg_len);
}

size_t msg_len(const struct msg *m)
{
	return m->n->nlmsg_len;
}

void *msg_extra(struct msg *m, size_t len)
{
	size_t at = NLMSG_ALIGN(m->n->nlmsg_len);
	void *p;

	if (at + NLMSG_ALIGN(len) > m->cap)
		return NULL;
	p = (char *)m->n + at;
	memset(p, 0, NLMSG_ALIGN(len));
	m->n->nlmsg_len = (uint32_t)(at + NLMSG_ALIGN(len));
	return p;
}

/* Header, payload and zeroed padding of an attribute at a. */
static void fill_attr(struct nlattr *a, uint16_t type, const void *data,
		      size_t len)
{
	size_t alen = NLA_HDRLEN + len;

	a->nla_type = type;
	a->nla_len = (uint16_t)alen;
	if (len)
		memcpy((char *)a + NLA_HDRLEN, data, len);
	memset((char *)a + alen, 0, NLA_ALIGN(alen) - alen);
}

int msg_put(struct msg *m, uint16_t type, const void *data, size_t len)
{
	size_t at = NLMSG_ALIGN(m->n->nlmsg_len);
	size_t alen = NLA_HDRLEN + len;
	struct nlattr *a;

	if (alen > UINT16_MAX || at + NLA_ALIGN(alen) > m->bound) {
		fprintf(stderr, "addattr_l ERROR: message exceeded bound of %zu\n",
			m->bound);
		m->dropped++;
		return -1;
	}
	a = (struct nlattr *)((char *)m->n + at);
	fill_attr(a, type, data, len);
	m->n->nlmsg_len = (uint32_t)(at + NLA_ALIGN(alen));
	return 0;
}

int msg_put_u8(struct msg *m, uint16_t type, uint8_t v)
{
	return msg_put(m, type, &v, sizeof(v));
}

int msg_put_u16(struct msg *m, uint16_t type, uint16_t v)
{
	return msg_put(m, type, &v, sizeof(v));
}

int msg_put_u32(struct msg *m, uint16_t type, uint32_t v)
{
	return msg_put(m, type, &v, sizeof(v));
}

int msg_put_u64(struct msg *m, uint16_t type, uint64_t v)
{
	return msg_put(m, type, &v, sizeof(v));
}

int msg_put_s32(struct msg *m, uint16_t type, int32_t v)
{
	return msg_put(m, type, &v, sizeof(v));
}

int msg_put_be16(struct msg *m, uint16_t type, uint16_t host)
{
	uint16_t v = htons(host);

	return msg_put(m, type, &v, sizeof(v));
}

int msg_put_be32(struct msg *m, uint16_t type, uint32_t host)
{
	uint32_t v = htonl(host);

	return msg_put(m, type, &v, sizeof(v));
}

int msg_put_flag(struct msg *m, uint16_t type)
{
	return msg_put(m, type, NULL, 0);
}

int msg_put_strz(struct msg *m, uint16_t type, const char *s)
{
	return msg_put(m, type, s, strlen(s) + 1);
}

int msg_put_str(struct msg *m, uint16_t type, const char *s)
{
	return msg_put(m, type, s, strlen(s));
}

int msg_insert(struct msg *m, size_t off, uint16_t type, const void *data,
	       size_t len)
{
	size_t end = NLMSG_ALIGN(m->n->nlmsg_len);
	size_t alen = NLA_HDRLEN + len;
	struct nlattr *a;

	off = NLMSG_ALIGN(off);
	if (off > end || alen > UINT16_MAX || end + NLA_ALIGN(alen) > m->cap)
		return -1;
	a = (struct nlattr *)((char *)m->n + off);
	memmove((char *)a + NLA_ALIGN(alen), a, end - off);
	fill_attr(a, type, data, len);
	m->n->nlmsg_len = (uint32_t)(end + NLA_ALIGN(alen));
	return 0;
}

struct nlattr *msg_nest(struct msg *m, uint16_t type)
{
	struct nlattr *a = msg_tail(m);

	return msg_put(m, type, NULL, 0) ? NULL : a;
}

void msg_nest_end(struct msg *m, struct nlattr *nest)
{
	if (nest)
		nest->nla_len = (uint16_t)((char *)m->n + m->n->nlmsg_len -
					   (char *)nest);
}

int msg_hold_fd(struct msg *m, int fd)
{
	if (m->nfds >= MSG_FDS) {
		close(fd);
		return -1;
	}
	m->fds[m->nfds++] = fd;
	return 0;
}

void msg_release(struct msg *m)
{
	while (m->nfds)
		close(m->fds[--m->nfds]);
}

unsigned int msg_take_fds(struct msg *m, int *fds)
{
	unsigned int n = m->nfds;

	memcpy(fds, m->fds, n * sizeof(*fds));
	m->nfds = 0;
	return n;
}
