// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_can.c - the "can" link kind (ip link set DEV type can ...).
 *
 * The bit timing words fill two struct can_bittiming and the mode words
 * a struct can_ctrlmode, sent after the other options with the TDC nest;
 * the details print the kernel's structs field by field, and -s the
 * device's counters (IFLA_INFO_XSTATS).
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <linux/can/netlink.h>
#include <linux/if_link.h>

#include "attr.h"
#include "ipctx.h"
#include "kind.h"
#include "msg.h"
#include "print.h"

/* What the words build before the finish sends it (opt_parse.priv). */
struct can_req {
	struct can_bittiming bt, dbt;
	struct can_ctrlmode cm;
	uint32_t tdc[3];		/* tdcv, tdco, tdcf */
	bool tdc_set[3];
};

_Static_assert(sizeof(struct can_req) <= sizeof(((struct opt_parse *)0)->priv),
	       "can_req must fit opt_parse.priv");

/* tdcv, tdco, tdcf (slot: which); 4294967295 counts as not given, as
 * iproute2 starts them at -1 */
static int tdc_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	struct can_req *r = (struct can_req *)st->priv;
	uint64_t v;
	int e = opt_get_number(o, 4, argv[1], &v);

	(void)argc;
	if (e)
		return e;
	r->tdc[o->slot % 3] = (uint32_t)v;
	r->tdc_set[o->slot % 3] = v != UINT32_MAX;
	return 1;
}

static const struct opt_handler can_tdc = { .parse = tdc_parse, .nargs = 1 };

static int can_finish(struct opt_parse *st)
{
	const struct can_req *r = (const struct can_req *)st->priv;
	static const uint16_t tdc_attr[3] = {
		IFLA_CAN_TDC_TDCV, IFLA_CAN_TDC_TDCO, IFLA_CAN_TDC_TDCF,
	};
	struct nlattr *nest;
	int i;

	if (r->bt.bitrate || r->bt.tq)
		msg_put(st->m, IFLA_CAN_BITTIMING, &r->bt, sizeof(r->bt));
	if (r->dbt.bitrate || r->dbt.tq)
		msg_put(st->m, IFLA_CAN_DATA_BITTIMING, &r->dbt, sizeof(r->dbt));
	if (r->cm.mask)
		msg_put(st->m, IFLA_CAN_CTRLMODE, &r->cm, sizeof(r->cm));
	if (!r->tdc_set[0] && !r->tdc_set[1] && !r->tdc_set[2])
		return 0;
	nest = msg_nest(st->m, IFLA_CAN_TDC | NLA_F_NESTED);
	for (i = 0; i < 3; i++)
		if (r->tdc_set[i])
			msg_put_u32(st->m, tdc_attr[i], r->tdc[i]);
	msg_nest_end(st->m, nest);
	return 0;
}

/* ---- printing ---- */

#define N(s, v) { s, CAN_CTRLMODE_##v }
static const struct opt_name cm_names[] = {
	N("LOOPBACK", LOOPBACK), N("LISTEN-ONLY", LISTENONLY),
	N("TRIPLE-SAMPLING", 3_SAMPLES), N("ONE-SHOT", ONE_SHOT),
	N("BERR-REPORTING", BERR_REPORTING), N("FD", FD),
	N("FD-NON-ISO", FD_NON_ISO), N("PRESUME-ACK", PRESUME_ACK),
	N("CC-LEN8-DLC", CC_LEN8_DLC), N("TDC-AUTO", TDC_AUTO),
	N("TDC-MANUAL", TDC_MANUAL), { NULL, 0 }
};
#undef N

/* the mode; in JSON also what the device supports and what it cannot
 * change */
