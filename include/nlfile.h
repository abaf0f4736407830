/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nlfile.h - netlink messages saved in a file, one after the other (what
 * "ip monitor file", "ip route restore/showdump" and "ip rule restore"
 * read), with iproute2's messages for a damaged file.
 */
#ifndef IP_NLFILE_H
#define IP_NLFILE_H

#include <stdio.h>
#include <linux/netlink.h>

struct nlfile {
	FILE *fp;
	char buf[16384];	/* iproute2's limit for one message */
};

/* The next message (in f->buf): 1, 0 at the end of the file, or -1 after
 * iproute2's message (malformed length, truncated, read error). */
int nlfile_next(struct nlfile *f, struct nlmsghdr **out);

#endif
