#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip tuntap" / "ip tap" against iproute2: add and del through
# /dev/net/tun with every option, show (flags, owners from /sys, the
# processes holding a device with -d), bad input, and the tun kind's -d
# details in "ip link show".  The test runs in a pid namespace of its own
# with its own /proc (so "Attached to processes" sees only ours) and
# mounts /sys for its network namespace; dscript gives each tool's
# namespace its /sys too.
if [ -z "${IPT_PIDNS:-}" ]; then
	IPT_PIDNS=1 exec unshare -m -p -f --mount-proc sh "$0" "$@"
fi
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need tun

if ! mount -t sysfs sysfs /sys 2>/dev/null; then
	# (no probe names it: noted for make check's summary as need does)
	echo "1..0 # SKIP cannot mount /sys for this network namespace"
	ipt_skip_log "cannot mount /sys for this network namespace" file
	exit 0
fi
IPT_SYSFS=1

dscript -m "tuntap add, show, del" <<'S'
ip tuntap add dev tap0 mode tap
ip tuntap add tun0 mode tun
ip tuntap add mode tun
ip tuntap add mode tap
ip tuntap add dev tq mode tap multi_queue vnet_hdr one_queue pi user 0 group 0
ip tuntap add name tu1 mode tun user root group root
ip tuntap add dev tu2 mode tun user 12345 group 54321
ip tap add dev tu3 mode tun user nobody group nogroup
ip tuntap a dev tu4 mod t p o v mu
ip tuntap add dev tu5 mode tun user -1 group -1
ip tuntap add dev tap0 mode tap
ip tuntap add dev tap0 mode tun
ip tuntap show
ip tuntap
ip tuntap list
ip tuntap lst
ip tap sh
ip tuntap show dev tap0 whatever
ip -j tuntap show
ip -j -p tuntap show
ip -d tuntap show
ip -d -o tuntap show
ip -d link show
ip -d -j link show
ip -d -j -p link show tq
ip tuntap del dev tap0 mode tap
ip tuntap del dev tun0 mode tap
ip tuntap del tun0 mode tun pi
ip tuntap d dev nothere mode tun
ip tuntap delete name tu1 mode tun
ip link del tq
ip link show
ip tuntap show
S

dscript -m "tun devices as links" <<'S'
ref tuntap add dev t0 mode tap user 0
ref tuntap add dev t1 mode tun vnet_hdr
ref tuntap add dev t2 mode tap multi_queue group 0
ip link set t0 up
ip link set t1 mtu 1400 name tx1
ip link set t2 address 02:00:00:00:00:22
ip link add t3 type tun
ip link add t3 type tun foo bar
ip link set t0 type tun foo
ip link show
ip -d link show type tun
ip -br link show
ip -d -j -p link show
ip link del t0
ip link del tx1
ip link show
S

# bad input, in this namespace
"$REF_IP" tuntap add dev x0 mode tap
for a in "tuntap help" "tap help" "tuntap foo" "tuntap add" "tuntap add mode" \
	 "tuntap add mode x" "tuntap add mode tun mode tap" \
	 "tuntap add mode tap mode tun" \
	 "tuntap add mode tun name" "tuntap add mode tun name a/b" \
	 "tuntap add mode tun dev a:b" "tuntap add mode tun dev" \
	 "tuntap add mode tun dev 0123456789abcdef" \
	 "tuntap add mode tun user nosuchuserx" "tuntap add mode tun user" \
	 "tuntap add mode tun user ''" "tuntap add mode tun group nosuchgroupx" \
	 "tuntap add mode tun group" "tuntap add mode tun a b" \
	 "tuntap add mode tun name a b" "tuntap add mode tun h" \
	 "tuntap add pi" "tuntap add dev x0 mode tun" "tuntap add dev x0 mode tap" \
	 "tuntap del dev x0 mode tun" "tuntap del user x" "tuntap del group x" \
	 "tuntap del mode tap a b" "tuntap del dev x0" "tuntap del help"; do
	eval "derr $a"
done

# processes holding a device
"$REF_IP" tuntap add dev hold0 mode tap
perl -e '
	# TUNSETIFF, IFF_TAP | IFF_NO_PI; a second descriptor is refused
	# (no multi_queue) and holds nothing
	my $r = pack("a16 s", "hold0", 0x1002);
	open(my $f, "+<", "/dev/net/tun") or die "open: $!\n";
	ioctl($f, 0x400454ca, $r) or die "ioctl: $!\n";
	open(my $g, "+<", "/dev/net/tun") or die "open: $!\n";
	$r = pack("a16 s", "hold0", 0x1002);
	ioctl($g, 0x400454ca, $r);
	print "ready\n";
	$| = 1;
	sleep 60;' >"$IPT_TMP/holder" 2>&1 &
holder=$!
i=0
while ! grep -q ready "$IPT_TMP/holder" && [ $i -lt 100 ]; do
	sleep 0.05
	i=$((i + 1))
done
dshow -d tuntap show
dshow -d -o tuntap show
dshow tuntap show
dshow -d link show hold0
# iproute2 puts each process's members straight into the array, which is
# no JSON; ours puts each in an object: the same with that mended
run_tool "$IPT_TMP/pj.ref" "$REF_IP" -d -j tuntap show
run_tool "$IPT_TMP/pj.got" "$IP" -d -j tuntap show
perl -pi -e 's/"processes":\[([^\]]*)\]/my $l = $1; "\"processes\":[" . join(",", map { "{$_}" } ($l =~ m{("name":"[^"]*","pid":\d+)}g)) . "]"/ge' \
	"$IPT_TMP/pj.ref.out"
cmp_run "ip -d -j tuntap show (processes as objects)" "$IPT_TMP/pj.got" "$IPT_TMP/pj.ref"
grep -q '"processes":\[{"name":"perl","pid":[0-9]*}' "$IPT_TMP/pj.got.out"
ok $? "ip -d -j tuntap show names the holder"
kill "$holder" 2>/dev/null
wait "$holder" 2>/dev/null

done_testing
