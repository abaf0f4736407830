#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Coalesced batch deletes running at once: each device is deleted once, and
# exactly one batch reports it deleted (the others "Cannot find device").
# - two batches, d0-d699 and d300-d999: 400 "Cannot find device" lines in
#   all, every time (the issue's case);
# - four batches deleting overlapping sets (CONC_RUNS runs, default 20):
#   per device exactly one success ("ack LINE 0") over the four, the final
#   state right;
# - four batches adding then deleting the same 50 names: as many deletes
#   succeed as adds did, and nothing is left.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

REF=$REF_IP
RUNS=${CONC_RUNS:-20}

mk() {	# mk N: d0..d(N-1), peers p*
	awk -v n="$1" 'BEGIN {
		for (i = 0; i < n; i++) print "link add d" i " type veth peer name p" i
	}' >"$IPT_TMP/mk"
	$REF -batch "$IPT_TMP/mk" || bail "setup failed"
}
dels() {	# dels FROM TO
	awk -v a="$1" -v b="$2" 'BEGIN { for (i = a; i <= b; i++) print "link del d" i }'
}
names_left() { $REF -o link show | awk -F': ' '{ sub(/@.*/, "", $2); print $2 }' | grep -c '^[dp][0-9]'; }

# a bystander no batch names
$REF link add keep0 type veth peer name keep1

# --- the issue's case: A deletes d0-d699, B d300-d999
for run in 1 2 3 4 5; do
	mk 1000
	dels 0 699 >"$IPT_TMP/a"
	dels 300 999 >"$IPT_TMP/b"
	$IP -force -batch "$IPT_TMP/a" >/dev/null 2>"$IPT_TMP/a.err" &
	pa=$!
	$IP -force -batch "$IPT_TMP/b" >/dev/null 2>"$IPT_TMP/b.err" &
	pb=$!
	wait $pa
	wait $pb
	nf=$(cat "$IPT_TMP/a.err" "$IPT_TMP/b.err" | grep -c '^Cannot find device')
	left=$(names_left)
	[ "$nf" -eq 400 ] && [ "$left" -eq 0 ] && $REF link show keep0 >/dev/null 2>&1
	ok $? "two batches, overlap 400: $nf \"Cannot find device\" lines (400 right), $left devices left"
done

# --- four batches, overlapping sets, -ack: one success per device
N=800
fails=0
for run in $(seq 1 "$RUNS"); do
	mk $N
	# each batch takes a random half of the devices, in a random order
	for b in 1 2 3 4; do
		seq 0 $((N - 1)) | shuf | head -n $((N / 2)) | sed 's/^/link del d/' >"$IPT_TMP/c$b"
	done
	# devices no batch names must stay
	cat "$IPT_TMP"/c[1-4] | sort -u >"$IPT_TMP/named"
	for b in 1 2 3 4; do
		$IP -force -ack -batch "$IPT_TMP/c$b" >"$IPT_TMP/c$b.out" 2>"$IPT_TMP/c$b.err" &
		eval "p$b=\$!"
	done
	wait $p1; wait $p2; wait $p3; wait $p4
	# "ack LINE STATUS" -> per device the successes
	for b in 1 2 3 4; do
		awk 'NR == FNR { dev[NR] = $3; next }
		     $1 == "ack" && $3 == 0 { print dev[$2] }' "$IPT_TMP/c$b" "$IPT_TMP/c$b.out"
	done | sort | uniq -c | awk '$1 != 1 { print "# " $2 ": " $1 " successes"; bad++ } END { exit bad > 0 }' \
		>"$IPT_TMP/why"
	r1=$?
	succ=$(cat "$IPT_TMP"/c[1-4].out | grep -c ' 0$')
	named=$(wc -l <"$IPT_TMP/named")
	left_named=$($REF -o link show | awk -F': ' '{ sub(/@.*/, "", $2); print "link del " $2 }' | sort | comm -12 - "$IPT_TMP/named" | wc -l)
	left=$(names_left)
	# every named device gone, every other d with its peer still there
	[ $r1 -eq 0 ] && [ "$succ" -eq "$named" ] && [ "$left_named" -eq 0 ] &&
		[ "$left" -eq $(( (N - named) * 2 )) ] && $REF link show keep0 >/dev/null 2>&1
	if ! ok $? "four batches, run $run: $succ successes for $named devices named, $left_named named left, $left links left"; then
		head -n 10 "$IPT_TMP/why"
		fails=$((fails + 1))
	fi
	# clean up what no batch named
	$REF -o link show | awk -F': ' '$2 ~ /^d[0-9]/ { sub(/@.*/, "", $2); print "link del " $2 }' >"$IPT_TMP/rest"
	$IP -batch "$IPT_TMP/rest" >/dev/null 2>&1
done

# --- four batches adding then deleting the same 50 names
for run in 1 2 3 4 5; do
	awk 'BEGIN { for (i = 0; i < 50; i++) print "link add s" i " type veth peer name t" i
		     for (i = 0; i < 50; i++) print "link del s" i }' >"$IPT_TMP/ad"
	for b in 1 2 3 4; do
		$IP -force -ack -batch "$IPT_TMP/ad" >"$IPT_TMP/ad$b.out" 2>/dev/null &
		eval "p$b=\$!"
	done
	wait $p1; wait $p2; wait $p3; wait $p4
	adds=$(cat "$IPT_TMP"/ad[1-4].out | awk '$1 == "ack" && $2 <= 50 && $3 == 0' | wc -l)
	delsok=$(cat "$IPT_TMP"/ad[1-4].out | awk '$1 == "ack" && $2 > 50 && $3 == 0' | wc -l)
	left=$($REF -o link show | grep -c ': [st][0-9]')
	[ "$adds" -eq "$delsok" ] && [ "$left" -eq 0 ]
	ok $? "four batches adding and deleting 50 names: $adds adds, $delsok deletes succeeded, $left left"
	$REF -o link show | awk -F': ' '$2 ~ /^s[0-9]/ { sub(/@.*/, "", $2); print "link del " $2 }' >"$IPT_TMP/rest"
	$REF -force -batch "$IPT_TMP/rest" >/dev/null 2>&1
done
done_testing
