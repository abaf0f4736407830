// SPDX-License-Identifier: GPL-2.0-or-later
// bpf.c - the loader's side that talks to the kernel through bpf(2):
// bpffs (mounted and laid out as iproute2 lays it out, so both tools share
// pinned maps), BTF, maps (created, filled, pinned, or reused from their
// pins), the program load with its verifier log, and program info by id.
// The parsing and linking it relies on are in bpf_elf.c / bpf_btf.c.

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/vfs.h>
#include <linux/if_alg.h>
#include <linux/magic.h>

#include "array.h"
#include "bpf.h"
#include "bpf_int.h"

#define LOG_BUF_MAX (UINT32_MAX >> 8)	/* libbpf's BPF_LOG_BUF_SIZE */
#define BPF_ENV_MNT "TC_BPF_MNT"

static int sys_bpf(int cmd, union bpf_attr *attr)
{
	return syscall(__NR_bpf, cmd, attr, sizeof(*attr));
}

static uint64_t ptr(const void *p)
{
	return (uint64_t)(unsigned long)p;
}

static int obj_get(const char *path)
{
	union bpf_attr a;

	memset(&a, 0, sizeof(a));
	a.pathname = ptr(path);
	return sys_bpf(BPF_OBJ_GET, &a);
}

static int obj_pin(int fd, const char *path)
{
	union bpf_attr a;

	memset(&a, 0, sizeof(a));
	a.pathname = ptr(path);
	a.bpf_fd = fd;
	return sys_bpf(BPF_OBJ_PIN, &a);
}

static int obj_info(int fd, void *info, uint32_t len)
{
	union bpf_attr a;

	memset(&a, 0, sizeof(a));
	memset(info, 0, len);
	a.info.bpf_fd = fd;
	a.info.info_len = len;
	a.info.info = ptr(info);
	return sys_bpf(BPF_OBJ_GET_INFO_BY_FD, &a);
}

int bpf_prog_info_by_id(uint32_t id, struct bpf_prog_info *info)
{
	union bpf_attr a;
	int fd, ret;

	memset(&a, 0, sizeof(a));
	a.prog_id = id;
	fd = sys_bpf(BPF_PROG_GET_FD_BY_ID, &a);
	if (fd < 0)
		return -errno;
	ret = obj_info(fd, info, sizeof(*info)) ? -errno : 0;
	close(fd);
	return ret;
}

/* ---- bpffs ---- */

static bool is_bpffs(const char *path)
{
	struct statfs st;

	return !statfs(path, &st) && (unsigned long)st.f_type == BPF_FS_MAGIC;
}

static bool find_bpffs(char *buf, size_t size)
{
	static const char *const known[] = { "/sys/fs/bpf", "/bpf" };
	char mnt[PATH_MAX], type[100];
	bool found = false;
	size_t i;
	FILE *fp;

	for (i = 0; i < ARRAY_SIZE(known); i++)
		if (is_bpffs(known[i])) {
			snprintf(buf, size, "%s", known[i]);
			return true;
		}
	fp = fopen("/proc/mounts", "r");
	if (!fp)
		return false;
	while (fscanf(fp, "%*s %4095s %99s %*s %*d %*d\n", mnt, type) == 2)
		if (!strcmp(type, "bpf")) {
			found = true;
			break;
		}
	fclose(fp);
	if (found)
		snprintf(buf, size, "%s", mnt);
	return found;
}

static int mount_bpffs(const char *target, FILE *log)
{
	bool bound = false;

	if (mkdir(target, S_IRWXU) && errno != EEXIST) {
		fprintf(log, "mkdir %s failed: %s\n", target, strerror(errno));
		return -1;
	}
	while (mount("", target, "none", MS_PRIVATE | MS_REC, NULL)) {
		if (errno != EINVAL || bound) {
			fprintf(log, "mount --make-private %s failed: %s\n", target, strerror(errno));
			return -1;
		}
		if (mount(target, target, "none", MS_BIND, NULL)) {
			fprintf(log, "mount --bind %s %s failed: %s\n", target, target, strerror(errno));
			return -1;
		}
		bound = true;
	}
	if (mount("bpf", target, "bpf", 0, "mode=0700")) {
		fprintf(log, "mount -t bpf bpf %s failed: %s\n", target, strerror(errno));
		return -1;
	}
	return 0;
}

