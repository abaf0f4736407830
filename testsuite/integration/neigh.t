#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip neigh": add/change/replace/delete/flush scripts run once with each
# tool in new namespaces (every step and the final neighbours compared);
# show and get with every filter and output mode on one state, both tools
# in this namespace (the kernel lists neighbours in hash order, which
# differs between namespaces); bad input.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/addrlib.sh"
ipt_require_ip
need kind_veth kind_ifb kind_bridge

# Devices stay down in the scripts: an operational state that changes
# late (link watch, slow under RTNL contention) must not race the shows.
IPT_SETUP="ref link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
ref link add d0 address 02:00:00:00:02:00 type ifb
ref link add br0 address 02:00:00:00:01:00 type bridge
ref link set v1 master br0
ref link set lo up
$(v6_on v0)
ref addr add 10.0.0.1/24 dev v0"
# no IPv6: no IPv6 set-up either
ipt_have ipv6 || IPT_SETUP=$(printf '%s\n' "$IPT_SETUP" | grep -Ev 'addrgenmode|/ipv6/')

cat >"$IPT_TMP/s6" <<'S'
ip neigh add 10.0.0.5 lladdr 02:00:00:00:00:05 dev v0
ip neigh add 10.0.0.5 lladdr 02:00:00:00:00:05 dev v0
ip neighbour add 10.0.0.6 lladdr 02:00:00:00:00:06 dev v0 nud permanent router
ip neighbor add 10.0.0.7 lladdr 02:00:00:00:00:07 dev v0 nud noarp
ip n add 10.0.0.8 lladdr 02:00:00:00:00:08 dev v0 nud stale
ip neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev v0 extern_learn protocol 99
ip neigh add 10.0.0.10 lladdr 02:00:00:00:00:0a dev v0 protocol static
ip neigh add 10.0.0.11 lladdr 02:00:00:00:00:0b dev v0 nud perm prot boot
ip neigh add 10.0.0.12 lladdr 02:00:00:00:00:0c dev v0 nud 0x80
ip neigh add 10.0.0.13 lladdr 02:00:00:00:00:0d dev v0 nud none
ip neigh add to 10.0.0.14 dev v0 lladdr 02:00:00:00:00:0e
ip neigh add 10.0.0.15 lladdr 1.2.3.4 dev v0
ip neigh add 10.0.0.16 lladdr null dev v0
ip neigh add 10.0.0.17 lladdr 02:00:00:00:00:11 dev v0 use
ip neigh add 10.0.0.18 dev v0 managed
ip neigh add 10.0.0.19 lladdr 02:00:00:00:00:13 dev v0 e
ip neigh add 10.0.0.20 l 02:00:00:00:00:14 dev v0 nud noarp
ip neigh add help 10.0.0.21 lladdr 02:00:00:00:00:15 dev v0
ip neigh add 10.2.0.1 lladdr 02:00:00:00:00:21 dev br0
ip neigh add 10.3.0.1 lladdr 02:00:00:00:00:31 dev d0
ip neigh add 10.3.0.2 lladdr 02:00:00:00:00:32:33:34 dev d0
ip -4 neigh add 10.3.0.3 lladdr 02:00:00:00:00:33 dev d0
ip neigh add 2001:db8::5 lladdr 02:00:00:00:00:15 dev v0
ip -6 neigh add 2001:db8::6 lladdr 02:00:00:00:00:16 dev v0 router
ip neigh add proxy 10.0.0.100 dev v0
ip neigh add proxy 2001:db8::100 dev v0
ip neigh change 10.0.0.5 lladdr 02:00:00:00:00:55 dev v0
ip neigh chg 10.0.0.6 lladdr 02:00:00:00:00:66 dev v0
ip neigh change 10.0.0.50 lladdr 02:00:00:00:00:55 dev v0
ip neigh replace 10.0.0.50 lladdr 02:00:00:00:00:55 dev v0
ip neigh replace 10.0.0.50 lladdr 02:00:00:00:00:56 dev v0 nud noarp
ip neigh r 10.0.0.51 lladdr 02:00:00:00:00:57 dev v0
ip neigh del 10.0.0.50 dev v0
ip neigh del 10.0.0.50 dev v0
ip neigh delete 10.0.0.51 dev v0
ip neigh d 2001:db8::6 dev v0
ip neigh del proxy 10.0.0.100 dev v0
ip neigh del proxy 10.0.0.100 dev v0
ip neigh add proxy 10.0.0.101
ip neigh show proxy
ip neigh del proxy 10.0.0.101
S
lines_want "$IPT_TMP/s6" ipv6 '2001:' "add, change, replace, delete: the IPv6 lines"

