#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip route add|change|replace|prepend|append|test|del|get": every option,
# IPv4 and IPv6, each script once with our ip and once with iproute2 in
# new namespaces, every step and the final routes compared; bad input with
# iproute2's messages and exit codes, routes unchanged; the requests
# themselves compared byte for byte (testsuite/rtreq.sh), also for what
# this kernel refuses (MPLS routes, MPLS encaps); over-long commands.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/nhlib.sh"
. "$top/testsuite/routelib.sh"
ipt_require_ip
need kind_veth kind_ifb ipv6

# ---- help and the command words ----
for a in "route help" "route add help" "route get help" "route get from help" \
	 "route foo" "route a" "r help" "ro h" "route show help" "route show table help" \
	 "-j route help" "route" "route add" "route del" "route get" "route flush"; do
	# shellcheck disable=SC2086
	dshow $a
done

# ---- add, change, replace, prepend, append, test, delete: IPv4 ----
rtscript "IPv4 routes" <<'S'
ip route add 10.9.0.0/16 via 10.0.0.2
ip route add 10.9.0.0/16 via 10.0.0.2
ip route add 10.9.0.0/16 via 10.0.0.3 metric 5
ip route add to 10.10.0.0/16 via 10.0.0.2 dev v0 metric 5 table 100 proto static scope global src 10.0.0.1
ip route add default via 10.0.0.2
ip route add 10.11.0.0/16 dev v0
ip route add 10.12.0.0/16 via 10.0.0.2 mtu 1400 advmss 1300 rtt 10 rttvar 20 reordering 3 window 1000 cwnd 10 initcwnd 5 initrwnd 6 ssthresh 7 hoplimit 9 rto_min 200ms features ecn quickack 1 congctl reno fastopen_no_cookie 1
ip route add 10.13.0.0/16 via 10.0.0.2 mtu lock 1400 advmss lock 1300 rtt lock 1s rttvar lock 2.5s reordering lock 3 window lock 1000 cwnd lock 10 initcwnd lock 5 initrwnd lock 6 ssthresh lock 7 hoplimit lock 9 congctl lock cubic
ip route add 10.14.0.0/16 via 10.0.0.2 rtt 1.5 rttvar 7msec rto_min 3secs
ip route add blackhole 10.20.0.0/16
ip route add unreachable 10.21.0.0/16 metric 10
ip route add prohibit 10.22.0.0/16
ip route add throw 10.23.0.0/16 table 5
ip route add local 10.24.0.1 dev v0
ip route add broadcast 10.0.0.255 dev v0 table 7
ip route add multicast 224.1.0.0/16 dev v0
ip route add anycast 10.25.0.1 dev v0
ip route add unicast 10.26.0.0/16 dev v0
ip route add 5 10.27.0.0/16 dev v0
ip route add b 10.0.0.254 dev v0
ip route add 10.30.0.0/16 nexthop via 10.0.0.2 weight 3 nexthop via 10.0.0.3 dev v0 nexthop dev d0
ip route add 10.31.0.0/16 nexthop via 10.0.0.2 onlink nexthop via 10.1.0.2 realms 5 nexthop via 10.0.0.4 weight 256
ip route add 10.32.0.0/16 via 10.0.0.2 onlink
ip route add 10.33.0.0/16 via 10.0.0.2 realms 3/4 tos 0x10
ip route add 10.34.0.0/16 via 10.0.0.2 dsfield 0x20 expires 100
ip route add 10.35.0.0/16 via 10.0.0.2 table 1000
ip route add 10.36.0.0/16 via 10.0.0.2 table main table local
ip route add 10.37.0.0/16 via inet6 2001:db8::2 dev v0
ip route add 10.41.0.0/16 from 10.8.0.0/16 via 10.0.0.2
ip route add 10.42.0.0/255.255.0.0 via 10.0.0.2
ip route add 10.43.0.0/16 via 10.0.0.2 pref high
ip route add 10.44.0.0/16 via 10.0.0.2 ttl-propagate enabled
ip route add 10.45.0.0/16 via 10.0.0.2 protocol 99 scope 7
ip route add 10.46.0.0/16 via 10.0.0.2 proto bird metric 0xffffffff
ip route
ip route show table all
ip -d route show table all
ip route change 10.9.0.0/16 via 10.0.0.4
ip route chg 10.11.0.0/16 dev d0
ip route change 10.99.0.0/16 via 10.0.0.4
ip route replace 10.9.0.0/16 via 10.0.0.5 metric 5
ip route replace 10.98.0.0/16 via 10.0.0.5
ip route prepend 10.9.0.0/16 via 10.0.0.6
ip route append 10.9.0.0/16 via 10.0.0.7
ip route append 10.9.0.0/16 via 10.0.0.7
ip route test 10.97.0.0/16 via 10.0.0.2
ip route test 10.9.0.0/16 via 10.0.0.2
ip route
ip route del 10.9.0.0/16 via 10.0.0.7
ip route del 10.9.0.0/16
ip route del 10.9.0.0/16 metric 5
ip route del 10.9.0.0/16 metric 5
ip route delete 10.10.0.0/16 table 100
ip route d 10.11.0.0/16
ip route del default
ip route del blackhole 10.20.0.0/16
ip route del 10.21.0.0/16
ip route del unicast 10.22.0.0/16
ip route del 10.23.0.0/16 table 5 type throw
ip route del local 10.24.0.1 dev v0
ip route del 10.30.0.0/16 nexthop via 10.0.0.3
ip route del 10.31.0.0/16 dev v0
ip route del 10.35.0.0/16 table 1000 proto boot
ip route del 10.35.0.0/16
ip route del 10.45.0.0/16 proto 99
ip route del 10.46.0.0/16 proto static
ip route del 10.46.0.0/16 scope link
ip route del 10.46.0.0/16 tos 0x10
ip route
S

