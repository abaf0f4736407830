// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * opt_list.c - value types of the option engine that are lists: a comma
 * list of addresses into a nest (bond's ARP and NS targets), FROM:TO word
 * pairs into a nest (vlan's QoS maps), and the names of a number's bits
 * printed as a flag set ("<REORDER_HDR,GVRP>").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>

#include "addr.h"
#include "args.h"
#include "attr.h"
#include "msg.h"
#include "opt.h"
#include "print.h"

/* ---- A,B,C ---- */

static int addrlist_parse(struct opt_parse *st, const struct opt *o, int argc,
			  char **argv)
{
	const struct opt_addrlist *d = o->data;
	struct nlattr *nest = msg_nest(st->m, o->attr);
	char *list, *tok, *save = NULL;
	unsigned int i = 0;
	struct inet_prefix a;

	if (argc < 2) {
		msg_nest_end(st->m, nest);
		return 0;
	}
	list = strdup(argv[1]);
	if (!list)
		return -OPT_EFAIL;
	for (tok = strtok_r(list, ",", &save); tok && i < d->max;
	     tok = strtok_r(NULL, ",", &save), i++) {
		if (addr_parse(&a, tok, d->family, 0)) {
			fprintf(stderr, d->errfmt, tok);
			free(list);
			return -(IP_FATAL | 1);
		}
		msg_put(st->m, (uint16_t)i, a.data, d->family == AF_INET6 ? 16 : 4);
	}
	free(list);
	msg_nest_end(st->m, nest);
	return 1;
}

/* "KW A,B,C " when the first is there (a comma goes before each address
 * whose predecessor slot exists, as iproute2 writes it); JSON an array. */
static void addrlist_print(struct opt_print *pp, const struct opt *o,
			   const struct nlattr *a)
{
	const struct opt_addrlist *d = o->data;
	const struct nlattr *tb[256];
	char buf[INET6_ADDRSTRLEN];
	uint8_t addr[16];
	unsigned int i;

	attr_parse_nested(tb, d->max, a);
	/* iproute2 opens the list only at the first slot; JSON stays valid
	 * whatever the slots */
	out_open_arr(pp->out, OUT_JSON, o->key, NULL);
	if (tb[0])
		out_text(pp->out, o->fmt ? "%s" : "%s ", o->fmt ? o->fmt : o->key);
	for (i = 0; i < d->max; i++) {
		if (tb[i]) {
			attr_get(tb[i], addr, sizeof(addr));
			inet_ntop(d->family, addr, buf, sizeof(buf));
			out_str(pp->out, OUT_ANY, CLR_NONE, NULL, "%s", buf);
		}
		if (i + 1 < d->max && tb[i + 1])
			out_text(pp->out, ",");
	}
	if (tb[0])
		out_text(pp->out, " ");
	out_close_arr(pp->out, OUT_JSON, NULL);
}

/* the value word is optional: nargs 0 */
const struct opt_handler opt_addrlist = {
	.parse = addrlist_parse, .print = addrlist_print,
};

/* ---- FROM:TO ... ---- */

static int pairs_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	const struct opt_pairs *d = o->data;
	struct nlattr *nest = msg_nest(st->m, o->attr);
	int i;

	for (i = 1; i < argc; i++) {
		const char *colon = strchr(argv[i], ':');
		uint32_t m[2];
		char *from;
		int bad;

		if (!colon)
			break;
		from = strndup(argv[i], (size_t)(colon - argv[i]));
		if (!from)
			return -OPT_EFAIL;
		bad = get_u32(&m[0], from, 0) || get_u32(&m[1], colon + 1, 0) ||
		      msg_put(st->m, d->item, m, sizeof(m));
		if (bad) {
			/* iproute2 names the word cut at its colon */
			bad = opt_bad_value(o, d->err, NULL, from);
			free(from);
			return bad;
		}
		free(from);
	}
	msg_nest_end(st->m, nest);
	return i - 1;
}

static void pairs_print(struct opt_print *pp, const struct opt *o,
			const struct nlattr *nest)
{
	const struct opt_pairs *d = o->data;
	const struct nlattr *a;
	struct out *p = pp->out;

	(void)d;
	out_open_arr(p, OUT_JSON, o->key, NULL);
	out_nl(p);
	out_text(p, "%s", o->fmt ? o->fmt : "{ ");
	attr_for_each_nested(a, nest) {
		uint32_t m[2];

		attr_get(a, m, sizeof(m));
		out_open_obj(p, OUT_JSON, NULL);
		out_uint(p, OUT_JSON, "from", NULL, m[0]);
		out_uint(p, OUT_JSON, "to", NULL, m[1]);
		out_close_obj(p, OUT_JSON);
		out_text(p, "%u:%u ", m[0], m[1]);
	}
	out_close_arr(p, OUT_JSON, NULL);
	out_text(p, "} ");
}

const struct opt_handler opt_pairs = {
	.parse = pairs_parse, .print = pairs_print, .nargs = 1,
};

/* ---- <NAME,NAME> ---- */

void opt_bitnames_out(struct out *p, int w, const char *key,
		      const char *open, const struct opt_name *names, uint64_t v)
{
	const struct opt_name *nm;

	out_open_arr(p, w, key, open ? open : "<");
	for (nm = names; nm && nm->name; nm++) {
		if (!(v & nm->val))
			continue;
		v &= ~nm->val;
		out_str(p, w, CLR_NONE, NULL, v ? "%s," : "%s", nm->name);
	}
	if (v)
		out_hex(p, w, NULL, "%x", (unsigned int)v);
	out_close_arr(p, w, "> ");
}

static void bitnames_print(struct opt_print *pp, const struct opt *o,
			   const struct nlattr *a)
{
	const struct opt_bitnames *d = o->data;

	opt_bitnames_out(pp->out, OUT_ANY, o->key, o->fmt, d->names,
			 attr_uint(a, d->size ? d->size : 4, false));
}

const struct opt_handler opt_bitnames = { .print = bitnames_print };
