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

/* ------------------------------------------------------------------ */
/* add, change, replace, delete */

static int neigh_modify(struct ipctx *ctx, const struct verb *v, int argc,
			char **argv)
{
	uint16_t cmd = v->cmd, flags = v->flags;
	struct msgbuf b;
	struct ndmsg *ndm;
	struct inet_prefix dst;
	struct rtnames protos = { 0 };
	const char *dev = NULL, *lla = NULL;
	bool dst_ok = false, dev_ok = false;
	uint32_t ext_flags = 0;
	int st = 0;

	msgbuf_init(&b, cmd, flags);
	msg_set_bound(&b.m, NEIGH_BOUND);
	ndm = msg_extra(&b.m, sizeof(*ndm));
	ndm->ndm_family = (unsigned char)ctx->o.family;
	ndm->ndm_state = NUD_PERMANENT;
	memset(&dst, 0, sizeof(dst));

	for (; argc > 0 && !st; argc--, argv++) {
		const char *w = *argv;

		if (matches(w, "lladdr")) {
			if (argc <= 1)
				goto incomplete;
			argc--, argv++;
			if (lla)
				st = err_duparg("lladdr", *argv);
			lla = *argv;
		} else if (is(w, "nud")) {
			unsigned int state;

			if (argc <= 1)
				goto incomplete;
			argc--, argv++;
			if (nud_a2n(&state, *argv))
				st = err_invarg("nud state is bad", *argv);
			ndm->ndm_state = (uint16_t)state;
		} else if (matches(w, "proxy")) {
			if (argc <= 1)
				goto incomplete;
			argc--, argv++;
			if (matches(*argv, "help"))
				st = neigh_usage();
			else if (dst_ok)
				st = err_duparg("address", *argv);
			else
				st = addr_get(&dst, *argv, ctx->o.family);
			dst_ok = dev_ok = true;
			ndm->ndm_flags |= NTF_PROXY;
		} else if (is(w, "router")) {
			ndm->ndm_flags |= NTF_ROUTER;
		} else if (is(w, "use")) {
			ndm->ndm_flags |= NTF_USE;
		} else if (is(w, "managed")) {
			ext_flags |= NTF_EXT_MANAGED;
			ndm->ndm_state = NUD_NONE;
		} else if (matches(w, "extern_learn")) {
			ndm->ndm_flags |= NTF_EXT_LEARNED;
		} else if (is(w, "dev")) {
			if (argc <= 1)
				goto incomplete;
			argc--, argv++;
			dev = *argv;
			dev_ok = true;
		} else if (matches(w, "protocol")) {
			uint32_t proto;

			if (argc <= 1)
				goto incomplete;
			argc--, argv++;
			if (rt_proto_a2n(&protos, *argv, &proto))
				st = err_invarg("\"protocol\" value is invalid\n", *argv);
			else if (msg_put_u8(&b.m, NDA_PROTOCOL, (uint8_t)proto))
				st = 1;
		} else {
			if (is(w, "to")) {
				if (argc <= 1)
					goto incomplete;
				argc--, argv++;
			}
			/* iproute2 takes the word after "help" as the address */
			if (matches(*argv, "help")) {
				if (argc <= 1)
					goto incomplete;
				argc--, argv++;
			}
			if (dst_ok)
				st = err_duparg2("to", *argv);
			else
				st = addr_get(&dst, *argv, ctx->o.family);
			dst_ok = true;
		}
	}
	rtnames_free(&protos);
	if (st)
		return st;
	if (!dev_ok || !dst_ok || dst.family == AF_UNSPEC) {
		fprintf(stderr, "Device and destination are required arguments.\n");
		return IP_EARG;
	}
	ndm->ndm_family = (unsigned char)dst.family;
	if (msg_put(&b.m, NDA_DST, dst.data, dst.len))
		return 1;
	if (ext_flags && msg_put_u32(&b.m, NDA_FLAGS_EXT, ext_flags))
		return 1;
	if (lla && !is(lla, "null")) {
		uint8_t ll[21] = { 0 };
		int l = parse_lladdr(ll, 20, lla);

		if (l < 0 || msg_put(&b.m, NDA_LLADDR, ll, (size_t)l))
			return 1;
	}
	if (dev) {
		ndm->ndm_ifindex = lc_name2index(ctx->lc, dev);
		if (!ndm->ndm_ifindex) {
			fprintf(stderr, "Cannot find device \"%s\"\n", dev);
			return 1;
		}
	}
	if (nl_talk(ctx->nl, b.m.n, NULL, NULL, 0))
		return IP_FATAL | 2;
	return 0;
incomplete:
	rtnames_free(&protos);
	return err_incomplete();
}

