// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * iprule.c - "ip rule": add, delete, show, flush, save, restore and help,
 * as iproute2 6.1 does them; one rule is printed by ip/rule_print.c.
 *
 * Interfaces are names in rules (FRA_IIFNAME, FRA_OIFNAME): nothing here
 * looks a link up.  A flush deletes each rule the moment the dump shows
 * it, on a second socket, as iproute2 does: the dump goes on from where
 * it was in a list that has lost rules meanwhile, so a flush of many
 * rules leaves some behind, in iproute2 and here alike.
 */
#include <endian.h>
#include <errno.h>
#include <netdb.h>
#include <arpa/inet.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <linux/rtnetlink.h>

#include "addr.h"
#include "args.h"
#include "verb.h"
#include "attr.h"
#include "ip.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "iprule.h"
#include "msg.h"
#include "nl.h"
#include "nlfile.h"
#include "nlstore.h"
#include "opt.h"
#include "print.h"

/* iproute2's request: the headers and 1024 bytes of attributes */
#define RULE_BOUND (NLMSG_LENGTH(sizeof(struct fib_rule_hdr)) + 1024)
#define RULE_SAVE_MAGIC 0x71706986u	/* starts a saved stream */

static const char rule_usage_text[] =
	"Usage: ip rule { add | del } SELECTOR ACTION\n"
	"       ip rule { flush | save | restore }\n"
	"       ip rule [ list [ SELECTOR ]]\n"
	"SELECTOR := [ not ] [ from PREFIX ] [ to PREFIX ] [ tos TOS ]\n"
	"            [ fwmark FWMARK[/MASK] ]\n"
	"            [ iif STRING ] [ oif STRING ] [ pref NUMBER ] [ l3mdev ]\n"
	"            [ uidrange NUMBER-NUMBER ]\n"
	"            [ ipproto PROTOCOL ]\n"
	"            [ sport [ NUMBER | NUMBER-NUMBER ]\n"
	"            [ dport [ NUMBER | NUMBER-NUMBER ] ]\n"
	"ACTION := [ table TABLE_ID ]\n"
	"          [ protocol PROTO ]\n"
	"          [ nat ADDRESS ]\n"
	"          [ realms [SRCREALM/]DSTREALM ]\n"
	"          [ goto NUMBER ]\n"
	"          SUPPRESSOR\n"
	"SUPPRESSOR := [ suppress_prefixlength NUMBER ]\n"
	"              [ suppress_ifgroup DEVGROUP ]\n"
	"TABLE_ID := [ local | main | default | NUMBER ]\n";

static int rule_usage(void)
{
	fputs(rule_usage_text, stderr);
	return IP_EARG;
}

/* ------------------------------------------------------------------ */
/* values both the selectors and the filters read */

/* "MARK[/MASK]": 0, or iproute2's message.  *has_mask says whether a
 * mask was given. */
static int parse_fwmark(const char *arg, uint32_t *mark, uint32_t *mask,
			bool *has_mask)
{
	const char *slash = strchr(arg, '/');
	char *b = strndup(arg, slash ? (size_t)(slash - arg) : strlen(arg));
	int st = 0;

	if (!b)
		return 1;
	if (get_u32(mark, b, 0))
		st = err_invarg("fwmark value is invalid\n", b);
	else if (slash && get_u32(mask, slash + 1, 0))
		st = err_invarg("fwmask value is invalid\n", slash + 1);
	*has_mask = slash != NULL;
	free(b);
	return st;
}

/* "N" or "N-M" as iproute2 reads them (sscanf): 0 or -1. */
static int parse_ports(const char *arg, struct fib_rule_port_range *r)
{
	int n = sscanf(arg, "%hu-%hu", &r->start, &r->end);

	if (n == 1)
		r->end = r->start;
	return n == 1 || n == 2 ? 0 : -1;
}

static int parse_uids(const char *arg, struct fib_rule_uid_range *r)
{
	return sscanf(arg, "%u-%u", &r->start, &r->end) == 2 ? 0 : -1;
}

