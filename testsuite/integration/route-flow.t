#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# A container runtime's flow for FLOW_CONTAINERS (default 50) containers:
# a named namespace, a veth whose peer is moved into it and renamed eth0,
# addresses on both ends, links up, a default route in the namespace, a
# neighbour entry, a rule (and a route in its table), then teardown (the
# host ends deleted, a coalesced run in a batch, then the namespaces).
# It runs three ways, each in its own network and mount namespace with a
# tmpfs on /run/netns:
#   ref    /usr/sbin/ip, command by command
#   ours   our ip, command by command
#   batch  our ip, one -batch file whose container lines are "-n NAME"
#          lines (README: batch lines -n NAME CMD)
# Every command's stdout, stderr and exit code must be iproute2's (the
# batch: the same output as the commands in a row); the state after
# set-up and after teardown, as the oracle dumps it (namespaces listed,
# every namespace's links, routes, addresses, neighbours and rules), must
# be the same for the three.  The batch way runs the set-up and teardown
# as one file; a second run stops the same file half way (after the
# set-up: a file of its first half) for the state there.
# (Both ends go up before addresses and routes: a carrier that comes
# later clears a route's "linkdown" from the link watch, late.  Named
# namespaces have the kernel's IPv6 settings, DAD and all: what is
# listed is IPv4.)
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

N=${FLOW_CONTAINERS:-50}

# The flow, one ip command a line (words without quotes): set-up, a few
# listings, then "#teardown" and the teardown.
awk -v n="$N" 'BEGIN {
	for (i = 1; i <= n; i++) {
		h = sprintf("%02x", i)
		c = "c" i
		print "netns add " c
		print "link add vh" i " address 02:00:00:01:00:" h " type veth peer name ep" i " address 02:00:00:02:00:" h
		print "link set ep" i " netns " c
		print "-n " c " link set ep" i " name eth0"
		print "link set vh" i " up"
		print "-n " c " link set eth0 up"
		print "-n " c " link set lo up"
		print "addr add 10.1." i ".1/24 dev vh" i
		print "-n " c " addr add 10.1." i ".2/24 dev eth0"
		print "-n " c " route add default via 10.1." i ".1"
		print "-n " c " neigh add 10.1." i ".1 lladdr 02:00:00:01:00:" h " dev eth0"
		print "-n " c " rule add from 10.1." i ".2 table 100 pref 100"
		print "-n " c " route add 10.99.0.0/16 via 10.1." i ".1 table 100"
	}
	print "netns list"
	for (i = 1; i <= n; i += 7) {
		c = "c" i
		print "-n " c " route show"
		print "-n " c " route show table 100"
		print "-n " c " route get 10.99.1.1 from 10.1." i ".2"
		print "-n " c " neigh show 10.1." i ".1"
		print "-n " c " rule show"
		print "route show dev vh" i
	}
	print "#teardown"
	for (i = 1; i <= n; i++)
		print "link del vh" i
	for (i = 1; i <= n; i++)
		print "netns del c" i
	print "netns list"
}' >"$IPT_TMP/flow"

# The batch: the same lines (none has options: a batch line takes none);
# the set-up half: the lines before teardown.
sed '/^#teardown$/d' "$IPT_TMP/flow" >"$IPT_TMP/flow.batch"
sed '/^#teardown$/q' "$IPT_TMP/flow" | sed '$d' >"$IPT_TMP/setup.batch"

# snapshot FILE: the state of this namespace and of every named one, as
# the oracle dumps it.  Named namespaces keep the kernel's IPv6 settings
# (link-local addresses, DAD): IPv4 only there, as here.
snapshot() {
	link_settle >/dev/null
	{
		echo "== netns"
		"$REF_IP" netns list
		echo "== host"
		printf '%s\n' "link show" "route show table all" "addr show" "neigh show nud all" "rule show" |
			"$REF_IP" -4 -d -j -batch -
		for _n in /run/netns/*; do
			[ -e "$_n" ] || continue
			_n=${_n##*/}
			echo "== $_n"
			printf '%s\n' "link show" "route show table all" "addr show" "neigh show nud all" "rule show" |
				"$REF_IP" -n "$_n" -4 -d -j -batch -
		done
	} >"$1" 2>&1
}

