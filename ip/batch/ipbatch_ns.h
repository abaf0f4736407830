/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ipbatch_ns.h - batch lines run in a named namespace: "-n NAME CMD".
 *
 * A line that starts with -n NAME (or -netns NAME) runs CMD inside NAME,
 * as "ip -n NAME CMD" would, without a process of its own: the batch
 * keeps, for the few namespaces used last, a descriptor of the network
 * namespace and a netlink socket with its link index opened inside it.
 * The line runs with the process in that namespace and its context on
 * that socket, and the process goes home before the next line.  As with
 * "ip -n", the mount view (a /sys of that namespace, /etc/netns/NAME
 * bound over /etc) is made only for a line that looks at it, or kept for
 * the namespace when /etc/netns/NAME has files.  Lines of the netns object drop every kept
 * namespace, so a deleted one is not held alive.
 */
#ifndef IP_IPBATCH_NS_H
#define IP_IPBATCH_NS_H

#include <stdbool.h>

struct ipctx;
struct ns_slots;

struct ns_slots *ns_slots_new(void);
void ns_slots_free(struct ns_slots *s);
/* Drop every kept namespace (after a netns line). */
void ns_slots_drop(struct ns_slots *s);

/* Is argv[0] -n / -netns (any prefix iproute2's option parser takes)? */
bool ns_line(int argc, char **argv);

/* Enter namespace name for one line: the process joins it and ctx's
 * socket and link index become the namespace's.  0, or an exit status
 * after iproute2's message (nothing changed). */
int ns_slots_enter(struct ns_slots *s, struct ipctx *ctx, const char *name);
/* Back home: the line's requests are all answered first. */
void ns_slots_leave(struct ns_slots *s, struct ipctx *ctx);

#endif
