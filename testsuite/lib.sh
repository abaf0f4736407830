# SPDX-License-Identifier: GPL-2.0-or-later
# testsuite/lib.sh - TAP output and differential helpers for the
# integration tests (testsuite/integration/*.t).
#
# Source it from a test:   . "$(dirname "$0")/../lib.sh"
# On first load it re-runs the test inside a fresh network namespace
# (unshare -n), so a test may change anything it likes.
#
# Variables:
#   IP      the ip under test        (default: <top>/ip/ip)
#   IP_TEST the same ip built with the test-only knobs (-DIP_TEST_KNOBS:
#           IP_BATCH_SCRATCH_GROUP, IP_BATCH_ROUND_PAUSE, ...), for tests
#           that need one
#           (default: <top>/ip/ip-test, or $IP when IP is given)
#   REF_IP  the behaviour oracle     (default: /usr/sbin/ip)
#   top     the source tree
#
# TAP:
#   ok STATUS DESC          pass when STATUS is 0
#   pass DESC / fail DESC   unconditional
#   skip DESC REASON        a skipped test
#   diag TEXT...            "# TEXT" lines
#   IPT_TODO=REASON         tests run while it is set are TAP TODO: shown,
#                           not counted as failures (known, planned gaps)
#   done_testing            print the plan; call last
#
# Kernel features and tools (testsuite/probe.sh: asked once, cached):
#   need FEATURE...         the file relies on them: a skip of the whole
#                           file where one is absent
#   want "FEATURE..." DESC  0 when all are present, else one skip (DESC,
#                           with the reason) and 1: want seg6 "x" && dscript ...
#   lines_want FILE FEATURE REGEX DESC  where FEATURE is absent: one skip
#                           and FILE's lines matching REGEX left out
#   ipt_have FEATURE        0 when present, else 1 and IPT_WHY says why
#   IPT_ASSUME_ABSENT="mroute4 kind_vxlan ..." (or "all"): those probes
#                           answer "absent", to run the skip paths here
#   IPT_SKIP_LOG            where each skip is noted for make check's
#                           closing summary (testsuite/skips.sh)
#
# Differential helpers (the main oracle):
#   dshow ARGS...           run "$IP ARGS" and "$REF_IP ARGS" here, on the
#                           same state; stdout, stderr and exit code must
#                           be equal.  One TAP test.  IPT_SHOW_MASK: a sed
#                           -E script for what ticks (applied to both).
#   dscript [-m] DESC <<EOF   run a script (one command per line) once with
#     ip link add ...        each tool, each time in a new network
#     ref link set ...       namespace.  "ip" is the tool under test, "ref"
#   EOF                      always the oracle (for set-up).  Every "ip" line
#                           is one TAP test (stdout, stderr, exit code), then
#                           one test compares the final "-d -j -p link show"
#                           of both namespaces.  -m masks MAC addresses
#                           (veth and bridge MACs are random unless set).
#                           Lines in $IPT_SETUP run first (usually "ref ...").
#                           IPT_NO_LINE_WAIT=1: show lines do not wait for
#                           operstate to settle first (nothing changes it).
#                           IPT_SYSFS=1: each namespace also gets a mount
#                           namespace with its own /sys (sysfs shows the
#                           links of the namespace that mounts it).
#   run_tool OUTPREFIX TOOL ARGS...  run one command, leaving
#                           OUTPREFIX.out, .err, .rc
#   cmp_run DESC A B        one TAP test comparing two run_tool results
#   link_state FILE         normalised "-d -j -p link show" of this netns
#   link_settle             wait until no operstate change is in flight
#   derr ARGS...            dshow, plus a test that the link state did
#                           not change (for commands that must fail)
#   send_frames DEV N SIZE  put N frames on DEV so counters are not zero
#   ipt_require_ip          bail out when $IP is not built

if [ -z "${top:-}" ]; then
	top=$(cd "$(dirname "$0")/../.." && pwd)