/* iproute2's inet_proto_a2n: a decimal number, else /etc/protocols. */
static int ipproto_a2n(const char *arg, uint8_t *proto)
{
	struct protoent *pe;

	if (get_u8(proto, arg, 10) == 0)
		return 0;
	pe = getprotobyname(arg);
	if (!pe)
		return -1;
	*proto = (uint8_t)pe->p_proto;
	return 0;
}

/* A prefix as iproute2's get_prefix reads one, with its messages: an
 * MPLS label (below 2^20, any base) with an optional length up to 20 for
 * -M; the others through addr_get_prefix. */
static int get_prefix(struct inet_prefix *p, const char *arg, int family)
{
	const char *slash = strchr(arg, '/');
	struct inet_prefix mask = { .bitlen = 20 };
	unsigned long label;
	char *end, *m = NULL;
	uint32_t e;
	int bad;

	if (family != 28)	/* AF_MPLS */
		return addr_get_prefix(p, arg, family);
	memset(p, 0, sizeof(*p));
	label = strtoul(arg, &end, 0);
	/* the length: a number or a dotted mask, as for IPv4 */
	if (slash && asprintf(&m, "0/%s", slash + 1) < 0)
		return IP_FATAL | 1;
	bad = end == arg || label >= 1u << 20 || (*end && end != slash) ||
	      (m && (addr_parse(&mask, m, AF_INET, ADDR_PREFIX) || mask.bitlen > 20));
	free(m);
	if (bad) {
		fprintf(stderr, "Error: mpls prefix is expected rather than \"%s\".\n",
			arg);
		return IP_FATAL | 1;
	}
	e = htonl((uint32_t)label << 12 | 1u << 8);
	memcpy(p->data, &e, sizeof(e));
	p->family = 28;
	p->len = 4;
	p->bitlen = mask.bitlen;
	return 0;
}

/* ------------------------------------------------------------------ */
/* add, delete: the selectors and actions as a table */

/* What the rows leave for the finish. */
struct rule_req {
	uint32_t tid;			/* the table given (0: none) */
	bool typed;			/* a type (or goto, nop) was given */
};

static struct fib_rule_hdr *req_hdr(struct opt_parse *st)
{
	return NLMSG_DATA(st->m->n);
}

/* from, to: a prefix of the rule's family (a filter's: IPv4 unless -6
 * or -M, as iproute2's); a request has its length in the header */
static int prefix_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	bool filter = o->flags & OPT_OBJ;
	int af = st->ctx->o.family ? st->ctx->o.family : AF_INET;
	struct inet_prefix pfx;
	struct fib_rule_hdr *frh;
	int r;

	(void)argc;
	r = get_prefix(&pfx, argv[1], filter ? af : req_hdr(st)->family);
	if (r)
		return -r;
	if (filter)
		return opt_put(st, o, &pfx, sizeof(pfx)) ? -1 : 1;
	frh = req_hdr(st);
	if (o->attr == FRA_SRC)
		frh->src_len = (uint8_t)pfx.bitlen;
	else
		frh->dst_len = (uint8_t)pfx.bitlen;
	msg_put(st->m, o->attr, pfx.data, pfx.len);
	return 1;
}

/* MARK[/MASK]: FRA_FWMARK (FRA_FWMASK), or a filter's two fields */
static int fwmark_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	uint32_t mark, mask;
	bool has_mask;
	int r = parse_fwmark(argv[1], &mark, &mask, &has_mask);

	(void)argc;
	if (r)
		return -r;
	if (o->flags & OPT_OBJ) {
		struct rule_filter *f = st->obj;

		f->fwmark = mark;
		if (has_mask)
			f->fwmask = mask;
		return 1;
	}
	msg_put_u32(st->m, o->attr, mark);
	if (has_mask)
		msg_put_u32(st->m, FRA_FWMASK, mask);
	return 1;
}

/* A table below 256 goes in the header, a larger one as FRA_TABLE. */
static int table_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	struct rule_req *r = st->obj;
	struct fib_rule_hdr *frh = req_hdr(st);

	(void)argc;
	if (rt_table_name2id(ipctx_names(st->ctx), argv[1], &r->tid))
		return -err_invarg("invalid table ID\n", argv[1]);
	if (r->tid < 256) {
		frh->table = (uint8_t)r->tid;
	} else {
		frh->table = RT_TABLE_UNSPEC;
		msg_put_u32(st->m, o->attr, r->tid);
	}
	return 1;
}

