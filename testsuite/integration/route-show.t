#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip route show|list|get|flush|save|restore|showdump": every selector and
# output mode on one state with both tools; flushes (every selector, -s,
# -s -s, many routes, the cache) once with each tool in new namespaces,
# the routes left compared; saved streams compared, restored by either
# tool, shown by showdump; damaged streams.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/nhlib.sh"
. "$top/testsuite/routelib.sh"
ipt_require_ip
need kind_veth kind_ifb ipv6

# ---- one state with routes of every sort ----
nh_setup_here || bail "set-up failed"
R=$REF_IP
cat >"$IPT_TMP/routes" <<'B'
route add 10.9.0.0/16 via 10.0.0.2
route add 10.9.0.0/16 via 10.0.0.3 metric 5 proto static
route add 10.10.0.0/16 via 10.0.0.2 dev v0 metric 5 table 100 proto static src 10.0.0.1
route add default via 10.0.0.2
route add 10.11.0.0/16 dev d0 realms 3/4
route add 10.12.0.0/16 via 10.0.0.2 mtu lock 1400 advmss 1300 rtt 10 rttvar 20 reordering 3 window 1000 cwnd 10 initcwnd 5 initrwnd 6 ssthresh 7 hoplimit 9 rto_min 200ms features ecn quickack 1 congctl reno fastopen_no_cookie 1
route add blackhole 10.20.0.0/16 proto bird
route add unreachable 10.21.0.0/16 metric 10 realms 5
route add prohibit 10.22.0.0/16 tos 0x10
route add throw 10.23.0.0/16 table 5
route add local 10.24.0.1 dev v0
route add multicast 224.1.0.0/16 dev v0
route add 10.30.0.0/16 nexthop via 10.0.0.2 weight 3 nexthop via 10.1.0.3 dev d0 realms 7
route add 10.31.0.0/16 via 10.0.0.2 dev v0 onlink table 1000
route add 10.33.0.0/16 via 10.1.0.2 realms 3/4 tos 0x10 scope 7
route add 10.38.0.0/16 encap ip id 5 dst 10.1.1.1 via 10.0.0.2
route add 10.41.0.0/16 via 10.0.0.2 protocol 99 table 100
route add 10.42.0.0/24 via 10.0.0.2
route add 10.42.1.0/24 via 10.0.0.2
route add 10.42.1.128/25 via 10.1.0.2
route add 10.0.0.128/25 dev v0 scope link metric 3
route add 2001:db8:9::/48 via 2001:db8::2 metric 7 pref low
route add 2001:db8:a::/48 nexthop via 2001:db8::2 nexthop via 2001:db8:1::2 dev d0 weight 5
route add 2001:db8:b::/48 dev d0 table 100 proto static
route add blackhole 2001:db8:f::/48
route add 2001:db8:13::/48 encap seg6 mode encap segs 2001:db8::9 via 2001:db8::2
route add default via 2001:db8::2
route add 2001:db8:14::/64 from 2001:db8:8::/48 via 2001:db8::2
nexthop add id 1 via 10.0.0.2 dev v0
route add 10.50.0.0/16 nhid 1
B
lines_want "$IPT_TMP/routes" seg6 ' encap seg6 ' "a seg6 route in the listed state"
lines_want "$IPT_TMP/routes" lwt_ip ' encap ip ' "an IP-encapsulated route in the listed state"
lines_want "$IPT_TMP/routes" nexthop '^nexthop |nhid ' "a nexthop object's route in the listed state"
$R -batch "$IPT_TMP/routes" >/dev/null 2>&1 || bail "routes failed"

