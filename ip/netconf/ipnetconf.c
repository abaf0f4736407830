// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipnetconf.c - "ip netconf [show [dev DEV]]" and the printer of one
 * netconf message, as iproute2 6.1.
 *
 * With a device and a family iproute2 asks for that one entry and prints
 * what comes back as text whatever -j says (it never opens its JSON
 * document there), ending quietly at the kernel's ack or error; else it
 * dumps every entry of the family (all families at once).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <sys/socket.h>
#include <linux/if_link.h>
#include <linux/netconf.h>
#include <linux/rtnetlink.h>

#include "addr.h"
#include "args.h"
#include "verb.h"
#include "attr.h"
#include "ip.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "ipnetconf.h"
#include "linkcache.h"
#include "msg.h"
#include "nl.h"
#include "nlstore.h"
#include "print.h"

/* "on"/"off" in text, a boolean in JSON */
static void on_off(struct out *o, const char *key, const char *fmt, uint32_t v)
{
	if (out_is_json(o))
		out_bool(o, OUT_JSON, key, NULL, v != 0);
	else
		out_str(o, OUT_TEXT, CLR_NONE, key, fmt, v ? "on" : "off");
}

int netconf_print(struct ipctx *ctx, struct out *o,
		  const struct netconf_filter *f, const struct nlmsghdr *nlh)
{
	static const char *const rp_filter[] = { "off", "strict", "loose" };
	const struct nlattr *tb[NETCONFA_BC_FORWARDING + 1];
	const struct netconfmsg *ncm;
	int ifindex = 0;

	if (nlh->nlmsg_type == NLMSG_ERROR)
		return -1;
	if (nlh->nlmsg_type != RTM_NEWNETCONF && nlh->nlmsg_type != RTM_DELNETCONF) {
		fprintf(stderr, "Not a netconf message: %08x %08x %08x\n",
			nlh->nlmsg_len, nlh->nlmsg_type, nlh->nlmsg_flags);
		return -1;
	}
	if (nlh->nlmsg_len < NLMSG_SPACE(sizeof(*ncm))) {
		fprintf(stderr, "BUG: wrong nlmsg len %d\n",
			(int)nlh->nlmsg_len - (int)NLMSG_SPACE(sizeof(*ncm)));
		return -1;
	}
	ncm = NLMSG_DATA(nlh);
	if (f->family && f->family != ncm->ncm_family)
		return 0;
	attr_parse_msg(tb, NETCONFA_BC_FORWARDING, nlh, sizeof(*ncm));
	if (tb[NETCONFA_IFINDEX])
		ifindex = attr_s32(tb[NETCONFA_IFINDEX]);
	if (f->ifindex && f->ifindex != ifindex)
		return 0;

	out_open_obj(o, OUT_JSON, NULL);
	if (nlh->nlmsg_type == RTM_DELNETCONF)
		out_bool(o, OUT_ANY, "deleted", "Deleted ", true);
	out_str(o, OUT_ANY, CLR_NONE, "family", "%s ",
		addr_family_name(ncm->ncm_family));
	if (tb[NETCONFA_IFINDEX]) {
		char nb[IFNAMSIZ + 16];
		const char *dev = ifindex == NETCONFA_IFINDEX_ALL ? "all" :
				  ifindex == NETCONFA_IFINDEX_DEFAULT ? "default" :
				  lc_index2name(ctx->lc, ifindex, nb);

		out_str(o, OUT_ANY, CLR_IFNAME, "interface", "%s ", dev);
	}
	if (tb[NETCONFA_FORWARDING])
		on_off(o, "forwarding", "forwarding %s ",
		       attr_u32(tb[NETCONFA_FORWARDING]));
	if (tb[NETCONFA_RP_FILTER]) {
		uint32_t rp = attr_u32(tb[NETCONFA_RP_FILTER]);

		if (rp < 3)
			out_str(o, OUT_ANY, CLR_NONE, "rp_filter", "rp_filter %s ",
				rp_filter[rp]);
		else
			out_uint(o, OUT_ANY, "rp_filter", "rp_filter %u ", rp);
	}
	if (tb[NETCONFA_MC_FORWARDING])
		on_off(o, "mc_forwarding", "mc_forwarding %s ",
		       attr_u32(tb[NETCONFA_MC_FORWARDING]));
	if (tb[NETCONFA_PROXY_NEIGH])
		on_off(o, "proxy_neigh", "proxy_neigh %s ",
		       attr_u32(tb[NETCONFA_PROXY_NEIGH]));
	if (tb[NETCONFA_IGNORE_ROUTES_WITH_LINKDOWN])
		on_off(o, "ignore_routes_with_linkdown",
		       "ignore_routes_with_linkdown %s ",
		       attr_u32(tb[NETCONFA_IGNORE_ROUTES_WITH_LINKDOWN]));
	if (tb[NETCONFA_INPUT])
		on_off(o, "input", "input %s ", attr_u32(tb[NETCONFA_INPUT]));
	out_close_obj(o, OUT_JSON);
	out_text(o, "\n");
	return 0;
}