static int mkdir_ok(const char *path, FILE *log)
{
	if (mkdir(path, S_IRWXU) && errno != EEXIST) {
		fprintf(log, "mkdir %s failed: %s\n", path, strerror(errno));
		return -1;
	}
	return 0;
}

/* iproute2's layout: tc/ with globals/, and xdp and ip as links to tc/
 * (bind mounts where links are refused). */
static int hierarchy(const char *base, FILE *log)
{
	static const char *const slaves[] = { "xdp", "ip" };
	char dir[PATH_MAX + 32], link[PATH_MAX + 32];
	size_t i;

	snprintf(dir, sizeof(dir), "%stc/", base);
	if (mkdir_ok(dir, log))
		return -1;
	snprintf(dir, sizeof(dir), "%stc/globals/", base);
	if (mkdir_ok(dir, log))
		return -1;
	snprintf(dir, sizeof(dir), "%stc/", base);
	for (i = 0; i < ARRAY_SIZE(slaves); i++) {
		struct stat st;

		snprintf(link, sizeof(link), "%s%s", base, slaves[i]);
		if (!symlink(dir, link))
			continue;
		if (errno == EPERM) {
			if (mkdir(link, S_IRWXU)) {
				fprintf(log, "mkdir %s failed: %s\n", link, strerror(errno));
				return -1;
			}
			if (mount(dir, link, "none", MS_BIND, NULL)) {
				rmdir(link);
				fprintf(log, "mount --bind %s %s failed: %s\n", dir, link, strerror(errno));
				return -1;
			}
			continue;
		}
		if (errno != EEXIST) {
			fprintf(log, "symlink %s failed: %s\n", link, strerror(errno));
			return -1;
		}
		if (lstat(link, &st)) {
			fprintf(log, "lstat %s failed: %s\n", link, strerror(errno));
			return -1;
		}
		if (!S_ISLNK(st.st_mode)) {
			char g[PATH_MAX + 64];

			snprintf(g, sizeof(g), "%s/globals/", link);
			if (mkdir_ok(g, log))
				return -1;
		}
	}
	return 0;
}

static const char *type_subdir(uint32_t type)
{
	switch (type) {
	case BPF_PROG_TYPE_XDP:
		return "xdp";
	case BPF_PROG_TYPE_SCHED_CLS: case BPF_PROG_TYPE_SCHED_ACT:
		return "tc";
	default:
		return "ip";
	}
}

const char *bpf_work_dir(uint32_t prog_type, char *buf, size_t size, FILE *log)
{
	const char *env = getenv(BPF_ENV_MNT);
	char mnt[PATH_MAX], base[PATH_MAX + 2];

	if (env) {
		if (is_bpffs(env))
			snprintf(mnt, sizeof(mnt), "%s", env);
		else if (mount_bpffs(env, log))
			return NULL;
		else
			snprintf(mnt, sizeof(mnt), "%s", env);
	} else if (!find_bpffs(mnt, sizeof(mnt))) {
		if (mount_bpffs("/sys/fs/bpf", log))
			return NULL;
		snprintf(mnt, sizeof(mnt), "/sys/fs/bpf");
	}
	snprintf(base, sizeof(base), "%s/", mnt);
	if (hierarchy(base, log))
		return NULL;
	snprintf(buf, size, "%s%s/", base, type_subdir(prog_type));
	return buf;
}

/* ---- the object's SHA-1 for PIN_OBJECT_NS (AF_ALG, as iproute2) ---- */

