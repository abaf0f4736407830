/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nl.h - the rtnetlink engine on libmnl.
 *
 * One socket with NETLINK_EXT_ACK and NETLINK_GET_STRICT_CHK.  Requests are
 * queued with nl_submit(), sent together by nl_flush(), and completed as
 * their acks arrive, matched by sequence number.  A single command is a
 * window of one: nl_talk() submits, flushes and waits.
 */
#ifndef IP_NL_H
#define IP_NL_H

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>
#include <linux/netlink.h>

struct nl;
struct msg;

/* Called for every non-ack message that answers a request or a dump.
 * nl_submit() passes its one arg to both the data and the done callback. */
typedef int (*nl_data_cb)(const struct nlmsghdr *nlh, void *arg);
/* Called once when a submitted request completes: err is 0 or -errno, and
 * extack the kernel's explanation (NULL if none). */
typedef void (*nl_done_cb)(int err, const char *extack, void *arg);

/* The request socket's receive buffer (SO_RCVBUF) */
#define NL_RCVBUF (1024 * 1024)
struct nl *nl_open(void);
/* A handle with no socket (tests, fuzzing): each request is passed to cb
 * (may be NULL) as it would be sent and acknowledged at once with 0;
 * dumps are empty; subscriptions hear nothing. */
typedef void (*nl_sink_cb)(const struct nlmsghdr *req, void *arg);
struct nl *nl_open_sink(nl_sink_cb cb, void *arg);
/* The messages (len bytes, not copied) that every dump of a sink returns
 * from now on: printers fed what the kernel never sends.  NULL: none. */
void nl_sink_answer(struct nl *nl, const void *msgs, size_t len);
void nl_close(struct nl *nl);
int nl_fd(const struct nl *nl);
uint32_t nl_portid(const struct nl *nl);

/* Queue a request (copied); returns its sequence number or -errno.  Acks
 * are always requested. */
int nl_submit(struct nl *nl, const struct nlmsghdr *req, nl_data_cb data,
	      nl_done_cb done, void *arg);
/* Queue a built request: as nl_submit, and the descriptors the request
 * holds (msg_hold_fd) pass to the engine, which closes them once the
 * request is answered (or could not be sent).  On error they are closed
 * too: the caller never closes them. */
int nl_submit_msg(struct nl *nl, struct msg *m, nl_data_cb data,
		  nl_done_cb done, void *arg);
/* Send everything queued. */
int nl_flush(struct nl *nl);
/* Receive until no more than max_pending requests remain in flight. */
int nl_wait(struct nl *nl, unsigned int max_pending);
unsigned int nl_pending(const struct nl *nl);

/* Submit, flush, wait.  On error prints it as iproute2 does ("Error: X."
 * from ext-ack, else "RTNETLINK answers: strerror") unless quiet; returns
 * 0 or -errno. */
int nl_talk(struct nl *nl, const struct nlmsghdr *req, nl_data_cb data,
	    void *arg, int quiet);

/* The kernel's text for the last nl_talk() ("" if none). */
const char *nl_last_extack(const struct nl *nl);

/* A streaming dump: cb is called for each message, in constant memory.
 * Returns 0 or -errno (error printed unless NL_DUMP_QUIET).  Each
 * datagram is read after a look at its size, as iproute2 does: the look
 * makes the kernel fill the dump's next part before the callback runs, so
 * a flush that deletes while it dumps leaves what iproute2's leaves.  A
 * listing that deletes nothing may go without (NL_DUMP_NOLOOK: one call a
 * datagram). */
#define NL_DUMP_QUIET	1
#define NL_DUMP_NOLOOK	2
int nl_dump(struct nl *nl, const struct nlmsghdr *req, nl_data_cb cb,
	    void *arg, int flags);

/* Inside an nl_dump() callback: the messages of the same datagram that
 * come after the one being handled (len bytes; NULL when there are none),
 * to look ahead at what the callback will be given next.  Valid until the
 * callback sends a request. */
const struct nlmsghdr *nl_dump_ahead(const struct nl *nl, size_t *len);

/* The error of the last nl_dump() (made quiet) as iproute2's dump reader
 * reports it: an error in NLMSG_DONE with the kernel's text as "Error:
 * TEXT.", without one nothing for ENOENT and EOPNOTSUPP, "Error: Buffer
 * too small for object." for EMSGSIZE, else "RTNETLINK answers: ..."; an
 * NLMSG_ERROR answer (or no answer) "RTNETLINK answers: ..." unless
 * suppress_error (iproute2's RTNL_HANDLE_F_SUPPRESS_NLERR). */
void nl_dump_perror(const struct nl *nl, int err, bool suppress_error);
/* Did the error of the last nl_dump() come in its NLMSG_DONE (not in an
 * NLMSG_ERROR answer)? */
bool nl_dump_done_error(const struct nl *nl);

/* Print a kernel error the way iproute2 does. */
void nl_perror(int err, const char *extack);

/* Subscribe to a multicast group (e.g. RTNLGRP_LINK): notifications are
 * passed to cb as they are read, with every receive; cb gets NULL when the
 * socket overflowed and events were lost.  nl_drain_notifications() reads
 * whatever is queued without blocking. */
int nl_subscribe(struct nl *nl, unsigned int group, nl_data_cb cb, void *arg);
int nl_drain_notifications(struct nl *nl);
/* A second listener on the same notifications, called before the
 * subscriber's callback (NULL for an overflow too); cb NULL removes it.
 * nl_wait() drains the notification socket as replies come. */
void nl_observe(struct nl *nl, nl_data_cb cb, void *arg);
/* The notification socket's receive buffer, before nl_subscribe (0: the
 * default, 16 MiB): tests make it small to see overflows. */
void nl_set_notify_buffer(struct nl *nl, int bytes);
/* Block reading notifications (ip monitor) until the callback returns a
 * negative value or the socket fails: that value or -errno.  With
 * all_nsid, notifications of every namespace with an nsid here come too:
 * nl_event_nsid() tells, inside the callback, whose (-1: this one).  An
 * overflow prints iproute2's "netlink receive error" and goes on. */
int nl_listen(struct nl *nl, bool all_nsid);
int nl_event_nsid(const struct nl *nl);

#endif
