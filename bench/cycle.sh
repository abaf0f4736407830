#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# One measurement: one tool, one N, one mode, inside the (fresh) network
# namespace this script is started in.  run.sh calls it as
#   unshare -n bash bench/cycle.sh TOOL N MODE
# and it appends one CSV row per operation to $RAW (the show ops are
# measured in the batch namespace but reported as mode "show"):
#   tool,mode,op,N,count,seconds,peak_kib,status
#
# TOOL  ours | iproute2 | busybox | floor
# MODE  shell  N processes per op: add, up, del (del capped at SHELL_DEL_MAX)
#       batch  one `ip -batch` per op: add, up, del (capped at DEL_MAX),
#              delgroup; then the show ops with N pairs present, and the
#              "ip address" ops (mode "addr": add, show-br, show, show-dev),
#              "ip route" ops (mode "route": add, show, show-j, show-dev, get)
#              (busybox has no -batch: it only gets the show ops, on pairs
#              the floor creates)
#       nexthop  ours and iproute2: N nexthop objects on one veth by one
#              `ip -batch` (add), N/16 groups of 16 of them (group), then
#              `ip nexthop show` (show), `-j` (show-j), `show groups`,
#              `show id X` (show-id); N routes "nhid I" by one batch
#              (route-add), `ip route show` (route-show) and
#              `ip nexthop flush` (flush: the routes go with them)
#
# Environment (set by run.sh): RAW, WORK, FLOOR, IPBIN, SHELL_DEL_MAX,
# DEL_MAX, SHOW_REPEAT, SHOWDEV_REPEAT, ADDR_REPEAT, GNU_TIME, REF_IP.

set -u
export LC_ALL=C

tool=$1 n=$2 mode=$3
a=veth b=vp
# busybox ignores "peer name": the kernel names the peer veth%d, so the
# devices busybox creates must not themselves be called veth<i>.
[ "$tool" = busybox ] && a=bb
errlog=$WORK/errors.log
rssf=$WORK/rss.$$

# run.sh reports the op named here if the whole run times out
mark() { echo "${emode:-$mode},$1,$2" >"$WORK/current"; }

now_us() { local t=$EPOCHREALTIME; echo "${t/./}"; }

emit() { # op count microseconds peak status
	local s
	s=$(printf '%d.%06d' $(($3 / 1000000)) $(($3 % 1000000)))
	echo "$tool,${emode:-$mode},$1,$n,$2,$s,$4,$5" >>"$RAW"
}

# Sets CMD to the argv of one shell-mode operation on pair $2.
cmd_for() {
	if [ "$tool" = floor ]; then
		case $1 in
		add) CMD=("$FLOOR" create "$2" 1) ;;
		up) CMD=("$FLOOR" setup "$2" 1) ;;
		del) CMD=("$FLOOR" delete "$2" 1) ;;
		esac
	else
		case $1 in
		add) CMD=("$IPBIN" link add "$a$2" type veth peer name "$b$2") ;;
		up) CMD=("$IPBIN" link set dev "$a$2" up) ;;
		del) CMD=("$IPBIN" link del "$a$2") ;;
		esac
	fi
}

# Runs CMD under GNU time (for its peak RSS); returns its status.
with_rss() {
	local rc
	: >"$rssf"
	"$GNU_TIME" -f %M -o "$rssf" "$@" >/dev/null 2>>"$errlog"
	rc=$?
	RSS=$(tail -n 1 "$rssf" 2>/dev/null)
	case $RSS in '' | *[!0-9]*) RSS=NA ;; esac
	return $rc
}

links() { "$FLOOR" count 2>>"$errlog" || echo NA; }

# expect COUNT STATUS: prints STATUS, or "badcount" when the namespace does
# not hold COUNT links (lo included) - a tool that "succeeds" without doing
# the work must not look fast.
expect() {
	local have
	have=$(links)
	if [ "$2" = ok ] && [ "$have" != "$1" ]; then
		echo "links $have, expected $1 ($tool $mode N=$n)" >>"$errlog"
		echo badcount
	else
		echo "$2"
	fi
}

# shell_phase OP COUNT LINKS_AFTER: COUNT processes, the last one under GNU
# time for its peak RSS and left out of the timing.
shell_phase() {
	local op=$1 cnt=$2 after=$3 i fails=0 t0 t1 st
	mark "$op" $((cnt - 1))
	t0=$(now_us)
	for ((i = 1; i < cnt; i++)); do
		cmd_for "$op" "$i"
		"${CMD[@]}" >/dev/null 2>>"$errlog" || fails=$((fails + 1))
	done
	t1=$(now_us)
	cmd_for "$op" "$cnt"
	with_rss "${CMD[@]}" || fails=$((fails + 1))
	st=ok
	[ $fails -gt 0 ] && st=fail:$fails
	st=$(expect "$after" "$st")
	if [ "$cnt" -gt 1 ]; then
		emit "$op" $((cnt - 1)) $((t1 - t0)) "$RSS" "$st"
	else
		emit "$op" 1 0 "$RSS" "$st"
	fi
}