static void cm_print(struct opt_print *pp, const struct opt *o,
		     const struct nlattr *a)
{
	const struct nlattr *ext[IFLA_CAN_CTRLMODE_MAX + 1];
	struct can_ctrlmode cm;
	uint32_t sup;

	attr_get(a, &cm, sizeof(cm));
	if (cm.flags)
		opt_bitnames_out(pp->out, OUT_ANY, o->key, NULL, cm_names, cm.flags);
	if (!pp->tb[IFLA_CAN_CTRLMODE_EXT])
		return;
	attr_parse_nested(ext, IFLA_CAN_CTRLMODE_MAX, pp->tb[IFLA_CAN_CTRLMODE_EXT]);
	if (!ext[IFLA_CAN_CTRLMODE_SUPPORTED])
		return;
	sup = attr_u32(ext[IFLA_CAN_CTRLMODE_SUPPORTED]);
	if (sup)
		opt_bitnames_out(pp->out, OUT_JSON, "ctrlmode_supported", NULL,
				 cm_names, sup);
	if (cm.flags & ~sup)
		opt_bitnames_out(pp->out, OUT_JSON, "ctrlmode_static", NULL,
				 cm_names, cm.flags & ~sup);
}

static const struct opt_handler can_cm = { .print = cm_print };

static void nl_indent(struct out *p)
{
	out_nl(p);
	out_text(p, "\t ");
}

/* The fixed bitrates a device offers (key: JSON name of the list), after
 * the bitrate in use; o->data: the bit timing attribute and its text. */
struct can_fixed {
	uint16_t bt;
	const char *key, *fmt;
};

static void fixed_print(struct opt_print *pp, const struct opt *o,
			const struct nlattr *a)
{
	const struct can_fixed *d = o->data;
	const uint8_t *v = attr_data(a);
	size_t i, n = attr_len(a) / 4;
	uint32_t rate;

	nl_indent(pp->out);
	out_uint(pp->out, OUT_ANY, d->key, d->fmt, attr_u32(pp->tb[d->bt]));
	nl_indent(pp->out);
	out_open_arr(pp->out, OUT_ANY, o->key, "    [");
	for (i = 0; i < n; i++) {
		if (i && i % 6 == 0) {
			nl_indent(pp->out);
			out_text(pp->out, "     ");
		}
		memcpy(&rate, v + 4 * i, 4);
		out_uint(pp->out, OUT_ANY, NULL, i + 1 < n ? "%8u, " : "%8u", rate);
	}
	out_close_arr(pp->out, OUT_ANY, " ]");
}

static const struct opt_handler can_fixed = { .print = fixed_print };

/* the termination in use and the values the device offers (a: those) */
static void term_print(struct opt_print *pp, const struct opt *o,
		       const struct nlattr *a)
{
	const uint8_t *v = attr_data(a);
	size_t i, n = attr_len(a) / 2;
	uint16_t t;

	if (!pp->tb[IFLA_CAN_TERMINATION])
		return;
	nl_indent(pp->out);
	out_uint(pp->out, OUT_ANY, "termination", " termination %hu [ ",
		 attr_u16(pp->tb[IFLA_CAN_TERMINATION]));
	out_open_arr(pp->out, OUT_JSON, o->key, NULL);
	for (i = 0; i < n; i++) {
		memcpy(&t, v + 2 * i, 2);
		out_uint(pp->out, OUT_ANY, NULL, i + 1 < n ? "%hu, " : "%hu", t);
	}
	out_close_arr(pp->out, OUT_ANY, " ]");
}

static const struct opt_handler can_term = { .print = term_print };

/* The TDC nest: the values in the data bit timing, the ranges in its
 * constants. */
static const struct opt tdc_opts[] = {
	{ .attr = IFLA_CAN_TDC_TDCV, .h = &opt_u32, .key = "tdcv", .fmt = " tdcv %u" },
	{ .attr = IFLA_CAN_TDC_TDCO, .h = &opt_u32, .key = "tdco", .fmt = " tdco %u" },
	{ .attr = IFLA_CAN_TDC_TDCF, .h = &opt_u32, .key = "tdcf", .fmt = " tdcf %u" },
	{ 0 }
};

static void tdc_values(struct opt_print *pp)
{
	if (!pp->tb[IFLA_CAN_TDC_TDCV] && !pp->tb[IFLA_CAN_TDC_TDCO] &&
	    !pp->tb[IFLA_CAN_TDC_TDCF])
		return;
	out_open_obj(pp->out, OUT_JSON, "tdc");
	nl_indent(pp->out);
	opt_print_rows(pp);
	out_close_obj(pp->out, OUT_JSON);
}

