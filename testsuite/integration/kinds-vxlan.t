#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# vxlan: every option iproute2 6.1 takes, its checks and messages, and -d
# printing, against iproute2.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth kind_vxlan

cat >"$IPT_TMP/vxlan" <<'S'
ref link add eth1 type veth peer name eth2
ip link add x0 type vxlan id 5
ip link add x1 type vxlan vni 6 dstport 4789 group 239.1.1.1 dev eth1 local 1.2.3.4 ttl 4 tos inherit srcport 100 200 nolearning proxy
ip link add x2 type vxlan external vnifilter ttl inherit df set gbp dstport 4790
ip link add x3 type vxlan id 7 remote 2001:db8::1 local 2001:db8::2 flowlabel 0x123 ageing 100 maxaddress 12 udp6zerocsumtx udp6zerocsumrx remcsumtx remcsumrx l2miss l3miss rsc dstport 0 tos 0x10 df inherit
ip link add x4 type vxlan id 9 remote 10.8 ttl auto dsfield CS1 label 5 port 1 2 ageing none maxaddress unlimited dstport 0
ip link add x5 type vxlan id 10 group ff05::1 dev eth2 dstport 0 noudpcsum
ip link add x6 type vxlan id 11 remote 10.0.0.1 dstport 0 hoplimit 64 df unset
ip link set x6 type vxlan nolearning
ip link add x7 type vxlan id 1 group foo
ip link add x7 type vxlan id 1 local any
ip link add x7 type vxlan id 1 group 239.1.1.1
ip link add x7 type vxlan id 1 group 239.1.1.1 remote 1.1.1.1
ip link add x7 type vxlan id 1 remote 1.1.1.1 group 239.1.1.1
ip link add x7 type vxlan id 1 dev nope
ip link add x7 type vxlan id 1 id 2
ip link add x7 type vxlan id 1 learning nolearning
ip link add x7 type vxlan id 1 ttl 300
ip link add x7 type vxlan id 1 ttl x
ip link add x7 type vxlan id 1 tos zz
ip link add x7 type vxlan id 1 df maybe
ip link add x7 type vxlan id 1 flowlabel 0x100000
ip link add x7 type vxlan id 16777216
ip link add x7 type vxlan id 1 remote 1.1.1.1 local ::1
ip link add x7 type vxlan id 1 remote 239.0.0.1
ip link add x7 type vxlan id 1 group 1.1.1.1
ip link add x7 type vxlan id 1 local 239.0.0.1
ip link add x7 type vxlan vnifilter
ip link add x7 type vxlan external id 4
ip link add x7 type vxlan dstport 0
ip link add x7 type vxlan id 3 gbp gbp
ip link add x7 type vxlan id 3 srcport 1
ip link add x7 type vxlan id 3 srcport 1 x
ip link add x7 type vxlan id 3 bogus
ip link add x7 type vxlan help
ip link add x7 type vxlan id
ip -d link show
ip -d -j link show
S
# x3 and x5 run over IPv6
want ipv6 "vxlan over IPv6" || sed -i '/^ip link add x[35] /d' "$IPT_TMP/vxlan"
dscript -m "vxlan" <"$IPT_TMP/vxlan"

done_testing
