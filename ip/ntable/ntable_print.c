// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ip/ntable/ntable_print.c - one neighbour table message as iproute2 6.1
 * prints it: the family and name, the thresholds and the gc interval,
 * with -s the table's configuration, then the parameters (of the table
 * or of one device), with -s the statistics.
 *
 * Values are read as iproute2 reads them: at their full width from where
 * the payload starts, whatever the attribute's length (bytes past the
 * message read as zero).
 */
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <net/if.h>
#include <linux/neighbour.h>
#include <linux/rtnetlink.h>

#include "array.h"
#include "attr.h"
#include "ipctx.h"
#include "linkcache.h"
#include "print.h"
#include "addr.h"
#include "ntable.h"

/* A parameter: its attribute, JSON key and width (4 or 8 bytes); a row
 * with no attribute ends a text line. */
struct parm {
	uint16_t attr;
	uint8_t width;
	const char *key;
};

static const struct parm parms[] = {
	{ NDTPA_REFCNT, 4, "refcnt" },
	{ NDTPA_REACHABLE_TIME, 8, "reachable" },
	{ NDTPA_BASE_REACHABLE_TIME, 8, "base_reachable" },
	{ NDTPA_RETRANS_TIME, 8, "retrans" },
	{ 0, 0, NULL },
	{ NDTPA_GC_STALETIME, 8, "gc_stale" },
	{ NDTPA_DELAY_PROBE_TIME, 8, "delay_probe" },
	{ NDTPA_QUEUE_LEN, 4, "queue" },
	{ 0, 0, NULL },
	{ NDTPA_APP_PROBES, 4, "app_probes" },
	{ NDTPA_UCAST_PROBES, 4, "ucast_probes" },
	{ NDTPA_MCAST_PROBES, 4, "mcast_probes" },
	{ 0, 0, NULL },
	{ NDTPA_ANYCAST_DELAY, 8, "anycast_delay" },
	{ NDTPA_PROXY_DELAY, 8, "proxy_delay" },
	{ NDTPA_PROXY_QLEN, 4, "proxy_queue" },
	{ NDTPA_LOCKTIME, 8, "locktime" },
};

/* "KEY VALUE " in text, the number in JSON */
static void num(struct out *o, const char *key, uint64_t v)
{
	char fmt[48];

	snprintf(fmt, sizeof(fmt), "%s %%llu ", key);
	out_uint(o, OUT_ANY, key, fmt, v);
}

/* When a time msec ago was, as iproute2 prints it (local time, to the
 * second); "(error)" for 0 */
static void ago(struct out *o, const char *key, const char *fmt, uint32_t msec)
{
	char buf[32] = "(error)";
	struct timeval now;
	struct tm tm;
	time_t t;

	if (msec && gettimeofday(&now, NULL) == 0) {
		t = now.tv_sec - (time_t)(msec / 1000);
		if (localtime_r(&t, &tm) &&
		    !strftime(buf, sizeof(buf), "%Y-%m-%d %T", &tm))
			buf[0] = 0;
	}
	out_str(o, OUT_ANY, CLR_NONE, key, fmt, buf);
}

static void print_config(struct out *o, const struct nlattr *a, const void *end)
{
	struct ndt_config c;
	char hex[16];

	attr_copy_overread(a, end, &c, sizeof(c));
	out_uint(o, OUT_ANY, "key_length", "    config key_len %llu ", c.ndtc_key_len);
	out_uint(o, OUT_ANY, "entry_size", "entry_size %llu ", c.ndtc_entry_size);
	out_uint(o, OUT_ANY, "entries", "entries %llu ", c.ndtc_entries);
	out_nl(o);
	ago(o, "last_flush", "        last_flush %s ", c.ndtc_last_flush);
	ago(o, "last_rand", "last_rand %s ", c.ndtc_last_rand);
	out_nl(o);
	out_uint(o, OUT_ANY, "hash_rnd", "        hash_rnd %llu ", c.ndtc_hash_rnd);
	snprintf(hex, sizeof(hex), "%#x", c.ndtc_hash_mask);
	out_str(o, OUT_JSON, CLR_NONE, "hash_mask", NULL, hex);
	out_text(o, "hash_mask %08x ", c.ndtc_hash_mask);
	out_uint(o, OUT_ANY, "hash_chain_gc", "hash_chain_gc %llu ",
		 c.ndtc_hash_chain_gc);
	out_uint(o, OUT_ANY, "proxy_qlen", "proxy_qlen %llu ", c.ndtc_proxy_qlen);
	out_nl(o);
}

static void print_parms(struct ipctx *ctx, struct out *o,
			const struct nlattr **tb, const void *end)
{
	size_t i;

	if (tb[NDTPA_IFINDEX]) {
		char nb[IFNAMSIZ + 16];
		uint32_t idx = attr_u32_overread(tb[NDTPA_IFINDEX], end);

		out_text(o, "    dev ");
		out_str(o, OUT_ANY, CLR_IFNAME, "dev", "%s ",
			lc_index2name(ctx->lc, (int)idx, nb));
		out_nl(o);
	}
	out_text(o, "    ");
	for (i = 0; i < ARRAY_SIZE(parms); i++) {
		const struct parm *p = &parms[i];

		if (!p->attr) {
			out_nl(o);
			out_text(o, "    ");
		} else if (tb[p->attr]) {
			num(o, p->key, p->width == 8 ? attr_u64_overread(tb[p->attr], end) :
				       attr_u32_overread(tb[p->attr], end));
		}
	}
	out_nl(o);
}

