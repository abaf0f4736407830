#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0-or-later
# bench/show20k.py [PAIRS] [RUNS]: "ip link show" in its four forms against
# the floor's one dump (bench/floor dump sends the same request), with
# PAIRS veth pairs up (default 10,000: 20,001 links).  Run it inside a
# namespace of its own: `make bench-show` does (unshare -n).  After an
# untimed settling and warm-up, each run times every form once, ours and
# the floor one after the other; for each form it prints the median wall time and
# the median CPU time (user + system, from wait4's rusage) of RUNS runs
# (default 15) and ours/floor for both.
import os
import statistics
import subprocess
import sys
import time

pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 15
ours = os.environ.get("OUR_IP", "./ip/ip")
floor = os.environ.get("FLOOR", "bench/floor")

subprocess.run([floor, "create", "1", str(pairs)], check=True)
subprocess.run([floor, "setup", "1", str(pairs)], check=True)
time.sleep(2)
null = os.open(os.devnull, os.O_WRONLY)


def run(argv):
    t0 = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, os.environ,
                         file_actions=[(os.POSIX_SPAWN_DUP2, null, 1),
                                       (os.POSIX_SPAWN_DUP2, null, 2)])
    _, status, ru = os.wait4(pid, 0)
    t1 = time.perf_counter()
    if status != 0:
        sys.exit(f"{argv}: exit status {status}")
    return t1 - t0, ru.ru_utime + ru.ru_stime


print(f"{pairs} pairs ({2 * pairs + 1} links), {runs} runs each, medians, seconds")
print(f"{'form':<18} {'ours wall':>10} {'floor wall':>10} {'ratio':>6} "
      f"{'ours cpu':>9} {'floor cpu':>9} {'ratio':>6}")
forms = ([], ["-d"], ["-j"], ["-br"])
res = {i: ([], []) for i in range(len(forms))}
# untimed: let the new links settle (link watch) and warm the caches
time.sleep(8)
for form in forms:
    run([ours] + form + ["link", "show"])
run([floor, "dump"])
# each run times every form once, ours and the floor side by side
for _ in range(runs):
    for i, form in enumerate(forms):
        res[i][0].append(run([ours] + form + ["link", "show"]))
        res[i][1].append(run([floor, "dump"]))
for i, form in enumerate(forms):
    o, f = res[i]
    ow = statistics.median(x[0] for x in o)
    fw = statistics.median(x[0] for x in f)
    oc = statistics.median(x[1] for x in o)
    fc = statistics.median(x[1] for x in f)
    name = " ".join(form + ["link", "show"])
    print(f"{name:<18} {ow:10.4f} {fw:10.4f} {ow / fw:6.2f} "
          f"{oc:9.4f} {fc:9.4f} {oc / fc:6.2f}")