static int obj_hash(const uint8_t *img, size_t len, char out[41])
{
	struct sockaddr_alg alg = { .salg_family = AF_ALG };
	uint8_t md[20];
	int cfd, ofd, i, ret = -1;

	strcpy((char *)alg.salg_type, "hash");
	strcpy((char *)alg.salg_name, "sha1");
	cfd = socket(AF_ALG, SOCK_SEQPACKET, 0);
	if (cfd < 0)
		return -1;
	if (bind(cfd, (struct sockaddr *)&alg, sizeof(alg)))
		goto out;
	ofd = accept(cfd, NULL, 0);
	if (ofd < 0)
		goto out;
	if (write(ofd, img, len) == (ssize_t)len && read(ofd, md, sizeof(md)) == sizeof(md)) {
		for (i = 0; i < 20; i++)
			snprintf(out + 2 * i, 3, "%02x", md[i]);
		ret = 0;
	}
	close(ofd);
out:
	close(cfd);
	return ret;
}

/* ---- loading ---- */

struct loader {
	const struct bpf_load_opts *opt;
	struct bpf_obj *o;
	FILE *log;
	char work[PATH_MAX];	/* "/sys/fs/bpf/xdp/" or "" */
	char uid[41];		/* the object's SHA-1, "" when unknown */
	int btf_fd;
	int *fds;		/* per map */
	bool *pinned;		/* we pinned it: unpin on failure */
	bool *created;		/* we made it (not a reused pin) */
	char (*paths)[PATH_MAX + 64];
	char *vlog;
	size_t vlog_size;
};

static int load_btf(struct loader *ld)
{
	union bpf_attr a;

	ld->btf_fd = -1;
	if (!ld->o->btf)
		return 0;
	memset(&a, 0, sizeof(a));
	a.btf = ptr(ld->o->btf);
	a.btf_size = ld->o->btf_len;
	ld->btf_fd = sys_bpf(BPF_BTF_LOAD, &a);
	if (ld->btf_fd < 0)
		fprintf(ld->log, "libbpf: Error loading .BTF into kernel: %d. BTF is optional, ignoring.\n",
			-errno);
	return 0;
}

static int map_create(struct loader *ld, const struct bpf_mapdef *m, int inner,
		      bool with_btf)
{
	union bpf_attr a;

	memset(&a, 0, sizeof(a));
	a.map_type = m->type;
	a.key_size = m->key_size;
	a.value_size = inner >= 0 ? sizeof(int) : m->value_size;
	a.max_entries = m->max_entries;
	a.map_flags = m->flags;
	a.numa_node = m->numa_node;
	a.map_extra = m->map_extra;
	a.inner_map_fd = inner >= 0 ? inner : 0;
	if (m->type != BPF_MAP_TYPE_PERF_EVENT_ARRAY)
		a.map_ifindex = ld->opt->ifindex;
	memcpy(a.map_name, m->kname, sizeof(a.map_name) - 1);
	if (with_btf && ld->btf_fd >= 0 && (m->btf_key_id || m->btf_value_id)) {
		a.btf_fd = ld->btf_fd;
		a.btf_key_type_id = m->btf_key_id;
		a.btf_value_type_id = m->btf_value_id;
	}
	return sys_bpf(BPF_MAP_CREATE, &a);
}

static int map_update(int fd, const void *key, const void *val)
{
	union bpf_attr a;

	memset(&a, 0, sizeof(a));
	a.map_fd = fd;
	a.key = ptr(key);
	a.value = ptr(val);
	return sys_bpf(BPF_MAP_UPDATE_ELEM, &a);
}

static void say_map_failed(struct loader *ld, const struct bpf_mapdef *m, int err)
{
	fprintf(ld->log, "libbpf: map '%s': failed to create: %s(%d)\n",
		m->name, strerror(-err), err);
}

