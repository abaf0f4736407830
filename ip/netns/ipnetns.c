/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ipnetns.c - "ip netns": named network namespaces under /run/netns.
 *
 * Statuses follow iproute2's exit codes: 1 for a failed step, 2 when the
 * kernel refused, 255 (IP_EARG) for bad arguments.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/file.h>
#include <sys/inotify.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <libmnl/libmnl.h>
#include <linux/net_namespace.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "verb.h"
#include "attr.h"
#include "ip.h"
#include "ipctx.h"
#include "ipnetns.h"
#include "msg.h"
#include "netns.h"
#include "nl.h"
#include "print.h"

static const char netns_usage_text[] =
	"Usage:\tip netns list\n"
	"\tip netns add NAME\n"
	"\tip netns attach NAME PID\n"
	"\tip netns set NAME NETNSID\n"
	"\tip [-all] netns delete [NAME]\n"
	"\tip netns identify [PID]\n"
	"\tip netns pids NAME\n"
	"\tip [-all] netns exec [NAME] cmd ...\n"
	"\tip netns monitor\n"
	"\tip netns list-id [target-nsid POSITIVE-INT] [nsid POSITIVE-INT]\n"
	"NETNSID := auto | POSITIVE-INT\n";

static int netns_usage(void)
{
	fputs(netns_usage_text, stderr);
	return IP_EARG;
}

/* A command's context: the ip context plus the nsid -> name map that
 * list and list-id fill first, as iproute2 does. */
struct nsctx {
	struct ipctx *ctx;
	struct nsid_map *map;
};

static void ns_path(char *buf, size_t len, const char *name)
{
	snprintf(buf, len, "%s/%s", NETNS_RUN_DIR, name);
}

/* --- list ------------------------------------------------------------- */

static int netns_list(struct nsctx *c)
{
	struct out *p = c->ctx->out;
	struct dirent *de;
	DIR *d = opendir(NETNS_RUN_DIR);

	if (!d)
		return 0;
	out_begin(p);
	while ((de = readdir(d)) != NULL) {
		int id;

		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		out_open_obj(p, OUT_JSON, NULL);
		out_str(p, OUT_ANY, CLR_NONE, "name", "%s", de->d_name);
		id = netns_nsid_get(c->ctx->nl, de->d_name);
		if (id >= 0)
			out_int(p, OUT_ANY, "id", " (id: %d)", id);
		out_text(p, "\n");
		out_close_obj(p, OUT_JSON);
	}
	closedir(d);
	out_end(p);
	fflush(stdout);
	return 0;
}

/* --- list-id ---------------------------------------------------------- */

