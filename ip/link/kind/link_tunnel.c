// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_tunnel.c - what the IP tunnel kinds share (see ip/link/kind/tunnel.h):
 * their parser (defaults, or the device's settings for "set"), the value
 * types of their rows, and sending the parameters in each kind's order.
 */
#include <stdio.h>
#include <string.h>
#include <arpa/inet.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "addr.h"
#include "args.h"
#include "attr.h"
#include "ipctx.h"
#include "linkcache.h"
#include "msg.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "tunnel.h"

_Static_assert(sizeof(struct tnl_state) <= sizeof(((struct opt_parse *)0)->priv),
	       "tnl_state must fit opt_parse.priv");

const struct opt_name TNL_INHERIT0[] = { { "inherit", 0 }, { NULL, 0 } };
const struct opt_name TNL_AUTO0[] = { { "auto", 0 }, { NULL, 0 } };
const struct opt_name TNL_ENCAP_TYPES[] = {
	{ "fou", TUNNEL_ENCAP_FOU }, { "gue", TUNNEL_ENCAP_GUE },
	{ "none", TUNNEL_ENCAP_NONE }, { NULL, 0 }
};
const struct opt_name TNL_ERSPAN_DIRS[] = {
	{ "ingress", 0 }, { "egress", 1 }, { NULL, 0 }
};

/* ---- parsing: each handler changes the state ---- */

static int set_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	const struct tnl_setop *d = o->data;
	uint32_t *v = &tnl_state(st)->v[d->field];

	(void)argc;
	(void)argv;
	*v = (*v & ~d->clear) | d->set;
	return 0;
}

const struct opt_handler tnl_set = { .parse = set_parse };

/* in (1) and out (2) GRE flags; clearing the key bit clears the key */
static int gflag_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	const struct tnl_gf *d = o->data;
	struct tnl_state *t = tnl_state(st);
	int lane;

	(void)argc;
	(void)argv;
	for (lane = 0; lane < 2; lane++) {
		if (!(d->lanes & (1 << lane)))
			continue;
		if (d->on) {
			t->v[TF_IFLAGS + lane] |= d->bit;
			continue;
		}
		t->v[TF_IFLAGS + lane] &= ~(uint32_t)d->bit;
		if (d->bit == GRE_KEY)
			t->v[TF_IKEY + lane] = 0;
	}
	return 0;
}

const struct opt_handler tnl_gflag = { .parse = gflag_parse };

/* KEY: a dotted quad or a number, for the in, out or both keys */
static int key_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	struct tnl_state *t = tnl_state(st);
	uint8_t lanes = *(const uint8_t *)o->data;
	struct inet_prefix a;
	unsigned int u;
	uint32_t key;
	int lane;

	(void)argc;
	if (strchr(argv[1], '.')) {
		if (addr_parse(&a, argv[1], AF_INET, 0)) {
			fprintf(stderr, "Error: an IP address is expected rather than \"%s\"\n",
				argv[1]);
			return -(IP_FATAL | 1);
		}
		memcpy(&key, a.data, 4);
	} else if (get_unsigned(&u, argv[1], 0)) {
		fprintf(stderr, "invalid value for \"%s\": \"%s\"; it should be an unsigned integer\n",
			o->kw, argv[1]);
		return -IP_EARG;
	} else {
		key = htonl(u);
	}
	for (lane = 0; lane < 2; lane++)
		if (lanes & (1 << lane)) {
			t->v[TF_IKEY + lane] = key;
			t->v[TF_IFLAGS + lane] |= GRE_KEY;
		}
	return 1;
}

const struct opt_handler tnl_key = { .parse = key_parse, .nargs = 1 };

