// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ip/vrf/ipvrf.c - "ip vrf": the VRF devices and the VRF processes are
 * bound to.  show (list, lst: one link dump filtered by kind "vrf", or
 * one device by name), identify (the "/vrf/NAME" part of a process's
 * cgroup2 path), help, and the refusals of pids and exec, with iproute2
 * 6.1's words and exit statuses.  pids and exec of a real VRF (a cgroup
 * walk; a cgroup with a socket-binding BPF program) are not ours yet and
 * are handed on whole.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/types.h>
#include <net/if.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "verb.h"
#include "attr.h"
#include "ip.h"
#include "ipctx.h"
#include "msg.h"
#include "nl.h"
#include "nlstore.h"
#include "print.h"

static int vrf_usage(void)
{
	fputs("Usage:\tip vrf show [NAME] ...\n"
	      "\tip vrf exec [NAME] cmd ...\n"
	      "\tip vrf identify [PID]\n"
	      "\tip vrf pids [NAME]\n", stderr);
	return IP_EARG;
}

/* The table of a VRF device's link message (0 for a VRF without one);
 * -1 for any other device. */
static int64_t vrf_table_of(const struct nlmsghdr *h)
{
	const struct nlattr *tb[IFLA_MAX + 1], *li[IFLA_INFO_MAX + 1];
	const struct nlattr *vt[IFLA_VRF_MAX + 1];
	char kind[16];

	if (h->nlmsg_type != RTM_NEWLINK ||
	    h->nlmsg_len < NLMSG_LENGTH(sizeof(struct ifinfomsg)))
		return -1;
	attr_parse_msg(tb, IFLA_MAX, h, sizeof(struct ifinfomsg));
	if (!tb[IFLA_LINKINFO])
		return -1;
	attr_parse_nested(li, IFLA_INFO_MAX, tb[IFLA_LINKINFO]);
	if (!li[IFLA_INFO_KIND] ||
	    strcmp(attr_str(li[IFLA_INFO_KIND], kind, sizeof(kind)), "vrf"))
		return -1;
	if (!li[IFLA_INFO_DATA])
		return 0;
	attr_parse_nested(vt, IFLA_VRF_MAX, li[IFLA_INFO_DATA]);
	return vt[IFLA_VRF_TABLE] ? attr_u32(vt[IFLA_VRF_TABLE]) : 0;
}

static int vrf_table_cb(const struct nlmsghdr *h, void *arg)
{
	int64_t t = vrf_table_of(h);

	*(uint32_t *)arg = t > 0 ? (uint32_t)t : 0;
	return 0;
}

/* The table of the VRF named name, 0 where there is no such VRF. */
static uint32_t vrf_table(struct ipctx *ctx, const char *name)
{
	struct msgbuf b;
	uint32_t table = 0;

	if (strlen(name) >= IFNAMSIZ)
		return 0;
	msgbuf_init(&b, RTM_GETLINK, 0);
	msg_extra(&b.m, sizeof(struct ifinfomsg));
	msg_put(&b.m, IFLA_IFNAME, name, strlen(name) + 1);
	if (nl_talk(ctx->nl, b.m.n, vrf_table_cb, &table, 1))
		return 0;
	return table;
}

static int vrf_print(struct ipctx *ctx, const struct nlmsghdr *h)
{
	const struct nlattr *tb[IFLA_MAX + 1];
	const struct ifinfomsg *ifi = NLMSG_DATA(h);
	int64_t table;
	const char *name;
	char nb[IFNAMSIZ + 1];

	if (h->nlmsg_type != RTM_NEWLINK ||
	    h->nlmsg_len < NLMSG_LENGTH(sizeof(*ifi)))
		return 0;
	attr_parse_msg(tb, IFLA_MAX, h, sizeof(*ifi));
	if (!tb[IFLA_IFNAME]) {
		fprintf(stderr, "BUG: device with ifindex %d has nil ifname\n",
			ifi->ifi_index);
		return 0;
	}
	name = attr_str(tb[IFLA_IFNAME], nb, sizeof(nb));
	table = vrf_table_of(h);
	if (table < 0)
		return 0;
	if (!table) {
		fprintf(stderr, "BUG: VRF %s is missing table id\n", name);
		return 0;
	}
	out_open_obj(ctx->out, OUT_JSON, NULL);
	out_str(ctx->out, OUT_ANY, CLR_NONE, "name", "%-16s", name);
	out_uint(ctx->out, OUT_ANY, "table", " %5u", (uint64_t)table);
	out_text(ctx->out, "\n");
	out_close_obj(ctx->out, OUT_JSON);
	return 1;
}

