#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The tunnel kinds (gre, gretap, erspan, ip6gre, ip6gretap, ip6erspan,
# ipip, sit, ip6tnl, vti, vti6, xfrm): the kernel these tests were
# written on has none of them, so the request each command sends is
# compared with iproute2's, with its messages and exit code (the same
# where a kernel has one): every keyword, matching by prefix where
# iproute2 allows it, bad input, and "set", which starts from the
# device's own attributes (other kinds' devices stand in for tunnels
# here: iproute2 reads their attributes by number all the same).
# "ip link help KIND" and "type KIND help" are compared whole (dshow).
# Printing is checked on generated messages (testsuite/msgs/link-*.spec,
# run by monitor.t) and JSON in testsuite/unit/tunnel.c.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip

# The requests (dreq, and reqdump.sh below) are read with strace
# (testsuite/reqdump.sh): without it, one skip for all of them.
have_strace=1
want strace "the requests sent (dreq), every kind" || {
	have_strace=
	dreq() { return 0; }
}

add() {	# add KIND WORDS...: "link add t1 type KIND WORDS"
	_k=$1
	shift
	dreq link add t1 type "$_k" "$@"
}

# ---- gre, gretap, erspan ----
GRE1="remote 192.0.2.2 local 192.0.2.1 key 5 seq csum ttl 64 tos 0x10 nopmtudisc
 ignore-df dev lo fwmark 0x33 encap fou encap-sport 5555 encap-dport 6666
 encap-csum encap-udp6-csum encap-remcsum"
GRE2="ikey 1.2.3.4 okey 7 noikey nookey nokey iseq oseq noiseq nooseq noseq icsum
 ocsum noicsum noocsum nocsum hoplimit 3 hlim inherit tclass inherit dsfield CS1
 pmtudisc noignore-df noencap encap gue encap-sport auto noencap-csum
 noencap-udp6-csum noencap-remcsum"
GRE3="external remote 239.1.1.1 local 10.0.0.1 okey 9 encap none"
for k in gre gretap erspan; do
	# shellcheck disable=SC2086
	add $k $GRE1
	# shellcheck disable=SC2086
	add $k $GRE2
	# shellcheck disable=SC2086
	add $k $GRE3
	add $k r 1.1.1.1 l 2.2.2.2 d lo t 5 to inherit ds 0x20 k 3 i 4 o 5 s c n
	add $k remote 239.1.1.1
	add $k bogus
	add $k help
	add $k ttl
done
add erspan erspan 7 erspan_ver 1 remote 10.0.0.2
add erspan erspan_ver 2 erspan_dir egress erspan_hwid 0x3f erspan 9
add erspan erspan_ver 0 erspan_dir in erspan_hwid 0
add gre erspan 5
add gre key 1.2.3.4.5
add gre key abc
add gre ikey 4294967296
add gre ttl 300
add gre tos zz
add gre remote ::1
add gre local any remote default
add gre dev nope
add gre encap xyz
add gre encap-sport x
add gre encap-dport auto
add gre fwmark -1
add erspan erspan 0
add erspan erspan 0x100000
add erspan erspan x
add erspan erspan_ver 3
add erspan erspan_dir sideways
add erspan erspan_hwid 70000

# ---- ip6gre, ip6gretap, ip6erspan ----
G61="remote 2001:db8::1 local 2001:db8::2 hoplimit 9 tclass 0x12 flowlabel 0x345
 key 5 seq csum dscp inherit dev lo fwmark 9 encaplimit 3 allow-localremote
 encap fou encap-sport 1 encap-dport 2 encap-csum encap-udp6-csum encap-remcsum"
G62="ikey 1.2.3.4 okey 7 noikey nookey nokey iseq oseq noiseq nooseq noseq icsum
 ocsum noicsum noocsum nocsum ttl inherit hlim 4 tos inherit dsfield 0x20
 fl inherit fwmark inherit encaplimit none noallow-localremote noencap
 encap gue encap-sport auto noencap-csum noencap-udp6-csum noencap-remcsum"
G63="external erspan 9 erspan_ver 2 erspan_dir in erspan_hwid 4 tclass 3 flowlabel 7"
for k in ip6gre ip6gretap ip6erspan; do
	# shellcheck disable=SC2086
	add $k $G61
	# shellcheck disable=SC2086
	add $k $G62
	# shellcheck disable=SC2086
	add $k $G63
	add $k erspan 7 erspan_ver 1 r fd00::1 l fd00::2 d lo t 5 h 6 tc 0xff
	add $k pmtudisc
	add $k help
	add $k remote 1.2.3.4
done
add ip6gre erspan_ver 0 fwmark 5 fwmark inherit
add ip6gre encaplimit 300
add ip6gre tclass 0x100
add ip6gre flowlabel 0x100000
add ip6gre dscp foo
add ip6gre fwmark x
add ip6gre hoplimit 256
add ip6gre ignore-df
add ip6gretap remote ff02::1
add ip6erspan erspan_ver 7

