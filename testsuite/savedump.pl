#!/usr/bin/perl
# SPDX-License-Identifier: GPL-2.0-or-later
# savedump.pl [route] < FILE: an "ip address save" stream as text (magic,
# then each message in hex with what differs from run to run zeroed:
# sequence number, port id, the time stamps of IFA_CACHEINFO and its
# lifetimes unless forever), so that two streams can be compared.  With
# "route": an "ip route save" stream, RTA_CACHEINFO's use counts and ages
# zeroed (its expiry masked to whether there is one).  With "nodf" too:
# NLM_F_DUMP_FILTERED cleared (iproute2's batch dumps are not strict).
use strict;
use warnings;
my $route = grep { $_ eq 'route' } @ARGV;
my $nodf = grep { $_ eq 'nodf' } @ARGV;
binmode STDIN;
local $/;
my $d = <STDIN> // '';
if (length($d) < 4) { print "short: ", unpack('H*', $d), "\n"; exit 0; }
printf "magic %s\n", unpack('H*', substr($d, 0, 4));
my $off = 4;
while ($off + 16 <= length($d)) {
	my ($len) = unpack('L', substr($d, $off, 4));
	last if $len < 16 || $off + $len > length($d);
	my $m = substr($d, $off, $len);
	substr($m, 8, 8) = "\0" x 8;
	substr($m, 6, 2) = pack('S', unpack('S', substr($m, 6, 2)) & ~0x20) if $nodf;
	# attributes after the ifaddrmsg: mask IFA_CACHEINFO (6); after the
	# rtmsg: RTA_CACHEINFO (12)
	my $a = $route ? 28 : 24;
	while ($a + 4 <= length($m)) {
		my ($alen, $atype) = unpack('SS', substr($m, $a, 4));
		last if $alen < 4 || $a + $alen > length($m);
		if ($route) {
			if ($atype == 12 && $alen >= 36) {
				my $exp = unpack('l', substr($m, $a + 12, 4));
				substr($m, $a + 4, 32) = "\0" x 32;
				substr($m, $a + 12, 4) = pack('l', $exp ? 1 : 0);
			}
		} elsif ($atype == 6 && $alen == 20) {
			for my $i (0, 1) {
				my $o = $a + 4 + 4 * $i;
				substr($m, $o, 4) = "\0" x 4
					if substr($m, $o, 4) ne "\xff" x 4;
			}
			substr($m, $a + 12, 8) = "\0" x 8;
		}
		$a += ($alen + 3) & ~3;
	}
	print unpack('H*', $m), "\n";
	$off += ($len + 3) & ~3;
}
print "rest ", length($d) - $off, "\n" if $off != length($d);
