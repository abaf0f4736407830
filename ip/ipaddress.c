// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ipaddress.c - "ip address": add, change, replace, delete, show, flush,
 * save, showdump and restore, as iproute2 6.1 does them.
 *
 * show: one RTM_GETLINK for "dev X" (the name through the link cache),
 * else one link dump; then one address dump, filtered by the kernel to
 * the device when there is one.  Both are kept (nlstore) and the
 * addresses indexed by device, then each link is printed (ip/link_print.c)
 * with its addresses (ip/addr_print.c) once nothing more is being read,
 * so printing a name never interrupts a dump.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <net/if.h>
#include <sys/socket.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "attr.h"
#include "ip.h"
#include "ipaddr.h"
#include "ipctx.h"
#include "iplink.h"
#include "linkcache.h"
#include "link_print.h"
#include "msg.h"
#include "nl.h"
#include "nlfile.h"
#include "nlflush.h"
#include "nlstore.h"
#include "print.h"

#define INFINITY_LIFE_TIME 0xffffffffu
/* iproute2's request: the headers and 256 bytes of attributes */
#define ADDR_BOUND (NLMSG_LENGTH(sizeof(struct ifaddrmsg)) + 256)
#define SAVE_MAGIC 0x47361222u

static const char addr_usage_text[] =
	"Usage: ip address {add|change|replace} IFADDR dev IFNAME [ LIFETIME ]\n"
	"                                                      [ CONFFLAG-LIST ]\n"
	"       ip address del IFADDR dev IFNAME [mngtmpaddr]\n"
	"       ip address {save|flush} [ dev IFNAME ] [ scope SCOPE-ID ]\n"
	"                            [ to PREFIX ] [ FLAG-LIST ] [ label LABEL ] [up]\n"
	"       ip address [ show [ dev IFNAME ] [ scope SCOPE-ID ] [ master DEVICE ]\n"
	"                         [ nomaster ]\n"
	"                         [ type TYPE ] [ to PREFIX ] [ FLAG-LIST ]\n"
	"                         [ label LABEL ] [up] [ vrf NAME ] ]\n"
	"       ip address {showdump|restore}\n"
	"IFADDR := PREFIX | ADDR peer PREFIX\n"
	"          [ broadcast ADDR ] [ anycast ADDR ]\n"
	"          [ label IFNAME ] [ scope SCOPE-ID ] [ metric METRIC ]\n"
	"SCOPE-ID := [ host | link | global | NUMBER ]\n"
	"FLAG-LIST := [ FLAG-LIST ] FLAG\n"
	"FLAG  := [ permanent | dynamic | secondary | primary |\n"
	"           [-]tentative | [-]deprecated | [-]dadfailed | temporary |\n"
	"           CONFFLAG-LIST ]\n"
	"CONFFLAG-LIST := [ CONFFLAG-LIST ] CONFFLAG\n"
	"CONFFLAG  := [ home | nodad | mngtmpaddr | noprefixroute | autojoin ]\n"
	"LIFETIME := [ valid_lft LFT ] [ preferred_lft LFT ]\n"
	"LFT := forever | SECONDS\n";

static int addr_usage(void)
{
	fputs(addr_usage_text, stderr);
	fputs(iplink_types_text, stderr);
	return IP_EARG;
}

/* ------------------------------------------------------------------ */
/* names */

static int copy_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct nlmsghdr **out = arg;

	if (*out)
		return 0;
	*out = malloc(nlh->nlmsg_len);
	if (*out)
		memcpy(*out, nlh, nlh->nlmsg_len);
	return 0;
}

int ip_vrf_index(struct ipctx *ctx, const char *name)
{
	struct msgbuf b;
	struct ifinfomsg *ifi;
	struct nlmsghdr *r = NULL;
	struct link_msg m;
	int idx = 0;

	msgbuf_init(&b, RTM_GETLINK, 0);
	msg_set_bound(&b.m, NLMSG_LENGTH(sizeof(*ifi)) + 1024);
	ifi = msg_extra(&b.m, sizeof(*ifi));
	ifi->ifi_family = (unsigned char)ctx->o.family;
	msg_put_strz(&b.m, IFLA_IFNAME, name);
	if (nl_talk(ctx->nl, b.m.n, copy_cb, &r, 1) == 0 && r &&
	    link_msg_head(&m, r)) {
		attr_parse_msg(m.tb, IFLA_MAX, r, sizeof(*m.ifi));
		if (link_kind_is(m.tb, "vrf", false))
			idx = m.ifi->ifi_index;
	}
	free(r);
	return idx;
}

/* ------------------------------------------------------------------ */
/* add, change, replace, delete */