# ---- IPv6 ----
rtscript "IPv6 routes" <<'S'
ip -6 route add 2001:db8:9::/48 via 2001:db8::2
ip -6 route add 2001:db8:9::/48 via 2001:db8::2
ip route add 2001:db8:a::/48 via 2001:db8::2 metric 7 pref low expires 300
ip -6 route add 2001:db8:b::/48 via 2001:db8::2 pref high mtu 1400 hoplimit 9 advmss 1200
ip -6 route add 2001:db8:c::/48 nexthop via 2001:db8::2 nexthop via 2001:db8::3 dev v0 weight 5
ip -6 route add 2001:db8:d::/48 via 10.0.0.2 dev v0
ip -6 route add 2001:db8:e::/48 dev d0 table 100 proto static
ip -6 route add blackhole 2001:db8:f::/48
ip -6 route add unreachable 2001:db8:10::/48
ip -6 route add prohibit 2001:db8:11::/48 metric 1
ip -6 route add local 2001:db8::99 dev v0
ip -6 route add 2001:db8:12::/48 from 2001:db8:8::/48 via 2001:db8::2
ip -6 route add 2001:db8:14::/48 via 2001:db8::2 pref medium
ip -6 route add 2001:db8:15::/48 via 2001:db8::2 pref 5
ip -6 route add default via 2001:db8::2
ip -6 route add ::/0 via 2001:db8::3 metric 5
ip -6 route | sh $top/testsuite/rtmask.sh
ip -6 route show table all | sh $top/testsuite/rtmask.sh
ip -6 -d route | sh $top/testsuite/rtmask.sh
ip -6 route append 2001:db8:9::/48 via 2001:db8::4
ip -6 route prepend 2001:db8:9::/48 via 2001:db8::5
ip -6 route replace 2001:db8:9::/48 via 2001:db8::6
ip -6 route change 2001:db8:a::/48 via 2001:db8::7 metric 7
ip -6 route | sh $top/testsuite/rtmask.sh
ip -6 route del 2001:db8:9::/48
ip -6 route del 2001:db8:c::/48 via 2001:db8::3
ip -6 route del 2001:db8:e::/48 table 100
ip -6 route del default
ip -6 route del ::/0 metric 5
ip -6 route | sh $top/testsuite/rtmask.sh
S

