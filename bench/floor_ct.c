/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * floor_ct.c - the kernel floor for the container benchmark.
 *
 * Sets up and tears down containers with the rtnetlink requests our ip
 * sends for the same commands (bench/containers.sh lists them), through
 * bare libmnl, one request at a time, each waited for (as a batch without
 * -force runs its lines), nothing parsed beyond the ifindex a reply
 * carries, nothing printed.  Container i is:
 *
 *   netns c<i>        made as "ip netns add" makes it: /run/netns made a
 *                     shared mount once per process, the file
 *                     /run/netns/c<i> created, unshare(CLONE_NEWNET), the
 *                     new namespace bind-mounted on the file, setns back
 *   vh<i> -- eth0     a veth; its peer eth0 made inside c<i>
 *                     (IFLA_NET_NS_FD in the peer's attributes), or with
 *                     -m made as vp<i> here, then moved and renamed by one
 *                     RTM_NEWLINK (its ifindex from an RTM_GETLINK first)
 *   addresses         10.0.0.0 + 4i: .1/30 on vh<i>, .2/30 on eth0
 *                     (RTM_GETLINK for the ifindex, then RTM_NEWADDR)
 *   vh<i>             master br<i / P> (RTM_GETLINK of the bridge, then
 *                     RTM_NEWLINK IFLA_MASTER), then up (RTM_NEWLINK)
 *   inside c<i>       eth0 up, lo up, default via the .1 address
 *                     (RTM_NEWROUTE, main table, protocol boot)
 *   -4                IPv6 off inside c<i> (its all and default
 *                     disable_ipv6 set to 1 right after unshare): the
 *                     harness makes the N-1 present containers so, to
 *                     keep their router solicitations from flooding the
 *                     bridges while one more is measured
 *
 * The requests inside c<i> go through a socket opened while the floor is
 * in c<i> after unshare (or, for the checks, after a setns to it): the
 * floor makes no mount namespace and no /sys, where "ip -n" enters the
 * namespace by setns (and iproute2 also copies the mount namespace).
 * Teardown: RTM_DELLINK vh<i> (its peer goes with it), then what
 * "ip netns del" does: umount2(MNT_DETACH) and unlink of /run/netns/c<i>.
 *
 * Ops (P: -P, default 1000 containers per bridge):
 *   csetup FIRST COUNT        set up containers FIRST .. FIRST+COUNT-1
 *   cteardown FIRST COUNT     tear them down, one RTM_DELLINK each
 *   cgroupdel FIRST COUNT G   every vh<i> into group G (pipelined), one
 *                             RTM_DELLINK of the group, then every
 *                             namespace removed: the kernel's cheapest
 *                             deletion of many devices
 *   ccheck FIRST COUNT        check that the containers are there as set
 *                             up (untimed checks of the harness): exit 1
 *                             and a message per container that is not
 */
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/stat.h>

#include <libmnl/libmnl.h>
#include <linux/if.h>
#include <linux/if_addr.h>
#include <linux/if_link.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/veth.h>

#include "floor.h"

#define RUN_DIR "/run/netns"
#define PEER "eth0"

struct ct {
	struct floor *f;
	int home;		/* the floor's own network namespace */
	bool shared;		/* /run/netns made a shared mount */
};

static void ct_err(struct ct *c, unsigned long i, const char *what)
{
	c->f->errors++;
	if (c->f->errors <= 5)
		fprintf(stderr, "floor: container %lu: %s: %s\n", i, what,
			strerror(errno));
}

/* 10.0.0.0 + 4i + host, in network order */
static uint32_t ct_addr(unsigned long i, unsigned int host)
{
	return htonl((10u << 24) + 4u * (uint32_t)i + host);
}

static void ns_path(char *buf, size_t size, unsigned long i)
{
	snprintf(buf, size, RUN_DIR "/c%lu", i);
}

/* Sends one request on nl and reads to its end (an ack, a dump's DONE,
 * or a callback's STOP).  0, or -1 with errno set. */
static int talk(struct floor *f, struct mnl_socket *nl, struct nlmsghdr *nlh,
		mnl_cb_t cb, void *data)
{
	unsigned int portid = mnl_socket_get_portid(nl);
	uint32_t seq = nlh->nlmsg_seq;
	int ret;

	if (mnl_socket_sendto(nl, nlh, nlh->nlmsg_len) < 0)
		return -1;
	do {
		ret = mnl_socket_recvfrom(nl, f->recvbuf, RECV_SIZE);
		if (ret < 0)
			return -1;
		ret = mnl_cb_run(f->recvbuf, ret, seq, portid, cb, data);
	} while (ret > 0);
	return ret < 0 ? -1 : 0;
}

struct link_info {
	int index;
	unsigned int flags;
	int master;		/* 0: none */
};

static int link_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct ifinfomsg *ifm = mnl_nlmsg_get_payload(nlh);
	struct link_info *li = data;
	const struct nlattr *a;

	if (nlh->nlmsg_type != RTM_NEWLINK)
		return MNL_CB_OK;
	li->index = ifm->ifi_index;
	li->flags = ifm->ifi_flags;
	mnl_attr_for_each(a, nlh, sizeof(*ifm))
		if (mnl_attr_get_type(a) == IFLA_MASTER &&
		    mnl_attr_get_payload_len(a) >= 4)
			li->master = (int)mnl_attr_get_u32(a);
	return MNL_CB_STOP;
}

