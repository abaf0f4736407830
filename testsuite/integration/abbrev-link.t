#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Every keyword of "ip link" and its 1- to 3-letter prefixes, in every
# place a word is read (verb, add, set, show), against iproute2: what a
# prefix means is decided by the order iproute2 tries its keywords in
# ("n" is nomaster, not numtxqueues).  A value of "/" is wrong for every
# keyword, so such a line changes nothing unless the word alone does; a
# number too large for a PID (never "netns" of a real process) tries
# the numeric ones.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/abbrev.sh"
ipt_require_ip
need kind_veth kind_bridge kind_ifb
# no line here changes an operstate that a show line would print
IPT_NO_LINE_WAIT=1
export IPT_NO_LINE_WAIT

# shellcheck disable=SC2086
abbrev_prefixes $KW_LINK >"$IPT_TMP/p"
IPT_SETUP='ref link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
ref link add br0 address 02:00:00:00:01:00 type bridge
ref link set v1 master br0'
abbrev_lines 'link set v0 @ /' 'link add zq @ / type ifb' 'link show @ /' \
	'link @ /' <"$IPT_TMP/p" >"$IPT_TMP/s"
dscript -m "link, a prefix and a bad value" <"$IPT_TMP/s"

# alone: flags take effect ("link set v1 n" leaves the bridge), words that
# need a value say so; then a number.  A line that may have renamed v1 or
# taken it off the bridge is followed by its repair.
N=999999999
i=0
while IFS= read -r w; do
	i=$((i + 1))
	echo "ip link set v1 $w"
	echo "ip link set v1 $w $N"
	echo "ip link add zq$i $w $N type ifb"
	case $w in
	n*) echo "ref link set dev $N name v1"
	    echo "ref link set v1 master br0" ;;
	esac
done <"$IPT_TMP/p" >"$IPT_TMP/s"
dscript -m "link, a prefix alone and with a number" <"$IPT_TMP/s"

done_testing
