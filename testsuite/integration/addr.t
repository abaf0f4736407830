#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip address add|change|replace|delete": every option, IPv4 and IPv6,
# each script once with our ip and once with iproute2 in new namespaces;
# every step, then the addresses and neighbours, must be the same.  Bad
# input: iproute2's message and exit code, nothing changed.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/addrlib.sh"
ipt_require_ip
need kind_veth kind_ifb

# Devices stay down in the scripts: an operational state that changes
# late (link watch, slow under RTNL contention) must not race the shows.
IPT_SETUP="ref link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
ref link add d0 address 02:00:00:00:02:00 type ifb
ref link set lo up
$(v6_on v0 d0)"
# no IPv6: no IPv6 set-up either
ipt_have ipv6 || IPT_SETUP=$(printf '%s\n' "$IPT_SETUP" | grep -Ev 'addrgenmode|/ipv6/')

ascript "IPv4" <<'S'
ip addr add 10.0.0.1/24 dev v0
ip address add 10.0.0.2/24 dev v0
ip a add 10.0.0.3/24 dev v0 label v0:x
ip addr add 10.0.0.4 dev v0
ip addr add local 10.0.1.1/24 dev v0
ip addr add 10.1.0.1 peer 10.1.0.2/30 dev v0 brd +
ip addr add 10.1.1.1 remote 10.1.1.2 dev v0
ip addr add 10.2.0.1/24 dev v0 broadcast - scope link
ip addr add 10.2.1.1/22 dev v0 brd +
ip addr add 10.2.2.1/31 dev v0 brd +
ip addr add 10.3.0.1/16 dev v0 brd 10.3.255.254 anycast 10.3.0.9 metric 7
ip addr add 10.3.1.1/16 dev v0 priority 8
ip addr add 10.3.2.1/16 dev v0 pref 9
ip addr add 10.3.3.1/24 dev v0 scope host
ip addr add 10.3.4.1/24 dev v0 scope 200
ip addr add 10.3.5.1/24 dev v0 scope site
ip addr add 127.5.0.1/8 dev d0
ip addr add 10.4.0.1/255.255.255.0 dev v0
ip addr add 0xa.4.1.1/0x18 dev v0
ip addr add 10.5/16 dev d0
ip addr add 224.0.0.5/32 dev v0 autojoin
ip addr add 10.6.0.1/24 dev v0 noprefixroute
ip addr add 10.6.1.1/24 dev v0 nodad
ip addr add 10.6.2.1/24 dev v0 secondary
ip addr add 10.6.3.1/24 dev v0 home optimistic mngtmpaddr
ip addr add 10.7.0.1/24 dev v0 valid_lft 10000 preferred_lft 5000
ip addr add 10.7.1.1/24 dev v0 valid_lft forever preferred_lft 0
ip addr add 10.7.2.1/24 dev v0 preferred_lft 10000
ip addr add 10.7.3.1/24 dev v0 valid_lft 1000
ip addr add 10.8.0.1/24 dev v0 label v0:some
ip addr add 10.8.1.1/24 dev if3
ip -br addr show dev v0
ip addr show dev d0
S

want ipv6 "IPv6 addresses" && ascript "IPv6" <<'S'
ip addr add 2001:db8::1/64 dev v0
ip -6 addr add 2001:db8::2/64 dev v0 nodad
ip addr add 2001:db8::3/64 dev v0 home mngtmpaddr noprefixroute
ip addr add 2001:db8::4/64 dev v0 optimistic
ip addr add 2001:db8::5 dev v0
ip addr add 2001:db8:1::1/48 dev v0 metric 99
ip addr add ff02::5/128 dev v0 autojoin
ip addr add 2001:db8:2::1/64 dev v0 valid_lft 1000 preferred_lft 0
ip addr add 2001:db8:3::1/64 dev v0 scope link
ip addr add 2001:db8:4::1 peer 2001:db8:4::2/128 dev v0
ip addr add 2001:db8:5::1/64 dev v0 anycast 2001:db8:5::9
ip addr add 2001:db8:6::1/64 dev d0 secondary deprecated
ip addr add fe80::1/64 dev v0
ip addr add ::ffff:10.0.0.1/128 dev d0
ip -6 -br addr show dev v0
ip -6 -o addr show dev d0
S

cat >"$IPT_TMP/s6" <<'S'
ip addr add 10.0.0.1/24 dev v0
ip addr add 10.0.0.2/24 dev v0
ip addr add 10.0.0.3/24 dev v0 label v0:c
ip addr add 2001:db8::1/64 dev v0
ip addr change 10.0.0.1/24 dev v0 metric 9
ip addr chg 10.0.0.2/24 dev v0 label v0:d
ip addr change 10.0.0.99/24 dev v0
ip addr change 2001:db8::1/64 dev v0 valid_lft 50000 preferred_lft 40000
ip addr change 2001:db8::1/64 dev v0 noprefixroute
ip addr replace 10.0.0.99/24 dev v0 label v0:r
ip addr replace 10.0.0.99/24 dev v0 label v0:s scope link
ip addr replace 2001:db8::9/64 dev v0
ip addr r 10.0.5.1/24 dev v0
ip addr del 10.0.0.99/24 dev v0
ip addr del 10.0.0.99/24 dev v0
ip addr delete 2001:db8::9/64 dev v0
ip addr d 10.0.5.1/24 dev v0
ip addr del 10.0.0.3 dev v0
ip addr add 10.1.0.1/24 dev v0
ip addr add 10.1.0.2/24 dev v0
ip addr del 10.1.0.1/24 dev v0
ip -br addr show dev v0
ip addr del 10.1.0.2/24 dev v0 mngtmpaddr
ip addr del 2001:db8::1/64 dev v0 mngtmpaddr
ip addr del dev v0
ip addr del 10.9.9.9/24 dev v0
ip -4 addr del dev v0
ip -br addr show
S
lines_want "$IPT_TMP/s6" ipv6 '2001:' "change, replace, delete: the IPv6 lines"

