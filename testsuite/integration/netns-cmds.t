#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# "ip netns" command by command: every subcommand, its abbreviations, its
# errors and exit codes, -all, "exec" (/etc/netns and /sys), -n with a
# path, an unprivileged caller, and namespaces passed between our ip and
# iproute2 both ways.  Each script runs once with our ip and once with
# iproute2, each in its own network and mount namespace; every step must
# give the same stdout, stderr and exit code, and bad input must leave no
# stray file or mount in /run/netns.
. "$(dirname "$0")/../lib.sh"
ipt_require_ip


# "ip" is the tool under test, "ref" always iproute2, "$IP" our ip (also
# inside the iproute2 run), "$IPT_TOOL" the tool of this run.
ns_script "commands and errors" <<'S'
ip netns
ip netns list
ip -j netns list
ip -j netns list-id
ip netns add
ip netns add a/b
ip netns add .
ip netns add ..
ip netns add ""
ip netns add nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn
ip netns add c1
ip netns add c1
ip netns a
ip netns at
ip netns attach
ip netns attach x
ip netns attach x y
ip netns attach x 0
ip netns attach x -3
ip netns attach x 2147483647
ip netns attach self $$
ip netns attach c1 1
ls -A /run/netns
ip netns identify $$
ip netns identify
ip netns identify abc
ip netns identify 1 2
ip netns identify 2147483647
ip netns pids
ip netns pids nope
ip netns pids c1 x
ip netns pids c1
ip netns set
ip netns set c1
ip netns set c1 x
ip netns set c1 -1
ip netns set c1 0x10
ip netns set c1 auto
ip netns set c1 17
ip netns set nope 3
ip netns set nope x
ip netns set self auto
ip netns list
ip netns l
ip netns s
ip netns sh
ip netns lst
ip -j -p netns list
ip netns list-id
ip netns list-i
ip -j netns list-id
ip netns list-id nsid 16
ip -j netns list-id nsid 16
ip netns list-id nsid 7
ip netns list-id foo
ip netns list-id nsid
ip netns list-id nsid -1
ip netns list-id nsid -1 x
ip netns list-id nsid x
ip netns list-id nsid 1 nsid 2
ip netns list-id target-nsid 1 target-nsid 2
ip netns list-id target-nsid
ip netns list-id target-nsid -2
ip netns list-id target-nsid 16
ip netns list-id target-nsid 99
ip netns exec
ip netns exec c1
ip netns exec nope true
ip netns exec c1 /nonexistent
ip netns exec c1 sh -c 'exit 7'
ip netns exec c1 sh -c 'echo out; echo err >&2'
ip netns e c1 true
ip -n /proc/1/ns/net link show
ip -n c1 -n nope link show
ip -n c1 link show
ip netns foo
ip netns help
ip netns
ip netns del
ip netns del nope
ip netns del self
ip netns d c1
ip netns list
ls -A /run/netns
grep -c ' /run/netns/' /proc/self/mountinfo
S

# "monitor" runs until killed; a terminal makes its output line-buffered
# (script(1), of util-linux)
want script "monitor" && ns_script "monitor" <<'S'
ip netns add m0
(sleep 0.5; ref netns add m1; ref netns del m1; ref netns del m0) & timeout 1.5 script -qfc "$IPT_TOOL netns monitor" /dev/null 2>/dev/null | tr -d '\r'; wait
S

# Past a file that is no namespace, iproute2's child walks on with the
# parent: the namespaces after it get a second run (netns-exec-child.t
# asserts ours' one), so that output is compared with repeats removed.
ns_script "-all" <<'S'
ip -all netns exec
ip -all netns exec echo hi
ip -all netns del
ip netns add a
ip netns add b
ip netns set b 4
ip -all netns exec "$IP" -br link
ip -all netns exec sh -c 'exit 3'
touch /run/netns/stray
ip netns list
ip netns list-id
ip -all netns exec echo hi | awk 'BEGIN { RS = "" } !seen[$0]++ { print ""; print }'
ip netns exec stray true
ip -n stray link show
ip netns set stray 5
ip -all netns delete
ip netns list
ls -A /run/netns
grep -c ' /run/netns/' /proc/self/mountinfo
S

