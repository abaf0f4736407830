#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip vrf": show in every output mode (on this kernel's links, and on a
# faked link dump with VRF devices where the kernel has no vrf kind),
# identify, the refusals of show NAME, pids and exec, help and unknown
# commands; -batch, -n NAME, and nothing handed to the fallback.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

"$REF_IP" link add v0 type veth peer name v1 || bail "no veth"

for m in - -j -j_-p -d -s -o -br -c -4; do
	case $m in -) m= ;; esac
	m=$(echo "$m" | tr _ ' ')
	for cmd in "" show list lst s l; do
		dshow $m vrf $cmd
	done
	dfake 18 "$top/testsuite/msgs/link-vrf.spec" $m vrf show
done
dfake 18 "$top/testsuite/msgs/link-vrf.spec" vrf

dshow vrf identify
dshow vrf identify 1
dshow vrf i $$
dshow vrf identify 0
derr vrf identify abc
derr vrf identify -1
derr vrf identify 4294967296
derr vrf identify 999999999
derr vrf identify 1 2
derr vrf show lo
derr vrf show v0
derr vrf show nope
derr vrf show aaaaaaaaaaaaaaaaaaaaaaaaaa
derr vrf show a b
derr vrf pids
derr vrf pids lo
derr vrf p nope
derr vrf pids a b
derr vrf exec
derr vrf e lo
derr vrf exec lo true
derr vrf exec nope true
derr vrf help
derr vrf h
derr vrf bogus
derr -j vrf bogus

# a batch (without exec: iproute2's child that cannot enter a VRF runs
# the batch's next lines a second time; ours does not)
cat >"$IPT_TMP/b" <<'B'
vrf show lo
vrf show
vrf pids lo
vrf identify 1
vrf exec
vrf identify abc
vrf show
B
ns_script "batch" <<S
ref link add v0 type veth peer name v1
ip -batch $IPT_TMP/b
ip -force -batch $IPT_TMP/b
S
ns_script -r "-n NAME" <<'S'
ref netns add t1
ip -n t1 vrf show
ip -n t1 -j vrf
ip -n t1 vrf show lo
ref netns del t1
S

IP_FALLBACK=/bin/false dshow vrf show
IP_FALLBACK=/bin/false derr vrf show lo
IP_FALLBACK=/bin/false derr vrf exec lo true

done_testing
