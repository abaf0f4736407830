#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Randomized batches (adds, sets, deletes incl. peers of deleted veths,
# missing names, duplicates, comments, quoting; address and route lines
# over the same devices, failing ones among them) run by our ip and by
# the oracle, each in a fresh namespace: stdout, stderr, exit code and
# final state (links, addresses, routes) must be equal, with and without
# -force.  Delete runs here are long enough to be coalesced, and route
# lines often follow them.
#
# One known difference: iproute2's -batch keeps a name cache that goes
# stale when a device it looked up is deleted and made again, and then
# answers "No such device" for a device that exists.  Ours follows the
# kernel.  Where the two differ, ours must equal iproute2 run line by line
# (testsuite/batch-lines.sh: the same lines, nothing remembered between
# them), and the difference is reported as a diagnostic.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth kind_bridge kind_macvlan kind_vxlan

SEEDS=${BATCH_SEEDS:-"1 2 3 4 5 6 7 8"}
LINES=${BATCH_LINES:-60}

# run TOOL FORCE FILE OUTPREFIX: in a fresh namespace, then its state
run() {
	unshare -n sh -c '
		IPT_NO_UNSHARE=1 IPT_NETNS=$$; export IPT_NO_UNSHARE IPT_NETNS
		. "$top/testsuite/lib.sh"
		if [ "$1" = lines ]; then
			sh "$top/testsuite/batch-lines.sh" "$REF_IP" "$2" "$3" >"$4.out" 2>"$4.err"
		else
			"$1" $2 -batch "$3" >"$4.out" 2>"$4.err" </dev/null
		fi
		echo $? >"$4.rc"
		link_settle >/dev/null	# operstates come late from link watch
		{ "$REF_IP" -o link show | sed -E "s/(link\/ether|brd) [0-9a-f:]+/\1 MAC/g"
		  "$REF_IP" -o addr show
		  "$REF_IP" route show table all; } >"$4.state"
	' sh "$1" "$2" "$3" "$4"
}

for seed in $SEEDS; do
	f=$IPT_TMP/b$seed
	awk -v seed="$seed" -v lines="$LINES" -f "$top/testsuite/batchgen.awk" >"$f"
	for force in "" -force; do
		run "$IP" "$force" "$f" "$IPT_TMP/got" &
		run "$REF_IP" "$force" "$f" "$IPT_TMP/want" &
		wait
		IPT_N=$((IPT_N + 1))
		desc="seed $seed ${force:-(no -force)}"
		if ipt_same "$IPT_TMP/got" "$IPT_TMP/want" >"$IPT_TMP/diag" &&
		   cmp -s "$IPT_TMP/got.state" "$IPT_TMP/want.state"; then
			echo "ok $IPT_N - $desc: same output, exit code and state"
			continue
		fi
		run lines "$force" "$f" "$IPT_TMP/lines"
		if ipt_same "$IPT_TMP/got" "$IPT_TMP/lines" >/dev/null &&
		   cmp -s "$IPT_TMP/got.state" "$IPT_TMP/lines.state"; then
			echo "ok $IPT_N - $desc: same as iproute2 line by line (its -batch used a stale name)"
			head -n 12 "$IPT_TMP/diag"	# already "# " lines
		else
			echo "not ok $IPT_N - $desc"
			cat "$IPT_TMP/diag"
			diag_diff "$IPT_TMP/got.state" "$IPT_TMP/want.state"
			IPT_FAILED=$((IPT_FAILED + 1))
		fi
	done
done
done_testing
