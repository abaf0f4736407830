#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Batch mode guarantees beyond line-by-line equality:
# - a coalesced delete never removes a device the batch did not name, even
#   one already sitting in the scratch group;
# - SIGTERM in the middle of a delete run leaves no device in the scratch
#   group: each is deleted or back where it was;
# - the link cache follows renames and deletions made by another process
#   while a batch runs on a pipe, and each line is acted on as soon as it
#   arrives (-ack tells the caller which line finished, with its status);
# - bad input gets iproute2's messages and exit codes;
# - a 100,000-line batch runs in under 8 MiB.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth kind_bridge

REF=$REF_IP
mkpairs() {	# mkpairs PREFIX N
	i=0
	while [ $i -lt "$2" ]; do
		echo "link add $1$i type veth peer name $1p$i"
		i=$((i + 1))
	done >"$IPT_TMP/mk"
	$REF -batch "$IPT_TMP/mk"
}
dels() {	# dels PREFIX N > file
	i=0
	while [ $i -lt "$2" ]; do
		echo "link del $1$i"
		i=$((i + 1))
	done
}
count() { $REF -o link show | grep -c "$1" ; }

# --- a foreign device in the scratch group survives
G=2000000001
mkpairs a 20
$REF link add f0 type veth peer name fp0
$REF link set f0 group $G
dels a 20 >"$IPT_TMP/d1"
IP_BATCH_SCRATCH_GROUP=$G $IP_TEST -batch "$IPT_TMP/d1" 2>"$IPT_TMP/d1.err"
ok $? "delete run with a foreign device in the scratch group: exit 0"
[ "$(count ': a[0-9]')" -eq 0 ]
ok $? "every named device is gone"
$REF link show f0 >/dev/null 2>&1 && $REF link show fp0 >/dev/null 2>&1
ok $? "the foreign device (and its peer) survived"
grep -q "not named here joined scratch group $G" "$IPT_TMP/d1.err"
ok $? "the stranger in the scratch group is reported"
$REF link del f0

# --- SIGTERM during a delete run strands nothing in the scratch group
G=2000000002
for delay in 0.02 0.1 0.3; do
	mkpairs b 300
	dels b 300 >"$IPT_TMP/d2"
	IP_BATCH_SCRATCH_GROUP=$G $IP_TEST -batch "$IPT_TMP/d2" &
	pid=$!
	sleep $delay
	kill -TERM $pid 2>/dev/null
	wait $pid
	[ "$($REF -d link show | grep -c "group $G")" -eq 0 ]
	ok $? "SIGTERM after ${delay}s: no device left in the scratch group"
	$REF link del group 0 2>/dev/null	# clean up what survived
	for l in $($REF -o link show | awk -F': ' '$2 ~ /^b/ {sub(/@.*/, "", $2); print $2}'); do
		$REF link del "$l" 2>/dev/null
	done
done

# --- a batch on a pipe: acts per line, reports per line, cache follows
$REF link add br0 type bridge
$REF link add v1 type veth peer name w1
$REF link add v2 type veth peer name w2
$REF link add v3 type veth peer name w3
$REF link add v4 type veth peer name w4
mkfifo "$IPT_TMP/in"
$IP -force -ack -batch - <"$IPT_TMP/in" >"$IPT_TMP/acks" 2>"$IPT_TMP/errs" &
pid=$!
exec 3>"$IPT_TMP/in"
wait_ack() {	# wait_ack LINE: until "ack LINE ..." is out (10 s at most)
	n=0
	until grep -q "^ack $1 " "$IPT_TMP/acks"; do
		n=$((n + 1))
		[ $n -gt 200 ] && return 1
		sleep 0.05
	done
}
echo "link set v1 master br0" >&3
wait_ack 1
ok $? "line 1 acknowledged while the pipe stays open"
$REF link set br0 name brold
$REF link add br0 type bridge
$REF link set v3 name v3x
$REF link del v4
echo "link set v2 master br0" >&3
wait_ack 2
$REF -o link show v2 | grep -q "master br0 "
ok $? "after another process renamed br0 away and made a new br0, master br0 means the new one"
echo "link set v4 up" >&3
echo "link set v3x up" >&3
wait_ack 4
grep -q "^ack 3 1$" "$IPT_TMP/acks" && grep -q "^ack 4 0$" "$IPT_TMP/acks"
ok $? "a device deleted meanwhile fails (status 1), a renamed one is found by its new name"
exec 3>&-
wait $pid
[ $? -eq 1 ]
ok $? "batch on a pipe ends when the pipe closes, exit status 1 after a failed line"
grep -q 'Cannot find device "v4"' "$IPT_TMP/errs"
ok $? "the failure carries iproute2's message"

