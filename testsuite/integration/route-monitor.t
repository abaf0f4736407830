#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The route printer on messages this kernel cannot easily make
# (testsuite/msgs/route-*.spec): through "monitor file" in every output
# mode and monitor selection, and as the answer to a route dump
# (testsuite/fakenl.c, RTM_GETROUTE 26) for "ip route show" in every
# output mode (JSON too, which must parse) and with every selector; then
# live route events (routes, multipath, nexthop routes, flushes, the
# kernel's routes of addresses, multicast forwarding entries) with both
# tools listening at once, each run in a fresh namespace.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/nhlib.sh"
. "$top/testsuite/monlib.sh"
ipt_require_ip
need kind_veth kind_ifb ipv6 nexthop jsonpp

# The specs name devices by index: 1 lo, 2 v1, 3 v0, 4 d1, 5 d0, 6 i0
# (the order NH_SETUP makes them in), 99 none.  Nexthop 1 and 2 are there
# for the "nh_info" of -d; 77 is not.
nh_setup_here || bail "set-up failed"
"$REF_IP" nexthop add id 1 via 10.0.0.2 dev v0 >/dev/null 2>&1 &&
"$REF_IP" nexthop add id 2 blackhole >/dev/null 2>&1 || bail "nexthop set-up failed"
for _d in 1:lo 2:v1 3:v0 4:d1 5:d0 6:i0; do
	_n=$("$REF_IP" -o link show dev "${_d#*:}" 2>/dev/null | cut -d: -f1)
	[ "$_n" = "${_d%%:*}" ] || bail "${_d#*:} has index $_n, not ${_d%%:*}"
done

MSGS=$top/testsuite/msgs

# ---- helpers ----

# json_ok DESC FILE: one test, FILE parses as JSON
# (never TODO: ours must parse whatever else differs)
json_ok() {
	_jt=${IPT_TODO:-}
	IPT_TODO=
	if json_parses "$2"; then
		pass "$1: JSON parses"
	else
		fail "$1: JSON parses"
		head -c 600 "$2" | sed 's/^/# /'
		echo
	fi
	IPT_TODO=$_jt
}

# rfake SPEC ARGS...: dfake of a route dump; with -j, also a test that
# ours parses as JSON, and a note when iproute2's does not.
rfake() {
	_rs=$1
	shift
	dfake 26 "$_rs" "$@"
	[ -f "$top/${BUILD:-build}/testsuite/fakenl.so" ] || return 0
	case " $* " in
	*" -j "*)
		json_ok "fake ${_rs##*/}: ip $*" "$IPT_TMP/f.got.out"
		json_parses "$IPT_TMP/f.ref.out" ||
			diag "note: iproute2's JSON for ip $* on ${_rs##*/} does not parse"
		;;
	esac
}

# rfake_fixed SED SPEC ARGS...: dfake, but iproute2's stdout is first
# mended by the sed -E script SED (for its invalid JSON); ours must parse.
rfake_fixed() {
	_sed=$1 _rs=$2
	shift 2
	_so=$top/${BUILD:-build}/testsuite/fakenl.so
	if [ ! -f "$_so" ]; then
		skip "fake ${_rs##*/}: ip $*" "no $_so"
		return 0
	fi
	perl "$top/testsuite/nlgen.pl" <"$_rs" >"$IPT_TMP/fx.bin" || { fail "nlgen $_rs"; return 1; }
	for _w in ref got; do
		if [ $_w = ref ]; then _tool=$REF_IP; else _tool=$IP; fi
		env LD_PRELOAD="$_so" FAKENL_TYPE=26 FAKENL_FILE="$IPT_TMP/fx.bin" \
		    ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0" \
		    timeout "$IPT_TIMEOUT" "$_tool" "$@" \
		    >"$IPT_TMP/fx.$_w.out" 2>"$IPT_TMP/fx.$_w.err" </dev/null
		echo $? >"$IPT_TMP/fx.$_w.rc"
	done
	if json_parses "$IPT_TMP/fx.ref.out"; then
		diag "note: iproute2's JSON for ip $* on ${_rs##*/} parses now"
	fi
	sed -E "$_sed" "$IPT_TMP/fx.ref.out" >"$IPT_TMP/fx.ref.fixed" &&
		mv "$IPT_TMP/fx.ref.fixed" "$IPT_TMP/fx.ref.out"
	# (and its missing last newline)
	[ -z "$(tail -c 1 "$IPT_TMP/fx.ref.out")" ] || echo >>"$IPT_TMP/fx.ref.out"
	cmp_run "fake ${_rs##*/}: ip $* (iproute2's JSON mended)" "$IPT_TMP/fx.got" "$IPT_TMP/fx.ref"
	json_ok "fake ${_rs##*/}: ip $*" "$IPT_TMP/fx.got.out"
}

