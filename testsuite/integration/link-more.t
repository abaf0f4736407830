#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The rest of "ip link", against iproute2: alternative names (property
# add|del, devices addressed by an altname), protodown reasons (names from
# /etc/iproute2/protodown_reasons.d, in a private mount namespace), VFs
# (requests byte for byte: no VFs here, the kernel refuses both; the VF
# lines of show from generated messages, text through "monitor file" and
# JSON through testsuite/fakenl.c), xstats and afstats (end to end, and
# from generated messages), "ip link help TYPE" and "type TYPE help".
if [ -z "${IPT_MNTNS:-}" ]; then
	IPT_MNTNS=1 exec unshare -m sh "$0" "$@"
fi
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

msgs=$top/testsuite/msgs
# The requests (dreq) are read with strace (testsuite/reqdump.sh): without
# it, one skip for all of them.
want strace "the requests sent (dreq), every part" || dreq() { return 0; }

# ---- alternative names ----

dscript -m "altnames" <<'S'
ref link add v0 type veth peer name v1
ip link property add dev v0 altname v0-alt altname a-very-long-alternative-name-of-v0
ip link property add v0 altname third
ip link property add dev v0 altname v0-alt
ip link property add dev v1 altname third
ip link prop a dev v1 al v1-alt
ip link show v0-alt
ip link show dev a-very-long-alternative-name-of-v0
ip -j link show third
ip -br link show third
ip -o link show v0
ip -d -j -p link show v1-alt
ip link set v0-alt up
ip link set dev a-very-long-alternative-name-of-v0 mtu 1400 alias via-altname
ip link set third name w0
ip link property del dev w0 altname third
ip link property del dev w0 altname third
ip link property delete dev v0-alt altname v0-alt
ip link property del dev a-very-long-alternative-name-of-v0 altname a-very-long-alternative-name-of-v0
ip link show
ip link del v1-alt
ip link show
S

"$REF_IP" link add e0 type veth peer name e1
"$REF_IP" link property add dev e0 altname e0-alt
long=$(printf 'n%.0s' $(seq 1 130))
derr link property
derr link property foo
derr link property add
derr link property add altname x
derr link property add dev e0 altname
derr link property add dev nope altname x
derr link property add dev e0 altname "bad name"
derr link property add dev e0 altname "$long"
derr link property add dev "$long" altname x
derr link property add dev e0 dev e1 altname x
derr link property add dev e0 altname e1
derr link property add dev e0 altname e0-alt
derr link property help
derr link property add help
derr link property del dev e0 altname nothere
derr link show e0-nothere
derr link set e0-nothere up
# on|off: iproute2 takes a prefix where it uses parse_on_off, and only the
# full word where it compares the words itself
derr link set e0 multicast o
derr link set e0 arp of
derr link set e0 carrier o
derr link set e0 protodown of
derr link set e0 type bridge_slave hairpin o
dreq -s 'ip link add e0 type veth peer name e1' link add link e0 name vl type vlan id 5 reorder_hdr o
dreq -s 'ip link add e0 type veth peer name e1' link add link e0 name vl type vlan id 5 reorder_hdr on

setup='ip link add e0 type veth peer name e1'
dreq -s "$setup" link property add dev e0 altname x altname y
dreq -s "$setup" link property add e0 altname an-alternative-name-longer-than-16
dreq -s "$setup" link property del dev e0 altname x
# more than a request holds: iproute2's bound, and the names that fit
many=
for i in 1 2 3 4 5 6 7 8 9 10; do
	many="$many altname n$i-$(printf 'x%.0s' $(seq 1 100))"
done
# shellcheck disable=SC2086
dreq -s "$setup" link property add dev e0 $many

# ---- protodown reasons ----

ov=$IPT_TMP/etc-ov
mkdir -p "$ov/u" "$ov/w"
if ! want "kind_vxlan kind_macvlan" "protodown reasons"; then
	:
elif mount -t overlay overlay -o "lowerdir=/etc/iproute2,upperdir=$ov/u,workdir=$ov/w" /etc/iproute2 &&
   mkdir -p /etc/iproute2/protodown_reasons.d; then
	d=/etc/iproute2/protodown_reasons.d
	printf '0 mlag\n0x5 lldp\n# a comment\n\n12 evpn\n' >"$d/a.conf"
	printf '3 ospf\n31 last\n' >"$d/b.conf"
	printf '7 notconf\n' >"$d/c.txt"
	printf '9 hidden\n' >"$d/.d.conf"
	dscript -m "protodown reasons" <<'S'
ref link add vx0 type vxlan id 5 dstport 4789
ref link add d0 type veth peer name d1
ref link add mv0 link d0 type macvlan
ip link set vx0 protodown_reason ospf on
ip link set vx0 protodown_reason mlag o
ip link set vx0 protodown_reason lldp on
ip link set vx0 protodown_reason 7 on
ip link set vx0 protodown_reason 0x1f on
ip link set vx0 protodown on
ip link show vx0
ip -j link show vx0
ip -N link show vx0
ip -N -j link show vx0
ip -d link show vx0
ip -o link show vx0
ip link set mv0 protodown_reason evpn on protodown on
ip link set vx0 protodown_reason lldp off protodown_reason 7 of
ip link set vx0 protodown_reason 32 on
ip link set vx0 protodown_reason notconf on
ip link set vx0 protodown_reason hidden on
ip link set vx0 protodown_reason -1 on
ip link set vx0 protodown_reason mlag x
ip link set vx0 protodown_reason mlag
ip link set vx0 protodown_reason
ip link set d0 protodown_reason 1 on
ip link show
S
	umount /etc/iproute2
else
	skip "protodown reasons" "no overlay on /etc/iproute2"
fi
if want kind_vxlan "protodown reasons: the requests"; then
	dreq -s 'ip link add vx0 type vxlan id 5 dstport 4789' link set vx0 protodown_reason 4 on protodown on
	dreq -s 'ip link add vx0 type vxlan id 5 dstport 4789' link set vx0 protodown_reason 0 off
fi

# ---- VFs: requests ----

setup='ip link add v0 address 02:00:00:00:00:01 type veth peer name v1'
guid=00:11:22:33:44:55:66:77
while IFS= read -r args; do
	case $args in ''|'#'*) continue ;; esac
	# shellcheck disable=SC2086
	dreq -s "$setup" link set $args
