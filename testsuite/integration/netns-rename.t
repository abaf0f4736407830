#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Moving a device into a namespace and renaming it in one request (a
# runtime turning a host veth end into the container's eth0), and every
# other road a namespace handle takes into a request: link add ... netns,
# a veth peer's netns, set netns by name and by PID, -n, batches with and
# without -force, and a new name taken in the target namespace.  Each
# handle must stay open until its request is answered (it used to be
# closed by an intermediate look-up: "Bad file descriptor").
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

cat >"$IPT_TMP/b1" <<'B'
link add b0 type veth peer name b1
link set dev b0 netns t1 name eth5
link set dev b1 name eth6 netns t2
link add b2 netns t1 type veth peer name b3 netns t2
link set dev eth6 netns t1 name eth5
link show eth6
B
export B1=$IPT_TMP/b1

ns_script -m "move and rename" <<'S'
ip netns add t1
ip netns add t2
ip link add v0 type veth peer name v1
ip link add v2 type veth peer name v3
ip link set dev v0 netns t1 name w0
ip link set dev v2 name w2 netns t1
ip -n t1 -br link show
ip -n t1 link add x0 type veth peer name x9
ip -n t1 link set dev x0 netns t2 name x1
ip -n t2 -br link show
ip -n t2 link add dup type veth peer name dup2
ip -n t1 link set dev x9 netns t2 name dup
ip -n t1 -br link show
ip -n t2 -br link show
ip link add p0 type veth peer name p1 netns t1
ip link set dev v1 netns t2 name p1
ip -n t2 link set p1 netns t1 name p1
ref netns exec t2 sleep 30 & SP2=$!; sleep 0.3; ip link set v3 netns $SP2 name z3; echo $?; kill $SP2
ip link add v4 netns t2 type veth peer name v5
ip -n t2 link set v4 name w4 netns t1
sleep 30 & SP=$!; ip link set dev v5 netns $SP name pidmove; echo $?; kill $SP
ip link add n0 type veth peer name n1
ip link set n0 netns nope name q0
ip link set n0 netns t1 name n1
ip -batch $B1
ip -n t1 -br link show
ip -n t2 -br link show
ip -force -batch $B1
ip -br link show
ip -n t1 -br link show
ip -n t2 -br link show
S

# Each handle is closed once its request is answered: batches of 300
# moves (by name and renaming; from inside a namespace with -n) run with
# 32 descriptors at most.  iproute2 6.1 keeps every handle a batch opens
# (its 27th move fails: "Cannot open netlink socket: Too many open
# files"), so this checks ours alone, against the counts iproute2 would
# reach with descriptors enough.
awk 'BEGIN { for (i = 0; i < 300; i++) print "link add m" i " type veth peer name mp" i }' >"$IPT_TMP/mk300"
awk 'BEGIN { for (i = 0; i < 300; i++) print "link set m" i " netns t1 name n" i }' >"$IPT_TMP/mv300"
awk 'BEGIN { for (i = 0; i < 150; i++) print "link set n" i " netns t2" }' >"$IPT_TMP/mvn150"
IPT_D=$IPT_TMP top=$top unshare -m -n sh -c '
	mount -t tmpfs -o mode=755 tmpfs /run/netns 2>/dev/null ||
	{ mkdir -p /run/netns && mount -t tmpfs -o mode=755 tmpfs /run/netns; } || exit 97
	"$REF_IP" netns add t1 && "$REF_IP" netns add t2 &&
	"$REF_IP" -batch "$IPT_D/mk300" || exit 98
	(ulimit -n 32; exec "$IP" -batch "$IPT_D/mv300"); echo "by name: $?"
	(ulimit -n 32; exec "$IP" -n t1 -force -batch "$IPT_D/mvn150"); echo "from inside: $?"
	echo "host $("$REF_IP" -o link show | wc -l) t1 $("$REF_IP" -n t1 -o link show | wc -l) t2 $("$REF_IP" -n t2 -o link show | wc -l)"
' >"$IPT_TMP/fd.out" 2>&1
printf 'by name: 0\nfrom inside: 0\nhost 301 t1 151 t2 151\n' >"$IPT_TMP/fd.want"
cmp -s "$IPT_TMP/fd.out" "$IPT_TMP/fd.want"
ok $? "600 namespace moves in two batches with 32 descriptors: each handle closed once answered"
diag_diff "$IPT_TMP/fd.out" "$IPT_TMP/fd.want"

done_testing
