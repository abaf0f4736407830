// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * nlfile.c - reading netlink messages back from a file (see nlfile.h).
 */
#include <stdio.h>

#include "nlfile.h"

int nlfile_next(struct nlfile *f, struct nlmsghdr **out)
{
	struct nlmsghdr *h = (struct nlmsghdr *)f->buf;
	size_t got = fread(f->buf, 1, sizeof(*h), f->fp);
	size_t body;

	if (got == 0 && feof(f->fp))
		return 0;
	if (got != sizeof(*h))
		goto short_read;
	if (h->nlmsg_len < sizeof(*h) || h->nlmsg_len > sizeof(f->buf)) {
		fprintf(stderr, "!!!malformed message: len=%d @%lu\n",
			(int)h->nlmsg_len, (unsigned long)ftell(f->fp));
		return -1;
	}
	body = NLMSG_ALIGN(h->nlmsg_len - sizeof(*h));
	if (sizeof(*h) + body > sizeof(f->buf) ||
	    fread(f->buf + sizeof(*h), 1, body, f->fp) != body)
		goto short_read;
	*out = h;
	return 1;
short_read:
	if (ferror(f->fp))
		perror("rtnl_from_file: fread");
	if (feof(f->fp))
		fprintf(stderr, "rtnl-from_file: truncated message\n");
	return -1;
}
