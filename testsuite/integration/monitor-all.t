#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip monitor" of every object (no object named, "all", "label"): the
# rows the other monitor tests leave (IPv6 prefixes, nsid and statistics
# events, testsuite/msgs/monitor-rest.spec) through "monitor file" in
# every mode; every object's messages in one file; and live events of
# every sort with both tools listening at once, nsid events included
# (namespaces under a /run/netns of the test's own).
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/monlib.sh"
ipt_require_ip
need kind_veth ipv6 nexthop

if [ -z "${IPT_MONALL_NS:-}" ]; then
	IPT_MONALL_NS=1 exec unshare -m sh "$0" "$@"
fi
mount --make-rprivate / 2>/dev/null
mkdir -p /run/netns && mount -t tmpfs tmpfs /run/netns || bail "no /run/netns of our own"

"$REF_IP" link set lo up || bail "set-up failed"

# ---- saved messages ----
MSGS=$top/testsuite/msgs
dmsgs "$MSGS/monitor-rest.spec" "" "-d" "-o" "-4" "-6" "-j" "-c" \
	"monitor label" "monitor prefix" "monitor nsid label" "monitor stats" \
	"monitor all" "-o monitor label" "monitor prefix nsid stats label" \
	"monitor link" "monitor all-nsid label" "monitor dev lo label"
cat "$MSGS/link-basic.spec" "$MSGS/addr-basic.spec" "$MSGS/neigh-basic.spec" \
    "$MSGS/rule-basic.spec" "$MSGS/nexthop-basic.spec" "$MSGS/route-basic.spec" \
    "$MSGS/netconf-basic.spec" "$MSGS/addrlabel-basic.spec" \
    "$MSGS/monitor-rest.spec" >"$IPT_TMP/every.spec"
dmsgs "$IPT_TMP/every.spec" "" "monitor label" "monitor all" "-d monitor label" \
	"-o monitor all" "-4 monitor label" "-6 monitor label"

# ---- live events ----
LIVE_WAIT=1	# namespaces go away late: their events come after the script
live_undo() {
	sh "$IPT_TMP/undo"
	# a deleted namespace's "Deleted nsid" comes when the kernel has
	# destroyed it, which can be after the next test's monitors started:
	# wait until the nsids are back to what they were
	_k=0
	while [ "$("$REF_IP" netns list-id 2>&1)" != "$live_ids" ] && [ $_k -lt 100 ]; do
		sleep 0.1
		_k=$((_k + 1))
	done
}

cat >"$IPT_TMP/events" <<EOF2
ref() { "$REF_IP" "\$@"; }
ref link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
ref link set v0 up
ref link set v1 up
ref addr add 10.0.0.1/24 dev v0
ref route add 10.9.0.0/16 via 10.0.0.2
ref neigh add 10.0.0.7 lladdr 02:00:00:00:00:09 dev v0
ref rule add from 10.1.0.0/16 table 100 pref 100
ref nexthop add id 1 via 10.0.0.2 dev v0
ref netns add t1
ref netns set t1 5
ref netns add t2
ref link set v1 netns t2
ref -n t2 link set lo up
ref netns set t2 6
ref nexthop del id 1
ref rule del pref 100
ref route del 10.9.0.0/16
ref addr del 10.0.0.1/24 dev v0
echo 1 > /proc/sys/net/ipv4/conf/v0/forwarding
ref link del v0
ref netns del t1
EOF2
cat >"$IPT_TMP/undo" <<EOF2
"$REF_IP" netns del t2
"$REF_IP" netns del t1
"$REF_IP" link del v0
"$REF_IP" rule del pref 100
EOF2

live_ids=$("$REF_IP" netns list-id 2>&1)
live "every object" monitor
live "all" monitor all
live "label" monitor label
live "-o label" -o monitor label
live "-4 label" -4 monitor label
live "-6" -6 monitor
live "nsid" monitor nsid
live "nsid label link" monitor nsid label link
live "-t" -t monitor label
live "all-nsid" monitor all-nsid label

done_testing
