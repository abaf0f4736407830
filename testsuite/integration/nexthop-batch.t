#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip nexthop", "ip addrlabel" and "ip netconf" lines in -batch files,
# among link and address lines: both tools, each in a fresh namespace,
# with and without -force; stdout, stderr, exit code, links, nexthops,
# routes and labels must be equal.  iproute2 keeps the nexthop show/flush
# filter for the whole process, so a batch's lines inherit each other's
# selectors (and the flush count): so do ours.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/nhlib.sh"
ipt_require_ip
need kind_veth kind_ifb ipv6 nexthop

# run TOOL FORCE FILE OUTPREFIX: in a fresh namespace, then its state
run() {
	NH_SETUP=$NH_SETUP unshare -n sh -c '
		IPT_NO_UNSHARE=1 IPT_NETNS=$$; export IPT_NO_UNSHARE IPT_NETNS
		. "$top/testsuite/lib.sh"
		. "$top/testsuite/nhlib.sh"
		nh_setup_here
		"$1" $2 -batch "$3" >"$4.out" 2>"$4.err" </dev/null
		echo $? >"$4.rc"
		{ "$REF_IP" -o link show | sed -E "s/NO-CARRIER,//; s/ state [A-Z]+ / /"
		  nh_state "$4.n"; cat "$4.n"; } >"$4.state"
	' sh "$1" "$2" "$3" "$4"
}

# batch DESC < FILE: one test per -force setting
batch() {
	cat >"$IPT_TMP/batch"
	for force in "" -force; do
		run "$IP" "$force" "$IPT_TMP/batch" "$IPT_TMP/got"
		run "$REF_IP" "$force" "$IPT_TMP/batch" "$IPT_TMP/want"
		for f in got want; do
			nh_mask <"$IPT_TMP/$f.out" >"$IPT_TMP/$f.m" && mv "$IPT_TMP/$f.m" "$IPT_TMP/$f.out"
		done
		IPT_N=$((IPT_N + 1))
		if ipt_same "$IPT_TMP/got" "$IPT_TMP/want" >"$IPT_TMP/diag" &&
		   cmp -s "$IPT_TMP/got.state" "$IPT_TMP/want.state"; then
			echo "ok $IPT_N - $1 ${force:-(no -force)}"
		else
			echo "not ok $IPT_N - $1 ${force:-(no -force)}"
			cat "$IPT_TMP/diag"
			diag_diff "$IPT_TMP/got.state" "$IPT_TMP/want.state"
			IPT_FAILED=$((IPT_FAILED + 1))
		fi
	done
}

batch "nexthops after their links" <<'B'
link add e0 address 02:00:00:00:00:11 type veth peer name e1 address 02:00:00:00:00:12
link set e0 up
link set e1 up
addr add 10.5.0.1/24 dev e0
nexthop add id 1 via 10.5.0.2 dev e0
nexthop add id 2 via 10.0.0.2 dev v0 proto static
nexthop add id 3 blackhole
nexthop add id 10 group 1/2,5 type resilient buckets 8
nexthop add id 11 group 1/3
nexthop show
nexthop bucket show id 10
nexthop replace id 2 via 10.0.0.3 dev v0
nexthop del id 3
-j nexthop show
-d nexthop get id 10
nexthop add id 1 via 10.5.0.2 dev e0
nexthop show groups
link del e0
nexthop show
nexthop add id 4 encap ip dst 10.9.9.9 via 10.0.0.4 dev v0
nexthop flush
B

batch "the show filter lives on" <<'B'
nexthop add id 1 via 10.0.0.2 dev v0
nexthop add id 2 via 10.1.0.2 dev d0 proto 7
nexthop add id 3 group 1/2
nexthop add id 4 via 10.0.0.9 fdb
nexthop show dev v0
nexthop show
nexthop show groups
nexthop show
nexthop show protocol 7
nexthop show id 2
nexthop show id 1
nexthop bucket show
nexthop flush dev v0
nexthop add id 1 via 10.0.0.2 dev v0
nexthop flush
nexthop show
nexthop add id 5 via 10.0.0.5 dev v0
nexthop show fdb
nexthop flush
B

batch "flush counts on" <<'B'
nexthop add id 1 via 10.0.0.2 dev v0
nexthop add id 2 via 10.1.0.2 dev d0
nexthop flush dev d0
nexthop add id 2 via 10.1.0.2 dev d0
nexthop flush id 2
nexthop flush
nexthop add id 6 via 10.1.0.6 dev d0
nexthop flush protocol 0
nexthop show
B

batch "errors" <<'B'
nexthop add id 1 via 10.0.0.2 dev v0
nexthop add id 1 via 10.0.0.2 dev v0
nexthop del id 99
nexthop get id 99
nexthop show
nexthop bucket show id 1
addrlabel del prefix 2001:db8:77::/48 label 3
addrlabel show x
netconf show dev nope
nexthop show
B

batch "a bad word ends the batch" <<'B'
nexthop add id 1 via 10.0.0.2 dev v0
nexthop add id 2 via 10.0.0.3 dev v0 bogus
nexthop add id 3 via 10.0.0.4 dev v0
B

batch "an incomplete line ends the batch" <<'B'
nexthop add id 1 via 10.0.0.2 dev v0
nexthop add id 2 via
nexthop add id 3 via 10.0.0.4 dev v0
B

batch "a bad address ends the batch" <<'B'
addrlabel add prefix 2001:db8::/32 label 3
nexthop add id 2 via bogus dev v0
nexthop add id 3 via 10.0.0.4 dev v0
B

batch "addrlabel and netconf lines" <<'B'
addrlabel add prefix 2001:db8::/32 label 100
addrlabel add prefix 2001:db8:1::/48 dev v0 label 101
addrlabel add prefix 2001:db8::/32 label 100
addrlabel list
-j addrlabel
addrlabel del prefix 2001:db8::/32 label 100
addrlabel flush
addrlabel
addrlabel add prefix ::/0 label 1
-4 netconf show dev v0
-6 netconf show dev v0
netconf show dev lo
-j netconf show dev d0
-4 netconf
link add e0 address 02:00:00:00:00:21 type veth peer name e1 address 02:00:00:00:00:22
-4 netconf show dev e0
B

batch "help ends the batch" <<'B'
nexthop add id 1 via 10.0.0.2 dev v0
nexthop help
nexthop add id 3 via 10.0.0.4 dev v0
B

batch "addrlabel help ends the batch" <<'B'
addrlabel help
nexthop add id 3 via 10.0.0.4 dev v0
B

done_testing
