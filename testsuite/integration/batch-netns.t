#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Batch lines in named namespaces: "-n NAME CMD" runs CMD inside NAME, as
# "ip -n NAME CMD" does, within the one batch process.  iproute2 6.1's
# batch has no such lines, so the oracle is iproute2 running each line
# with "ip -n NAME -batch" (testsuite/batch-lines.sh); the final state of
# the host and of every namespace is compared too.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

# run TOOLWORD OUTPREFIX FORCE FILE: the batch in a fresh network and
# mount namespace with a /run/netns of its own, then the state
run() {
	_w=$1 _o=$2 _f=$3 _file=$4
	IPT_W=$_w IPT_F=$_f IPT_FILE=$_file IPT_O=$_o unshare -m -n sh -c '
		mount -t tmpfs -o mode=755 tmpfs /run/netns 2>/dev/null ||
		{ mkdir -p /run/netns && mount -t tmpfs -o mode=755 tmpfs /run/netns; } || exit 97
		"$REF_IP" link set lo up
		cd "$(dirname "$IPT_FILE")"
		if [ "$IPT_W" = ours ]; then
			"$IP" $IPT_F -batch "$IPT_FILE"
		else
			sh "$top/testsuite/batch-lines.sh" "$REF_IP" "$IPT_F" "$IPT_FILE"
		fi >"$IPT_O.out" 2>"$IPT_O.err"
		echo $? >"$IPT_O.rc"
		# configuration, not what carrier and link-local addresses
		# have reached by now
		links() {
			"$REF_IP" "$@" -br link show |
			awk "{ f = \$NF; gsub(/NO-CARRIER,|,LOWER_UP/, \"\", f); print \$1, f }"
		}
		addrs() {
			"$REF_IP" "$@" -br addr show |
			awk "{ s = \$1; for (i = 3; i <= NF; i++) if (\$i !~ /^fe80:/) s = s \" \" \$i; print s }"
		}
		{
			links
			addrs
			for n in $(ls /run/netns); do
				echo "== $n"
				links -n "$n"
				addrs -n "$n"
				"$REF_IP" -n "$n" neigh show
			done
		} >"$IPT_O.state" 2>&1
	'
}

# cmp_batch DESC FORCE FILE
cmp_batch() {
	run ours "$IPT_TMP/got" "$2" "$3"
	run ref "$IPT_TMP/want" "$2" "$3"
	cmp_run "$1" "$IPT_TMP/got" "$IPT_TMP/want"
	cmp -s "$IPT_TMP/got.state" "$IPT_TMP/want.state"
	ok $? "$1: the same host and namespaces afterwards"
	diag_diff "$IPT_TMP/got.state" "$IPT_TMP/want.state"
}

# 20 containers: namespace, veth made with its peer inside, addresses on
# both ends, links up, a neighbour; every in-namespace step a -n line
awk 'BEGIN {
	for (i = 1; i <= 20; i++) {
		print "netns add c" i
		print "link add vh" i " type veth peer name eth0 netns c" i
		print "addr add 10.1." i ".1/24 dev vh" i
		print "link set vh" i " up"
		print "-n c" i " addr add 10.1." i ".2/24 dev eth0"
		print "-n c" i " link set lo up"
		print "-netns c" i " link set eth0 up"
		print "-n c" i " neigh add 10.1." i ".1 lladdr 02:00:00:00:01:" sprintf("%02x", i) " dev eth0"
	}
	print "-n c3 -br link show"
	print "-n c7 addr show dev eth0"
	# lines that look at /sys: the namespace view, then the home one again
	print "tuntap add th0 mode tap"
	print "-n c4 tuntap add tc0 mode tap"
	print "-n c4 tuntap show"
	print "tuntap show"
	print "-n c4 link show tc0"
	print "-n c5 tuntap show"
	for (i = 1; i <= 20; i += 2)
		print "netns del c" i
}' >"$IPT_TMP/flow"
# no tun: no tap devices made (the shows, looking at /sys, stay)
want tun "tap devices among 20 containers" ||
	sed -i -E '/tuntap add|link show tc0/d' "$IPT_TMP/flow"
cmp_batch "20 containers from one batch" "" "$IPT_TMP/flow"

