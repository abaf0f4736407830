#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip rule" lines in -batch files, in order with link and address lines:
# both tools, each in a fresh namespace, with and without -force; stdout,
# stderr, exit code, links, addresses and rules must be equal.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/addrlib.sh"
. "$top/testsuite/rulelib.sh"
ipt_require_ip
need kind_veth kind_ifb ipv6

# run TOOL OPTS FILE OUTPREFIX: in a fresh namespace, then its state
run() {
	unshare -n sh -c '
		IPT_NO_UNSHARE=1 IPT_NETNS=$$; export IPT_NO_UNSHARE IPT_NETNS
		. "$top/testsuite/lib.sh"
		. "$top/testsuite/addrlib.sh"
		. "$top/testsuite/rulelib.sh"
		"$1" $2 -batch "$3" >"$4.out" 2>"$4.err" </dev/null
		echo $? >"$4.rc"
		link_settle >/dev/null
		{ "$REF_IP" -o link show | sed -E "s/NO-CARRIER,//; s/ state [A-Z]+ / /"
		  addr_state "$4.a"; cat "$4.a"
		  rule_state "$4.r"; cat "$4.r"; } >"$4.state"
	' sh "$1" "$2" "$3" "$4"
}

# batch DESC [OPTS [FILTER]] < FILE: one test per -force setting; FILTER
# (a command) turns each tool's stdout into what is compared
batch() {
	cat >"$IPT_TMP/batch"
	for force in "" -force; do
		run "$IP" "$force ${2:-}" "$IPT_TMP/batch" "$IPT_TMP/got"
		run "$REF_IP" "$force ${2:-}" "$IPT_TMP/batch" "$IPT_TMP/want"
		if [ -n "${3:-}" ]; then
			for _w in got want; do
				$3 <"$IPT_TMP/$_w.out" >"$IPT_TMP/$_w.o" &&
					mv "$IPT_TMP/$_w.o" "$IPT_TMP/$_w.out"
			done
		fi
		IPT_N=$((IPT_N + 1))
		if ipt_same "$IPT_TMP/got" "$IPT_TMP/want" >"$IPT_TMP/diag" &&
		   cmp -s "$IPT_TMP/got.state" "$IPT_TMP/want.state"; then
			echo "ok $IPT_N - $1 ${force:-(no -force)}"
		else
			echo "not ok $IPT_N - $1 ${force:-(no -force)}"
			cat "$IPT_TMP/diag"
			diag_diff "$IPT_TMP/got.state" "$IPT_TMP/want.state"
			IPT_FAILED=$((IPT_FAILED + 1))
		fi
	done
}

batch "rules among links and addresses" <<'B'
link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
addr add 10.0.0.1/24 dev v0
rule add from 10.0.0.0/24 table 100 pref 100
rule add iif v0 oif v1 fwmark 5/0xff table 101 pref 101
link set v0 up
rule add to 10.9.0.0/16 prohibit pref 102
rule show
-6 rule add from 2001:db8::/32 table 10 pref 100
address add 10.0.0.2/24 dev v0 label v0:x
rule del pref 101
rule show table 100
rule list
-6 rule list
rule flush table 100
rule
link del v0
rule show iif v0
B

batch "failing rule lines (kernel refusals: the batch goes on with -force)" <<'B'
link add d0 address 02:00:00:00:02:00 type ifb
rule add pref 100 table 100
rule add pref 100 table 100
rule del pref 999
rule add goto 100
addr add 10.0.0.1/24 dev d0
rule add l3mdev table 5 pref 7
rule add
rule del
rule add pref 101 table 101
rule save foo
rule show
link add d1 address 02:00:00:00:02:01 type ifb
B

batch "bad selectors end the batch, -force or not" <<'B'
link add d0 address 02:00:00:00:02:00 type ifb
rule add pref 100 table 100
rule add fwmark bogus
rule add pref 101 table 101
B

batch "a bad prefix ends the batch" <<'B'
rule add pref 100 table 100
rule add from 10.0.0.0/40
rule add pref 101 table 101
B

batch "a bad show filter ends the batch" <<'B'
rule add pref 100 table 100
rule show bogus
rule add pref 101 table 101
B

batch "help ends the batch" <<'B'
rule add pref 100 table 100
rule help
rule add pref 101 table 101
B

