#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip link set": each script runs once with our ip and once with
# iproute2, each in a new namespace; every step and the final state must
# be the same.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth kind_bridge kind_ifb

IPT_SETUP='ref link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
ref link add v2 address 02:00:00:00:00:03 type veth peer name v3 address 02:00:00:00:00:04
ref link add br0 address 02:00:00:00:01:00 type bridge
ref link add br1 address 02:00:00:00:01:01 type bridge
ref link add i0 address 02:00:00:00:02:00 type ifb
ref link add i1 address 02:00:00:00:02:01 group 5 type ifb
ref link add i2 address 02:00:00:00:02:02 group 5 type ifb'

dscript "flags" <<'S'
ip link set v0 up
ip link set dev v1 up
ip link set v0 down
ip link set v0 up
ip link set dev v0 arp off
ip link set dev v0 arp on
ip link set v0 arp off multicast off
ip link set v0 multicast on
ip link set v0 allmulticast on
ip link set v1 allmulticast off
ip link set v0 promisc on
ip link set v1 promisc off
ip link set v0 trailers on
ip link set v0 trailers off
ip link set v0 dynamic on
ip link set v1 dynamic off
ip link set v2 up arp off multicast off allmulticast on promisc on dynamic on trailers on
ip link set i0 protodown on
ip link set i0 protodown off
ip link set v0 protodown on
ip link show
ip -d link show v2
S

cat >"$IPT_TMP/attributes" <<'S'
ip link set v0 mtu 1400
ip link set dev v1 mtu 9000
ip link set v0 txqueuelen 10
ip link set v0 txqlen 11
ip link set v1 qlen 12
ip link set v0 address 02:00:00:00:0a:01
ip link set v0 addr 02:00:00:00:0a:02
ip link set v0 broadcast 02:ff:ff:ff:ff:ff
ip link set v0 brd ff:ff:ff:ff:ff:ff
ip link set v0 alias "a long alias with spaces"
ip link set v1 alias x
ip link set v1 alias ""
ip link set v0 group 3
ip link set v1 group default
ip link set v0 addrgenmode none
ip link set v0 addrgenmode eui64
ip link set v0 addrgenmode stable_secret
ip link set v0 addrgenmode random
ip link set i0 name j0
ip link set dev j0 name i0
ip link set v2 name v2new mtu 1300 up
ip link set v3 mtu 1280 txqlen 5 address 02:00:00:00:0b:01 alias y group 4
ip link set v3 state up
ip link set v3 state Up mode dormant
ip link set v3 state dormant
ip link set v3 state lowerlayerdown
ip link set v3 state upp
ip -d link show
ip -d -j link show
S
# addrgenmode is IPv6's (IFLA_INET6_ADDR_GEN_MODE)
want ipv6 "attributes: addrgenmode" ||
	sed -i '/ addrgenmode /d' "$IPT_TMP/attributes"
dscript "attributes" <"$IPT_TMP/attributes"

dscript "master" <<'S'
ip link set v0 master br0
ip link set dev v1 master br0
ip link set v2 master br0 up
ip link set v0 nomaster
ip link set v0 master br1
ip link set v0 master br0
ip link set v1 master nope
ip link set v1 master v2
ip link set br0 up
ip link show master br0
ip -d link show v1
ip link set v1 type bridge_slave cost 5
ip link set v1 type bridge_slave priority 7 learning off
ip link set v2 type bridge_slave state 0
ip link set v1 type bridge_slave bogus
ip link set v1 type bridge_slave cost x
ip link set i0 type bridge_slave cost 5
ip -d link show master br0
ip link set v1 nomaster
ip link set v1 nomaster
S

dscript "group" <<'S'
ip link set group 5 up
ip link set group 5 mtu 1400
ip link set group 5 txqlen 7
ip link set group 5 down
ip link set group 5 alias z
ip link set group 5 name q
ip link set group 99 up
ip link set group nosuch up
ip link set group 5 group 6
ip link show group 6
ip link set group default mtu 1450
ip link show
S

dscript "set errors" <<'S'
ip link set
ip link set v0
ip link set nope up
ip link set dev nope up
ip link set v0 bogus
ip link set v0 up bogus
ip link set v0 mtu
ip link set v0 mtu abc
ip link set v0 mtu 10
ip link set v0 mtu 100000
ip link set v0 mtu 4294967296
ip link set v0 txqlen
ip link set v0 txqlen x
ip link set v0 address
ip link set v0 address zz
ip link set v0 address 01:00:00:00:00:01
ip link set v0 address 02:00:00:00:00
ip link set v0 broadcast zz
ip link set v0 arp
ip link set v0 arp maybe
ip link set v0 multicast maybe
ip link set v0 allmulticast maybe
ip link set v0 promisc maybe
ip link set v0 trailers maybe
ip link set v0 dynamic maybe
ip link set v0 protodown maybe
ip link set v0 name
ip link set v0 name abcdefghijklmnop
ip link set v0 name "a b"
ip link set v0 name a/b
ip link set v0 name v1
ip link set v0 alias
ip link set v0 group
ip link set v0 group nosuch
ip link set v0 master
ip link set v0 addrgenmode
ip link set v0 addrgenmode bogus
ip link set v0 type
ip link set v0 type nokind
ip link set v0 type veth
ip link set v0 dev v1 up
ip link set v0 v1 up
ip link set dev v0 dev v1 up
ip link set group
ip link set group 5 dev v0 up
ip link set v0 numtxqueues 2
ip link set v0 index 50
ip link set abcdefghijklmnop up
ip link set help
ip -d -j link show
S

done_testing
