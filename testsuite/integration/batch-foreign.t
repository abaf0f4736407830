#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# A device the batch never named must not go with its scratch group, even
# while another process moves it in and out of that group:
# - the test build (ip/ip-test) with IP_BATCH_SCRATCH_GROUP=777 pinned and
#   k0/k1 flipping in and out of group 777: each run, k0 and k1 survive,
#   or (a move that slipped in between the check and the group delete) the
#   batch names the device it took on stderr - never silently;
# - the installed build ignores IP_BATCH_SCRATCH_GROUP: k0/k1 survive.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

REF=$REF_IP
RUNS=${FOREIGN_RUNS:-12}
N=100

awk -v n=$N 'BEGIN { for (i = 0; i < n; i++) print "link add d" i " type veth peer name p" i }' >"$IPT_TMP/mk"
# bystanders: with 3,000 links a dump takes long enough for a flip to
# land between a membership check and the group delete
awk 'BEGIN { for (i = 0; i < 1500; i++) print "link add b" i " type veth peer name c" i }' >"$IPT_TMP/by"
$REF -batch "$IPT_TMP/by" || bail "setup failed"
awk -v n=$N 'BEGIN { for (i = 0; i < n; i++) print "link del d" i }' >"$IPT_TMP/del"

# flip k0 and k1 in and out of group 777 as fast as iproute2 can: an
# iproute2 batch reading a FIFO that a writer keeps full
mkfifo "$IPT_TMP/flip"
flip_start() {
	$REF -force -batch "$IPT_TMP/flip" >/dev/null 2>&1 &
	fr=$!
	while :; do
		echo "link set dev k0 group 777"
		echo "link set dev k1 group 777"
		echo "link set dev k0 group 0"
		echo "link set dev k1 group 0"
	done >"$IPT_TMP/flip" 2>/dev/null &
	fw=$!
}
flip_stop() {
	kill $fw $fr 2>/dev/null
	wait $fw $fr 2>/dev/null
}

one_run() {	# one_run TOOL DESC
	$REF -batch "$IPT_TMP/mk" || bail "setup failed"
	for k in k0 k1; do
		$REF link show $k >/dev/null 2>&1 || $REF link add $k type veth peer name ${k}p
	done
	flip_start
	sleep 0.05
	IP_BATCH_SCRATCH_GROUP=777 $1 -force -batch "$IPT_TMP/del" >/dev/null 2>"$IPT_TMP/err"
	flip_stop
	missing=
	for k in k0 k1; do
		$REF link show $k >/dev/null 2>&1 || missing="$missing $k"
	done
	named=yes
	for k in $missing; do
		grep -q "device \"$k\"" "$IPT_TMP/err" || named=no
	done
	left=$($REF -o link show | grep -c ': d[0-9]')
	$REF link set dev k0 group 0 2>/dev/null
	$REF link set dev k1 group 0 2>/dev/null
	[ "$named" = yes ] && [ "$left" -eq 0 ]
	ok $? "$2: ${missing:-no} unnamed device gone${missing:+ (named on stderr: $named)}, $left named left"
}

for run in $(seq 1 "$RUNS"); do
	one_run "$IP_TEST" "test build, scratch group pinned to 777, run $run"
done
for run in 1 2 3; do
	one_run "$IP" "installed build, IP_BATCH_SCRATCH_GROUP ignored, run $run"
	$REF link show k0 >/dev/null 2>&1 && $REF link show k1 >/dev/null 2>&1
	ok $? "installed build, run $run: k0 and k1 untouched"
done
done_testing
