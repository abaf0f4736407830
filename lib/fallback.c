// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fallback.c - the other ip, for what this one does not implement.
 *
 * IP_FALLBACK names it (default /usr/sbin/ip; empty: none).  It is never
 * this program itself, whatever path leads to it.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include "fallback.h"

int fallback_path(char *out, size_t size)
{
	const char *ref = getenv("IP_FALLBACK");
	char self[PATH_MAX], other[PATH_MAX];
	ssize_t n;

	if (!ref)
		ref = "/usr/sbin/ip";
	if (!*ref || !realpath(ref, other) || access(other, X_OK) != 0)
		return -1;
	n = readlink("/proc/self/exe", self, sizeof(self) - 1);
	if (n < 0)
		return -1;
	self[n] = '\0';
	if (strcmp(self, other) == 0 || strlen(other) >= size)
		return -1;
	strcpy(out, other);
	return 0;
}

int fallback_run(const char *path, char *const argv[])
{
	pid_t pid;
	int st;

	fflush(NULL);
	pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		/* the batch may be reading standard input: not the child */
		int fd = open("/dev/null", O_RDONLY);

		if (fd >= 0 && fd != STDIN_FILENO) {
			dup2(fd, STDIN_FILENO);
			close(fd);
		}
		/* what the batch holds back is not the child's business */
		{
			sigset_t none;

			sigemptyset(&none);
			sigprocmask(SIG_SETMASK, &none, NULL);
		}
		execv(path, argv);
		fprintf(stderr, "Cannot run %s: %s\n", path, strerror(errno));
		_exit(127);
	}
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -1;
	if (WIFEXITED(st))
		return WEXITSTATUS(st);
	return 128 + WTERMSIG(st);
}
