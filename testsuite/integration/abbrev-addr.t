#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Every keyword of "ip address", "ip neigh", "ip nexthop", "ip addrlabel",
# "ip netconf" and "ip tuntap" and its 1- to 3-letter prefixes, in every
# place a word is read (verb, add, show), against iproute2: what a prefix
# means is decided by the order iproute2 tries its keywords in.  A value
# of "/" is wrong for every keyword, so no line changes anything unless
# the word alone does.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/abbrev.sh"
ipt_require_ip
need kind_veth
IPT_NO_LINE_WAIT=1
export IPT_NO_LINE_WAIT

IPT_SETUP='ref link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
ref addr add 10.0.0.1/24 dev v0'

# abbrev OBJECT-DESC KEYWORDS FORM...
abbrev() {
	_d=$1 _k=$2
	shift 2
	# shellcheck disable=SC2086
	abbrev_prefixes $_k >"$IPT_TMP/p"
	abbrev_lines "$@" <"$IPT_TMP/p" >"$IPT_TMP/s"
	dscript "$_d, a prefix and a bad value" <"$IPT_TMP/s"
}

abbrev address "$KW_ADDR" 'address add 10.0.0.7/24 dev v0 @ /' \
	'address show @ /' 'address @ /'
abbrev neigh "$KW_NEIGH" 'neigh add 10.0.0.9 dev v0 @ /' 'neigh show @ /' \
	'neigh @ /'
want nexthop "nexthop prefixes" &&
	abbrev nexthop "$KW_NH" 'nexthop add id 7 @ /' 'nexthop show @ /' \
		'nexthop @ /'
want ipv6 "addrlabel prefixes" &&
	abbrev addrlabel "$KW_SMALL" 'addrlabel add prefix ::/0 @ /' \
		'addrlabel @ /'
abbrev netconf "$KW_SMALL" 'netconf show @ /' 'netconf @ /'
want tun "tuntap prefixes" &&
	abbrev tuntap "$KW_SMALL mode name user group one_queue multi_queue pi vnet_hdr tun tap" \
		'tuntap add @ /' 'tuntap @ /'

done_testing
