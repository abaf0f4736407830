#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip nexthop": add/replace/delete scripts run once with each tool in new
# namespaces (every step, then the nexthops, routes and labels compared);
# show, list, get and help with every filter and output mode on one state,
# both tools in this namespace; bad input, which must change nothing.
# Groups: nexthop-group.t; encapsulations: nexthop-encap.t; monitor:
# nexthop-monitor.t; batches: nexthop-batch.t.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/nhlib.sh"
ipt_require_ip
need kind_veth kind_ifb ipv6 nexthop

IPT_SETUP=$NH_SETUP

nscript "add, replace, delete" <<'S'
ip nexthop add id 1 via 10.0.0.2 dev v0
ip nexthop add id 1 via 10.0.0.2 dev v0
ip nexthop add id 2 via 10.0.0.3 dev v0 onlink protocol static
ip nexthop add id 3 blackhole
ip -6 nexthop add id 4 blackhole
ip nexthop add id 5 via 2001:db8::2 dev v0
ip nexthop add id 6 via inet6 2001:db8::6 dev v0 protocol 99
ip nexthop add id 7 dev v0
ip -6 nexthop add id 8 dev d0
ip nexthop add id 9 via inet 10.1.0.9 dev d0 proto boot
ip nexthop add id 10 via 10.1.0.10 dev d0 onlink
ip nexthop add id 11 via 10.9.9.9 dev v0 onlink
ip nexthop add id 12 via 10.9.9.9 dev v0
ip nexthop add id 13 via 10.0.0.13 fdb
ip nexthop add id 14 via 2001:db8::14 fdb
ip nexthop add id 15 blackhole protocol bgp
ip nexthop add id 16 via 10.0.0.16 dev i0
ip nexthop add id 17 dev lo
ip nexthop add id 0x12 via 10.0.0.18 dev v0
ip nexthop a id 19 via 10.0.0.19 dev v0
ip nexthop add via 10.0.0.20 dev v0
ip nexthop add id 21 via 10.0.0.21
ip nexthop add id 22 via 10.0.0.22 dev v0 blackhole
ip nexthop add id 23 fdb
ip nexthop add id 24 via 10.0.0.24 dev v0 fdb
ip nexthop add id 25 onlink
ip nexthop add id 26 via 10.0.0.26 dev v0 id 27
ip nexthop add id 4294967295 via 10.0.0.29 dev v0
ip nexthop add id 30 via 2001:db8:1::30 dev d0 onlink
ip nexthop add id 31 via 10.0.0.31 dev v0 protocol kernel
ip nexthop add id 32 via default dev v0
ip -6 nexthop add id 33 via default dev v0
ip nexthop add id 34 via mpls 100 dev v0
ip nexthop add id 35 via link 02:00:00:00:00:09 dev v0
ip -echo nexthop add id 40 via 10.0.0.40 dev v0
ip -echo nexthop add id 40 via 10.0.0.40 dev v0
ip nexthop replace id 1 via 10.0.0.100 dev v0
ip nexthop replace id 2 blackhole
ip nexthop replace id 3 via 10.1.0.3 dev d0 proto static
ip nexthop replace id 5 via 10.0.0.5 dev v0
ip nexthop replace id 50 via 10.0.0.50 dev v0
ip nexthop replace id 51 blackhole
ip -echo nexthop replace id 51 via 10.0.0.51 dev v0
ip nexthop r id 7 dev d0
ip nexthop replace via 10.0.0.52 dev v0
ip nexthop replace id 13 via 10.0.0.3 dev v0
ip nexthop del id 1
ip nexthop del id 1
ip nexthop delete id 2
ip nexthop d id 3
ip -echo nexthop del id 5
ip nexthop del id 99
ip nexthop del
ip nexthop del id 7 via 10.0.0.1
ip nexthop flush id 9
ip nexthop flush id 9
ip nexthop show
S

