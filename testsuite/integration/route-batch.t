#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip route" lines in -batch files (and -batch -), in order with link,
# address, neighbour and rule lines: both tools, each in a fresh network
# (and mount) namespace, with and without -force; stdout, stderr, exit
# code and the final state must be equal: routes of every table (-d -j,
# IPv4 and IPv6), links (-d -j), addresses, neighbours and rules, of the
# namespace and of every named namespace a batch made.  Failing lines
# (kernel refusals, missing devices) stop the batch at the same line
# without -force; bad arguments end it either way.  "-n NAME" lines are
# ours only: there the oracle is iproute2 running each line on its own
# (testsuite/batch-lines.sh: "ip -n NAME -batch" of the line).  A run of
# plain "link del" lines is coalesced (README): a route line after it
# must see those devices gone.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/addrlib.sh"
ipt_require_ip
need kind_veth kind_ifb ipv6

# rmask FILE...: what the kernel makes by itself, late, left out: the
# IPv6 multicast route (ff00::/8) of a veth comes when the link watch
# finds it running, so its place among the others is a race (text and
# -j output alike).  The tests name veths v*, w*, a*, b*, vh* and eth0
# (ifbs d*: no race).
rmask() {
	perl -pi -e '
		next if s{^multicast ff00::/8 dev (?:[vwab]\d+|vh\d+|eth0) table local .*\n}{};
		s/,\]/]/g if s/\{"type":"multicast","dst":"ff00::\/8","dev":"(?:[vwab]\d+|vh\d+|eth0)",[^{}]*\},?//g' "$@"
}

# run TOOLWORD OPTS FILE OUTPREFIX: the batch in a fresh network and mount
# namespace (a /run/netns of its own), IPv6 on for every new device (no
# link-local addresses, no DAD), then the state: routes, links,
# addresses, neighbours and rules, of the namespace and of each named
# one (IPv4 only there: they start with the kernel's IPv6 settings).
# (No IPv6 rules are made: those are not listed.)
# TOOLWORD: a tool, "lines" (iproute2 line by line) or "stdin:TOOL" (the
# file on standard input, -batch -).
run() {
	unshare -m -n sh -c '
		IPT_NO_UNSHARE=1 IPT_NETNS=$$; export IPT_NO_UNSHARE IPT_NETNS
		. "$top/testsuite/lib.sh"
		. "$top/testsuite/addrlib.sh"
		mount -t tmpfs -o mode=755 tmpfs /run/netns 2>/dev/null ||
		{ mkdir -p /run/netns && mount -t tmpfs -o mode=755 tmpfs /run/netns; } || exit 97
		for _c in all default; do
			echo 0 >/proc/sys/net/ipv6/conf/$_c/disable_ipv6
		done
		echo 0 >/proc/sys/net/ipv6/conf/default/accept_dad
		echo 1 >/proc/sys/net/ipv6/conf/default/addr_gen_mode
		case $1 in
		lines)
			sh "$top/testsuite/batch-lines.sh" "$REF_IP" "$2" "$3" ;;
		stdin:*)
			"${1#stdin:}" $2 -batch - <"$3" ;;
		*)
			"$1" $2 -batch "$3" </dev/null ;;
		esac >"$4.out" 2>"$4.err"
		echo $? >"$4.rc"
		link_settle >/dev/null
		netns_gone_settle
		# (every table: both families)
		{
			printf "%s\n" "route show table all" "link show" "addr show" "rule show" |
				"$REF_IP" -d -j -batch -
			"$REF_IP" neigh show nud all | neigh_mask
			for _n in /run/netns/*; do
				[ -e "$_n" ] || continue
				_n=${_n##*/}
				echo "== $_n"
				printf "%s\n" "route show table all" "link show" "addr show" "rule show" |
					"$REF_IP" -n "$_n" -4 -d -j -batch -
				"$REF_IP" -n "$_n" -4 neigh show nud all | neigh_mask
			done
		} >"$4.state" 2>&1
	' sh "$1" "$2" "$3" "$4"
	rmask "$4.out" "$4.state"
}

