// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * args.c - argument parsing helpers that speak iproute2's messages.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <net/if.h>
#include <linux/if_arp.h>

#include "args.h"
#include "names.h"

#ifndef ALTIFNAMSIZ
#define ALTIFNAMSIZ 128
#endif

bool matches(const char *arg, const char *pattern)
{
	size_t n = strlen(arg);

	return n && strncmp(arg, pattern, n) == 0;
}

int err_invarg(const char *msg, const char *arg)
{
	fprintf(stderr, "Error: argument \"%s\" is wrong: %s\n", arg, msg);
	return IP_EARG;
}

int err_duparg(const char *key, const char *arg)
{
	fprintf(stderr, "Error: duplicate \"%s\": \"%s\" is the second value.\n",
		key, arg);
	return IP_EARG;
}

int err_duparg2(const char *key, const char *arg)
{
	fprintf(stderr, "Error: either \"%s\" is duplicate, or \"%s\" is a garbage.\n",
		key, arg);
	return IP_EARG;
}

int err_missarg(const char *key)
{
	fprintf(stderr, "Error: argument \"%s\" is required\n", key);
	return IP_EARG;
}

int err_incomplete(void)
{
	fprintf(stderr, "Command line is not complete. Try option \"help\"\n");
	return IP_EARG;
}

int err_on_off(const char *key, const char *arg)
{
	fprintf(stderr, "Error: argument of \"%s\" must be \"on\" or \"off\", not \"%s\"\n",
		key, arg);
	return 1;
}

int err_one_of_on_off(const char *key, const char *arg)
{
	fprintf(stderr, "Error: argument of \"%s\" must be one of \"off\", \"on\", not \"%s\"\n",
		key, arg);
	return 22;	/* iproute2 returns -EINVAL from the command */
}

/* strtoull with iproute2's acceptance rules: the whole string, no
 * overflow.  A leading '-' wraps as strtoul does; callers bound it. */
static int parse_ull(unsigned long long *val, const char *arg, int base)
{
	char *end;

	if (!arg || !*arg)
		return -1;
	errno = 0;
	*val = strtoull(arg, &end, base);
	if (end == arg || *end)
		return -1;
	if (*val == ULLONG_MAX && errno == ERANGE)
		return -1;
	return 0;
}

int get_u64(uint64_t *val, const char *arg, int base)
{
	unsigned long long v;

	if (parse_ull(&v, arg, base))
		return -1;
	*val = v;
	return 0;
}

static int get_bounded(unsigned long long *v, const char *arg, int base,
		       unsigned long long max)
{
	if (parse_ull(v, arg, base) || *v > max)
		return -1;
	return 0;
}

int get_u32(uint32_t *val, const char *arg, int base)
{
	unsigned long long v;

	if (get_bounded(&v, arg, base, UINT32_MAX))
		return -1;
	*val = (uint32_t)v;
	return 0;
}

int get_unsigned(unsigned int *val, const char *arg, int base)
{
	uint32_t v;

	if (get_u32(&v, arg, base))
		return -1;
	*val = v;
	return 0;
}

int get_u16(uint16_t *val, const char *arg, int base)
{
	unsigned long long v;

	if (get_bounded(&v, arg, base, UINT16_MAX))
		return -1;
	*val = (uint16_t)v;
	return 0;
}

int get_u8(uint8_t *val, const char *arg, int base)
{
	unsigned long long v;

	if (get_bounded(&v, arg, base, UINT8_MAX))
		return -1;
	*val = (uint8_t)v;
	return 0;
}

int get_s32(int32_t *val, const char *arg, int base)
{
	char *end;
	long v;

	if (!arg || !*arg)
		return -1;
	errno = 0;
	v = strtol(arg, &end, base);
	if (end == arg || *end)
		return -1;
	if ((v == LONG_MIN || v == LONG_MAX) && errno == ERANGE)
		return -1;
	if (v > INT32_MAX || v < INT32_MIN)
		return -1;
	*val = (int32_t)v;
	return 0;
}

int parse_on_off(const char *arg)
{
	/* iproute2 takes any prefix, "off" first: "o" is off */
	if (matches(arg, "off"))
		return 0;
	if (matches(arg, "on"))
		return 1;
	return -1;
}

int parse_on_off_exact(const char *arg)
{
	return is(arg, "on") ? 1 : is(arg, "off") ? 0 : -1;
}

/* A dotted quad the way iproute2 reads IPv4 addresses: 1 to 4 parts in
 * any base strtoul() takes ("10.8" is 10.8.0.0). */
