#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The harness itself: a wrong ip must make the differential helpers fail.
# Each wrong ip below wraps the oracle and spoils one thing.
. "$(dirname "$0")/../lib.sh"
need kind_ifb

W=$IPT_TMP/wrong
mkdir -p "$W"
mkwrong() {
	printf '#!/bin/sh\n%s\n' "$2" >"$W/$1"
	chmod +x "$W/$1"
}
mkwrong same 'exec "$REF_IP" "$@"'
mkwrong false 'exit 1'
mkwrong true 'exit 0'
mkwrong rc '"$REF_IP" "$@"; exit $(($? ^ 1))'
mkwrong stdout '"$REF_IP" "$@"; rc=$?; echo; exit $rc'
mkwrong stderr '"$REF_IP" "$@"; rc=$?; echo oops >&2; exit $rc'
mkwrong state '"$REF_IP" "$@"; rc=$?; "$REF_IP" link set lo mtu 1280 2>/dev/null; exit $rc'
mkwrong alias '"$REF_IP" "$@"; rc=$?; "$REF_IP" link set i0 alias sneaky 2>/dev/null; exit $rc'

# inner WRONG FUNCTION ARGS...: run a helper with IP=WRONG in a subshell,
# and give its TAP lines back.
inner() {
	_w=$1
	shift
	(IP=$W/$_w; IPT_N=0; IPT_FAILED=0; "$@") >"$IPT_TMP/inner" 2>&1
}
expect_fail() {
	_w=$1
	inner "$@"
	grep -q '^not ok' "$IPT_TMP/inner"
	ok $? "a wrong ip ($_w) fails: ${*#* }"
}
expect_pass() {
	inner "$@"
	! grep -q '^not ok' "$IPT_TMP/inner"
	ok $? "the oracle wrapped passes: ${*#* }"
	grep '^not ok\|^#' "$IPT_TMP/inner" | head -20
}

"$REF_IP" link add i0 address 02:00:00:00:00:01 type ifb || bail "set-up failed"

expect_pass same dshow link show
expect_pass same dshow link show nope
for w in false true rc stdout stderr; do
	expect_fail $w dshow link show
	expect_fail $w dshow link show nope
done

script() {
	dscript "probe" <<'S'
ip link add i0 address 02:00:00:00:00:01 type ifb
ip link set i0 mtu 1400
ip link show
S
}
expect_pass same script
for w in false true rc stdout stderr state alias; do
	expect_fail $w script
done
# Only the final state tells this one apart.
inner state script
grep -q '^not ok.*final link state' "$IPT_TMP/inner"
ok $? "a change outside the command's output is caught by the final state"

errscript() {
	derr link set i0 mtu abc
}
expect_pass same errscript
for w in false true rc stderr state; do
	expect_fail $w errscript
done

done_testing
