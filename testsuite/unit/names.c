/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Unit tests for lib/names.c: a directory of "id name" tables (only the
 * files with the suffix, not hidden ones; a later line wins), and the
 * protodown reasons (numbers below 32, names, -N).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "array.h"
#include "names.h"
#include "tap.h"

static struct tap T;

static void put(const char *dir, const char *file, const char *text)
{
	char path[512];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, file);
	f = fopen(path, "w");
	if (!f)
		return;
	fputs(text, f);
	fclose(f);
}

static void test_dir(void)
{
	char dir[] = "/tmp/names-test.XXXXXX";
	struct names t = { 0 };
	uint32_t id;

	if (!mkdtemp(dir)) {
		tap_ok(&T, 0, "mkdtemp");
		return;
	}
	put(dir, "a.conf", "0 zero\n0x5 five\n# comment\n\n7 seven\n");
	put(dir, "b.conf", "7 SEVEN\n");
	put(dir, "c.txt", "9 nine\n");
	put(dir, ".d.conf", "10 ten\n");
	put(dir, "x", "11 eleven\n");
	names_load_dir(&t, dir, ".conf");
	tap_str(&T, names_id2name(&t, 0), "zero", "dir: id 0");
	tap_str(&T, names_id2name(&t, 5), "five", "dir: hex id");
	tap_ok(&T, names_id2name(&t, 9) == NULL, "dir: other suffixes are not read");
	tap_ok(&T, names_id2name(&t, 10) == NULL, "dir: hidden files are not read");
	tap_ok(&T, names_id2name(&t, 11) == NULL, "dir: a name as short as the suffix is not read");
	tap_ok(&T, strcmp(names_id2name(&t, 7), "seven") == 0 ||
	       strcmp(names_id2name(&t, 7), "SEVEN") == 0, "dir: 7 is named");
	tap_int(&T, names_name2id(&t, "five", &id), 0, "dir: name -> id");
	tap_int(&T, id, 5, "dir: five is 5");
	/* loaded once */
	put(dir, "e.conf", "12 twelve\n");
	names_load_dir(&t, dir, ".conf");
	tap_ok(&T, names_id2name(&t, 12) == NULL, "dir: read once");
	names_free(&t);
	names_load_dir(&t, "/nonexistent/dir", ".conf");
	tap_int(&T, (long long)t.n, 0, "dir: a missing directory gives nothing");
	names_free(&t);
	{
		static const char *const files[] = {
			"a.conf", "b.conf", "c.txt", ".d.conf", "x", "e.conf"
		};
		char path[512];
		size_t i;

		for (i = 0; i < ARRAY_SIZE(files); i++) {
			snprintf(path, sizeof(path), "%s/%s", dir, files[i]);
			unlink(path);
		}
		rmdir(dir);
	}
}

static void test_protodown(void)
{
	struct names t = { 0 };
	uint32_t id = 99;
	char buf[16];

	tap_int(&T, protodown_reason_a2n(&t, "31", &id), 0, "reason 31");
	tap_int(&T, id, 31, "reason 31 is 31");
	tap_int(&T, protodown_reason_a2n(&t, "0x1f", &id), 0, "reason 0x1f");
	tap_int(&T, id, 31, "reason 0x1f is 31");
	tap_int(&T, protodown_reason_a2n(&t, "32", &id), -1, "reason 32 is too big");
	tap_int(&T, protodown_reason_a2n(&t, "-1", &id), -1, "reason -1");
	tap_int(&T, protodown_reason_a2n(&t, "", &id), -1, "reason empty");
	tap_int(&T, protodown_reason_a2n(&t, "3x", &id), -1, "reason 3x");
	tap_str(&T, protodown_reason_n2a(&t, 4, true, buf, sizeof(buf)), "4",
		"numeric: the number");
	names_free(&t);
}

int main(void)
{
	test_dir();
	test_protodown();
	return tap_done(&T);
}
