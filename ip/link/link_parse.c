// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_parse.c - the words of "ip link add|set|change|replace|delete" as
 * one table (iproute2 6.1's order: it decides what an abbreviation
 * means), the finish that names the device, and "type KIND ARGS" with a
 * veth-style peer.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <net/if.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>
#include <linux/veth.h>

#include "args.h"
#include "ipctx.h"
#include "iplink_xdp.h"
#include "link.h"
#include "link/kind/kind.h"
#include "linkcache.h"
#include "msg.h"
#include "names.h"
#include "netns.h"
#include "opt.h"

#ifndef IFALIASZ
#define IFALIASZ 256
#endif

/* What the rows leave for the finish. */
struct link_parse {
	struct ifinfomsg *ifi;		/* the request's, or a peer's */
	struct link_args *a;
	const char *name, *dev, *link, *peer_type;
	bool move_netns, netns_set;
	int32_t link_netnsid;		/* -1: none */
	int index, addr_len;
	int rest;			/* the words after "type KIND" */
	char **restv;
};

/* An interface flag: up/down (bare), or FLAG on|off; "inverted" flags
 * (arp, trailers) are set when the answer is off, and down is up off. */
struct link_flag {
	unsigned int flag;
	bool inverted;
};
#define LINK_FLAG(f, inv) ((const void *)&(const struct link_flag){ (f), (inv) })

static void set_flag(struct ifinfomsg *ifi, unsigned int flag, bool on)
{
	ifi->ifi_change |= flag;
	if (on)
		ifi->ifi_flags |= flag;
	else
		ifi->ifi_flags &= ~flag;
}

static int updown_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	const struct link_flag *d = o->data;
	struct link_parse *lp = st->obj;

	(void)argc;
	(void)argv;
	set_flag(lp->ifi, d->flag, !d->inverted);
	return 0;
}

static int ifflag_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	const struct link_flag *d = o->data;
	struct link_parse *lp = st->obj;
	int on = parse_on_off_exact(argv[1]);

	(void)argc;
	if (on < 0)
		return -err_on_off(o->kw, argv[1]);
	set_flag(lp->ifi, d->flag, on != d->inverted);
	return 1;
}

static int name_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct link_parse *lp = st->obj;

	(void)o;
	(void)argc;
	if (lp->name)
		return -err_duparg("name", argv[1]);
	if (check_ifname(argv[1]))
		return -err_invarg("\"name\" not a valid ifname", argv[1]);
	lp->name = argv[1];
	if (!lp->dev)
		lp->dev = lp->name;
	return 1;
}

static int index_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	struct link_parse *lp = st->obj;

	(void)o;
	(void)argc;
	if (lp->index)
		return -err_duparg("index", argv[1]);
	lp->index = atoi(argv[1]);
	if (lp->index <= 0)
		return -err_invarg("Invalid \"index\" value", argv[1]);
	return 1;
}

static int lladdr_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	struct link_parse *lp = st->obj;
	uint8_t abuf[33] = { 0 };
	int len = parse_lladdr(abuf, sizeof(abuf) - 1, argv[1]);

	(void)argc;
	if (len < 0)
		return -1;
	if (o->attr == IFLA_ADDRESS)
		lp->addr_len = len;
	msg_put(st->m, o->attr, abuf, (size_t)len);
	return 1;
}

/* link-netns NAME (data set) or link-netnsid ID: the peer's namespace
 * as an nsid of ours; a named namespace without one is given one */
static int netnsid_parse(struct opt_parse *st, const struct opt *o,
			 int argc, char **argv)
{
	struct link_parse *lp = st->obj;
	struct nl *nl = st->ctx->nl;

	(void)argc;
	if (lp->link_netnsid != -1)
		return -err_duparg("link-netns/link-netnsid", argv[1]);
	if (!o->data) {
		if (get_s32(&lp->link_netnsid, argv[1], 0))
			return -err_invarg("Invalid \"link-netnsid\" value\n", argv[1]);
	} else {
		if (netns_nsid_get(nl, argv[1]) < 0)
			netns_nsid_set(nl, argv[1], -1);
		lp->link_netnsid = netns_nsid_get(nl, argv[1]);
		if (lp->link_netnsid < 0)
			return -err_invarg("Invalid \"link-netns\" value\n", argv[1]);
	}
	msg_put_s32(st->m, IFLA_LINK_NETNSID, lp->link_netnsid);
	return 1;
}

