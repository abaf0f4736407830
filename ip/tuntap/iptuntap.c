// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * iptuntap.c - "ip tuntap" / "ip tap": persistent tun and tap devices.
 *
 * add and del go through /dev/net/tun (TUNSETIFF, then TUNSETOWNER,
 * TUNSETGROUP, TUNSETPERSIST), as the kernel makes tun devices no other
 * way; show dumps the links of kind "tun" (the kernel filters them) and
 * reads each one's flags, owner and group from /sys/class/net/DEV, and
 * with -d the processes that hold it open (/proc/PID/fdinfo).
 */
#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <grp.h>
#include <limits.h>
#include <stddef.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <net/if.h>
#include <linux/if_arp.h>
#include <linux/if_link.h>
#include <linux/if_tun.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "verb.h"
#include "array.h"
#include "attr.h"
#include "ip.h"
#include "ipctx.h"
#include "msg.h"
#include "nl.h"
#include "opt.h"
#include "print.h"

#define TUNDEV "/dev/net/tun"

static int tuntap_usage(void)
{
	fputs("Usage: ip tuntap { add | del | show | list | lst | help } [ dev PHYS_DEV ]\n"
	      "       [ mode { tun | tap } ] [ user USER ] [ group GROUP ]\n"
	      "       [ one_queue ] [ pi ] [ vnet_hdr ] [ multi_queue ] [ name NAME ]\n"
	      "\n"
	      "Where: USER  := { STRING | NUMBER }\n"
	      "       GROUP := { STRING | NUMBER }\n", stderr);
	return IP_EARG;
}

/* ---- add / del ---- */

struct tuntap_req {
	struct ifreq ifr;
	uid_t uid;			/* (uid_t)-1: not given */
	gid_t gid;
};

/* A number in decimal (the whole word), else a name looked up by fn. */
static int owner_id(const char *arg, const char *what, unsigned long *id)
{
	char *end;

	if (*arg) {
		*id = (unsigned long)strtol(arg, &end, 10);
		if (!*end)
			return 0;
	}
	if (*what == 'u') {
		struct passwd *pw = getpwnam(arg);

		if (pw) {
			*id = pw->pw_uid;
			return 0;
		}
	} else {
		struct group *gr = getgrnam(arg);

		if (gr) {
			*id = gr->gr_gid;
			return 0;
		}
	}
	fprintf(stderr, "invalid %s \"%s\"\n", what, arg);
	return IP_EARG;
}

static int set_name(struct tuntap_req *r, const char *arg, const char *what)
{
	char msg[32];

	if (check_ifname(arg)) {
		snprintf(msg, sizeof(msg), "\"%s\" not a valid ifname", what);
		return err_invarg(msg, arg);
	}
	snprintf(r->ifr.ifr_name, sizeof(r->ifr.ifr_name), "%s", arg);
	return 0;
}

/* "mode tun|tap": one of them, once */
static int mode_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct tuntap_req *r = st->obj;
	short want, other;

	(void)o;
	(void)argc;
	if (matches(argv[1], "tun")) {
		want = IFF_TUN;
		other = IFF_TAP;
	} else if (matches(argv[1], "tap")) {
		want = IFF_TAP;
		other = IFF_TUN;
	} else {
		fprintf(stderr, "Unknown tunnel mode \"%s\"\n", argv[1]);
		return -IP_EARG;
	}
	if (r->ifr.ifr_flags & other) {
		fprintf(stderr, "You managed to ask for more than one tunnel mode.\n");
		return -IP_EARG;
	}
	r->ifr.ifr_flags |= want;
	return 1;
}

/* "user U", "group G" (add only); data: what, for the message */
static int owner_parse(struct opt_parse *st, const struct opt *o, int argc,
		       char **argv)
{
	unsigned long id;
	uint32_t v;
	int err = owner_id(argv[1], o->data, &id);

	(void)argc;
	if (err)
		return -err;
	v = (uint32_t)id;
	opt_put(st, o, &v, sizeof(v));
	return 1;
}

static int dev_parse(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv)
{
	int err = set_name(st->obj, argv[1], "dev");

	(void)o;
	(void)argc;
	return err ? -err : 1;
}

static const struct opt_handler tun_mode = { .parse = mode_parse, .nargs = 1 };
static const struct opt_handler tun_owner = { .parse = owner_parse, .nargs = 1 };
static const struct opt_handler tun_dev = { .parse = dev_parse, .nargs = 1 };

#define REQ(field) offsetof(struct tuntap_req, field)
#define BITS(s, c) OPT_BITS(.set = (s), .clear = (c), .size = 2)