# check [-c] DESC GOT WANT [LINES]: one TAP test, output and state.  -c:
# where iproute2's -batch differs, ours must equal iproute2 run line by
# line (LINES): its -batch answers "No such device" for a name it looked
# up before the device went (see batch-random.t, README).
check() {
	_c=
	[ "$1" = -c ] && { _c=1; shift; }
	IPT_N=$((IPT_N + 1))
	if ipt_same "$2" "$3" >"$IPT_TMP/diag" &&
	   cmp -s "$2.state" "$3.state"; then
		echo "ok $IPT_N - $1${IPT_TODO:+ # TODO $IPT_TODO}"
		return 0
	fi
	if [ -n "$_c" ] && ipt_same "$2" "$4" >/dev/null && cmp -s "$2.state" "$4.state"; then
		echo "ok $IPT_N - $1: same as iproute2 line by line (its -batch used a stale name)"
		head -n 12 "$IPT_TMP/diag"
		return 0
	fi
	echo "not ok $IPT_N - $1${IPT_TODO:+ # TODO $IPT_TODO}"
	cat "$IPT_TMP/diag"
	diag "final state (-ours +iproute2):"
	diag_diff "$2.state" "$3.state" 60
	[ -n "${IPT_TODO:-}" ] || IPT_FAILED=$((IPT_FAILED + 1))
	return 1
}

# batch [-s] [-l] [-c] DESC [OPTS [FILTER]] < FILE: one test per -force
# setting; every run at once, each in its namespace.  -s: also as
# -batch - (the file on standard input).  -l: the oracle is iproute2
# line by line (for "-n" lines).  -c: see check.  FILTER (a command)
# turns each tool's stdout into what is compared.
batch() {
	_stdin= _ref=$REF_IP _bc=
	while :; do
		case $1 in
		-s) _stdin=1; shift ;;
		-l) _ref=lines; shift ;;
		-c) _bc=-c; shift ;;
		*) break ;;
		esac
	done
	cat >"$IPT_TMP/batch"
	_v=0
	for force in "" -force; do
		for how in file ${_stdin:+stdin}; do
			_v=$((_v + 1))
			_p=$IPT_TMP/v$_v
			if [ $_ref = lines ]; then
				run "$IP" "$force" "$IPT_TMP/batch" "$_p.got" &
				run lines "$force" "$IPT_TMP/batch" "$_p.want" &
			elif [ $how = file ]; then
				run "$IP" "$force ${2:-}" "$IPT_TMP/batch" "$_p.got" &
				run "$REF_IP" "$force ${2:-}" "$IPT_TMP/batch" "$_p.want" &
			else
				run "stdin:$IP" "$force ${2:-}" "$IPT_TMP/batch" "$_p.got" &
				run "stdin:$REF_IP" "$force ${2:-}" "$IPT_TMP/batch" "$_p.want" &
			fi
		done
	done
	wait
	_v=0
	for force in "" -force; do
		for how in file ${_stdin:+stdin}; do
			_v=$((_v + 1))
			_p=$IPT_TMP/v$_v
			_how=
			[ $how = stdin ] && _how=" (-batch -)"
			if [ -n "${3:-}" ]; then
				for _w in got want; do
					$3 <"$_p.$_w.out" >"$_p.$_w.o" &&
						mv "$_p.$_w.o" "$_p.$_w.out"
				done
			fi
			if [ -n "$_bc" ] && ! { ipt_same "$_p.got" "$_p.want" >/dev/null &&
			     cmp -s "$_p.got.state" "$_p.want.state"; }; then
				run lines "$force" "$IPT_TMP/batch" "$_p.lines"
			fi
			check $_bc "$1 ${force:-(no -force)}$_how" "$_p.got" "$_p.want" "$_p.lines"
		done
	done
}

# Lines bring both ends of a veth up before its addresses and routes: a
# carrier that comes later clears the routes' "linkdown" from the link
# watch, late.  IPv6 routes go through ifbs without IPv6 addresses (an
# address's local route and its use as a source come from DAD's work
# queue, late).  Options are not words of a batch line ("-6 route ..."
# is an unknown object in both): a batch of its own takes them (-6, -j).

batch -s "routes among links, addresses, neighbours and rules" <<'B'
link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
link add d0 address 02:00:00:00:00:03 type ifb
link set v0 up
link set v1 up
link set d0 up
addr add 10.0.0.1/24 dev v0
addr add 10.1.0.1/24 dev d0
route add 10.9.0.0/16 via 10.0.0.2
route add 10.8.0.0/16 dev v0 proto static metric 10 mtu lock 1400 advmss 1300
route add 2001:db8::/64 dev d0
route add 2001:db8:9::/48 via 2001:db8::2
route add default via 10.0.0.254
neigh add 10.0.0.2 lladdr 02:00:00:00:00:02 dev v0
rule add from 10.0.0.0/24 table 100 pref 100
route add 10.7.0.0/16 via 10.0.0.3 table 100
route add 10.6.0.0/16 nexthop via 10.0.0.2 weight 2 nexthop via 10.1.0.2 dev d0
route show
route get 10.9.1.1
route get 10.7.1.1 from 10.0.0.1 iif v0
route get 10.1.0.9 oif d0
route get 2001:db8:9::1
route list table 100
route show table all
route show root ::/0
route show table all root 2001:db8::/32
route replace 10.9.0.0/16 via 10.1.0.2 dev d0 metric 5
route change 10.8.0.0/16 dev v0 proto static metric 10 mtu 1300
route append 10.5.0.0/16 via 10.0.0.2
route append 10.5.0.0/16 via 10.1.0.2
route prepend 10.4.0.0/16 via 10.0.0.2 table 100
route del 10.9.0.0/16
route del default
route show dev d0
route show via 10.0.0.2
route show proto static
rule del pref 100
route flush table 100
route show table 100
route del 2001:db8:9::/48
route show table all
link set d0 down
route show
route flush cache
link del v0
route show table all
B

