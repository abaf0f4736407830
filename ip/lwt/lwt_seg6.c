// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lwt_seg6.c - the IPv6 segment routing encaps as iproute2 6.1 reads and
 * prints them: "encap seg6 mode M segs A,B [hmac K]" (read and printed),
 * seg6local, rpl and ioam6 (printed).  Segment lists are read out of the
 * attribute within its bounds: what a header claims beyond them reads as
 * zeros.
 */
#include <arpa/inet.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <linux/lwtunnel.h>

#include "addr.h"
#include "args.h"
#include "array.h"
#include "attr.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "linkcache.h"
#include "lwt_encap.h"
#include "lwt_int.h"
#include "msg.h"
#include "opt.h"
#include "print.h"
#include "rtnames.h"

/* The attribute numbers, as iproute2 6.1 has them. */
enum { SEG6_IPTUNNEL_SRH_ = 1 };
enum {
	L_ACTION = 1, L_SRH, L_TABLE, L_NH4, L_NH6, L_IIF, L_OIF, L_BPF,
	L_VRFTABLE, L_COUNTERS, L_FLAVORS,
};
enum { CNT_PACKETS = 2, CNT_BYTES, CNT_ERRORS, CNT_MAX = CNT_ERRORS };
enum { FLV_OPERATION = 1, FLV_LCBLOCK_BITS, FLV_LCNODE_FN_BITS, FLV_MAX = 3 };
enum { IO_MODE = 1, IO_DST, IO_TRACE, IO_FREQ_K, IO_FREQ_N, IO_MAX = IO_FREQ_N };
enum { IO_INLINE = 1, IO_ENCAP, IO_AUTO };

#define SRH_HDR 8		/* struct ipv6_sr_hdr without its segments */
#define SRH_FLAG_HMAC 0x08	/* SR6_FLAG1_HMAC */
#define SRH_TLV_HMAC 5
#define HMAC_TLV_LEN 40		/* struct sr6_tlv_hmac */

/* The modes, by value (the table reads them, the printer names them). */
static const struct opt_name mode_names[] = {
	{ "inline", 0 }, { "encap", 1 }, { "l2encap", 2 }, { "encap.red", 3 },
	{ "l2encap.red", 4 }, { 0 }
};

#define N_MODES (ARRAY_SIZE(mode_names) - 1)

/* ------------------------------------------------------------------ */
/* reading */

/* The routing header of "segs LIST" (hmac: the key id, 0 for none;
 * inline: room for the first segment, which the kernel fills). */
static uint8_t *build_srh(char *list, uint32_t hmac, bool inline_mode,
			  size_t *lenp, int *st)
{
	size_t nsegs = 1, len, i;
	char *s, *save = NULL;
	uint8_t *srh;

	for (s = list; *s; s++)
		if (*s == ',')
			nsegs++;
	if (inline_mode)
		nsegs++;
	len = SRH_HDR + 16 * nsegs + (hmac ? HMAC_TLV_LEN : 0);
	srh = calloc(1, len);
	if (!srh) {
		*st = 1;
		return NULL;
	}
	srh[1] = (uint8_t)((len >> 3) - 1);	/* hdrlen */
	srh[2] = 4;				/* type */
	srh[3] = srh[4] = (uint8_t)(nsegs - 1);	/* segments_left, first_segment */
	if (hmac)
		srh[5] |= SRH_FLAG_HMAC;
	i = nsegs - 1;
	for (s = strtok_r(list, ",", &save); s; s = strtok_r(NULL, ",", &save)) {
		struct inet_prefix a;

		*st = addr_get(&a, s, AF_INET6);
		if (*st) {
			free(srh);
			return NULL;
		}
		memcpy(srh + SRH_HDR + 16 * i, a.data, 16);
		i--;
	}
	if (hmac) {
		uint8_t *tlv = srh + len - HMAC_TLV_LEN;
		uint32_t key = htonl(hmac);

		tlv[0] = SRH_TLV_HMAC;
		tlv[1] = HMAC_TLV_LEN - 2;
		memcpy(tlv + 4, &key, 4);
	}
	*lenp = len;
	return srh;
}