/* RTM_GETLINK by name, as ip resolves a device it must give by index. */
static int get_link(struct floor *f, struct mnl_socket *nl, const char *name,
		    struct link_info *li)
{
	struct ifinfomsg *ifm;
	struct nlmsghdr *nlh = link_msg(f, f->sendbuf, RTM_GETLINK, 0, &ifm);

	mnl_attr_put_u32(nlh, IFLA_EXT_MASK, RTEXT_FILTER_VF |
			 RTEXT_FILTER_SKIP_STATS);
	mnl_attr_put_strz(nlh, IFLA_IFNAME, name);
	memset(li, 0, sizeof(*li));
	if (talk(f, nl, nlh, link_cb, li))
		return -1;
	if (!li->index) {
		errno = ENODEV;
		return -1;
	}
	return 0;
}

/* RTM_NEWLINK on a device named by name: up, or master. */
static int set_link(struct floor *f, struct mnl_socket *nl, const char *name,
		    bool up, int master)
{
	struct ifinfomsg *ifm;
	struct nlmsghdr *nlh = link_msg(f, f->sendbuf, RTM_NEWLINK, NLM_F_ACK,
					&ifm);

	if (up) {
		ifm->ifi_change = IFF_UP;
		ifm->ifi_flags = IFF_UP;
	}
	mnl_attr_put_strz(nlh, IFLA_IFNAME, name);
	if (master)
		mnl_attr_put_u32(nlh, IFLA_MASTER, (uint32_t)master);
	return talk(f, nl, nlh, NULL, NULL);
}

static int add_addr(struct floor *f, struct mnl_socket *nl, int index,
		    uint32_t addr)
{
	struct nlmsghdr *nlh = mnl_nlmsg_put_header(f->sendbuf);
	struct ifaddrmsg *ifa;

	nlh->nlmsg_type = RTM_NEWADDR;
	nlh->nlmsg_flags = NLM_F_REQUEST | NLM_F_CREATE | NLM_F_EXCL |
			   NLM_F_ACK;
	nlh->nlmsg_seq = ++f->seq;
	ifa = mnl_nlmsg_put_extra_header(nlh, sizeof(*ifa));
	ifa->ifa_family = AF_INET;
	ifa->ifa_prefixlen = 30;
	ifa->ifa_index = (unsigned int)index;
	mnl_attr_put(nlh, IFA_LOCAL, 4, &addr);
	mnl_attr_put(nlh, IFA_ADDRESS, 4, &addr);
	return talk(f, nl, nlh, NULL, NULL);
}