nscript "bad input" <<'S'
ref nexthop add id 1 via 10.0.0.2 dev v0
ip nexthop add id x via 10.0.0.2 dev v0
ip nexthop add id -1 via 10.0.0.2 dev v0
ip nexthop add id 4294967296 via 10.0.0.2 dev v0
ip nexthop add id
ip nexthop add id 2 dev
ip nexthop add id 2 dev nope
ip nexthop add id 2 dev if99
ip nexthop add id 2 via
ip nexthop add id 2 via inet
ip nexthop add id 2 via bogus dev v0
ip nexthop add id 2 via 10.0.0.2/24 dev v0
ip nexthop add id 2 via inet 2001:db8::2 dev v0
ip nexthop add id 2 via inet6 10.0.0.2 dev v0
ip nexthop add id 2 dev v0 via 2001:db8::2
ip -4 nexthop add id 2 via 2001:db8::2 dev v0
ip -6 nexthop add id 2 via 10.0.0.2 dev v0
ip nexthop add id 2 via 10.0.0.2 via 2001:db8::2 dev v0
ip nexthop add id 2 blackhole via 2001:db8::2
ip nexthop add id 2 via mpls 1048576 dev v0
ip nexthop add id 2 via mpls 1/2/3/4/5/6/7/8/9/10/11/12/13/14/15/16/17/18/19/20/21/22/23/24/25/26/27/28/29/30/31/32/33/34/35/36/37/38/39/40/41/42/43/44/45/46/47/48/49/50/51/52/53/54/55/56/57/58/59/60/61/62/63/64/65 dev v0
ip nexthop add id 2 via mpls default dev v0
ip nexthop add id 2 via link zz dev v0
ip nexthop add id 2 via bridge 10.0.0.2 dev v0
ip nexthop add id 2 via 10.0.0.2 dev v0 protocol bogus
ip nexthop add id 2 via 10.0.0.2 dev v0 protocol 256
ip nexthop add id 2 via 10.0.0.2 dev v0 protocol
ip nexthop add id 2 via 10.0.0.2 dev v0 bogus
ip nexthop add id 2 via 10.0.0.2 dev v0 help
ip nexthop add id 2 help
ip nexthop add help
ip nexthop add id 2 via 10.0.0.2 dev v0 onlink onlink group
ip nexthop add id 2 VIA 10.0.0.2 dev v0
ip nexthop add id 2 via 10.0.0.2 dev v0 proto 0x1ff
ip nexthop add id 2 via 10.0.0.2 dev v0 pro static dev v0
ip nexthop replace id 1 via 10.9.0.2 dev v0
ip nexthop replace id 1 via 10.0.0.2 dev v0 blackhole
ip nexthop add id 2 type mpath
ip nexthop bogus
ip nexthop help
ip nexthop h
ip nexthop get
ip nexthop get id
ip nexthop get id x
ip nexthop get foo
ip nexthop get id 1 foo
ip nexthop get id 0
ip nexthop get id 99
ip nexthop get id 1 id 99
ip nexthop show id
ip nexthop show id x
ip nexthop show dev
ip nexthop show dev nope
ip nexthop show master nope
ip nexthop show master
ip nexthop show vrf v0
ip nexthop show vrf nope
ip nexthop show protocol bogus
ip nexthop show protocol static
ip nexthop show bogus
ip nexthop show help
ip nexthop flush bogus
ip nexthop flush dev nope
ip nexthop flush help
ip nexthop flush id x
ip nexthop bucket bogus
ip nexthop bucket help
ip nexthop bucket show bogus
ip nexthop bucket show id x
ip nexthop bucket show nhid
ip nexthop bucket show groups
ip nexthop bucket show fdb
ip nexthop bucket show dev nope
ip nexthop bucket show help
ip nexthop bucket get
ip nexthop bucket get id 1
ip nexthop bucket get index 0
ip nexthop bucket get id 1 index x
ip nexthop bucket get id 1 index 65536
ip nexthop bucket get id 1 index 0 bogus
ip nexthop bucket get id 1 index 0
ip nexthop bucket get id 99 index 0
ip nexthop bucket show id 1
ip nexthop bucket show id 99
ip -j nexthop bucket show id 99
ip nexthop bucket show master v0
S

