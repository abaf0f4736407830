#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip monitor rule": saved messages (testsuite/msgs/rule-*.spec) through
# "monitor file" in every output mode, the same messages as rule dumps
# (testsuite/fakenl.c: JSON too), and live events with both tools
# listening at once in this namespace.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/monlib.sh"
ipt_require_ip
need ipv6

# ---- saved messages ----
for spec in "$top"/testsuite/msgs/rule-*.spec; do
	dmsgs "$spec" "" "-d" "-N" "-c" "-o" "-4" "-6" "-j" "-s" \
		"monitor label" "monitor rule" "monitor rule label" \
		"-d monitor label" "-4 monitor rule label" "-6 monitor label rule" \
		"monitor link rule" "monitor all-nsid"
done
# every object's messages in one file, as the monitor of all objects
# reads them
cat "$top"/testsuite/msgs/rule-basic.spec "$top"/testsuite/msgs/link-basic.spec \
    "$top"/testsuite/msgs/addr-basic.spec "$top"/testsuite/msgs/neigh-basic.spec \
    "$top"/testsuite/msgs/rule-actions.spec >"$IPT_TMP/mixed.spec"
dmsgs "$IPT_TMP/mixed.spec" "" "monitor label" "-4 monitor label" "monitor rule" \
	"monitor link rule label" "-o monitor label"

# the same messages answering a rule dump: JSON as well
for spec in rule-basic rule-actions rule-odd; do
	for o in "" "-j" "-j -p" "-d -j" "-N" "-N -j" "-c" "-d"; do
		# shellcheck disable=SC2086
		dfake 34 "$top/testsuite/msgs/$spec.spec" $o rule show
	done
	dfake 34 "$top/testsuite/msgs/$spec.spec" -j rule show pref 200
	dfake 34 "$top/testsuite/msgs/$spec.spec" rule show iif lo
	dfake 34 "$top/testsuite/msgs/$spec.spec" rule show table main
	dfake 34 "$top/testsuite/msgs/$spec.spec" rule show from 10.0.0.0/8
	dfake 34 "$top/testsuite/msgs/$spec.spec" -6 rule show
done

# ---- live events ----
live_undo() {	# back to the state before, unheard
	"$REF_IP" rule flush
	"$REF_IP" -6 rule flush
	"$REF_IP" rule add pref 32766 table main
	"$REF_IP" rule add pref 32767 table default
	"$REF_IP" -6 rule add pref 32766 table main
}

"$REF_IP" link set lo up || bail "set-up failed"
EVENTS='ref rule add from 10.0.0.0/8 table 100 pref 100
ref rule add not from 10.1.0.0/16 to 10.2.0.0/16 tos 0x10 fwmark 0x5/0xff iif lo oif eth0 pref 200 table 1000
ref rule add uidrange 100-200 ipproto tcp sport 1000-2000 dport 80 protocol static realms 3/4 pref 300
ref rule add l3mdev pref 400
ref rule add blackhole pref 500
ref rule add goto 600 pref 501
ref rule add nop pref 600
ref rule add tun_id 5 pref 506 suppress_prefixlength 8
ref -6 rule add from 2001:db8::/32 table 10 pref 100
ref -6 rule add to 2001:db8::1 ipproto udp dport 53 prohibit pref 101
ref rule del pref 100
ref -6 rule del pref 101
ref rule del pref 600
ref addr add 10.9.0.1/24 dev lo
ref addr del 10.9.0.1/24 dev lo
ref rule flush
ref -6 rule flush'
printf 'ref() { "%s" "$@"; }\n%s\n' "$REF_IP" "$EVENTS" >"$IPT_TMP/events"

live "rule" monitor rule
live "label" monitor label rule
live "-4" -4 monitor rule
live "-6" -6 monitor rule
live "-d" -d monitor rule
live "-N" -N monitor rule
live "-o" -o monitor rule
live "-j" -j monitor rule
live "-t" -t monitor rule
live "-ts label" -ts monitor label rule
live "rule address" monitor rule address label
live "link address neigh rule" monitor link address neigh rule
live "all-nsid" monitor rule all-nsid

done_testing