# ---- encapsulations (lightweight tunnels), where the kernel has them ----
want lwt_ip "IP-encapsulated routes" && rtscript "IP-encapsulated routes" <<'S'
ip route add 10.38.0.0/16 encap ip id 5 dst 10.1.1.1 ttl 4 key csum via 10.0.0.2
ip route add 10.39.0.0/16 encap ip6 dst 2001:db8::9 via 10.0.0.2
ip route add 10.40.0.0/16 nexthop encap ip dst 1.2.3.4 via 10.0.0.2 nexthop via 10.0.0.3
ip -6 route add 2001:db8:16::/48 encap ip6 dst 2001:db8::9 hoplimit 5 tc 7 via 2001:db8::2
ip route
ip -d route show table all
ip -j -d route
ip -6 -d route show 2001:db8:16::/48
ip route del 10.39.0.0/16
ip route
S
want seg6 "seg6-encapsulated routes" && rtscript "seg6-encapsulated routes" <<'S'
ip -6 route add 2001:db8:13::/48 encap seg6 mode encap segs 2001:db8::9 via 2001:db8::2
ip -6 route add 2001:db8:14::/48 encap seg6 mode inline segs 2001:db8::9,2001:db8::a via 2001:db8::2
ip -6 route add 2001:db8:15::/48 encap seg6 mode l2encap segs 2001:db8::9 dev v0
ip route add 10.47.0.0/16 encap seg6 mode encap segs 2001:db8::9 dev v0
ip -6 -d route | sh $top/testsuite/rtmask.sh
ip -6 -j route | sh $top/testsuite/rtmask.sh
ip -d route
ip -6 route del 2001:db8:14::/48
ip -6 route | sh $top/testsuite/rtmask.sh
S
want seg6_hmac "seg6 routes with an HMAC key" && rtscript "seg6 routes with an HMAC key" <<'S'
ip -6 route add 2001:db8:13::/48 encap seg6 mode encap segs 2001:db8::9,2001:db8::a hmac 5 via 2001:db8::2
ip -6 -d route | sh $top/testsuite/rtmask.sh
ip -6 -j -p route | sh $top/testsuite/rtmask.sh
S
want mpls_encap "MPLS-encapsulated routes" && rtscript "MPLS-encapsulated routes" <<'S'
ip route add 10.9.0.0/16 encap mpls 100 via 10.0.0.2
ip route add 10.10.0.0/16 encap mpls 100/200/300 ttl 9 via 10.0.0.2 dev v0
ip route add 10.11.0.0/16 nexthop encap mpls 300 via 10.0.0.2 nexthop encap ip dst 1.2.3.4 via 10.0.0.3
ip -6 route add 2001:db8:17::/48 encap mpls 5 via 2001:db8::2
ip route
ip -d route
ip -j route
ip -6 route | sh $top/testsuite/rtmask.sh
ip route del 10.9.0.0/16
ip route
S

# ---- MPLS routes (-M), where the kernel routes MPLS ----
want mpls "MPLS routes" && rtscript "MPLS routes" <<'S'
ref link set lo up; echo 1000 >/proc/sys/net/mpls/platform_labels; echo 1 >/proc/sys/net/mpls/conf/v0/input
ip -M route add 100 as 200 via inet 10.0.0.2 dev v0
ip -M route add 101 as to 200/300 via inet6 2001:db8::2 dev v0
ip -M route add 102 via inet 10.0.0.2 dev v0 ttl-propagate disabled
ip -M route add 103 nexthop as 5 via inet 10.0.0.2 dev v0 nexthop via inet 10.0.0.3 dev v0
ip -M route add 100 as 300 via inet 10.0.0.2 dev v0
ip -M route add 2000 via inet 10.0.0.2 dev v0
ip -M route
ip -M -d route
ip -M -j route
ip -M route show 101
ip -M route get 100
ip -M route replace 100 as 201 via inet 10.0.0.3 dev v0
ip -M route del 102
ip -M route del 102
ip -M route
ip -M route flush
ip -M route
ref -M route
S

