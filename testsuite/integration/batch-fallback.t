#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Lines for objects this ip does not implement go, one at a time and in
# their place, to the fallback ip (IP_FALLBACK): a child with the output
# options and the line's words, its exit status the line's; with no
# fallback such a line fails with a clear message.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip

# a stand-in fallback: logs its words, prints a line, exits with the
# number after "exit" if there is one
cat >"$IPT_TMP/fb" <<'SH'
#!/bin/sh
echo "fb: $*" >>"$FB_LOG"
echo "fallback says: $*"
while [ $# -gt 0 ]; do [ "$1" = exit ] && exit "$2"; shift; done
exit 0
SH
chmod +x "$IPT_TMP/fb"
export FB_LOG="$IPT_TMP/fb.log"

# an object that is ours is none of the stand-in's business; find one
# that is not (a line the batch hands over)
obj=
for o in xfrm tcpmetrics mroute l2tp; do
	if IP_FALLBACK= $IP $o help >/dev/null 2>&1 </dev/null; [ $? -ne 0 ] &&
	   IP_FALLBACK= $IP $o help 2>&1 </dev/null | grep -q 'not implemented'; then
		obj=$o
		break
	fi
done
[ -n "$obj" ] || bail "every object is implemented: nothing to hand over"

printf 'link show lo\n%s one two\nlink show dev lo\n%s exit 3\nlink show lo\n' "$obj" "$obj" >"$IPT_TMP/b"
: >"$FB_LOG"
IP_FALLBACK="$IPT_TMP/fb" $IP -force -d -j -batch "$IPT_TMP/b" >"$IPT_TMP/out" 2>"$IPT_TMP/err" </dev/null
rc=$?
[ $rc -eq 1 ]
ok $? "a line the fallback fails makes the batch fail (exit $rc)"
printf 'fb: -d -j %s one two\nfb: -d -j %s exit 3\n' "$obj" "$obj" | cmp -s - "$FB_LOG"
ok $? "the fallback got each line's words after the output options, one line at a time"
awk '/fallback says/ { print NR ": " $0 }' "$IPT_TMP/out" >"$IPT_TMP/order"
# "link show" prints one JSON line each with -j: line 1, the fallback,
# line 3, the fallback, line 5
[ "$(cut -d: -f1 "$IPT_TMP/order" | tr '\n' ' ')" = "2 4 " ]
ok $? "the fallback's output comes in the line's place"
[ "$(cat "$IPT_TMP/err")" = "Command failed $IPT_TMP/b:4" ]
ok $? "its exit status is the line's: \"Command failed\" for line 4 only"

# standard input stays the batch's: a batch on a pipe with a fallback line
printf 'link show lo\n%s one\nlink show dev lo\n' "$obj" |
	IP_FALLBACK="$IPT_TMP/fb" $IP -batch - >"$IPT_TMP/out2" 2>&1
[ $? -eq 0 ] && [ "$(grep -c '^1: lo' "$IPT_TMP/out2")" -eq 2 ]
ok $? "a batch on standard input keeps its input across a fallback line"

# no fallback: a clear message, the line fails
printf '%s one\nlink show lo\n' "$obj" >"$IPT_TMP/b2"
IP_FALLBACK= $IP -force -batch "$IPT_TMP/b2" >"$IPT_TMP/out3" 2>"$IPT_TMP/err3" </dev/null
rc=$?
[ $rc -eq 1 ] && grep -q "^Object \"$obj\" is not implemented by this ip and no fallback ip is set (IP_FALLBACK)\.$" "$IPT_TMP/err3" &&
	grep -q "^Command failed $IPT_TMP/b2:1$" "$IPT_TMP/err3" && grep -q '^1: lo' "$IPT_TMP/out3"
ok $? "without a fallback the line fails with a clear message; -force goes on"

# the real fallback: the same output as iproute2's own batch

printf 'tcp_metrics show\nlink show lo\ntcp_metrics show\n' >"$IPT_TMP/b4"
if IP_FALLBACK= $IP tcp_metrics show >/dev/null 2>&1; then
	skip "tcp_metrics through the real fallback" "tcp_metrics is implemented here"
else
	run_tool "$IPT_TMP/r4got" env IP_FALLBACK="$REF_IP" "$IP" -batch "$IPT_TMP/b4"
	run_tool "$IPT_TMP/r4want" "$REF_IP" -batch "$IPT_TMP/b4"
	cmp_run "tcp_metrics lines through /usr/sbin/ip print what iproute2's batch prints" "$IPT_TMP/r4got" "$IPT_TMP/r4want"
fi
done_testing
