#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip address" and "ip neigh" lines in -batch files, in order with link
# lines (pipelined ones among them with -force): both tools, each in a
# fresh namespace, with and without -force; stdout, stderr, exit code,
# links, addresses and neighbours must be equal.  (Shows print -o: a
# link's operational state changes late after "up", by a timer.)
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/addrlib.sh"
ipt_require_ip
need kind_veth

# run TOOL FORCE FILE OUTPREFIX: in a fresh namespace, then its state
run() {
	unshare -n sh -c '
		IPT_NO_UNSHARE=1 IPT_NETNS=$$; export IPT_NO_UNSHARE IPT_NETNS
		. "$top/testsuite/lib.sh"
		. "$top/testsuite/addrlib.sh"
		"$1" $2 -batch "$3" >"$4.out" 2>"$4.err" </dev/null
		echo $? >"$4.rc"
		link_settle >/dev/null
		# operational states (and NO-CARRIER) follow the link watch,
		# late when the RTNL lock is busy: not compared
		{ "$REF_IP" -o link show | sed -E "s/NO-CARRIER,//; s/ state [A-Z]+ / /"
		  addr_state "$4.a"; cat "$4.a"; } >"$4.state"
	' sh "$1" "$2" "$3" "$4"
}

# batch DESC < FILE: one test per -force setting
batch() {
	cat >"$IPT_TMP/batch"
	for force in "" -force; do
		run "$IP" "$force" "$IPT_TMP/batch" "$IPT_TMP/got"
		run "$REF_IP" "$force" "$IPT_TMP/batch" "$IPT_TMP/want"
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

want kind_ifb "addresses and neighbours after their links (an ifb among them)" &&
batch "addresses and neighbours after their links" <<'B'
link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
addr add 10.0.0.1/24 dev v0
link set v0 up
address add 10.0.0.2/24 dev v0 label v0:x
neigh add 10.0.0.5 lladdr 02:00:00:00:00:05 dev v0
link add d0 address 02:00:00:00:02:00 type ifb
addr add 10.1.0.1/24 dev d0 brd +
link set d0 up
neighbour add 10.1.0.5 lladdr 02:00:00:00:00:15 dev d0 nud noarp
-o addr show dev v0
neigh show dev v0
-o -4 addr show
addr del 10.0.0.2/24 dev v0
link set v1 up
neigh change 10.0.0.5 lladdr 02:00:00:00:00:06 dev v0
addr flush dev d0
-o addr show
neigh get 10.0.0.5 dev v0
B

batch "failing lines (kernel refusals, missing devices: the batch goes on with -force)" <<'B'
link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
addr add 10.0.0.1/24 dev v0
addr add 10.0.0.1/24 dev v0
addr add 10.0.0.2/24 dev nope
addr del 10.9.9.9/24 dev v0
addr add 10.0.0.3/24 dev v0 valid_lft 0
neigh get 10.0.0.99 dev v0
addr show dev nope
neigh show dev nope
neigh get 10.0.0.5
link add v2 address 02:00:00:00:00:03 type veth peer name v3 address 02:00:00:00:00:04
addr add 10.2.0.1/24 dev v2
-o addr show
B

batch "a bad prefix ends the batch, -force or not" <<'B'
link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
addr add 10.0.0.1/24 dev v0
addr add bogus dev v0
addr add 10.0.0.2/24 dev v0
B

batch "a refused neighbour ends the batch, -force or not" <<'B'
link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
neigh add 10.0.0.5 lladdr 02:00:00:00:00:05 dev v0
neigh add 10.0.0.5 lladdr 02:00:00:00:00:05 dev v0
addr add 10.0.0.2/24 dev v0
B

batch "bad arguments end the batch" <<'B'
link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
addr add 10.0.0.1/24 dev v0 scope bogus
addr add 10.0.0.2/24 dev v0
B

batch "neighbour arguments missing" <<'B'
link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
neigh add 10.0.0.5 lladdr 02:00:00:00:00:05
addr add 10.0.0.2/24 dev v0
B

batch "save ends the batch" <<'B'
link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
addr add 10.0.0.1/24 dev v0
addr save dev nope
addr add 10.0.0.2/24 dev v0
B

batch "renamed and deleted links between address lines" <<'B'
link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
addr add 10.0.0.1/24 dev v0
link set v0 name w0
addr add 10.0.0.2/24 dev w0
addr add 10.0.0.3/24 dev v0
link del w0
addr add 10.0.0.4/24 dev w0
link add w0 address 02:00:00:00:00:05 type veth peer name w1 address 02:00:00:00:00:06
addr add 10.0.0.5/24 dev w0
neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev w0
-o addr show
-j addr show dev w0
B

done_testing