static int netns_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	struct link_parse *lp = st->obj;
	int32_t v = 0;
	int fd;

	(void)o;
	(void)argc;
	if (lp->netns_set)
		return -err_duparg("netns", argv[1]);
	fd = netns_get_fd(argv[1]);
	if (fd >= 0) {
		/* open until the request is answered */
		msg_hold_fd(st->m, fd);
		msg_put_u32(st->m, IFLA_NET_NS_FD, (uint32_t)fd);
	} else if (get_s32(&v, argv[1], 0) == 0) {
		msg_put_u32(st->m, IFLA_NET_NS_PID, (uint32_t)v);
	} else {
		return -err_invarg("Invalid \"netns\" value\n", argv[1]);
	}
	/* as iproute2: a PID of -1 does not count as a first value */
	lp->netns_set = fd >= 0 || v != -1;
	lp->move_netns = true;
	return 1;
}

/* carrier, protodown: any prefix of on|off; a bad word is -EINVAL */
static int onoff_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	int on = parse_on_off(argv[1]);

	(void)argc;
	if (on < 0)
		return -err_one_of_on_off(o->kw, argv[1]);
	msg_put_u8(st->m, o->attr, (uint8_t)on);
	return 1;
}

static int vf_parse(struct opt_parse *st, const struct opt *o, int argc,
		    char **argv)
{
	struct link_parse *lp = st->obj;
	int used = link_vf_parse(st->ctx, argc, argv, st->m, lp->dev);

	(void)o;
	if (used < 0)
		return used;
	/* as iproute2: a name given before no longer counts as the device
	 * for a "dev" word after */
	if (lp->name == lp->dev)
		lp->dev = NULL;
	return used;
}

/* "protodown_reason PREASON {on|off}": one bit of the reasons, with its
 * mask.  Unlike the other on|off words, any prefix of "on" wins here. */
static int pdreason_parse(struct opt_parse *st, const struct opt *o,
			  int argc, char **argv)
{
	struct names t = { 0 };
	struct nlattr *nest;
	uint32_t reason, bit;
	int r;

	(void)o;
	r = protodown_reason_a2n(&t, argv[1], &reason);
	names_free(&t);
	if (r)
		return -err_invarg("invalid protodown reason\n", argv[1]);
	if (argc < 3)
		return -err_incomplete();
	bit = 1u << reason;
	if (!matches(argv[2], "on") && !matches(argv[2], "off"))
		return -err_on_off("protodown_reason", argv[2]);
	nest = msg_nest(st->m, IFLA_PROTO_DOWN_REASON | NLA_F_NESTED);
	msg_put_u32(st->m, IFLA_PROTO_DOWN_REASON_MASK, bit);
	msg_put_u32(st->m, IFLA_PROTO_DOWN_REASON_VALUE,
		    matches(argv[2], "on") ? bit : 0);
	msg_nest_end(st->m, nest);
	return 2;
}

static int master_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	int idx = lc_name2index(st->ctx->lc, argv[1]);

	(void)argc;
	if (!idx)
		return -err_invarg("Device does not exist\n", argv[1]);
	msg_put_u32(st->m, o->attr, (uint32_t)idx);
	return 1;
}

/* a master that must be a VRF */
static int vrf_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	int idx = lc_name2index(st->ctx->lc, argv[1]);
	struct link_q q;

	(void)argc;
	if (!idx || iplink_query(st->ctx, argv[1], &q) || !q.vrf)
		return -err_invarg("Not a valid VRF name\n", argv[1]);
	msg_put_u32(st->m, o->attr, (uint32_t)idx);
	return 1;
}

/* "type KIND": the words after it are the kind's (the finish reads
 * them); a peer's words end here too, and its "type" is a duplicate
 * once they are checked */
static int type_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct link_parse *lp = st->obj;

	(void)o;
	if (lp->a->peer)
		lp->peer_type = argv[1];
	else
		lp->a->kind = argv[1];
	lp->rest = argc - 2;
	lp->restv = argv + 2;
	return argc - 1;
}

static int alias_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	size_t len = strlen(argv[1]);

	(void)argc;
	if (len >= IFALIASZ)
		return -err_invarg("alias too long\n", argv[1]);
	msg_put(st->m, o->attr, argv[1], len);
	return 1;
}

static int group_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	struct link_parse *lp = st->obj;
	uint32_t g;

	(void)argc;
	if (lp->a->group_set)
		return -err_duparg("group", argv[1]);
	if (parse_group(&g, argv[1]))
		return -err_invarg("Invalid \"group\" value\n", argv[1]);
	lp->a->group = g;
	lp->a->group_set = true;
	msg_put_u32(st->m, o->attr, g);
	return 1;
}

