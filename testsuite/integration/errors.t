#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Bad input: the same message and exit code as iproute2 (255 bad
# arguments, 1 missing device, 2 kernel refusal), and the link state
# unchanged afterwards.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth kind_bridge kind_ifb

R=$REF_IP
$R link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02 &&
$R link add br0 address 02:00:00:00:01:00 type bridge &&
$R link add i0 address 02:00:00:00:02:00 group 4 type ifb || bail "set-up failed"

# expect_rc CODE ARGS...: our exit code is CODE (and iproute2's too).
expect_rc() {
	_want=$1
	shift
	run_tool "$IPT_TMP/x.ref" "$REF_IP" "$@"
	run_tool "$IPT_TMP/x.got" "$IP" "$@"
	_g=$(cat "$IPT_TMP/x.got.rc") _r=$(cat "$IPT_TMP/x.ref.rc")
	[ "$_g" = "$_want" ] && [ "$_r" = "$_want" ]
	ok $? "exit $_want: ip $* (ours $_g, iproute2 $_r)"
}

# Unknown keyword.
derr link add x0 frobnicate type ifb
derr link set v0 frobnicate
derr link set v0 up frobnicate on
derr link delete v0 frobnicate
derr link show frob v0
derr -d link frob
# Bad numbers.
derr link set v0 mtu 12x
derr link set v0 mtu 0x
derr link set v0 mtu ""
derr link set v0 mtu -5
derr link set v0 txqlen 99999999999
derr link set v0 group 4294967296
derr link add x0 numtxqueues 99999999999 type ifb
derr link add x0 index -1 type ifb
derr link add x0 gso_max_segs 1x type ifb
# Too-long and bad names.
derr link add abcdefghijklmnop type ifb
derr link add name abcdefghijklmnopq type ifb
derr link set v0 name abcdefghijklmnop
derr link set abcdefghijklmnop up
derr link show abcdefghijklmnop
derr link delete abcdefghijklmnop
derr link set v0 name ""
derr link add "" type ifb
# Missing values.
derr link add x0 type
derr link add x0 mtu
derr link set v0 mtu
derr link set v0 name
derr link set v0 master
derr link set dev
derr link show dev
derr link delete dev
derr link set group
# Unknown devices.
derr link set nope up
derr link set dev nope mtu 1400
derr link set v0 master nope
derr link add x0 link nope type macvlan
derr link delete nope
derr link show nope
derr -j link show nope
derr link show master nope
# a missing device before what the kernel would check first
derr link set nope link-netnsid 0
derr link set nope link-netnsid 0 mtu 1400
derr link set v0 link-netnsid 0
derr link set nope mtu 10
# iproute2's order: a peer's words are checked before its "type" is a
# duplicate
derr link add a5 type veth peer peer name b5 type veth dev v0
derr link add a5 type veth peer name b5 type veth dev v0
derr link add a5 type veth peer name b5 link nope type veth
derr link add a5 type veth peer peer name b5 dev v0
# Unknown kinds and objects.
derr link add x0 type nokind
# A kind the kernel lacks: refused, nothing made.  Where it has dummy, the
# device is made, by both alike (in namespaces of their own).
if ipt_have kind_dummy; then
	dscript -m "type dummy, which this kernel has" <<'S'
ip link add x0 type dummy
ip -d link show x0
S
elif ipt_absent kind_dummy; then
	derr link add x0 type dummy
else
	skip "ip link add x0 type dummy, refused" "$IPT_WHY"
fi
# A kind whose arguments iproute2 parses: refused where the kernel lacks
# vlan, and where it has it too (8021q: "link not specified").
derr link add x0 type vlan id 5
derr link show type nokind
derr nosuchobject
derr nosuchobject show
derr link nosuchcommand
# Kernel refusals.
derr link set v0 mtu 10
derr link set v0 mtu 65536000
derr link add v0 type ifb
derr link set v0 name v1
derr link set br0 master br0
derr link delete lo
derr link add x0 type veth peer name v1

expect_rc 255 link set v0 mtu abc
expect_rc 255 link set v0 frobnicate
expect_rc 255 link set v0 name abcdefghijklmnop
expect_rc 1 link set nope up
expect_rc 1 link show dev nope
expect_rc 1 nosuchobject
expect_rc 2 link add x0 type nokind
expect_rc 2 link set v0 mtu 10
expect_rc 2 link delete lo

done_testing
