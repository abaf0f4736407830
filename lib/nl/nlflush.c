// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * nlflush.c - batched deletions for "flush" commands.  Their requests ask
 * for no ack and use sequence numbers of their own (small ones, far from
 * the engine's), so whatever the kernel answers is never taken for the
 * answer to another request.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

#include "nl.h"
#include "nlflush.h"

void nlflush_init(struct nlflush *f, struct nl *nl)
{
	memset(f, 0, sizeof(*f));
	f->nl = nl;
}

int nlflush_send(struct nlflush *f)
{
	char resp[1024];
	const struct nlmsghdr *h;
	ssize_t n;
	int left;

	if (!f->len)
		return 0;
	if (nl_fd(f->nl) < 0) {		/* a sink (tests, fuzzing) */
		f->len = 0;
		return 0;
	}
	n = send(nl_fd(f->nl), f->buf, f->len, 0);
	f->len = 0;
	if (n < 0)
		return -1;
	n = recv(nl_fd(f->nl), resp, sizeof(resp), MSG_DONTWAIT | MSG_PEEK);
	if (n < 0)
		return errno == EAGAIN ? 0 : -1;
	left = (int)n;
	for (h = (const struct nlmsghdr *)resp; NLMSG_OK(h, left);
	     h = NLMSG_NEXT(h, left)) {
		if (h->nlmsg_type != NLMSG_ERROR)
			continue;
		if (h->nlmsg_len < NLMSG_LENGTH(sizeof(struct nlmsgerr))) {
			fprintf(stderr, "ERROR truncated\n");
		} else {
			const struct nlmsgerr *e = NLMSG_DATA(h);

			errno = -e->error;
		}
		return -1;
	}
	return 0;
}

int nlflush_add(struct nlflush *f, const struct nlmsghdr *nlh, uint16_t type)
{
	struct nlmsghdr *n;

	if (nlh->nlmsg_len > sizeof(f->buf))
		return 0;
	if (NLMSG_ALIGN(f->len) + nlh->nlmsg_len > sizeof(f->buf) &&
	    nlflush_send(f) < 0)
		return -1;
	f->len = NLMSG_ALIGN(f->len);
	n = (struct nlmsghdr *)(f->buf + f->len);
	memcpy(n, nlh, nlh->nlmsg_len);
	n->nlmsg_type = type;
	n->nlmsg_flags = NLM_F_REQUEST;
	n->nlmsg_seq = ++f->seq;
	n->nlmsg_pid = 0;
	f->len += nlh->nlmsg_len;
	f->count++;
	return 0;
}
