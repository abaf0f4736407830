// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipneigh.c - "ip neigh": add, change, replace, delete, show, flush and
 * get, and the printer of one neighbour message, as iproute2 6.1.
 *
 * Names: "dev X" through the link cache.  A show reads the whole dump
 * first, then names the devices it found: one RTM_GETLINK each when they
 * are few, one link dump when they are many (iproute2 always dumps the
 * links, even to add one entry).
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <net/if.h>
#include <sys/socket.h>
#include <linux/if_arp.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "addr.h"
#include "args.h"
#include "verb.h"
#include "array.h"
#include "attr.h"
#include "ip.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "ipneigh.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"
#include "nlflush.h"
#include "nlstore.h"
#include "opt.h"
#include "print.h"
#include "common/hosts.h"

/* iproute2's request: the headers and 256 bytes of attributes */
#define NEIGH_BOUND (NLMSG_LENGTH(sizeof(struct ndmsg)) + 256)
#define FLUSH_ROUNDS 10

static const char neigh_usage_text[] =
	"Usage: ip neigh { add | del | change | replace }\n"
	"                { ADDR [ lladdr LLADDR ] [ nud STATE ] proxy ADDR }\n"
	"                [ dev DEV ] [ router ] [ use ] [ managed ] [ extern_learn ]\n"
	"                [ protocol PROTO ]\n"
	"\n"
	"	ip neigh { show | flush } [ proxy ] [ to PREFIX ] [ dev DEV ] [ nud STATE ]\n"
	"				  [ vrf NAME ] [ nomaster ]\n"
	"	ip neigh get { ADDR | proxy ADDR } dev DEV\n"
	"\n"
	"STATE := { delay | failed | incomplete | noarp | none |\n"
	"           permanent | probe | reachable | stale }\n";

static int neigh_usage(void)
{
	fputs(neigh_usage_text, stderr);
	return IP_EARG;
}

/* The states by name, in print order; "prefix": abbreviations match. */
static const struct {
	const char *name;
	unsigned int state;
	bool prefix;
} nud_names[] = {
	{ "INCOMPLETE", NUD_INCOMPLETE, false },
	{ "REACHABLE", NUD_REACHABLE, true },
	{ "STALE", NUD_STALE, false },
	{ "DELAY", NUD_DELAY, false },
	{ "PROBE", NUD_PROBE, false },
	{ "FAILED", NUD_FAILED, true },
	{ "NOARP", NUD_NOARP, false },
	{ "PERMANENT", NUD_PERMANENT, true },
};

#define N_NUD (ARRAY_SIZE(nud_names))

/* iproute2's reading order: permanent, reachable, noarp, none, stale,
 * incomplete, delay, probe, failed, a number (one bit, below 0x100). */
static int nud_a2n(unsigned int *state, const char *arg)
{
	static const char *const order[] = {
		"permanent", "reachable", "noarp", "none", "stale",
		"incomplete", "delay", "probe", "failed",
	};
	size_t i, j;

	for (i = 0; i < ARRAY_SIZE(order); i++) {
		bool prefix = false;
		unsigned int st = NUD_NONE;

		for (j = 0; j < N_NUD; j++)
			if (strcasecmp(nud_names[j].name, order[i]) == 0) {
				prefix = nud_names[j].prefix;
				st = nud_names[j].state;
			}
		if (prefix ? matches(arg, order[i]) : is(arg, order[i])) {
			*state = st;
			return 0;
		}
	}
	if (get_unsigned(state, arg, 0))
		return -1;
	if (*state >= 0x100 || (*state & (*state - 1)))
		return -1;
	return 0;
}

/* ------------------------------------------------------------------ */
/* the printer */

void neigh_printer_init(struct neigh_printer *p, struct ipctx *ctx,
			struct out *out)
{
	memset(p, 0, sizeof(*p));
	p->ctx = ctx;
	p->out = out;
	p->f.state = ~0u;
	p->hz = sysconf(_SC_CLK_TCK);
	if (p->hz <= 0)
		p->hz = 100;
}

