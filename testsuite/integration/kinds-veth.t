#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# veth peers with their own generic options (and in "set", where the peer
# named must exist, as iproute2 looks it up), and ifb (no options).
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

cat >"$IPT_TMP/veth" <<'S'
ip link add a0 type veth
ip link add a1 type veth peer
ip link add a2 type veth peer name b2
ip link add a3 type veth peer b3
ip link add a4 up type veth peer name b4 up mtu 1300 address 02:00:00:00:00:04 txqueuelen 5 group 3 numtxqueues 2 numrxqueues 2
ip link add a5 type veth help
ip link add a5 type veth foo
ip link add a5 type veth peer name b5 type veth
ip link set a2 type veth peer name nosuch
ip link set a2 type veth peer name b3
ip link set a2 type veth peer nosuch mtu 1400
ip link add i0 type ifb
ip link add i1 type ifb foo bar
ip -d link show
ip -d -j link show
S
want kind_ifb "veth and ifb: the ifb lines" || sed -i '/ type ifb/d' "$IPT_TMP/veth"
dscript -m "veth and ifb" <"$IPT_TMP/veth"

done_testing
