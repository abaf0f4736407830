// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * iplink.c - "ip link": generic link attributes and add/set/delete (the
 * requests' road: ip/link/link_submit.c; the usage: ip/link/link_usage.c).
 *
 * Devices are addressed by IFLA_IFNAME: the kernel has a name hash, so no
 * look-up precedes a request.  Names are resolved in user space only for
 * references (master, link) and for a rename, through the link cache.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include <net/if.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>
#include <linux/veth.h>

#include "args.h"
#include "ip.h"
#include "verb.h"
#include "attr.h"
#include "ipctx.h"
#include "link.h"
#include "iplink_xdp.h"
#include "link/kind/kind.h"
#include "link_print.h"
#include "linkcache.h"
#include "msg.h"
#include "names.h"
#include "netns.h"
#include "nl.h"

#ifndef IFALIASZ
#define IFALIASZ 256
#endif


/* A flag keyword taking on|off; "inverted" flags (arp, trailers) are set
 * when the answer is off. */
struct flag_kw {
	const char *kw;
	unsigned int flag;
	bool inverted;
	bool prefix;		/* iproute2 accepts abbreviations of it */
};

static const struct flag_kw flag_kws[] = {
	{ "multicast", IFF_MULTICAST, false, false },
	{ "allmulticast", IFF_ALLMULTI, false, false },
	{ "promisc", IFF_PROMISC, false, false },
	{ "trailers", IFF_NOTRAILERS, true, false },
	{ "arp", IFF_NOARP, true, false },
	{ "dynamic", IFF_DYNAMIC, false, true },
	{ NULL, 0, false, false }
};

static const struct flag_kw *find_flag_kw(const char *arg)
{
	const struct flag_kw *f;

	for (f = flag_kws; f->kw; f++)
		if (f->prefix ? matches(arg, f->kw) : is(arg, f->kw))
			return f;
	return NULL;
}

/* A signed 32-bit value keyword with its own "Invalid" message and a
 * duplicate check: txqueuelen, mtu, numtxqueues, numrxqueues... */
struct int_kw {
	const char *kw;
	const char *alt1, *alt2;	/* other spellings */
	bool prefix;
	uint16_t attr;
	bool is_unsigned;		/* get_unsigned, no duplicate check */
	const char *dupname;
	const char *msg;
	unsigned int max;		/* unsigned: the largest, 0 none */
};

static const struct int_kw int_kws[] = {
	{ "txqueuelen", "qlen", "txqlen", true, IFLA_TXQLEN, false, "txqueuelen",
	  "Invalid \"txqueuelen\" value\n" },
	{ "mtu", NULL, NULL, false, IFLA_MTU, false, "mtu", "Invalid \"mtu\" value\n" },
	{ "numtxqueues", NULL, NULL, true, IFLA_NUM_TX_QUEUES, false, "numtxqueues",
	  "Invalid \"numtxqueues\" value\n" },
	{ "numrxqueues", NULL, NULL, true, IFLA_NUM_RX_QUEUES, false, "numrxqueues",
	  "Invalid \"numrxqueues\" value\n" },
	{ "gso_max_size", NULL, NULL, false, IFLA_GSO_MAX_SIZE, true, NULL,
	  "Invalid \"gso_max_size\" value\n" },
	{ "gso_max_segs", NULL, NULL, false, IFLA_GSO_MAX_SEGS, true, NULL,
	  "Invalid \"gso_max_segs\" value\n", 65535 },
	{ "gro_max_size", NULL, NULL, false, IFLA_GRO_MAX_SIZE, true, NULL,
	  "Invalid \"gro_max_size\" value\n" },
	{ NULL, NULL, NULL, false, 0, false, NULL, NULL, 0 }
};

static const struct int_kw *find_int_kw(const char *arg)
{
	const struct int_kw *k;

	for (k = int_kws; k->kw; k++) {
		if (k->prefix ? matches(arg, k->kw) : is(arg, k->kw))
			return k;
		if (k->alt1 && is(arg, k->alt1))
			return k;
		if (k->alt2 && matches(arg, k->alt2))
			return k;
	}
	return NULL;
}

