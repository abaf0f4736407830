/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * floor_nl.c - the netlink the floor's two halves (floor.c: veth cycles
 * and dumps; floor_ct.c: containers) both send with: link requests, the
 * windowed pipeline, acks, dumps, group deletes, and die/num.
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

void die(const char *what)
{
	fprintf(stderr, "floor: %s: %s\n", what, strerror(errno));
	exit(2);
}

struct nlmsghdr *link_msg(struct floor *f, void *buf, int type,
				 int flags, struct ifinfomsg **ifm)
{
	struct nlmsghdr *nlh = mnl_nlmsg_put_header(buf);

	nlh->nlmsg_type = type;
	nlh->nlmsg_flags = NLM_F_REQUEST | flags;
	nlh->nlmsg_seq = ++f->seq;
	*ifm = mnl_nlmsg_put_extra_header(nlh, sizeof(**ifm));
	(*ifm)->ifi_family = AF_UNSPEC;
	return nlh;
}

void put_name(struct nlmsghdr *nlh, uint16_t type, const char *prefix,
		     unsigned long n)
{
	char name[IFNAMSIZ + 16];

	snprintf(name, sizeof(name), "%s%lu", prefix, n);
	mnl_attr_put_strz(nlh, type, name);
}

struct nlmsghdr *build_group(struct floor *f, void *buf,
				    unsigned long idx, const void *arg)
{
	const struct range_arg *r = arg;
	struct ifinfomsg *ifm;
	struct nlmsghdr *nlh;

	nlh = link_msg(f, buf, RTM_NEWLINK, NLM_F_ACK, &ifm);
	put_name(nlh, IFLA_IFNAME, f->prefix, r->first + idx);
	mnl_attr_put_u32(nlh, IFLA_GROUP, r->group);
	return nlh;
}

void sendall(struct floor *f, const void *buf, size_t len)
{
	if (mnl_socket_sendto(f->nl, buf, len) < 0)
		die("sendto");
}

/* Receives once; returns the number of acks (NLMSG_ERROR) seen. */
unsigned long recv_acks(struct floor *f)
{
	struct nlmsghdr *nlh;
	unsigned long acks = 0;
	int len;

	len = mnl_socket_recvfrom(f->nl, f->recvbuf, RECV_SIZE);
	if (len < 0)
		die("recv");
	nlh = (struct nlmsghdr *)f->recvbuf;
	for (; mnl_nlmsg_ok(nlh, len); nlh = mnl_nlmsg_next(nlh, &len)) {
		const struct nlmsgerr *e;

		if (nlh->nlmsg_type != NLMSG_ERROR)
			continue;
		acks++;
		e = mnl_nlmsg_get_payload(nlh);
		if (e->error) {
			f->errors++;
			if (f->errors <= 5)
				fprintf(stderr, "floor: request seq %u: %s\n",
					nlh->nlmsg_seq, strerror(-e->error));
		}
	}
	return acks;
}

/* Sends count requests, at most f->window unacknowledged at any time. */
void pipeline(struct floor *f, unsigned long count, build_fn build,
		     const void *arg)
{
	unsigned long sent = 0, acked = 0;

	while (acked < count) {
		size_t off = 0;

		while (sent < count && sent - acked < f->window) {
			struct nlmsghdr *nlh = build(f, f->sendbuf + off,
						     sent, arg);

			off += MNL_ALIGN(nlh->nlmsg_len);
			sent++;
		}
		if (off)
			sendall(f, f->sendbuf, off);
		/* refill in batches: wait until half the window is back */
		do
			acked += recv_acks(f);
		while (acked < count && sent - acked > f->window / 2);
	}
}

/* Reads a dump to NLMSG_DONE; calls fn (if any) on every message. */
unsigned long dump_links(struct floor *f,
				void (*fn)(const struct nlmsghdr *, void *),
				void *data)
{
	struct ifinfomsg *ifm;
	struct nlmsghdr *nlh;
	unsigned long n = 0;

	nlh = link_msg(f, f->sendbuf, RTM_GETLINK, NLM_F_DUMP, &ifm);
	/* what "ip link show" asks for: no counters unless -s */
	ifm->ifi_family = AF_PACKET;
	mnl_attr_put_u32(nlh, IFLA_EXT_MASK, RTEXT_FILTER_VF |
			 (f->stats ? 0 : RTEXT_FILTER_SKIP_STATS));
	sendall(f, nlh, nlh->nlmsg_len);
	for (;;) {
		int len = mnl_socket_recvfrom(f->nl, f->recvbuf,
					      RECV_SIZE);

		if (len < 0)
			die("recv");
		nlh = (struct nlmsghdr *)f->recvbuf;
		for (; mnl_nlmsg_ok(nlh, len); nlh = mnl_nlmsg_next(nlh, &len)) {
			if (nlh->nlmsg_type == NLMSG_DONE)
				return n;
			if (nlh->nlmsg_type == NLMSG_ERROR) {
				const struct nlmsgerr *e =
					mnl_nlmsg_get_payload(nlh);

				errno = -e->error;
				die("dump");
			}
			n++;
			if (fn)
				fn(nlh, data);
		}
	}
}

void delete_group(struct floor *f, uint32_t group)
{
	struct ifinfomsg *ifm;
	struct nlmsghdr *nlh;

	nlh = link_msg(f, f->sendbuf, RTM_DELLINK, NLM_F_ACK, &ifm);
	mnl_attr_put_u32(nlh, IFLA_GROUP, group);
	sendall(f, nlh, nlh->nlmsg_len);
	recv_acks(f);
}

unsigned long num(const char *s)
{
	char *end;
	unsigned long v;

	errno = 0;
	v = strtoul(s, &end, 0);
	if (errno || end == s || *end) {
		fprintf(stderr, "floor: bad number \"%s\"\n", s);
		exit(2);
	}
	return v;
}