# ---- nexthop objects ----
want nexthop "routes through nexthop objects" && rtscript "routes through nexthop objects" <<'S'
ref nexthop add id 1 via 10.0.0.2 dev v0
ref nexthop add id 2 via 10.0.0.3 dev v0
ref nexthop add id 3 group 1/2
ref -6 nexthop add id 4 via 2001:db8::2 dev v0
ip route add 10.50.0.0/16 nhid 1
ip route add 10.51.0.0/16 nhid 3
ip route add 10.52.0.0/16 nhid 99
ip -6 route add 2001:db8:50::/48 nhid 4
ip route
ip -d route
ip -j -d route
ip -6 -d route show 2001:db8:50::/48
ip route replace 10.50.0.0/16 nhid 2
ip route del 10.51.0.0/16 nhid 3
ip route
S

# ---- -echo ----
rtscript "echo" <<'S'
ip -echo route add 10.60.0.0/16 via 10.0.0.2 metric 3
ip -echo route add 10.62.0.0/16 nexthop via 10.0.0.2 nexthop via 10.0.0.3
ip -echo -6 route add 2001:db8:60::/48 via 2001:db8::2
ip -echo route del 10.60.0.0/16
ip -echo route add 10.60.0.0/16 via 10.0.0.99
S

# -j -echo: iproute2 6.1 opens a JSON object inside the one it opened
# for the answer ("[{{...}}]", which is no JSON); ours is that answer in
# one object.
{ printf 'ref() { "%s" "$@"; }\n' "$REF_IP"
  printf '%s\n' "$NH_SETUP"; } >"$IPT_TMP/jesetup"
for w in got ref; do
	if [ $w = got ]; then t=$IP; else t=$REF_IP; fi
	unshare -n sh -c 't=$1; sh -e "$2" >/dev/null 2>&1
		$t -j -echo route add 10.61.0.0/16 via 10.0.0.2
		$t -j -echo route add 10.62.0.0/16 nexthop via 10.0.0.2 nexthop via 10.0.0.3 dev v0
		$t -j -echo -6 route add 2001:db8:61::/48 via 2001:db8::2 metric 9
		$t -j -echo route del 10.61.0.0/16
		$t -j -echo route del 10.99.0.0/16
		echo $?' sh "$t" "$IPT_TMP/jesetup" >"$IPT_TMP/je.$w.out" 2>"$IPT_TMP/je.$w.err"
	echo $? >"$IPT_TMP/je.$w.rc"
done
sed 's/^\[{{/[{/; s/}}\]$/}]/' "$IPT_TMP/je.ref.out" >"$IPT_TMP/je.ref.o" &&
	mv "$IPT_TMP/je.ref.o" "$IPT_TMP/je.ref.out"
cmp_run "ip -j -echo route add|del (one object)" "$IPT_TMP/je.got" "$IPT_TMP/je.ref"
if want jsonpp "ip -j -echo route: every answer is JSON"; then
	grep '^\[' "$IPT_TMP/je.got.out" | perl -MJSON::PP -ne 'eval { decode_json($_); 1 } or exit 1'
	ok $? "ip -j -echo route: every answer is JSON"
fi

