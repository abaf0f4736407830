#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip rule add|del|show": every selector and action, IPv4 and IPv6, each
# script once with our ip and once with iproute2 in new namespaces, every
# step and the final rules compared; shows in every output mode on the
# same state; bad input with iproute2's messages and exit codes, rules
# unchanged; the requests themselves compared byte for byte.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/rulelib.sh"
ipt_require_ip
need ipv6

# ---- the default rules, every way of asking ----
for a in "rule" "rule show" "rule list" "rule lst" "rule sh" "rule l" \
	 "-4 rule" "-6 rule" "-j rule" "-j -p rule" "-6 -j -p rule" \
	 "-d rule" "-6 -d rule" "-N rule" "-c rule" "-c -6 rule" "-o rule" \
	 "-0 rule" "-M rule" "-B rule" "-f inet6 rule list" \
	 "rule help" "rule h" "rule foo" "ru" "ru help" \
	 "mrule" "mrule show" "-6 mrule" "-d mrule" "-0 mrule" \
	 "-M mrule show" "mrule help" "mrule foo" "mru"; do
	# shellcheck disable=SC2086
	dshow $a
done

# jclosed DESC ARGS...: a -j listing whose dump the kernel refuses: ours
# closes the JSON array ("[]"), iproute2 leaves it open ("["); the rest
# (stderr, exit code) is iproute2's.
jclosed() {
	_jd=$1
	shift
	for w in got ref; do
		if [ $w = got ]; then t=$IP; else t=$REF_IP; fi
		run_tool "$IPT_TMP/jf.$w" "$t" "$@"
	done
	printf ']\n' >>"$IPT_TMP/jf.ref.out"
	cmp_run "$_jd" "$IPT_TMP/jf.got" "$IPT_TMP/jf.ref"
}
# IPv4 multicast rules: listed where the kernel has them; where it has
# not, the dump is refused and ours' JSON stays valid (README: differences)
if ipt_have mrule4; then
	dshow -4 -j mrule list
elif ipt_absent mrule4; then
	jclosed "ip -4 -j mrule list, $IPT_WHY (the array closed)" -4 -j mrule list
else
	skip "ip -4 -j mrule list" "$IPT_WHY"
fi

