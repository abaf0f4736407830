# SPDX-License-Identifier: GPL-2.0-or-later
# testsuite/addrlib.sh - helpers of the "ip address" / "ip neigh" tests,
# sourced after lib.sh.
#
#   v6_on DEV...        IPv6 on DEV without link-local addresses or DAD
#                       (so nothing changes by itself): lines for a
#                       dscript set-up, or run here with "v6_on -x DEV"
#   addr_state FILE     the addresses and neighbours of this namespace as
#                       the oracle prints them (-o: no link states, which
#                       change late; lifetimes masked; neighbours sorted:
#                       their dump order is a hash's)
#   aerr ARGS...        dshow, plus a test that addresses and neighbours
#                       did not change (commands that must fail)
#   STATE_LINES         "ref" lines ending a dscript: the same comparison
#                       between the two namespaces

# The lines a dscript set-up needs to turn IPv6 on for DEV...
v6_on() {
	if [ "$1" = "-x" ]; then
		shift
		for _d in "$@"; do
			"$REF_IP" link set "$_d" addrgenmode none &&
			echo 0 >"/proc/sys/net/ipv6/conf/$_d/accept_dad" &&
			echo 0 >"/proc/sys/net/ipv6/conf/$_d/disable_ipv6" || return 1
		done
		return 0
	fi
	for _d in "$@"; do
		printf 'ref link set %s addrgenmode none; echo 0 >/proc/sys/net/ipv6/conf/%s/accept_dad; echo 0 >/proc/sys/net/ipv6/conf/%s/disable_ipv6\n' \
			"$_d" "$_d" "$_d"
	done
}

addr_mask() {
	sed -E 's/_lft [0-9]+sec/_lft Nsec/g'
}

# Neighbour states the kernel changes by itself are shown as "~".
neigh_mask() {
	grep -v NOARP | sed -E 's/ (INCOMPLETE|REACHABLE|STALE|DELAY|PROBE|FAILED) / ~ /g' | sort
}

addr_state() {
	{ "$REF_IP" -o addr show 2>&1 | addr_mask
	  echo
	  "$REF_IP" neigh show nud all 2>&1 | neigh_mask
	  "$REF_IP" neigh show proxy 2>&1 | sort; } >"$1"
}

aerr() {
	addr_state "$IPT_TMP/abefore"
	dshow "$@"
	addr_state "$IPT_TMP/aafter"
	IPT_N=$((IPT_N + 1))
	if cmp -s "$IPT_TMP/abefore" "$IPT_TMP/aafter"; then
		echo "ok $IPT_N - addresses and neighbours unchanged after ip $*"
	else
		echo "not ok $IPT_N - addresses and neighbours unchanged after ip $*"
		diag_diff "$IPT_TMP/abefore" "$IPT_TMP/aafter"
		IPT_FAILED=$((IPT_FAILED + 1))
	fi
}

STATE_LINES='ref -o addr show | sed -E "s/_lft [0-9]+sec/_lft Nsec/g"
ref neigh show nud all | grep -v NOARP | sed -E "s/ (INCOMPLETE|REACHABLE|STALE|DELAY|PROBE|FAILED) / ~ /g" | sort
ref neigh show proxy | sort'

# ascript [-m] DESC < script: dscript with STATE_LINES at its end.
ascript() {
	cat >"$IPT_TMP/ascript"
	printf '%s\n' "$STATE_LINES" >>"$IPT_TMP/ascript"
	dscript "$@" <"$IPT_TMP/ascript"
}