int netns_nsid_print(struct out *p, struct nsid_map *map,
		     const struct nlmsghdr *nlh)
{
	const struct nlattr *tb[NETNSA_MAX + 1];
	int nsid, cur = -1, key;
	const char *name;

	if (nlh->nlmsg_type != RTM_NEWNSID && nlh->nlmsg_type != RTM_DELNSID)
		return MNL_CB_OK;
	if (nlh->nlmsg_len < NLMSG_SPACE(sizeof(struct rtgenmsg))) {
		fprintf(stderr, "BUG: wrong nlmsg len %d in %s\n",
			(int)(nlh->nlmsg_len - NLMSG_SPACE(sizeof(struct rtgenmsg))),
			"print_nsid");
		return MNL_CB_ERROR;
	}
	attr_parse_msg(tb, NETNSA_MAX, nlh, sizeof(struct rtgenmsg));
	if (!tb[NETNSA_NSID]) {
		fprintf(stderr, "BUG: NETNSA_NSID is missing %s\n", "print_nsid");
		return MNL_CB_ERROR;
	}

	out_open_obj(p, OUT_JSON, NULL);
	if (nlh->nlmsg_type == RTM_DELNSID)
		out_bool(p, OUT_ANY, "deleted", "Deleted ", true);
	nsid = attr_s32(tb[NETNSA_NSID]);
	if (nsid < 0)
		out_text(p, "nsid unassigned ");
	else
		out_int(p, OUT_ANY, "nsid", "nsid %d ", nsid);
	if (tb[NETNSA_CURRENT_NSID]) {
		cur = attr_s32(tb[NETNSA_CURRENT_NSID]);
		if (cur < 0)
			out_text(p, "current-nsid unassigned ");
		else
			out_int(p, OUT_ANY, "current-nsid", "current-nsid %d ", cur);
	}

	/* A name is shown once from the map, then looked up afresh. */
	key = tb[NETNSA_CURRENT_NSID] ? cur : nsid;
	name = nsid_map_name(map, key);
	if (name) {
		out_str(p, OUT_ANY, CLR_NONE, "name", "(iproute2 netns name: %s)", name);
		nsid_map_forget(map, key);
	} else if (nlh->nlmsg_type == RTM_NEWNSID &&
		   (name = nsid_map_rescan(map, nsid)) != NULL) {
		out_str(p, OUT_ANY, CLR_NONE, "name", "(iproute2 netns name: %s)", name);
	}
	out_text(p, "\n");
	out_close_obj(p, OUT_JSON);
	fflush(stdout);
	return MNL_CB_OK;
}

static int print_nsid(const struct nlmsghdr *nlh, void *arg)
{
	struct nsctx *c = arg;

	return netns_nsid_print(c->ctx->out, c->map, nlh);
}

/* Keep a copy of the first answer. */
static int keep_msg(const struct nlmsghdr *nlh, void *arg)
{
	struct nlmsghdr **keep = arg;

	if (*keep)
		return MNL_CB_OK;
	*keep = malloc(nlh->nlmsg_len);
	if (*keep)
		memcpy(*keep, nlh, nlh->nlmsg_len);
	return MNL_CB_OK;
}

/* The value after a list-id keyword; *st is set on error. */
static int listid_value(char ***argvp, int *argcp, const char *kw, int *val,
			int *st)
{
	char **argv = *argvp;
	int argc = *argcp;
	char msg[64];

	argv++;
	if (--argc <= 0) {
		*st = err_incomplete();
		return -1;
	}
	if (get_s32(val, *argv, 0)) {
		snprintf(msg, sizeof(msg), "\"%s\" value is invalid", kw);
		*st = err_invarg(msg, *argv);
		return -1;
	}
	if (*val < 0) {
		/* iproute2 names the word after the value here */
		snprintf(msg, sizeof(msg), "\"%s\" value should be >= 0", kw);
		*st = err_invarg(msg, argc > 1 ? argv[1] : "(null)");
		return -1;
	}
	*argvp = argv;
	*argcp = argc;
	return 0;
}

static int netns_list_id(struct nsctx *c, int argc, char **argv)
{
	char buf[256];
	struct msg m;
	struct nlmsghdr *n;
	int target = -1, nsid = -1, st = 0, err;

	while (argc > 0) {
		if (is(*argv, "target-nsid")) {
			if (target >= 0)
				return err_duparg("target-nsid", *argv);
			if (listid_value(&argv, &argc, "target-nsid", &target, &st))
				return st;
		} else if (is(*argv, "nsid")) {
			if (nsid >= 0)
				return err_duparg("nsid", *argv);
			if (listid_value(&argv, &argc, "nsid", &nsid, &st))
				return st;
		} else {
			return netns_usage();
		}
		argc--;
		argv++;
	}

	n = msg_init(&m, buf, sizeof(buf), RTM_GETNSID, nsid >= 0 ? 0 : NLM_F_DUMP);
	msg_extra(&m, sizeof(struct rtgenmsg));		/* AF_UNSPEC */
	if (nsid >= 0)
		msg_put_s32(&m, NETNSA_NSID, nsid);
	if (target >= 0)
		msg_put_s32(&m, NETNSA_TARGET_NSID, target);

	if (nsid >= 0) {
		/* one answer, printed as a one-element list once it is in */
		struct nlmsghdr *ans = NULL;

		err = nl_talk(c->ctx->nl, n, keep_msg, &ans, 0);
		if (err) {
			free(ans);
			return 2;
		}
		if (ans) {
			out_begin(c->ctx->out);
			print_nsid(ans, c);
			out_end(c->ctx->out);
			free(ans);
		}
		return 0;
	}

	out_begin(c->ctx->out);
	err = nl_dump(c->ctx->nl, n, print_nsid, c, 0);
	if (err) {
		fprintf(stderr, "Dump terminated\n");
		return IP_FATAL | 1;
	}
	out_end(c->ctx->out);
	return 0;
}