void neigh_printer_free(struct neigh_printer *p)
{
	rtnames_free(&p->protos);
}

bool neigh_select(struct neigh_printer *p, struct neigh_msg *m,
		  const struct nlmsghdr *nlh, bool flush)
{
	const struct neigh_filter *f = &p->f;
	const struct ndmsg *ndm;

	if (nlh->nlmsg_type != RTM_NEWNEIGH && nlh->nlmsg_type != RTM_DELNEIGH &&
	    nlh->nlmsg_type != RTM_GETNEIGH) {
		fprintf(stderr, "Not RTM_NEWNEIGH: %08x %08x %08x\n",
			nlh->nlmsg_len, nlh->nlmsg_type, nlh->nlmsg_flags);
		return false;
	}
	if (nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*ndm))) {
		fprintf(stderr, "BUG: wrong nlmsg len %d\n",
			(int)(nlh->nlmsg_len - NLMSG_LENGTH(sizeof(*ndm))));
		return false;
	}
	if (flush && nlh->nlmsg_type != RTM_NEWNEIGH)
		return false;
	ndm = NLMSG_DATA(nlh);
	if (f->family && f->family != ndm->ndm_family)
		return false;
	if (f->index && f->index != ndm->ndm_ifindex)
		return false;
	if (!(f->state & ndm->ndm_state) && !(ndm->ndm_flags & NTF_PROXY) &&
	    !(ndm->ndm_flags & NTF_EXT_LEARNED) &&
	    (ndm->ndm_state || !(f->state & 0x100)))
		return false;
	if (f->master && !(nlh->nlmsg_flags & NLM_F_DUMP_FILTERED) && !p->warned) {
		p->warned = true;
		fflush(stdout);
		printf("\nWARNING: Kernel does not support filtering by master device\n\n");
	}
	m->nlh = nlh;
	m->ndm = ndm;
	attr_parse_msg(m->tb, NDA_FLAGS_EXT, nlh, sizeof(*ndm));
	if (!addr_in_prefix(&f->pfx, m->tb[NDA_DST]))
		return false;
	m->protocol = attr_u8(m->tb[NDA_PROTOCOL]);
	m->ext_flags = attr_u32(m->tb[NDA_FLAGS_EXT]);
	if (f->protocol && f->protocol != m->protocol)
		return false;
	if (f->unused_only && m->tb[NDA_CACHEINFO]) {
		struct nda_cacheinfo ci;

		attr_get(m->tb[NDA_CACHEINFO], &ci, sizeof(ci));
		if (ci.ndm_refcnt)
			return false;
	}
	return true;
}

/* The destination's family: a bridge's entries carry IPv4 or IPv6. */
static int dst_family(const struct neigh_msg *m)
{
	int family = m->ndm->ndm_family;

	if (family == AF_BRIDGE)
		family = attr_len(m->tb[NDA_DST]) == 16 ? AF_INET6 : AF_INET;
	return family;
}

static void print_lladdr(struct neigh_printer *p, const struct neigh_msg *m,
			 const char *fmt)
{
	const struct link_entry *e = lc_get_by_index(p->ctx->lc, m->ndm->ndm_ifindex);
	const struct nlattr *a = m->tb[NDA_LLADDR];
	char b[256];

	fmt_lladdr(b, sizeof(b), attr_data(a), attr_len(a), e ? e->type : 0xffff);
	out_str(p->out, OUT_ANY, CLR_MAC, "lladdr", fmt, b);
}

static void print_brief(struct neigh_printer *p, const struct neigh_msg *m)
{
	struct out *o = p->out;
	char b[256], nb[IFNAMSIZ + 16];

	if (m->tb[NDA_DST]) {
		int family = dst_family(m);

		out_str(o, OUT_ANY, family == AF_INET ? CLR_INET :
			family == AF_INET6 ? CLR_INET6 : CLR_NONE, "dst", "%-39s ",
			addr_host_attr(p->ctx, family, m->tb[NDA_DST], b, sizeof(b)));
	}
	if (!p->f.index && m->ndm->ndm_ifindex)
		out_str(o, OUT_ANY, CLR_IFNAME, "dev", "%-16s ",
			lc_index2name(p->ctx->lc, m->ndm->ndm_ifindex, nb));
	if (m->tb[NDA_LLADDR])
		print_lladdr(p, m, "%s");
	out_text(o, "\n");
}