/* A number or a word for it, with a second range check of its own. */
static int num_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	const struct tnl_numdata *d = o->data;
	const struct opt_name *w;
	uint64_t v = 0;
	int r;

	(void)argc;
	if (d->words_only) {
		for (w = d->n.words; w->name; w++)
			if (d->prefix ? matches(argv[1], w->name) : is(argv[1], w->name))
				break;
		if (!w->name)
			return opt_bad_value(o, d->n.err, d->n.errfmt, argv[1]);
		v = w->val;
	} else {
		r = opt_get_number(o, d->size, argv[1], &v);
		if (r)
			return r;
		if (d->range_err && (v < d->min || v > d->max))
			return -err_invarg(d->range_err, argv[1]);
	}
	tnl_state(st)->v[d->field] = (uint32_t)v;
	return 1;
}

const struct opt_handler tnl_num = { .parse = num_parse, .nargs = 1 };

/* The ip6 tunnels' "inherit" (or "none") bits and the values they stand
 * in for, which some share a field with (traffic class, flow label). */
static int inh_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	const struct tnl_inhdata *d = o->data;
	struct tnl_state *t = tnl_state(st);
	uint32_t mask = d->net ? htonl(d->mask) : d->mask;
	uint32_t v;

	(void)argc;
	if (is(argv[1], d->word)) {
		if (d->field < TF_N && !d->keep)
			t->v[d->field] &= ~mask;
		t->v[TF_FLAGS] |= d->bit;
		return 1;
	}
	if (d->field == TF_N)
		return -err_invarg(d->err, argv[1]);
	if (!get_u32(&v, argv[1], d->base) && v <= d->max) {
		if (d->scratch)
			t->v[TF_SCRATCH] = v & 0xff;
	} else if (d->err) {
		return -err_invarg(d->err, argv[1]);
	} else {
		/* ip6tnl's "encaplimit" takes what its buffer last held */
		v = t->v[TF_SCRATCH];
	}
	v <<= d->shift;
	t->v[d->field] = (t->v[d->field] & ~mask) | ((d->net ? htonl(v) : v) & mask);
	t->v[TF_FLAGS] &= ~d->bit;
	return 1;
}

const struct opt_handler tnl_inh = { .parse = inh_parse, .nargs = 1 };

/* remote, local: an address of the kind's family; the 6rd prefixes: an
 * IPv6 and an IPv4 prefix */
static int tnl_addr_parse(struct opt_parse *st, const struct opt *o, int argc,
			  char **argv)
{
	uint8_t which = *(const uint8_t *)o->data;
	bool pfx = which == TA_6RD || which == TA_RELAY;
	int af = !pfx ? tnl_kind(st->set)->af : which == TA_6RD ? AF_INET6 : AF_INET;
	struct inet_prefix *a = &tnl_state(st)->a[which];

	(void)argc;
	if (addr_parse(a, argv[1], af, pfx ? ADDR_PREFIX : 0)) {
		fprintf(stderr, "Error: %s %s is expected rather than \"%s\".\n",
			addr_family_verbose(af), pfx ? "prefix" : "address", argv[1]);
		return -(IP_FATAL | 1);
	}
	return 1;
}

const struct opt_handler tnl_addr = { .parse = tnl_addr_parse, .nargs = 1 };

/* 2002::/16 and no relay.  (iproute2 6.1 means this too but dies of
 * SIGSEGV first, writing into a string constant: a crash is nothing to
 * keep, so here the reset is done.) */
static int reset_6rd_parse(struct opt_parse *st, const struct opt *o, int argc,
			   char **argv)
{
	struct tnl_state *t = tnl_state(st);

	(void)o;
	(void)argc;
	(void)argv;
	addr_parse(&t->a[TA_6RD], "2002::/16", AF_INET6, ADDR_PREFIX);
	t->a[TA_RELAY].flags = 0;
	return 0;
}

const struct opt_handler tnl_6rd_reset = { .parse = reset_6rd_parse };

static int dev_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	int idx = lc_name2index(st->ctx->lc, argv[1]);

	(void)o;
	(void)argc;
	if (!idx) {
		fprintf(stderr, "Cannot find device \"%s\"\n", argv[1]);
		return -IP_EARG;
	}
	tnl_state(st)->v[TF_LINK] = (uint32_t)idx;
	return 1;
}