# dmsgs_ts SPEC OPTS...: dmsgs for options that print timestamps, masked
dmsgs_ts() {
	_ts=$1
	shift
	perl "$top/testsuite/nlgen.pl" <"$_ts" >"$IPT_TMP/ts.bin" || { fail "nlgen $_ts"; return 1; }
	for _o in "$@"; do
		# shellcheck disable=SC2086
		run_tool "$IPT_TMP/ts.ref" "$REF_IP" $_o file "$IPT_TMP/ts.bin"
		# shellcheck disable=SC2086
		run_tool "$IPT_TMP/ts.got" "$IP" $_o file "$IPT_TMP/ts.bin"
		for _x in ref got; do
			sed -E 's/Timestamp: .* [0-9]+ usec$/Timestamp: T/;
				s/\[[0-9]{4}-[0-9T:.-]+\] /[T] /g' "$IPT_TMP/ts.$_x.out" >"$IPT_TMP/ts.$_x.m" &&
				mv "$IPT_TMP/ts.$_x.m" "$IPT_TMP/ts.$_x.out"
		done
		cmp_run "${_ts##*/}: ip $_o file (times masked)" "$IPT_TMP/ts.got" "$IPT_TMP/ts.ref"
	done
}

# ours_only SPEC OPTS...: our ip alone (where iproute2 loops or reads past
# the message): "monitor file" with OPTS, then route dumps; each must end
# in time with status 0, JSON must parse.
ours_only() {
	_os=$1
	shift
	_so=$top/${BUILD:-build}/testsuite/fakenl.so
	perl "$top/testsuite/nlgen.pl" <"$_os" >"$IPT_TMP/o.bin" || { fail "nlgen $_os"; return 1; }
	for _o in "$@"; do
		case $_o in
		*monitor*) _args="$_o file $IPT_TMP/o.bin" ;;
		*) _args="$_o monitor file $IPT_TMP/o.bin" ;;
		esac
		# shellcheck disable=SC2086
		run_tool "$IPT_TMP/o" "$IP" $_args
		ok "$(test "$(cat "$IPT_TMP/o.rc")" = 0 && test -s "$IPT_TMP/o.out"; echo $?)" \
			"${_os##*/}: ours alone: ip $_o monitor file ends, status 0"
	done
	[ -f "$_so" ] || { skip "${_os##*/}: ours alone, dumps" "no $_so"; return 0; }
	for _o in "route show table all" "-d -s route show table all" "-j route show table all" \
		  "-j -p -d -s route show table all" "route show table all cache" \
		  "-j route show table all cache" "-M -j route show" "-o route show table all"; do
		# shellcheck disable=SC2086
		env LD_PRELOAD="$_so" FAKENL_TYPE=26 FAKENL_FILE="$IPT_TMP/o.bin" \
		    ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0" \
		    timeout "$IPT_TIMEOUT" "$IP" $_o >"$IPT_TMP/o.out" 2>"$IPT_TMP/o.err" </dev/null
		ok $? "${_os##*/}: ours alone: ip $_o ends, status 0"
		case " $_o " in
		*" -j "*) json_ok "${_os##*/}: ours alone: ip $_o" "$IPT_TMP/o.out" ;;
		esac
	done
}

# ---- saved messages through "monitor file" ----
MODES='|-d|-s|-s -s|-o|-j|-N|-c|-4|-6|-M|-d -s -s|monitor label|monitor route|monitor route label|-d monitor label|monitor mroute label|monitor link route|monitor all-nsid|monitor all|-4 monitor route label|-6 monitor label route|monitor route dev v0|monitor route dev d0|monitor mroute dev v0|-s monitor mroute route label'
msgs_all_spec() {
	_spec=$1
	_old=$IFS
	IFS='|'
	# shellcheck disable=SC2086
	set -- "$_spec" $MODES
	IFS=$_old
	dmsgs "$@"
}

