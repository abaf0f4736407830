#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# rtreq.sh - the rtnetlink requests of some message types an ip binary
# sends, one line each (type, flags, then the body in hex; length,
# sequence number and port id left out), so that the requests of two
# implementations can be compared byte for byte (but for the padding of
# attributes, which iproute2 leaves as it finds it, and NLM_F_ACK, which
# our engine always asks for).  For objects whose
# requests the kernel refuses here (an MPLS encap, say), where a
# differential test of the answer alone would prove little.
#
#   testsuite/rtreq.sh -c -t TYPES [-s SETUP] -- IP-ARGS...
#   testsuite/rtreq.sh -t TYPES [-s SETUP] -b BIN -f FILE
#
# The second form runs each line of FILE (IP-ARGS, split on blanks) with
# BIN in one namespace, one after the other, and prints each one's
# result after a line "=== N" (N counts the lines from 1): many commands
# for the price of one namespace.
#
# TYPES: netlink message types, comma-separated (24 RTM_NEWROUTE, 25
# RTM_DELROUTE, 26 RTM_GETROUTE, 104 RTM_NEWNEXTHOP,
# 105 RTM_DELNEXTHOP, ...).  Each binary runs in a fresh network
# namespace after SETUP (shell; "ip" there is the system's).  -c runs
# /usr/sbin/ip ($REF) and ./ip/ip ($IP) and diffs: exit 0 when the
# requests, exit status, stdout and stderr are the same.

set -u
REF=${REF:-/usr/sbin/ip}
OURS=${IP:-$(dirname "$0")/../ip/ip}
SETUP=:
TYPES=
COMPARE=0
FILE=
BINARY=

while [ $# -gt 0 ]; do
	case "$1" in
	-s) SETUP=$2; shift 2 ;;
	-t) TYPES=$2; shift 2 ;;
	-c) COMPARE=1; shift ;;
	-f) FILE=$2; shift 2 ;;
	-b) BINARY=$2; shift 2 ;;
	--) shift; break ;;
	*) break ;;
	esac
done