struct modify {
	struct ipctx *ctx;
	struct msgbuf b;
	struct ifaddrmsg *ifa;
	const char *dev;
	const char *lcl_arg;
	const char *valid_arg, *preferred_arg;
	struct inet_prefix lcl, peer;
	int local_len, peer_len, brd_len, any_len;
	bool scoped;
	uint32_t valid_lft, preferred_lft;
	uint32_t flags;
	struct rtnames scopes;
};

/* The address family the arguments so far have set. */
static void set_family(struct modify *a, int family)
{
	if (a->ifa->ifa_family == AF_UNSPEC)
		a->ifa->ifa_family = (unsigned char)family;
}

static int lifetime(uint32_t *v, const char *arg)
{
	if (is(arg, "forever")) {
		*v = INFINITY_LIFE_TIME;
		return 0;
	}
	return get_u32(v, arg, 0);
}

static int modify_parse(struct modify *a, int argc, char **argv)
{
	int st = 0;

	for (; argc > 0 && !st; argc--, argv++) {
		const char *w = *argv;
		const struct ifa_flag *fl;

		if (is(w, "peer") || is(w, "remote")) {
			NEXT_ARG();
			if (a->peer_len) {
				st = err_duparg("peer", *argv);
				break;
			}
			st = inet_get_prefix(&a->peer, *argv, a->ifa->ifa_family);
			if (st)
				break;
			a->peer_len = a->peer.bytelen;
			set_family(a, a->peer.family);
			msg_put(&a->b.m, IFA_ADDRESS, a->peer.data, a->peer.bytelen);
			a->ifa->ifa_prefixlen = (unsigned char)a->peer.bitlen;
		} else if (matches(w, "broadcast") || is(w, "brd")) {
			struct inet_prefix brd;

			NEXT_ARG();
			if (a->brd_len) {
				st = err_duparg("broadcast", *argv);
			} else if (is(*argv, "+")) {
				a->brd_len = -1;
			} else if (is(*argv, "-")) {
				a->brd_len = -2;
			} else if (!(st = inet_get_addr(&brd, *argv, a->ifa->ifa_family))) {
				set_family(a, brd.family);
				msg_put(&a->b.m, IFA_BROADCAST, brd.data, brd.bytelen);
				a->brd_len = brd.bytelen;
			}
		} else if (is(w, "anycast")) {
			struct inet_prefix any;

			NEXT_ARG();
			if (a->any_len) {
				st = err_duparg("anycast", *argv);
			} else if (!(st = inet_get_addr(&any, *argv, a->ifa->ifa_family))) {
				set_family(a, any.family);
				msg_put(&a->b.m, IFA_ANYCAST, any.data, any.bytelen);
				a->any_len = any.bytelen;
			}
		} else if (is(w, "scope")) {
			uint32_t scope;

			NEXT_ARG();
			if (rtnames_a2n(&a->scopes, &scope, *argv))
				st = err_invarg("invalid scope value.", *argv);
			a->ifa->ifa_scope = (unsigned char)scope;
			a->scoped = true;
		} else if (is(w, "dev")) {
			NEXT_ARG();
			a->dev = *argv;
		} else if (is(w, "label")) {
			NEXT_ARG();
			msg_put_strz(&a->b.m, IFA_LABEL, *argv);
		} else if (matches(w, "metric") || matches(w, "priority") ||
			   matches(w, "preference")) {
			uint32_t metric;

			NEXT_ARG();
			if (get_u32(&metric, *argv, 0))
				st = err_invarg("\"metric\" value is invalid\n", *argv);
			else
				msg_put_u32(&a->b.m, IFA_RT_PRIORITY, metric);
		} else if (matches(w, "valid_lft")) {
			if (a->valid_arg) {
				st = err_duparg("valid_lft", *argv);
				break;
			}
			NEXT_ARG();
			a->valid_arg = *argv;
			if (lifetime(&a->valid_lft, *argv))
				st = err_invarg("valid_lft value", *argv);
		} else if (matches(w, "preferred_lft")) {
			if (a->preferred_arg) {
				st = err_duparg("preferred_lft", *argv);
				break;
			}
			NEXT_ARG();
			a->preferred_arg = *argv;
			if (lifetime(&a->preferred_lft, *argv))
				st = err_invarg("preferred_lft value", *argv);
		} else if ((fl = ifa_flag_find(w))) {
			if (fl->readonly)
				fprintf(stderr, "Warning: %s option is not mutable from userspace\n",
					fl->name);
			else if (fl->v6only && a->ifa->ifa_family != AF_INET6)
				fprintf(stderr, "Warning: %s option can be set only for IPv6 addresses\n",
					fl->name);
			else
				a->flags |= fl->mask;
		} else {
			if (is(w, "local"))
				NEXT_ARG();
			if (matches(*argv, "help")) {
				st = addr_usage();
				break;
			}
			if (a->local_len) {
				st = err_duparg2("local", *argv);
				break;
			}
			a->lcl_arg = *argv;
			st = inet_get_prefix(&a->lcl, *argv, a->ifa->ifa_family);
			if (st)
				break;
			set_family(a, a->lcl.family);
			msg_put(&a->b.m, IFA_LOCAL, a->lcl.data, a->lcl.bytelen);
			a->local_len = a->lcl.bytelen;
		}
	}
	return st;
}