static int add_default(struct floor *f, struct mnl_socket *nl, uint32_t gw)
{
	struct nlmsghdr *nlh = mnl_nlmsg_put_header(f->sendbuf);
	struct rtmsg *rtm;

	nlh->nlmsg_type = RTM_NEWROUTE;
	nlh->nlmsg_flags = NLM_F_REQUEST | NLM_F_CREATE | NLM_F_EXCL |
			   NLM_F_ACK;
	nlh->nlmsg_seq = ++f->seq;
	rtm = mnl_nlmsg_put_extra_header(nlh, sizeof(*rtm));
	rtm->rtm_family = AF_INET;
	rtm->rtm_table = RT_TABLE_MAIN;
	rtm->rtm_protocol = RTPROT_BOOT;
	rtm->rtm_scope = RT_SCOPE_UNIVERSE;
	rtm->rtm_type = RTN_UNICAST;
	mnl_attr_put(nlh, RTA_GATEWAY, 4, &gw);
	return talk(f, nl, nlh, NULL, NULL);
}

/* RTM_NEWLINK veth vh<i>; the peer is eth0 in nsfd, or vp<i> here. */
static int add_veth(struct floor *f, unsigned long i, int nsfd)
{
	struct ifinfomsg *ifm, *peer;
	struct nlattr *info, *data, *pa;
	struct nlmsghdr *nlh;

	nlh = link_msg(f, f->sendbuf, RTM_NEWLINK,
		       NLM_F_CREATE | NLM_F_EXCL | NLM_F_ACK, &ifm);
	put_name(nlh, IFLA_IFNAME, "vh", i);
	info = mnl_attr_nest_start(nlh, IFLA_LINKINFO);
	mnl_attr_put_strz(nlh, IFLA_INFO_KIND, "veth");
	data = mnl_attr_nest_start(nlh, IFLA_INFO_DATA);
	pa = mnl_attr_nest_start(nlh, VETH_INFO_PEER);
	peer = mnl_nlmsg_get_payload_tail(nlh);
	nlh->nlmsg_len += MNL_ALIGN(sizeof(*peer));
	memset(peer, 0, sizeof(*peer));
	if (nsfd >= 0) {
		mnl_attr_put_strz(nlh, IFLA_IFNAME, PEER);
		mnl_attr_put_u32(nlh, IFLA_NET_NS_FD, (uint32_t)nsfd);
	} else {
		put_name(nlh, IFLA_IFNAME, "vp", i);
	}
	mnl_attr_nest_end(nlh, pa);
	mnl_attr_nest_end(nlh, data);
	mnl_attr_nest_end(nlh, info);
	return talk(f, f->nl, nlh, NULL, NULL);
}

/* "ip link set dev vp<i> netns c<i> name eth0": one RTM_NEWLINK by index. */
static int move_peer(struct floor *f, unsigned long i, int nsfd)
{
	struct link_info li;
	struct ifinfomsg *ifm;
	struct nlmsghdr *nlh;
	char name[IFNAMSIZ + 16];

	snprintf(name, sizeof(name), "vp%lu", i);
	if (get_link(f, f->nl, name, &li))
		return -1;
	nlh = link_msg(f, f->sendbuf, RTM_NEWLINK, NLM_F_ACK, &ifm);
	ifm->ifi_index = li.index;
	mnl_attr_put_u32(nlh, IFLA_NET_NS_FD, (uint32_t)nsfd);
	mnl_attr_put_strz(nlh, IFLA_IFNAME, PEER);
	return talk(f, f->nl, nlh, NULL, NULL);
}

static struct mnl_socket *open_nl(void)
{
	struct mnl_socket *nl = mnl_socket_open(NETLINK_ROUTE);

	if (nl && mnl_socket_bind(nl, 0, MNL_SOCKET_AUTOPID) < 0) {
		mnl_socket_close(nl);
		nl = NULL;
	}
	return nl;
}

/* /run/netns a shared mount point, as "ip netns add" leaves it. */
static int share_run_dir(struct ct *c)
{
	bool bound = false;

	if (c->shared)
		return 0;
	if (mkdir(RUN_DIR, 0755) < 0 && errno != EEXIST)
		return -1;
	while (mount("", RUN_DIR, "none", MS_SHARED | MS_REC, NULL) < 0) {
		if (errno != EINVAL || bound)
			return -1;
		if (mount(RUN_DIR, RUN_DIR, "none", MS_BIND | MS_REC, NULL) < 0)
			return -1;
		bound = true;
	}
	c->shared = true;
	return 0;
}