fi
. "$top/testsuite/probe.sh"
[ -n "${IP:-}" ] && IP_TEST=${IP_TEST:-$IP}
IP=${IP:-$top/ip/ip}
REF_IP=${REF_IP:-/usr/sbin/ip}
IP_TEST=${IP_TEST:-$top/ip/ip-test}
# Relative paths would break in helpers that change directory.
case $IP in /*) ;; */*) IP=$PWD/$IP ;; esac
case $REF_IP in /*) ;; */*) REF_IP=$PWD/$REF_IP ;; esac
case $IP_TEST in /*) ;; */*) IP_TEST=$PWD/$IP_TEST ;; esac
export IP REF_IP IP_TEST top
# The system's python3 (a python3 found first in PATH may be a shim that
# takes half a second to start).
if [ -x /usr/bin/python3 ]; then PYTHON3=/usr/bin/python3; else PYTHON3=python3; fi
export PYTHON3
# Sanitized runs: LeakSanitizer's check at the exit of every process costs
# about 70 ms here (a process start is 5 ms).  IPT_LEAK_TESTS, a list of
# test file names without .t, keeps it for those files only (CI names the
# batch, monitor and loader tests; the fuzzers and unit tests check leaks
# always); unset, every file checks.
if [ -n "${IPT_LEAK_TESTS:-}" ] && [ -z "${IPT_LEAK_DECIDED:-}" ]; then
	_lt=${0##*/}
	case " $IPT_LEAK_TESTS " in
	*" ${_lt%.t} "*) ;;
	*) ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0
	   export ASAN_OPTIONS ;;
	esac
	IPT_LEAK_DECIDED=1
	export IPT_LEAK_DECIDED
fi
# Nothing is handed to iproute2 unseen: a passing test is ours.
IP_FALLBACK=
export IP_FALLBACK

# Run every test in a namespace of its own.
if [ "${IPT_NETNS:-}" != "$$" ] && [ -z "${IPT_NO_UNSHARE:-}" ]; then
	if ! command -v unshare >/dev/null 2>&1; then
		echo "1..0 # SKIP unshare not found"
		exit 0
	fi
	# The child shell will have a new pid; mark it from inside.
	exec unshare -n sh -c 'IPT_NETNS=$$; export IPT_NETNS; exec sh "$0" "$@"' "$0" "$@"
fi

# No IPv6 chatter: it would change counters and operstate under our feet.
ipt_netns_init() {
	for f in /proc/sys/net/ipv6/conf/default/disable_ipv6 \
		 /proc/sys/net/ipv6/conf/all/disable_ipv6; do
		[ -w "$f" ] && echo 1 > "$f" 2>/dev/null
	done
	return 0
}
ipt_netns_init

IPT_TMP=$(mktemp -d "${TMPDIR:-/tmp}/iptest.XXXXXX")
trap 'rm -rf "$IPT_TMP"' EXIT
trap 'exit 130' INT TERM

IPT_N=0
IPT_FAILED=0
IPT_TIMEOUT=${IPT_TIMEOUT:-30}

