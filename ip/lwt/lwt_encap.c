// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lwt_encap.c - lightweight tunnel encapsulation as iproute2 6.1 reads
 * and prints it ("encap mpls 100/200 ttl 5", "encap ip id 5 dst A ...",
 * "encap ip6 ...", "encap seg6 ..."): the type table, the readers of the
 * types this kernel takes for nexthops (the others are handed on:
 * IP_UNIMPL) and the printers of every type.  SRv6, RPL and IOAM6 live
 * in ip/lwt/lwt_seg6.c, the buffer and the attribute writers both use in
 * ip/lwt_attr.c.
 */
#include <arpa/inet.h>
#include <endian.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <linux/ila.h>
#include <linux/lwtunnel.h>
#include <linux/mpls.h>
#include <linux/mpls_iptunnel.h>

#include "args.h"
#include "attr.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "linkcache.h"
#include "lwt_encap.h"
#include "lwt_int.h"
#include "msg.h"
#include "opt.h"
#include "print.h"
#include "addr.h"
#include "rtnames.h"

/* iproute2 6.1 knows the types up to LWTUNNEL_ENCAP_XFRM. */
#define LWT_TYPE_MAX 10

/* The types, by number (the printer's names and the usage's order). */
static const struct opt type_opts[] = {
	{ "mpls", LWTUNNEL_ENCAP_MPLS, OPT_EXACT },
	{ "ip", LWTUNNEL_ENCAP_IP, OPT_EXACT },
	{ "ila", LWTUNNEL_ENCAP_ILA, OPT_EXACT },
	{ "ip6", LWTUNNEL_ENCAP_IP6, OPT_EXACT },
	{ "seg6", LWTUNNEL_ENCAP_SEG6, OPT_EXACT },
	{ "bpf", LWTUNNEL_ENCAP_BPF, OPT_EXACT },
	{ "seg6local", LWTUNNEL_ENCAP_SEG6_LOCAL, OPT_EXACT },
	{ "rpl", 8, OPT_EXACT },
	{ "ioam6", 9, OPT_EXACT },
	{ "xfrm", 10, OPT_EXACT },
	{ 0 }
};

static const struct opt_set type_set = {
	.name = "encap", .opts = type_opts, .maxattr = LWT_TYPE_MAX,
};

static const char *type_name(unsigned int t)
{
	return t >= 1 && t <= LWT_TYPE_MAX ? type_opts[t - 1].kw : "unknown";
}

static int put_u8(struct msg *m, uint16_t type, uint8_t v)
{
	return lwt_put(m, type, &v, sizeof(v));
}

static int put_u16(struct msg *m, uint16_t type, uint16_t v)
{
	return lwt_put(m, type, &v, sizeof(v));
}

static int put_u32(struct msg *m, uint16_t type, uint32_t v)
{
	return lwt_put(m, type, &v, sizeof(v));
}

/* The tunnel flags, in network order in their u16. */
#define T_CSUM 0x01
#define T_KEY 0x04
#define T_SEQ 0x08

/* ------------------------------------------------------------------ */
/* reading */

static int type_usage(void)
{
	int i;

	fprintf(stderr, "Usage: ip route ... encap TYPE [ OPTIONS ] [...]\n");
	for (i = 1; i <= LWT_TYPE_MAX; i++)
		fprintf(stderr, "%s %s\n", type_name(i), i == 1 ? "TYPE := " : "      ");
	return IP_EARG;
}

static const struct opt mpls_opts[] = {
	{ "ttl", MPLS_IPTUNNEL_TTL, OPT_EXACT | OPT_DUP, &lwt_fit,
	  OPT_ONCE(opt_u8, OPT_NUM(.err = "\"ttl\" value is invalid\n")) },
	{ 0 }
};

