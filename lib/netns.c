/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * netns.c - named network namespaces: entering one, walking /run/netns,
 * and the nsid <-> name relation the kernel keeps per namespace.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/socket.h>
#include <libmnl/libmnl.h>
#include <linux/net_namespace.h>
#include <linux/rtnetlink.h>

#include "attr.h"
#include "msg.h"
#include "netns.h"
#include "nl.h"

/* Bind every file of /etc/netns/NAME over its namesake in /etc.  A file
 * that cannot be bound is reported and skipped. */
static void netns_bind_etc(const char *name)
{
	char dir_path[sizeof(NETNS_ETC_DIR) + NAME_MAX + 1];
	char from[PATH_MAX], to[PATH_MAX];
	struct dirent *de;
	DIR *d;

	if (strlen(name) >= NAME_MAX)
		return;
	snprintf(dir_path, sizeof(dir_path), "%s/%s", NETNS_ETC_DIR, name);
	d = opendir(dir_path);
	if (!d)
		return;
	while ((de = readdir(d)) != NULL) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		snprintf(from, sizeof(from), "%s/%s", dir_path, de->d_name);
		snprintf(to, sizeof(to), "/etc/%s", de->d_name);
		if (mount(from, to, "none", MS_BIND, NULL) < 0)
			fprintf(stderr, "Bind %s -> %s failed: %s\n",
				from, to, strerror(errno));
	}
	closedir(d);
}

int netns_enter(const char *name)
{
	char path[PATH_MAX];
	int fd;

	snprintf(path, sizeof(path), "%s/%s", NETNS_RUN_DIR, name);
	fd = open(path, O_RDONLY | O_CLOEXEC);
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

bool netns_has_etc(const char *name)
{
	char dir_path[sizeof(NETNS_ETC_DIR) + NAME_MAX + 1];
	struct stat st;

	if (strlen(name) >= NAME_MAX)
		return false;
	snprintf(dir_path, sizeof(dir_path), "%s/%s", NETNS_ETC_DIR, name);
	return stat(dir_path, &st) == 0 && S_ISDIR(st.st_mode);
}

int netns_view(const char *name)
{
	unsigned long flags = 0;
	struct statvfs sv;

	/* Our own mount namespace, receiving from the old one but never
	 * sending back to it. */
	if (unshare(CLONE_NEWNS) < 0) {
		fprintf(stderr, "unshare failed: %s\n", strerror(errno));
		return -1;
	}
	if (mount("", "/", "none", MS_SLAVE | MS_REC, NULL)) {
		fprintf(stderr, "\"mount --make-rslave /\" failed: %s\n",
			strerror(errno));
		return -1;
	}

	/* sysfs shows the namespace of whoever mounts it: replace /sys.  If
	 * the old one cannot go, mount over it, read-only if it was. */
	if (umount2("/sys", MNT_DETACH) < 0 && statvfs("/sys", &sv) == 0 &&
	    (sv.f_flag & ST_RDONLY))
		flags = MS_RDONLY;
	if (mount(name, "/sys", "sysfs", flags, NULL) < 0) {
		fprintf(stderr, "mount of /sys failed: %s\n", strerror(errno));
		return -1;
	}

	netns_bind_etc(name);
	return 0;
}

int netns_switch(const char *name)
{
	if (netns_enter(name))
		return -1;
	return netns_view(name);
}

int netns_view_settle(const char **pending)
{
	const char *name = *pending;

	if (!name)
		return 0;
	*pending = NULL;
	return netns_view(name);
}

int netns_get_fd(const char *name)
{
	char path[PATH_MAX];

	if (strchr(name, '/'))
		return open(name, O_RDONLY | O_CLOEXEC);
	snprintf(path, sizeof(path), "%s/%s", NETNS_RUN_DIR, name);
	return open(path, O_RDONLY | O_CLOEXEC);
}

int netns_foreach(int (*fn)(const char *name, void *arg), void *arg)
{
	struct dirent *de;
	DIR *d = opendir(NETNS_RUN_DIR);

	if (!d) {
		if (errno == ENOENT)
			return 0;
		fprintf(stderr, "Failed to open directory %s: %s\n",
			NETNS_RUN_DIR, strerror(errno));
		return -1;
	}
	while ((de = readdir(d)) != NULL) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		if (fn(de->d_name, arg))
			break;
	}
	closedir(d);
	return 0;
}

/* --- nsids ------------------------------------------------------------ */

static void nsid_req(struct msg *m, char *buf, size_t size, uint16_t type)
{
	struct rtgenmsg *g;

	msg_init(m, buf, size, type, 0);
	g = msg_extra(m, sizeof(*g));
	g->rtgen_family = AF_UNSPEC;
}

static int nsid_cb(const struct nlmsghdr *nlh, void *arg)
{
	const struct nlattr *tb[NETNSA_MAX + 1];
	int *id = arg;

	if (nlh->nlmsg_type != RTM_NEWNSID)
		return MNL_CB_OK;
	attr_parse_msg(tb, NETNSA_MAX, nlh, sizeof(struct rtgenmsg));
	if (attr_len(tb[NETNSA_NSID]) >= 4)
		*id = attr_s32(tb[NETNSA_NSID]);
	return MNL_CB_OK;
}

int netns_nsid_get(struct nl *nl, const char *name)
{
	char buf[256];
	struct msg m;
	int fd, id = -1, err;

	fd = netns_get_fd(name);
	if (fd < 0)
		return -3;
	nsid_req(&m, buf, sizeof(buf), RTM_GETNSID);
	msg_put_u32(&m, NETNSA_FD, (uint32_t)fd);
	err = nl_talk(nl, m.n, nsid_cb, &id, 0);
	close(fd);
	if (err)
		return -2;
	return id < 0 ? -1 : id;
}

