// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * nlfile.c - reading netlink messages back from a file (see nlfile.h).
 */
#include <stdio.h>
#include <unistd.h>

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
		if (!f->quiet)
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
	if (f->quiet)
		return -1;
	if (ferror(f->fp))
		perror("rtnl_from_file: fread");
	if (feof(f->fp))
		fprintf(stderr, "rtnl-from_file: truncated message\n");
	return -1;
}

int nlfile_save_start(uint32_t magic)
{
	if (isatty(STDOUT_FILENO)) {
		fprintf(stderr, "Not sending a binary stream to stdout\n");
		return -1;
	}
	fflush(stdout);
	if (write(STDOUT_FILENO, &magic, sizeof(magic)) != sizeof(magic)) {
		fprintf(stderr, "Can't write magic to dump file\n");
		return -1;
	}
	return 0;
}

int nlfile_check_magic(uint32_t magic, const char *what)
{
	uint32_t m = 0;
	size_t n;

	if (isatty(STDIN_FILENO)) {
		fprintf(stderr, "Can't restore %s dump from a terminal\n", what);
		return -1;
	}
	n = fread(&m, sizeof(m), 1, stdin);
	if (m != magic) {
		fprintf(stderr, "Magic mismatch (%d elems, %x magic)\n", (int)n, m);
		return -1;
	}
	return 0;
}