for s in basic metrics multipath cache mpls mroute truncated cachebits; do
	msgs_all_spec "$MSGS/route-$s.spec"
done
dmsgs_ts "$MSGS/route-basic.spec" "-t monitor route" "-ts monitor label" "-t monitor"
dmsgs_ts "$MSGS/route-mroute.spec" "-t monitor route mroute" "-ts monitor label"

# every object in one file, as the monitor of everything reads it
cat "$MSGS/route-basic.spec" "$MSGS/link-basic.spec" "$MSGS/addr-basic.spec" \
    "$MSGS/route-mroute.spec" "$MSGS/nexthop-basic.spec" "$MSGS/route-multipath.spec" \
    "$MSGS/rule-basic.spec" "$MSGS/route-mpls.spec" >"$IPT_TMP/mixed.spec"
dmsgs "$IPT_TMP/mixed.spec" "" "-d" "monitor label" "monitor all" "monitor route" \
	"monitor route label" "monitor link route label" "monitor mroute route label" \
	"-o monitor label" "-4 monitor label" "-6 monitor label" "monitor label dev v0"

# ---- the same messages as route dumps ----
B=$MSGS/route-basic.spec
for a in "route show table all" "-j route show table all" "-j -p -d route show table all" \
	 "-s route show table all" "-s -s route show table all" "-s -j route show table all" \
	 "-d route show table all" "-6 route show table all" "-4 route show table all" \
	 "-M route show table all" "route show" "route list" "-j route show" \
	 "route show table local" "route show table main" "route show table default" \
	 "route show table 100" "route show table 100000" "route show table 1000" \
	 "route show cache" "route show table all cache" \
	 "route show table all type unicast" "route show table all type blackhole" \
	 "route show table all type local" "route show table all type multicast" \
	 "route show table all proto static" "route show table all proto 250" \
	 "route show table all proto boot" "route show table all proto all" \
	 "route show table all scope link" "route show table all scope host" \
	 "route show table all scope all" \
	 "-o route show table all" "-c route show table all" "-c -j route show table all" \
	 "-N -d route show table all" "-N -j route show table all" \
	 "route show table all dev v0" "-j route show table all dev v0" \
	 "route show table all oif d0" "route show table all iif v1" \
	 "route show table all via 10.0.0.2" "route show table all via 10.0.0.0/24" \
	 "-6 route show table all via fe80::1" "route show table all via inet6 fe80::1" \
	 "route show table all src 10.0.0.1" "-6 route show table all src 2001:db8::1" \
	 "route show table all realms 3/4" "route show table all realms 7" \
	 "route show table all realms 65535/" "route show table all realms /1" \
	 "route show table all mark 5" "route show table all mark 0x1234" \
	 "route show table all metric 1024" "route show table all metric 0" \
	 "route show table all tos 0x10" "route show table all dsfield 0xfc" \
	 "route show table all to root 10.0.0.0/8" "route show table all to match 10.2.3.4" \
	 "route show table all to exact 10.2.0.0/16" "route show table all 10.2.0.0/16" \
	 "route show table all root 10.70.0.0/16" "route show table all match 10.70.64.1" \
	 "route show table all from root 10.3.0.0/16" "route show table all from match 10.3.0.5" \
	 "route show table all from exact 10.3.0.0/24" "route show table all from 0/7" \
	 "-6 route show table all to root 2001:db8::/32" "-6 route show table all match 2001:db8:83::1" \
	 "route show table all to 0/8" "route show table all default" \
	 "-d route show table all type unicast proto static dev v0" \
	 "route show table all exact 0/0"; do
	# shellcheck disable=SC2086
	rfake "$B" $a