/* The words after mode (and user, group): in iproute2's order. */
#define TUN_FLAG_ROWS \
	{ "pi", REQ(ifr.ifr_flags), OPT_OBJ, &opt_bits, BITS(0, IFF_NO_PI) }, \
	{ "one_queue", REQ(ifr.ifr_flags), OPT_OBJ, &opt_bits, \
	  BITS(IFF_ONE_QUEUE, 0) }, \
	{ "vnet_hdr", REQ(ifr.ifr_flags), OPT_OBJ, &opt_bits, \
	  BITS(IFF_VNET_HDR, 0) }, \
	{ "multi_queue", REQ(ifr.ifr_flags), OPT_OBJ, &opt_bits, \
	  BITS(IFF_MULTI_QUEUE, 0) }, \
	{ "dev", REQ(ifr.ifr_name), OPT_OBJ, &tun_dev }

/* del takes no owners: "user" and "group" are names there */
static const struct opt add_opts[] = {
	{ "mode", REQ(ifr.ifr_flags), OPT_OBJ, &tun_mode },
	{ "user", REQ(uid), OPT_OBJ, &tun_owner, "user" },
	{ "group", REQ(gid), OPT_OBJ, &tun_owner, "group" },
	TUN_FLAG_ROWS,
	{ 0 }
};

static const struct opt del_opts[] = {
	{ "mode", REQ(ifr.ifr_flags), OPT_OBJ, &tun_mode },
	TUN_FLAG_ROWS,
	{ 0 }
};

/* Any other word is the name, "name" before it optional. */
static int name_parse(struct opt_parse *st, int argc, char **argv)
{
	struct tuntap_req *r = st->obj;
	int used = matches(argv[0], "name");
	int err;

	if (used && argc < 2)
		return -err_incomplete();
	if (!used && matches(argv[0], "help"))
		return -tuntap_usage();
	if (r->ifr.ifr_name[0])
		return -err_duparg2("name", argv[used]);
	err = set_name(r, argv[used], "name");
	return err ? -err : used;
}

static int tuntap_finish(struct opt_parse *st)
{
	const struct tuntap_req *r = st->obj;

	if (!(r->ifr.ifr_flags & (IFF_TUN | IFF_TAP))) {
		fprintf(stderr, "You failed to specify a tunnel mode\n");
		return 1;
	}
	return 0;
}

static const struct opt_set add_set = {
	.name = "tuntap",
	.opts = add_opts,
	.finish = tuntap_finish,
	.other = name_parse,
	.loop = OPT_LOOP_NO_HELP,
};

static const struct opt_set del_set = {
	.name = "tuntap",
	.opts = del_opts,
	.finish = tuntap_finish,
	.other = name_parse,
	.loop = OPT_LOOP_NO_HELP,
};

/* The words of add or del into r. */
static int tuntap_parse(struct ipctx *ctx, int argc, char **argv,
			struct tuntap_req *r, bool add)
{
	const struct opt_set *set = add ? &add_set : &del_set;
	struct opt_parse p;

	memset(r, 0, sizeof(*r));
	r->uid = (uid_t)-1;
	r->gid = (gid_t)-1;
	r->ifr.ifr_flags = IFF_NO_PI;
	return opt_run(&p, ctx, set, NULL, r, argc, argv);
}

/* Attach to (or make) the device, then the rest of the requests; the
 * descriptor is closed whatever happens.  0 or 1 after perror's line. */
static int tun_ioctls(struct tuntap_req *r, bool add)
{
	int fd = open(TUNDEV, O_RDWR);
	int st = 1;

	if (fd < 0) {
		perror("open");
		return 1;
	}
	if (ioctl(fd, TUNSETIFF, &r->ifr)) {
		perror("ioctl(TUNSETIFF)");
	} else if (add && r->uid != (uid_t)-1 &&
		   ioctl(fd, TUNSETOWNER, (unsigned long)r->uid)) {
		perror("ioctl(TUNSETOWNER)");
	} else if (add && r->gid != (gid_t)-1 &&
		   ioctl(fd, TUNSETGROUP, (unsigned long)r->gid)) {
		perror("ioctl(TUNSETGROUP)");
	} else if (ioctl(fd, TUNSETPERSIST, add ? 1UL : 0UL)) {
		perror("ioctl(TUNSETPERSIST)");
	} else {
		st = 0;
	}
	close(fd);
	return st;
}

static int tuntap_add(struct ipctx *ctx, const struct verb *v, int argc,
		      char **argv)
{
	struct tuntap_req r;
	int st = tuntap_parse(ctx, argc, argv, &r, true);

	(void)v;
	if (st)
		return st;
	r.ifr.ifr_flags |= IFF_TUN_EXCL;
	return tun_ioctls(&r, true);
}

