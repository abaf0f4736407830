#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# testsuite/batch-lines.sh TOOL FORCE FILE: run FILE as "TOOL -batch" would,
# but each line in a batch of its own, so that nothing is remembered from
# one line to the next.  Messages name FILE and the real line number.
# This is the second oracle of batch-random.t: iproute2 6.1's -batch keeps
# a name->index cache that goes stale when a device it looked up is
# deleted and made again ("RTNETLINK answers: No such device" for a device
# that exists); line by line, iproute2 shows what the lines mean.
# A line "-n NAME CMD" runs as "TOOL -n NAME -batch" of CMD (iproute2's
# batch has no such lines; ours runs CMD in NAME).  A line that fails
# without iproute2's "Command failed" ends the run with its status: the
# tool exited there (a bad argument: 255, or 1 for a bad prefix), and
# so would its batch have.
tool=$1 force=$2 file=$3
set -f
one=$(mktemp)
trap 'rm -f "$one" "$one.err"' EXIT
n=0 rc=0
while IFS= read -r line || [ -n "$line" ]; do
	n=$((n + 1))
	set -- $line
	case $1 in
	''|'#'*)
		continue ;;		# nothing to run
	-n|-netns)
		ns=$2
		shift 2
		printf '%s\n' "$*" >"$one"
		"$tool" -n "$ns" -batch "$one" 2>"$one.err" </dev/null
		;;
	*)
		printf '%s\n' "$line" >"$one"
		"$tool" -batch "$one" 2>"$one.err" </dev/null
		;;
	esac
	st=$?
	[ -s "$one.err" ] &&
		sed "s|^Command failed $one:1\$|Command failed $file:$n|" "$one.err" >&2
	if [ $st -ne 0 ] && ! grep -q "^Command failed $one:1\$" "$one.err"; then
		exit $st		# iproute2 exits at once on a bad argument
	elif [ $st -ne 0 ]; then
		rc=$st
		[ -n "$force" ] || break
	fi
done <"$file"
exit $rc
