// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * nl.c - the rtnetlink engine.
 *
 * Requests are copied into a send queue, sent together, and tracked in a
 * ring of pending entries indexed by sequence number.  The kernel answers
 * the requests of one socket in order, but matching by number keeps us
 * honest if it ever does not.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>
#include <libmnl/libmnl.h>
#include <linux/rtnetlink.h>

#include "nl_int.h"

/* Flush the send queue once it holds this much. */
#define NL_SEND_CHUNK (64 * 1024)

struct nl *nl_open(void)
{
	struct nl *nl = calloc(1, sizeof(*nl));
	int one = 1;
	int rcv = NL_RCVBUF;

	if (!nl)
		return NULL;
	nl->sk = mnl_socket_open(NETLINK_ROUTE);
	if (!nl->sk) {
		free(nl);
		return NULL;
	}
	if (mnl_socket_bind(nl->sk, 0, MNL_SOCKET_AUTOPID) < 0) {
		mnl_socket_close(nl->sk);
		free(nl);
		return NULL;
	}
	mnl_socket_setsockopt(nl->sk, NETLINK_EXT_ACK, &one, sizeof(one));
	mnl_socket_setsockopt(nl->sk, NETLINK_GET_STRICT_CHK, &one, sizeof(one));
	mnl_socket_setsockopt(nl->sk, NETLINK_CAP_ACK, &one, sizeof(one));
	/* root may exceed rmem_max; others get what they can */
	if (setsockopt(mnl_socket_get_fd(nl->sk), SOL_SOCKET, SO_RCVBUFFORCE,
		       &rcv, sizeof(rcv)) < 0)
		setsockopt(mnl_socket_get_fd(nl->sk), SOL_SOCKET, SO_RCVBUF,
			   &rcv, sizeof(rcv));
	nl->portid = mnl_socket_get_portid(nl->sk);
	nl->seq = (uint32_t)time(NULL);
	nl->rbcap = 1024 * 1024;
	nl->rbuf = malloc(nl->rbcap);
	nl->rcap = 256;
	nl->ring = calloc(nl->rcap, sizeof(*nl->ring));
	if (!nl->rbuf || !nl->ring) {
		nl_close(nl);
		return NULL;
	}
	return nl;
}

/*
 * A handle with no socket: every request is handed to cb (if any) when it
 * would be sent and is acknowledged at once; dumps return nothing and
 * subscriptions hear nothing.  It lets the fuzz targets and unit tests run
 * the commands' whole road, argv to request, without a kernel.
 */
void nl_sink_answer(struct nl *nl, const void *msgs, size_t len)
{
	nl->answer = msgs;
	nl->answer_len = msgs ? len : 0;
}

struct nl *nl_open_sink(nl_sink_cb cb, void *arg)
{
	struct nl *nl = calloc(1, sizeof(*nl));

	if (!nl)
		return NULL;
	nl->sink = cb;
	nl->sink_arg = arg;
	nl->seq = 1;
	nl->rcap = 256;
	nl->ring = calloc(nl->rcap, sizeof(*nl->ring));
	if (!nl->ring) {
		free(nl);
		return NULL;
	}
	return nl;
}

static void close_fds(struct nl_pending *p)
{
	while (p->nfds)
		close(p->fds[--p->nfds]);
}

void nl_close(struct nl *nl)
{
	unsigned int i;

	if (!nl)
		return;
	for (i = 0; nl->ring && i < nl->rcap; i++)
		close_fds(&nl->ring[i]);
	if (nl->sk)
		mnl_socket_close(nl->sk);
	if (nl->ev)
		mnl_socket_close(nl->ev);
	free(nl->sbuf);
	free(nl->ring);
	free(nl->rbuf);
	free(nl->evbuf);
	free(nl);
}

int nl_fd(const struct nl *nl)
{
	return nl->sk ? mnl_socket_get_fd(nl->sk) : -1;
}

uint32_t nl_portid(const struct nl *nl)
{
	return nl->portid;
}