static const struct opt_set mpls_set = {
	.name = "mpls",
	.opts = mpls_opts,
	.maxattr = MPLS_IPTUNNEL_MAX,
	.loop = OPT_LOOP_STOP | OPT_LOOP_NO_HELP,
};

/* "LABEL[/LABEL..] [ttl N]" */
static int parse_mpls(struct ipctx *ctx, struct msg *m, int *argcp,
		      char ***argvp)
{
	struct lwt_words w = { 0 };
	char **argv = *argvp;
	uint32_t labels[64];
	int n, used;

	n = strchr(*argv, ':') || is(*argv, "default") || is(*argv, "any") ||
	    is(*argv, "all") ? 0 : addr_mpls_pton(*argv, labels, 64);
	if (n <= 0) {
		fprintf(stderr, "Error: mpls address is expected rather than \"%s\".\n",
			*argv);
		return IP_FATAL | 1;
	}
	if (lwt_put(m, MPLS_IPTUNNEL_DST, labels, (size_t)n * 4))
		return LWT_FULL;
	used = lwt_words_run(ctx, m, &mpls_set, &w, *argcp, argv);
	if (used < 0)
		return -used;
	if (w.full_at)
		return LWT_FULL;
	*argcp -= used;
	*argvp += used;
	return 0;
}

static int hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* "CLASS:TYPE:DATA", each part optional: -1 on a bad one. */
static int geneve_opt(struct msg *m, char *str)
{
	struct nlattr *nest = lwt_nest(m, LWTUNNEL_IP_OPTS_GENEVE);
	char *tok;
	int i = 1;

	for (tok = strsep(&str, ":"); tok; tok = strsep(&str, ":"), i++) {
		if (i > LWTUNNEL_IP_OPT_GENEVE_DATA) {
			fprintf(stderr, "Unknown \"geneve_opts\" type\n");
			return -1;
		}
		if (!*tok)
			continue;
		if (i == LWTUNNEL_IP_OPT_GENEVE_CLASS) {
			uint16_t c;

			if (get_u16(&c, tok, 0))
				return -1;
			put_u16(m, (uint16_t)i, htons(c));
		} else if (i == LWTUNNEL_IP_OPT_GENEVE_TYPE) {
			uint8_t t;

			if (get_u8(&t, tok, 0))
				return -1;
			put_u8(m, (uint16_t)i, t);
		} else {
			size_t n = strlen(tok) / 2, k;
			uint8_t *d = malloc(n ? n : 1);

			if (!d)
				return -1;
			for (k = 0; k < n; k++) {
				int hi = hex_digit(tok[2 * k]), lo = hex_digit(tok[2 * k + 1]);

				if (hi < 0 || lo < 0) {
					free(d);
					return -1;
				}
				d[k] = (uint8_t)(hi << 4 | lo);
			}
			lwt_put(m, (uint16_t)i, d, n);
			free(d);
		}
	}
	msg_nest_end(m, nest);
	return 0;
}

static int erspan_opts(struct msg *m, char *str)
{
	struct nlattr *nest = lwt_nest(m, LWTUNNEL_IP_OPTS_ERSPAN);
	char *tok;
	int i = 1;

	for (tok = strsep(&str, ":"); tok; tok = strsep(&str, ":"), i++) {
		if (i > LWTUNNEL_IP_OPT_ERSPAN_HWID) {
			fprintf(stderr, "Unknown \"geneve_opts\" type\n");
			return -1;
		}
		if (!*tok)
			continue;
		if (i == LWTUNNEL_IP_OPT_ERSPAN_INDEX) {
			uint32_t v;

			if (get_u32(&v, tok, 0))
				return -1;
			put_u32(m, (uint16_t)i, htonl(v));
		} else {
			uint8_t v;

			if (get_u8(&v, tok, 0))
				return -1;
			put_u8(m, (uint16_t)i, v);
		}
	}
	msg_nest_end(m, nest);
	return 0;
}

