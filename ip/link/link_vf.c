// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_vf.c - SR-IOV virtual functions: "ip link set DEV vf NUM ..." and
 * the "vf N ..." lines of IFLA_VFINFO_LIST in "ip link show".
 *
 * The sub-options are one option table (include/opt.h): rows in print
 * order, matched in iproute2's order.  Every attribute is a small struct
 * that starts with the VF number, so each value type is a handler here.
 * The min/max rates are gathered and sent after the last sub-option as
 * one IFLA_VF_RATE; when one of them is not given, iproute2 takes the
 * VF's present value from the device, and so do we (one RTM_GETLINK).
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <linux/if_arp.h>
#include <linux/if_ether.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "array.h"
#include "attr.h"
#include "ipctx.h"
#include "link.h"
#include "link_print.h"
#include "msg.h"
#include "names.h"
#include "nl.h"
#include "opt.h"
#include "print.h"

#define RATE_UNSET 0xffffffffu	/* iproute2's -1: not given */

/* Parse state of one "vf NUM ..." (in opt_parse.priv). */
struct vf_parse {
	uint32_t vf;
	uint32_t min, max;		/* RATE_UNSET when not given */
	bool new_api;			/* min_tx_rate or max_tx_rate is there */
	bool max_given;			/* a max_tx_rate word: "rate" is ignored */
	const char *dev;
};

_Static_assert(sizeof(struct vf_parse) <= sizeof(((struct opt_parse *)0)->priv),
	       "vf parse state fits opt_parse.priv");

static struct vf_parse *vfp(struct opt_parse *st)
{
	return (struct vf_parse *)st->priv;
}

/* Print state: the table walk's, and the link the VFs belong to. */
struct vf_print {
	struct opt_print pp;
	const struct ifinfomsg *ifi;
	struct link_printer *lp;
};

static struct vf_print *vpp(struct opt_print *pp)
{
	return (struct vf_print *)((char *)pp - offsetof(struct vf_print, pp));
}

/* ---- value types ---- */

/* mac LLADDR: as long as the device's own address, when it has one. */
static int mac_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	struct ifla_vf_mac ivm = { .vf = vfp(st)->vf };
	uint8_t buf[sizeof(ivm.mac) + 1] = { 0 };
	int halen = iplink_addr_len(st->ctx, vfp(st)->dev);
	int len;

	(void)argc;
	len = parse_lladdr(buf, sizeof(ivm.mac), argv[1]);
	if (len < 0)
		return -OPT_EFAIL;
	if (halen > 0 && len != halen) {
		fprintf(stderr, "Invalid address length %d - must be %d bytes\n",
			len, halen);
		return -OPT_EFAIL;
	}
	memcpy(ivm.mac, buf, sizeof(ivm.mac));
	msg_put(st->m, o->attr, &ivm, sizeof(ivm));
	return 1;
}

/* A VF's address, as long as the link type's. */
static void addr_print(struct opt_print *pp, const char *key, const uint8_t *a)
{
	unsigned short type = vpp(pp)->ifi->ifi_type;
	char buf[256];

	fmt_lladdr(buf, sizeof(buf), a, type == ARPHRD_ETHER ? ETH_ALEN : 20, type);
	out_str(pp->out, OUT_ANY, CLR_MAC, key, "%s", buf);
}

/* "vf 3     link/ether 02:..:..": the VF line's start. */
static void mac_print(struct opt_print *pp, const struct opt *o,
		      const struct nlattr *a)
{
	struct ifla_vf_mac ivm;
	char buf[64];

	(void)o;
	attr_get(a, &ivm, sizeof(ivm));
	out_nl(pp->out);
	out_text(pp->out, "    ");
	out_int(pp->out, OUT_ANY, "vf", "vf %d ", (int32_t)ivm.vf);
	out_str(pp->out, OUT_ANY, CLR_NONE, "link_type", "    link/%s ",
		link_type_name(vpp(pp)->ifi->ifi_type, pp->ctx->o.numeric, buf,
			       sizeof(buf)));
	addr_print(pp, "address", ivm.mac);
}

static void brd_print(struct opt_print *pp, const struct opt *o,
		      const struct nlattr *a)
{
	struct ifla_vf_broadcast b;

	(void)o;
	attr_get(a, &b, sizeof(b));
	if (vpp(pp)->ifi->ifi_flags & IFF_POINTOPOINT) {
		out_text(pp->out, " peer ");
		out_bool(pp->out, OUT_JSON, "link_pointtopoint", NULL, true);
	} else {
		out_text(pp->out, " brd ");
	}
	addr_print(pp, "broadcast", b.broadcast);
}