const struct opt_handler tnl_dev = { .parse = dev_parse, .nargs = 1 };

/* inherit (1), an rt_dsfield name or hex */
static int tos_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	uint32_t v = 1;

	(void)o;
	(void)argc;
	if (!is(argv[1], "inherit") && dsfield_a2n(&v, argv[1]))
		return -err_invarg("bad TOS value", argv[1]);
	tnl_state(st)->v[TF_TOS] = v;
	return 1;
}

const struct opt_handler tnl_tos = { .parse = tos_parse, .nargs = 1 };

/* ---- the device's own settings, for "set" ---- */

struct getlink_q {
	const struct tnl_kind *k;
	struct tnl_state *t;
	bool ok;
};

/* An address attribute as iproute2 takes one: 4 or 16 bytes of af. */
static bool read_addr(struct inet_prefix *p, const struct nlattr *a, int af)
{
	int len = (int)attr_len(a);

	if ((len != 4 && len != 16) || (len == 4 ? AF_INET : AF_INET6) != af)
		return false;
	memset(p, 0, sizeof(*p));
	memcpy(p->data, attr_data(a), (size_t)len);
	p->family = (uint8_t)af;
	p->len = (uint8_t)len;
	p->bitlen = -1;
	p->flags = inet_flags(p->data, len);
	return true;
}

static int wire_af(const struct tnl_kind *k, const struct tnl_wire *w)
{
	if (w->field == TA_6RD && (w->how & W_PFX))
		return AF_INET6;
	if (w->field == TA_RELAY && (w->how & W_PFX))
		return AF_INET;
	return k->af;
}

static int getlink_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct getlink_q *q = arg;
	const struct nlattr *tb[IFLA_MAX + 1], *info[IFLA_INFO_MAX + 1];
	const struct tnl_wire *w;

	attr_parse_msg(tb, IFLA_MAX, nlh, sizeof(struct ifinfomsg));
	attr_parse_nested(info, IFLA_INFO_MAX, tb[IFLA_LINKINFO]);
	if (!tb[IFLA_LINKINFO] || !info[IFLA_INFO_DATA])
		return 0;
	{
		const struct nlattr *d[q->k->k.set.maxattr + 1];

		attr_parse_nested(d, q->k->k.set.maxattr, info[IFLA_INFO_DATA]);
		for (w = q->k->wire; w->attr; w++) {
			const struct nlattr *a = d[w->attr];

			if (!(w->how & W_IN))
				continue;
			if (w->how & W_PLEN)
				q->t->a[w->field].bitlen = (int16_t)attr_u16(a);
			else if (!a)
				continue;
			else if (w->how & (W_ADDR | W_PFX)) {
				if (!read_addr(&q->t->a[w->field], a, wire_af(q->k, w)))
					return 0;
			} else if (w->how & W_META)
				q->t->v[w->field] = 1;
			else if (w->how & W_LSB)
				q->t->v[w->field] = attr_u8(a) != 0;
			else
				q->t->v[w->field] = (uint32_t)attr_uint(a, w->size, false);
		}
	}
	q->ok = true;
	return 0;
}

static int getlink(struct ipctx *ctx, const struct tnl_kind *k,
		   struct tnl_state *t, const char *dev)
{
	struct getlink_q q = { k, t, false };
	struct msgbuf b;

	msgbuf_init(&b, RTM_GETLINK, 0);
	msg_extra(&b.m, sizeof(struct ifinfomsg));
	msg_put_strz(&b.m, strlen(dev) < IFNAMSIZ ? IFLA_IFNAME : IFLA_ALT_IFNAME, dev);
	if (!ctx->nl || nl_talk(ctx->nl, b.m.n, getlink_cb, &q, 1) || !q.ok) {
		fprintf(stderr, "Failed to get existing tunnel info.\n");
		return OPT_EFAIL;
	}
	return 0;
}

