# SPDX-License-Identifier: GPL-2.0-or-later
# Top-level Makefile: all, check, bench, demo, install, clean.

PREFIX ?= /usr/local
SBINDIR ?= $(PREFIX)/sbin
MANDIR ?= $(PREFIX)/share/man
DESTDIR ?=

-include config.mk

CC ?= cc
OPT ?= -O2
CFLAGS ?= $(OPT) -g
WARN := -Wall -Wextra -Werror -Wno-missing-field-initializers
# include/: lib's API; ip/: the modules' headers, named by their folder
# ("link/kind.h")
CPPFLAGS += -Iinclude -Iip -D_GNU_SOURCE
ifeq ($(SANITIZE),1)
CFLAGS += -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
LDFLAGS += -fsanitize=address,undefined
BUILD := build-san
else
BUILD := build
endif

ALL_CFLAGS = $(CPPFLAGS) $(MNL_CFLAGS) $(ELF_CFLAGS) $(CAP_CFLAGS) $(WARN) $(CFLAGS)
# libelf is opened at run time, when XDP first reads an object (lib/bpf/elf_dl.c),
# libcap when a caller is not root (lib/caps.c)
LIBS = $(MNL_LIBS)

LIB_SRC := $(sort $(wildcard lib/*.c lib/*/*.c))
# ip/main.c and one folder per module
# (ip/MODULE/*.c; the link kinds in ip/link/kind/)
IP_SRC := $(sort $(wildcard ip/*.c ip/*/*.c ip/*/*/*.c))
HDRS = $(wildcard include/*.h lib/*.h lib/*/*.h ip/*.h ip/*/*.h ip/*/*/*.h)
LIB_OBJ := $(LIB_SRC:%.c=$(BUILD)/%.o)
IP_OBJ := $(IP_SRC:%.c=$(BUILD)/%.o)
# the commands without main(), for unit tests that walk their tables
CMD_OBJ := $(filter-out $(BUILD)/ip/main.o,$(IP_OBJ))
UNIT_SRC := $(sort $(wildcard testsuite/unit/*.c))
UNIT_BIN := $(UNIT_SRC:%.c=$(BUILD)/%)
# the printer tests' stand-in for the kernel (testsuite/fakenl.c)
FAKENL := $(BUILD)/testsuite/fakenl.so

.PHONY: all check check-run probes unit integration bench demo install clean deps fuzz fuzz-batch fuzz-argv fuzz-print fuzz-bpf fuzz-kind fuzz-cmd fuzz-addr fuzz-rule fuzz-nh fuzz-route soak

all: config.mk ip/ip

config.mk: configure
	./configure

# copied through a temporary file: a running ip/ip must not block the build
ip/ip: $(BUILD)/ip/ip FORCE
	@cmp -s $< $@ || { cp $< $@.tmp && mv -f $@.tmp $@; }

FORCE:

# ip/ip-test: the same ip with the test-only knobs compiled in
# (IP_TEST_KNOBS: IP_BATCH_SCRATCH_GROUP pins the batch's scratch group,
# IP_BATCH_ROUND_PAUSE holds a delete round after its moves, and the
# IP_BATCH_NOTIFY_BUFFER/IP_BATCH_RCVBUF socket buffers).
# The testsuite uses it where a test needs a knob; it is never installed.
ip/ip-test: $(BUILD)/ip/ip-test FORCE
	@cmp -s $< $@ || { cp $< $@.tmp && mv -f $@.tmp $@; }

$(BUILD)/ip/batch/ipbatch-knobs.o: ip/batch/ipbatch.c $(HDRS) config.mk
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -DIP_TEST_KNOBS -c -o $@ $<

$(BUILD)/ip/ip-test: $(filter-out $(BUILD)/ip/batch/ipbatch.o,$(IP_OBJ)) $(BUILD)/ip/batch/ipbatch-knobs.o $(BUILD)/libip.a
	$(CC) $(LDFLAGS) -o $@ $(filter-out $(BUILD)/ip/batch/ipbatch.o,$(IP_OBJ)) $(BUILD)/ip/batch/ipbatch-knobs.o $(BUILD)/libip.a $(LIBS)

$(BUILD)/ip/ip: $(IP_OBJ) $(BUILD)/libip.a
	$(CC) $(LDFLAGS) -o $@ $(IP_OBJ) $(BUILD)/libip.a $(LIBS)

$(BUILD)/libip.a: $(LIB_OBJ)
	rm -f $@
	ar rcs $@ $^

$(BUILD)/libipcmd.a: $(CMD_OBJ)
	rm -f $@
	ar rcs $@ $^

$(BUILD)/%.o: %.c $(HDRS) config.mk
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(BUILD)/testsuite/unit/%: testsuite/unit/%.c $(BUILD)/libipcmd.a $(BUILD)/libip.a $(wildcard testsuite/unit/*.h) $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< $(BUILD)/libipcmd.a $(BUILD)/libip.a $(LIBS)

# The XDP tests' reader of pinned maps (bpf(2) only).
$(BUILD)/testsuite/xdpmap: testsuite/xdpmap.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ $<

# The test XDP programs, when clang is there (the tests skip otherwise).
CLANG ?= clang
MULTIARCH := $(shell $(CC) -print-multiarch 2>/dev/null)
XDP_SRC := $(sort $(wildcard testsuite/xdp/*.c))
XDP_OBJS := $(XDP_SRC:%.c=$(BUILD)/%.o)
.PHONY: xdp-objects
ifneq ($(shell command -v $(CLANG) 2>/dev/null),)
xdp-objects: $(XDP_OBJS)
else
xdp-objects:
endif
$(BUILD)/testsuite/xdp/%.o: testsuite/xdp/%.c testsuite/xdp/xdp.h
	@mkdir -p $(dir $@)
	$(CLANG) -target bpf -O2 -g $(if $(MULTIARCH),-I/usr/include/$(MULTIARCH)) -c -o $@ $<

# never sanitized: it is preloaded into iproute2 as well
$(FAKENL): testsuite/fakenl.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(WARN) -O2 -fPIC -shared -o $@ $< -ldl

# The long versions of the batch-safety tests: 200 runs of a 2,000-line
# delete batch killed at random (make check runs 10), 20 runs of four
# batches deleting overlapping sets (as make check), 50 runs of each mode
# of a delete racing renames (make check runs 3), 20 batches stopped
# mid-round in a PID namespace of their own (make check runs 2).
SOAK_KILL_RUNS ?= 200
SOAK_CONC_RUNS ?= 20
SOAK_RENAME_RUNS ?= 50
SOAK_JOURNAL_RUNS ?= 20
soak: all ip/ip-test
	KILL_RUNS=$(SOAK_KILL_RUNS) CONC_RUNS=$(SOAK_CONC_RUNS) \
	RENAME_RUNS=$(SOAK_RENAME_RUNS) JOURNAL_RUNS=$(SOAK_JOURNAL_RUNS) BUILD=$(BUILD) \
		prove -v --timer testsuite/integration/batch-kill.t \
		testsuite/integration/batch-concurrent.t testsuite/integration/batch-rename.t \
		testsuite/integration/batch-journal.t

# Install build dependencies when root and something is missing.
deps:
	@sh testsuite/deps.sh

# deps first, then a fresh make: on a new machine config.mk can only be
# written once pkg-config and the libraries are there
check: deps
	$(MAKE) check-run

# Test files run CHECK_JOBS at a time (each in network namespaces of its
# own), the slowest of the last run first (prove's state, .prove); the
# output of each file comes whole when it ends.
CHECK_JOBS ?= 2
# Kernel features are asked once for the run (testsuite/probe.sh, answers
# in $(BUILD)/probes); IPT_ASSUME_ABSENT="mroute4 ..." (or "all") makes the
# probes named answer "absent", to run the skip paths.  The last line says
# what was skipped and why.
check-run: all ip/ip-test $(UNIT_BIN) $(BUILD)/testsuite/xdpmap xdp-objects $(FAKENL)
	@sh testsuite/probe.sh --check
	@rm -rf $(BUILD)/probes && mkdir -p $(BUILD)/probes && : >$(BUILD)/skips.log
	@BUILD=$(BUILD) XDP_OBJ_DIR=$(BUILD)/testsuite/xdp IPT_PROBE_DIR=$(CURDIR)/$(BUILD)/probes \
	  IPT_SKIP_LOG=$(CURDIR)/$(BUILD)/skips.log \
	  prove -j$(CHECK_JOBS) --state=slow,save -v --timer $(UNIT_BIN) testsuite/integration/*.t; \
	  rc=$$?; sh testsuite/skips.sh $(BUILD)/skips.log; exit $$rc

# What this kernel and machine have, as the tests' probes see it.
probes:
	@sh testsuite/probe.sh

demo: deps
	$(MAKE) all
	sh testsuite/demo.sh

install: all
	install -d $(DESTDIR)$(SBINDIR) $(DESTDIR)$(MANDIR)/man8
	install -m 0755 ip/ip $(DESTDIR)$(SBINDIR)/ip
	install -m 0644 man/man8/*.8 $(DESTDIR)$(MANDIR)/man8/

# libFuzzer targets (clang, ASan + UBSan), testsuite/fuzz/NAME_fuzz.c:
#   batch  the batch line reader
#   argv   "ip link" (every kind) and "ip netns" command lines -> requests,
#          sent to a sink (an nl handle with no socket)
#   print  netlink messages -> the printers, every output mode, the JSON
#          parsed back
#   kind   the link kinds' parsers and printers
#   bpf    the BPF object parser and linker, seeded with the test objects
#   cmd    whole link and tuntap commands on the engine's sink: argv down
#          to the request, and the printers fed generated dump replies
#   addr   saved messages through the address, neighbour and link
#          printers; words through the address parser
#   rule   rule messages through the rule printer (every mode, the JSON
#          parsed back) and as dump answers; words through "ip rule"
#   nh     saved messages through the nexthop (encaps, buckets, cache),
#          netconf and address label printers; words through the
#          nexthop, addrlabel and netconf commands on the sink
#   route  saved messages through the route and multicast route printers
#          (every mode, the JSON parsed back) and as dump answers; words
#          through "ip route" on the sink (requests checked, nexthops too)
# `make fuzz` runs each for FUZZ_SECONDS (default 60), `make fuzz-NAME`
# one; corpora live in build-fuzz/corpus/, seeded from testsuite/fuzz/seeds/.
FUZZ_SECONDS ?= 60
FUZZ_CC ?= clang
FUZZ_FLAGS := -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_CPPFLAGS = $(CPPFLAGS) $(MNL_CFLAGS) $(ELF_CFLAGS) $(CAP_CFLAGS)
FUZZ_OBJ := $(patsubst $(BUILD)/%,build-fuzz/%,$(LIB_OBJ) $(CMD_OBJ))

fuzz: fuzz-batch fuzz-argv fuzz-print fuzz-kind fuzz-bpf fuzz-cmd fuzz-addr fuzz-rule fuzz-nh fuzz-route

# $(call fuzz_run,BINARY,MAX_LEN)
define fuzz_run
@mkdir -p build-fuzz/corpus/$(1); \
cp -n testsuite/fuzz/seeds/$(1)/* build-fuzz/corpus/$(1)/ 2>/dev/null || :; \
echo "=== $(1): $(FUZZ_SECONDS) s"; \
if build-fuzz/$(1) -max_total_time=$(FUZZ_SECONDS) -max_len=$(2) \
	-print_final_stats=1 -artifact_prefix=build-fuzz/$(1)- \
	build-fuzz/corpus/$(1) >build-fuzz/$(1).log 2>&1; then \
	grep -E '^(stat::number_of_executed_units|Done )' build-fuzz/$(1).log || :; \
else \
	tail -n 60 build-fuzz/$(1).log; exit 1; \
fi
endef

fuzz-batch: build-fuzz/batch_fuzz
	$(call fuzz_run,batch_fuzz,4096)
fuzz-argv: build-fuzz/argv_fuzz
	$(call fuzz_run,argv_fuzz,4096)
fuzz-print: build-fuzz/print_fuzz
	$(call fuzz_run,print_fuzz,4096)
fuzz-kind: build-fuzz/kind_fuzz
	$(call fuzz_run,kind_fuzz,4096)
fuzz-bpf: build-fuzz/bpf_elf_fuzz xdp-objects
	@mkdir -p build-fuzz/corpus/bpf_elf_fuzz
	-@cp $(XDP_OBJS) build-fuzz/corpus/bpf_elf_fuzz/ 2>/dev/null
	$(call fuzz_run,bpf_elf_fuzz,65536)

fuzz-cmd: build-fuzz/cmd_fuzz
	sh testsuite/fuzz/cmd_seeds.sh build-fuzz/corpus/cmd_fuzz
	$(call fuzz_run,cmd_fuzz,8192)
# seeded with the message specs
fuzz-addr: build-fuzz/addr_fuzz
	@mkdir -p build-fuzz/corpus/addr_fuzz
	for s in testsuite/msgs/*.spec; do \
		perl testsuite/nlgen.pl < $$s > build-fuzz/corpus/addr_fuzz/$$(basename $$s .spec); done
	$(call fuzz_run,addr_fuzz,8192)
# seeded with the rule specs (odd first byte: messages) and command lines
fuzz-rule: build-fuzz/rule_fuzz
	@mkdir -p build-fuzz/corpus/rule_fuzz
	for s in testsuite/msgs/rule-*.spec; do \
		{ printf '\001'; perl testsuite/nlgen.pl < $$s; } > build-fuzz/corpus/rule_fuzz/$$(basename $$s .spec); done
	printf '\000from 10.0.0.0/8 to 2001::/64 fwmark 1/2 iif lo oif x uidrange 1-2 sport 1-2 dport 3 ipproto tcp table 100 pref 5 realms 1/2 goto 7 nop l3mdev' \
		> build-fuzz/corpus/rule_fuzz/words-add
	printf '\004pref 5 not tos 0x10 fwmark 1 dev lo l3mdev uidrange 1-2 tun_id 5 lookup main from 1.2.3.4/8 protocol all ipproto 6 sport 1 dport 2-3 to 10.0.0.0/8' \
		> build-fuzz/corpus/rule_fuzz/words-show
	$(call fuzz_run,rule_fuzz,8192)

# seeded with the message specs (a first byte 1: messages) and command
# lines (a first byte 0, 2, 4: nexthop, addrlabel, netconf words)
fuzz-nh: build-fuzz/nh_fuzz
	@mkdir -p build-fuzz/corpus/nh_fuzz
	for s in testsuite/msgs/*.spec; do { printf '\001'; perl testsuite/nlgen.pl < $$s; } \
		> build-fuzz/corpus/nh_fuzz/$$(basename $$s .spec); done
	sh testsuite/fuzz/nh_seeds.sh build-fuzz/corpus/nh_fuzz
	$(call fuzz_run,nh_fuzz,8192)

# seeded with the message specs (odd first byte: messages) and command
# lines (testsuite/fuzz/route_seeds.sh)
fuzz-route: build-fuzz/route_fuzz
	@mkdir -p build-fuzz/corpus/route_fuzz
	for s in testsuite/msgs/route-*.spec testsuite/msgs/nexthop-basic.spec testsuite/msgs/monitor-rest.spec; do \
		[ -f "$$s" ] || continue; \
		{ printf '\001'; perl testsuite/nlgen.pl < $$s; } > build-fuzz/corpus/route_fuzz/$$(basename $$s .spec); done
	sh testsuite/fuzz/route_seeds.sh build-fuzz/corpus/route_fuzz
	$(call fuzz_run,route_fuzz,8192)

build-fuzz/%.o: %.c $(HDRS) config.mk
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CPPFLAGS) $(FUZZ_FLAGS) -fsanitize=fuzzer-no-link -c -o $@ $<

build-fuzz/libip.a: $(FUZZ_OBJ)
	rm -f $@
	ar rcs $@ $^

build-fuzz/bpf_elf_fuzz: testsuite/fuzz/bpf_elf_fuzz.c lib/bpf/bpf_elf.c lib/bpf/bpf_btf.c lib/bpf/bpf_link.c lib/bpf/bpf_obj.c lib/bpf/elf_dl.c lib/bpf/bpf_int.h lib/bpf/elf_dl.h include/bpf.h
	@mkdir -p build-fuzz
	$(FUZZ_CC) $(FUZZ_CPPFLAGS) $(FUZZ_FLAGS) -fsanitize=fuzzer -DHAVE_ELF -o $@ testsuite/fuzz/bpf_elf_fuzz.c lib/bpf/bpf_elf.c lib/bpf/bpf_btf.c lib/bpf/bpf_link.c lib/bpf/bpf_obj.c lib/bpf/elf_dl.c

# the command fuzzer takes its open() from no_tun.c
build-fuzz/cmd_fuzz: testsuite/fuzz/no_tun.c
build-fuzz/%_fuzz: testsuite/fuzz/%_fuzz.c build-fuzz/libip.a
	@mkdir -p build-fuzz
	$(FUZZ_CC) $(FUZZ_CPPFLAGS) $(FUZZ_FLAGS) -fsanitize=fuzzer -o $@ $(filter %.c,$^) build-fuzz/libip.a $(LIBS)

-include bench/bench.mk

clean:
	rm -rf build build-san build-fuzz ip/ip ip/ip-test config.mk
