/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nlfile.h - netlink messages saved in a file, one after the other (what
 * "ip monitor file", "ip route restore/showdump" and "ip rule restore"
 * read), with iproute2's messages for a damaged file.
 */
#ifndef IP_NLFILE_H
#define IP_NLFILE_H

#include <stdint.h>
#include <stdbool.h>
#include <stdio.h>
#include <linux/netlink.h>

struct nlfile {
	FILE *fp;
	char buf[16384];	/* iproute2's limit for one message */
	bool quiet;		/* a look-ahead: errors not said (they come again) */
};

/* The next message (in f->buf): 1, 0 at the end of the file, or -1 after
 * iproute2's message (malformed length, truncated, read error; none when
 * f->quiet). */
int nlfile_next(struct nlfile *f, struct nlmsghdr **out);

/* The start of a saved stream ("ip address|route|rule save"): magic
 * written to standard output (stdio flushed first): 0, or -1 after
 * iproute2's message when that is a terminal or the write fails. */
int nlfile_save_start(uint32_t magic);
/* The saved stream on standard input ("restore", "showdump"): its magic
 * read and checked: 0, or -1 after iproute2's message ("Can't restore
 * WHAT dump from a terminal", "Magic mismatch (...)"). */
int nlfile_check_magic(uint32_t magic, const char *what);

#endif