/* data: the names, in value order (NULL-terminated); any case for the
 * operstates */
static int name_index(const char *const *names, const char *arg, bool anycase)
{
	int i;

	for (i = 0; names[i]; i++)
		if (anycase ? strcasecmp(names[i], arg) == 0 : is(names[i], arg))
			return i;
	return -1;
}

static const char *const operstates[] = {
	"UNKNOWN", "NOTPRESENT", "DOWN", "LOWERLAYERDOWN",
	"TESTING", "DORMANT", "UP", NULL
};

static const char *const addrgenmodes[] = {
	"eui64", "none", "stable_secret", "random", NULL
};

static int operstate_parse(struct opt_parse *st, const struct opt *o,
			   int argc, char **argv)
{
	int s = name_index(operstates, argv[1], true);

	(void)argc;
	if (s < 0)
		return -err_invarg("Invalid operstate\n", argv[1]);
	msg_put_u8(st->m, o->attr, (uint8_t)s);
	return 1;
}

static int addrgenmode_parse(struct opt_parse *st, const struct opt *o,
			     int argc, char **argv)
{
	int mode = name_index(addrgenmodes, argv[1], false);
	struct nlattr *af, *af6;

	(void)o;
	(void)argc;
	if (mode < 0)
		return -err_invarg("Invalid address generation mode\n", argv[1]);
	af = msg_nest(st->m, IFLA_AF_SPEC);
	af6 = msg_nest(st->m, AF_INET6);
	msg_put_u8(st->m, IFLA_INET6_ADDR_GEN_MODE, (uint8_t)mode);
	msg_nest_end(st->m, af6);
	msg_nest_end(st->m, af);
	return 1;
}

/* xdp, xdpgeneric, xdpdrv, xdpoffload: the program is loaded here */
static int xdp_word_parse(struct opt_parse *st, const struct opt *o,
			  int argc, char **argv)
{
	struct link_parse *lp = st->obj;
	struct xdp_set x;
	char **at = argv;
	int n = argc, r;

	(void)o;
	r = xdp_parse(st->ctx, &n, &at, lp->dev, &x);
	if (r)
		return -r;
	xdp_put(st->m, &x);
	return (int)(at - argv);
}

int link_dev_word(int argc, char **argv, bool taken, const char **dev)
{
	int used = 0;

	if (matches(argv[0], "help"))
		return -iplink_usage();
	if (is(argv[0], "dev")) {
		if (argc < 2)
			return -err_incomplete();
		used = 1;
	}
	if (taken)
		return -err_duparg2("dev", argv[used]);
	if (check_altifname(argv[used]))
		return -err_invarg("\"dev\" not a valid ifname", argv[used]);
	*dev = argv[used];
	return used;
}

/* Any other word names the device: a second one is a duplicate unless
 * the one before was "name" */
static int dev_parse(struct opt_parse *st, int argc, char **argv)
{
	struct link_parse *lp = st->obj;

	return link_dev_word(argc, argv, lp->dev != lp->name, &lp->dev);
}

#define H(name, fn, n) \
	static const struct opt_handler name = { .parse = fn, .nargs = n }
H(l_updown, updown_parse, 0);
H(l_ifflag, ifflag_parse, 1);
H(l_name, name_parse, 1);
H(l_index, index_parse, 1);
H(l_lladdr, lladdr_parse, 1);
H(l_netnsid, netnsid_parse, 1);
H(l_netns, netns_parse, 1);
H(l_onoff, onoff_parse, 1);
H(l_vf, vf_parse, 0);
H(l_pdreason, pdreason_parse, 1);
H(l_master, master_parse, 1);
H(l_vrf, vrf_parse, 1);
H(l_type, type_parse, 1);
H(l_alias, alias_parse, 1);
H(l_group, group_parse, 1);
H(l_operstate, operstate_parse, 1);
H(l_addrgenmode, addrgenmode_parse, 1);
H(l_xdp, xdp_word_parse, 0);
#undef H

/* a signed value given once, with its own message */
#define ONCE_S32(kw) OPT_ONCE(opt_s32, OPT_NUM(.err = "Invalid \"" kw "\" value\n"))

static const struct opt_name linkmodes[] = {
	{ "default", 0 }, { "dormant", 1 }, { NULL, 0 }
};