# ---- add, delete, show ----
rscript "add and delete, IPv4" <<'S'
ip rule add from 10.0.0.0/8 table 100 pref 100
ip rule add from 10.0.0.0/8 table 100 pref 100
ip rule add not from 10.1.0.0/16 to 10.2.0.0/16 tos 0x10 fwmark 0x5/0xff iif lo oif eth0 pref 200 table 1000
ip rule add uidrange 100-200 ipproto tcp sport 1000-2000 dport 80 protocol static realms 3/4 suppress_prefixlength 8 suppress_ifgroup 5 pref 300
ip rule add uidrange 100-200 ipproto tcp sport 1000-2000 dport 80 goto 100 pref 301
ip rule add goto 100 pref 302
ip rule add goto 1000 pref 303
ip rule add l3mdev pref 400
ip rule add l3mdev protocol bgp pref 401 iif vrf0
ip rule add blackhole pref 500
ip rule add unreachable pref 501
ip rule add prohibit pref 502
ip rule add nop pref 503
ip rule add type local pref 504
ip rule add type blackhole pref 505 from 192.0.2.0/24
ip rule add type unicast pref 506 lookup 7
ip rule add type throw pref 507
ip rule add type 9 pref 507
ip rule add type nat pref 508
ip rule add nat 1.2.3.4 pref 509
ip rule add map-to 1.2.3.5 pref 510
ip rule add tun_id 5 pref 511
ip rule add tun_id 0x1234567890 pref 512
ip rule add from all fwmark 0x1 lookup main
ip rule add fwmark 0/0 pref 513
ip rule add fwmark 0/0xffffffff pref 514
ip rule add fwmark 7/0xffffffff pref 515
ip rule add fwmark 0x10/0 pref 516
ip rule add dsfield AF11 pref 517 lookup local
ip rule add tos CS1 order 518 lookup default
ip rule add priority 519 table 253
ip rule add preference 520 table 4294967295
ip rule add p 521 tab 65536 realms 5
ip rule add pr 522 realms cosmos/5 suppress_ifgroup default sup_pl 0
ip rule add pref 523 sport 70000 dport 1-2 sup_group 0x10
ip rule add pref 524 dev lo iif eth1 oif a oif b
ip rule add pref 525 ipproto 250 ipproto udp
ip rule add pref 526 ipproto icmp protocol 99 proto kernel
ip rule add pref 527 to 198.51.100.7 from 203.0.113.0/255.255.255.0
ip rule add pref 528 from default to any
ip rule add pref 529 uidrange 0-4294967295
ip rule add pref 530 uidrange 5-1
ip rule add pref 531 realms 0x10001
ip rule add pref 532 lookup 0
ip rule add pref 533 table main table local
ip rule add not pref 534 not
ip rule add pref 535 suppress_prefixlength 2147483647 t 9
ip rule add pref 536 from 10.9.9.9/32 to 10.8.0.0/8
ip rule add from 10.9.9.8
ip rule add to 10.9.9.7
ip rule add lookup 5
ip rule
ip -d rule
ip -j rule
ip -j -p -d rule
ip -N rule
ip -c rule
ip -o -d rule list
ip rule del pref 999
ip rule del from 10.0.0.0/8 table 100 pref 100
ip rule del from 10.0.0.0/8 table 100 pref 100
ip rule delete pref 200
ip rule d pref 301
ip rule del uidrange 100-200
ip rule del blackhole
ip rule del fwmark 0x1
ip rule del tun_id 5
ip rule del table 4294967295
ip rule del goto 100
ip rule del l3mdev
ip rule del nop
ip rule del from 10.9.9.8
ip rule del to 10.9.9.7
ip rule del lookup 5
ip rule del dport 1-2
ip rule del realms 5
ip rule del realms cosmos/5
ip rule
S

rscript "add and delete, IPv6" <<'S'
ip -6 rule add from 2001:db8::/32 table 10
ip -6 rule add from 2001:db8::/32 table 10
ip -6 rule add to 2001:db8::1 ipproto udp dport 53 prohibit
ip -6 rule add not from 2001:db8:1::/48 to 2001:db8:2::/64 tos 0x20 fwmark 9 iif lo oif v0 pref 100 table 1000
ip -6 rule add uidrange 1-2 sport 22 dport 1024-65535 protocol boot pref 101 lookup main suppress_prefixlength 64
ip -6 rule add from all pref 102 unreachable
ip -6 rule add pref 103 goto 100
ip -6 rule add pref 104 goto 200
ip -6 rule add pref 105 l3mdev
ip -6 rule add pref 106 tun_id 77
ip -6 rule add pref 107 from ::/0 to ::1/128
ip -6 rule add pref 108 nat 1.2.3.4
ip -6 rule add pref 109 from 1.2.3.4
ip rule add from 2001:db8::/32 pref 110
ip rule add from 10.0.0.1 from 2001:db8::1 pref 111
ip -6 rule
ip -6 -d rule
ip -6 -j rule
ip -6 -j -p rule
ip -6 -c rule
ip rule
ip ip -6 rule del from 2001:db8::/32
ip -6 rule del from 2001:db8::/32
ip -6 rule del to 2001:db8::1 prohibit
ip -6 rule del pref 103
ip -6 rule del l3mdev
ip -6 rule
S

# odd words iproute2 takes (and the kernel too)
rscript "accepted oddities" <<'S'
ip rule add sport -5
ip rule add dport 1-x
ip rule add oif ""
ip rule add goto 100
ip rule add pref 100 n
ip rule add type throw
ip rule add type 200
ip rule add pref 32766 table main
ip rule add pref 0 table local
ip rule add pref 0 table local
ip rule add pref 1 dsfield 0x1
ip rule add pref 2 tos 1f
ip rule add pref 3 uidrange " 5-+6junk"
ip rule add pref 4 sport 1-2-3
ip -6 rule del pref 32766
ip -6 rule del pref 32766
ip rule show
ip -6 rule show
S