/* "vlan VLANID [qos QOS] [proto PROTO]" at argv[i]: the words used
 * after the keyword, or -(status). */
static int vlan_one(struct opt_parse *st, int argc, char **argv,
		    struct ifla_vf_vlan_info *vi)
{
	unsigned int v;
	uint16_t proto;
	int i = 1;

	if (argc < 2)
		return -err_incomplete();
	if (get_unsigned(&v, argv[1], 0) || v > 4095)
		return -err_invarg("Invalid \"vlan\" value\n", argv[1]);
	vi->vf = vfp(st)->vf;
	vi->vlan = v;
	vi->qos = 0;
	vi->vlan_proto = htons(ETH_P_8021Q);
	if (i + 1 < argc && matches(argv[i + 1], "qos")) {
		if (i + 2 >= argc)
			return -err_incomplete();
		if (get_unsigned(&vi->qos, argv[i + 2], 0))
			return -err_invarg("Invalid \"qos\" value\n", argv[i + 2]);
		i += 2;
	}
	if (i + 1 < argc && matches(argv[i + 1], "proto")) {
		if (i + 2 >= argc)
			return -err_incomplete();
		if (ethertype_a2n(argv[i + 2], &proto))
			return -err_invarg("protocol is invalid\n", argv[i + 2]);
		if (proto != ETH_P_8021AD && proto != ETH_P_8021Q)
			return -err_invarg("Invalid \"vlan protocol\" value - supported 802.1Q, 802.1ad\n",
					   argv[i + 2]);
		vi->vlan_proto = htons(proto);
		i += 2;
	}
	return i;
}

/* An 802.1Q VLAN goes as IFLA_VF_VLAN; an 802.1ad one starts a list that
 * takes every "vlan ..." right after it. */
static int vlan_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct ifla_vf_vlan_info vi;
	struct nlattr *list;
	int used = vlan_one(st, argc, argv, &vi), r;

	if (used < 0)
		return used;
	if (vi.vlan_proto == htons(ETH_P_8021Q)) {
		struct ifla_vf_vlan ivv = { vi.vf, vi.vlan, vi.qos };

		msg_put(st->m, o->attr, &ivv, sizeof(ivv));
		return used;
	}
	list = msg_nest(st->m, IFLA_VF_VLAN_LIST);
	msg_put(st->m, IFLA_VF_VLAN_INFO, &vi, sizeof(vi));
	while (used + 1 < argc && matches(argv[used + 1], "vlan")) {
		r = vlan_one(st, argc - used - 1, argv + used + 1, &vi);
		if (r < 0)
			return r;
		msg_put(st->m, IFLA_VF_VLAN_INFO, &vi, sizeof(vi));
		used += r + 1;
	}
	msg_nest_end(st->m, list);
	return used;
}

static void vlan_info_print(struct opt_print *pp, uint32_t vlan, uint32_t qos)
{
	if (vlan)
		out_int(pp->out, OUT_ANY, "vlan", ", vlan %d", (int32_t)vlan);
	if (qos)
		out_int(pp->out, OUT_ANY, "qos", ", qos %d", (int32_t)qos);
}

static void vlan_print(struct opt_print *pp, const struct opt *o,
		       const struct nlattr *a)
{
	const struct nlattr *list = pp->tb[IFLA_VF_VLAN_LIST], *i;
	struct ifla_vf_vlan ivv;

	(void)o;
	if (!list) {
		attr_get(a, &ivv, sizeof(ivv));
		vlan_info_print(pp, ivv.vlan, ivv.qos);
		return;
	}
	out_open_arr(pp->out, OUT_JSON, "vlan_list", NULL);
	attr_for_each_nested(i, list) {
		struct ifla_vf_vlan_info vi;
		uint16_t proto;
		char b[16];

		attr_get(i, &vi, sizeof(vi));
		proto = ntohs(vi.vlan_proto);
		out_open_obj(pp->out, OUT_JSON, NULL);
		vlan_info_print(pp, vi.vlan, vi.qos);
		if (proto && proto != ETH_P_8021Q) {
			if (pp->ctx->o.numeric)
				snprintf(b, sizeof(b), "[%d]", proto);
			out_str(pp->out, OUT_ANY, CLR_NONE, "protocol",
				", vlan protocol %s", pp->ctx->o.numeric ? b :
				ethertype_n2a(proto, b, sizeof(b)));
		}
		out_close_obj(pp->out, OUT_JSON);
	}
	out_close_arr(pp->out, OUT_JSON, NULL);
}