ascript "change, replace, delete" <"$IPT_TMP/s6"

cat >"$IPT_TMP/s6" <<'S'
ip -echo addr add 10.9.0.1/24 dev v0
ip -echo -j addr add 10.9.0.2/24 dev v0
ip -echo -j -p addr add 2001:db8::9/64 dev v0
ip -echo addr add 2001:db8::8/64 dev v0
ip -echo -j addr del 2001:db8::8/64 dev v0
ip -echo addr change 10.9.0.2/24 dev v0 metric 3
ip -echo addr del 10.9.0.2/24 dev v0
ip -echo -o addr add 10.9.0.3/24 dev v0 label v0:e
ip -echo -br addr add 10.9.0.4/24 dev v0
ip -echo addr add 10.9.0.1/24 dev v0
S
lines_want "$IPT_TMP/s6" ipv6 '2001:' "echo: the IPv6 lines"

ascript "echo" <"$IPT_TMP/s6"

# (its IPv6 lines fail before the kernel is asked: they run everywhere)
ascript "errors" <<'S'
ip addr add 10.0.0.1/24 dev v0
ip addr add 10.0.0.1/24 dev v0
ip addr add 10.0.0.1/24 dev v0 label v0:x
ip addr add 10.6.0.3/24 dev nope
ip addr add 10.6.0.3/24 dev if99
ip addr add 10.6.0.4/24
ip addr add dev v0
ip addr add
ip addr add bogus dev v0
ip addr add 10.6.0.5/33 dev v0
ip addr add 10.6.0.5/-1 dev v0
ip addr add 10.6.0.5/x dev v0
ip addr add 10.6.0.6/255.0.255.0 dev v0
ip addr add 256.0.0.1/24 dev v0
ip addr add 2001:db8::1/129 dev v0
ip addr add 2001:zz::1/64 dev v0
ip addr add default dev v0
ip addr add all dev v0
ip addr add 10.6.0.5/24 10.6.0.6/24 dev v0
ip addr add 10.6.0.5/24 local 10.6.0.6/24 dev v0
ip addr add 10.6.0.5/24 peer 1.2.3.4 peer 1.2.3.5 dev v0
ip addr add 10.6.0.5/24 peer bogus dev v0
ip addr add 10.6.0.5/24 dev v0 brd + brd -
ip addr add 10.6.0.5/24 dev v0 brd bogus
ip addr add 10.6.0.5/24 dev v0 anycast 1.2.3.4 anycast 1.2.3.5
ip addr add 2001:db8::9/64 dev v0 brd +
ip addr add 2001:db8::9/64 dev v0 broadcast 10.0.0.255
ip addr add dev v0 brd +
ip addr add 10.6.0.5/24 dev v0 scope bogus
ip addr add 10.6.0.5/24 dev v0 scope 256
ip addr add 10.6.0.5/24 dev v0 metric x
ip addr add 10.6.0.5/24 dev v0 metric 4294967296
ip addr add 10.6.0.5/24 dev v0 valid_lft x
ip addr add 10.6.0.5/24 dev v0 preferred_lft -1
ip addr add 10.6.0.5/24 dev v0 valid_lft 5 valid_lft 6
ip addr add 10.6.0.5/24 dev v0 preferred_lft 5 pref 6
ip addr add 10.6.0.5/24 dev v0 preferred_lft 5 preferred_lft 6
ip addr add 10.6.0.5/24 dev v0 valid_lft 0
ip addr add 10.6.0.5/24 dev v0 valid_lft 10 preferred_lft 50
ip addr add 10.6.0.5/24 dev v0 label
ip addr add 10.6.0.5/24 dev v0 label v0:a:b:c:d:e:f
ip addr add 10.6.0.5/24 dev v0 label aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
ip addr add 10.6.0.5/24 dev v0 autojoin
ip addr add 10.6.0.5/24 dev v0 dadfailed tentative permanent deprecated stable-privacy temporary
ip addr add 10.6.0.5/24 dev v0 proto kernel
ip -6 addr add 10.6.0.7/24 dev v0
ip -4 addr add 2001::1/64 dev v0
ip -0 addr add 10.6.0.7/24 dev v0
ip addr add help
ip addr add 10.7.0.7/24 dev v0 h
ip addr add 10.7.0.7/24 dev v0 help
ip addr change 10.0.0.77/24 dev v0
ip addr del 10.0.0.77/24 dev v0
ip addr del 10.0.0.1/24 dev nope
ip addr frob
ip addr help
ip address
S

done_testing