/* Where a map is pinned, "" for none. */
static int pin_path(struct loader *ld, const struct bpf_mapdef *m, char *out,
		    size_t size)
{
	out[0] = 0;
	if (m->pinning == BPF_PINNING_NONE || !ld->work[0])
		return 0;
	if (m->pinning == BPF_PINNING_GLOBAL) {
		snprintf(out, size, "%s/globals/%s", ld->work, m->name);
		return 0;
	}
	if (m->pinning == BPF_PINNING_OBJECT && m->origin == BPF_ORIGIN_LEGACY) {
		char dir[PATH_MAX + 64];

		if (!ld->uid[0]) {
			fprintf(ld->log, "Missing kernel AF_ALG support for PIN_OBJECT_NS!\n");
			return -ENOTSUP;
		}
		snprintf(dir, sizeof(dir), "%s/%s", ld->work, ld->uid);
		if (mkdir_ok(dir, ld->log))
			return -errno;
		snprintf(out, size, "%s/%s/%s", ld->work, ld->uid, m->name);
	}
	/* other legacy values name /etc/iproute2/bpf_pinning entries; like
	 * iproute2 without such an entry, they pin nothing */
	return 0;
}

static bool same_spec(int fd, const struct bpf_mapdef *m, struct bpf_map_info *info)
{
	if (obj_info(fd, info, sizeof(*info)))
		return false;
	return info->type == m->type && info->key_size == m->key_size &&
	       info->value_size == m->value_size &&
	       info->max_entries == m->max_entries &&
	       info->map_flags == m->flags && info->map_extra == m->map_extra;
}

/* The pinned map at path, checked against m: fd, 0 when there is none, or
 * a negative errno (said). */
static int reuse(struct loader *ld, const struct bpf_mapdef *m, const char *path)
{
	struct bpf_map_info info;
	int fd = obj_get(path);

	if (fd < 0) {
		int err = -errno;

		if (err == -ENOENT)
			return 0;
		if (m->origin == BPF_ORIGIN_LEGACY)
			return 0;
		fprintf(ld->log, "libbpf: couldn't retrieve pinned map '%s': %s\n", path, strerror(-err));
		fprintf(ld->log, "libbpf: map '%s': error reusing pinned map\n", m->name);
		say_map_failed(ld, m, err);
		return err;
	}
	if (!same_spec(fd, m, &info)) {
		if (m->origin == BPF_ORIGIN_LEGACY) {
			fprintf(ld->log, "Map specification differs from pinned file!\n");
			if (info.type != m->type)
				fprintf(ld->log, " - Type:         %u (obj) != %u (pin)\n", m->type, info.type);
			if (info.key_size != m->key_size)
				fprintf(ld->log, " - Size key:     %u (obj) != %u (pin)\n", m->key_size, info.key_size);
			if (info.value_size != m->value_size)
				fprintf(ld->log, " - Size value:   %u (obj) != %u (pin)\n", m->value_size, info.value_size);
			if (info.max_entries != m->max_entries)
				fprintf(ld->log, " - Max elems:    %u (obj) != %u (pin)\n", m->max_entries, info.max_entries);
			if (info.map_flags != m->flags)
				fprintf(ld->log, " - Flags:        %#x (obj) != %#x (pin)\n", m->flags, info.map_flags);
			fprintf(ld->log, "\nMap '%s' self-check failed!\nError loading maps into kernel!\n", m->name);
		} else {
			fprintf(ld->log, "libbpf: couldn't reuse pinned map at '%s': parameter mismatch\n", path);
			fprintf(ld->log, "libbpf: map '%s': error reusing pinned map\n", m->name);
			say_map_failed(ld, m, -EINVAL);
		}
		close(fd);
		return -EINVAL;
	}
	if (ld->opt->verbose && m->origin == BPF_ORIGIN_LEGACY)
		fprintf(ld->log, "Map '%s' loaded as pinned!\n", m->name);
	return fd;
}

static bool map_in_map(uint32_t type)
{
	return type == BPF_MAP_TYPE_ARRAY_OF_MAPS || type == BPF_MAP_TYPE_HASH_OF_MAPS;
}

