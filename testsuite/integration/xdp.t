#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# XDP: programs compiled here with clang (testsuite/xdp/*.c), attached with
# "ip link set ... xdp*" by our ip and by iproute2, each script once per
# tool in its own network and mount namespace with a fresh bpffs on
# /sys/fs/bpf (nothing leaks onto the host).  Every step's stdout, stderr
# and exit code must match (program ids, load times and BTF ids masked),
# then the final link state; traffic between two namespaces shows the
# verdicts, and counters read back through the pinned maps match the
# packets sent.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
IP_FALLBACK=
export IP_FALLBACK

# Printing, from generated messages (no clang needed): every mode, with
# xdpmulti, which this kernel makes only with offload hardware.
dmsgs "$top/testsuite/msgs/link-xdp.spec"

# The rest: programs (clang) attached in generic mode (xdp: bpf(2), a
# bpffs) to a veth, pinged through.
if ! want "clang bpffs xdp kind_veth ping" "XDP programs"; then
	done_testing
	exit
fi
helper=$top/${BUILD:-build}/testsuite/xdpmap
[ -x "$helper" ] || bail "$helper is not built (make check builds it)"

OBJ=$IPT_TMP/obj
mkdir -p "$OBJ"
ma=$(gcc -print-multiarch 2>/dev/null || true)
for src in "$top"/testsuite/xdp/*.c; do
	clang -target bpf -O2 -g ${ma:+-I/usr/include/$ma} -c "$src" \
		-o "$OBJ/$(basename "$src" .c).o" || bail "clang failed on $src"
done
head -c 300 "$OBJ/drop.o" >"$OBJ/trunc.o"
printf 'not an ELF object\n' >"$OBJ/junk.o"
G=/sys/fs/bpf/xdp/globals
export OBJ helper G

# Numbers the kernel hands out differently on each load.
IPT_MASK='s/ (id|load_time|btf_id) [0-9]+/ \1 N/g
s/("(id|load_time|btf_id)": ?)[0-9]+/\1N/g
s/map\[id:[0-9]+\]/map[id:N]/g'

# Two namespaces joined by a veth (v0 here, v1 in "peer"), addresses,
# static neighbours and no IPv6 (turned off where the kernel has it), so
# the only frames are our pings; pingq waits for the link watch first
# (until it runs, a link that was just set up drops what it sends).
NET='ref netns add peer
ref link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02 netns peer'
ipt_absent ipv6 || NET="$NET
echo 1 > /proc/sys/net/ipv6/conf/v0/disable_ipv6
ref netns exec peer sh -c \"echo 1 > /proc/sys/net/ipv6/conf/v1/disable_ipv6\""
NET=$NET'
ref addr add 192.0.2.1/24 dev v0
ref -n peer addr add 192.0.2.2/24 dev v1
ref neigh add 192.0.2.2 lladdr 02:00:00:00:00:02 dev v0
ref -n peer neigh add 192.0.2.1 lladdr 02:00:00:00:00:01 dev v1
ref link set v0 up
ref -n peer link set v1 up
pingq() { link_settle >/dev/null; { ping -c "$1" -i 0.2 -W 1 -q 192.0.2.2; echo "ping exit $?"; } | sed -n -e "s/, time.*//p" -e "/ping exit/p"; }'
export NET

# bpf_script DESC < script: ns_script -b (each tool in its own network and
# mount namespace, bpffs on /sys/fs/bpf) after the set-up above, then the
# final link state of both.
bpf_script() {
	{ printf '%s\n' "$NET"; cat; } >"$IPT_TMP/bpf.lines"
	ns_script -m -b "$1" <"$IPT_TMP/bpf.lines"
	for _w in got ref; do
		sed -E -e "$IPT_MASK" "$IPT_TMP/nss/$_w/state" >"$IPT_TMP/state.$_w"
	done
	cmp -s "$IPT_TMP/state.got" "$IPT_TMP/state.ref"
	ok $? "$1: final link state" ||
		diag_diff "$IPT_TMP/state.got" "$IPT_TMP/state.ref" 60
}

# got N WANT: the output of line N of the last bpf_script (ours) is WANT.
got() {
	_g=$(cat "$IPT_TMP/nss/got/$1.out")
	[ "$_g" = "$2" ]
	ok $? "$3 (got '$_g', want '$2')"
}
# the line number of a script line, counting the set-up lines
nline() {
	printf '%s\n' "$NET" | grep -c .
}
base=$(nline)

bpf_script "XDP_DROP" <<'S'
pingq 2
ip link set dev v0 xdpgeneric object $OBJ/drop.o section xdp
ip link show dev v0
ip -d link show dev v0
ip -s link show dev v0
ip -j link show dev v0
ip -j -p -d link show dev v0
ip -o link show dev v0
ip -o -d link show
ip -br link show dev v0
ip link
pingq 3
ip link set dev v0 xdpgeneric off
ip link show dev v0
pingq 2
find /sys/fs/bpf/tc /sys/fs/bpf/xdp | sort
S
got $((base + 1)) "2 packets transmitted, 2 received, 0% packet loss
ping exit 0" "before XDP_DROP, pings pass"
got $((base + 12)) "3 packets transmitted, 0 received, 100% packet loss
ping exit 1" "XDP_DROP drops the replies"
got $((base + 15)) "2 packets transmitted, 2 received, 0% packet loss
ping exit 0" "detached, pings pass again"

