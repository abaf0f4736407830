#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip address show" (list, lst, bare) with every filter and output mode,
# both tools on the same namespace and state; bad filters.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/addrlib.sh"
ipt_require_ip
need kind_veth kind_bridge kind_macvlan kind_ifb

# No IPv6: its addresses are not made, and the shows asking for IPv6
# (-6, an IPv6 prefix) are one skip; "v6 CMD..." runs CMD only where the
# kernel has IPv6, "is6 WORDS..." tells a show that asks for it.
NO6=
want ipv6 "IPv6 addresses and the shows that ask for them" || NO6=1
v6() { [ -n "$NO6" ] || "$@"; }
is6() {
	case " $* " in *" -6 "*|*2001:*) return 0 ;; esac
	return 1
}

R=$REF_IP
$R link set lo up &&
$R link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02 &&
$R link add br0 address 02:00:00:00:01:00 type bridge &&
$R link set vb master br0 &&
$R link add mv0 link va address 02:00:00:00:02:00 type macvlan mode bridge &&
$R link add i0 address 02:00:00:00:04:00 group 7 type ifb &&
$R link add i1 address 02:00:00:00:04:01 type ifb &&
$R link set i1 alias "an alias" &&
$R link set va up && $R link set vb up && $R link set br0 up && $R link set mv0 up &&
v6 v6_on -x va br0 i0 &&
$R addr add 10.0.0.1/24 dev va &&
$R addr add 10.0.0.2/24 dev va label va:1 &&
$R addr add 10.0.0.3/24 dev va label va:two &&
$R addr add 10.1.0.1 peer 10.1.0.2/32 dev va metric 5 &&
$R addr add 10.2.0.1/16 brd + dev br0 scope link &&
$R addr add 10.3.0.1/24 dev br0 anycast 10.3.0.9 &&
$R addr add 192.168.5.5/24 dev i0 noprefixroute &&
$R addr add 192.168.6.5/24 dev i0 valid_lft 2000 preferred_lft 1000 &&
v6 $R addr add 2001:db8::1/64 dev va nodad valid_lft 3000 preferred_lft 0 &&
v6 $R addr add 2001:db8:1::1/64 dev va noprefixroute home &&
v6 $R addr add fe80::1/64 dev br0 &&
v6 $R addr add 2001:db8:2::1/64 dev i0 mngtmpaddr metric 9 &&
$R addr add 10.9.0.1/8 dev mv0 ||
	bail "cannot build the test state with $R"
send_frames va 20 100 || bail "cannot send test frames"

modes="- -d -s -j -br -o -c -4 -6 -0"
for m in $modes; do
	case $m in -) m= ;; esac
	for sel in "" "dev va" "va" "dev br0" "dev i1" "up" "label va:*" \
		   "label br0" "scope link" "scope global" "scope host" \
		   "scope all" "to 10.0.0.0/8" "to 2001:db8::/32" "primary" \
		   "secondary" "dynamic" "permanent" "-tentative" "noprefixroute" \
		   "master br0" "nomaster" "type veth" "type bridge_slave" \
		   "type macvlan" "group 7"; do
		[ -n "$NO6" ] && is6 $m $sel && continue
		dshow $m addr show $sel
	done
done
modes2="-N -N_-j -echo -echo_-j -echo_-o -echo_-br -j_-p -s_-s -s_-j -d_-j -br_-j -o_-j -br_-4 -br_-6 -o_-s -0_-br -0_-o -4_-j -6_-j -6_-s -6_-d -c_-br -c_-o -d_-s_-j_-p -h_-s -br_-o -j_-br_-p"
for m in $modes2; do
	m=$(echo "$m" | tr _ ' ')
	for sel in "" "dev va" "up" "label va:*" "scope link" "secondary" \
		   "master br0" "type veth"; do
		[ -n "$NO6" ] && is6 $m $sel && continue
		dshow $m addr show $sel
	done
done

# The other spellings, the bare object, every flag filter and its "-" form.
for cmd in "" list lst sh s l; do
	dshow addr $cmd
	dshow address $cmd dev va
done
dshow a
for f in permanent dynamic secondary primary tentative deprecated dadfailed \
	 temporary nodad optimistic home mngtmpaddr noprefixroute autojoin \
	 stable-privacy; do
	dshow addr show $f
	dshow addr show -$f
	dshow -br addr show dev va $f
done
# Filters together.
dshow addr show dev va scope global label va:* to 10.0.0.0/24
dshow addr show up scope link type bridge
dshow -j addr show dev i0 dynamic
dshow -o addr show scope global -secondary
dshow addr show to 10.0.0.2/32
dshow addr show to 10.0.0.2
dshow addr show to 10/8
dshow addr show to default
dshow addr show to all
dshow addr show scope 253
dshow addr show scope 200
# (these two fail before the kernel is asked: they run everywhere)
dshow -6 addr show to 10.0.0.0/8
dshow -4 addr show to 2001:db8::/32

# Filters that match nothing, or are wrong.
aerr addr show dev nope
aerr addr show nope
aerr addr show dev if99
aerr -j addr show dev nope
aerr addr show dev va dev vb
aerr addr show va vb
aerr addr show dev
aerr addr show scope
aerr addr show scope bogus
aerr addr show to
aerr addr show to bogus
aerr addr show to 10.0.0.0/33
aerr -0 addr show to 10.0.0.0/8
aerr addr show label
aerr addr show group
aerr addr show group bogus
aerr addr show master
aerr addr show master nope
aerr addr show vrf va
aerr addr show vrf nope
aerr addr show type
aerr addr show help
aerr addr show h
aerr addr help
aerr addr bogus
dshow addr show group 99
dshow addr show master va
dshow addr show type nokind
dshow addr show label nomatch
dshow -j addr show label nomatch
dshow -br addr show label nomatch

done_testing