done
for s in metrics multipath mpls mroute truncated; do
	for a in "route show table all" "-j route show table all" "-j -p -d -s route show table all" \
		 "-s -s route show table all" "-d route show table all" "-o route show table all" \
		 "-N -d route show table all" "route show" "-6 route show table all" \
		 "-M route show" "-M -j route show" "-M -d route show table all" \
		 "route show table all dev v0" "route show table all via 10.0.0.2" \
		 "-6 route show table all via fe80::1" "route show table all realms 2/3" \
		 "route show table all cache"; do
		# shellcheck disable=SC2086
		rfake "$MSGS/route-$s.spec" $a
	done
done
for a in "route show cache" "route show table all cache" "route show cached" \
	 "route show table all cloned" "-j route show cache" "-j -p -s route show cache" \
	 "-s route show cache" "-s -s route show cache" "-d route show cache" \
	 "-o route show cache" "-c route show cache" "-N -d route show cache" \
	 "-4 route show cache" "-6 route show cache" "-6 -j route show cache" \
	 "route show cache 10.5.1.0/24" "route show cache dev v0" "route show cache iif v0" \
	 "route show cache type multicast" "route show cache from 10.0.0.2" \
	 "route show table all" "-j route show table all"; do
	# shellcheck disable=SC2086
	rfake "$MSGS/route-cache.spec" $a
done
# unnamed cache flags: iproute2's JSON puts "flags":"HEX" inside the
# "cache" array (not JSON); ours puts "HEX" there
for a in "route show cache" "-s -d route show cache" "-o route show cache"; do
	# shellcheck disable=SC2086
	rfake "$MSGS/route-cachebits.spec" $a
done
rfake_fixed 's/"flags":"([0-9a-f]+)"\]/"\1"]/g' "$MSGS/route-cachebits.spec" -j route show cache
rfake_fixed 's/"flags":"([0-9a-f]+)"\]/"\1"]/g' "$MSGS/route-cachebits.spec" -j -s route show cache
rfake_fixed ':a;N;$!ba;s/\[ \n +"flags": "([0-9a-f]+)" \]/[ "\1" ]/g;s/,\n +"flags": "([0-9a-f]+)" \]/,"\1" ]/g' \
	"$MSGS/route-cachebits.spec" -j -p route show cache

# ---- odd values and damaged messages, as iproute2 reads them ----
# a negative expiry (an expired IPv6 route not yet removed)
msgs_all_spec "$MSGS/route-expired.spec"
for a in "route show" "-j route show" "route show cache" "-j route show cache"; do
	# shellcheck disable=SC2086
	rfake "$MSGS/route-expired.spec" $a
done
# interface index 0: "*"
msgs_all_spec "$MSGS/route-ifzero.spec"
for a in "route show" "-j route show" "-d route show table all"; do
	# shellcheck disable=SC2086
	rfake "$MSGS/route-ifzero.spec" $a
done
# short attributes: read on into their padding
dmsgs "$MSGS/route-shortattr.spec" "" "-d" "monitor label"
rfake "$MSGS/route-shortattr.spec" route show table all
rfake "$MSGS/route-shortattr.spec" -j route show table all
# a nexthop shorter than its header: the walk goes on by its length
dmsgs "$MSGS/route-nhlen.spec" "" "-d" "-o" "monitor label"
rfake "$MSGS/route-nhlen.spec" route show table all
rfake "$MSGS/route-nhlen.spec" -j route show table all
# attributes that do not fill their area: "!!!Deficit N, rta_len=M"
dmsgs "$MSGS/route-deficit.spec" "" "-d" "monitor label"
rfake "$MSGS/route-deficit.spec" route show table all
rfake "$MSGS/route-deficit.spec" -j route show table all
# a message shorter than rtmsg ends "monitor file" (status 1)
dmsgs "$MSGS/route-shortmsg.spec" "" "-d" "monitor label" "monitor route"
# the same as a dump: both stop ("Dump terminated", status 2); ours
# closes its JSON array, iproute2 leaves it open
rfake "$MSGS/route-shortmsg.spec" route show table all
rfake "$MSGS/route-shortmsg.spec" -d route show table all
rfake_fixed '$s/$/]/' "$MSGS/route-shortmsg.spec" -j route show table all

# ---- what iproute2 cannot print: ours alone ----
ours_only "$MSGS/route-loop.spec" "" "-d" "-s" "-j" "-o" "monitor label" "-s -d monitor label" \
	"monitor mroute label"