unsigned int nl_pending(const struct nl *nl)
{
	return nl->npend;
}

void nl_perror(int err, const char *extack)
{
	if (extack && *extack) {
		size_t l = strlen(extack);

		fprintf(stderr, "Error: %s%s\n", extack,
			extack[l - 1] == '.' ? "" : ".");
		return;
	}
	fprintf(stderr, "RTNETLINK answers: %s\n", strerror(-err));
}

static void nl_warn(const char *extack)
{
	size_t l;

	if (!extack || !*extack)
		return;
	l = strlen(extack);
	fprintf(stderr, "Warning: %s%s\n", extack,
		extack[l - 1] == '.' ? "" : ".");
}

/* Grow the pending ring so that it holds want entries. */
static int ring_grow(struct nl *nl, unsigned int want)
{
	struct nl_pending *r;
	unsigned int cap = nl->rcap, i;

	while (cap < want)
		cap *= 2;
	if (cap == nl->rcap)
		return 0;
	r = calloc(cap, sizeof(*r));
	if (!r)
		return -ENOMEM;
	for (i = 0; i < nl->rcap; i++)
		if (nl->ring[i].live)
			r[nl->ring[i].seq % cap] = nl->ring[i];
	free(nl->ring);
	nl->ring = r;
	nl->rcap = cap;
	return 0;
}

/* Queue a copy of req and a pending entry for it; NULL on no memory. */
static struct nl_pending *queue(struct nl *nl, const struct nlmsghdr *req,
				nl_data_cb data, nl_done_cb done, void *arg)
{
	size_t len = NLMSG_ALIGN(req->nlmsg_len);
	struct nlmsghdr *n;
	struct nl_pending *p;
	uint32_t seq;

	if (nl->npend + 1 > nl->rcap && ring_grow(nl, nl->npend + 1))
		return NULL;
	if (nl->slen + len > nl->scap) {
		size_t cap = nl->scap ? nl->scap : 16384;
		char *b;

		while (cap < nl->slen + len)
			cap *= 2;
		b = realloc(nl->sbuf, cap);
		if (!b)
			return NULL;
		nl->sbuf = b;
		nl->scap = cap;
	}
	seq = ++nl->seq;
	if (seq == 0)
		seq = ++nl->seq;
	p = &nl->ring[seq % nl->rcap];
	/* a collision only with more than rcap pending: grow */
	if (p->live) {
		if (ring_grow(nl, nl->rcap * 2))
			return NULL;
		p = &nl->ring[seq % nl->rcap];
	}
	n = (struct nlmsghdr *)(nl->sbuf + nl->slen);
	memcpy(n, req, req->nlmsg_len);
	memset((char *)n + req->nlmsg_len, 0, len - req->nlmsg_len);
	n->nlmsg_seq = seq;
	n->nlmsg_pid = 0;
	n->nlmsg_flags |= NLM_F_REQUEST | NLM_F_ACK;
	nl->slen += len;

	if (!nl->npend)
		nl->oldest = seq;
	p->seq = seq;
	p->live = 1;
	p->data = data;
	p->done = done;
	p->arg = arg;
	p->nfds = 0;
	nl->npend++;
	return p;
}

static int queued(struct nl *nl, const struct nl_pending *p)
{
	int seq = (int)(p->seq & 0x7fffffff);

	if (nl->slen >= NL_SEND_CHUNK && nl_flush(nl) < 0)
		return -errno;
	return seq;
}

int nl_submit(struct nl *nl, const struct nlmsghdr *req, nl_data_cb data,
	      nl_done_cb done, void *arg)
{
	struct nl_pending *p = queue(nl, req, data, done, arg);

	return p ? queued(nl, p) : -ENOMEM;
}

int nl_submit_msg(struct nl *nl, struct msg *m, nl_data_cb data,
		  nl_done_cb done, void *arg)
{
	struct nl_pending *p = queue(nl, m->n, data, done, arg);

	if (!p) {
		msg_release(m);
		return -ENOMEM;
	}
	p->nfds = msg_take_fds(m, p->fds);
	return queued(nl, p);
}

