#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# bench/xdp.sh - wall time of one "ip link set dev DEV xdpgeneric object
# FILE sec xdp" process, ours against iproute2, for each test object:
#   attach  DEV is a veth: load, maps, attach (the program is detached,
#           untimed, between runs)
#   load    DEV does not exist: everything but the attach (the kernel
#           refuses the request), so the user-space cost shows without the
#           attach's RCU wait in the kernel
# Each tool and object in its own network + mount namespace with a fresh
# bpffs (pinned maps are reused after the first run, as on a host); median
# and minimum of XDP_RUNS runs.  Writes $OUT/xdp.csv.
set -euo pipefail
OUR_IP=$(realpath "${OUR_IP:-./ip/ip}")
REF_IP=${REF_IP:-/usr/sbin/ip}
RUNS=${XDP_RUNS:-21}
OBJDIR=${XDP_OBJ_DIR:-build/testsuite/xdp}
OUT=${BENCH_OUT:-bench/results}
OBJS=${XDP_BENCH_OBJS:-drop global}
mkdir -p "$OUT"

# one namespace per tool and object: prints one time (microseconds) a line
one_tool() {
	local tool=$1 obj=$2 dev=$3
	unshare -m -n bash -c '
		mount -t bpf bpf /sys/fs/bpf || exit 1
		'"$REF_IP"' link add v0 type veth peer name v1 || exit 1
		for i in $(seq '"$RUNS"'); do
			t0=$EPOCHREALTIME
			'"$tool"' link set dev '"$dev"' xdpgeneric object '"$obj"' sec xdp 2>/dev/null
			t1=$EPOCHREALTIME
			'"$REF_IP"' link set dev v0 xdpgeneric off
			echo $(( (${t1/./} - ${t0/./}) ))
		done'
}

stats() {	# median min (ms) of the numbers on stdin
	sort -n | awk '{ v[NR] = $1 } END {
		m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
		printf "%.2f %.2f\n", m / 1000, v[1] / 1000 }'
}

echo "op,object,tool,runs,median_ms,min_ms" >"$OUT/xdp.csv"
printf '%-7s %-8s %-9s %10s %10s\n' op object tool median_ms min_ms
for op in attach load; do
	if [ $op = attach ]; then dev=v0; else dev=nosuch; fi
	for o in $OBJS; do
		f=$(realpath "$OBJDIR/$o.o")
		[ -f "$f" ] || { echo "bench/xdp.sh: $f missing (make xdp-objects)" >&2; exit 1; }
		for t in ours iproute2; do
			if [ $t = ours ]; then bin=$OUR_IP; else bin=$REF_IP; fi
			read -r med min < <(IP_FALLBACK= one_tool "$bin" "$f" "$dev" | stats)
			echo "$op,$o,$t,$RUNS,$med,$min" >>"$OUT/xdp.csv"
			printf '%-7s %-8s %-9s %10s %10s\n' "$op" "$o" "$t" "$med" "$min"
		done
	done
done