static const char *const operstates[] = {
	"UNKNOWN", "NOTPRESENT", "DOWN", "LOWERLAYERDOWN",
	"TESTING", "DORMANT", "UP", NULL
};

static const char *const addrgenmodes[] = {
	"eui64", "none", "stable_secret", "random", NULL
};

static int name_in(const char *const *names, const char *arg, bool anycase)
{
	int i;

	for (i = 0; names[i]; i++)
		if (anycase ? strcasecmp(names[i], arg) == 0 : is(names[i], arg))
			return i;
	return -1;
}

/* "protodown_reason PREASON {on|off}": one bit of the reasons, with its
 * mask.  Unlike the other on|off words, any prefix of "on" wins here. */
static int put_proto_down_reason(struct msg *m, int *argcp, char ***argvp)
{
	int argc = *argcp;
	char **argv = *argvp;
	struct names t = { 0 };
	struct nlattr *nest;
	uint32_t reason, bit;
	int r;

	NEXT_ARG();
	r = protodown_reason_a2n(&t, *argv, &reason);
	names_free(&t);
	if (r)
		return err_invarg("invalid protodown reason\n", *argv);
	NEXT_ARG();
	bit = 1u << reason;
	if (!matches(*argv, "on") && !matches(*argv, "off"))
		return err_on_off("protodown_reason", *argv);
	nest = msg_nest(m, IFLA_PROTO_DOWN_REASON | NLA_F_NESTED);
	msg_put_u32(m, IFLA_PROTO_DOWN_REASON_MASK, bit);
	msg_put_u32(m, IFLA_PROTO_DOWN_REASON_VALUE,
		    matches(*argv, "on") ? bit : 0);
	msg_nest_end(m, nest);
	*argcp = argc;
	*argvp = argv;
	return 0;
}

/* "peer [name] NAME [link options]" of a kind whose data is a peer device
 * (veth, vxcan): a nested ifinfomsg in VETH_INFO_PEER, read by this
 * parser with the link request's bound, as iproute2 reads it. */
static int peer_parse(struct ipctx *ctx, const struct link_kind *k, int argc,
		      char **argv, struct msg *m, bool create, const char *dev)
{
	struct link_args a = { .peer = true };
	struct ifinfomsg *ifi;
	struct nlattr *peer;
	size_t bound;
	int r;

	(void)dev;
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
					m->n->nlmsg_flags & NLM_F_CREATE, dev);
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

int iplink_parse(struct ipctx *ctx, int argc, char **argv, struct msg *m,
		 struct ifinfomsg *ifi, struct link_args *a)
{
	bool create = m->n->nlmsg_flags & NLM_F_CREATE;
	bool dup_seen[8] = { false };
	const char *name = NULL, *dev = NULL, *link = NULL, *peer_type = NULL;
	bool move_netns = false, netns_set = false, by_name = false;
	int32_t link_netnsid = -1;
	int index = 0, addr_len = 0;
	int st;

