#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The kinds can, batadv, dsa, netdevsim, rmnet, virt_wifi and wwan: the
# kernel these tests were written on has none of them, so the request
# each command sends is compared with iproute2's (dreq), with its
# messages and exit code (the same where a kernel has one): every keyword,
# matching by prefix where iproute2 allows it, duplicates, bad input, and
# "set" (CAN is configured that way); "help" in both forms; what the
# kernel answers (state unchanged, or where it has a kind, what both
# tools make); and the printing of what the kernel
# sends for them (testsuite/msgs/link-KIND.spec) in text, -d, -s and,
# through testsuite/fakenl.c, JSON.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip
need kind_veth

S='ip link add eth0 type veth peer name eth1'
# The requests (dreq) are read with strace (testsuite/reqdump.sh): without
# it, one skip for all of them.
want strace "the requests sent (dreq), every kind" || dreq() { return 0; }
msgs=$top/testsuite/msgs

can() {	# can WORDS...: "link add c0 type can WORDS"
	dreq link add c0 type can "$@"
}

# ---- can ----
can bitrate 500000 sample-point 0.875 tq 10 prop-seg 1 phase-seg1 2 \
	phase-seg2 3 sjw 4
can dbitrate 2000000 dsample-point 0.75 dtq 1 dprop-seg 2 dphase-seg1 3 \
	dphase-seg2 4 dsjw 5 tdcv 1 tdco 2 tdcf 3
can loopback on listen-only off triple-sampling on one-shot off \
	berr-reporting on fd on fd-non-iso off presume-ack on cc-len8-dlc on \
	tdc-mode auto restart-ms 100 restart termination 120
can tq 25 prop-seg 34 phase-seg1 35 phase-seg2 10 dtq 25 dprop-seg 7 \
	dphase-seg1 7 dphase-seg2 5 tdc-mode manual tdcv 14 tdco 15
# prefixes: iproute2's order decides (t is tq, tdc tdcv, p prop-seg, r
# restart, f fd, ...)
can b 1 s 0.5 t 2 p 3 phase-seg 4 sj 5 d 6 ds 0.1 dt 7 dp 8 dphase 9 dsj 10 \
	tdc 11 l on li off tr on o on be on f on fd-n on presume-ack on c on r
can bitr 1 samp 0.3 tdco 1 tdcf 2 tdc-m off restart-m 5 te 3 dsample 0.2
# duplicates: the last value wins, modes add up, restart twice is sent twice
can loopback on loopback off tdc-mode manual tdc-mode off fd off fd on
can bitrate 1 bitrate 2 tq 3 dbitrate 4 dbitrate 5 termination 1 termination 2
can restart restart restart-ms 1 restart-ms 2
# values: bases, zero rates (no bit timing sent), -1 for TDC (not sent)
can bitrate 0x10 tq 010 sjw 0
can tq 0 bitrate 0 sample-point 0.5 dtq 0 dsample-point 0.5
can tdcv 4294967295 tdco 4294967295 tdcf 0
can tdcf 5 tdcv 4294967295 tdco 0x10
can termination 0 restart-ms 0 termination 65535 restart-ms 4294967295
# sample points: float rounding, C's conversion of what does not fit
for sp in 0.875 0.1 0.9999 5e-4 -0 -0.5 1e20 nan inf -inf 4294967.5 \
	2147483.648 -2147483.649 9e15 -9e15 0x1p-3 " 0.5" 1e-50; do
	can bitrate 1 sample-point "$sp" dbitrate 1 dsample-point "$sp"
done
# bad input
can bitrate x
can bitrate 4294967296
can bitrate -1
can tq ""
can sjw 1x
can dsjw 4294967296
can sample-point 1.2.3
can dsample-point ""
can "sample-point" "0.5 "
can tdcv x
can tdco -1
can tdcf 4294967296
can loopback maybe
can fd ""
can fd ON
can one-shot 1
can tdc-mode on
can tdc-mode Auto
can termination 65536
can termination x
can restart-ms -1
can restart-ms
can restart x
can bitrate
can dtq
can fd
can tdc-mode
can foo
can ""
can help
can h
can bitrate 5 help
can restart-ms 1 bogus
# the bound of 1024 bytes iproute2 gives a kind's attributes
# shellcheck disable=SC2046
can $(seq -f 'restart-ms %g' 1 130) bitrate 5
# set: what CAN is configured with
dreq -k -s "$S" link set eth0 type can bitrate 125000
dreq -k -s "$S" link set eth0 type can bitrate 1000000 sample-point 0.8 \
	dbitrate 5000000 fd on restart-ms 100 berr-reporting on
dreq -k -s "$S" link set dev eth0 type can restart
dreq -k -s "$S" link set eth0 type can bitrate x
dreq -k -s "$S" link set nope type can bitrate 5
dreq -k -s "$S" link set eth0 up type can termination 120

# ---- dsa: "conduit" and "master" in full only, "help" too ----
dreq -s "$S" link add d0 link eth0 type dsa conduit eth0
dreq -s "$S" link add d0 type dsa master eth1
dreq -s "$S" link add d0 type dsa master eth1 conduit eth0
dreq -s "$S" link add d0 type dsa conduit if2
dreq -s "$S" link add d0 type dsa conduit 2
dreq -s "$S" link add d0 type dsa cond eth0
dreq -s "$S" link add d0 type dsa mast eth0
dreq -s "$S" link add d0 type dsa conduit nope
dreq -s "$S" link add d0 type dsa conduit eth0 conduit if9
dreq link add d0 type dsa conduit
dreq link add d0 type dsa help
dreq link add d0 type dsa he
dreq link add d0 type dsa foo
dreq -k -s "$S" link set eth0 type dsa conduit eth1
dreq -k -s "$S" link set eth0 type dsa conduit nope