/* --- add / attach / delete -------------------------------------------- */

static int del_one(const char *name, void *arg)
{
	char path[PATH_MAX];

	(void)arg;
	ns_path(path, sizeof(path), name);
	umount2(path, MNT_DETACH);
	if (unlink(path) < 0) {
		fprintf(stderr, "Cannot remove namespace file \"%s\": %s\n",
			path, strerror(errno));
		return -1;
	}
	return 0;
}

static int netns_delete(struct ipctx *ctx, const struct verb *v, int argc,
			char **argv)
{
	(void)v;
	if (ctx->o.all)
		return netns_foreach(del_one, NULL) ? 1 : 0;
	if (argc < 1) {
		fprintf(stderr, "No netns name specified\n");
		return 1;
	}
	return del_one(argv[0], NULL) ? 1 : 0;
}

static int make_run_dir(void)
{
	if (mkdir(NETNS_RUN_DIR, 0755) && errno != EEXIST) {
		fprintf(stderr, "mkdir %s failed: %s\n", NETNS_RUN_DIR, strerror(errno));
		return -1;
	}
	return 0;
}

/* /run/netns must be a shared mount point; make it one if it is not yet
 * a mount point.  Serialised against other ip processes by a lock on the
 * directory. */
static int share_run_dir(void)
{
	bool bound = false;
	int lock, ret = 0;

	lock = open(NETNS_RUN_DIR, O_RDONLY | O_DIRECTORY, 0);
	if (lock < 0) {
		fprintf(stderr, "Cannot open netns runtime directory \"%s\": %s\n",
			NETNS_RUN_DIR, strerror(errno));
		return -1;
	}
	if (flock(lock, LOCK_EX) < 0) {
		fprintf(stderr, "Warning: could not flock netns runtime directory \"%s\": %s\n",
			NETNS_RUN_DIR, strerror(errno));
		close(lock);
		lock = -1;
	}
	while (mount("", NETNS_RUN_DIR, "none", MS_SHARED | MS_REC, NULL)) {
		if (errno != EINVAL || bound) {
			fprintf(stderr, "mount --make-shared %s failed: %s\n",
				NETNS_RUN_DIR, strerror(errno));
			ret = -1;
			break;
		}
		/* not a mount point yet: bind it onto itself */
		if (mount(NETNS_RUN_DIR, NETNS_RUN_DIR, "none", MS_BIND | MS_REC, NULL)) {
			fprintf(stderr, "mount --bind %s %s failed: %s\n",
				NETNS_RUN_DIR, NETNS_RUN_DIR, strerror(errno));
			ret = -1;
			break;
		}
		bound = true;
	}
	if (lock >= 0) {
		flock(lock, LOCK_UN);
		close(lock);
	}
	return ret;
}

