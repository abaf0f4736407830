#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The one address parser (lib/addr.c) as every command reads it: the words
# "any", "all", "default" with each family, MPLS label stacks, link-layer
# bytes, IPv4's permissive dotted quad, prefixes and netmasks, and
# inet_pton's strict reading - the same words through address, neighbour,
# route, rule, nexthop and link-kind options, one script run by each tool
# in a new namespace and compared line by line.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth kind_vxlan

IPT_SETUP='ref link add v0 type veth peer name v1
ref link set v0 up'

dscript -m "the one address parser" <<'S'
ip -M addr add default dev lo
ip -M addr add 16 dev lo
ip -M addr add 16/17 dev lo
ip -f link addr add aa:bb dev lo
ip -M addr show to default
ip -M addr show to 16
ip addr add 10.8/16 dev v0
ip addr add 10.9.0.1/255.255.0.0 dev v0
ip addr add 10.9.0.2/255.0.255.0 dev v0
ip addr add 10.9.0.3/33 dev v0
ip addr add any dev v0
ip -4 addr add default dev v0
ip addr show dev v0 to 10.8.0.0/16
ip addr show to 10.9/255.255.0.0
ip addr show to all
ip -f mpls neigh add default lladdr 00:11:22:33:44:55 dev v0
ip -f mpls neigh add 16 dev v0
ip -f mpls neigh show to 16
ip -f mpls neigh show to default
ip neigh add 10.8.0.9 lladdr 00:11:22:33:44:55 dev v0
ip neigh add 10.8.0.10 lladdr 00:11:22:33:44:55:66:77:88:99:aa:bb:cc:dd:ee:ff:00 dev v0
ip neigh show to 10.8.0.9/255.255.255.255
ip -M route get default
ip -M route add 16 via inet 10.8.0.9 dev v0
ip -M route add 16/17/18 dev v0
ip -M route add default dev v0
ip route add 10.20/16 via 10.8.0.9
ip route add 10.21.0.0/255.255.0.0 via 10.8.0.9
ip route add 10.22.0.0/0.255.0.0 via 10.8.0.9
ip route add default via inet6 fe80::1 dev v0
ip route add 10.23.0.0/16 via link aa:bb:cc dev v0
ip route show to root 10.0.0.0/8
ip route show to match 10.20.1.1
ip route show via 10.8.0.9
ip route show from all
ip -M rule add from default
ip rule add from 10.8/16 table 7
ip rule add to 10.9.0.0/255.255.0.0 table 7
ip rule add from 1.2.3.4/40 table 7
ip rule show from 10.8/16
ip nexthop add id 1 via 10.8.0.9 dev v0
ip nexthop add id 2 via 10.8 dev v0
ip nexthop add id 3 via any dev v0
ip nexthop add id 4 via fe80::1 dev v0
ip nexthop show
ip link add x0 type vxlan id 5 remote any dstport 0
ip link add x0 type vxlan id 5 local any dstport 0
ip link add x0 type vxlan id 5 group 0.0.0.0 dstport 0
ip link add x0 type vxlan id 5 remote 10.8 dstport 0
ip link add x1 type vxlan id 6 local 10.30.0.1 remote 10.30.0.2 dstport 0
ip link add x2 type vxlan id 7 group 239.1.1.1 dev v0 dstport 0
ip link add x3 type vxlan id 8 group ff02::1 local 10.0.0.1 dev v0 dstport 0
ip -d link show x0
ip -d link show x1
ip -d link show x2
S
done_testing