bpf_script "XDP_PASS counting in a BTF-defined pinned map" <<'S'
ip link set dev v0 xdpgeneric obj $OBJ/btfmap.o sec xdp
ip -d link show dev v0
pingq 5
$helper get $G/xdp_btf_cnt 0
$helper info $G/xdp_btf_cnt
find /sys/fs/bpf/tc /sys/fs/bpf/xdp | sort
ip link set dev v0 xdpgeneric none
$helper get $G/xdp_btf_cnt 0
S
got $((base + 4)) 5 "the counter saw the 5 replies"
got $((base + 5)) "type 2 key 4 value 8 max 1 flags 0 name xdp_btf_cnt" "the map as declared"

bpf_script "global data and bpf-to-bpf calls" <<'S'
ip link set dev v0 xdpgeneric object $OBJ/global.o program xdp_global
ip -j -d link show dev v0
pingq 4
$helper get $G/xdp_glob_cnt 0
$helper get $G/xdp_glob_cnt 1
ip link set dev v0 xdpgeneric off
S
got $((base + 4)) 4 "the subprogram counted 4 replies"
got $((base + 5)) 4 "the .data step and .bss counter drove the second count"

bpf_script "maps pinned by one tool, reused by the other" <<'S'
ip link set dev v0 xdpgeneric obj $OBJ/pinned.o sec xdp
$helper set $G/xdp_pin_cfg 0 1
pingq 3
$helper get $G/xdp_pin_cnt 1
$helper set $G/xdp_pin_cfg 0 0
pingq 2
ip link set dev v0 xdpgeneric off
ref link set dev v0 xdpgeneric obj $OBJ/pinned.o sec xdp
pingq 2
$helper get $G/xdp_pin_cnt 0
ref link set dev v0 xdpgeneric off
ref link set dev v0 xdpgeneric obj $OBJ/pinned.o sec xdp
ip -force link set dev v0 xdpgeneric obj $OBJ/pinned.o sec xdp
pingq 1
$helper get $G/xdp_pin_cnt 0
$helper pinprog $(ref -j link show dev v0 | sed -E 's/.*"prog":\{"id":([0-9]+).*/\1/') /sys/fs/bpf/xdp/p1
ip link set dev v0 xdpgeneric off
ip link set dev v0 xdpgeneric pinned /sys/fs/bpf/xdp/p1
ip link show dev v0
ip link set dev v0 xdpgeneric off
ip link set dev v0 xdpgeneric pinned m:p1
ip link set dev v0 xdpgeneric off
find /sys/fs/bpf/tc /sys/fs/bpf/xdp | sort
S
got $((base + 3)) "3 packets transmitted, 0 received, 100% packet loss
ping exit 1" "the pinned setting made it drop"
got $((base + 4)) 3 "drops counted"
got $((base + 10)) 4 "iproute2 reused our pinned counter"
got $((base + 15)) 5 "we reused iproute2's pinned counter"

bpf_script "replace, modes, detach forms, argument errors" <<'S'
ip link set dev v0 xdpgeneric obj $OBJ/drop.o sec xdp
ip link set dev v0 xdpgeneric obj $OBJ/btfmap.o sec xdp
ip link show dev v0
ip -force link set dev v0 xdpgeneric obj $OBJ/btfmap.o sec xdp
ip link show dev v0
ip link set dev v0 xdpdrv obj $OBJ/drop.o sec xdp
ip link set dev v0 xdpgeneric off
ip link set dev v0 xdpdrv obj $OBJ/drop.o sec xdp
ip link show dev v0
ip -j link show dev v0
ip -d link show dev v0
ip link set dev v0 xdp off
ip link set dev v0 xdp o $OBJ/drop.o program xdp_drop
ip -force link set dev v0 xdp obj $OBJ/pinned.o s xdp
ip link set dev v0 xdp none
ip link set v0 xdp obj $OBJ/drop.o sec xdp up
ip link show dev v0
ip link set dev v0 xdp off
ip link set dev v0 xdpoffload obj $OBJ/drop.o sec xdp
ip link set dev v0 xdp off up
ip link set dev v0 xdp
ip link set dev v0 xdp obj
ip link set dev v0 xdp obj $OBJ/drop.o sec
ip link set dev v0 xdp foo $OBJ/drop.o
ip link set dev v0 xdp pinned /sys/fs/bpf/nothing
ip link set dev v0 xdp fd
ip link set dev nosuch xdpgeneric obj $OBJ/drop.o sec xdp
ip link set dev v0 xdpgeneric obj $OBJ/drop.o sec xdp up
ip link set dev v0 xdpgeneric off
ip link set dev v0 xdpgeneric obj $OBJ/drop.o sec xdp foo
ip link show dev v0
S

