/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ip.h - what the top level offers the objects (ip/cmd/ipcmd.c), and the
 * objects' entry points.
 */
#ifndef IP_IP_H
#define IP_IP_H

#include <stdbool.h>

struct ipctx;
struct verb_set;

/* Print "ip help" to stderr; returns the exit status to use. */
int ip_usage(void);

/* The object a word names, as iproute2 reads abbreviations: its full
 * name, or NULL; *ours: this ip implements it (else it is handed on). */
const char *ip_object_find(const char *word, bool *ours);
/* Run one command line (argv[0] is the object): an exit status, possibly
 * flagged IP_FATAL or IP_PENDING (args.h). */
int ip_do_cmd(struct ipctx *ctx, int argc, char **argv);
/* The context's socket, link cache and printer. */
int ip_ctx_open(struct ipctx *ctx);
void ip_ctx_close(struct ipctx *ctx);

/* The objects' entry points: a verb table, or a function of their own. */
extern const struct verb_set ipaddress_verbs;
extern const struct verb_set ipaddrlabel_verbs;
extern const struct verb_set iplink_verbs;
extern const struct verb_set ipmaddr_verbs;
extern const struct verb_set ipmroute_verbs;
extern const struct verb_set ipneigh_verbs;
extern const struct verb_set ipnetconf_verbs;
extern const struct verb_set ipnexthop_verbs;
extern const struct verb_set ipntable_verbs;
extern const struct verb_set iproute_verbs;
extern const struct verb_set iprule_verbs;
extern const struct verb_set ipstats_verbs;
extern const struct verb_set iptoken_verbs;
extern const struct verb_set iptuntap_verbs;
extern const struct verb_set ipvrf_verbs;
int do_ipnetns(struct ipctx *ctx, int argc, char **argv);
int do_ipmonitor(struct ipctx *ctx, int argc, char **argv);
int do_ipmrule(struct ipctx *ctx, int argc, char **argv);

#endif