static int ifname_parse(struct opt_parse *st, const struct opt *o, int argc,
			char **argv)
{
	(void)argc;
	if (check_ifname(argv[1]))
		return -err_invarg(o->data, argv[1]);
	opt_put(st, o, argv[1], strlen(argv[1]) + 1);
	return 1;
}

static int uids_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct fib_rule_uid_range u;

	(void)argc;
	if (parse_uids(argv[1], &u))
		return -err_invarg(o->data, argv[1]);
	opt_put(st, o, &u, sizeof(u));
	return 1;
}

static int ipproto_parse(struct opt_parse *st, const struct opt *o, int argc,
			 char **argv)
{
	uint8_t proto;

	(void)argc;
	if (ipproto_a2n(argv[1], &proto))
		return -err_invarg(o->data, argv[1]);
	opt_put(st, o, &proto, sizeof(proto));
	return 1;
}

static int ports_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	struct fib_rule_port_range pr;

	(void)argc;
	if (parse_ports(argv[1], &pr))
		return -err_invarg(o->data, argv[1]);
	opt_put(st, o, &pr, sizeof(pr));
	return 1;
}

/* "nat ADDR": iproute2 6.1 warns and sends it as RTN_NAT; the kernel
 * keeps no address. */
static int nat_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	struct inet_prefix a;
	uint32_t v;

	(void)argc;
	fprintf(stderr, "Warning: route NAT is deprecated\n");
	if (addr_parse(&a, argv[1], AF_INET, 0)) {
		fprintf(stderr, "Error: an IP address is expected rather than \"%s\"\n",
			argv[1]);
		return -(IP_FATAL | 1);
	}
	memcpy(&v, a.data, sizeof(v));
	msg_put_u32(st->m, o->attr, v);
	req_hdr(st)->action = RTN_NAT;
	return 1;
}

static const struct opt_handler rule_prefix = { .parse = prefix_parse, .nargs = 1 };
static const struct opt_handler rule_fwmark = { .parse = fwmark_parse, .nargs = 1 };
static const struct opt_handler rule_table = { .parse = table_parse, .nargs = 1 };
static const struct opt_handler rule_ifname = { .parse = ifname_parse, .nargs = 1 };
static const struct opt_handler rule_uids = { .parse = uids_parse, .nargs = 1 };
static const struct opt_handler rule_ipproto = { .parse = ipproto_parse, .nargs = 1 };
static const struct opt_handler rule_ports = { .parse = ports_parse, .nargs = 1 };
static const struct opt_handler rule_nat = { .parse = nat_parse, .nargs = 1 };

#define HDR(field) offsetof(struct fib_rule_hdr, field)

