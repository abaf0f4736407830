# SPDX-License-Identifier: GPL-2.0-or-later
# testsuite/batchgen.awk - a random "ip -batch" file for differential tests.
#   awk -v seed=N -v lines=M -f batchgen.awk
# Adds, sets and deletes over a small pool of names, so that deletes hit
# missing devices, names given twice, veth peers an earlier line took away
# macvlans whose lower device went first and vxlans (their removal splits
# a coalesced run); runs of deletes long enough
# to be coalesced; comments, blank lines and quoting.  Address and route
# lines over the veths: adds, replaces and deletes that fail on missing
# or down devices, duplicates, unreachable gateways and missing routes,
# and route listings (often right after a coalesced run of deletes).
# Peers are never up: the veths have no carrier, so routes are
# "linkdown" from the start (nothing changes later, from the link watch).
function name(pfx) { return pfx int(rand() * 8) }
function q(s,   r) {
	r = rand()
	if (r < 0.1) return "\"" s "\""
	if (r < 0.2) return "'" s "'"
	return s
}
function delrun(   n, i, r) {
	n = 8 + int(rand() * 12)
	for (i = 0; i < n; i++) {
		r = rand()
		if (r < 0.45) print "link del " q(name("v"))
		else if (r < 0.7) print "link delete dev " name("p")
		else if (r < 0.75) print "link del " name("m")
		else if (r < 0.82) print "link del " name("x")
		else if (r < 0.86) print "link del " name("b")
		else if (r < 0.9) print "link del r" int(rand() * 4)
		else print "link del nope" int(rand() * 3)
	}
}
# an address or route line, mostly over veths r0..r3 (peers s0..s3: the
# route lines' own, deleted only by their names, so that iproute2's
# -batch, which remembers the index of every name it looked up until
# that name is deleted, stays comparable), sometimes over v0..v7;
# often after lines that make its device ready (made, up, with an
# address), so that some of them succeed
function l3(   r, k, d) {
	r = rand()
	k = int(rand() * 4)
	d = "r" k
	if (rand() < 0.2) {
		k = int(rand() * 8)
		d = "v" k
	}
	if (d ~ /^r/ && rand() < 0.4) {
		print "link add " d " type veth peer name s" k
		print "link set " d " up"
		print "addr add 10." k ".0.1/24 dev " d
	}
	if (r < 0.25) print "addr add 10." k ".0.1/24 dev " q(d)
	else if (r < 0.30) print "addr del 10." k ".0.1/24 dev " d
	else if (r < 0.52) print "route add 10." (100 + int(rand() * 6)) ".0.0/16 dev " d (rand() < 0.3 ? " metric " int(rand() * 3) : "")
	else if (r < 0.62) print "route add 10." (200 + int(rand() * 4)) ".0.0/16 via 10." k ".0.2"
	else if (r < 0.72) print "route replace 10." (100 + int(rand() * 6)) ".0.0/16 dev " d " metric 1"
	else if (r < 0.86) print "route del 10." (100 + int(rand() * 6)) ".0.0/16" (rand() < 0.5 ? " dev " d : "")
	else if (r < 0.93) print "route show"
	else print "route show dev " d
}
BEGIN {
	srand(seed)
	for (i = 0; i < lines; i++) {
		r = rand()
		if (r < 0.21) {
			k = int(rand() * 8)
			print "link add " q("v" k) " type veth peer name p" k
		} else if (r < 0.27) {
			print "link add " name("b") " type bridge"
		} else if (r < 0.30) {
			print "link add " name("m") " link " name("v") " type macvlan mode bridge"
		} else if (r < 0.33) {
			k = int(rand() * 8)
			print "link add x" k " type vxlan id " (k + 1) " dstport 4789"
		} else if (r < 0.42) {
			print "link set dev " name("v") " up"
		} else if (r < 0.45) {
			print "link set " name("p") " mtu " (1280 + int(rand() * 200))
		} else if (r < 0.49) {
			print "link set " name("v") " master " name("b")
		} else if (r < 0.51) {
			print "# a comment " i
		} else if (r < 0.52) {
			print ""
		} else if (r < 0.55) {
			print "link set nope" int(rand() * 2) " up   # trailing comment"
		} else if (r < 0.62) {
			print "link del " name("v")
		} else if (r < 0.82) {
			l3()
		} else {
			delrun()
			if (rand() < 0.5)
				l3()
		}
	}
}
