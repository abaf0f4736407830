#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The kinds geneve, bareudp, amt, gtp, hsr, macsec (the device) and ipoib,
# which the kernel these tests were written on lacks: every option of
# each, byte for byte in the request iproute2 sends (dreq), with
# abbreviations (or their absence), duplicates, bad values and "help";
# "ip link set DEV type KIND ..."; the usage texts; what the kernel
# answers (a refusal and the state unchanged, or where it has a kind, the
# device both tools make); and the printing of the messages the kernel
# sends for them (testsuite/msgs/link-KIND.spec) in text, -d, -o, -br
# and JSON.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

S='ip link add eth0 type veth peer name eth1'
# The requests (dreq) are read with strace (testsuite/reqdump.sh): without
# it, one skip for all of them.
want strace "the requests sent (dreq), every kind" || dreq() { return 0; }
msgs=$top/testsuite/msgs
KINDS="geneve bareudp amt gtp hsr macsec ipoib"

# ---- geneve ----
dreq link add g0 type geneve id 5 remote 10.0.0.1
dreq link add g0 type geneve id 5 remote 2001:db8::1 ttl inherit tos inherit \
	df set flowlabel 0x12345 dstport 6081 udpcsum noudp6zerocsumtx \
	udp6zerocsumrx innerprotoinherit
dreq link add g0 type geneve vni 16777215 remote 192.0.2.1 hoplimit 64 \
	dsfield 0x10 df inherit label 7 noudpcsum udp6zerocsumtx noudp6zerocsumrx \
	noexternal
dreq link add g0 type geneve df unset ttl auto external dstport 0
dreq link add g0 type geneve external innerprotoinherit tos 0
dreq link add g0 type geneve i 1 r 1.1.1.1 t 3 d set l 3 ds 4
dreq link add g0 type geneve id 1 remote 0.0.0.0 no
dreq link add g0 type geneve id 1 remote 10.8 h 1
dreq link add g0 type geneve id 1
dreq link add g0 type geneve remote 1.2.3.4
dreq link add g0 type geneve id 1 external
dreq link add g0 type geneve vni 1 external noexternal
dreq link add g0 type geneve id 16777216
dreq link add g0 type geneve id x
dreq link add g0 type geneve id
dreq link add g0 type geneve id 1 remote 224.0.0.1
dreq link add g0 type geneve id 1 remote ff02::1
dreq link add g0 type geneve id 1 remote any
dreq link add g0 type geneve id 1 remote foo
dreq link add g0 type geneve vni 1 id 2
dreq link add g0 type geneve id 1 remote 1.1.1.1 remote 2.2.2.2
dreq link add g0 type geneve id 1 remote 1.1.1.1 ttl 256
dreq link add g0 type geneve id 1 remote 1.1.1.1 ttl x
dreq link add g0 type geneve id 1 remote 1.1.1.1 ttl auto hoplimit 3
dreq link add g0 type geneve id 1 remote 1.1.1.1 tos foo
dreq link add g0 type geneve id 1 remote 1.1.1.1 tos 1 dsfield 2
dreq link add g0 type geneve id 1 remote 1.1.1.1 df x
dreq link add g0 type geneve id 1 remote 1.1.1.1 df set df unset
dreq link add g0 type geneve id 1 remote 1.1.1.1 flowlabel 0x100000
dreq link add g0 type geneve id 1 remote 1.1.1.1 label 1 flowlabel 2
dreq link add g0 type geneve id 1 remote 1.1.1.1 dstport x
dreq link add g0 type geneve id 1 remote 1.1.1.1 dstport 65536
dreq link add g0 type geneve id 1 remote 1.1.1.1 dstport 1 dstport 2
dreq link add g0 type geneve id 1 remote 1.1.1.1 external external
dreq link add g0 type geneve id 1 remote 1.1.1.1 udpcsum noudpcsum
dreq link add g0 type geneve id 1 remote 1.1.1.1 udp6zerocsumtx udp6zerocsumtx
dreq link add g0 type geneve id 1 remote 1.1.1.1 noudp6zerocsumrx udp6zerocsumrx
dreq link add g0 type geneve id 1 remote 1.1.1.1 innerprotoinherit innerprotoinherit
dreq link add g0 type geneve id 1 remote 1.1.1.1 innerprotoinheri
dreq link add g0 type geneve help
dreq link add g0 type geneve foo
dreq -k -s "$S" link set eth0 type geneve id 5
dreq -k -s "$S" link set eth0 type geneve id 5 ttl 3
dreq -k -s "$S" link set eth0 type geneve id 5 tos 3 remote 1.2.3.4 label 9
dreq -k -s "$S" link set eth0 type geneve external
dreq -k -s "$S" link set eth0 type geneve ttl 3
dreq -4 link add g0 type geneve id 5 remote 10.0.0.1

