// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lwt_attr.c - what both encap files build and print with: the encap
 * buffer (iproute2's, with its room and messages), attributes into it,
 * a counter and a BPF program's name as iproute2 prints them (the
 * types: ip/lwt/lwt_encap.c, ip/lwt/lwt_seg6.c).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <linux/lwtunnel.h>
#include <linux/netlink.h>

#include "attr.h"
#include "ipctx.h"
#include "lwt_encap.h"
#include "lwt_int.h"
#include "msg.h"
#include "opt.h"
#include "print.h"

/* The offset of iproute2's encap buffer in ours: its attributes start
 * after a 4-byte header where ours start after a message header. */
#define BUF_SHIFT (NLMSG_HDRLEN - NLA_HDRLEN)

void lwt_buf_init(struct lwt_buf *b, size_t room)
{
	lwt_buf_init_after(b, room < LWT_BUF_ROOM ? room : LWT_BUF_ROOM, 0);
}

void lwt_buf_init_after(struct lwt_buf *b, size_t room, size_t used)
{
	if (room > LWT_BUF_MAX)
		room = LWT_BUF_MAX;
	if (used > room)
		used = room;
	msg_init(&b->m, b->u.raw, sizeof(b->u.raw), 0, 0);
	msg_set_bound(&b->m, BUF_SHIFT + room);
	b->skip = NLMSG_ALIGN(used);
	memset(b->u.raw + NLMSG_HDRLEN, 0, b->skip);
	b->m.n->nlmsg_len = (uint32_t)(NLMSG_HDRLEN + b->skip);
}

const void *lwt_buf_data(const struct lwt_buf *b, size_t *len)
{
	*len = b->m.n->nlmsg_len - NLMSG_HDRLEN - b->skip;
	return b->u.raw + NLMSG_HDRLEN + b->skip;
}

static void full_message(const struct msg *m)
{
	fprintf(stderr, "rta_addattr_l: Error! max allowed bound %zu exceeded\n",
		m->bound - BUF_SHIFT);
}

int lwt_put(struct msg *m, uint16_t type, const void *data, size_t len)
{
	if (NLMSG_ALIGN(m->n->nlmsg_len) + NLA_ALIGN(NLA_HDRLEN + len) > m->bound) {
		full_message(m);
		return -1;
	}
	return msg_put(m, type, data, len);
}

/* The stock handler writes with msg_put, whose bound and message are not
 * iproute2's rta_addattr_l here: it writes with the bound lifted (the
 * buffer has room past it), and what went past the bound is taken back
 * with lwt_put's message. */
static int fit_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	const struct opt_once *d = o->data;
	struct lwt_words *w = st->obj;
	struct msg *m = st->m;
	uint32_t len = m->n->nlmsg_len;
	struct opt in = *o;
	size_t bound;
	int r;

	in.h = d->h;
	in.data = d->data;
	bound = msg_set_bound(m, m->cap);
	r = d->h->parse(st, &in, argc, argv);
	msg_set_bound(m, bound);
	if (r < 0 || m->n->nlmsg_len <= bound)
		return r;
	m->n->nlmsg_len = len;
	full_message(m);
	/* iproute2 ends the encap's words here */
	w->full_at = argv;
	return argc - 1;
}

const struct opt_handler lwt_fit = { .parse = fit_parse, .nargs = 1 };

int lwt_words_run(struct ipctx *ctx, struct msg *m, const struct opt_set *set,
		  struct lwt_words *w, int argc, char **argv)
{
	struct opt_parse p;
	int r;

	opt_parse_init(&p, ctx, set, m, true);
	p.obj = w;
	r = opt_parse_how(&p, argc - 1, argv + 1, set->loop);
	return r ? -r : argc - 1 - p.left;
}

struct nlattr *lwt_nest(struct msg *m, uint16_t type)
{
	struct nlattr *a = msg_tail(m);

	if (lwt_put(m, type | NLA_F_NESTED, NULL, 0))
		return NULL;
	return a;
}

void lwt_print_num(struct ipctx *ctx, struct out *o, uint64_t n)
{
	char b[64];

	if (!ctx->o.human || n < (ctx->o.iec ? 1024u : 1000u))
		snprintf(b, sizeof(b), "%llu", (unsigned long long)n);
	else
		out_human(b, sizeof(b), n, ctx->o.iec);
	out_text(o, "%s ", b);
}

void lwt_print_bpf_prog(struct out *o, const struct nlattr *nest,
			const char *key)
{
	const struct nlattr *tb[LWT_BPF_PROG_MAX + 1];
	const char *name = NULL;
	char b[256];

	attr_parse_nested(tb, LWT_BPF_PROG_MAX, nest);
	if (tb[LWT_BPF_PROG_NAME])
		name = attr_str(tb[LWT_BPF_PROG_NAME], b, sizeof(b));
	if (out_is_json(o)) {
		out_str(o, OUT_JSON, CLR_NONE, key, NULL, name ? name : "<unknown>");
		return;
	}
	out_text(o, "%s ", key);
	if (name)
		out_text(o, "%s ", name);
}