batch "an unknown rule command ends the batch" <<'B'
rule add pref 100 table 100
rule frobnicate
rule add pref 101 table 101
B

batch "a NAT rule with a bad address ends the batch" <<'B'
rule add pref 100 nat 1.2.3.4
rule add pref 101 nat bogus
rule add pref 102 table 102
B

batch "save goes on" "" "perl $top/testsuite/savedump.pl" <<'B'
rule add pref 100 table 100
rule save
rule add pref 101 table 101
B

batch "flush and -6 lines" <<'B'
rule add pref 100 table 100
rule add pref 101 table 100 protocol static
-6 rule add pref 100 table 100
rule flush protocol static
rule
rule flush
-6 rule flush
rule add pref 32766 table main
rule
-6 rule
B

batch "-j" -j <<'B'
rule add pref 100 table 100
rule show
rule add pref 101 table 101
rule show pref 101
rule flush table 101
B

# "restore" in a batch read from stdin reads its stream from there too,
# after the line: here the next lines, no saved rules ("Magic mismatch"),
# and the batch ends.  (A batch file is read as stdin by iproute2; ours
# reads it apart, and "restore" reads stdin: see README.)
for w in got want; do
	if [ $w = got ]; then t=$IP; else t=$REF_IP; fi
	printf 'rule add pref 100 table 100\nrule restore\nrule add pref 101 table 101\n' |
		unshare -n sh -c '"$1" -batch - >"$2.out" 2>"$2.err"; echo $? >"$2.rc"
			"$REF_IP" rule >>"$2.out"' sh "$t" "$IPT_TMP/$w"
done
cmp_run "restore reads the rest of a batch on stdin" "$IPT_TMP/got" "$IPT_TMP/want"
for w in got want; do
	if [ $w = got ]; then t=$IP; else t=$REF_IP; fi
	{ printf 'rule add pref 100 table 100\nrule restore\n'
	  "$REF_IP" rule save; } |
		unshare -n sh -c '"$1" -batch - >"$2.out" 2>"$2.err"; echo $? >"$2.rc"
			"$REF_IP" rule >>"$2.out"' sh "$t" "$IPT_TMP/$w"
done
cmp_run "restore reads a saved stream after the line" "$IPT_TMP/got" "$IPT_TMP/want"

# -echo in a batch: iproute2 6.1 takes the answer of each line from what
# the line before left on the socket (its acknowledgement, or its echo),
# so it prints the rule of the line before and reports a kernel's refusal
# on the line after.  Ours answers each line with its own reply: the
# same as iproute2 running the lines one by one, which is what this
# compares against (see README).
ECHO_LINES='rule add pref 100 table 100
rule add pref 101 from 10.0.0.0/8 prohibit
rule del pref 100
rule del pref 100
rule add pref 102 from 10.9.0.0/16
rule add pref 103 table 103'
printf '%s\n' "$ECHO_LINES" >"$IPT_TMP/echo.batch"
for force in "" -force; do
	for opts in -echo "-echo -j"; do
		# shellcheck disable=SC2086
		unshare -n sh -c '"$1" $2 -batch "$3" >"$4.out" 2>"$4.err"; echo $? >"$4.rc"' \
			sh "$IP" "$force $opts" "$IPT_TMP/echo.batch" "$IPT_TMP/got"
		# shellcheck disable=SC2016
		unshare -n sh -c 'n=0 ret=0
			while IFS= read -r l; do
				n=$((n + 1))
				# shellcheck disable=SC2086
				if ! "$REF_IP" $2 $l; then
					echo "Command failed $3:$n" >&2
					ret=1
					[ -n "$1" ] || break
				fi
			done <"$3" >"$4.out" 2>"$4.err"
			echo $ret >"$4.rc"' sh "$force" "$opts" "$IPT_TMP/echo.batch" "$IPT_TMP/want"
		# one command's JSON answer is "[{{...}}]" in iproute2: see rule.t
		sed 's/^\[{{/[{/; s/}}\]$/}]/' "$IPT_TMP/want.out" >"$IPT_TMP/want.o" &&
			mv "$IPT_TMP/want.o" "$IPT_TMP/want.out"
		cmp_run "$opts -batch ${force:-(no -force)}: each line's own answer" \
			"$IPT_TMP/got" "$IPT_TMP/want"
	done
done

done_testing