static void print_cacheinfo(struct neigh_printer *p, const struct nlattr *a)
{
	struct out *o = p->out;
	struct nda_cacheinfo ci;

	attr_get(a, &ci, sizeof(ci));
	if (ci.ndm_refcnt)
		out_uint(o, OUT_ANY, "refcnt", " ref %u", ci.ndm_refcnt);
	out_uint(o, OUT_ANY, "used", " used %u", ci.ndm_used / (unsigned long)p->hz);
	out_uint(o, OUT_ANY, "confirmed", "/%u",
		 ci.ndm_confirmed / (unsigned long)p->hz);
	out_uint(o, OUT_ANY, "updated", "/%u", ci.ndm_updated / (unsigned long)p->hz);
}

static void print_state(struct out *o, unsigned int nud)
{
	size_t i;

	out_open_arr(o, OUT_JSON, "state", NULL);
	for (i = 0; i < N_NUD; i++)
		if (nud & nud_names[i].state) {
			nud &= ~nud_names[i].state;
			out_str(o, OUT_ANY, CLR_NONE, NULL, "%s ", nud_names[i].name);
		}
	out_close_arr(o, OUT_JSON, NULL);
}

static const struct {
	unsigned int flag;
	bool ext;
	const char *name;
} neigh_flags[] = {
	{ NTF_ROUTER, false, "router" },
	{ NTF_PROXY, false, "proxy" },
	{ NTF_EXT_MANAGED, true, "managed" },
	{ NTF_EXT_LEARNED, false, "extern_learn" },
	{ NTF_OFFLOADED, false, "offload" },
};

void neigh_print(struct neigh_printer *p, const struct neigh_msg *m)
{
	const struct ndmsg *ndm = m->ndm;
	struct out *o = p->out;
	char b[256], nb[IFNAMSIZ + 16];
	size_t i;

	out_open_obj(o, OUT_JSON, NULL);
	if (m->nlh->nlmsg_type == RTM_DELNEIGH)
		out_bool(o, OUT_ANY, "deleted", "Deleted ", true);
	else if (m->nlh->nlmsg_type == RTM_GETNEIGH)
		out_null(o, OUT_ANY, "miss", "%s ", "miss");
	if (p->ctx->o.brief) {
		print_brief(p, m);
		out_close_obj(o, OUT_JSON);
		return;
	}
	if (m->tb[NDA_DST]) {
		int family = dst_family(m);

		out_str(o, OUT_ANY, family == AF_INET ? CLR_INET :
			family == AF_INET6 ? CLR_INET6 : CLR_NONE, "dst", "%s ",
			addr_host_attr(p->ctx, family, m->tb[NDA_DST], b, sizeof(b)));
	}
	if (!p->f.index && ndm->ndm_ifindex) {
		out_text(o, "dev ");
		out_str(o, OUT_ANY, CLR_IFNAME, "dev", "%s ",
			lc_index2name(p->ctx->lc, ndm->ndm_ifindex, nb));
	}
	if (m->tb[NDA_LLADDR]) {
		out_text(o, "lladdr ");
		print_lladdr(p, m, "%s ");
	}
	for (i = 0; i < ARRAY_SIZE(neigh_flags); i++)
		if ((neigh_flags[i].ext ? m->ext_flags : ndm->ndm_flags) &
		    neigh_flags[i].flag)
			out_null(o, OUT_ANY, neigh_flags[i].name, "%s ",
				 neigh_flags[i].name);
	if (p->ctx->o.stats) {
		if (m->tb[NDA_CACHEINFO])
			print_cacheinfo(p, m->tb[NDA_CACHEINFO]);
		if (m->tb[NDA_PROBES])
			out_uint(o, OUT_ANY, "probes", "probes %u ",
				 attr_u32(m->tb[NDA_PROBES]));
	}
	if (ndm->ndm_state)
		print_state(o, ndm->ndm_state);
	if (m->protocol)
		out_str(o, OUT_ANY, CLR_NONE, "protocol", "proto %s ",
			rt_proto_n2a(&p->protos, m->protocol, b, sizeof(b)));
	out_text(o, "\n");
	out_close_obj(o, OUT_JSON);
}