static bool is_multicast(const struct inet_prefix *p)
{
	if (p->family == AF_INET)
		return (p->data[0] & 0xf0) == 0xe0;
	if (p->family == AF_INET6)
		return p->data[0] == 0xff;
	return false;
}

/* "broadcast +" / "-": the peer prefix with its host bits set/cleared. */
static void put_broadcast(struct modify *a)
{
	struct inet_prefix brd = a->peer;
	int i;

	if (brd.bitlen > 30)
		return;
	for (i = 31; i >= brd.bitlen; i--) {
		uint8_t bit = (uint8_t)(0x80 >> (i % 8));

		if (a->brd_len == -1)
			brd.data[i / 8] |= bit;
		else
			brd.data[i / 8] &= (uint8_t)~bit;
	}
	msg_put(&a->b.m, IFA_BROADCAST, brd.data, brd.bytelen);
	a->brd_len = brd.bytelen;
}

static int echo_cb(const struct nlmsghdr *nlh, void *arg)
{
	return copy_cb(nlh, arg);
}

static int addr_modify(struct ipctx *ctx, uint16_t cmd, uint16_t flags,
		       int argc, char **argv)
{
	struct modify a;
	struct nlmsghdr *echo = NULL;
	int st;

	memset(&a, 0, sizeof(a));
	a.ctx = ctx;
	a.valid_lft = a.preferred_lft = INFINITY_LIFE_TIME;
	msgbuf_init(&a.b, cmd, flags);
	msg_set_bound(&a.b.m, ADDR_BOUND);
	a.ifa = msg_extra(&a.b.m, sizeof(*a.ifa));
	a.ifa->ifa_family = (unsigned char)ctx->o.family;

	rtnames_init(&a.scopes, &rtnames_scopes);
	st = modify_parse(&a, argc, argv);
	rtnames_free(&a.scopes);
	if (st)
		return st;
	if (a.flags <= 0xff)
		a.ifa->ifa_flags = (unsigned char)a.flags;
	else
		msg_put_u32(&a.b.m, IFA_FLAGS, a.flags);
	if (!a.dev) {
		fprintf(stderr, "Not enough information: \"dev\" argument is required.\n");
		return 1;
	}
	if (a.peer_len == 0 && a.local_len) {
		if (cmd == RTM_DELADDR && a.lcl.family == AF_INET &&
		    !(a.lcl.flags & INET_PLEN_GIVEN)) {
			fprintf(stderr,
				"Warning: Executing wildcard deletion to stay compatible with old scripts.\n"
				"         Explicitly specify the prefix length (%s/%d) to avoid this warning.\n"
				"         This special behaviour is likely to disappear in further releases,\n"
				"         fix your scripts!\n", a.lcl_arg, a.local_len * 8);
		} else {
			a.peer = a.lcl;
			msg_put(&a.b.m, IFA_ADDRESS, a.lcl.data, a.lcl.bytelen);
		}
	}
	if (a.ifa->ifa_prefixlen == 0)
		a.ifa->ifa_prefixlen = (unsigned char)a.lcl.bitlen;
	if (a.brd_len < 0 && cmd != RTM_DELADDR) {
		if (a.ifa->ifa_family != AF_INET) {
			fprintf(stderr, "Broadcast can be set only for IPv4 addresses\n");
			return 1;
		}
		put_broadcast(&a);
	}
	if (!a.scoped && cmd != RTM_DELADDR)
		a.ifa->ifa_scope = a.lcl.family == AF_INET && a.lcl.bytelen &&
				   a.lcl.data[0] == 127 ? RT_SCOPE_HOST : 0;
	a.ifa->ifa_index = (uint32_t)lc_name2index(ctx->lc, a.dev);
	if (!a.ifa->ifa_index) {
		fprintf(stderr, "Cannot find device \"%s\"\n", a.dev);
		return 1;
	}
	if (a.valid_arg || a.preferred_arg) {
		struct ifa_cacheinfo ci = { 0 };

		if (!a.valid_lft) {
			fprintf(stderr, "valid_lft is zero\n");
			return 1;
		}
		if (a.valid_lft < a.preferred_lft) {
			fprintf(stderr, "preferred_lft is greater than valid_lft\n");
			return 1;
		}
		ci.ifa_prefered = a.preferred_lft;
		ci.ifa_valid = a.valid_lft;
		msg_put(&a.b.m, IFA_CACHEINFO, &ci, sizeof(ci));
	}
	if ((a.flags & IFA_F_MCAUTOJOIN) && !is_multicast(&a.lcl)) {
		fprintf(stderr, "autojoin needs multicast address\n");
		return 1;
	}
	if (ctx->o.echo)
		a.b.m.n->nlmsg_flags |= NLM_F_ECHO;
	if (nl_talk(ctx->nl, a.b.m.n, ctx->o.echo ? echo_cb : NULL, &echo, 0)) {
		free(echo);
		return 2;
	}
	if (ctx->o.echo) {
		/* the kernel echoes IPv4 addresses only: the answer to an
		 * IPv6 one is the ack, an empty object */
		struct addr_printer ap;
		struct addr_msg m;

		addr_printer_init(&ap, ctx, ctx->out);
		ap.with_dev = true;
		out_begin(ctx->out);
		out_open_obj(ctx->out, OUT_JSON, NULL);
		if (echo && addr_msg_parse(&m, echo))
			addr_print(&ap, &m);
		out_close_obj(ctx->out, OUT_JSON);
		out_end(ctx->out);
		addr_printer_free(&ap);
		free(echo);
	}
	return 0;
}

