#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# demo.sh - "make demo": in a throwaway network namespace, create, show
# and delete N veth pairs (default 1,000) with our ip, then the same with
# the system's iproute2, and print the timings side by side.
#   N=5000 sh testsuite/demo.sh
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
IP=${IP:-$top/ip/ip}
REF_IP=${REF_IP:-/usr/sbin/ip}
N=${N:-1000}

if [ "$(id -u)" -ne 0 ]; then
	echo "demo: needs root (it creates network namespaces)" >&2
	exit 1
fi
for t in "$IP" "$REF_IP"; do
	[ -x "$t" ] || { echo "demo: $t not found (run make first)" >&2; exit 1; }
done

# One tool's run, inside its own namespace; prints "step seconds" lines.
run_one() {
	unshare -n sh -s "$1" "$N" <<'INNER'
tool=$1 n=$2
now() { date +%s%N; }
secs() { echo "$1 $2" | awk '{ printf "%.3f", ($2 - $1) / 1e9 }'; }
echo 1 > /proc/sys/net/ipv6/conf/default/disable_ipv6 2>/dev/null

t0=$(now)
i=0
while [ $i -lt $n ]; do
	"$tool" link add a$i group 42 type veth peer name b$i group 42 || exit 1
	i=$((i + 1))
done
t1=$(now)
echo "create $(secs $t0 $t1)"

"$tool" link show >/dev/null || exit 1
t2=$(now)
echo "show $(secs $t1 $t2)"
"$tool" -o link show >/dev/null || exit 1
t3=$(now)
echo "show-oneline $(secs $t2 $t3)"
"$tool" -d -j link show >/dev/null || exit 1
t4=$(now)
echo "show-details-json $(secs $t3 $t4)"
c=$("$tool" -o link show | wc -l)
echo "links $c"

t5=$(now)
"$tool" link set group 42 up || exit 1
t6=$(now)
echo "set-group-up $(secs $t5 $t6)"
"$tool" link show dev a$((n / 2)) >/dev/null || exit 1
t7=$(now)
echo "show-one $(secs $t6 $t7)"
"$tool" link delete group 42 || exit 1
t8=$(now)
echo "delete-group $(secs $t7 $t8)"
left=$("$tool" -o link show | wc -l)
echo "left $left"
INNER
}

echo "demo: $N veth pairs ($((2 * N)) links), each tool in a new network namespace"
echo "demo: ours:     $IP"
echo "demo: iproute2: $REF_IP ($("$REF_IP" -V 2>&1 | head -1))"
ours=$(run_one "$IP") || { echo "demo: our ip failed:"; echo "$ours"; exit 1; }
theirs=$(run_one "$REF_IP") || { echo "demo: iproute2 failed:"; echo "$theirs"; exit 1; }

val() { echo "$1" | awk -v k="$2" '$1 == k { print $2 }'; }
printf '\n%-44s %12s %12s\n' "step" "ours (s)" "iproute2 (s)"
for step in create show show-oneline show-details-json set-group-up show-one delete-group; do
	case $step in
	create) label="create: $N x 'ip link add ... type veth'" ;;
	show) label="ip link show ($(val "$ours" links) links)" ;;
	show-oneline) label="ip -o link show" ;;
	show-details-json) label="ip -d -j link show" ;;
	set-group-up) label="ip link set group 42 up" ;;
	show-one) label="ip link show dev aN (one of many)" ;;
	delete-group) label="ip link delete group 42" ;;
	esac
	printf '%-44s %12s %12s\n' "$label" "$(val "$ours" $step)" "$(val "$theirs" $step)"
done
echo
echo "links left after delete: ours $(val "$ours" left), iproute2 $(val "$theirs" left) (lo only: 1)"