static int inner_fd(struct loader *ld, const struct bpf_mapdef *m)
{
	size_t i;

	if (m->origin != BPF_ORIGIN_LEGACY || !map_in_map(m->type))
		return -1;
	for (i = 0; i < ld->o->nmaps; i++)
		if (ld->o->maps[i].origin == BPF_ORIGIN_LEGACY &&
		    ld->o->maps[i].id == m->inner_id && ld->fds[i] >= 0)
			return ld->fds[i];
	return -2;
}

static int make_map(struct loader *ld, size_t i)
{
	const struct bpf_mapdef *m = &ld->o->maps[i];
	char *path = ld->paths[i];
	bool retried = false;
	int fd, err, inner;

	err = pin_path(ld, m, path, sizeof(ld->paths[i]));
	if (err)
		return err;
	inner = inner_fd(ld, m);
	if (inner == -2) {
		fprintf(ld->log, "Map '%s' cannot be loaded. Inner map with ID %u not found!\n",
			m->name, m->inner_id);
		return -EINVAL;
	}
again:
	if (path[0]) {
		fd = reuse(ld, m, path);
		if (fd < 0)
			return fd;
		if (fd > 0) {
			ld->fds[i] = fd;
			return 0;
		}
		if (retried) {
			fprintf(ld->log, "libbpf: map '%s': cannot find pinned map\n", m->name);
			say_map_failed(ld, m, -ENOENT);
			return -ENOENT;
		}
	}
	fd = map_create(ld, m, inner, true);
	if (fd < 0 && ld->btf_fd >= 0 && (m->btf_key_id || m->btf_value_id)) {
		fprintf(ld->log, "libbpf: Error in bpf_create_map_xattr(%s):%s(%d). Retrying without BTF.\n",
			m->kname, strerror(errno), -errno);
		fd = map_create(ld, m, inner, false);
	}
	if (fd < 0) {
		err = -errno;
		if (m->origin == BPF_ORIGIN_LEGACY) {
			fprintf(ld->log, "Map object '%s' rejected: %s (%d)!\n", m->name, strerror(-err), -err);
			fprintf(ld->log, " - Type:         %u\n - Identifier:   %u\n - Pinning:      %u\n - Size key:     %u\n - Size value:   %u\n - Max elems:    %u\n - Flags:        %#x\n\nError loading maps into kernel!\n",
				m->type, m->id, m->pinning, m->key_size,
				inner >= 0 ? (unsigned)sizeof(int) : m->value_size,
				m->max_entries, m->flags);
		} else {
			say_map_failed(ld, m, err);
		}
		return err;
	}
	if (m->origin == BPF_ORIGIN_DATA || m->origin == BPF_ORIGIN_RODATA ||
	    m->origin == BPF_ORIGIN_BSS) {
		uint32_t key = 0;
		uint8_t *val = calloc(1, m->value_size ? m->value_size : 1);
		union bpf_attr a;

		if (!val) {
			close(fd);
			return -ENOMEM;
		}
		if (m->init)
			memcpy(val, m->init, m->init_len);
		err = map_update(fd, &key, val) ? -errno : 0;
		free(val);
		if (!err && m->origin == BPF_ORIGIN_RODATA) {
			memset(&a, 0, sizeof(a));
			a.map_fd = fd;
			err = sys_bpf(BPF_MAP_FREEZE, &a) ? -errno : 0;
		}
		if (err) {
			fprintf(ld->log, "libbpf: Error setting initial map(%s) contents: %s\n",
				m->name, strerror(-err));
			say_map_failed(ld, m, err);
			close(fd);
			return err;
		}
	}
	if (path[0]) {
		if (obj_pin(fd, path)) {
			err = -errno;
			close(fd);
			if (!retried && err == -EEXIST) {
				retried = true;
				goto again;
			}
			if (m->origin == BPF_ORIGIN_LEGACY) {
				fprintf(ld->log, "Could not pin %s map: %s\n", m->name, strerror(-err));
			} else {
				fprintf(ld->log, "libbpf: map '%s': failed to auto-pin at '%s': %d\n",
					m->name, path, err);
				say_map_failed(ld, m, err);
			}
			return err;
		}
		ld->pinned[i] = true;
	}
	ld->created[i] = true;
	ld->fds[i] = fd;
	return 0;
}

