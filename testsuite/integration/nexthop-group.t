#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip nexthop" groups: multipath groups of 2 to 32 members with weights,
# resilient groups (buckets, timers, their buckets shown and got), fdb
# groups, members replaced and deleted while groups and routes use them
# (routes by "ref route add ... nhid N": "ip route" is not ours here),
# and flush in every form; each script once with each tool in new
# namespaces, every step, the nexthops, buckets and routes compared.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/nhlib.sh"
ipt_require_ip
need kind_veth kind_ifb ipv6 nexthop

IPT_SETUP=$NH_SETUP

# 32 members, in every weight
members() {	# members FIRST COUNT [weights]
	_i=$1 _n=0 _g=
	while [ $_n -lt "$2" ]; do
		_w=
		[ -n "${3:-}" ] && _w=",$(( (_n * 37) % 256 + 1 ))"
		_g="$_g${_g:+/}$_i$_w"
		_i=$((_i + 1))
		_n=$((_n + 1))
	done
	echo "$_g"
}
M32=$(members 1 32 w)
M8=$(members 1 8)
ADD32=
i=1
while [ $i -le 32 ]; do
	ADD32="${ADD32}ref nexthop add id $i via 10.0.0.$((i + 100)) dev v0
"
	i=$((i + 1))
done
IPT_SETUP="$NH_SETUP
$ADD32"

nscript "multipath groups" <<S
ip nexthop add id 100 group 1/2
ip nexthop add id 101 group 1,2/2,3/3,4
ip nexthop add id 102 group $M8
ip nexthop add id 103 group $M32
ip nexthop add id 104 group $(members 1 32) type mpath
ip nexthop add id 105 group 1,256/2,1
ip nexthop add id 106 group 1 protocol static
ip nexthop add id 107 group 0x5/6
ip nexthop add id 108 group 1/1
ip nexthop add id 109 group 1/99
ip nexthop add id 110 group 100/3
ip nexthop add id 111 group 1,0
ip nexthop add id 111 group 1,257
ip nexthop add id 111 group 1,x
ip nexthop add id 111 group x/1
ip nexthop add id 111 group 1//2
ip nexthop add id 111 group /1
ip nexthop add id 111 group 1/
ip nexthop add id 111 group ""
ip nexthop add id 111 group 1,2,3/4
ip nexthop add id 111 group
ip nexthop add id 111 group 1/2 type
ip nexthop add id 111 group 1/2 type bogus
ip nexthop add id 111 group 1/2 type Mpath
ip nexthop add id 111 group 1/2 via 10.0.0.9
ip nexthop add id 111 group 1/2 dev v0
ip nexthop add id 111 group 1/2 blackhole
ip nexthop add id 111 group 1/2 onlink
ip -6 nexthop add id 111 group 1/2
ip nexthop show groups
ip -j nexthop show id 103
ip nexthop replace id 100 group 2/3,5
ip nexthop replace id 102 group 1
ip nexthop replace id 101 group 4/5 type mpath protocol 42
ip nexthop replace id 100 via 10.0.0.9 dev v0
ip nexthop replace id 1 via 10.0.0.99 dev v0
ip nexthop replace id 2 blackhole
ip nexthop replace id 3 via 10.1.0.3 dev d0
ip nexthop show id 100
ip nexthop del id 4
ip nexthop show groups
ip nexthop del id 5
ip nexthop show id 101
ip nexthop del id 103
ip nexthop del id 1
ip nexthop show groups
S

nscript "resilient groups and buckets" <<'S'
ip nexthop add id 200 group 1/2 type resilient
ip nexthop add id 200 group 1/2 type resilient buckets 8
ip nexthop add id 201 group 1,2/2,3/3 type resilient buckets 64 idle_timer 10 unbalanced_timer 20
ip nexthop add id 202 group 1 type resilient buckets 1
ip nexthop add id 203 group 1/2 type resilient buckets 0
ip nexthop add id 203 group 1/2 type resilient buckets 65535
ip nexthop add id 203 group 1/2 type resilient buckets 65536
ip nexthop add id 203 group 1/2 type resilient buckets x
ip nexthop add id 203 group 1/2 type resilient buckets
ip nexthop add id 203 group 1/2 type resilient idle_timer x buckets 4
ip nexthop add id 203 group 1/2 type resilient idle_timer 42949672 buckets 4
ip nexthop add id 203 group 1/2 type resilient buckets 4 unbalanced_timer 42949673
ip nexthop add id 203 group 1/2 type resilient buckets 4 unbalanced_timer -1
ip nexthop add id 203 group 1/2 type resilient buckets 4 idle_timer 0 unbalanced_timer 0
ip nexthop add id 204 group 1/2 type resilient buckets 4 protocol static
ip nexthop add id 205 type resilient buckets 4 group 1/2
ip nexthop add id 206 group 1/2 type resilient buckets 4 bogus
ip nexthop add id 206 group 1/2 type resilient buckets 4 buckets 8
ip nexthop add id 206 group 1/2 type resilient
ip nexthop add id 206 type resilient
ip nexthop add id 207 group 14/15 type resilient buckets 6 idle_timer 0x10
ip nexthop show id 201
ip -d nexthop show id 201
ip -j -p nexthop show id 201
ip nexthop show groups
ip nexthop bucket show id 202 | sed -E 's/idle_time [0-9.e+-]+/idle_time T/'
ip nexthop bucket get id 202 index 0 | sed -E 's/idle_time [0-9.e+-]+/idle_time T/'
ip nexthop bucket get id 202 index 1
ip nexthop bucket get id 100 index 0
ip nexthop replace id 201 group 1/2 type resilient buckets 64
ip nexthop replace id 201 group 1/2 type resilient buckets 32
ip nexthop replace id 201 group 4 type resilient idle_timer 5 unbalanced_timer 5
ip nexthop replace id 201 group 4/5
ip nexthop replace id 202 group 1/2 type mpath
ip nexthop replace id 202 group 1,5/2,5
ip nexthop replace id 1 via 10.0.0.201 dev v0
ip nexthop del id 2
ip nexthop show id 203
ip nexthop del id 1
ip nexthop show
S

