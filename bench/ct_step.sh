#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# One timed step of the container benchmark, run by bench/ct_inside.sh as
#   timeout T bash bench/ct_step.sh TOOL MODE OP N
# inside the benchmark's network and mount namespace.  Appends one CSV row
# per op to $RAW (tool,mode,op,N,count,seconds,peak_kib,status); the
# caller records "timeout" when the step is killed.
#
# TOOL  ours | iproute2 | floor    (busybox never gets here: no netns)
# MODE  shell  one process per command, container N
#       batch  per container one `ip -batch` of the host lines and one
#              `ip -n cN -batch` of the lines inside the namespace;
#              teardown one `ip -batch`
#       scale  containers 1..N at once: one `ip -batch` of every host line,
#              then one `ip -n cI -batch` per container; teardown one
#              `ip -batch` of every `link del` and then every `netns del`
# OP    setup | setup-move | teardown | teardown-move   (scale: setup,
#       teardown)
#
# Container I: netns cI, veth vhI (host) -- eth0 (in cI), addresses
# 10.0.0.0 + 4I: .1/30 on vhI, .2/30 on eth0, vhI a port of
# br<I / CT_PORTS>, a default route in cI via the .1 address.  The floor
# (bench/floor_ct.c) does the same by bare rtnetlink.
#
# Environment (from ct_inside.sh): RAW WORK FLOOR IPBIN CT_PORTS GNU_TIME,
# CT_GROUP (the floor's scratch group at scale), CT_BASE (links the host
# holds without the containers of this step).

set -u
export LC_ALL=C

tool=$1 mode=$2 op=$3 n=$4
errlog=$WORK/errors.log
fails=0

now_us() { local t=$EPOCHREALTIME; echo "${t/./}"; }

emit() { # op count microseconds peak status
	local s
	s=$(printf '%d.%06d' $(($3 / 1000000)) $(($3 % 1000000)))
	echo "$tool,$mode,$1,$n,$2,$s,$4,$5" >>"$RAW"
}

# addr I HOST: sets A to 10.0.0.0 + 4I + HOST, dotted (no subshell: the
# scale files have thousands of them)
addr() {
	local a=$((4 * $1 + $2))
	A="10.$((a >> 16 & 255)).$((a >> 8 & 255)).$((a & 255))"
}

# the lines of container I: host side (variant peer|move), inside, teardown
host_lines() {
	local i=$1
	addr "$i" 1
	echo "netns add c$i"
	if [ "$2" = move ]; then
		echo "link add vh$i type veth peer name vp$i"
		echo "link set dev vp$i netns c$i name eth0"
	else
		echo "link add vh$i type veth peer name eth0 netns c$i"
	fi
	echo "addr add $A/30 dev vh$i"
	echo "link set vh$i master br$((i / CT_PORTS))"
	echo "link set vh$i up"
}
ns_lines() {
	addr "$1" 2
	echo "addr add $A/30 dev eth0"
	echo "link set eth0 up"
	echo "link set lo up"
	addr "$1" 1
	echo "route add default via $A"
}

# run WORDS...: one command, its failure counted
run() {
	"$@" >/dev/null 2>>"$errlog" || fails=$((fails + 1))
}

# shell mode: every line a process (ip -n cI for the inside lines)
shell_setup() {
	local i=$1 l
	# shellcheck disable=SC2086 # the lines are words
	while read -r l; do run "$IPBIN" $l; done <"$WORK/ct/host.$i"
	# shellcheck disable=SC2086
	while read -r l; do run "$IPBIN" -n "c$i" $l; done <"$WORK/ct/ns.$i"
}

status() {
	local st=ok
	[ $fails -gt 0 ] && st=fail:$fails
	# a tool that "succeeds" without doing the work must not look fast
	if [ "$st" = ok ] && ! "$FLOOR" -P "$CT_PORTS" ccheck "$@" 2>>"$errlog"; then
		echo "ccheck $* after $tool $mode $op N=$n" >>"$errlog"
		st=badcheck
	fi
	echo "$st"
}

# gone FIRST COUNT: no /run/netns/cI left, and the host holds CT_BASE
# links (lo, the bridges, the other containers' host ends)
gone() {
	local i left=0
	for ((i = $1; i < $1 + $2; i++)); do
		[ -e "/run/netns/c$i" ] && left=$((left + 1))
	done
	[ "$("$FLOOR" count 2>>"$errlog")" = "$CT_BASE" ] || left=$((left + 1))
	[ $left = 0 ]
}

# wait until the host holds CT_BASE links again (a delete that returns
# before the kernel is done must not look fast); at most about 60 s
settle() {
	local k
	for ((k = 0; k < 6000; k++)); do
		[ "$("$FLOOR" count 2>/dev/null)" = "$CT_BASE" ] && return 0
		sleep 0.01
	done
	return 1
}