/* "geneve_opts|vxlan_opts|erspan_opts VALUE" (word is which): VALUE is
 * cut up where it is read, as iproute2 does, so its message shows the
 * first part. */
static int parse_opts(struct msg *m, const char *word, char *val)
{
	struct nlattr *nest = lwt_nest(m, LWTUNNEL_IP_OPTS);
	char msgbuf[64];
	int r = 0;

	if (is(word, "geneve_opts")) {
		char *str = val, *tok;

		for (tok = strsep(&str, ","); tok && !r; tok = strsep(&str, ","))
			r = geneve_opt(m, tok);
	} else if (is(word, "vxlan_opts")) {
		struct nlattr *v = lwt_nest(m, LWTUNNEL_IP_OPTS_VXLAN);
		uint32_t gbp;

		r = get_u32(&gbp, val, 0);
		if (!r) {
			put_u32(m, LWTUNNEL_IP_OPT_VXLAN_GBP, gbp);
			msg_nest_end(m, v);
		}
	} else {
		r = erspan_opts(m, val);
	}
	if (r) {
		snprintf(msgbuf, sizeof(msgbuf), "\"%s\" value is invalid\n", word);
		return err_invarg(msgbuf, val);
	}
	msg_nest_end(m, nest);
	return 0;
}

/* The state of "encap ip|ip6" words. */
struct ip_words {
	struct lwt_words w;
	uint16_t flags;		/* T_* given */
};

/* "dst ADDR", "src ADDR" (data: the family) */
static int ip_addr_parse(struct opt_parse *st, const struct opt *o, int argc,
			 char **argv)
{
	struct ip_words *s = st->obj;
	struct inet_prefix a;
	int r;

	(void)argc;
	r = addr_get(&a, argv[1], (int)(uintptr_t)o->data);
	if (r)
		return -r;
	if (lwt_put(st->m, o->attr, a.data, a.len)) {
		s->w.full_at = argv;
		return argc - 1;
	}
	return 1;
}

/* "geneve_opts|vxlan_opts|erspan_opts VALUE": one of them, and a second
 * is refused before its value is looked for */
static int ip_opts_parse(struct opt_parse *st, const struct opt *o, int argc,
			 char **argv)
{
	int r;

	if (opt_seen(st, o->attr))
		return -err_duparg2("opts", argv[0]);
	if (argc < 2)
		return -err_incomplete();
	r = parse_opts(st->m, argv[0], argv[1]);
	return r ? -r : 1;
}

/* "key", "csum", "seq": bits of the flags sent after the last word */
static int ip_flag_parse(struct opt_parse *st, const struct opt *o, int argc,
			 char **argv)
{
	if (opt_given(st, o->kw))
		return -err_duparg2(argv[0], argv[0]);
	return opt_bits.parse(st, o, argc, argv);
}

static const struct opt_handler ip_addr = { .parse = ip_addr_parse, .nargs = 1 };
static const struct opt_handler ip_opts = { .parse = ip_opts_parse };
static const struct opt_handler ip_flag = { .parse = ip_flag_parse };

#define IPW(field) offsetof(struct ip_words, field)
#define IP_FLAG(kw, bit) \
	{ kw, IPW(flags), OPT_EXACT | OPT_OBJ, &ip_flag, \
	  OPT_BITS(.set = (bit), .size = 2) }
#define IP_OPTS(kw) { kw, LWTUNNEL_IP_OPTS, OPT_EXACT, &ip_opts }

/* In iproute2's order; ip6 names ttl "hoplimit" and tos "tc" (the
 * attributes have the same numbers). */
