#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The container and host kinds this kernel lacks: vlan, ipvlan, ipvtap,
# bond, bond_slave, vrf, vrf_slave, dummy, team, team_slave, nlmon, vcan,
# vxcan.  Every option of each, byte for byte in the request iproute2
# sends (dreq), with abbreviations, duplicates and bad input; "help" in
# both forms; "ip link set DEV vrf NAME" and the slave kinds' "set" forms
# end to end (the kernel refuses them; where it has a kind, the "add"
# lines make the device, by both tools alike); and the printing of the
# messages the kernel sends for them (testsuite/msgs/link-*.spec).
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

S='ip link add eth0 type veth peer name eth1'
# The requests (dreq) are read with strace (testsuite/reqdump.sh): without
# it, one skip for all of them.
want strace "the requests sent (dreq), every kind" || dreq() { return 0; }

# ---- vlan ----
dreq -s "$S" link add link eth0 name v0 type vlan id 5
dreq -s "$S" link add link eth0 name v0 type vlan id 4095 protocol 802.1ad \
	reorder_hdr off gvrp on mvrp off loose_binding on bridge_binding on \
	ingress-qos-map 0:1 2:3 egress-qos-map 1:7
dreq -s "$S" link add link eth0 v0 type vlan protocol 802.1Q id 0x10 \
	egress-qos-map 0x1:2 4:0 ingress-qos-map 3:4 id 7 reorder_hdr on gvrp off
dreq -s "$S" link add link eth0 v0 type vlan i 3 p 802.1q r on g on m on l off b off in 1:1 e 2:2
dreq -s "$S" link add link eth0 v0 type vlan id 1 ingress-qos-map egress-qos-map 1:2
dreq -k -s "$S" link set eth0 type vlan gvrp on mvrp on
dreq link add v0 type vlan id 65535 protocol 0x8100
dreq link add v0 type vlan help
dreq link add v0 type vlan id 65536
dreq link add v0 type vlan id x
dreq link add v0 type vlan id
dreq link add v0 type vlan protocol foo
dreq link add v0 type vlan reorder_hdr maybe
dreq link add v0 type vlan gvrp 1
dreq link add v0 type vlan mvrp
dreq link add v0 type vlan id 1 ingress-qos-map
dreq link add v0 type vlan id 1 ingress-qos-map 1:x
dreq link add v0 type vlan id 1 egress-qos-map x:1
dreq link add v0 type vlan id 1 egress-qos-map 1:2:3
dreq link add v0 type vlan id 1 ingress-qos-map foo
dreq link add v0 type vlan id 1 bogus
dreq link add v0 type vlan id 1 ingress-qos-map $(seq -f '%g:1' 1 90)

# ---- ipvlan, ipvtap ----
dreq -s "$S" link add link eth0 name i0 type ipvlan mode l2
dreq -s "$S" link add link eth0 name i0 type ipvlan mode l3s private
dreq -s "$S" link add link eth0 name i0 type ipvtap vepa mode l3
dreq -s "$S" link add link eth0 name i0 type ipvlan m l3 b
dreq -s "$S" link add link eth0 name i0 type ipvtap bridge mode l2 mode l3s
dreq -k -s "$S" link set eth0 type ipvlan p
dreq link add i0 type ipvlan mode l4
dreq link add i0 type ipvlan mode
dreq link add i0 type ipvlan private vepa
dreq link add i0 type ipvtap vepa vepa
dreq link add i0 type ipvlan bridge help
dreq link add i0 type ipvlan help
dreq link add i0 type ipvtap foo
dreq link add i0 type ipvlan mode L2

# ---- bond ----
dreq link add b0 type bond mode active-backup miimon 100 updelay 200 \
	downdelay 300 peer_notify_delay 400 use_carrier 1 arp_interval 0 \
	arp_validate all arp_all_targets any primary_reselect better \
	fail_over_mac follow xmit_hash_policy layer3+4 resend_igmp 2 \
	num_grat_arp 3 all_slaves_active 1 min_links 2 lp_interval 5 \
	packets_per_slave 7 tlb_dynamic_lb 0 arp_missed_max 4
dreq link add b0 type bond mode 4 lacp_rate fast lacp_active on ad_select \
	bandwidth ad_user_port_key 5 ad_actor_sys_prio 100 \
	ad_actor_system 02:00:00:00:00:01 num_unsol_na 2 xmit_hash_policy 5
dreq link add b0 type bond arp_ip_target 192.0.2.1,10.8,any,,192.0.2.4 \
	ns_ip6_target 2001:db8::1,fe80::2,any arp_interval 100 arp_validate 6
dreq -s "$S" link add b0 type bond active_slave eth0 primary eth1 clear_active_slave
dreq -k -s "$S" link set eth0 type bond mode balance-xor miimon 0x10 arp_ip_target
dreq link add b0 type bond mo 0 mi 5 up 1 do 2 pe 3 us 1 arp_i 7 arp_v none \
	arp_a all pri eth0 prim always f none x encap2+3 r 1 n 2 al 0 mim 1 \
	lp 1 pa 1 lacp_r slow ad_s stable ad_u 1 ad_actor_sy 2 ad_actor_sys 1:2 t 1