# Where the kernel has no multicast rules every line below is refused by
# it, the same for both tools (but the JSON listing, checked after).
if ipt_have mrule4 && ipt_have mrule6; then
	MRULE_J="ip -j -d mrule"
	MRULE_DESC="ip mrule (multicast routing rules)"
else
	MRULE_J="# ip -j -d mrule: $IPT_WHY"
	MRULE_DESC="ip mrule, $IPT_WHY"
fi
# (through a file: rscript in a pipeline would count its tests in a subshell)
sed "s/^ip -j -d mrule\$/$MRULE_J/" >"$IPT_TMP/mrule.s" <<'S'
ip mrule add pref 100 table 5
ip mrule add pref 101 iif lo oif lo fwmark 3 table 6
ip -6 mrule add pref 102 table 7
ip mrule add pref 100 table 5
ip mrule add from 1.2.3.4 table 5
ip -6 mrule add from 2001::/16 table 5
ip mrule
ip -6 mrule
ip -j -d mrule
ip mrule save > $IPT_TMP/m; r=$?; perl $top/testsuite/savedump.pl < $IPT_TMP/m; (exit $r)
ip mrule del pref 100
ip mrule del pref 100
ip mrule flush
ip -6 mrule flush
ip mrule restore < $IPT_TMP/m
ip mrule
ip rule
ref mrule
ref -6 mrule
S
rscript "$MRULE_DESC" <"$IPT_TMP/mrule.s"

rscript "-echo" <<'S'
ip -echo rule add pref 6 table 5
ip -echo rule add pref 7 from 10.1.2.0/24 fwmark 3/7 iif lo uidrange 1-9 prohibit
ip -echo -6 rule add pref 8 from 2001:db8::/64
ip -echo -d rule add pref 9 protocol static goto 100
ip -echo rule del pref 6
ip -echo -6 rule del pref 8
ip -echo rule add pref 7 from 10.1.2.0/24 fwmark 3/7 iif lo uidrange 1-9 prohibit
ip -echo rule del pref 99
ip -echo -4 rule del pref 9
ip -c -echo rule add pref 10 from 10.0.0.0/8 iif lo
ip -echo -6 rule del pref 1000
S

# -j -echo: iproute2 6.1 opens a JSON object inside the one it opened
# for the answer ("[{{...}}]", which is no JSON); ours is that answer in
# one object.
for w in got ref; do
	if [ $w = got ]; then t=$IP; else t=$REF_IP; fi
	unshare -n sh -c 't=$1
		$t -j -echo rule add pref 6 table 5
		$t -j -echo rule del pref 6
		$t -j -echo -6 rule add pref 7 from 2001:db8::1
		$t -j -echo -6 rule del pref 7
		$t -j -echo rule add pref 8 fwmark 1/2 iif lo goto 9
		$t -j -echo rule del pref 99
		echo $?' sh "$t" >"$IPT_TMP/je.$w.out" 2>"$IPT_TMP/je.$w.err"
	echo $? >"$IPT_TMP/je.$w.rc"
done
sed 's/^\[{{/[{/; s/}}\]$/}]/' "$IPT_TMP/je.ref.out" >"$IPT_TMP/je.ref.o" &&
	mv "$IPT_TMP/je.ref.o" "$IPT_TMP/je.ref.out"
cmp_run "ip -j -echo rule add|del (one object)" "$IPT_TMP/je.got" "$IPT_TMP/je.ref"