/* A show or flush: the filter's words leave dev and state here too. */
struct nshow {
	struct ipctx *ctx;
	struct neigh_printer np;
	struct nlstore msgs;
	const char *dev;
	bool flush;
};

/* ------------------------------------------------------------------ */
/* add, change, replace, delete, get: the request's words */

/* What the rows leave for the finish (add, delete, get). */
struct neigh_req {
	struct inet_prefix dst;
	const char *dev, *lla;
	bool dst_ok;			/* an address was given (or proxy) */
	uint32_t ext_flags;		/* NDA_FLAGS_EXT */
};

static struct ndmsg *req_ndm(struct opt_parse *st)
{
	return NLMSG_DATA(st->m->n);
}

/* Request: a state name or one bit in the header.  Filter: the states
 * add up (the first "nud" drops the default ones), "all" is every one
 * (but noarp for a flush), none stands as 0x100. */
static int nud_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	struct nshow *s = st->obj;
	unsigned int state;

	(void)argc;
	if (!(o->flags & OPT_OBJ)) {
		if (nud_a2n(&state, argv[1]))
			return -err_invarg("nud state is bad", argv[1]);
		opt_put_number(st, o, 2, false, state);
		return 1;
	}
	if (!opt_given(st, "nud"))
		s->np.f.state = 0;
	if (nud_a2n(&state, argv[1])) {
		if (!is(argv[1], "all"))
			return -err_invarg("nud state is bad", argv[1]);
		state = ~0u;
		if (s->flush)
			state &= ~NUD_NOARP;
	}
	s->np.f.state |= state ? state : 0x100;
	return 1;
}

/* "proxy ADDR": the address of a proxy entry, which needs no device */
static int proxy_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	struct neigh_req *r = st->obj;
	int err;

	(void)o;
	(void)argc;
	if (matches(argv[1], "help"))
		return -neigh_usage();
	if (r->dst_ok)
		return -err_duparg("address", argv[1]);
	err = addr_get(&r->dst, argv[1], st->ctx->o.family);
	if (err)
		return -err;
	r->dst_ok = true;
	req_ndm(st)->ndm_flags |= NTF_PROXY;
	return 1;
}

/* "managed" is an extended flag, and takes the default state away */
static int managed_parse(struct opt_parse *st, const struct opt *o, int argc,
			 char **argv)
{
	struct neigh_req *r = st->obj;

	(void)o;
	(void)argc;
	(void)argv;
	r->ext_flags |= NTF_EXT_MANAGED;
	req_ndm(st)->ndm_state = NUD_NONE;
	return 0;
}

/* A request's NDA_PROTOCOL (a full request fails, exit 1), or a filter's
 * protocol, where "all" is any; data: invarg's text. */
static int proto_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	bool filter = o->flags & OPT_OBJ;
	uint32_t id;

	(void)argc;
	if (rt_proto_a2n(ipctx_names(st->ctx), argv[1], &id)) {
		if (!filter || !is(argv[1], "all"))
			return -err_invarg(o->data, argv[1]);
		id = 0;
	}
	if (filter)
		return opt_put_number(st, o, 4, false, id) ? -1 : 1;
	return msg_put_u8(st->m, o->attr, (uint8_t)id) ? -1 : 1;
}

static const struct opt_handler neigh_nud = { .parse = nud_parse, .nargs = 1 };
static const struct opt_handler neigh_proxy = { .parse = proxy_parse, .nargs = 1 };
static const struct opt_handler neigh_managed = { .parse = managed_parse };
static const struct opt_handler neigh_proto = { .parse = proto_parse, .nargs = 1 };