# batch_op OP COUNT LINKS_AFTER CMD...: one process, timed, under GNU time.
batch_op() {
	local op=$1 cnt=$2 after=$3 t0 t1 st=ok
	shift 3
	mark "$op" "$cnt"
	t0=$(now_us)
	with_rss "$@" || st=fail:1
	t1=$(now_us)
	st=$(expect "$after" "$st")
	emit "$op" "$cnt" $((t1 - t0)) "$RSS" "$st"
}

# show_op OP REPEAT CMD...: REPEAT timed runs, then one under GNU time
# (reported as mode $smode, default "show").
show_op() {
	local op=$1 rep=$2 i fails=0 t0 t1 st=ok emode=${smode:-show}
	shift 2
	mark "$op" "$rep"
	t0=$(now_us)
	for ((i = 0; i < rep; i++)); do
		"$@" >/dev/null 2>>"$errlog" || fails=$((fails + 1))
	done
	t1=$(now_us)
	with_rss "$@" || fails=$((fails + 1))
	[ $fails -gt 0 ] && st=fail:$fails
	emit "$op" "$rep" $((t1 - t0)) "$RSS" "$st"
}

# ip address with N pairs present and up (ours and iproute2): ADDR_REPEAT
# processes "ip addr add" (each on another pair), then, with an address
# on every pair (one batch, not timed), "ip -br addr show" and
# "ip addr show dev X".
do_addr() {
	local r=$ADDR_REPEAT i fails=0 t0 t1 st=ok emode=addr half=$((n / 2))
	[ "$r" -gt "$n" ] && r=$n
	[ "$half" -lt 1 ] && half=1
	mark add "$r"
	t0=$(now_us)
	for ((i = 1; i <= r; i++)); do
		"$IPBIN" addr add "10.$((i / 256)).$((i % 256)).1/24" dev "veth$i" \
			>/dev/null 2>>"$errlog" || fails=$((fails + 1))
	done
	t1=$(now_us)
	with_rss "$IPBIN" addr add 10.255.255.1/24 dev "vp$n" || fails=$((fails + 1))
	[ $fails -gt 0 ] && st=fail:$fails
	emit add "$r" $((t1 - t0)) "$RSS" "$st"
	"$IPBIN" -batch "$WORK/addr.$n" >/dev/null 2>>"$errlog"
	smode=addr show_op show-br "$SHOW_REPEAT" "$IPBIN" -br addr show
	smode=addr show_op show "$SHOW_REPEAT" "$IPBIN" addr show
	smode=addr show_op show-dev "$SHOWDEV_REPEAT" "$IPBIN" addr show dev "veth$half"
}

# ip route with N pairs present and up (ours and iproute2): ADDR_REPEAT
# processes "ip route add PREFIX dev X" (each on another pair), then,
# with a route on every pair (one batch, not timed), "ip route show",
# "ip -j route show", "ip route show dev X" and "ip route get".
do_route() {
	local r=$ADDR_REPEAT i fails=0 t0 t1 st=ok emode=route smode=route half=$((n / 2))
	[ "$r" -gt "$n" ] && r=$n
	[ "$half" -lt 1 ] && half=1
	mark add "$r"
	t0=$(now_us)
	for ((i = 1; i <= r; i++)); do
		"$IPBIN" route add "172.$((16 + i / 65536)).$((i / 256 % 256)).$((i % 256))/32" \
			dev "veth$i" >/dev/null 2>>"$errlog" || fails=$((fails + 1))
	done
	t1=$(now_us)
	with_rss "$IPBIN" route add 172.31.255.255/32 dev "veth$n" || fails=$((fails + 1))
	[ $fails -gt 0 ] && st=fail:$fails
	emit add "$r" $((t1 - t0)) "$RSS" "$st"
	"$IPBIN" -batch "$WORK/route.$n" >/dev/null 2>>"$errlog"
	show_op show "$SHOW_REPEAT" "$IPBIN" route show
	show_op show-j "$SHOW_REPEAT" "$IPBIN" -j route show
	show_op show-dev "$SHOWDEV_REPEAT" "$IPBIN" route show dev "veth$half"
	show_op get "$SHOWDEV_REPEAT" "$IPBIN" route get "30.$((half / 65536)).$((half / 256 % 256)).$((half % 256))"
}

do_shell() {
	local m=$n
	[ "$m" -gt "$SHELL_DEL_MAX" ] && m=$SHELL_DEL_MAX
	shell_phase add "$n" $((2 * n + 1))
	shell_phase up "$n" $((2 * n + 1))
	shell_phase del "$m" $((2 * (n - m) + 1))
}