	while (argc > 0) {
		const struct flag_kw *fk;
		const struct int_kw *ik;

		if (is(*argv, "up") || is(*argv, "down")) {
			ifi->ifi_change |= IFF_UP;
			if (is(*argv, "up"))
				ifi->ifi_flags |= IFF_UP;
			else
				ifi->ifi_flags &= ~IFF_UP;
		} else if (is(*argv, "name")) {
			NEXT_ARG();
			if (name)
				return err_duparg("name", *argv);
			if (check_ifname(*argv))
				return err_invarg("\"name\" not a valid ifname", *argv);
			name = *argv;
			if (!dev)
				dev = name;
		} else if (is(*argv, "index")) {
			NEXT_ARG();
			if (index)
				return err_duparg("index", *argv);
			index = atoi(*argv);
			if (index <= 0)
				return err_invarg("Invalid \"index\" value", *argv);
		} else if (matches(*argv, "link")) {
			NEXT_ARG();
			link = *argv;
		} else if (matches(*argv, "address") || matches(*argv, "broadcast") ||
			   is(*argv, "brd")) {
			bool isaddr = matches(*argv, "address");
			uint8_t abuf[33] = { 0 };
			int len;

			NEXT_ARG();
			len = parse_lladdr(abuf, sizeof(abuf) - 1, *argv);
			if (len < 0)
				return 1;
			if (isaddr)
				addr_len = len;
			msg_put(m, isaddr ? IFLA_ADDRESS : IFLA_BROADCAST, abuf, (size_t)len);
		} else if (matches(*argv, "link-netns") || matches(*argv, "link-netnsid")) {
			/* the peer's namespace, as an nsid of ours; a named
			 * namespace without one is given one first */
			bool by_name = matches(*argv, "link-netns");

			NEXT_ARG();
			if (link_netnsid != -1)
				return err_duparg("link-netns/link-netnsid", *argv);
			if (by_name) {
				link_netnsid = netns_nsid_get(ctx->nl, *argv);
				if (link_netnsid < 0)
					netns_nsid_set(ctx->nl, *argv, -1);
				link_netnsid = netns_nsid_get(ctx->nl, *argv);
				if (link_netnsid < 0)
					return err_invarg("Invalid \"link-netns\" value\n", *argv);
			} else if (get_s32(&link_netnsid, *argv, 0)) {
				return err_invarg("Invalid \"link-netnsid\" value\n", *argv);
			}
			msg_put_s32(m, IFLA_LINK_NETNSID, link_netnsid);
		} else if (matches(*argv, "nomaster")) {
			/* before numtxqueues: "n" is nomaster */
			msg_put_u32(m, IFLA_MASTER, 0);
		} else if ((ik = find_int_kw(*argv)) != NULL) {
			int slot = (int)(ik - int_kws);

			NEXT_ARG();
			if (ik->is_unsigned) {
				unsigned int v;

				if (get_unsigned(&v, *argv, 0) || (ik->max && v > ik->max))
					return err_invarg(ik->msg, *argv);
				msg_put_u32(m, ik->attr, v);
			} else {
				int32_t v;

				if (dup_seen[slot])
					return err_duparg(ik->dupname, *argv);
				if (get_s32(&v, *argv, 0))
					return err_invarg(ik->msg, *argv);
				dup_seen[slot] = true;
				msg_put_u32(m, ik->attr, (uint32_t)v);
			}
		} else if (is(*argv, "netns")) {
			int32_t v;
			int fd;

			NEXT_ARG();
			if (netns_set)
				return err_duparg("netns", *argv);
			fd = netns_get_fd(*argv);
			if (fd >= 0) {
				/* open until the request is answered */
				msg_hold_fd(m, fd);
				msg_put_u32(m, IFLA_NET_NS_FD, (uint32_t)fd);
			} else if (get_s32(&v, *argv, 0) == 0) {
				msg_put_u32(m, IFLA_NET_NS_PID, (uint32_t)v);
			} else {
				return err_invarg("Invalid \"netns\" value\n", *argv);
			}
			/* as iproute2: a PID of -1 does not count as a first value */
			netns_set = fd >= 0 || v != -1;
			move_netns = true;
		} else if ((fk = find_flag_kw(*argv)) != NULL) {
			int on;

			NEXT_ARG();
			on = parse_on_off_exact(*argv);
			if (on < 0)
				return err_on_off(fk->kw, *argv);
			ifi->ifi_change |= fk->flag;
			if (on != fk->inverted)
				ifi->ifi_flags |= fk->flag;
			else
				ifi->ifi_flags &= ~fk->flag;
		} else if (is(*argv, "carrier") || is(*argv, "protodown")) {
			const char *kw = *argv;
			int on;

			NEXT_ARG();
			on = parse_on_off(*argv);
			if (on < 0)
				return err_one_of_on_off(kw, *argv);
			msg_put_u8(m, is(kw, "carrier") ? IFLA_CARRIER : IFLA_PROTO_DOWN,
				   (uint8_t)on);
		} else if (is(*argv, "vf")) {
			st = link_vf_parse(ctx, argc, argv, m, dev);
			if (st < 0)
				return -st;
			argc -= st;
			argv += st;
			/* as iproute2: a name given before no longer counts
			 * as the device for a "dev" word after */
			if (name == dev)
				dev = NULL;
		} else if (is(*argv, "protodown_reason")) {
			st = put_proto_down_reason(m, &argc, &argv);
			if (st)
				return st;
		} else if (matches(*argv, "master")) {
			int idx;

			NEXT_ARG();
			idx = lc_name2index(ctx->lc, *argv);
			if (!idx)
				return err_invarg("Device does not exist\n", *argv);
			msg_put_u32(m, IFLA_MASTER, (uint32_t)idx);
		} else if (is(*argv, "vrf")) {
			/* a master that must be a VRF */
			struct link_q q;
			int idx;

			NEXT_ARG();
			idx = lc_name2index(ctx->lc, *argv);
			if (!idx || iplink_query(ctx, *argv, &q) || !q.vrf)
				return err_invarg("Not a valid VRF name\n", *argv);
			msg_put_u32(m, IFLA_MASTER, (uint32_t)idx);
		} else if (matches(*argv, "type")) {
			NEXT_ARG();
			/* a peer's words end here too, and its "type" is a
			 * duplicate once they are checked (below) */
			if (a->peer)
				peer_type = *argv;
			else
				a->kind = *argv;
			argc--;
			argv++;
			break;
		} else if (matches(*argv, "alias")) {
			size_t len;

			NEXT_ARG();
			len = strlen(*argv);
			if (len >= IFALIASZ)
				return err_invarg("alias too long\n", *argv);
			msg_put(m, IFLA_IFALIAS, *argv, len);
		} else if (is(*argv, "group")) {
			uint32_t g;

			NEXT_ARG();
			if (a->group_set)
				return err_duparg("group", *argv);
			if (parse_group(&g, *argv))
				return err_invarg("Invalid \"group\" value\n", *argv);
			a->group = g;
			a->group_set = true;
			msg_put_u32(m, IFLA_GROUP, g);
		} else if (is(*argv, "mode")) {
			NEXT_ARG();
			if (is(*argv, "default"))
				msg_put_u8(m, IFLA_LINKMODE, 0 /* default */);
			else if (is(*argv, "dormant"))
				msg_put_u8(m, IFLA_LINKMODE, 1 /* dormant */);
			else
				return err_invarg("Invalid link mode\n", *argv);
		} else if (is(*argv, "state")) {
			int s;

			NEXT_ARG();
			s = name_in(operstates, *argv, true);
			if (s < 0)
				return err_invarg("Invalid operstate\n", *argv);
			msg_put_u8(m, IFLA_OPERSTATE, (uint8_t)s);
		} else if (matches(*argv, "addrgenmode")) {
			struct nlattr *af, *af6;
			int mode;

			NEXT_ARG();
			mode = name_in(addrgenmodes, *argv, false);
			if (mode < 0)
				return err_invarg("Invalid address generation mode\n", *argv);
			af = msg_nest(m, IFLA_AF_SPEC);
			af6 = msg_nest(m, AF_INET6);
			msg_put_u8(m, IFLA_INET6_ADDR_GEN_MODE, (uint8_t)mode);
			msg_nest_end(m, af6);
			msg_nest_end(m, af);
		} else if (xdp_keyword(*argv)) {
			struct xdp_set x;

			st = xdp_parse(ctx, &argc, &argv, dev, &x);
			if (st)
				return st;
			xdp_put(m, &x);
		} else if (is(*argv, "parentdev")) {
			NEXT_ARG();
			msg_put_strz(m, IFLA_PARENT_DEV_NAME, *argv);
		} else {
			if (matches(*argv, "help"))
				return iplink_usage();
			if (is(*argv, "dev"))
				NEXT_ARG();
			if (dev != name)
				return err_duparg2("dev", *argv);
			if (check_altifname(*argv))
				return err_invarg("\"dev\" not a valid ifname", *argv);
			dev = *argv;
		}
		argc--;
		argv++;
	}

