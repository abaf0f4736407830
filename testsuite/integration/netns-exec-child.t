#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "netns exec" in a batch and with -all forks a child.  A child that cannot
# enter its namespace (or exec its program) must end there: it never
# carries on with the batch or the -all walk (iproute2 6.1's child does:
# its lines run twice and it can hang on the parent's pending acks), and
# what it says reaches stderr.  Each case runs in a fresh network and mount
# namespace with an empty /run/netns.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_ifb

# xrun PREFIX TOOL: run standard input as "TOOL -force -batch -" in a fresh
# namespace pair (c1 exists there); PREFIX.out, .err, .rc.  A hang is
# timeout's 124.
xrun() {
	cat >"$1.in"
	unshare -m -n sh -c '
		mount -t tmpfs t /run/netns || exit 99
		"$1" netns add c1 || exit 99
		exec timeout 10 "$1" -force -batch - <"$2"' sh "$2" "$1.in" \
		>"$1.out" 2>"$1.err"
	echo $? >"$1.rc"
}

# is_text DESC FILE WANT
is_text() {
	printf '%s' "$3" >"$IPT_TMP/want"
	if ipt_same_file "$2" "$IPT_TMP/want"; then
		pass "$1"
	else
		fail "$1"
		diag_diff "$2" "$IPT_TMP/want"
	fi
}

g=$IPT_TMP/g
# 1: the batch returns, and says once that the line failed
printf 'link add zz type ifb\nnetns exec nosuch true\n' | xrun "$g" "$IP"
is_text "a child that cannot enter its namespace ends: exit code" "$g.rc" "1
"
is_text "... its error and the line's report, once" "$g.err" \
'Cannot open network namespace "nosuch": No such file or directory
Command failed -:2
'

# 2: the lines after it run once (in the parent alone; nothing in flight
# before it, so no child waits on the parent's acks)
printf '%s\n' 'netns exec nosuch true' \
	'link add q1 type ifb' 'link show q1' | xrun "$g" "$IP"
n=$(grep -c ': q1:' "$g.out")
ok "$([ "$n" = 1 ]; echo $?)" "the lines after a failed netns exec run once (link show q1 printed $n times)"
is_text "... and none fails for having run before" "$g.err" \
'Cannot open network namespace "nosuch": No such file or directory
Command failed -:1
'

# a destructive line: the route appended once
printf '%s\n' 'link add q2 type ifb' 'link set q2 up' \
	'link show q2' 'netns exec nosuch true' 'route append 10.9.0.0/16 dev q2' \
	'route show 10.9.0.0/16' | xrun "$g" "$IP"
n=$(grep -c '^10\.9\.0\.0/16 dev q2 ' "$g.out")
ok "$([ "$n" = 1 ]; echo $?)" "route append after a failed netns exec: $n route(s), want 1"

# 5: the exec failure is reported as iproute2 reports it
exec_err='link add zz4 type ifb
netns exec c1 /nonexistent
netns exec c1 echo after'
printf '%s\n' "$exec_err" | xrun "$g" "$IP"
printf '%s\n' "$exec_err" | xrun "$IPT_TMP/r" "$REF_IP"
cmp_run "batch: exec of a missing program is reported (as iproute2)" "$g" "$IPT_TMP/r"

# the lines before report before the program runs (stdout and stderr as
# one stream)
order='link add zz type ifb
link add zz type ifb
netns exec c1 echo hi
link show nosuch
netns exec c1 echo bye'
for w in got ref; do
	if [ $w = got ]; then t=$IP; else t=$REF_IP; fi
	printf '%s\n' "$order" >"$IPT_TMP/o.in"
	unshare -m -n sh -c '
		mount -t tmpfs t /run/netns && "$1" netns add c1 &&
		timeout 10 "$1" -force -batch - <"$2" 2>&1' sh "$t" "$IPT_TMP/o.in" \
		>"$IPT_TMP/o.$w.out" 2>"$IPT_TMP/o.$w.err"
	echo $? >"$IPT_TMP/o.$w.rc"
done
cmp_run "batch: earlier lines report before netns exec runs its program" \
	"$IPT_TMP/o.got" "$IPT_TMP/o.ref"

# 2, -all: a file in /run/netns that is not a namespace is reported, and
# the program runs once in each real namespace
unshare -m -n sh -c '
	mount -t tmpfs t /run/netns && "$1" netns add a1 &&
	touch /run/netns/bogus && "$1" netns add z1 &&
	timeout 10 "$1" -all netns exec echo hi' sh "$IP" >"$g.out" 2>"$g.err"
echo $? >"$g.rc"
n=$(grep -c '^hi$' "$g.out")
ok "$([ "$n" = 2 ]; echo $?)" "-all netns exec past a bogus file: echo ran $n times in 2 namespaces"
is_text "... the bogus one reported" "$g.err" \
'setting the network namespace "bogus" failed: Invalid argument
'
is_text "... exit code" "$g.rc" "0
"

done_testing
