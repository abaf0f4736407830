/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * floor.h - what the floor's two halves share: floor.c (veth cycles and
 * dumps) and floor_ct.c (containers).
 */
#ifndef BENCH_FLOOR_H
#define BENCH_FLOOR_H

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>

#include <libmnl/libmnl.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#define REQ_MAX 256		/* bytes one request may take */
#define WINDOW_MAX 1024
#define RECV_SIZE 32768	/* as large as the kernel fills a dump part */
#define PURGE_GROUP 0x7ffffff1u

struct floor {
	struct mnl_socket *nl;
	unsigned int portid;
	unsigned int window;
	const char *prefix;
	const char *peer_prefix;
	uint32_t seq;
	unsigned long errors;
	int stats;		/* -s: dumps carry counters */
	bool move;		/* -m: containers get their peer moved in */
	bool v4only;		/* -4: containers with IPv6 off inside */
	unsigned int ports;	/* -P: containers per bridge */
	char *sendbuf;		/* window * REQ_MAX bytes */
	char *recvbuf;		/* RECV_SIZE bytes */
};

/* Builds request number idx (0-based within the op) at buf; returns it. */
typedef struct nlmsghdr *(*build_fn)(struct floor *f, void *buf,
				      unsigned long idx, const void *arg);

struct range_arg {
	unsigned long first;
	uint32_t group;
};

void die(const char *what);
unsigned long num(const char *s);
struct nlmsghdr *link_msg(struct floor *f, void *buf, int type, int flags,
			  struct ifinfomsg **ifm);
void put_name(struct nlmsghdr *nlh, uint16_t type, const char *prefix,
	      unsigned long n);
struct nlmsghdr *build_group(struct floor *f, void *buf, unsigned long idx,
			     const void *arg);
void sendall(struct floor *f, const void *buf, size_t len);
unsigned long recv_acks(struct floor *f);
/* count requests, at most f->window unacknowledged at any time */
void pipeline(struct floor *f, unsigned long count, build_fn build,
	      const void *arg);
/* a link dump read to NLMSG_DONE, fn (if any) called on every link */
unsigned long dump_links(struct floor *f,
			 void (*fn)(const struct nlmsghdr *, void *),
			 void *data);
void delete_group(struct floor *f, uint32_t group);

/* Container ops (floor_ct.c): 0 when op was one of them and ran, -1 when
 * op is not a container op. */
int floor_ct(struct floor *f, const char *op, int argc, char **argv);
void floor_ct_usage(void);

#endif