	if (!name)
		name = dev;
	else if (!dev)
		dev = name;
	else if (is(name, dev))
		name = dev;

	if (dev && addr_len && !create) {
		struct link_q q;

		if (iplink_query(ctx, dev, &q) == 0 && q.addr_len >= 0 &&
		    q.addr_len != addr_len) {
			fprintf(stderr, "Invalid address length %d - must be %d bytes\n",
				addr_len, q.addr_len);
			return 1;
		}
	}
	if (index && !create && !move_netns) {
		fprintf(stderr, "index can be used only when creating devices or when moving device to another netns.\n");
		return IP_EARG;
	}
	if (a->group_set && !dev) {
		if (argc) {
			fprintf(stderr, "Garbage instead of arguments \"%s ...\". Try \"ip link help\".\n",
				*argv);
			return IP_EARG;
		}
		if (create) {
			fprintf(stderr, "group cannot be used when creating devices.\n");
			return IP_EARG;
		}
		a->kind = NULL;
		return 0;
	}
	if (!create) {
		if (!dev) {
			fprintf(stderr, "Not enough information: \"dev\" argument is required.\n");
			return IP_EARG;
		}
		a->dev = dev;
		if (strlen(dev) >= ALTIFNAMSIZ) {
			/* no device has such a name: the look-up iproute2
			 * makes here fails (and says so when the name does
			 * not even fit its request) */
			lc_name2index(ctx->lc, dev);
			return iplink_nodev(dev);
		}
		if (name != dev || move_netns || link_netnsid != -1 || a->peer) {
			/* a rename needs the index; so does a move, where
			 * the kernel would take IFLA_IFNAME for the name in
			 * the new namespace; and a link-netnsid, which the
			 * kernel checks before it looks for the device; a
			 * veth peer in "set" is named by index, as iproute2
			 * looks it up (a missing one: "Cannot find device") */
			ifi->ifi_index = lc_name2index(ctx->lc, dev);
			if (!ifi->ifi_index)
				return iplink_nodev(dev);
		}
		if (name == dev)
			name = NULL;
		if (index)
			msg_put_u32(m, IFLA_NEW_IFINDEX, (uint32_t)index);
		by_name = !ifi->ifi_index;
	} else {
		if (name != dev) {
			fprintf(stderr, "both \"name\" and \"dev\" cannot be used when creating devices.\n");
			return IP_EARG;
		}
		if (link) {
			int idx = lc_name2index(ctx->lc, link);

			if (!idx)
				return iplink_nodev(link);
			msg_put_u32(m, IFLA_LINK, (uint32_t)idx);
		}
		ifi->ifi_index = index;
	}
	a->name = name;
	a->link = link;
	if (name)
		msg_put_strz(m, IFLA_IFNAME, name);
	if (peer_type)
		return err_duparg("type", peer_type);

