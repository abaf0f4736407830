/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * args.h - argument parsing helpers with iproute2's messages.
 *
 * Errors are values: the err_* helpers print iproute2's message and return
 * the exit status iproute2 would use.  Statuses flagged IP_FATAL are those
 * where iproute2 exits at once (a batch stops there even with -force).
 */
#ifndef IP_ARGS_H
#define IP_ARGS_H

#include <stdint.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>
#include <netinet/in.h>

#define IP_FATAL 0x100			/* flag: the whole process ends */
#define IP_EXIT(st) ((st) & 0xff)	/* process exit status */
#define IP_EARG (IP_FATAL | 255)	/* iproute2's exit(-1) on bad args */
#define IP_PENDING 0x200		/* submitted; its completion reports */
#define IP_UNIMPL 0x400			/* not ours (yet): the fallback ip
					 * runs the command, if there is one;
					 * nothing was printed or sent */

/* iproute2's "matches": arg is a non-empty prefix of pattern. */
bool matches(const char *arg, const char *pattern);
static inline bool is(const char *a, const char *b)
{
	return strcmp(a, b) == 0;
}

int err_invarg(const char *msg, const char *arg);	/* Error: argument "A" is wrong: M */
int err_duparg(const char *key, const char *arg);	/* Error: duplicate "K": "A" is the second value. */
int err_duparg2(const char *key, const char *arg);	/* Error: either "K" is duplicate, or "A" is a garbage. */
int err_missarg(const char *key);			/* Error: argument "K" is required */
int err_incomplete(void);				/* Command line is not complete. Try option "help" */
int err_on_off(const char *key, const char *arg);	/* Error: argument of "K" must be "on" or "off", not "A" */
int err_one_of_on_off(const char *key, const char *arg);	/* ... must be one of "off", "on", not "A" (status 22) */

/* Advance to the value of a keyword, or return the incomplete-command
 * error from the enclosing function (which must return int). */
#define NEXT_ARG() do {						\
		argv++;						\
		if (--argc <= 0)				\
			return err_incomplete();		\
	} while (0)
#define NEXT_ARG_OK() (argc - 1 > 0)
#define PREV_ARG() do { argv--; argc++; } while (0)

/* Numbers: 0 on success, -1 on a bad or out-of-range value (no message). */
int get_u64(uint64_t *val, const char *arg, int base);
int get_u32(uint32_t *val, const char *arg, int base);
int get_u16(uint16_t *val, const char *arg, int base);
int get_u8(uint8_t *val, const char *arg, int base);
int get_s32(int32_t *val, const char *arg, int base);
int get_unsigned(unsigned int *val, const char *arg, int base);
/* "on"/"off" or a prefix of one ("o" is "off"), as iproute2's
 * parse_on_off: 1, 0, or -1. */
int parse_on_off(const char *arg);
/* "on" or "off" in full, where iproute2 compares the words (the link
 * flags, vlan flags): 1, 0, or -1. */
int parse_on_off_exact(const char *arg);

/* An IPv4 address as iproute2 reads one: 1 to 4 dot-separated parts in
 * any base strtoul() takes, missing parts zero ("10.8" is 10.8.0.0).
 * 0 or -1. */
int parse_ipv4(uint8_t *ap, const char *cp);

/* Link-layer address "aa:bb:..": length, or -1 after printing iproute2's
 * message.  Writes at most max bytes; with more parts than that it returns
 * max + 1 as iproute2 does, so buf should hold a zero byte at buf[max]. */
int parse_lladdr(uint8_t *buf, size_t max, const char *arg);
/* Format a link-layer address as iproute2 does. */
const char *fmt_lladdr(char *buf, size_t buflen, const uint8_t *a, size_t len,
		       unsigned short hwtype);

/* Interface names: 0 if valid, -1 otherwise. */
int check_ifname(const char *name);
int check_altifname(const char *name);

/* A group name or number ("default" is 0). */
int parse_group(uint32_t *val, const char *arg);

#endif
