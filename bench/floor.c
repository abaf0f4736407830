/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * floor - the kernel floor for the veth benchmark.
 *
 * Sends the same rtnetlink requests that `ip link add/set/del/show` send,
 * straight through libmnl: no argument parsing beyond argv, no name cache,
 * no output.  Requests are packed several to a sendmsg() and kept in flight
 * up to a window, each with NLM_F_ACK; acks are counted, not interpreted,
 * except that a non-zero error is reported on stderr and makes the exit
 * status 1.
 *
 * usage: floor [-s] [-w WINDOW] [-a PREFIX] [-b PEERPREFIX] OP ARGS...
 *   create FIRST COUNT        RTM_NEWLINK veth PREFIX<i> peer PEERPREFIX<i>
 *   setup FIRST COUNT         RTM_NEWLINK PREFIX<i> IFF_UP (addressed by name)
 *   delete FIRST COUNT        RTM_DELLINK PREFIX<i>, one per device
 *   group FIRST COUNT G       RTM_NEWLINK PREFIX<i> IFLA_GROUP G
 *   delgroup G                one RTM_DELLINK ifindex 0, IFLA_GROUP G
 *   groupdel FIRST COUNT G    group, then delgroup, in one process
 *   dump                      RTM_GETLINK dump, read to NLMSG_DONE: the
 *                             request "ip link show" sends (no counters;
 *                             -s: with counters, as "ip -s link show")
 *   get NAME                  RTM_GETLINK by IFLA_IFNAME
 *   count                     dump and print the number of links (checks)
 *   purge                     put every non-loopback link in a group and
 *                             delete that group (cleanup, not measured)
 *   csetup, cteardown, cgroupdel, ccheck (-m, -P PORTS): containers, see
 *                             floor_ct.c
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <libmnl/libmnl.h>
#include <sys/socket.h>
#include <linux/if.h>
#include <linux/if_link.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/veth.h>

#include "floor.h"

static struct nlmsghdr *build_create(struct floor *f, void *buf,
				     unsigned long idx, const void *arg)
{
	const struct range_arg *r = arg;
	unsigned long n = r->first + idx;
	struct ifinfomsg *ifm, *peer;
	struct nlmsghdr *nlh;
	struct nlattr *info, *data, *pa;

	nlh = link_msg(f, buf, RTM_NEWLINK,
		       NLM_F_CREATE | NLM_F_EXCL | NLM_F_ACK, &ifm);
	put_name(nlh, IFLA_IFNAME, f->prefix, n);
	info = mnl_attr_nest_start(nlh, IFLA_LINKINFO);
	mnl_attr_put_strz(nlh, IFLA_INFO_KIND, "veth");
	data = mnl_attr_nest_start(nlh, IFLA_INFO_DATA);
	pa = mnl_attr_nest_start(nlh, VETH_INFO_PEER);
	/* the peer attribute starts with its own ifinfomsg */
	peer = mnl_nlmsg_get_payload_tail(nlh);
	nlh->nlmsg_len += MNL_ALIGN(sizeof(*peer));
	memset(peer, 0, sizeof(*peer));
	put_name(nlh, IFLA_IFNAME, f->peer_prefix, n);
	mnl_attr_nest_end(nlh, pa);
	mnl_attr_nest_end(nlh, data);
	mnl_attr_nest_end(nlh, info);
	return nlh;
}

static struct nlmsghdr *build_setup(struct floor *f, void *buf,
				    unsigned long idx, const void *arg)
{
	const struct range_arg *r = arg;
	struct ifinfomsg *ifm;
	struct nlmsghdr *nlh;

	nlh = link_msg(f, buf, RTM_NEWLINK, NLM_F_ACK, &ifm);
	ifm->ifi_change = IFF_UP;
	ifm->ifi_flags = IFF_UP;
	put_name(nlh, IFLA_IFNAME, f->prefix, r->first + idx);
	return nlh;
}

static struct nlmsghdr *build_delete(struct floor *f, void *buf,
				     unsigned long idx, const void *arg)
{
	const struct range_arg *r = arg;
	struct ifinfomsg *ifm;
	struct nlmsghdr *nlh;

	nlh = link_msg(f, buf, RTM_DELLINK, NLM_F_ACK, &ifm);
	put_name(nlh, IFLA_IFNAME, f->prefix, r->first + idx);
	return nlh;
}

/* arg: array of ifindexes (int), used by purge */
static struct nlmsghdr *build_group_index(struct floor *f, void *buf,
					  unsigned long idx, const void *arg)
{
	const int *ifindex = arg;
	struct ifinfomsg *ifm;
	struct nlmsghdr *nlh;

	nlh = link_msg(f, buf, RTM_NEWLINK, NLM_F_ACK, &ifm);
	ifm->ifi_index = ifindex[idx];
	mnl_attr_put_u32(nlh, IFLA_GROUP, PURGE_GROUP);
	return nlh;
}