/* The state of "encap seg6" words. */
struct seg6_words {
	struct lwt_words w;
	int mode;		/* -1 until given */
	uint32_t hmac;
	char segs[1024];
};

/* data: the value's handler and its data (OPT_ONCE); a second use is
 * iproute2's duparg2, found once the value is there */
static int seg6_once_parse(struct opt_parse *st, const struct opt *o,
			   int argc, char **argv)
{
	const struct opt_once *d = o->data;
	struct opt in = *o;

	if (opt_given(st, o->kw))
		return -err_duparg2(o->kw, argv[1]);
	in.h = d->h;
	in.data = d->data;
	return d->h->parse(st, &in, argc, argv);
}

/* "segs A,B,..", after the mode */
static int segs_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct seg6_words *s = st->obj;

	(void)o;
	(void)argc;
	if (s->mode == -1)
		return -err_invarg("\"segs\" provided before \"mode\"\n", argv[1]);
	snprintf(s->segs, sizeof(s->segs), "%s", argv[1]);
	return 1;
}

/* "hmac KEYID": a bad one is no error, it stays 0 */
static int hmac_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct seg6_words *s = st->obj;

	(void)o;
	(void)argc;
	get_u32(&s->hmac, argv[1], 0);
	return 1;
}

static const struct opt_handler seg6_once = { .parse = seg6_once_parse, .nargs = 1 };
static const struct opt_handler seg6_segs = { .parse = segs_parse, .nargs = 1 };
static const struct opt_handler seg6_hmac = { .parse = hmac_parse, .nargs = 1 };

#define S6W(field) offsetof(struct seg6_words, field)

static const struct opt seg6_opts[] = {
	{ "mode", S6W(mode), OPT_EXACT | OPT_OBJ, &seg6_once,
	  OPT_ONCE(opt_enum, OPT_ENUM(.names = mode_names,
				     .err = "\"mode\" value is invalid\n")) },
	{ "segs", S6W(segs), OPT_EXACT | OPT_OBJ, &seg6_once,
	  OPT_ONCE(seg6_segs, NULL) },
	{ "hmac", S6W(hmac), OPT_EXACT | OPT_OBJ, &seg6_once,
	  OPT_ONCE(seg6_hmac, NULL) },
	{ 0 }
};

static const struct opt_set seg6_set = {
	.name = "seg6",
	.opts = seg6_opts,
	.maxattr = SEG6_IPTUNNEL_SRH_,
	.loop = OPT_LOOP_STOP | OPT_LOOP_NO_HELP,
};

int lwt_parse_seg6(struct ipctx *ctx, struct msg *m, int *argcp,
		   char ***argvp)
{
	struct seg6_words *s = calloc(1, sizeof(*s));
	int st = 0, r, used;
	uint8_t *srh, *tun;
	size_t len;

	if (!s)
		return 1;
	s->mode = -1;
	used = lwt_words_run(ctx, m, &seg6_set, &s->w, *argcp + 1, *argvp - 1);
	if (used < 0) {
		free(s);
		return -used;
	}
	srh = build_srh(s->segs, s->hmac, s->mode == 0, &len, &st);
	if (!srh) {
		free(s);
		return st;
	}
	tun = calloc(1, 4 + len);
	if (!tun) {
		free(s);
		free(srh);
		return 1;
	}
	memcpy(tun, &s->mode, 4);
	free(s);
	memcpy(tun + 4, srh, len);
	r = lwt_put(m, SEG6_IPTUNNEL_SRH_, tun, 4 + len);
	free(tun);
	free(srh);
	if (r)
		return LWT_FULL;
	*argcp -= used - 1;
	*argvp += used - 1;
	return 0;
}

/* ------------------------------------------------------------------ */
/* printing */