/* Legacy map-in-map: each map with an id (and no inner id) goes into the
 * outer maps that name it, at its inner_idx. */
static int fill_outer(struct loader *ld)
{
	size_t i, j;

	for (i = 0; i < ld->o->nmaps; i++) {
		const struct bpf_mapdef *in = &ld->o->maps[i];

		if (in->origin != BPF_ORIGIN_LEGACY || !in->id || in->inner_id ||
		    in->inner_idx == UINT32_MAX)
			continue;
		for (j = 0; j < ld->o->nmaps; j++) {
			const struct bpf_mapdef *out = &ld->o->maps[j];

			if (out->origin != BPF_ORIGIN_LEGACY || !map_in_map(out->type) ||
			    out->inner_id != in->id || !ld->created[j])
				continue;
			if (map_update(ld->fds[j], &in->inner_idx, &ld->fds[i])) {
				fprintf(ld->log, "Cannot insert map into map! Different map specs used for outer and inner map?\n");
				return -errno;
			}
		}
	}
	return 0;
}

static int make_maps(struct loader *ld)
{
	size_t i;
	int pass, err;

	/* plain maps first, so map-in-maps find their inner maps */
	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < ld->o->nmaps; i++) {
			const struct bpf_mapdef *m = &ld->o->maps[i];
			bool mim = m->origin == BPF_ORIGIN_LEGACY && map_in_map(m->type);

			if (mim != (pass == 1))
				continue;
			err = make_map(ld, i);
			if (err)
				return err;
		}
	return fill_outer(ld);
}

static const char *strerr(int e)
{
	return strerror(e);
}

static uint32_t attach_type(const char *sec, uint32_t *flags)
{
	*flags = 0;
	if (!strcmp(sec, "xdp"))
		return BPF_XDP;
	if (!strcmp(sec, "xdp.frags")) {
		*flags = BPF_F_XDP_HAS_FRAGS;
		return BPF_XDP;
	}
	if (!strcmp(sec, "xdp/devmap") || !strcmp(sec, "xdp.frags/devmap")) {
		*flags = sec[3] == '.' ? BPF_F_XDP_HAS_FRAGS : 0;
		return BPF_XDP_DEVMAP;
	}
	if (!strcmp(sec, "xdp/cpumap") || !strcmp(sec, "xdp.frags/cpumap")) {
		*flags = sec[3] == '.' ? BPF_F_XDP_HAS_FRAGS : 0;
		return BPF_XDP_CPUMAP;
	}
	return 0;
}

static int prog_load(struct loader *ld, const struct bpf_progdef *p,
		     const struct bpf_linked *l, uint32_t log_level)
{
	union bpf_attr a;
	uint32_t flags;

	memset(&a, 0, sizeof(a));
	a.prog_type = ld->opt->prog_type;
	a.expected_attach_type = attach_type(p->sec_name, &flags);
	if (ld->opt->prog_type != BPF_PROG_TYPE_XDP) {
		a.expected_attach_type = 0;
		flags = 0;
	}
	a.prog_flags = flags;
	a.insns = ptr(l->insns);
	a.insn_cnt = l->cnt;
	a.license = ptr(ld->o->license);
	a.kern_version = ld->o->kversion;
	a.prog_ifindex = ld->opt->ifindex;
	memcpy(a.prog_name, p->name, strnlen(p->name, sizeof(a.prog_name) - 1));
	if (ld->btf_fd >= 0) {
		a.prog_btf_fd = ld->btf_fd;
		a.func_info = ptr(l->func_info);
		a.func_info_cnt = l->func_cnt;
		a.func_info_rec_size = l->func_rec;
		a.line_info = ptr(l->line_info);
		a.line_info_cnt = l->line_cnt;
		a.line_info_rec_size = l->line_rec;
	}
	if (log_level) {
		a.log_level = log_level;
		a.log_buf = ptr(ld->vlog);
		a.log_size = ld->vlog_size;
		ld->vlog[0] = 0;
	}
	return sys_bpf(BPF_PROG_LOAD, &a);
}