# way WAY OUTDIR: the flow in a fresh network and mount namespace
way() {
	mkdir -p "$2"
	FLOW_WAY=$1 FLOW_OUT=$2 FLOW_TMP=$IPT_TMP unshare -m -n sh -c '
		IPT_NO_UNSHARE=1 IPT_NETNS=$$; export IPT_NO_UNSHARE IPT_NETNS
		. "$top/testsuite/lib.sh"
		mount -t tmpfs -o mode=755 tmpfs /run/netns 2>/dev/null ||
		{ mkdir -p /run/netns && mount -t tmpfs -o mode=755 tmpfs /run/netns; } || exit 97
		eval "$(sed -n "/^snapshot() {/,/^}/p" "$top/testsuite/integration/route-flow.t")"
		case $FLOW_WAY in
		ref|ours)
			if [ $FLOW_WAY = ref ]; then t=$REF_IP; else t=$IP; fi
			k=0
			while read -r l; do
				if [ "$l" = "#teardown" ]; then
					snapshot "$FLOW_OUT/setup.state"
					continue
				fi
				k=$((k + 1))
				set -f
				# shellcheck disable=SC2086
				"$t" $l >"$FLOW_OUT/$k.out" 2>"$FLOW_OUT/$k.err" </dev/null
				echo $? >"$FLOW_OUT/$k.rc"
				set +f
			done <"$FLOW_TMP/flow"
			;;
		batch)
			"$IP" -batch "$FLOW_TMP/flow.batch" >"$FLOW_OUT/b.out" 2>"$FLOW_OUT/b.err" </dev/null
			echo $? >"$FLOW_OUT/b.rc"
			;;
		half)
			"$IP" -batch "$FLOW_TMP/setup.batch" >"$FLOW_OUT/b.out" 2>"$FLOW_OUT/b.err" </dev/null
			echo $? >"$FLOW_OUT/b.rc"
			snapshot "$FLOW_OUT/setup.state"
			exit 0
			;;
		esac
		snapshot "$FLOW_OUT/end.state"
	'
}

# two at a time (each in its own namespaces)
_t0=$(date +%s)
way ref "$IPT_TMP/ref" &
way ours "$IPT_TMP/ours" &
wait
way batch "$IPT_TMP/batch" &
way half "$IPT_TMP/half" &
wait
diag "the four runs: $(($(date +%s) - _t0)) s"

# every command of ours against iproute2's (one diff for all of them)
k=$(grep -vc '^#teardown$' "$IPT_TMP/flow")
diff -r -x '*.state' "$IPT_TMP/ours" "$IPT_TMP/ref" >"$IPT_TMP/cmds.diff"
bad=$(grep -c '^diff ' "$IPT_TMP/cmds.diff")
head -n 40 "$IPT_TMP/cmds.diff" | sed 's/^/# /'
[ "$bad" -eq 0 ] && [ -f "$IPT_TMP/ours/$k.rc" ]
ok $? "$N containers, command by command: each of $k commands as iproute2 ($bad files differ)"

# the batch's output: the commands' output in a row
for x in out err; do
	seq -f "$IPT_TMP/ref/%g.$x" 1 "$k" | xargs cat >"$IPT_TMP/ref/all.$x"
done
echo 0 >"$IPT_TMP/ref/all.rc"
cmp_run "$N containers, one batch with -n lines: the commands' output" "$IPT_TMP/batch/b" "$IPT_TMP/ref/all"
cmp_run "$N containers, the batch's set-up half: the commands' output" "$IPT_TMP/half/b" "$IPT_TMP/ref/all"

for w in ours half; do
	cmp -s "$IPT_TMP/$w/setup.state" "$IPT_TMP/ref/setup.state"
	ok $? "$N containers, $w: the state after set-up"
	diag_diff "$IPT_TMP/$w/setup.state" "$IPT_TMP/ref/setup.state"
done
for w in ours batch; do
	cmp -s "$IPT_TMP/$w/end.state" "$IPT_TMP/ref/end.state"
	ok $? "$N containers, $w: the state after teardown"
	diag_diff "$IPT_TMP/$w/end.state" "$IPT_TMP/ref/end.state"
done
# the set-up made what it should (the comparison is not of two empties)
grep -c '^== c' "$IPT_TMP/ref/setup.state" | grep -qx "$N" &&
	grep -q '"dst":"default","gateway":"10.1.1.1"' "$IPT_TMP/ref/setup.state" &&
	grep -q '"table":"100"' "$IPT_TMP/ref/setup.state"
ok $? "the oracle's set-up made $N namespaces with their routes and rules"

done_testing