/* the ranges whose both ends are there, printed as struct fields */
static void tdc_ranges(struct opt_print *pp)
{
	static const char *const names[] = { "tdcv", "tdco", "tdcf" };
	uint32_t range[2];
	char fmt[8];
	int i;

	out_open_obj(pp->out, OUT_JSON, "tdc");
	nl_indent(pp->out);
	for (i = 0; i < 3; i++) {
		const struct opt_sfield f = { OPT_SF_RANGE, 4, 0, 4, names[i], fmt };

		if (!pp->tb[IFLA_CAN_TDC_TDCV_MIN + 2 * i] ||
		    !pp->tb[IFLA_CAN_TDC_TDCV_MAX + 2 * i])
			continue;
		range[0] = attr_u32(pp->tb[IFLA_CAN_TDC_TDCV_MIN + 2 * i]);
		range[1] = attr_u32(pp->tb[IFLA_CAN_TDC_TDCV_MAX + 2 * i]);
		snprintf(fmt, sizeof(fmt), " %s", names[i]);
		opt_sfield_print(pp, &f, range, NULL);
	}
	out_close_obj(pp->out, OUT_JSON);
}

static const struct opt_set tdc_set = {
	.name = "tdc", .opts = tdc_opts, .maxattr = IFLA_CAN_TDC_MAX,
	.print = tdc_values,
};
static const struct opt_set tdc_const_set = {
	.name = "tdc", .opts = tdc_opts, .maxattr = IFLA_CAN_TDC_MAX,
	.print = tdc_ranges,
};

#define BT_OFF(f) offsetof(struct can_bittiming, f)
#define BTC_OFF(f) offsetof(struct can_bittiming_const, f)
#define SF_NUM(f, k, fmt) { OPT_SF_NUM, 4, BT_OFF(f), 0, k, fmt }
#define BT_FIELDS(p) {							\
	{ OPT_SF_NL },							\
	SF_NUM(bitrate, "bitrate", " " p "bitrate %u"),			\
	{ OPT_SF_MILLI, 4, BT_OFF(sample_point), 0, "sample_point",	\
	  " " p "sample-point %s" },					\
	{ OPT_SF_NL },							\
	SF_NUM(tq, "tq", " " p "tq %u"),				\
	SF_NUM(prop_seg, "prop_seg", " " p "prop-seg %u"),		\
	SF_NUM(phase_seg1, "phase_seg1", " " p "phase-seg1 %u"),	\
	SF_NUM(phase_seg2, "phase_seg2", " " p "phase-seg2 %u"),	\
	SF_NUM(sjw, "sjw", " " p "sjw %u"),				\
	SF_NUM(brp, "brp", " " p "brp %u"),				\
	{ 0 } }
#define BTC_RANGE(f, k, fmt) { OPT_SF_RANGE, 4, BTC_OFF(f##_min),	\
	BTC_OFF(f##_max), k, fmt }
#define BTC_FIELDS(p) {							\
	{ OPT_SF_NL },							\
	{ OPT_SF_NAME, 0, BTC_OFF(name), 0, "name", " %s:" },		\
	BTC_RANGE(tseg1, "tseg1", " " p "tseg1"),			\
	BTC_RANGE(tseg2, "tseg2", " " p "tseg2"),			\
	{ OPT_SF_RANGE1, 4, 0, BTC_OFF(sjw_max), "sjw", " " p "sjw" },	\
	BTC_RANGE(brp, "brp", " " p "brp"),				\
	{ OPT_SF_NUM, 4, BTC_OFF(brp_inc), 0, "brp_inc", " " p "brp_inc %u" }, \
	{ 0 } }

static const struct opt_sfield bt_fields[] = BT_FIELDS("");
static const struct opt_sfield dbt_fields[] = BT_FIELDS("d");
static const struct opt_sfield btc_fields[] = BTC_FIELDS("");
static const struct opt_sfield dbtc_fields[] = BTC_FIELDS("d");

