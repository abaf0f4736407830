# SPDX-License-Identifier: GPL-2.0-or-later
# testsuite/rulelib.sh - helpers of the "ip rule" tests, sourced after
# lib.sh.
#
#   rule_state FILE     every rule of this namespace, IPv4 and IPv6, as
#                       the oracle shows them (-d -j: protocols too) and
#                       saves them (testsuite/savedump.pl: the raw
#                       messages, every attribute, sequence numbers and
#                       port ids zeroed)
#   rerr ARGS...        dshow, plus a test that the rules did not change
#                       (commands that must fail)
#   RULE_STATE          "ref" lines ending a dscript: the same comparison
#                       between the two namespaces
#   rscript DESC < script   dscript with RULE_STATE at its end
#   rreq [-s SETUP] ARGS... the RTM_NEWRULE / RTM_DELRULE requests "ip
#                       ARGS" sends (strace), each in hex with its
#                       sequence number and port id zeroed, with its
#                       stdout, stderr and exit code, must be iproute2's:
#                       one TAP test (each tool in a fresh namespace after
#                       SETUP, a shell snippet run with iproute2's ip)

rule_state() {
	{ "$REF_IP" -d -j rule show 2>&1; echo
	  "$REF_IP" -6 -d -j rule show 2>&1; echo
	  "$REF_IP" rule save 2>&1 | perl "$top/testsuite/savedump.pl"
	  "$REF_IP" -6 rule save 2>&1 | perl "$top/testsuite/savedump.pl"; } >"$1"
}

rerr() {
	rule_state "$IPT_TMP/rbefore"
	dshow "$@"
	rule_state "$IPT_TMP/rafter"
	IPT_N=$((IPT_N + 1))
	if cmp -s "$IPT_TMP/rbefore" "$IPT_TMP/rafter"; then
		echo "ok $IPT_N - rules unchanged after ip $*"
	else
		echo "not ok $IPT_N - rules unchanged after ip $*"
		diag_diff "$IPT_TMP/rbefore" "$IPT_TMP/rafter"
		IPT_FAILED=$((IPT_FAILED + 1))
	fi
}

RULE_STATE="ref -d -j rule show
ref -6 -d -j rule show
ref rule save | perl $top/testsuite/savedump.pl
ref -6 rule save | perl $top/testsuite/savedump.pl"

rscript() {
	cat >"$IPT_TMP/rscript"
	printf '%s\n' "$RULE_STATE" >>"$IPT_TMP/rscript"
	dscript "$@" <"$IPT_TMP/rscript"
}

# The rule requests in an strace log (-e write=all), one line each.
rreq_decode() {
	perl -e '
use strict; use warnings;
my (@bufs, $cur);
while (my $l = <STDIN>) {
	if ($l =~ /^\s*\d*\s*(sendmsg|sendto)\(/) {
		push @bufs, ""; $cur = \$bufs[-1]; next;
	}
	if ($l =~ /^ \| [0-9a-f]{5}  ((?:[0-9a-f]{2}\s{1,2}){1,16})/ && defined $cur) {
		my $h = $1; $h =~ s/\s+//g; $$cur .= pack("H*", $h);
	}
}
for my $b (@bufs) {
	while (length($b) >= 16) {
		my ($len, $type) = unpack("L S", $b);
		last if $len < 16 || $len > length($b);
		my $m = substr($b, 0, $len);
		substr($m, 8, 8) = "\0" x 8;
		print unpack("H*", $m), "\n" if $type == 32 || $type == 33;
		$b = substr($b, ($len + 3) & ~3);
	}
}'
}

rreq() {
	_rs=:
	if [ "$1" = "-s" ]; then
		_rs=$2
		shift 2
	fi
	for _w in got ref; do
		if [ $_w = got ]; then _tool=$IP; else _tool=$REF_IP; fi
		unshare -n sh -c 'ip() { "$REF_IP" "$@"; }; eval "$1"; shift
			# (LeakSanitizer cannot run under ptrace)
			ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
			strace -f -qq -e trace=sendmsg,sendto -e write=all \
				-o "$0.st" "$@" >"$0.out" 2>"$0.err" </dev/null
			echo $? >"$0.rc"' "$IPT_TMP/rq.$_w" "$_rs" "$_tool" "$@"
		rreq_decode <"$IPT_TMP/rq.$_w.st" >>"$IPT_TMP/rq.$_w.out"
	done
	cmp_run "request: ip $*" "$IPT_TMP/rq.got" "$IPT_TMP/rq.ref"
}