/* ------------------------------------------------------------------ */
/* show, flush, save: the arguments */

enum { ADDR_LIST, ADDR_FLUSH, ADDR_SAVE };

struct show {
	struct ipctx *ctx;
	struct out *out;
	struct addr_filter f;
	struct addr_printer ap;
	struct link_printer lp;
	/* link filters */
	bool up;
	bool group_set;
	uint32_t group;
	int master;		/* -1: nomaster */
	char kind[64], slave_kind[64];
	/* what was read */
	struct nlstore links, addrs;
	struct aref {
		uint32_t index;
		uint32_t off;
	} *refs;
	size_t nrefs;
	struct nlflush *flush;
};

/* "dynamic" is "-permanent", "primary" is "-secondary". */
static bool flag_filter(struct addr_filter *f, const char *arg)
{
	const struct ifa_flag *fl;
	bool inv = false;

	if (arg[0] == '-') {
		inv = true;
		arg++;
	}
	if (is(arg, "dynamic")) {
		inv = !inv;
		arg = "permanent";
	} else if (is(arg, "primary")) {
		inv = !inv;
		arg = "secondary";
	}
	fl = ifa_flag_find(arg);
	if (!fl)
		return false;
	if (inv)
		f->flags &= ~fl->mask;
	else
		f->flags |= fl->mask;
	f->flagmask |= fl->mask;
	return true;
}

static int show_parse(struct show *s, int argc, char **argv, const char **dev)
{
	struct addr_filter *f = &s->f;
	int st;

	*dev = NULL;
	for (; argc > 0; argc--, argv++) {
		const char *w = *argv;

		if (is(w, "to")) {
			NEXT_ARG();
			st = inet_get_prefix(&f->pfx, *argv, f->family);
			if (st)
				return st;
			if (f->family == AF_UNSPEC)
				f->family = f->pfx.family;
		} else if (is(w, "scope")) {
			uint32_t scope;

			NEXT_ARG();
			f->scopemask = ~0u;
			if (addr_scope_a2n(&s->ap, &scope, *argv)) {
				if (!is(*argv, "all"))
					return err_invarg("invalid \"scope\"\n", *argv);
				scope = RT_SCOPE_NOWHERE;
				f->scopemask = 0;
			}
			f->scope = scope;
		} else if (is(w, "up")) {
			s->up = true;
		} else if (flag_filter(f, w)) {
			/* an address flag */
		} else if (is(w, "label")) {
			NEXT_ARG();
			f->label = *argv;
		} else if (is(w, "group")) {
			NEXT_ARG();
			if (parse_group(&s->group, *argv))
				return err_invarg("Invalid \"group\" value\n", *argv);
			s->group_set = true;
		} else if (is(w, "master")) {
			NEXT_ARG();
			s->master = lc_name2index(s->ctx->lc, *argv);
			if (!s->master)
				return err_invarg("Device does not exist\n", *argv);
		} else if (is(w, "vrf")) {
			NEXT_ARG();
			s->master = lc_name2index(s->ctx->lc, *argv);
			if (!s->master || !ip_vrf_index(s->ctx, *argv))
				return err_invarg("Not a valid VRF name\n", *argv);
		} else if (is(w, "nomaster")) {
			s->master = -1;
		} else if (is(w, "type")) {
			size_t len;

			NEXT_ARG();
			len = strlen(*argv);
			if (len >= 6 && is(*argv + len - 6, "_slave"))
				snprintf(s->slave_kind, sizeof(s->slave_kind), "%.*s",
					 (int)(len - 6), *argv);
			else
				snprintf(s->kind, sizeof(s->kind), "%s", *argv);
		} else {
			if (is(w, "dev"))
				NEXT_ARG();
			else if (matches(w, "help"))
				return addr_usage();
			if (*dev)
				return err_duparg2("dev", *argv);
			*dev = *argv;
		}
	}
	return 0;
}