#define BT_STRUCT(f, in) OPT_STRUCT(.fields = f, .indent = "\t ",	\
	.size = sizeof(struct can_bittiming), .inner_attr = IFLA_CAN_TDC, .inner = in)
#define BTC_STRUCT(f, in) OPT_STRUCT(.fields = f, .indent = "\t ",	\
	.size = sizeof(struct can_bittiming_const), .inner_attr = IFLA_CAN_TDC, \
	.inner = in)

static const struct opt_name can_states[] = {
	{ "ERROR-ACTIVE", CAN_STATE_ERROR_ACTIVE },
	{ "ERROR-WARNING", CAN_STATE_ERROR_WARNING },
	{ "ERROR-PASSIVE", CAN_STATE_ERROR_PASSIVE },
	{ "BUS-OFF", CAN_STATE_BUS_OFF }, { "STOPPED", CAN_STATE_STOPPED },
	{ "SLEEPING", CAN_STATE_SLEEPING }, { NULL, 0 }
};

static const struct opt_sfield berr_fields[] = {
	{ OPT_SF_NUM, 2, 0, 0, "tx", "(berr-counter tx %u" },
	{ OPT_SF_NUM, 2, 2, 0, "rx", " rx %u) " },
	{ 0 }
};

static const struct opt_sfield clock_fields[] = {
	{ OPT_SF_NL },
	{ OPT_SF_NUM, 4, 0, 0, "clock", " clock %u " },
	{ 0 }
};

#define CS(f) { OPT_SF_NUM, 4, offsetof(struct can_device_stats, f), 0, #f, " %-10u" }
static const struct opt_sfield xstats_fields[] = {
	{ OPT_SF_NL, 0, 0, 0, NULL,
	  "\t  re-started bus-errors arbit-lost error-warn error-pass bus-off" },
	{ OPT_SF_NL }, CS(restarts), CS(bus_error), CS(arbitration_lost),
	CS(error_warning), CS(error_passive), CS(bus_off), { 0 }
};

static const struct opt can_xstats = {
	.attr = IFLA_INFO_XSTATS, .h = &opt_struct, .key = "info_xstats",
	.data = OPT_STRUCT(.fields = xstats_fields, .exact = true,
		.size = sizeof(struct can_device_stats), .indent = "\t "),
};

/* ---- the table ---- */

#define R(f) offsetof(struct can_req, f)
#define NUM(k, f) { .kw = k, .h = &opt_field,				\
	.data = OPT_FIELD(.off = R(f), .err = "invalid \"" k "\" value\n") }
#define POINT(k, f) { .kw = k, .h = &opt_field_float,			\
	.data = OPT_FIELD(.off = R(f), .scale = 1000,			\
		.err = "invalid \"" k "\" value\n") }
#define TDC(k, i) { .kw = k, .h = &can_tdc, .slot = i,			\
	.data = OPT_NUM(.err = "invalid \"" k "\" value\n") }
#define MODE_ERR(k, w) "Error: argument of \"" k "\" must be " w ", not \"%s\"\n"
#define MODE(k, b) { .kw = k, .h = &opt_field_word,			\
	.data = OPT_FIELD(.off = R(cm.flags), .moff = R(cm.mask),	\
		.bit = CAN_CTRLMODE_##b, .names = (const struct opt_name[]){ \
			{ "on", CAN_CTRLMODE_##b }, { "off", 0 }, { NULL, 0 } }, \
		.errfmt = MODE_ERR(k, "\"on\" or \"off\"")) }