/* In iproute2's order: it decides what an abbreviation means. */
static const struct opt modify_opts[] = {
	{ "not", HDR(flags), OPT_EXACT | OPT_HDR, &opt_flag32,
	  OPT_FLAGVAL(FIB_RULE_INVERT) },
	{ "from", FRA_SRC, OPT_EXACT, &rule_prefix },
	{ "to", FRA_DST, OPT_EXACT, &rule_prefix },
	{ "preference", FRA_PRIORITY, 0, &opt_u32,
	  OPT_NUM(.err = "preference value is invalid\n"),
	  .alias = "order priority" },
	{ "tos", HDR(tos), OPT_EXACT | OPT_HDR, &opt_rtname,
	  OPT_RTNAME(.which = RTN_DSFIELD, .size = 1,
		     .err = "TOS value is invalid\n"), .alias = "dsfield" },
	{ "fwmark", FRA_FWMARK, OPT_EXACT, &rule_fwmark },
	{ "realms", FRA_FLOW, 0, &opt_rtname,
	  OPT_RTNAME(.which = RTN_REALMS, .err = "invalid realms\n") },
	{ "protocol", FRA_PROTOCOL, 0, &opt_rtname,
	  OPT_RTNAME(.which = RTN_PROTOS, .size = 1,
		     .err = "\"protocol\" value is invalid\n") },
	{ "tun_id", FRA_TUN_ID, 0, &opt_be64,
	  OPT_NUM(.err = "\"tun_id\" value is invalid\n") },
	{ "table", FRA_TABLE, 0, &rule_table, .alias = "=lookup" },
	{ "suppress_prefixlength", FRA_SUPPRESS_PREFIXLEN, 0, &opt_u32,
	  OPT_NUM(.max = INT32_MAX,
		  .err = "suppress_prefixlength value is invalid\n"),
	  .alias = "=sup_pl" },
	{ "suppress_ifgroup", FRA_SUPPRESS_IFGROUP, 0, &opt_group,
	  OPT_NUM(.err = "Invalid \"suppress_ifgroup\" value\n"), .alias = "=sup_group" },
	{ "iif", FRA_IIFNAME, OPT_EXACT, &rule_ifname,
	  "\"iif\"/\"dev\" not a valid ifname", .alias = "=dev" },
	{ "oif", FRA_OIFNAME, OPT_EXACT, &rule_ifname,
	  "\"oif\" not a valid ifname" },
	{ "l3mdev", FRA_L3MDEV, OPT_EXACT, &opt_flag },
	{ "uidrange", FRA_UID_RANGE, OPT_EXACT, &rule_uids,
	  "invalid UID range\n" },
	{ "nat", RULE_ATTR_GATEWAY, OPT_EXACT, &rule_nat, .alias = "map-to" },
	{ "ipproto", FRA_IP_PROTO, OPT_EXACT, &rule_ipproto,
	  "Invalid \"ipproto\" value\n" },
	{ "sport", FRA_SPORT_RANGE, OPT_EXACT, &rule_ports, "invalid port range\n" },
	{ "dport", FRA_DPORT_RANGE, OPT_EXACT, &rule_ports, "invalid dport range\n" },
	{ 0 }
};

/* Any other word ends the selectors: "[type] TYPE", goto N, nop, help. */
static int type_parse(struct opt_parse *st, int argc, char **argv)
{
	struct rule_req *r = st->obj;
	uint32_t type;
	int used = 0;

	if (is(argv[0], "type")) {
		if (argc < 2)
			return -err_incomplete();
		used++;
	}
	if (matches(argv[used], "help"))
		return -rule_usage();
	if (matches(argv[used], "goto")) {
		uint32_t target;

		type = FR_ACT_GOTO;
		if (argc < used + 2)
			return -err_incomplete();
		used++;
		if (get_u32(&target, argv[used], 0))
			return -err_invarg("invalid target\n", argv[used]);
		msg_put_u32(st->m, FRA_GOTO, target);
	} else if (matches(argv[used], "nop")) {
		type = FR_ACT_NOP;
	} else if (rule_type_a2n(argv[used], &type)) {
		return -err_invarg("Failed to parse rule type", argv[used]);
	}
	req_hdr(st)->action = (uint8_t)type;
	r->typed = true;
	return used;
}

static int modify_finish(struct opt_parse *st)
{
	const struct rule_req *r = st->obj;
	struct fib_rule_hdr *frh = req_hdr(st);
	bool l3mdev = opt_seen(st, FRA_L3MDEV);

	if (l3mdev && r->tid) {
		fprintf(stderr, "table can not be specified for l3mdev rules\n");
		return EINVAL;
	}
	if (frh->family == AF_UNSPEC)
		frh->family = AF_INET;
	if (!r->typed && !l3mdev && !opt_seen(st, FRA_TABLE) &&
	    st->m->n->nlmsg_type == RTM_NEWRULE)
		frh->table = RT_TABLE_MAIN;
	return 0;
}

static const struct opt_set modify_set = {
	.name = "rule",
	.opts = modify_opts,
	.maxattr = RULE_ATTR_MAX,
	.finish = modify_finish,
	.other = type_parse,
	.loop = OPT_LOOP_NO_HELP,
};

/* The echoed rule, as iproute2 prints it: one object in the JSON
 * array (iproute2 opens a second one inside it, which is no JSON). */
static void rule_print_echo(struct ipctx *ctx, const struct nlmsghdr *echo)
{
	struct rule_printer rp;
	struct rule_msg m;

	rule_printer_init(&rp, ctx, ctx->out);
	rp.f.family = ctx->o.family;
	rp.in_obj = true;
	out_echo_begin(ctx->out);
	if (echo && rule_msg_parse(&m, echo) > 0 && rule_match(&rp, &m))
		rule_print(&rp, &m);
	out_echo_end(ctx->out);
	rule_printer_free(&rp);
}

