// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link_usage.c - "ip link help" and the kinds the usage texts name, as
 * iproute2 6.1 prints them (the link subcommands and "ip address help"
 * print them).
 */
#include <stdio.h>

#include "args.h"
#include "link.h"

static const char iplink_usage_text[] =
	"Usage: ip link add [link DEV | parentdev NAME] [ name ] NAME\n"
	"		    [ txqueuelen PACKETS ]\n"
	"		    [ address LLADDR ]\n"
	"		    [ broadcast LLADDR ]\n"
	"		    [ mtu MTU ] [index IDX ]\n"
	"		    [ numtxqueues QUEUE_COUNT ]\n"
	"		    [ numrxqueues QUEUE_COUNT ]\n"
	"		    [ netns { PID | NAME } ]\n"
	"		    type TYPE [ ARGS ]\n"
	"\n"
	"	ip link delete { DEVICE | dev DEVICE | group DEVGROUP } type TYPE [ ARGS ]\n"
	"\n"
	"	ip link set { DEVICE | dev DEVICE | group DEVGROUP }\n"
	"			[ { up | down } ]\n"
	"			[ type TYPE ARGS ]\n"
	"		[ arp { on | off } ]\n"
	"		[ dynamic { on | off } ]\n"
	"		[ multicast { on | off } ]\n"
	"		[ allmulticast { on | off } ]\n"
	"		[ promisc { on | off } ]\n"
	"		[ trailers { on | off } ]\n"
	"		[ carrier { on | off } ]\n"
	"		[ txqueuelen PACKETS ]\n"
	"		[ name NEWNAME ]\n"
	"		[ address LLADDR ]\n"
	"		[ broadcast LLADDR ]\n"
	"		[ mtu MTU ]\n"
	"		[ netns { PID | NAME } ]\n"
	"		[ link-netns NAME | link-netnsid ID ]\n"
	"		[ alias NAME ]\n"
	"		[ vf NUM [ mac LLADDR ]\n"
	"			 [ vlan VLANID [ qos VLAN-QOS ] [ proto VLAN-PROTO ] ]\n"
	"			 [ rate TXRATE ]\n"
	"			 [ max_tx_rate TXRATE ]\n"
	"			 [ min_tx_rate TXRATE ]\n"
	"			 [ spoofchk { on | off} ]\n"
	"			 [ query_rss { on | off} ]\n"
	"			 [ state { auto | enable | disable} ]\n"
	"			 [ trust { on | off} ]\n"
	"			 [ node_guid EUI64 ]\n"
	"			 [ port_guid EUI64 ] ]\n"
	"		[ { xdp | xdpgeneric | xdpdrv | xdpoffload } { off |\n"
	"			  object FILE [ { section | program } NAME ] [ verbose ] |\n"
	"			  pinned FILE } ]\n"
	"		[ master DEVICE ][ vrf NAME ]\n"
	"		[ nomaster ]\n"
	"		[ addrgenmode { eui64 | none | stable_secret | random } ]\n"
	"		[ protodown { on | off } ]\n"
	"		[ protodown_reason PREASON { on | off } ]\n"
	"		[ gso_max_size BYTES ] | [ gso_max_segs PACKETS ]\n"
	"		[ gro_max_size BYTES ]\n"
	"\n"
	"	ip link show [ DEVICE | group GROUP ] [up] [master DEV] [vrf NAME] [type TYPE]\n"
	"		[nomaster]\n"
	"\n"
	"	ip link xstats type TYPE [ ARGS ]\n"
	"\n"
	"	ip link afstats [ dev DEVICE ]\n"
	"	ip link property add dev DEVICE [ altname NAME .. ]\n"
	"	ip link property del dev DEVICE [ altname NAME .. ]\n"
	"\n"
	"	ip link help [ TYPE ]\n"
	"\n";

/* The kinds iproute2 6.1 names in its usage texts ("ip link help",
 * "ip address help"). */
const char iplink_types_text[] =
	"TYPE := { amt | bareudp | bond | bond_slave | bridge | bridge_slave |\n"
	"          dsa | dummy | erspan | geneve | gre | gretap | gtp | ifb |\n"
	"          ip6erspan | ip6gre | ip6gretap | ip6tnl |\n"
	"          ipip | ipoib | ipvlan | ipvtap |\n"
	"          macsec | macvlan | macvtap |\n"
	"          netdevsim | nlmon | rmnet | sit | team | team_slave |\n"
	"          vcan | veth | vlan | vrf | vti | vxcan | vxlan | wwan |\n"
	"          xfrm | virt_wifi }\n";

int iplink_usage(void)
{
	fputs(iplink_usage_text, stderr);
	fputs(iplink_types_text, stderr);
	return IP_EARG;
}
