#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# With 10,000 links present, "ip address", "ip neigh" and "ip route"
# commands on one device send no link dump: the device's name costs one
# RTM_GETLINK (or none, from the cache), and "show dev X" asks the kernel
# for that device's addresses (routes) only.  Route commands that are no
# listing send no dump at all; listings dump routes only.  strace shows
# every netlink message sent.  NODUMP_PAIRS: veth pairs (default 5,000).
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/addrlib.sh"
ipt_require_ip
need strace kind_veth

# LeakSanitizer cannot run under ptrace; leaks are checked elsewhere.
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0
export ASAN_OPTIONS

PAIRS=${NODUMP_PAIRS:-5000}
A=a$((PAIRS - 1)) B=b$((PAIRS - 1))	# the last pair made
awk -v n="$PAIRS" 'BEGIN { for (i = 0; i < n; i++)
	printf "link add a%d type veth peer name b%d\n", i, i }' >"$IPT_TMP/mk"
"$REF_IP" -batch "$IPT_TMP/mk" || bail "cannot make $PAIRS veth pairs"
n=$("$REF_IP" -o link show | wc -l)
diag "$n links"
"$REF_IP" link set a17 up && "$REF_IP" addr add 10.0.0.1/24 dev a17 &&
"$REF_IP" link set $A up &&
"$REF_IP" neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev a17 ||
	bail "set-up failed"

# traced TOOL ARGS...: every message sent, as "TYPE FLAGS" lines (hex)
# in $IPT_TMP/msgs; the exit code in $IPT_TMP/rc.
traced() {
	_t=$1
	shift
	strace -f -X raw -xx -e trace=sendmsg,sendto,sendmmsg \
		-o "$IPT_TMP/strace" "$_t" "$@" >"$IPT_TMP/out" 2>&1
	echo $? >"$IPT_TMP/rc"
	grep -o 'nlmsg_type=0x[0-9a-f]*, nlmsg_flags=0x[0-9a-f]*' "$IPT_TMP/strace" |
		sed 's/nlmsg_type=//; s/, nlmsg_flags=/ /' >"$IPT_TMP/msgs"
}

# link_dumps: how many RTM_GETLINK (0x12) dumps (flags 0x300) were sent
link_dumps() {
	_c=0
	while read -r _type _flags; do
		[ $((_type)) -eq 18 ] && [ $((_flags & 0x300)) -eq $((0x300)) ] &&
			_c=$((_c + 1))
	done <"$IPT_TMP/msgs"
	echo $_c
}

# dumps_but [TYPE]: how many dumps of any type but TYPE were sent
dumps_but() {
	_c=0
	while read -r _type _flags; do
		[ $((_type)) -ne $((${1:--1})) ] && [ $((_flags & 0x300)) -eq $((0x300)) ] &&
			_c=$((_c + 1))
	done <"$IPT_TMP/msgs"
	echo $_c
}

# The check must see the dump where there is one.
traced "$REF_IP" neigh add 10.0.0.8 lladdr 02:00:00:00:00:08 dev a17
[ "$(link_dumps)" -gt 0 ]
ok $? "the checker sees iproute2's link dump for 'ip neigh add'"

nodump() {
	traced "$IP" "$@"
	_rc=$(cat "$IPT_TMP/rc")
	_n=$(wc -l <"$IPT_TMP/msgs")
	if [ "$_rc" -ne 0 ]; then
		fail "ip $* (no link dump): the command failed (exit $_rc)"
		diag "$(cat "$IPT_TMP/out")"
	elif [ "$(link_dumps)" -ne 0 ]; then
		fail "ip $* (no link dump): a link dump was sent"
	elif [ "$_n" -gt "${MAXMSG:-4}" ]; then
		fail "ip $* (no link dump): $_n messages sent"
		diag "$(cat "$IPT_TMP/msgs")"
	else
		pass "ip $* (no link dump): $_n messages"
	fi
}

nodump addr add 10.1.0.1/24 dev $A
nodump addr add 10.1.0.2/24 dev $B label $B:x valid_lft 100 preferred_lft 50
nodump addr change 10.1.0.1/24 dev $A metric 5
nodump addr replace 10.1.0.3/24 dev $A
nodump address del 10.1.0.3/24 dev $A
nodump addr show dev $A
nodump -j addr show dev a17
nodump -br addr show dev b17
nodump addr flush dev $B
nodump neigh add 10.0.0.5 lladdr 02:00:00:00:00:05 dev a17
nodump neigh replace 10.0.0.6 lladdr 02:00:00:00:00:06 dev a17 nud stale
nodump neigh change 10.0.0.5 lladdr 02:00:00:00:00:07 dev a17
nodump neigh get 10.0.0.5 dev a17
nodump neigh show dev a17
nodump -s neigh show dev a17 nud all
nodump neigh del 10.0.0.5 dev a17
nodump neigh flush dev a17

