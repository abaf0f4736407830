# SPDX-License-Identifier: GPL-2.0-or-later
# testsuite/nhlib.sh - helpers of the "ip nexthop", "ip addrlabel" and
# "ip netconf" tests, sourced after lib.sh.
#
#   NH_SETUP            "ref" lines for a dscript set-up: veths v0/v1
#                       (10.0.0.1/24, 2001:db8::1/64) and d0/d1
#                       (10.1.0.1/24, 2001:db8:1::1/64), all up, and an
#                       ifb i0 (down)
#   nh_setup_here       the same in this namespace (for dshow)
#   nh_state FILE       the nexthops, buckets' owners, routes, address
#                       labels of this namespace as the oracle prints
#                       them (times masked)
#   nherr ARGS...       dshow, plus a test that that state did not change
#                       (for commands that must fail)
#   NH_STATE            "ref" lines ending a dscript: the same comparison
#                       between the two namespaces
#   nscript DESC        dscript with NH_STATE at its end
#   nh_fresh SETUP CMD...  CMD in a new namespace after NH_SETUP and the
#                       lines SETUP ("ref" is the oracle there)
#   nh_mask             the times a resilient group's buckets and
#                       balance keep (idle_time, unbalanced_time)

nh_mask() {
	sed -E 's/(idle_time|unbalanced_time)( |": ?)[0-9.e+-]+/\1\2T/g'
}

NH_SETUP='ref link set lo up; echo 0 >/proc/sys/net/ipv6/conf/lo/disable_ipv6
ref link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
ref link add d0 address 02:00:00:00:00:03 type veth peer name d1 address 02:00:00:00:00:04
ref link add i0 address 02:00:00:00:00:05 type ifb
ref link set v0 addrgenmode none; echo 0 >/proc/sys/net/ipv6/conf/v0/accept_dad; echo 0 >/proc/sys/net/ipv6/conf/v0/disable_ipv6
ref link set d0 addrgenmode none; echo 0 >/proc/sys/net/ipv6/conf/d0/accept_dad; echo 0 >/proc/sys/net/ipv6/conf/d0/disable_ipv6
ref link set v0 up
ref link set v1 up
ref link set d0 up
ref link set d1 up
ref addr add 10.0.0.1/24 dev v0
ref addr add 10.1.0.1/24 dev d0
ref -6 addr add 2001:db8::1/64 dev v0 nodad
ref -6 addr add 2001:db8:1::1/64 dev d0 nodad'

nh_setup_here() {
	{ printf 'ref() { "%s" "$@"; }\n' "$REF_IP"
	  printf '%s\n' "$NH_SETUP"; } >"$IPT_TMP/nhsetup"
	sh -e "$IPT_TMP/nhsetup" >/dev/null 2>&1
}

NH_STATE='ref -d -j -p nexthop show | sed -E "s/(unbalanced_time\": )[0-9.e+-]+/\1T/"
ref nexthop bucket show | sed -E "s/idle_time [0-9.e+-]+ //"
ref -d route show table all
ref -d -6 route show table all
ref addrlabel show'

nh_state() {
	{ "$REF_IP" -d -j -p nexthop show 2>&1 | nh_mask
	  "$REF_IP" nexthop bucket show 2>&1 | nh_mask
	  "$REF_IP" -d route show table all 2>&1
	  "$REF_IP" -d -6 route show table all 2>&1
	  "$REF_IP" addrlabel show 2>&1; } >"$1"
}

nherr() {
	nh_state "$IPT_TMP/nbefore"
	dshow "$@"
	nh_state "$IPT_TMP/nafter"
	IPT_N=$((IPT_N + 1))
	if cmp -s "$IPT_TMP/nbefore" "$IPT_TMP/nafter"; then
		echo "ok $IPT_N - nexthops, routes and labels unchanged after ip $*"
	else
		echo "not ok $IPT_N - nexthops, routes and labels unchanged after ip $*"
		diag_diff "$IPT_TMP/nbefore" "$IPT_TMP/nafter"
		IPT_FAILED=$((IPT_FAILED + 1))
	fi
}

nscript() {
	cat >"$IPT_TMP/nscript"
	printf '%s\n' "$NH_STATE" >>"$IPT_TMP/nscript"
	dscript "$@" <"$IPT_TMP/nscript"
}

nh_fresh() {
	_extra=$1
	shift
	NH_SETUP=$NH_SETUP unshare -n sh -c '
		ref() { "$REF_IP" "$@"; }
		eval "$NH_SETUP" >/dev/null 2>&1
		eval "$1" >/dev/null 2>&1
		shift
		"$@"' sh "$_extra" "$@"
}
