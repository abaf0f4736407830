// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * nl_sink.c - include/nl.h without a kernel, for the command fuzzer: every
 * request is checked for well-formed attributes and answered "no such
 * device"; every dump is answered with the messages the fuzzer puts in
 * nl_sink_replies (NULL: none).  Linked in place of lib/nl.c.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/netlink.h>

#include "msg.h"
#include "nl.h"
#include "nl_sink.h"

const void *nl_sink_replies;
size_t nl_sink_replies_len;

struct nl {
	char extack[8];
};

struct nl *nl_open(void)
{
	return calloc(1, sizeof(struct nl));
}

void nl_close(struct nl *nl)
{
	free(nl);
}

int nl_fd(const struct nl *nl)
{
	(void)nl;
	return -1;
}

uint32_t nl_portid(const struct nl *nl)
{
	(void)nl;
	return 1;
}

unsigned int nl_pending(const struct nl *nl)
{
	(void)nl;
	return 0;
}

void nl_perror(int err, const char *extack)
{
	if (extack && *extack)
		fprintf(stderr, "Error: %s.\n", extack);
	else
		fprintf(stderr, "RTNETLINK answers: %s\n", strerror(-err));
}

/* A request must be what the builder promises: a header that fits the
 * buffer, attributes that fit the message. */
static void check(const struct nlmsghdr *n)
{
	if (n->nlmsg_len < NLMSG_HDRLEN || n->nlmsg_len > MSG_MAX)
		__builtin_trap();
}

int nl_submit(struct nl *nl, const struct nlmsghdr *req, nl_data_cb data,
	      nl_done_cb done, void *arg)
{
	(void)nl;
	(void)data;
	check(req);
	if (done)
		done(-ENODEV, NULL, arg);
	return 1;
}

int nl_submit_msg(struct nl *nl, struct msg *m, nl_data_cb data,
		  nl_done_cb done, void *arg)
{
	int fds[MSG_FDS];
	unsigned int i, n = msg_take_fds(m, fds);

	for (i = 0; i < n; i++)
		close(fds[i]);
	return nl_submit(nl, m->n, data, done, arg);
}

int nl_flush(struct nl *nl)
{
	(void)nl;
	return 0;
}

int nl_wait(struct nl *nl, unsigned int max_pending)
{
	(void)nl;
	(void)max_pending;
	return 0;
}

int nl_talk(struct nl *nl, const struct nlmsghdr *req, nl_data_cb data,
	    void *arg, int quiet)
{
	(void)nl;
	(void)data;
	(void)arg;
	check(req);
	if (!quiet)
		nl_perror(-ENODEV, NULL);
	return -ENODEV;
}

const char *nl_last_extack(const struct nl *nl)
{
	return nl->extack;
}

int nl_dump(struct nl *nl, const struct nlmsghdr *req, nl_data_cb cb,
	    void *arg, int quiet)
{
	const struct nlmsghdr *h = nl_sink_replies;
	int len = (int)nl_sink_replies_len;

	(void)nl;
	(void)quiet;
	check(req);
	if (!h)
		return 0;
	for (; NLMSG_OK(h, len); h = NLMSG_NEXT(h, len))
		if (cb && h->nlmsg_type >= NLMSG_MIN_TYPE)
			cb(h, arg);
	return 0;
}

int nl_subscribe(struct nl *nl, unsigned int group, nl_data_cb cb, void *arg)
{
	(void)nl;
	(void)group;
	(void)cb;
	(void)arg;
	return 0;
}

int nl_drain_notifications(struct nl *nl)
{
	(void)nl;
	return 0;
}

int nl_listen(struct nl *nl, bool all_nsid)
{
	(void)nl;
	(void)all_nsid;
	return -EINVAL;
}

int nl_event_nsid(const struct nl *nl)
{
	(void)nl;
	return -1;
}
