#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip maddress": show in every output mode on one state (link groups from
# add, IPv4 groups joined by a socket, IPv6 groups of an IPv6 device),
# add/del scripts run with each tool in new namespaces, bad input with the
# state unchanged, a batch, "ip -n", and no fallback.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

R=$REF_IP
# groups: the state is the three proc files
mstate() { cat /proc/net/dev_mcast /proc/net/igmp /proc/net/igmp6 2>/dev/null | sed -E 's/[0-9A-F]{8} [0-9]+$//; s/0:[0-9A-F]{8}/T/' > "$1"; }


IPT_NO_LINE_WAIT=1 dscript -m "add and del" <<'S'
ref link add va type veth peer name vb
ref link set va up
ip maddr add 01:00:5e:01:02:03 dev va
ip maddr add 01:00:5e:01:02:03 dev va
ip maddress add 33:33:00:00:00:07 dev vb
ip maddr a address 01:00:5e:01:02:04 dev va
ip -6 maddr add 01:00:5e:01:02:05 dev va
ip -0 maddr add 01:00:5e:01:02:06 dev va
ip maddr show dev va
ip maddr del 01:00:5e:01:02:03 dev va
ip maddr show dev va
ip maddr delete 01:00:5e:01:02:03 dev va
ip maddr d 01:00:5e:01:02:03 dev va
ip maddr del 01:00:5e:01:02:04 dev va
ip maddr del 33:33:00:00:00:07 dev vb
ip maddr add 00:00:5e:01:02:09 00:01:02:03:04:05 dev va
ip maddr show dev va
ip -j maddr
ip maddr
S

# ---- one state here, both tools ----
$R link add va type veth peer name vb && $R link add vc type veth peer name vd &&
$R link set lo up && $R link set va up && $R link set vb up && $R link set vc up ||
	bail "cannot build the test state"
if ipt_have ipv6; then
	echo 0 > /proc/sys/net/ipv6/conf/va/disable_ipv6
	echo 0 > /proc/sys/net/ipv6/conf/lo/disable_ipv6
fi
$R maddr add 01:00:5e:01:02:03 dev va && $R maddr add 01:00:5e:01:02:03 dev va &&
$R maddr add 33:33:00:00:00:05 dev vb || bail "cannot build the test state"
mkfifo "$IPT_TMP/fifo" || bail "mkfifo"
if want python3 "IPv4 groups with more than one user"; then
	$PYTHON3 -c 'import socket,struct,sys,time
m=struct.pack("4s4si",socket.inet_aton("239.1.1.1"),socket.inet_aton("0.0.0.0"),socket.if_nametoindex("va"))
s=[socket.socket(socket.AF_INET,socket.SOCK_DGRAM) for i in (0,1)]
for x in s: x.setsockopt(socket.IPPROTO_IP,socket.IP_ADD_MEMBERSHIP,m)
print("joined",flush=True)
sys.stdin.read()' < "$IPT_TMP/fifo" > "$IPT_TMP/joined" 2>&1 &
fi
exec 9<>"$IPT_TMP/fifo"
i=0; while [ $i -lt 50 ] && ! grep -q joined "$IPT_TMP/joined" 2>/dev/null; do sleep 0.1; i=$((i+1)); done
# IPv6 joins follow the device going up: wait until the files stop changing
mstate "$IPT_TMP/m1"; i=0
while [ $i -lt 40 ]; do
	sleep 0.25; mstate "$IPT_TMP/m2"
	cmp -s "$IPT_TMP/m1" "$IPT_TMP/m2" && [ $i -ge 4 ] && break
	cp "$IPT_TMP/m2" "$IPT_TMP/m1"; i=$((i+1))
done
if ipt_have python3; then
	$R maddr show dev va | grep -q "239.1.1.1 users 2"; ok $? "the test state has a group with users 2"
fi
$R maddr show dev va | grep -q "01:00:5e:01:02:03 static"; ok $? "the test state has a static group"

for m in - -j -j_-p -o -j_-o -4 -6 -0 -f_link -f_inet -f_inet6 -M -s -d -c -c_-j -N -br -r; do
	o=$(echo "$m" | tr _ ' '); [ "$o" = - ] && o=
	dshow $o maddr
