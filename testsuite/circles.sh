#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# circles.sh OBJ... - the circles among object files: file A "calls" file
# B when A leaves undefined a global symbol that B defines (nm).  Prints
# one line per circle (strongly connected set of two files or more), its
# files sorted and separated by spaces; with -e, the edges first, as
# "A -> B: symbol ...".  With -m DIR, the nodes are the modules instead:
# the folder of each object file below DIR ("ip/link/kind"), and calls
# within a module do not count.  Exit 0 whatever it finds; the caller
# judges.
edges=0 mods=
while :; do
	case $1 in
	-e) edges=1; shift ;;
	-m) mods=${2%/}; shift 2 ;;
	*) break ;;
	esac
done
for o in "$@"; do
	if [ -n "$mods" ]; then f=${o%/*}; f=${f#"$mods"/}; else f=${o##*/}; fi
	nm -g "$o" | awk -v f="$f" '
		$1 == "U" { print "U", f, $2; next }
		NF == 3 && $2 ~ /^[TDBRCVWGS]$/ { print "D", f, $3 }'
done | awk -v edges="$edges" '
$1 == "D" { def[$3] = $2; files[$2] = 1; next }
$1 == "U" { und[++n] = $2 SUBSEP $3; files[$2] = 1 }
END {
	for (i = 1; i <= n; i++) {
		split(und[i], p, SUBSEP)
		if (!(p[2] in def) || def[p[2]] == p[1])
			continue
		e = p[1] SUBSEP def[p[2]]
		if (!(e in adj)) {
			adj[e] = 1
			out[p[1]] = out[p[1]] " " def[p[2]]
		}
		why[e] = why[e] " " p[2]
	}
	if (edges)
		for (e in why) {
			split(e, p, SUBSEP)
			print p[1] " -> " p[2] ":" why[e]
		}
	# reach[a, b]: b is reachable from a (a search from every file)
	for (a in files) {
		delete seen
		top = 0
		stack[++top] = a
		while (top > 0) {
			x = stack[top--]
			m = split(out[x], nb, " ")
			for (j = 1; j <= m; j++)
				if (!(nb[j] in seen)) {
					seen[nb[j]] = 1
					reach[a, nb[j]] = 1
					stack[++top] = nb[j]
				}
		}
	}
	for (a in files) {
		if (a in done || !((a, a) in reach))
			continue
		set = ""
		for (b in files)
			if ((a, b) in reach && (b, a) in reach) {
				done[b] = 1
				set = set " " b
			}
		m = split(set, s, " ")
		# sort the members (insertion sort: a circle is small)
		for (i = 2; i <= m; i++)
			for (j = i; j > 1 && s[j - 1] > s[j]; j--) {
				t = s[j]; s[j] = s[j - 1]; s[j - 1] = t
			}
		line = s[1]
		for (i = 2; i <= m; i++)
			line = line " " s[i]
		print "circle: " line
	}
}' | sort