/* In iproute2's order ("n" is nomaster, before numtxqueues). */
static const struct opt link_opts[] = {
	{ "up", 0, OPT_EXACT, &l_updown, LINK_FLAG(IFF_UP, false) },
	{ "down", 0, OPT_EXACT, &l_updown, LINK_FLAG(IFF_UP, true) },
	{ "name", 0, OPT_EXACT, &l_name },
	{ "index", 0, OPT_EXACT, &l_index },
	{ "link", offsetof(struct link_parse, link), OPT_OBJ, &opt_word },
	{ "address", IFLA_ADDRESS, 0, &l_lladdr },
	{ "broadcast", IFLA_BROADCAST, 0, &l_lladdr, .alias = "=brd" },
	{ "link-netns", 0, 0, &l_netnsid, "by name" },
	{ "link-netnsid", 0, 0, &l_netnsid },
	{ "nomaster", IFLA_MASTER, 0, &opt_flag32, OPT_FLAGVAL(0) },
	{ "txqueuelen", IFLA_TXQLEN, 0, &opt_once, ONCE_S32("txqueuelen"),
	  .alias = "=qlen txqlen" },
	{ "mtu", IFLA_MTU, OPT_EXACT, &opt_once, ONCE_S32("mtu") },
	{ "numtxqueues", IFLA_NUM_TX_QUEUES, 0, &opt_once, ONCE_S32("numtxqueues") },
	{ "numrxqueues", IFLA_NUM_RX_QUEUES, 0, &opt_once, ONCE_S32("numrxqueues") },
	{ "gso_max_size", IFLA_GSO_MAX_SIZE, OPT_EXACT, &opt_u32,
	  OPT_NUM(.err = "Invalid \"gso_max_size\" value\n") },
	{ "gso_max_segs", IFLA_GSO_MAX_SEGS, OPT_EXACT, &opt_u32,
	  OPT_NUM(.max = 65535, .err = "Invalid \"gso_max_segs\" value\n") },
	{ "gro_max_size", IFLA_GRO_MAX_SIZE, OPT_EXACT, &opt_u32,
	  OPT_NUM(.err = "Invalid \"gro_max_size\" value\n") },
	{ "netns", 0, OPT_EXACT, &l_netns },
	{ "multicast", 0, OPT_EXACT, &l_ifflag, LINK_FLAG(IFF_MULTICAST, false) },
	{ "allmulticast", 0, OPT_EXACT, &l_ifflag, LINK_FLAG(IFF_ALLMULTI, false) },
	{ "promisc", 0, OPT_EXACT, &l_ifflag, LINK_FLAG(IFF_PROMISC, false) },
	{ "trailers", 0, OPT_EXACT, &l_ifflag, LINK_FLAG(IFF_NOTRAILERS, true) },
	{ "arp", 0, OPT_EXACT, &l_ifflag, LINK_FLAG(IFF_NOARP, true) },
	{ "dynamic", 0, 0, &l_ifflag, LINK_FLAG(IFF_DYNAMIC, false) },
	{ "carrier", IFLA_CARRIER, OPT_EXACT, &l_onoff },
	{ "protodown", IFLA_PROTO_DOWN, OPT_EXACT, &l_onoff },
	{ "vf", 0, OPT_EXACT, &l_vf },
	{ "protodown_reason", 0, OPT_EXACT, &l_pdreason },
	{ "master", IFLA_MASTER, 0, &l_master },
	{ "vrf", IFLA_MASTER, OPT_EXACT, &l_vrf },
	{ "type", 0, 0, &l_type },
	{ "alias", IFLA_IFALIAS, 0, &l_alias },
	{ "group", IFLA_GROUP, OPT_EXACT, &l_group },
	{ "mode", IFLA_LINKMODE, OPT_EXACT, &opt_enum,
	  OPT_ENUM(.names = linkmodes, .size = 1, .err = "Invalid link mode\n") },
	{ "state", IFLA_OPERSTATE, OPT_EXACT, &l_operstate },
	{ "addrgenmode", 0, 0, &l_addrgenmode },
	{ "xdp", 0, OPT_EXACT, &l_xdp, .alias = "=xdpgeneric =xdpdrv =xdpoffload" },
	{ "parentdev", IFLA_PARENT_DEV_NAME, OPT_EXACT, &opt_string },
	{ 0 }
};

/* "peer [name] NAME [link options]" of a kind whose data is a peer device
 * (veth, vxcan): a nested ifinfomsg in VETH_INFO_PEER, read by this
 * parser with the link request's bound, as iproute2 reads it. */
