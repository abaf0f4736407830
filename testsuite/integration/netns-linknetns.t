#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# link-netns names for a peer in another named namespace, seen from inside
# a third one ("ip -n NS"): the kernel gives the peer's namespace its id
# only when it first reports the link - in the very reply being printed -
# so the name must be looked up after it, as iproute2 does.  Each case
# runs in a fresh mount and network namespace for each tool, with nothing
# between the set-up and the command under test (link_settle would list
# the links first, and so assign the ids).
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

# first_show DESC SETUP CMD: SETUP by iproute2, then "TOOL CMD"
first_show() {
	for w in got want; do
		tool=$([ $w = want ] && echo "$REF_IP" || echo "$IP")
		unshare -m -n sh -c '
			mount -t tmpfs tmpfs /run/netns 2>/dev/null ||
			{ mkdir -p /run/netns && mount -t tmpfs tmpfs /run/netns; } || exit 97
			ip() { "$REF_IP" "$@"; }
			eval "$2" >/dev/null 2>&1
			"$1" $3 >"$4.out" 2>"$4.err"
			echo $? >"$4.rc"' sh "$tool" "$2" "$3" "$IPT_TMP/ln.$w"
		sed -E -i 's/[0-9a-f]{2}(:[0-9a-f]{2}){5}/MAC/g' "$IPT_TMP/ln.$w.out"
	done
	cmp_run "$1: ip $3" "$IPT_TMP/ln.got" "$IPT_TMP/ln.want"
}

S2='ip netns add c1; ip netns add c2; ip -n c1 link add vx type veth peer name vy netns c2'
S3="$S2; ip netns add c3; ip -n c3 link add wx type veth peer name wy netns c2"
first_show "peer in c1, seen from c2" "$S2" "-n c2 link show dev vy"
first_show "peer in c1, seen from c2" "$S2" "-n c2 link show"
first_show "peer in c1, seen from c2" "$S2" "-n c2 -d link show dev vy"
first_show "peer in c1, seen from c2" "$S2" "-n c2 -o link show"
first_show "peer in c1, seen from c2" "$S2" "-n c2 -j link show dev vy"
first_show "peer in c2, seen from c1" "$S2" "-n c1 link show dev vx"
first_show "peers in c1 and c3, seen from c2" "$S3" "-n c2 link show"
first_show "peers in c1 and c3, seen from c2" "$S3" "-n c2 link show dev wy"
done_testing