static const struct opt ip_opts_v4[] = {
	{ "id", LWTUNNEL_IP_ID, OPT_EXACT | OPT_DUP, &lwt_fit,
	  OPT_ONCE(opt_be64, OPT_NUM(.err = "\"id\" value is invalid\n")) },
	{ "dst", LWTUNNEL_IP_DST, OPT_EXACT | OPT_DUP, &ip_addr,
	  (const void *)(uintptr_t)AF_INET },
	{ "src", LWTUNNEL_IP_SRC, OPT_EXACT | OPT_DUP, &ip_addr,
	  (const void *)(uintptr_t)AF_INET },
	{ "tos", LWTUNNEL_IP_TOS, OPT_EXACT | OPT_DUP, &lwt_fit,
	  OPT_ONCE(opt_rtname, OPT_RTNAME(.which = RTN_DSFIELD, .size = 1,
				       .err = "\"tos\" value is invalid\n")) },
	{ "ttl", LWTUNNEL_IP_TTL, OPT_EXACT | OPT_DUP, &lwt_fit,
	  OPT_ONCE(opt_u8, OPT_NUM(.err = "\"ttl\" value is invalid\n")) },
	IP_OPTS("geneve_opts"), IP_OPTS("vxlan_opts"), IP_OPTS("erspan_opts"),
	IP_FLAG("key", T_KEY), IP_FLAG("csum", T_CSUM), IP_FLAG("seq", T_SEQ),
	{ 0 }
};

static const struct opt ip_opts_v6[] = {
	{ "id", LWTUNNEL_IP6_ID, OPT_EXACT | OPT_DUP, &lwt_fit,
	  OPT_ONCE(opt_be64, OPT_NUM(.err = "\"id\" value is invalid\n")) },
	{ "dst", LWTUNNEL_IP6_DST, OPT_EXACT | OPT_DUP, &ip_addr,
	  (const void *)(uintptr_t)AF_INET6 },
	{ "src", LWTUNNEL_IP6_SRC, OPT_EXACT | OPT_DUP, &ip_addr,
	  (const void *)(uintptr_t)AF_INET6 },
	{ "tc", LWTUNNEL_IP6_TC, OPT_EXACT | OPT_DUP, &lwt_fit,
	  OPT_ONCE(opt_rtname, OPT_RTNAME(.which = RTN_DSFIELD, .size = 1,
				       .err = "\"tc\" value is invalid\n")) },
	{ "hoplimit", LWTUNNEL_IP6_HOPLIMIT, OPT_EXACT | OPT_DUP, &lwt_fit,
	  OPT_ONCE(opt_u8, OPT_NUM(.err = "\"hoplimit\" value is invalid\n")) },
	IP_OPTS("geneve_opts"), IP_OPTS("vxlan_opts"), IP_OPTS("erspan_opts"),
	IP_FLAG("key", T_KEY), IP_FLAG("csum", T_CSUM), IP_FLAG("seq", T_SEQ),
	{ 0 }
};

static const struct opt_set ip_set[2] = {
	{ .name = "ip", .opts = ip_opts_v4, .maxattr = LWTUNNEL_IP_MAX,
	  .loop = OPT_LOOP_STOP | OPT_LOOP_NO_HELP },
	{ .name = "ip6", .opts = ip_opts_v6, .maxattr = LWTUNNEL_IP6_MAX,
	  .loop = OPT_LOOP_STOP | OPT_LOOP_NO_HELP },
};

/* "encap ip ..." and "encap ip6 ...", *argvp at the first word after the
 * type: left at the last word read (at the keyword whose attribute did
 * not fit: iproute2 goes on there when the flags still fit). */
static int parse_ip(struct ipctx *ctx, struct msg *m, int *argcp,
		    char ***argvp, bool v6)
{
	struct ip_words s = { { 0 }, 0 };
	char **argv = *argvp;
	int used, full;

	used = lwt_words_run(ctx, m, &ip_set[v6], &s.w, *argcp + 1, argv - 1);
	if (used < 0)
		return -used;
	full = s.w.full_at != NULL;
	if (s.flags)
		full = put_u16(m, LWTUNNEL_IP_FLAGS, htons(s.flags)) != 0;
	if (s.w.full_at) {
		*argcp -= (int)(s.w.full_at - argv);
		*argvp = s.w.full_at;
	} else {
		*argcp -= used - 1;
		*argvp += used - 1;
	}
	return full ? LWT_FULL : 0;
}

