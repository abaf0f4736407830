#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip stats": the forms that are ours (help, set, show of the link group),
# both tools on the same state, in every output mode; their errors;
# -batch, -n NAME, and none of them handed to the fallback.  show of the
# other groups is still handed to iproute2 (README).
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

"$REF_IP" link set lo up
"$REF_IP" link add v0 type veth peer name v1 || bail "no veth"

# the devices stay down: nothing sent, no counter ticks between runs
for m in - -s -s_-s -j -j_-p -s_-j -o -br -d -c; do
	case $m in -) m= ;; esac
	m=$(echo "$m" | tr _ ' ')
	for sel in "group link" "dev lo group link" "dev v0 group link" \
		   "group link dev v1" "group link group link dev lo"; do
		dshow $m stats show $sel
	done
done
dshow stats sh group link dev lo
dshow stats help
dshow stats h

derr stats show dev nope group link
derr stats show group bogus
derr stats show group link subgroup x
derr stats show foo
derr stats show dev lo dev v0 group link
derr stats show group
derr stats show dev
derr stats set
derr stats set dev
derr stats set dev v0
derr stats set dev v0 l3_stats
derr stats set dev v0 l3_stats maybe
derr stats set dev v0 l3_stats on
derr stats set dev v0 l3_stats off
derr stats set dev nope l3_stats on
derr stats set l3_stats on
derr stats set dev v0 foo
derr stats bogus

# one show per batch: iproute2 6.1's later shows in a batch (after a
# show, even a refused one) print the error rows as with -s -s (README);
# ours prints each as the command on its own
cat >"$IPT_TMP/b" <<'B'
stats set dev v0 l3_stats on
stats help
stats show dev lo group link
stats set dev nope l3_stats on
B
ns_script "batch" <<S
ref link add v0 type veth peer name v1
ip -batch $IPT_TMP/b
ip -force -batch $IPT_TMP/b
S
ns_script -r "-n NAME" <<'S'
ref netns add t1
ref -n t1 link add v0 type veth peer name v1
ip -n t1 stats show group link
ip -n t1 -j stats show dev v0 group link
ip -n t1 stats set dev v0 l3_stats off
ref netns del t1
S

IP_FALLBACK=/bin/false dshow stats show dev lo group link
IP_FALLBACK=/bin/false dshow stats help
IP_FALLBACK=/bin/false derr stats set dev v0 l3_stats on

done_testing