batch "IPv6 routes (-6)" -6 <<'B'
link add d0 address 02:00:00:00:00:03 type ifb
link add d1 address 02:00:00:00:00:04 type ifb
link set d0 up
link set d1 up
route add 2001:db8::/64 dev d0
route add 2001:db8:1::/64 dev d1
route add 2001:db8:9::/48 via 2001:db8::2
route add 2001:db8:8::/48 dev d1 metric 7 pref high
route add 2001:db8:7::/48 nexthop via 2001:db8::2 dev d0 nexthop via 2001:db8:1::2 dev d1
route add 2001:db8:9::/48 via 2001:db8::2
route add 2001:db8:6::/48 via 2001:db8:5::2
route add 2001:db8:5::/48 dev nope
route add unreachable 2001:db8:4::/48
route add 2001:db8:3::/48 dev d0 table 100 mtu 1400
route show
route show table all
route get 2001:db8:9::1
route get 2001:db8:8::1 oif d1
route get 2001:db8:4::1
route replace 2001:db8:9::/48 via 2001:db8:1::2 dev d1
route append 2001:db8:7::/48 via 2001:db8::3 dev d0
route del 2001:db8:8::/48
route show dev d1
route flush dev d0
route show
route flush table 100
route show table 100
B

# failing lines: without -force the batch stops there, with -force the
# rest runs
batch "a route via an unreachable gateway" <<'B'
link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
link set v0 up
link set v1 up
addr add 10.0.0.1/24 dev v0
route add 10.9.0.0/16 via 10.7.0.2
route add 10.8.0.0/16 via 10.0.0.2
route add 2001:db8:9::/48 via 2001:db8:7::2
route add 10.7.0.0/16 via 10.0.0.3
route show
B

batch "a duplicate route" <<'B'
link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
link set v0 up
link set v1 up
addr add 10.0.0.1/24 dev v0
route add 10.9.0.0/16 via 10.0.0.2
route add 10.9.0.0/16 via 10.0.0.2
route del 10.3.0.0/16
route del 10.9.0.0/16 via 10.0.0.99
route change 10.2.0.0/16 dev v0
route add 10.7.0.0/16 via 10.0.0.3
route add 2001:db8:9::/48 dev v0
route add 2001:db8:9::/48 dev v0
route show
B

batch "a nonexistent device" <<'B'
link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
link set v0 up
link set v1 up
route add 10.8.0.0/16 dev nope
route get 10.9.0.1 oif nope
route show dev nope
route flush dev nope
route add 10.7.0.0/16 via 10.0.0.3 dev nope
route add 10.6.0.0/16 dev v0
route show
B

batch "failing lines among every object" <<'B'
link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
addr add 10.0.0.1/24 dev v0
addr add 10.0.0.1/24 dev v0
route add 10.9.0.0/16 via 10.0.0.2
link set v1 up
link set v0 up
route add 10.9.0.0/16 via 10.0.0.2
neigh add 10.0.0.2 lladdr 02:00:00:00:00:02 dev nope
rule add pref 100 table 100
rule add pref 100 table 100
route add 10.8.0.0/16 dev v0 table 100
link add v0 type veth peer name v1
route add 10.7.0.0/16 dev v1
route show table all
B

# bad arguments end the batch, -force or not
batch "a bad prefix ends the batch" <<'B'
link add d0 address 02:00:00:00:00:03 type ifb
link set d0 up
route add 10.9.0.0/16 dev d0
route add 10.8.0.0/40 dev d0
route add 10.7.0.0/16 dev d0
B

batch "a bad gateway ends the batch" <<'B'
link add d0 address 02:00:00:00:00:03 type ifb
link set d0 up
route add 10.9.0.0/16 dev d0
route add 10.8.0.0/16 via 10.0.0.300
route add 10.7.0.0/16 dev d0
B