int lwt_parse_encap(struct ipctx *ctx, struct lwt_buf *b, int *argcp,
		    char ***argvp, uint16_t encap_attr, uint16_t type_attr)
{
	int argc = *argcp, st, type = 0;
	char **argv = *argvp;
	const struct opt *o;
	struct nlattr *nest;
	struct msg *m;

	NEXT_ARG();
	o = opt_lookup(&type_set, *argv);
	if (o)
		type = o->attr;
	if (!type && is(*argv, "help"))
		return type_usage();
	if (!type)
		return err_invarg("\"encap type\" value is invalid\n", *argv);
	NEXT_ARG();
	if (argc <= 1) {
		fprintf(stderr, "Error: unexpected end of line after \"encap\"\n");
		return IP_EARG;
	}
	switch (type) {
	case LWTUNNEL_ENCAP_MPLS:
	case LWTUNNEL_ENCAP_IP:
	case LWTUNNEL_ENCAP_IP6:
	case LWTUNNEL_ENCAP_SEG6:
		break;
	default:
		/* bpf (programs to load), seg6local, rpl, ioam6, ila, xfrm */
		return IP_UNIMPL;
	}
	m = &b->m;
	nest = lwt_nest(m, encap_attr);
	switch (type) {
	case LWTUNNEL_ENCAP_MPLS:
		st = parse_mpls(ctx, m, &argc, &argv);
		break;
	case LWTUNNEL_ENCAP_IP:
	case LWTUNNEL_ENCAP_IP6:
		st = parse_ip(ctx, m, &argc, &argv, type == LWTUNNEL_ENCAP_IP6);
		break;
	default:
		st = lwt_parse_seg6(ctx, m, &argc, &argv);
		break;
	}
	if (st == LWT_FULL)
		return 0;
	if (st)
		return st;
	msg_nest_end(m, nest);
	put_u16(m, type_attr, (uint16_t)type);
	*argcp = argc;
	*argvp = argv;
	return 0;
}

/* ------------------------------------------------------------------ */
/* printing */

static void print_mpls(struct out *o, const struct nlattr *encap)
{
	const struct nlattr *tb[MPLS_IPTUNNEL_MAX + 1];
	char b[1024];

	attr_parse_nested(tb, MPLS_IPTUNNEL_MAX, encap);
	if (tb[MPLS_IPTUNNEL_DST])
		out_str(o, OUT_ANY, CLR_NONE, "dst", " %s ",
			addr_attr_ntop(AF_MPLS, tb[MPLS_IPTUNNEL_DST], b, sizeof(b)));
	if (tb[MPLS_IPTUNNEL_TTL])
		out_uint(o, OUT_ANY, "ttl", "ttl %u ", attr_u8(tb[MPLS_IPTUNNEL_TTL]));
}

static void hex_text(char *buf, const uint8_t *d, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		sprintf(buf + 2 * i, "%02x", d[i]);
	buf[2 * n] = '\0';
}