/* Bytes [off, off + n) of an attribute's payload, zero past its end. */
static void bytes_at(const struct nlattr *a, size_t off, void *dst, size_t n)
{
	size_t len = attr_len(a);

	memset(dst, 0, n);
	if (off < len)
		memcpy(dst, (const uint8_t *)attr_data(a) + off,
		       len - off < n ? len - off : n);
}

static void print_seg(struct out *o, const struct nlattr *a, size_t off)
{
	uint8_t d[16];
	char b[64];

	bytes_at(a, off, d, sizeof(d));
	inet_ntop(AF_INET6, d, b, sizeof(b));
	out_str(o, OUT_ANY, CLR_INET6, NULL, "%s ", b);
}

/* A routing header at byte off of the attribute a. */
static void print_srh(struct out *o, const struct nlattr *a, size_t off)
{
	uint8_t h[SRH_HDR];
	int i;

	bytes_at(a, off, h, sizeof(h));
	if (out_is_json(o))
		out_open_arr(o, OUT_JSON, "segs", NULL);
	else
		out_text(o, "segs %d [ ", h[4] + 1);
	for (i = h[4]; i >= 0; i--)
		print_seg(o, a, off + SRH_HDR + 16 * (size_t)i);
	if (out_is_json(o))
		out_close_arr(o, OUT_JSON, NULL);
	else
		out_text(o, "] ");
	if (h[5] & SRH_FLAG_HMAC) {
		long tlv = ((long)(h[1] + 1) << 3) - HMAC_TLV_LEN;
		uint32_t key = 0;
		char b[32];

		if (tlv >= 0)
			bytes_at(a, off + (size_t)tlv + 4, &key, 4);
		key = ntohl(key);
		if (out_is_json(o)) {
			snprintf(b, sizeof(b), "%#llx", (unsigned long long)key);
			out_str(o, OUT_JSON, CLR_NONE, "hmac", NULL, b);
		} else {
			out_text(o, "hmac %llX ", (unsigned long long)key);
		}
	}
}

void lwt_print_seg6(struct out *o, const struct nlattr *encap)
{
	const struct nlattr *tb[SEG6_IPTUNNEL_SRH_ + 1];
	int32_t mode;

	attr_parse_nested(tb, SEG6_IPTUNNEL_SRH_, encap);
	if (!tb[SEG6_IPTUNNEL_SRH_])
		return;
	bytes_at(tb[SEG6_IPTUNNEL_SRH_], 0, &mode, sizeof(mode));
	/* iproute2 reads one past its table for the mode after the last */
	out_str(o, OUT_ANY, CLR_NONE, "mode", "mode %s ",
		mode >= 0 && (size_t)mode < N_MODES ? mode_names[mode].name :
		(size_t)mode == N_MODES ? "(null)" : "<unknown>");
	print_srh(o, tb[SEG6_IPTUNNEL_SRH_], 4);
}

static const char *action_name(uint32_t a)
{
	static const char *const names[LWT_SEG6_ACTION_MAX + 1] = {
		[1] = "End", [2] = "End.X", [3] = "End.T", [4] = "End.DX2",
		[5] = "End.DX6", [6] = "End.DX4", [7] = "End.DT6",
		[8] = "End.DT4", [9] = "End.B6", [10] = "End.B6.Encaps",
		[11] = "End.BM", [12] = "End.S", [13] = "End.AS",
		[14] = "End.AM", [15] = "End.BPF", [16] = "End.DT46",
	};

	if (a > LWT_SEG6_ACTION_MAX)
		return "<invalid>";
	return names[a] ? names[a] : "<unknown>";
}

