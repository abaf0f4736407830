#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# route_seeds.sh DIR: command-line seeds for route_fuzz (a control byte,
# even, whose bits 1-3 pick the words before: "add" (0), "replace" (2),
# "del" (4), "show" (6), "flush" (8), "get" (10), "list table" (12) or
# none (14); then the words).
dir=$1
n=0
seed() {
	n=$((n + 1))
	printf "$1"'%s' "$2" >"$dir/words-$n"
}
seed '\000' "10.9.0.0/16 via 10.0.0.2 dev lo metric 5 table 100 proto static scope global src 10.0.0.1"
seed '\000' "10.9.0.0/16 via 10.0.0.2 mtu lock 1400 advmss 1300 rtt 10 rttvar 2.5s reordering 3 window 1000 cwnd 10 initcwnd 5 initrwnd 6 ssthresh 7 hoplimit 9 rto_min 200ms features ecn quickack 1 congctl lock reno fastopen_no_cookie 1"
seed '\000' "10.9.0.0/16 nexthop via 10.0.0.2 weight 3 onlink nexthop via inet6 2001:db8::2 dev lo realms 5 nexthop encap mpls 100/200 via 10.0.0.4 as 1.2.3.4"
seed '\000' "blackhole 10.9.0.0/16 realms 3/4 tos 0x10 expires 100 pref high ttl-propagate enabled nhid 5 table 4000"
seed '\000' "10.9.0.0/16 encap ip id 5 dst 10.1.1.1 ttl 4 key csum via 10.0.0.2 from 10.8.0.0/16"
seed '\100' "2001:db8:9::/48 encap seg6 mode inline segs 2001:db8::9,2001:db8::a hmac 5 via 2001:db8::2 pref low"
seed '\002' "default via 10.0.0.2 dev lo onlink vrf lo"
seed '\004' "10.9.0.0/16 via 10.0.0.2 table main proto static"
seed '\006' "table all proto static scope link type unicast dev lo iif lo mark 5 metric 7 via inet 10.0.0.2 src 10.0.0.1 realms 3/ tos 0x10"
seed '\006' "root 10.0.0.0/8 from match 10.1.0.0/16 cached"
seed '\010' "table all dev lo"
seed '\010' "cache"
seed '\012' "10.0.0.2 from 10.0.0.1 iif lo oif lo mark 5 uid 7 tos 0x10 sport 5 dport 6 ipproto udp fibmatch connected notify as to 1.2.3.4"
seed '\014' "all"
seed '\016' "prepend 10.9.0.0/16 via 10.0.0.2"
seed '\016' "help"
seed '\200' "-M 100 as to 200/300 via inet 10.0.0.2 dev lo"
