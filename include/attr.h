/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * attr.h - the one typed attribute reader every printer uses.
 *
 * attr_parse* index a run of attributes by type into a table (the first
 * of a type wins, as iproute2's parser keeps it; types above max and
 * malformed tails are ignored).  The getters read a value of their width
 * from an attribute that may be NULL or short: they never read past the
 * payload, and give 0 (or "") when the value is not all there.
 */
#ifndef IP_ATTR_H
#define IP_ATTR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <linux/netlink.h>

/* tb has max + 1 slots. */
void attr_parse(const struct nlattr **tb, unsigned int max, const void *start,
		size_t len);
void attr_parse_nested(const struct nlattr **tb, unsigned int max,
		       const struct nlattr *nest);
/* The attributes of a message after its fixed header of hdrlen bytes. */
void attr_parse_msg(const struct nlattr **tb, unsigned int max,
		    const struct nlmsghdr *nlh, size_t hdrlen);

/* Payload and its length (0 for NULL). */
const void *attr_data(const struct nlattr *a);
size_t attr_len(const struct nlattr *a);
/* The type without the nested/byte-order flags. */
uint16_t attr_type(const struct nlattr *a);

uint8_t attr_u8(const struct nlattr *a);
uint16_t attr_u16(const struct nlattr *a);
uint32_t attr_u32(const struct nlattr *a);
uint64_t attr_u64(const struct nlattr *a);
int32_t attr_s32(const struct nlattr *a);
uint16_t attr_be16(const struct nlattr *a);	/* to host order */
uint32_t attr_be32(const struct nlattr *a);
/* An unsigned value of size bytes (1, 2, 4, 8), host or network order;
 * a shorter payload is read at the width it has. */
uint64_t attr_uint(const struct nlattr *a, unsigned int size, bool be);
/* Copy up to size bytes of the payload into dst (zero-filling the rest);
 * true when the payload held all size bytes. */
bool attr_get(const struct nlattr *a, void *dst, size_t size);
/* A string: the payload if it is NUL-terminated, else a terminated copy
 * of it in buf (size > 0).  "" for NULL. */
const char *attr_str(const struct nlattr *a, char *buf, size_t size);

/* Bug-compatible readers, named for what they do: as iproute2's
 * rta_getattr_* and RTA_DATA readers, the value read from where the
 * payload starts at its full width, whatever the attribute's length (a
 * short attribute is read on into its padding and what follows: an
 * overread, which iproute2 prints and so must we); bytes at or past end
 * (the end of the message) read as zero, so nothing past the message is
 * touched.  a NULL: zero.  Everywhere else, attr_u32 and co. */
void attr_copy_overread(const struct nlattr *a, const void *end, void *dst,
		  size_t n);
uint8_t attr_u8_overread(const struct nlattr *a, const void *end);
uint16_t attr_u16_overread(const struct nlattr *a, const void *end);
uint32_t attr_u32_overread(const struct nlattr *a, const void *end);
uint64_t attr_u64_overread(const struct nlattr *a, const void *end);

/* attr_parse, then iproute2's parse_rtattr report when the attributes do
 * not end where len does: "!!!Deficit N, rta_len=L" on stderr (N what is
 * left, negative when the last attribute's padding runs past len; L the
 * length field where the walk stopped, read within end). */
void attr_parse_report(const struct nlattr **tb, unsigned int max,
		       const void *start, size_t len, const void *end);

/* Iterate over a run of attributes / a nest, well-formed ones only. */
const struct nlattr *attr_first(const void *start, size_t len);
const struct nlattr *attr_next(const struct nlattr *a, const void *start,
			       size_t len);
#define attr_for_each(a, start, len)					\
	for ((a) = attr_first((start), (len)); (a);			\
	     (a) = attr_next((a), (start), (len)))
#define attr_for_each_nested(a, nest)					\
	attr_for_each(a, attr_data(nest), attr_len(nest))

#endif