/* ------------------------------------------------------------------ */
/* show, flush */

struct nshow {
	struct ipctx *ctx;
	struct neigh_printer np;
	struct nlstore msgs;
};

static int show_parse(struct nshow *s, int argc, char **argv, bool flush,
		      const char **dev)
{
	struct neigh_filter *f = &s->np.f;
	bool state_given = false;
	int st;

	*dev = NULL;
	for (; argc > 0; argc--, argv++) {
		const char *w = *argv;

		if (is(w, "dev")) {
			NEXT_ARG();
			if (*dev)
				return err_duparg("dev", *argv);
			*dev = *argv;
		} else if (is(w, "master") || is(w, "vrf")) {
			NEXT_ARG();
			st = ip_master_filter(s->ctx, is(w, "vrf"), *argv, &f->master);
			if (st)
				return st;
		} else if (is(w, "nomaster")) {
			f->master = -1;
		} else if (is(w, "unused")) {
			f->unused_only = true;
		} else if (is(w, "nud")) {
			unsigned int state;

			NEXT_ARG();
			if (!state_given) {
				state_given = true;
				f->state = 0;
			}
			if (nud_a2n(&state, *argv)) {
				if (!is(*argv, "all"))
					return err_invarg("nud state is bad", *argv);
				state = ~0u;
				if (flush)
					state &= ~NUD_NOARP;
			}
			if (state == 0)
				state = 0x100;
			f->state |= state;
		} else if (is(w, "proxy")) {
			f->ndm_flags = NTF_PROXY;
		} else if (matches(w, "protocol")) {
			uint32_t prot;

			NEXT_ARG();
			if (rt_proto_a2n(&s->np.protos, *argv, &prot)) {
				if (!is(*argv, "all"))
					return err_invarg("invalid \"protocol\"\n", *argv);
				prot = 0;
			}
			f->protocol = prot;
		} else {
			if (is(w, "to"))
				NEXT_ARG();
			if (matches(*argv, "help"))
				return neigh_usage();
			st = addr_get_prefix(&f->pfx, *argv, f->family);
			if (st)
				return st;
			if (f->family == AF_UNSPEC)
				f->family = f->pfx.family;
		}
	}
	return 0;
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
	const char *dev;
	struct msgbuf b;
	size_t off;
	int st;

	memset(&s, 0, sizeof(s));
	s.ctx = ctx;
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
	st = show_parse(&s, argc, argv, flush, &dev);
	if (st)
		goto out;
	if (dev) {
		f->index = lc_name2index(ctx->lc, dev);
		if (!f->index) {
			fprintf(stderr, "Cannot find device \"%s\"\n", dev);
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

static int neigh_get(struct ipctx *ctx, const struct verb *v, int argc,
		     char **argv)
{
	struct msgbuf b;
	struct ndmsg *ndm;
	struct inet_prefix dst;
	struct nlmsghdr *answer = NULL;
	const char *d = NULL;
	bool dst_ok = false, dev_ok = false;
	int st;

	(void)v;
	msgbuf_init(&b, RTM_GETNEIGH, 0);
	ndm = msg_extra(&b.m, sizeof(*ndm));
	ndm->ndm_family = (unsigned char)ctx->o.family;
	memset(&dst, 0, sizeof(dst));
	for (; argc > 0; argc--, argv++) {
		if (is(*argv, "dev")) {
			NEXT_ARG();
			d = *argv;
			dev_ok = true;
		} else if (matches(*argv, "proxy")) {
			NEXT_ARG();
			if (matches(*argv, "help"))
				return neigh_usage();
			if (dst_ok)
				return err_duparg("address", *argv);
			st = addr_get(&dst, *argv, ctx->o.family);
			if (st)
				return st;
			dst_ok = dev_ok = true;
			ndm->ndm_flags |= NTF_PROXY;
		} else {
			if (is(*argv, "to"))
				NEXT_ARG();
			if (matches(*argv, "help"))
				return neigh_usage();
			if (dst_ok)
				return err_duparg2("to", *argv);
			st = addr_get(&dst, *argv, ctx->o.family);
			if (st)
				return st;
			dst_ok = true;
		}
	}
	if (!dev_ok || !dst_ok || dst.family == AF_UNSPEC) {
		fprintf(stderr, "Device and address are required arguments.\n");
		return 1;
	}
	ndm->ndm_family = (unsigned char)dst.family;
	msg_put(&b.m, NDA_DST, dst.data, dst.len);
	if (d) {
		ndm->ndm_ifindex = lc_name2index(ctx->lc, d);
		if (!ndm->ndm_ifindex) {
			fprintf(stderr, "Cannot find device \"%s\"\n", d);
			return 1;
		}
	}
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
