#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip mroute": show / list / lst / bare with every selector (to, from,
# iif, table) and family, in every output mode, both tools on the same
# state: this kernel's (empty, or an IPv6 multicast cache built by a
# python3 MRT6 socket where the kernel has IPv6 multicast routing), and
# dumps answered from saved messages (testsuite/msgs/mroute-*.spec), so
# the IPv4 and IPv6 formats are checked on any kernel; bad input with
# the state checked unchanged; batch files, -n NAME, no fallback.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip

"$REF_IP" link set lo up

MODES="- -4 -6 -j -j_-p -6_-j -6_-j_-p -s -6_-s -d -6_-d -o -6_-o -br -c -N -s_-d -0 -M -f_link"
modes() {	# modes CMD...: CMD after each set of options
	for _m in $MODES; do
		case $_m in -) _m= ;; esac
		_m=$(echo "$_m" | tr _ ' ')
		# shellcheck disable=SC2086
		dshow $_m "$@"
	done
}

# ---- this kernel's state ----
# (without multicast routing the IPv6 dump falls back to every route:
# lo's are not multicast, and both tools end the dump on them)
modes mroute
for cmd in show list lst sh l s ls; do
	dshow mroute $cmd
	dshow -6 mroute $cmd
done
for sel in "default" "to default" "to all" "any" "from default" "from any" \
	   "iif lo" "table all" "table main" "table default" "table local" \
	   "table 253" "table 0x10" "table 0" "table unspec" "table 4294967295" \
	   "t all" "ta 5" "f default" "fr any" "to default from all iif lo table all"; do
	dshow mroute show $sel
	dshow -6 mroute show $sel
	dshow -j mroute show $sel
done

# ---- errors: iproute2's messages and status, nothing changed ----
for bad in "show 239.1.1.1" "show to 224.0.0.0/4" "show from 10.0.0.1" \
	   "show ff00::/8" "show from ::1" "show bogus" "show 1.2.3.4/40" \
	   "show iif nosuch" "show iif lo iif bogus" "show iif if1" "show iif" \
	   "show table bogus" "show table -1" "show table 4294967296" \
	   "show table" "show from" "show to" "show table help" "show to help" \
	   "show help" "show h" "help" "h" "foo" "add" "flush" "show to ''" \
	   "''" "show ''"; do
	eval "derr mroute $bad"
	eval "derr -6 mroute $bad"
done
# other families show nothing, whatever the words
dshow -0 mroute show bogus
dshow -f link mroute show 1.2.3.4 iif nosuch
dshow -M mroute table
dshow -f bridge -j mroute

# ---- saved dumps: the formats, the selectors, the end on a bad entry ----
for spec in "$top"/testsuite/msgs/mroute-show.spec "$top"/testsuite/msgs/route-mroute.spec; do
	for m in $MODES -s_-j -s_-j_-p -6_-s_-j_-p -6_-s_-d -s_-d_-o -c_-s -6_-c; do
		case $m in -) m= ;; esac
		m=$(echo "$m" | tr _ ' ')
		# shellcheck disable=SC2086
		dfake 26 "$spec" $m mroute show
	done
	for sel in "table all" "table main" "table 100" "table default" "iif lo" \
		   "table all iif lo" "default" "from any"; do
		dfake 26 "$spec" -s mroute show $sel
		dfake 26 "$spec" -6 -s mroute show $sel
		dfake 26 "$spec" -d mroute list $sel
		dfake 26 "$spec" -6 -d -j mroute lst $sel
	done
	dfake 26 "$spec" mroute
	dfake 26 "$spec" -6 mroute
done
# a message shorter than a route's header ends the dump
cat >"$IPT_TMP/mroute-short.spec" <<'E'
msg RTM_NEWROUTE
hdr u8 128 u8 32 u8 32 u8 0 u8 253 u8 17 u8 0 u8 5 u32 0
2 ip4 10.0.0.2
1 ip4 239.1.2.3
3 u32 1
15 u32 253
msg RTM_NEWROUTE
hdr u8 128 u8 32
E
dfake 26 "$IPT_TMP/mroute-short.spec" mroute show
dfake 26 "$IPT_TMP/mroute-short.spec" -j mroute show
# the monitor prints these the same way (the one printer)
dmsgs "$top/testsuite/msgs/mroute-show.spec" "" "-s" "-d" "-o" "monitor mroute" \
	"monitor mroute dev lo"

