// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ip/ntable/ipntable.c - "ip ntable": the neighbour tables' parameters,
 * listed (show [dev DEV] [name NAME]) and changed (change name NAME
 * [dev DEV] PARMS), as iproute2 6.1.
 *
 * A change is one RTM_SETNEIGHTBL: the table's name, its thresholds and
 * gc interval at the top, the parameters (and the device whose they are)
 * in NDTA_PARMS.  iproute2 gathers the parameters in a buffer of their
 * own (1024 bytes) and the whole request in 1044: the same bounds here,
 * with iproute2's messages when an attribute does not fit.
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/neighbour.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "verb.h"
#include "ip.h"
#include "ipctx.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"
#include "nlstore.h"
#include "opt.h"
#include "print.h"
#include "ntable.h"

#define REQ_BOUND 1044		/* iproute2's request: header, ndtmsg, 1024 */
#define PARMS_ROOM 1024		/* its buffer for NDTA_PARMS */

static int usage(void)
{
	fputs("Usage: ip ntable change name NAME [ dev DEV ]\n"
	      "        [ thresh1 VAL ] [ thresh2 VAL ] [ thresh3 VAL ] [ gc_int MSEC ]\n"
	      "        [ PARMS ]\n"
	      "Usage: ip ntable show [ dev DEV ] [ name NAME ]\n"
	      "PARMS := [ base_reachable MSEC ] [ retrans MSEC ] [ gc_stale MSEC ]\n"
	      "         [ delay_probe MSEC ] [ queue LEN ]\n"
	      "         [ app_probes VAL ] [ ucast_probes VAL ] [ mcast_probes VAL ]\n"
	      "         [ anycast_delay MSEC ] [ proxy_delay MSEC ] [ proxy_queue LEN ]\n"
	      "         [ locktime MSEC ]\n", stderr);
	return IP_EARG;
}

/* ------------------------------------------------------------------ */
/* change */

/* A changeable value: its keyword, attribute, width, and whether it goes
 * into NDTA_PARMS (else at the top of the request). */
struct knob {
	const char *kw;
	uint16_t attr;
	uint8_t width;
	bool parm;
};

static const struct knob knobs[] = {
	{ "thresh1", NDTA_THRESH1, 4, false },
	{ "thresh2", NDTA_THRESH2, 4, false },
	{ "thresh3", NDTA_THRESH3, 4, false },
	{ "gc_int", NDTA_GC_INTERVAL, 8, false },
	{ "base_reachable", NDTPA_BASE_REACHABLE_TIME, 8, true },
	{ "retrans", NDTPA_RETRANS_TIME, 8, true },
	{ "gc_stale", NDTPA_GC_STALETIME, 8, true },
	{ "delay_probe", NDTPA_DELAY_PROBE_TIME, 8, true },
	{ "queue", NDTPA_QUEUE_LEN, 4, true },
	{ "app_probes", NDTPA_APP_PROBES, 4, true },
	{ "ucast_probes", NDTPA_UCAST_PROBES, 4, true },
	{ "mcast_probes", NDTPA_MCAST_PROBES, 4, true },
	{ "anycast_delay", NDTPA_ANYCAST_DELAY, 8, true },
	{ "proxy_delay", NDTPA_PROXY_DELAY, 8, true },
	{ "proxy_queue", NDTPA_PROXY_QLEN, 4, true },
	{ "locktime", NDTPA_LOCKTIME, 8, true },
};

/* The parameters' own buffer: attributes after a 4-byte nest header */
struct parmbuf {
	uint32_t len;			/* bytes used, the header's 4 included */
	uint32_t raw[PARMS_ROOM / 4];
};

static void parm_put(struct parmbuf *p, uint16_t type, const void *v, uint8_t width)
{
	struct nlattr a = { .nla_len = (uint16_t)(NLA_HDRLEN + width), .nla_type = type };
	char *at = (char *)p->raw + NLA_ALIGN(p->len);

	if (NLA_ALIGN(p->len) + NLA_ALIGN(a.nla_len) > PARMS_ROOM) {
		fprintf(stderr, "%s: Error! max allowed bound %d exceeded\n",
			width == 4 ? "rta_addattr32" : "rta_addattr_l", PARMS_ROOM);
		return;
	}
	memcpy(at, &a, sizeof(a));
	memcpy(at + NLA_HDRLEN, v, width);
	p->len = NLA_ALIGN(p->len) + NLA_ALIGN(a.nla_len);
}

struct change {
	struct msgbuf b;
	struct parmbuf p;
	const char *name;
	bool top;		/* a threshold or the gc interval */
	bool parms;		/* a parameter */
};