# ---- live events ----
# Each run in a fresh namespace: NH_SETUP, both tools listening, the
# events, then both stopped.
# (IPv6 off by default, as lib.sh has it: no link-local addresses
# coming up while the events run)
{ printf 'ref() { "%s" "$@"; }\n' "$REF_IP"
  echo 'echo 1 >/proc/sys/net/ipv6/conf/default/disable_ipv6'
  echo 'echo 1 >/proc/sys/net/ipv6/conf/all/disable_ipv6'
  printf '%s\n' "$NH_SETUP"
  # an address on a veth whose carrier the link watch has not yet seen
  # comes up later, with its local route: wait for both local routes, so
  # that no set-up event reaches one monitor and not the other
  echo 'i=0; while [ $i -lt 100 ] && [ "$(ref -6 route show table local | grep -c "^local 2001:db8:")" != 2 ]; do sleep 0.05; i=$((i + 1)); done'
} >"$IPT_TMP/livesetup"

# multicast forwarding entries (MRT_INIT, MRT_ADD_VIF, MRT_ADD_MFC,
# MRT_DEL_MFC on a raw IGMP socket): lines "vif N IFINDEX", "add SRC GRP
# PARENT TTL...", "del SRC GRP PARENT", "sleep S"
cat >"$IPT_TMP/mroute.py" <<'EOF'
import socket, struct, sys, time
s = socket.socket(socket.AF_INET, socket.SOCK_RAW, socket.IPPROTO_IGMP)
s.setsockopt(socket.IPPROTO_IP, 200, struct.pack('i', 1))
def mfc(op, src, grp, parent, ttls):
    t = bytes(ttls + [0] * (32 - len(ttls)))
    s.setsockopt(socket.IPPROTO_IP, op, struct.pack('=4s4sH32sIIIi', socket.inet_aton(src),
                 socket.inet_aton(grp), parent, t, 0, 0, 0, 0) + b'\0\0')
for line in sys.stdin:
    w = line.split()
    if not w:
        continue
    if w[0] == 'vif':
        s.setsockopt(socket.IPPROTO_IP, 202, struct.pack('=HBBIi4s', int(w[1]), 8, 1, 0,
                     int(w[2]), b'\0' * 4))
    elif w[0] == 'add':
        mfc(204, w[1], w[2], int(w[3]), [int(x) for x in w[4:]])
    elif w[0] == 'del':
        mfc(205, w[1], w[2], int(w[3]), [])
    elif w[0] == 'sleep':
        time.sleep(float(w[1]))
EOF

EVENTS='ref route add 10.10.0.0/16 via 10.0.0.2 dev v0 mtu lock 1400 advmss 1300 rtt 100ms rttvar 2s initcwnd 10 features ecn congctl lock reno metric 5 proto static
ref route add 10.11.0.0/16 nexthop via 10.0.0.2 dev v0 weight 2 nexthop via 10.1.0.2 dev d0 realms 2/3
ref route add blackhole 10.12.0.0/16
ref route add unreachable 10.13.0.0/16 table 100
ref route add prohibit 10.14.0.0/16 table 1000 metric 7
ref route add 10.15.0.0/16 dev v0 table 100000 src 10.0.0.1 realms 3/4 scope link
ref route add 10.16.0.0/24 via 10.0.0.2 tos 0x10 table 100
ref route add throw 10.17.0.0/16 table 100
ref route add local 10.18.0.1 dev v0 table local
ref route add 10.19.0.0/16 via 10.0.0.2 onlink dev d0 quickack 1 rto_min 300ms hoplimit 9
ref route change 10.10.0.0/16 via 10.0.0.3 dev v0 mtu 1300 metric 5 proto static
ref route replace 10.12.0.0/16 via 10.1.0.2
ref route append 10.12.0.0/16 via 10.0.0.9 metric 3
ref -6 route add 2001:db8:10::/48 via 2001:db8::2 dev v0 metric 100 pref high hoplimit 5 mtu 1400
ref -6 route add 2001:db8:11::/48 nexthop via 2001:db8::2 dev v0 nexthop via 2001:db8:1::2 dev d0
ref -6 route append 2001:db8:11::/48 via 2001:db8::3 dev v0
ref -6 route add blackhole 2001:db8:12::/48 table 10
ref -6 route add unreachable 2001:db8:13::/48 metric 9
ref -6 route add 2001:db8:14::/48 from 2001:db8:99::/48 dev d0
ref -6 route add 2001:db8:15::/48 dev v0 expires 300
ref nexthop add id 1 via 10.0.0.2 dev v0
ref nexthop add id 2 via 10.1.0.2 dev d0
ref nexthop add id 3 group 1/2
ref nexthop add id 6 via 2001:db8::2 dev v0
ref route add 10.20.0.0/16 nhid 1
ref route add 10.21.0.0/16 nhid 3 table 100
ref -6 route add 2001:db8:20::/48 nhid 6
sleep 0.3
ref route del 10.11.0.0/16
ref -6 route del 2001:db8:10::/48
ref route del 10.20.0.0/16
ref route del 10.21.0.0/16 table 100
ref route flush table 100
ref -6 route flush table 10
ref addr add 10.30.0.1/24 dev d0
ref addr add 10.31.0.1/24 brd + dev v0
ref addr del 10.30.0.1/24 dev d0
ref -6 addr add 2001:db8:30::1/64 dev d0 nodad
ref -6 addr del 2001:db8:30::1/64 dev d0
ref link set d0 down
ref link set d0 up
sleep 0.3
ref nexthop flush'
# multicast forwarding entries where the kernel routes IPv4 multicast
if ipt_have mroute4 && ipt_have python3; then
	EVENTS="$EVENTS"'