/* rate TXRATE: the old API, unless a max_tx_rate word is on the line; with
 * only min_tx_rate it is the maximum. */
static int rate_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct vf_parse *v = vfp(st);
	struct ifla_vf_tx_rate ivt = { .vf = v->vf };

	(void)argc;
	if (get_unsigned(&ivt.rate, argv[1], 0))
		return -err_invarg("Invalid \"rate\" value\n", argv[1]);
	if (!v->new_api)
		msg_put(st->m, o->attr, &ivt, sizeof(ivt));
	else if (!v->max_given)
		v->max = ivt.rate;
	return 1;
}

static void rate_print(struct opt_print *pp, const struct opt *o,
		       const struct nlattr *a)
{
	struct ifla_vf_tx_rate ivt;

	(void)o;
	attr_get(a, &ivt, sizeof(ivt));
	if (ivt.rate)
		out_uint(pp->out, OUT_ANY, "tx_rate", ", tx rate %u (Mbps)", ivt.rate);
}

/* min_tx_rate / max_tx_rate: kept for IFLA_VF_RATE (data: "min"/"max"). */
static int minmax_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	bool max = strcmp(o->data, "max") == 0;
	struct vf_parse *v = vfp(st);
	unsigned int r;
	char msg[32];

	(void)argc;
	if (get_unsigned(&r, argv[1], 0)) {
		snprintf(msg, sizeof(msg), "Invalid \"%s tx rate\" value\n",
			 (const char *)o->data);
		return -err_invarg(msg, argv[1]);
	}
	if (max)
		v->max = r;
	else
		v->min = r;
	return 1;
}

static void minmax_print(struct opt_print *pp, const struct opt *o,
			 const struct nlattr *a)
{
	struct ifla_vf_rate r;

	(void)o;
	attr_get(a, &r, sizeof(r));
	if (out_is_json(pp->out)) {
		out_open_obj(pp->out, OUT_JSON, "rate");
		out_uint(pp->out, OUT_JSON, "max_tx", NULL, r.max_tx_rate);
		out_uint(pp->out, OUT_JSON, "min_tx", NULL, r.min_tx_rate);
		out_close_obj(pp->out, OUT_JSON);
		return;
	}
	if (r.max_tx_rate)
		out_text(pp->out, ", max_tx_rate %uMbps", r.max_tx_rate);
	if (r.min_tx_rate)
		out_text(pp->out, ", min_tx_rate %uMbps", r.min_tx_rate);
}

/* spoofchk, query_rss, trust: {vf, setting}; data: the text printed for
 * on, then for off. */
static int setting_parse(struct opt_parse *st, const struct opt *o, int argc,
			 char **argv)
{
	uint32_t s[2] = { vfp(st)->vf, 0 };
	int on = parse_on_off(argv[1]);

	(void)argc;
	if (on < 0) {
		err_one_of_on_off(o->kw, argv[1]);
		return -OPT_EFAIL;
	}
	s[1] = (uint32_t)on;
	msg_put(st->m, o->attr, s, sizeof(s));
	return 1;
}

static void setting_print(struct opt_print *pp, const struct opt *o,
			  const struct nlattr *a)
{
	const char *const *text = o->data;
	uint32_t s[2];

	attr_get(a, s, sizeof(s));
	if (s[1] != (uint32_t)-1)	/* -1: the driver has no such setting */
		out_bool(pp->out, OUT_ANY, o->key, text[s[1] ? 0 : 1], s[1] != 0);
}

static const char *const link_states[] = { "auto", "enable", "disable", NULL };

static int state_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	struct ifla_vf_link_state ivl = { .vf = vfp(st)->vf };
	uint32_t i;

	(void)argc;
	for (i = 0; link_states[i]; i++)
		if (matches(argv[1], link_states[i]))
			break;
	if (!link_states[i])
		return -err_invarg("Invalid \"state\" value\n", argv[1]);
	ivl.link_state = i;
	msg_put(st->m, o->attr, &ivl, sizeof(ivl));
	return 1;
}

static void state_print(struct opt_print *pp, const struct opt *o,
			const struct nlattr *a)
{
	struct ifla_vf_link_state ivl;

	attr_get(a, &ivl, sizeof(ivl));
	out_str(pp->out, OUT_ANY, CLR_NONE, o->key, o->fmt,
		link_states[ivl.link_state < 2 ? ivl.link_state : 2]);
}