int parse_ipv4(uint8_t *ap, const char *cp)
{
	int i;

	memset(ap, 0, 4);
	for (i = 0; i < 4; i++) {
		unsigned long v;
		char *end;

		v = strtoul(cp, &end, 0);
		if (v > 255 || end == cp)
			return -1;
		ap[i] = (uint8_t)v;
		if (*end == '\0')
			return 0;
		if (i == 3 || *end != '.')
			return -1;
		cp = end + 1;
	}
	return 0;
}

int parse_lladdr(uint8_t *buf, size_t max, const char *arg)
{
	size_t i;

	if (strchr(arg, '.')) {
		/* the old dotted form: an IPv4 address as iproute2 reads it */
		if (max < 4 || parse_ipv4(buf, arg)) {
			fprintf(stderr, "\"%s\" is invalid lladdr.\n", arg);
			return -1;
		}
		return 4;
	}
	for (i = 0; i < max; i++) {
		const char *colon = strchr(arg, ':');
		size_t plen = colon ? (size_t)(colon - arg) : strlen(arg);
		char part[64];
		unsigned int v;

		if (plen >= sizeof(part))
			plen = sizeof(part) - 1;
		memcpy(part, arg, plen);
		part[plen] = '\0';
		/* each part: leading hex digits, the rest ignored, as 6.1 */
		if (sscanf(part, "%x", &v) != 1 || v > 255) {
			fprintf(stderr, "\"%s\" is invalid lladdr.\n", part);
			return -1;
		}
		buf[i] = (uint8_t)v;
		if (!colon)
			return (int)i + 1;
		arg = colon + 1;
	}
	/* more parts than fit: iproute2 counts one byte too many (and
	 * sends it: zero), so the kernel's answer is the same */
	return (int)max + 1;
}

const char *fmt_lladdr(char *buf, size_t buflen, const uint8_t *a, size_t len,
		       unsigned short hwtype)
{
	size_t i, off = 0;

	if (len == 0) {
		snprintf(buf, buflen, "%s", "");
		return buf;
	}
	if (len == 4 && (hwtype == ARPHRD_TUNNEL || hwtype == ARPHRD_SIT ||
			 hwtype == ARPHRD_IPGRE)) {
		inet_ntop(AF_INET, a, buf, (socklen_t)buflen);
		return buf;
	}
	if (len == 16 && (hwtype == ARPHRD_TUNNEL6 || hwtype == ARPHRD_IP6GRE)) {
		inet_ntop(AF_INET6, a, buf, (socklen_t)buflen);
		return buf;
	}
	/* by hand: a listing formats two of these per link; each byte is
	 * "xx:" (the last ':' overwritten by the end), as many as fit with
	 * their separators and the end */
	if (buflen < 4) {
		if (buflen)
			buf[0] = '\0';
		return buf;
	}
	if (len > (buflen - 3) / 3 + 1)
		len = (buflen - 3) / 3 + 1;
	for (i = 0; i < len; i++) {
		static const char hex[] = "0123456789abcdef";

		buf[off] = hex[a[i] >> 4];
		buf[off + 1] = hex[a[i] & 15];
		buf[off + 2] = ':';
		off += 3;
	}
	buf[off - 1] = '\0';
	return buf;
}

static int check_name(const char *name, size_t size)
{
	if (!*name || strlen(name) >= size)
		return -1;
	for (; *name; name++)
		if (*name == '/' || isspace((unsigned char)*name))
			return -1;
	return 0;
}

int check_ifname(const char *name)
{
	return check_name(name, IFNAMSIZ);
}

/* iproute2 leaves the length of an alternative name to the kernel. */
int check_altifname(const char *name)
{
	return check_name(name, (size_t)-1);
}

int parse_group(uint32_t *val, const char *arg)
{
	char *end;
	long v;

	if (strcmp(arg, "default") == 0) {
		*val = 0;
		return 0;
	}
	/* iproute2 keeps the low 32 bits of a long and refuses what is then
	 * negative as an int: 4294967296 is group 0, 2147483648 is refused */
	errno = 0;
	v = strtol(arg, &end, 0);
	if (*arg && end != arg && !*end && errno != ERANGE) {
		int32_t g = (int32_t)(uint32_t)(unsigned long)v;

		if (g < 0)
			return -1;
		*val = (uint32_t)g;
		return 0;
	}
	return group_name2id(arg, val);
}
