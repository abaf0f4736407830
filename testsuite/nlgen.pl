#!/usr/bin/perl
# SPDX-License-Identifier: GPL-2.0-or-later
#
# nlgen.pl - write netlink messages, described as text, in the format
# "ip monitor file FILE" reads (one nlmsghdr after another, each padded to
# 4 bytes): a way to feed printers messages this kernel cannot produce
# (kinds it lacks, attributes it does not send), for both our ip and
# iproute2.
#
#   testsuite/nlgen.pl < SPEC > FILE
#
# SPEC, one item per line ('#' starts a comment):
#   msg TYPE [FLAGS]      a new message; TYPE a number or a name below
#                         (RTM_NEWLINK ...), FLAGS a number (default 0)
#   hdr FIELD...          the fixed header, as typed fields (below), or
#   ifi FAMILY TYPE INDEX FLAGS CHANGE   an ifinfomsg
#   TYPE VALUE            an attribute: TYPE a number, VALUE typed:
#     u8 N | u16 N | u32 N | u64 N | s32 N | be16 N | be32 N
#     str S  (with its NUL; S may be "quoted") | strn S (without)
#     hex AABBCC... | ip4 A.B.C.D | ip6 ADDR | mac aa:bb:.. | flag
#     fields TYPE V TYPE V ...  a struct: typed values one after the other
#       (as "hdr"), where TYPE may also be cstr16 (a name NUL-padded to
#       16 bytes, as in struct can_bittiming_const)
#   TYPE nest ... end     a nested attribute (no NLA_F_NESTED, as iproute2)
#   TYPE nestf ... end    the same with NLA_F_NESTED
# Numbers take 0x hex.  The attribute type may be given as N or as a name
# from the table below; "raw HEX" appends bytes as they are.
use strict;
use warnings;
use Socket qw(inet_pton AF_INET AF_INET6);

my %types = (
	NLMSG_NOOP => 1, NLMSG_ERROR => 2, NLMSG_DONE => 3,
	RTM_NEWLINK => 16, RTM_DELLINK => 17, RTM_NEWADDR => 20,
	RTM_DELADDR => 21, RTM_NEWROUTE => 24, RTM_DELROUTE => 25,
	RTM_NEWNEIGH => 28, RTM_DELNEIGH => 29, RTM_NEWRULE => 32,
	RTM_DELRULE => 33, RTM_NEWPREFIX => 52, RTM_NEWNETCONF => 80,
	RTM_DELNETCONF => 81, RTM_NEWNSID => 88, RTM_DELNSID => 89,
	RTM_NEWSTATS => 92, RTM_NEWNEXTHOP => 104, RTM_DELNEXTHOP => 105,
	RTM_NEWADDRLABEL => 72, RTM_DELADDRLABEL => 73,
);

# IFLA_* and IFLA_INFO_* names commonly needed; others by number.
my %attrs = (
	IFLA_ADDRESS => 1, IFLA_BROADCAST => 2, IFLA_IFNAME => 3,
	IFLA_MTU => 4, IFLA_LINK => 5, IFLA_QDISC => 6, IFLA_STATS => 7,
	IFLA_MASTER => 10, IFLA_TXQLEN => 13, IFLA_OPERSTATE => 16,
	IFLA_LINKMODE => 17, IFLA_LINKINFO => 18, IFLA_IFALIAS => 20,
	IFLA_NUM_VF => 21, IFLA_VFINFO_LIST => 22, IFLA_STATS64 => 23,
	IFLA_AF_SPEC => 26, IFLA_GROUP => 27, IFLA_PROMISCUITY => 30,
	IFLA_NUM_TX_QUEUES => 31, IFLA_NUM_RX_QUEUES => 32, IFLA_CARRIER => 33,
	IFLA_CARRIER_CHANGES => 35, IFLA_LINK_NETNSID => 37,
	IFLA_PROTO_DOWN => 39, IFLA_GSO_MAX_SEGS => 40, IFLA_GSO_MAX_SIZE => 41,
	IFLA_XDP => 43, IFLA_EVENT => 44, IFLA_CARRIER_UP_COUNT => 47,
	IFLA_CARRIER_DOWN_COUNT => 48, IFLA_MIN_MTU => 50, IFLA_MAX_MTU => 51,
	IFLA_PROP_LIST => 52, IFLA_ALT_IFNAME => 53, IFLA_PERM_ADDRESS => 54,
	IFLA_GRO_MAX_SIZE => 58, IFLA_TSO_MAX_SIZE => 59, IFLA_TSO_MAX_SEGS => 60,
	IFLA_ALLMULTI => 61,
	IFLA_INFO_KIND => 1, IFLA_INFO_DATA => 2, IFLA_INFO_XSTATS => 3,
	IFLA_INFO_SLAVE_KIND => 4, IFLA_INFO_SLAVE_DATA => 5,
);

