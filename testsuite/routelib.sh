# SPDX-License-Identifier: GPL-2.0-or-later
# testsuite/routelib.sh - helpers of the "ip route" tests, sourced after
# lib.sh and nhlib.sh (whose NH_SETUP makes the devices: veths v0/v1
# with 10.0.0.1/24 and 2001:db8::1/64, d0/d1 with 10.1.0.1/24 and
# 2001:db8:1::1/64, all up, and an ifb i0, down).
#
#   rt_mask             what ticks in a route listing: expiry times, ages
#   route_state FILE    every route of this namespace, IPv4 and IPv6, as
#                       the oracle lists them (-d -j, every table) and
#                       saves them (testsuite/savedump.pl route)
#   rterr ARGS...       dshow, plus a test that the routes did not change
#                       (commands that must fail)
#   ROUTE_STATE         "ref" lines ending a dscript: the same comparison
#                       between the two namespaces
#   rtscript DESC       dscript with ROUTE_STATE at its end, after NH_SETUP
#   rtreq [-s SETUP] ARGS...  the RTM_NEWROUTE/DELROUTE/GETROUTE requests
#                       of "ip ARGS" compared byte for byte with iproute2's
#                       (testsuite/rtreq.sh), each tool in a fresh namespace
#                       after NH_SETUP and SETUP: one TAP test
#   rtreqs < LINES      the same for many commands (ARGS a line each, split
#                       on blanks), all in one namespace per tool, one
#                       after the other: a TAP test each

rt_mask() {
	sh "$top/testsuite/rtmask.sh"
}

route_state() {
	{ "$REF_IP" -d -j route show table all 2>&1; echo
	  "$REF_IP" -6 -d -j route show table all 2>&1; echo
	  "$REF_IP" route save table all 2>&1 | perl "$top/testsuite/savedump.pl" route
	  "$REF_IP" -6 route save table all 2>&1 | perl "$top/testsuite/savedump.pl" route; } |
		rt_mask >"$1"
}

rterr() {
	route_state "$IPT_TMP/rtbefore"
	dshow "$@"
	route_state "$IPT_TMP/rtafter"
	IPT_N=$((IPT_N + 1))
	if cmp -s "$IPT_TMP/rtbefore" "$IPT_TMP/rtafter"; then
		echo "ok $IPT_N - routes unchanged after ip $*"
	else
		echo "not ok $IPT_N - routes unchanged after ip $*"
		diag_diff "$IPT_TMP/rtbefore" "$IPT_TMP/rtafter"
		IPT_FAILED=$((IPT_FAILED + 1))
	fi
}

ROUTE_STATE="ref -d -j route show table all | sh $top/testsuite/rtmask.sh
ref -6 -d -j route show table all | sh $top/testsuite/rtmask.sh
ref route save table all | perl $top/testsuite/savedump.pl route
ref -6 route save table all | perl $top/testsuite/savedump.pl route"

rtscript() {
	{ printf '%s\n' "$NH_SETUP"
	  cat
	  printf '%s\n' "$ROUTE_STATE"; } >"$IPT_TMP/rtscript"
	dscript "$@" <"$IPT_TMP/rtscript"
}

RT_REQ_SETUP=$(printf '%s\n' "$NH_SETUP" | sed 's/^ref /ip /')
rtreq() {
	_rq_setup=$RT_REQ_SETUP
	if [ "$1" = "-s" ]; then
		_rq_setup="$_rq_setup
$2"
		shift 2
	fi
	IPT_N=$((IPT_N + 1))
	if IP=$IP REF=$REF_IP sh "$top/testsuite/rtreq.sh" -c -t 24,25,26 \
		-s "$_rq_setup" -- "$@" >"$IPT_TMP/rtreq" 2>&1; then
		echo "ok $IPT_N - request: ip $*"
	else
		echo "not ok $IPT_N - request: ip $*"
		head -n 30 "$IPT_TMP/rtreq" | sed 's/^/# /'
		IPT_FAILED=$((IPT_FAILED + 1))
	fi
}

rtreqs() {
	sed '/^$/d; /^#/d' >"$IPT_TMP/rtreqs.cmds"
	for _w in got ref; do
		if [ $_w = got ]; then _b=$IP; else _b=$REF_IP; fi
		REF=$REF_IP sh "$top/testsuite/rtreq.sh" -t 24,25,26 -s "$RT_REQ_SETUP" \
			-b "$_b" -f "$IPT_TMP/rtreqs.cmds" >"$IPT_TMP/rtreqs.$_w" 2>&1
		# one file per command
		awk -v d="$IPT_TMP/rq.$_w." '/^=== [0-9]+$/ { f = d $2; printf "" >f; next }
			{ print >>f }' "$IPT_TMP/rtreqs.$_w"
	done
	_n=0
	while IFS= read -r _c; do
		_n=$((_n + 1))
		IPT_N=$((IPT_N + 1))
		if cmp -s "$IPT_TMP/rq.got.$_n" "$IPT_TMP/rq.ref.$_n"; then
			echo "ok $IPT_N - request: ip $_c"
		else
			echo "not ok $IPT_N - request: ip $_c"
			diag_diff "$IPT_TMP/rq.got.$_n" "$IPT_TMP/rq.ref.$_n" 30
			IPT_FAILED=$((IPT_FAILED + 1))
		fi
	done <"$IPT_TMP/rtreqs.cmds"
}