# --- bad input: same messages and exit codes as iproute2
badcase() {	# badcase DESC FILE-CONTENT-GENERATOR
	"$2" >"$IPT_TMP/bad"
	run_tool "$IPT_TMP/bg" "$IP" -batch "$IPT_TMP/bad"
	run_tool "$IPT_TMP/bw" "$REF" -batch "$IPT_TMP/bad"
	cmp_run "bad input: $1" "$IPT_TMP/bg" "$IPT_TMP/bw"
}
nul_line() { printf 'link show lo\000garbage here\nlink show nope\n'; }
long_line() { printf 'link set dev '; head -c 1000000 /dev/zero | tr '\0' a; printf ' up\nlink show lo\n'; }
unterminated() { printf 'link show lo\nlink show "lo\nlink show lo\n'; }
too_many() { printf 'link set lo'; i=0; while [ $i -lt 507 ]; do printf ' up'; i=$((i + 1)); done; printf ' mtu abc\n'; }
most_words() { printf 'link set lo'; i=0; while [ $i -lt 506 ]; do printf ' up'; i=$((i + 1)); done; printf ' mtu abc\n'; }
binary() { printf 'link show lo\n\001\002\377\376 \033[0m\nlink show lo\n'; }
continuation() { printf 'link \\\nshow lo\nlink show \\\n'; }
badcase "NUL byte in a line" nul_line
badcase "a line of 1 MB" long_line
badcase "unterminated quote" unterminated
badcase "512 words: too many" too_many
badcase "511 words: still read" most_words
badcase "binary garbage" binary
badcase "continuation at the end" continuation
run_tool "$IPT_TMP/bg" "$IP" -batch "$IPT_TMP/does-not-exist"
run_tool "$IPT_TMP/bw" "$REF" -batch "$IPT_TMP/does-not-exist"
cmp_run "bad input: missing file" "$IPT_TMP/bg" "$IPT_TMP/bw"
run_tool "$IPT_TMP/bg" "$IP" -batch "$IPT_TMP"
run_tool "$IPT_TMP/bw" "$REF" -batch "$IPT_TMP"
cmp_run "bad input: a directory" "$IPT_TMP/bg" "$IPT_TMP/bw"

# --- constant memory: 100,000 lines
awk 'BEGIN { for (i = 0; i < 100000; i++) { if (i % 10 == 0) print "# comment " i; print "link set dev lo mtu 65536" } }' >"$IPT_TMP/big"
for force in "" -force; do
	if [ "${BUILD:-build}" = build-san ]; then
		# ASan's shadow memory and quarantine are most of the RSS there
		skip "100,000-line batch memory ${force}" "sanitizer build"
	elif want gnutime "100,000-line batch memory ${force:-(no -force)}"; then
		/usr/bin/time -f %M -o "$IPT_TMP/rss" $IP $force -batch "$IPT_TMP/big"
		rss=$(tail -n 1 "$IPT_TMP/rss")
		[ "$rss" -lt 8192 ]
		ok $? "100,000-line batch ${force:-(no -force)}: peak RSS ${rss} KiB < 8192 KiB"
	fi
done
done_testing