ok() {
	IPT_N=$((IPT_N + 1))
	if [ "$1" -eq 0 ]; then
		echo "ok $IPT_N - $2${IPT_TODO:+ # TODO $IPT_TODO}"
	else
		echo "not ok $IPT_N - $2${IPT_TODO:+ # TODO $IPT_TODO}"
		[ -n "${IPT_TODO:-}" ] || IPT_FAILED=$((IPT_FAILED + 1))
	fi
	return "$1"
}
pass() { ok 0 "$1"; }
fail() { ok 1 "$1"; }
skip() {
	IPT_N=$((IPT_N + 1))
	echo "ok $IPT_N - $1 # SKIP ${2:-}"
	ipt_skip_log "${2:-no reason given}" 1
}
# ipt_skip_log REASON COUNT: note a skip for the summary "make check" ends
# with (IPT_SKIP_LOG, a file; unset: nowhere).  COUNT "file": the whole file.
ipt_skip_log() {
	[ -n "${IPT_SKIP_LOG:-}" ] || return 0
	printf '%s\t%s\t%s\n' "${IPT_FILE:-${0##*/}}" "$2" "$1" >>"$IPT_SKIP_LOG"
}
# need FEATURE...: the whole file relies on each FEATURE (testsuite/probe.sh);
# where one is absent the file is one TAP skip, with the reason.
need() {
	for _nf in "$@"; do
		if ! ipt_have "$_nf"; then
			echo "1..0 # SKIP $IPT_WHY"
			ipt_skip_log "$IPT_WHY" file
			exit 0
		fi
	done
}
# lines_want FILE FEATURE REGEX DESC: where FEATURE is absent, one skip
# (DESC) and the lines of FILE (a script, a batch) matching the extended
# REGEX left out, so the rest of it still runs
lines_want() {
	want "$2" "$4" || sed -i -E "\\#$3#d" "$1"
}
# want "FEATURE..." DESC: 0 when every FEATURE is present; otherwise one
# TAP skip named DESC with the reason, and 1.  For a part of a file:
#   want seg6 "seg6 routes" && dscript "seg6 routes" <<'S'
want() {
	for _wf in $1; do
		if ! ipt_have "$_wf"; then
			skip "$2" "$IPT_WHY"
			return 1
		fi
	done
	return 0
}
diag() {
	printf '%s\n' "$*" | sed 's/^/# /'
}
# Show the first lines of a unified diff as diagnostics.
diag_diff() {
	diff -u "$1" "$2" | head -n "${3:-40}" | sed 's/^/# /'
}
# json_parses FILE: FILE holds one JSON document (perl's JSON::PP).
json_parses() {
	perl -MJSON::PP -e 'local $/; decode_json(<STDIN>)' <"$1" >/dev/null 2>&1
}
done_testing() {
	echo "1..$IPT_N"
	[ "$IPT_FAILED" -eq 0 ]
}
# Stop the whole test file (a broken prerequisite).
bail() {
	echo "Bail out! $*"
	exit 1
}

# run_tool PREFIX TOOL ARGS...
run_tool() {
	_p=$1 _t=$2
	shift 2
	timeout "$IPT_TIMEOUT" "$_t" "$@" >"$_p.out" 2>"$_p.err" </dev/null
	echo $? >"$_p.rc"
}

# Compare two run_tool results; no TAP output.  Prints diagnostics.
ipt_same() {
	_r=0
	for _x in rc out err; do
		if ! ipt_same_file "$1.$_x" "$2.$_x"; then
			_r=1
			case $_x in
			rc) diag "exit code: got $(cat "$1.rc"), want $(cat "$2.rc")" ;;
			out) diag "stdout differs (-got +want):"
			     diag_diff "$1.out" "$2.out" ;;
			err) diag "stderr differs (-got +want):"
			     diag_diff "$1.err" "$2.err" ;;
			esac
		fi
	done
	return $_r
}

# Two files with the same bytes?  Spawning cmp costs milliseconds and the
# harness compares tens of thousands of files: exit codes are read by the
# shell, and two empty files (most stderr) need no cmp at all.
ipt_same_file() {
	case $1 in
	*.rc)
		_a= _b=
		{ IFS= read -r _a <"$1"; } 2>/dev/null
		{ IFS= read -r _b <"$2"; } 2>/dev/null
		[ -f "$1" ] && [ -f "$2" ] && [ "$_a" = "$_b" ]
		return
		;;
	esac
	if [ ! -s "$1" ] && [ ! -s "$2" ]; then
		[ -f "$1" ] && [ -f "$2" ]
		return
	fi
	cmp -s "$1" "$2"
}

