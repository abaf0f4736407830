// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * kind.c - the registry of link kinds: the one place a new kind is added.
 */
#include <string.h>

#include "ipctx.h"
#include "kind.h"
#include "msg.h"
#include "tunnel.h"

extern const struct link_kind kind_veth;
extern const struct link_kind kind_bridge;
extern const struct link_kind kind_bridge_slave;
extern const struct link_kind kind_macvlan;
extern const struct link_kind kind_macvtap;
extern const struct link_kind kind_vxlan;
extern const struct link_kind kind_ifb;
extern const struct link_kind kind_vlan;
extern const struct link_kind kind_ipvlan;
extern const struct link_kind kind_ipvtap;
extern const struct link_kind kind_bond;
extern const struct link_kind kind_bond_slave;
extern const struct link_kind kind_dummy;
extern const struct link_kind kind_vrf;
extern const struct link_kind kind_vrf_slave;
extern const struct link_kind kind_team;
extern const struct link_kind kind_team_slave;
extern const struct link_kind kind_nlmon;
extern const struct link_kind kind_vcan;
extern const struct link_kind kind_vxcan;
extern const struct tnl_kind kind_gre, kind_gretap, kind_erspan, kind_ip6gre,
	kind_ip6gretap, kind_ip6erspan, kind_ipip, kind_sit, kind_ip6tnl,
	kind_vti, kind_vti6, kind_xfrm;
extern const struct link_kind kind_tun;
/* kinds-c: geneve, bareudp, amt, gtp, hsr, macsec, ipoib */
extern const struct link_kind kind_geneve, kind_bareudp, kind_amt, kind_gtp,
	kind_hsr, kind_macsec, kind_ipoib;
/* kinds-d: can, batadv, dsa, netdevsim, rmnet, virt_wifi, wwan */
extern const struct link_kind kind_can, kind_batadv, kind_dsa, kind_netdevsim,
	kind_rmnet, kind_virt_wifi, kind_wwan;

static const struct link_kind *const kinds[] = {
	&kind_veth,
	&kind_bridge,
	&kind_bridge_slave,
	&kind_macvlan,
	&kind_macvtap,
	&kind_vxlan,
	&kind_ifb,
	&kind_vlan,
	&kind_ipvlan,
	&kind_ipvtap,
	&kind_bond,
	&kind_bond_slave,
	&kind_dummy,
	&kind_vrf,
	&kind_vrf_slave,
	&kind_team,
	&kind_team_slave,
	&kind_nlmon,
	&kind_vcan,
	&kind_vxcan,
	&kind_gre.k, &kind_gretap.k, &kind_erspan.k, &kind_ip6gre.k,
	&kind_ip6gretap.k, &kind_ip6erspan.k, &kind_ipip.k, &kind_sit.k,
	&kind_ip6tnl.k, &kind_vti.k, &kind_vti6.k, &kind_xfrm.k,
	&kind_tun,
	/* kinds-c */
	&kind_geneve, &kind_bareudp, &kind_amt, &kind_gtp, &kind_hsr,
	&kind_macsec, &kind_ipoib,
	/* kinds-d */
	&kind_can, &kind_batadv, &kind_dsa, &kind_netdevsim, &kind_rmnet,
	&kind_virt_wifi, &kind_wwan,
};

#define N_KINDS (sizeof(kinds) / sizeof(kinds[0]))

/* iproute2 bounds a kind's attributes at 1024 bytes of request. */
#define KIND_BOUND 1024

const struct link_kind *kind_at(unsigned int i)
{
	return i < N_KINDS ? kinds[i] : NULL;
}

const struct link_kind *kind_find(const char *name)
{
	size_t i;

	if (!name)
		return NULL;
	for (i = 0; i < N_KINDS; i++)
		if (strcmp(kinds[i]->set.name, name) == 0)
			return kinds[i];
	return NULL;
}

const struct link_kind *kind_find_slave(const char *master_kind)
{
	size_t i, len;

	if (!master_kind)
		return NULL;
	len = strlen(master_kind);
	for (i = 0; i < N_KINDS; i++) {
		const char *nm = kinds[i]->set.name;

		if (kinds[i]->slave && strncmp(nm, master_kind, len) == 0 &&
		    strcmp(nm + len, "_slave") == 0)
			return kinds[i];
	}
	return NULL;
}

static bool rows_print(const struct opt_set *s, bool lookup)
{
	const struct opt *o;

	for (o = s->opts; o && opt_row_valid(o); o++)
		if (o->key && o->h && o->h->print && (!lookup || o->h->lookup))
			return true;
	return false;
}

bool kind_has_print(const struct link_kind *k)
{
	return k && (k->set.print || rows_print(&k->set, false));
}

bool kind_may_lookup(const struct link_kind *k)
{
	return k && (k->set.print_lookup || rows_print(&k->set, true));
}

int kind_ignore_words(struct ipctx *ctx, const struct link_kind *k, int argc,
		      char **argv, struct msg *m, bool create, const char *dev)
{
	(void)dev;
	(void)ctx;
	(void)k;
	(void)argc;
	(void)argv;
	(void)m;
	(void)create;
	return 0;
}

int kind_parse(struct ipctx *ctx, const struct link_kind *k, int argc,
	       char **argv, struct msg *m, bool create, const char *dev)
{
	size_t old = msg_set_bound(m, KIND_BOUND);
	int st;

	if (k->parse)
		st = k->parse(ctx, k, argc, argv, m, create, dev);
	else if (k->set.opts)
		st = opt_parse(ctx, &k->set, argc, argv, m, create);
	else
		st = 0;		/* no parser: the words are ignored */
	msg_set_bound(m, old);
	return st;
}

void kind_print(struct ipctx *ctx, const struct link_kind *k,
		const struct nlattr *data, const struct nlattr *const *ifla)
{
	opt_print_nest(ctx, &k->set, data, ifla);
}

void kind_print_xstats(struct ipctx *ctx, const struct link_kind *k,
		       const struct nlattr *a)
{
	struct opt_print pp = { .ctx = ctx, .out = ctx->out };

	if (!k || !k->xstats || !a)
		return;
	pp.set = &k->set;
	k->xstats->h->print(&pp, k->xstats, a);
}