#define HDR(field) offsetof(struct ndmsg, field)
#define REQ(field) offsetof(struct neigh_req, field)

/* In iproute2's order: it decides what an abbreviation means. */
static const struct opt modify_opts[] = {
	{ "lladdr", REQ(lla), OPT_OBJ, &opt_word, "lladdr" },
	{ "nud", HDR(ndm_state), OPT_EXACT | OPT_HDR, &neigh_nud },
	{ "proxy", REQ(dst), OPT_OBJ, &neigh_proxy },
	{ "router", HDR(ndm_flags), OPT_EXACT | OPT_HDR, &opt_bits,
	  OPT_BITS(.set = NTF_ROUTER, .size = 1) },
	{ "use", HDR(ndm_flags), OPT_EXACT | OPT_HDR, &opt_bits,
	  OPT_BITS(.set = NTF_USE, .size = 1) },
	{ "managed", REQ(ext_flags), OPT_EXACT | OPT_OBJ, &neigh_managed },
	{ "extern_learn", HDR(ndm_flags), OPT_HDR, &opt_bits,
	  OPT_BITS(.set = NTF_EXT_LEARNED, .size = 1) },
	{ "dev", REQ(dev), OPT_EXACT | OPT_OBJ, &opt_word },
	{ "protocol", NDA_PROTOCOL, 0, &neigh_proto,
	  "\"protocol\" value is invalid\n" },
	{ 0 }
};

/* Any other word is the address, "to" before it optional; help_skip:
 * "help" is passed over (add, delete), else it is the usage (get). */
static int dst_word(struct opt_parse *st, int argc, char **argv,
		    bool help_skip)
{
	struct neigh_req *r = st->obj;
	int used = is(argv[0], "to");
	int err;

	if (used && argc < 2)
		return -err_incomplete();
	if (matches(argv[used], "help")) {
		if (!help_skip)
			return -neigh_usage();
		/* iproute2 takes the word after "help" as the address */
		if (argc < used + 2)
			return -err_incomplete();
		used++;
	}
	if (r->dst_ok)
		return -err_duparg2("to", argv[used]);
	err = addr_get(&r->dst, argv[used], st->ctx->o.family);
	if (err)
		return -err;
	r->dst_ok = true;
	return used;
}

static int modify_dst(struct opt_parse *st, int argc, char **argv)
{
	return dst_word(st, argc, argv, true);
}

static int get_dst(struct opt_parse *st, int argc, char **argv)
{
	return dst_word(st, argc, argv, false);
}

/* The address and the device every request needs (a proxy entry has
 * no device): 0, or what to exit with after msg. */
static int req_check(struct opt_parse *st, const char *msg, int status)
{
	const struct neigh_req *r = st->obj;
	struct ndmsg *ndm = req_ndm(st);
	bool dev_ok = r->dev || (ndm->ndm_flags & NTF_PROXY);

	if (!dev_ok || !r->dst_ok || r->dst.family == AF_UNSPEC) {
		fputs(msg, stderr);
		return status;
	}
	ndm->ndm_family = (unsigned char)r->dst.family;
	return 0;
}

static int req_dev(struct opt_parse *st)
{
	const struct neigh_req *r = st->obj;
	struct ndmsg *ndm = req_ndm(st);

	if (!r->dev)
		return 0;
	ndm->ndm_ifindex = lc_name2index(st->ctx->lc, r->dev);
	if (!ndm->ndm_ifindex) {
		fprintf(stderr, "Cannot find device \"%s\"\n", r->dev);
		return 1;
	}
	return 0;
}

static int modify_finish(struct opt_parse *st)
{
	const struct neigh_req *r = st->obj;
	int err = req_check(st, "Device and destination are required arguments.\n",
			    IP_EARG);

	if (err)
		return err;
	if (msg_put(st->m, NDA_DST, r->dst.data, r->dst.len))
		return 1;
	if (r->ext_flags && msg_put_u32(st->m, NDA_FLAGS_EXT, r->ext_flags))
		return 1;
	if (r->lla && !is(r->lla, "null")) {
		uint8_t ll[21] = { 0 };
		int l = parse_lladdr(ll, 20, r->lla);

		if (l < 0 || msg_put(st->m, NDA_LLADDR, ll, (size_t)l))
			return 1;
	}
	return req_dev(st);
}

