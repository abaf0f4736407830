#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip link delete": each script runs once with our ip and once with
# iproute2, each in a new namespace; every step and the final state must
# be the same.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth kind_bridge kind_ifb

# mv0 and vx0 are made where the kernel has the kind; where it does not,
# the lines that delete them are left out (one skip each).
IPT_SETUP='ref link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
ref link add v2 address 02:00:00:00:00:03 type veth peer name v3 address 02:00:00:00:00:04
ref link add br0 address 02:00:00:00:01:00 type bridge
ref link add i0 address 02:00:00:00:02:00 type ifb
ref link add i1 address 02:00:00:00:02:01 group 5 type ifb
ref link add i2 address 02:00:00:00:02:02 group 5 type ifb
ref link add w0 address 02:00:00:00:03:01 group 5 type veth peer name w1 address 02:00:00:00:03:02'
ipt_have kind_macvlan && IPT_SETUP="$IPT_SETUP
ref link add mv0 link v2 address 02:00:00:00:04:01 type macvlan"
ipt_have kind_vxlan && IPT_SETUP="$IPT_SETUP
ref link add vx0 address 02:00:00:00:05:01 type vxlan id 5 dstport 4789"

cat >"$IPT_TMP/forms" <<'S'
ip link delete v0
ip link show v1
ip link del dev i0
ip link d br0
ip link delete group 5
ip link show
ip link delete v2 type veth
ip link del vx0 type vxlan
S
want kind_vxlan "delete forms: a vxlan" || sed -i '/ vx0 /d' "$IPT_TMP/forms"
dscript "delete forms" <"$IPT_TMP/forms"

dscript "delete errors" <<'S'
ip link delete
ip link delete nope
ip link delete dev nope
ip link delete dev
ip link delete v0 v2
ip link delete v0 bogus
ip link delete dev v0 dev v2
ip link delete v0 type
ip link delete v0 type bridge
ip link delete v0 type nokind
ip link delete v0 type veth bogus
ip link delete group
ip link delete group nosuch
ip link delete group 99
ip link delete lo
ip link delete abcdefghijklmnop
ip link delete help
ip link show
S

cat >"$IPT_TMP/again" <<'S'
ip link delete group 5
ip link delete group 5
ip link delete mv0
ip link delete v2
ip link show
S
want kind_macvlan "delete by group, then again: a macvlan" || sed -i '/ mv0$/d' "$IPT_TMP/again"
dscript "delete by group, then again" <"$IPT_TMP/again"

dscript "delete default group" <<'S'
ip link delete group default
ip link show
S

done_testing
