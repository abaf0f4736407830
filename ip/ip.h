/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ip.h - what the top level offers the objects (ip/cmd/ipcmd.c), and the
 * objects' entry points.
 */
#ifndef IP_IP_H
#define IP_IP_H

#include <stdbool.h>

struct ipctx;

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

/* The objects' entry points. */
int do_iplink(struct ipctx *ctx, int argc, char **argv);
int do_ipnetns(struct ipctx *ctx, int argc, char **argv);
int do_ipmonitor(struct ipctx *ctx, int argc, char **argv);
int do_iptuntap(struct ipctx *ctx, int argc, char **argv);
int do_ipaddress(struct ipctx *ctx, int argc, char **argv);
int do_ipneigh(struct ipctx *ctx, int argc, char **argv);
int do_iprule(struct ipctx *ctx, int argc, char **argv);
int do_ipmrule(struct ipctx *ctx, int argc, char **argv);
int do_ipnexthop(struct ipctx *ctx, int argc, char **argv);
int do_ipaddrlabel(struct ipctx *ctx, int argc, char **argv);
int do_ipnetconf(struct ipctx *ctx, int argc, char **argv);
int do_iproute(struct ipctx *ctx, int argc, char **argv);
int do_iptoken(struct ipctx *ctx, int argc, char **argv);
int do_ipmaddr(struct ipctx *ctx, int argc, char **argv);
int do_ipntable(struct ipctx *ctx, int argc, char **argv);
int do_ipmroute(struct ipctx *ctx, int argc, char **argv);
int do_ipvrf(struct ipctx *ctx, int argc, char **argv);
int do_ipstats(struct ipctx *ctx, int argc, char **argv);

#endif