static int rule_modify(struct ipctx *ctx, const struct verb *v, int argc,
		       char **argv)
{
	uint16_t cmd = v->cmd;
	struct rule_req r = { 0 };
	struct opt_parse p;
	struct fib_rule_hdr *frh;
	struct nlmsghdr *echo = NULL;
	struct msgbuf b;
	int st;

	if (argc <= 0) {
		fprintf(stderr, "\"ip rule %s\" requires arguments.\n",
			cmd == RTM_NEWRULE ? "add" : "del");
		return 1;
	}
	msgbuf_init(&b, cmd, cmd == RTM_NEWRULE ? NLM_F_CREATE | NLM_F_EXCL : 0);
	msg_set_bound(&b.m, RULE_BOUND);
	frh = msg_extra(&b.m, sizeof(*frh));
	frh->family = (uint8_t)ctx->o.family;
	frh->action = cmd == RTM_NEWRULE ? FR_ACT_TO_TBL : FR_ACT_UNSPEC;

	st = opt_run(&p, ctx, &modify_set, &b.m, &r, argc, argv);
	if (st)
		return st;
	if (ctx->o.echo)
		b.m.n->nlmsg_flags |= NLM_F_ECHO;
	if (nl_talk(ctx->nl, b.m.n, ctx->o.echo ? nlstore_first_cb : NULL,
		    &echo, 0)) {
		free(echo);
		return 2;
	}
	if (ctx->o.echo)
		rule_print_echo(ctx, echo);
	free(echo);
	return 0;
}

/* ------------------------------------------------------------------ */
/* show, flush, save: the filters */

/* "protocol all" takes every protocol (flush) */
static int protocol_parse(struct opt_parse *st, const struct opt *o,
			  int argc, char **argv)
{
	struct rule_filter *f = st->obj;

	(void)o;
	(void)argc;
	f->protocolmask = ~0u;
	if (rt_proto_a2n(ipctx_names(st->ctx), argv[1], &f->protocol)) {
		if (!is(argv[1], "all"))
			return -err_invarg("invalid \"protocol\"\n", argv[1]);
		f->protocol = 0;
		f->protocolmask = 0;
	}
	return 1;
}

static const struct opt_handler filter_protocol = {
	.parse = protocol_parse, .nargs = 1,
};

#define FILTER(field) offsetof(struct rule_filter, field)

/* The filters, in iproute2's order. */
static const struct opt list_opts[] = {
	{ "preference", FILTER(pref), OPT_OBJ, &opt_u32,
	  OPT_NUM(.err = "preference value is invalid\n"),
	  .alias = "order priority" },
	{ "not", FILTER(not), OPT_EXACT | OPT_OBJ, &opt_flag },
	{ "tos", FILTER(tos), OPT_EXACT | OPT_OBJ, &opt_rtname,
	  OPT_RTNAME(.which = RTN_DSFIELD, .err = "TOS value is invalid\n"),
	  .alias = "=dsfield" },
	{ "fwmark", FILTER(fwmark), OPT_EXACT | OPT_OBJ, &rule_fwmark },
	{ "iif", FILTER(iif), OPT_EXACT | OPT_OBJ, &rule_ifname,
	  "\"iif\"/\"dev\" not a valid ifname", .alias = "=dev" },
	{ "oif", FILTER(oif), OPT_EXACT | OPT_OBJ, &rule_ifname,
	  "\"oif\" not a valid ifname" },
	{ "l3mdev", FILTER(l3mdev), OPT_EXACT | OPT_OBJ, &opt_flag },
	{ "uidrange", FILTER(uids), OPT_EXACT | OPT_OBJ, &rule_uids,
	  "invalid UID range\n" },
	{ "tun_id", FILTER(tun_id), OPT_OBJ, &opt_u64,
	  OPT_NUM(.err = "\"tun_id\" value is invalid\n") },
	{ "lookup", FILTER(table), OPT_OBJ, &opt_rtname,
	  OPT_RTNAME(.which = RTN_TABLES, .err = "table id value is invalid\n"),
	  .alias = "table" },
	{ "from", FILTER(src), OPT_OBJ, &rule_prefix, .alias = "src" },
	{ "protocol", FILTER(protocol), OPT_OBJ, &filter_protocol },
	{ "ipproto", FILTER(ipproto), OPT_EXACT | OPT_OBJ, &rule_ipproto,
	  "Invalid \"ipproto\" value\n" },
	{ "sport", FILTER(sport), OPT_EXACT | OPT_OBJ, &rule_ports,
	  "invalid port range\n" },
	{ "dport", FILTER(dport), OPT_EXACT | OPT_OBJ, &rule_ports,
	  "invalid dport range\n" },
	{ 0 }
};