static const struct opt_set modify_set = {
	.name = "neigh",
	.opts = modify_opts,
	.maxattr = NDA_MAX,
	.finish = modify_finish,
	.other = modify_dst,
	.loop = OPT_LOOP_NO_HELP,
};

static int neigh_modify(struct ipctx *ctx, const struct verb *v, int argc,
			char **argv)
{
	struct neigh_req r = { 0 };
	struct opt_parse p;
	struct msgbuf b;
	struct ndmsg *ndm;
	int st;

	msgbuf_init(&b, v->cmd, v->flags);
	msg_set_bound(&b.m, NEIGH_BOUND);
	ndm = msg_extra(&b.m, sizeof(*ndm));
	ndm->ndm_family = (unsigned char)ctx->o.family;
	ndm->ndm_state = NUD_PERMANENT;
	st = opt_run(&p, ctx, &modify_set, &b.m, &r, argc, argv);
	if (st)
		return st;
	if (nl_talk(ctx->nl, b.m.n, NULL, NULL, 0))
		return IP_FATAL | 2;
	return 0;
}

/* ------------------------------------------------------------------ */
/* show, flush: the filters */

/* "master DEV" or "vrf NAME" */
static int master_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	struct nshow *s = st->obj;
	int master = 0;
	int err = ip_master_filter(s->ctx, is(argv[0], "vrf"), argv[1], &master);

	(void)argc;
	if (err)
		return -err;
	opt_put(st, o, &master, sizeof(master));
	return 1;
}

/* entries of no master: -1 */
static const struct opt_handler filter_master = { .parse = master_parse, .nargs = 1 };

#define SHOW(field) offsetof(struct nshow, field)

/* In iproute2's order. */
static const struct opt filter_opts[] = {
	{ "dev", SHOW(dev), OPT_EXACT | OPT_OBJ, &opt_word, "dev" },
	{ "master", SHOW(np.f.master), OPT_EXACT | OPT_OBJ, &filter_master,
	  .alias = "=vrf" },
	{ "nomaster", SHOW(np.f.master), OPT_EXACT | OPT_OBJ, &opt_flag32,
	  OPT_FLAGVAL(-1) },
	{ "unused", SHOW(np.f.unused_only), OPT_EXACT | OPT_OBJ, &opt_flag },
	{ "nud", SHOW(np.f.state), OPT_EXACT | OPT_OBJ, &neigh_nud },
	{ "proxy", SHOW(np.f.ndm_flags), OPT_EXACT | OPT_OBJ, &opt_flag,
	  OPT_FLAGVAL(NTF_PROXY) },
	{ "protocol", SHOW(np.f.protocol), OPT_OBJ, &neigh_proto,
	  "invalid \"protocol\"\n" },
	{ 0 }
};

/* Any other word is the prefix, "to" before it optional; it gives the
 * family when no option did. */
static int filter_dst(struct opt_parse *st, int argc, char **argv)
{
	struct nshow *s = st->obj;
	struct neigh_filter *f = &s->np.f;
	int used = is(argv[0], "to");
	int err;

	if (used && argc < 2)
		return -err_incomplete();
	if (matches(argv[used], "help"))
		return -neigh_usage();
	err = addr_get_prefix(&f->pfx, argv[used], f->family);
	if (err)
		return -err;
	if (f->family == AF_UNSPEC)
		f->family = f->pfx.family;
	return used;
}

static const struct opt_set filter_set = {
	.name = "neigh",
	.opts = filter_opts,
	.other = filter_dst,
	.loop = OPT_LOOP_NO_HELP,
};

static int show_parse(struct nshow *s, int argc, char **argv)
{
	struct opt_parse p;

	return opt_run(&p, s->ctx, &filter_set, NULL, s, argc, argv);
}