do_batch() {
	local m=$n half=$((n / 2)) f
	[ "$m" -gt "$DEL_MAX" ] && m=$DEL_MAX
	[ "$half" -lt 1 ] && half=1
	case $tool in
	floor)
		batch_op add "$n" $((2 * n + 1)) "$FLOOR" create 1 "$n"
		batch_op up "$n" $((2 * n + 1)) "$FLOOR" setup 1 "$n"
		;;
	busybox)
		"$FLOOR" create 1 "$n" && "$FLOOR" setup 1 "$n"
		;;
	*)
		batch_op add "$n" $((2 * n + 1)) "$IPBIN" -batch "$WORK/add.$n"
		batch_op up "$n" $((2 * n + 1)) "$IPBIN" -batch "$WORK/up.$n"
		;;
	esac

	# the show ops, N pairs present and up
	if [ "$tool" = floor ]; then
		for f in show show-d show-j show-br; do
			show_op "$f" "$SHOW_REPEAT" "$FLOOR" dump
		done
		show_op show-dev "$SHOWDEV_REPEAT" "$FLOOR" get "veth$half"
	else
		show_op show "$SHOW_REPEAT" "$IPBIN" link show
		if [ "$tool" = busybox ]; then
			# busybox ip knows neither -d nor -j
			emode=show emit show-d "$SHOW_REPEAT" 0 NA unsupported
			emode=show emit show-j "$SHOW_REPEAT" 0 NA unsupported
			emode=show emit show-br "$SHOW_REPEAT" 0 NA unsupported
		else
			show_op show-d "$SHOW_REPEAT" "$IPBIN" -d link show
			show_op show-j "$SHOW_REPEAT" "$IPBIN" -j link show
			show_op show-br "$SHOW_REPEAT" "$IPBIN" -br link show
		fi
		show_op show-dev "$SHOWDEV_REPEAT" "$IPBIN" link show dev "veth$half"
	fi
	[ "$tool" = busybox ] && return
	[ "$tool" = floor ] || do_addr
	[ "$tool" = floor ] || do_route

	# per-device deletion of the first m pairs, then put them back
	if [ "$tool" = floor ]; then
		batch_op del "$m" $((2 * (n - m) + 1)) "$FLOOR" delete 1 "$m"
	else
		batch_op del "$m" $((2 * (n - m) + 1)) "$IPBIN" -batch "$WORK/del.$m"
	fi
	"$FLOOR" purge 2>>"$errlog"
	"$FLOOR" create 1 "$n" 2>>"$errlog" && "$FLOOR" setup 1 "$n" 2>>"$errlog"

	# bulk deletion: every pair into a group, then one delete of the group
	if [ "$tool" = floor ]; then
		batch_op delgroup "$n" 1 "$FLOOR" groupdel 1 "$n" 7
	else
		batch_op delgroup "$n" 1 "$IPBIN" -batch "$WORK/grp.$n"
	fi
}

# nexthop_check OP COUNT: the status of an op that leaves COUNT nexthops
# (counted by iproute2: a tool that "succeeds" without doing the work
# must not look fast); sets ST from the op's own status in ST.
nexthop_check() {
	local have
	have=$("$REF_IP" nexthop show 2>>"$errlog" | wc -l)
	if [ "$ST" = ok ] && [ "$have" != "$2" ]; then
		echo "nexthops $have after $1, expected $2 ($tool N=$n)" >>"$errlog"
		ST=badcount
	fi
}

# nh_op OP COUNT NEXTHOPS_AFTER CMD...: one timed process.
nh_op() {
	local op=$1 cnt=$2 after=$3 t0 t1
	shift 3
	mark "$op" "$cnt"
	ST=ok
	t0=$(now_us)
	with_rss "$@" || ST=fail:1
	t1=$(now_us)
	nexthop_check "$op" "$after"
	emit "$op" "$cnt" $((t1 - t0)) "$RSS" "$ST"
}

do_nexthop() {
	local g=$((n / 16)) half=$(((n + 1) / 2)) emode=nexthop smode=nexthop
	case $tool in floor | busybox) return ;; esac
	"$FLOOR" create 1 1 2>>"$errlog" && "$FLOOR" setup 1 1 2>>"$errlog" &&
		"$REF_IP" link set vp1 up 2>>"$errlog" &&
		"$REF_IP" addr add 10.0.0.1/8 dev veth1 2>>"$errlog"
	nh_op add "$n" "$n" "$IPBIN" -batch "$WORK/nh.$n"
	nh_op group "$g" $((n + g)) "$IPBIN" -batch "$WORK/nhgrp.$n"
	show_op show "$SHOW_REPEAT" "$IPBIN" nexthop show
	show_op show-j "$SHOW_REPEAT" "$IPBIN" -j nexthop show
	show_op show-groups "$SHOW_REPEAT" "$IPBIN" nexthop show groups
	show_op show-id "$SHOWDEV_REPEAT" "$IPBIN" nexthop show id "$half"
	nh_op route-add "$n" $((n + g)) "$IPBIN" -batch "$WORK/nhrt.$n"
	show_op route-show "$SHOW_REPEAT" "$IPBIN" route show
	nh_op flush $((n + g)) 0 "$IPBIN" nexthop flush
}

case $mode in
shell) do_shell ;;
batch) do_batch ;;
nexthop) do_nexthop ;;
*) echo "cycle.sh: unknown mode $mode" >&2; exit 2 ;;
esac
mark cleanup 0
# leave an empty namespace: its teardown must not overlap the next run
"$FLOOR" purge 2>>"$errlog"
rm -f "$rssf"
exit 0
