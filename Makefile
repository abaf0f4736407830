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
CPPFLAGS += -Iinclude -D_GNU_SOURCE
ifeq ($(SANITIZE),1)
CFLAGS += -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
LDFLAGS += -fsanitize=address,undefined
BUILD := build-san
else
BUILD := build
endif

ALL_CFLAGS = $(CPPFLAGS) $(MNL_CFLAGS) $(ELF_CFLAGS) $(CAP_CFLAGS) $(WARN) $(CFLAGS)
LIBS = $(MNL_LIBS) $(ELF_LIBS) $(CAP_LIBS)

LIB_SRC := $(sort $(wildcard lib/*.c))
IP_SRC := $(sort $(wildcard ip/*.c))
LIB_OBJ := $(LIB_SRC:%.c=$(BUILD)/%.o)
IP_OBJ := $(IP_SRC:%.c=$(BUILD)/%.o)
# the commands without main(), for unit tests that walk their tables
CMD_OBJ := $(filter-out $(BUILD)/ip/ip.o,$(IP_OBJ))
UNIT_SRC := $(sort $(wildcard testsuite/unit/*.c))
UNIT_BIN := $(UNIT_SRC:%.c=$(BUILD)/%)

.PHONY: all check check-run unit integration bench demo install clean deps fuzz fuzz-batch fuzz-bpf fuzz-kind fuzz-addr

all: config.mk ip/ip

config.mk: configure
	./configure

# copied through a temporary file: a running ip/ip must not block the build
ip/ip: $(BUILD)/ip/ip FORCE
	@cmp -s $< $@ || { cp $< $@.tmp && mv -f $@.tmp $@; }

FORCE:

$(BUILD)/ip/ip: $(IP_OBJ) $(BUILD)/libip.a
	$(CC) $(LDFLAGS) -o $@ $(IP_OBJ) $(BUILD)/libip.a $(LIBS)

$(BUILD)/libip.a: $(LIB_OBJ)
	rm -f $@
	ar rcs $@ $^

$(BUILD)/libipcmd.a: $(CMD_OBJ)
	rm -f $@
	ar rcs $@ $^

$(BUILD)/%.o: %.c $(wildcard include/*.h) config.mk
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(BUILD)/testsuite/unit/%: testsuite/unit/%.c $(BUILD)/libipcmd.a $(BUILD)/libip.a $(wildcard testsuite/unit/*.h) $(wildcard include/*.h)
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

# Install build dependencies when root and something is missing.
deps:
	@sh testsuite/deps.sh

# deps first, then a fresh make: on a new machine config.mk can only be
# written once pkg-config and the libraries are there
check: deps
	$(MAKE) check-run

check-run: all $(UNIT_BIN) $(BUILD)/testsuite/xdpmap xdp-objects
	BUILD=$(BUILD) XDP_OBJ_DIR=$(BUILD)/testsuite/xdp prove -v --timer $(UNIT_BIN) testsuite/integration/*.t

demo: deps
	$(MAKE) all
	sh testsuite/demo.sh

install: all
	install -d $(DESTDIR)$(SBINDIR) $(DESTDIR)$(MANDIR)/man8
	install -m 0755 ip/ip $(DESTDIR)$(SBINDIR)/ip
	install -m 0644 man/man8/*.8 $(DESTDIR)$(MANDIR)/man8/

# libFuzzer targets (clang): FUZZ_SECONDS=600 make fuzz runs each for that
# long; make fuzz-batch / make fuzz-bpf / make fuzz-kind / make fuzz-addr
# run one.
FUZZ_SECONDS ?= 60
FUZZ_CC := clang -g -O1 -Iinclude -D_GNU_SOURCE -fsanitize=fuzzer,address,undefined
fuzz: fuzz-batch fuzz-bpf fuzz-kind fuzz-addr

fuzz-batch: build-fuzz/batch_fuzz
	mkdir -p build-fuzz/corpus
	printf 'link add v0 type veth peer name p0\nlink del "v 0" # x\n' > build-fuzz/corpus/seed1
	build-fuzz/batch_fuzz -max_total_time=$(FUZZ_SECONDS) -max_len=4096 build-fuzz/corpus

build-fuzz/batch_fuzz: testsuite/fuzz/batch_fuzz.c lib/batch.c include/batch.h
	@mkdir -p build-fuzz
	$(FUZZ_CC) -o $@ testsuite/fuzz/batch_fuzz.c lib/batch.c

# The BPF object parser and linker; seeded with the test objects.
fuzz-bpf: build-fuzz/bpf_elf_fuzz xdp-objects
	mkdir -p build-fuzz/bpf-corpus
	-cp $(XDP_OBJS) build-fuzz/bpf-corpus/ 2>/dev/null
	build-fuzz/bpf_elf_fuzz -max_total_time=$(FUZZ_SECONDS) -max_len=65536 build-fuzz/bpf-corpus

build-fuzz/bpf_elf_fuzz: testsuite/fuzz/bpf_elf_fuzz.c lib/bpf_elf.c lib/bpf_btf.c lib/bpf_link.c lib/bpf_int.h include/bpf.h
	@mkdir -p build-fuzz
	$(FUZZ_CC) -DHAVE_ELF -o $@ testsuite/fuzz/bpf_elf_fuzz.c lib/bpf_elf.c lib/bpf_btf.c lib/bpf_link.c $(ELF_LIBS)

# The link kinds' parsers and printers, on the tree built for fuzzing.
FUZZ_FLAGS := -g -O1 -Iinclude -D_GNU_SOURCE $(MNL_CFLAGS) $(ELF_CFLAGS) $(CAP_CFLAGS) -fsanitize=address,undefined
FUZZ_OBJ := $(patsubst $(BUILD)/%,build-fuzz/%,$(LIB_OBJ) $(CMD_OBJ))
fuzz-kind: build-fuzz/kind_fuzz
	mkdir -p build-fuzz/kind-corpus
	printf '\017\004mode\0004\000arp_ip_target\0001.2.3.4,5.6.7.8' > build-fuzz/kind-corpus/seed1
	build-fuzz/kind_fuzz -max_total_time=$(FUZZ_SECONDS) -max_len=4096 build-fuzz/kind-corpus

build-fuzz/%.o: %.c $(wildcard include/*.h) config.mk
	@mkdir -p $(dir $@)
	clang $(FUZZ_FLAGS) -fsanitize=fuzzer-no-link -c -o $@ $<

build-fuzz/libip.a: $(FUZZ_OBJ)
	rm -f $@
	ar rcs $@ $^

build-fuzz/kind_fuzz: testsuite/fuzz/kind_fuzz.c build-fuzz/libip.a
	clang $(FUZZ_FLAGS) -fsanitize=fuzzer -o $@ $^ $(LIBS)

# Saved and monitored messages through the address, neighbour and link
# printers; words through the address parser; seeded with the message specs.
fuzz-addr: build-fuzz/addr_fuzz
	mkdir -p build-fuzz/addr-corpus
	for s in testsuite/msgs/*.spec; do \
		perl testsuite/nlgen.pl < $$s > build-fuzz/addr-corpus/$$(basename $$s .spec); done
	build-fuzz/addr_fuzz -max_total_time=$(FUZZ_SECONDS) -max_len=8192 build-fuzz/addr-corpus

build-fuzz/addr_fuzz: testsuite/fuzz/addr_fuzz.c build-fuzz/libip.a
	clang $(FUZZ_FLAGS) -fsanitize=fuzzer -o $@ $^ $(LIBS)

-include bench/bench.mk

clean:
	rm -rf build build-san build-fuzz ip/ip config.mk