# ---- bad input: iproute2's messages, nothing changed ----
# (an MPLS encapsulation is an error only where the kernel has none)
MPLS_ENCAP_ERR=
ipt_absent mpls_encap && MPLS_ENCAP_ERR="route add 10.9.0.0/16 encap mpls 100 via 10.0.0.2"
nh_setup_here
"$REF_IP" route add 10.70.0.0/16 via 10.0.0.2 >/dev/null 2>&1
for c in "route add 10.9.0.0/16 via 10.0.0.2 via 10.0.0.3" \
	 "route add 10.9.0.0/16 10.8.0.0/16" "route add blackhole" \
	 "route add 10.9.0.0/16 via" "route add 10.9.0.0/16 dev nope" \
	 "route add 10.9.0.0/16 dev nope via 10.0.0.2" \
	 "route add 10.9.0.0/16 nexthop" "route add 10.9.0.0/16 nexthop via 10.0.0.2 foo" \
	 "route add 10.9.0.0/16 nexthop via 10.0.0.2 dev nope" \
	 "route add 10.9.0.0/16 nexthop via 10.0.0.2 weight 0" \
	 "route add 10.9.0.0/16 nexthop via 10.0.0.2 weight 257" \
	 "route add 10.9.0.0/16 nexthop via 10.0.0.2 nexthop" \
	 "route add 10.9.0.0/16 nexthop via 10.0.0.2 via" \
	 "route add 10.9.0.0/16 via 10.0.0.2 hoplimit 256" \
	 "route add 10.9.0.0/16 via 10.0.0.2 quickack 2" \
	 "route add 10.9.0.0/16 via 10.0.0.2 quickack x" \
	 "route add 10.9.0.0/16 via 10.0.0.2 fastopen_no_cookie 2" \
	 "route add 10.9.0.0/16 via 10.0.0.2 features foo" \
	 "route add 10.9.0.0/16 via 10.0.0.2 rtt foo" "route add 10.9.0.0/16 via 10.0.0.2 rtt 5us" \
	 "route add 10.9.0.0/16 via 10.0.0.2 rto_min 1m" \
	 "route add 10.9.0.0/16 via 10.0.0.2 mtu x" "route add 10.9.0.0/16 via 10.0.0.2 mtu lock" \
	 "route add 10.9.0.0/16 via 10.0.0.2 advmss -3" "route add 10.9.0.0/16 via 10.0.0.2 window x" \
	 "route add 10.9.0.0/16 via 10.0.0.2 table foo" "route add 10.9.0.0/16 via 10.0.0.2 proto foo" \
	 "route add 10.9.0.0/16 via 10.0.0.2 scope foo" "route add 10.9.0.0/16 via 10.0.0.2 metric -1" \
	 "route add 10.9.0.0/16 via 10.0.0.2 tos 300" "route add 10.9.0.0/16 via 10.0.0.2 realms foo" \
	 "route add 10.9.0.0/16 via 10.0.0.2 pref foo" "route add 10.9.0.0/16 via 10.0.0.2 expires x" \
	 "route add 10.9.0.0/16 via 10.0.0.2 ttl-propagate x" "route add 10.9.0.0/16 via 10.0.0.2 nhid x" \
	 "route add 10.9.0.0/16 via 10.0.0.2 vrf v0" "route add 10.9.0.0/16 via 10.0.0.2 vrf nope" \
	 "route add 10.9.0.0/33 via 10.0.0.2" "route add 10.9.0.0/16 via 2001:db8::2" \
	 "route add 10.9.0.0/16 via mpls 100" "route add 10.9.0.0/16 via bridge 1.2.3.4" \
	 "route add 10.9.0.0/16 via link 00:11:22:33:44:55 dev v0" \
	 "route add 10.9.0.0/16 mtu" \
	 "route add default/8" "route add 10.9.0.0/16 from default/8" \
	 "route add 10.9.0.0/16 via 10.9.9.9" "route add 10.9.0.0/16 via 10.0.0.2 dev d0" \
	 "route add 10.70.0.0/16 via 10.0.0.2" \
	 "route add 10.9.0.0/16 via 10.0.0.2 src 10.9.9.9" \
	 "route add 10.9.0.0/16 encap foo" "route add 10.9.0.0/16 encap" \
	 "route add 10.9.0.0/16 encap ip" "route add 10.9.0.0/16 encap mpls x via 10.0.0.2" \
	 ${MPLS_ENCAP_ERR:+"$MPLS_ENCAP_ERR"} \
	 "route change 10.99.0.0/16 via 10.0.0.2" "route del 10.99.0.0/16" \
	 "route del 10.70.0.0/16 via 10.0.0.3" "route del 10.70.0.0/16 table 5" \
	 "-6 route add 10.9.0.0/16 via 10.0.0.2" "-6 route add 2001:db8:9::/129 dev v0" \
	 "-6 route add 2001:db8:9::/48 via 2001:db8:5::1" "-4 route add 2001:db8:9::/48 dev v0" \
	 "-M route add 100 as 200 via inet 10.0.0.2 dev v0" "-M route add default dev v0" \
	 "-0 route add 10.9.0.0/16 dev v0" "route add 10.9.0.0/16 via link x dev v0"; do
	# shellcheck disable=SC2086
	rterr $c
