#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -r (-resolve): host names for the addresses iproute2 6.1 prints through
# its format_host (routes' destinations, sources, gateways and "as to",
# addresses, peers, broadcast and anycast addresses, neighbours,
# nexthop gateways, address labels, vxlan and geneve remotes), from
# /etc/hosts here, compared with iproute2 on one state; prefixes and
# preferred sources stay numbers.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

# names of our own for the test's addresses: /etc/hosts replaced in a
# mount namespace of this test's
if [ -z "${IPT_RESOLVE_NS:-}" ]; then
	IPT_RESOLVE_NS=1 exec unshare -m sh "$0" "$@"
fi
mount --make-rprivate / 2>/dev/null
cat >"$IPT_TMP/hosts" <<'H'
127.0.0.1 localhost
10.0.0.2 gw-two
10.0.0.3 gw-three
10.0.0.7 neigh-seven
10.20.0.5 host-five
10.0.0.255 brd-host
2001:db8::2 gw6-two
2001:db8::99 host6
H
mount --bind "$IPT_TMP/hosts" /etc/hosts || bail "cannot bind /etc/hosts"

# The IPv6 addresses, routes and label, the nexthop object, the vxlan and
# geneve devices: made where the kernel has them, and the commands that
# show them skipped where it does not.
v6=; ipt_have ipv6 && v6=1
nh=; ipt_have nexthop && nh=1
vx=; ipt_have kind_vxlan && vx=1
gn=; ipt_have kind_geneve && gn=1
R=$REF_IP
$R link set lo up &&
$R link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02 &&
{ [ -z "$v6" ] ||
  { $R link set v0 addrgenmode none && echo 0 >/proc/sys/net/ipv6/conf/v0/disable_ipv6; }; } &&
$R link set v0 up && $R link set v1 up &&
$R addr add 10.0.0.1 peer 10.20.0.5/32 dev v0 &&
$R addr add 10.0.0.1/24 brd + dev v0 &&
{ [ -z "$v6" ] || $R -6 addr add 2001:db8::1/64 dev v0 nodad; } &&
$R route add 10.9.0.0/16 via 10.0.0.2 &&
$R route add 10.20.0.5/32 via 10.0.0.3 table 100 &&
$R route add 10.10.0.0/16 nexthop via 10.0.0.2 nexthop via 10.0.0.3 &&
{ [ -z "$v6" ] || $R -6 route add 2001:db8::99/128 via 2001:db8::2; } &&
$R neigh add 10.0.0.7 lladdr 02:00:00:00:00:0a dev v0 &&
{ [ -z "$nh" ] || $R nexthop add id 1 via 10.0.0.2 dev v0; } &&
{ [ -z "$v6" ] || $R addrlabel add prefix 2001:db8::99/128 label 99; } &&
{ [ -z "$vx" ] ||
  { $R link add vx0 type vxlan id 5 remote 10.0.0.2 local 10.0.0.1 dstport 4789 &&
    $R link add vx1 type vxlan id 6 group 239.1.1.1 dev v0 dstport 4789; }; } &&
{ [ -z "$gn" ] || $R link add gn0 type geneve id 7 remote 10.0.0.3; }
[ $? -eq 0 ] || bail "set-up failed"

want ipv6 "-r: IPv6 routes, route get and address labels"
want nexthop "-r nexthop"
want kind_vxlan "-r -d link show: vxlan remotes and groups"
for a in "-r route" "-r route show table all" "-r -j route show table all" \
	 "-r -d route show table 100" "-r route get 10.20.0.5" "-r route get 10.9.1.1" \
	 "-r route get 127.0.0.1" "-r -6 route get 2001:db8::99" \
	 "-r -6 route show table all" "-resolve route" "-r -o route show table all" \
	 "-r addr" "-r addr show dev v0" "-r -j addr" "-r -br addr" "-r -o addr" \
	 "-r neigh" "-r -j neigh" "-r neigh show dev v0" \
	 "-r nexthop" "-r -j nexthop" "-r addrlabel" \
	 "-r -d link show vx0" "-r -d -j link show vx0" "-r -d link show vx1" \
	 "route" "addr" "neigh"; do
	case $a in
	*-6*|*addrlabel*) [ -n "$v6" ] || continue ;;
	*nexthop*) [ -n "$nh" ] || continue ;;
	*vx[01]*) [ -n "$vx" ] || continue ;;
	esac
	# shellcheck disable=SC2086
	dshow $a
done
want kind_geneve "ip -r -d link show gn0" && dshow -r -d link show gn0

done_testing