batch "an unknown table name ends the batch" <<'B'
link add d0 address 02:00:00:00:00:03 type ifb
link set d0 up
route add 10.9.0.0/16 dev d0
route add 10.8.0.0/16 dev d0 table bogus
route add 10.7.0.0/16 dev d0
B

batch "route flush with no arguments ends the batch" <<'B'
link add d0 address 02:00:00:00:00:03 type ifb
link set d0 up
route add 10.9.0.0/16 dev d0
route flush
route add 10.7.0.0/16 dev d0
B

batch "route add with no arguments ends the batch" <<'B'
link add d0 address 02:00:00:00:00:03 type ifb
link set d0 up
route add 10.9.0.0/16 dev d0
route add
route add 10.7.0.0/16 dev d0
B

batch "show, get, flush lines" <<'B'
link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
link add d0 address 02:00:00:00:00:03 type ifb
link set v0 up
link set v1 up
link set d0 up
addr add 10.0.0.1/24 dev v0
addr add 10.1.0.1/24 dev d0
route add 10.9.0.0/16 via 10.0.0.2 proto static
route add 10.8.0.0/16 dev d0 proto boot
route add 10.7.0.0/16 dev v0 table 100
route add blackhole 10.6.0.0/16
route add unreachable 10.5.0.0/16 table 100
route add prohibit 10.4.0.0/16
route add throw 10.3.0.0/16 table 100
route show
route show table 100
route show type blackhole
route show root 10.0.0.0/8
route show match 10.9.1.1
route show exact 10.8.0.0/16
route show scope link
route show proto boot
route show table local type local
route get 10.9.1.1
route get 10.6.1.1
route get 10.5.1.1
route get fibmatch 10.9.1.1
route get 10.9.1.1 connected
route get 10.8.1.1
route flush proto static
route flush dev d0
route show
route flush table 100
route show table 100
route flush table main
route show
route flush type blackhole
route show table all type prohibit
B

# iproute2 6.1's batch socket is not strict (no NETLINK_GET_STRICT_CHK,
# which a single command sets): the kernel answers the dump of a save
# without NLM_F_DUMP_FILTERED (0x20), which ours has, batch or not (a
# documented difference); the streams are compared without that bit
batch "save goes on" "" "perl $top/testsuite/savedump.pl route nodf" <<'B'
link add d0 address 02:00:00:00:00:03 type ifb
link set d0 up
addr add 10.0.0.1/24 dev d0
route add 10.9.0.0/16 via 10.0.0.2 proto static
route add 10.8.0.0/16 dev d0 metric 7 table 100
route save
route add 10.7.0.0/16 dev d0
B

# iproute2 6.1 remembers the last protocol (and scope) name it looked up
# with the number of the last lookup: after "proto 99", the name looked
# up before it means 99 for the rest of the batch ("proto static" below
# adds and flushes proto 99).  Line by line, the names mean themselves.
cat >"$IPT_TMP/names" <<'B'
link add d0 address 02:00:00:00:00:03 type ifb
link set d0 up
route add 10.1.0.0/16 dev d0 proto static
route add 10.2.0.0/16 dev d0 proto 99
route add 10.3.0.0/16 dev d0 proto static
route add 10.4.0.0/16 dev d0 scope link
route add 10.5.0.0/16 dev d0 scope 7
route add 10.6.0.0/16 dev d0 scope link
route show proto static
route flush proto static
route show
B
# (a documented difference: ours means what the names say, as iproute2
# line by line)
batch -l "names after numbers (iproute2 line by line)" <"$IPT_TMP/names"

batch "renamed and deleted links between route lines" <<'B'
link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
link set v0 up
route add 10.9.0.0/16 dev v0
link set v0 name w0
route show
route add 10.8.0.0/16 dev v0
route add 10.8.0.0/16 dev w0
link del w0
route show
link add w0 address 02:00:00:00:00:05 type veth peer name w1 address 02:00:00:00:00:06
link set w0 up
route add 10.7.0.0/16 dev w0
route show dev w0
route get 10.7.1.1
B

batch "-j" -j <<'B'
link add d0 address 02:00:00:00:00:03 type ifb
link set d0 up
route add 10.9.0.0/16 dev d0
route show
route add 10.8.0.0/16 dev d0 table 100
route show table all
route get 10.9.0.1
route flush table 100
route show table 100
B

