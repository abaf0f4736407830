# SPDX-License-Identifier: GPL-2.0-or-later
# testsuite/probe.sh - what this kernel and machine have, asked once.
#
# Sourced by lib.sh; run on its own it prints every probe's answer:
#   sh testsuite/probe.sh            one line per feature: yes, or no and why
#   sh testsuite/probe.sh --names    the feature names, one line
#   sh testsuite/probe.sh --check    fail when IPT_ASSUME_ABSENT names an
#                                    unknown feature (a typo would skip nothing)
#
# A test that relies on a feature asks "ipt_have FEATURE" (0: present) and
# skips with "$IPT_WHY" where it is absent; lib.sh's "want" and "need" do
# both.  A check of what happens WITHOUT a feature asks "ipt_absent
# FEATURE" (0 only when really absent, whatever IPT_ASSUME_ABSENT says).  Answers are cached in IPT_PROBE_DIR (make check: one directory for
# the whole run, so each kernel feature is asked once), else in the test's
# own temporary directory.  IPT_ASSUME_ABSENT="mroute4 mpls ..." (or "all")
# makes the probes named answer "absent" without asking, so every skip path
# can be run on a machine that has the features.
#
# Kernel probes ask the kernel itself: a /proc or /sys path that exists only
# when the feature is built in, or a throwaway request by the reference ip
# in a scratch network namespace (unshare -n), never in the test's own.
#
# Features:
#   ipv6 mroute4 mroute6 mrule4 mrule6 mpls mpls_encap seg6 seg6_hmac
#   seg6local lwt_ip nexthop tun bpffs xdp kind_KIND (any link kind)
#   and tools: strace python3 jsonpp clang gnuplot gnutime setcap setpriv
#   ping script

IPT_FEATURES="ipv6 mroute4 mroute6 mrule4 mrule6 mpls mpls_encap seg6 seg6_hmac seg6local lwt_ip nexthop tun bpffs xdp strace python3 jsonpp clang gnuplot gnutime setcap setpriv ping script"
# the link kinds the tests create (any kind_NAME may be asked for)
IPT_KINDS="veth bridge macvlan macvtap vxlan ifb dummy vlan bond vrf geneve ipvlan ipvtap team nlmon vcan vxcan gre gretap ip6gre ipip sit ip6tnl vti vti6 bareudp amt gtp hsr macsec xfrm"

REF_IP=${REF_IP:-/usr/sbin/ip}
export REF_IP

# ipt_why FEATURE: the sentence a skip gives when FEATURE is absent.
ipt_why() {
	case $1 in
	ipv6) echo "no IPv6 in this kernel" ;;
	mroute4) echo "no IPv4 multicast routing in this kernel" ;;
	mroute6) echo "no IPv6 multicast routing in this kernel" ;;
	mrule4) echo "no IPv4 multicast routing rules in this kernel" ;;
	mrule6) echo "no IPv6 multicast routing rules in this kernel" ;;
	mpls) echo "no MPLS routing in this kernel" ;;
	mpls_encap) echo "no MPLS encapsulation of routes in this kernel" ;;
	seg6) echo "no seg6 encapsulation of routes in this kernel" ;;
	seg6_hmac) echo "no seg6 HMAC in this kernel" ;;
	seg6local) echo "no seg6local routes in this kernel" ;;
	lwt_ip) echo "no IP tunnel encapsulation of routes in this kernel" ;;
	nexthop) echo "no nexthop objects in this kernel" ;;
	tun) echo "no usable /dev/net/tun" ;;
	bpffs) echo "no bpf file system to mount" ;;
	xdp) echo "no generic XDP (clang, bpf(2) and bpffs) here" ;;
	kind_*) echo "no ${1#kind_} link kind in this kernel" ;;
	jsonpp) echo "perl JSON::PP not installed" ;;
	gnutime) echo "GNU time not installed" ;;
	*) echo "$1 not installed" ;;
	esac
}

# ipt_probe_scratch CMD...: run a shell command in a scratch network
# namespace with lo up; its status.
ipt_probe_scratch() {
	unshare -n sh -c '"$REF_IP" link set lo up 2>/dev/null; '"$1" >/dev/null 2>&1
}