static int grow_log(struct loader *ld)
{
	size_t size = ld->vlog_size ? ld->vlog_size * 2 : 65536;
	char *p;

	if (ld->vlog_size >= LOG_BUF_MAX)
		return -1;
	if (size > LOG_BUF_MAX)
		size = LOG_BUF_MAX;
	p = realloc(ld->vlog, size);
	if (!p)
		return -1;
	ld->vlog = p;
	ld->vlog_size = size;
	return 0;
}

/* Load with no log; on failure again with one (libbpf's way), growing the
 * buffer while the kernel says it is too small.  verbose asks for the log
 * up front and prints it as iproute2's own loader reported programs. */
static int load_prog(struct loader *ld, const struct bpf_progdef *p,
		     struct bpf_linked *l)
{
	size_t i;
	int fd = -1, err;

	for (i = 0; i < l->nfds; i++)
		l->insns[l->fds[i].insn].imm = ld->fds[l->fds[i].map];
	if (!ld->opt->verbose) {
		fd = prog_load(ld, p, l, 0);
		if (fd >= 0)
			return fd;
	}
	do {
		if (grow_log(ld))
			break;
		fd = prog_load(ld, p, l, 1);
	} while (fd < 0 && errno == ENOSPC);
	err = errno;
	if (ld->opt->verbose) {
		fprintf(ld->log, "\nProg section '%s' %s%s (%d)!\n", p->sec_name,
			fd < 0 ? "rejected: " : "loaded", fd < 0 ? strerr(err) : "",
			fd < 0 ? err : fd);
		fprintf(ld->log, " - Type:         %u\n - Instructions: %zu (%zu over limit)\n - License:      %s\n\n",
			ld->opt->prog_type, l->cnt, l->cnt > BPF_MAXINSNS ? l->cnt - BPF_MAXINSNS : 0,
			ld->o->license);
		fprintf(ld->log, "Verifier analysis:\n\n%s\n", ld->vlog ? ld->vlog : "");
		if (fd >= 0)
			return fd;
	}
	fprintf(ld->log, "libbpf: prog '%s': BPF program load failed: %s\n", p->name, strerr(err));
	if (ld->vlog && ld->vlog[0])
		fprintf(ld->log, "libbpf: prog '%s': -- BEGIN PROG LOAD LOG --\n%s-- END PROG LOAD LOG --\n",
			p->name, ld->vlog);
	fprintf(ld->log, "libbpf: prog '%s': failed to load: %d\n", p->name, -err);
	return -1;
}

