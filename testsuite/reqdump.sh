#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# reqdump.sh - show the RTM_NEWLINK requests an ip binary sends, decoded as
# an attribute tree with nlmsg_seq and nlmsg_pid zeroed, so that the
# requests of two implementations can be compared.
#
#   testsuite/reqdump.sh [-b IPBIN] [-s SETUP] [-k] -- IP-ARGS...
#   testsuite/reqdump.sh -c [-s SETUP] [-k] [-F] -- IP-ARGS...
#
# Every run happens in a fresh network namespace (unshare -n).  SETUP is a
# shell snippet run first in that namespace with the system ip (so both
# binaries see the same devices and ifindexes).  -k prints only the
# IFLA_LINKINFO subtree of each request; -F hides NLA_F_NESTED (libmnl
# sets it on nests, iproute2 does not; the kernel accepts both).  -c runs /usr/sbin/ip and ./ip/ip
# (or $IP) and diffs the two dumps: exit 0 when they are the same.
# Also shown: the exit status and stderr of the command.
#
# RTM_NEWLINKPROP and RTM_DELLINKPROP requests are shown too.  A request
# that changes a device (no NLM_F_CREATE) shows the device it addresses as
# "dev NAME", whether it names it by index in the header (iproute2) or by
# IFLA_IFNAME / IFLA_ALT_IFNAME as its first attribute (ours): the kernel
# takes both, and the two then compare equal.

set -u
REF=${REF:-/usr/sbin/ip}
OURS=${IP:-$(dirname "$0")/../ip/ip}
BIN=$REF
SETUP=:
ONLY_LINKINFO=0
NO_NESTED_FLAG=0
COMPARE=0

while [ $# -gt 0 ]; do
	case "$1" in
	-b) BIN=$2; shift 2 ;;
	-s) SETUP=$2; shift 2 ;;
	-k) ONLY_LINKINFO=1; shift ;;
	-F) NO_NESTED_FLAG=1; shift ;;
	-c) COMPARE=1; shift ;;
	--) shift; break ;;
	*) break ;;
	esac
done