# ---- show filters, on one state ----
R=$REF_IP
$R rule add from 10.0.0.0/8 table 100 pref 100 &&
$R rule add not from 10.1.0.0/16 to 10.2.0.0/16 tos 0x10 fwmark 0x5/0xff iif lo oif eth0 pref 200 table 1000 &&
$R rule add uidrange 100-200 ipproto tcp sport 1000-2000 dport 80 protocol static realms 3/4 pref 300 &&
$R rule add l3mdev pref 400 && $R rule add blackhole pref 500 &&
$R rule add tun_id 5 pref 506 && $R rule add fwmark 0x1 pref 99 lookup main &&
$R rule add fwmark 0x1/0xf pref 98 lookup 5 && $R rule add from 10.0.0.0/24 pref 97 &&
$R rule add iif eth1 oif eth2 pref 96 && $R rule add sport 1000 dport 2000-3000 pref 95 &&
$R rule add protocol 99 pref 94 && $R rule add nop pref 93 && $R rule add goto 500 pref 92 &&
$R -6 rule add from 2001:db8::/32 table 10 pref 100 &&
$R -6 rule add to 2001:db8::1 ipproto udp dport 53 prohibit pref 101 &&
$R -6 rule add fwmark 0x1 iif lo pref 102 || bail "set-up failed"

for f in "" "pref 100" "preference 200" "order 300" "priority 400" "p 99" \
	 "pref 12345" "not" "tos 0x10" "dsfield 0x10" "tos 0" "fwmark 5" "fwmark 0x5/0xff" \
	 "fwmark 1" "fwmark 1/0xf" "fwmark 0/0xff" "fwmark 0" "iif lo" "dev lo" \
	 "oif eth0" "oif eth2" "iif eth1 oif eth2" "l3mdev" "uidrange 100-200" \
	 "uidrange 1-2" "tun_id 5" "tun_id 6" "table 100" "lookup main" "table 0" \
	 "t 5" "tab 1000" "lookup local" "from 10.0.0.0/8" "from 10.0.0.0/16" \
	 "from 10.1.0.0/16" "from all" "src 10.0.0.0/8" "f 10.0.0.0/24" \
	 "to 10.2.0.0/16" "dst 10.2.0.0/8" "10.2.0.0/16" "to all" "to 10.3.0.0/16" \
	 "protocol static" "protocol all" "protocol 99" "pro kernel" "ipproto tcp" \
	 "ipproto 6" "sport 1000-2000" "sport 1000" "dport 80" "dport 2000-3000" \
	 "sport 0" "pref 100 table 100" "not fwmark 5 tos 0x10" "l3mdev table 0"; do
	# shellcheck disable=SC2086
	dshow rule show $f
	# shellcheck disable=SC2086
	dshow -j rule list $f
done
for f in "" "from 2001:db8::/32" "from 2001:db8::/16" "to 2001:db8::1" "to 2001:db8::/64" \
	 "ipproto udp" "dport 53" "fwmark 1" "iif lo" "pref 101" "from all" "table 10"; do
	# shellcheck disable=SC2086
	dshow -6 rule show $f
	# shellcheck disable=SC2086
	dshow -6 -j -p rule show $f
done

# ---- bad input: iproute2's messages and exit codes, nothing changed ----
while IFS= read -r a; do
	# shellcheck disable=SC2086
	rerr $a