/* node_guid / port_guid: exactly xx:xx:xx:xx:xx:xx:xx:xx. */
static int guid_read(uint64_t *g, const char *arg)
{
	int i;

	if (strlen(arg) != 23)
		return -1;
	*g = 0;
	for (i = 0; i < 8; i++) {
		const char *p = arg + 3 * i;
		char hex[3] = { p[0], p[1], 0 }, *end;
		unsigned long b;

		if (i < 7 && p[2] != ':')
			return -1;
		b = strtoul(hex, &end, 16);
		if (end != hex + 2 || b > 255)
			return -1;
		*g |= (uint64_t)b << (56 - 8 * i);
	}
	return 0;
}

static int guid_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct ifla_vf_guid ivg = { .vf = vfp(st)->vf };
	uint64_t g;

	(void)argc;
	if (guid_read(&g, argv[1]))
		return -err_invarg("Invalid GUID format\n", argv[1]);
	ivg.guid = g;
	msg_put(st->m, o->attr, &ivg, sizeof(ivg));
	return 1;
}

static void guid_print(struct opt_print *pp, const struct opt *o,
		       const struct nlattr *a)
{
	struct ifla_vf_guid ivg;
	uint8_t b[8];
	char buf[64];
	int i;

	attr_get(a, &ivg, sizeof(ivg));
	for (i = 0; i < 8; i++)
		b[i] = (uint8_t)(ivg.guid >> (56 - 8 * i));
	fmt_lladdr(buf, sizeof(buf), b, sizeof(b), ARPHRD_INFINIBAND);
	out_str(pp->out, OUT_ANY, CLR_NONE, o->key, o->fmt, buf);
}

/* The VF's counters, with -s. */
static void stats_print(struct opt_print *pp, const struct opt *o,
			const struct nlattr *a)
{
	static const struct {
		uint16_t attr;
		const char *key;
		unsigned char width;
		bool tx, opt;
	} cols[] = {
		{ IFLA_VF_STATS_RX_BYTES, "bytes", 10, false, false },
		{ IFLA_VF_STATS_RX_PACKETS, "packets", 8, false, false },
		{ IFLA_VF_STATS_MULTICAST, "multicast", 7, false, false },
		{ IFLA_VF_STATS_BROADCAST, "broadcast", 7, false, false },
		{ IFLA_VF_STATS_RX_DROPPED, "dropped", 8, false, true },
		{ IFLA_VF_STATS_TX_BYTES, "tx_bytes", 10, true, false },
		{ IFLA_VF_STATS_TX_PACKETS, "tx_packets", 8, true, false },
		{ IFLA_VF_STATS_TX_DROPPED, "dropped", 8, true, true },
	};
	const struct nlattr *tb[IFLA_VF_STATS_MAX + 1];
	struct out *out = pp->out;
	unsigned int d, i;

	(void)o;
	if (!pp->ctx->o.stats)
		return;
	attr_parse_nested(tb, IFLA_VF_STATS_MAX, a);
	if (out_is_json(out))
		out_open_obj(out, OUT_JSON, "stats");
	for (d = 0; d < 2; d++) {
		if (out_is_json(out)) {
			out_open_obj(out, OUT_JSON, d ? "tx" : "rx");
		} else {
			out_nl(out);
			out_text(out, d ? "    TX: bytes  packets " :
				 "    RX: bytes  packets  mcast   bcast ");
			if (tb[d ? IFLA_VF_STATS_TX_DROPPED : IFLA_VF_STATS_RX_DROPPED])
				out_text(out, "  dropped ");
			out_nl(out);
			out_text(out, "    ");
		}
		for (i = 0; i < ARRAY_SIZE(cols); i++) {
			uint64_t v = attr_u64(tb[cols[i].attr]);

			if (cols[i].tx != (d == 1) || (cols[i].opt && !tb[cols[i].attr]))
				continue;
			if (out_is_json(out))
				out_uint(out, OUT_JSON, cols[i].key, NULL, v);
			else
				link_print_num(vpp(pp)->lp, cols[i].width, v);
		}
		if (out_is_json(out))
			out_close_obj(out, OUT_JSON);
	}
	if (out_is_json(out))
		out_close_obj(out, OUT_JSON);
}