printf "vif 0 3\nvif 1 5\nvif 2 2\nadd 10.0.0.2 239.1.1.1 0 0 1 3\nadd 10.0.0.3 239.1.1.2 1 2 0 1\nsleep 0.1\ndel 10.0.0.2 239.1.1.1 0\n" | "$PYTHON3" "$MROUTE_PY"'
	MROUTE_LIVE=1
else
	MROUTE_LIVE=
	MROUTE_WHY=$IPT_WHY
fi
printf 'ref() { "%s" "$@"; }\nMROUTE_PY=%s\n%s\n' "$REF_IP" "$IPT_TMP/mroute.py" "$EVENTS" >"$IPT_TMP/events"

live() {	# live DESC MONITOR-ARGS...
	_desc=$1
	shift
	rm -f "$IPT_TMP/live.got" "$IPT_TMP/live.ref" "$IPT_TMP/live.rc"
	LIVE_TMP=$IPT_TMP unshare -n sh -c '
		sh -e "$LIVE_TMP/livesetup" >/dev/null 2>&1 || exit 97
		"$IP" "$@" >"$LIVE_TMP/live.got" 2>&1 &
		p1=$!
		"$REF_IP" "$@" >"$LIVE_TMP/live.ref" 2>&1 &
		p2=$!
		sleep 0.5
		sh -e "$LIVE_TMP/events" >"$LIVE_TMP/live.ev" 2>&1
		echo $? >"$LIVE_TMP/live.rc"
		sleep 0.7
		kill $p1 $p2
		wait $p1 $p2 2>/dev/null
		exit 0' sh "$@" || { fail "live: $_desc (set-up failed)"; return 1; }
	if [ "$(cat "$IPT_TMP/live.rc" 2>/dev/null)" != 0 ]; then
		diag "live: the events stopped early:"
		tail -n 3 "$IPT_TMP/live.ev" | sed 's/^/# /'
	fi
	live_cmp "$_desc"
}

live "route" monitor route
live "label route" monitor label route
live "-4" -4 monitor route
live "-6" -6 monitor route
live "-d" -d monitor route
live "-d label" -d monitor label route
live "-o" -o monitor route
live "-j" -j monitor route
live "-N" -N monitor route
live "-s" -s monitor route mroute
live "-t" -t monitor route
live "-ts label" -ts monitor label route
live "route dev v0" monitor route dev v0
live "route address label" monitor route address label
live "mroute route label" monitor mroute route label
if [ -n "$MROUTE_LIVE" ]; then
	live "mroute" monitor mroute
else
	skip "live: mroute" "$MROUTE_WHY"
fi
live "route nexthop label" monitor route nexthop label
live "every object of ours" monitor link address route mroute neigh netconf rule nexthop label

done_testing
