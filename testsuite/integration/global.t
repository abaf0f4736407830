#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Global options, their abbreviations, help and bad objects: differential
# against iproute2 on a namespace holding only lo.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip

# Version and help.
# The version line scripts parse is iproute2's, without its ", libbpf
# 1.1.2": this ip does not link libbpf (a documented difference).
want_v=$("$REF_IP" -V | sed 's/, libbpf.*//')
for v in -V -Version -Ver "-V link show"; do
	# shellcheck disable=SC2086
	run_tool "$IPT_TMP/v" "$IP" $v
	[ "$(cat "$IPT_TMP/v.out")" = "$want_v" ] && [ "$(cat "$IPT_TMP/v.rc")" = 0 ] &&
		[ ! -s "$IPT_TMP/v.err" ]
	ok $? "ip $v: iproute2's version line, without the libbpf part"
done
dshow
dshow help
dshow -help
dshow --help
dshow link help
dshow link help add
dshow link show help
dshow link add help
dshow link set help
dshow link delete help
dshow help link

# Unknown things.
dshow frob
dshow -x link show
dshow -v
dshow --frob
dshow link frob
dshow l frob
dshow -ss link show lo
dshow -color=bogus link show lo
dshow -f
dshow -f bogus link show lo
# -rcvbuf SIZE: a number (any base) or "Invalid rcvbuf size", exit 255
for a in tp0 10k -5 99999999999 "" 0 1 0x1000 010 4194304; do
	dshow -rcvbuf "$a" link show lo
done
dshow -rc 2048 link show lo
dshow -rcvbuf
dshow -rcvbuf 1

# Object and command abbreviations.
for obj in link lin li l; do
	dshow $obj
done
for cmd in show list lst sh s ls; do
	dshow link $cmd
	dshow link $cmd lo
done
dshow link show dev lo
dshow link list dev lo

# Each output option in each spelling iproute2 accepts.
for o in -d -de -det -details -s -st -stats -statistics -j -json --json \
	 -br -bri -brief -o -oneline -h -human -human-readable -iec -0 -4 -6; do
	dshow $o link show lo
done
for o in "-j -p" "-json -pretty" "-j -pr" "-p" "-s -s" "-s -s -s" \
	 "-stats -stats" "-d -d" "-s -h" "-s -h -iec" "-s -iec" "-s -j" \
	 "-s -j -p" "-d -j" "-d -j -p" "-d -s" "-d -s -j" "-o -s" "-o -d" \
	 "-br -j" "-br -o" "-br -d" "-br -s" "-f link" "-family link" \
	 "-f inet" "-f inet6" "-f mpls" "-f bridge" "-f link -o" "-0 -o" \
	 "-4 -br" "-6 -j"; do
	dshow $o link show lo
	dshow $o link show
done

# Colour: -c alone is "auto", which is off when stdout is not a terminal.
for o in -c -color -col -color=always -c=always -color=never -color=auto -color= -c= -= \
	 "-c -j" "-color=always -j" "-color=always -br" "-color=always -d" \
	 "-color=always -s" "-color=always -o"; do
	dshow $o link show lo
done
dshow_env "COLORFGBG=0;15" -color=always link show lo
dshow_env "COLORFGBG=15;0" -color=always link show lo

# Options that stop parsing where iproute2 does.
dshow -d
dshow -s
dshow -j
dshow -d link
dshow -j link show nope

# What every start loads: libmnl and libc, nothing else (libelf is opened
# only when XDP reads an object; capabilities take two system calls).  A
# sanitized build adds its runtimes.  (readelf: binutils; no probe names it)
if command -v readelf >/dev/null 2>&1; then
	needed=$(readelf -d "$IP" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' |
		grep -v 'san\.so' | sort | tr '\n' ' ')
	[ "$needed" = "libc.so.6 libmnl.so.0 " ]
	ok $? "ip needs only libmnl and libc to start (has: $needed)"
else
	skip "ip needs only libmnl and libc to start" "readelf not installed"
fi

done_testing