static void complete(struct nl *nl, struct nl_pending *p, int err,
		     const char *extack)
{
	nl_done_cb done = p->done;
	void *arg = p->arg;

	p->live = 0;
	close_fds(p);
	nl->npend--;
	if (done)
		done(err, extack, arg);
}

static struct nl_pending *find_pending(struct nl *nl, uint32_t seq);

/* The requests from off on could not be sent: they complete with err. */
static void fail_unsent(struct nl *nl, size_t off, int err)
{
	size_t end = nl->slen;

	nl->slen = 0;
	while (off + NLMSG_HDRLEN <= end) {
		const struct nlmsghdr *n = (const struct nlmsghdr *)(nl->sbuf + off);
		struct nl_pending *p = find_pending(nl, n->nlmsg_seq);

		off += NLMSG_ALIGN(n->nlmsg_len);
		if (p)
			complete(nl, p, err, NULL);
	}
}

/* A sink's flush: each queued request is shown to the sink and acked.
 * A completion may queue more; they go in the next round. */
static int sink_flush(struct nl *nl)
{
	while (nl->slen) {
		char *buf = nl->sbuf;
		size_t len = nl->slen, off = 0;

		nl->sbuf = NULL;
		nl->slen = nl->scap = 0;
		while (off + NLMSG_HDRLEN <= len) {
			const struct nlmsghdr *n = (const struct nlmsghdr *)(buf + off);
			struct nl_pending *p = find_pending(nl, n->nlmsg_seq);

			off += NLMSG_ALIGN(n->nlmsg_len);
			if (nl->sink)
				nl->sink(n, nl->sink_arg);
			if (p)
				complete(nl, p, 0, NULL);
		}
		free(buf);
	}
	return 0;
}

int nl_flush(struct nl *nl)
{
	size_t off = 0;

	if (!nl->sk)
		return sink_flush(nl);

	while (off < nl->slen) {
		/* the kernel takes up to its send buffer per call; send
		 * whole messages in chunks of at most NL_SEND_CHUNK */
		size_t chunk = 0;

		while (off + chunk < nl->slen) {
			struct nlmsghdr *n = (struct nlmsghdr *)(nl->sbuf + off + chunk);
			size_t l = NLMSG_ALIGN(n->nlmsg_len);

			if (chunk && chunk + l > NL_SEND_CHUNK)
				break;
			chunk += l;
		}
		if (mnl_socket_sendto(nl->sk, nl->sbuf + off, chunk) < 0) {
			int e = errno;

			fail_unsent(nl, off, -e);
			errno = e;
			return -e;
		}
		off += chunk;
	}
	nl->slen = 0;
	return 0;
}

static struct nl_pending *find_pending(struct nl *nl, uint32_t seq)
{
	struct nl_pending *p = &nl->ring[seq % nl->rcap];

	return p->live && p->seq == seq ? p : NULL;
}

/* NLMSGERR_ATTR_MSG among the attributes at payload offset off. */
static const char *msg_attr(const struct nlmsghdr *nlh, size_t off)
{
	const struct nlattr *attr;

	mnl_attr_for_each_payload((const void *)((const char *)mnl_nlmsg_get_payload(nlh) + off),
				  nlh->nlmsg_len - MNL_NLMSG_HDRLEN - off) {
		if (mnl_attr_get_type(attr) == NLMSGERR_ATTR_MSG &&
		    mnl_attr_get_payload_len(attr) > 0) {
			const char *s = mnl_attr_get_str(attr);

			if (s[mnl_attr_get_payload_len(attr) - 1] == '\0')
				return s;
		}
	}
	return NULL;
}