done <<'E'
rule add
rule del
rule delete
rule foo
rule add help
rule add type help
rule add table
rule add from
rule add pref
rule add fwmark
rule add type
rule add goto
rule add fwmark 0x1/foo
rule add fwmark bar/0x1
rule add fwmark -1
rule add fwmark 0x100000000
rule add uidrange 5
rule add uidrange x-y
rule add uidrange -
rule add sport x
rule add dport -
rule add table nosuch
rule add lookup -1
rule add table 0x100000000
rule add from 1.2.3.4/40
rule add from 1.2.3.4/
rule add from nonsense
rule add to 300.1.1.1
rule add from 2001::/16
rule add from 2001::/129
rule add from all/8
-6 rule add from 1.2.3.4
-0 rule add from 1.2.3.4
rule add l3mdev table 5
rule add l3mdev lookup main
rule add iif a_very_long_interface_name
rule add dev a/b
rule add oif "a b"
rule add ipproto nosuch
rule add ipproto 256
rule add realms foo
rule add realms 1/foo
rule add goto x
rule add goto 0
rule add bogus
rule add pref x
rule add pref -1
rule add tos 0x100
rule add tos zz
rule add dsfield AF99
rule add protocol nosuch
rule add protocol 256
rule add tun_id x
rule add suppress_prefixlength -1
rule add suppress_prefixlength x
rule add suppress_ifgroup nosuch
rule add suppress_ifgroup -1
rule add nat 1.2.3.4.5
rule add nat 2001::1
rule add type 300
rule del pref 999
rule del pref 100 table 200
rule del from 10.0.0.0/8 table 101
rule del blackhole pref 501
-6 rule del pref 100 table 99
-6 rule del pref 200
rule del from 1.2.3.4/40
rule show bogus
rule show from 2001::/16
rule show to
rule show pref x
rule show table nosuch
rule show tos zz
rule show fwmark x
rule show fwmark 1/x
rule show iif a_very_long_interface_name
rule show oif a/b
rule show uidrange 1
rule show sport x
rule show dport -
rule show tun_id x
rule show protocol nosuch
rule show ipproto nosuch
rule show help
-6 rule show from 1.2.3.4
-0 rule show from 1.2.3.4
-0 rule show
-M rule show
-M rule add from 100
-M rule add to 100/20
-M rule add to 100/21
-M rule add to 0x100
-M rule add to 1048576
-M rule add from 1/2/3
-M rule add to 100/255.255.240.0
-M rule add to 100/255.255.255.0
-M rule add to 100/0x10
-M rule add to 100/
-M rule add from all
-M rule show from 100
-M rule show from all
-B rule add from all
-B rule add from 1.2.3.4
-0 rule add from all
-0 mrule add pref 1
mrule add from 1.2.3.4
-6 mrule del pref 5
rule save foo
rule flush bogus
rule flush table nosuch
E

# -j on a failed dump: iproute2 leaves the JSON array open ("["); ours
# closes it.
jclosed "ip -j -0 rule show (the array closed)" -j -0 rule show
if ipt_absent mrule4 || ipt_absent mrule6; then
	jclosed "ip -j -d mrule, $IPT_WHY (the array closed)" -j -d mrule
fi

# ---- the requests, byte for byte ----
while IFS= read -r a; do
	# shellcheck disable=SC2086
	rreq $a
done <<'E'
rule add from 10.0.0.0/8 table 100 pref 100
rule add not from 10.1.0.0/16 to 10.2.0.0/16 tos 0x10 fwmark 0x5/0xff iif lo oif eth0 pref 200 table 1000
rule add uidrange 100-200 ipproto tcp sport 1000-2000 dport 80 protocol static realms 3/4 suppress_prefixlength 8 suppress_ifgroup 5 pref 300
rule add from all to any pref 1
rule add from default pref 2
-6 rule add from all pref 3
-6 rule add from 2001:db8::/32 to ::1 table 10 pref 4
rule add from 2001:db8::/32
rule add l3mdev pref 400
rule add type local pref 504
rule add nat 1.2.3.4 pref 505
rule add tun_id 5 pref 506
rule add goto 100 pref 5
rule add nop
rule add blackhole
rule add dsfield AF11 lookup local
rule add fwmark 0/0
rule add table 256
rule add table 255
rule add sport 70000 dport 1-2
-echo rule add pref 7
-echo rule del pref 7
rule del pref 32766
rule del from 10.0.0.0/8
-6 rule del pref 32766
-0 rule add pref 1
-M rule add pref 1
rule add pref 1 realms 0x10001 suppress_ifgroup default
E
# over-long commands: what does not fit iproute2's bound (1052 bytes) is
# reported and left out, the rest is sent
# shellcheck disable=SC2046
rreq rule add $(awk 'BEGIN { for (i = 1; i <= 140; i++) printf "pref %d ", i }') iif lo
# shellcheck disable=SC2046
rreq rule add $(awk 'BEGIN { for (i = 1; i <= 80; i++) printf "iif abcdefghijklmn " }') pref 5

done_testing
