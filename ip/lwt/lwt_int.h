/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * lwt_int.h - what the encap modules share (ip/lwt/lwt_encap.c: dispatch,
 * MPLS, IP, IPv6, ILA, BPF, XFRM; ip/lwt/lwt_seg6.c: SRv6, RPL, IOAM6;
 * ip/lwt/lwt_attr.c: the buffer, attribute writers and printers both use).
 */
#ifndef IP_LWT_INT_H
#define IP_LWT_INT_H

#include <stddef.h>
#include <stdint.h>
#include <linux/netlink.h>

struct ipctx;
struct msg;
struct out;
struct opt_handler;
struct opt_set;

/* iproute2 6.1's attribute ranges (the system headers may know more). */
#define LWT_SEG6_LOCAL_MAX	11	/* SEG6_LOCAL_FLAVORS */
#define LWT_SEG6_ACTION_MAX	16	/* SEG6_LOCAL_ACTION_END_DT46 */
#define LWT_FLV_OP_MAX		4	/* SEG6_LOCAL_FLV_OP_NEXT_CSID */

/* A program's name in a BPF nest: "in NAME " (JSON "in": "NAME"). */
void lwt_print_bpf_prog(struct out *o, const struct nlattr *nest,
			const char *key);
/* A counter as iproute2's print_num(fp, 1, n) prints it: "N " (or its
 * -h / -iec form). */
void lwt_print_num(struct ipctx *ctx, struct out *o, uint64_t n);

void lwt_print_seg6(struct out *o, const struct nlattr *encap);
void lwt_print_seg6local(struct ipctx *ctx, struct out *o,
			 const struct nlattr *encap);
void lwt_print_rpl(struct out *o, const struct nlattr *encap);
void lwt_print_ioam6(struct out *o, const struct nlattr *encap);

/* Attributes into an lwt_buf's message, with iproute2's message when it
 * is full ("rta_addattr_l: Error! ..."): 0 or -1.  Nests are marked
 * NLA_F_NESTED, as iproute2's rta_nest does. */
int lwt_put(struct msg *m, uint16_t type, const void *data, size_t len);
struct nlattr *lwt_nest(struct msg *m, uint16_t type);

/* The object of an encap type's words (its table's OPT_OBJ rows write
 * into the type's state, which starts with this). */
struct lwt_words {
	char **full_at;		/* the keyword whose attribute did not fit */
};

/* A row of data OPT_ONCE(handler, its data): the stock handler, writing
 * into the encap's buffer as lwt_put does (its bound and message); when
 * the attribute does not fit the words end at its keyword (full_at). */
extern const struct opt_handler lwt_fit;

/* The words after argv[0] through set (OPT_LOOP_STOP) into m, w the
 * object: the words taken, or -(status). */
int lwt_words_run(struct ipctx *ctx, struct msg *m, const struct opt_set *set,
		  struct lwt_words *w, int argc, char **argv);

/* "mode M segs A,B,.. [hmac K]" with *argvp at the first of them; as the
 * parsers in lwt_encap.c: 0, a status, or LWT_FULL. */
#define LWT_FULL (-2)
int lwt_parse_seg6(struct ipctx *ctx, struct msg *m, int *argcp,
		   char ***argvp);

#endif