/* Pull the kernel's text out of an error message, if it sent one. */
static const char *extack_msg(const struct nlmsghdr *nlh)
{
	const struct nlmsgerr *e = mnl_nlmsg_get_payload(nlh);
	size_t off;

	if (!(nlh->nlmsg_flags & NLM_F_ACK_TLVS))
		return NULL;
	off = sizeof(*e);
	if (!(nlh->nlmsg_flags & NLM_F_CAPPED))
		off += e->msg.nlmsg_len - sizeof(e->msg);
	off = MNL_ALIGN(off);
	if (MNL_NLMSG_HDRLEN + off > nlh->nlmsg_len)
		return NULL;
	return msg_attr(nlh, off);
}

/* A dump's NLMSG_DONE may carry an error code followed by ext-ack
 * attributes (the kernel sets NLM_F_ACK_TLVS then). */
static const char *done_extack(const struct nlmsghdr *nlh)
{
	size_t off = MNL_ALIGN(sizeof(int));

	if (!(nlh->nlmsg_flags & NLM_F_ACK_TLVS) ||
	    MNL_NLMSG_HDRLEN + off > nlh->nlmsg_len)
		return NULL;
	return msg_attr(nlh, off);
}

static int grow_rbuf(struct nl *nl, size_t want)
{
	char *b;

	if (want <= nl->rbcap)
		return 0;
	b = realloc(nl->rbuf, want);
	if (!b)
		return -ENOMEM;
	nl->rbuf = b;
	nl->rbcap = want;
	return 0;
}

/* Receive one datagram into rbuf: its length or -errno.  rbuf is large
 * enough for any datagram a real device makes (1 MiB of address space,
 * touched only as far as datagrams reach: a dump part is at most 32 KiB,
 * or one message when a message is larger), so one call does.  With look,
 * its size is looked at first (MSG_PEEK), as iproute2 reads: that look
 * makes the kernel fill a dump's next part, which a flush deleting during
 * its dump depends on, and lets rbuf grow for any size.  Without a look,
 * a datagram larger than rbuf was cut and is lost: -EMSGSIZE (rbuf grows
 * for the next). */
static ssize_t nl_recv(struct nl *nl, bool look)
{
	int fd = mnl_socket_get_fd(nl->sk);
	ssize_t n;

	for (;;) {
		if (look) {
			char peek[NLMSG_HDRLEN];

			n = recv(fd, peek, sizeof(peek), MSG_PEEK | MSG_TRUNC);
			if (n < 0 && errno == EINTR)
				continue;
			if (n < 0)
				return -errno;
			if (grow_rbuf(nl, (size_t)n))
				return -ENOMEM;
		}
		n = recv(fd, nl->rbuf, nl->rbcap, MSG_TRUNC);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -errno;
		break;
	}
	if ((size_t)n > nl->rbcap) {
		grow_rbuf(nl, (size_t)n);	/* for the next */
		return -EMSGSIZE;
	}
	return n;
}

static int process(struct nl *nl, size_t len)
{
	const struct nlmsghdr *nlh = (const struct nlmsghdr *)nl->rbuf;
	int l = (int)len;

	for (; mnl_nlmsg_ok(nlh, l); nlh = mnl_nlmsg_next(nlh, &l)) {
		struct nl_pending *p;

		if (nlh->nlmsg_pid != nl->portid || nlh->nlmsg_seq == 0) {
			nl_dispatch_notify(nl, nlh);
			continue;
		}
		p = find_pending(nl, nlh->nlmsg_seq);
		if (!p)
			continue;
		if (nlh->nlmsg_type == NLMSG_ERROR) {
			const struct nlmsgerr *e = mnl_nlmsg_get_payload(nlh);

			complete(nl, p, e->error, extack_msg(nlh));
		} else if (nlh->nlmsg_type == NLMSG_DONE) {
			complete(nl, p, 0, NULL);
		} else if (p->data) {
			p->data(nlh, p->arg);
		}
	}
	return 0;
}

/*
 * The request socket overflowed: the kernel dropped replies of ours (no
 * notification comes to this socket).  The kernel answers a request
 * while it is sent, so every reply it kept is queued by now: what is
 * queued is read, and the requests sent that still wait have lost theirs
 * and complete with -ENOBUFS (their outcome is unknown) instead of
 * waiting for ever.  Requests queued since (completions queue more) are
 * not sent yet and wait for their own replies.
 */
