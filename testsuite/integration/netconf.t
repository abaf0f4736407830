#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip netconf": show with and without a device, for every family, in
# every output mode, on this namespace's settings (changed through /proc
# between rounds), both tools back to back; bad input; the monitor, on
# saved messages (testsuite/msgs/netconf-*.spec) and live, both tools
# listening at once while the settings change.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/nhlib.sh"
. "$top/testsuite/monlib.sh"
ipt_require_ip
need kind_veth kind_ifb

# No IPv6: the set-up without its IPv6 lines, no IPv6 setting changed,
# and the shows and live monitors asking for IPv6 (-6) one skip; "v6
# CMD..." runs CMD only where the kernel has IPv6, "is6 WORDS..." tells a
# command that asks for it.
NO6=
want ipv6 "IPv6 settings and the shows and monitors that ask for them (-6)" || NO6=1
v6() { [ -n "$NO6" ] || "$@"; }
is6() {
	case " $* " in *" -6 "*) return 0 ;; esac
	return 1
}
[ -z "$NO6" ] || NH_SETUP=$(printf '%s\n' "$NH_SETUP" |
	sed -E -e '/addrgenmode|^ref -6 /d' -e 's/; *echo [^;]*\/ipv6\/[^;]*//g')

nh_setup_here || bail "set-up failed"
conf() {	# conf FAMILY DEV KEY VALUE
	echo "$4" >"/proc/sys/net/$1/conf/$2/$3"
}

round() {
	for m in - -4 -6 -M -0 -B -j -j_-p -4_-j -6_-j_-p -c -o -d -s -t; do
		case $m in -) m= ;; esac
		m=$(echo "$m" | tr _ ' ')
		[ -n "$NO6" ] && is6 $m && continue
		for sel in "" "dev v0" "dev lo" "dev i0" "dev d1"; do
			dshow $m netconf show $sel
		done
	done
}
round
conf ipv4 v0 forwarding 1
conf ipv4 v0 rp_filter 1
conf ipv4 d0 rp_filter 2
conf ipv4 all proxy_arp 1
conf ipv4 default mc_forwarding 0 2>/dev/null
v6 conf ipv6 v0 forwarding 1
v6 conf ipv6 d0 proxy_ndp 1
conf ipv4 d0 ignore_routes_with_linkdown 1
v6 conf ipv6 v0 ignore_routes_with_linkdown 1
conf ipv4 v0 proxy_arp 1
round
for cmd in "" show list lst sh l s; do
	dshow netconf $cmd
	dshow -4 netconf $cmd dev v0
done
nherr netconf show dev nope
nherr netconf show dev
nherr -4 netconf show dev nope
nherr netconf bogus
nherr netconf help
nherr netconf show bogus dev v0 more
nherr netconf show help
nherr netconf show dev if99

# ---- the monitor ----
"$REF_IP" link set lo up
for spec in "$top"/testsuite/msgs/netconf-*.spec; do
	dmsgs "$spec" "" "-d" "-s" "-o" "-c" "-j" "-4" "-6" "-d monitor label" \
		"monitor netconf" "monitor netconf label" "monitor netconf dev lo" \
		"monitor all dev lo"
done
# What a kernel with MPLS adds to every dump, its devices' "input", in
# the output modes a monitor file does not have (JSON): a dump answered
# from saved messages, so it is checked where the kernel has no MPLS too
cat >"$IPT_TMP/netconf-mpls.spec" <<'E'
msg RTM_NEWNETCONF
hdr u8 2
1 s32 1
2 u32 1
3 u32 0
4 u32 0
5 u32 1
6 u32 0
msg RTM_NEWNETCONF
hdr u8 28
1 s32 1
7 u32 0
msg RTM_NEWNETCONF
hdr u8 28
1 s32 -1
7 u32 1
E
for m in - -j -j_-p -o -d_-s; do
	case $m in -) m= ;; esac
	m=$(echo "$m" | tr _ ' ')
	dfake 82 "$IPT_TMP/netconf-mpls.spec" $m netconf show
done
dfake 82 "$IPT_TMP/netconf-mpls.spec" -j netconf show dev lo

cat >"$IPT_TMP/events" <<'E'
echo 0 >/proc/sys/net/ipv4/conf/v0/forwarding
echo 1 >/proc/sys/net/ipv4/conf/v0/forwarding
echo 0 >/proc/sys/net/ipv4/conf/v0/rp_filter
echo 2 >/proc/sys/net/ipv4/conf/d0/rp_filter
echo 0 >/proc/sys/net/ipv6/conf/v0/forwarding
echo 1 >/proc/sys/net/ipv6/conf/v0/forwarding
echo 1 >/proc/sys/net/ipv4/conf/all/forwarding
echo 0 >/proc/sys/net/ipv4/conf/all/forwarding
echo 0 >/proc/sys/net/ipv6/conf/d0/proxy_ndp
echo 0 >/proc/sys/net/ipv4/conf/default/ignore_routes_with_linkdown
echo 1 >/proc/sys/net/ipv4/conf/default/ignore_routes_with_linkdown
echo 0 >/proc/sys/net/ipv4/conf/v0/proxy_arp
E
[ -z "$NO6" ] || sed -i '/\/ipv6\//d' "$IPT_TMP/events"
live "netconf" monitor netconf
live "netconf label" monitor netconf label
live "-4" -4 monitor netconf
v6 live "-6" -6 monitor netconf
live "dev v0" monitor netconf dev v0
live "-t" -t monitor netconf
live "netconf nexthop address" monitor label netconf nexthop address

done_testing