/* ---- the parser and the request ---- */

int tnl_parse(struct ipctx *ctx, const struct link_kind *lk, int argc,
	      char **argv, struct msg *m, bool create, const char *dev)
{
	const struct tnl_kind *k = tnl_kind(&lk->set);
	struct opt_parse st;
	int r;

	opt_parse_init(&st, ctx, &lk->set, m, create);
	if (k->init)
		*tnl_state(&st) = *k->init;
	if (!create && k->getlink && dev && (r = getlink(ctx, k, tnl_state(&st), dev)))
		return r;
	while (argc > 0) {
		const struct opt *o = opt_lookup(&lk->set, *argv);

		if (!o) {
			/* iproute2 shows the usage for any word it does
			 * not know, "help" included */
			lk->set.usage(stderr);
			return OPT_EFAIL;
		}
		r = opt_parse_one(&st, o, argc, argv);
		if (r < 0)
			return -r;
		argc -= r + 1;
		argv += r + 1;
	}
	return lk->set.finish ? lk->set.finish(&st) : 0;
}

static void put_addr(struct msg *m, const struct tnl_wire *w,
		     const struct inet_prefix *p)
{
	if (w->how & W_ADDR) {
		if ((p->flags & (INET_F_INET | INET_F_UNSPEC)) == INET_F_INET)
			msg_put(m, w->attr, p->data, p->len);
	} else if (p->flags & INET_F_INET) {
		if (w->how & W_PLEN)
			msg_put_u16(m, w->attr, (uint16_t)p->bitlen);
		else
			msg_put(m, w->attr, p->data, w->size ? w->size : p->len);
	}
}

int tnl_finish(struct opt_parse *st)
{
	const struct tnl_kind *k = tnl_kind(st->set);
	const struct tnl_state *t = tnl_state(st);
	const struct tnl_wire *w;
	bool er = false;
	int r;

	if (k->check && (r = k->check(st)))
		return r;
	for (w = k->wire; w->attr; w++) {
		uint32_t v = t->v[w->field];

		if (!(w->how & W_OUT) || ((w->how & W_SIT) && !k->sit))
			continue;
		if (w->how & W_META) {
			if (!v)
				continue;
			msg_put_flag(st->m, w->attr);
			return 0;
		}
		if (w->how & W_ERV)
			er = k->erspan == ER_ALWAYS ||
			     (k->erspan == ER_LE2 && t->v[TF_ERVER] <= 2);
		if (((w->how & (W_ERV | W_ER1 | W_ER2)) && !er) ||
		    ((w->how & W_ER1) && (t->v[TF_ERVER] != 1 || !t->v[TF_ERIDX])) ||
		    ((w->how & W_ER2) && t->v[TF_ERVER] != 2) ||
		    ((w->how & W_NZ) && !v))
			continue;
		if (w->how & (W_ADDR | W_PFX | W_PLEN)) {
			put_addr(st->m, w, &t->a[w->field]);
			continue;
		}
		if (w->how & W_LSB)
			v &= 1;
		if (w->size == 1)
			msg_put_u8(st->m, w->attr, (uint8_t)v);
		else if (w->size == 2 && (w->how & W_BE))
			msg_put_be16(st->m, w->attr, (uint16_t)v);
		else if (w->size == 2)
			msg_put_u16(st->m, w->attr, (uint16_t)v);
		else
			msg_put_u32(st->m, w->attr, v);
	}
	return 0;
}

/* ---- printing ---- */

/* "remote ADDR": "any" when absent or zero, "unknown" when not of the
 * kind's family */
static void endpoint_print(struct opt_print *pp, const struct opt *o,
			   const struct nlattr *a)
{
	int af = tnl_kind(pp->set)->af;
	struct inet_prefix p;
	char buf[INET6_ADDRSTRLEN], fbuf[64];
	const char *val = "any";

	if (a && !read_addr(&p, a, af))
		val = "unknown";
	else if (a && !(p.flags & INET_F_UNSPEC))
		val = inet_ntop(af, p.data, buf, sizeof(buf));
	out_str(pp->out, OUT_ANY, CLR_NONE, o->key,
		opt_fmt(o, fbuf, sizeof(fbuf), "%s"), val);
}

