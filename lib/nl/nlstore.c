// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * nlstore.c - an append-only arena of netlink messages.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "nlstore.h"

int nlstore_add(struct nlstore *s, const struct nlmsghdr *nlh)
{
	size_t len = NLMSG_ALIGN(nlh->nlmsg_len);

	if (nlh->nlmsg_len < sizeof(*nlh))
		return 0;
	if (s->len + len > s->cap) {
		size_t cap = s->cap ? s->cap : 65536;
		char *b;

		while (cap < s->len + len)
			cap *= 2;
		b = realloc(s->buf, cap);
		if (!b)
			return -ENOMEM;
		s->buf = b;
		s->cap = cap;
	}
	memcpy(s->buf + s->len, nlh, nlh->nlmsg_len);
	memset(s->buf + s->len + nlh->nlmsg_len, 0, len - nlh->nlmsg_len);
	s->len += len;
	s->count++;
	return 0;
}

int nlstore_cb(const struct nlmsghdr *nlh, void *arg)
{
	return nlstore_add(arg, nlh);
}

void nlstore_free(struct nlstore *s)
{
	free(s->buf);
	memset(s, 0, sizeof(*s));
}

int nlstore_first_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct nlmsghdr **out = arg;

	if (*out)
		return 0;
	*out = malloc(nlh->nlmsg_len);
	if (*out)
		memcpy(*out, nlh, nlh->nlmsg_len);
	return 0;
}