static int netns_add(struct ipctx *ctx, const struct verb *v, int argc,
		     char **argv)
{
	bool create = v->mode;
	char path[PATH_MAX], proc[PATH_MAX];
	int fd, saved = -1;
	int32_t pid = 0;

	if (create) {
		if (argc < 1) {
			fprintf(stderr, "No netns name specified\n");
			return 1;
		}
	} else {
		if (argc < 2) {
			fprintf(stderr, "No netns name and PID specified\n");
			return 1;
		}
		if (get_s32(&pid, argv[1], 0) || !pid) {
			fprintf(stderr, "Invalid PID: %s\n", argv[1]);
			return 1;
		}
	}
	ns_path(path, sizeof(path), argv[0]);

	if (make_run_dir() || share_run_dir())
		return 1;

	fd = open(path, O_RDONLY | O_CREAT | O_EXCL, 0);
	if (fd < 0) {
		fprintf(stderr, "Cannot create namespace file \"%s\": %s\n",
			path, strerror(errno));
		return 1;
	}
	close(fd);

	if (create) {
		saved = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
		if (saved < 0) {
			perror("Cannot open init namespace");
			return IP_FATAL | 1;
		}
		if (unshare(CLONE_NEWNET) < 0) {
			fprintf(stderr, "Failed to create a new network namespace \"%s\": %s\n",
				argv[0], strerror(errno));
			goto undo;
		}
		snprintf(proc, sizeof(proc), "/proc/self/ns/net");
	} else {
		snprintf(proc, sizeof(proc), "/proc/%d/ns/net", pid);
	}

	if (mount(proc, path, "none", MS_BIND, NULL) < 0) {
		fprintf(stderr, "Bind %s -> %s failed: %s\n", proc, path,
			strerror(errno));
		goto undo;
	}
	if (saved >= 0) {
		if (setns(saved, CLONE_NEWNET)) {
			perror("setns");
			return IP_FATAL | 1;
		}
		close(saved);
	}
	return 0;

undo:
	if (create) {
		if (setns(saved, CLONE_NEWNET)) {
			perror("setns");
			return IP_FATAL | 1;
		}
		close(saved);
		/* as iproute2, this is "netns delete": with -all, of every name */
		netns_delete(ctx, v, argc, argv);
	} else if (unlink(path) < 0) {
		fprintf(stderr, "Cannot remove namespace file \"%s\": %s\n",
			path, strerror(errno));
	}
	return 1;
}

/* --- set -------------------------------------------------------------- */

static int netns_set(struct ipctx *ctx, const struct verb *v, int argc,
		     char **argv)
{
	char path[PATH_MAX];
	int32_t nsid;
	int fd, r;

	(void)v;
	if (argc < 1) {
		fprintf(stderr, "No netns name specified\n");
		return 1;
	}
	if (argc < 2) {
		fprintf(stderr, "No nsid specified\n");
		return 1;
	}
	if (is(argv[1], "auto"))
		nsid = -1;
	else if (get_s32(&nsid, argv[1], 0))
		return err_invarg("Invalid \"netnsid\" value", argv[1]);
	else if (nsid < 0)
		return err_invarg("\"netnsid\" value should be >= 0", argv[1]);

	ns_path(path, sizeof(path), argv[0]);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		fprintf(stderr, "Cannot open network namespace \"%s\": %s\n",
			argv[0], strerror(errno));
		return 1;
	}
	close(fd);
	r = netns_nsid_set(ctx->nl, argv[0], nsid);
	if (r == -3)
		return 1;
	return r ? 2 : 0;
}

/* --- identify / pids -------------------------------------------------- */

static bool all_digits(const char *s)
{
	for (; *s; s++)
		if (!isdigit((unsigned char)*s))
			return false;
	return true;
}

/* dev/inode of a namespace file, or -1 after iproute2's message. */
static int ns_stat(const char *path, struct stat *st)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0) {
		fprintf(stderr, "Cannot open network namespace: %s\n", strerror(errno));
		return -1;
	}
	if (fstat(fd, st) < 0) {
		fprintf(stderr, "Stat of netns failed: %s\n", strerror(errno));
		close(fd);
		return -1;
	}
	close(fd);
	return 0;
}