const struct opt_handler tnl_endpoint = { .print = endpoint_print };

/* JSON the number; text 0 as "WORD inherit" */
static void ttl_print(struct opt_print *pp, const struct opt *o,
		      const struct nlattr *a)
{
	uint8_t ttl = attr_u8(a);

	if (out_is_json(pp->out) || ttl)
		out_uint(pp->out, OUT_ANY, o->key, o->fmt, ttl);
	else
		out_text(pp->out, "%.*s inherit ", (int)strcspn(o->fmt, " "), o->fmt);
}

const struct opt_handler tnl_ttl_out = { .print = ttl_print };

/* gre: "nopmtudisc" when off; ipip/sit (OPT_ABSENT): "pmtudisc" too */
static void pmtu_print(struct opt_print *pp, const struct opt *o,
		       const struct nlattr *a)
{
	bool on = attr_u8(a) != 0;

	out_bool(pp->out, OUT_JSON, o->key, NULL, on);
	if (!on)
		out_text(pp->out, "nopmtudisc ");
	else if (o->flags & OPT_ABSENT)
		out_text(pp->out, "pmtudisc ");
}

const struct opt_handler tnl_pmtu_out = { .print = pmtu_print };

/* A key as a dotted quad: when the flags attribute has the key bit, or
 * (no flags attribute) when not 0. */
static void key_print(struct opt_print *pp, const struct opt *o,
		      const struct nlattr *a)
{
	const struct tnl_bitdata *d = o->data;
	char buf[INET_ADDRSTRLEN], fbuf[64];
	uint32_t key;

	attr_get(a, &key, sizeof(key));
	if (d->attr ? !(attr_uint(pp->tb[d->attr], 4, false) & d->bit) : !key)
		return;
	out_str(pp->out, OUT_ANY, CLR_NONE, o->key,
		opt_fmt(o, fbuf, sizeof(fbuf), "%s"),
		inet_ntop(AF_INET, &key, buf, sizeof(buf)));
}

const struct opt_handler tnl_key_out = { .print = key_print };

static void bit_print(struct opt_print *pp, const struct opt *o,
		      const struct nlattr *a)
{
	const struct tnl_bitdata *d = o->data;

	if (attr_uint(a, 4, false) & d->bit)
		out_flag(pp->out, o->key, o->fmt, true);
}

const struct opt_handler tnl_bit_out = { .print = bit_print };

/* The flag's words when the flags attribute has the bit, else the value */
static void inh_print(struct opt_print *pp, const struct opt *o,
		      const struct nlattr *a)
{
	const struct tnl_bitdata *d = o->data;
	uint32_t v = attr_u32(a);
	char buf[32];

	if (attr_u32(pp->tb[d->attr]) & d->bit) {
		out_flag(pp->out, d->key, d->text, true);
		return;
	}
	if (!a)
		return;
	switch (d->vfmt) {
	case VF_UINT:
		out_uint(pp->out, OUT_ANY, o->key, o->fmt, attr_u8(a));
		return;
	case VF_TCLASS:
		snprintf(buf, sizeof(buf), "0x%02x", ntohl(v & htonl(0x0ff00000)) >> 20);
		break;
	case VF_FLOWLABEL:
		snprintf(buf, sizeof(buf), "0x%05x", ntohl(v & htonl(0x000fffff)));
		break;
	default:
		if (!v)
			return;
		snprintf(buf, sizeof(buf), "%#x", v);
		break;
	}
	out_str(pp->out, OUT_ANY, CLR_NONE, o->key, o->fmt, buf);
}

const struct opt_handler tnl_inh_out = { .print = inh_print };

