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
/* add, delete */

struct modify {
	struct ipctx *ctx;
	struct msgbuf b;
	struct fib_rule_hdr *frh;
	struct rtnames names;
	bool table_ok, l3mdev;
	uint32_t tid;
};

static int put_prefix(struct modify *r, const char *arg, uint16_t type)
{
	struct inet_prefix pfx;
	int st = get_prefix(&pfx, arg, r->frh->family);

	if (st)
		return st;
	if (type == FRA_SRC)
		r->frh->src_len = (uint8_t)pfx.bitlen;
	else
		r->frh->dst_len = (uint8_t)pfx.bitlen;
	msg_put(&r->b.m, type, pfx.data, pfx.len);
	return 0;
}

/* The words that end the selectors: "type TYPE", goto, nop, a type. */
static int parse_type(struct modify *r, int argc, char **argv, int *used)
{
	uint32_t type;

	*used = 0;
	if (is(*argv, "type")) {
		NEXT_ARG();
		++*used;
	}
	if (matches(*argv, "help"))
		return rule_usage();
	if (matches(*argv, "goto")) {
		uint32_t target;

		type = FR_ACT_GOTO;
		NEXT_ARG();
		++*used;
		if (get_u32(&target, *argv, 0))
			return err_invarg("invalid target\n", *argv);
		msg_put_u32(&r->b.m, FRA_GOTO, target);
	} else if (matches(*argv, "nop")) {
		type = FR_ACT_NOP;
	} else if (rule_type_a2n(*argv, &type)) {
		return err_invarg("Failed to parse rule type", *argv);
	}
	r->frh->action = (uint8_t)type;
	r->table_ok = true;
	return 0;
}

/* "nat ADDR": iproute2 6.1 warns and sends it as RTN_NAT; the kernel
 * keeps no address. */
static int parse_nat(struct modify *r, const char *arg)
{
	struct inet_prefix a;
	uint32_t v;

	fprintf(stderr, "Warning: route NAT is deprecated\n");
	if (addr_parse(&a, arg, AF_INET, 0)) {
		fprintf(stderr, "Error: an IP address is expected rather than \"%s\"\n",
			arg);
		return IP_FATAL | 1;
	}
	memcpy(&v, a.data, sizeof(v));
	msg_put_u32(&r->b.m, RULE_ATTR_GATEWAY, v);
	r->frh->action = RTN_NAT;
	return 0;
}