static int netns_identify(struct ipctx *ctx, const struct verb *v, int argc,
			  char **argv)
{
	char path[PATH_MAX], found[NAME_MAX + 1] = "";
	const char *pid = "self";
	struct stat want, st;
	struct dirent *de;
	DIR *d;

	(void)ctx;
	(void)v;
	if (argc > 1) {
		fprintf(stderr, "extra arguments specified\n");
		return 1;
	}
	if (argc == 1) {
		pid = argv[0];
		if (!all_digits(pid)) {
			fprintf(stderr, "Specified string '%s' is not a pid\n", pid);
			return 1;
		}
	}
	snprintf(path, sizeof(path), "/proc/%s/ns/net", pid);
	if (ns_stat(path, &want))
		return 1;
	d = opendir(NETNS_RUN_DIR);
	if (!d) {
		if (errno != ENOENT) {
			fprintf(stderr, "Failed to open directory %s:%s\n",
				NETNS_RUN_DIR, strerror(errno));
			return 1;
		}
	} else {
		/* the last name of that namespace is the one shown */
		while ((de = readdir(d)) != NULL) {
			if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
				continue;
			ns_path(path, sizeof(path), de->d_name);
			if (stat(path, &st) == 0 && st.st_dev == want.st_dev &&
			    st.st_ino == want.st_ino)
				snprintf(found, sizeof(found), "%s", de->d_name);
		}
		closedir(d);
	}
	printf("%s\n", found);
	return 0;
}

static int netns_pids(struct ipctx *ctx, const struct verb *v, int argc,
		      char **argv)
{
	char path[PATH_MAX];
	struct stat want, st;
	struct dirent *de;
	DIR *d;

	(void)ctx;
	(void)v;
	if (argc < 1) {
		fprintf(stderr, "No netns name specified\n");
		return 1;
	}
	if (argc > 1) {
		fprintf(stderr, "extra arguments specified\n");
		return 1;
	}
	ns_path(path, sizeof(path), argv[0]);
	if (ns_stat(path, &want))
		return 1;
	d = opendir("/proc/");
	if (!d) {
		fprintf(stderr, "Open of /proc failed: %s\n", strerror(errno));
		return 1;
	}
	while ((de = readdir(d)) != NULL) {
		if (!all_digits(de->d_name))
			continue;
		snprintf(path, sizeof(path), "/proc/%s/ns/net", de->d_name);
		if (stat(path, &st) == 0 && st.st_dev == want.st_dev &&
		    st.st_ino == want.st_ino)
			printf("%s\n", de->d_name);
	}
	closedir(d);
	return 0;
}

/* --- exec ------------------------------------------------------------- */

/* Run argv[0] in namespace name.  With fork, wait and return its exit
 * status (a death by signal ends ip with 1).  Without, exec in place.
 * When entering the namespace fails, -1 is returned, or, in a child, it
 * ends with 255: iproute2's child carries on with the batch (or the
 * -all walk) and runs its lines twice; ours never returns into them. */
static int exec_in(const char *name, char **argv, bool do_fork)
{
	fflush(stdout);
	if (do_fork) {
		int status;
		pid_t pid = fork();

		if (pid < 0) {
			perror("fork");
			exit(1);
		}
		if (pid > 0) {
			if (waitpid(pid, &status, 0) < 0) {
				perror("waitpid");
				exit(1);
			}
			if (WIFEXITED(status))
				return WEXITSTATUS(status);
			exit(1);
		}
	}
	if (netns_switch(name)) {
		if (do_fork)
			_exit(255);
		return -1;
	}
	execvp(argv[0], argv);
	fprintf(stderr, "exec of \"%s\" failed: %s\n", argv[0], strerror(errno));
	_exit(1);
}

static int exec_each(const char *name, void *arg)
{
	char **argv = arg;

	printf("\nnetns: %s\n", name);
	exec_in(name, argv, true);
	return 0;
}