# ---- bareudp ----
dreq link add b0 type bareudp dstport 6635 ethertype mpls_uc
dreq link add b0 type bareudp dstport 6635 ethertype ipv4 srcportmin 100 multiproto
dreq link add b0 type bareudp ethertype 0x86dd dstport 1 nomultiproto srcportmin 0
dreq link add b0 type bareudp d 1 e ip s 5 m
dreq link add b0 type bareudp d 1 e ip no
dreq link add b0 type bareudp dstport 1
dreq link add b0 type bareudp ethertype ip
dreq link add b0 type bareudp dstport 1 ethertype ip dstport 2
dreq link add b0 type bareudp dstport 1 ethertype ip ethertype ipv6
dreq link add b0 type bareudp dstport 1 ethertype ip srcportmin 1 srcportmin 2
dreq link add b0 type bareudp dstport 1 ethertype ip multiproto nomultiproto
dreq link add b0 type bareudp dstport 65536 ethertype ip
dreq link add b0 type bareudp dstport 1 ethertype foo
dreq link add b0 type bareudp dstport 1 ethertype ip srcportmin x
dreq link add b0 type bareudp dstport
dreq link add b0 type bareudp help
dreq link add b0 type bareudp foo
dreq link add b0 type bareudp dstport 1 ethertype ip h
dreq -k -s "$S" link set eth0 type bareudp dstport 5 ethertype ip

# ---- amt ----
dreq -s "$S" link add a0 type amt mode gateway local 10.0.0.1 discovery 10.0.0.2 dev eth0
dreq -s "$S" link add a0 type amt mode relay local 10.0.0.1 dev eth0 relay_port 2268 max_tunnels 64
dreq link add a0 type amt discovery 2001:db8::1 local 2001:db8::2 gateway_port 1 \
	relay_port 2 mode relay mode gateway relay_port 3
dreq link add a0 type amt discovery 10.0.0.1 local 2001:db8::2
dreq link add a0 type amt local 2001:db8::2 discovery 10.0.0.1
dreq link add a0 type amt discovery 10.0.0.1 local any
dreq link add a0 type amt discovery 10.0.0.1 local default
dreq link add a0 type amt local any discovery default
dreq link add a0 type amt local 224.0.0.1 discovery 0.0.0.0
dreq link add a0 type amt local foo
dreq link add a0 type amt local 1.1.1.1 local 2.2.2.2
dreq link add a0 type amt discovery 1.1.1.1 discovery 2.2.2.2
dreq link add a0 type amt mode foo
dreq link add a0 type amt mode
dreq link add a0 type amt mod gateway
dreq link add a0 type amt mode Gateway
dreq link add a0 type amt dev nope
dreq -s "$S" link add a0 type amt dev eth0 dev eth1
dreq link add a0 type amt relay_port 65536
dreq link add a0 type amt gateway_port x
dreq link add a0 type amt max_tunnels -1
dreq link add a0 type amt max_tunnels 4294967296
dreq link add a0 type amt help
dreq link add a0 type amt he
dreq link add a0 type amt foo
dreq -k -s "$S" link set eth0 type amt mode relay max_tunnels 3
# every repeat is sent until the kind's data is full
# shellcheck disable=SC2046
dreq link add a0 type amt $(for i in $(seq 1 130); do echo relay_port $i; done)

# ---- gtp ----
dreq link add g0 type gtp role sgsn
dreq link add g0 type gtp role ggsn hsize 131071 restart_count 255
dreq link add g0 type gtp hsize 0x10 role sgsn restart_count 010
dreq link add g0 type gtp foo role ggsn bar
dreq link add g0 type gtp rol sgsn
dreq link add g0 type gtp role sgsn role ggsn
dreq link add g0 type gtp role foo
dreq link add g0 type gtp role
dreq link add g0 type gtp hsize 131072 role sgsn
dreq link add g0 type gtp hsize x role sgsn
dreq link add g0 type gtp role sgsn restart_count 0x10
dreq link add g0 type gtp role sgsn restart_count 256
dreq link add g0 type gtp role sgsn restart_count 1 restart_count 2
dreq link add g0 type gtp role sgsn hsize 1 hsize 2
dreq link add g0 type gtp help
dreq link add g0 type gtp he role sgsn
dreq link add g0 type gtp hsize 5
dreq -k -s "$S" link set eth0 type gtp role sgsn

