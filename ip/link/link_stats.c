/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * link_stats.c - the counters block of "ip -s link show" (and -s -s).
 *
 * The text block is rows of right-aligned columns: a header line and a
 * value line per row.  Each row is described once below (label, column
 * names, the counters) and one routine prints them all; the columns are
 * as wide as the widest number any printed row puts in them.  JSON takes
 * the same counters in its own order and with its own names.
 */
#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <linux/if_link.h>
#include <linux/snmp.h>

#include "array.h"
#include "attr.h"
#include "ipctx.h"
#include "link_print.h"
#include "print.h"

#define NCOLS 8

/* The counters of one link: the kernel's, and the carrier changes that
 * come in an attribute of their own. */
struct counters {
	struct rtnl_link_stats64 s;
	uint64_t carrier_changes;
	bool has_carrier_changes;
};

#define C(field) ((unsigned short)offsetof(struct counters, field))
#define NO_COUNTER 0xffff

enum col_when {
	ALWAYS,
	NONZERO,	/* the value only when not 0; its header word too */
	NONZERO_DROP,	/* as NONZERO, and no header column at all when 0 */
	CARRIER,	/* when the link reports carrier changes */
};

struct stat_col {
	const char *name;	/* header word; NULL for the empty first column */
	unsigned short off;	/* the counter in struct counters */
	unsigned char when;	/* enum col_when */
};

struct stat_row {
	const char *label;
	bool deep;		/* only with -s -s */
	unsigned char shift;	/* sizes the column to the right of the one
				 * it prints in (iproute2's TX errors row) */
	unsigned char ncols;
	struct stat_col col[NCOLS];
};

static const struct stat_row stat_rows[] = {
	{ "    RX:", false, 0, 7, {
		{ "bytes", C(s.rx_bytes) },
		{ "packets", C(s.rx_packets) },
		{ "errors", C(s.rx_errors) },
		{ "dropped", C(s.rx_dropped) },
		{ "missed", C(s.rx_missed_errors) },
		{ "mcast", C(s.multicast) },
		{ "compressed", C(s.rx_compressed), NONZERO } } },
	{ "    RX errors:", true, 0, 8, {
		{ NULL, NO_COUNTER },
		{ "length", C(s.rx_length_errors) },
		{ "crc", C(s.rx_crc_errors) },
		{ "frame", C(s.rx_frame_errors) },
		{ "fifo", C(s.rx_fifo_errors) },
		{ "overrun", C(s.rx_over_errors) },
		{ "nohandler", C(s.rx_nohandler), NONZERO_DROP },
		{ "otherhost", C(s.rx_otherhost_dropped), NONZERO_DROP } } },
	{ "    TX:", false, 0, 7, {
		{ "bytes", C(s.tx_bytes) },
		{ "packets", C(s.tx_packets) },
		{ "errors", C(s.tx_errors) },
		{ "dropped", C(s.tx_dropped) },
		{ "carrier", C(s.tx_carrier_errors) },
		{ "collsns", C(s.collisions) },
		{ "compressed", C(s.tx_compressed), NONZERO } } },
	{ "    TX errors:", true, 1, 6, {
		{ NULL, NO_COUNTER },
		{ "aborted", C(s.tx_aborted_errors) },
		{ "fifo", C(s.tx_fifo_errors) },
		{ "window", C(s.tx_window_errors) },
		{ "heartbt", C(s.tx_heartbeat_errors) },
		{ "transns", C(carrier_changes), CARRIER } } },
};

/* JSON: "rx" and "tx" objects, each a list of members. */
struct stat_member {
	const char *key;
	unsigned short off;
	unsigned char when;	/* ALWAYS, NONZERO or CARRIER */
	bool deep;
};

