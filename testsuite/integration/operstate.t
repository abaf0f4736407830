#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# What a script reads right after "ip link set up" (operstate in sysfs,
# NO-CARRIER, a bridge's carrier) must be what it read with iproute2.
# iproute2 looks the device up before it changes it, and the kernel runs a
# device's pending link-watch event before it answers such a look-up; a
# change sent without one leaves operstate "unknown" for up to a second.
# Each round runs in a fresh network and mount namespace with its own
# sysfs, once per tool; the outputs must be equal.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_bridge

# xrun TOOL SCRIPT: SCRIPT (sh, $IP is TOOL) in a fresh namespace pair
xrun() {
	unshare -m -n sh -c 'mount -t sysfs sysfs /sys || exit 99
		IP=$1; eval "$2"' sh "$1" "$2" 2>&1
}

# same DESC SCRIPT ROUNDS
same() {
	r=0
	while [ "$r" -lt "$3" ]; do
		r=$((r + 1))
		xrun "$REF_IP" "$2" >"$IPT_TMP/ref" || true
		xrun "$IP" "$2" >"$IPT_TMP/ours" || true
		ipt_same_file "$IPT_TMP/ours" "$IPT_TMP/ref" || break
	done
	if ipt_same_file "$IPT_TMP/ours" "$IPT_TMP/ref"; then
		pass "$1 ($3 rounds)"
	else
		fail "$1 (round $r)"
		diag_diff "$IPT_TMP/ours" "$IPT_TMP/ref"
	fi
}

show='cat /sys/class/net/br0/operstate; $IP -o link show dev br0 | cut -d" " -f1-3'

# the issue's script: a new bridge, an address, up
same "new bridge set up: operstate and flags 0.2 s later" \
	'$IP link add dev br0 type bridge
	$IP link set dev br0 address 02:00:00:00:50:09
	$IP link set dev br0 up
	sleep 0.2; '"$show" 3

# straight up after the add, and down again
same "bridge up right after its add, then down" \
	'$IP link add dev br0 type bridge; $IP link set dev br0 up
	sleep 0.1; '"$show"'
	$IP link set dev br0 down; '"$show" 3

# a route through it says linkdown at once
same "a route on the bridge just set up is linkdown" \
	'$IP link add dev br0 type bridge; $IP link set dev br0 up
	$IP route add 10.9.0.0/16 dev br0; $IP route show 10.9.0.0/16
	sleep 0.1; '"$show" 2

# the same lines as one batch
same "the same lines in a batch" \
	'printf "%s\n" "link add dev br0 type bridge" \
		"link set dev br0 address 02:00:00:00:50:09" \
		"link set dev br0 up" | $IP -batch -
	sleep 0.2; '"$show" 3

if want kind_veth "a port enslaved before its bridge goes up"; then
	same "a port enslaved before its bridge goes up: carrier and operstate" \
		'$IP link add br1 type bridge
		$IP link add v1 type veth peer name v2; $IP link set v2 up
		$IP link set dev v1 master br1; $IP link set dev v1 up
		$IP link set dev br1 up; sleep 0.3
		echo "$(cat /sys/class/net/br1/carrier) $(cat /sys/class/net/br1/operstate)"' 3
fi

done_testing