# cmp_run DESC GOT WANT
cmp_run() {
	IPT_N=$((IPT_N + 1))
	if ipt_same "$2" "$3" >"$IPT_TMP/diag"; then
		echo "ok $IPT_N - $1${IPT_TODO:+ # TODO $IPT_TODO}"
	else
		echo "not ok $IPT_N - $1${IPT_TODO:+ # TODO $IPT_TODO}"
		cat "$IPT_TMP/diag"
		[ -n "${IPT_TODO:-}" ] || IPT_FAILED=$((IPT_FAILED + 1))
		return 1
	fi
}

# dshow ARGS...: both tools, same namespace, same state.  The oracle runs
# before and after ours; if its two answers differ the state was moving
# (link watch, timers) and we try again.
dshow() {
	_d=$IPT_TMP/show
	_di=0	# (link_settle has an _i of its own)
	link_settle
	while :; do
		run_tool "$_d.ref1" "$REF_IP" "$@"
		run_tool "$_d.got" "$IP" "$@"
		run_tool "$_d.ref2" "$REF_IP" "$@"
		_di=$((_di + 1))
		mask_files "" "$_d.ref1.out" "$_d.got.out" "$_d.ref2.out"
		if ipt_same "$_d.ref1" "$_d.ref2" >/dev/null || [ $_di -ge 5 ]; then
			break
		fi
		link_settle
	done
	cmp_run "ip $*" "$_d.got" "$_d.ref2"
}

# What else ticks, for a test that shows it: IPT_SHOW_MASK, a sed -E
# script applied by dshow to both tools' output (e.g. nexthop buckets'
# idle times).
mask_show() {
	sed -E -e "${IPT_SHOW_MASK:-}"
}

# Bridge timers tick between two runs: keep their format, hide the digits.
# Also the ages of neighbour entries ("used A/B/C", JSON
# "used"/"confirmed"/"updated"), which a slow run makes older.
IPT_TIMER_MASK='s/(_timer"?:?\s*)([0-9.]+)/$1 . ($2 =~ tr{0-9}{d}r)/ge;
	s{\bused \d+/\d+/\d+}{used N/N/N}g;
	s/("(?:used|confirmed|updated)":)\d+/$1N/g;'
mask_timers() {
	perl -pe "$IPT_TIMER_MASK"
}

# mask_files MACS FILE...: mask_timers, IPT_SHOW_MASK (unless
# IPT_NO_SHOW_MASK is set) and, when MACS is not empty, mask_mac on each
# FILE in place, with one process for all.
mask_files() {
	_mm=$1
	shift
	if [ -n "$_mm" ]; then
		_mm='s/[0-9a-f]{2}(?::[0-9a-f]{2}){5}/xx:xx:xx:xx:xx:xx/g;'
	fi
	perl -i -pe "$IPT_TIMER_MASK $_mm" "$@"
	if [ -n "${IPT_SHOW_MASK:-}" ] && [ -z "${IPT_NO_SHOW_MASK:-}" ]; then
		sed -i -E -e "$IPT_SHOW_MASK" "$@"
	fi
}

# dshow_env "VAR=value ..." ARGS...: like dshow with extra environment.
dshow_env() {
	_e=$1
	shift
	_d=$IPT_TMP/show
	env $_e timeout "$IPT_TIMEOUT" "$REF_IP" "$@" >"$_d.ref.out" 2>"$_d.ref.err" </dev/null
	echo $? >"$_d.ref.rc"
	env $_e timeout "$IPT_TIMEOUT" "$IP" "$@" >"$_d.got.out" 2>"$_d.got.err" </dev/null
	echo $? >"$_d.got.rc"
	cmp_run "$_e ip $*" "$_d.got" "$_d.ref"
}