static const struct stat_member rx_members[] = {
	{ "bytes", C(s.rx_bytes) },
	{ "packets", C(s.rx_packets) },
	{ "errors", C(s.rx_errors) },
	{ "dropped", C(s.rx_dropped) },
	{ "over_errors", C(s.rx_over_errors) },
	{ "multicast", C(s.multicast) },
	{ "compressed", C(s.rx_compressed), NONZERO },
	{ "length_errors", C(s.rx_length_errors), ALWAYS, true },
	{ "crc_errors", C(s.rx_crc_errors), ALWAYS, true },
	{ "frame_errors", C(s.rx_frame_errors), ALWAYS, true },
	{ "fifo_errors", C(s.rx_fifo_errors), ALWAYS, true },
	{ "missed_errors", C(s.rx_missed_errors), ALWAYS, true },
	{ "nohandler", C(s.rx_nohandler), NONZERO, true },
	{ "otherhost", C(s.rx_otherhost_dropped), NONZERO, true },
	{ NULL }
};

static const struct stat_member tx_members[] = {
	{ "bytes", C(s.tx_bytes) },
	{ "packets", C(s.tx_packets) },
	{ "errors", C(s.tx_errors) },
	{ "dropped", C(s.tx_dropped) },
	{ "carrier_errors", C(s.tx_carrier_errors) },
	{ "collisions", C(s.collisions) },
	{ "compressed", C(s.tx_compressed), NONZERO },
	{ "aborted_errors", C(s.tx_aborted_errors), ALWAYS, true },
	{ "fifo_errors", C(s.tx_fifo_errors), ALWAYS, true },
	{ "window_errors", C(s.tx_window_errors), ALWAYS, true },
	{ "heartbeat_errors", C(s.tx_heartbeat_errors), ALWAYS, true },
	{ "carrier_changes", C(carrier_changes), CARRIER, true },
	{ NULL }
};

static uint64_t counter(const struct counters *c, unsigned short off)
{
	uint64_t v = 0;

	if (off != NO_COUNTER)
		memcpy(&v, (const char *)c + off, sizeof(v));
	return v;
}

static bool shown(const struct counters *c, unsigned short off,
		  unsigned char when)
{
	switch (when) {
	case NONZERO:
	case NONZERO_DROP:
		return counter(c, off) != 0;
	case CARRIER:
		return c->has_carrier_changes;
	default:
		return true;
	}
}

/* The counters from IFLA_STATS64, else from the older IFLA_STATS; the
 * JSON object's name, or NULL when the message has neither. */
static const char *read_counters(struct counters *c,
				 const struct nlattr *const *tb)
{
	const struct nlattr *a;

	memset(c, 0, sizeof(*c));
	if (tb[IFLA_CARRIER_CHANGES]) {
		c->has_carrier_changes = true;
		c->carrier_changes = attr_u32(tb[IFLA_CARRIER_CHANGES]);
	}
	if ((a = tb[IFLA_STATS64]) != NULL) {
		attr_get(a, &c->s, sizeof(c->s));
		return "stats64";
	}
	if ((a = tb[IFLA_STATS]) != NULL) {
		struct rtnl_link_stats s32;
		const uint32_t *src = (const uint32_t *)&s32;
		uint64_t *dst = (uint64_t *)&c->s;
		size_t i;

		attr_get(a, &s32, sizeof(s32));
		for (i = 0; i < sizeof(s32) / sizeof(uint32_t); i++)
			dst[i] = src[i];
		return "stats";
	}
	if ((a = tb[IFLA_PROTINFO]) != NULL) {
		/* the IPv6 link dump's: its SNMP counters stand in */
		const struct nlattr *p[IFLA_INET6_STATS + 1];
		uint64_t mib[__IPSTATS_MIB_MAX] = { 0 };

		attr_parse_nested(p, IFLA_INET6_STATS, a);
		if (!p[IFLA_INET6_STATS])
			return "stats64";
		attr_get(p[IFLA_INET6_STATS], mib, sizeof(mib));
		c->s.rx_packets = mib[IPSTATS_MIB_INPKTS];
		c->s.rx_bytes = mib[IPSTATS_MIB_INOCTETS];
		c->s.tx_packets = mib[IPSTATS_MIB_OUTPKTS];
		c->s.tx_bytes = mib[IPSTATS_MIB_OUTOCTETS];
		c->s.rx_errors = mib[IPSTATS_MIB_INDISCARDS];
		c->s.tx_errors = mib[IPSTATS_MIB_OUTDISCARDS];
		c->s.multicast = mib[IPSTATS_MIB_INMCASTPKTS];
		c->s.rx_frame_errors = mib[IPSTATS_MIB_CSUMERRORS];
		return "stats64";
	}
	return NULL;
}