static void print_counters(struct ipctx *ctx, struct out *o, const struct nlattr *nest)
{
	static const char *const names[] = { "packets", "bytes", "errors" };
	const struct nlattr *tb[CNT_MAX + 1];
	int i;

	attr_parse_nested(tb, CNT_MAX, nest);
	if (out_is_json(o))
		out_open_obj(o, OUT_JSON, "stats64");
	for (i = 0; i < 3; i++) {
		uint64_t v = attr_u64(tb[CNT_PACKETS + i]);

		if (out_is_json(o)) {
			out_uint(o, OUT_JSON, names[i], NULL, v);
		} else {
			out_text(o, "%s ", names[i]);
			lwt_print_num(ctx, o, v);
		}
	}
	if (out_is_json(o))
		out_close_obj(o, OUT_JSON);
}

static void print_flavor_attr(struct ipctx *ctx, struct out *o, const char *key,
			      uint8_t v)
{
	if (out_is_json(o)) {
		out_uint(o, OUT_JSON, key, NULL, v);
	} else {
		out_text(o, "%s ", key);
		lwt_print_num(ctx, o, v);
	}
}

static void print_flavors(struct ipctx *ctx, struct out *o, const struct nlattr *nest)
{
	static const char *const names[LWT_FLV_OP_MAX + 1] = {
		[1] = "psp", [2] = "usp", [3] = "usd", [4] = "next-csid",
	};
	const struct nlattr *tb[FLV_MAX + 1];

	attr_parse_nested(tb, FLV_MAX, nest);
	if (tb[FLV_OPERATION]) {
		uint32_t f = attr_u32(tb[FLV_OPERATION]);
		int i, n = 0;

		if (out_is_json(o))
			out_open_arr(o, OUT_JSON, "flavors", NULL);
		else
			out_text(o, "flavors ");
		for (i = 0; i <= LWT_FLV_OP_MAX; i++) {
			if (!(f & (1u << i)) || !names[i])
				continue;
			if (out_is_json(o))
				out_str(o, OUT_JSON, CLR_NONE, NULL, NULL, names[i]);
			else
				out_text(o, n++ ? ",%s" : "%s", names[i]);
		}
		if (out_is_json(o))
			out_close_arr(o, OUT_JSON, NULL);
		else
			out_text(o, " ");
	}
	if (tb[FLV_LCBLOCK_BITS])
		print_flavor_attr(ctx, o, "lblen", attr_u8(tb[FLV_LCBLOCK_BITS]));
	if (tb[FLV_LCNODE_FN_BITS])
		print_flavor_attr(ctx, o, "nflen", attr_u8(tb[FLV_LCNODE_FN_BITS]));
}

void lwt_print_seg6local(struct ipctx *ctx, struct out *o,
			 const struct nlattr *encap)
{
	const struct nlattr *tb[LWT_SEG6_LOCAL_MAX + 1];
	struct rtnames names = { .numeric = ctx->o.numeric };
	char b[256], nb[IFNAMSIZ + 16];

	attr_parse_nested(tb, LWT_SEG6_LOCAL_MAX, encap);
	if (!tb[L_ACTION])
		return;
	out_str(o, OUT_ANY, CLR_NONE, "action", "action %s ",
		action_name(attr_u32(tb[L_ACTION])));
	if (tb[L_SRH]) {
		out_open_obj(o, OUT_JSON, "srh");
		print_srh(o, tb[L_SRH], 0);
		out_close_obj(o, OUT_JSON);
	}
	if (tb[L_TABLE])
		out_str(o, OUT_ANY, CLR_NONE, "table", "table %s ",
			rt_table_n2a(&names, attr_u32(tb[L_TABLE]), b, sizeof(b)));
	if (tb[L_VRFTABLE])
		out_str(o, OUT_ANY, CLR_NONE, "vrftable", "vrftable %s ",
			rt_table_n2a(&names, attr_u32(tb[L_VRFTABLE]), b, sizeof(b)));
	if (tb[L_NH4])
		out_str(o, OUT_ANY, CLR_NONE, "nh4", "nh4 %s ",
			addr_attr_ntop(AF_INET, tb[L_NH4], b, sizeof(b)));
	if (tb[L_NH6])
		out_str(o, OUT_ANY, CLR_NONE, "nh6", "nh6 %s ",
			addr_attr_ntop(AF_INET6, tb[L_NH6], b, sizeof(b)));
	if (tb[L_IIF])
		out_str(o, OUT_ANY, CLR_NONE, "iif", "iif %s ",
			lc_index2name(ctx->lc, (int)attr_u32(tb[L_IIF]), nb));
	if (tb[L_OIF])
		out_str(o, OUT_ANY, CLR_NONE, "oif", "oif %s ",
			lc_index2name(ctx->lc, (int)attr_u32(tb[L_OIF]), nb));
	if (tb[L_BPF])
		lwt_print_bpf_prog(o, tb[L_BPF], "endpoint");
	if (tb[L_COUNTERS] && ctx->o.stats)
		print_counters(ctx, o, tb[L_COUNTERS]);
	if (tb[L_FLAVORS])
		print_flavors(ctx, o, tb[L_FLAVORS]);
	rtnames_free(&names);
}

