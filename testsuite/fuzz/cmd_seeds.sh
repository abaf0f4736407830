#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# cmd_seeds.sh DIR - seed inputs for cmd_fuzz (testsuite/fuzz/cmd_fuzz.c):
# command lines (first byte even: twice the index of the object in
# cmd_fuzz.c's objects[]; 0 link, 2 tuntap; testsuite/fuzz/cmd-words/OBJECT
# holds one command line per line for the others) and generated replies
# (first byte odd, second the printing command) from testsuite/msgs.
dir=$1
top=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$dir"
n=0
word() {	# word CTL TEXT
	n=$((n + 1))
	{ printf "\\$(printf '%03o' "$1")"; printf '%s' "$2"; } >"$dir/seed-argv-$n"
}
word 0 'set v0 vf 0 mac 02:00:00:00:00:01 vlan 5 qos 1 proto 802.1ad vlan 6 rate 10 max_tx_rate 20 min_tx_rate 5 spoofchk on query_rss off trust on state auto node_guid 00:11:22:33:44:55:66:77 port_guid 00:11:22:33:44:55:66:78'
word 0 'set v0 protodown_reason 3 on protodown on'
word 0 'property add dev v0 altname foo altname bar'
word 0 'xstats type bridge_slave stp dev v0'
word 0 'afstats dev v0'
word 0 'help vxlan'
word 0 'add v0 type veth peer name v1 mtu 1400'
word 2 'add dev tap0 mode tap user 0 group 0 one_queue pi vnet_hdr multi_queue'
word 2 'del name tun0 mode tun'
# the objects after link, tuntap and tap, in cmd_fuzz.c's order
i=3
for obj in token maddress ntable mroute stats vrf; do
	if [ -f "$top/testsuite/fuzz/cmd-words/$obj" ]; then
		while IFS= read -r line; do
			word $((i * 2)) "$line"
		done <"$top/testsuite/fuzz/cmd-words/$obj"
	fi
	i=$((i + 1))
done
for spec in "$top"/testsuite/msgs/*.spec; do
	perl "$top/testsuite/nlgen.pl" <"$spec" >"$dir/msgs.bin" || continue
	for c in 0 1 2 3 4 5 6 7 8 9 10; do
		for ctl in 57 59; do	# -d -s -s; JSON too
			n=$((n + 1))
			{ printf "\\$(printf '%03o' $ctl)\\$(printf '%03o' $c)"
			  cat "$dir/msgs.bin"; } >"$dir/seed-msgs-$n"
		done
	done
	rm -f "$dir/msgs.bin"
done
