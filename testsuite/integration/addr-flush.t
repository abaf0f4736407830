#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip address flush|save|showdump|restore": each script once with our ip
# and once with iproute2 in new namespaces, every step and the final
# addresses compared.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/addrlib.sh"
ipt_require_ip
need kind_veth kind_ifb

# Devices stay down in the scripts: an operational state that changes
# late (link watch, slow under RTNL contention) must not race the shows.
IPT_SETUP="ref link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
ref link add d0 address 02:00:00:00:02:00 type ifb
ref link set lo up
$(v6_on v0 v1 d0)
ref addr add 10.0.0.1/24 dev v0
ref addr add 10.0.0.2/24 dev v0
ref addr add 10.0.0.3/24 dev v0 label v0:a
ref addr add 10.1.0.1/24 dev v0 scope link
ref addr add 10.2.0.1/24 dev v1
ref addr add 2001:db8::1/64 dev v0
ref addr add 2001:db8::2/64 dev v1 noprefixroute
ref addr add 10.3.0.1/8 dev d0
ref addr add 10.3.0.2/8 dev d0 valid_lft 10000 preferred_lft 5000"
# no IPv6: no IPv6 set-up or addresses either
ipt_have ipv6 || IPT_SETUP=$(printf '%s\n' "$IPT_SETUP" | grep -Ev 'addrgenmode|/ipv6/|2001:')

cat >"$IPT_TMP/s6" <<'S'
ip addr flush
ip -0 addr flush dev v0
ip addr flush dev nope
ip addr flush dev
ip addr flush scope bogus
ip addr flush to bogus
ip addr flush dev v0 scope link
ip -br addr show
ip -s addr flush label v0:a
ip -s addr flush dev v0 primary
ip -br addr show
ip -s -s addr flush to 10.3.0.1/32
ip -s addr flush dev d0 dynamic
ip -s -s addr flush dev d0
ip -s addr flush dev d0
ip -6 addr flush dev v1
ip -br addr show
ip -s addr flush dev v0
ip -l 1 addr flush dev v1
ip -loops 0 -s addr flush dev v1
ip addr f dev lo
ip -br addr show
S
lines_want "$IPT_TMP/s6" ipv6 '^ip -6 |2001:' "flush: the IPv6 lines"

ascript "flush" <"$IPT_TMP/s6"

cat >"$IPT_TMP/s6" <<'S'
ref addr add 10.5.0.1/24 dev d0 noprefixroute
ref addr add 10.5.0.2/24 dev d0
ip -s addr flush noprefixroute
ip -s addr flush -permanent
ip -s addr flush secondary
ip -s addr flush up label v0*
ip -s -s addr flush scope global to 2001:db8::/32
ip -4 -s addr flush scope global
ip -s addr flush master nope
ip -s addr flush type veth
ip -br addr show
S
lines_want "$IPT_TMP/s6" ipv6 '2001:' "flush filters: the IPv6 lines"

ascript "flush filters" <"$IPT_TMP/s6"

# A saved stream with nothing in it that ticks: the messages of
# testsuite/msgs/addr-basic.spec behind the save format's magic.
FIXED=$IPT_TMP/fixed.save
export FIXED
printf '\042\022\066\107' >"$FIXED" &&
perl "$top/testsuite/nlgen.pl" <"$top/testsuite/msgs/addr-basic.spec" >>"$FIXED" ||
	bail "cannot write $FIXED"

# (its -6 save fails before the kernel is asked: it runs everywhere)
ascript "save, showdump, restore" <<'S'
ip addr save > $IPT_TMP/s; r=$?; perl $top/testsuite/savedump.pl < $IPT_TMP/s; (exit $r)
ip addr save dev v0 > $IPT_TMP/s; r=$?; perl $top/testsuite/savedump.pl < $IPT_TMP/s; (exit $r)
ip -4 addr save > $IPT_TMP/s; r=$?; perl $top/testsuite/savedump.pl < $IPT_TMP/s; (exit $r)
ip -6 addr save scope link label x to 1.2.3.4 > $IPT_TMP/s; r=$?; perl $top/testsuite/savedump.pl < $IPT_TMP/s; (exit $r)
ip addr save dev nope > $IPT_TMP/s
ip addr save bogus > $IPT_TMP/s
ref addr save > $IPT_TMP/ref.save
ip addr showdump < $FIXED
ip -j addr showdump < $FIXED
ip -j -p addr showdump < $FIXED
ip -o addr showdump < $FIXED
ip -br addr showdump < $FIXED
ip -s addr showdump < $FIXED
ip -c addr showdump < $FIXED
ip addr showdump < /dev/null
echo xxxx | ip addr showdump
head -c 40 $IPT_TMP/ref.save | ip addr showdump
head -c 40 $IPT_TMP/ref.save | ip addr restore
ip addr restore < /dev/null
ip addr flush dev v0
ip addr flush dev d0
ip addr restore < $IPT_TMP/ref.save
ip -br addr show
ip addr restore < $IPT_TMP/ref.save
ip addr save > $IPT_TMP/ours.save
ip addr flush dev v1
ref addr restore < $IPT_TMP/ours.save
ip -br addr showdump < $IPT_TMP/ours.save
S

done_testing
