// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * no_tun.c - linked into the command fuzzer only: an open() that refuses
 * /dev/net/tun (no tun device is made, whatever the words say) and
 * passes every other path to openat.  A file of its own, so that the
 * fuzzer's entry point and the code that opens files do not call each
 * other through it.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>

int open(const char *path, int flags, ...)
{
	mode_t mode = 0;
	va_list ap;

	if (strcmp(path, "/dev/net/tun") == 0) {
		errno = ENOENT;
		return -1;
	}
	va_start(ap, flags);
	if (flags & (O_CREAT | O_TMPFILE))
		mode = va_arg(ap, mode_t);
	va_end(ap);
	return (int)syscall(SYS_openat, AT_FDCWD, path, flags, mode);
}