# ---- rmnet ----
dreq -s "$S" link add link eth0 name r0 type rmnet mux_id 5
dreq link add r0 type rmnet m 0x10 mux_id 65535
dreq link add r0 type rmnet mux 1 mux_id 2
dreq link add r0 type rmnet mux_id 0
dreq link add r0 type rmnet mux_id 65536
dreq link add r0 type rmnet mux_id x
dreq link add r0 type rmnet mux_id -1
dreq link add r0 type rmnet mux_id
dreq link add r0 type rmnet h
dreq link add r0 type rmnet help
dreq link add r0 type rmnet bogus
dreq link add r0 type rmnet mux_id 1 mux_ids 2
dreq -k -s "$S" link set eth0 type rmnet mux_id 3

# ---- wwan ----
dreq link add w0 type wwan linkid 0
dreq link add w0 type wwan l 4294967295 linkid 7
dreq link add w0 type wwan link 0x20
dreq link add w0 type wwan linkid 4294967296
dreq link add w0 type wwan linkid x
dreq link add w0 type wwan linkid
dreq link add w0 type wwan help
dreq link add w0 type wwan hel
dreq link add w0 type wwan foo
dreq -k -s "$S" link set eth0 type wwan linkid 1

# ---- batadv ----
dreq link add b0 type batadv ra BATMAN_IV
dreq link add b0 type batadv r BATMAN_V ra anything
dreq link add b0 type batadv ra ""
dreq link add b0 type batadv
dreq link add b0 type batadv ra
dreq link add b0 type batadv he
dreq link add b0 type batadv foo
dreq link add b0 type batadv rab x
dreq -k -s "$S" link set eth0 type batadv ra BATMAN_V

# ---- netdevsim, virt_wifi: words are ignored ----
dreq link add n0 type netdevsim
dreq link add n0 type netdevsim foo bar
dreq link add n0 type netdevsim help
dreq -s "$S" link add v0 link eth0 type virt_wifi
dreq link add v0 type virt_wifi help
dreq link add v0 mtu 1400 type virt_wifi x y
dreq -k -s "$S" link set eth0 type virt_wifi foo

# ---- ip link help KIND ----
for k in can batadv dsa netdevsim rmnet virt_wifi wwan; do
	dshow link help "$k"
done
dshow link help can bitrate

# ---- xstats: none of these kinds has them ----
for k in can dsa wwan; do
	dshow link xstats type "$k"
done

# ---- batches: a bad value ends even a -force batch (iproute2 exits
# there), an unknown word or "help" only fails its line ----
n=0
for l in 'link add c0 type can fd maybe' 'link add c0 type can tdc-mode x' \
	 'link add c0 type can bitrate x' 'link add c0 type can foo' \
	 'link add d0 type dsa he' 'link add d0 type dsa conduit nope' \
	 'link add r0 type rmnet mux_id x' 'link add w0 type wwan help'; do
	n=$((n + 1))
	printf '%s\nlink show lo\n' "$l" >"$IPT_TMP/batch$n"
	dshow -force -batch "$IPT_TMP/batch$n"
done

# ---- end to end: what this kernel says, state unchanged ----
dscript -m "can, dsa, rmnet, wwan, batadv, netdevsim, virt_wifi on this kernel" <<'E'
ref link add eth0 type veth peer name eth1
ip link add c0 type can bitrate 125000
ip link set eth0 type can bitrate 125000
ip link set eth0 type can restart
ip link set eth0 type can bitrate x
ip link set nope type can bitrate 5
ip link add d0 link eth0 type dsa conduit eth0
ip link add d0 type dsa conduit nope
ip link add r0 link eth0 type rmnet mux_id 1
ip link add w0 type wwan linkid 1
ip link add b0 type batadv ra BATMAN_IV
ip link add n0 type netdevsim
ip link add v0 link eth0 type virt_wifi
ip link set eth0 type dsa conduit eth1
ip link set eth0 type rmnet mux_id 3
ip -d link show
E

# ---- printing of what the kernel sends ----
for k in can dsa rmnet wwan batadv netdevsim virt_wifi; do
	dmsgs "$msgs/link-$k.spec" "-d" "-d -o" "-d -s" "-d -s -s" "-c -d -s"
done
# JSON: the messages as a link dump (not the removal at the end)
sed '/^msg RTM_DELLINK/,$d' "$msgs/link-can.spec" >"$IPT_TMP/link-can-dump.spec"
for o in "-d -j" "-d -s -j" "-d -s -j -p" "-s -j" "-d -s" "-d -s -o"; do
	# shellcheck disable=SC2086
	dfake 18 "$IPT_TMP/link-can-dump.spec" $o link show
done
for k in dsa rmnet wwan batadv netdevsim virt_wifi; do
	dfake 18 "$msgs/link-$k.spec" -d -j link show
	dfake 18 "$msgs/link-$k.spec" -d -s -j -p link show
done

done_testing