static void print_geneve(struct out *o, const struct nlattr *opts)
{
	const char *p = attr_data(opts);
	size_t rem = attr_len(opts), off = 0;
	char *data = malloc(2 * rem + 1);

	if (!data)
		return;
	out_nl(o);
	out_text(o, "\t%s ", "geneve_opts");
	out_open_arr(o, OUT_JSON, "geneve_opts", NULL);
	/* iproute2 steps over each option as if laid out class, type,
	 * data: 20 bytes of headers and the data */
	while (rem) {
		const struct nlattr *tb[LWTUNNEL_IP_OPT_GENEVE_MAX + 1];
		size_t dlen, step;

		attr_parse(tb, LWTUNNEL_IP_OPT_GENEVE_MAX, p + off, rem);
		dlen = attr_len(tb[LWTUNNEL_IP_OPT_GENEVE_DATA]);
		hex_text(data, attr_data(tb[LWTUNNEL_IP_OPT_GENEVE_DATA]), dlen);
		step = dlen + 20;
		rem = step < rem ? rem - step : 0;
		off += step;
		out_open_obj(o, OUT_JSON, NULL);
		out_uint(o, OUT_ANY, "class", "%u", attr_be16(tb[LWTUNNEL_IP_OPT_GENEVE_CLASS]));
		out_uint(o, OUT_ANY, "type", ":%u", attr_u8(tb[LWTUNNEL_IP_OPT_GENEVE_TYPE]));
		out_str(o, OUT_ANY, CLR_NONE, "data", rem ? ":%s," : ":%s ", data);
		out_close_obj(o, OUT_JSON);
	}
	out_close_arr(o, OUT_JSON, NULL);
	free(data);
}

static void print_opts(struct out *o, const struct nlattr *nest)
{
	const struct nlattr *tb[LWTUNNEL_IP_OPTS_MAX + 1];
	const struct nlattr *t[LWTUNNEL_IP_OPT_ERSPAN_MAX + 1];

	attr_parse_nested(tb, LWTUNNEL_IP_OPTS_MAX, nest);
	if (tb[LWTUNNEL_IP_OPTS_GENEVE]) {
		print_geneve(o, tb[LWTUNNEL_IP_OPTS_GENEVE]);
	} else if (tb[LWTUNNEL_IP_OPTS_VXLAN]) {
		attr_parse_nested(t, LWTUNNEL_IP_OPT_VXLAN_MAX, tb[LWTUNNEL_IP_OPTS_VXLAN]);
		out_nl(o);
		out_text(o, "\t%s ", "vxlan_opts");
		out_open_arr(o, OUT_JSON, "vxlan_opts", NULL);
		out_open_obj(o, OUT_JSON, NULL);
		out_uint(o, OUT_ANY, "gbp", "%u ", attr_u32(t[LWTUNNEL_IP_OPT_VXLAN_GBP]));
		out_close_obj(o, OUT_JSON);
		out_close_arr(o, OUT_JSON, NULL);
	} else if (tb[LWTUNNEL_IP_OPTS_ERSPAN]) {
		uint8_t ver, dir = 0, hwid = 0;
		uint32_t idx = 0;

		attr_parse_nested(t, LWTUNNEL_IP_OPT_ERSPAN_MAX, tb[LWTUNNEL_IP_OPTS_ERSPAN]);
		ver = attr_u8(t[LWTUNNEL_IP_OPT_ERSPAN_VER]);
		if (ver == 1) {
			idx = attr_be32(t[LWTUNNEL_IP_OPT_ERSPAN_INDEX]);
		} else {
			dir = attr_u8(t[LWTUNNEL_IP_OPT_ERSPAN_DIR]);
			hwid = attr_u8(t[LWTUNNEL_IP_OPT_ERSPAN_HWID]);
		}
		out_nl(o);
		out_text(o, "\t%s ", "erspan_opts");
		out_open_arr(o, OUT_JSON, "erspan_opts", NULL);
		out_open_obj(o, OUT_JSON, NULL);
		out_uint(o, OUT_ANY, "ver", "%u", ver);
		out_uint(o, OUT_ANY, "index", ":%u", idx);
		out_uint(o, OUT_ANY, "dir", ":%u", dir);
		out_uint(o, OUT_ANY, "hwid", ":%u ", hwid);
		out_close_obj(o, OUT_JSON);
		out_close_arr(o, OUT_JSON, NULL);
	}
}

