#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip link show" in every form and output mode, differential against
# iproute2 in the same namespace on the same state.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth kind_bridge kind_ifb

R=$REF_IP
# A state with something of everything: veth pairs, a bridge with ports,
# macvlan/macvtap over a veth, vxlan, ifb, groups, aliases, odd names.
# A kind the kernel lacks is left out, with the selectors naming it
# (one skip for each).
absent=
$R link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02 &&
$R link add br0 address 02:00:00:00:01:00 type bridge &&
$R link set va master br0 &&
$R link set va up && $R link set vb up && $R link set br0 up &&
if want kind_macvlan "link show of a macvlan (mv0)"; then
	$R link add mv0 link vb address 02:00:00:00:02:00 type macvlan mode bridge
else
	absent="$absent mv0 type_macvlan"
fi &&
if want kind_macvtap "link show of a macvtap (mt0)"; then
	$R link add mt0 link vb address 02:00:00:00:02:01 type macvtap
else
	absent="$absent mt0"
fi &&
if want kind_vxlan "link show of a vxlan (vx0)"; then
	$R link add vx0 address 02:00:00:00:03:00 type vxlan id 42 dstport 4789
else
	absent="$absent vx0 type_vxlan"
fi &&
$R link add ifb0 address 02:00:00:00:04:00 mtu 1400 txqlen 10 group 7 type ifb &&
$R link set ifb0 alias "an alias" &&
$R link add wa address 02:00:00:00:05:01 group 7 type veth peer name wb address 02:00:00:00:05:02 &&
$R link set wa master br0 && $R link set wa up &&
$R link add 'q"x' address 02:00:00:00:06:01 type ifb &&
$R link add 'a\b' address 02:00:00:00:06:02 type ifb &&
$R link add 'é' address 02:00:00:00:06:03 type ifb &&
$R link add n2345678901234 address 02:00:00:00:06:04 type ifb &&
$R link set lo up ||
	bail "cannot build the test state with $R"
# Traffic, so that -s, -h and -iec have digits to format.
send_frames vb 1234 1400 && send_frames va 77 60 && send_frames lo 5 1000 ||
	bail "cannot send test frames"

modes="- -d -s -h -iec -j -br -o"
modes2="-d_-j -j_-p -d_-j_-p -s_-s -s_-s_-j -s_-j_-p -d_-s_-s -d_-o -s_-o -br_-j -br_-o -s_-h -s_-h_-iec -d_-s_-j_-p -c=always_-d -c=always_-br"
for m in $modes $modes2; do
	case $m in -) m= ;; esac
	m=$(echo "$m" | tr _ ' ')
	for sel in "" "va" "dev va" "br0" "dev br0" "vb" "mv0" "mt0" "vx0" \
		   "ifb0" "lo" "group 7" "up" "master br0" "nomaster" \
		   "type veth" "type bridge" "type macvlan" "type vxlan" \
		   "type ifb" "type bridge_slave" "group 7 up" "up type veth" \
		   "master br0 up"; do
		if [ -n "$absent" ]; then
			case " $absent " in *" $(echo "$sel" | tr ' ' _) "*) continue ;; esac
		fi
		dshow $m link show $sel
	done
done

# The other spellings of show, and the bare object.
for cmd in "" list lst sh; do
	dshow link $cmd
	dshow link $cmd dev va
	dshow -d link $cmd group 7
done

# Names that need escaping in JSON, and a 15-character name.
for n in 'q"x' 'a\b' 'é' n2345678901234; do
	dshow link show "$n"
	dshow -j link show "$n"
	dshow -j -p link show dev "$n"
	dshow -br link show "$n"
	dshow -o link show "$n"
done
# Whatever the names, -j must be valid JSON.
if want python3 "ip -d -s -j link show is valid JSON"; then
	"$IP" -d -s -j link show >"$IPT_TMP/all.json" 2>&1
	"$PYTHON3" -c 'import json,sys; json.load(open(sys.argv[1]))' "$IPT_TMP/all.json" 2>/dev/null
	ok $? "ip -d -s -j link show is valid JSON"
fi

# A name with a control character: iproute2 writes the byte raw inside a
# JSON string (not valid JSON); ours must stay valid JSON (DESIGN.md), so
# this one is checked on its own, not against iproute2.
cname=$(printf 'c\001x')
if $R link add "$cname" address 02:00:00:00:06:05 type ifb 2>/dev/null; then
	if [ "$IP" -ef "$REF_IP" ]; then
		skip "ip -j link show: a control character in a name is escaped" \
			"iproute2 itself writes it raw"
	elif want python3 "ip -j link show: a control character in a name is escaped"; then
		"$IP" -j link show dev "$cname" >"$IPT_TMP/c.json" 2>&1
		"$PYTHON3" -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(d[0]["ifname"] != "c\x01x")' \
			"$IPT_TMP/c.json" 2>/dev/null
		ok $? "ip -j link show: a control character in a name is escaped"
	fi
	dshow link show dev "$cname"
	$R link del "$cname"
fi

# Selectors that match nothing, or that are wrong.
dshow link show group 99
dshow link show master vb
dshow link show type nokind
dshow link show dev nope
dshow link show nope
dshow link show group nosuchgroup
dshow link show master nope
dshow link show va vb
dshow link show dev va dev vb
dshow link show dev
dshow link show group
dshow link show master
dshow link show type
dshow link show bogus va
dshow -j link show dev nope
dshow -br link show dev nope

# Many links: a dump of several datagrams, where a veth's partner is
# sometimes in the next datagram (looked ahead for, or waited for) and a
# bridge made after its ports holds every link up to it.
{
	i=0
	while [ $i -lt 300 ]; do
		echo "link add p$i type veth peer name q$i"
		i=$((i + 1))
	done
	echo "link add br9 type bridge"
	i=0
	while [ $i -lt 300 ]; do
		echo "link set p$i master br9"
		i=$((i + 3))
	done
} > "$IPT_TMP/many.batch"
$R -batch "$IPT_TMP/many.batch" || bail "cannot make 600 links with $R"
for o in "" -d -j -br -o "-d -j"; do
	# shellcheck disable=SC2086
	dshow $o link show
done
dshow link show master br9

done_testing