# ---- ipip, sit ----
IP1="remote 192.0.2.2 local 192.0.2.1 ttl 64 tos 0x10 dev lo fwmark 7
 encap fou encap-sport 5555 encap-dport 6666 encap-csum encap-udp6-csum
 encap-remcsum pmtudisc"
IP2="hoplimit 3 hlim inherit tclass inherit tc 0x20 dsfield CS1 nopmtudisc
 noencap encap gue encap-sport auto noencap-csum noencap-udp6-csum
 noencap-remcsum 6rd-prefix 2001:db8::/32 6rd-relay_prefix 10.0.0.0/8"
for k in ipip sit; do
	# shellcheck disable=SC2086
	add $k $IP1 mode any
	# shellcheck disable=SC2086
	add $k $IP2 mode ipip
	add $k external mode mplsip remote 10.0.0.1
	add $k mode ip4ip4 d lo ds 3
	add $k 6rd-prefix any 6rd-relay_prefix 1.2.3.4/255.255.0.0
	add $k ttl 5 nopmtudisc
	add $k mode ip6ip
	add $k isatap
	add $k t 3
	add $k help
done
add sit mode ip6ip isatap 6rd-prefix default
add sit mode ipv6/ipv4 6rd-prefix 2002::/16 6rd-relay_prefix 192.0.2.0/24
add sit 6rd-prefix 2001:db8::/129
add sit 6rd-prefix any/0
add sit 6rd-relay_prefix 2001::1
add ipip mode ipv4/ipv4 remote ::1
add ipip mode bogus
add ipip fwmark 0x100000000

# ---- ip6tnl ----
add ip6tnl remote 2001:db8::1 local 2001:db8::2 hoplimit 9 tclass 0x12 \
	flowlabel 0x345 dscp inherit mode ipip6 dev lo fwmark 7 encaplimit 2 \
	allow-localremote encap fou encap-sport 1 encap-dport 2 encap-csum \
	encap-udp6-csum encap-remcsum
add ip6tnl ttl inherit hlim 3 tos inherit tc 0x10 dsfield 0x20 fl inherit \
	fwmark inherit encaplimit none noallow-localremote noencap encap gue \
	encap-sport auto noencap-csum noencap-udp6-csum noencap-remcsum \
	mode ip6ip6 tclass 1 flowlabel 2
add ip6tnl external mode any d lo ds 4
add ip6tnl mode ipv4/ipv6 encaplimit foo
add ip6tnl mode ip/ipv6 tc 12 encaplimit bar
add ip6tnl mode any/ipv6 flowlabel 3 encaplimit 5 encaplimit bad
add ip6tnl mode ip4ip6 encaplimit 300 encaplimit x
add ip6tnl mode ipv6/ipv6
add ip6tnl mode ip6ip
add ip6tnl remote 1.2.3.4
add ip6tnl tclass 0x1ff
add ip6tnl help

# ---- vti, vti6 ----
add vti remote 192.0.2.2 local 192.0.2.1 key 5 dev lo fwmark 3
add vti ikey 1.2.3.4 okey 9 r 1.1.1.1 l 2.2.2.2 d lo
add vti k 7 i 8 o 9 remote any local 0.0.0.0
add vti remote 2001::1
add vti fw 3
add vti help
add vti6 remote 2001:db8::1 local 2001:db8::2 key 5 dev lo fwmark 3
add vti6 ikey 1.2.3.4 okey 9 r fd00::1 l fd00::2 d lo
add vti6 k 7 i 8 o 9 remote any
add vti6 remote 1.1.1.1
add vti6 okey -1
add vti6 help

# ---- xfrm ----
dreq link add x1 type xfrm if_id 5 dev lo
dreq link add x1 type xfrm i 3 d lo if_id 0x7
dreq link add x1 type xfrm external
dreq link add x1 type xfrm if_id 0
dreq link add x1 type xfrm dev lo
dreq link add x1 type xfrm external if_id 4
dreq link add x1 type xfrm external dev lo
dreq link add x1 type xfrm dev nope
dreq link add x1 type xfrm extern
dreq link add x1 type xfrm help

# ---- set: from the device's attributes ----
S="ip link add e1 type veth peer name e2; ip link add mv0 link e1 type macvlan;
 ip link add vx0 type vxlan id 5 remote 2001:db8::1 dstport 4789;
 ip link add br0 type bridge"