static void get_link(struct floor *f, const char *name)
{
	struct ifinfomsg *ifm;
	struct nlmsghdr *nlh;

	nlh = link_msg(f, f->sendbuf, RTM_GETLINK, 0, &ifm);
	mnl_attr_put_u32(nlh, IFLA_EXT_MASK, RTEXT_FILTER_VF);
	mnl_attr_put_strz(nlh, IFLA_IFNAME, name);
	sendall(f, nlh, nlh->nlmsg_len);
	if (mnl_socket_recvfrom(f->nl, f->recvbuf, RECV_SIZE) < 0)
		die("recv");
	nlh = (struct nlmsghdr *)f->recvbuf;
	if (nlh->nlmsg_type == NLMSG_ERROR) {
		const struct nlmsgerr *e = mnl_nlmsg_get_payload(nlh);

		fprintf(stderr, "floor: get %s: %s\n", name,
			strerror(-e->error));
		f->errors++;
	}
}

struct ifindex_list {
	int *v;
	unsigned long n, cap;
};

static void collect_ifindex(const struct nlmsghdr *nlh, void *data)
{
	const struct ifinfomsg *ifm = mnl_nlmsg_get_payload(nlh);
	struct ifindex_list *l = data;

	if (ifm->ifi_flags & IFF_LOOPBACK)
		return;
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 1024;
		l->v = realloc(l->v, l->cap * sizeof(*l->v));
		if (!l->v)
			die("realloc");
	}
	l->v[l->n++] = ifm->ifi_index;
}

static void purge(struct floor *f)
{
	struct ifindex_list l = { 0 };

	dump_links(f, collect_ifindex, &l);
	if (l.n) {
		pipeline(f, l.n, build_group_index, l.v);
		delete_group(f, PURGE_GROUP);
	}
	free(l.v);
}

static void usage(void)
{
	fprintf(stderr,
		"usage: floor [-s] [-w WINDOW] [-a PREFIX] [-b PEERPREFIX] OP ARGS\n"
		"  create|setup|delete FIRST COUNT\n"
		"  group|groupdel FIRST COUNT GROUP\n"
		"  delgroup GROUP | dump | get NAME | count | purge\n");
	floor_ct_usage();
	exit(2);
}

int main(int argc, char **argv)
{
	struct floor f = {
		.window = 64, .prefix = "veth", .peer_prefix = "vp", .ports = 1000,
	};
	struct range_arg r = { 0 };
	const char *op;
	int opt, rcvbuf = 4 << 20;

	while ((opt = getopt(argc, argv, "smP:w:a:b:4")) != -1) {
		switch (opt) {
		case 'm':
			f.move = true;
			break;
		case '4':
			f.v4only = true;
			break;
		case 'P':
			f.ports = num(optarg);
			if (!f.ports)
				usage();
			break;
		case 's':
			f.stats = 1;
			break;
		case 'w':
			f.window = num(optarg);
			if (!f.window || f.window > WINDOW_MAX)
				usage();
			break;
		case 'a':
			f.prefix = optarg;
			break;
		case 'b':
			f.peer_prefix = optarg;
			break;
		default:
			usage();
		}
	}
	if (optind >= argc)
		usage();
	op = argv[optind++];
	argc -= optind;
	argv += optind;

	f.sendbuf = malloc((size_t)f.window * REQ_MAX);
	f.recvbuf = malloc(RECV_SIZE);
	if (!f.sendbuf || !f.recvbuf)
		die("malloc");
	f.nl = mnl_socket_open(NETLINK_ROUTE);
	if (!f.nl)
		die("socket");
	/* best effort: acks of a full window must not overflow */
	mnl_socket_setsockopt(f.nl, SO_RCVBUF, &rcvbuf, sizeof(rcvbuf));
	if (mnl_socket_bind(f.nl, 0, MNL_SOCKET_AUTOPID) < 0)
		die("bind");
	f.portid = mnl_socket_get_portid(f.nl);
	f.seq = (uint32_t)time(NULL);

	if (argc >= 2) {
		r.first = num(argv[0]);
		if (argc >= 3)
			r.group = num(argv[2]);
	}
	if (!strcmp(op, "create") && argc == 2)
		pipeline(&f, num(argv[1]), build_create, &r);
	else if (!strcmp(op, "setup") && argc == 2)
		pipeline(&f, num(argv[1]), build_setup, &r);
	else if (!strcmp(op, "delete") && argc == 2)
		pipeline(&f, num(argv[1]), build_delete, &r);
	else if (!strcmp(op, "group") && argc == 3)
		pipeline(&f, num(argv[1]), build_group, &r);
	else if (!strcmp(op, "groupdel") && argc == 3) {
		pipeline(&f, num(argv[1]), build_group, &r);
		delete_group(&f, r.group);
	} else if (!strcmp(op, "delgroup") && argc == 1)
		delete_group(&f, num(argv[0]));
	else if (!strcmp(op, "dump") && argc == 0)
		dump_links(&f, NULL, NULL);
	else if (!strcmp(op, "get") && argc == 1)
		get_link(&f, argv[0]);
	else if (!strcmp(op, "count") && argc == 0)
		printf("%lu\n", dump_links(&f, NULL, NULL));
	else if (!strcmp(op, "purge") && argc == 0)
		purge(&f);
	else if (floor_ct(&f, op, argc, argv) < 0)
		usage();

	mnl_socket_close(f.nl);
	free(f.sendbuf);
	free(f.recvbuf);
	return f.errors ? 1 : 0;
}