mkdir -p "$WORK/ct"
case $mode in
shell | batch)
	i=$n variant=peer
	case $op in *-move) variant=move ;; esac
	case $op in
	setup*)
		host_lines "$i" "$variant" >"$WORK/ct/host.$i"
		ns_lines "$i" >"$WORK/ct/ns.$i"
		t0=$(now_us)
		if [ "$tool" = floor ]; then
			fl=()
			[ $variant = move ] && fl=(-m)
			run "$FLOOR" -P "$CT_PORTS" "${fl[@]}" csetup "$i" 1
		elif [ "$mode" = shell ]; then
			shell_setup "$i"
		else
			run "$IPBIN" -batch "$WORK/ct/host.$i"
			run "$IPBIN" -n "c$i" -batch "$WORK/ct/ns.$i"
		fi
		t1=$(now_us)
		emit "$op" 1 $((t1 - t0)) NA "$(status "$i" 1)"
		;;
	teardown*)
		printf 'link del vh%s\nnetns del c%s\n' "$i" "$i" >"$WORK/ct/del.$i"
		t0=$(now_us)
		if [ "$tool" = floor ]; then
			run "$FLOOR" cteardown "$i" 1
		elif [ "$mode" = shell ]; then
			run "$IPBIN" link del "vh$i"
			run "$IPBIN" netns del "c$i"
		else
			run "$IPBIN" -batch "$WORK/ct/del.$i"
		fi
		settle || fails=$((fails + 1))
		t1=$(now_us)
		st=ok
		[ $fails -gt 0 ] && st=fail:$fails
		if [ "$st" = ok ] && ! gone "$i" 1; then
			echo "container $i left after $tool $mode $op N=$n" >>"$errlog"
			st=badcheck
		fi
		emit "$op" 1 $((t1 - t0)) NA "$st"
		;;
	esac
	;;
scale)
	case $op in
	setup)
		if [ "$tool" != floor ]; then
			for ((i = 1; i <= n; i++)); do host_lines "$i" peer; done >"$WORK/ct/scale-host.$n"
			for ((i = 1; i <= n; i++)); do ns_lines "$i" >"$WORK/ct/scale-ns.$i"; done
		fi
		rss=NA
		t0=$(now_us)
		if [ "$tool" = floor ]; then
			run "$FLOOR" -P "$CT_PORTS" csetup 1 "$n"
			t1=$t0
		else
			"$GNU_TIME" -f %M -o "$WORK/ct/rss" "$IPBIN" -batch "$WORK/ct/scale-host.$n" \
				>/dev/null 2>>"$errlog" || fails=$((fails + 1))
			t1=$(now_us)
			for ((i = 1; i <= n; i++)); do
				run "$IPBIN" -n "c$i" -batch "$WORK/ct/scale-ns.$i"
			done
			rss=$(tail -n 1 "$WORK/ct/rss" 2>/dev/null)
			case $rss in '' | *[!0-9]*) rss=NA ;; esac
		fi
		t2=$(now_us)
		st=$(status 1 "$n")
		if [ "$tool" != floor ]; then
			emit setup-host "$n" $((t1 - t0)) "$rss" "$st"
			emit setup-ns "$n" $((t2 - t1)) NA "$st"
		fi
		emit setup "$n" $((t2 - t0)) "$rss" "$st"
		;;
	teardown)
		if [ "$tool" != floor ]; then
			{
				for ((i = 1; i <= n; i++)); do echo "link del vh$i"; done
				for ((i = 1; i <= n; i++)); do echo "netns del c$i"; done
			} >"$WORK/ct/scale-del.$n"
		fi
		t0=$(now_us)
		if [ "$tool" = floor ]; then
			run "$FLOOR" cgroupdel 1 "$n" "$CT_GROUP"
		else
			"$GNU_TIME" -f %M -o "$WORK/ct/rss" "$IPBIN" -batch "$WORK/ct/scale-del.$n" \
				>/dev/null 2>>"$errlog" || fails=$((fails + 1))
		fi
		settle || fails=$((fails + 1))
		t1=$(now_us)
		rss=NA
		if [ "$tool" != floor ]; then
			rss=$(tail -n 1 "$WORK/ct/rss" 2>/dev/null)
			case $rss in '' | *[!0-9]*) rss=NA ;; esac
		fi
		st=ok
		[ $fails -gt 0 ] && st=fail:$fails
		if [ "$st" = ok ] && ! gone 1 "$n"; then
			echo "containers left after $tool scale teardown N=$n" >>"$errlog"
			st=badcheck
		fi
		emit teardown "$n" $((t1 - t0)) "$rss" "$st"
		;;
	esac
	;;
*)
	echo "ct_step.sh: unknown mode $mode" >&2
	exit 2
	;;
esac
exit 0
