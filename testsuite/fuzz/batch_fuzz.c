// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * batch_fuzz.c - libFuzzer target for the batch line reader: arbitrary
 * bytes as a batch file through batch_next(), which splits, joins
 * continuation lines and strips comments.  Build and run: make fuzz.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "batch/batch.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FILE *in = fmemopen((void *)data, size, "r");
	FILE *saved = stderr, *sink = fopen("/dev/null", "w");
	struct batch_reader *br;
	char **argv;
	int argc, line, i;

	if (!size || !in)
		return 0;
	if (sink)
		stderr = sink;
	br = batch_open_fp(in);
	while (br && (argc = batch_next(br, &argv, &line)) != -1) {
		if (argc < 0)
			break;
		/* every word is a proper string inside the line */
		for (i = 0; i < argc; i++)
			if (strlen(argv[i]) > size)
				__builtin_trap();
		if (argv[argc] != NULL)
			__builtin_trap();
	}
	batch_close(br);
	fclose(in);
	stderr = saved;
	if (sink)
		fclose(sink);
	return 0;
}