/* Any other word is the destination, "dst"/"to" before it optional. */
static int dst_parse(struct opt_parse *st, int argc, char **argv)
{
	struct rule_filter *f = st->obj;
	int af = st->ctx->o.family ? st->ctx->o.family : AF_INET;
	int used = matches(argv[0], "dst") || matches(argv[0], "to");
	int r;

	if (used && argc < 2)
		return -err_incomplete();
	r = get_prefix(&f->dst, argv[used], af);
	return r ? -r : used;
}

static const struct opt_set list_set = {
	.name = "rule",
	.opts = list_opts,
	.other = dst_parse,
	.loop = OPT_LOOP_NO_HELP,
};

static int list_parse(struct rule_printer *rp, int argc, char **argv)
{
	struct rule_filter *f = &rp->f;
	struct opt_parse p;
	int st;

	st = opt_run(&p, rp->ctx, &list_set, NULL, f, argc, argv);
	f->pref_set = opt_given(&p, "preference");
	f->tos_set = opt_given(&p, "tos");
	f->iif_set = opt_given(&p, "iif");
	f->oif_set = opt_given(&p, "oif");
	f->uidrange_set = opt_given(&p, "uidrange");
	return st;
}

/* ------------------------------------------------------------------ */
/* show, flush, save */

enum { RULE_LIST, RULE_FLUSH, RULE_SAVE };

struct list {
	struct ipctx *ctx;
	struct rule_printer rp;
	struct nl *del;		/* flush: the deletions' socket */
};

static struct nlmsghdr *dump_req(struct msgbuf *b, int family)
{
	struct fib_rule_hdr *frh;

	msgbuf_init(b, RTM_GETRULE, NLM_F_DUMP);
	frh = msg_extra(&b->m, sizeof(*frh));
	frh->family = (uint8_t)family;
	return b->m.n;
}

static int show_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct list *l = arg;
	struct rule_msg m;
	int r = rule_msg_parse(&m, nlh);

	if (r <= 0)
		return r;
	if (rule_match(&l->rp, &m))
		rule_print(&l->rp, &m);
	return 0;
}

/* One dumped rule: deleted at once if it passes the filters and has a
 * priority (the rule of priority 0 has none: it stays). */
static int flush_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct list *l = arg;
	const struct rule_filter *f = &l->rp.f;
	struct nlmsghdr *del;
	struct rule_msg m;
	int r = rule_msg_parse(&m, nlh);

	if (r <= 0)
		return r;
	if (!rule_match(&l->rp, &m))
		return 0;
	if (m.tb[FRA_PROTOCOL] &&
	    ((f->protocol ^ attr_u8(m.tb[FRA_PROTOCOL])) & f->protocolmask))
		return 0;
	if (!m.tb[FRA_PRIORITY])
		return 0;
	if (!l->del) {
		/* a handle without a socket (tests, fuzzing) deletes into a
		 * sink of its own */
		l->del = nl_fd(l->ctx->nl) < 0 ? nl_open_sink(NULL, NULL) : nl_open();
		if (!l->del)
			return -1;
	}
	del = malloc(nlh->nlmsg_len);
	if (!del)
		return -1;
	memcpy(del, nlh, nlh->nlmsg_len);
	del->nlmsg_type = RTM_DELRULE;
	del->nlmsg_flags = NLM_F_REQUEST;
	r = nl_talk(l->del, del, NULL, NULL, 0);
	free(del);
	return r ? -2 : 0;
}