ascript "add, change, replace, delete" <"$IPT_TMP/s6"

# (its IPv6 lines fail before the kernel is asked: they run everywhere)
ascript "bad input" <<'S'
ip neigh add 10.0.0.20 lladdr 02:00:00:00:00:14 dev nope
ip neigh add 10.0.0.20 lladdr 02:00:00:00:00:14 dev if99
ip neigh add 10.0.0.20 lladdr 02:00:00:00:00:14
ip neigh add lladdr 02:00:00:00:00:14 dev v0
ip neigh add dev v0
ip neigh add
ip neigh add 10.0.0.20 lladdr zz dev v0
ip neigh add 10.0.0.20 lladdr 02:00:xx dev v0
ip neigh add 10.0.0.20 lladdr 1.2.3.999 dev v0
ip neigh add 10.0.0.20 lladdr 0:1:2:3:4:5:6:7:8:9:a:b:c:d:e:f:10:11:12:13:14:15 dev v0
ip neigh add 10.0.0.20 lladdr 02:00 lladdr 02:01 dev v0
ip neigh add 10.0.0.20 10.0.0.21 dev v0
ip neigh add 10.0.0.20 proxy 10.0.0.21 dev v0
ip neigh add proxy 10.0.0.21 proxy 10.0.0.22 dev v0
ip neigh add bogus dev v0
ip neigh add 10.0.0.20/24 dev v0
ip neigh add default dev v0
ip neigh add all dev v0
ip neigh add 10.0.0.20 dev v0 nud bogus
ip neigh add 10.0.0.20 dev v0 nud 3
ip neigh add 10.0.0.20 dev v0 nud 0x100
ip neigh add 10.0.0.20 dev v0 protocol bogus
ip neigh add 10.0.0.20 dev v0 protocol 256
ip neigh add 10.0.0.20 dev v0 lladdr
ip neigh add 10.0.0.20 dev v0 nud
ip neigh add 10.0.0.20 dev
ip neigh add 10.0.0.20 dev v0 proxy
ip neigh add 10.0.0.20 dev v0 to
ip -6 neigh add 10.0.0.20 lladdr 02:00:00:00:00:14 dev v0
ip -4 neigh add 2001::1 lladdr 02:00:00:00:00:14 dev v0
ip neigh add help
ip neigh add proxy help
ip neigh del 10.0.0.99 dev v0
ip neigh del 10.0.0.99
ip neigh change 10.0.0.99 lladdr 02:00:00:00:00:14 dev v0
ip neigh frob
ip neigh help
ip neigh flush
ip neigh flush dev nope
ip neigh flush nud bogus
ip neigh get
ip neigh get 10.0.0.1
ip neigh get 10.0.0.99 dev v0
ip neigh get 10.0.0.1 dev nope
ip neigh get bogus dev v0
ip neigh get 10.0.0.1 10.0.0.2 dev v0
ip neigh get proxy 10.0.0.1 proxy 10.0.0.2 dev v0
ip neigh get help
ip neigh get dev
S

cat >"$IPT_TMP/s6" <<'S'
ref neigh add 10.0.0.5 lladdr 02:00:00:00:00:05 dev v0
ref neigh add 10.0.0.6 lladdr 02:00:00:00:00:06 dev v0 nud stale
ref neigh add 10.0.0.7 lladdr 02:00:00:00:00:07 dev v0 nud noarp
ref neigh add 10.0.0.8 lladdr 02:00:00:00:00:08 dev v0 nud stale protocol static
ref neigh add 10.3.0.1 lladdr 02:00:00:00:00:31 dev d0 nud stale
ref neigh add 2001:db8::5 lladdr 02:00:00:00:00:15 dev v0 nud stale
ref neigh add 2001:db8::6 lladdr 02:00:00:00:00:16 dev v0
ip neigh flush dev v0
ip -s neigh flush dev v0 protocol static
ip -s neigh flush dev d0
ip -s neigh flush dev d0
ip -6 -s neigh flush all
ip -s -s neigh flush dev v0 nud all
ip -s neigh flush nud permanent
ip -s neigh flush to 10.0.0.0/8
ip neigh flush unused
S
lines_want "$IPT_TMP/s6" ipv6 '^ip -6 |2001:' "flush: the IPv6 lines"