void lwt_print_rpl(struct out *o, const struct nlattr *encap)
{
	const struct nlattr *tb[2];
	uint8_t h[SRH_HDR];
	int i;

	attr_parse_nested(tb, 1, encap);
	if (!tb[1])
		return;
	bytes_at(tb[1], 0, h, sizeof(h));
	if (out_is_json(o))
		out_open_arr(o, OUT_JSON, "segs", NULL);
	else
		out_text(o, "segs %d [ ", h[3]);
	for (i = h[3] - 1; i >= 0; i--)
		print_seg(o, tb[1], SRH_HDR + 16 * (size_t)i);
	if (out_is_json(o))
		out_close_arr(o, OUT_JSON, NULL);
	else
		out_text(o, "] ");
}

void lwt_print_ioam6(struct out *o, const struct nlattr *encap)
{
	static const char *const modes[] = {
		[IO_INLINE] = "inline", [IO_ENCAP] = "encap", [IO_AUTO] = "auto",
	};
	const struct nlattr *tb[IO_MAX + 1];
	uint8_t mode, t[8];
	uint32_t type;
	uint16_t ns;
	char b[64];

	attr_parse_nested(tb, IO_MAX, encap);
	if (!tb[IO_MODE] || !tb[IO_TRACE] || !tb[IO_FREQ_K] || !tb[IO_FREQ_N])
		return;
	out_uint(o, OUT_ANY, "freqk", "freq %u", attr_u32(tb[IO_FREQ_K]));
	out_uint(o, OUT_ANY, "freqn", "/%u ", attr_u32(tb[IO_FREQ_N]));
	mode = attr_u8(tb[IO_MODE]);
	if (!tb[IO_DST] && mode != IO_INLINE)
		return;
	out_str(o, OUT_ANY, CLR_NONE, "mode", "mode %s ",
		mode >= IO_INLINE && mode <= IO_AUTO ? modes[mode] : "<unknown>");
	if (mode != IO_INLINE)
		out_str(o, OUT_ANY, CLR_NONE, "tundst", "tundst %s ",
			addr_attr_ntop(AF_INET6, tb[IO_DST], b, sizeof(b)));
	/* struct ioam6_trace_hdr: namespace (be16), node length, remaining
	 * length (7 bits, in 4-byte words), type (be32, 24 bits used) */
	bytes_at(tb[IO_TRACE], 0, t, sizeof(t));
	memcpy(&ns, t, 2);
	memcpy(&type, t + 4, 4);
	out_null(o, OUT_ANY, "trace", "trace ", NULL);
	out_null(o, OUT_ANY, "prealloc", "prealloc ", NULL);
	out_hex(o, OUT_ANY, "type", "type %#08x ", ntohl(type) >> 8);
	out_uint(o, OUT_ANY, "ns", "ns %u ", ntohs(ns));
	out_uint(o, OUT_ANY, "size", "size %u ", (t[3] & 0x7fu) * 4);
}
