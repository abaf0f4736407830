// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * journal.c - the batch delete journal (see journal.h).
 *
 * One text file per coalesced move, named after the network namespace
 * (device and inode of /proc/self/ns/net), the writer's pid and the
 * scratch group ("DEV-INO.PID.SCRATCH"):
 *
 *	ip-batch-journal 1
 *	pid PID START		(START: the writer's start time, /proc/PID/stat)
 *	group SCRATCH
 *	INDEX GROUP		(one line per moved device)
 *
 * The writer holds an exclusive flock on the file for as long as it exists
 * (it takes the lock on a hidden name, writes, then renames it into
 * place), and the kernel drops the lock when the writer dies, however it
 * dies: a lock that can be taken means a dead writer, in any PID
 * namespace.  (A journal of an older writer, which took no lock, counts
 * as alive while its pid and start time say so.)  Recovery moves a device
 * back only if it still sits in SCRATCH: one that was deleted, or moved on
 * by someone else, is not touched.  The directory goes when its last
 * journal goes, so a process that finds no directory has nothing to do.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "attr.h"
#include "journal.h"
#include "msg.h"
#include "nl.h"

struct journal {
	char path[PATH_MAX];
	int fd;			/* holds the lock */
};

/* This namespace's part of a journal name: "DEV-INO." */
static int ns_prefix(char *buf, size_t size)
{
	struct stat st;

	if (stat("/proc/self/ns/net", &st) < 0)
		return -errno;
	snprintf(buf, size, "%lx-%lx.", (unsigned long)st.st_dev,
		 (unsigned long)st.st_ino);
	return 0;
}

/* Field 22 of /proc/PID/stat: when the process started; 0 if none. */
static unsigned long long start_time(long pid)
{
	char path[64], buf[1024], *p;
	unsigned long long t = 0;
	FILE *f;
	int i;

	snprintf(path, sizeof(path), "/proc/%ld/stat", pid);
	f = fopen(path, "re");
	if (!f)
		return 0;
	if (!fgets(buf, sizeof(buf), f)) {
		fclose(f);
		return 0;
	}
	fclose(f);
	p = strrchr(buf, ')');	/* the name may hold spaces and parens */
	if (!p)
		return 0;
	/* after ") " come fields 3, 4, ...: past the space before field 22 */
	for (i = 3; i <= 22 && p; i++)
		p = strchr(p + 1, ' ');
	if (p)
		t = strtoull(p + 1, NULL, 10);
	return t;
}

/* Write all of text to fd: 0 or an errno. */
static int write_all(int fd, const char *text, size_t len)
{
	size_t off = 0;

	while (off < len) {
		ssize_t w = write(fd, text + off, len - off);

		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0)
			return errno;
		if (w == 0)
			return EIO;
		off += (size_t)w;
	}
	return 0;
}

/* The hidden file, locked, in the directory (made if need be: the last
 * journal to go takes it away, maybe just now). */
static int open_locked(const char *tmp)
{
	int tries, fd = -1;

	for (tries = 0; tries < 3 && fd < 0; tries++) {
		if (mkdir(JOURNAL_DIR, 0700) < 0 && errno != EEXIST)
			return -1;
		fd = open(tmp, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
		if (fd < 0 && errno != ENOENT)
			return -1;
	}
	if (fd >= 0 && flock(fd, LOCK_EX) < 0) {
		int e = errno;

		close(fd);
		unlink(tmp);
		errno = e;
		return -1;
	}
	return fd;
}

struct journal *journal_begin(uint32_t group, const struct journal_ent *e,
			      size_t n)
{
	struct journal *j;
	char prefix[64], tmp[PATH_MAX], *text = NULL;
	size_t len = 0, i;
	FILE *mem;
	int err;

	if ((err = ns_prefix(prefix, sizeof(prefix))) < 0) {
		errno = -err;
		return NULL;
	}
	j = calloc(1, sizeof(*j));
	mem = open_memstream(&text, &len);
	if (!j || !mem) {
		free(j);
		if (mem)
			fclose(mem);
		errno = ENOMEM;
		return NULL;
	}
	snprintf(j->path, sizeof(j->path), "%s/%s%ld.%u", JOURNAL_DIR, prefix,
		 (long)getpid(), group);
	snprintf(tmp, sizeof(tmp), "%s/.new-%s%ld", JOURNAL_DIR, prefix,
		 (long)getpid());
	fprintf(mem, "ip-batch-journal 1\npid %ld %llu\ngroup %u\n",
		(long)getpid(), start_time(getpid()), group);
	for (i = 0; i < n; i++)
		fprintf(mem, "%d %u\n", e[i].index, e[i].group);
	fclose(mem);
	j->fd = open_locked(tmp);
	err = j->fd < 0 ? errno : write_all(j->fd, text, len);
	/* in place only when whole, and locked all along */
	if (!err && rename(tmp, j->path) < 0)
		err = errno;
	free(text);
	if (err) {
		if (j->fd >= 0) {
			unlink(tmp);
			close(j->fd);
		}
		rmdir(JOURNAL_DIR);
		free(j);
		errno = err;
		return NULL;
	}
	return j;
}

void journal_end(struct journal *j)
{
	if (!j)
		return;
	unlink(j->path);
	close(j->fd);
	rmdir(JOURNAL_DIR);	/* only if it is empty now */
	free(j);
}

/* ---- recovery ---- */

struct probe {
	int index;
	uint32_t group;		/* where it is now */
	bool found;
};

static int probe_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct probe *p = arg;
	const struct nlattr *tb[IFLA_MAX + 1];
	const struct ifinfomsg *ifi = NLMSG_DATA(nlh);

	if (nlh->nlmsg_type != RTM_NEWLINK ||
	    nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*ifi)) || ifi->ifi_index != p->index)
		return 0;
	attr_parse_msg(tb, IFLA_MAX, nlh, sizeof(*ifi));
	p->found = true;
	p->group = attr_u32(tb[IFLA_GROUP]);
	return 0;
}