static int tuntap_del(struct ipctx *ctx, const struct verb *v, int argc,
		      char **argv)
{
	struct tuntap_req r;
	int st = tuntap_parse(ctx, argc, argv, &r, false);

	(void)v;
	if (st)
		return st;
	return tun_ioctls(&r, false);
}

/* ---- show ---- */

/* /sys/class/net/DEV/PROP as a number; messages as iproute2's. */
static int read_prop(const char *dev, const char *prop, long *value)
{
	char fname[128], buf[80], *end, *nl;
	FILE *fp;
	long v;
	int n;

	n = snprintf(fname, sizeof(fname), "/sys/class/net/%s/%s", dev, prop);
	if (n <= 0 || (size_t)n >= sizeof(fname)) {
		fprintf(stderr, "could not build pathname for property\n");
		return -1;
	}
	fp = fopen(fname, "r");
	if (!fp) {
		fprintf(stderr, "fopen %s: %s\n", fname, strerror(errno));
		return -1;
	}
	if (!fgets(buf, sizeof(buf), fp)) {
		fprintf(stderr, "property \"%s\" in file %s is currently unknown\n",
			prop, fname);
		fclose(fp);
		goto bad;
	}
	fclose(fp);
	nl = strchr(buf, '\n');
	if (nl)
		*nl = '\0';
	errno = 0;
	v = strtol(buf, &end, 0);
	if (*end || end == buf) {
		fprintf(stderr, "value \"%s\" in file %s is not a number\n", buf, fname);
		goto bad;
	}
	if ((v == LONG_MAX || v == LONG_MIN) && errno == ERANGE) {
		fprintf(stderr, "strtol %s: %s", fname, strerror(errno));
		goto bad;
	}
	*value = v;
	return 0;
bad:
	fprintf(stderr, "Failed to parse %s\n", fname);
	return -1;
}

static const struct {
	long flag;
	bool when_clear;
	const char *name;
} tun_flag_names[] = {
	{ IFF_TUN, false, "tun" },
	{ IFF_TAP, false, "tap" },
	{ IFF_NO_PI, true, "pi" },
	{ IFF_ONE_QUEUE, false, "one_queue" },
	{ IFF_MULTI_QUEUE, false, "multi_queue" },
	{ IFF_VNET_HDR, false, "vnet_hdr" },
	{ IFF_PERSIST, false, "persist" },
	{ IFF_NOFILTER, true, "filter" },
};

static void print_tun_flags(struct out *o, long flags)
{
	long rest = flags;
	size_t i;

	out_open_arr(o, OUT_JSON, "flags", NULL);
	for (i = 0; i < ARRAY_SIZE(tun_flag_names); i++) {
		if (!(flags & tun_flag_names[i].flag) != tun_flag_names[i].when_clear)
			continue;
		out_str(o, OUT_ANY, CLR_NONE, NULL, " %s", tun_flag_names[i].name);
	}
	for (i = 0; i < ARRAY_SIZE(tun_flag_names); i++)
		rest &= ~tun_flag_names[i].flag;
	if (rest) {
		char b[32];

		snprintf(b, sizeof(b), "%#llx", (unsigned long long)rest);
		out_str(o, OUT_ANY, CLR_NONE, NULL, " %s", b);
	}
	out_close_arr(o, OUT_JSON, NULL);
}

/* The processes (other than this one) holding dev open through
 * /dev/net/tun, in /proc's order. */
static void print_processes(struct out *o, const char *dev)
{
	glob_t g = { 0 };
	size_t i;

	if (glob("/proc/[0-9]*/fd/[0-9]*", GLOB_NOSORT, NULL, &g))
		return;
	out_open_arr(o, OUT_JSON, "processes", NULL);
	for (i = 0; i < g.gl_pathc; i++) {
		char link[sizeof(TUNDEV) + 1], path[64], key[64], val[64];
		char line[256], comm[64];
		int pid, fd;
		ssize_t n;
		FILE *f;

		if (sscanf(g.gl_pathv[i], "/proc/%d/fd/%d", &pid, &fd) != 2 ||
		    pid == getpid())
			continue;
		n = readlink(g.gl_pathv[i], link, sizeof(link) - 1);
		if (n < 0) {
			perror("readlink");
			continue;
		}
		link[n] = '\0';
		if (strcmp(link, TUNDEV) != 0)
			continue;
		snprintf(path, sizeof(path), "/proc/%d/fdinfo/%d", pid, fd);
		f = fopen(path, "r");
		if (!f) {
			perror("fopen");
			continue;
		}
		while (fgets(line, sizeof(line), f)) {
			FILE *c;

			if (sscanf(line, "%63[^:]: %63s", key, val) != 2 ||
			    strcmp(key, "iff") != 0 || strcmp(val, dev) != 0)
				continue;
			snprintf(path, sizeof(path), "/proc/%d/comm", pid);
			c = fopen(path, "r");
			if (!c || !fgets(comm, sizeof(comm), c))
				snprintf(comm, sizeof(comm), "<NULL>");
			if (c)
				fclose(c);
			comm[strcspn(comm, "\n")] = '\0';
			/* an object each: iproute2 puts the members straight
			 * into the array, which is no valid JSON */
			out_open_obj(o, OUT_JSON, NULL);
			out_str(o, OUT_ANY, CLR_NONE, "name", "%s", comm);
			out_uint(o, OUT_ANY, "pid", "(%d)", (unsigned int)pid);
			out_close_obj(o, OUT_JSON);
		}
		fclose(f);
	}
	out_close_arr(o, OUT_JSON, NULL);
	globfree(&g);
}