# ipt_probe FEATURE: ask (no cache); 0 present, 1 absent.
ipt_probe() {
	case $1 in
	ipv6) [ -d /proc/sys/net/ipv6 ] ;;
	mroute4) [ -e /proc/net/ip_mr_vif ] ;;
	mroute6) [ -e /proc/net/ip6_mr_vif ] ;;
	mrule4) ipt_probe_scratch '"$REF_IP" -4 mrule show' ;;
	mrule6) ipt_probe_scratch '"$REF_IP" -6 mrule show' ;;
	mpls) [ -e /proc/sys/net/mpls/platform_labels ] ;;
	mpls_encap)
		ipt_probe_scratch '"$REF_IP" route add 10.9.0.0/16 encap mpls 100 dev lo' ;;
	lwt_ip)
		ipt_probe_scratch '"$REF_IP" route add 10.9.0.0/16 encap ip id 5 dst 10.1.1.1 dev lo' ;;
	seg6)
		ipt_probe_scratch '"$REF_IP" -6 route add 2001:db8:9::/48 encap seg6 mode encap segs 2001:db8::9 dev lo' ;;
	seg6_hmac)
		ipt_probe_scratch '"$REF_IP" -6 route add 2001:db8:9::/48 encap seg6 mode encap segs 2001:db8::9 hmac 1 dev lo' ;;
	seg6local)
		ipt_probe_scratch '"$REF_IP" -6 route add 2001:db8:9::/48 encap seg6local action End dev lo' ;;
	nexthop) ipt_probe_scratch '"$REF_IP" nexthop show' ;;
	tun) [ -c /dev/net/tun ] && { exec 9<>/dev/net/tun; } 2>/dev/null && exec 9<&- ;;
	bpffs)
		grep -qw bpf /proc/filesystems 2>/dev/null &&
		unshare -m sh -c 'mount -t bpf bpf /sys/fs/bpf' >/dev/null 2>&1 ;;
	xdp)
		# a one-instruction XDP program attached in generic mode to lo
		# of a scratch namespace, by the reference ip (libbpf)
		ipt_have clang && ipt_have bpffs || return 1
		_po=${IPT_PROBE_DIR:-${IPT_TMP:-/tmp}}/xdp-probe.$$
		printf '%s\n' 'int p(void *c) __attribute__((section("xdp"), used));' \
			'int p(void *c) { return 2; }' 'char _l[] __attribute__((section("license"), used)) = "GPL";' \
			>"$_po.c"
		clang -target bpf -O2 -c "$_po.c" -o "$_po.o" >/dev/null 2>&1 &&
		unshare -m -n sh -c 'mount -t bpf bpf /sys/fs/bpf &&
			"$REF_IP" link set lo xdpgeneric object "$1" section xdp' sh "$_po.o" >/dev/null 2>&1
		_pr=$?
		rm -f "$_po.c" "$_po.o"
		return $_pr ;;
	kind_*)
		# absent exactly when the kernel does not know the kind
		_pk=${1#kind_}
		_pe=$(unshare -n "$REF_IP" link add ipt_probe0 type "$_pk" 2>&1 >/dev/null)
		case $_pe in *"Unknown device type"*) return 1 ;; esac
		return 0 ;;
	strace|python3|clang|gnuplot|setcap|setpriv|ping|script)
		command -v "$1" >/dev/null 2>&1 ;;
	jsonpp) perl -MJSON::PP -e 1 >/dev/null 2>&1 ;;
	gnutime) [ -x /usr/bin/time ] && /usr/bin/time -f %M true >/dev/null 2>&1 ;;
	*)
		echo "Bail out! probe.sh: no probe named '$1'"
		exit 1 ;;
	esac
}

# ipt_known FEATURE: is FEATURE a probe's name?
ipt_known() {
	case $1 in kind_?*) return 0 ;; esac
	case " $IPT_FEATURES " in *" $1 "*) return 0 ;; esac
	return 1
}

# ipt_have FEATURE: 0 when present; otherwise 1 with IPT_WHY set.
ipt_have() {
	IPT_WHY=
	if ! ipt_known "$1"; then
		echo "Bail out! probe.sh: no probe named '$1'"
		exit 1
	fi
	case " ${IPT_ASSUME_ABSENT:-} " in
	*" $1 "*|*" all "*)
		IPT_WHY="$(ipt_why "$1") (IPT_ASSUME_ABSENT)"
		return 1 ;;
	esac
	ipt_asked "$1"
}

# ipt_absent FEATURE: 0 only when the kernel or machine really lacks it
# (IPT_ASSUME_ABSENT aside): for checks of what happens without it, which
# would fail where it is present.  The usual branch:
#   if ipt_have X; then ...with X...; elif ipt_absent X; then ...without X...
#   else skip DESC "$IPT_WHY"; fi
ipt_absent() {
	ipt_known "$1" || { echo "Bail out! probe.sh: no probe named '$1'"; exit 1; }
	! ipt_asked "$1"
}

# ipt_asked FEATURE: the probe's own answer, cached.
ipt_asked() {
	_pd=${IPT_PROBE_DIR:-${IPT_TMP:-/tmp}/probes}
	if [ ! -f "$_pd/$1" ]; then
		mkdir -p "$_pd"
		if ipt_probe "$1"; then _pa=yes; else _pa=no; fi
		echo $_pa >"$_pd/$1.$$" && mv -f "$_pd/$1.$$" "$_pd/$1"
	fi
	read -r _pa <"$_pd/$1"
	[ "$_pa" = yes ] && return 0
	IPT_WHY=$(ipt_why "$1")
	return 1
}

# Run on its own: the table, the names, or the check of IPT_ASSUME_ABSENT.
case ${0##*/} in
probe.sh)
	case ${1:-} in
	--names)
		echo $IPT_FEATURES $(for k in $IPT_KINDS; do printf 'kind_%s ' "$k"; done)
		;;
	--check)
		for f in ${IPT_ASSUME_ABSENT:-}; do
			[ "$f" = all ] && continue
			ipt_known "$f" || { echo "IPT_ASSUME_ABSENT: no probe named '$f' (sh testsuite/probe.sh --names)" >&2; exit 1; }
		done
		;;
	*)
		IPT_PROBE_DIR=$(mktemp -d "${TMPDIR:-/tmp}/probe.XXXXXX")
		for f in $IPT_FEATURES $(for k in $IPT_KINDS; do printf 'kind_%s ' "$k"; done); do
			if ipt_have "$f"; then echo "$f: yes"; else echo "$f: no ($IPT_WHY)"; fi
		done
		rm -rf "$IPT_PROBE_DIR"
		;;
	esac
	;;
esac
