#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# testsuite/skips.sh LOG: the one line "make check" ends with - what was
# skipped and why, from the notes lib.sh's skips leave in LOG (a line
# each: FILE, COUNT or "file" for a whole file, REASON; tab-separated).
log=${1:?usage: skips.sh LOG}
if [ ! -s "$log" ]; then
	echo "skipped: nothing"
	exit 0
fi
sort "$log" | awk -F '\t' '
{
	r = $3
	if (!(r in n)) { order[++nr] = r; n[r] = 0; files[r] = "" }
	if ($2 == "file") { wf[r] = wf[r] (wf[r] == "" ? "" : " ") $1; nf++ }
	else {
		n[r] += $2; nt += $2
		if (index(" " files[r] " ", " " $1 " ") == 0)
			files[r] = files[r] (files[r] == "" ? "" : " ") $1
	}
}
END {
	line = "skipped:"
	if (nt) line = line " " nt " test" (nt > 1 ? "s" : "")
	if (nf) line = line (nt ? " and " : " ") nf " file" (nf > 1 ? "s" : "")
	line = line " -"
	for (i = 1; i <= nr; i++) {
		r = order[i]; what = ""
		if (n[r]) what = n[r] " in " files[r]
		if (wf[r] != "") what = what (what == "" ? "" : "; ") "all of " wf[r]
		line = line (i > 1 ? ";" : "") " " r " (" what ")"
	}
	print line
}'
