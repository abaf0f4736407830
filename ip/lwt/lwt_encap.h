/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * lwt_encap.h - lightweight tunnel encapsulation ("encap TYPE ..."), as
 * iproute2 6.1 reads and prints it for nexthops and routes: the words
 * into an encap nest and its type attribute, and the two back into text
 * and JSON.  Also MPLS label stacks as text ("100/200").
 */
#ifndef IP_LWT_ENCAP_H
#define IP_LWT_ENCAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <linux/netlink.h>

#include "msg.h"
#include "addr.h"

struct ipctx;
struct out;

/* iproute2 builds an encap in a buffer of its own (1024 bytes for a
 * route or nexthop) and adds the result to its request in one piece:
 * an lwt_buf is that buffer, with the same room and iproute2's messages
 * when it is full. */
#define LWT_BUF_ROOM 1024
/* A nexthop of a multipath route builds its encap in the buffer of all
 * the nexthops (4096 bytes), after what the others took. */
#define LWT_BUF_MAX 4096
struct lwt_buf {
	struct msg m;
	size_t skip;		/* bytes that stand for what came before */
	union {
		struct nlmsghdr n;
		char raw[NLMSG_HDRLEN + LWT_BUF_MAX + 64];
	} u;
};

/* An empty buffer of room bytes (at most LWT_BUF_ROOM). */
void lwt_buf_init(struct lwt_buf *b, size_t room);
/* A buffer of room bytes (at most LWT_BUF_MAX) of which used are taken
 * already (by attributes built elsewhere): the bound counts them, the
 * data does not hold them. */
void lwt_buf_init_after(struct lwt_buf *b, size_t room, size_t used);
/* The attributes built so far, and their length. */
const void *lwt_buf_data(const struct lwt_buf *b, size_t *len);

/* Read "encap TYPE ARGS..." with *argvp at "encap" into b: on success
 * *argvp is left at the last word read (the caller's loop steps past
 * it), b holds the nest encap_attr and then type_attr (u16), and 0 is
 * returned.  Else iproute2's message and status (IP_EARG where it
 * exits), or IP_UNIMPL, before anything is printed, for the types read
 * here not yet (bpf, seg6local, rpl, ioam6, ila, xfrm).  When b is full
 * iproute2 gives up on the encap and goes on with the word after
 * "encap": 0, *argvp unchanged, b holding what was built. */
int lwt_parse_encap(struct ipctx *ctx, struct lwt_buf *b, int *argcp,
		    char ***argvp, uint16_t encap_attr, uint16_t type_attr);

/* " encap TYPE ..." for the type attribute and its nest (text and JSON,
 * as iproute2); nothing without a type attribute. */
void lwt_print_encap(struct ipctx *ctx, struct out *o,
		     const struct nlattr *type, const struct nlattr *encap);

#endif