static int peer_parse(struct ipctx *ctx, const struct link_kind *k, int argc,
		      char **argv, struct msg *m, bool create)
{
	struct link_args a = { .peer = true };
	struct ifinfomsg *ifi;
	struct nlattr *peer;
	size_t bound;
	int r;

	if (strcmp(argv[0], "peer") != 0) {
		k->set.usage(stderr);
		return OPT_EFAIL;
	}
	peer = msg_nest(m, VETH_INFO_PEER);
	if (!peer) {
		/* The request is full (iproute2 6.1 writes past its buffer
		 * here and dies): the peer's words are still read, for their
		 * errors, into a request of their own that is not sent, and
		 * the device goes without them. */
		struct msgbuf *scratch = malloc(sizeof(*scratch));

		if (!scratch)
			return OPT_EFAIL;
		/* read as the request's own peer ("add" or "set") */
		msgbuf_init(scratch, RTM_NEWLINK, create ? NLM_F_CREATE : 0);
		ifi = msg_extra(&scratch->m, sizeof(*ifi));
		msg_set_bound(&scratch->m, LINK_BOUND);
		r = iplink_parse(ctx, argc - 1, argv + 1, &scratch->m, ifi, &a);
		msg_release(&scratch->m);
		free(scratch);
		return r;
	}
	ifi = msg_extra(m, sizeof(*ifi));
	if (!ifi)
		return OPT_EFAIL;
	bound = msg_set_bound(m, LINK_BOUND);
	r = iplink_parse(ctx, argc - 1, argv + 1, m, ifi, &a);
	msg_set_bound(m, bound);
	if (r)
		return r;
	msg_nest_end(m, peer);
	return 0;
}

/* IFLA_LINKINFO: the kind, and its data parsed by the kind's table.  As
 * iproute2: a kind it knows gets a data nest whenever words follow, an
 * unknown one takes no words. */
static int put_kind(struct ipctx *ctx, struct msg *m, const char *type,
		    int argc, char **argv, const char *dev)
{
	const struct link_kind *k = kind_find(type);
	const char *us = strchr(type, '_');
	bool slave = us && is(us, "_slave");
	struct nlattr *info, *data;
	int st;

	info = msg_nest(m, IFLA_LINKINFO);
	msg_put(m, IFLA_INFO_KIND, type, strlen(type));
	if (k && argc) {
		data = msg_nest(m, slave ? IFLA_INFO_SLAVE_DATA : IFLA_INFO_DATA);
		if (k->peer) {
			size_t bound = msg_set_bound(m, KIND_BOUND);

			st = peer_parse(ctx, k, argc, argv, m,
					m->n->nlmsg_flags & NLM_F_CREATE);
			msg_set_bound(m, bound);
		} else {
			st = kind_parse(ctx, k, argc, argv, m,
					m->n->nlmsg_flags & NLM_F_CREATE, dev);
		}
		if (st)
			return st;
		msg_nest_end(m, data);
	} else if (argc) {
		if (matches(*argv, "help"))
			return iplink_usage();
		fprintf(stderr, "Garbage instead of arguments \"%s ...\". Try \"ip link help\".\n",
			*argv);
		return 1;
	}
	msg_nest_end(m, info);
	return 0;
}

/* The checks of a change ("set"): the device by name or index. */
static int finish_change(struct ipctx *ctx, struct link_parse *lp,
			 struct msg *m)
{
	struct ifinfomsg *ifi = lp->ifi;
	const char *dev = lp->dev;

	if (!dev) {
		fprintf(stderr, "Not enough information: \"dev\" argument is required.\n");
		return IP_EARG;
	}
	lp->a->dev = dev;
	if (strlen(dev) >= ALTIFNAMSIZ) {
		/* no device has such a name: the look-up iproute2 makes
		 * here fails (and says so when the name does not even fit
		 * its request) */
		lc_name2index(ctx->lc, dev);
		return iplink_nodev(dev);
	}
	if (lp->name != dev || lp->move_netns || lp->link_netnsid != -1 ||
	    lp->a->peer) {
		/* a rename needs the index; so does a move, where the
		 * kernel would take IFLA_IFNAME for the name in the new
		 * namespace; and a link-netnsid, which the kernel checks
		 * before it looks for the device; a veth peer in "set" is
		 * named by index, as iproute2 looks it up (a missing one:
		 * "Cannot find device") */
		ifi->ifi_index = lc_name2index(ctx->lc, dev);
		if (!ifi->ifi_index)
			return iplink_nodev(dev);
	}
	if (lp->name == dev)
		lp->name = NULL;
	if (lp->index)
		msg_put_u32(m, IFLA_NEW_IFINDEX, (uint32_t)lp->index);
	return 0;
}