/* Words in iproute2's matching order, then the rows that print. */
static const struct opt can_opts[] = {
	NUM("bitrate", bt.bitrate), POINT("sample-point", bt.sample_point),
	NUM("tq", bt.tq), NUM("prop-seg", bt.prop_seg),
	NUM("phase-seg1", bt.phase_seg1), NUM("phase-seg2", bt.phase_seg2),
	NUM("sjw", bt.sjw),
	NUM("dbitrate", dbt.bitrate), POINT("dsample-point", dbt.sample_point),
	NUM("dtq", dbt.tq), NUM("dprop-seg", dbt.prop_seg),
	NUM("dphase-seg1", dbt.phase_seg1), NUM("dphase-seg2", dbt.phase_seg2),
	NUM("dsjw", dbt.sjw),
	TDC("tdcv", 0), TDC("tdco", 1), TDC("tdcf", 2),
	MODE("loopback", LOOPBACK), MODE("listen-only", LISTENONLY),
	MODE("triple-sampling", 3_SAMPLES), MODE("one-shot", ONE_SHOT),
	MODE("berr-reporting", BERR_REPORTING), MODE("fd", FD),
	MODE("fd-non-iso", FD_NON_ISO), MODE("presume-ack", PRESUME_ACK),
	MODE("cc-len8-dlc", CC_LEN8_DLC),
	{ .kw = "tdc-mode", .h = &opt_field_word,
	  .data = OPT_FIELD(.off = R(cm.flags), .moff = R(cm.mask),
		.bit = CAN_CTRLMODE_TDC_AUTO | CAN_CTRLMODE_TDC_MANUAL,
		.names = (const struct opt_name[]){
			{ "auto", CAN_CTRLMODE_TDC_AUTO },
			{ "manual", CAN_CTRLMODE_TDC_MANUAL },
			{ "off", 0 }, { NULL, 0 } },
		.errfmt = MODE_ERR("tdc-mode", "\"auto\", \"manual\" or \"off\"")) },
	{ .kw = "restart", .attr = IFLA_CAN_RESTART, .h = &opt_flag32,
	  .data = OPT_FLAGVAL(1) },
	{ .kw = "restart-ms", .attr = IFLA_CAN_RESTART_MS, .h = &opt_u32,
	  .data = OPT_NUM(.err = "invalid \"restart-ms\" value\n") },
	{ .kw = "termination", .attr = IFLA_CAN_TERMINATION, .h = &opt_u16,
	  .data = OPT_NUM(.err = "invalid \"termination\" value\n") },

	{ .attr = IFLA_CAN_CTRLMODE, .h = &can_cm, .key = "ctrlmode" },
	{ .attr = IFLA_CAN_STATE, .h = &opt_enum, .key = "state",
	  .fmt = "state %s ",
	  .data = OPT_ENUM(.names = can_states, .size = 4, .unknown = "UNKNOWN") },
	{ .attr = IFLA_CAN_BERR_COUNTER, .h = &opt_struct, .key = "berr_counter",
	  .data = OPT_STRUCT(.fields = berr_fields,
		.size = sizeof(struct can_berr_counter)) },
	{ .attr = IFLA_CAN_RESTART_MS, .h = &opt_u32, .key = "restart_ms",
	  .fmt = "restart-ms %u " },
	{ .attr = IFLA_CAN_BITTIMING, .h = &opt_struct, .key = "bittiming",
	  .data = BT_STRUCT(bt_fields, NULL) },
	{ .attr = IFLA_CAN_BITTIMING_CONST, .h = &opt_struct,
	  .key = "bittiming_const", .data = BTC_STRUCT(btc_fields, NULL) },
	{ .attr = IFLA_CAN_BITRATE_CONST, .h = &can_fixed, .key = "bitrate_const",
	  .data = &(const struct can_fixed){ IFLA_CAN_BITTIMING,
		"bittiming_bitrate", " bitrate %u" } },
	{ .attr = IFLA_CAN_DATA_BITTIMING, .h = &opt_struct,
	  .key = "data_bittiming", .data = BT_STRUCT(dbt_fields, &tdc_set) },
	{ .attr = IFLA_CAN_DATA_BITTIMING_CONST, .h = &opt_struct,
	  .key = "data_bittiming_const", .data = BTC_STRUCT(dbtc_fields, &tdc_const_set) },
	{ .attr = IFLA_CAN_DATA_BITRATE_CONST, .h = &can_fixed,
	  .key = "data_bitrate_const",
	  .data = &(const struct can_fixed){ IFLA_CAN_DATA_BITTIMING,
		"data_bittiming_bitrate", " dbitrate %u" } },
	{ .attr = IFLA_CAN_TERMINATION_CONST, .h = &can_term,
	  .key = "termination_const" },
	{ .attr = IFLA_CAN_CLOCK, .h = &opt_struct, .key = "clock",
	  .data = OPT_STRUCT(.fields = clock_fields, .flat = true,
		.size = sizeof(struct can_clock), .indent = "\t ") },
	{ 0 }
};