/* One changeable value: 0, or iproute2's status */
static int put_knob(struct change *c, const struct knob *k, const char *arg)
{
	uint64_t v64 = 0;
	uint32_t v32 = 0;
	char why[48];
	int bad = k->width == 8 ? get_u64(&v64, arg, 0) : get_u32(&v32, arg, 0);

	if (bad) {
		snprintf(why, sizeof(why), "\"%s\" value is invalid", k->kw);
		return err_invarg(why, arg);
	}
	if (k->parm) {
		parm_put(&c->p, k->attr, k->width == 8 ? (void *)&v64 : (void *)&v32,
			 k->width);
		c->parms = true;
	} else {
		if (k->width == 8)
			msg_put(&c->b.m, k->attr, &v64, sizeof(v64));
		else
			msg_put_u32(&c->b.m, k->attr, v32);
		c->top = true;
	}
	return 0;
}

/* name: the table's, once, sent where it is given */
static int name_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct change *c = st->obj;
	int r = opt_word.parse(st, o, argc, argv);

	if (r < 0)
		return r;
	msg_put(&c->b.m, NDTA_NAME, argv[1], strlen(argv[1]) + 1);
	return 1;
}

static const struct opt_handler change_name = { .parse = name_parse, .nargs = 1 };

/* dev: whose parameters they are (in NDTA_PARMS) */
static int pdev_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct change *c = st->obj;
	int idx = lc_name2index(st->ctx->lc, argv[1]);
	uint32_t u;

	(void)o;
	(void)argc;
	if (idx <= 0) {
		fprintf(stderr, "Cannot find device \"%s\"\n", argv[1]);
		return -1;
	}
	u = (uint32_t)idx;
	parm_put(&c->p, NDTPA_IFINDEX, &u, 4);
	return 1;
}

static const struct opt_handler change_dev = { .parse = pdev_parse, .nargs = 1 };

/* A threshold, the gc interval or a parameter (the row's knob) */
static int knob_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	int r = put_knob(st->obj, o->data, argv[1]);

	(void)argc;
	return r ? -r : 1;
}

static const struct opt_handler change_knob = { .parse = knob_parse, .nargs = 1 };

/* The words of change, in iproute2's order (each in full). */
static const struct opt change_opts[] = {
	{ "name", offsetof(struct change, name), OPT_EXACT | OPT_OBJ,
	  &change_name, "NAME" },
	{ "dev", 0, OPT_EXACT | OPT_OBJ, &change_dev },
	{ "thresh1", 0, OPT_EXACT | OPT_OBJ, &change_knob, &knobs[0] },
	{ "thresh2", 0, OPT_EXACT | OPT_OBJ, &change_knob, &knobs[1] },
	{ "thresh3", 0, OPT_EXACT | OPT_OBJ, &change_knob, &knobs[2] },
	{ "gc_int", 0, OPT_EXACT | OPT_OBJ, &change_knob, &knobs[3] },
	{ "base_reachable", 0, OPT_EXACT | OPT_OBJ, &change_knob, &knobs[4] },
	{ "retrans", 0, OPT_EXACT | OPT_OBJ, &change_knob, &knobs[5] },
	{ "gc_stale", 0, OPT_EXACT | OPT_OBJ, &change_knob, &knobs[6] },
	{ "delay_probe", 0, OPT_EXACT | OPT_OBJ, &change_knob, &knobs[7] },
	{ "queue", 0, OPT_EXACT | OPT_OBJ, &change_knob, &knobs[8] },
	{ "app_probes", 0, OPT_EXACT | OPT_OBJ, &change_knob, &knobs[9] },
	{ "ucast_probes", 0, OPT_EXACT | OPT_OBJ, &change_knob, &knobs[10] },
	{ "mcast_probes", 0, OPT_EXACT | OPT_OBJ, &change_knob, &knobs[11] },
	{ "anycast_delay", 0, OPT_EXACT | OPT_OBJ, &change_knob, &knobs[12] },
	{ "proxy_delay", 0, OPT_EXACT | OPT_OBJ, &change_knob, &knobs[13] },
	{ "proxy_queue", 0, OPT_EXACT | OPT_OBJ, &change_knob, &knobs[14] },
	{ "locktime", 0, OPT_EXACT | OPT_OBJ, &change_knob, &knobs[15] },
	{ 0 }
};

/* Any other word, "help" too, is refused */
static int unknown_word(struct opt_parse *st, int argc, char **argv)
{
	(void)st;
	(void)argc;
	return -err_invarg("unknown", argv[0]);
}