/* IPv6 off in the current network namespace, and for its devices to come */
static int ipv6_off(void)
{
	static const char *const knob[] = {
		"/proc/sys/net/ipv6/conf/all/disable_ipv6",
		"/proc/sys/net/ipv6/conf/default/disable_ipv6",
	};
	size_t k;

	for (k = 0; k < sizeof(knob) / sizeof(knob[0]); k++) {
		int fd = open(knob[k], O_WRONLY | O_CLOEXEC);
		ssize_t n = fd < 0 ? -1 : write(fd, "1\n", 2);

		if (fd >= 0)
			close(fd);
		if (n != 2)
			return -1;
	}
	return 0;
}

/* "ip netns add c<i>"; leaves a socket and a descriptor of the new
 * namespace in *inner and *nsfd. */
static int ns_add(struct ct *c, unsigned long i, struct mnl_socket **inner,
		  int *nsfd)
{
	char path[64];
	int fd, err = 0;

	ns_path(path, sizeof(path), i);
	if (share_run_dir(c))
		return -1;
	fd = open(path, O_RDONLY | O_CREAT | O_EXCL, 0);
	if (fd < 0)
		return -1;
	close(fd);
	if (unshare(CLONE_NEWNET) < 0) {
		err = errno;
		unlink(path);
		errno = err;
		return -1;
	}
	if (c->f->v4only && ipv6_off() < 0)
		err = errno ? errno : EIO;
	if (!err && mount("/proc/self/ns/net", path, "none", MS_BIND, NULL) < 0)
		err = errno;
	*nsfd = err ? -1 : open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
	*inner = err ? NULL : open_nl();
	if (!err && (*nsfd < 0 || !*inner))
		err = errno ? errno : EIO;
	if (setns(c->home, CLONE_NEWNET) < 0)
		die("setns home");
	if (err) {
		if (*inner)
			mnl_socket_close(*inner);
		if (*nsfd >= 0)
			close(*nsfd);
		umount2(path, MNT_DETACH);
		unlink(path);
		errno = err;
		return -1;
	}
	return 0;
}

/* "ip netns del c<i>" */
static int ns_del(unsigned long i)
{
	char path[64];

	ns_path(path, sizeof(path), i);
	umount2(path, MNT_DETACH);
	return unlink(path);
}

/* A socket in the existing namespace c<i>. */
static struct mnl_socket *ns_socket(struct ct *c, unsigned long i)
{
	struct mnl_socket *nl = NULL;
	char path[64];
	int fd;

	ns_path(path, sizeof(path), i);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	if (setns(fd, CLONE_NEWNET) == 0) {
		nl = open_nl();
		if (setns(c->home, CLONE_NEWNET) < 0)
			die("setns home");
	}
	close(fd);
	return nl;
}

static void bridge_name(struct floor *f, unsigned long i, char *buf,
			size_t size)
{
	snprintf(buf, size, "br%lu", i / f->ports);
}

static int ct_setup(struct ct *c, unsigned long i)
{
	struct floor *f = c->f;
	struct mnl_socket *in = NULL;
	struct link_info li, br;
	char name[IFNAMSIZ + 16], brname[IFNAMSIZ + 16];
	int nsfd = -1, ret = -1;

	if (ns_add(c, i, &in, &nsfd)) {
		ct_err(c, i, "netns add");
		return -1;
	}
	snprintf(name, sizeof(name), "vh%lu", i);
	bridge_name(f, i, brname, sizeof(brname));
	if (add_veth(f, i, f->move ? -1 : nsfd)) {
		ct_err(c, i, "link add");
		goto out;
	}
	if (f->move && move_peer(f, i, nsfd)) {
		ct_err(c, i, "link set netns name");
		goto out;
	}
	if (get_link(f, f->nl, name, &li) ||
	    add_addr(f, f->nl, li.index, ct_addr(i, 1))) {
		ct_err(c, i, "addr add (host)");
		goto out;
	}
	if (get_link(f, f->nl, brname, &br) ||
	    set_link(f, f->nl, name, false, br.index)) {
		ct_err(c, i, "link set master");
		goto out;
	}
	if (set_link(f, f->nl, name, true, 0)) {
		ct_err(c, i, "link set up (host)");
		goto out;
	}
	if (get_link(f, in, PEER, &li) ||
	    add_addr(f, in, li.index, ct_addr(i, 2))) {
		ct_err(c, i, "addr add (netns)");
		goto out;
	}
	if (set_link(f, in, PEER, true, 0) || set_link(f, in, "lo", true, 0)) {
		ct_err(c, i, "link set up (netns)");
		goto out;
	}
	if (add_default(f, in, ct_addr(i, 1))) {
		ct_err(c, i, "route add default");
		goto out;
	}
	ret = 0;
out:
	mnl_socket_close(in);
	close(nsfd);
	return ret;
}