nscript "members and routes" <<'S'
ref nexthop add id 300 group 1/2/3
ref nexthop add id 301 group 3,4/4 type resilient buckets 8
ref -6 nexthop add id 50 via 2001:db8::50 dev v0
ref -6 nexthop add id 51 via 2001:db8:1::51 dev d0
ref -6 nexthop add id 302 group 50/51
ref route add 10.10.0.0/16 nhid 1
ref route add 10.11.0.0/16 nhid 300
ref route add 10.12.0.0/16 nhid 301
ref route add 2001:db8:9::/48 nhid 302
ref route add 10.13.0.0/16 nhid 51
ip nexthop del id 1
ip nexthop show id 300
ip nexthop replace id 2 via 10.1.0.2 dev d0
ip nexthop replace id 3 blackhole
ip nexthop replace id 50 via 2001:db8::55 dev v0
ip nexthop replace id 302 group 50
ip nexthop replace id 302 via 2001:db8::56 dev v0
ip nexthop replace id 300 group 2
ip nexthop replace id 51 via 10.0.0.51 dev v0
ip -6 nexthop replace id 51 blackhole
ip nexthop del id 4
ip nexthop del id 3
ip nexthop show groups
ip nexthop del id 302
ip nexthop del id 300
ip nexthop del id 2
ip -6 nexthop show
ip nexthop show
S

nscript "fdb nexthops and groups" <<'S'
ip nexthop add id 400 via 10.0.0.40 fdb
ip nexthop add id 401 via 10.0.0.41 fdb
ip nexthop add id 402 via 2001:db8::42 fdb
ip nexthop add id 410 group 400/401 fdb
ip nexthop add id 411 group 400/1 fdb
ip nexthop add id 411 group 400/401
ip nexthop add id 412 group 1 fdb
ip nexthop add id 413 group 400/402 fdb
ip -6 nexthop add id 414 group 402 fdb
ip nexthop add id 415 via 10.0.0.45 dev v0 fdb
ip nexthop add id 415 blackhole fdb
ip nexthop add id 416 group 400,3/401,7 type resilient buckets 8 fdb
ip nexthop show fdb
ip nexthop show groups fdb
ip -j nexthop show fdb
ip nexthop replace id 400 via 10.0.0.49 fdb
ip nexthop replace id 400 via 10.0.0.49 dev v0
ip nexthop del id 401
ip nexthop show id 410
ip nexthop flush fdb
ip nexthop show fdb
S

nscript "flush" <<'S'
ref nexthop add id 500 group 1/2/3
ref nexthop add id 501 group 4 type resilient buckets 4
ref nexthop add id 40 via 10.1.0.40 dev d0 proto 7
ref nexthop add id 41 via 10.1.0.41 dev d0
ref nexthop add id 502 group 40/41 proto 7
ref nexthop add id 60 via 10.0.0.60 fdb
ref nexthop add id 503 group 60 fdb
ref route add 10.20.0.0/16 nhid 500
ip nexthop flush protocol 7
ip nexthop flush protocol 7
ip nexthop flush dev d0
ip nexthop flush groups
ip nexthop show
ip nexthop flush id 5
ip nexthop flush fdb
ip -s nexthop flush dev v0
ip nexthop flush
ip nexthop flush
ip nexthop show
S

# (a bucket's idle time ticks: masked in the scripts, the statuses of
# bucket commands are compared below)
# buckets on one state, both tools in this namespace (their idle times
# tick: dshow retries until the oracle's two answers agree)
# buckets' idle times and groups' unbalanced times tick
IPT_SHOW_MASK='s/(idle_time|unbalanced_time)( |": ?)[0-9.e+-]+/\1\2T/g'
nh_setup_here || bail "cannot build the test state with $REF_IP"
R=$REF_IP
$R nexthop add id 1 via 10.0.0.2 dev v0 &&
$R nexthop add id 2 via 10.1.0.2 dev d0 &&
$R nexthop add id 3 via 10.0.0.3 dev v0 &&
$R nexthop add id 10 group 1/2,3/3 type resilient buckets 12 idle_timer 100 &&
$R nexthop add id 11 group 2 type resilient buckets 3 unbalanced_timer 7 ||
	bail "cannot build the test state with $R"
for m in - -j -d -j_-p; do
	case $m in -) m= ;; esac
	m=$(echo "$m" | tr _ ' ')
	for sel in "" "id 10" "id 11" "nhid 1" "nhid 2" "dev v0" "dev d0" \
		   "id 10 nhid 3" "nhid 9"; do
		dshow $m nexthop bucket show $sel
	done
	dshow $m nexthop bucket get id 10 index 11
	dshow $m nexthop bucket get id 11 index 2
	dshow $m nexthop show groups
done

done_testing