static struct nlmsghdr *dump_req(struct msgbuf *b, const struct neigh_filter *f)
{
	struct ndmsg *ndm;

	msgbuf_init(b, RTM_GETNEIGH, 0);
	ndm = msg_extra(&b->m, sizeof(*ndm));
	ndm->ndm_family = (unsigned char)f->family;
	ndm->ndm_flags = f->ndm_flags;
	if (f->index)
		msg_put_u32(&b->m, NDA_IFINDEX, (uint32_t)f->index);
	if (f->master)
		msg_put_u32(&b->m, NDA_MASTER, (uint32_t)f->master);
	return b->m.n;
}

/* A neighbour message's device, for naming them first (0: none). */
static int neigh_dev(const struct nlmsghdr *h)
{
	const struct ndmsg *ndm = NLMSG_DATA(h);

	return h->nlmsg_len < NLMSG_LENGTH(sizeof(*ndm)) ? 0 : ndm->ndm_ifindex;
}

static int neigh_flush(struct nshow *s)
{
	struct neigh_filter *f = &s->np.f;
	struct nlflush fl;
	int round = 0;

	nlflush_init(&fl, s->ctx->nl);
	while (round < FLUSH_ROUNDS) {
		struct msgbuf b;
		size_t off;

		fl.count = 0;
		nlstore_free(&s->msgs);
		if (nl_dump(s->ctx->nl, dump_req(&b, f), nlstore_cb, &s->msgs, 0) < 0) {
			fprintf(stderr, "Flush terminated\n");
			return IP_FATAL | 1;
		}
		if (s->ctx->o.stats >= 2)
			lc_name_devices(s->ctx->lc, &s->msgs, neigh_dev);
		nlstore_for_each(&s->msgs, off) {
			struct neigh_msg m;

			if (!neigh_select(&s->np, &m, nlstore_at(&s->msgs, off), true))
				continue;
			if (nlflush_add(&fl, m.nlh, RTM_DELNEIGH) < 0) {
				perror("Failed to send flush request");
				fprintf(stderr, "Flush terminated\n");
				return IP_FATAL | 1;
			}
			if (s->ctx->o.stats >= 2)
				neigh_print(&s->np, &m);
		}
		if (fl.count == 0) {
			if (s->ctx->o.stats) {
				if (round == 0)
					printf("Nothing to flush.\n");
				else
					printf("*** Flush is complete after %d round%s ***\n",
					       round, round > 1 ? "s" : "");
			}
			fflush(stdout);
			return 0;
		}
		round++;
		if (nlflush_send(&fl) < 0) {
			perror("Failed to send flush request");
			return IP_FATAL | 1;
		}
		if (s->ctx->o.stats) {
			printf("\n*** Round %d, deleting %u entries ***\n", round, fl.count);
			fflush(stdout);
		}
		f->state &= ~NUD_FAILED;
	}
	printf("*** Flush not complete bailing out after %d rounds\n", FLUSH_ROUNDS);
	return 1;
}

static int neigh_show(struct ipctx *ctx, const struct verb *v, int argc,
		      char **argv)
{
	bool flush = v->mode;
	struct nshow s;
	struct neigh_filter *f;
	struct msgbuf b;
	size_t off;
	int st;

	memset(&s, 0, sizeof(s));
	s.ctx = ctx;
	s.flush = flush;
	neigh_printer_init(&s.np, ctx, ctx->out);
	f = &s.np.f;
	f->family = ctx->o.family;
	if (flush) {
		if (argc <= 0) {
			fprintf(stderr, "Flush requires arguments.\n");
			st = 1;
			goto out;
		}
		f->state = ~(unsigned int)(NUD_PERMANENT | NUD_NOARP);
	} else {
		f->state = 0xff & ~NUD_NOARP;
	}
	st = show_parse(&s, argc, argv);
	if (st)
		goto out;
	if (s.dev) {
		f->index = lc_name2index(ctx->lc, s.dev);
		if (!f->index) {
			fprintf(stderr, "Cannot find device \"%s\"\n", s.dev);
			st = 1;
			goto out;
		}
	}
	nl_wait(ctx->nl, 0);
	if (flush) {
		st = neigh_flush(&s);
		goto out;
	}
	if (nl_dump(ctx->nl, dump_req(&b, f), nlstore_cb, &s.msgs, 0) < 0) {
		fprintf(stderr, "Dump terminated\n");
		st = IP_FATAL | 1;
		goto out;
	}
	lc_name_devices(ctx->lc, &s.msgs, neigh_dev);
	out_begin(ctx->out);
	nlstore_for_each(&s.msgs, off) {
		struct neigh_msg m;

		if (neigh_select(&s.np, &m, nlstore_at(&s.msgs, off), false))
			neigh_print(&s.np, &m);
	}
	out_end(ctx->out);
	fflush(stdout);
out:
	nlstore_free(&s.msgs);
	neigh_printer_free(&s.np);
	return st;
}

