#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Benchmark driver behind `make bench`: veth create/up/delete cycles and
# link dumps at N pairs, for our ip, the system iproute2, busybox ip and
# the kernel floor (bench/floor).  Every measurement runs in a fresh
# network namespace (unshare -n); tools are alternated A B A B within each
# repetition and the median of the repetitions is reported.
#
# Settings (environment, all optional; make passes them through):
#   BENCH_N="1000 2000 5000 10000"  pair counts
#   BENCH_REPS=3                     repetitions (median reported)
#   BENCH_TOOLS="ours iproute2 busybox floor"
#   BENCH_MODES="shell batch"         cycles to run (batch holds the show
#                                    and address ops; nexthop: N nexthops,
#                                    groups and routes using them; "containers" runs
#                                    bench/containers.sh into
#                                    $BENCH_OUT/containers)
#   OUR_IP=./ip/ip  REF_IP=/usr/sbin/ip  BUSYBOX=busybox
#   BENCH_BUSYBOX_MAX=1000           busybox only at N <= this
#   BENCH_SHELL_DEL_MAX=1000         shell-mode deletes per run at most
#   BENCH_DEL_MAX=1000               batch per-device deletes at most
#   BENCH_SHOW_REPEAT=5              runs of each full dump per measurement
#   BENCH_SHOWDEV_REPEAT=20          runs of `link show dev` per measurement
#   BENCH_ADDR_REPEAT=20             `addr add` processes per measurement
#   BENCH_TIMEOUT=                   seconds per cycle (one namespace);
#                                    default 60 + 0.03 N + 0.1 deletes
#   BENCH_OUT=bench/results          where results go
#   FLOOR=bench/floor

set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)

BENCH_N=${BENCH_N:-1000 2000 5000 10000}
BENCH_REPS=${BENCH_REPS:-3}
BENCH_TOOLS=${BENCH_TOOLS:-ours iproute2 busybox floor}
BENCH_MODES=${BENCH_MODES:-shell batch}
# mode "containers" is bench/containers.sh, with its own results
want_ct= veth_modes=
for m in $BENCH_MODES; do
	case $m in containers) want_ct=1 ;; *) veth_modes="$veth_modes $m" ;; esac
done
if [ -n "$want_ct" ] && [ -z "$veth_modes" ]; then
	BENCH_OUT=${BENCH_OUT:-bench/results}/containers exec bash "$here/containers.sh"
fi
BENCH_MODES=${veth_modes# }
OUR_IP=${OUR_IP:-./ip/ip}
export REF_IP=${REF_IP:-/usr/sbin/ip}
BUSYBOX=${BUSYBOX:-busybox}
BENCH_BUSYBOX_MAX=${BENCH_BUSYBOX_MAX:-1000}
export SHELL_DEL_MAX=${BENCH_SHELL_DEL_MAX:-1000}
export DEL_MAX=${BENCH_DEL_MAX:-1000}
export SHOW_REPEAT=${BENCH_SHOW_REPEAT:-5}
export SHOWDEV_REPEAT=${BENCH_SHOWDEV_REPEAT:-20}
export ADDR_REPEAT=${BENCH_ADDR_REPEAT:-20}
OUT=${BENCH_OUT:-bench/results}
export FLOOR=${FLOOR:-bench/floor}
export GNU_TIME=${GNU_TIME:-/usr/bin/time}

die() { echo "bench: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || die "must run as root (it creates network namespaces)"
command -v unshare >/dev/null || die "unshare (util-linux) not found"
[ -x "$GNU_TIME" ] || die "GNU time not found at $GNU_TIME (apt-get install -y time)"
"$GNU_TIME" -f %M true >/dev/null 2>&1 || die "$GNU_TIME is not GNU time"
[ -x "$FLOOR" ] || die "$FLOOR not built (make bench/floor)"
case $BENCH_REPS in '' | *[!0-9]* | 0) die "BENCH_REPS must be a positive integer" ;; esac
for n in $BENCH_N; do
	case $n in '' | *[!0-9]* | 0) die "bad N '$n' in BENCH_N" ;; esac
done

abspath() { case $1 in /*) echo "$1" ;; */*) echo "$PWD/$1" ;; *) command -v "$1" ;; esac; }
FLOOR=$(abspath "$FLOOR")