# ---- hsr ----
dreq -s "$S" link add h0 type hsr slave1 eth0 slave2 eth1
dreq -s "$S" link add h0 type hsr slave1 eth0 slave2 eth1 supervision 45 version 1 proto 0
dreq -s "$S" link add h0 type hsr s 5 v 3 p 1 slave1 eth1 slave2 eth0 slave2 lo
dreq -s "$S" link add h0 type hsr slave eth0 supervision 0x10 supervision 7
dreq link add h0 type hsr slave1 nope
dreq link add h0 type hsr slave2 nope
dreq link add h0 type hsr supervision 256
dreq link add h0 type hsr version x
dreq link add h0 type hsr proto 300
dreq link add h0 type hsr proto
dreq link add h0 type hsr help
dreq link add h0 type hsr h
dreq link add h0 type hsr foo
dreq -k -s "$S" link set eth0 type hsr proto 1

# ---- macsec ----
M="link add link eth0 m0 type macsec"
dreq -s "$S" $M port 11 encrypt on
dreq -s "$S" $M address 02:00:00:00:00:01 port 11 cipher gcm-aes-256 icvlen 16 \
	encrypt off send_sci on end_station off scb off protect on replay on \
	window 32 validate strict encodingsa 3 offload mac
dreq -s "$S" $M sci 0x1122334455667788 cipher default icvlen 8 validate c \
	offload p replay off
dreq -s "$S" $M sci 1122334455667788 cipher GCM-AES-XPN-128 end_station on
dreq -s "$S" $M cipher gcm-aes-xpn-256 scb on send_sci off validate disabled offload off
dreq -s "$S" $M cipher GCM-AES-128 encrypt o protect of replay on window 0
dreq -s "$S" $M cipher gcm-aes-128 icvlen 010
dreq -s "$S" $M cipher GCM-AES-256
dreq -s "$S" $M cipher GCM-AES-XPN-256
dreq -s "$S" $M sci 0
dreq -s "$S" $M address 02:00:00:00:00:01
dreq -s "$S" $M address 02:00:00:00:00:01 address 0a:0b port 1
dreq -s "$S" $M address 1.2.3.4 port 1
dreq -s "$S" $M address 1:2:3:4:5:6:7:8 port 1
dreq -s "$S" $M address 02:zz:00 port 1
dreq -s "$S" $M address 1.2.x port 1
dreq -s "$S" $M address zz port 1
dreq -s "$S" $M address 02:00:00:00:00:01 sci 1
dreq -s "$S" $M port 1 sci 1
dreq -s "$S" $M sci 1 port 1
dreq -s "$S" $M port 5 address 02:00:00:00:00:01
dreq -s "$S" $M port 0
dreq -s "$S" $M port 65536
dreq -s "$S" $M sci xyz
dreq -s "$S" $M sci
dreq -s "$S" $M port
dreq -s "$S" $M address
dreq -s "$S" $M cipher foo
dreq -s "$S" $M cipher default cipher default
dreq -s "$S" $M cipher x cipher default
dreq -s "$S" $M cipher
dreq -s "$S" $M cipher default cipher
dreq -s "$S" $M ciph default
dreq -s "$S" $M icvlen 7
dreq -s "$S" $M icvlen 17
dreq -s "$S" $M icvlen 0x10
dreq -s "$S" $M icvlen 10 icvlen 12
dreq -s "$S" $M icvlen 10 icvlen x
dreq -s "$S" $M encrypt x
dreq -s "$S" $M encrypt
dreq -s "$S" $M encrypt ""
dreq -s "$S" $M encrypt on encrypt off protect on protect off
dreq -s "$S" $M send_sci x
dreq -s "$S" $M end_station x
dreq -s "$S" $M scb x
dreq -s "$S" $M protect x
dreq -s "$S" $M validate x
dreq -s "$S" $M validate strict validate check
dreq -s "$S" $M offload x
dreq -s "$S" $M offload mac offload phy
dreq -s "$S" $M replay x
dreq -s "$S" $M window x
dreq -s "$S" $M window 5
dreq -s "$S" $M replay on
dreq -s "$S" $M replay on window 4294967295
dreq -s "$S" $M replay off window 4294967295
dreq -s "$S" $M replay off
dreq -s "$S" $M window 4294967295
dreq -s "$S" $M window 4294967294 replay on window 7 replay off
dreq -s "$S" $M encodingsa 4
dreq -s "$S" $M encodingsa 0x2
dreq -s "$S" $M encodingsa 1 encodingsa 2
dreq -s "$S" $M encodingsa 1 encodingsa
dreq -s "$S" $M encodingsa
dreq -s "$S" $M end_station on scb on
dreq -s "$S" $M send_sci on scb on
dreq -s "$S" $M send_sci on end_station on end_station off
dreq -s "$S" $M help
dreq -s "$S" $M h
dreq -s "$S" $M foo
dreq -s "$S" $M enc on
dreq -s "$S" $M port 3 help
dreq -k -s "$S" link set eth0 type macsec encrypt on
dreq -k -s "$S" link set eth0 type macsec port 2 window 3 replay on