/* ------------------------------------------------------------------ */
/* get */

static const struct opt get_opts[] = {
	{ "dev", REQ(dev), OPT_EXACT | OPT_OBJ, &opt_word },
	{ "proxy", REQ(dst), OPT_OBJ, &neigh_proxy },
	{ 0 }
};

static int get_finish(struct opt_parse *st)
{
	const struct neigh_req *r = st->obj;
	int err = req_check(st, "Device and address are required arguments.\n", 1);

	if (err)
		return err;
	msg_put(st->m, NDA_DST, r->dst.data, r->dst.len);
	return req_dev(st);
}

static const struct opt_set get_set = {
	.name = "neigh",
	.opts = get_opts,
	.maxattr = NDA_MAX,
	.finish = get_finish,
	.other = get_dst,
	.loop = OPT_LOOP_NO_HELP,
};

static int neigh_get(struct ipctx *ctx, const struct verb *v, int argc,
		     char **argv)
{
	struct neigh_req r = { 0 };
	struct opt_parse p;
	struct msgbuf b;
	struct ndmsg *ndm;
	struct nlmsghdr *answer = NULL;
	int st;

	(void)v;
	msgbuf_init(&b, RTM_GETNEIGH, 0);
	ndm = msg_extra(&b.m, sizeof(*ndm));
	ndm->ndm_family = (unsigned char)ctx->o.family;
	st = opt_run(&p, ctx, &get_set, &b.m, &r, argc, argv);
	if (st)
		return st;
	if (nl_talk(ctx->nl, b.m.n, nlstore_first_cb, &answer, 0)) {
		free(answer);
		return 2;
	}
	st = 0;
	if (answer) {
		/* iproute2 prints the answer as text, whatever -j says */
		struct out_opts oo = { .oneline = ctx->o.oneline, .color = ctx->o.color };
		struct out *o = out_new(stdout, &oo);
		struct neigh_printer np;
		struct neigh_msg m;

		neigh_printer_init(&np, ctx, o ? o : ctx->out);
		if (neigh_select(&np, &m, answer, false))
			neigh_print(&np, &m);
		neigh_printer_free(&np);
		out_free(o);
		free(answer);
	}
	return st;
}

static const struct verb neigh_verbs[] = {
	{ "add", neigh_modify, RTM_NEWNEIGH, NLM_F_CREATE | NLM_F_EXCL },
	{ "change", neigh_modify, RTM_NEWNEIGH, NLM_F_REPLACE },
	{ "chg", neigh_modify, RTM_NEWNEIGH, NLM_F_REPLACE, .exact = true },
	{ "replace", neigh_modify, RTM_NEWNEIGH, NLM_F_CREATE | NLM_F_REPLACE },
	{ "delete", neigh_modify, RTM_DELNEIGH, 0 },
	{ "get", neigh_get },
	{ "show", neigh_show },
	{ "lst", neigh_show },
	{ "list", neigh_show },
	{ "flush", neigh_show, .mode = true },
	{ "help", .usage = neigh_usage },
	{ 0 }
};

const struct verb_set ipneigh_verbs = {
	.obj = "neigh",
	.none = &(const struct verb){ "show", neigh_show },
	.verbs = neigh_verbs,
};