static void print_ip(struct out *o, const struct nlattr *encap, bool v6)
{
	const struct nlattr *tb[LWTUNNEL_IP6_MAX + 1];
	const int family = v6 ? AF_INET6 : AF_INET;
	const enum out_color c = v6 ? CLR_INET6 : CLR_INET;
	const uint16_t a_ttl = v6 ? LWTUNNEL_IP6_HOPLIMIT : LWTUNNEL_IP_TTL;
	const uint16_t a_tos = v6 ? LWTUNNEL_IP6_TC : LWTUNNEL_IP_TOS;
	const uint16_t a_flags = v6 ? LWTUNNEL_IP6_FLAGS : LWTUNNEL_IP_FLAGS;
	const uint16_t a_opts = v6 ? LWTUNNEL_IP6_OPTS : LWTUNNEL_IP_OPTS;
	char b[64];

	attr_parse_nested(tb, v6 ? LWTUNNEL_IP6_MAX : LWTUNNEL_IP_MAX, encap);
	if (tb[LWTUNNEL_IP_ID])
		out_uint(o, OUT_ANY, "id", "id %llu ", be64toh(attr_u64(tb[LWTUNNEL_IP_ID])));
	if (tb[LWTUNNEL_IP_SRC])
		out_str(o, OUT_ANY, c, "src", "src %s ",
			addr_attr_ntop(family, tb[LWTUNNEL_IP_SRC], b, sizeof(b)));
	if (tb[LWTUNNEL_IP_DST])
		out_str(o, OUT_ANY, c, "dst", "dst %s ",
			addr_attr_ntop(family, tb[LWTUNNEL_IP_DST], b, sizeof(b)));
	if (tb[a_ttl])
		out_uint(o, OUT_ANY, v6 ? "hoplimit" : "ttl", v6 ? "hoplimit %u " : "ttl %u ",
			 attr_u8(tb[a_ttl]));
	if (tb[a_tos])
		out_uint(o, OUT_ANY, v6 ? "tc" : "tos", v6 ? "tc %u " : "tos %d ",
			 attr_u8(tb[a_tos]));
	if (tb[a_flags]) {
		uint16_t f = attr_u16(tb[a_flags]);

		if (f & htons(T_KEY))
			out_bool(o, OUT_ANY, "key", "key ", true);
		if (f & htons(T_CSUM))
			out_bool(o, OUT_ANY, "csum", "csum ", true);
		if (f & htons(T_SEQ))
			out_bool(o, OUT_ANY, "seq", "seq ", true);
	}
	if (tb[a_opts])
		print_opts(o, tb[a_opts]);
}

static const char *ila_name(unsigned int what, unsigned int v)
{
	static const char *const csum[] = {
		"adj-transport", "neutral-map", "no-action", "neutral-map-auto",
	};
	static const char *const ident[] = {
		"iid", "luid", "virt-v4", "virt-uni-v6", "virt-multi-v6",
		"nonlocal-addr",
	};

	if (what == ILA_ATTR_CSUM_MODE)
		return v < 4 ? csum[v] : "unknown";
	if (what == ILA_ATTR_IDENT_TYPE)
		return v < 6 ? ident[v] : v == ILA_ATYPE_USE_FORMAT ? "use-format" :
		       "unknown";
	return v == ILA_HOOK_ROUTE_OUTPUT ? "output" :
	       v == ILA_HOOK_ROUTE_INPUT ? "input" : "unknown";
}