/* ------------------------------------------------------------------ */
/* the command */

struct one {
	struct ipctx *ctx;
	struct out *out;
	struct netconf_filter f;
	bool done;
};

/* What answers the request for one entry, up to the first message the
 * printer refuses (as iproute2's listener stops there). */
static int one_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct one *o = arg;

	if (!o->done && netconf_print(o->ctx, o->out, &o->f, nlh) < 0)
		o->done = true;
	return 0;
}

/* A netconf message's device, for naming them first (0: none). */
static int netconf_dev(const struct nlmsghdr *h)
{
	const struct nlattr *tb[NETCONFA_IFINDEX + 1];
	int idx;

	if (h->nlmsg_len < NLMSG_SPACE(sizeof(struct netconfmsg)))
		return 0;
	attr_parse_msg(tb, NETCONFA_IFINDEX, h, sizeof(struct netconfmsg));
	idx = attr_s32(tb[NETCONFA_IFINDEX]);
	return idx > 0 ? idx : 0;
}

static int show_one(struct ipctx *ctx, const struct netconf_filter *f)
{
	struct out_opts oo = { .oneline = ctx->o.oneline, .color = ctx->o.color };
	struct one o = { .ctx = ctx, .f = *f };
	struct netconfmsg *ncm;
	struct msgbuf b;

	msgbuf_init(&b, RTM_GETNETCONF, NLM_F_ACK);
	ncm = msg_extra(&b.m, sizeof(*ncm));
	ncm->ncm_family = (uint8_t)f->family;
	msg_put_s32(&b.m, NETCONFA_IFINDEX, f->ifindex);
	/* the name first: the printer must not ask while the answer is read */
	lc_get_by_index(ctx->lc, f->ifindex);
	o.out = out_new(stdout, &oo);
	if (!o.out)
		return 1;
	nl_talk(ctx->nl, b.m.n, one_cb, &o, 1);
	out_free(o.out);
	fflush(stdout);
	return 0;
}

static int show_dump(struct ipctx *ctx, struct netconf_filter *f)
{
	struct nlstore s = { 0 };
	struct netconfmsg *ncm;
	struct msgbuf b;
	size_t off;
	int err;

	msgbuf_init(&b, RTM_GETNETCONF, 0);
	ncm = msg_extra(&b.m, sizeof(*ncm));
	ncm->ncm_family = (uint8_t)f->family;
	out_begin(ctx->out);
	err = nl_dump(ctx->nl, b.m.n, nlstore_cb, &s, NL_DUMP_QUIET);
	if (!err) {
		lc_name_devices(ctx->lc, &s, netconf_dev);
		nlstore_for_each(&s, off)
			if (netconf_print(ctx, ctx->out, f, nlstore_at(&s, off)) < 0) {
				err = -EINVAL;
				break;
			}
	}
	nlstore_free(&s);
	if (err) {
		/* iproute2 reports errno as it finds it, then ends */
		if (err != -EINVAL)
			nl_dump_perror(ctx->nl, err, true);
		fprintf(stderr, "RTNETLINK answers: %s\n",
			strerror(err == -EINVAL ? 0 : -err));
		fprintf(stderr, "Dump terminated\n");
		return IP_FATAL | 1;
	}
	out_end(ctx->out);
	fflush(stdout);
	return 0;
}

static int nc_show(struct ipctx *ctx, const struct verb *v, int argc,
		   char **argv)
{
	struct netconf_filter f = { .family = ctx->o.family };

	(void)v;
	/* words other than "dev" are passed over, as iproute2 does */
	for (; argc > 0; argc--, argv++) {
		if (is(*argv, "dev")) {
			NEXT_ARG();
			f.ifindex = lc_name2index(ctx->lc, *argv);
			if (f.ifindex <= 0) {
				fprintf(stderr, "Device \"%s\" does not exist.\n", *argv);
				return 1;
			}
		}
	}
	if (f.ifindex && f.family != AF_UNSPEC)
		return show_one(ctx, &f);
	return show_dump(ctx, &f);
}

/* the usage is one line, and the status that of bad arguments */
static int nc_usage(void)
{
	fputs("Usage: ip netconf show [ dev STRING ]\n", stderr);
	return IP_EARG;
}

static const struct verb nc_verbs[] = {
	{ "show", nc_show },
	{ "lst", nc_show },
	{ "list", nc_show },
	{ "help", .usage = nc_usage },
	{ 0 }
};

const struct verb_set ipnetconf_verbs = {
	.obj = "netconf",
	.none = &(const struct verb){ "show", nc_show },
	.verbs = nc_verbs,
};
