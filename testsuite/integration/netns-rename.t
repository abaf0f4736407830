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

done_testing