/* ------------------------------------------------------------------ */
/* requests */

static struct nlmsghdr *addr_dump_req(struct msgbuf *b, int family, int index)
{
	struct ifaddrmsg *ifa;

	msgbuf_init(b, RTM_GETADDR, 0);
	ifa = msg_extra(&b->m, sizeof(*ifa));
	ifa->ifa_family = (unsigned char)family;
	ifa->ifa_index = (uint32_t)index;
	return b->m.n;
}

/* The links: one by index, or a dump with the kernel's filters (master,
 * kind) when the family allows them. */
static int read_links(struct show *s, int family)
{
	struct msgbuf b;
	struct ifinfomsg *ifi;
	uint32_t ext = RTEXT_FILTER_VF;
	size_t off;
	int err;

	if (!s->ctx->o.stats)
		ext |= RTEXT_FILTER_SKIP_STATS;
	msgbuf_init(&b, RTM_GETLINK, 0);
	ifi = msg_extra(&b.m, sizeof(*ifi));
	if (s->f.ifindex) {
		struct nlmsghdr *r = NULL;

		ifi->ifi_family = (unsigned char)s->f.family;
		ifi->ifi_index = s->f.ifindex;
		msg_put_u32(&b.m, IFLA_EXT_MASK, ext);
		err = nl_talk(s->ctx->nl, b.m.n, copy_cb, &r, 0);
		if (!err && r) {
			lc_learn(s->ctx->lc, r);
			err = nlstore_add(&s->links, r);
		}
		free(r);
		if (err) {
			fprintf(stderr, "Cannot send link request: %s\n",
				strerror(-err));
			return -1;
		}
		return 0;
	}
	ifi->ifi_family = (unsigned char)family;
	if (family == AF_UNSPEC || family == AF_PACKET) {
		msg_put_u32(&b.m, IFLA_EXT_MASK, ext);
		if (s->master)
			msg_put_u32(&b.m, IFLA_MASTER, (uint32_t)s->master);
		if (s->kind[0]) {
			struct nlattr *li = msg_nest(&b.m, IFLA_LINKINFO);

			msg_put(&b.m, IFLA_INFO_KIND, s->kind, strlen(s->kind));
			msg_nest_end(&b.m, li);
		}
	}
	err = nl_dump(s->ctx->nl, b.m.n, nlstore_cb, &s->links, 0);
	if (err) {
		fprintf(stderr, "Dump terminated\n");
		return -1;
	}
	nlstore_for_each(&s->links, off)
		lc_learn(s->ctx->lc, nlstore_at(&s->links, off));
	return 0;
}

static int cmp_ref(const void *a, const void *b)
{
	const struct aref *x = a, *y = b;

	if (x->index != y->index)
		return x->index < y->index ? -1 : 1;
	return x->off < y->off ? -1 : x->off > y->off;
}

/* Index the addresses by device, in dump order within each. */
static int index_addrs(struct show *s)
{
	size_t off;

	s->refs = calloc(s->addrs.count ? s->addrs.count : 1, sizeof(*s->refs));
	if (!s->refs)
		return -ENOMEM;
	nlstore_for_each(&s->addrs, off) {
		const struct nlmsghdr *n = nlstore_at(&s->addrs, off);
		const struct ifaddrmsg *ifa = NLMSG_DATA(n);

		if (n->nlmsg_len < NLMSG_LENGTH(sizeof(*ifa)))
			continue;
		s->refs[s->nrefs].index = ifa->ifa_index;
		s->refs[s->nrefs].off = (uint32_t)off;
		s->nrefs++;
	}
	qsort(s->refs, s->nrefs, sizeof(*s->refs), cmp_ref);
	return 0;
}