static void print_ila(struct out *o, const struct nlattr *encap)
{
	const struct nlattr *tb[ILA_ATTR_HOOK_TYPE + 1];

	attr_parse_nested(tb, ILA_ATTR_HOOK_TYPE, encap);
	if (tb[ILA_ATTR_LOCATOR]) {
		uint64_t loc = attr_u64(tb[ILA_ATTR_LOCATOR]);
		uint16_t w[4];
		char b[32];

		memcpy(w, &loc, sizeof(w));
		snprintf(b, sizeof(b), "%x:%x:%x:%x", ntohs(w[0]), ntohs(w[1]),
			 ntohs(w[2]), ntohs(w[3]));
		out_str(o, OUT_ANY, CLR_NONE, "locator", " %s ", b);
	}
	if (tb[ILA_ATTR_CSUM_MODE])
		out_str(o, OUT_ANY, CLR_NONE, "csum_mode", " csum-mode %s ",
			ila_name(ILA_ATTR_CSUM_MODE, attr_u8(tb[ILA_ATTR_CSUM_MODE])));
	if (tb[ILA_ATTR_IDENT_TYPE])
		out_str(o, OUT_ANY, CLR_NONE, "ident_type", " ident-type %s ",
			ila_name(ILA_ATTR_IDENT_TYPE, attr_u8(tb[ILA_ATTR_IDENT_TYPE])));
	if (tb[ILA_ATTR_HOOK_TYPE])
		out_str(o, OUT_ANY, CLR_NONE, "hook_type", " hook-type %s ",
			ila_name(ILA_ATTR_HOOK_TYPE, attr_u8(tb[ILA_ATTR_HOOK_TYPE])));
}

static void print_bpf(struct out *o, const struct nlattr *encap)
{
	const struct nlattr *tb[LWT_BPF_XMIT_HEADROOM + 1];

	attr_parse_nested(tb, LWT_BPF_XMIT_HEADROOM, encap);
	if (tb[LWT_BPF_IN])
		lwt_print_bpf_prog(o, tb[LWT_BPF_IN], "in");
	if (tb[LWT_BPF_OUT])
		lwt_print_bpf_prog(o, tb[LWT_BPF_OUT], "out");
	if (tb[LWT_BPF_XMIT])
		lwt_print_bpf_prog(o, tb[LWT_BPF_XMIT], "xmit");
	if (tb[LWT_BPF_XMIT_HEADROOM])
		out_uint(o, OUT_ANY, "headroom", " %u ",
			 attr_u32(tb[LWT_BPF_XMIT_HEADROOM]));
}

static void print_xfrm(struct ipctx *ctx, struct out *o, const struct nlattr *encap)
{
	const struct nlattr *tb[3];

	attr_parse_nested(tb, 2, encap);
	if (tb[1])
		out_uint(o, OUT_ANY, "if_id", "if_id %lu ", attr_u32(tb[1]));
	if (tb[2]) {
		char nb[IFNAMSIZ + 16];

		out_str(o, OUT_ANY, CLR_NONE, "link_dev", "link_dev %s ",
			lc_index2name(ctx->lc, (int)attr_u32(tb[2]), nb));
	}
}

void lwt_print_encap(struct ipctx *ctx, struct out *o,
		     const struct nlattr *type, const struct nlattr *encap)
{
	unsigned int t;

	if (!type)
		return;
	t = attr_u16(type);
	out_str(o, OUT_ANY, CLR_NONE, "encap", " encap %s ", type_name(t));
	switch (t) {
	case LWTUNNEL_ENCAP_MPLS:
		print_mpls(o, encap);
		break;
	case LWTUNNEL_ENCAP_IP:
	case LWTUNNEL_ENCAP_IP6:
		print_ip(o, encap, t == LWTUNNEL_ENCAP_IP6);
		break;
	case LWTUNNEL_ENCAP_ILA:
		print_ila(o, encap);
		break;
	case LWTUNNEL_ENCAP_BPF:
		print_bpf(o, encap);
		break;
	case LWTUNNEL_ENCAP_SEG6:
		lwt_print_seg6(o, encap);
		break;
	case LWTUNNEL_ENCAP_SEG6_LOCAL:
		lwt_print_seg6local(ctx, o, encap);
		break;
	case 8:
		lwt_print_rpl(o, encap);
		break;
	case 9:
		lwt_print_ioam6(o, encap);
		break;
	case 10:
		print_xfrm(ctx, o, encap);
		break;
	}
}