# Wait until no link has an operstate change in flight.  The kernel sets
# flags and carrier at once but operstate (and so RUNNING, which iproute2
# shows as NO-CARRIER when missing) later, from the link watch, up to a
# second later for some kinds.  Settled means: a link that is down says
# DOWN; an up link without carrier is not RUNNING; an up link with
# carrier is RUNNING (and a stacked link with carrier is not UNKNOWN any
# more).  The link watch needs the RTNL lock, which the
# clean-up of other tests' namespaces can hold for many seconds (a test that
# made thousands of links leaves the kernel busy after it ends): wait up
# to a minute.
link_settle() {
	_i=0
	while [ $_i -lt 1200 ]; do
		{ "$REF_IP" -o link show 2>/dev/null
		  for _ns in /run/netns/*; do
			[ -e "$_ns" ] && "$REF_IP" -n "${_ns##*/}" -o link show 2>/dev/null
		  done; } | awk '
		{
			f = $3; st = ""
			for (i = 4; i < NF; i++) if ($i == "state") st = $(i + 1)
			up = (f ~ /[<,]UP[,>]/); lu = (f ~ /LOWER_UP/); nc = (f ~ /NO-CARRIER/)
			if (!up && st != "DOWN") bad = 1
			if (up && !lu && !nc) bad = 1
			if (up && lu && nc) bad = 1
			# a veth (or other stacked link, "name@peer") with
			# carrier reads UNKNOWN until link watch says UP
			if (up && lu && st == "UNKNOWN" && $2 ~ /@/) bad = 1
		}
		END { exit bad }' && return 0
		sleep 0.05
		_i=$((_i + 1))
	done
	echo "# link_settle: operstate still changing after 60 s"
	return 1
}

# netns_gone_settle: a namespace deleted ("netns del") goes away later, in
# the kernel's cleanup work, with the devices whose peers it held; until
# then they show a peer namespace without a name ("link-netnsid N").  Wait
# (at most 10 s) until none does, so a state read after a batch that
# deleted a namespace does not depend on that work's timing.  For tests
# whose namespaces all have names.
netns_gone_settle() {
	_i=0
	while [ $_i -lt 200 ] && "$REF_IP" -o link show 2>/dev/null |
	      grep -q ' link-netnsid '; do
		sleep 0.05
		_i=$((_i + 1))
	done
}

# The state of every link in this namespace, as the oracle prints it with
# -d -j -p, minus the bridge timers (they tick); -m masks MAC addresses.
# Waits until two reads agree (operstate changes come late).
link_state() {
	link_wait "$1"
	if [ -n "${2:-}" ]; then
		sed -E -e '/"[a-z_]*_timer": /d' \
			-e 's/[0-9a-f]{2}(:[0-9a-f]{2}){5}/xx:xx:xx:xx:xx:xx/g' "$1.a" >"$1"
	else
		sed -e '/"[a-z_]*_timer": /d' "$1.a" >"$1"
	fi
}

# link_wait [PREFIX]: link_settle, then read "-d -j -p link show" until
# two reads 50 ms apart agree; the last read is left in PREFIX.a.
link_wait() {
	_f=${1:-$IPT_TMP/wait}
	link_settle
	_i=0
	"$REF_IP" -d -j -p link show >"$_f.a" 2>&1
	while [ $_i -lt 20 ]; do
		sleep 0.05
		"$REF_IP" -d -j -p link show >"$_f.b" 2>&1
		cmp -s "$_f.a" "$_f.b" && break
		mv "$_f.b" "$_f.a"
		_i=$((_i + 1))
	done
}

mask_mac() {
	if [ -n "$1" ]; then
		sed -E 's/[0-9a-f]{2}(:[0-9a-f]{2}){5}/xx:xx:xx:xx:xx:xx/g'
	else
		cat
	fi
}

