#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip ntable": show in every output mode and with every filter, both
# tools on the same state; change with every parameter, at its limits and
# with bad values, each tool in a fresh namespace, the tables then shown
# by iproute2 in both; errors with the state unchanged; -batch, -n NAME,
# and nothing handed to the fallback.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

"$REF_IP" link set lo up
"$REF_IP" link add v0 type veth peer name v1 || bail "no veth"
"$REF_IP" link set v0 up

# On the same state nothing ticks between the runs of one dshow (it runs
# iproute2 again when two of its answers differ).
for m in - -s -j -j_-p -s_-j_-p -o -s_-o -c -4 -6 -s_-4 -N -d -br; do
	case $m in -) m= ;; esac
	m=$(echo "$m" | tr _ ' ')
	for sel in "" "dev lo" "dev v0" "dev none" "name arp_cache" \
		   "name ndisc_cache dev v1" "dev none name arp_cache" "name nope"; do
		dshow $m ntable show $sel
	done
done
for cmd in "" show list lst sh l s; do
	dshow ntable $cmd
done
dshow ntbl show dev v0
dshow ntable show dev if2
dshow ntable show dev v0 dev lo

derr ntable help
derr ntable h
derr ntable bogus
derr ntable show dev
derr ntable show dev nope
derr ntable show name
derr ntable show foo
derr ntable change
derr ntable change name arp_cache
derr ntable change name arp_cache dev v0
derr ntable change queue 5
derr ntable change name arp_cache name ndisc_cache queue 5
derr ntable change name nope queue 5
derr ntable change name arp_cache dev nope queue 5
derr ntable change name arp_cache queue
derr ntable change name arp_cache bogus 1
derr -0 ntable change name arp_cache queue 5
for p in thresh1 thresh2 thresh3 queue app_probes ucast_probes mcast_probes proxy_queue; do
	derr ntable change name arp_cache $p 4294967296
	derr ntable change name arp_cache $p -1x
done
for p in gc_int base_reachable retrans gc_stale delay_probe anycast_delay \
	 proxy_delay locktime; do
	derr ntable change name arp_cache $p 18446744073709551616
	derr ntable change name arp_cache $p abc
done

# "reachable" is drawn at random per namespace, and with -s the config's
# random seed, times and counters differ between two fresh namespaces.
IPT_MASK='s/ reachable [0-9]+/ reachable N/g; s/"reachable": [0-9]+/"reachable": N/g;
	s/(hash_rnd|entries|allocs|destroys|hash_grows|res_failed|lookups|hits|periodic_gc_runs) [0-9]+/\1 N/g;
	s/(last_flush|last_rand) [0-9-]+ [0-9:]+/\1 T/g'
ns_script "change" <<'S'
ref link set lo up
ref link add v0 type veth peer name v1
ip ntable change name arp_cache thresh1 1 thresh2 2 thresh3 3 gc_int 1000
ip ntable change name arp_cache queue 8 dev v0
ip ntable chg name arp_cache dev v1 base_reachable 10000 retrans 500 gc_stale 1234 delay_probe 77 queue 9 app_probes 1 ucast_probes 5 mcast_probes 6 anycast_delay 11 proxy_delay 12 proxy_queue 13 locktime 14
ip -6 ntable change name ndisc_cache dev lo ucast_probes 4294967295 mcast_probes 0 app_probes 4294967295
ip -4 ntable c name arp_cache thresh1 4294967295 thresh2 0 thresh3 0x10
ip ntable change name ndisc_cache dev v0 locktime 0 proxy_queue 0 queue 0
ip ntable change name ndisc_cache gc_int 0
ip ntable change name ndisc_cache retrans 18446744073709551615
ip ntable change name arp_cache dev v0 queue 1 queue 2
ip ntable change name arp_cache dev v0 gc_stale 99 dev v1
ref -s ntable show
ref -j -p ntable show
S
ns_script "change, IPv6 limits" <<'S'
ref link add v0 type veth peer name v1
ip ntable change name ndisc_cache dev v0 base_reachable 0
ip ntable change name ndisc_cache dev v0 delay_probe 4294967296000
ip ntable change name ndisc_cache dev v1 anycast_delay 1 proxy_delay 1 gc_stale 1
ip ntable change name ndisc_cache dev v1 queue 4294967295
ref ntable show
S

# a batch of the object's lines, with both tools
cat >"$IPT_TMP/b" <<'B'
ntable show dev lo
ntable change name arp_cache dev lo queue 42
ntable show name arp_cache dev lo
ntable change name nope queue 1
ntable show dev v1
B
ns_script "batch" <<S
ref link add v0 type veth peer name v1
ip -batch $IPT_TMP/b
ip -force -batch $IPT_TMP/b
ref ntable show dev lo
S
ns_script -r "-n NAME" <<'S'
ref netns add t1
ref -n t1 link add v0 type veth peer name v1
ip -n t1 ntable change name arp_cache dev v0 queue 33
ip -n t1 ntable show dev v0
ip -n t1 -j ntable show name arp_cache dev none
ref -n t1 ntable show dev v0
ref netns del t1
S

# nothing reaches the fallback
IP_FALLBACK=/bin/false dshow ntable show dev v0
IP_FALLBACK=/bin/false dshow -s -j ntable show name arp_cache
IP_FALLBACK=/bin/false derr ntable change name arp_cache

done_testing