static void print_json(struct out *o, const char *what,
		       const struct counters *c, bool deep)
{
	static const struct {
		const char *key;
		const struct stat_member *m;
	} dirs[] = { { "rx", rx_members }, { "tx", tx_members } };
	size_t d;
	const struct stat_member *m;

	out_open_obj(o, OUT_JSON, what);
	for (d = 0; d < ARRAY_SIZE(dirs); d++) {
		out_open_obj(o, OUT_JSON, dirs[d].key);
		for (m = dirs[d].m; m->key; m++)
			if ((!m->deep || deep) && shown(c, m->off, m->when))
				out_uint(o, OUT_JSON, m->key, NULL,
					 counter(c, m->off));
		out_close_obj(o, OUT_JSON);
	}
	out_close_obj(o, OUT_JSON);
}

/* Widen columns to the digits of a row's counters (not with -h: those
 * keep the default widths). */
static void size_row(unsigned int *w, const struct stat_row *r,
		     const struct counters *c)
{
	unsigned int i;

	for (i = 0; i < r->ncols && i + r->shift < NCOLS; i++) {
		uint64_t x = counter(c, r->col[i].off);
		unsigned int len = 1;

		while (x > 9) {
			len++;
			x /= 10;
		}
		if (len > w[i + r->shift])
			w[i + r->shift] = len;
	}
}

void link_print_num(struct link_printer *p, unsigned int width, uint64_t v)
{
	const struct ipopts *op = &p->ctx->o;
	uint64_t base = op->iec ? 1024 : 1000;

	if (!op->human || v < base) {
		out_text(p->out, "%*" PRIu64 " ", (int)width, v);
	} else {
		char b[64];

		out_human(b, sizeof(b), v, op->iec);
		out_text(p->out, "%*s ", (int)width, b);
	}
}

/* The header line, then the value line.  The first column ends at the
 * same place on every row, whatever the label's length. */
static void print_row(struct link_printer *p, const struct stat_row *r,
		      const unsigned int *w, const struct counters *c)
{
	struct out *o = p->out;
	const struct stat_col *col = r->col;
	unsigned int i;

	out_text(o, "%s%*s", r->label, (int)(w[0] + 4 - strlen(r->label)),
		 col[0].name ? col[0].name : "");
	for (i = 1; i < r->ncols; i++) {
		bool on = shown(c, col[i].off, col[i].when);

		if (on || col[i].when != NONZERO_DROP)
			out_text(o, " %*s", (int)w[i], on ? col[i].name : "");
	}
	out_nl(o);
	if (col[0].off == NO_COUNTER) {
		out_text(o, "%*s", (int)w[0] + 5, "");
	} else {
		out_text(o, "    ");
		link_print_num(p, w[0], counter(c, col[0].off));
	}
	for (i = 1; i < r->ncols; i++)
		if (shown(c, col[i].off, col[i].when))
			link_print_num(p, w[i], counter(c, col[i].off));
}

void link_print_stats(struct link_printer *p, const struct nlattr *const *tb)
{
	unsigned int w[NCOLS] = { 10, 7, 6, 7, 7, 7, 10, 9 };
	bool deep = p->ctx->o.stats > 1;
	const size_t nrows = ARRAY_SIZE(stat_rows);
	struct counters c;
	const char *what = read_counters(&c, tb);
	size_t i;
	bool first = true;

	if (!what)
		return;
	if (out_is_json(p->out)) {
		print_json(p->out, what, &c, deep);
		return;
	}
	if (!p->ctx->o.human)
		for (i = 0; i < nrows; i++)
			if (!stat_rows[i].deep || deep)
				size_row(w, &stat_rows[i], &c);
	for (i = 0; i < nrows; i++) {
		if (stat_rows[i].deep && !deep)
			continue;
		if (!first)
			out_nl(p->out);
		first = false;
		print_row(p, &stat_rows[i], w, &c);
	}
}