# dscript [-m] DESC < script
dscript() {
	_mask=
	if [ "$1" = "-m" ]; then
		_mask=1
		shift
	fi
	_desc=$1
	_s=$IPT_TMP/script
	rm -rf "$_s"
	mkdir -p "$_s/got" "$_s/ref"
	{
		if [ -n "${IPT_SETUP:-}" ]; then
			printf '%s\n' "$IPT_SETUP"
		fi
		cat
	} >"$_s/lines"
	ipt_netns sh "$top/testsuite/runner.sh" "$IP" "$_s/got" "$_s/lines" "$_mask"
	ipt_netns sh "$top/testsuite/runner.sh" "$REF_IP" "$_s/ref" "$_s/lines" "$_mask"
	_n=0
	_bad=0
	while IFS= read -r _line; do
		case $_line in
		''|'#'*) continue ;;
		esac
		_n=$((_n + 1))
		if [ ! -f "$_s/got/$_n.rc" ]; then
			fail "$_desc: [$_n] $_line (not run)"
			_bad=1
			continue
		fi
		case $_line in
		ref\ *)
			# Set-up by the oracle: only reported when it differs,
			# which means the two namespaces have drifted.
			if ! ipt_same "$_s/got/$_n" "$_s/ref/$_n" >"$IPT_TMP/diag"; then
				fail "$_desc: [$_n] $_line (set-up differs)"
				cat "$IPT_TMP/diag"
				_bad=1
			fi
			;;
		*)
			cmp_run "$_desc: [$_n] $_line" "$_s/got/$_n" "$_s/ref/$_n" || _bad=1
			;;
		esac
	done <"$_s/lines"
	IPT_N=$((IPT_N + 1))
	if cmp -s "$_s/got/state" "$_s/ref/state"; then
		echo "ok $IPT_N - $_desc: final link state"
	else
		echo "not ok $IPT_N - $_desc: final link state"
		diag "final state differs (-ours +iproute2):"
		diag_diff "$_s/got/state" "$_s/ref/state" 60
		IPT_FAILED=$((IPT_FAILED + 1))
		_bad=1
	fi
	return $_bad
}

# Run a command in a new network namespace (and with IPT_SYSFS, a mount
# namespace with that network namespace's /sys).
ipt_netns() {
	if [ -n "${IPT_SYSFS:-}" ]; then
		unshare -m -n sh -c 'mount -t sysfs sysfs /sys || exit 97; exec "$@"' sh "$@"
	else
		unshare -n "$@"
	fi
}

# Expect a command of the tool under test to fail the way iproute2 does
# and to leave the link state as it was: two TAP tests.
# derr ARGS...
derr() {
	link_state "$IPT_TMP/before"
	dshow "$@"
	link_state "$IPT_TMP/after"
	IPT_N=$((IPT_N + 1))
	if cmp -s "$IPT_TMP/before" "$IPT_TMP/after"; then
		echo "ok $IPT_N - state unchanged after ip $*"
	else
		echo "not ok $IPT_N - state unchanged after ip $*"
		diag_diff "$IPT_TMP/before" "$IPT_TMP/after"
		IPT_FAILED=$((IPT_FAILED + 1))
	fi
}

# The tool under test must exist; without it every test would fail with
# the same uninteresting reason.
ipt_require_ip() {
	if [ ! -x "$IP" ]; then
		bail "the ip under test ($IP) is not built"
	fi
}

# send_frames IFNAME COUNT SIZE: put COUNT broadcast Ethernet frames of
# SIZE bytes on a link (AF_PACKET), so that statistics are not all zero.
send_frames() {
	_idx=$("$REF_IP" -o link show dev "$1" | cut -d: -f1)
	shift
	perl -e '
		use Socket;
		my ($idx, $count, $size) = @ARGV;
		socket(my $s, 17, SOCK_RAW, 0) or die "socket: $!\n";
		my $to = pack("S n i S C C a8", 17, 0x88b5, $idx, 1, 0, 6,
			      "\xff\xff\xff\xff\xff\xff");
		my $frame = "\xff" x 6 . "\x02\x00\x00\x00\xee\x01" .
			    "\x88\xb5" . ("\x00" x ($size - 14));
		for (1 .. $count) {
			send($s, $frame, 0, $to) or die "send: $!\n";
		}' "$_idx" "$@"
}

