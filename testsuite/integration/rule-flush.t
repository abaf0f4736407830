#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip rule flush|save|restore": each script once with our ip and once with
# iproute2 in new namespaces, every step and the final rules compared.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/rulelib.sh"
ipt_require_ip
need ipv6

RULES="ref rule add from 10.0.0.0/8 table 100 pref 100
ref rule add not from 10.1.0.0/16 to 10.2.0.0/16 tos 0x10 fwmark 0x5/0xff iif lo oif eth0 pref 200 table 1000
ref rule add uidrange 100-200 ipproto tcp sport 1000-2000 dport 80 protocol static realms 3/4 pref 300
ref rule add l3mdev pref 400
ref rule add blackhole pref 500 protocol static
ref rule add tun_id 5 pref 506
ref rule add fwmark 0x1 pref 99 lookup main protocol bgp
ref rule add fwmark 0x1/0xf pref 98 lookup 5
ref rule add from 10.0.0.0/24 pref 97 table 100
ref rule add nop pref 93
ref rule add goto 500 pref 92
ref rule add pref 91 table 100 protocol 99
ref -6 rule add from 2001:db8::/32 table 10 pref 100
ref -6 rule add to 2001:db8::1 ipproto udp dport 53 prohibit pref 101 protocol static
ref -6 rule add fwmark 0x1 iif lo pref 102 table 100"

IPT_SETUP=$RULES
rscript "flush with filters" <<'S'
ip rule flush table 100
ip rule
ip rule flush protocol static
ip rule
ip rule flush protocol all pref 92
ip rule flush fwmark 1/0xf
ip rule flush fwmark 1
ip rule flush not
ip rule flush l3mdev
ip rule flush uidrange 100-200
ip rule flush tun_id 5
ip rule flush to 10.3.0.0/16
ip rule flush from 10.0.0.0/8
ip rule
ip -6 rule flush protocol static
ip -6 rule flush iif lo
ip -6 rule
ip rule flush pref 93 protocol unspec
ip rule flush bogus
ip rule flush table nosuch
ip rule flush protocol nosuch
ip rule flush pref
ip rule
S

rscript "flush everything, default rules" <<'S'
ip -6 rule flush
ip -6 rule
ip rule flush
ip rule
ip rule flush
ip -s rule flush
ip -4 rule f
ip rule
ip -6 rule
ip -0 rule flush
ip -M rule flush
ip rule add pref 32766 table main
ip rule add pref 32767 table default
ip -6 rule add pref 32766 table main
ip rule del pref 0
ip rule
S

# iproute2 deletes each rule while the dump is still running: the
# kernel's dump goes on by position in a list that has lost rules, so a
# flush of many leaves some behind.  Both leave the same ones.
awk 'BEGIN { for (i = 1; i <= 2000; i++)
	printf "rule add from 10.%d.%d.0/24 table 100 pref %d\n", i / 256, i % 256, i }' \
	>"$IPT_TMP/many" || bail "cannot write $IPT_TMP/many"
IPT_SETUP="ref -batch $IPT_TMP/many"
rscript "flush 2,000 rules" <<'S'
ip rule flush
ref rule | wc -l
ip rule flush
ref rule | wc -l
S
IPT_SETUP="ref -batch $IPT_TMP/many
ref rule add pref 30000 table 7 protocol static"
rscript "flush 2,000 rules, filtered" <<'S'
ip rule flush table 100
ip rule flush protocol static
ref rule | wc -l
S

# ---- save and restore ----
IPT_SETUP=$RULES
rscript "save, restore" <<'S'
ip rule save > $IPT_TMP/s; r=$?; perl $top/testsuite/savedump.pl < $IPT_TMP/s; (exit $r)
ip -6 rule save > $IPT_TMP/s; r=$?; perl $top/testsuite/savedump.pl < $IPT_TMP/s; (exit $r)
ip -4 rule save > $IPT_TMP/s; r=$?; perl $top/testsuite/savedump.pl < $IPT_TMP/s; (exit $r)
ip -j rule save > $IPT_TMP/s; r=$?; perl $top/testsuite/savedump.pl < $IPT_TMP/s; (exit $r)
ip -0 rule save > $IPT_TMP/s; r=$?; perl $top/testsuite/savedump.pl < $IPT_TMP/s; (exit $r)
ip rule save table 100 > $IPT_TMP/s
ip rule sa > $IPT_TMP/s4; r=$?; perl $top/testsuite/savedump.pl < $IPT_TMP/s4; (exit $r)
ip -6 rule save > $IPT_TMP/s6
ref rule save > $IPT_TMP/ref4
ref -6 rule save > $IPT_TMP/ref6
ip rule restore < /dev/null
echo junk | ip rule restore
head -c 40 $IPT_TMP/ref4 | ip rule restore
cat $IPT_TMP/ref4 $IPT_TMP/ref6 | ip rule restore
ip rule
ip rule flush
ip -6 rule flush
ip rule restore < $IPT_TMP/ref4
ip rule
ip -6 rule restore < $IPT_TMP/ref6
ip -6 rule
ip rule restore < $IPT_TMP/ref4
ip rule
ip -6 rule flush
ref -6 rule restore < $IPT_TMP/s6
ip -6 rule
ip rule res < $IPT_TMP/s4
ip rule
S

# A saved stream that is the same in every run: the messages of
# testsuite/msgs/rule-basic.spec behind the save format's magic.
FIXED=$IPT_TMP/fixed.save
export FIXED
printf '\206\151\160\161' >"$FIXED" &&
perl "$top/testsuite/nlgen.pl" <"$top/testsuite/msgs/rule-basic.spec" >>"$FIXED" ||
	bail "cannot write $FIXED"
IPT_SETUP=
rscript "restore a generated stream" <<'S'
ip rule restore < $FIXED
ip rule
ip -6 rule
ip rule restore < $FIXED
S

done_testing
