#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# bridge and bridge_slave options: parsing, errors, -d printing (text and
# JSON) and the resulting kernel state, against iproute2.  Bridges get
# fixed addresses: bridge ids print them as ether_ntoa does ("2:0:0:..."),
# which the MAC masking does not cover.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_bridge

dscript -m "bridge options" <<'S'
ip link add b0 address 02:00:00:00:01:01 type bridge
ip link add b1 address 02:00:00:00:01:02 type bridge forward_delay 500 hello_time 300 max_age 1000 ageing_time 2000 stp_state 1 priority 5
ip link add b2 address 02:00:00:00:01:03 type bridge group_fwd_mask 0x4000 group_address 01:80:c2:00:00:0e fdb_flush no_linklocal_learn 1 mcast_vlan_snooping 1
ip link add b3 address 02:00:00:00:01:04 type bridge mcast_snooping 0 mcast_router 2 mcast_query_use_ifaddr 1 mcast_querier 1 mcast_hash_elasticity 3 mcast_hash_max 512
ip link add b4 address 02:00:00:00:01:05 type bridge mcast_last_member_count 3 mcast_startup_query_count 4 mcast_last_member_interval 5 mcast_membership_interval 600 mcast_querier_interval 700 mcast_query_interval 800 mcast_query_response_interval 90 mcast_startup_query_interval 100
ip link add b5 address 02:00:00:00:01:06 type bridge mcast_stats_enabled 1 mcast_igmp_version 3 mcast_mld_version 2 nf_call_iptables 1 nf_call_ip6tables 1 nf_call_arptables 1
ip link add b6 address 02:00:00:00:01:07 type bridge f 400 h 200 m 700 mcast_ 1 group_ 3 n 1
ip link set b6 type bridge no_linklocal_learn 0 mcast_vlan_snooping 0 stp_state 0
ip link add b7 address 02:00:00:00:01:08 type bridge no 1
ip link add b7 address 02:00:00:00:01:09 type bridge mcast_vlan 1
ip link add b7 address 02:00:00:00:01:0a type bridge forward_delay x
ip link add b7 address 02:00:00:00:01:0b type bridge priority 70000
ip link add b7 address 02:00:00:00:01:0c type bridge bogus
ip link add b7 address 02:00:00:00:01:0d type bridge help
ip link add b7 address 02:00:00:00:01:0e type bridge forward_delay
ip link add b7 address 02:00:00:00:01:0f type bridge group_address zz
ip link add b7 address 02:00:00:00:01:10 type bridge group_address 00:zz:11
ip link add b7 address 02:00:00:00:01:11 type bridge vlan_protocol foo
ip -d link show
ip -d -j link show
S

want kind_veth "bridge_slave options" &&
dscript -m "bridge_slave options" <<'S'
ref link add br0 address 02:00:00:00:00:b0 type bridge
ref link add v1 type veth peer name v2
ref link add v3 type veth peer name v4
ref link set v1 master br0
ref link set v3 master br0
ip link set v1 type bridge_slave priority 7 cost 9 hairpin on guard on root_block on fastleave on learning off flood off
ip link set v1 type bridge_slave proxy_arp on proxy_arp_wifi on mcast_router 2 mcast_fast_leave on mcast_flood off bcast_flood off mcast_to_unicast on
ip link set v1 type bridge_slave group_fwd_mask 0x4005 neigh_suppress on vlan_tunnel off isolated on locked on backup_port v3
ip link set v3 type bridge_slave m on pro on h off pri 3 c 5 g on f off fa on l on b off mcast_t on mcast_r 0 mcast_fa on n on gr 1 i on lo on
ip link set v3 type bridge_slave backup_port v1 nobackup_port fdb_flush
ip link set v1 type bridge_slave hairpin 1
ip link set v1 type bridge_slave state forwarding
ip link set v1 type bridge_slave backup_port nope
ip link set v1 type bridge_slave foo
ip link set v1 type bridge_slave help
ip link set v1 type bridge_slave cost
ip link set v1 type bridge_slave priority -1
ip -d link show v1
ip -d link show v3
ip -d -j link show
S

done_testing