	if (a->kind) {
		/* iproute2 finds the device before it reads the kind's
		 * arguments: a missing device wins over their errors */
		if (!create && argc && !ifi->ifi_index && a->dev &&
		    !lc_name2index(ctx->lc, a->dev))
			return iplink_nodev(a->dev);
		st = put_kind(ctx, m, a->kind, argc, argv, create ? NULL : a->dev);
		if (st)
			return st;
	} else if (create && !a->peer) {
		fprintf(stderr, "Not enough information: \"type\" argument is required\n");
		return 1;
	}
	/* iproute2 names the device by index, in the header: its name goes
	 * first and outside the bound, so the rest has iproute2's room */
	if (by_name)
		msg_insert(m, (size_t)((char *)(ifi + 1) - (char *)m->n),
			   iplink_name_attr(dev),
			   dev, strlen(dev) + 1);
	return 0;
}

int iplink_build(struct ipctx *ctx, uint16_t cmd, uint16_t flags, int argc,
		 char **argv, struct msgbuf *b, struct link_args *a)
{
	struct ifinfomsg *ifi;
	int st;

	msgbuf_init(b, cmd, flags);
	msg_set_bound(&b->m, LINK_BOUND);
	ifi = msg_extra(&b->m, sizeof(*ifi));
	ifi->ifi_family = (unsigned char)ctx->o.family;
	st = iplink_parse(ctx, argc, argv, &b->m, ifi, a);
	if (st)
		msg_release(&b->m);
	return st;
}