static int read_file(const char *path, uint8_t **buf, size_t *len)
{
	size_t cap = 65536, n = 0;
	uint8_t *b = malloc(cap);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t r;

	if (fd < 0 || !b)
		goto fail;
	for (;;) {
		if (n == cap) {
			uint8_t *nb;

			if (cap > (256u << 20))
				goto fail;
			nb = realloc(b, cap * 2);
			if (!nb)
				goto fail;
			b = nb;
			cap *= 2;
		}
		r = read(fd, b + n, cap - n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			goto fail;
		if (!r)
			break;
		n += r;
	}
	close(fd);
	*buf = b;
	*len = n;
	return 0;
fail:
	if (fd >= 0)
		close(fd);
	free(b);
	return -1;
}

int bpf_load_object(const struct bpf_load_opts *opt, FILE *log)
{
	struct rlimit unlimited = { RLIM_INFINITY, RLIM_INFINITY };
	struct loader ld = { .opt = opt, .log = log, .btf_fd = -1 };
	struct bpf_linked l = { 0 };
	uint8_t *img = NULL;
	size_t len = 0, i;
	int fd = -1, err;
	long pi;

	/* as iproute2: memlock, bpffs and its layout before the object */
	setrlimit(RLIMIT_MEMLOCK, &unlimited);
	if (!bpf_work_dir(opt->prog_type, ld.work, sizeof(ld.work), log)) {
		fprintf(log, "Continuing without mounted eBPF fs. Too old kernel?\n");
		ld.work[0] = 0;
	}
	if (read_file(opt->path, &img, &len)) {
		fprintf(log, "Cannot initialize ELF context!\n");
		return -1;
	}
	if (obj_hash(img, len, ld.uid))
		ld.uid[0] = 0;
	err = bpf_obj_parse(&ld.o, img, len, opt->path, log);
	free(img);
	if (err)
		return -1;
	if (ld.work[0]) {
		char root[PATH_MAX + 16];

		snprintf(root, sizeof(root), "%s/globals", ld.work);
		if (mkdir_ok(root, log))
			goto out;
	}
	pi = bpf_obj_find_prog(ld.o, opt->section, opt->prog_name);
	if (pi < 0) {
		if (opt->prog_name)
			fprintf(log, "object file doesn't contain prog %s\n", opt->prog_name);
		else
			fprintf(log, "object file doesn't contain sec %s\n", opt->section);
		goto out;
	}
	if (bpf_obj_link(ld.o, pi, &l, log))
		goto out;
	ld.fds = malloc((ld.o->nmaps + 1) * sizeof(*ld.fds));
	ld.pinned = calloc(ld.o->nmaps + 1, sizeof(*ld.pinned));
	ld.paths = calloc(ld.o->nmaps + 1, sizeof(*ld.paths));
	ld.created = calloc(ld.o->nmaps + 1, sizeof(*ld.created));
	if (!ld.fds || !ld.pinned || !ld.paths || !ld.created)
		goto out;
	for (i = 0; i < ld.o->nmaps; i++)
		ld.fds[i] = -1;
	load_btf(&ld);
	if (make_maps(&ld))
		goto failed;
	fd = load_prog(&ld, &ld.o->progs[pi], &l);
	if (fd < 0)
		goto failed;
	for (i = 0; i < ld.o->nmaps; i++) {
		union bpf_attr a;

		if (ld.o->maps[i].origin != BPF_ORIGIN_RODATA || ld.fds[i] < 0)
			continue;
		memset(&a, 0, sizeof(a));
		a.prog_bind_map.prog_fd = fd;
		a.prog_bind_map.map_fd = ld.fds[i];
		sys_bpf(BPF_PROG_BIND_MAP, &a);
	}
	goto out;
failed:
	fprintf(log, "libbpf: failed to load object '%s'\n", opt->path);
	for (i = 0; i < ld.o->nmaps; i++)
		if (ld.pinned[i])
			unlink(ld.paths[i]);
out:
	if (ld.fds)
		for (i = 0; i < ld.o->nmaps; i++)
			if (ld.fds[i] >= 0)
				close(ld.fds[i]);
	if (ld.btf_fd >= 0)
		close(ld.btf_fd);
	free(ld.fds);
	free(ld.pinned);
	free(ld.created);
	free(ld.paths);
	free(ld.vlog);
	bpf_linked_free(&l);
	bpf_obj_free(ld.o);
	return fd;
}

int bpf_pinned_prog(const char *path, uint32_t prog_type, FILE *log)
{
	char work[PATH_MAX], full[2 * PATH_MAX];
	const char *p = path;
	int fd;

	if (strlen(path) > 2 && path[0] == 'm' && path[1] == ':' &&
	    bpf_work_dir(prog_type, work, sizeof(work), log)) {
		snprintf(full, sizeof(full), "%s/%s", work, path + 2);
		p = full;
	}
	fd = obj_get(p);
	if (fd < 0)
		fprintf(log, "Couldn't retrieve pinned program '%s': %s\n", path, strerror(errno));
	return fd;
}
