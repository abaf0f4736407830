/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * netns.h - named network namespaces (/run/netns) as iproute2 keeps them.
 */
#ifndef IP_NETNS_H
#define IP_NETNS_H

struct ipctx;

/* Enter namespace NAME (or a path) for the rest of the process, as
 * "ip -n NAME" does.  0, or -1 after printing iproute2's message. */
int netns_switch(const char *name);
/* An open descriptor of namespace NAME, or -1 (errno set). */
int netns_get_fd(const char *name);

/* "ip netns ..." */
int do_ipnetns(struct ipctx *ctx, int argc, char **argv);

#endif
