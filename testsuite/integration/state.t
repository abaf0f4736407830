#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# One longer add/set/delete script, the way a container runtime or a lab
# set-up would use ip, run by each tool in its own new namespace: every
# step and the final "ip -d -j link show" must be identical.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth kind_bridge

# The steps that make a macvlan, a vxlan or an ifb are left out where the
# kernel lacks the kind (one skip each).
mv=; want kind_macvlan "runtime-like script: the macvlan step" && mv=1
vx=; want kind_vxlan "runtime-like script: the vxlan step" && vx=1
ifb=; want kind_ifb "runtime-like script: the ifb step" && ifb=1

{
	echo "ip link add br0 address 02:00:00:00:ff:00 mtu 1450 type bridge"
	echo "ip link set br0 up"
	for i in 1 2 3 4 5 6 7 8 9 10 11 12; do
		m=$(printf '%02x' $i)
		echo "ip link add h$i address 02:00:00:00:01:$m mtu 1450 group 10 type veth peer name c$i address 02:00:00:00:02:$m"
		echo "ip link set h$i master br0 up"
		echo "ip link set c$i name eth$i alias container-$i txqlen 500"
	done
	echo "ip link set eth3 up"
	echo "ip link set dev eth4 mtu 1400 arp off"
	echo "ip link set h5 nomaster"
	echo "ip link set h6 type bridge_slave cost 10 priority 3"
	[ -z "$mv" ] || echo "ip link add link eth7 name mv7 address 02:00:00:00:03:07 type macvlan mode bridge"
	[ -z "$vx" ] || echo "ip link add vx0 address 02:00:00:00:04:00 type vxlan id 100 dstport 4789 dev br0"
	[ -z "$ifb" ] || echo "ip link add ifb0 address 02:00:00:00:05:00 numtxqueues 2 numrxqueues 2 type ifb"
	echo "ip link set group 10 mtu 1400"
	echo "ip link delete h8"
	echo "ip link set eth9 down"
	echo "ip link delete dev h10 type veth"
	echo "ip link set br0 address 02:00:00:00:ff:01"
	echo "ip -br link show"
	echo "ip -o link show master br0"
	echo "ip link delete group 10"
	echo "ip -d link show"
} >"$IPT_TMP/runtime"
# Not a pipe: dscript must run in this shell to count its tests.
dscript "runtime-like script" <"$IPT_TMP/runtime"

done_testing