/* The mode's name; nothing for a number without one */
static void proto_print(struct opt_print *pp, const struct opt *o,
			const struct nlattr *a)
{
	const struct opt_name *n;

	for (n = o->data; n->name; n++)
		if (n->val == attr_u8(a)) {
			out_str(pp->out, OUT_ANY, CLR_NONE, o->key, "%s ", n->name);
			return;
		}
}

const struct opt_handler tnl_proto_out = { .print = proto_print };

/* sit's 6rd prefixes (the row is IFLA_IPTUN_6RD_PREFIXLEN's) */
static void sixrd_print(struct opt_print *pp, const struct opt *o,
			const struct nlattr *a)
{
	uint16_t plen = attr_u16(a);
	uint16_t rlen = attr_u16(pp->tb[IFLA_IPTUN_6RD_RELAY_PREFIXLEN]);
	uint8_t pfx[16];
	uint32_t relay = attr_u32(pp->tb[IFLA_IPTUN_6RD_RELAY_PREFIX]);
	char p6[INET6_ADDRSTRLEN], r4[INET_ADDRSTRLEN];
	struct out *out = pp->out;

	(void)o;
	if (!plen)
		return;
	attr_get(pp->tb[IFLA_IPTUN_6RD_PREFIX], pfx, sizeof(pfx));
	inet_ntop(AF_INET6, pfx, p6, sizeof(p6));
	inet_ntop(AF_INET, &relay, r4, sizeof(r4));
	if (out_is_json(out)) {
		out_str(out, OUT_JSON, CLR_NONE, "prefix", NULL, p6);
		out_int(out, OUT_JSON, "prefixlen", NULL, plen);
		if (relay) {
			out_str(out, OUT_JSON, CLR_NONE, "relay_prefix", NULL, r4);
			out_int(out, OUT_JSON, "relay_prefixlen", NULL, rlen);
		}
		return;
	}
	out_text(out, "6rd-prefix %s/%u ", p6, plen);
	if (relay)
		out_text(out, "6rd-relay_prefix %s/%u ", r4, rlen);
}

const struct opt_handler tnl_6rd_out = { .print = sixrd_print };

/* FOU/GUE: the row is ENCAP_TYPE's; flags and ports follow it */
static void encap_print(struct opt_print *pp, const struct opt *o,
			const struct nlattr *a)
{
	static const char *const names[] = { "csum", "csum6", "remcsum" };
	uint16_t type = attr_u16(a);
	uint16_t flags = attr_u16(pp->tb[o->attr + 1]);
	uint16_t sport = attr_be16(pp->tb[o->attr + 2]);
	uint16_t dport = attr_be16(pp->tb[o->attr + 3]);
	struct out *out = pp->out;
	unsigned int i;

	if (type == TUNNEL_ENCAP_NONE)
		return;
	out_open_obj(out, OUT_JSON, o->key);
	out_text(out, "encap ");
	if (type == TUNNEL_ENCAP_FOU || type == TUNNEL_ENCAP_GUE)
		out_str(out, OUT_ANY, CLR_NONE, "type", "%s ",
			type == TUNNEL_ENCAP_FOU ? "fou" : "gue");
	else
		out_null(out, OUT_ANY, "type", "%s ", "unknown");
	if (out_is_json(out)) {
		out_uint(out, OUT_JSON, "sport", NULL, sport);
		out_uint(out, OUT_JSON, "dport", NULL, dport);
		for (i = 0; i < 3; i++)
			out_bool(out, OUT_JSON, names[i], NULL, flags & (1 << i));
		out_close_obj(out, OUT_JSON);
		return;
	}
	if (sport)
		out_text(out, "encap-sport %u ", sport);
	else
		out_text(out, "encap-sport auto ");
	out_text(out, "encap-dport %u ", dport);
	for (i = 0; i < 3; i++)
		out_text(out, "%sencap-%s ", flags & (1 << i) ? "" : "no", names[i]);
}

const struct opt_handler tnl_encap_out = { .print = encap_print };
