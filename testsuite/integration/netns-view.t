#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip -n NAME": the namespace's mount view (a private mount namespace, a
# /sys of NAME, /etc/netns/NAME bound over /etc) is made only for what
# looks at it: tuntap (reads /sys/class/net), netns (mounts), XDP objects
# and pins, lines handed to the fallback ip, and every command when
# /etc/netns/NAME exists.  Copying a mount namespace costs in proportion
# to its mounts, and every named namespace is one: netlink-only commands
# (link, address, neigh, monitor) skip it.  Differential where the view
# shows (same stdout, stderr, exit code as iproute2, which always makes
# it), strace for which commands make it.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip

# /sys through -n: a tap device made in c1 is found by its flags there.
want tun "tuntap in a named namespace" && ns_script -m "tuntap in a named namespace" <<'S'
ip netns add c1
ip -n c1 tuntap add dev tp0 mode tap
ip -n c1 tuntap show
ip -n c1 -d link show tp0
ip tuntap show
ip -n c1 tuntap del dev tp0 mode tap
ip -n c1 tuntap show
ip netns del c1
S

# A batch under -n: the tuntap line sees c1's /sys, before and after
# netlink lines that do not need it.
want tun "tuntap lines in an -n batch" && ns_script "tuntap lines in an -n batch" <<'S'
ip netns add c1
printf 'link set lo up\ntuntap add dev tp1 mode tun\ntuntap show\nlink show tp1\n' >"$IPT_TMP/nsv.batch"
ip -n c1 -batch "$IPT_TMP/nsv.batch"
ip -n c1 tuntap del dev tp1 mode tun
ip netns del c1
S

# netns under -n runs in the private (slave) mount namespace, as in
# iproute2: a namespace added there is not seen outside.
ns_script "netns add under -n" <<'S'
ip netns add c1
ip -n c1 netns add inner
ls -A /run/netns
ip netns list
ip netns del inner
ip netns del c1
S

# /etc/netns/NAME: its iproute2 tables replace /etc/iproute2 for -n NAME.
ns_script -e "/etc/netns tables" <<'S'
ip netns add c1
mkdir -p /etc/netns/c1/iproute2 && cp -r /etc/iproute2/. /etc/netns/c1/iproute2/ && printf '5\tfivegroup\n' >>/etc/netns/c1/iproute2/group
ip -n c1 link set lo group 5
ip -n c1 link show lo
ip -n c1 -j link show lo
ip -n c1 -br link show group fivegroup
ip netns exec c1 "$IPT_TOOL" link show lo
ip netns del c1
S

# A batch's "-n NAME" lines read NAME's tables, and the lines after them
# the home's again (iproute2: the same commands one by one; its batch has
# no -n lines); the unknown name at home ends the batch, as it would
# iproute2's.
ns_script -e "/etc/netns tables in a batch" <<'S'
ip netns add c1
mkdir -p /etc/netns/c1/iproute2 && cp -r /etc/iproute2/. /etc/netns/c1/iproute2/ && printf '5\tfivetab\n' >>/etc/netns/c1/iproute2/rt_tables
if [ "$IPT_TOOL" = "$REF_IP" ]; then ip rule add pref 100 table main; ip -n c1 rule add pref 100 table fivetab; ip rule add pref 101 table fivetab; else printf 'rule add pref 100 table main\n-n c1 rule add pref 100 table fivetab\nrule add pref 101 table fivetab\n' | ip -batch -; fi 2>&1 | grep -v '^Command failed'
ip -n c1 rule show; ip rule show
ip netns del c1
S

# Which commands make the view (unshare(CLONE_NEWNS)): strace.
if ! want strace "mount view by strace"; then
	done_testing
	exit
fi
# LeakSanitizer cannot run under ptrace.
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0
export ASAN_OPTIONS