static const struct opt_set change_set = {
	.name = "ntable",
	.opts = change_opts,
	.other = unknown_word,
	.loop = OPT_LOOP_NO_HELP,
};

static int nt_change(struct ipctx *ctx, const struct verb *v, int argc,
		     char **argv)
{
	struct change c = { .p.len = NLA_HDRLEN };
	struct opt_parse p;
	struct ndtmsg *ndtm;
	int st;

	(void)v;
	msgbuf_init(&c.b, RTM_SETNEIGHTBL, NLM_F_REPLACE);
	msg_set_bound(&c.b.m, REQ_BOUND);
	ndtm = msg_extra(&c.b.m, sizeof(*ndtm));
	ndtm->ndtm_family = (uint8_t)ctx->o.family;
	st = opt_run(&p, ctx, &change_set, &c.b.m, &c, argc, argv);
	if (st)
		return st;
	if (!c.name)
		return err_missarg("NAME");
	if (!c.top && !c.parms) {
		fputs("Not enough information: changeable attributes required.\n", stderr);
		return IP_EARG;
	}
	if (c.p.len > NLA_HDRLEN)
		msg_put(&c.b.m, NDTA_PARMS, (char *)c.p.raw + NLA_HDRLEN,
			c.p.len - NLA_HDRLEN);
	if (nl_talk(ctx->nl, c.b.m.n, NULL, NULL, 0) < 0)
		return IP_FATAL | 2;
	return 0;
}

/* ------------------------------------------------------------------ */
/* show */

static int show_dump(struct ipctx *ctx, const struct ntable_filter *f)
{
	struct nlstore s = { 0 };
	struct ndtmsg *ndtm;
	struct msgbuf b;
	size_t off;
	int err;

	msgbuf_init(&b, RTM_GETNEIGHTBL, NLM_F_DUMP);
	ndtm = msg_extra(&b.m, sizeof(*ndtm));
	ndtm->ndtm_family = (uint8_t)f->family;
	out_begin(ctx->out);
	err = nl_dump(ctx->nl, b.m.n, nlstore_cb, &s, NL_DUMP_QUIET | NL_DUMP_NOLOOK);
	if (err) {
		nl_dump_perror(ctx->nl, err, false);
	} else {
		lc_name_devices(ctx->lc, &s, ntable_dev);
		nlstore_for_each(&s, off)
			if (ntable_print(ctx, ctx->out, f, nlstore_at(&s, off)) < 0) {
				err = -EINVAL;
				break;
			}
	}
	nlstore_free(&s);
	if (err) {
		fputs("Dump terminated\n", stderr);
		return IP_FATAL | 1;
	}
	out_end(ctx->out);
	fflush(stdout);
	return 0;
}

/* show's dev: a device, or "none" for the tables' own parameters */
static int fdev_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct ntable_filter *f = st->obj;
	int idx;

	(void)o;
	(void)argc;
	if (is(argv[1], "none")) {
		f->index = NTABLE_NO_DEV;
		return 1;
	}
	idx = lc_name2index(st->ctx->lc, argv[1]);
	if (idx <= 0)
		return -err_invarg("\"DEV\" is invalid", argv[1]);
	f->index = (uint32_t)idx;
	return 1;
}

static const struct opt_handler filter_dev = { .parse = fdev_parse, .nargs = 1 };

/* The filters of show, in iproute2's order (each in full). */
static const struct opt show_opts[] = {
	{ "dev", 0, OPT_EXACT | OPT_OBJ, &filter_dev },
	{ "name", offsetof(struct ntable_filter, name), OPT_EXACT | OPT_OBJ,
	  &opt_word },
	{ 0 }
};

static const struct opt_set show_set = {
	.name = "ntable",
	.opts = show_opts,
	.other = unknown_word,
	.loop = OPT_LOOP_NO_HELP,
};

static int nt_show(struct ipctx *ctx, const struct verb *v, int argc,
		   char **argv)
{
	struct ntable_filter f = { .family = ctx->o.family, .stats = ctx->o.stats };
	struct opt_parse p;
	int st;

	(void)v;
	st = opt_run(&p, ctx, &show_set, NULL, &f, argc, argv);
	return st ? st : show_dump(ctx, &f);
}

static const struct verb nt_verbs[] = {
	{ "change", nt_change },
	{ "chg", nt_change },
	{ "show", nt_show },
	{ "lst", nt_show },
	{ "list", nt_show },
	{ "help", .usage = usage },
	{ 0 }
};

const struct verb_set ipntable_verbs = {
	.obj = "ntable",
	.none = &(const struct verb){ "show", nt_show },
	.verbs = nt_verbs,
};
