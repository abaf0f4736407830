#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip nexthop ... encap": the types the kernel takes for nexthops (ip,
# ip6; seg6 and mpls where it has them) end to end, once with each tool
# in new namespaces; every type's request compared byte for byte with
# iproute2's (testsuite/rtreq.sh, whatever the kernel has); the printers of every type on generated messages
# (testsuite/msgs/nexthop-*.spec) through "monitor file" and, for JSON,
# through a faked dump; the types read by iproute2 alone (bpf, seg6local,
# rpl, ioam6, ila, xfrm) handed whole to the fallback ip.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/nhlib.sh"
ipt_require_ip
need kind_veth kind_ifb ipv6 nexthop

IPT_SETUP=$NH_SETUP

want lwt_ip "encap end to end" && nscript "encap end to end" <<'S'
ip nexthop add id 1 encap ip id 5 dst 10.1.1.1 via 10.0.0.2 dev v0
ip nexthop add id 2 encap ip id 5 dst 10.1.1.1 ttl 4 tos 0x10 key csum seq via 10.0.0.3 dev v0
ip nexthop add id 3 encap ip src 10.9.9.9 dst 10.1.1.2 geneve_opts 1:2:0a0b,3:4:ff via 10.0.0.3 dev v0
ip nexthop add id 4 encap ip dst 10.1.1.3 vxlan_opts 77 via 10.0.0.3 dev v0
ip nexthop add id 5 encap ip dst 10.1.1.4 erspan_opts 1:5:0:0 via 10.0.0.3 dev v0
ip nexthop add id 6 encap ip dst 10.1.1.5 erspan_opts 2:0:1:7 via 10.0.0.3 dev v0
ip nexthop add id 7 encap ip6 id 5 dst 2001:db8::5 via 2001:db8::2 dev v0
ip nexthop add id 8 encap ip6 src 2001:db8::7 dst 2001:db8::8 hoplimit 9 tc 0x20 key via 2001:db8::2 dev v0
ip nexthop add id 13 encap ip6 dst 2001:db8::8 geneve_opts 0:0:00,:: via 2001:db8::2 dev v0
ip nexthop add id 14 encap ip tos 0x08 dst any via 10.0.0.3 dev v0
ip nexthop add id 17 encap ip dst 10.1.1.6 via 10.0.0.2 dev v0 encap ip dst 10.1.1.7
ip nexthop add id 18 group 1/2
ip nexthop add id 19 encap ip dst 10.1.1.1 blackhole
ip nexthop replace id 1 encap ip6 dst 2001:db8::77 via 2001:db8::2 dev v0
ip nexthop replace id 2 via 10.0.0.2 dev v0
ip nexthop show
ip -d nexthop show
ip -j -p nexthop show
ip -o nexthop show
ip -c nexthop show
S
want seg6 "seg6 encap end to end" && nscript "seg6 encap end to end" <<'S'
ip nexthop add id 9 encap seg6 mode encap segs 2001:db8::9 via 2001:db8::2 dev v0
ip nexthop add id 11 encap seg6 mode l2encap segs 2001:db8::9 via 2001:db8::2 dev v0
ip nexthop add id 12 encap seg6 mode encap.red segs 2001:db8::9,2001:db8::1 via 2001:db8::2 dev v0
ip nexthop add id 15 encap seg6 mode inline segs 2001:db8::9 via 10.0.0.2 dev v0
ip nexthop add id 18 group 9/11
ip nexthop replace id 9 encap seg6 mode inline segs 2001:db8::7 via 2001:db8::2 dev v0
ip nexthop show
ip -d nexthop show
ip -j -p nexthop show
ip -o nexthop show
S
want seg6_hmac "seg6 encap with an HMAC key" && nscript "seg6 encap with an HMAC key" <<'S'
ip nexthop add id 10 encap seg6 mode encap segs 2001:db8::9,2001:db8::a,2001:db8::b hmac 42 via 2001:db8::2 dev v0
ip -d nexthop show
ip -j nexthop show
S
want mpls_encap "mpls encap end to end" && nscript "mpls encap end to end" <<'S'
ip nexthop add id 16 encap mpls 100 via 10.0.0.2 dev v0
ip nexthop add id 17 encap mpls 100/200/300 ttl 5 via 10.0.0.2 dev v0
ip -6 nexthop add id 18 encap mpls 5 via 2001:db8::2 dev v0
ip nexthop add id 19 group 16/17
ip nexthop show
ip -d nexthop show
ip -j -p nexthop show
S