want kind_veth "exec environment" && ns_script -e "exec environment" <<'S'
ip netns add c1
mkdir -p /etc/netns/c1 && echo 'nameserver 192.0.2.1' >/etc/netns/c1/resolv.conf && echo x >/etc/netns/c1/no-such-file
ip netns exec c1 cat /etc/resolv.conf
ip netns exec c1 sh -c 'ls /sys/class/net; grep -c " /sys " /proc/self/mountinfo'
ip -n c1 netns exec c1 cat /etc/resolv.conf
ip -n c1 link show
cat /etc/resolv.conf
grep -c ' /sys ' /proc/self/mountinfo
ip link add v0 type veth peer name v1 netns c1
ip netns exec c1 sh -c 'ls /sys/class/net'
ls /sys/class/net
ip netns del c1
S

want kind_veth "namespaces shared with iproute2" && ns_script -m "namespaces shared with iproute2" <<'S'
ref netns add r1
ip netns list
ip -n r1 link add d0 type veth peer name d1
ip -n r1 link show
ip netns exec r1 "$IP" -br link
ip link add h0 type veth peer name h1 netns r1
ip netns set r1 3
ref netns list-id
ip link show h0
ref link show h0
ip netns pids r1
ip netns del r1
ref netns list
ip netns add o1
ref netns list
ref -n o1 link add e0 type veth peer name e1
ref netns exec o1 "$REF_IP" -br link
ref link add g0 type veth peer name g1 netns o1
ref -n o1 -br link
ref netns set o1 auto
ip netns list-id
ip link show g0
ref netns del o1
ip netns list
ls -A /run/netns
grep -c ' /run/netns/' /proc/self/mountinfo
S

want setpriv "no permission" && ns_script "no permission" <<'S'
ip netns add c1
setpriv --reuid 65534 --regid 65534 --clear-groups "$IPT_TOOL" netns add x
setpriv --reuid 65534 --regid 65534 --clear-groups "$IPT_TOOL" netns attach x 1
setpriv --reuid 65534 --regid 65534 --clear-groups "$IPT_TOOL" netns delete c1
setpriv --reuid 65534 --regid 65534 --clear-groups "$IPT_TOOL" netns set c1 3
setpriv --reuid 65534 --regid 65534 --clear-groups "$IPT_TOOL" netns exec c1 true
setpriv --reuid 65534 --regid 65534 --clear-groups "$IPT_TOOL" -n c1 link show
setpriv --reuid 65534 --regid 65534 --clear-groups "$IPT_TOOL" netns list
setpriv --reuid 65534 --regid 65534 --clear-groups "$IPT_TOOL" netns identify
setpriv --reuid 65534 --regid 65534 --clear-groups "$IPT_TOOL" netns pids c1
setpriv --reuid 65534 --regid 65534 --clear-groups "$IPT_TOOL" link add v0 type veth peer name v1 netns c1
setpriv --reuid 65534 --regid 65534 --clear-groups "$IPT_TOOL" link add v0 type veth peer name v1 link-netns c1
ls -A /run/netns
grep -c ' /run/netns/' /proc/self/mountinfo
ip netns list-id
ip netns del c1
S

# "netns" and "link-netns"/"link-netnsid" on links: duplicates, PIDs,
# abbreviations, and a name that is not a namespace.
want kind_veth "link keywords" && ns_script -m "link keywords" <<'S'
ip netns add c1
ip link add v2 netns -1 netns c1 type veth peer name v3
ip link add v2 netns c1 netns c1 type veth peer name v3
ip link add v2 netns 5 netns c1 type veth peer name v3
ip link add v2 netns abc type veth peer name v3
ip link add v2 netns 2147483647 type veth peer name v3
ip link add v2 netns $$ type veth peer name v3
ip link add v4 link-netnsid -1 link-netns c1 type veth peer name v5
ip link add v6 link-net c1 type veth peer name v7
ip link add v8 link-netnsid 0x0 type veth peer name v9
ip link add v10 link-netnsi 3 type veth peer name v11
ip link add v10 link-netnsid 1 link-netns c1 type veth peer name v11
ip link add v10 link-netns c1 link-netnsid 1 type veth peer name v11
ip link add v10 link-netnsid type veth
ip link add v10 link-netns
ip link add v10 netns
ip link add v10 type veth peer name v11 netns nope
ip link add v10 type veth peer name v11 netns c1 netns c1
ip link set v6 link-netnsid 0
ip link set v6 netns c1 index 77
ip link set v2 netns c1
ip link set v2 netns c1
ip link set lo netns c1
ip -n c1 link show
ip link show
ip netns list-id
touch /run/netns/stray
ip link add v12 link-netns stray type veth peer name v13
ip link add v12 netns stray type veth peer name v13
S

# A read-only /run: nothing can be made.
ns_script -r "read-only /run" <<'S'
mount -o remount,ro /run
ip netns add c1
ip netns list
ip netns identify
ip -all netns del
S

done_testing