/* The bit timing and its constants mean nothing beside fixed bitrates. */
static void can_print(struct opt_print *pp)
{
	bool fixed = pp->tb[IFLA_CAN_BITRATE_CONST];
	bool dfixed = pp->tb[IFLA_CAN_DATA_BITRATE_CONST];
	const struct opt *o;

	for (o = can_opts; opt_row_valid(o); o++) {
		uint16_t a = o->attr;

		if (!(fixed && (a == IFLA_CAN_BITTIMING ||
				a == IFLA_CAN_BITTIMING_CONST)) &&
		    !(dfixed && (a == IFLA_CAN_DATA_BITTIMING ||
				 a == IFLA_CAN_DATA_BITTIMING_CONST)))
			opt_print_row(pp, o);
	}
}

/* The modes' lines come from the table (its opt_field_word rows). */
static void can_usage(FILE *f)
{
	const struct opt *o;

	fputs("Usage: ip link set DEVICE type can\n"
	      "\t[ bitrate BITRATE [ sample-point SAMPLE-POINT] ] |\n"
	      "\t[ tq TQ prop-seg PROP_SEG phase-seg1 PHASE-SEG1\n"
	      " \t  phase-seg2 PHASE-SEG2 [ sjw SJW ] ]\n"
	      "\n"
	      "\t[ dbitrate BITRATE [ dsample-point SAMPLE-POINT] ] |\n"
	      "\t[ dtq TQ dprop-seg PROP_SEG dphase-seg1 PHASE-SEG1\n"
	      " \t  dphase-seg2 PHASE-SEG2 [ dsjw SJW ] ]\n"
	      "\t[ tdcv TDCV tdco TDCO tdcf TDCF ]\n"
	      "\n", f);
	for (o = can_opts; opt_row_valid(o); o++) {
		const struct opt_field *d = o->data;
		const struct opt_name *nm;

		if (o->h != &opt_field_word)
			continue;
		fprintf(f, "\t[ %s {", o->kw);
		for (nm = d->names; nm->name; nm++)
			fprintf(f, " %s %s", nm->name, nm[1].name ? "|" : "}");
		fputs(" ]\n", f);
	}
	fputs("\n"
	      "\t[ restart-ms TIME-MS ]\n"
	      "\t[ restart ]\n"
	      "\n"
	      "\t[ termination { 0..65535 } ]\n"
	      "\n"
	      "\tWhere: BITRATE\t:= { NUMBER in bps }\n"
	      "\t\t  SAMPLE-POINT\t:= { 0.000..0.999 }\n"
	      "\t\t  TQ\t\t:= { NUMBER in ns }\n"
	      "\t\t  PROP-SEG\t:= { NUMBER in tq }\n"
	      "\t\t  PHASE-SEG1\t:= { NUMBER in tq }\n"
	      "\t\t  PHASE-SEG2\t:= { NUMBER in tq }\n"
	      "\t\t  SJW\t\t:= { NUMBER in tq }\n"
	      "\t\t  TDCV\t\t:= { NUMBER in tc }\n"
	      "\t\t  TDCO\t\t:= { NUMBER in tc }\n"
	      "\t\t  TDCF\t\t:= { NUMBER in tc }\n"
	      "\t\t  RESTART-MS\t:= { 0 | NUMBER in ms }\n", f);
}

const struct link_kind kind_can = {
	.set = {
		.name = "can",
		.maxattr = IFLA_CAN_MAX,
		.opts = can_opts,
		.finish = can_finish,
		.usage = can_usage,
		.unknown_fmt = "%s: unknown option \"%s\"\n",
		.print = can_print,
	},
	.xstats = &can_xstats,
};
