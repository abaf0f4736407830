#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Every keyword of "ip route" and "ip rule" and its 1- to 3-letter
# prefixes, in every place a word is read (verb, add, show, get, del),
# against iproute2: what a prefix means is decided by the order iproute2
# tries its keywords in.  A value of "/" is wrong for every keyword, so no
# line changes anything unless the word alone does.
. "$(dirname "$0")/../lib.sh"
. "$top/testsuite/abbrev.sh"
ipt_require_ip
need kind_veth
IPT_NO_LINE_WAIT=1
export IPT_NO_LINE_WAIT

IPT_SETUP='ref link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
ref addr add 10.0.0.1/24 dev v0'
# shellcheck disable=SC2086
abbrev_prefixes $KW_ROUTE >"$IPT_TMP/p"
abbrev_lines 'route add 10.9.0.0/16 dev v0 @ /' 'route show @ /' \
	'route get 10.0.0.2 @ /' 'route @ /' <"$IPT_TMP/p" >"$IPT_TMP/s"
dscript "route, a prefix and a bad value" <"$IPT_TMP/s"

# shellcheck disable=SC2086
abbrev_prefixes $KW_RULE >"$IPT_TMP/p"
abbrev_lines 'rule add @ /' 'rule show @ /' 'rule del @ /' 'rule @ /' \
	<"$IPT_TMP/p" >"$IPT_TMP/s"
dscript "rule, a prefix and a bad value" <"$IPT_TMP/s"

done_testing