mkdir -p "$OUT/tmp" || die "cannot create $OUT"
OUT=$(cd "$OUT" && pwd)
export WORK=$OUT/tmp
export RAW=$OUT/raw.csv
rm -f "$WORK"/*.batch "$WORK"/add.* "$WORK"/up.* "$WORK"/del.* "$WORK"/grp.* "$WORK"/addr.* "$WORK"/route.* "$WORK"/nh*.*
: >"$WORK/errors.log"
echo "tool,mode,op,N,count,seconds,peak_kib,status" >"$RAW"

# Which binary each tool runs; tools that cannot run are dropped here.
declare -A BIN
tools=()
for t in $BENCH_TOOLS; do
	case $t in
	ours) p=$(abspath "$OUR_IP") ;;
	iproute2) p=$(abspath "$REF_IP") ;;
	floor) p=$FLOOR ;;
	busybox)
		p=$(abspath "$BUSYBOX")
		if [ -n "$p" ] && [ -x "$p" ]; then
			# busybox picks the applet from argv[0]
			mkdir -p "$WORK/busybox"
			ln -sf "$p" "$WORK/busybox/ip"
			p=$WORK/busybox/ip
		fi
		;;
	*) die "unknown tool '$t' (ours iproute2 busybox floor)" ;;
	esac
	if [ -z "$p" ] || [ ! -x "$p" ]; then
		echo "bench: skipping $t: '${p:-not found}' is not executable" >&2
		continue
	fi
	if [ "$t" = ours ]; then
		# a snapshot: the tree may be rebuilt while the bench runs
		OURS_SRC=$p
		mkdir -p "$WORK/ours"
		cp "$p" "$WORK/ours/ip.new" && mv -f "$WORK/ours/ip.new" "$WORK/ours/ip" ||
			die "cannot copy $p"
		p=$WORK/ours/ip
	fi
	BIN[$t]=$p
	tools+=("$t")
done
[ ${#tools[@]} -gt 0 ] || die "no tool to measure"

# Batch files, shared by all tools and repetitions.
gen_batches() {
	local n=$1 m=$1 i
	[ "$m" -gt "$DEL_MAX" ] && m=$DEL_MAX
	for ((i = 1; i <= n; i++)); do echo "link add veth$i type veth peer name vp$i"; done >"$WORK/add.$n"
	for ((i = 1; i <= n; i++)); do echo "link set dev veth$i up"; done >"$WORK/up.$n"
	for ((i = 1; i <= n; i++)); do
		echo "addr add 10.$((64 + i / 65536)).$((i / 256 % 256)).$((i % 256))/32 dev vp$i"
	done >"$WORK/addr.$n"
	for ((i = 1; i <= n; i++)); do
		echo "route add 30.$((i / 65536)).$((i / 256 % 256)).$((i % 256))/32 dev veth$i"
	done >"$WORK/route.$n"
	for ((i = 1; i <= m; i++)); do echo "link del veth$i"; done >"$WORK/del.$m"
	{
		for ((i = 1; i <= n; i++)); do echo "link set dev veth$i group 7"; done
		echo "link del group 7"
	} >"$WORK/grp.$n"
	case " $BENCH_MODES " in *" nexthop "*) ;; *) return ;; esac
	# nexthop mode: N gateways in 10.0.0.0/8 on veth1, N/16 groups of
	# 16, N routes each through its own nexthop
	for ((i = 1; i <= n; i++)); do
		echo "nexthop add id $i via 10.$((1 + i / 65536)).$((i / 256 % 256)).$((i % 256)) dev veth1"
	done >"$WORK/nh.$n"
	for ((i = 0; i < n / 16; i++)); do
		g=$((i * 16 + 1))
		for ((j = 1; j < 16; j++)); do g="$g/$((i * 16 + 1 + j))"; done
		echo "nexthop add id $((1000000 + i)) group $g"
	done >"$WORK/nhgrp.$n"
	for ((i = 1; i <= n; i++)); do
		echo "route add 20.$((i / 65536)).$((i / 256 % 256)).$((i % 256))/32 nhid $i"
	done >"$WORK/nhrt.$n"
}

# Limit for one cycle (one tool, mode and N in one namespace), seconds:
# several times what a sound tool needs; a hung one costs this much.
cycle_timeout() {
	local n=$1 d=$DEL_MAX
	[ "$SHELL_DEL_MAX" -gt "$d" ] && d=$SHELL_DEL_MAX
	[ "$n" -lt "$d" ] && d=$n
	echo "${BENCH_TIMEOUT:-$((60 + n * 3 / 100 + d / 10))}"
}

total_runs=0
for n in $BENCH_N; do
	for t in "${tools[@]}"; do
		[ "$t" = busybox ] && [ "$n" -gt "$BENCH_BUSYBOX_MAX" ] && continue
		for mode in $BENCH_MODES; do
			total_runs=$((total_runs + BENCH_REPS))
		done
	done
done

echo "bench: N=[$BENCH_N] reps=$BENCH_REPS tools=[${tools[*]}] -> $OUT"
for t in "${tools[@]}"; do echo "bench:   $t = ${BIN[$t]}"; done
start=$EPOCHSECONDS
run=0
for n in $BENCH_N; do
	gen_batches "$n"
	for ((rep = 1; rep <= BENCH_REPS; rep++)); do
		for t in "${tools[@]}"; do
			[ "$t" = busybox ] && [ "$n" -gt "$BENCH_BUSYBOX_MAX" ] && continue
			for mode in $BENCH_MODES; do
				run=$((run + 1))
				t0=$EPOCHREALTIME
				: >"$WORK/current"
				IPBIN=${BIN[$t]} timeout -k 5 "$(cycle_timeout "$n")" \
					unshare -n bash "$here/cycle.sh" "$t" "$n" "$mode"
				rc=$?
				if [ $rc = 124 ] || [ $rc = 137 ]; then
					# a hung tool: record the op it hung in, go on
					IFS=, read -r cm cop ccount <"$WORK/current"
					echo "bench: $t $mode N=$n: timed out in $cm $cop" >&2
					echo "$t,${cm:-$mode},${cop:-unknown},$n,${ccount:-0},NA,NA,timeout" >>"$RAW"
				elif [ $rc != 0 ]; then
					echo "bench: $t $mode N=$n: cycle failed ($rc)" >&2
				fi
				t1=$EPOCHREALTIME
				printf 'bench: [%d/%d] N=%-6s rep %d/%d %-8s %-5s %6.1fs (elapsed %ds)\n' \
					"$run" "$total_runs" "$n" "$rep" "$BENCH_REPS" "$t" "$mode" \
					"$(echo "$t1 - $t0" | bc)" $((EPOCHSECONDS - start))
			done
		done
	done
done

if [ -s "$WORK/errors.log" ]; then
	echo "bench: some commands failed or misbehaved; first lines of $WORK/errors.log:" >&2
	sort "$WORK/errors.log" | uniq -c | sort -rn | head -n 10 >&2
fi

# Environment for the report header.
{
	echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
	echo "kernel: $(uname -r)"
	echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //') x $(nproc)"
	echo "settings: BENCH_N=\"$BENCH_N\" BENCH_REPS=$BENCH_REPS BENCH_SHELL_DEL_MAX=$SHELL_DEL_MAX BENCH_DEL_MAX=$DEL_MAX BENCH_SHOW_REPEAT=$SHOW_REPEAT BENCH_SHOWDEV_REPEAT=$SHOWDEV_REPEAT BENCH_ADDR_REPEAT=$ADDR_REPEAT BENCH_BUSYBOX_MAX=$BENCH_BUSYBOX_MAX"
	for t in "${tools[@]}"; do
		case $t in
		floor) v="bench/floor (libmnl, window 64)" ;;
		busybox) v="$("$(abspath "$BUSYBOX")" 2>&1 | head -n 1 | sed 's/ multi-call.*//')" ;;
		*) v="$("${BIN[$t]}" -V 2>&1 | head -n 1)" ;;
		esac
		src=${BIN[$t]}
		[ "$t" = ours ] && src="$OURS_SRC (copied at start)"
		echo "tool $t: $(echo "$src" | sed "s|^$PWD/||") - $v"
	done
	echo "wall time: $((EPOCHSECONDS - start)) s"
} >"$WORK/env.txt"

bash "$here/report.sh" "$OUT" || die "report failed"
echo "bench: done in $((EPOCHSECONDS - start)) s: $OUT/bench.csv $OUT/summary.md $OUT/*.png"
if [ -n "$want_ct" ]; then
	BENCH_OUT=$OUT/containers bash "$here/containers.sh" || die "containers failed"
fi