static int ct_teardown(struct ct *c, unsigned long i)
{
	struct floor *f = c->f;
	struct ifinfomsg *ifm;
	struct nlmsghdr *nlh;
	int ret = 0;

	nlh = link_msg(f, f->sendbuf, RTM_DELLINK, NLM_F_ACK, &ifm);
	put_name(nlh, IFLA_IFNAME, "vh", i);
	if (talk(f, f->nl, nlh, NULL, NULL)) {
		ct_err(c, i, "link del");
		ret = -1;
	}
	if (ns_del(i)) {
		ct_err(c, i, "netns del");
		ret = -1;
	}
	return ret;
}

/* --- checks ------------------------------------------------------------ */

struct addr_scan {
	uint32_t want;		/* 0: collect host addresses into idx[] */
	int index;		/* ifindex want was found on */
	unsigned long first, count;
	int *idx;		/* by container - first: ifindex of its .1 */
};

static int addr_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct ifaddrmsg *ifa = mnl_nlmsg_get_payload(nlh);
	struct addr_scan *s = data;
	const struct nlattr *a;

	if (nlh->nlmsg_type != RTM_NEWADDR || ifa->ifa_family != AF_INET)
		return MNL_CB_OK;
	mnl_attr_for_each(a, nlh, sizeof(*ifa)) {
		uint32_t v, off;

		if (mnl_attr_get_type(a) != IFA_LOCAL ||
		    mnl_attr_get_payload_len(a) != 4)
			continue;
		memcpy(&v, mnl_attr_get_payload(a), 4);
		if (s->want) {
			if (v == s->want)
				s->index = (int)ifa->ifa_index;
			continue;
		}
		off = ntohl(v) - (10u << 24);
		if (ntohl(v) >> 24 != 10 || off % 4 != 1 || off / 4 < s->first ||
		    off / 4 - s->first >= s->count)
			continue;
		s->idx[off / 4 - s->first] = (int)ifa->ifa_index;
	}
	return MNL_CB_OK;
}

static int dump(struct floor *f, struct mnl_socket *nl, int type,
		mnl_cb_t cb, void *data)
{
	struct nlmsghdr *nlh = mnl_nlmsg_put_header(f->sendbuf);
	unsigned char *family;

	nlh->nlmsg_type = (uint16_t)type;
	nlh->nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
	nlh->nlmsg_seq = ++f->seq;
	/* ifaddrmsg and rtmsg both begin with the family */
	family = mnl_nlmsg_put_extra_header(nlh, type == RTM_GETADDR ?
					    sizeof(struct ifaddrmsg) :
					    sizeof(struct rtmsg));
	*family = AF_INET;
	return talk(f, nl, nlh, cb, data);
}

struct route_scan {
	uint32_t gw;
	bool found;
};

static int route_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct rtmsg *rtm = mnl_nlmsg_get_payload(nlh);
	struct route_scan *s = data;
	const struct nlattr *a;

	if (nlh->nlmsg_type != RTM_NEWROUTE || rtm->rtm_dst_len != 0 ||
	    rtm->rtm_table != RT_TABLE_MAIN)
		return MNL_CB_OK;
	mnl_attr_for_each(a, nlh, sizeof(*rtm))
		if (mnl_attr_get_type(a) == RTA_GATEWAY &&
		    mnl_attr_get_payload_len(a) == 4 &&
		    !memcmp(mnl_attr_get_payload(a), &s->gw, 4))
			s->found = true;
	return MNL_CB_OK;
}