done <<'A'
v0 vf 0 mac 02:00:00:00:00:09
v0 vf 1 mac 02:00:00:00:00:09:aa
v0 vf 2 mac 02:00:00:00:00:0a
v0 vf 0 mac zz
v0 vf 0 vlan 100
v0 vf 0 vlan 100 qos 4
v0 vf 0 vlan 100 qos 4 proto 802.1Q
v0 vf 0 vlan 100 proto 802.1ad
v0 vf 0 v 100 q 2 p 802.1ad vlan 200 vlan 300 proto 802.1q trust on
v0 vf 0 vlan 4095
v0 vf 0 vlan 4096
v0 vf 0 vlan x
v0 vf 0 vlan 5 qos x
v0 vf 0 vlan 5 proto ip
v0 vf 0 vlan 5 proto nope
v0 vf 0 vlan 5 qos
v0 vf 0 vlan 5 proto
v0 vf 0 rate 100
v0 vf 0 r 100
v0 vf 0 rate x
v0 vf 0 max_tx_rate 100
v0 vf 0 min_tx_rate 10
v0 vf 0 min_tx_rate 10 max_tx_rate 100
v0 vf 0 mi 10 ma 100
v0 vf 0 min_tx_rate 100 max_tx_rate 10
v0 vf 0 rate 50 min_tx_rate 10
v0 vf 0 rate 50 max_tx_rate 70
v0 vf 0 max_tx_rate x
v0 vf 0 min_tx_rate -
v0 vf 0 spoofchk on
v0 vf 0 spoofchk off
v0 vf 0 s o
v0 vf 0 spoofchk x
v0 vf 0 query_rss on
v0 vf 0 query_rss y
v0 vf 0 trust on
v0 vf 0 t off
v0 vf 0 trust maybe
v0 vf 0 state auto
v0 vf 0 state enable
v0 vf 0 state disable
v0 vf 0 st d
v0 vf 0 state x
v0 vf 0 node_guid 00:11:22:33:44:55:66:77
v0 vf 0 port_guid ff:ee:dd:cc:bb:aa:99:88
v0 vf 0 n 00:11:22:33:44:55:66
v0 vf 0 node_guid 00-11-22-33-44-55-66-77
v0 vf 0 port_guid 0g:11:22:33:44:55:66:77
v0 vf 0 port_guid -1:11:22:33:44:55:66:77
v0 vf 0 mac 02:00:00:00:00:09 vlan 5 qos 1 rate 10 spoofchk on query_rss off trust on state enable
v0 vf 0 port_guid 00:11:22:33:44:55:66:78 node_guid 00:11:22:33:44:55:66:77
v0 vf 0 trust on vf 1 trust off
v0 vf 0 trust on mtu 1400 up
v0 vf 0 trust on dev v0
dev v0 vf 0 trust on dev v0
name v0 vf 0 trust on
v0 vf x trust on
v0 vf -1 trust on
v0 vf
v0 vf 0
v0 vf 0 mtu 1400
v0 vf 0 name max
v0 vf 0 trust
v0 vf 0 trust on vf
vf 0 trust on
nope vf 0 max_tx_rate 5
A
# A missing device: iproute2 looks it up first and sends nothing, ours
# names it in the request and the kernel says so: the same words.
derr link set nope vf 0 trust on
derr link set nope vf 0 mac 02:00:00:00:00:09
# past iproute2's bound: the VLANs that fit
vlans=
for i in $(seq 1 60); do
	vlans="$vlans vlan $i proto 802.1ad"
done
# shellcheck disable=SC2086
dreq -s "$setup" link set v0 vf 0 $vlans

# ---- VFs: printing ----

dmsgs "$msgs/link-vf.spec" "" "-d" "-d -s" "-d -s -s" "-o -d -s" "-d -N" \
	"-d -h -s" "-d -iec -h -s" "-br" "-d monitor label"
for o in "-d -j" "-d -s -j" "-j" "-d -s -j -p" "-d" "-s" "-s -s" "-d -s -o" "-br" "-N -d"; do
	# shellcheck disable=SC2086
	dfake 18 "$msgs/link-vf.spec" $o link show
done

# ---- xstats and afstats ----

# iproute2 6.1 aborts printing bond counters whenever any link has
# extended counters (its bond printer parses into a table one entry
# short: "stack smashing detected"), a bridge's too: without one, both
# print nothing.
for a in "xstats type bond" "xstats type bond_slave 802.3ad" "xstats type bond lacp dev lo"; do
	# shellcheck disable=SC2086
	dshow link $a
done

if want kind_bridge "xstats and afstats of a bridge and its port"; then
	"$REF_IP" link add br0 address 02:00:00:00:0b:01 type bridge mcast_stats_enabled 1
	"$REF_IP" link add p0 type veth peer name p1
	"$REF_IP" link set p0 master br0
	for a in "xstats type bridge" "xstats type bridge_slave" "-j xstats type bridge" \
		 "-j -p xstats type bridge_slave" "xstats type bridge_slave stp" \
		 "xstats type bridge igmp" "xstats type bridge mcast" \
		 "xstats type bridge_slave dev p0" "xstats type bridge dev br0 stp" \
		 "-o xstats type bridge" "xs type bridge" \
		 "afstats" "-j afstats" "afstats dev p0" "af dev br0" "-f mpls afstats"; do
		# shellcheck disable=SC2086
		dshow link $a
	done
else
	"$REF_IP" link add p0 type veth peer name p1