ascript "flush" <"$IPT_TMP/s6"

# ---- show and get, both tools on this namespace ----
# No IPv6: its neighbours are not made, and the shows asking for IPv6
# (-6, an IPv6 address or prefix) are one skip; "v6 CMD..." runs CMD only
# where the kernel has IPv6, "is6 WORDS..." tells a show that asks for it.
NO6=
want ipv6 "IPv6 neighbours and the shows that ask for them" || NO6=1
v6() { [ -n "$NO6" ] || "$@"; }
is6() {
	case " $* " in *" -6 "*|*2001:*) return 0 ;; esac
	return 1
}
R=$REF_IP
$R link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02 &&
$R link add br0 address 02:00:00:00:01:00 type bridge &&
$R link add d0 address 02:00:00:00:02:00 type ifb &&
$R link set v1 master br0 &&
$R link set v0 up && $R link set v1 up && $R link set br0 up && $R link set d0 up &&
v6 v6_on -x v0 &&
$R addr add 10.0.0.1/24 dev v0 &&
$R neigh add 10.0.0.5 lladdr 02:00:00:00:00:05 dev v0 &&
$R neigh add 10.0.0.6 lladdr 02:00:00:00:00:06 dev v0 nud stale &&
$R neigh add 10.0.0.7 lladdr 02:00:00:00:00:07 dev v0 nud stale router &&
$R neigh add 10.0.0.8 lladdr 02:00:00:00:00:08 dev v0 nud noarp &&
$R neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev v0 extern_learn protocol 99 &&
$R neigh add 10.0.0.10 lladdr 02:00:00:00:00:0a dev v0 protocol static &&
$R neigh add 10.0.0.11 dev v0 managed &&
$R neigh add 10.0.0.16 lladdr 02:00:00:00:00:10 dev v0 nud none &&
v6 $R neigh add 2001:db8::5 lladdr 02:00:00:00:00:15 dev v0 &&
$R neigh add proxy 10.0.0.100 dev v0 &&
v6 $R neigh add proxy 2001:db8::100 dev v0 &&
$R neigh add 10.2.0.1 lladdr 02:00:00:00:00:21 dev br0 &&
$R neigh add 10.3.0.1 lladdr 02:00:00:00:00:31 dev d0 nud noarp &&
$R neigh add 10.3.0.2 lladdr 02:00:00:00:00:32 dev d0 ||
	bail "cannot build the test state with $R"

for m in - -4 -6 -0 -s -j -br -o -c -j_-p -j_-br -c_-br -s_-j -j_-s_-p -br_-o; do
	case $m in -) m= ;; esac
	m=$(echo "$m" | tr _ ' ')
	for sel in "" "dev v0" "dev br0" "nud all" "nud permanent" "nud noarp" \
		   "nud none" "nud stale nud permanent" "nud 0x80" "proxy" \
		   "proxy dev v0" "to 10.0.0.0/29" "10.0.0.5" "2001:db8::/32" \
		   "protocol static" "protocol 99" "protocol all" "unused" \
		   "master br0" "nomaster" "dev v0 nud all to 10.0.0.8/30"; do
		[ -n "$NO6" ] && is6 $m $sel && continue
		dshow $m neigh show $sel
	done
done
for cmd in "" show list lst sh l s; do
	dshow neigh $cmd
	dshow neighbour $cmd dev d0
	dshow neighbor $cmd nud all
done
for m in - -j -br -s -o -c; do
	case $m in -) m= ;; esac
	dshow $m neigh get 10.0.0.5 dev v0
	dshow $m neigh get 10.0.0.7 dev v0
	v6 dshow $m neigh get to 2001:db8::5 dev v0
	dshow $m neigh get proxy 10.0.0.100 dev v0
	dshow $m neigh get 10.0.0.99 dev v0
done
aerr neigh show dev nope
aerr neigh show dev v0 dev d0
aerr neigh show dev
aerr neigh show nud bogus
aerr neigh show nud
aerr neigh show to bogus
aerr neigh show to
aerr neigh show 10.0.0.0/33
aerr -0 neigh show 10.0.0.0/8
aerr neigh show protocol bogus
aerr neigh show master nope
aerr neigh show vrf br0
aerr neigh show vrf nope
aerr neigh show help
aerr neigh show h
aerr neigh show bogus
aerr neigh show dev if99

done_testing
