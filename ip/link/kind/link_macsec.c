// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_macsec.c - the "macsec" link kind (the device; "ip macsec" is
 * another object).  The words may start with the secure channel: "sci
 * SCI", or "port PORT" with or without "address LLADDR" before it, read
 * by the handler here; the rest is a table of keywords taken only in full
 * ("help" is not one of them), then iproute2's cross-checks and the
 * values it sends last.
 */
#include <stdio.h>
#include <string.h>
#include <endian.h>
#include <linux/if_link.h>
#include <linux/if_macsec.h>

#include "args.h"
#include "attr.h"
#include "kind.h"
#include "msg.h"
#include "print.h"

static void macsec_usage(FILE *f)
{
	fputs("Usage: ... macsec [ [ address <lladdr> ] port { 1..2^16-1 } | sci <u64> ]\n"
	      "                  [ cipher { default | gcm-aes-128 | gcm-aes-256 | gcm-aes-xpn-128 | gcm-aes-xpn-256 } ]\n"
	      "                  [ icvlen { 8..16 } ]\n"
	      "                  [ encrypt { on | off } ]\n"
	      "                  [ send_sci { on | off } ]\n"
	      "                  [ end_station { on | off } ]\n"
	      "                  [ scb { on | off } ]\n"
	      "                  [ protect { on | off } ]\n"
	      "                  [ replay { on | off} window { 0..2^32-1 } ]\n"
	      "                  [ validate { strict | check | disabled } ]\n"
	      "                  [ encodingsa { 0..3 } ]\n"
	      "                  [ offload { mac | phy | off } ]\n", f);
}

/* Kept values: those sent last, and those the checks look at. */
enum { S_CIPHER, S_ICV, S_WINDOW, S_REPLAY, S_AN, S_SCI, S_ES, S_SCB };

/* ---- the secure channel, first ---- */

/* An address into mac (parts not given keep their bytes, as there);
 * iproute2's reader cuts the word at its first colon before it fails,
 * and names the word so cut. */
static int ms_lladdr(uint8_t mac[6], const char *arg)
{
	uint8_t buf[7] = { 0 };
	const char *colon = strchr(arg, '.') ? NULL : strchr(arg, ':');
	char word[64];

	memcpy(buf, mac, 6);
	if (parse_lladdr(buf, 6, arg) >= 0) {
		memcpy(mac, buf, 6);
		return 0;
	}
	snprintf(word, sizeof(word), "%.*s",
		 colon ? (int)(colon - arg) : (int)strlen(arg), arg);
	return err_invarg("expected lladdr", colon ? word : arg);
}

/* [ sci SCI | [ address LLADDR ] port PORT ]: words used (>= 0), or
 * -(exit status). */
static int ms_sci(struct msg *m, int argc, char **argv)
{
	bool s = false, p = false, a = false;
	uint8_t mac[6] = { 0 };
	uint64_t sci = 0;
	uint16_t port = 0;
	int i = 0;

	while (i < argc && !s && !p) {
		const char *w = argv[i];

		if (!is(w, "sci") && !is(w, "port") && !is(w, "address"))
			break;
		if (is(w, "sci") && (p || a))
			return -err_invarg(p ? "expected address" : "expected port", w);
		if (++i >= argc)
			return -err_incomplete();
		if (is(w, "sci")) {
			if (get_u64(&sci, argv[i], 16))
				return -err_invarg("expected sci", argv[i]);
			sci = htobe64(sci);
			s = true;
		} else if (is(w, "port")) {
			if (get_u16(&port, argv[i], 0))
				return -err_invarg("expected port", argv[i]);
			if (!port)
				return -err_invarg("expected port != 0", argv[i]);
			port = htobe16(port);
			p = true;
		} else {
			int r = ms_lladdr(mac, argv[i]);

			if (r)
				return -r;
			a = true;
		}
		i++;
	}
	if (p && a) {
		memcpy(&sci, mac, 6);
		memcpy((uint8_t *)&sci + 6, &port, 2);
	}
	if (sci)
		msg_put(m, IFLA_MACSEC_SCI, &sci, sizeof(sci));
	else if (s || p || a)
		msg_put(m, IFLA_MACSEC_PORT, &port, sizeof(port));
	return i;
}

static int macsec_parse(struct ipctx *ctx, const struct link_kind *k, int argc,
			char **argv, struct msg *m, bool create, const char *dev)
{
	struct opt_parse st;
	int used = ms_sci(m, argc, argv);

	(void)dev;
	if (used < 0)
		return -used;
	opt_parse_init(&st, ctx, &k->set, m, create);
	return opt_parse_how(&st, argc - used, argv + used, OPT_LOOP_NO_HELP);
}

/* ---- the table ---- */

