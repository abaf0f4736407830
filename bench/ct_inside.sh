#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# The container benchmark's loop, run by bench/containers.sh as
#   unshare -m -n bash bench/ct_inside.sh
# so that every namespace, mount and link it makes lives and dies with
# this process: /run/netns is a fresh tmpfs of this mount namespace, the
# "host" is this network namespace.  Whatever happens, the exit trap
# removes the containers; a SIGKILL takes the mount namespace, and with
# it every name, down too.
#
# For every N (ascending):
#   scale   from no container: one tool sets up containers 1..N and tears
#           them all down again (ct_step.sh scale), for each repetition
#           and tool in turn;
#   shell, batch
#           with containers 1..N-1 present (made by the floor, not timed),
#           container N is set up and torn down, each variant (peer made
#           in the namespace, peer moved and renamed), each mode, each
#           tool in turn, each repetition.
# Every step runs under timeout; a step that is killed is recorded as
# "timeout" and its containers are removed before the next.
#
# Environment (from containers.sh): RAW WORK FLOOR CT_N CT_REPS CT_TOOLS
# CT_MODES CT_PORTS CT_TIMEOUT CT_SETTLE CT_QUIET CT_IPV6 BIN_ours BIN_iproute2
# GNU_TIME.

set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
errlog=$WORK/errors.log
export CT_GROUP=7001
export RAW WORK FLOOR CT_PORTS GNU_TIME

log() { echo "bench-containers: $*" >&2; }

mount -t tmpfs -o mode=755 tmpfs /run/netns 2>/dev/null ||
	{ mkdir -p /run/netns && mount -t tmpfs -o mode=755 tmpfs /run/netns; } ||
	{ log "cannot mount a tmpfs on /run/netns"; exit 1; }

# clear FIRST COUNT: remove containers FIRST.. (whatever is left of them)
clear_cts() {
	local i
	"$FLOOR" cgroupdel "$1" "$2" "$CT_GROUP" 2>/dev/null
	for ((i = $1; i < $1 + $2; i++)); do
		if [ -e "/run/netns/c$i" ]; then
			umount -l "/run/netns/c$i" 2>/dev/null
			rm -f "/run/netns/c$i"
		fi
	done
	# a move that stopped half-way leaves vpI here
	if [ "$2" -le 2 ]; then
		for ((i = $1; i < $1 + $2; i++)); do
			"$FLOOR" get "vp$i" 2>/dev/null && "$FLOOR" -a vp delete "$i" 1 2>/dev/null
		done
	fi
}