decode() {
	perl -e '
use strict; use warnings;
my %want = map { $_ => 1 } split(/,/, shift @ARGV);
# the fixed header of each message type (nhmsg, ifaddrlblmsg, netconfmsg)
my %hdr = (104 => 8, 105 => 8, 106 => 8, 116 => 8, 117 => 8, 118 => 8,
	   72 => 12, 73 => 12, 74 => 12, 82 => 4, 24 => 12, 25 => 12, 26 => 12);
# Does buf hold nothing but attributes?
sub is_attrs {
	my ($buf) = @_;
	my $off = 0;
	return 0 if length($buf) < 4;
	while ($off + 4 <= length($buf)) {
		my ($len) = unpack("S", substr($buf, $off, 2));
		return 0 if $len < 4 || $off + $len > length($buf);
		$off += ($len + 3) & ~3;
	}
	return $off >= length($buf);
}
# The nexthops of a route (RTA_MULTIPATH): each an 8-byte header and its
# attributes, masked as any.
sub mask_mp {
	my ($buf) = @_;
	my $out = "";
	while (length($buf) >= 8) {
		my ($len) = unpack("S", $buf);
		last if $len < 8 || $len > length($buf);
		my $al = ($len + 3) & ~3;
		$al = length($buf) if $al > length($buf);
		$out .= substr($buf, 0, 8) . mask(substr($buf, 8, $len - 8), 0) .
			("\0" x ($al - $len));
		$buf = substr($buf, $al);
	}
	return $out . $buf;
}
# Attributes with their padding zeroed (nests too); top: the attributes
# of a route message, where type 9 holds nexthops.
sub mask {
	my ($buf, $top) = @_;
	my $out = "";
	while (length($buf) >= 4) {
		my ($len, $type) = unpack("S S", $buf);
		last if $len < 4 || $len > length($buf);
		my $al = ($len + 3) & ~3;
		$al = length($buf) if $al > length($buf);
		my $pl = substr($buf, 4, $len - 4);
		if ($top && $type == 9) {
			$pl = mask_mp($pl);
		} elsif (is_attrs($pl)) {
			$pl = mask($pl, 0);
		}
		$out .= substr($buf, 0, 4) . $pl . ("\0" x ($al - $len));
		$buf = substr($buf, $al);
	}
	return $out . $buf;
}
my (@bufs, $cur);
while (my $l = <STDIN>) {
	if ($l =~ /^\s*\d*\s*(sendmsg|sendto)\(/) {
		push @bufs, ""; $cur = \$bufs[-1]; next;
	}
	if ($l =~ /^ \| [0-9a-f]{5}  ((?:[0-9a-f]{2}\s{1,2}){1,16})/ && defined $cur) {
		my $h = $1; $h =~ s/\s+//g; $$cur .= pack("H*", $h);
	}
}
for my $b (@bufs) {
	while (length($b) >= 16) {
		my ($len, $type, $flags) = unpack("L S S", $b);
		last if $len < 16 || $len > length($b);
		my $m = substr($b, 16, $len - 16);
		$b = substr($b, ($len + 3) & ~3);
		next unless $want{$type};
		$m = substr($m, 0, $hdr{$type}) .
			mask(substr($m, $hdr{$type}), $type >= 24 && $type <= 26)
			if exists $hdr{$type} && length($m) >= $hdr{$type};
		printf("type %d flags 0x%x: %s\n", $type, $flags & ~4,
		       join(" ", map { sprintf "%02x", $_ } unpack("C*", $m)));
	}
}
' "$TYPES"
}

run_one() {
	bin=$1; shift
	tmp=$(mktemp -d)
	unshare -n sh -c '
		REF=$1; SETUP=$2; TMP=$3; BIN=$4; shift 4
		ip() { "$REF" "$@"; }
		eval "$SETUP" >/dev/null 2>&1
		ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
		IP_FALLBACK= strace -f -qq -e trace=sendmsg,sendto -e write=all \
			-o "$TMP/st" "$BIN" "$@" >"$TMP/out" 2>"$TMP/err"
		echo $? >"$TMP/rc"
	' sh "$REF" "$SETUP" "$tmp" "$bin" "$@"
	decode <"$tmp/st"
	echo "exit $(cat "$tmp/rc")"
	sed 's/^/stderr: /' "$tmp/err"
	sed 's/^/stdout: /' "$tmp/out"
	rm -rf "$tmp"
}

if [ -n "$FILE" ]; then
	tmp=$(mktemp -d)
	unshare -n sh -c '
		REF=$1; SETUP=$2; TMP=$3; BIN=$4; FILE=$5
		ip() { "$REF" "$@"; }
		eval "$SETUP" >/dev/null 2>&1
		n=0
		while IFS= read -r line; do
			n=$((n + 1))
			# shellcheck disable=SC2086
			ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
			IP_FALLBACK= strace -f -qq -e trace=sendmsg,sendto -e write=all \
				-o "$TMP/st.$n" "$BIN" $line >"$TMP/out.$n" 2>"$TMP/err.$n" </dev/null
			echo $? >"$TMP/rc.$n"
		done <"$FILE"
		echo $n >"$TMP/count"
	' sh "$REF" "$SETUP" "$tmp" "$BINARY" "$FILE"
	n=1
	while [ "$n" -le "$(cat "$tmp/count")" ]; do
		echo "=== $n"
		decode <"$tmp/st.$n"
		echo "exit $(cat "$tmp/rc.$n")"
		sed 's/^/stderr: /' "$tmp/err.$n"
		sed 's/^/stdout: /' "$tmp/out.$n"
		n=$((n + 1))
	done
	rm -rf "$tmp"
	exit 0
fi

if [ "$COMPARE" = 1 ]; then
	a=$(mktemp) b=$(mktemp)
	run_one "$REF" "$@" >"$a"
	run_one "$OURS" "$@" >"$b"
	diff -u "$a" "$b"
	r=$?
	rm -f "$a" "$b"
	exit $r
fi
run_one "$REF" "$@"
