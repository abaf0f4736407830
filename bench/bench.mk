# SPDX-License-Identifier: GPL-2.0-or-later
# bench/: `make bench` - veth create/up/delete cycles and link dumps at N
# pairs, our ip against iproute2, busybox ip and the kernel floor.
# Included by the top Makefile; see bench/README.md.

BENCH_N ?= 1000 2000 5000 10000
BENCH_REPS ?= 3
BENCH_TOOLS ?= ours iproute2 busybox floor
BENCH_MODES ?= shell batch
BENCH_SHELL_DEL_MAX ?= 1000
BENCH_DEL_MAX ?= 1000
BENCH_BUSYBOX_MAX ?= 1000
BENCH_SHOW_REPEAT ?= 5
BENCH_SHOWDEV_REPEAT ?= 20
BENCH_ADDR_REPEAT ?= 20
BENCH_OUT ?= bench/results
OUR_IP ?= ./ip/ip
REF_IP ?= /usr/sbin/ip

.PHONY: bench bench-deps bench-report

# Our ip is built by `all`; with OUR_IP pointing elsewhere (a stand-in
# while ip/ip is being written) the bench does not need it built.
BENCH_NEEDS_ALL := $(if $(filter ./ip/ip ip/ip $(CURDIR)/ip/ip,$(OUR_IP)),all)

bench: $(BENCH_NEEDS_ALL) bench/floor bench-deps
	BENCH_N="$(BENCH_N)" BENCH_REPS="$(BENCH_REPS)" BENCH_TOOLS="$(BENCH_TOOLS)" BENCH_MODES="$(BENCH_MODES)" \
	BENCH_SHELL_DEL_MAX="$(BENCH_SHELL_DEL_MAX)" BENCH_DEL_MAX="$(BENCH_DEL_MAX)" \
	BENCH_BUSYBOX_MAX="$(BENCH_BUSYBOX_MAX)" BENCH_SHOW_REPEAT="$(BENCH_SHOW_REPEAT)" \
	BENCH_SHOWDEV_REPEAT="$(BENCH_SHOWDEV_REPEAT)" BENCH_ADDR_REPEAT="$(BENCH_ADDR_REPEAT)" \
	BENCH_OUT="$(BENCH_OUT)" BENCH_CONTAINERS="$(BENCH_CONTAINERS)" BENCH_CT_MODES="$(BENCH_CT_MODES)" \
	BENCH_CT_PORTS="$(BENCH_CT_PORTS)" BENCH_CT_TIMEOUT="$(BENCH_CT_TIMEOUT)" BENCH_CT_SETTLE="$(BENCH_CT_SETTLE)" BENCH_CT_QUIET="$(BENCH_CT_QUIET)" BENCH_CT_IPV6="$(BENCH_CT_IPV6)" \
	OUR_IP="$(OUR_IP)" REF_IP="$(REF_IP)" FLOOR=bench/floor \
	bash bench/run.sh

# Re-draw summary.md and the plots from an existing bench/results/raw.csv.
bench-report:
	bash bench/report.sh $(BENCH_OUT)

# GNU time (peak RSS) and gnuplot (plots) are needed; busybox is optional.
# Installed when missing and we are root; otherwise run.sh says what lacks.
bench-deps:
	@if [ ! -x /usr/bin/time ] || ! command -v gnuplot >/dev/null; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			apt-get install -y time gnuplot-nox >/dev/null; \
		else \
			echo "bench: needs GNU time and gnuplot: apt-get install -y time gnuplot-nox" >&2; \
		fi; \
	fi

bench/floor: bench/floor.c bench/floor_ct.c bench/floor_nl.c bench/floor.h config.mk
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ bench/floor.c bench/floor_ct.c bench/floor_nl.c $(MNL_LIBS)

# XDP attach: one process per attach, ours against iproute2 (bench/xdp.sh).
XDP_RUNS ?= 21
.PHONY: bench-xdp
bench-xdp: $(BENCH_NEEDS_ALL) xdp-objects
	XDP_RUNS="$(XDP_RUNS)" XDP_OBJ_DIR="$(BUILD)/testsuite/xdp" BENCH_OUT="$(BENCH_OUT)" \
	OUR_IP="$(OUR_IP)" REF_IP="$(REF_IP)" bash bench/xdp.sh

# Containers: one container's setup and teardown with N-1 present, and N
# at once, ours against iproute2 and the floor (bench/containers.sh).
BENCH_CONTAINERS ?= 100 1000 5000
BENCH_CT_MODES ?= shell batch scale
BENCH_CT_PORTS ?= 1000
BENCH_CT_TIMEOUT ?= 60
BENCH_CT_SETTLE ?= 300
BENCH_CT_QUIET ?= 10
BENCH_CT_IPV6 ?= off
BENCH_CT_OUT ?= $(BENCH_OUT)/containers
.PHONY: bench-containers bench-containers-report
bench-containers: $(BENCH_NEEDS_ALL) bench/floor bench-deps
	BENCH_CONTAINERS="$(BENCH_CONTAINERS)" BENCH_REPS="$(BENCH_REPS)" BENCH_TOOLS="$(BENCH_TOOLS)" \
	BENCH_CT_MODES="$(BENCH_CT_MODES)" BENCH_CT_PORTS="$(BENCH_CT_PORTS)" BENCH_CT_TIMEOUT="$(BENCH_CT_TIMEOUT)" \
	BENCH_CT_SETTLE="$(BENCH_CT_SETTLE)" BENCH_CT_QUIET="$(BENCH_CT_QUIET)" BENCH_CT_IPV6="$(BENCH_CT_IPV6)" BENCH_OUT="$(BENCH_CT_OUT)" OUR_IP="$(OUR_IP)" REF_IP="$(REF_IP)" FLOOR=bench/floor \
	bash bench/containers.sh

bench-containers-report:
	REPORT_KIND=containers bash bench/report.sh $(BENCH_CT_OUT)

# `link show` at 20,001 links against the floor's dump, four forms,
# alternating, wall and CPU medians (bench/show20k.py).
BENCH_SHOW_PAIRS ?= 10000
BENCH_SHOW_RUNS ?= 15
.PHONY: bench-show
bench-show: $(BENCH_NEEDS_ALL) bench/floor
	OUR_IP="$(OUR_IP)" FLOOR=bench/floor unshare -n /usr/bin/python3 bench/show20k.py \
		$(BENCH_SHOW_PAIRS) $(BENCH_SHOW_RUNS) | tee $(BENCH_OUT)/show20k.txt
