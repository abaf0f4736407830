#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The delete journal (/run/ip-batch) left by a killed batch:
# - any ip that opens the namespace recovers it, not only a later batch:
#   a plain "ip link show" moves the devices still in the dead writer's
#   scratch group back to their groups and removes the journal;
# - a writer is alive while it holds its lock on the journal, whatever PID
#   namespace it is in: a journal locked by a process in another PID
#   namespace (its pid means nothing here) is left alone, and recovered
#   once the lock goes;
# - a journal of a writer that took no lock (an older ip) counts as alive
#   while its pid and start time say so;
# - a batch running in its own PID namespace, stopped in the middle of its
#   round, loses nothing to an ip run from outside meanwhile.
# Each case runs in a fresh network and mount namespace with its own /run.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_ifb

S=1234567890	# the dead writer's scratch group

# A dead writer's journal for a0..a5 (a5 moved on by someone else, to 7),
# then CASE (sh) with $IP, $REF, $J (the journal) and $HOLD; prints
# "a0-group ... a5-group journal-present" before and after RECOVER.
# case_run CASE
case_run() {
	unshare -m -n sh -c '
		IP=$1 REF=$2 S=$3 CASE=$4
		mount -t tmpfs -o mode=755 tmpfs /run || exit 97
		for i in 0 1 2 3 4 5; do
			$REF link add a$i group $((i % 3)) type ifb || exit 97
		done
		set -- $(stat -L -c "%d %i" /proc/self/ns/net)
		mkdir -m 700 /run/ip-batch
		sh -c "exit 0" & wait $!
		J=/run/ip-batch/$(printf "%x-%x" $1 $2).$!.$S
		{ echo "ip-batch-journal 1"; echo "pid $! 1"; echo "group $S"
		  for i in 0 1 2 3 4 5; do echo "$((i + 2)) $((i % 3))"; done; } >"$J"
		for i in 0 1 2 3 4; do $REF link set a$i group $S; done
		$REF link set a5 group 7
		groups() {
			for i in 0 1 2 3 4 5; do
				$REF -d -o link show dev a$i | sed -n "s/.* group \([^ ]*\) .*/\1/p"
			done | tr "\n" " "
			[ -e "$J" ] && echo journal || echo no-journal
		}
		eval "$CASE"' sh "$IP" "$REF_IP" $S "$1"
}

is() {	# is DESC GOT WANT
	if [ "$2" = "$3" ]; then
		pass "$1"
	else
		fail "$1"
		diag "got:  $2"
		diag "want: $3"
	fi
}

# the indexes in the journal are a0..a5's (2..7: lo is 1, a fresh namespace)
before="$S $S $S $S $S 7 journal"
home="default 1 2 default 1 7 no-journal"

out=$(case_run 'groups; $IP link show dev lo >/dev/null; groups; echo "run:[$(ls -A /run)]"')
is "a plain \"ip link show\" recovers a dead writer's journal (and its directory goes)" "$out" "$before
$home
run:[]"

out=$(case_run 'groups; $IP -j addr show >/dev/null; groups')
is "... so does \"ip addr show\"" "$out" "$before
$home"

out=$(case_run 'groups; $IP -batch /dev/null; groups')
is "... and \"ip -batch /dev/null\", the explicit recovery" "$out" "$before
$home"

# a holder of the lock in a PID namespace of its own
out=$(case_run '
	unshare -p -f --mount-proc flock "$J" sleep 30 &
	h=$!
	i=0; while [ $i -lt 100 ] && flock -n "$J" true; do sleep 0.05; i=$((i + 1)); done
	groups; $IP link show dev lo >/dev/null; $IP -batch /dev/null; groups
	kill $h; wait $h 2>/dev/null
	i=0; while [ $i -lt 100 ] && ! flock -n "$J" true; do sleep 0.05; i=$((i + 1)); done
	$IP link show dev lo >/dev/null; groups')
is "a journal locked from another PID namespace is left alone, and recovered once the lock goes" "$out" "$before
$before
$home"

# a writer that took no lock, alive: its own pid and start time
out=$(case_run '
	start=$(sed "s/.*) //" /proc/$$/stat | cut -d" " -f20)
	sed -i "2s/.*/pid $$ $start/" "$J"
	groups; $IP link show dev lo >/dev/null; groups')
is "a journal without a lock whose writer is alive (pid and start time) is left alone" "$out" "$before
$before"

# a real batch in its own PID namespace, stopped in its round
# (JOURNAL_RUNS times, default 2; make soak runs more). The test build
# holds each round 2 s between its moves and its delete, so that the stop
# lands there however slow the build (a sanitizer build missed the window)
RUNS=${JOURNAL_RUNS:-2}
if ipt_have kind_veth; then
  run=0
  while [ $run -lt "$RUNS" ]; do
	run=$((run + 1))
	try=0
	while [ $try -lt 3 ]; do	# until the stop falls in the moves
	try=$((try + 1))
	out=$(unshare -m -n sh -c '
		IP=$1 REF=$2
		mount -t tmpfs -o mode=755 tmpfs /run || exit 97
		awk "BEGIN { for (i = 0; i < 2000; i++) print \"link add d\" i \" type veth peer name p\" i }" |
			$REF -batch - || exit 97
		awk "BEGIN { for (i = 0; i < 2000; i++) print \"link del d\" i }" >/run/del
		IP_BATCH_ROUND_PAUSE=2000 unshare -p -f --mount-proc "$IP" -batch /run/del >/dev/null 2>/run/err &
		u=$!
		# the moment d0 is in a scratch group: stop the writer there
		while kill -0 $u 2>/dev/null; do
			$REF -d -o link show dev d0 2>/dev/null | grep -q "group [0-9]\{10\}" && break
		done
		w=$(pgrep -P $u)
		kill -STOP $w
		# stopped once it is out of its send (a window of moves the
		# kernel is still taking would count after n1)
		while :; do
			state=$(sed "s/.*) //" /proc/$w/stat 2>/dev/null | cut -d" " -f1)
			case $state in R|S|D) ;; *) break ;; esac
		done
		n1=$($REF -d -o link show | grep -c "group [0-9]\{10\}")
		$IP link show dev lo >/dev/null; $IP -batch /dev/null
		n2=$($REF -d -o link show | grep -c "group [0-9]\{10\}")
		kill -CONT $w
		wait $u
		rc=$?
		echo "stopped:$([ "$n1" -gt 0 ] && echo moving) same:$([ "$n1" = "$n2" ] && echo yes || echo "no $n1 $n2") rc:$rc left:$($REF -o link show | grep -c ": [dp][0-9]") err:$(wc -c </run/err)"
	' sh "$IP_TEST" "$REF_IP")
	case $out in stopped:moving*) break ;; esac
	done
	is "run $run: a batch stopped mid-round in another PID namespace keeps its devices; resumed, it deletes them all" \
		"$out" "stopped:moving same:yes rc:0 left:0 err:0"
  done
else
	skip "a batch stopped mid-round in another PID namespace" "$IPT_WHY"
fi

done_testing