# ns_script [-m] [-r] [-e] [-b] DESC < script: like dscript, but each tool
# also gets a private mount namespace.  -r: a tmpfs on /run (so /run/netns
# does not exist yet); otherwise a tmpfs on /run/netns.  -e: /etc becomes a
# writable overlay, so a test may make /etc/netns/NAME/.  -b: a fresh bpffs
# on /sys/fs/bpf.  -m masks MACs.  Outputs are left in $IPT_TMP/nss/{got,ref}
# (N.out, N.err, N.rc for the Nth line, state: the final links).
ns_script() {
	_mask= _fresh= _etc= _bpf=
	while :; do
		case $1 in
		-m) _mask=1; shift ;;
		-r) _fresh=1; shift ;;
		-e) _etc=1; shift ;;
		-b) _bpf=1; shift ;;
		*) break ;;
		esac
	done
	_desc=$1
	_s=$IPT_TMP/nss
	rm -rf "$_s"
	mkdir -p "$_s/got" "$_s/ref"
	cat >"$_s/lines"
	for _w in got ref; do
		if [ $_w = got ]; then _tool=$IP; else _tool=$REF_IP; fi
		mkdir -p "$_s/ov"
		NS_FRESH=$_fresh NS_ETC=$_etc NS_BPF=$_bpf NS_OV=$_s/ov unshare -m -n sh -c '
			if [ -n "$NS_BPF" ]; then
				mount -t bpf bpf /sys/fs/bpf || exit 95
			fi
			if [ -n "$NS_FRESH" ]; then
				mount -t tmpfs -o mode=755 tmpfs /run || exit 97
			else
				mount -t tmpfs -o mode=755 tmpfs /run/netns 2>/dev/null ||
				{ mkdir -p /run/netns &&
				  mount -t tmpfs -o mode=755 tmpfs /run/netns; } || exit 97
			fi
			if [ -n "$NS_ETC" ]; then
				mount -t tmpfs tmpfs "$NS_OV" &&
				mkdir "$NS_OV/u" "$NS_OV/w" &&
				mount -t overlay overlay -o "lowerdir=/etc,upperdir=$NS_OV/u,workdir=$NS_OV/w" /etc ||
				exit 96
			fi
			exec sh "$top/testsuite/runner.sh" "$@"' \
			sh "$_tool" "$_s/$_w" "$_s/lines" "$_mask"
	done
	# kernel-chosen numbers that differ from run to run (and the test's
	# own, a sed script in IPT_MASK), in every output with one sed
	set --
	for _f in "$_s"/got/*.out "$_s"/got/*.err "$_s"/ref/*.out "$_s"/ref/*.err; do
		[ -f "$_f" ] && set -- "$@" "$_f"
	done
	[ $# -gt 0 ] && sed -i -E -e 's/net:\[[0-9]+\]/net:[N]/g; s/^[0-9]+ [0-9]+ [0-9]+:[0-9]+ /M /' \
		-e "${IPT_MASK:-}" "$@"
	_n=0
	while IFS= read -r _line; do
		case $_line in
		''|'#'*) continue ;;
		esac
		_n=$((_n + 1))
		if [ ! -f "$_s/got/$_n.rc" ] || [ ! -f "$_s/ref/$_n.rc" ]; then
			fail "$_desc: [$_n] $_line (not run)"
			continue
		fi
		cmp_run "$_desc: [$_n] $_line" "$_s/got/$_n" "$_s/ref/$_n"
	done <"$_s/lines"
}

# dmsgs SPEC [OPTS...]: the messages SPEC describes (testsuite/nlgen.pl)
# printed by "ip OPTS monitor file" with both tools: one TAP test per
# option set, each comparing stdout, stderr and exit code.  Without OPTS:
# plain, -d, -d -s -s, -o and -br, "label".  Kinds this kernel lacks are
# checked this way (iproute2 6.1 prints monitor files as text; -j is
# ignored there).
dmsgs() {
	_spec=$1
	shift
	_bin=$IPT_TMP/msgs.bin
	if ! perl "$top/testsuite/nlgen.pl" <"$_spec" >"$_bin"; then
		fail "nlgen $_spec"
		return 1
	fi
	if [ $# -eq 0 ]; then
		set -- "" "-d" "-d -s -s" "-o" "-br" "-d monitor label"
	fi
	for _o in "$@"; do
		case $_o in
		*monitor*) _args="$_o file $_bin" ;;
		*) _args="$_o monitor file $_bin" ;;
		esac
		# shellcheck disable=SC2086
		run_tool "$IPT_TMP/m.ref" "$REF_IP" $_args
		# shellcheck disable=SC2086
		run_tool "$IPT_TMP/m.got" "$IP" $_args
		cmp_run "${_spec##*/}: ip $_o monitor file" "$IPT_TMP/m.got" "$IPT_TMP/m.ref"
	done
}

