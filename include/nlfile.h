/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nlfile.h - netlink messages read back from a file, as "ip monitor file"
 * and "ip address showdump|restore" read them: one nlmsghdr after another,
 * each padded to 4 bytes, at most 16384 bytes each.
 */
#ifndef IP_NLFILE_H
#define IP_NLFILE_H

#include <stdio.h>
#include <linux/netlink.h>

struct nlfile {
	FILE *fp;
	char buf[16384];
};

/* The next message into f->buf: 1, 0 at the end of the file, or -1 after
 * iproute2's message (a truncated or malformed message). */
int nlfile_next(struct nlfile *f, struct nlmsghdr **out);

#endif
