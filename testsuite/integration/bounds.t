#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Over-long commands: options repeated until the request is full, and
# names far longer than the kernel allows.  iproute2 prints "addattr_l
# ERROR: message exceeded bound of N" for each attribute it leaves out
# (1056 for the link request, 1024 inside a kind's data), sends what fit
# and exits 0; ours must do exactly that (these used to crash: exit 139),
# on its own and inside a batch, where the lines after must still run.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth kind_bridge

rep() {	# rep N WORDS...: WORDS repeated N times
	_n=$1
	shift
	_i=0
	while [ $_i -lt "$_n" ]; do
		printf '%s ' "$@"
		_i=$((_i + 1))
	done
}
long() { head -c "$1" /dev/zero | tr '\0' "${2:-x}"; }

A255=$(long 255 a)
ALIAS32=$(rep 32 alias "$A255")
ALIAS40=$(rep 40 alias "$A255")
MASTER=$(rep 1100 master br0)
CARRIER=$(rep 1100 carrier on)
ADDR=$(rep 700 address 02:00:00:00:00:09)
STP=$(rep 300 stp_state 1)
COST=$(rep 300 cost 5)
MACS=$(rep 900 macaddr add 02:00:00:00:00:05)
N9000=$(long 9000)
N1100=$(long 1100)
N1020=$(long 1020)
N200=$(long 200)
export ALIAS32 ALIAS40 MASTER CARRIER ADDR STP COST MACS N9000 N1100 N1020 N200

IPT_SETUP='ref link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
ref link add br0 address 02:00:00:00:01:00 type bridge'
# mv0, a macvlan in source mode: where the kernel has macvlan
ipt_have kind_macvlan && IPT_SETUP="$IPT_SETUP
ref link add link v1 name mv0 address 02:00:00:00:02:00 type macvlan mode source"
cat >"$IPT_TMP/repeated" <<'S'
ip link set v0 $ALIAS32
ip link set dev v0 $ALIAS40
ip link add x type veth peer name y $ALIAS40
ip link set v0 $MASTER
ip link set v0 $CARRIER
ip link set v0 $ADDR
ip link set br0 type bridge $STP
ip link set v0 type bridge_slave $COST
ip link set mv0 type macvlan $MACS
ip link set mv0 type macvlan mode source $MACS
ip -d link show
S
want kind_macvlan "repeated options: macvlan source addresses" ||
	sed -i '/^ip link set mv0 /d' "$IPT_TMP/repeated"
dscript -m "repeated options" <"$IPT_TMP/repeated"

dscript -m "names longer than the kernel allows" <<'S'
ip link add $N9000 type bridge
ip link add $N1100 type bridge
ip link add name $N1100 type ifb
ip link add x0 type veth peer name $N1100
ip link add vx0 type vxlan id 1 dev $N1100 dstport 0
ip link add vx1 type vxlan id 1 dev $N1020 dstport 0
ip link show $N1100
ip link show dev $N1020
ip link show $N200
ip link set v0 master $N1100
ip link set $N1100 up
ip link set dev $N1020 up
ip link del $N9000
ip link set v0 name $N200
ip -br link show
S

# The same in a batch: the process lives on and the next lines run.
printf 'link set v0 %s\nlink add $N\nlink add b9 type bridge\nlink set b9 %s\nlink show b9\n' \
	"$ALIAS40" "$MASTER" | sed "s/\$N/$N1100 type bridge/" >"$IPT_TMP/batch"
export BATCH=$IPT_TMP/batch
dscript -m "over-long batch lines" <<'S'
ip -batch $BATCH
ip -force -batch $BATCH
S

# A request already full when "type veth peer" comes: iproute2 6.1 writes
# past its buffer there and aborts ("stack smashing detected"); ours
# leaves the peer out, sends a well-formed request (no attribute runs
# past its parent) and says what the kernel answers.
FULL="add"
for _i in $(seq 1 122); do FULL="$FULL parentdev sage"; done
FULL="$FULL name v9 type veth peer name a9 carrier on"
# (LeakSanitizer cannot run under ptrace: no leak check for this one.)
if want strace "a full request before a veth peer (read with strace)"; then
	ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 \
	unshare -n sh -c "IP_FALLBACK= strace -v -s 64 -f -e trace=sendto,sendmsg -o '$IPT_TMP/full.st' \"\$IP\" link $FULL" \
		>"$IPT_TMP/full.out" 2>"$IPT_TMP/full.err"
	_rc=$?
	[ $_rc -eq 2 ] && grep -q '^Error: Unknown device type\.$' "$IPT_TMP/full.err" &&
		! grep -q 'policy' "$IPT_TMP/full.err" &&
		grep -q 'nla_type=IFLA_PARENT_DEV_NAME' "$IPT_TMP/full.st" &&
		! grep -q 'nla_len=0' "$IPT_TMP/full.st"
	ok $? "a full request before a veth peer: no peer, a well-formed request, the kernel's answer (exit $_rc)"
fi

done_testing
