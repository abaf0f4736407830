#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip monitor nexthop" (and the objects beside it): saved messages
# (testsuite/msgs/*.spec) through "monitor file" in every output mode,
# alone and mixed with the other objects' (the all-objects monitor); live
# events with both tools listening at once in this namespace.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/nhlib.sh"
. "$top/testsuite/monlib.sh"
ipt_require_ip
need kind_veth kind_ifb ipv6 nexthop

"$REF_IP" link set lo up || bail "set-up failed"

# ---- saved messages ----
for spec in "$top"/testsuite/msgs/nexthop-*.spec; do
	dmsgs "$spec" "" "-d" "-s" "-o" "-br" "-4" "-6" "-c" "-j" \
		"-d monitor label" "monitor nexthop" "monitor nexthop label" \
		"monitor nexthop dev lo" "monitor all" "monitor nexthop link" \
		"monitor nexthop netconf" "monitor label all-nsid"
done
# every object this ip prints, in one file: the all-objects monitor
cat "$top"/testsuite/msgs/nexthop-basic.spec "$top"/testsuite/msgs/netconf-basic.spec \
    "$top"/testsuite/msgs/addrlabel-basic.spec "$top"/testsuite/msgs/addr-basic.spec \
    "$top"/testsuite/msgs/neigh-basic.spec "$top"/testsuite/msgs/link-basic.spec \
    "$top"/testsuite/msgs/nexthop-encap.spec >"$IPT_TMP/mixed.spec"
dmsgs "$IPT_TMP/mixed.spec" "" "-d" "-s -s" "-o" "monitor label" \
	"monitor all" "monitor nexthop" "monitor dev lo"

# ---- live events ----
LIVE_MASK=nh_mask
live_undo() {
	"$REF_IP" nexthop flush
}

nh_setup_here || bail "set-up failed"
EVENTS='ref nexthop add id 1 via 10.0.0.2 dev v0
ref nexthop add id 2 via 10.1.0.2 dev d0 proto static
ref nexthop add id 3 via 2001:db8::3 dev v0 onlink
ref nexthop add id 4 blackhole
ref nexthop add id 5 via 10.0.0.5 fdb
ref nexthop add id 10 group 1/2,4
ref nexthop add id 11 group 1/2 type resilient buckets 4 idle_timer 60
ref nexthop add id 12 group 5 fdb
ref nexthop replace id 1 via 10.0.0.9 dev v0
ref nexthop replace id 10 group 2
ref nexthop del id 2
ref nexthop add id 6 encap ip id 9 dst 10.5.5.5 via 10.0.0.6 dev v0
ref link set d1 down
ref link set d1 up
ref nexthop del id 4
ref nexthop flush'
printf 'ref() { "%s" "$@"; }\n%s\n' "$REF_IP" "$EVENTS" >"$IPT_TMP/events"

live "nexthop" monitor nexthop
live "nexthop label" monitor nexthop label
live "-t" -t monitor nexthop
live "-ts label" -ts monitor label nexthop
live "-d" -d monitor nexthop
live "-4" -4 monitor nexthop
live "nexthop netconf" monitor nexthop netconf
live "nexthop address neigh" monitor nexthop address neigh
live "nexthop link label" monitor label nexthop link
live "dev v0" monitor nexthop dev v0

done_testing
