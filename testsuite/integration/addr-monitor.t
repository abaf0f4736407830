#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip monitor address|neigh": saved messages (testsuite/msgs/addr-*.spec,
# neigh-*.spec) through "monitor file" in every output mode, and live
# events with both tools listening at once in this namespace.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/addrlib.sh"
. "$top/testsuite/monlib.sh"
ipt_require_ip

"$REF_IP" link set lo up || bail "set-up failed"

# ---- saved messages ----
for spec in "$top"/testsuite/msgs/addr-*.spec "$top"/testsuite/msgs/neigh-*.spec; do
	dmsgs "$spec" "" "-d" "-s" "-s -s" "-o" "-br" "-4" "-6" "-c" "-j" \
		"-d monitor label" "monitor address" "monitor neigh" \
		"monitor address label" "monitor neigh dev lo" \
		"monitor address dev lo"
done

# ---- live events ----
live_undo() {	# back to the state before, unheard
	for _d in v0 d0; do
		"$REF_IP" neigh flush dev $_d nud all
		"$REF_IP" neigh flush proxy dev $_d
		"$REF_IP" addr flush dev $_d
	done
}

if ! want "kind_veth kind_ifb" "live address and neighbour events"; then
	done_testing
	exit
fi
# no IPv6: none of its set-up, events or monitors
NO6=
want ipv6 "live IPv6 address and neighbour events" || NO6=1
R=$REF_IP
$R link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02 &&
$R link add d0 address 02:00:00:00:02:00 type ifb &&
$R link set v0 up && $R link set v1 up && $R link set d0 up &&
{ [ -n "$NO6" ] || v6_on -x v0 d0; } || bail "set-up failed"

EVENTS='ref addr add 10.5.0.1/24 dev v0
ref addr add 10.5.0.2/24 dev v0 label v0:x
ref addr add 2001:db8::1/64 dev v0 valid_lft 1000 preferred_lft 500
ref addr add 10.6.0.1/24 dev d0 metric 5
ref addr change 10.6.0.1/24 dev d0 metric 6
ref addr del 10.5.0.2/24 dev v0
ref neigh add 10.5.0.9 lladdr 02:00:00:00:00:09 dev v0
ref neigh change 10.5.0.9 lladdr 02:00:00:00:00:10 dev v0 nud reachable
ref neigh add 2001:db8::9 lladdr 02:00:00:00:00:19 dev v0 router
ref neigh add 10.6.0.9 lladdr 02:00:00:00:00:29 dev d0 protocol static
ref neigh add proxy 10.5.0.99 dev v0
ref neigh del 10.5.0.9 dev v0
ref neigh del proxy 10.5.0.99 dev v0
ref addr flush dev d0
ref addr del 2001:db8::1/64 dev v0
ref addr flush dev v0'
[ -z "$NO6" ] || EVENTS=$(printf '%s\n' "$EVENTS" | grep -v '2001:')
printf 'ref() { "%s" "$@"; }\n%s\n' "$REF_IP" "$EVENTS" >"$IPT_TMP/events"

live "address" monitor address
live "neigh" monitor neigh
live "address neigh" monitor address neigh
live "label" monitor label address neigh
live "-4" -4 monitor address neigh
[ -n "$NO6" ] || live "-6" -6 monitor address neigh
live "dev v0" monitor address neigh dev v0
live "-o" -o monitor address neigh
live "-br" -br monitor address neigh
live "-s" -s monitor neigh
live "-t" -t monitor address
live "-ts label" -ts monitor label neigh address
live "link address neigh" monitor link address neigh

# A burst: events queue up while the first one's device name is looked
# up; they must still come out in order, each once.
{
	printf 'ref() { "%s" "$@"; }\n' "$REF_IP"
	printf 'ref -batch - <<EOB\n'
	_i=1
	while [ $_i -le 40 ]; do
		printf 'addr add 10.7.%d.1/24 dev d0\n' $_i
		_i=$((_i + 1))
	done
	printf 'addr flush dev d0\nEOB\n'
} >"$IPT_TMP/events"
live "a burst of 80 events" monitor address
live "a burst of 80 events, -o" -o monitor address

done_testing