for a in "route" "route show" "route list" "route lst" "route sh" "route l" "ro" \
	 "-4 route" "-6 route" "-0 route" "-M route" "-B route" "-f inet6 route list" \
	 "-j route" "-j -p route" "-d route" "-d -j -p route" "-s route" "-s -s route" \
	 "-o route" "-c route" "-c -6 route" "-N route" "-N -d route" "-br route" \
	 "route show table all" "-6 route show table all" "-d route show table all" \
	 "-j route show table all" "-j -p -6 route show table all" \
	 "route show table main" "route show table local" "route show table 100" \
	 "route show table 5" "route show table 1000" "route show table 7777" \
	 "-6 route show table 100" "-6 route show table local" "-6 route show table main" \
	 "-6 route show table 7777" "route show table all type unicast" \
	 "route show table all type local" "route show type blackhole" "route show type foo" \
	 "route show table foo" "route show table cache" "route show cache" "route show cloned" \
	 "-6 route show cache" "route show proto static" "route show protocol bird" \
	 "route show proto all" "route show proto foo" "route show table all proto kernel" \
	 "route show scope link" "route show scope global" "route show scope all" \
	 "route show scope foo" "route show scope 7" "route show tos 0x10" "route show dsfield 0x10" \
	 "route show tos foo" "route show dev v0" "route show dev d0" "route show oif v0" \
	 "route show dev nope" "route show iif v0" "route show iif nope" \
	 "-6 route show dev d0" "route show table all dev v0" \
	 "route show via 10.0.0.2" "route show via 10.1.0.0/24" "route show via inet 10.0.0.2" \
	 "route show via inet6 2001:db8::2" "-6 route show via 2001:db8::2" "route show via foo" \
	 "route show src 10.0.0.1" "route show table all src 10.0.0.0/24" "route show src foo" \
	 "route show realms 3/4" "route show realms 4" "route show realms 3/" "route show realms /4" \
	 "route show realms 5" "route show realms foo" "route show mark 5" "route show mark x" \
	 "route show metric 5" "route show priority 10" "route show preference 0" \
	 "route show metric x" "route show root 10.0.0.0/8" "route show root 10.42.0.0/16" \
	 "route show match 10.42.1.200" "route show match 10.42.1.0/24" \
	 "route show exact 10.42.1.0/24" "route show 10.42.1.0/24" "route show to 10.42.1.0/24" \
	 "route show to root 10.42.0.0/16" "route show to match 10.42.1.129" \
	 "route show default" "route show all" "route show any" "-6 route show default" \
	 "route show 2001:db8:9::/48" "-6 route show 2001:db8:9::/48" \
	 "-6 route show root 2001:db8::/32" "route show from 10.8.0.0/16" \
	 "-6 route show from 2001:db8:8::/48" "-6 route show from root 2001:db8::/32" \
	 "-6 route show from match 2001:db8:8::1" "-6 route show from exact 2001:db8:8::/48" \
	 "route show 10.42.0.0/33" "route show foo" "route show to" "route show table" \
	 "route show vrf v0" "route show vrf nope" "route show table all type multicast" \
	 "-j route show dev v0 proto static" "-d route show table 100 proto static dev v0" \
	 "route show 10.50.0.0/16" "-d route show 10.50.0.0/16" "-j -d route show 10.50.0.0/16" \
	 "route show table all realms 3/4 tos 0x10"; do
	# shellcheck disable=SC2086
	dshow $a
done

# ---- get ----
# The kernel reports the age of a cached route in jiffies since its last
# use, which this very get set: 0, or 1 when a tick fell between the
# look-up and the answer (iproute2 then prints "age 0sec"), for either
# tool at random.
IPT_SHOW_MASK='s/ age 0sec / /'
for a in "route get 10.9.1.1" "-j route get 10.9.1.1" "-d route get 10.9.1.1" \
	 "route get 10.0.0.2" "route get 127.0.0.1" "route get 10.0.0.1" "route get 10.0.0.255" \
	 "route get 224.1.2.3" "route get 10.20.1.1" "route get 10.21.1.1" "route get 10.22.1.1" \
	 "route get 10.30.1.1" "route get 10.12.1.1" "-s route get 10.12.1.1" \
	 "route get 10.9.1.1 from 10.0.0.1" "route get 10.9.1.1 oif v0" "route get 10.9.1.1 oif d0" \
	 "route get 10.9.1.1 iif d0 from 10.1.0.2" "route get 10.9.1.1 mark 5" \
	 "route get 10.9.1.1 uid 1000" "route get 10.9.1.1 tos 0x10" "route get 10.50.1.1" \
	 "route get 10.9.1.1 ipproto tcp sport 80 dport 443" "route get fibmatch 10.9.1.1" \
	 "route get fibmatch 10.30.1.1" "-j route get fibmatch 10.30.1.1" "route get 10.9.1.1 connected" \
	 "route get 10.9.1.1/24" "route get 10.9.1.1 oif nope" "route get 10.9.1.1 iif nope" "route get 10.9.1.1 iif nope oif nope2" "route get 10.99.1.1 oif v0" \
	 "-6 route get 2001:db8:9::1" "-6 route get 2001:db8:a::1" "-6 route get 2001:db8::1" \
	 "-6 route get 2001:db8:f::1" "-6 route get fibmatch 2001:db8:a::1" \
	 "-6 route get 2001:db8:9::1 from 2001:db8::1 oif v0" "route get 2001:db8:9::1" \
	 "-6 route get 2001:db8:9::1/64" "-j -6 route get 2001:db8:9::1" \
	 "-4 route get 2001:db8:9::1" "route get" "route get foo" "route get 10.9.1.1 vrf nope" \
	 "route get 10.9.1.1 vrf v0" "route get 10.9.1.1 from" "route get 10.9.1.1 ipproto x" \
	 "route get 10.9.1.1 dport 70000" "route get 10.9.1.1 mark x" "route get 10.9.1.1 uid x" \
	 "route get 10.9.1.1 tos x" "route get 10.9.1.1 iif"; do
	# shellcheck disable=SC2086
	dshow $a
