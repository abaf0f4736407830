#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip monitor": link events as they happen (both tools listening at once
# in this namespace), with label, dev, -o, -t (times masked) and
# all-nsid; saved messages through "monitor file" in every output mode,
# from testsuite/msgs/*.spec; and bad input (unknown words, missing or
# truncated files, malformed messages).
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/monlib.sh"
ipt_require_ip

# ---- saved messages ----
for spec in "$top"/testsuite/msgs/link-*.spec; do
	dmsgs "$spec" "" "-d" "-d -s -s" "-o" "-br" "-0 -br" "-c" \
		"-d monitor label" "-4 -d"
done

# truncated and malformed files, an empty one
perl "$top/testsuite/nlgen.pl" <"$top/testsuite/msgs/link-basic.spec" >"$IPT_TMP/full.bin"
head -c 100 "$IPT_TMP/full.bin" >"$IPT_TMP/trunc.bin"
head -c 10 "$IPT_TMP/full.bin" >"$IPT_TMP/short.bin"
printf '\377\377\0\0\020\0\0\0\0\0\0\0\0\0\0\0' >"$IPT_TMP/huge.bin"
printf '\010\0\0\0\020\0\0\0\0\0\0\0\0\0\0\0' >"$IPT_TMP/tiny.bin"
: >"$IPT_TMP/empty.bin"
for f in trunc short huge tiny empty; do
	dshow monitor file "$IPT_TMP/$f.bin"
done
dshow monitor file "$IPT_TMP/nope.bin"
dshow monitor bogus
dshow monitor help
dshow monitor dev nope
dshow monitor file
dshow monitor link label file "$IPT_TMP/full.bin"
dshow monitor all file "$IPT_TMP/full.bin"

# ---- live events ----
# Both monitors listen; the same events reach both.
if ! want "kind_veth kind_bridge" "live link events"; then
	done_testing
	exit
fi

EVENTS='ref link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
ref link set v0 up
ref link add br0 address 02:00:00:00:01:00 type bridge
ref link set v1 master br0
ref link set v1 nomaster
ref link set v0 mtu 1400 alias hello
ref link del v0
ref link del br0'
printf 'ref() { "%s" "$@"; }\n%s\n' "$REF_IP" "$EVENTS" >"$IPT_TMP/events"

live "link" monitor link
live "link label" monitor link label
live "-o link" -o monitor link
live "-d link" -d monitor link
live "-t link" -t monitor link
live "-ts label" -ts monitor label link
"$REF_IP" link add d9 address 02:00:00:00:00:09 type veth peer name d8 address 02:00:00:00:00:08
printf 'ref() { "%s" "$@"; }\nref link set d9 up\nref link set d8 mtu 1000\nref link set d9 mtu 1200\n' \
	"$REF_IP" >"$IPT_TMP/events"
live "dev d9" monitor link dev d9
"$REF_IP" link del d9

done_testing
