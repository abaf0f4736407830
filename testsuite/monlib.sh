# SPDX-License-Identifier: GPL-2.0-or-later
# testsuite/monlib.sh - the live monitor comparison of the monitor tests,
# sourced after lib.sh.
#
#   live DESC MONITOR-ARGS...  "ip MONITOR-ARGS" of both tools listen
#                       while the commands in $IPT_TMP/events run (sh -e),
#                       then both are stopped and their output compared
#                       (live_cmp).  LIVE_WAIT: seconds the monitors listen
#                       after the events (0.5; events that come late, such
#                       as a namespace's, need more).  A file may define
#                       live_undo, run after the monitors stop, to put the
#                       state back unheard.
#   live_cmp DESC       one TAP test: $IPT_TMP/live.got and live.ref,
#                       timestamps masked (and LIVE_MASK, a filter command,
#                       applied to both), must be equal and not empty.

live() {
	_desc=$1
	shift
	"$IP" "$@" >"$IPT_TMP/live.got" 2>&1 &
	_p1=$!
	"$REF_IP" "$@" >"$IPT_TMP/live.ref" 2>&1 &
	_p2=$!
	sleep 0.5
	sh -e "$IPT_TMP/events" >/dev/null 2>&1
	sleep "${LIVE_WAIT:-0.5}"
	kill $_p1 $_p2
	wait $_p1 $_p2 2>/dev/null
	if command -v live_undo >/dev/null 2>&1; then
		live_undo >/dev/null 2>&1
	fi
	live_cmp "$_desc"
}

live_cmp() {
	for _f in got ref; do
		sed -E 's/Timestamp: .* [0-9]+ usec$/Timestamp: T/;
			s/\[[0-9]{4}-[0-9T:.-]+\] /[T] /g' "$IPT_TMP/live.$_f" |
			${LIVE_MASK:-cat} >"$IPT_TMP/live.$_f.m"
	done
	if cmp -s "$IPT_TMP/live.got.m" "$IPT_TMP/live.ref.m" && [ -s "$IPT_TMP/live.ref.m" ]; then
		pass "live: $1"
	else
		fail "live: $1"
		diag_diff "$IPT_TMP/live.got.m" "$IPT_TMP/live.ref.m"
	fi
}
