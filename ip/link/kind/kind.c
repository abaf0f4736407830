// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * kind.c - the registry of link kinds: the one place a new kind is added
 * (what is done with a kind is ip/link/kind/kind_ops.c's).
 */
#include <string.h>

#include "array.h"
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
/* UDP tunnels and link layers: geneve, bareudp, amt, gtp, hsr, macsec,
 * ipoib */
extern const struct link_kind kind_geneve, kind_bareudp, kind_amt, kind_gtp,
	kind_hsr, kind_macsec, kind_ipoib;
/* devices of hardware and drivers: can, batadv, dsa, netdevsim, rmnet,
 * virt_wifi, wwan */
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
	/* UDP tunnels and link layers */
	&kind_geneve, &kind_bareudp, &kind_amt, &kind_gtp, &kind_hsr,
	&kind_macsec, &kind_ipoib,
	/* devices of hardware and drivers */
	&kind_can, &kind_batadv, &kind_dsa, &kind_netdevsim, &kind_rmnet,
	&kind_virt_wifi, &kind_wwan,
};

#define N_KINDS (ARRAY_SIZE(kinds))

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
