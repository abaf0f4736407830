#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# A coalesced batch delete killed at any moment, by any signal (SIGKILL
# included), then one more ip (a plain "link show" or an empty batch:
# either recovers from the journal a killed run leaves under
# /run/ip-batch): every device named is deleted or
# back in its own group, every device not named is untouched, nothing is
# left in a scratch group - a state iproute2, killed the same way, could
# have left.  Every third run races a second process that renames named
# devices (d$i -> r$i) and moves strangers into the named devices' groups:
# a device renamed before its line ran is not that line's device and must
# survive, home; every third run the batch runs in a PID namespace of its
# own (its journal's liveness must not hang on a PID).  KILL_RUNS runs
# (default 10; `make soak` runs 200).
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

REF=$REF_IP
RUNS=${KILL_RUNS:-10}
N=${KILL_DEVICES:-2000}
SIGS="KILL KILL KILL PIPE USR1 ALRM INT TERM HUP QUIT"

# named: d$i (peer p$i) in group 1 + i % 5; not named: x$i in groups 0-6,
# one of them in a group above 2^30 as scratch groups are
awk -v n="$N" 'BEGIN {
	for (i = 0; i < n; i++)
		print "link add d" i " group " (1 + i % 5) " type veth peer name p" i
	for (i = 0; i < 7; i++)
		print "link add x" i " group " i " type veth peer name y" i
	print "link add x7 group 1500000000 type veth peer name y7"
}' >"$IPT_TMP/add"
awk -v n="$N" 'BEGIN { for (i = 0; i < n; i++) print "link del d" i }' >"$IPT_TMP/del"
# the racer: renames of the last 200 named devices, strangers x0..x6 into
# the groups 1..5 the named ones live in
RACE_FROM=$((N - 200))
awk -v a="$RACE_FROM" -v n="$N" 'BEGIN {
	for (i = a; i < n; i++) {
		print "link set d" i " name r" i
		if (i % 25 == 0) print "link set x" (i / 25 % 7) " group " (1 + i / 25 % 5)
	}
}' >"$IPT_TMP/race"
: >"$IPT_TMP/empty"

# every link as "name group", groups as numbers
state() {
	$REF -d -o link show | awk '{
		n = $2; sub(/@.*/, "", n); sub(/:$/, "", n)
		for (i = 3; i < NF; i++) if ($i == "group") g = $(i + 1)
		if (g == "default") g = 0
		print n, g
	}' | sort
}

# the line numbers of the racer's lines that failed
race_failed() {
	sed -n 's/^Command failed .*:\([0-9]*\)$/\1/p' "$IPT_TMP/race.err"
}

# the check: named devices gone or home, peers with them, the rest as made
# (RACED: what the racer did, read from its script and its errors: a
# renamed device must be there under its new name, home; strangers are in
# the group the racer put them in)
check() {
	: >"$IPT_TMP/failed"
	[ "$1" != raced ] || race_failed >"$IPT_TMP/failed"
	state | awk -v n="$N" -v raced="$1" -v script="$IPT_TMP/race" \
		-v ffile="$IPT_TMP/failed" '
	FILENAME == ffile { failed[$1] = 1; next }
	{ have[$1] = $2 }
	END {
		bad = 0
		for (i = 0; i < 7; i++) xg["x" i] = i
		xg["x7"] = 1500000000
		while (raced == "raced" && (getline l < script) > 0) {
			ln++
			split(l, w, " ")
			if (ln in failed) continue
			if (w[4] == "name") { sub(/^d/, "", w[3]); ren[w[3]] = w[5] }
			else xg[w[3]] = w[5]
		}
		for (i = 0; i < n; i++) {
			d = "d" i; p = "p" i
			if (i in ren) {
				if (!(ren[i] in have)) { print "# " ren[i] " (renamed from " d " before its line) deleted"; bad++ }
				d = ren[i]
			}
			if (d in have && have[d] != 1 + i % 5) { print "# " d " in group " have[d]; bad++ }
			if ((d in have) != (p in have)) { print "# " d " and " p " apart"; bad++ }
			if (p in have && have[p] != 0) { print "# " p " in group " have[p]; bad++ }
		}
		for (i = 0; i < 8; i++) {
			want = xg["x" i]
			if (!("x" i in have) || have["x" i] != want) { print "# x" i " touched"; bad++ }
			if (!("y" i in have)) { print "# y" i " gone"; bad++ }
		}
		for (k in have) if (have[k] >= 1073741824 && k != "x7") { print "# " k " left in scratch group " have[k]; bad++ }
		exit bad > 0
	}' "$IPT_TMP/failed" -
}