static const struct opt_handler vf_mac = { mac_parse, mac_print, 1, false };
static const struct opt_handler vf_brd = { NULL, brd_print, 0, false };
static const struct opt_handler vf_vlan = { vlan_parse, vlan_print, 1, false };
static const struct opt_handler vf_rate = { rate_parse, rate_print, 1, false };
static const struct opt_handler vf_minmax = { minmax_parse, minmax_print, 1, false };
static const struct opt_handler vf_setting = { setting_parse, setting_print, 1, false };
static const struct opt_handler vf_state = { state_parse, state_print, 1, false };
static const struct opt_handler vf_guid = { guid_parse, guid_print, 1, false };
static const struct opt_handler vf_stats = { NULL, stats_print, 0, false };

#define ONOFF(on, off) ((const void *)(const char *const[]){ (on), (off) })

/* In print order; matched in iproute2's order (vf_order). */
static const struct opt vf_opts[] = {
	{ "mac", IFLA_VF_MAC, OPT_ABSENT, &vf_mac, NULL, "address" },
	{ NULL, IFLA_VF_BROADCAST, 0, &vf_brd, NULL, "broadcast" },
	{ "vlan", IFLA_VF_VLAN, OPT_ABSENT, &vf_vlan, NULL, "vlan" },
	{ "rate", IFLA_VF_TX_RATE, OPT_ABSENT, &vf_rate, NULL, "tx_rate" },
	{ "max_tx_rate", IFLA_VF_RATE, 0, &vf_minmax, "max" },
	{ "min_tx_rate", IFLA_VF_RATE, 0, &vf_minmax, "min" },
	{ NULL, IFLA_VF_RATE, 0, &vf_minmax, NULL, "rate" },
	{ "spoofchk", IFLA_VF_SPOOFCHK, 0, &vf_setting,
	  ONOFF(", spoof checking on", ", spoof checking off"), "spoofchk" },
	{ "node_guid", IFLA_VF_IB_NODE_GUID, 0, &vf_guid, NULL, "node guid",
	  ", NODE_GUID %s" },
	{ "port_guid", IFLA_VF_IB_PORT_GUID, 0, &vf_guid, NULL, "port guid",
	  ", PORT_GUID %s" },
	{ "state", IFLA_VF_LINK_STATE, 0, &vf_state, NULL, "link_state",
	  ", link-state %s" },
	{ "trust", IFLA_VF_TRUST, 0, &vf_setting,
	  ONOFF(", trust on", ", trust off"), "trust" },
	{ "query_rss", IFLA_VF_RSS_QUERY_EN, 0, &vf_setting,
	  ONOFF(", query_rss on", ", query_rss off"), "query_rss_en" },
	{ NULL, IFLA_VF_STATS, 0, &vf_stats, NULL, "stats" },
	{ 0 }
};

static const char *const vf_order[] = {
	"mac", "vlan", "rate", "max_tx_rate", "min_tx_rate", "spoofchk",
	"query_rss", "trust", "state", "node_guid", "port_guid", NULL
};

/* ---- the rates ---- */

struct rate_q {
	uint32_t vf;
	uint32_t min, max;
	int err;			/* 0, or the exit status after a message */
};

static int rate_cb(const struct nlmsghdr *nlh, void *arg)
{
	const struct nlattr *tb[IFLA_MAX + 1], *i;
	struct rate_q *q = arg;

	attr_parse_msg(tb, IFLA_MAX, nlh, sizeof(struct ifinfomsg));
	if (!tb[IFLA_VFINFO_LIST] || !tb[IFLA_NUM_VF])
		return 0;
	attr_for_each_nested(i, tb[IFLA_VFINFO_LIST]) {
		const struct nlattr *vf[IFLA_VF_MAX + 1];
		struct ifla_vf_rate r;

		attr_parse_nested(vf, IFLA_VF_MAX, i);
		if (!vf[IFLA_VF_RATE]) {
			fprintf(stderr, "VF min/max rate API not supported\n");
			q->err = IP_FATAL | 1;
			return 0;
		}
		attr_get(vf[IFLA_VF_RATE], &r, sizeof(r));
		if (r.vf == q->vf) {
			q->min = r.min_tx_rate;
			q->max = r.max_tx_rate;
			return 0;
		}
	}
	fprintf(stderr, "Cannot find VF %d\n", (int)q->vf);
	q->err = IP_FATAL | 1;
	return 0;
}

/* The VF's present rates, for the one not given (0 if the device reports
 * no VFs, as iproute2 ends up sending). */