# a failing -n line stops the batch; with -force the rest runs; lines
# alternate between namespaces (more than the namespaces kept open)
awk 'BEGIN {
	for (i = 1; i <= 12; i++) print "netns add n" i
	for (r = 0; r < 3; r++)
		for (i = 1; i <= 12; i++)
			print "-n n" i " link add d" r " type veth peer name e" r
	print "-n n2 link add d0 type veth peer name e9"
	print "-n n5 link set d1 up"
	print "netns del n4"
	print "-n n4 link show"
	print "-n n6 addr add 10.9.9.9/24 dev nope"
	print "-n n6 link set e2 up"
	print "-n n6 -n n7 link show"
	print "link add top0 type veth peer name top1"
}' >"$IPT_TMP/mixed"
cmp_batch "a failing line in a namespace stops the batch" "" "$IPT_TMP/mixed"
grep -v '^-n n4 link show$' "$IPT_TMP/mixed" >"$IPT_TMP/mixed-force"
cmp_batch "-force: every line runs" "-force" "$IPT_TMP/mixed-force"

# the name is read below /run/netns as ip -n reads it: paths relative to
# it name a namespace too, other paths and over-long names fail as there
printf '%s\n' 'netns add p1' '-n ../netns/p1 link set lo up' \
	'-n ./p1 link show' '-n ../../run/netns/p1 addr show' >"$IPT_TMP/paths"
cmp_batch "-n with a path below /run/netns" "" "$IPT_TMP/paths"
long=$(printf '%0300d' 0)
printf '%s\n' 'netns add p1' '-n p1/ link show' '-n /run/netns/p1 link show' \
	"-n $long link show" 'link add b0 type veth peer name b1' >"$IPT_TMP/badp"
run ours "$IPT_TMP/badp" -force "$IPT_TMP/badp"
{
	l=1
	for n in p1/ /run/netns/p1 "$long"; do
		l=$((l + 1))
		unshare -m -n sh -c 'mount -t tmpfs t /run/netns &&
			"$1" netns add p1 && "$1" -n "$2" link show' sh "$REF_IP" "$n"
		echo "Command failed $IPT_TMP/badp:$l"
	done
} >"$IPT_TMP/badp.want" 2>&1
cmp -s "$IPT_TMP/badp.err" "$IPT_TMP/badp.want" && [ "$(cat "$IPT_TMP/badp.rc")" = 1 ] &&
	grep -q '^b0@b1 ' "$IPT_TMP/badp.state"
ok $? "-n with a path that names no namespace: ip -n's message, the next line runs"
diag_diff "$IPT_TMP/badp.err" "$IPT_TMP/badp.want"

# a missing namespace: the line fails with ip -n's message and the
# batch goes on under -force
printf 'link add a0 type veth peer name a1\n-n nope link show\nlink add b0 type veth peer name b1\n' >"$IPT_TMP/nope"
run ours "$IPT_TMP/nope" -force "$IPT_TMP/nope"
printf 'Cannot open network namespace "nope": No such file or directory\nCommand failed %s:2\n' "$IPT_TMP/nope" >"$IPT_TMP/nope.want"
cmp -s "$IPT_TMP/nope.err" "$IPT_TMP/nope.want" && [ "$(cat "$IPT_TMP/nope.rc")" = 1 ] &&
	grep -q '^b0@b1 ' "$IPT_TMP/nope.state"
ok $? "a missing namespace fails its line (ip -n's message), the next line runs"

# relative paths keep meaning the batch's directory after a -n line
# (joining a mount namespace moves a process to its root)
mkdir -p "$IPT_TMP/rel"
printf '%s\n' 'netns add r1' '-n r1 link set lo up' 'link add r0 type veth peer name r2' >"$IPT_TMP/rel/inner"
printf '%s\n' 'netns add r9' '-n r9 link show lo' 'netns exec r9 sh -c "test -f inner && echo here"' >"$IPT_TMP/rel/outer"
run ours "$IPT_TMP/rel/o" "" "$IPT_TMP/rel/outer"
grep -q '^here$' "$IPT_TMP/rel/o.out"
ok $? "the working directory is the batch's after a -n line"

done_testing