/* encodingsa: a second one is refused before its value is looked at */
static int ms_an_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	uint8_t an;

	if (opt_seen(st, o->attr))
		return -err_duparg2(o->kw, o->kw);
	if (argc < 2)
		return -err_incomplete();
	if (get_u8(&an, argv[1], 0) || an > 3)
		return -err_invarg("expected an { 0..3 }", argv[1]);
	opt_put_number(st, o, 1, false, an);
	return 1;
}

static void ms_an_print(struct opt_print *pp, const struct opt *o,
			const struct nlattr *a)
{
	opt_u8.print(pp, o, a);
}

/* (nargs 0: the check above comes first) */
static const struct opt_handler ms_an = { .parse = ms_an_parse,
	.print = ms_an_print };

/* the SCI as 16 hex digits, a string in JSON */
static void ms_sci_print(struct opt_print *pp, const struct opt *o,
			 const struct nlattr *a)
{
	uint64_t sci;
	char buf[24];

	attr_get(a, &sci, sizeof(sci));
	snprintf(buf, sizeof(buf), "%016llx", (unsigned long long)be64toh(sci));
	out_str(pp->out, OUT_ANY, CLR_NONE, o->key, "sci %s ", buf);
}

static const struct opt_handler ms_sci_h = { .print = ms_sci_print };

static int macsec_finish(struct opt_parse *st)
{
	uint32_t window = opt_seen(st, IFLA_MACSEC_WINDOW) ?
			  (uint32_t)st->u[S_WINDOW] : UINT32_MAX;
	bool replay = opt_seen(st, IFLA_MACSEC_REPLAY_PROTECT);
	bool sci = st->u[S_SCI], es = st->u[S_ES], scb = st->u[S_SCB];
	struct msg *m = st->m;

	if ((sci && (es || scb)) || (es && scb)) {
		fprintf(stderr, "invalid combination of send_sci/end_station/scb\n");
		return OPT_EFAIL;
	}
	if (window != UINT32_MAX && !replay) {
		fprintf(stderr, "replay window set, but replay protection not enabled. did you mean 'replay on window %u'?\n",
			window);
		return OPT_EFAIL;
	}
	if (window == UINT32_MAX && replay && st->u[S_REPLAY]) {
		fprintf(stderr, "replay protection enabled, but no window set. did you mean 'replay on window VALUE'?\n");
		return OPT_EFAIL;
	}
	if (opt_seen(st, IFLA_MACSEC_CIPHER_SUITE))
		msg_put_u64(m, IFLA_MACSEC_CIPHER_SUITE, st->u[S_CIPHER]);
	if (opt_seen(st, IFLA_MACSEC_ICV_LEN))
		msg_put_u8(m, IFLA_MACSEC_ICV_LEN, (uint8_t)st->u[S_ICV]);
	if (replay) {
		msg_put_u32(m, IFLA_MACSEC_WINDOW, window);
		msg_put_u8(m, IFLA_MACSEC_REPLAY_PROTECT, (uint8_t)st->u[S_REPLAY]);
	}
	if (opt_seen(st, IFLA_MACSEC_ENCODING_SA))
		msg_put_u8(m, IFLA_MACSEC_ENCODING_SA, (uint8_t)st->u[S_AN]);
	return 0;
}

#define N(s, v) { s, v }
static const struct opt_name cipher_words[] = {
	N("default", MACSEC_DEFAULT_CIPHER_ID),
	N("gcm-aes-128", MACSEC_CIPHER_ID_GCM_AES_128),
	N("GCM-AES-128", MACSEC_CIPHER_ID_GCM_AES_128),
	N("gcm-aes-256", MACSEC_CIPHER_ID_GCM_AES_256),
	N("GCM-AES-256", MACSEC_CIPHER_ID_GCM_AES_256),
	N("gcm-aes-xpn-128", MACSEC_CIPHER_ID_GCM_AES_XPN_128),
	N("GCM-AES-XPN-128", MACSEC_CIPHER_ID_GCM_AES_XPN_128),
	N("gcm-aes-xpn-256", MACSEC_CIPHER_ID_GCM_AES_XPN_256),
	N("GCM-AES-XPN-256", MACSEC_CIPHER_ID_GCM_AES_XPN_256),
	{ NULL, 0 }
};
static const struct opt_name cipher_names[] = {
	N("GCM-AES-128", MACSEC_DEFAULT_CIPHER_ID),
	N("GCM-AES-128", MACSEC_CIPHER_ID_GCM_AES_128),
	N("GCM-AES-256", MACSEC_CIPHER_ID_GCM_AES_256),
	N("GCM-AES-XPN-128", MACSEC_CIPHER_ID_GCM_AES_XPN_128),
	N("GCM-AES-XPN-256", MACSEC_CIPHER_ID_GCM_AES_XPN_256),
	{ NULL, 0 }
};
static const struct opt_name validate_names[] = {
	N("disabled", MACSEC_VALIDATE_DISABLED), N("check", MACSEC_VALIDATE_CHECK),
	N("strict", MACSEC_VALIDATE_STRICT), { NULL, 0 }
};
static const struct opt_name offload_names[] = {
	N("off", MACSEC_OFFLOAD_OFF), N("phy", MACSEC_OFFLOAD_PHY),
	N("mac", MACSEC_OFFLOAD_MAC), { NULL, 0 }
};

