/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * msg.h - the one bounded request builder.
 *
 * Every byte of every request goes through a struct msg: a buffer, its
 * capacity, and the bound that applies to the writer now.  iproute2 writes
 * its requests with a limit per call (1056 bytes for a link request, 1024
 * inside a kind's data); when an attribute does not fit it prints
 * "addattr_l ERROR: message exceeded bound of N", leaves that attribute
 * out and goes on.  The builder does the same, so an over-long command
 * behaves as iproute2's does, and it never writes past the capacity
 * whatever the bound says.
 *
 * A request may also own descriptors it refers to (a namespace handle in
 * IFLA_NET_NS_FD): they stay open until the request is answered, and are
 * closed exactly once (by the engine after the ack, or by msg_release if
 * the request is never sent).
 */
#ifndef IP_MSG_H
#define IP_MSG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <linux/netlink.h>

/* The largest request any command builds. */
#define MSG_MAX 8192
#define MSG_FDS 4

struct msg {
	struct nlmsghdr *n;	/* the message, at the start of the buffer */
	size_t cap;		/* bytes available at n */
	size_t bound;		/* iproute2's limit for the writer now */
	unsigned int dropped;	/* attributes left out for the bound */
	int fds[MSG_FDS];	/* descriptors the request refers to */
	unsigned int nfds;
};

/* A request with its own storage, for the common case. */
struct msgbuf {
	struct msg m;
	union {
		struct nlmsghdr hdr;
		char raw[MSG_MAX];
	} u;
};

/* Start a request of type/flags (NLM_F_REQUEST added) in buf of cap
 * bytes; the bound starts at cap.  Returns m->n. */
struct nlmsghdr *msg_init(struct msg *m, void *buf, size_t cap,
			  uint16_t type, uint16_t flags);
/* The same on a msgbuf. */
struct nlmsghdr *msgbuf_init(struct msgbuf *b, uint16_t type, uint16_t flags);

/* Set the bound (clamped to the capacity); returns the previous one. */
size_t msg_set_bound(struct msg *m, size_t bound);

/* Append a zeroed fixed header (ifinfomsg, ifaddrmsg, ...), aligned.  As
 * iproute2 does, this is checked against the capacity only.  NULL if it
 * does not fit. */
void *msg_extra(struct msg *m, size_t len);

/* Attributes.  0, or -1 after iproute2's message when the attribute does
 * not fit the bound (it is left out; the message stays valid). */
int msg_put(struct msg *m, uint16_t type, const void *data, size_t len);
int msg_put_u8(struct msg *m, uint16_t type, uint8_t v);
int msg_put_u16(struct msg *m, uint16_t type, uint16_t v);
int msg_put_u32(struct msg *m, uint16_t type, uint32_t v);
int msg_put_u64(struct msg *m, uint16_t type, uint64_t v);
int msg_put_s32(struct msg *m, uint16_t type, int32_t v);
int msg_put_be16(struct msg *m, uint16_t type, uint16_t host);
int msg_put_be32(struct msg *m, uint16_t type, uint32_t host);
int msg_put_flag(struct msg *m, uint16_t type);		/* empty */
int msg_put_strz(struct msg *m, uint16_t type, const char *s);	/* with NUL */
int msg_put_str(struct msg *m, uint16_t type, const char *s);	/* without */

/* Insert an attribute at byte offset off of the message (an attribute
 * boundary: right after the fixed headers, say), moving what follows.
 * Checked against the capacity only: for what iproute2 carries outside
 * its request's bound (the device it addresses by index, where we send
 * its name).  0 or -1. */
int msg_insert(struct msg *m, size_t off, uint16_t type, const void *data,
	       size_t len);

/* Nests, without NLA_F_NESTED (what iproute2 sends; the kernel takes
 * both).  A nest that did not fit is NULL, and ending NULL does nothing. */
struct nlattr *msg_nest(struct msg *m, uint16_t type);
void msg_nest_end(struct msg *m, struct nlattr *nest);

/* The current tail, and its offset (for handlers that look back). */
void *msg_tail(const struct msg *m);
size_t msg_len(const struct msg *m);

/* Descriptors the request refers to.  msg_hold_fd takes fd over (closing
 * it at once if there is no room: -1).  msg_release closes those still
 * held; msg_take_fds moves them to the caller (the engine). */
int msg_hold_fd(struct msg *m, int fd);
void msg_release(struct msg *m);
unsigned int msg_take_fds(struct msg *m, int *fds);

#endif
