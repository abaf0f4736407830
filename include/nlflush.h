/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nlflush.h - the deletions of a "flush", sent as iproute2 sends them:
 * copies of dumped messages with a new type, gathered in a 3584-byte
 * buffer that goes out whenever the next one would not fit (even in the
 * middle of the dump that found them) and at the end of each round,
 * without acks; an error the kernel has already answered is seen by a
 * look at the socket right after sending.
 */
#ifndef IP_NLFLUSH_H
#define IP_NLFLUSH_H

#include <stddef.h>
#include <stdint.h>
#include <linux/netlink.h>

struct nl;

#define NLFLUSH_BUF (4096 - 512)

struct nlflush {
	struct nl *nl;
	uint32_t seq;
	size_t len;
	unsigned int count;	/* messages queued since count was reset */
	char buf[NLFLUSH_BUF];
};

void nlflush_init(struct nlflush *f, struct nl *nl);
/* Queue a copy of nlh as a request of type type, sending the buffer first
 * if it would not fit: 0, or -1 with errno (see nlflush_send). */
int nlflush_add(struct nlflush *f, const struct nlmsghdr *nlh, uint16_t type);
/* Send what is queued: 0, or -1 with errno set (the send failed, or the
 * kernel has answered one of the requests with that error). */
int nlflush_send(struct nlflush *f);

#endif
