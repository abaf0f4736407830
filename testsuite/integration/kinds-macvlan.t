#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# macvlan and macvtap: modes, flags, source-mode address lists, errors and
# -d printing, against iproute2.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth kind_macvlan

cat >"$IPT_TMP/macvlan" <<'S'
ref link add eth1 type veth peer name eth2
ip link add m0 link eth1 type macvlan
ip link add m1 link eth1 type macvlan mode private
ip link add m2 link eth1 type macvlan mode vepa bcqueuelen 5
ip link add m3 link eth2 type macvtap mode bridge nodst
ip link add m4 link eth2 type macvlan mode passthru nopromisc
ip link add m5 link eth1 type macvlan mode source macaddr set 00:11:22:33:44:55 00:11:22:33:44:57 bcqueuelen 3
ip link set m5 type macvlan macaddr add 00:11:22:33:44:66
ip link set m5 type macvlan macaddr del 00:11:22:33:44:55
ip link add m6 link eth1 type macvlan mode source macaddr set 00:11:22:33:44:5z 1.2.3.4 mode bridge
ip link add m6 link eth1 type macvlan mode source macaddr set 00:11:22:33:44:55 nodst
ip link add m7 link eth1 type macvlan mode bogus
ip link add m7 link eth1 type macvlan flag bogus
ip link add m7 link eth1 type macvlan macaddr bogus
ip link add m7 link eth1 type macvlan macaddr add zz
ip link add m7 link eth1 type macvlan bcqueuelen -1
ip link add m7 link eth1 type macvlan nopromisc
ip link add m7 link eth1 type macvlan foo
ip link add m7 link eth1 type macvtap help
ip link add m7 link eth1 type macvlan mode
ip -d link show
ip -d -j link show
S
want kind_macvtap "macvlan and macvtap: the macvtap device" ||
	sed -i '/ type macvtap mode /d' "$IPT_TMP/macvlan"
dscript -m "macvlan and macvtap" <"$IPT_TMP/macvlan"

done_testing
