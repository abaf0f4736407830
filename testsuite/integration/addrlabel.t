#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip addrlabel": add/del/flush scripts run once with each tool in new
# namespaces (every step, then the labels compared); list in every output
# mode on one state, both tools in this namespace; bad input; saved label
# messages (testsuite/msgs/addrlabel-*.spec) through "monitor file".
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/nhlib.sh"
ipt_require_ip
need kind_veth kind_ifb

# Address labels are IPv6's: without it only the saved messages are read.
IPT_SETUP=$NH_SETUP

want ipv6 "add, del, flush" && nscript "add, del, flush" <<'S'
ip addrlabel add prefix 2001:db8::/32 label 100
ip addrlabel add prefix 2001:db8::/32 label 100
ip addrlabel add prefix 2001:db8:1::/48 dev v0 label 101
ip addrlabel add prefix 2001:db8:2::/48 dev d0 label 0x10
ip addrlabel add prefix 2001:db8:3::1 label 4294967294
ip addrlabel add prefix default label 7
ip -6 addrlabel add prefix default label 7
ip addrlabel add prefix any label 8
ip addrlabel add prefix 10.0.0.0/8 label 102
ip -4 addrlabel add prefix 10.0.0.0/8 label 102
ip addrlabel add prefix fe80::/64 label 9 dev v0 bogus words
ip addrlabel add prefix fe80::/10 prefix fe80::/64 label 1 label 2
ip addrlabel a prefix 2001:db8:4::/48 label 104
ip addrlabel list
ip addrlabel del prefix 2001:db8::/32 label 100
ip addrlabel del prefix 2001:db8::/32 label 100
ip addrlabel del prefix 2001:db8:1::/48 label 101
ip addrlabel del prefix 2001:db8:1::/48 dev v0 label 5
ip addrlabel delete prefix 2001:db8:2::/48 dev d0 label 16
ip addrlabel d prefix 2001:db8:4::/48 label 104
ip addrlabel show
ip addrlabel flush
ip addrlabel
ip addrlabel flush
ip addrlabel add prefix ::/0 label 1
ip addrlabel lst
S

want ipv6 "bad input" && nscript "bad input" <<'S'
ip addrlabel add prefix 2001:db8:2::/48 label 0xffffffff
ip addrlabel add prefix 2001:db8:2::/48 label 4294967296
ip addrlabel add prefix 2001:db8:2::/48 label x
ip addrlabel add prefix 2001:db8:2::/48 label
ip addrlabel add label 5
ip addrlabel add prefix ::/0
ip addrlabel add prefix bogus label 7
ip addrlabel add prefix 2001:db8::/129 label 7
ip addrlabel add prefix ::/0 label 7 dev nope
ip addrlabel add prefix ::/0 label 7 dev
ip addrlabel add prefix
ip addrlabel add
ip addrlabel del
ip -0 addrlabel add prefix 2001:db8::/32 label 3
ip addrlabel show x
ip addrlabel list dev v0
ip addrlabel flush x
ip addrlabel help
ip addrlabel h
ip addrlabel frob
ip -4 addrlabel
ip -j -4 addrlabel
ip -4 addrlabel flush
ip -0 addrlabel
ip -M addrlabel flush
S

# ---- list, both tools on this namespace ----
if want ipv6 "list in every output mode and refused changes, on one state"; then
	nh_setup_here || bail "cannot build the test state"
	R=$REF_IP
	$R addrlabel add prefix 2001:db8::/32 label 100 &&
	$R addrlabel add prefix 2001:db8:1::/48 dev v0 label 101 &&
	$R addrlabel add prefix 2001:db8:2::1/128 dev d0 label 4294967294 ||
		bail "cannot build the test state"
	for m in - -j -j_-p -6 -4 -o -c -d -s -N -j_-c; do
		case $m in -) m= ;; esac
		m=$(echo "$m" | tr _ ' ')
		for cmd in "" list lst show sh l s; do
			dshow $m addrlabel $cmd
		done
	done
	nherr addrlabel add prefix 2001:db8::/32 label 100
	nherr addrlabel del prefix 2001:db8:9::/48 label 100
	nherr addrlabel add prefix 10.0.0.0/8 label 1
	nherr addrlabel show bogus
fi

# ---- the monitor ----
"$REF_IP" link set lo up
for spec in "$top"/testsuite/msgs/addrlabel-*.spec; do
	dmsgs "$spec" "" "-d" "-s" "-o" "-c" "-j" "-6" "-d monitor label" \
		"monitor link" "monitor label all" "monitor dev lo"
done

done_testing
