#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# No two files call each other, and no two modules (folders) either:
# among the object files of ip/ and lib/,
# file A calls file B when A leaves undefined a symbol B defines (nm), and
# no chain of calls may come back to where it started
# (testsuite/circles.sh).  The layers run one way: the global options
# (ip/main.c) -> the batch (ip/batch) -> the dispatch (ip/cmd) -> the
# objects -> what they share (ip/common) -> lib/.
. "$(dirname "$0")/../lib.sh"

if ! command -v nm >/dev/null 2>&1; then
	echo "1..0 # SKIP no nm (binutils) on this machine"
	ipt_skip_log "no nm (binutils) on this machine" file
	exit 0
fi
B=$top/${BUILD:-build}
# ipbatch-knobs.o is ipbatch.o again, built for ip-test
set -- $(ls "$B"/ip/*.o "$B"/ip/*/*.o "$B"/ip/*/*/*.o "$B"/lib/*.o "$B"/lib/*/*.o 2>/dev/null | grep -v '/ipbatch-knobs\.o$')
ok "$([ $# -gt 60 ]; echo $?)" "the object files are there ($# of them in $B)"
sh "$top/testsuite/circles.sh" "$@" >"$IPT_TMP/circles"
ok "$([ ! -s "$IPT_TMP/circles" ]; echo $?)" "no circle among the files of ip/ and lib/"
# and none among the modules (the folders: ip/link, ip/link/kind, lib/nl, ...)
sh "$top/testsuite/circles.sh" -m "$B" "$@" >"$IPT_TMP/mcircles"
ok "$([ ! -s "$IPT_TMP/mcircles" ]; echo $?)" "no circle among the modules (folders) of ip/ and lib/"
while read -r _ mods; do diag "module circle: $mods"; done <"$IPT_TMP/mcircles"
if [ -s "$IPT_TMP/circles" ]; then
	# each circle, and the calls among its files
	sh "$top/testsuite/circles.sh" -e "$@" | grep -v '^circle' >"$IPT_TMP/edges"
	while read -r _ files; do
		diag "circle: $files"
		for f in $files; do
			grep "^$f -> " "$IPT_TMP/edges" | while read -r l; do
				to=${l#* -> }
				case " $files " in
				*" ${to%%:*} "*) diag "  $l" ;;
				esac
			done
		done
	done <"$IPT_TMP/circles"
fi

# the check itself: three files calling round in a circle, and a fourth
# below them, must show as one circle of three
if command -v "${CC:-cc}" >/dev/null 2>&1; then
	d=$IPT_TMP/circ
	mkdir -p "$d"
	printf 'int b(void);\nint a(void) { return b(); }\n' >"$d/a.c"
	printf 'int c(void);\nint b(void) { return c(); }\n' >"$d/b.c"
	printf 'int a(void); int z(void);\nint c(void) { return a() + z(); }\n' >"$d/c.c"
	printf 'int z(void) { return 0; }\n' >"$d/z.c"
	for f in a b c z; do "${CC:-cc}" -c -o "$d/$f.o" "$d/$f.c" || break; done
	sh "$top/testsuite/circles.sh" "$d"/a.o "$d"/b.o "$d"/c.o "$d"/z.o >"$d/out"
	printf 'circle: a.o b.o c.o\n' | cmp -s - "$d/out"
	ok $? "a circle of three files is found, and the file below it is left out"
	# files in two folders, a -> b -> c with no file circle, make one
	# module circle: m1 (a, c) -> m2 (b) -> m1
	mkdir -p "$d/m1" "$d/m2"
	printf 'int b(void);\nint a(void) { return b(); }\n' >"$d/m1/a.c"
	printf 'int c(void);\nint b(void) { return c(); }\n' >"$d/m2/b.c"
	printf 'int c(void) { return 0; }\n' >"$d/m1/c.c"
	for f in m1/a m2/b m1/c; do "${CC:-cc}" -c -o "$d/$f.o" "$d/$f.c" || break; done
	sh "$top/testsuite/circles.sh" "$d"/m1/a.o "$d"/m2/b.o "$d"/m1/c.o >"$d/fout"
	sh "$top/testsuite/circles.sh" -m "$d" "$d"/m1/a.o "$d"/m2/b.o "$d"/m1/c.o >"$d/mout"
	[ ! -s "$d/fout" ] && printf 'circle: m1 m2\n' | cmp -s - "$d/mout"
	ok $? "two folders calling each other through three files are one module circle"
else
	skip "a circle of three files is found" "no C compiler on this machine"
	skip "a module circle is found" "no C compiler on this machine"
fi

done_testing
