// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * cmd_fuzz.c - libFuzzer target for whole commands, without a kernel
 * (the engine's sink handle, nl_open_sink, in place of a socket;
 * /dev/net/tun cannot be opened: no_tun.c; the fuzzer runs in a network namespace
 * of its own, for the objects that use ioctls).  The first byte picks the
 * output options and what the rest is:
 *   even: words (split at NUL, blank, newline) after the object the byte
 *         names (objects[] below): every argv parser of those objects,
 *         down to the request the builder makes (checked by the sink);
 *   odd:  netlink messages that answer every dump, printed by one of the
 *         commands in printers[] (the second byte picks it): the link
 *         printer (kinds, VFs, altnames, stats), xstats, afstats, tuntap
 *         show and the other objects' listings, in text and JSON.
 * Build and run: make fuzz.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sched.h>

#include "array.h"
#include "ip.h"
#include "ipctx.h"
#include "linkcache.h"
#include "nl.h"
#include "print.h"
#include "fuzzlib.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	/* maddress add/del are ioctls on a real socket: never the host's */
	if (unshare(CLONE_NEWNET) < 0) {
		perror("cmd_fuzz: unshare(CLONE_NEWNET) (run as root)");
		exit(1);
	}
	if (!freopen("/dev/null", "w", stdout))
		return 0;
	return 0;
}

/* by the first byte's bits 1-7: keep the order (the seeds name them) */
static const char *const objects[] = {
	"link", "tuntap", "tap", "token", "maddress", "ntable", "mroute",
	"stats", "vrf",
};

#define NOBJECTS (ARRAY_SIZE(objects))

static const char *const printers[][5] = {
	{ "link", "show", NULL },
	{ "link", "xstats", "type", "bridge", NULL },
	{ "link", "xstats", "type", "bond_slave", NULL },
	{ "link", "xstats", "type", "bridge_slave", "stp", },
	{ "link", "afstats", NULL },
	{ "tuntap", "show", NULL },
	{ "token", "list", NULL },
	{ "ntable", "show", NULL },
	{ "mroute", "show", NULL },
	{ "stats", "show", NULL },
	{ "maddress", "show", NULL },
	{ "vrf", "show", NULL },
};

#define NPRINTERS (ARRAY_SIZE(printers))

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ipctx ctx = { 0 };
	char *argv[FUZZ_MAXWORDS + 2];
	uint8_t ctl;
	int argc = 0;

	if (size < 2)
		return 0;
	ctl = data[0];
	ctx.o.json = ctl & 0x02;
	ctx.o.pretty = ctl & 0x04;
	ctx.o.details = (ctl & 0x08) ? 1 : 0;
	ctx.o.stats = (ctl >> 4) & 3;
	ctx.o.oneline = ctl & 0x40;
	ctx.o.numeric = ctl & 0x80;

	if (ctl & 1) {
		/* messages, aligned for the readers */
		size_t n = size - 2;
		void *buf = malloc(n ? n : 1);
		const char *const *cmd = printers[data[1] % NPRINTERS];

		if (!buf)
			return 0;
		memcpy(buf, data + 2, n);
		ctx.o.brief = (data[1] / NPRINTERS) & 1;
		while (argc < 5 && cmd[argc]) {
			argv[argc] = (char *)cmd[argc];
			argc++;
		}
		argv[argc] = NULL;
		fuzz_run_cmd(&ctx, NULL, argc, argv, buf, n);
		free(buf);
		return 0;
	}

	{
		char *text = malloc(size + 1);

		if (!text)
			return 0;
		argv[argc++] = (char *)objects[(ctl >> 1) % NOBJECTS];
		argc = fuzz_words(data, size, 1, text, argv, argc);
		fuzz_run_cmd(&ctx, NULL, argc, argv, NULL, 0);
		free(text);
	}
	return 0;
}