# rnodump [-l] ARGS...: "ip ARGS" (a route command) sends no dump at all,
# or with -l (a listing) no dump but of routes (RTM_GETROUTE, 0x1a), and
# at most MAXMSG (4) messages
rnodump() {
	_l=
	[ "$1" = -l ] && { _l=1; shift; }
	traced "$IP" "$@"
	_rc=$(cat "$IPT_TMP/rc")
	_n=$(wc -l <"$IPT_TMP/msgs")
	_what=${_l:+ but of routes}
	if [ "$_rc" -ne 0 ]; then
		fail "ip $* (no dump$_what): the command failed (exit $_rc)"
		diag "$(cat "$IPT_TMP/out")"
	elif [ "$(link_dumps)" -ne 0 ]; then
		fail "ip $* (no dump$_what): a link dump was sent"
	elif [ "$(dumps_but "${_l:+0x1a}")" -ne 0 ]; then
		fail "ip $* (no dump$_what): a dump was sent"
		diag "$(cat "$IPT_TMP/msgs")"
	elif [ "$_n" -gt "${MAXMSG:-4}" ]; then
		fail "ip $* (no dump$_what): $_n messages sent"
		diag "$(cat "$IPT_TMP/msgs")"
	else
		pass "ip $* (no dump$_what): $_n messages"
	fi
}

rnodump route add 10.2.0.0/16 dev $A
rnodump route add 10.3.0.0/16 via 10.0.0.2
rnodump route add 10.4.0.0/16 via 10.0.0.2 dev a17 proto static metric 5 table 100
rnodump route add 10.5.0.0/16 nexthop via 10.0.0.2 dev a17 nexthop dev $A
rnodump route replace 10.2.0.0/16 dev a17 metric 7
rnodump route replace 10.2.0.0/16 dev $A metric 7 mtu 1400
rnodump route change 10.2.0.0/16 dev $A metric 7 mtu 1300
rnodump route append 10.6.0.0/16 dev $A
rnodump route prepend 10.6.0.0/16 dev a17
rnodump route del 10.3.0.0/16
rnodump route del 10.2.0.0/16 dev $A metric 7
rnodump route del 10.6.0.0/16 dev a17
rnodump route get 10.0.0.9 oif a17
rnodump route get 10.2.0.1 oif $A
rnodump route get 10.5.0.1
rnodump -j route get 10.0.0.9 oif a17
rnodump -l route show dev a17
rnodump -l route show table 100
rnodump -l route list proto static table all
rnodump -l -j route show dev $A
rnodump -l route show
MAXMSG=8	# and one RTM_DELROUTE for each of its 3 routes
rnodump -l route flush dev $A
unset MAXMSG
rnodump -l route flush table 100
if want ipv6 "IPv6 route commands (no dump)"; then
	v6_on -x a17 || bail "cannot turn IPv6 on for a17"
	rnodump route add 2001:db8:1::/64 dev a17
	rnodump route replace 2001:db8:1::/64 dev a17 metric 5
	rnodump route get 2001:db8:1::9 oif a17
	rnodump -l -6 route show dev a17
fi
rnodump addr add 10.9.0.1/24 dev $B

# The route dump of "route show dev X" carries the device (RTA_OIF, 4):
# the kernel filters.
traced "$IP" route show dev $A
grep -q 'nlmsg_type=0x1a, nlmsg_flags=0x301.*nla_type=0x4}' "$IPT_TMP/strace"
ok $? "ip route show dev X: the route dump names the device"

# A listing of routes over many devices asks for a few names one by one,
# then reads every link with one dump: never one request per device.
awk 'BEGIN { for (i = 100; i < 400; i++)
	printf "link set a%d up\nroute add 10.%d.%d.0/24 dev a%d\n", i, 100 + int(i / 250), i % 250, i }' \
	>"$IPT_TMP/many"
"$REF_IP" -batch "$IPT_TMP/many" || bail "cannot add routes over 300 devices"
traced "$IP" route show
getlinks=$(grep -c '^0x12 ' "$IPT_TMP/msgs")
[ "$(cat "$IPT_TMP/rc")" -eq 0 ] && [ "$(link_dumps)" -eq 1 ] && [ "$getlinks" -le 17 ]
ok $? "ip route show over 300 devices: one link dump, $getlinks link requests in all"
"$REF_IP" route show >"$IPT_TMP/want"
cmp -s "$IPT_TMP/out" "$IPT_TMP/want"
ok $? "ip route show over 300 devices: iproute2's output"

# The address dump of "show dev X" carries the device: the kernel filters.
traced "$IP" addr show dev $A
grep -q 'nlmsg_type=0x16, nlmsg_flags=0x301.*ifa_index=0,' "$IPT_TMP/strace"
[ $? -ne 0 ] && grep -q 'nlmsg_type=0x16, nlmsg_flags=0x301' "$IPT_TMP/strace"
ok $? "ip addr show dev X: the address dump names the device"

done_testing
