# SPDX-License-Identifier: GPL-2.0-or-later
# testsuite/abbrev.sh - the keywords each object of iproute2 6.1's `ip`
# takes (those of its commands, selectors and values alike), and every
# short prefix of them, for the abbreviation tests
# (testsuite/integration/abbrev-*.t).
# iproute2 decides what a prefix means by the order it tries its
# keywords in; these tests hold ours to the same meanings.

# abbrev_prefixes WORD...: each word, and its prefixes of 1 to 3
# characters, once each
abbrev_prefixes() {
	printf '%s\n' "$@" | awk '{
		for (n = 1; n <= 3 && n < length($0); n++)
			p[substr($0, 1, n)] = 1
		p[$0] = 1
	} END { for (w in p) print w }' | LC_ALL=C sort
}

# abbrev_lines FORM...: for each prefix P (read on standard input) one
# line "ip FORM" per form, with @ replaced by P
abbrev_lines() {
	while IFS= read -r _p; do
		for _f in "$@"; do
			printf 'ip %s\n' "$_f" | sed "s|@|$_p|"
		done
	done
}

KW_LINK="add address addrgenmode afstats alias allmulticast altname arp
auto brd broadcast carrier change del delete dev disable down dynamic
enable gro_max_size group gso_max_segs gso_max_size help index link
link-netns link-netnsid list lst mac master max_tx_rate min_tx_rate mode
mtu multicast name netns node_guid nomaster numrxqueues numtxqueues off on
parentdev port_guid promisc property proto protodown protodown_reason qlen
qos query_rss rate replace set show spoofchk state trailers trust txqlen
txqueuelen type up vf vlan vrf xdp xdpdrv xdpgeneric xdpoffload xstats"

KW_ADDR="add all anycast brd broadcast change chg delete dev flush group
help label list local lst master metric nomaster peer preference
preferred_lft priority remote replace restore save scope show showdump to
type up valid_lft vrf home mngtmpaddr nodad optimistic noprefixroute
autojoin permanent dynamic secondary primary tentative deprecated dadfailed
temporary"

KW_ROUTE="add advmss all append as cache cached change chg cloned congctl
connected cwnd delete dev disabled dport dsfield ecn enabled encap exact
expires fastopen_no_cookie features fibmatch flush from get help high
hoplimit iif initcwnd initrwnd ipproto list lock low lst mark match medium
metric mtu nexthop nhid notify oif onlink pref preference prepend priority
protocol quickack realms reordering replace restore root rto_min rtt
rttvar save scope show showdump sport src ssthresh table test to tos
ttl-propagate type uid via vrf weight window unicast local broadcast
multicast throw unreachable prohibit blackhole nat"

KW_RULE="add delete flush list show save restore help all dev dport
dsfield dst from fwmark goto iif ipproto l3mdev lookup map-to nat nop not
oif order preference priority protocol realms sport src sup_group sup_pl
suppress_ifgroup suppress_prefixlength table to tos tun_id type uidrange
unicast blackhole unreachable prohibit"

KW_NEIGH="add all change chg delete dev extern_learn flush get help list
lladdr lst managed master nomaster nud protocol proxy replace router show
to unused use vrf permanent noarp reachable stale none incomplete delay
probe failed"

KW_NH="add blackhole bucket buckets delete dev encap fdb flush get group
groups help id idle_timer index list lst master nhid onlink protocol
replace show type unbalanced_timer via vrf"

KW_SMALL="add delete dev label prefix help list lst show flush"