# ---- ipoib ----
I="link add link eth0 ib0 type ipoib"
dreq -s "$S" $I pkey 0x8001
dreq -s "$S" $I pkey 0xffff mode connected umcast 1
dreq -s "$S" $I mode datagram umcast 0 pkey 5 pkey 6
dreq -s "$S" $I p 1 m datagram u 1
dreq -s "$S" $I pkey 65536
dreq -s "$S" $I pkey x
dreq -s "$S" $I mode foo
dreq -s "$S" $I mode Datagram
dreq -s "$S" $I mode
dreq -s "$S" $I umcast 65536
dreq -s "$S" $I umcast
dreq -s "$S" $I help
dreq -s "$S" $I h
dreq -s "$S" $I foo
dreq -k -s "$S" link set eth0 type ipoib mode connected

# ---- ip link help KIND ----
for k in $KINDS; do
	dshow link help "$k"
done

# ---- end to end: what this kernel says, state unchanged ----
# (Where the kernel has a kind, both tools make the device.  A macsec
# device takes eth0's address, and its SCI, shown as a number that the
# MAC masking does not cover, is made from it: where the kernel has
# macsec, eth0 gets a fixed address.)
cat >"$IPT_TMP/e2e" <<'E'
ref link add eth0 type veth peer name eth1
ip link add g0 type geneve id 5 remote 10.0.0.1
ip link add g0 type geneve id 5
ip link add b0 type bareudp dstport 6635 ethertype mpls_uc
ip link add a0 type amt mode gateway local 10.0.0.1 discovery 10.0.0.2 dev eth0
ip link add a0 type amt mode x
ip link add g1 type gtp role sgsn
ip link add g1 type gtp
ip link add h0 type hsr slave1 eth0 slave2 eth1
ip link add link eth0 m0 type macsec port 11 encrypt on
ip link add link eth0 m0 type macsec replay on
ip link add link eth0 ib0 type ipoib pkey 0x8001
ip link set eth0 type geneve id 5
ip link set eth0 type macsec encrypt on
ip link set eth0 type hsr proto 1
ip -d link show
E
ipt_absent kind_macsec ||
	sed -i '1s/^ref link add eth0 type veth /ref link add eth0 address 02:00:00:00:00:01 type veth /' "$IPT_TMP/e2e"
dscript -m "geneve, bareudp, amt, gtp, hsr, macsec, ipoib on this kernel" <"$IPT_TMP/e2e"

# ---- -force batches: which refusals end the run (iproute2 exits) ----
batch_case() {
	printf '%s\n' "link add eth0 type veth peer name eth1" "$@" \
		"link add v1 type veth peer name v2" >"$IPT_TMP/k.batch"
	run_tool "$IPT_TMP/k.ref" unshare -n "$REF_IP" -force -batch "$IPT_TMP/k.batch"
	run_tool "$IPT_TMP/k.got" unshare -n "$IP" -force -batch "$IPT_TMP/k.batch"
	cmp_run "-force -batch: $*" "$IPT_TMP/k.got" "$IPT_TMP/k.ref"
}
batch_case "link add g0 type geneve id 1" "link add m0 type macsec encrypt x" \
	"link add a0 type amt mode x" "link add x0 type ipoib mode x" \
	"link add m0 type macsec window 5" "link add g1 type gtp" \
	"link add g0 type geneve remote foo"
batch_case "link add b0 type bareudp dstport 1"
batch_case "link add h0 type hsr slave1 nope"
batch_case "link add a0 type amt dev nope"
batch_case "link add m0 type macsec icvlen 7"
batch_case "link add a0 type amt local 1.1.1.1 local 2.2.2.2"

# ---- printing of what the kernel sends ----
for k in $KINDS; do
	dmsgs "$msgs/link-$k.spec" "" "-d" "-d -o" "-d -s" "-d -N" "-br" "-d monitor label"
	for o in "-d -j" "-d -j -p" "-j" "-d" "-d -o"; do
		# shellcheck disable=SC2086
		dfake 18 "$msgs/link-$k.spec" $o link show
	done
done

done_testing