# a run of plain "link del" lines is one kernel unregister: a route line
# after the run sees the devices gone, and routes on them gone with them
awk 'BEGIN {
	for (i = 0; i < 10; i++) {
		printf "link add a%d address 02:00:00:00:01:%02x type veth peer name b%d address 02:00:00:00:02:%02x\n", i, i, i, i
		printf "link set a%d up\n", i
		printf "route add 10.%d.0.0/16 dev a%d\n", i + 10, i
	}
	print "route show"
	for (i = 0; i < 9; i++)
		printf "link del a%d\n", i
	print "route add 10.99.0.0/16 dev a3"
	print "route show"
	print "route add 10.98.0.0/16 dev a9"
	print "link del a9"
	print "route show"
}' >"$IPT_TMP/gen"
batch "a coalesced link del run, then a route on a deleted device" <"$IPT_TMP/gen"
# (and it was coalesced: one RTM_DELLINK for the run's 9 lines, and the
# batch stops at the route line after it; LeakSanitizer cannot run
# under ptrace)
if command -v strace >/dev/null 2>&1; then
	ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 unshare -n \
		strace -f -X raw -e trace=sendmsg,sendto,sendmmsg -o "$IPT_TMP/co.st" \
		"$IP" -batch "$IPT_TMP/gen" >/dev/null 2>&1 </dev/null
	[ "$(grep -c 'nlmsg_type=0x11,' "$IPT_TMP/co.st")" -eq 1 ]
	ok $? "the link del run before the route line was coalesced (one RTM_DELLINK)"
else
	skip "the link del run was coalesced" "strace not installed"
fi

# the run deletes peers: the names the route lines use went with them
awk 'BEGIN {
	for (i = 0; i < 10; i++) {
		printf "link add a%d address 02:00:00:00:01:%02x type veth peer name b%d address 02:00:00:00:02:%02x\n", i, i, i, i
		printf "link set a%d up\n", i
		printf "route add 10.%d.0.0/16 dev a%d\n", i + 10, i
	}
	for (i = 0; i < 10; i++)
		printf "link del %s%d\n", (i % 2 ? "b" : "a"), i
	print "route del 10.12.0.0/16 dev a2"
	print "route get 10.13.0.1 oif a3"
	print "route get 10.12.0.1"
	print "route show"
}' >"$IPT_TMP/gen"
batch -c "a coalesced run of veth ends, then route lines on them" <"$IPT_TMP/gen"

# a failing line in the run: without -force nothing after it runs
awk 'BEGIN {
	for (i = 0; i < 10; i++) {
		printf "link add a%d address 02:00:00:00:01:%02x type veth peer name b%d address 02:00:00:00:02:%02x\n", i, i, i, i
		printf "link set a%d up\n", i
	}
	for (i = 0; i < 10; i++) {
		printf "link del a%d\n", i
		if (i == 5) print "link del nope"
	}
	print "route add 10.1.0.0/16 dev a1"
	print "route add 10.2.0.0/16 dev lo"
	print "route show"
}' >"$IPT_TMP/gen"
batch "a failing line in a coalesced run, then routes" <"$IPT_TMP/gen"

# "-n NAME" lines (ours only): routes inside namespaces
batch -l "-n lines: routes in named namespaces" <<'B'
netns add c1
netns add c2
link add vh1 address 02:00:00:00:00:11 type veth peer name eth0 address 02:00:00:00:01:11 netns c1
link add vh2 address 02:00:00:00:00:12 type veth peer name eth0 address 02:00:00:00:01:12 netns c2
-n c1 link set lo up
-n c1 link set eth0 up
-n c2 link set eth0 up
link set vh1 up
link set vh2 up
addr add 10.1.1.1/24 dev vh1
addr add 10.1.2.1/24 dev vh2
-n c1 addr add 10.1.1.2/24 dev eth0
-n c2 addr add 10.1.2.2/24 dev eth0
-n c1 route add default via 10.1.1.1
-n c2 route add default via 10.1.2.1 dev eth0 metric 5
-n c1 route add 10.50.0.0/16 via 10.1.1.1 table 100
-n c1 route show
-n c2 route show table local
-n c1 route get 10.9.9.9
-n c1 route show table 100
-n c1 route add default via 10.1.1.1
-n c2 route add 10.60.0.0/16 dev nope
-n c2 route add 10.61.0.0/16 via 10.9.9.9
route add 10.2.0.0/16 via 10.1.1.2
-n c1 route del default
-n c1 route show
-n c1 route flush table 100
-n c2 route replace default via 10.1.2.1 dev eth0 metric 5 proto static
route show
netns del c2
-n c1 route show table 100
B

batch -l "-n lines: a bad route line ends the batch" <<'B'
netns add c1
-n c1 link set lo up
-n c1 route add 10.9.0.0/16 dev lo
-n c1 route add 10.8.0.0/40 dev lo
-n c1 route add 10.7.0.0/16 dev lo
B

done_testing