# dfake TYPE SPEC ARGS...: "ip ARGS" with both tools, where the dump
# request of netlink type TYPE (18 RTM_GETLINK, 94 RTM_GETSTATS) is
# answered with the messages SPEC describes (testsuite/nlgen.pl) by the
# preloaded testsuite/fakenl.c instead of the kernel: printers of what
# this kernel cannot make, in every output mode (JSON too).  One TAP test.
dfake() {
	_ft=$1 _fspec=$2
	shift 2
	_so=$top/${BUILD:-build}/testsuite/fakenl.so
	if [ ! -f "$_so" ]; then
		skip "fake ${_fspec##*/}: ip $*" "no $_so (make $_so)"
		return 0
	fi
	_fbin=$IPT_TMP/fake.bin
	if ! perl "$top/testsuite/nlgen.pl" <"$_fspec" >"$_fbin"; then
		fail "nlgen $_fspec"
		return 1
	fi
	for _w in ref got; do
		if [ $_w = ref ]; then _tool=$REF_IP; else _tool=$IP; fi
		env LD_PRELOAD="$_so" FAKENL_TYPE="$_ft" FAKENL_FILE="$_fbin" \
		    ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0" \
		    timeout "$IPT_TIMEOUT" "$_tool" "$@" \
		    >"$IPT_TMP/f.$_w.out" 2>"$IPT_TMP/f.$_w.err" </dev/null
		echo $? >"$IPT_TMP/f.$_w.rc"
	done
	cmp_run "fake ${_fspec##*/}: ip $*" "$IPT_TMP/f.got" "$IPT_TMP/f.ref"
}

# dreq [-s SETUP] [-k] ARGS...: the RTM_NEWLINK request "ip ARGS" sends,
# decoded (testsuite/reqdump.sh), with its exit code, stdout and stderr,
# must be the one iproute2 sends: one TAP test.  Each tool runs in a fresh
# network namespace after SETUP (shell, "ip" there is iproute2).  For
# kinds this kernel lacks, whose requests the kernel refuses either way.
# -k compares only the IFLA_LINKINFO part of the request.  (A "set" that
# names the device, as ours does, and one that gives its index, as
# iproute2 does, compare equal anyway: reqdump shows both as "dev NAME".)
dreq() {
	_setup=: _k=
	while :; do
		case $1 in
		-s) _setup=$2; shift 2 ;;
		-k) _k=-k; shift ;;
		*) break ;;
		esac
	done
	IPT_N=$((IPT_N + 1))
	if IP=$IP REF=$REF_IP sh "$top/testsuite/reqdump.sh" -c $_k -s "$_setup" -- "$@" \
		>"$IPT_TMP/dreq.diff" 2>&1; then
		echo "ok $IPT_N - request: ip $*${IPT_TODO:+ # TODO $IPT_TODO}"
	else
		echo "not ok $IPT_N - request: ip $*${IPT_TODO:+ # TODO $IPT_TODO}"
		head -n 40 "$IPT_TMP/dreq.diff" | sed 's/^/# /'
		[ -n "${IPT_TODO:-}" ] || IPT_FAILED=$((IPT_FAILED + 1))
		return 1
	fi
}
