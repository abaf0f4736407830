// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lwt_encap.c - lightweight tunnel encapsulation (see lwt_encap.h).
 */
#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/mpls.h>

#include "args.h"
#include "attr.h"
#include "lwt_encap.h"
#include "msg.h"
#include "print.h"

const char *lwt_mpls_ntop(const void *labels, size_t len, char *buf,
			  size_t size)
{
	const uint8_t *p = labels;
	size_t off = 0, i;

	for (i = 0; i + 4 <= len; i += 4) {
		uint32_t entry;
		int n;

		memcpy(&entry, p + i, 4);
		entry = ntohl(entry);
		n = snprintf(buf + off, size - off, "%s%u", i ? "/" : "",
			     (entry & MPLS_LS_LABEL_MASK) >> MPLS_LS_LABEL_SHIFT);
		if (n < 0 || (size_t)n >= size - off)
			return NULL;
		off += (size_t)n;
		if (entry & MPLS_LS_S_MASK)
			return buf;
	}
	return off ? buf : NULL;
}

int lwt_mpls_pton(const char *text, uint32_t *labels, unsigned int max)
{
	unsigned int n;

	for (n = 0; n < max; n++) {
		char *end;
		unsigned long l = strtoul(text, &end, 0);

		if (l >= (1UL << 20) || end == text)
			return 0;
		labels[n] = htonl((uint32_t)l << MPLS_LS_LABEL_SHIFT);
		if (*end == '\0') {
			labels[n] |= htonl(1u << MPLS_LS_S_SHIFT);
			return (int)n + 1;
		}
		if (*end != '/')
			return 0;
		text = end + 1;
	}
	fprintf(stderr, "Error: too many labels.\n");
	return 0;
}

int lwt_parse_encap(struct ipctx *ctx, struct msg *m, int *argcp,
		    char ***argvp, uint16_t encap_attr, uint16_t type_attr)
{
	(void)ctx; (void)m; (void)argcp; (void)argvp; (void)encap_attr; (void)type_attr;
	return IP_UNIMPL;
}

void lwt_print_encap(struct ipctx *ctx, struct out *o,
		     const struct nlattr *type, const struct nlattr *encap)
{
	(void)ctx; (void)o; (void)type; (void)encap;
}