static int show_cb(const struct nlmsghdr *nlh, void *arg)
{
	struct ipctx *ctx = arg;
	struct out *o = ctx->out;
	const struct ifinfomsg *ifi = NLMSG_DATA(nlh);
	const struct nlattr *tb[IFLA_MAX + 1], *li[IFLA_INFO_MAX + 1];
	char nbuf[IFNAMSIZ + 1], kind[16];
	const char *name;
	long flags, owner = -1, group = -1;

	if (nlh->nlmsg_type != RTM_NEWLINK && nlh->nlmsg_type != RTM_DELLINK)
		return 0;
	if (nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*ifi)))
		return 0;
	if (ifi->ifi_type != ARPHRD_NONE && ifi->ifi_type != ARPHRD_ETHER)
		return 0;
	attr_parse_msg(tb, IFLA_MAX, nlh, sizeof(*ifi));
	if (!tb[IFLA_IFNAME] || !tb[IFLA_LINKINFO])
		return 0;
	attr_parse_nested(li, IFLA_INFO_MAX, tb[IFLA_LINKINFO]);
	if (!li[IFLA_INFO_KIND] ||
	    strcmp(attr_str(li[IFLA_INFO_KIND], kind, sizeof(kind)), "tun") != 0)
		return 0;
	name = attr_str(tb[IFLA_IFNAME], nbuf, sizeof(nbuf));
	if (read_prop(name, "tun_flags", &flags) ||
	    read_prop(name, "owner", &owner) ||
	    read_prop(name, "group", &group))
		return 0;

	out_open_obj(o, OUT_JSON, NULL);
	out_str(o, OUT_ANY, CLR_IFNAME, "ifname", "%s:", name);
	print_tun_flags(o, flags);
	if (owner != -1)
		out_uint(o, OUT_ANY, "user", " user %llu", (uint64_t)owner);
	if (group != -1)
		out_uint(o, OUT_ANY, "group", " group %llu", (uint64_t)group);
	if (ctx->o.details) {
		out_nl(o);
		out_text(o, "\tAttached to processes:");
		print_processes(o, name);
	}
	out_close_obj(o, OUT_JSON);
	out_text(o, "\n");
	return 0;
}

static int tuntap_show(struct ipctx *ctx, const struct verb *v, int argc,
		       char **argv)
{
	struct msgbuf b;
	struct nlattr *li;
	int err;

	(void)v;
	(void)argc;
	(void)argv;
	msgbuf_init(&b, RTM_GETLINK, NLM_F_DUMP);
	msg_extra(&b.m, sizeof(struct ifinfomsg));
	msg_put_u32(&b.m, IFLA_EXT_MASK, RTEXT_FILTER_VF);
	li = msg_nest(&b.m, IFLA_LINKINFO);
	msg_put(&b.m, IFLA_INFO_KIND, "tun", 3);
	msg_nest_end(&b.m, li);

	out_begin(ctx->out);
	err = nl_dump(ctx->nl, b.m.n, show_cb, ctx, 0);
	if (err < 0) {
		fprintf(stderr, "Dump terminated\n");
		return 1;
	}
	out_end(ctx->out);
	fflush(stdout);
	return 0;
}

/* (as iproute2, show takes no words: any are ignored) */
static const struct verb tt_verbs[] = {
	{ "add", tuntap_add },
	{ "delete", tuntap_del },
	{ "show", tuntap_show },
	{ "lst", tuntap_show },
	{ "list", tuntap_show },
	{ "help", .usage = tuntap_usage },
	{ 0 }
};

const struct verb_set iptuntap_verbs = {
	.obj = "tuntap",
	.none = &(const struct verb){ "show", tuntap_show },
	.verbs = tt_verbs,
};