# an XDP object (make xdp-objects) is loaded in the view, where the
# kernel takes one
XDP_DROP=${XDP_OBJ_DIR:-$top/${BUILD:-build}/testsuite/xdp}/drop.o
if [ ! -f "$XDP_DROP" ]; then
	XDP_WHY="no $XDP_DROP (make xdp-objects)"
	XDP_DROP=
elif ! ipt_have xdp; then
	XDP_WHY=$IPT_WHY
	XDP_DROP=
fi
export XDP_DROP
IPT_VIEW_TMP=$IPT_TMP unshare -m sh -c '
	mount -t tmpfs -o mode=755 tmpfs /run/netns 2>/dev/null ||
	{ mkdir -p /run/netns && mount -t tmpfs -o mode=755 tmpfs /run/netns; } || exit 97
	mount -t tmpfs tmpfs /etc/netns 2>/dev/null ||
	{ mkdir -p /etc/netns && mount -t tmpfs tmpfs /etc/netns; } || exit 96
	t=$IPT_VIEW_TMP
	"$REF_IP" netns add v1 || exit 95
	# views CMD...: the number of unshare(CLONE_NEWNS) calls, exit code
	views() {
		strace -f -e trace=unshare -o "$t/v.strace" "$@" >"$t/v.out" 2>&1
		_rc=$?
		echo "$(grep -c "CLONE_NEWNS" "$t/v.strace") rc=$_rc"
	}
	echo "link show: $(views "$IP" -n v1 link show)"
	echo "link set: $(views "$IP" -n v1 link set lo up)"
	echo "addr show: $(views "$IP" -n v1 addr show)"
	echo "neigh show: $(views "$IP" -n v1 neigh show)"
	printf "link set lo up\naddr show dev lo\n" >"$t/v.batch"
	echo "netlink batch: $(views "$IP" -n v1 -batch "$t/v.batch")"
	echo "tuntap show: $(views "$IP" -n v1 tuntap show)"
	echo "netns list: $(views "$IP" -n v1 netns list)"
	printf "link set lo up\ntuntap show\ntuntap show\n" >"$t/v.batch"
	echo "tuntap batch: $(views "$IP" -n v1 -batch "$t/v.batch")"
	if [ -n "$XDP_DROP" ]; then
		echo "xdp object: $(views "$IP" -n v1 link set lo xdpgeneric object "$XDP_DROP" section xdp)"
		echo "xdp off: $(views "$IP" -n v1 link set lo xdpgeneric off)"
	fi
	echo "iproute2 link show: $(views "$REF_IP" -n v1 link show)"
	mkdir /etc/netns/v1
	echo "link show with /etc/netns/v1: $(views "$IP" -n v1 link show)"
	"$REF_IP" netns del v1
' >"$IPT_TMP/views" 2>&1
echo "exit $?" >>"$IPT_TMP/views"
cat >"$IPT_TMP/views.want" <<'E'
link show: 0 rc=0
link set: 0 rc=0
addr show: 0 rc=0
neigh show: 0 rc=0
netlink batch: 0 rc=0
tuntap show: 1 rc=0
netns list: 1 rc=0
tuntap batch: 1 rc=0
@XDP@iproute2 link show: 1 rc=0
link show with /etc/netns/v1: 1 rc=0
exit 0
E
if [ -n "$XDP_DROP" ]; then
	sed -i 's/^@XDP@/xdp object: 1 rc=0\nxdp off: 0 rc=0\n/' "$IPT_TMP/views.want"
else
	sed -i 's/^@XDP@//' "$IPT_TMP/views.want"
	skip "XDP object under -n (strace)" "$XDP_WHY"
fi
if cmp -s "$IPT_TMP/views" "$IPT_TMP/views.want"; then
	pass "mount view made only where it is looked at (strace)"
else
	fail "mount view made only where it is looked at (strace)"
	diff "$IPT_TMP/views.want" "$IPT_TMP/views" | sed 's/^/# /'
fi

done_testing