static void replies_lost(struct nl *nl)
{
	int fd = mnl_socket_get_fd(nl->sk);
	uint32_t seq, unsent;

	for (;;) {
		ssize_t n = recv(fd, nl->rbuf, nl->rbcap, MSG_DONTWAIT | MSG_TRUNC);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 || (size_t)n > nl->rbcap)
			break;
		process(nl, (size_t)n);
	}
	unsent = nl->slen ? ((const struct nlmsghdr *)nl->sbuf)->nlmsg_seq : nl->seq + 1;
	/* in the order they were sent, as their lines report */
	for (seq = nl->oldest; nl->npend && seq != unsent; seq++) {
		struct nl_pending *p = find_pending(nl, seq);

		if (p)
			complete(nl, p, -ENOBUFS, NULL);
	}
}

int nl_wait(struct nl *nl, unsigned int max_pending)
{
	int err = 0;

	if (nl->slen) {
		err = nl_flush(nl);
		if (err)
			return err;
	}
	if (!nl->sk)
		return 0;	/* a sink acked everything as it went */
	while (nl->npend > max_pending) {
		ssize_t n = nl_recv(nl, false);

		if (n == -ENOBUFS) {
			replies_lost(nl);
			continue;
		}
		if (n < 0)
			return (int)n;
		process(nl, (size_t)n);
		/* keep the notification socket from filling up while
		 * requests are answered */
		if (nl->ev)
			nl_drain_notifications(nl);
	}
	return 0;
}

struct talk_result {
	int err;
	char msg[512];
	nl_data_cb data;
	void *data_arg;
};

static int talk_data(const struct nlmsghdr *nlh, void *arg)
{
	struct talk_result *r = arg;

	return r->data ? r->data(nlh, r->data_arg) : 0;
}

static void talk_done(int err, const char *extack, void *arg)
{
	struct talk_result *r = arg;

	r->err = err;
	r->msg[0] = '\0';
	if (extack)
		snprintf(r->msg, sizeof(r->msg), "%s", extack);
}

int nl_talk(struct nl *nl, const struct nlmsghdr *req, nl_data_cb data,
	    void *arg, int quiet)
{
	struct talk_result r = { .data = data, .data_arg = arg };
	int err;

	err = nl_submit(nl, req, talk_data, talk_done, &r);
	if (err < 0)
		return err;
	err = nl_wait(nl, 0);
	if (err < 0)
		return err;
	snprintf(nl->last_extack, sizeof(nl->last_extack), "%s", r.msg);
	if (r.err) {
		if (!quiet)
			nl_perror(r.err, r.msg);
		return r.err;
	}
	if (!quiet)
		nl_warn(r.msg);
	return 0;
}

const char *nl_last_extack(const struct nl *nl)
{
	return nl->last_extack;
}

bool nl_dump_done_error(const struct nl *nl)
{
	return nl->dump_done_err;
}

void nl_dump_perror(const struct nl *nl, int err, bool suppress_error)
{
	if (!nl->dump_done_err) {
		if (!suppress_error)
			fprintf(stderr, "RTNETLINK answers: %s\n", strerror(-err));
		return;
	}
	if (nl->dump_extack[0]) {
		nl_perror(err, nl->dump_extack);
		return;
	}
	switch (-err) {
	case ENOENT:
	case EOPNOTSUPP:
		return;
	case EMSGSIZE:
		fprintf(stderr, "Error: Buffer too small for object.\n");
		return;
	}
	fprintf(stderr, "RTNETLINK answers: %s\n", strerror(-err));
}

