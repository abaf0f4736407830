// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fakenl.c - an LD_PRELOAD shim for printer tests: it answers one type of
 * netlink dump request with messages from a file instead of the kernel,
 * so that both ips print the same messages the kernel here cannot make
 * (SR-IOV VFs, bond and MPLS counters) in every output mode, JSON too.
 *
 *   LD_PRELOAD=fakenl.so FAKENL_TYPE=94 FAKENL_FILE=msgs.bin ip ...
 *
 * FAKENL_TYPE is the request's nlmsg_type (18 RTM_GETLINK, 94
 * RTM_GETSTATS); FAKENL_FILE holds messages as testsuite/nlgen.pl writes
 * them.  A dump request of that type is not sent: the next receive on
 * the socket returns the file's messages, with the request's sequence
 * number and the socket's port id, and NLMSG_DONE.  Everything else goes
 * to the kernel.  Sending and receiving calls are wrapped: send, sendto,
 * sendmsg, recv, recvfrom, recvmsg.
 */
#include <dlfcn.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <linux/netlink.h>

#define MAX_FD 1024

static char *pending[MAX_FD];
static size_t pending_len[MAX_FD];

static void *next(const char *name)
{
	return dlsym(RTLD_NEXT, name);
}

/* The canned answer to a request of seq from socket fd. */
static void prepare(int fd, uint32_t seq)
{
	const char *file = getenv("FAKENL_FILE");
	struct sockaddr_nl sa;
	socklen_t sl = sizeof(sa);
	size_t cap = 1 << 20, len = 0, off;
	struct nlmsghdr *h;
	char *buf;
	FILE *f;

	if (fd < 0 || fd >= MAX_FD || !file)
		return;
	if (getsockname(fd, (struct sockaddr *)&sa, &sl))
		sa.nl_pid = 0;
	buf = calloc(1, cap + NLMSG_SPACE(sizeof(int)));
	f = fopen(file, "rb");
	if (!buf || !f) {
		free(buf);
		if (f)
			fclose(f);
		return;
	}
	len = fread(buf, 1, cap, f);
	fclose(f);
	for (off = 0; off + sizeof(*h) <= len; off += NLMSG_ALIGN(h->nlmsg_len)) {
		h = (struct nlmsghdr *)(buf + off);
		if (h->nlmsg_len < sizeof(*h) || off + h->nlmsg_len > len)
			break;
		h->nlmsg_seq = seq;
		h->nlmsg_pid = sa.nl_pid;
		h->nlmsg_flags |= NLM_F_MULTI;
	}
	len = off;
	h = (struct nlmsghdr *)(buf + len);
	h->nlmsg_len = NLMSG_LENGTH(sizeof(int));
	h->nlmsg_type = NLMSG_DONE;
	h->nlmsg_flags = NLM_F_MULTI;
	h->nlmsg_seq = seq;
	h->nlmsg_pid = sa.nl_pid;
	len += NLMSG_SPACE(sizeof(int));
	free(pending[fd]);
	pending[fd] = buf;
	pending_len[fd] = len;
}

/* Is this the request to answer?  Then it is kept from the kernel. */
static int intercept(int fd, const void *data, size_t len)
{
	const char *t = getenv("FAKENL_TYPE");
	const struct nlmsghdr *h = data;
	int domain = 0;
	socklen_t dl = sizeof(domain);

	if (!t || len < sizeof(*h) || fd < 0 || fd >= MAX_FD)
		return 0;
	if (getsockopt(fd, SOL_SOCKET, SO_DOMAIN, &domain, &dl) ||
	    domain != AF_NETLINK)
		return 0;
	if (h->nlmsg_type != atoi(t) || !(h->nlmsg_flags & NLM_F_DUMP))
		return 0;
	prepare(fd, h->nlmsg_seq);
	return 1;
}

ssize_t sendto(int fd, const void *buf, size_t len, int flags,
	       const struct sockaddr *to, socklen_t tl)
{
	ssize_t (*real)(int, const void *, size_t, int,
			const struct sockaddr *, socklen_t) = next("sendto");

	if (intercept(fd, buf, len))
		return (ssize_t)len;
	return real(fd, buf, len, flags, to, tl);
}

ssize_t send(int fd, const void *buf, size_t len, int flags)
{
	ssize_t (*real)(int, const void *, size_t, int) = next("send");

	if (intercept(fd, buf, len))
		return (ssize_t)len;
	return real(fd, buf, len, flags);
}

ssize_t sendmsg(int fd, const struct msghdr *m, int flags)
{
	ssize_t (*real)(int, const struct msghdr *, int) = next("sendmsg");

	if (m->msg_iovlen >= 1 &&
	    intercept(fd, m->msg_iov[0].iov_base, m->msg_iov[0].iov_len)) {
		size_t i, n = 0;

		for (i = 0; i < m->msg_iovlen; i++)
			n += m->msg_iov[i].iov_len;
		return (ssize_t)n;
	}
	return real(fd, m, flags);
}

/* Hand out the pending answer; -1 (errno untouched) when there is none. */
static ssize_t take(int fd, void *buf, size_t len, int flags, int *truncated)
{
	size_t n;

	if (fd < 0 || fd >= MAX_FD || !pending[fd])
		return -1;
	n = pending_len[fd] < len ? pending_len[fd] : len;
	memcpy(buf, pending[fd], n);
	*truncated = n < pending_len[fd];
	if (flags & MSG_TRUNC)
		n = pending_len[fd];
	if (!(flags & MSG_PEEK)) {
		free(pending[fd]);
		pending[fd] = NULL;
	}
	return (ssize_t)n;
}

static void kernel_addr(struct sockaddr *sa, socklen_t *sl)
{
	struct sockaddr_nl nl = { .nl_family = AF_NETLINK };

	if (!sa || !sl)
		return;
	memcpy(sa, &nl, *sl < sizeof(nl) ? *sl : sizeof(nl));
	*sl = sizeof(nl);
}

ssize_t recvfrom(int fd, void *buf, size_t len, int flags,
		 struct sockaddr *from, socklen_t *fl)
{
	ssize_t (*real)(int, void *, size_t, int, struct sockaddr *,
			socklen_t *) = next("recvfrom");
	int tr;
	ssize_t n = take(fd, buf, len, flags, &tr);

	if (n >= 0) {
		kernel_addr(from, fl);
		return n;
	}
	return real(fd, buf, len, flags, from, fl);
}

ssize_t recv(int fd, void *buf, size_t len, int flags)
{
	ssize_t (*real)(int, void *, size_t, int) = next("recv");
	int tr;
	ssize_t n = take(fd, buf, len, flags, &tr);

	return n >= 0 ? n : real(fd, buf, len, flags);
}

ssize_t recvmsg(int fd, struct msghdr *m, int flags)
{
	ssize_t (*real)(int, struct msghdr *, int) = next("recvmsg");
	int tr = 0;
	ssize_t n;

	if (m->msg_iovlen < 1)
		return real(fd, m, flags);
	n = take(fd, m->msg_iov[0].iov_base, m->msg_iov[0].iov_len, flags, &tr);
	if (n < 0)
		return real(fd, m, flags);
	kernel_addr(m->msg_name, &m->msg_namelen);
	m->msg_controllen = 0;
	m->msg_flags = tr ? MSG_TRUNC : 0;
	return n;
}