if want "kind_veth kind_macvlan kind_vxlan kind_bridge ipv6" \
	"set, from a veth's, a macvlan's, a vxlan's (over IPv6) and a bridge's attributes"; then
	for k in gre gretap erspan; do
		dreq -s "$S" -k link set mv0 type $k local 1.2.3.4 key 3
		dreq -s "$S" -k link set mv0 type $k ttl 4 nokey noseq
		dreq -s "$S" -k link set br0 type $k ttl 4
	done
	dreq -s "$S" -k link set mv0 type gre remote 10.0.0.1
	dreq -s "$S" -k link set mv0 type erspan erspan_ver 2
	for k in ip6gre ip6gretap ip6erspan ipip sit; do
		dreq -s "$S" -k link set vx0 type $k ttl 4
	done
	dreq -s "$S" -k link set e1 type ipip ttl 4
	dreq -s "$S" -k link set vx0 type ip6tnl ttl 4
	dreq -s "$S" -k link set vx0 type ip6tnl encaplimit bar
	dreq -s "$S" -k link set mv0 type vti key 4
	dreq -s "$S" -k link set br0 type vti remote 10.1.1.1
	dreq -s "$S" -k link set mv0 type vti6 okey 4
	dreq -s "$S" -k link set br0 type vti6 okey 4
	dreq -s "$S" -k link set mv0 type xfrm if_id 4
	dreq -s "$S" -k link set mv0 name mv1 type vti fwmark 5
	dreq -s "$S" link set nope type gre ttl 4
	dreq -s "$S" -k link set mv0 type gre help
	dreq -s "$S" -k link set br0 type sit help
fi

# ---- ip link help KIND, ip link add type KIND help ----
# Whole output compared (the usage goes to stdout for "ip link help KIND",
# to stderr for "type KIND help"), with the exit code; "he" and "h": the
# prefixes each kind takes or refuses.
TUNNEL_KINDS="gre gretap erspan ip6gre ip6gretap ip6erspan ipip sit ip6tnl
 vti vti6 xfrm"
for k in $TUNNEL_KINDS; do
	dshow link help "$k"
	dshow link add type "$k" help
	dshow link add type "$k" he
	dshow link add type "$k" h
done
dshow l h gre
dshow -j link help ip6tnl
dshow link help sit extra words
dshow link help gre6

# 6rd-reset: iproute2 6.1 dies of SIGSEGV on it before sending anything
# (it parses a string constant in place); ours does the reset it means,
# the request of "6rd-prefix 2002::/16" with no relay prefix, and a batch
# goes on after it.
for k in sit ipip; do
	[ -n "$have_strace" ] || break	# (skipped with the requests above)
	sh "$top/testsuite/reqdump.sh" -b "$IP" -k -- link add t1 type $k 6rd-reset \
		>"$IPT_TMP/6rd.$k" 2>&1
	sh "$top/testsuite/reqdump.sh" -b "$IP" -k -- link add t1 type $k 6rd-prefix 2002::/16 \
		>"$IPT_TMP/6rd.$k.want" 2>&1
	# (ipip reads the 6rd words without sending them)
	{ [ $k = ipip ] || grep -q 'attr 11 len 20: 20 02 00 00' "$IPT_TMP/6rd.$k"; } &&
		cmp -s "$IPT_TMP/6rd.$k" "$IPT_TMP/6rd.$k.want"
	ok $? "$k 6rd-reset sends 6rd-prefix 2002::/16 and no relay" ||
		diag_diff "$IPT_TMP/6rd.$k" "$IPT_TMP/6rd.$k.want"
done
# batch6rd TOOL: run $IPT_TMP/6rd.batch with -force in a new namespace,
# then list the links there
batch6rd() {
	unshare -n sh -c '"$1" -force -batch "$2"; echo "exit $?"; "$3" -o link show | cut -d" " -f2' \
		sh "$1" "$IPT_TMP/6rd.batch" "$REF_IP"
}
if want kind_ifb "batch: a 6rd-reset line, then the next lines (ifb)"; then
	printf 'link add x1 type ifb\nlink add t1 type sit 6rd-reset\nlink add x2 type ifb\n' \
		>"$IPT_TMP/6rd.batch"
	batch6rd "$IP" >"$IPT_TMP/6rd.got" 2>&1
	if ipt_absent kind_sit; then
		printf 'Error: Unknown device type.\nCommand failed %s:2\nexit 1\nlo:\nx1:\nx2:\n' \
			"$IPT_TMP/6rd.batch" >"$IPT_TMP/6rd.want"
		d="fails as the kernel says"
	else
		# A kernel with sit makes t1 (and, in each new namespace, a
		# fallback sit0 unless net.core.fb_tunnels_only_for_init_net
		# says not to): what iproute2 does with the line meant.
		printf 'link add x1 type ifb\nlink add t1 type sit 6rd-prefix 2002::/16\nlink add x2 type ifb\n' \
			>"$IPT_TMP/6rd.batch"
		batch6rd "$REF_IP" >"$IPT_TMP/6rd.want" 2>&1
		d="does what 6rd-prefix 2002::/16 does with iproute2"
	fi
	cmp -s "$IPT_TMP/6rd.got" "$IPT_TMP/6rd.want"
	ok $? "batch: a 6rd-reset line $d, the next lines run" ||
		diag_diff "$IPT_TMP/6rd.got" "$IPT_TMP/6rd.want"
fi

done_testing