static int save_cb(const struct nlmsghdr *nlh, void *arg)
{
	(void)arg;
	if (write(STDOUT_FILENO, nlh, nlh->nlmsg_len) != (ssize_t)nlh->nlmsg_len) {
		fprintf(stderr, "Short write while saving nlmsg\n");
		return -EIO;
	}
	return 0;
}

static int rule_list(struct ipctx *ctx, const struct verb *v, int argc,
		     char **argv)
{
	int action = v->mode;
	static const nl_data_cb cbs[] = {
		[RULE_LIST] = show_cb, [RULE_FLUSH] = flush_cb, [RULE_SAVE] = save_cb,
	};
	int af = ctx->o.family ? ctx->o.family : AF_INET;
	struct msgbuf b;
	struct list l;
	int st;

	if (action == RULE_SAVE && argc > 0) {
		fprintf(stderr, "\"ip rule save\" does not take any arguments.\n");
		return 1;
	}
	if (action == RULE_SAVE && nlfile_save_start(RULE_SAVE_MAGIC))
		return 1;
	memset(&l, 0, sizeof(l));
	l.ctx = ctx;
	rule_printer_init(&l.rp, ctx, ctx->out);
	st = list_parse(&l.rp, argc, argv);
	l.rp.f.family = ctx->o.family;
	if (st)
		goto out;
	out_begin(ctx->out);
	/* (a failed dump still ends the JSON array: iproute2 leaves it open) */
	if (nl_dump(ctx->nl, dump_req(&b, af), cbs[action], &l, 0) < 0) {
		fprintf(stderr, "Dump terminated\n");
		st = 255;
	}
	out_end(ctx->out);
	fflush(stdout);
out:
	if (l.del)
		nl_close(l.del);
	rule_printer_free(&l.rp);
	return st;
}

/* ------------------------------------------------------------------ */
/* restore */

static int rule_restore(struct ipctx *ctx, const struct verb *v, int argc,
			char **argv)
{
	struct nlfile *f;
	struct nlmsghdr *h;
	int r;

	(void)v;
	(void)argc;
	(void)argv;
	if (nlfile_check_magic(RULE_SAVE_MAGIC, "rule"))
		return IP_EARG;
	f = calloc(1, sizeof(*f));
	if (!f)
		return IP_FATAL | 1;
	f->fp = stdin;
	/* a rule that is there already is reported and passed over */
	while ((r = nlfile_next(f, &h)) == 1) {
		int err;

		h->nlmsg_flags |= NLM_F_REQUEST | NLM_F_CREATE | NLM_F_ACK;
		err = nl_talk(ctx->nl, h, NULL, NULL, 0);
		if (err && err != -EEXIST) {
			r = -1;
			break;
		}
	}
	free(f);
	return IP_FATAL | (r < 0 ? 255 : 0);
}

static const struct verb rule_verbs[] = {
	{ "list", rule_list, .mode = RULE_LIST },
	{ "lst", rule_list, .mode = RULE_LIST },
	{ "show", rule_list, .mode = RULE_LIST },
	{ "save", rule_list, .mode = RULE_SAVE },
	{ "restore", rule_restore },
	{ "add", rule_modify, RTM_NEWRULE },
	{ "delete", rule_modify, RTM_DELRULE },
	{ "flush", rule_list, .mode = RULE_FLUSH },
	{ "help", .usage = rule_usage },
	{ 0 }
};

const struct verb_set iprule_verbs = {
	.obj = "rule",
	.none = &(const struct verb){ "list", rule_list, .mode = RULE_LIST },
	.verbs = rule_verbs,
};

/* "ip mrule": the rules of the multicast routing tables, IPv4 (-4, or no
 * family) or IPv6 (-6). */
int do_ipmrule(struct ipctx *ctx, int argc, char **argv)
{
	switch (ctx->o.family) {
	case AF_UNSPEC:
	case AF_INET:
		ctx->o.family = RTNL_FAMILY_IPMR;
		break;
	case AF_INET6:
		ctx->o.family = RTNL_FAMILY_IP6MR;
		break;
	default:
		fprintf(stderr, "Multicast rules are only supported for IPv4/IPv6, was: %i\n",
			ctx->o.family);
		return IP_EARG;
	}
	return verb_run(ctx, &iprule_verbs, argc, argv);
}