my %msgtype = (%types);
my @out;		# finished messages
my $cur;		# the message being built: { type, flags, hdr, body }
my @stack;		# open nests: [ offset of its header in body ]

sub num {
	my ($s) = @_;
	die "nlgen: not a number: $s\n" unless defined $s && $s =~ /^-?(0x[0-9a-fA-F]+|\d+)$/;
	return $s =~ /^-?0x/ ? ($s =~ /^-/ ? -hex(substr($s, 1)) : hex($s)) : $s + 0;
}

sub attrtype {
	my ($t) = @_;
	return $attrs{$t} if exists $attrs{$t};
	return num($t);
}

sub pad4 { my ($b) = @_; return $b . ("\0" x ((4 - length($b) % 4) % 4)); }

sub value {
	my ($kind, @v) = @_;
	my $s = join(' ', @v);
	$s =~ s/^"(.*)"$/$1/;
	return pack('C', num($v[0])) if $kind eq 'u8';
	return pack('S', num($v[0])) if $kind eq 'u16';
	return pack('L', num($v[0]) & 0xffffffff) if $kind eq 'u32';
	return pack('Q', num($v[0])) if $kind eq 'u64';
	return pack('l', num($v[0])) if $kind eq 's32';
	return pack('n', num($v[0])) if $kind eq 'be16';
	return pack('N', num($v[0]) & 0xffffffff) if $kind eq 'be32';
	return "$s\0" if $kind eq 'str';
	return $s if $kind eq 'strn';
	return pack('H*', join('', @v)) if $kind eq 'hex';
	return inet_pton(AF_INET, $v[0]) if $kind eq 'ip4';
	return inet_pton(AF_INET6, $v[0]) if $kind eq 'ip6';
	return pack('C*', map { hex } split(/:/, $v[0])) if $kind eq 'mac';
	return '' if $kind eq 'flag';
	return pack('a16', $v[0]) if $kind eq 'cstr16';
	if ($kind eq 'fields') {
		my $b = '';
		$b .= value(splice(@v, 0, 2)) while @v;
		return $b;
	}
	die "nlgen: unknown value type $kind\n";
}

sub finish {
	return unless $cur;
	die "nlgen: unclosed nest\n" if @stack;
	my $payload = pad4($cur->{hdr}) . $cur->{body};
	my $len = 16 + length($payload);
	push @out, pack('LSSLL', $len, $cur->{type}, $cur->{flags}, 0, 0) . $payload;
	$cur = undef;
}

while (my $line = <STDIN>) {
	$line =~ s/#.*//;
	my @w = ($line =~ /("[^"]*"|\S+)/g);
	next unless @w;
	my $kw = shift @w;
	if ($kw eq 'msg') {
		finish();
		my $t = exists $msgtype{$w[0]} ? $msgtype{$w[0]} : num($w[0]);
		$cur = { type => $t, flags => defined $w[1] ? num($w[1]) : 0,
			 hdr => '', body => '' };
		next;
	}
	die "nlgen: '$kw' before any msg\n" unless $cur;
	if ($kw eq 'ifi') {
		$cur->{hdr} = pack('CCSlLL', num($w[0]), 0, num($w[1]), num($w[2]),
				   num($w[3]) & 0xffffffff, num($w[4]) & 0xffffffff);
	} elsif ($kw eq 'hdr') {
		my $h = '';
		while (@w) {
			my $k = shift @w;
			$h .= value($k, shift @w);
		}
		$cur->{hdr} = $h;
	} elsif ($kw eq 'raw') {
		$cur->{body} .= pack('H*', join('', @w));
	} elsif ($kw eq 'end') {
		die "nlgen: end without nest\n" unless @stack;
		my $at = pop @stack;
		my $len = length($cur->{body}) - $at;
		substr($cur->{body}, $at, 2) = pack('S', $len);
	} else {
		my $type = attrtype($kw);
		my $vk = shift @w;
		die "nlgen: attribute $kw without a value type\n" unless defined $vk;
		if ($vk eq 'nest' || $vk eq 'nestf') {
			push @stack, length($cur->{body});
			$cur->{body} .= pack('SS', 4, $type | ($vk eq 'nestf' ? 0x8000 : 0));
		} else {
			my $v = value($vk, @w);
			$cur->{body} .= pad4(pack('SS', 4 + length($v), $type) . $v);
		}
	}
}
finish();
binmode STDOUT;
print @out;
