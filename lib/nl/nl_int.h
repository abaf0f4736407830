/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nl_int.h - what lib/nl/nl.c (requests, acks, dumps) and lib/nl/nl_notify.c
 * (notifications on their own socket) share: the engine's state.  Not for
 * use outside lib/nl*.c.
 */
#ifndef NL_INT_H
#define NL_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <libmnl/libmnl.h>

#include "msg.h"
#include "nl.h"

#ifndef SOL_NETLINK
#define SOL_NETLINK 270
#endif

struct nl_pending {
	uint32_t seq;
	int live;
	nl_data_cb data;
	nl_done_cb done;
	void *arg;
	int fds[MSG_FDS];	/* descriptors the request refers to */
	unsigned int nfds;
};

struct nl {
	struct mnl_socket *sk;
	uint32_t portid;
	uint32_t seq;		/* last sequence number used */
	char *sbuf;		/* queued requests */
	size_t slen, scap;
	struct nl_pending *ring;	/* pending, indexed by seq % rcap */
	unsigned int rcap, npend;
	uint32_t oldest;	/* seq of the oldest live entry */
	char *rbuf;
	size_t rbcap;
	struct mnl_socket *ev;	/* a second socket for notifications */
	nl_data_cb notify;
	void *notify_arg;
	nl_data_cb observe;	/* sees each notification first */
	void *observe_arg;
	int event_nsid;		/* of the notification being dispatched */
	char *evbuf;		/* notifications are read here: a callback
				 * may send requests, which reuse rbuf */
	char last_extack[512];	/* of the last nl_talk() error */
	char dump_extack[512];	/* of the last nl_dump() error */
	bool dump_done_err;	/* it came in NLMSG_DONE, not NLMSG_ERROR */
	const char *ahead;	/* nl_dump_ahead(), in a dump callback */
	size_t ahead_len;
	int ev_rcvbuf;		/* the notification socket's buffer */
	nl_sink_cb sink;	/* no socket: requests go here (tests) */
	void *sink_arg;
	const void *answer;	/* what a sink's dumps return */
	size_t answer_len;
	bool overflowed;	/* notifications were lost (ENOBUFS) */
	unsigned int notifying;	/* inside a notification callback: the
				 * notification socket is not read again
				 * (evbuf holds the messages being walked,
				 * and events must come out in order) */
};

/* Notifications are read in a buffer of this size (a link with many VFs
 * is the largest). */
#define EV_BUF (64 * 1024)

/* A notification (or NULL: some were lost) to the observer and the
 * subscriber. */
void nl_dispatch_notify(struct nl *nl, const struct nlmsghdr *nlh);

#endif
