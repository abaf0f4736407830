#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# A coalesced delete racing renames: while a batch deletes d0..d1999,
# another process renames d1900..d1999 to x1900..x1999 and makes new
# d1900..d1999.  A device renamed before its line ran is not the device
# that line names: no x* device may be deleted silently (ours, resolving
# the names a whole round before its group delete, used to delete tens of
# them).  One window stays, as in iproute2: a rename in the instant
# between the last look and the delete (iproute2's between its RTM_GETLINK
# and its RTM_DELLINK) loses the device; ours names each such device in a
# warning, and a run may see at most two (one instant a round: about one
# run in fifty sees one).  Every line reports (deleted, or "Cannot find
# device"), and the devices no one raced for are all gone.
# RENAME_RUNS runs (default 3) with -force and as many without; make soak
# runs more.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_ifb

RUNS=${RENAME_RUNS:-3}
N=2000
R=1900		# d$R.. are renamed

awk -v n=$N 'BEGIN { for (i = 0; i < n; i++) print "link del d" i }' >"$IPT_TMP/del"
awk -v a=$R -v n=$N 'BEGIN {
	for (i = a; i < n; i++) { print "link set d" i " name x" i; print "link add d" i " type ifb" }
}' >"$IPT_TMP/ren"

# one_run FORCE: the race once in a fresh namespace; one line of counts
one_run() {
	unshare -n sh -c '
		awk -v n=$4 "BEGIN { for (i = 0; i < n; i++) print \"link add d\" i \" type ifb\" }" |
			"$2" -batch - || exit 97
		"$1" $3 -batch "$5/del" >/dev/null 2>"$5/del.err" &
		p=$!
		"$2" -force -batch "$5/ren" 2>"$5/ren.err"
		wait $p
		rc=$?
		# renames that took place: the odd lines that did not fail
		bad=$(sed -n "s/^Command failed .*:\([0-9]*\)\$/\1/p" "$5/ren.err" |
			awk "\$1 % 2 == 1" | wc -l)
		x=$("$2" -o link show | grep -c ": x")
		low=$("$2" -o link show | awk -F": " "{ print \$2 }" |
			awk -v r=$6 "/^d[0-9]+\$/ && substr(\$0, 2) + 0 < r" | wc -l)
		nf=$(grep -c "^Cannot find device" "$5/del.err")
		win=$(grep -c "^Warning: batch delete: device \"x[0-9]*\" (index [0-9]*) was renamed from \"d[0-9]*\" as its group was deleted and went with it\.\$" "$5/del.err")
		other=$(grep -v -c -e "^Cannot find device" -e "^Command failed" \
			-e "^Warning: batch delete: device \"x[0-9]*\" (index [0-9]*) was renamed from" "$5/del.err")
		echo "$(($4 - $6 - bad)) $x $low $nf $other $rc $win"
	' sh "$IP" "$REF_IP" "$1" $N "$IPT_TMP" $R
}

for force in -force ""; do
	lost=0 maxlost=0 bad=0 wins=0
	for run in $(seq 1 "$RUNS"); do
		set -- $(one_run "$force")
		renamed=$1 x=$2 low=$3 nf=$4 other=$5 rc=$6 win=$7
		# lost silently: more deleted than warned for, or a wide window
		l=$((renamed - x - win))
		[ "$win" -le 2 ] || l=$((renamed - x))
		[ $l -gt $maxlost ] && maxlost=$l
		lost=$((lost + l))
		wins=$((wins + win))
		# every failed line says so and the exit is 1 if any did;
		# without -force the batch stops at its first failure
		want_rc=0
		[ "$nf" -eq 0 ] || want_rc=1
		{ [ "$low" -eq 0 ] && [ "$other" -eq 0 ] && [ "$rc" -eq $want_rc ] &&
		  { [ -n "$force" ] || [ "$nf" -le 1 ]; }; } || bad=$((bad + 1))
		[ $bad -eq 0 ] && [ $l -eq 0 ] || diag "run $run${force:+ $force}: renamed $renamed, x left $x, d<$R left $low, not found $nf, other stderr $other, exit $rc, renamed in the last instant $win"
	done
	ok "$([ $lost -eq 0 ]; echo $?)" "racing renames${force:+ $force}, $RUNS runs: $lost renamed devices deleted unwarned (most in a run: $maxlost; $wins in the last instant, warned)"
	ok "$([ $bad -eq 0 ]; echo $?)" "racing renames${force:+ $force}: every line reports, nothing else left or said ($bad runs off)"
done

done_testing