# ---- -echo -j: iproute2 6.1 nests the entry in a second object ("[{{",
# not valid JSON); ours prints the one object ----
echo_json() {	# echo_json DESC SETUP ARGS...
	_desc=$1 _setup=$2
	shift 2
	for _w in got ref; do
		if [ $_w = got ]; then _t=$IP; else _t=$REF_IP; fi
		nh_fresh "$_setup" "$_t" "$@" >"$IPT_TMP/ej.$_w.out" 2>"$IPT_TMP/ej.$_w.err"
		echo $? >"$IPT_TMP/ej.$_w.rc"
	done
	sed 's/^\[{{/[{/; s/}}]$/}]/' "$IPT_TMP/ej.ref.out" >"$IPT_TMP/ej.ref.t" &&
		mv "$IPT_TMP/ej.ref.t" "$IPT_TMP/ej.ref.out"
	cmp_run "$_desc" "$IPT_TMP/ej.got" "$IPT_TMP/ej.ref"
}
echo_json "-echo -j add (one object)" : -echo -j nexthop add id 41 via 2001:db8::41 dev v0
echo_json "-echo -j del (one object)" "ref nexthop add id 6 via 10.0.0.6 dev v0 proto 99" \
	-echo -j nexthop del id 6
echo_json "-echo -j -p replace (one object)" "ref nexthop add id 6 via 10.0.0.6 dev v0" \
	-echo -j -p nexthop replace id 6 group 6

# ---- show, list and get, both tools on this namespace ----
# buckets' idle times and groups' unbalanced times tick
IPT_SHOW_MASK='s/(idle_time|unbalanced_time)( |": ?)[0-9.e+-]+/\1\2T/g'
nh_setup_here || bail "cannot build the test state with $REF_IP"
R=$REF_IP
$R nexthop add id 1 via 10.0.0.2 dev v0 &&
$R nexthop add id 2 via 10.0.0.3 dev v0 onlink protocol static &&
$R nexthop add id 3 blackhole &&
$R -6 nexthop add id 4 blackhole proto 99 &&
$R nexthop add id 5 via 2001:db8::2 dev v0 &&
$R nexthop add id 6 via 10.1.0.6 dev d0 protocol bgp &&
$R nexthop add id 7 dev d0 &&
$R -6 nexthop add id 8 via 2001:db8:1::8 dev d0 onlink &&
$R nexthop add id 9 via 10.0.0.9 fdb &&
$R nexthop add id 10 via 2001:db8::10 fdb proto 5 &&
$R nexthop add id 11 via 10.9.9.9 dev d0 onlink &&
$R nexthop add id 12 dev lo &&
$R nexthop add id 100 group 1/2 &&
$R nexthop add id 101 group 1,3/6,200 protocol static &&
$R nexthop add id 102 group 5/8 type resilient buckets 16 &&
$R nexthop add id 103 group 9 fdb &&
$R nexthop add id 104 group 3 ||
	bail "cannot build the test state with $R"

for sel in "" "dev v0" "dev d0" "dev lo" "groups" "fdb" "groups fdb" \
	   "protocol 4" "protocol 0" "protocol 5" "protocol 0x4" \
	   "dev v0 protocol 4" "master v0" "id 1" "id 100" "id 102" "id 9" \
	   "protocol 4 id 3" "protocol 4 id 2" "dev d0 groups"; do
	dshow nexthop show $sel
	dshow -j nexthop show $sel
	dshow -d nexthop show $sel
done
for m in -j_-p -d_-j -o -c -N_-d -4 -6 -0 -s -s_-s -br -h -t -c_-d -j_-d_-p; do
	m=$(echo "$m" | tr _ ' ')
	dshow $m nexthop show
	dshow $m nexthop show dev d0
	dshow $m nexthop get id 2
	dshow $m nexthop get id 101
done
dshow nexthop get id 99
dshow -j nexthop get id 99
for cmd in "" show list lst sh s l ls li; do
	dshow nexthop $cmd
done
for sel in "" "id 102" "nhid 5" "nhid 8" "dev v0" "dev d0" "id 102 nhid 5" \
	   "id 100" "nhid 1"; do
	dshow nexthop bucket show $sel
	dshow -j nexthop bucket list $sel
done
for m in - -j -j_-p -d -c; do
	case $m in -) m= ;; esac
	m=$(echo "$m" | tr _ ' ')
	dshow $m nexthop bucket get id 102 index 3
	dshow $m nexthop bucket get id 102 index 16
	dshow $m nexthop bucket get id 100 index 0
done
dshow nexthop bucket
dshow nexthop bucket lst
nherr nexthop add id 1 via 10.0.0.2 dev v0
nherr nexthop add id 2 via 10.0.0.2 dev nope
nherr nexthop add id 2 group 1/bogus
nherr nexthop del id 999
nherr nexthop show bogus
nherr nexthop help
nherr nexthop show vrf v0

done_testing
