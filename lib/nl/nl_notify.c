// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * nl_notify.c - notifications: a second rtnetlink socket per engine,
 * subscribed to groups, drained between requests or listened to for ever
 * (ip monitor), each message handed to the observer and the subscriber.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <libmnl/libmnl.h>

#include "nl_int.h"

void nl_dispatch_notify(struct nl *nl, const struct nlmsghdr *nlh)
{
	nl->notifying++;
	if (nl->observe)
		nl->observe(nlh, nl->observe_arg);
	if (nl->notify)
		nl->notify(nlh, nl->notify_arg);
	nl->notifying--;
}

void nl_set_notify_buffer(struct nl *nl, int bytes)
{
	nl->ev_rcvbuf = bytes;
}

void nl_observe(struct nl *nl, nl_data_cb cb, void *arg)
{
	nl->observe = cb;
	nl->observe_arg = arg;
}

/*
 * Notifications come on their own socket: a burst of them (a group delete
 * sends thousands) must never fill the request socket, where the kernel
 * would then drop acks.  If this one overflows, the listener is told.
 */
int nl_subscribe(struct nl *nl, unsigned int group, nl_data_cb cb, void *arg)
{
	int g = (int)group;
	/* a group delete of 2,048 veths sends 4,096 notifications */
	int rcv = nl->ev_rcvbuf ? nl->ev_rcvbuf : 16 * 1024 * 1024;

	if (!nl->sk) {
		nl->notify = cb;	/* a sink: nothing will come */
		nl->notify_arg = arg;
		return 0;
	}
	if (!nl->evbuf) {
		nl->evbuf = malloc(EV_BUF);
		if (!nl->evbuf)
			return -ENOMEM;
	}
	if (!nl->ev) {
		nl->ev = mnl_socket_open(NETLINK_ROUTE);
		if (!nl->ev)
			return -errno;
		if (mnl_socket_bind(nl->ev, 0, MNL_SOCKET_AUTOPID) < 0) {
			int e = errno;

			mnl_socket_close(nl->ev);
			nl->ev = NULL;
			return -e;
		}
		if (setsockopt(mnl_socket_get_fd(nl->ev), SOL_SOCKET, SO_RCVBUFFORCE,
			       &rcv, sizeof(rcv)) < 0)
			setsockopt(mnl_socket_get_fd(nl->ev), SOL_SOCKET, SO_RCVBUF,
				   &rcv, sizeof(rcv));
	}
	if (mnl_socket_setsockopt(nl->ev, NETLINK_ADD_MEMBERSHIP, &g, sizeof(g)) < 0)
		return -errno;
	nl->notify = cb;
	nl->notify_arg = arg;
	return 0;
}

int nl_drain_notifications(struct nl *nl)
{
	int fd;

	if (!nl->ev || !nl->notify || nl->notifying)
		return 0;
	fd = mnl_socket_get_fd(nl->ev);
	for (;;) {
		const struct nlmsghdr *h;
		ssize_t n = recv(fd, nl->evbuf, EV_BUF, MSG_DONTWAIT | MSG_TRUNC);
		int l;

		if (n < 0) {
			if (errno == EAGAIN || errno == EWOULDBLOCK)
				return 0;
			if (errno == EINTR)
				continue;
			if (errno == ENOBUFS) {
				nl_dispatch_notify(nl, NULL);
				continue;
			}
			return -errno;
		}
		if ((size_t)n > EV_BUF) {
			/* a notification larger than the buffer: lost */
			nl_dispatch_notify(nl, NULL);
			continue;
		}
		h = (const struct nlmsghdr *)nl->evbuf;
		l = (int)n;
		for (; mnl_nlmsg_ok(h, l); h = mnl_nlmsg_next(h, &l))
			nl_dispatch_notify(nl, h);
	}
}

int nl_event_nsid(const struct nl *nl)
{
	return nl->event_nsid;
}

int nl_listen(struct nl *nl, bool all_nsid)
{
	int fd, one = 1;

	if (!nl->ev || !nl->notify)
		return -EINVAL;
	fd = mnl_socket_get_fd(nl->ev);
	if (all_nsid &&
	    setsockopt(fd, SOL_NETLINK, NETLINK_LISTEN_ALL_NSID, &one, sizeof(one)) < 0) {
		perror("setsockopt NETLINK_LISTEN_ALL_NSID");
		return -errno;
	}
	for (;;) {
		char cbuf[CMSG_SPACE(sizeof(int))];
		struct iovec iov = { nl->evbuf, EV_BUF };
		struct msghdr mh = {
			.msg_iov = &iov, .msg_iovlen = 1,
			.msg_control = cbuf, .msg_controllen = sizeof(cbuf),
		};
		const struct nlmsghdr *h;
		struct cmsghdr *c;
		ssize_t n;
		int l;

		n = recvmsg(fd, &mh, 0);
		if (n < 0) {
			if (errno == EINTR || errno == EAGAIN)
				continue;
			fprintf(stderr, "netlink receive error %s (%d)\n",
				strerror(errno), errno);
			if (errno == ENOBUFS)
				continue;
			return -errno;
		}
		nl->event_nsid = -1;
		for (c = CMSG_FIRSTHDR(&mh); c; c = CMSG_NXTHDR(&mh, c))
			if (c->cmsg_level == SOL_NETLINK &&
			    c->cmsg_type == NETLINK_LISTEN_ALL_NSID &&
			    c->cmsg_len >= CMSG_LEN(sizeof(int)))
				memcpy(&nl->event_nsid, CMSG_DATA(c), sizeof(int));
		h = (const struct nlmsghdr *)nl->evbuf;
		l = (int)n;
		for (; mnl_nlmsg_ok(h, l); h = mnl_nlmsg_next(h, &l)) {
			int r;

			nl->notifying++;
			r = nl->notify(h, nl->notify_arg);
			nl->notifying--;
			if (r < 0)
				return r;
		}
	}
}