int netns_nsid_set(struct nl *nl, const char *name, int nsid)
{
	char buf[256];
	struct msg m;
	int fd, err;

	fd = netns_get_fd(name);
	if (fd < 0)
		return -3;
	nsid_req(&m, buf, sizeof(buf), RTM_NEWNSID);
	msg_put_u32(&m, NETNSA_FD, (uint32_t)fd);
	msg_put_u32(&m, NETNSA_NSID, (uint32_t)nsid);
	err = nl_talk(nl, m.n, NULL, NULL, 0);
	close(fd);
	return err ? -2 : 0;
}

/* --- nsid -> name ----------------------------------------------------- */

struct nsid_ent {
	int nsid;
	char name[NAME_MAX + 1];
};

struct nsid_map {
	struct nl *nl;		/* own socket, opened on first use */
	struct nsid_ent *e;
	size_t n, cap;
	bool filled;
};

struct nsid_map *nsid_map_new(void)
{
	return calloc(1, sizeof(struct nsid_map));
}

void nsid_map_free(struct nsid_map *m)
{
	if (!m)
		return;
	if (m->nl)
		nl_close(m->nl);
	free(m->e);
	free(m);
}

static struct nl *nsid_map_nl(struct nsid_map *m)
{
	if (!m->nl) {
		m->nl = nl_open();
		if (!m->nl) {
			fprintf(stderr, "Cannot open rtnetlink\n");
			exit(1);
		}
	}
	return m->nl;
}

static struct nsid_ent *nsid_map_find(struct nsid_map *m, int nsid)
{
	size_t i;

	if (nsid < 0)
		return NULL;
	for (i = 0; i < m->n; i++)
		if (m->e[i].nsid == nsid)
			return &m->e[i];
	return NULL;
}

static void nsid_map_add(struct nsid_map *m, int nsid, const char *name)
{
	struct nsid_ent *e;

	if (nsid < 0)
		return;
	e = nsid_map_find(m, nsid);
	if (e) {
		/* a remembered miss gives way to a name */
		if (!*e->name)
			snprintf(e->name, sizeof(e->name), "%s", name);
		return;
	}
	if (m->n == m->cap) {
		size_t cap = m->cap ? m->cap * 2 : 8;
		struct nsid_ent *ne = realloc(m->e, cap * sizeof(*ne));

		if (!ne)
			return;
		m->e = ne;
		m->cap = cap;
	}
	e = &m->e[m->n++];
	e->nsid = nsid;
	snprintf(e->name, sizeof(e->name), "%s", name);
}

void nsid_map_forget(struct nsid_map *m, int nsid)
{
	struct nsid_ent *e = nsid_map_find(m, nsid);

	if (e)
		*e->name = '\0';
	else
		nsid_map_add(m, nsid, "");
}

void nsid_map_del(struct nsid_map *m, int nsid)
{
	struct nsid_ent *e = nsid_map_find(m, nsid);

	if (!e)
		return;
	*e = m->e[--m->n];
}

static int nsid_map_fill_one(const char *name, void *arg)
{
	struct nsid_map *m = arg;

	nsid_map_add(m, netns_nsid_get(nsid_map_nl(m), name), name);
	return 0;
}

struct rescan {
	struct nsid_map *m;
	int nsid;
	const char *found;
};

static int nsid_map_rescan_one(const char *name, void *arg)
{
	struct rescan *r = arg;

	if (netns_nsid_get(nsid_map_nl(r->m), name) != r->nsid)
		return 0;
	nsid_map_add(r->m, r->nsid, name);
	r->found = nsid_map_find(r->m, r->nsid) ? nsid_map_find(r->m, r->nsid)->name : NULL;
	return 1;
}

const char *nsid_map_rescan(struct nsid_map *m, int nsid)
{
	struct rescan r = { m, nsid, NULL };
	DIR *d;

	if (nsid < 0)
		return NULL;
	d = opendir(NETNS_RUN_DIR);
	if (!d)
		return NULL;
	closedir(d);
	netns_foreach(nsid_map_rescan_one, &r);
	return r.found;
}

void nsid_map_fill(struct nsid_map *m)
{
	DIR *d;

	if (m->filled)
		return;
	/* A missing or unreadable directory leaves the map to be tried
	 * again next time, quietly. */
	d = opendir(NETNS_RUN_DIR);
	if (!d)
		return;
	closedir(d);
	netns_foreach(nsid_map_fill_one, m);
	m->filled = true;
}

const char *nsid_map_name(struct nsid_map *m, int nsid)
{
	struct nsid_ent *e;

	if (nsid < 0)
		return NULL;
	nsid_map_fill(m);
	e = nsid_map_find(m, nsid);
	return e && *e->name ? e->name : NULL;
}

const char *nsid_map_lookup(struct nsid_map *m, int nsid)
{
	struct nsid_ent *e;
	const char *name;

	if (nsid < 0)
		return NULL;
	nsid_map_fill(m);
	e = nsid_map_find(m, nsid);
	if (e)
		return *e->name ? e->name : NULL;
	/* The kernel gives a peer namespace its id when it first reports a
	 * link there: often in the very reply being printed, after the map
	 * was filled.  Look once more; remember a miss. */
	name = nsid_map_rescan(m, nsid);
	if (!name)
		nsid_map_add(m, nsid, "");
	return name;
}
