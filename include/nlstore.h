/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nlstore.h - netlink messages kept for later: an append-only arena that
 * a dump fills (one copy each, in one growing buffer), read back in order
 * or by offset.
 */
#ifndef IP_NLSTORE_H
#define IP_NLSTORE_H

#include <stddef.h>
#include <stdint.h>
#include <linux/netlink.h>

struct nlstore {
	char *buf;
	size_t len, cap;
	size_t count;
};

/* Keep a copy of nlh: 0 or -ENOMEM. */
int nlstore_add(struct nlstore *s, const struct nlmsghdr *nlh);
/* As an nl_dump() callback (arg: the store). */
int nlstore_cb(const struct nlmsghdr *nlh, void *arg);
void nlstore_free(struct nlstore *s);

/* An nl callback that keeps a malloc'd copy of the first message it is
 * given in *(struct nlmsghdr **)arg (which starts NULL). */
int nlstore_first_cb(const struct nlmsghdr *nlh, void *arg);

/* The message at offset off, and the offset of the one after it. */
static inline const struct nlmsghdr *nlstore_at(const struct nlstore *s,
						size_t off)
{
	return (const struct nlmsghdr *)(s->buf + off);
}
static inline size_t nlstore_next(const struct nlstore *s, size_t off)
{
	return off + NLMSG_ALIGN(nlstore_at(s, off)->nlmsg_len);
}
#define nlstore_for_each(s, off) \
	for ((off) = 0; (off) < (s)->len; (off) = nlstore_next((s), (off)))

#endif