/* The checks of a creation ("add"): the lower device, the index. */
static int finish_create(struct ipctx *ctx, struct link_parse *lp,
			 struct msg *m)
{
	if (lp->name != lp->dev) {
		fprintf(stderr, "both \"name\" and \"dev\" cannot be used when creating devices.\n");
		return IP_EARG;
	}
	if (lp->link) {
		int idx = lc_name2index(ctx->lc, lp->link);

		if (!idx)
			return iplink_nodev(lp->link);
		msg_put_u32(m, IFLA_LINK, (uint32_t)idx);
	}
	lp->ifi->ifi_index = lp->index;
	return 0;
}

/* After the last word: what a name, a group or an index means, the
 * checks iproute2 makes before it sends, then the kind. */
static int link_finish(struct opt_parse *st)
{
	struct link_parse *lp = st->obj;
	struct ipctx *ctx = st->ctx;
	struct link_args *a = lp->a;
	bool by_name = false;
	int r;

	if (!lp->name)
		lp->name = lp->dev;
	else if (!lp->dev)
		lp->dev = lp->name;
	else if (is(lp->name, lp->dev))
		lp->name = lp->dev;

	if (lp->dev && lp->addr_len && !st->create) {
		struct link_q q;

		if (iplink_query(ctx, lp->dev, &q) == 0 && q.addr_len >= 0 &&
		    q.addr_len != lp->addr_len) {
			fprintf(stderr, "Invalid address length %d - must be %d bytes\n",
				lp->addr_len, q.addr_len);
			return 1;
		}
	}
	if (lp->index && !st->create && !lp->move_netns) {
		fprintf(stderr, "index can be used only when creating devices or when moving device to another netns.\n");
		return IP_EARG;
	}
	if (a->group_set && !lp->dev) {
		if (lp->rest) {
			fprintf(stderr, "Garbage instead of arguments \"%s ...\". Try \"ip link help\".\n",
				*lp->restv);
			return IP_EARG;
		}
		if (st->create) {
			fprintf(stderr, "group cannot be used when creating devices.\n");
			return IP_EARG;
		}
		a->kind = NULL;
		return 0;
	}
	r = st->create ? finish_create(ctx, lp, st->m) : finish_change(ctx, lp, st->m);
	if (r)
		return r;
	by_name = !st->create && !lp->ifi->ifi_index;
	a->name = lp->name;
	a->link = lp->link;
	if (lp->name)
		msg_put_strz(st->m, IFLA_IFNAME, lp->name);
	if (lp->peer_type)
		return err_duparg("type", lp->peer_type);

	if (a->kind) {
		/* iproute2 finds the device before it reads the kind's
		 * arguments: a missing device wins over their errors */
		if (!st->create && lp->rest && !lp->ifi->ifi_index && a->dev &&
		    !lc_name2index(ctx->lc, a->dev))
			return iplink_nodev(a->dev);
		r = put_kind(ctx, st->m, a->kind, lp->rest, lp->restv,
			     st->create ? NULL : a->dev);
		if (r)
			return r;
	} else if (st->create && !a->peer) {
		fprintf(stderr, "Not enough information: \"type\" argument is required\n");
		return 1;
	}
	/* iproute2 names the device by index, in the header: its name goes
	 * first and outside the bound, so the rest has iproute2's room */
	if (by_name)
		msg_insert(st->m, (size_t)((char *)(lp->ifi + 1) - (char *)st->m->n),
			   iplink_name_attr(lp->dev), lp->dev, strlen(lp->dev) + 1);
	return 0;
}

static const struct opt_set link_set = {
	.name = "link",
	.opts = link_opts,
	.other = dev_parse,
	.finish = link_finish,
	.loop = OPT_LOOP_NO_HELP,
};

int iplink_parse(struct ipctx *ctx, int argc, char **argv, struct msg *m,
		 struct ifinfomsg *ifi, struct link_args *a)
{
	struct link_parse lp = { .ifi = ifi, .a = a, .link_netnsid = -1 };
	struct opt_parse p;

	return opt_run(&p, ctx, &link_set, m, &lp, argc, argv);
}
