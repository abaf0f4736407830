// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_type.c - what sort of link a message is: link types (ARPHRD_*) by
 * iproute2 6.1's names, as the link printer and the VF printer show
 * them, and the test of a link's kind.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <net/if.h>
#include <linux/if_arp.h>
#include <linux/if_link.h>

#include "array.h"
#include "attr.h"
#include "link_print.h"

static const struct {
	unsigned short type;
	const char *name;
} arphrd_names[] = {
	{ 0, "generic" },
	{ ARPHRD_ETHER, "ether" },
	{ ARPHRD_EETHER, "eether" },
	{ ARPHRD_AX25, "ax25" },
	{ ARPHRD_PRONET, "pronet" },
	{ ARPHRD_CHAOS, "chaos" },
	{ ARPHRD_IEEE802, "ieee802" },
	{ ARPHRD_ARCNET, "arcnet" },
	{ ARPHRD_APPLETLK, "atalk" },
	{ ARPHRD_DLCI, "dlci" },
	{ ARPHRD_ATM, "atm" },
	{ ARPHRD_METRICOM, "metricom" },
	{ ARPHRD_IEEE1394, "ieee1394" },
	{ ARPHRD_INFINIBAND, "infiniband" },
	{ ARPHRD_SLIP, "slip" },
	{ ARPHRD_CSLIP, "cslip" },
	{ ARPHRD_SLIP6, "slip6" },
	{ ARPHRD_CSLIP6, "cslip6" },
	{ ARPHRD_RSRVD, "rsrvd" },
	{ ARPHRD_ADAPT, "adapt" },
	{ ARPHRD_ROSE, "rose" },
	{ ARPHRD_X25, "x25" },
	{ ARPHRD_HWX25, "hwx25" },
	{ ARPHRD_CAN, "can" },
	{ ARPHRD_PPP, "ppp" },
	{ ARPHRD_HDLC, "hdlc" },
	{ ARPHRD_LAPB, "lapb" },
	{ ARPHRD_DDCMP, "ddcmp" },
	{ ARPHRD_RAWHDLC, "rawhdlc" },
	{ ARPHRD_TUNNEL, "ipip" },
	{ ARPHRD_TUNNEL6, "tunnel6" },
	{ ARPHRD_FRAD, "frad" },
	{ ARPHRD_SKIP, "skip" },
	{ ARPHRD_LOOPBACK, "loopback" },
	{ ARPHRD_LOCALTLK, "ltalk" },
	{ ARPHRD_FDDI, "fddi" },
	{ ARPHRD_BIF, "bif" },
	{ ARPHRD_SIT, "sit" },
	{ ARPHRD_IPDDP, "ip/ddp" },
	{ ARPHRD_IPGRE, "gre" },
	{ ARPHRD_PIMREG, "pimreg" },
	{ ARPHRD_HIPPI, "hippi" },
	{ ARPHRD_ASH, "ash" },
	{ ARPHRD_ECONET, "econet" },
	{ ARPHRD_IRDA, "irda" },
	{ ARPHRD_FCPP, "fcpp" },
	{ ARPHRD_FCAL, "fcal" },
	{ ARPHRD_FCPL, "fcpl" },
	{ ARPHRD_IEEE802_TR, "tr" },
	{ ARPHRD_IEEE80211, "ieee802.11" },
	{ ARPHRD_IEEE80211_PRISM, "ieee802.11/prism" },
	{ ARPHRD_IEEE80211_RADIOTAP, "ieee802.11/radiotap" },
	{ ARPHRD_IEEE802154, "ieee802.15.4" },
	{ ARPHRD_IEEE802154_MONITOR, "ieee802.15.4/monitor" },
	{ ARPHRD_PHONET, "phonet" },
	{ ARPHRD_PHONET_PIPE, "phonet_pipe" },
	{ ARPHRD_CAIF, "caif" },
	{ ARPHRD_IP6GRE, "gre6" },
	{ ARPHRD_NETLINK, "netlink" },
	{ ARPHRD_6LOWPAN, "6lowpan" },
	{ ARPHRD_NONE, "none" },
	{ ARPHRD_VOID, "void" },
};

const char *link_type_name(unsigned short type, bool numeric, char *buf,
			   size_t size)
{
	size_t i;

	for (i = 0; !numeric && i < ARRAY_SIZE(arphrd_names); i++)
		if (arphrd_names[i].type == type)
			return arphrd_names[i].name;
	if (!numeric && type >= ARPHRD_FCFABRIC && type <= ARPHRD_FCFABRIC + 12)
		snprintf(buf, size, "fcfb%d", type - ARPHRD_FCFABRIC);
	else
		snprintf(buf, size, "[%d]", type);
	return buf;
}

bool link_kind_is(const struct nlattr *const *tb, const char *kind, bool slave)
{
	const struct nlattr *info[IFLA_INFO_MAX + 1];
	const char *k = "";
	char b[64];
	int attr = slave ? IFLA_INFO_SLAVE_KIND : IFLA_INFO_KIND;

	if (!tb[IFLA_LINKINFO])
		return false;
	attr_parse_nested(info, IFLA_INFO_MAX, tb[IFLA_LINKINFO]);
	if (info[attr])
		k = attr_str(info[attr], b, sizeof(b));
	return strcmp(k, kind) == 0;
}