nscript "encap bad input" <<'S'
ip nexthop add id 30 encap
ip nexthop add id 30 encap foo bar baz
ip nexthop add id 30 encap help
ip nexthop add id 30 encap ip
ip nexthop add id 30 encap ip dst
ip nexthop add id 30 dev v0 encap ip dst 10.1.1.1
ip nexthop add id 30 encap ip dst 10.1.1.1 dst 10.1.1.2 dev v0
ip nexthop add id 30 encap ip dst bogus dev v0
ip nexthop add id 30 encap ip dst 2001:db8::1 dev v0
ip nexthop add id 30 encap ip id x dev v0
ip nexthop add id 30 encap ip id 1 id 2 dev v0
ip nexthop add id 30 encap ip tos bogus dev v0
ip nexthop add id 30 encap ip tos 0x10 tos 0x10 dev v0
ip nexthop add id 30 encap ip ttl 300 dev v0
ip nexthop add id 30 encap ip ttl 3 ttl 4 dev v0
ip nexthop add id 30 encap ip key key dev v0
ip nexthop add id 30 encap ip csum seq csum dev v0
ip nexthop add id 30 encap ip geneve_opts 1:2:3:4 dev v0
ip nexthop add id 30 encap ip geneve_opts x:2:3,1 dev v0
ip nexthop add id 30 encap ip geneve_opts 1:2:zz dev v0
ip nexthop add id 30 encap ip geneve_opts 1:300:00 dev v0
ip nexthop add id 30 encap ip vxlan_opts x dev v0
ip nexthop add id 30 encap ip erspan_opts 1:2:3:4:5 dev v0
ip nexthop add id 30 encap ip erspan_opts 300 dev v0
ip nexthop add id 30 encap ip vxlan_opts 1 geneve_opts 1 dev v0
ip nexthop add id 30 encap ip geneve_opts
ip nexthop add id 30 encap ip6 hoplimit x dev v0
ip nexthop add id 30 encap ip6 hoplimit 1 hoplimit 2 dev v0
ip nexthop add id 30 encap ip6 tc x dev v0
ip nexthop add id 30 encap ip6 tc 1 tc 2 dev v0
ip nexthop add id 30 encap ip6 dst 10.0.0.1 dev v0
ip nexthop add id 30 encap ip6 ttl 5 dev v0
ip nexthop add id 30 encap mpls bogus dev v0
ip nexthop add id 30 encap mpls 100 ttl 5 ttl 6 dev v0
ip nexthop add id 30 encap mpls 100 ttl x dev v0
ip nexthop add id 30 encap mpls 1048576 dev v0
ip nexthop add id 30 encap mpls 2001:db8::1 dev v0
ip nexthop add id 30 encap mpls 100 ttl
ip nexthop add id 30 encap seg6 segs 2001:db8::1 mode encap dev v0
ip nexthop add id 30 encap seg6 mode bogus dev v0
ip nexthop add id 30 encap seg6 mode encap mode encap dev v0
ip nexthop add id 30 encap seg6 mode encap segs 10.0.0.1 dev v0
ip nexthop add id 30 encap seg6 mode encap segs 2001:db8::1 segs 2001:db8::2 dev v0
ip nexthop add id 30 encap seg6 mode encap segs 2001:db8::1 hmac 1 hmac 2 dev v0
ip nexthop add id 30 encap seg6 mode encap segs 2001:db8::1 hmac x via 2001:db8::2 dev v0
ip nexthop add id 30 encap seg6 mode encap segs 2001:db8::1
ip nexthop show
S

