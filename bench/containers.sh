#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Benchmark driver behind `make bench-containers` (and mode "containers"
# of `make bench`): what one container's network costs to set up and tear
# down with N-1 containers present, and N containers at once, for our ip,
# the system iproute2 and the kernel floor (bench/floor, floor_ct.c).
# Everything runs in one network and mount namespace made for the run
# (unshare -m -n, a tmpfs on /run/netns); see bench/README.md.
#
# Settings (environment, all optional; make passes them through):
#   BENCH_CONTAINERS="100 1000 5000"  container counts N
#   BENCH_REPS=3                       repetitions (median reported)
#   BENCH_TOOLS="ours iproute2 busybox floor"
#   BENCH_CT_MODES="shell batch scale"
#   BENCH_CT_PORTS=1000                containers per bridge (the kernel
#                                      allows 1023 ports on one)
#   BENCH_CT_TIMEOUT=60                seconds one step may take (scale
#                                      steps: this + N/10)
#   BENCH_CT_SETTLE=300                at most this many seconds to wait,
#                                      after making the N-1 containers,
#                                      for the CPU to be quiet (0: none)
#   BENCH_CT_QUIET=10                  quiet: a 5-second window at most
#                                      this percent busy (also waited for,
#                                      15 s at most, before each repetition)
#   BENCH_CT_IPV6=off                  the N-1 present containers are made
#                                      with IPv6 off inside (on: left on,
#                                      and their router solicitations
#                                      flood the bridges while measuring)
#   OUR_IP=./ip/ip  REF_IP=/usr/sbin/ip  BUSYBOX=busybox  FLOOR=bench/floor
#   BENCH_OUT=bench/results/containers

set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)

CT_N=${BENCH_CONTAINERS:-100 1000 5000}
CT_REPS=${BENCH_REPS:-3}
CT_TOOLS_IN=${BENCH_TOOLS:-ours iproute2 busybox floor}
CT_MODES=${BENCH_CT_MODES:-shell batch scale}
CT_PORTS=${BENCH_CT_PORTS:-1000}
CT_TIMEOUT=${BENCH_CT_TIMEOUT:-60}
CT_SETTLE=${BENCH_CT_SETTLE:-300}
CT_QUIET=${BENCH_CT_QUIET:-10}
CT_IPV6=${BENCH_CT_IPV6:-off}
OUR_IP=${OUR_IP:-./ip/ip}
REF_IP=${REF_IP:-/usr/sbin/ip}
BUSYBOX=${BUSYBOX:-busybox}
FLOOR=${FLOOR:-bench/floor}
OUT=${BENCH_OUT:-bench/results/containers}
GNU_TIME=${GNU_TIME:-/usr/bin/time}

die() { echo "bench-containers: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || die "must run as root (it creates network namespaces)"
command -v unshare >/dev/null || die "unshare (util-linux) not found"
[ -x "$GNU_TIME" ] || die "GNU time not found at $GNU_TIME (apt-get install -y time)"
[ -x "$FLOOR" ] || die "$FLOOR not built (make bench/floor)"
[ -x "$REF_IP" ] || die "$REF_IP not found: iproute2 makes the bridges"
case $CT_REPS in '' | *[!0-9]* | 0) die "BENCH_REPS must be a positive integer" ;; esac
case $CT_PORTS in '' | *[!0-9]* | 0) die "BENCH_CT_PORTS must be a positive integer" ;; esac
[ "$CT_PORTS" -le 1023 ] || die "BENCH_CT_PORTS: a bridge takes 1023 ports at most"
case $CT_TIMEOUT in '' | *[!0-9]* | 0) die "BENCH_CT_TIMEOUT must be a positive integer" ;; esac
case $CT_SETTLE in '' | *[!0-9]*) die "BENCH_CT_SETTLE must be a number of seconds" ;; esac
case $CT_QUIET in '' | *[!0-9]*) die "BENCH_CT_QUIET must be a percentage" ;; esac
case $CT_IPV6 in on | off) ;; *) die "BENCH_CT_IPV6 must be on or off" ;; esac
sorted=$(for n in $CT_N; do echo "$n"; done | sort -n | uniq | tr '\n' ' ')
for n in $sorted; do
	case $n in *[!0-9]* | 0) die "bad N '$n' in BENCH_CONTAINERS" ;; esac
done
CT_N=$sorted
for m in $CT_MODES; do
	case $m in shell | batch | scale) ;; *) die "unknown mode '$m' (shell batch scale)" ;; esac