dreq link add b0 type bond arp_ip_target $(seq -s, -f '10.0.0.%g' 1 17) ns_ip6_target
dreq link add b0 type bond arp_ip_target 1.1.1.1,2.2.2.2 arp_ip_target 3.3.3.3
dreq link add b0 type bond mode 7
dreq link add b0 type bond mode -1
dreq link add b0 type bond mode 0x1
dreq link add b0 type bond mode 01 xmit_hash_policy +2 ad_select ' 1'
dreq link add b0 type bond mode Balance-rr
dreq link add b0 type bond mode
dreq link add b0 type bond active_slave nope
dreq link add b0 type bond primary nope
dreq link add b0 type bond miimon x
dreq link add b0 type bond use_carrier 256
dreq link add b0 type bond ad_user_port_key 65536
dreq link add b0 type bond arp_ip_target 1.2.3.x
dreq link add b0 type bond arp_ip_target ::1
dreq link add b0 type bond ns_ip6_target 1.2.3.4
dreq link add b0 type bond ns_ip6_target fe80::1,zz
dreq link add b0 type bond arp_validate bogus
dreq link add b0 type bond arp_all_targets 2
dreq link add b0 type bond primary_reselect 3
dreq link add b0 type bond fail_over_mac x
dreq link add b0 type bond lacp_rate 2
dreq link add b0 type bond lacp_active maybe
dreq link add b0 type bond lacp_act on
dreq link add b0 type bond ns_ip6 ::1
dreq link add b0 type bond arp_missed 1
dreq link add b0 type bond arp_missed_max 256
dreq link add b0 type bond ad_actor_system zz
dreq link add b0 type bond tlb_dynamic_lb x
dreq link add b0 type bond num_unsol_na x
dreq link add b0 type bond help
dreq link add b0 type bond bogus

# ---- bond_slave ----
dreq -k -s "$S" link set eth0 type bond_slave queue_id 5
dreq -k -s "$S" link set eth0 type bond_slave prio -5 queue_id 0x10
dreq -k -s "$S" link set eth0 type bond_slave q 1 prio 2147483647
dreq link add s0 type bond_slave queue_id 1
dreq link add s0 type bond_slave queue_id 65536
dreq link add s0 type bond_slave prio x
dreq link add s0 type bond_slave prio 2147483648
dreq link add s0 type bond_slave pr 1
dreq link add s0 type bond_slave queue_id
dreq link add s0 type bond_slave help
dreq link add s0 type bond_slave foo

# ---- vrf, vrf_slave, "set DEV vrf NAME" ----
dreq link add vr0 type vrf table 10
dreq link add vr0 type vrf table main
dreq link add vr0 type vrf t local table default
dreq link add vr0 type vrf table 0x10
dreq link add vr0 type vrf table 4294967295
dreq link add vr0 type vrf table 4294967296
dreq link add vr0 type vrf table foo
dreq link add vr0 type vrf table -1
dreq link add vr0 type vrf table
dreq link add vr0 type vrf help
dreq link add vr0 type vrf foo
dreq -k -s "$S" link set eth0 type vrf_slave table 5
dreq -k -s "$S" link set eth0 type vrf_slave help
dreq -k -s "$S" link set eth0 type vrf_slave
dreq -k -s "$S" link set eth0 vrf nope
dreq -k -s "$S" link set eth0 vrf eth1
dreq -k -s "$S" link set eth0 vrf
dreq -k -s "$S" link set eth0 mtu 1400 vrf eth1 mtu 1300
dreq link add x0 vrf lo type dummy
dreq link add x0 vrf nope type dummy
dreq -s "$S" link add x0 vrf eth0 type dummy

# ---- dummy, team, team_slave, nlmon, vcan: words are ignored ----
dreq link add d0 type dummy
dreq link add d0 type dummy foo bar
dreq link add d0 type dummy help
dreq link add d0 mtu 1000 type dummy
dreq link add t0 type team
dreq link add t0 type team mode roundrobin
dreq link add t0 txqlen 5 type team help
dreq -k -s "$S" link set eth0 type team_slave
dreq -k -s "$S" link set eth0 type team_slave queue_id 1
dreq link add t0 type team_slave help
dreq link add n0 type nlmon
dreq link add n0 type nlmon foo
dreq link add n0 up type nlmon help
dreq link add c0 type vcan
dreq link add c0 type vcan foo
dreq link add c0 mtu 72 type vcan help

# ---- vxcan ----
dreq link add vx0 type vxcan
dreq link add vx0 type vxcan peer name vx1
dreq link add vx0 up type vxcan peer vx1 mtu 72 up txqlen 10
dreq link add type vxcan peer name vx1
dreq link add vx0 type vxcan foo
dreq link add vx0 type vxcan peer name vx1 type vcan
dreq link add vx0 type vxcan peer name vx1 mtu x
dreq link add vx0 type vxcan peer help

# ---- ip link help KIND ----
for k in vlan ipvlan ipvtap bond bond_slave vrf vrf_slave dummy team \
	 team_slave nlmon vcan vxcan ifb veth bridge bridge_slave macvlan \
	 macvtap vxlan nosuch; do
	dshow link help "$k"
done
dshow link help vlan extra words
dshow link help

# ---- end to end: what this kernel says, state unchanged ----
dscript -m "host kinds on this kernel" <<'E'
ref link add eth0 type veth peer name eth1
ip link add v0 link eth0 type vlan id 5
ip link add b0 type bond mode 802.3ad
ip link add d0 type dummy
ip link set eth0 type bond_slave queue_id 1
ip link set eth0 type vrf_slave table 5
ip link set eth0 type team_slave
ip link set eth0 vrf nope
ip link set eth0 vrf eth1
ip link set eth0 vrf lo
ip link set eth0 vrf
ip link set eth0 type bond mode 1
ip link set eth0 type vlan id 3
ip -d link show
E

# ---- printing of what the kernel sends ----
for k in vlan bond ipvlan vrf plain; do
	dmsgs "$top/testsuite/msgs/link-$k.spec" "-d" "-d -o" "-d -s"
done

done_testing