done
dshow maddr show
dshow maddr list
dshow maddr lst
dshow maddr l
dshow maddr sh dev va
dshow maddress show vb
dshow -6 maddr show dev va
dshow -o maddr show dev va
dshow -j maddr show dev lo
dshow maddr show dev nope
dshow maddr help
dshow maddr h
dshow maddr show help
dshow maddr show dev help

# ---- refused: message, status, and the groups unchanged ----
# not $IPT_TMP/before and after: derr writes those (link state) itself
mstate "$IPT_TMP/groups.before"
for c in "maddr show dev va dev vb" "maddr show va vb" "maddr show dev" "maddr foo" \
	"maddr add 1.2.3.4 dev va" "maddr add 01:00 dev va" "maddr add 01:00:5e:01:02:09" \
	"maddr add" "maddr del" "maddr add help" "maddr add 01:00:5e:01:02:09 dev va foo" \
	"maddr add 01:00:5e:01:02:09 dev nope" "maddr del 01:00:5e:09:02:03 dev va" \
	"maddr add 01:00:5e:01:02:09 dev va dev vb" "maddr add zz dev va" \
	"maddr add 01:00:5e:01:02:03:04:05:06:07:08:09:0a:0b:0c:0d:0e dev va" \
	"maddr add 01:00:5e:01:02:09 dev aaaaaaaaaaaaaaaaaaaaaaa" "maddr add 01:00:5e:01:02:09 dev a/b" \
	"maddr add address" "maddr add 01:00:5e:01:02:09 dev"; do
	derr $c
done
mstate "$IPT_TMP/groups.after"
cmp -s "$IPT_TMP/groups.before" "$IPT_TMP/groups.after" ||
	diag_diff "$IPT_TMP/groups.before" "$IPT_TMP/groups.after"
cmp -s "$IPT_TMP/groups.before" "$IPT_TMP/groups.after"; ok $? "groups unchanged by the refused commands"

# ---- batch: add ends the process (iproute2 exits there).  One "dev" per
# batch: iproute2's show filter outlives its line (see the man page) ----
printf 'maddr\nmaddr show dev lo\nmaddr add 01:00:5e:08:08:08 dev vc\nmaddr show dev lo\n' > "$IPT_TMP/b"
run_tool "$IPT_TMP/b.ref" "$R" -b "$IPT_TMP/b"
$R maddr show dev vc > "$IPT_TMP/b.refstate"
$R maddr del 01:00:5e:08:08:08 dev vc || fail "batch: undo the reference's add"
run_tool "$IPT_TMP/b.got" "$IP" -b "$IPT_TMP/b"
cmp_run "ip -b (show, add ends the batch)" "$IPT_TMP/b.got" "$IPT_TMP/b.ref"
$R maddr show dev vc > "$IPT_TMP/b.gotstate"
cmp -s "$IPT_TMP/b.gotstate" "$IPT_TMP/b.refstate"; ok $? "batch: the same groups after both"
grep -q "08:08:08 static" "$IPT_TMP/b.gotstate"; ok $? "batch: the add was made"
printf 'maddr\nmaddr frob\nmaddr show dev vb\n' > "$IPT_TMP/b2"
dshow -force -b "$IPT_TMP/b2"

# ---- no fallback ----
for c in "maddr" "-j maddr show dev va" "maddr add 1.2.3.4 dev va"; do
	run_tool "$IPT_TMP/f.ref" "$R" $c
	IP_FALLBACK=/bin/false run_tool "$IPT_TMP/f.got" "$IP" $c
	cmp_run "IP_FALLBACK=/bin/false ip $c" "$IPT_TMP/f.got" "$IPT_TMP/f.ref"
done

# ---- ip -n NAME ----
ns_script -r "ip -n" <<'S'
ref netns add mx
ref -n mx link add va type veth peer name vb
ref -n mx link set va up
ref -n mx maddr add 01:00:5e:01:02:03 dev va
ip -n mx maddr show dev va
ip -n mx maddr add 01:00:5e:01:02:04 dev va
ip -n mx maddr del 01:00:5e:01:02:03 dev va
ip -n mx -j maddr show dev va
ip -n mx maddr
ip -n nope maddr
S

exec 9>&-
done_testing