# ---- the requests, byte for byte ----
RSETUP=$(printf '%s\n' "$NH_SETUP" | sed 's/^ref /ip /')
rreq() {
	IPT_N=$((IPT_N + 1))
	if IP=$IP REF=$REF_IP sh "$top/testsuite/rtreq.sh" -c -t 104,105 \
		-s "$RSETUP" -- "$@" >"$IPT_TMP/rreq" 2>&1; then
		echo "ok $IPT_N - request: ip $*"
	else
		echo "not ok $IPT_N - request: ip $*"
		head -n 30 "$IPT_TMP/rreq" | sed 's/^/# /'
		IPT_FAILED=$((IPT_FAILED + 1))
	fi
}
rreq nexthop add id 1 encap mpls 100 via 10.0.0.2 dev v0
rreq nexthop add id 1 encap mpls 100/200/300 ttl 5 via 10.0.0.2 dev v0
rreq nexthop add id 1 encap mpls 0x10/020 via 10.0.0.2 dev v0
rreq -6 nexthop add id 1 encap mpls 100 via 2001:db8::2 dev v0
rreq nexthop add id 1 encap ip id 5 dst 10.1.1.1 tos 0x10 ttl 3 key csum seq geneve_opts 1:2:0a0b,3:4:ff via 10.0.0.2 dev v0
rreq nexthop add id 1 encap ip id 18446744073709551615 src 10.0.0.1 dst default vxlan_opts 0xffffffff via 10.0.0.2 dev v0
rreq nexthop add id 1 encap ip erspan_opts 2::7:9 dst 10.1.1.1 via 10.0.0.2 dev v0
rreq nexthop add id 1 encap ip geneve_opts 1:2:abc,,3::ff dst 10.1.1.1 via 10.0.0.2 dev v0
rreq nexthop add id 1 encap ip6 id 7 src 2001:db8::3 dst 2001:db8::4 hoplimit 64 tc 0xfc seq erspan_opts 1:99 via 2001:db8::2 dev v0
rreq nexthop add id 1 encap seg6 mode encap segs 2001:db8::9,,2001:db8::a hmac 7 via 2001:db8::2 dev v0
rreq nexthop add id 1 encap seg6 mode inline segs 2001:db8::9 dev v0
rreq nexthop add id 1 encap seg6 mode encap dev v0
rreq nexthop add id 1 encap seg6 mode l2encap.red segs ::,default,any dev v0
rreq nexthop add id 1 encap seg6 mode encap segs $(i=0; s=; while [ $i -lt 70 ]; do s="$s${s:+,}2001:db8::$i"; i=$((i + 1)); done; echo $s) dev v0
rreq nexthop add id 1 encap ip geneve_opts 1:2:$(printf '%02000d' 0) dev v0
rreq nexthop add id 2 group 1,3/2 type resilient buckets 4 idle_timer 2 unbalanced_timer 3 proto 99
rreq nexthop add id 2 group 1 type resilient
rreq nexthop add id 2 group 1 type resilient proto 5
rreq nexthop add id 3 via mpls 100/200 dev v0
rreq nexthop add id 3 via link 02:00:00:00:00:01 dev v0
rreq -6 nexthop add id 3 via default dev v0
rreq nexthop add id 3 via any dev v0
rreq nexthop add id 4 blackhole fdb onlink
rreq nexthop add id 4 group $(i=1; s=1; while [ $i -lt 140 ]; do i=$((i + 1)); s="$s/$i"; done; echo $s)
rreq nexthop del id 7

# ---- printing every type, on generated messages ----
"$REF_IP" link set lo up
for spec in "$top"/testsuite/msgs/nexthop-*.spec; do
	dmsgs "$spec" "" "-d" "-s" "-s -h" "-N -d" "-o" "-c" "-j" \
		"-d monitor label" "monitor nexthop" "monitor nexthop label" \
		"monitor link"
	for o in "" "-j" "-j -p" "-d -s" "-c" "-s -h -j"; do
		# shellcheck disable=SC2086
		dfake 106 "$spec" $o nexthop show
	done
done

# ---- types iproute2 reads alone: the fallback ip runs the command ----
for c in "nexthop add id 40 encap bpf in obj nope.o via 10.0.0.2 dev v0" \
	 "nexthop add id 40 encap seg6local action End dev v0" \
	 "nexthop add id 40 encap rpl segs 2001:db8::1 dev v0" \
	 "nexthop add id 40 encap ioam6 trace prealloc type 0x800000 ns 1 size 4 dev v0" \
	 "nexthop add id 40 encap ila 1:2:3:4 dev v0" \
	 "nexthop add id 40 encap xfrm if_id 5 dev v0"; do
	for w in got ref; do
		if [ $w = got ]; then t=$IP; else t=$REF_IP; fi
		# shellcheck disable=SC2086
		nh_fresh : sh -c 'IP_FALLBACK=$REF_IP "$@"; echo "rc $?"; "$REF_IP" -d nexthop show' \
			sh "$t" $c >"$IPT_TMP/fb.$w.out" 2>"$IPT_TMP/fb.$w.err"
		echo $? >"$IPT_TMP/fb.$w.rc"
	done
	cmp_run "fallback: ip $c" "$IPT_TMP/fb.got" "$IPT_TMP/fb.ref"
done
# ... and without one, they are refused before anything is sent
IPT_N=$((IPT_N + 1))
IP_FALLBACK= "$IP" nexthop add id 40 encap seg6local action End dev v0 >"$IPT_TMP/nf.out" 2>&1
if [ $? -eq 1 ] && grep -q "not implemented" "$IPT_TMP/nf.out"; then
	echo "ok $IPT_N - without a fallback: refused"
else
	echo "not ok $IPT_N - without a fallback: refused"
	IPT_FAILED=$((IPT_FAILED + 1))
fi

done_testing
