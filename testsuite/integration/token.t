#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip token": list/get in every output mode, both tools on the same state;
# set and del each tool in a fresh namespace, the tokens then listed by
# iproute2 in both; refused commands with the state unchanged; -batch,
# -n NAME, and nothing handed to the fallback.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth
need ipv6

"$REF_IP" link set lo up
"$REF_IP" link add v0 type veth peer name v1 || bail "no veth"
"$REF_IP" link add v2 type veth peer name v3 arp off || bail "no veth"
"$REF_IP" token set ::1:2:3:4 dev v0 || bail "token set"

for m in - -j -j_-p -o -d -s -c -4 -6 -br; do
	case $m in -) m= ;; esac
	m=$(echo "$m" | tr _ ' ')
	for cmd in "" list show lst get "get dev v0" "get dev v1" "list dev v0" \
		   "dev v1" "get dev v0 dev v1"; do
		dshow $m token $cmd
	done
done

derr token help
derr token h
derr token bogus
derr token get dev
derr token get dev nope
derr token get foo
derr token set
derr token set ::1
derr token set ::1 dev
derr token set ::1 dev nope
derr token set bogus dev v1
derr token set 10.0.0.1 dev v1
derr token set ::1/64 dev v1
derr token set ::1 dev lo
derr token set ::1 dev v3
derr token set ::1 dev v1 foo
derr token del
derr token del dev
derr token del dev nope
derr token del ::1 dev v1
derr token del dev lo
derr token add ::5 dev lo
derr -0 token set ::1 dev v1
derr -0 token list
dshow token list

# refused commands leave every token as it was (v0's is still there)
before=$("$REF_IP" token list)
for c in "set bogus dev v1" "set ::9 dev lo" "set ::9 dev v3" "del dev nope" \
	 "set 10.0.0.9 dev v1" "set ::9 dev nope" "get dev nope"; do
	"$IP" token $c >/dev/null 2>&1
done
after=$("$REF_IP" token list)
if [ "$before" = "$after" ] && echo "$after" | grep -q "token ::1:2:3:4 dev v0"; then
	pass "tokens unchanged by refused commands"
else
	fail "tokens unchanged by refused commands"
	diag "before: $before"; diag "after: $after"
fi

ns_script "set and del" <<'S'
ref link set lo up
ref link add v0 type veth peer name v1
ip token set ::1 dev v0
ip token set ::ffff:ffff:ffff:ffff dev v1
ref token list
ip token add ::2:3 dev v0
ip token get dev v0
ip token del dev v1
ip -j token list
ip token set :: dev v0
ref token list
ip token set ::1:0:0:0:1 dev v0
ref -j token
S

cat >"$IPT_TMP/b" <<'B'
token set ::7 dev v0
token list
token set nope dev v0
token get dev v0
token del dev v0
token
B
ns_script "batch" <<S
ref link add v0 type veth peer name v1
ip -batch $IPT_TMP/b
ip -force -batch $IPT_TMP/b
ref token list
S
ns_script -r "-n NAME" <<'S'
ref netns add t1
ref -n t1 link add v0 type veth peer name v1
ip -n t1 token set ::42 dev v0
ip -n t1 token list
ip -n t1 -j token get dev v0
ref -n t1 token list
ref netns del t1
S

IP_FALLBACK=/bin/false dshow token list
IP_FALLBACK=/bin/false dshow -j token get dev v0
IP_FALLBACK=/bin/false derr token set bogus dev v1

done_testing
