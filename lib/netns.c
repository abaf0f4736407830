// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * netns.c - named network namespaces.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "netns.h"

int netns_get_fd(const char *name)
{
	char path[PATH_MAX];

	if (strchr(name, '/'))
		snprintf(path, sizeof(path), "%s", name);
	else
		snprintf(path, sizeof(path), "/run/netns/%s", name);
	return open(path, O_RDONLY | O_CLOEXEC);
}

int netns_switch(const char *name)
{
	int fd = netns_get_fd(name);

	if (fd < 0) {
		fprintf(stderr, "Cannot open network namespace \"%s\": %s\n",
			name, strerror(errno));
		return -1;
	}
	if (setns(fd, CLONE_NEWNET) < 0) {
		fprintf(stderr, "setting the network namespace \"%s\" failed: %s\n",
			name, strerror(errno));
		close(fd);
		return -1;
	}
	close(fd);
	return 0;
}