cleanup() {
	$REF -force -batch "$IPT_TMP/xdel" >/dev/null 2>&1
	for g in 1 2 3 4 5 $(state | awk '$2 >= 1073741824 { print $2 }' | sort -u); do
		$REF link del group $g 2>/dev/null
	done
}
{
	printf 'link del x%s\n' 0 1 2 3 4 5 6 7
	awk -v a="$RACE_FROM" -v n="$N" 'BEGIN { for (i = a; i < n; i++) print "link del r" i }'
} >"$IPT_TMP/xdel"

# how long an undisturbed run takes: the moments to kill at lie in it
full=100000
for try in 1 2; do
	cleanup
	$REF -batch "$IPT_TMP/add" || bail "setup failed"
	t0=$(date +%s%N)
	$IP -batch "$IPT_TMP/del" >/dev/null 2>&1
	t=$(( ($(date +%s%N) - t0) / 1000000 ))
	[ "$t" -lt "$full" ] && full=$t
	left=$(state | grep -c '^d')
	ok $(( left != 0 )) "an undisturbed run deletes every device named ($left left)"
done
diag "an undisturbed ${N}-line delete batch takes ${full} ms"
[ "$full" -ge 20 ] || full=20

# the outer PID of the process sh (child of unshare, PID $1) runs
inner_pid() {
	_c= _g=
	while [ -z "$_c" ] && kill -0 "$1" 2>/dev/null; do
		read -r _c _ <"/proc/$1/task/$1/children" 2>/dev/null
	done
	while [ -z "$_g" ] && [ -n "$_c" ] && kill -0 "$_c" 2>/dev/null; do
		read -r _g _ <"/proc/$_c/task/$_c/children" 2>/dev/null
	done
	echo "${_g:-$1}"
}

# wait until d0 has left its group (a scratch group: the moves are on)
# or the batch has ended
await_move() {
	while kill -0 "$1" 2>/dev/null; do
		$REF -d -o link show dev d0 2>/dev/null | grep -q 'group [0-9]\{10\}' && return 0
	done
	return 1
}

run=0
summary=
while [ $run -lt "$RUNS" ]; do
	run=$((run + 1))
	cleanup
	$REF -batch "$IPT_TMP/add" || bail "setup failed"
	sig=$(echo $SIGS | tr ' ' '\n' | shuf -n 1)
	raced= how=
	case $((run % 3)) in
	1)	raced=raced how=", renames racing"
		$IP -batch "$IPT_TMP/del" >/dev/null 2>&1 &
		pid=$!
		# from the first move on: the names are resolved by then
		{ await_move $pid; $REF -force -batch "$IPT_TMP/race"; } \
			>/dev/null 2>"$IPT_TMP/race.err" & ;;
	2)	how=", in its own PID namespace"
		# ip is not the namespace's init (that one ignores signals
		# it has no handler for): the signal goes to ip itself
		unshare -p -f --mount-proc sh -c '"$@"; exit $?' sh \
			"$IP" -batch "$IPT_TMP/del" >/dev/null 2>&1 &
		pid=$(inner_pid $!) ;;
	*)	$IP -batch "$IPT_TMP/del" >/dev/null 2>&1 &
		pid=$! ;;
	esac
	if [ $((run % 2)) -eq 0 ]; then
		# any moment of the run
		ms=$(shuf -i 0-"$full" -n 1)
		when="after ${ms} ms"
	else
		# a moment after the moves began
		await_move $pid
		ms=$(shuf -i 0-$((full / 4)) -n 1)
		when="${ms} ms after the first move"
	fi
	sleep "$(printf '%d.%03d' $((ms / 1000)) $((ms % 1000)))"
	kill -"$sig" $pid 2>/dev/null
	wait 2>/dev/null	# the batch (or its namespace) and the racer
	if [ -n "$raced" ]; then
		# how many renames took place
		how="$how ($(race_failed | awk -v script="$IPT_TMP/race" '
			{ failed[$1] = 1 }
			END {
				while ((getline l < script) > 0) {
					ln++
					if (!(ln in failed) && l ~ / name /) r++
				}
				print r + 0
			}') renamed)"
	fi
	stranded=$(state | awk '$2 >= 1073741824 && $1 != "x7"' | wc -l)
	left=$(state | grep -c '^d')
	# the recovery: any ip that opens the namespace (a plain command on
	# odd runs, an empty batch on even ones)
	if [ $((run % 2)) -eq 1 ]; then
		$IP link show dev lo >/dev/null
	else
		$IP -batch "$IPT_TMP/empty"
	fi
	if check "$raced" >"$IPT_TMP/why"; then
		ok 0 "run $run: SIG$sig $when$how ($left named left, $stranded in the scratch group before recovery): every device deleted or home, nothing else touched"
	else
		ok 1 "run $run: SIG$sig $when$how ($left named left, $stranded in the scratch group before recovery)"
		head -n 20 "$IPT_TMP/why"
	fi
	summary="$summary $sig:$ms:$left:$stranded"
done
cleanup
diag "runs (signal:ms:named-left:stranded-before-recovery):$summary"
done_testing