static int modify_parse(struct modify *r, int argc, char **argv)
{
	struct msg *m = &r->b.m;
	int st = 0;

	for (; argc > 0 && !st; argc--, argv++) {
		const char *w = *argv;

		if (is(w, "not")) {
			r->frh->flags |= FIB_RULE_INVERT;
		} else if (is(w, "from") || is(w, "to")) {
			NEXT_ARG();
			st = put_prefix(r, *argv, is(w, "from") ? FRA_SRC : FRA_DST);
		} else if (matches(w, "preference") || matches(w, "order") ||
			   matches(w, "priority")) {
			uint32_t pref;

			NEXT_ARG();
			if (get_u32(&pref, *argv, 0))
				return err_invarg("preference value is invalid\n", *argv);
			msg_put_u32(m, FRA_PRIORITY, pref);
		} else if (is(w, "tos") || matches(w, "dsfield")) {
			uint32_t tos;

			NEXT_ARG();
			if (rt_dsfield_a2n(&r->names, *argv, &tos))
				return err_invarg("TOS value is invalid\n", *argv);
			r->frh->tos = (uint8_t)tos;
		} else if (is(w, "fwmark")) {
			uint32_t mark, mask;
			bool has_mask;

			NEXT_ARG();
			st = parse_fwmark(*argv, &mark, &mask, &has_mask);
			if (st)
				return st;
			msg_put_u32(m, FRA_FWMARK, mark);
			if (has_mask)
				msg_put_u32(m, FRA_FWMASK, mask);
		} else if (matches(w, "realms")) {
			uint32_t realms;

			NEXT_ARG();
			if (rt_realms_a2n(&r->names, *argv, &realms))
				return err_invarg("invalid realms\n", *argv);
			msg_put_u32(m, FRA_FLOW, realms);
		} else if (matches(w, "protocol")) {
			uint32_t proto;

			NEXT_ARG();
			if (rt_proto_a2n(&r->names, *argv, &proto))
				return err_invarg("\"protocol\" value is invalid\n", *argv);
			msg_put_u8(m, FRA_PROTOCOL, (uint8_t)proto);
		} else if (matches(w, "tun_id")) {
			uint64_t id;

			NEXT_ARG();
			if (get_u64(&id, *argv, 0))
				return err_invarg("\"tun_id\" value is invalid\n", *argv);
			msg_put_u64(m, FRA_TUN_ID, htobe64(id));
		} else if (matches(w, "table") || is(w, "lookup")) {
			NEXT_ARG();
			if (rt_table_name2id(&r->names, *argv, &r->tid))
				return err_invarg("invalid table ID\n", *argv);
			if (r->tid < 256) {
				r->frh->table = (uint8_t)r->tid;
			} else {
				r->frh->table = RT_TABLE_UNSPEC;
				msg_put_u32(m, FRA_TABLE, r->tid);
			}
			r->table_ok = true;
		} else if (matches(w, "suppress_prefixlength") || is(w, "sup_pl")) {
			int32_t pl;

			NEXT_ARG();
			if (get_s32(&pl, *argv, 0) || pl < 0)
				return err_invarg("suppress_prefixlength value is invalid\n",
						  *argv);
			msg_put_u32(m, FRA_SUPPRESS_PREFIXLEN, (uint32_t)pl);
		} else if (matches(w, "suppress_ifgroup") || is(w, "sup_group")) {
			uint32_t group;

			NEXT_ARG();
			if (parse_group(&group, *argv))
				return err_invarg("Invalid \"suppress_ifgroup\" value\n", *argv);
			msg_put_u32(m, FRA_SUPPRESS_IFGROUP, group);
		} else if (is(w, "dev") || is(w, "iif") || is(w, "oif")) {
			bool oif = is(w, "oif");

			NEXT_ARG();
			if (check_ifname(*argv))
				return err_invarg(oif ? "\"oif\" not a valid ifname" :
						  "\"iif\"/\"dev\" not a valid ifname", *argv);
			msg_put_strz(m, oif ? FRA_OIFNAME : FRA_IIFNAME, *argv);
		} else if (is(w, "l3mdev")) {
			msg_put_u8(m, FRA_L3MDEV, 1);
			r->table_ok = r->l3mdev = true;
		} else if (is(w, "uidrange")) {
			struct fib_rule_uid_range u;

			NEXT_ARG();
			if (parse_uids(*argv, &u))
				return err_invarg("invalid UID range\n", *argv);
			msg_put(m, FRA_UID_RANGE, &u, sizeof(u));
		} else if (is(w, "nat") || matches(w, "map-to")) {
			NEXT_ARG();
			st = parse_nat(r, *argv);
		} else if (is(w, "ipproto")) {
			uint8_t proto;

			NEXT_ARG();
			if (ipproto_a2n(*argv, &proto))
				return err_invarg("Invalid \"ipproto\" value\n", *argv);
			msg_put_u8(m, FRA_IP_PROTO, proto);
		} else if (is(w, "sport") || is(w, "dport")) {
			struct fib_rule_port_range pr;
			bool src = is(w, "sport");

			NEXT_ARG();
			if (parse_ports(*argv, &pr))
				return err_invarg(src ? "invalid port range\n" :
						  "invalid dport range\n", *argv);
			msg_put(m, src ? FRA_SPORT_RANGE : FRA_DPORT_RANGE, &pr, sizeof(pr));
		} else {
			int used;

			st = parse_type(r, argc, argv, &used);
			argc -= used;
			argv += used;
		}
	}
	return st;
}

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
	struct modify r;
	struct nlmsghdr *echo = NULL;
	int st;

	if (argc <= 0) {
		fprintf(stderr, "\"ip rule %s\" requires arguments.\n",
			cmd == RTM_NEWRULE ? "add" : "del");
		return 1;
	}
	memset(&r, 0, sizeof(r));
	r.ctx = ctx;
	msgbuf_init(&r.b, cmd, cmd == RTM_NEWRULE ? NLM_F_CREATE | NLM_F_EXCL : 0);
	msg_set_bound(&r.b.m, RULE_BOUND);
	r.frh = msg_extra(&r.b.m, sizeof(*r.frh));
	r.frh->family = (uint8_t)ctx->o.family;
	r.frh->action = cmd == RTM_NEWRULE ? FR_ACT_TO_TBL : FR_ACT_UNSPEC;

	st = modify_parse(&r, argc, argv);
	rtnames_free(&r.names);
	if (st)
		return st;
	if (r.l3mdev && r.tid) {
		fprintf(stderr, "table can not be specified for l3mdev rules\n");
		return EINVAL;
	}
	if (r.frh->family == AF_UNSPEC)
		r.frh->family = AF_INET;
	if (!r.table_ok && cmd == RTM_NEWRULE)
		r.frh->table = RT_TABLE_MAIN;
	if (ctx->o.echo)
		r.b.m.n->nlmsg_flags |= NLM_F_ECHO;
	if (nl_talk(ctx->nl, r.b.m.n, ctx->o.echo ? nlstore_first_cb : NULL,
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

static int list_parse(struct rule_printer *rp, int af, int argc, char **argv)
{
	struct rule_filter *f = &rp->f;
	int st;

	for (; argc > 0; argc--, argv++) {
		const char *w = *argv;

		if (matches(w, "preference") || matches(w, "order") ||
		    matches(w, "priority")) {
			NEXT_ARG();
			if (get_u32(&f->pref, *argv, 0))
				return err_invarg("preference value is invalid\n", *argv);
			f->pref_set = true;
		} else if (is(w, "not")) {
			f->not = true;
		} else if (is(w, "tos") || is(w, "dsfield")) {
			NEXT_ARG();
			if (rt_dsfield_a2n(&rp->names, *argv, &f->tos))
				return err_invarg("TOS value is invalid\n", *argv);
			f->tos_set = true;
		} else if (is(w, "fwmark")) {
			bool has_mask;
			uint32_t mask = 0;

			NEXT_ARG();
			st = parse_fwmark(*argv, &f->fwmark, &mask, &has_mask);
			if (st)
				return st;
			if (has_mask)
				f->fwmask = mask;
		} else if (is(w, "dev") || is(w, "iif") || is(w, "oif")) {
			bool oif = is(w, "oif");

			NEXT_ARG();
			if (check_ifname(*argv))
				return err_invarg(oif ? "\"oif\" not a valid ifname" :
						  "\"iif\"/\"dev\" not a valid ifname", *argv);
			snprintf(oif ? f->oif : f->iif, IFNAMSIZ, "%s", *argv);
			if (oif)
				f->oif_set = true;
			else
				f->iif_set = true;
		} else if (is(w, "l3mdev")) {
			f->l3mdev = true;
		} else if (is(w, "uidrange")) {
			NEXT_ARG();
			f->uidrange_set = true;
			if (parse_uids(*argv, &f->uids))
				return err_invarg("invalid UID range\n", *argv);
		} else if (matches(w, "tun_id")) {
			NEXT_ARG();
			if (get_u64(&f->tun_id, *argv, 0))
				return err_invarg("\"tun_id\" value is invalid\n", *argv);
		} else if (matches(w, "lookup") || matches(w, "table")) {
			NEXT_ARG();
			if (rt_table_name2id(&rp->names, *argv, &f->table))
				return err_invarg("table id value is invalid\n", *argv);
		} else if (matches(w, "from") || matches(w, "src")) {
			NEXT_ARG();
			st = get_prefix(&f->src, *argv, af);
			if (st)
				return st;
		} else if (matches(w, "protocol")) {
			NEXT_ARG();
			f->protocolmask = ~0u;
			if (rt_proto_a2n(&rp->names, *argv, &f->protocol)) {
				if (!is(*argv, "all"))
					return err_invarg("invalid \"protocol\"\n", *argv);
				f->protocol = 0;
				f->protocolmask = 0;
			}
		} else if (is(w, "ipproto")) {
			NEXT_ARG();
			if (ipproto_a2n(*argv, &f->ipproto))
				return err_invarg("Invalid \"ipproto\" value\n", *argv);
		} else if (is(w, "sport") || is(w, "dport")) {
			bool src = is(w, "sport");

			NEXT_ARG();
			if (parse_ports(*argv, src ? &f->sport : &f->dport))
				return err_invarg(src ? "invalid port range\n" :
						  "invalid dport range\n", *argv);
		} else {
			if (matches(w, "dst") || matches(w, "to"))
				NEXT_ARG();
			st = get_prefix(&f->dst, *argv, af);
			if (st)
				return st;
		}
	}
	return 0;
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
	st = list_parse(&l.rp, af, argc, argv);
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