decode() {
	# stdin: strace -e write=all output; stdout: decoded requests
	perl -e '
use strict; use warnings;
my $only_li = shift @ARGV;
my $no_nf = shift @ARGV;
my $links = shift @ARGV;
my %ifname;
if ($links && open(my $lf, "<", $links)) {
	while (<$lf>) { $ifname{$1} = $2 if /^(\d+): ([^:@ ]+)/; }
}
my (@bufs, $cur);
while (my $l = <STDIN>) {
	if ($l =~ /^\s*\d*\s*(sendmsg|sendto)\(/) {
		push @bufs, "" ; $cur = \$bufs[-1]; next;
	}
	if ($l =~ /^ \| [0-9a-f]{5}  ((?:[0-9a-f]{2}\s{1,2}){1,16})/ && defined $cur) {
		my $h = $1; $h =~ s/\s+//g; $$cur .= pack("H*", $h);
	}
}
my %nested_top = (18 => 1, 26 => 1);
sub attrs {
	my ($buf, $ind, $ctx) = @_;
	my $out = "";
	my $kind = "";
	while (length($buf) >= 4) {
		my ($len, $type) = unpack("S S", $buf);
		last if $len < 4 || $len > length($buf);
		my $pl = substr($buf, 4, $len - 4);
		my $t = $type & 0x3fff;
		$out .= sprintf("%*sattr %d len %d", $ind, "", $t, $len);
		my $fl = $type & ($no_nf ? 0x4000 : 0xc000);
		$out .= sprintf(" flags 0x%x", $fl) if $fl;
		my $sub;
		if ($ctx eq "top" && $t == 18) { $sub = "linkinfo"; }
		elsif ($ctx eq "linkinfo" && ($t == 2 || $t == 5)) { $sub = "data:$kind:$t"; }
		elsif ($ctx eq "data:veth:2" && $t == 1) { $sub = "peer"; }
		elsif ($ctx =~ /^data:(macvlan|macvtap):2$/ && $t == 5) { $sub = "macs"; }
		elsif ($type & 0x8000) { $sub = "nested"; }
		if ($ctx eq "linkinfo" && $t == 1) { ($kind = $pl) =~ s/\0.*//s; }
		if (defined $sub && $sub eq "peer") {
			$out .= ":\n" . ifinfo(substr($pl, 0, 16), $ind + 2) .
			    attrs(substr($pl, 16), $ind + 2, "top");
		} elsif (defined $sub) {
			$out .= ":\n" . attrs($pl, $ind + 2, $sub);
		} else {
			$out .= ": " . join(" ", map { sprintf "%02x", $_ } unpack("C*", $pl));
			my $s = $pl; $s =~ s/\0$//;
			$out .= "  \"$s\"" if length($s) > 1 && $s =~ /^[\x20-\x7e]+$/;
			$out .= "\n";
		}
		my $al = ($len + 3) & ~3;
		last if $al >= length($buf);
		$buf = substr($buf, $al);
	}
	return $out;
}
sub ifinfo {
	my ($b, $ind) = @_;
	my ($fam, $pad, $type, $idx, $fl, $ch) = unpack("C C S l L L", $b);
	return sprintf("%*sifinfomsg family %d type %d index %d flags 0x%x change 0x%x\n",
		       $ind, "", $fam, $type, $idx, $fl, $ch);
}
sub linkinfo_only {
	my ($buf) = @_;
	my $out = "";
	while (length($buf) >= 4) {
		my ($len, $type) = unpack("S S", $buf);
		last if $len < 4 || $len > length($buf);
		$out .= attrs(substr($buf, 0, $len), 2, "top") if ($type & 0x3fff) == 18;
		my $al = ($len + 3) & ~3;
		last if $al >= length($buf);
		$buf = substr($buf, $al);
	}
	return $out;
}
my %label = (16 => "NEWLINK", 108 => "NEWLINKPROP", 109 => "DELLINKPROP");
for my $b (@bufs) {
	while (length($b) >= 16) {
		my ($len, $type, $flags) = unpack("L S S", $b);
		last if $len < 16 || $len > length($b);
		my $m = substr($b, 0, $len);
		$b = substr($b, ($len + 3) & ~3);
		next unless $label{$type};
		my $body = substr($m, 16);
		my ($fam, $pad, $ityp, $idx, $fl, $ch) = unpack("C C S l L L", $body);
		# iproute2 probes the kernel with an empty request first
		next if $type == 16 && $len == 32 && $idx == 0 && $ch == 0 &&
			$fl == 0 && !($flags & 0x400);
		my $rest = substr($body, 16);
		my $head = ifinfo($body, 2);
		if (!($flags & 0x400) || $type != 16) {
			# the device changed, by index or by name
			my $dev;
			if ($idx) {
				$dev = exists $ifname{$idx} ? $ifname{$idx} : "index $idx";
			} elsif (length($rest) >= 4) {
				my ($alen, $atype) = unpack("S S", $rest);
				if (($atype == 3 || $atype == 53) && $alen >= 4 &&
				    $alen <= length($rest)) {
					($dev = substr($rest, 4, $alen - 4)) =~ s/\0.*//s;
					my $skip = ($alen + 3) & ~3;
					$rest = substr($rest, $skip);
					$len -= $skip;
				}
			}
			if (defined $dev) {
				$head = sprintf("  ifinfomsg family %d type %d dev %s flags 0x%x change 0x%x\n",
						$fam, $ityp, $dev, $fl, $ch);
			}
		}
		if ($only_li) {
			printf("%s flags 0x%x\n", $label{$type}, $flags);
			print linkinfo_only($rest);
		} else {
			printf("%s len %d flags 0x%x\n", $label{$type}, $len, $flags);
			print $head;
			print attrs($rest, 2, "top");
		}
	}
}
' "$ONLY_LINKINFO" "$NO_NESTED_FLAG" "${LINKS:-}"
}

run_one() {
	# $1: binary; rest: ip arguments
	bin=$1; shift
	tmp=$(mktemp -d)
	unshare -n sh -c '
		REF=$1; SETUP=$2; TMP=$3; BIN=$4; shift 4
		ip() { "$REF" "$@"; }
		eval "$SETUP" >/dev/null 2>&1
		"$REF" -o link show >"$TMP/links" 2>/dev/null
		# LeakSanitizer cannot run under ptrace: no leak check here
		ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
		strace -f -qq -e trace=sendmsg,sendto -e write=all -o "$TMP/st" \
			"$BIN" "$@" >"$TMP/out" 2>"$TMP/err"
		echo $? >"$TMP/rc"
	' sh "$REF" "$SETUP" "$tmp" "$bin" "$@"
	LINKS=$tmp/links decode <"$tmp/st"
	echo "exit $(cat "$tmp/rc")"
	sed 's/^/stderr: /' "$tmp/err"
	sed 's/^/stdout: /' "$tmp/out"
	rm -rf "$tmp"
}

# A sanitizer build of ours runs once more untraced, where LeakSanitizer
# works: any report of a sanitizer fails the comparison.
sanitized() {
	tmp=$(mktemp -d)
	unshare -n sh -c '
		REF=$1; SETUP=$2; TMP=$3; BIN=$4; shift 4
		ip() { "$REF" "$@"; }
		eval "$SETUP" >/dev/null 2>&1
		"$BIN" "$@" >/dev/null 2>"$TMP/err"
	' sh "$REF" "$SETUP" "$tmp" "$OURS" "$@"
	if grep -q 'Sanitizer\|runtime error' "$tmp/err"; then
		sed 's/^/sanitizer: /' "$tmp/err"
		rm -rf "$tmp"
		return 1
	fi
	rm -rf "$tmp"
}

if [ "$COMPARE" = 1 ]; then
	a=$(mktemp); b=$(mktemp)
	run_one "$REF" "$@" >"$a"
	run_one "$OURS" "$@" >"$b"
	if diff -u --label "iproute2: ip $*" --label "ours: ip $*" "$a" "$b"; then
		rc=0
	else
		rc=1
	fi
	rm -f "$a" "$b"
	if grep -q __asan_init "$OURS" 2>/dev/null; then
		sanitized "$@" || rc=1
	fi
	exit $rc
fi
run_one "$BIN" "$@"