cleanup() {
	local f
	"$FLOOR" purge 2>/dev/null
	for f in /run/netns/*; do
		[ -e "$f" ] || continue
		umount -l "$f" 2>/dev/null
		rm -f "$f"
	done
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

now_s() { echo "$EPOCHSECONDS"; }

# Network namespaces alive on the machine (slab objects): a deleted one
# is destroyed later by the kernel; the next measurement should not pay
# for it.  ns_settle BASE SECONDS waits until no more than BASE are left,
# or the number has not fallen for a second (other users of the machine
# make and remove namespaces too), SECONDS at most.  Not timed.
netns_objs() { awk '$1 == "net_namespace" { print $2; exit }' /proc/slabinfo 2>/dev/null; }
ns_settle() {
	local k lim=$(($2 * 10)) have low still=0
	low=$(netns_objs)
	[ -z "$low" ] && { sleep 0.1; return; }
	for ((k = 0; k < lim && still < 10; k++)); do
		have=$(netns_objs)
		[ "$have" -le "$1" ] && return
		if [ "$have" -lt "$low" ]; then
			low=$have still=0
		else
			still=$((still + 1))
		fi
		sleep 0.1
	done
}

# The machine's CPU time spent busy (all CPUs), in ticks: "busy idle".
cpu_ticks() {
	local _c u n s i w x y z
	read -r _c u n s i w x y z _ </proc/stat
	echo "$((u + n + s + x + y + z)) $((i + w))"
}
# cpu_quiet SECONDS: wait, untimed, until a 5-second window of the whole
# machine is at most CT_QUIET percent busy, SECONDS at most.  Sets
# QUIET_WAITED (seconds) and QUIET_BUSY (the last window's percent).  New
# namespaces keep the kernel busy long after they are made (IPv6 duplicate
# address detection, router solicitations, all under the rtnl lock): with
# 4,999 just made, this machine was 80-90% busy for 20 s and under 10%
# only after about 60 s.  A measurement made in that storm times the
# storm, for every tool alike.
cpu_quiet() {
	local t0=$SECONDS b0 i0 b1 i1 db di
	QUIET_BUSY=100
	while :; do
		read -r b0 i0 <<<"$(cpu_ticks)"
		sleep 5
		read -r b1 i1 <<<"$(cpu_ticks)"
		db=$((b1 - b0)) di=$((i1 - i0))
		QUIET_BUSY=$((100 * db / (db + di + 1)))
		[ "$QUIET_BUSY" -le "$CT_QUIET" ] && break
		[ $((SECONDS - t0)) -ge "$1" ] && break
	done
	QUIET_WAITED=$((SECONDS - t0))
}

max=0
for n in $CT_N; do [ "$n" -gt "$max" ] && max=$n; done
export NBRIDGES=$((max / CT_PORTS + 1))
for ((b = 0; b < NBRIDGES; b++)); do
	echo "link add br$b type bridge"
	echo "link set br$b up"
done >"$WORK/bridges.batch"
"$BIN_iproute2" -batch "$WORK/bridges.batch" >/dev/null 2>>"$errlog" ||
	{ log "cannot create the bridges"; exit 1; }

has_mode() { case " $CT_MODES " in *" $1 "*) return 0 ;; esac; return 1; }

# step TOOL MODE OP N TIMEOUT: one ct_step.sh under timeout
step() {
	local tool=$1 mode=$2 op=$3 n=$4 lim=$5 rc
	IPBIN=$(eval echo "\${BIN_$tool:-}") timeout -k 5 "$lim" \
		bash "$here/ct_step.sh" "$tool" "$mode" "$op" "$n"
	rc=$?
	if [ $rc = 124 ] || [ $rc = 137 ]; then
		log "$tool $mode $op N=$n: timed out after $lim s"
		# partial rows of the step stay; this one says where it hung
		echo "$tool,$mode,$op,$n,$([ "$mode" = scale ] && echo "$n" || echo 1),NA,NA,timeout" >>"$RAW"
		return 1
	elif [ $rc != 0 ]; then
		log "$tool $mode $op N=$n: step failed ($rc)"
		return 1
	fi
	return 0
}

unsupported() { # tool mode op N count
	echo "$1,$2,$3,$4,$5,NA,NA,unsupported" >>"$RAW"
}

start=$(now_s)
have=0	# containers 1..have are present
for n in $CT_N; do
	if has_mode scale; then
		if [ $have -gt 0 ]; then
			clear_cts 1 "$have"
			have=0
		fi
		export CT_BASE=$((1 + NBRIDGES))
		lim=$((CT_TIMEOUT + n / 10))
		for ((rep = 1; rep <= CT_REPS; rep++)); do
			for t in $CT_TOOLS; do
				if [ "$t" = busybox ]; then
					unsupported busybox scale setup "$n" "$n"
					unsupported busybox scale teardown "$n" "$n"
					continue
				fi
				t0=$EPOCHREALTIME
				base=$(netns_objs)
				step "$t" scale setup "$n" "$lim"
				step "$t" scale teardown "$n" "$lim"
				clear_cts 1 "$n"
				ns_settle "${base:-0}" $((10 + n / 100))
				log "N=$n scale rep $rep/$CT_REPS $t: $(echo "$EPOCHREALTIME - $t0" | bc) s (elapsed $(($(now_s) - start)) s)"
			done
		done
	fi
	has_mode shell || has_mode batch || continue

	# containers 1..N-1 present
	if [ $have -lt $((n - 1)) ]; then
		# IPv6 off inside them unless CT_IPV6=on: see floor_ct.c, -4
		v4=(-4)
		[ "$CT_IPV6" = on ] && v4=()
		"$FLOOR" -P "$CT_PORTS" "${v4[@]}" csetup $((have + 1)) $((n - 1 - have)) 2>>"$errlog" ||
			log "populating $((have + 1))..$((n - 1)) reported errors"
	elif [ $have -gt $((n - 1)) ]; then
		clear_cts "$n" $((have - n + 1))
	fi
	if [ $have -lt $((n - 1)) ] && [ "${CT_SETTLE:-0}" -gt 0 ]; then
		# not what one more container costs: see cpu_quiet
		cpu_quiet "$CT_SETTLE"
		log "N=$n: $((n - 1)) containers present; settled ${QUIET_WAITED} s (CPU ${QUIET_BUSY}% busy)"
	fi
	have=$((n - 1))
	got=$(ls /run/netns | wc -l)
	[ "$got" = "$have" ] || log "N=$n: $got namespaces present, $have wanted"
	export CT_BASE=$((1 + NBRIDGES + have))
	[ "$("$FLOOR" count)" = "$CT_BASE" ] || log "N=$n: host links $("$FLOOR" count), $CT_BASE wanted"

	for ((rep = 1; rep <= CT_REPS; rep++)); do
		[ "${CT_SETTLE:-0}" -gt 0 ] && cpu_quiet 15
		for t in $CT_TOOLS; do
			t0=$EPOCHREALTIME
			for mode in shell batch; do
				has_mode $mode || continue
				for v in "" -move; do
					if [ "$t" = busybox ]; then
						unsupported busybox $mode "setup$v" "$n" 1
						unsupported busybox $mode "teardown$v" "$n" 1
						continue
					fi
					base=$(netns_objs)
					step "$t" $mode "setup$v" "$n" "$CT_TIMEOUT"
					step "$t" $mode "teardown$v" "$n" "$CT_TIMEOUT"
					clear_cts "$n" 1
					ns_settle "${base:-0}" 2
				done
			done
			[ "$t" = busybox ] ||
				log "N=$n per-container rep $rep/$CT_REPS $t: $(echo "$EPOCHREALTIME - $t0" | bc) s (elapsed $(($(now_s) - start)) s)"
		done
	done
done
exit 0