int nl_dump(struct nl *nl, const struct nlmsghdr *req, nl_data_cb cb,
	    void *arg, int flags)
{
	bool quiet = flags & NL_DUMP_QUIET;
	char hdrbuf[MSG_MAX];
	struct nlmsghdr *n;
	uint32_t seq;
	int err;

	err = nl_wait(nl, 0);
	if (err)
		return err;
	/* an error that is not the kernel's answer: iproute2's perror */
	nl->dump_done_err = false;
	nl->dump_extack[0] = '\0';
	if (req->nlmsg_len > sizeof(hdrbuf))
		return -EINVAL;
	if (!nl->sk) {
		const char *p = nl->answer;
		size_t rem = nl->answer_len;

		if (nl->sink)
			nl->sink(req, nl->sink_arg);
		/* the messages it was given to answer with, if any (checked
		 * here: libmnl's check takes a length over 2 GiB for good) */
		while (p && rem >= NLMSG_HDRLEN) {
			const struct nlmsghdr *h = (const struct nlmsghdr *)p;
			size_t len = h->nlmsg_len;

			if (len < NLMSG_HDRLEN || len > rem)
				break;
			if (h->nlmsg_type >= NLMSG_MIN_TYPE && cb) {
				err = cb(h, arg);
				if (err < 0)
					return err;
			}
			len = NLMSG_ALIGN(len);
			if (len >= rem)
				break;
			p += len;
			rem -= len;
		}
		return 0;
	}
	memcpy(hdrbuf, req, req->nlmsg_len);
	n = (struct nlmsghdr *)hdrbuf;
	seq = ++nl->seq;
	if (seq == 0)
		seq = ++nl->seq;
	n->nlmsg_seq = seq;
	n->nlmsg_pid = 0;
	n->nlmsg_flags |= NLM_F_REQUEST | NLM_F_DUMP;
	if (mnl_socket_sendto(nl->sk, n, n->nlmsg_len) < 0)
		return -errno;

	for (;;) {
		ssize_t len = nl_recv(nl, !(flags & NL_DUMP_NOLOOK));
		const struct nlmsghdr *h;
		int l;

		if (len < 0) {
			if (!quiet)
				fprintf(stderr, "netlink receive error %s (%d)\n",
					strerror((int)-len), (int)-len);
			return (int)len;
		}
		h = (const struct nlmsghdr *)nl->rbuf;
		l = (int)len;
		for (; mnl_nlmsg_ok(h, l); h = mnl_nlmsg_next(h, &l)) {
			if (h->nlmsg_pid != nl->portid || h->nlmsg_seq != seq) {
				if (h->nlmsg_seq == 0)
					nl_dispatch_notify(nl, h);
				continue;
			}
			if (h->nlmsg_type == NLMSG_DONE) {
				const int *e = mnl_nlmsg_get_payload(h);

				if (h->nlmsg_len >= MNL_NLMSG_HDRLEN + sizeof(int) && *e < 0) {
					const char *x = done_extack(h);

					nl->dump_done_err = true;
					snprintf(nl->dump_extack, sizeof(nl->dump_extack),
						 "%s", x ? x : "");
					if (!quiet)
						nl_perror(*e, done_extack(h));
					return *e;
				}
				return 0;
			}
			if (h->nlmsg_type == NLMSG_ERROR) {
				const struct nlmsgerr *e = mnl_nlmsg_get_payload(h);
				const char *x = extack_msg(h);

				nl->dump_done_err = false;
				snprintf(nl->dump_extack, sizeof(nl->dump_extack),
					 "%s", x ? x : "");
				if (!quiet)
					nl_perror(e->error, extack_msg(h));
				return e->error ? e->error : -EIO;
			}
			if (cb) {
				size_t used = NLMSG_ALIGN(h->nlmsg_len);

				nl->ahead = (size_t)l > used ? (const char *)h + used : NULL;
				nl->ahead_len = nl->ahead ? (size_t)l - used : 0;
				err = cb(h, arg);
				nl->ahead = NULL;
				if (err < 0)
					return err;
			}
		}
	}
}

const struct nlmsghdr *nl_dump_ahead(const struct nl *nl, size_t *len)
{
	*len = nl->ahead_len;
	return (const struct nlmsghdr *)nl->ahead;
}