/* The first address of device index, or nrefs. */
static size_t first_ref(const struct show *s, uint32_t index)
{
	size_t lo = 0, hi = s->nrefs;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (s->refs[mid].index < index)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* iproute2 keeps a link when one of its addresses passes the filters, or
 * when it has none at all and the command shows every family. */
static bool link_has_match(struct show *s, uint32_t index)
{
	size_t i = first_ref(s, index);
	bool any = false;

	for (; i < s->nrefs && s->refs[i].index == index; i++) {
		struct addr_msg m;

		any = true;
		if (addr_msg_parse(&m, nlstore_at(&s->addrs, s->refs[i].off)) &&
		    addr_match(&s->ap, &s->f, &m))
			return true;
	}
	return !any && (s->f.family == AF_UNSPEC || s->f.family == AF_PACKET);
}

/* -1: the link is filtered out; 0: its addresses only (a label filter);
 * 1: print it. */
static int link_check(struct show *s, struct link_msg *m)
{
	const struct nlattr *const *tb = m->tb;

	if (s->f.ifindex && m->ifi->ifi_index != s->f.ifindex)
		return -1;
	if (s->up && !(m->ifi->ifi_flags & IFF_UP))
		return -1;
	link_msg_attrs(m);
	if (check_ifname(m->name))
		return -1;
	if (s->f.label)
		return 0;
	if (tb[IFLA_GROUP] && s->group_set && attr_u32(tb[IFLA_GROUP]) != s->group)
		return -1;
	if (tb[IFLA_MASTER]) {
		if (s->master > 0 && (int)attr_u32(tb[IFLA_MASTER]) != s->master)
			return -1;
	} else if (s->master > 0) {
		return -1;
	}
	if (s->kind[0] && !link_kind_is(tb, s->kind, false))
		return -1;
	if (s->slave_kind[0] && !link_kind_is(tb, s->slave_kind, true))
		return -1;
	return 1;
}

static void print_link_addrs(struct show *s, const struct ifinfomsg *ifi)
{
	struct out *o = s->out;
	size_t i;

	out_open_arr(o, OUT_JSON, "addr_info", NULL);
	for (i = first_ref(s, (uint32_t)ifi->ifi_index);
	     i < s->nrefs && s->refs[i].index == (uint32_t)ifi->ifi_index; i++) {
		const struct nlmsghdr *n = nlstore_at(&s->addrs, s->refs[i].off);
		struct addr_msg m;

		if (n->nlmsg_type != RTM_NEWADDR || !addr_msg_parse(&m, n))
			continue;
		if (s->f.family && s->f.family != m.ifa->ifa_family)
			continue;
		if (s->up && !(ifi->ifi_flags & IFF_UP))
			continue;
		out_open_obj(o, OUT_JSON, NULL);
		if (addr_match(&s->ap, &s->f, &m))
			addr_print(&s->ap, &m);
		out_close_obj(o, OUT_JSON);
	}
	out_close_arr(o, OUT_JSON, NULL);
	if (s->ctx->o.brief)
		out_text(o, "\n");
}

static void print_all(struct show *s)
{
	bool no_link = s->f.family != AF_PACKET && s->ctx->o.oneline;
	size_t off;

	nlstore_for_each(&s->links, off) {
		const struct nlmsghdr *n = nlstore_at(&s->links, off);
		struct link_msg m;
		int res = 0;

		if (!link_msg_head(&m, n))
			continue;
		if (s->f.family != AF_PACKET &&
		    !link_has_match(s, (uint32_t)m.ifi->ifi_index))
			continue;
		out_open_obj(s->out, OUT_JSON, NULL);
		if (s->ctx->o.brief || !no_link) {
			res = link_check(s, &m);
			if (res > 0) {
				link_print(&s->lp, &m);
				if (s->ctx->o.brief)
					res = 0;
			}
		}
		if (res >= 0 && s->f.family != AF_PACKET)
			print_link_addrs(s, m.ifi);
		if (res > 0 && s->ctx->o.stats) {
			link_print_stats(&s->lp, m.tb);
			out_nl(s->out);
		}
		out_close_obj(s->out, OUT_JSON);
	}
}

/* ------------------------------------------------------------------ */
/* flush */

/* One dumped address: queue its deletion if it passes the filters.
 * (Names printed or matched may need requests: the dump is read whole
 * before this runs.) */
static int flush_one(struct show *s, const struct nlmsghdr *nlh)
{
	struct addr_msg m;

	if (nlh->nlmsg_type != RTM_NEWADDR || !addr_msg_parse(&m, nlh) ||
	    !addr_match(&s->ap, &s->f, &m))
		return 0;
	if (nlflush_add(s->flush, nlh, RTM_DELADDR) < 0 && errno != EADDRNOTAVAIL) {
		perror("Failed to send flush request");
		return -1;
	}
	if (s->ctx->o.stats >= 2)
		addr_print(&s->ap, &m);
	return 0;
}

static int addr_flush(struct show *s)
{
	int loops = s->ctx->o.loops_set ? s->ctx->o.loops : 10;
	struct nlflush fl;
	int round = 0;

	nlflush_init(&fl, s->ctx->nl);
	s->flush = &fl;
	s->ap.with_dev = true;
	while (loops == 0 || round < loops) {
		struct msgbuf b;

		size_t off;

		fl.count = 0;
		nlstore_free(&s->addrs);
		addr_dump_req(&b, s->f.family, s->f.ifindex);
		if (nl_dump(s->ctx->nl, b.m.n, nlstore_cb, &s->addrs, 0) < 0) {
			fprintf(stderr, "Flush terminated\n");
			return IP_FATAL | 1;
		}
		nlstore_for_each(&s->addrs, off)
			if (flush_one(s, nlstore_at(&s->addrs, off)) < 0) {
				fprintf(stderr, "Flush terminated\n");
				return IP_FATAL | 1;
			}
		if (fl.count == 0)
			goto done;
		round++;
		if (nlflush_send(&fl) < 0 && errno != EADDRNOTAVAIL) {
			perror("Failed to send flush request");
			return 255;	/* iproute2 returns 1, which exits -1 */
		}
		if (s->ctx->o.stats) {
			printf("\n*** Round %d, deleting %u addresses ***\n",
			       round, fl.count);
			fflush(stdout);
		}
		/* "primary" alone: secondaries promoted by the first round
		 * are not flushed */
		if (!(s->f.flags & IFA_F_SECONDARY) &&
		    (s->f.flagmask & IFA_F_SECONDARY))
			goto done;
	}
	fprintf(stderr, "*** Flush remains incomplete after %d rounds. ***\n", loops);
	fflush(stderr);
	return 255;
done:
	if (s->ctx->o.stats) {
		if (round == 0)
			printf("Nothing to flush.\n");
		else
			printf("*** Flush is complete after %d round%s ***\n",
			       round, round > 1 ? "s" : "");
	}
	fflush(stdout);
	return 0;
}

/* ------------------------------------------------------------------ */
/* save, showdump, restore */

static int save_cb(const struct nlmsghdr *nlh, void *arg)
{
	(void)arg;
	if (write(STDOUT_FILENO, nlh, nlh->nlmsg_len) != (ssize_t)nlh->nlmsg_len) {
		fprintf(stderr, "Short write while saving nlmsg\n");
		return -EIO;
	}
	return 0;
}

static int addr_save(struct show *s)
{
	uint32_t magic = SAVE_MAGIC;
	struct msgbuf b;

	if (isatty(STDOUT_FILENO)) {
		fprintf(stderr, "Not sending a binary stream to stdout\n");
		return IP_FATAL | 1;
	}
	fflush(stdout);
	if (write(STDOUT_FILENO, &magic, sizeof(magic)) != sizeof(magic)) {
		fprintf(stderr, "Can't write magic to dump file\n");
		return IP_FATAL | 1;
	}
	addr_dump_req(&b, s->ctx->o.family, s->f.ifindex);
	if (nl_dump(s->ctx->nl, b.m.n, save_cb, NULL, 0) < 0) {
		fprintf(stderr, "Save terminated\n");
		return IP_FATAL | 1;
	}
	return IP_FATAL | 0;
}

static int check_magic(void)
{
	uint32_t magic = 0;
	size_t n;

	if (isatty(STDIN_FILENO)) {
		fprintf(stderr, "Can't restore address dump from a terminal\n");
		return IP_EARG;
	}
	n = fread(&magic, sizeof(magic), 1, stdin);
	if (magic != SAVE_MAGIC) {
		fprintf(stderr, "Magic mismatch (%d elems, %x magic)\n", (int)n, magic);
		return IP_EARG;
	}
	return 0;
}

static int addr_showdump(struct ipctx *ctx)
{
	struct out *o = ctx->out;
	struct addr_printer ap;
	struct nlfile *f;
	struct nlmsghdr *h;
	int r, st = check_magic();

	if (st)
		return st;
	f = calloc(1, sizeof(*f));
	if (!f)
		return IP_FATAL | 1;
	f->fp = stdin;
	addr_printer_init(&ap, ctx, o);
	out_begin(o);
	out_open_obj(o, OUT_JSON, NULL);
	out_open_arr(o, OUT_JSON, "addr_info", NULL);
	while ((r = nlfile_next(f, &h)) == 1) {
		struct addr_msg m;
		const struct ifaddrmsg *ifa = NLMSG_DATA(h);

		out_open_obj(o, OUT_JSON, NULL);
		out_int(o, OUT_ANY, "index", "if%d:", (int)ifa->ifa_index);
		out_nl(o);
		if (addr_msg_parse(&m, h))
			addr_print(&ap, &m);
		else if (h->nlmsg_type == RTM_NEWADDR || h->nlmsg_type == RTM_DELADDR)
			fprintf(stderr, "BUG: wrong nlmsg len %d\n",
				(int)(h->nlmsg_len - NLMSG_LENGTH(sizeof(*ifa))));
		out_close_obj(o, OUT_JSON);
	}
	out_close_arr(o, OUT_JSON, NULL);
	out_close_obj(o, OUT_JSON);
	out_end(o);
	addr_printer_free(&ap);
	free(f);
	return IP_FATAL | (r < 0 ? 255 : 0);
}

static int addr_restore(struct ipctx *ctx)
{
	struct nlfile *f;
	struct nlmsghdr *h;
	int r, st = check_magic();

	if (st)
		return st;
	f = calloc(1, sizeof(*f));
	if (!f)
		return IP_FATAL | 1;
	f->fp = stdin;
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

/* ------------------------------------------------------------------ */

static void show_free(struct show *s)
{
	nlstore_free(&s->links);
	nlstore_free(&s->addrs);
	free(s->refs);
	lp_free(&s->lp);
	addr_printer_free(&s->ap);
}

static int addr_list(struct ipctx *ctx, int argc, char **argv, int action)
{
	struct show s;
	const char *dev;
	int st;

	memset(&s, 0, sizeof(s));
	s.ctx = ctx;
	s.out = ctx->out;
	s.f.family = ctx->o.family;
	addr_printer_init(&s.ap, ctx, ctx->out);
	lp_init(&s.lp, ctx);
	s.lp.link_cmd = false;
	s.lp.showqueue = true;
	s.ap.with_dev = ctx->o.oneline;

	if (action == ADDR_FLUSH) {
		if (argc <= 0) {
			fprintf(stderr, "Flush requires arguments.\n");
			st = 1;
			goto out;
		}
		if (s.f.family == AF_PACKET) {
			fprintf(stderr, "Cannot flush link addresses.\n");
			st = 1;
			goto out;
		}
	}
	st = show_parse(&s, argc, argv, &dev);
	if (st)
		goto out;
	s.lp.family = s.f.family;
	if (dev) {
		s.f.ifindex = lc_name2index(ctx->lc, dev);
		if (s.f.ifindex <= 0) {
			fprintf(stderr, "Device \"%s\" does not exist.\n", dev);
			st = 1;
			goto out;
		}
	}
	nl_wait(ctx->nl, 0);
	if (action == ADDR_FLUSH) {
		st = addr_flush(&s);
		goto out;
	}
	if (action == ADDR_SAVE) {
		st = addr_save(&s);
		goto out;
	}

	/* link-netns names need requests: look them up before the dumps */
	if (!out_is_json(s.out) && !ctx->o.brief)
		lp_fill_nsids(&s.lp);
	out_begin(s.out);
	if (read_links(&s, ctx->o.family) == 0) {
		struct msgbuf b;

		if (s.f.family != AF_PACKET) {
			addr_dump_req(&b, s.f.family, s.f.ifindex);
			if (nl_dump(ctx->nl, b.m.n, nlstore_cb, &s.addrs, 0) < 0) {
				fprintf(stderr, "Dump terminated\n");
				goto end;
			}
		}
		if (index_addrs(&s) == 0)
			print_all(&s);
	}
end:
	out_end(s.out);
	fflush(stdout);
out:
	show_free(&s);
	return st;
}

int do_ipaddress(struct ipctx *ctx, int argc, char **argv)
{
	const char *w;

	if (argc < 1)
		return addr_list(ctx, 0, NULL, ADDR_LIST);
	w = *argv;
	if (matches(w, "add"))
		return addr_modify(ctx, RTM_NEWADDR, NLM_F_CREATE | NLM_F_EXCL,
				   argc - 1, argv + 1);
	if (matches(w, "change") || is(w, "chg"))
		return addr_modify(ctx, RTM_NEWADDR, NLM_F_REPLACE, argc - 1, argv + 1);
	if (matches(w, "replace"))
		return addr_modify(ctx, RTM_NEWADDR, NLM_F_CREATE | NLM_F_REPLACE,
				   argc - 1, argv + 1);
	if (matches(w, "delete"))
		return addr_modify(ctx, RTM_DELADDR, 0, argc - 1, argv + 1);
	if (matches(w, "list") || matches(w, "show") || matches(w, "lst"))
		return addr_list(ctx, argc - 1, argv + 1, ADDR_LIST);
	if (matches(w, "flush"))
		return addr_list(ctx, argc - 1, argv + 1, ADDR_FLUSH);
	if (matches(w, "save"))
		return addr_list(ctx, argc - 1, argv + 1, ADDR_SAVE);
	if (matches(w, "showdump"))
		return addr_showdump(ctx);
	if (matches(w, "restore"))
		return addr_restore(ctx);
	if (matches(w, "help"))
		return addr_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip address help\".\n", w);
	return IP_EARG;
}
