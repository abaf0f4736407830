// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * iplink_prop.c - "ip link property {add|del} dev DEV altname NAME ...":
 * alternative names, one RTM_NEWLINKPROP / RTM_DELLINKPROP carrying them
 * in IFLA_PROP_LIST.  The device is named in the request (the kernel looks
 * it up), as every other link command here does.
 */
#include <stdio.h>
#include <string.h>
#include <net/if.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "ipctx.h"
#include "link.h"
#include "linkcache.h"
#include "msg.h"
#include "opt.h"

static int altname_parse(struct opt_parse *st, const struct opt *o,
			 int argc, char **argv)
{
	(void)argc;
	if (check_altifname(argv[1]))
		return -err_invarg("not a valid altname", argv[1]);
	msg_put_strz(st->m, o->attr, argv[1]);
	return 1;
}

static const struct opt_handler p_altname = {
	.parse = altname_parse, .nargs = 1,
};

static const struct opt prop_opts[] = {
	{ "altname", IFLA_ALT_IFNAME, 0, &p_altname },
	{ 0 }
};

/* Any other word names the device, once. */
static int dev_parse(struct opt_parse *st, int argc, char **argv)
{
	const char **dev = st->obj;

	return link_dev_word(argc, argv, *dev != NULL, dev);
}

static const struct opt_set prop_set = {
	.name = "property",
	.opts = prop_opts,
	.other = dev_parse,
	.loop = OPT_LOOP_NO_HELP,
};

static int prop_modify(struct ipctx *ctx, struct msgbuf *b, int argc,
		       char **argv)
{
	struct ifinfomsg *ifi;
	struct nlattr *list;
	const char *dev = NULL;
	struct opt_parse p;
	int st;

	msg_set_bound(&b->m, LINK_BOUND);
	ifi = msg_extra(&b->m, sizeof(*ifi));
	ifi->ifi_family = (unsigned char)ctx->o.family;
	list = msg_nest(&b->m, IFLA_PROP_LIST | NLA_F_NESTED);
	st = opt_run(&p, ctx, &prop_set, &b->m, &dev, argc, argv);
	if (st)
		return st;
	msg_nest_end(&b->m, list);
	if (!dev) {
		fprintf(stderr, "Not enough of information: \"dev\" argument is required.\n");
		return IP_EARG;
	}
	if (strlen(dev) >= ALTIFNAMSIZ) {
		/* no device has such a name: iproute2's look-up fails */
		fprintf(stderr, "Cannot find device \"%s\"\n", dev);
		return 1;
	}
	/* named in the request, ahead of the list and outside its bound */
	msg_insert(&b->m, NLMSG_LENGTH(sizeof(*ifi)),
		   iplink_name_attr(dev),
		   dev, strlen(dev) + 1);
	return iplink_submit(ctx, &b->m, dev);
}

int iplink_prop(struct ipctx *ctx, const struct verb *v, int argc,
		char **argv)
{
	struct msgbuf b;

	(void)v;
	if (argc <= 0)
		return iplink_usage();
	if (matches(*argv, "add"))
		msgbuf_init(&b, RTM_NEWLINKPROP,
			    NLM_F_EXCL | NLM_F_CREATE | NLM_F_APPEND);
	else if (matches(*argv, "del"))
		msgbuf_init(&b, RTM_DELLINKPROP, 0);
	else if (matches(*argv, "help"))
		return iplink_usage();
	else {
		fprintf(stderr, "Operator required\n");
		return IP_EARG;
	}
	return prop_modify(ctx, &b, argc - 1, argv + 1);
}