done

abspath() { case $1 in /*) echo "$1" ;; */*) echo "$PWD/$1" ;; *) command -v "$1" ;; esac; }
FLOOR=$(abspath "$FLOOR")
REF_IP=$(abspath "$REF_IP")

mkdir -p "$OUT/tmp" || die "cannot create $OUT"
OUT=$(cd "$OUT" && pwd)
WORK=$OUT/tmp
RAW=$OUT/raw.csv
rm -rf "$WORK/ct"
: >"$WORK/errors.log"
echo "tool,mode,op,N,count,seconds,peak_kib,status" >"$RAW"

tools=""
for t in $CT_TOOLS_IN; do
	case $t in
	ours)
		p=$(abspath "$OUR_IP")
		[ -n "$p" ] && [ -x "$p" ] || { echo "bench-containers: skipping ours: '$OUR_IP' not executable" >&2; continue; }
		OURS_SRC=$p
		# a snapshot: the tree may be rebuilt while the bench runs
		mkdir -p "$WORK/ours"
		cp "$p" "$WORK/ours/ip.new" && mv -f "$WORK/ours/ip.new" "$WORK/ours/ip" || die "cannot copy $p"
		export BIN_ours=$WORK/ours/ip
		;;
	iproute2) export BIN_iproute2=$REF_IP ;;
	floor) ;;
	busybox)
		# no "ip netns", no -n, "peer name" ignored, "netns" takes a
		# PID only: recorded as unsupported
		BB=$(abspath "$BUSYBOX")
		;;
	*) die "unknown tool '$t' (ours iproute2 busybox floor)" ;;
	esac
	tools="$tools $t"
done
export BIN_iproute2=${BIN_iproute2:-$REF_IP}
[ -n "$tools" ] || die "no tool to measure"

echo "bench-containers: N=[${CT_N% }] reps=$CT_REPS tools=[${tools# }] modes=[$CT_MODES] -> $OUT"
start=$EPOCHSECONDS
RAW=$RAW WORK=$WORK FLOOR=$FLOOR CT_N=$CT_N CT_REPS=$CT_REPS CT_TOOLS=$tools \
CT_MODES=$CT_MODES CT_PORTS=$CT_PORTS CT_TIMEOUT=$CT_TIMEOUT CT_SETTLE=$CT_SETTLE CT_QUIET=$CT_QUIET CT_IPV6=$CT_IPV6 GNU_TIME=$GNU_TIME \
	unshare -m -n bash "$here/ct_inside.sh"
rc=$?
[ $rc = 0 ] || echo "bench-containers: the run ended with status $rc; partial results follow" >&2

if [ -s "$WORK/errors.log" ]; then
	echo "bench-containers: some commands failed; first lines of $WORK/errors.log:" >&2
	sort "$WORK/errors.log" | uniq -c | sort -rn | head -n 10 >&2
fi

{
	echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
	echo "kernel: $(uname -r)"
	echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //') x $(nproc)"
	echo "settings: BENCH_CONTAINERS=\"${CT_N% }\" BENCH_REPS=$CT_REPS BENCH_CT_MODES=\"$CT_MODES\" BENCH_CT_PORTS=$CT_PORTS BENCH_CT_TIMEOUT=$CT_TIMEOUT BENCH_CT_SETTLE=$CT_SETTLE BENCH_CT_QUIET=$CT_QUIET BENCH_CT_IPV6=$CT_IPV6"
	for t in $tools; do
		case $t in
		ours) echo "tool ours: $(echo "$OURS_SRC" | sed "s|^$PWD/||") (copied at start) - $(timeout 5 "$BIN_ours" -V 2>&1 | head -n 1), IP_FALLBACK=${IP_FALLBACK-/usr/sbin/ip (default)}" ;;
		iproute2) echo "tool iproute2: $REF_IP - $(timeout 5 "$REF_IP" -V 2>&1 | head -n 1)" ;;
		floor) echo "tool floor: bench/floor (libmnl, one request at a time)" ;;
		busybox) echo "tool busybox: ${BB:-not installed} - no netns support (unsupported rows)" ;;
		esac
	done
	echo "wall time: $((EPOCHSECONDS - start)) s"
} >"$WORK/env.txt"

REPORT_KIND=containers bash "$here/report.sh" "$OUT" || die "report failed"
echo "bench-containers: done in $((EPOCHSECONDS - start)) s: $OUT/bench.csv $OUT/summary.md $OUT/*.png"