static int netns_exec(struct ipctx *ctx, const struct verb *v, int argc,
		      char **argv)
{
	bool all = ctx->o.all;
	int r;

	(void)v;
	if (argc < 1 && !all) {
		fprintf(stderr, "No netns name specified\n");
		return 1;
	}
	if ((argc < 2 && !all) || (argc < 1 && all)) {
		fprintf(stderr, "No command specified\n");
		return 1;
	}
	if (all)
		return netns_foreach(exec_each, argv) ? 1 : 0;

	r = exec_in(argv[0], argv + 1, ctx->o.batch != NULL);
	/* -1: the namespace could not be entered (iproute2 exits 255) */
	return r < 0 ? 255 : r;
}

/* --- monitor ---------------------------------------------------------- */

static int netns_monitor(struct ipctx *ctx, const struct verb *v, int argc,
			 char **argv)
{
	char buf[4096] __attribute__((aligned(__alignof__(struct inotify_event))));
	int fd = inotify_init();

	(void)ctx;
	(void)v;
	(void)argc;
	(void)argv;
	if (fd < 0) {
		fprintf(stderr, "inotify_init failed: %s\n", strerror(errno));
		return 1;
	}
	if (make_run_dir()) {
		close(fd);
		return 1;
	}
	if (inotify_add_watch(fd, NETNS_RUN_DIR, IN_CREATE | IN_DELETE) < 0) {
		fprintf(stderr, "inotify_add_watch failed: %s\n", strerror(errno));
		close(fd);
		return 1;
	}
	for (;;) {
		ssize_t len = read(fd, buf, sizeof(buf));
		char *q;

		if (len < 0) {
			fprintf(stderr, "read failed: %s\n", strerror(errno));
			close(fd);
			return 1;
		}
		for (q = buf; q < buf + len;) {
			const struct inotify_event *ev = (const void *)q;

			if (ev->mask & IN_CREATE)
				printf("add %s\n", ev->name);
			if (ev->mask & IN_DELETE)
				printf("delete %s\n", ev->name);
			q += sizeof(*ev) + ev->len;
		}
	}
}

/* --- dispatch --------------------------------------------------------- */

static bool bad_name(const char *name)
{
	return !*name || strlen(name) > NAME_MAX || strchr(name, '/') ||
	       is(name, ".") || is(name, "..");
}

/* list and list-id: the namespaces' ids known up front */
static int netns_show(struct ipctx *ctx, const struct verb *v, int argc,
		      char **argv)
{
	struct nsctx c = { .ctx = ctx, .map = nsid_map_new() };
	int st;

	if (!c.map) {
		fprintf(stderr, "Out of memory\n");
		return 1;
	}
	nsid_map_fill(c.map);
	st = v->mode ? netns_list_id(&c, argc, argv) : netns_list(&c);
	nsid_map_free(c.map);
	return st;
}

static const struct verb netns_verbs[] = {
	{ "list", netns_show },
	{ "show", netns_show },
	{ "lst", netns_show },
	{ "list-id", netns_show, .mode = 1 },
	{ "help", .usage = netns_usage },
	{ "add", netns_add, .mode = true },
	{ "set", netns_set },
	{ "delete", netns_delete },
	{ "identify", netns_identify },
	{ "pids", netns_pids },
	{ "exec", netns_exec },
	{ "monitor", netns_monitor },
	{ "attach", netns_add, .mode = false },
	{ 0 }
};

static const struct verb_set netns_verb_set = {
	.obj = "netns",
	.none = &(const struct verb){ "list", netns_show },
	.verbs = netns_verbs,
};

int do_ipnetns(struct ipctx *ctx, int argc, char **argv)
{
	if (!ctx->o.all && argc > 1 && bad_name(argv[1])) {
		fprintf(stderr, "Invalid netns name \"%s\"\n", argv[1]);
		return IP_EARG;
	}
	return verb_run(ctx, &netns_verb_set, argc, argv);
}