bpf_script "objects that cannot be loaded" <<'S'
ip link set dev v0 xdpgeneric obj $OBJ/trunc.o sec xdp
ip link set dev v0 xdpgeneric obj $OBJ/junk.o sec xdp
ip link set dev v0 xdpgeneric obj $OBJ/nonexistent.o sec xdp
ip link set dev v0 xdpgeneric obj $OBJ/drop.o
ip link set dev v0 xdpgeneric obj $OBJ/drop.o sec nosuch
ip link set dev v0 xdpgeneric obj $OBJ/drop.o program nosuch
ip link set dev v0 xdpgeneric obj $OBJ/badmaptype.o sec xdp
ip link set dev v0 xdpgeneric obj $OBJ/badsym.o sec xdp
ip link set dev v0 xdpgeneric obj $OBJ/verifier.o sec xdp
ip link set dev v0 xdpgeneric obj $OBJ/btfmap.o sec nosuch
ip link show dev v0
find /sys/fs/bpf/tc /sys/fs/bpf/xdp | sort
S

# What iproute2 6.1 (libbpf 1.1) refuses and ours loads or refuses in its
# own words: checked on ours alone, the oracle's refusal noted.
ours_alone() {
	unshare -m -n sh -c '
		mount -t bpf bpf /sys/fs/bpf || exit 97
		mount -t tmpfs -o mode=755 tmpfs /run/netns 2>/dev/null ||
		{ mkdir -p /run/netns && mount -t tmpfs -o mode=755 tmpfs /run/netns; } || exit 97
		IPT_NO_UNSHARE=1 IPT_NETNS=$$
		. "$top/testsuite/lib.sh"
		ref() { "$REF_IP" "$@"; }
		eval "$NET"
		eval "$1"' sh "$1" >"$IPT_TMP/alone.out" 2>&1
}

ours_alone '
	"$REF_IP" link set dev v0 xdpgeneric obj $OBJ/legacy.o 2>&1; echo "ref exit $?"
	"$IP" link set dev v0 xdpgeneric obj $OBJ/legacy.o; echo "ours exit $?"
	pingq 4
	$helper get $G/xdp_leg_cnt 0
	$helper info $G/xdp_leg_cnt'
cat >"$IPT_TMP/want" <<'W'
libbpf: elf: legacy map definitions in 'maps' section are not supported by libbpf v1.0+
ERROR: opening BPF object file failed
ref exit 255
ours exit 0
4 packets transmitted, 4 received, 0% packet loss
ping exit 0
4
type 2 key 4 value 8 max 1 flags 0 name xdp_leg_cnt
W
cmp -s "$IPT_TMP/alone.out" "$IPT_TMP/want"
ok $? "legacy \"maps\" section (struct bpf_elf_map, PIN_GLOBAL_NS): ours loads, pins and counts; iproute2 6.1 with libbpf 1.1 refuses" ||
	diag_diff "$IPT_TMP/alone.out" "$IPT_TMP/want"

ours_alone '
	"$IP" link set dev v0 xdpgeneric obj $OBJ/legacy_mim.o; echo "ours exit $?"
	$helper info $G/xdp_mim_out
	[ "$($helper get $G/xdp_mim_out 0)" -gt 0 ] && echo "inner map in place"'
cat >"$IPT_TMP/want" <<'W'
ours exit 0
type 12 key 4 value 4 max 1 flags 0 name xdp_mim_out
inner map in place
W
cmp -s "$IPT_TMP/alone.out" "$IPT_TMP/want"
ok $? "legacy map-in-map (id, inner_id, inner_idx): the outer map pinned with the inner one in it" ||
	diag_diff "$IPT_TMP/alone.out" "$IPT_TMP/want"

ours_alone '
	"$IP" link set dev v0 xdpgeneric obj $OBJ/core.o sec xdp; echo "ours exit $?"
	"$IP" link show dev v0 | grep -c xdp
	find /sys/fs/bpf/tc | sort'
cat >"$IPT_TMP/want" <<'W'
Cannot load program 'xdp_core': the object has 1 CO-RE relocation (section 'xdp', insn #1: CO-RE relocation against type 'net_device' (access '0:0', kind 0)); this ip loads objects without libbpf and cannot relocate against kernel types
ours exit 255
0
/sys/fs/bpf/tc
/sys/fs/bpf/tc/globals
W
cmp -s "$IPT_TMP/alone.out" "$IPT_TMP/want"
ok $? "a CO-RE relocation is refused by name; nothing attached or pinned" ||
	diag_diff "$IPT_TMP/alone.out" "$IPT_TMP/want"

ours_alone '
	"$IP" link set dev v0 xdpgeneric obj $OBJ/drop.o sec xdp verbose; echo "ours exit $?"'
grep -q '^Verifier analysis:' "$IPT_TMP/alone.out" && grep -q 'processed 2 insns' "$IPT_TMP/alone.out"
ok $? "verbose prints the verifier log" || sed 's/^/# /' "$IPT_TMP/alone.out"

done_testing
