#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# add, set and delete must not dump the link table: whatever the number
# of links, they cost one request.  strace shows every netlink message
# sent; none may carry NLM_F_DUMP (0x300 in nlmsg_flags).
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need strace kind_ifb kind_bridge kind_veth

# LeakSanitizer cannot run under ptrace; leaks are checked elsewhere.
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0
export ASAN_OPTIONS

R=$REF_IP
# Some links so that a dump would have something to find.
for i in 1 2 3 4 5; do
	$R link add d$i type ifb || bail "set-up failed"
done
$R link add br0 type bridge && $R link add br1 type bridge &&
$R link add s0 type veth peer name s1 &&
$R link add g0 group 6 type ifb && $R link add g1 group 6 type ifb || bail "set-up failed"

# traced TOOL ARGS...: run under strace; print the nlmsg_flags of every
# message sent, one a line (hex), into $IPT_TMP/flags; exit code in
# $IPT_TMP/rc.
traced() {
	_t=$1
	shift
	strace -f -X raw -xx -e trace=sendmsg,sendto,sendmmsg \
		-o "$IPT_TMP/strace" "$_t" "$@" >"$IPT_TMP/out" 2>&1
	echo $? >"$IPT_TMP/rc"
	grep -o 'nlmsg_flags=0x[0-9a-f]*' "$IPT_TMP/strace" |
		sed 's/.*=//' >"$IPT_TMP/flags"
}

# has_dump: 0 if any message in $IPT_TMP/flags has both 0x100 and 0x200.
has_dump() {
	while read -r f; do
		[ $((f & 0x300)) -eq $((0x300)) ] && return 0
	done <"$IPT_TMP/flags"
	return 1
}

nodump() {
	traced "$IP" "$@"
	rc=$(cat "$IPT_TMP/rc")
	n=$(wc -l <"$IPT_TMP/flags")
	if [ "$rc" -ne 0 ]; then
		fail "ip $* (no dump): the command failed (exit $rc)"
		diag "$(cat "$IPT_TMP/out")"
	elif [ "$n" -eq 0 ]; then
		fail "ip $* (no dump): no netlink message seen"
	elif has_dump; then
		fail "ip $* (no dump): a dump request was sent"
		grep 'nlmsg_flags=0x3' "$IPT_TMP/strace" | cut -c1-200 | sed 's/^/# /'
	else
		pass "ip $* (no dump): $n messages, none a dump"
	fi
}

# The check itself must see a dump where there is one.
traced "$REF_IP" link show
has_dump
ok $? "the checker sees the dump of 'ip link show'"

nodump link add n0 type ifb
nodump link add name n1 mtu 1400 txqlen 5 group 3 address 02:00:00:00:00:09 type ifb
nodump link add v0 type veth peer name v1
want kind_macvlan "ip link add ... type macvlan (no dump)" &&
	nodump link add link s0 name mv0 type macvlan
want kind_macvtap "ip link add ... type macvtap (no dump)" &&
	nodump link add mv1 link s1 type macvtap
nodump link add br9 type bridge
want kind_vxlan "ip link add ... type vxlan (no dump)" &&
	nodump link add vx0 type vxlan id 7 dstport 4789
nodump link set n0 up
nodump link set dev n0 down
nodump link set n0 mtu 1300 txqlen 9 alias foo
nodump link set n0 name n0new
nodump link set s0 address 02:00:00:00:00:0a
nodump link set v0 master br0
nodump link set v0 master br1
nodump link set v0 nomaster
nodump link set v1 master br0
nodump link set v1 type bridge_slave cost 7
nodump link set n1 group 4
nodump link set n1 arp off promisc on allmulticast on multicast off
nodump link set group 3 up
want ipv6 "ip link set ... addrgenmode none (no dump)" &&
	nodump link set n1 addrgenmode none
nodump link delete n0new
nodump link del dev n1
nodump link del v0 type veth
ipt_have kind_macvlan && nodump link delete mv0	# (skipped with its add)
nodump link delete group 6

done_testing