fi
for a in "xstats" "xstats help" "xstats foo" "xstats type" "xstats type nosuchkind" \
	 "xstats type veth" "xstats type tun" "xstats type bridge bar" \
	 "xstats type bridge help" "xstats type bridge_slave help" \
	 "xstats type bond help" "xstats type bond_slave help" \
	 "xstats type bridge dev" "xstats type bridge dev nope" \
	 "xstats type bond dev nope" "xstats type bond foo" \
	 "xstats type bridge stp igmp" "xstats t bridge" \
	 "afstats dev" "afstats dev nope" "afstats foo" "afstats help" \
	 "afstats dev p0 dev p1" "-j afstats dev nope"; do
	# shellcheck disable=SC2086
	derr link $a
done

for o in "" "-j" "-j -p" "-o"; do
	for a in "type bridge" "type bridge_slave" "type bridge stp" \
		 "type bridge_slave igmp" "type bridge dev lo"; do
		# shellcheck disable=SC2086
		dfake 94 "$msgs/stats-bridge.spec" $o link xstats $a
	done
done
for o in "" "-s" "-h" "-h -iec" "-o" "-f mpls" "-4"; do
	# shellcheck disable=SC2086
	dfake 94 "$msgs/stats-mpls.spec" $o link afstats
done
dfake 94 "$msgs/stats-mpls.spec" link afstats dev lo

# Bond counters, where iproute2 6.1 aborts (above): ours prints what its
# format strings say, checked here against the text they give.
so=$top/${BUILD:-build}/testsuite/fakenl.so
if [ -f "$so" ]; then
	perl "$top/testsuite/nlgen.pl" <"$msgs/stats-bond.spec" >"$IPT_TMP/bond.bin"
	i16='                '
	for w in "" "lacp" "802.3ad"; do
		env LD_PRELOAD="$so" FAKENL_TYPE=94 FAKENL_FILE="$IPT_TMP/bond.bin" \
		    ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0" \
		    "$IP" link xstats type bond $w >"$IPT_TMP/bond.out" 2>&1
		cat >"$IPT_TMP/bond.want" <<EOF
lo              
$i16    LACPDU Rx 10
$i16    LACPDU Tx 11
$i16    LACPDU Unknown type Rx 12
$i16    LACPDU Illegal Rx 13
$i16    Marker Rx 14
$i16    Marker Tx 15
$i16    Marker response Rx 16
$i16    Marker response Tx 17
$i16    Marker unknown type Rx 18
lo              
$i16    LACPDU Rx 7
$i16    Marker Tx 123456789012
EOF
		cmp -s "$IPT_TMP/bond.out" "$IPT_TMP/bond.want"
		ok $? "bond xstats text ($w)" || diag_diff "$IPT_TMP/bond.out" "$IPT_TMP/bond.want"
	done
	env LD_PRELOAD="$so" FAKENL_TYPE=94 FAKENL_FILE="$IPT_TMP/bond.bin" \
	    ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0" \
	    "$IP" -j link xstats type bond_slave >"$IPT_TMP/bond.out" 2>&1
	echo '[{"ifname":"lo","802.3ad":{"lacpdu_rx":10,"lacpdu_tx":11,"lacpdu_unknown_rx":12,"lacpdu_illegal_rx":13,"marker_rx":14,"marker_tx":15,"marker_response_rx":16,"marker_response_tx":17,"marker_unknown_rx":18}},{"ifname":"lo","802.3ad":{"lacpdu_rx":7,"marker_tx":123456789012}}]' >"$IPT_TMP/bond.want"
	cmp -s "$IPT_TMP/bond.out" "$IPT_TMP/bond.want"
	ok $? "bond xstats JSON" || diag_diff "$IPT_TMP/bond.out" "$IPT_TMP/bond.want"
else
	skip "bond xstats" "no $so"
fi

# ---- help ----

for k in veth bridge bridge_slave macvlan macvtap vxlan ifb tun nosuchkind; do
	dshow link help "$k"
	dshow link help "$k" more words
	case $k in
	ifb)	# no parser: the words are ignored and a device made
		want kind_ifb "ip link add type ifb help" &&
		dscript -m "ip link add type ifb help" <<'S'
ip link add type ifb help
ip link add name i0 type ifb help me
S
		;;
	*)	derr link add type "$k" help ;;
	esac
done
dshow link help
dshow link he
dshow link help ""

done_testing
