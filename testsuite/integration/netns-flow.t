#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The container-runtime flow: named namespaces, a veth whose peer is made
# inside one, another moved in and renamed, lo and eth0 up through -n,
# nsids set and listed, "netns exec" running our ip inside, errors for
# missing namespaces and devices, and deletion.  The whole script runs once
# with our ip and once with iproute2, each in its own network and mount
# namespace with a tmpfs on /run/netns; every step must give the same
# stdout, stderr and exit code, and no stray mount or file may remain.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip


# Lines are shell: "ip" is the tool under test, "ref" always iproute2,
# "$IP" our ip (also inside the iproute2 run), "$IPT_TOOL" the tool.
want kind_veth "container flow" && ns_script -m "container flow" <<'S'
ip netns add c1
ip netns add c2
ip netns list
ls /run/netns
ip link add veth0 type veth peer name eth0 netns c1
ip link add vc2 type veth peer name vc2p
ip link set vc2p netns c2
ip -n c2 link set vc2p name eth0
ip -n c1 link set lo up
ip -n c1 link set eth0 up
ip -n c2 link set lo up
ip -n c2 link set eth0 up
ip link set veth0 up
ip link set vc2 up
ip -n c1 link show
ip -n c2 -br link show
ip link show
ip -j link show veth0
ip netns set c1 10
ip netns set c2 auto
ip netns set c2 11
ip netns list
ip -j netns list
ip netns list-id
ip -j -p netns list-id
ip netns list-id nsid 10
ip -n c1 netns list-id
ip -n c1 netns list
ip link show veth0
ip -d link show vc2
ip -n c1 -d link show eth0
ip -n c1 -j link show eth0
ip netns exec c1 "$IP" -br link show
ip netns exec c2 "$IP" link show eth0
ip netns exec c1 sh -c 'ls /sys/class/net'
ip netns exec c1 "$IP" netns identify
ip -n c2 netns identify
ip netns identify
"$IPT_TOOL" netns exec c1 sleep 3 & SLP=$!; sleep 0.3; ip netns pids c1 | grep -cx "$SLP"; kill $SLP; wait $SLP
ip link add v3 link-netns c2 type veth peer name v3p
ip -n c2 link show v3p
ip netns list-id
ip -n nope link show
ip -n nope -batch /dev/null
ip netns exec nope true
ip netns exec c1 /nonexistent-command
ip netns exec c1 sh -c 'exit 7'
ip netns add c1
ip link set nodev netns c1
ip link add x0 type veth peer name x1 netns nope
ip link set veth0 netns nope
ip link set veth0 netns 2147483647
ip -n c1 link set nodev up
ip link add x2 link-netns nope type veth peer name x3
ip netns pids nope
ip netns set nope 3
ip netns del nope
ip link show
ip link del veth0
ip -n c1 link show
ip link del vc2
ip -n c2 link show
ip netns del c1
ip netns del c1
ip netns del c2
ip netns list
ls -A /run/netns
grep -c ' /run/netns' /proc/self/mountinfo
S

# The same from batch files, and with -n for a whole batch.
NSB=$IPT_TMP/nsb
export NSB
mkdir -p "$NSB"
cat >"$NSB/b1" <<'B'
netns add c1
netns add c2
link add veth0 type veth peer name eth0 netns c1
link add vc2 type veth peer name vc2p
link set vc2p netns c2
netns set c1 5
netns set c1 6
netns list
B
cat >"$NSB/b2" <<'B'
link set lo up
link set eth0 up
netns list-id
netns identify
link show lo
B
cat >"$NSB/b3" <<'B'
link set vc2p name eth0
netns identify
link show dev nodev
netns list
B
cat >"$NSB/b4" <<'B'
netns exec c1 true
netns exec c1 sh -c "exit 3"
netns exec nope true
link show lo
B
# with -force iproute2's child that cannot enter "nope" runs the rest of
# the batch too (netns-exec-child.t asserts ours): compared without it
grep -v nope "$NSB/b4" >"$NSB/b4f"
cat >"$NSB/b5" <<'B'
netns del c1
netns del c2
netns list
B
want kind_veth "container flow, batch" && ns_script -m "container flow, batch" <<'S'
ip -batch "$NSB/b1"
ip -force -batch "$NSB/b1"
ip -n c1 -batch "$NSB/b2"
ip -n c2 -batch "$NSB/b3"
ip -n c2 -force -batch "$NSB/b3"
ip -batch "$NSB/b4"
ip -force -batch "$NSB/b4f"
ip -batch "$NSB/b5"
ls -A /run/netns
S

# A fresh /run: /run/netns does not exist yet and must become a shared
# mount point of its own, as iproute2 makes it.
ns_script "fresh /run" <<'S'
ls -d /run/netns
ip netns add a
ls -A /run/netns
grep ' /run/netns' /proc/self/mountinfo | sed -E 's/ shared:[0-9]+//; s/^M //'
ip netns add b
grep -c ' /run/netns' /proc/self/mountinfo
ip netns del a
ip -all netns del
ip netns list
grep ' /run/netns' /proc/self/mountinfo | sed -E 's/ shared:[0-9]+//'
S

done_testing