static void bad(struct ct *c, unsigned long i, const char *what)
{
	c->f->errors++;
	if (c->f->errors <= 5)
		fprintf(stderr, "floor: container %lu: %s\n", i, what);
}

static void ct_check_one(struct ct *c, unsigned long i, int host_idx)
{
	struct floor *f = c->f;
	struct link_info li, br, e, lo;
	struct addr_scan as = { .want = ct_addr(i, 2) };
	struct route_scan rs = { .gw = ct_addr(i, 1) };
	struct mnl_socket *in;
	char name[IFNAMSIZ + 16], brname[IFNAMSIZ + 16];

	snprintf(name, sizeof(name), "vh%lu", i);
	bridge_name(f, i, brname, sizeof(brname));
	if (get_link(f, f->nl, name, &li)) {
		bad(c, i, "no host end");
		return;
	}
	if (!(li.flags & IFF_UP))
		bad(c, i, "host end down");
	if (get_link(f, f->nl, brname, &br) || li.master != br.index)
		bad(c, i, "host end not a port of its bridge");
	if (host_idx != li.index)
		bad(c, i, "no address on the host end");
	in = ns_socket(c, i);
	if (!in) {
		bad(c, i, "no namespace");
		return;
	}
	if (get_link(f, in, PEER, &e) || !(e.flags & IFF_UP))
		bad(c, i, "eth0 missing or down");
	else if (dump(f, in, RTM_GETADDR, addr_cb, &as) || as.index != e.index)
		bad(c, i, "no address on eth0");
	if (get_link(f, in, "lo", &lo) || !(lo.flags & IFF_UP))
		bad(c, i, "lo down");
	if (dump(f, in, RTM_GETROUTE, route_cb, &rs) || !rs.found)
		bad(c, i, "no default route");
	mnl_socket_close(in);
}

static void ct_check(struct ct *c, unsigned long first, unsigned long count)
{
	struct addr_scan hs = { .first = first, .count = count };
	unsigned long k;

	hs.idx = calloc(count ? count : 1, sizeof(*hs.idx));
	if (!hs.idx)
		die("calloc");
	if (dump(c->f, c->f->nl, RTM_GETADDR, addr_cb, &hs))
		die("address dump");
	for (k = 0; k < count; k++)
		ct_check_one(c, first + k, hs.idx[k]);
	free(hs.idx);
}

void floor_ct_usage(void)
{
	fprintf(stderr,
		"  [-m] [-4] [-P PORTS] csetup FIRST COUNT | cteardown FIRST COUNT\n"
		"  cgroupdel FIRST COUNT GROUP | ccheck FIRST COUNT\n");
}

int floor_ct(struct floor *f, const char *op, int argc, char **argv)
{
	struct ct c = { .f = f };
	unsigned long first, count, k;

	if (strncmp(op, "c", 1) || (strcmp(op, "cgroupdel") ? argc != 2 : argc != 3))
		return -1;
	if (strcmp(op, "csetup") && strcmp(op, "cteardown") &&
	    strcmp(op, "cgroupdel") && strcmp(op, "ccheck"))
		return -1;
	first = num(argv[0]);
	count = num(argv[1]);
	if (first + count > (1ul << 22)) {
		fprintf(stderr, "floor: containers up to %lu only\n", 1ul << 22);
		exit(2);
	}
	c.home = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
	if (c.home < 0)
		die("open /proc/self/ns/net");
	if (!strcmp(op, "csetup")) {
		for (k = 0; k < count; k++)
			ct_setup(&c, first + k);
	} else if (!strcmp(op, "cteardown")) {
		for (k = 0; k < count; k++)
			ct_teardown(&c, first + k);
	} else if (!strcmp(op, "cgroupdel")) {
		struct range_arg r = { .first = first,
				       .group = (uint32_t)num(argv[2]) };

		f->prefix = "vh";
		pipeline(f, count, build_group, &r);
		delete_group(f, r.group);
		for (k = 0; k < count; k++)
			if (ns_del(first + k))
				ct_err(&c, first + k, "netns del");
	} else {
		ct_check(&c, first, count);
	}
	close(c.home);
	return 0;
}