static void print_stats(struct out *o, const struct nlattr *a, const void *end)
{
	/* the counters in their order; NULL ends a text line */
	static const char *const keys[] = {
		"allocs", "destroys", "hash_grows", NULL,
		"res_failed", "lookups", "hits", NULL,
		"rcv_probes_mcast", "rcv_probes_ucast", NULL,
		"periodic_gc_runs", "forced_gc_runs", NULL,
		"table_fulls",
	};
	uint64_t v[11];
	size_t i, n = 0;

	attr_copy_overread(a, end, v, sizeof(v));
	out_text(o, "    stats ");
	for (i = 0; i < ARRAY_SIZE(keys); i++) {
		if (!keys[i]) {
			out_nl(o);
			out_text(o, "    ");
		} else {
			num(o, keys[i], v[n++]);
		}
	}
	out_nl(o);
}

/* Does the filter leave this message out? */
static bool filtered(const struct ntable_filter *f, const struct nlattr **tb,
		     const struct nlattr **tpb, const void *end)
{
	char nb[256];

	if (tb[NDTA_NAME] && f->name &&
	    strcmp(f->name, attr_str(tb[NDTA_NAME], nb, sizeof(nb))))
		return true;
	if (!tb[NDTA_PARMS] || !f->index)
		return false;
	if (tpb[NDTPA_IFINDEX])
		return f->index != attr_u32_overread(tpb[NDTPA_IFINDEX], end);
	return f->index != NTABLE_NO_DEV;
}

static void print_head(struct out *o, const struct nlattr **tb, const void *end)
{
	static const char *const th[] = { "thresh1", "thresh2", "thresh3" };
	bool line = tb[NDTA_THRESH1] || tb[NDTA_THRESH2] || tb[NDTA_THRESH3] ||
		    tb[NDTA_GC_INTERVAL];
	char nb[256];
	int i;

	if (tb[NDTA_NAME])
		out_str(o, OUT_ANY, CLR_NONE, "name", "%s ",
			attr_str(tb[NDTA_NAME], nb, sizeof(nb)));
	out_nl(o);
	if (line)
		out_text(o, "    ");
	for (i = NDTA_THRESH1; i <= NDTA_THRESH3; i++)
		if (tb[i])
			num(o, th[i - NDTA_THRESH1], attr_u32_overread(tb[i], end));
	if (tb[NDTA_GC_INTERVAL])
		out_uint(o, OUT_ANY, "gc_interval", "gc_int %llu ",
			 attr_u64_overread(tb[NDTA_GC_INTERVAL], end));
	if (line)
		out_nl(o);
}

int ntable_print(struct ipctx *ctx, struct out *o,
		 const struct ntable_filter *f, const struct nlmsghdr *nlh)
{
	const struct nlattr *tb[NDTA_MAX + 1];
	const struct nlattr *tpb[NDTPA_MAX + 1] = { 0 };
	const void *end = (const char *)nlh + nlh->nlmsg_len;
	const struct ndtmsg *ndtm = NLMSG_DATA(nlh);

	if (nlh->nlmsg_type != RTM_NEWNEIGHTBL) {
		fprintf(stderr, "Not NEIGHTBL: %08x %08x %08x\n",
			nlh->nlmsg_len, nlh->nlmsg_type, nlh->nlmsg_flags);
		return 0;
	}
	if (nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*ndtm))) {
		fprintf(stderr, "BUG: wrong nlmsg len %d\n",
			(int)nlh->nlmsg_len - (int)NLMSG_LENGTH(sizeof(*ndtm)));
		return -1;
	}
	if (f->family && f->family != ndtm->ndtm_family)
		return 0;
	attr_parse_msg(tb, NDTA_MAX, nlh, sizeof(*ndtm));
	if (tb[NDTA_PARMS])
		attr_parse_nested(tpb, NDTPA_MAX, tb[NDTA_PARMS]);
	if (filtered(f, tb, tpb, end))
		return 0;

	out_open_obj(o, OUT_JSON, NULL);
	out_str(o, OUT_ANY, CLR_NONE, "family", "%s ",
		addr_family_name(ndtm->ndtm_family));
	print_head(o, tb, end);
	if (tb[NDTA_CONFIG] && f->stats)
		print_config(o, tb[NDTA_CONFIG], end);
	if (tb[NDTA_PARMS])
		print_parms(ctx, o, tpb, end);
	if (tb[NDTA_STATS] && f->stats)
		print_stats(o, tb[NDTA_STATS], end);
	out_text(o, "\n");
	out_close_obj(o, OUT_JSON);
	return 0;
}

int ntable_dev(const struct nlmsghdr *nlh)
{
	const struct nlattr *tb[NDTA_MAX + 1];
	const struct nlattr *tpb[NDTPA_MAX + 1] = { 0 };
	const void *end = (const char *)nlh + nlh->nlmsg_len;
	uint32_t idx;

	if (nlh->nlmsg_type != RTM_NEWNEIGHTBL ||
	    nlh->nlmsg_len < NLMSG_LENGTH(sizeof(struct ndtmsg)))
		return 0;
	attr_parse_msg(tb, NDTA_MAX, nlh, sizeof(struct ndtmsg));
	if (!tb[NDTA_PARMS])
		return 0;
	attr_parse_nested(tpb, NDTPA_MAX, tb[NDTA_PARMS]);
	if (!tpb[NDTPA_IFINDEX])
		return 0;
	idx = attr_u32_overread(tpb[NDTPA_IFINDEX], end);
	return idx > 0 && idx <= INT32_MAX ? (int)idx : 0;
}