done

# ---- the requests, byte for byte (MPLS and the MPLS encap are refused
# by this kernel: the answer alone would prove little) ----
rtreqs <<'R'
route add 10.9.0.0/16 via 10.0.0.2
route add 10.9.0.0/16 dev v0
route add to 10.9.0.0/16 via 10.0.0.2 dev v0 metric 5 table 100 proto static scope global src 10.0.0.1
route add default via 10.0.0.2
-4 route add default via 10.0.0.2
-6 route add default via 2001:db8::2
route add 10.9.0.0/16 via 10.0.0.2 mtu 1400 advmss 1300 rtt 10 rttvar 20 reordering 3 window 1000 cwnd 10 initcwnd 5 initrwnd 6 ssthresh 7 hoplimit 9 rto_min 200ms features ecn quickack 1 congctl reno fastopen_no_cookie 1
route add 10.9.0.0/16 via 10.0.0.2 mtu lock 1400 advmss lock 1300 rtt lock 1s rttvar lock 2.5s reordering lock 3 window lock 1000 cwnd lock 10 initcwnd lock 5 initrwnd lock 6 ssthresh lock 7 hoplimit lock 9 congctl lock cubic
route add 10.9.0.0/16 via 10.0.0.2 rtt 1.5 rtt 0.3ms rttvar 7msec rto_min 3secs rto_min 0.0001s
route add 10.9.0.0/16 via 10.0.0.2 re 3 w 9 c 8 i 7 initr 6 ss 5 qu 0 con x f ecn fa 0 rtt 4294967295 rttvar 5.7s
route add 10.9.0.0/16 via 10.0.0.2 rtt -1 rttvar 99999999999 rto_min 1e30s rtt 4294967295.5
route add blackhole 10.9.0.0/16
route add unreachable 10.9.0.0/16 metric 10
route add prohibit 10.9.0.0/16
route add throw 10.9.0.0/16 table 5
route add local 10.9.0.1 dev v0
route add broadcast 10.0.0.255 dev v0
route add multicast 224.1.0.0/16 dev v0
route add nat 10.9.0.1 via 10.0.0.2
route add anycast 10.9.0.1 dev v0
route add xresolve 10.9.0.1 dev v0
route add unicast 10.9.0.0/16 dev v0
route add 5 10.9.0.0/16 dev v0
route add b 10.0.0.255 dev v0
route add u 10.0.0.255 dev v0
route add 10.9.0.0/16 nexthop via 10.0.0.2 weight 3 nexthop via 10.0.0.3 dev v0 nexthop dev d0
route add 10.9.0.0/16 nexthop via 10.0.0.2 onlink nexthop via 10.1.0.2 realms 5 nexthop via 10.0.0.4 weight 256
route add 10.9.0.0/16 nexthop via inet6 2001:db8::2 dev v0 nexthop via 10.0.0.3 as 10.1.1.1
route add 10.9.0.0/16 via 10.0.0.2 onlink
route add 10.9.0.0/16 nhid 5
route add 10.9.0.0/16 via 10.0.0.2 realms 3/4 tos 0x10
route add 10.9.0.0/16 via 10.0.0.2 dsfield CS1 expires 100 pref high
route add 10.9.0.0/16 via 10.0.0.2 table 1000
route add 10.9.0.0/16 via 10.0.0.2 table main table local table 4294967295
route add 10.9.0.0/16 via inet6 2001:db8::2 dev v0
route add 10.9.0.0/16 via link 00:11:22:33:44:55 dev v0
-6 route add 2001:db8:9::/48 via 2001:db8::2 pref low expires 300 metric 1
-6 route add 2001:db8:9::/48 via 10.0.0.2 dev v0
-6 route add 2001:db8:9::/48 nexthop via 2001:db8::2 nexthop via 2001:db8::3 dev v0
route add 10.9.0.0/16 encap mpls 100/200 via 10.0.0.2
route add 10.9.0.0/16 encap mpls 100 ttl 9 via 10.0.0.2 dev v0
route add 10.9.0.0/16 encap ip id 5 dst 10.1.1.1 via 10.0.0.2
route add 10.9.0.0/16 nexthop encap mpls 300 via 10.0.0.2 nexthop encap ip dst 1.2.3.4 via 10.0.0.3
-6 route add 2001:db8:9::/48 encap seg6 mode inline segs 2001:db8::9,2001:db8::a hmac 5 via 2001:db8::2
-M route add 100 as 200 via inet 10.0.0.2 dev v0
-M route add 100 as to 200/300 via inet6 2001:db8::2 dev v0
-M route add 100 via inet 10.0.0.2 dev v0 ttl-propagate disabled
-M route add 101 nexthop as 5 via inet 10.0.0.2 dev v0 nexthop via inet 10.0.0.3 dev v0
-M route add 101/20 via inet 10.0.0.2 dev v0
-M route del 100
route add 10.9.0.0/16 via 10.0.0.2 ttl-propagate enabled
route change 10.9.0.0/16 via 10.0.0.2
route chg 10.9.0.0/16 via 10.0.0.2
route replace 10.9.0.0/16 via 10.0.0.2
route prepend 10.9.0.0/16 via 10.0.0.2
route append 10.9.0.0/16 via 10.0.0.2
route test 10.9.0.0/16 via 10.0.0.2
route del 10.9.0.0/16
route del 10.9.0.0/16 via 10.0.0.2
route del default
route delete 10.9.0.0/16 dev v0 table 100 proto static
route d 10.9.0.0/16
route del blackhole 10.9.0.0/16
route get 10.0.0.2
route get 10.0.0.2 from 10.0.0.1 iif v0 mark 5 uid 7 tos 0x10 sport 5 dport 6 ipproto udp
route get to 10.0.0.2 oif v0 fibmatch
route get 10.0.0.2/24
-6 route get 2001:db8::2/64
-6 route get 2001:db8::2 from 2001:db8::1 oif v0
route get 10.0.0.2 connected
route get 10.0.0.2 connected from 10.0.0.1
route get 10.0.0.2 as to 1.2.3.4
route get 10.0.0.2 ipproto 250 dport 0x10
-M route get 100
route get 10.0.0.2 vrf v0
# (last: the kernel may hand the cached answer of a "notify" get, flag
# and all, to a later get on the same CPU)
route get 10.0.0.2 notify
R

# ---- over-long commands: iproute2's bounds and messages ----
long=$(head -c 300 /dev/zero | tr '\0' x)
many_mtu=$(for i in $(seq 40); do printf 'mtu %d ' "$i"; done)
many_src=$(for i in $(seq 520); do printf 'src 10.0.0.1 '; done)
many_nh=$(for i in $(seq 300); do printf 'nexthop via 10.0.0.2 '; done)
many_lbl=$(for i in $(seq 300); do printf '%d/' "$i"; done)
rtreq route add 10.9.0.0/16 via 10.0.0.2 $many_mtu
rtreq route add 10.9.0.0/16 via 10.0.0.2 congctl "$long"
rtreq route add 10.9.0.0/16 via 10.0.0.2 $many_src
rtreq route add 10.9.0.0/16 $many_nh
rtreq route add 10.9.0.0/16 via 10.0.0.2 encap mpls "${many_lbl}1"
rtreq route add 10.9.0.0/16 via 10.0.0.2 $many_src encap ip dst 1.2.3.4
rtreq route add 10.9.0.0/16 dev "$long"
dshow route add 10.9.0.0/16 dev "$long"

done_testing
