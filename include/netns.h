/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * netns.h - named network namespaces (/run/netns) as iproute2 keeps them.
 *
 * A named namespace is a bind mount of /proc/PID/ns/net on the file
 * /run/netns/NAME; /run/netns itself is made a shared mount so that a
 * later umount reaches every mount namespace.  iproute2 and this ip share
 * the scheme, so each sees and uses the other's namespaces.
 */
#ifndef IP_NETNS_H
#define IP_NETNS_H

#include <stdbool.h>

struct ipctx;
struct nl;

#define NETNS_RUN_DIR "/run/netns"
#define NETNS_ETC_DIR "/etc/netns"

/* Enter namespace NAME (a name under /run/netns, never a path) for the
 * rest of the process, as "ip -n NAME" and "ip netns exec" do: setns, a
 * private mount namespace whose mounts do not flow back, a /sys that
 * describes the new namespace, and the /etc/netns/NAME/ files bound over
 * /etc.  0, or -1 after printing iproute2's message. */
int netns_switch(const char *name);

/* netns_switch in two halves.  netns_enter: setns into NAME only.
 * netns_view: the mount half (private mount namespace, /sys, /etc/netns
 * binds).  "ip -n NAME" makes the view only when something will look at
 * it: copying the mount namespace costs time in proportion to the mounts
 * it holds, and every named namespace is a mount (5,000 namespaces: about
 * 20 ms per command).  Netlink, /proc/net and sockets follow the network
 * namespace alone.  Each: 0, or -1 after printing iproute2's message. */
int netns_enter(const char *name);
int netns_view(const char *name);
/* Is there an /etc/netns/NAME directory (files to bind over /etc)? */
bool netns_has_etc(const char *name);
/* Make the view of *pending (a name, or NULL: nothing owed) and clear it:
 * called before what reads /sys, mounts, or hands the process on. */
int netns_view_settle(const char **pending);

/* An open descriptor of namespace NAME (or of a path, if NAME has a '/'),
 * or -1 (errno set).  Close-on-exec. */
int netns_get_fd(const char *name);

/* Call fn for every name in /run/netns, in directory order, until it
 * returns non-zero.  0 (also when /run/netns does not exist), or -1 after
 * printing why the directory could not be read. */
int netns_foreach(int (*fn)(const char *name, void *arg), void *arg);

/* The nsid that the namespace of nl's socket gives to namespace NAME:
 * >= 0; -1 if none is assigned; -2 if the kernel refused (its message is
 * printed); -3 if NAME could not be opened (errno set). */
int netns_nsid_get(struct nl *nl, const char *name);
/* Give NAME the nsid (-1: let the kernel choose).  0, -2 if the kernel
 * refused (printed), -3 if NAME could not be opened. */
int netns_nsid_set(struct nl *nl, const char *name, int nsid);

/* nsid -> name, for printing "link-netns NAME" and "ip netns list-id".
 * Filled on first use from every name in /run/netns (one RTM_GETNSID
 * each, as iproute2 does); the first name seen for an nsid wins.  The map
 * asks through a netlink socket of its own, opened on first use in the
 * current namespace, so it may be used from inside a dump callback. */
struct nsid_map;
struct nsid_map *nsid_map_new(void);
void nsid_map_free(struct nsid_map *m);
/* Scan /run/netns now, if not done yet. */
void nsid_map_fill(struct nsid_map *m);
/* The name of nsid, or NULL. */
const char *nsid_map_name(struct nsid_map *m, int nsid);
/* Look nsid up afresh in /run/netns (not in the map); when found, the
 * name is added to the map and returned. */
const char *nsid_map_rescan(struct nsid_map *m, int nsid);
/* For printers: the name of nsid from the map, else looked up afresh once
 * (a miss is remembered); NULL if it has none. */
const char *nsid_map_lookup(struct nsid_map *m, int nsid);
/* Forget one entry. */
void nsid_map_del(struct nsid_map *m, int nsid);
/* Forget the name of one entry, but remember that it has none, so that
 * nsid_map_lookup does not look it up again (as iproute2's map, once
 * filled, is never read again); a rescan still finds it. */
void nsid_map_forget(struct nsid_map *m, int nsid);

#endif