# ---- a real IPv6 multicast cache ----
mr6() {	# what a multicast routing daemon would set: two MIFs, two MFC entries
	"$PYTHON3" - "$IPT_TMP/mr6.ready" <<'PY' &
import socket, struct, sys, time
s = socket.socket(socket.AF_INET6, socket.SOCK_RAW, socket.IPPROTO_ICMPV6)
s.setsockopt(socket.IPPROTO_IPV6, 200, struct.pack("i", 1))      # MRT6_INIT
for mif, dev in enumerate(("m0", "m1")):
    s.setsockopt(socket.IPPROTO_IPV6, 202,                       # MRT6_ADD_MIF
                 struct.pack("@HBBHI", mif, 0, 1, socket.if_nametoindex(dev), 0))
def sa(a):
    return struct.pack("@HHI16sI", socket.AF_INET6, 0, 0,
                       socket.inet_pton(socket.AF_INET6, a), 0)
for src, grp, oifs in (("2001:db8::1", "ff0e::1", 2), ("2001:db8::2", "ff0e::2", 0)):
    s.setsockopt(socket.IPPROTO_IPV6, 204,                       # MRT6_ADD_MFC
                 sa(src) + sa(grp) + struct.pack("@H2x8I", 0, oifs, 0, 0, 0, 0, 0, 0, 0))
open(sys.argv[1], "w").close()
time.sleep(120)
PY
	MR6_PID=$!
	for _i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
		[ -e "$IPT_TMP/mr6.ready" ] && return 0
		kill -0 "$MR6_PID" 2>/dev/null || return 1
		sleep 0.1
	done
	return 1
}
if want "mroute6 python3" "a real IPv6 multicast cache (MRT6 socket)"; then
	"$REF_IP" link add m0 type dummy && "$REF_IP" link add m1 type dummy &&
	"$REF_IP" link set m0 up && "$REF_IP" link set m1 up
	if mr6; then
		# (the age ticks: masked)
		IPT_SHOW_MASK='s/Age [0-9.]+/Age T/; s/"expires":[0-9.e+-]+/"expires":T/; s/"expires": [0-9.e+-]+/"expires": T/'
		MODES="-6 -6_-j -6_-j_-p -6_-s -6_-d -6_-o -6_-s_-j -6_-c -6_-N"
		modes mroute show
		for sel in "iif m0" "iif m1" "iif lo" "table all" "table default" "table 5"; do
			dshow -6 -s mroute show $sel
		done
		IPT_SHOW_MASK=
		kill "$MR6_PID" 2>/dev/null
		wait "$MR6_PID" 2>/dev/null
	else
		fail "MRT6 socket set-up"
	fi
fi
if want mroute4 "a real IPv4 multicast cache"; then
	dshow mroute show table all
	dshow -s mroute show
fi

# ---- batch, -n NAME, no fallback ----
cat >"$IPT_TMP/mr.batch" <<'E'
mroute
mroute show
-6 mroute list table all
mroute lst iif lo
mroute show table bogus
mroute show iif nosuch
mroute show default from any
mroute help
E
dshow -batch "$IPT_TMP/mr.batch"
dshow -force -batch "$IPT_TMP/mr.batch"
dshow -j -force -batch "$IPT_TMP/mr.batch"
grep -v help "$IPT_TMP/mr.batch" | grep -v bogus | grep -v nosuch >"$IPT_TMP/mr2.batch"
dshow -batch "$IPT_TMP/mr2.batch"
# (a fresh namespace, lo down: no route ends the IPv4 dumps there)
ns_script -r "ip -n NAME mroute, batch" <<E
ip -batch $IPT_TMP/mr.batch
ip -force -batch $IPT_TMP/mr.batch
ip -j -force -batch $IPT_TMP/mr.batch
ip -6 -s -force -batch $IPT_TMP/mr2.batch
ref netns add mr
ip -n mr mroute
ip -n mr mroute show table all
ip -n mr -6 mroute show
ip -n mr -j mroute show iif lo
ip -n mr mroute show iif nosuch
ip -n nosuch mroute
E
run_tool "$IPT_TMP/fb.ref" "$REF_IP" -6 -j mroute show table all
IP_FALLBACK=/bin/false run_tool "$IPT_TMP/fb.got" "$IP" -6 -j mroute show table all
cmp_run "fallback /bin/false: -6 -j mroute show table all" "$IPT_TMP/fb.got" "$IPT_TMP/fb.ref"
run_tool "$IPT_TMP/fb.ref" "$REF_IP" -s mroute show to default iif lo table 5
IP_FALLBACK=/bin/false run_tool "$IPT_TMP/fb.got" "$IP" -s mroute show to default iif lo table 5
cmp_run "fallback /bin/false: -s mroute show to default iif lo table 5" "$IPT_TMP/fb.got" "$IPT_TMP/fb.ref"

done_testing
