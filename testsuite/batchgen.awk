# SPDX-License-Identifier: GPL-2.0-or-later
# testsuite/batchgen.awk - a random "ip -batch" file for differential tests.
#   awk -v seed=N -v lines=M -f batchgen.awk
# Adds, sets and deletes over a small pool of names, so that deletes hit
# missing devices, names given twice, veth peers an earlier line took away
# macvlans whose lower device went first and vxlans (their removal splits
# a coalesced run); runs of deletes long enough
# to be coalesced; comments, blank lines and quoting.
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
		else if (r < 0.9) print "link del " name("b")
		else print "link del nope" int(rand() * 3)
	}
}
BEGIN {
	srand(seed)
	for (i = 0; i < lines; i++) {
		r = rand()
		if (r < 0.25) {
			k = int(rand() * 8)
			print "link add " q("v" k) " type veth peer name p" k
		} else if (r < 0.32) {
			print "link add " name("b") " type bridge"
		} else if (r < 0.36) {
			print "link add " name("m") " link " name("v") " type macvlan mode bridge"
		} else if (r < 0.40) {
			k = int(rand() * 8)
			print "link add x" k " type vxlan id " (k + 1) " dstport 4789"
		} else if (r < 0.50) {
			print "link set dev " name("v") " up"
		} else if (r < 0.55) {
			print "link set " name("p") " mtu " (1280 + int(rand() * 200))
		} else if (r < 0.60) {
			print "link set " name("v") " master " name("b")
		} else if (r < 0.63) {
			print "# a comment " i
		} else if (r < 0.65) {
			print ""
		} else if (r < 0.70) {
			print "link set nope" int(rand() * 2) " up   # trailing comment"
		} else if (r < 0.80) {
			print "link del " name("v")
		} else {
			delrun()
		}
	}
}