static struct nlmsghdr *link_req(struct msgbuf *b, uint16_t type, int index)
{
	struct ifinfomsg *ifi;

	msgbuf_init(b, type, 0);
	ifi = msg_extra(&b->m, sizeof(*ifi));
	ifi->ifi_index = index;
	return b->m.n;
}

/* Move back what one dead writer left in its scratch group; the file
 * goes once nothing of it is left to undo. */
static int recover_file(struct nl *nl, const char *path)
{
	char line[128];
	unsigned long long start;
	unsigned int group, orig;
	long pid;
	int index, moved = 0, fd, err;
	bool left = false;
	FILE *f;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	/* its writer holds the lock while it lives: its own business */
	if (flock(fd, LOCK_EX | LOCK_NB) < 0) {
		close(fd);
		return 0;
	}
	f = fdopen(fd, "re");
	if (!f) {
		close(fd);
		return 0;
	}
	if (!fgets(line, sizeof(line), f) ||
	    strcmp(line, "ip-batch-journal 1\n") != 0 ||
	    !fgets(line, sizeof(line), f) ||
	    sscanf(line, "pid %ld %llu", &pid, &start) != 2 ||
	    !fgets(line, sizeof(line), f) ||
	    sscanf(line, "group %u", &group) != 1 || group == 0) {
		/* not one of ours, or cut short before any move: gone */
		fclose(f);
		unlink(path);
		return 0;
	}
	if (start_time(pid) == start && start != 0) {
		fclose(f);	/* a writer that took no lock, alive */
		return 0;
	}
	while (fgets(line, sizeof(line), f)) {
		struct probe p = { 0 };
		struct msgbuf b;

		if (sscanf(line, "%d %u", &index, &orig) != 2 || index <= 0)
			continue;
		p.index = index;
		link_req(&b, RTM_GETLINK, index);
		msg_put_u32(&b.m, IFLA_EXT_MASK, RTEXT_FILTER_SKIP_STATS);
		err = nl_talk(nl, b.m.n, probe_cb, &p, 1);
		if (err && err != -ENODEV)
			left = true;	/* cannot tell (no permission...) */
		if (err || !p.found || p.group != group)
			continue;	/* deleted, or not ours any more */
		link_req(&b, RTM_NEWLINK, index);
		msg_put_u32(&b.m, IFLA_GROUP, orig);
		err = nl_talk(nl, b.m.n, NULL, NULL, 1);
		if (err == 0)
			moved++;
		else if (err != -ENODEV)
			left = true;
	}
	if (!left)
		unlink(path);
	fclose(f);	/* and the lock with it */
	return moved;
}

int journal_recover(struct nl *nl)
{
	char prefix[64], path[PATH_MAX];
	struct dirent *de;
	struct stat st;
	size_t pl;
	int moved = 0, err;
	DIR *d;

	/* the common case, for every ip: no journal anywhere, one stat */
	if (stat(JOURNAL_DIR, &st) < 0 || nl_fd(nl) < 0)
		return 0;
	if ((err = ns_prefix(prefix, sizeof(prefix))) < 0)
		return err;
	d = opendir(JOURNAL_DIR);
	if (!d)
		return errno == ENOENT ? 0 : -errno;
	pl = strlen(prefix);
	while ((de = readdir(d)) != NULL) {
		if (strncmp(de->d_name, prefix, pl) != 0)
			continue;
		snprintf(path, sizeof(path), "%s/%s", JOURNAL_DIR, de->d_name);
		moved += recover_file(nl, path);
	}
	closedir(d);
	rmdir(JOURNAL_DIR);	/* only if it is empty now */
	return moved;
}
