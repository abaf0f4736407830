#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# nh_seeds.sh DIR: command-line seeds for nh_fuzz (a control byte, then
# the words after "nexthop" (0), "addrlabel" (2) or "netconf" (4)).
dir=$1
n=0
seed() {
	n=$((n + 1))
	printf "$1"'%s' "$2" >"$dir/words-$n"
}
seed '\000' "add id 1 via 10.0.0.2 dev lo onlink protocol static"
seed '\000' "add id 2 group 1,3/2 type resilient buckets 8 idle_timer 3 unbalanced_timer 9"
seed '\000' "add id 3 encap ip id 5 dst 10.1.1.1 ttl 3 tos 0x10 key csum seq geneve_opts 1:2:0a0b,3:4:ff via 10.0.0.2"
seed '\000' "add id 3 encap ip6 dst 2001:db8::1 hoplimit 4 tc 7 vxlan_opts 5 erspan_opts 1:2:3:4 dev lo"
seed '\000' "add id 3 encap mpls 100/200 ttl 4 via 10.0.0.2"
seed '\000' "replace id 4 encap seg6 mode encap segs 2001:db8::1,2001:db8::2 hmac 5 via 2001:db8::3"
seed '\020' "add id 5 via mpls 100/200 blackhole fdb"
seed '\000' "show dev lo groups fdb master lo protocol 4"
seed '\000' "bucket show id 3 nhid 4 dev lo"
seed '\000' "bucket get id 3 index 2"
seed '\000' "flush protocol 7"
seed '\000' "get id 7"
seed '\002' "add prefix 2001:db8::/32 dev lo label 5"
seed '\002' "flush"
seed '\004' "show dev lo"
seed '\204' "show dev lo"