done
IPT_SHOW_MASK=

# ---- save, showdump ----
for a in "route save" "route save table all" "-6 route save table all" "route save dev v0" \
	 "route save table 100 proto static" "-j route save" "route save table foo" "route save dev nope"; do
	for t in got ref; do
		if [ $t = got ]; then tool=$IP; else tool=$REF_IP; fi
		# shellcheck disable=SC2086
		$tool $a >"$IPT_TMP/sv.$t.bin" 2>"$IPT_TMP/sv.$t.err"
		echo $? >"$IPT_TMP/sv.$t.rc"
		perl "$top/testsuite/savedump.pl" route <"$IPT_TMP/sv.$t.bin" >"$IPT_TMP/sv.$t.out"
	done
	cmp_run "ip $a" "$IPT_TMP/sv.got" "$IPT_TMP/sv.ref"
done
$R route save table all >"$IPT_TMP/all4.bin"
$R -6 route save table all >"$IPT_TMP/all6.bin"
for a in "route showdump" "-6 route showdump" "-j route showdump" "-d route showdump" \
	 "-o route showdump" "-s route showdump" "route showdump foo"; do
	for f in all4 all6; do
		for t in got ref; do
			if [ $t = got ]; then tool=$IP; else tool=$REF_IP; fi
			# shellcheck disable=SC2086
			$tool $a <"$IPT_TMP/$f.bin" 2>"$IPT_TMP/sd.$t.err" | rt_mask >"$IPT_TMP/sd.$t.out"
			echo $? >"$IPT_TMP/sd.$t.rc"
		done
		cmp_run "ip $a < $f" "$IPT_TMP/sd.got" "$IPT_TMP/sd.ref"
	done
done
# damaged streams
printf 'abcd' >"$IPT_TMP/bad1"
printf '\044\022\061\105\377\377' >"$IPT_TMP/bad2"
head -c 100 "$IPT_TMP/all4.bin" >"$IPT_TMP/bad3"
: >"$IPT_TMP/bad4"
for f in bad1 bad2 bad3 bad4; do
	for a in "route showdump" "route restore"; do
		for t in got ref; do
			if [ $t = got ]; then tool=$IP; else tool=$REF_IP; fi
			# shellcheck disable=SC2086
			$tool $a <"$IPT_TMP/$f" >"$IPT_TMP/bd.$t.out" 2>"$IPT_TMP/bd.$t.err"
			echo $? >"$IPT_TMP/bd.$t.rc"
		done
		cmp_run "ip $a < $f" "$IPT_TMP/bd.got" "$IPT_TMP/bd.ref"
	done
done

# ---- flush, restore: once with each tool in new namespaces ----
{ printf 'ref() { "%s" "$@"; }\n' "$REF_IP"; printf '%s\n' "$NH_SETUP"; } >"$IPT_TMP/setup.sh"
ROUTES="ref -batch $IPT_TMP/routes"
IPT_SETUP=$ROUTES
rtscript "flush" <<S
ip route flush
ip route flush table 100
ip -s route flush table 5
ip route flush proto static
ip -s -s route flush proto bird
ip route flush dev d0
ip -6 route flush dev d0
ip -s route flush type unicast
ip route flush table all
ip route flush foo
ip route flush table foo
ip route flush dev nope
ip -s route flush table 4242
ip route flush cache
ip -s route flush cache
ip -6 -s route flush cache
ip route show table all
S
rtscript "flush IPv6, table main" <<S
ip -6 route flush table main
ip -6 -s route flush table local
ip -6 route show table all
S
rtscript "flush by prefix" <<S
ip route flush root 10.42.0.0/16
ip route flush 10.9.0.0/16
ip route flush match 10.38.1.1
ip -s -s route flush table all scope link
ip route show table all
S

# many routes: rounds and their counts
seq 1 3000 | awk '{ printf "route add 10.%d.%d.0/24 via 10.0.0.2\n", 100 + int($1 / 250), $1 % 250 }' >"$IPT_TMP/many"
IPT_SETUP="ref -batch $IPT_TMP/many"
rtscript "flush 3,000 routes" <<S
ip -s route flush via 10.0.0.2
ip route show
S

# save, flush, restore: each tool restores the other's stream too
IPT_SETUP=$ROUTES
rtscript "save and restore" <<S
ip route save table all > $IPT_TMP/s1; echo \$?
ip -6 route save table all > $IPT_TMP/s6; echo \$?
ref route flush table all
ref -6 route flush table all
ip route restore < $IPT_TMP/s1
ip -6 route restore < $IPT_TMP/s6
ip route show table all
ip route restore < $IPT_TMP/s1
ref route save table all > $IPT_TMP/s2
ref route flush table main
ip route restore < $IPT_TMP/s2
ip route show table all
cat $IPT_TMP/s1 | ip route restore
S

done_testing