/* on|off, sent where given; printed as "TEXT on|off" (JSON: a bool) */
#define MS_FLAG(k, a, text, json, ...) { .kw = k, .attr = a, \
		.h = &opt_onoff_soft, .flags = OPT_EXACT __VA_ARGS__, \
		.key = json, .fmt = text " %s " }
#define MS_ONEOF(k, a, tbl, json, text) { .kw = k, .attr = a, .h = &opt_oneof, \
		.data = OPT_ENUM(.names = tbl, .size = 1, .unknown = "(unknown)"), \
		.flags = OPT_EXACT, .key = json, .fmt = text " %s " }

/* Print order. */
static const struct opt macsec_opts[] = {
	{ .attr = IFLA_MACSEC_SCI, .h = &ms_sci_h, .key = "sci" },
	MS_FLAG("protect", IFLA_MACSEC_PROTECT, "protect", "protect"),
	{ .attr = IFLA_MACSEC_CIPHER_SUITE, .h = &opt_enum, .key = "cipher_suite",
	  .fmt = "cipher %s ",
	  .data = OPT_ENUM(.names = cipher_names, .size = 8, .unknown = "(unknown)") },
	{ .kw = "cipher", .attr = IFLA_MACSEC_CIPHER_SUITE, .h = &opt_once,
	  .data = OPT_ONCE(opt_enum, .data = OPT_ENUM(.names = cipher_words,
		.size = 8, .err = "expected: default, gcm-aes-128, gcm-aes-256, gcm-aes-xpn-128 or gcm-aes-xpn-256")),
	  .flags = OPT_EXACT | OPT_LATER, .slot = S_CIPHER },
	{ .kw = "icvlen", .attr = IFLA_MACSEC_ICV_LEN, .h = &opt_once,
	  .data = OPT_ONCE(opt_range, .data = OPT_RANGE(.size = 1, .base = 10,
		.min = MACSEC_MIN_ICV_LEN, .max = MACSEC_STD_ICV_LEN,
		.err = "expected ICV length",
		.range_err = "ICV length must be in the range {8..16}")),
	  .flags = OPT_EXACT | OPT_LATER, .slot = S_ICV, .key = "icv_len",
	  .fmt = "icvlen %u " },
	{ .kw = "encodingsa", .attr = IFLA_MACSEC_ENCODING_SA, .h = &ms_an,
	  .flags = OPT_EXACT | OPT_LATER, .slot = S_AN, .key = "encoding_sa",
	  .fmt = "encodingsa %u " },
	MS_ONEOF("validate", IFLA_MACSEC_VALIDATION, validate_names, "validation",
		 "validate"),
	MS_ONEOF("offload", IFLA_MACSEC_OFFLOAD, offload_names, "offload", "offload"),
	MS_FLAG("encrypt", IFLA_MACSEC_ENCRYPT, "encrypt", "encrypt"),
	MS_FLAG("send_sci", IFLA_MACSEC_INC_SCI, "send_sci", "inc_sci",
		| OPT_KEEP, .slot = S_SCI),
	MS_FLAG("end_station", IFLA_MACSEC_ES, "end_station", "es",
		| OPT_KEEP, .slot = S_ES),
	MS_FLAG("scb", IFLA_MACSEC_SCB, "scb", "scb", | OPT_KEEP, .slot = S_SCB),
	MS_FLAG("replay", IFLA_MACSEC_REPLAY_PROTECT, "replay", "replay_protect",
		| OPT_LATER, .slot = S_REPLAY),
	{ .kw = "window", .attr = IFLA_MACSEC_WINDOW, .h = &opt_u32,
	  .data = OPT_NUM(.err = "expected replay window size"),
	  .flags = OPT_EXACT | OPT_LATER | OPT_SIGNED, .slot = S_WINDOW,
	  .key = "window", .fmt = "window %d " },
	{ 0 }
};

const struct link_kind kind_macsec = {
	.set = {
		.name = "macsec",
		.maxattr = IFLA_MACSEC_MAX,
		.opts = macsec_opts,
		.finish = macsec_finish,
		.usage = macsec_usage,
	},
	.parse = macsec_parse,
};