static int vf_rates(struct ipctx *ctx, const char *dev, struct rate_q *q)
{
	struct msgbuf b;

	msgbuf_init(&b, RTM_GETLINK, 0);
	msg_extra(&b.m, sizeof(struct ifinfomsg));
	msg_put_strz(&b.m, iplink_name_attr(dev),
		     dev);
	msg_put_u32(&b.m, IFLA_EXT_MASK, RTEXT_FILTER_VF);
	if (nl_talk(ctx->nl, b.m.n, rate_cb, q, 1)) {
		fprintf(stderr, "Device %s does not exist\n", dev);
		return IP_FATAL | 1;
	}
	return q->err;
}

static int rates_finish(struct opt_parse *st)
{
	struct vf_parse *v = vfp(st);
	struct rate_q q = { .vf = v->vf };
	struct ifla_vf_rate r;
	int err;

	if (!v->new_api)
		return 0;
	if (v->min == RATE_UNSET || v->max == RATE_UNSET) {
		err = vf_rates(st->ctx, v->dev, &q);
		if (err)
			return err;
		if (v->min == RATE_UNSET)
			v->min = q.min;
		if (v->max == RATE_UNSET)
			v->max = q.max;
	}
	if (v->max && v->min > v->max) {
		fprintf(stderr, "Invalid min_tx_rate %d - must be <= max_tx_rate %d\n",
			(int)v->min, (int)v->max);
		return OPT_EFAIL;
	}
	r.vf = v->vf;
	r.min_tx_rate = v->min;
	r.max_tx_rate = v->max;
	msg_put(st->m, IFLA_VF_RATE, &r, sizeof(r));
	return 0;
}

static const struct opt_set vf_set = {
	.name = "vf",
	.opts = vf_opts,
	.maxattr = IFLA_VF_MAX,
	.order = vf_order,
	.finish = rates_finish,
};

/* ---- entry points ---- */

int link_vf_parse(struct ipctx *ctx, int argc, char **argv, struct msg *m,
		  const char *dev)
{
	struct nlattr *list, *info;
	struct opt_parse st;
	struct vf_parse *v;
	int32_t num;
	int i = 1, r;

	if (argc < 2)
		return -err_incomplete();
	if (get_s32(&num, argv[1], 0))
		return -err_invarg("Invalid \"vf\" value\n", argv[1]);
	list = msg_nest(m, IFLA_VFINFO_LIST);
	if (!dev)
		return -err_missarg("dev");

	opt_parse_init(&st, ctx, &vf_set, m, false);
	v = vfp(&st);
	v->vf = (uint32_t)num;
	v->min = v->max = RATE_UNSET;
	v->dev = dev;
	/* as iproute2, any later word of the line that starts max_tx_rate
	 * or min_tx_rate means the new rate API */
	for (r = 2; r < argc; r++) {
		if (matches(argv[r], "max_tx_rate"))
			v->new_api = v->max_given = true;
		else if (matches(argv[r], "min_tx_rate"))
			v->new_api = true;
	}

	info = msg_nest(m, IFLA_VF_INFO);
	while (i + 1 < argc) {
		const struct opt *o = opt_lookup(&vf_set, argv[i + 1]);

		if (!o)
			break;
		r = opt_parse_one(&st, o, argc - i - 1, argv + i + 1);
		if (r < 0)
			return r;
		i += r + 1;
	}
	r = rates_finish(&st);
	if (r)
		return -r;
	if (i == 1)
		return -err_incomplete();
	msg_nest_end(m, info);
	msg_nest_end(m, list);
	return i;
}

bool link_print_vfinfo(struct link_printer *p, const struct ifinfomsg *ifi,
		       const struct nlattr *const *tb)
{
	const struct nlattr *a;
	uint32_t count = 0;

	out_open_arr(p->out, OUT_JSON, "vfinfo_list", NULL);
	attr_for_each_nested(a, tb[IFLA_VFINFO_LIST]) {
		const struct nlattr *vtb[IFLA_VF_MAX + 1];
		struct vf_print v = {
			.pp = { .ctx = p->ctx, .out = p->out, .set = &vf_set,
				.tb = vtb, .ifla = tb },
			.ifi = ifi, .lp = p,
		};

		count++;
		out_open_obj(p->out, OUT_JSON, NULL);
		if (attr_type(a) != IFLA_VF_INFO) {
			fprintf(stderr, "BUG: rta type is %d\n", attr_type(a));
		} else {
			attr_parse_nested(vtb, IFLA_VF_MAX, a);
			opt_print_rows(&v.pp);
		}
		out_close_obj(p->out, OUT_JSON);
	}
	out_close_arr(p->out, OUT_JSON, NULL);
	return count != attr_u32(tb[IFLA_NUM_VF]);
}