static int vrf_show(struct ipctx *ctx, const struct verb *v, int argc,
		    char **argv)
{
	struct nlstore s = { 0 };
	struct nlattr *li;
	struct msgbuf b;
	unsigned int n = 0;
	size_t off;
	int err;

	(void)v;
	if (argc > 1)
		return vrf_usage();
	if (argc == 1) {
		uint32_t table = vrf_table(ctx, argv[0]);

		if (!table) {
			fprintf(stderr, "Invalid VRF\n");
			return 255;
		}
		printf("%s %u\n", argv[0], table);
		return 0;
	}
	msgbuf_init(&b, RTM_GETLINK, NLM_F_DUMP);
	msg_extra(&b.m, sizeof(struct ifinfomsg));
	li = msg_nest(&b.m, IFLA_LINKINFO);
	msg_put(&b.m, IFLA_INFO_KIND, "vrf", 3);
	msg_nest_end(&b.m, li);
	err = nl_dump(ctx->nl, b.m.n, nlstore_cb, &s, NL_DUMP_NOLOOK);
	if (err < 0) {
		nlstore_free(&s);
		return 1;
	}
	out_begin(ctx->out);
	out_text(ctx->out, "%-16s  %5s\n%s\n", "Name", "Table",
		 "-----------------------");
	nlstore_for_each(&s, off)
		n += vrf_print(ctx, nlstore_at(&s, off));
	if (!n)
		out_text(ctx->out, "No VRF has been configured\n");
	out_end(ctx->out);
	nlstore_free(&s);
	return 0;
}

/* The name after "/vrf/" in the controller-less line of
 * /proc/PID/cgroup ("" when there is none); -1 (errno set) when the
 * file cannot be read. */
static int vrf_of_pid(unsigned int pid, char *name, size_t len)
{
	char path[64], line[4096];
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%u/cgroup", pid);
	f = fopen(path, "r");
	if (!f)
		return -1;
	name[0] = '\0';
	while (fgets(line, sizeof(line), f)) {
		char *v;

		if (!strstr(line, "::/"))
			continue;
		v = strstr(line, "/vrf/");
		if (!v)
			continue;
		v += 5;
		v[strcspn(v, "\n")] = '\0';
		snprintf(name, len, "%s", v);
		break;
	}
	fclose(f);
	return 0;
}

static int vrf_identify(struct ipctx *ctx, const struct verb *v, int argc,
			char **argv)
{
	unsigned int pid = (unsigned int)getpid();
	char name[32], *end;

	(void)ctx;
	(void)v;
	if (argc > 1)
		return err_invarg("Extra arguments specified\n", argv[1]);
	if (argc == 1) {
		unsigned long v;

		errno = 0;
		v = strtoul(argv[0], &end, 10);
		if (!*argv[0] || *end || errno || v > UINT_MAX)
			return err_invarg("Invalid pid\n", argv[0]);
		pid = (unsigned int)v;
	}
	if (vrf_of_pid(pid, name, sizeof(name))) {
		fprintf(stderr, "Failed to lookup vrf association: %s\n",
			strerror(errno));
		return 1;
	}
	if (name[0])
		printf("%s\n", name);
	return 0;
}

static int vrf_pids(struct ipctx *ctx, const struct verb *v, int argc,
		    char **argv)
{
	(void)v;
	if (argc != 1) {
		fprintf(stderr, "Invalid arguments\n");
		return 1;
	}
	if (!vrf_table(ctx, argv[0])) {
		fprintf(stderr, "Invalid VRF name\n");
		return 1;
	}
	return IP_UNIMPL;
}

static int vrf_exec(struct ipctx *ctx, const struct verb *v, int argc,
		    char **argv)
{
	(void)v;
	if (argc < 1) {
		fprintf(stderr, "No VRF name specified\n");
		return 1;
	}
	if (argc < 2) {
		fprintf(stderr, "No command specified\n");
		return 1;
	}
	if (strcmp(argv[0], "default") && !vrf_table(ctx, argv[0])) {
		/* 255 and the batch goes on (iproute2's child also goes on
		 * into the batch's next lines, which run twice; ours not) */
		fprintf(stderr, "Invalid VRF name\n");
		return 255;
	}
	return IP_UNIMPL;
}

static const struct verb vrf_verbs[] = {
	{ "identify", vrf_identify },
	{ "pids", vrf_pids },
	{ "exec", vrf_exec },
	{ "show", vrf_show },
	{ "lst", vrf_show },
	{ "list", vrf_show },
	{ "help", .usage = vrf_usage },
	{ 0 }
};

const struct verb_set ipvrf_verbs = {
	.obj = "vrf",
	.none = &(const struct verb){ "show", vrf_show },
	.verbs = vrf_verbs,
};