/* iproute2 looks a device up (RTM_GETLINK) before it changes it, and the
 * kernel answers a GETLINK for one device only after it has run that
 * device's pending link-watch event: carrier changes reach operstate (and
 * NO-CARRIER, a route's linkdown) at once instead of up to a second later.
 * The same look-up goes out just before the change, in the same send: no
 * extra wait, and what a script reads right after "link set up" is what
 * it read with iproute2.  The answer is not needed; returns the
 * submission's sequence number or -errno. */
static int settle_link(struct ipctx *ctx, int index, const char *dev)
{
	struct msgbuf b;

	msgbuf_init(&b, RTM_GETLINK, 0);
	return nl_submit(ctx->nl, iplink_getlink_one(&b.m, AF_UNSPEC, index, dev),
			 NULL, NULL, NULL);
}

/* add / set / change / replace / delete. */
static int iplink_modify(struct ipctx *ctx, const struct verb *v, int argc,
			 char **argv)
{
	uint16_t cmd = v->cmd, flags = v->flags;
	struct msgbuf b;
	const struct ifinfomsg *ifi;
	struct link_args a = { 0 };
	int st;

	st = iplink_build(ctx, cmd, flags, argc, argv, &b, &a);
	if (st)
		return st;
	ifi = NLMSG_DATA(b.m.n);
	if (cmd == RTM_NEWLINK && !(flags & NLM_F_CREATE) && a.dev) {
		st = settle_link(ctx, ifi->ifi_index, a.dev);
		if (st < 0) {
			msg_release(&b.m);
			fprintf(stderr, "Cannot talk to rtnetlink: %s\n", strerror(-st));
			return 2;
		}
	}
	return iplink_submit(ctx, &b.m, a.dev && !ifi->ifi_index ? a.dev : NULL);
}

/* iproute2 ignores afstats' outcome unless it exited */
static int link_afstats(struct ipctx *ctx, const struct verb *v, int argc,
			char **argv)
{
	int st = iplink_afstats(ctx, v, argc, argv);

	return st & IP_FATAL ? st : 0;
}

/* "help KIND": the kind's usage, on standard output */
static int link_help(struct ipctx *ctx, const struct verb *v, int argc,
		     char **argv)
{
	const struct link_kind *k = argc > 0 ? kind_find(argv[0]) : NULL;

	(void)ctx;
	(void)v;
	if (!k || !k->set.usage)
		return iplink_usage();
	k->set.usage(stdout);
	return 0;
}

static const struct verb link_verbs[] = {
	{ "add", iplink_modify, RTM_NEWLINK, NLM_F_CREATE | NLM_F_EXCL },
	{ "set", iplink_modify, RTM_NEWLINK, 0 },
	{ "change", iplink_modify, RTM_NEWLINK, 0 },
	{ "replace", iplink_modify, RTM_NEWLINK, NLM_F_CREATE | NLM_F_REPLACE },
	{ "delete", iplink_modify, RTM_DELLINK, 0 },
	{ "show", iplink_show },
	{ "lst", iplink_show },
	{ "list", iplink_show },
	{ "xstats", iplink_xstats },
	{ "afstats", link_afstats },
	{ "property", iplink_prop },
	{ "help", link_help },
	{ 0 }
};

const struct verb_set iplink_verbs = {
	.obj = "link",
	.none = &(const struct verb){ "show", iplink_show },
	.verbs = link_verbs,
};
