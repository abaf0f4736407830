/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * kind.h - link kinds as data.
 *
 * Each kind (ip/link_<kind>.c) is a struct link_kind whose option table
 * declares every keyword once: keyword, attribute, value type, range and
 * print name.  The generic engine in ip/kind.c drives parsing, encoding,
 * text/JSON printing and help from that table; a kind adds a small handler
 * only for what the table cannot say.
 */
#ifndef IP_KIND_H
#define IP_KIND_H

#include <stdint.h>
#include <stdbool.h>
#include <stdio.h>
#include <linux/netlink.h>

struct ipctx;
struct link_kind;
struct kparse;

enum kopt_type {
	KO_U8, KO_U16, KO_U32, KO_U64,	/* number within [min, max] */
	KO_BOOL,			/* on|off -> u8 1/0 */
	KO_FLAG,			/* bare keyword -> u8 1 */
	KO_NLFLAG,			/* bare keyword -> empty attribute */
	KO_ENUM,			/* one of names[] -> value of width size */
	KO_MAC,				/* link-layer address */
	KO_INADDR,			/* IPv4 into attr, IPv6 into attr6 */
	KO_IFNAME,			/* device name -> u32 ifindex */
	KO_STRING,
	KO_CUSTOM,			/* parse/print handlers below */
};

struct kopt {
	const char *kw;			/* command-line keyword */
	uint16_t attr;			/* attribute in the kind's data nest */
	enum kopt_type type;
	uint8_t size;			/* value width in bytes for KO_ENUM */
	uint64_t min, max;		/* range for numbers */
	const char *const *names;	/* KO_ENUM: names indexed by value */
	const char *key;		/* JSON key and text label (NULL: not printed) */
	const char *fmt;		/* text format override */
	uint16_t attr6;			/* KO_INADDR: the IPv6 attribute */
	/* KO_CUSTOM: consume argv[0] (the keyword) and its values; return
	 * the number of extra args consumed, or a negative/exit status. */
	int (*parse)(struct ipctx *ctx, const struct kopt *o, int argc,
		     char **argv, struct nlmsghdr *n);
	void (*print)(struct ipctx *ctx, const struct kopt *o,
		      const struct nlattr *a);
	/* Appended (kinds helper): */
	uint32_t flags;			/* KF_* below */
	const char *err;		/* bad value: invarg message
					 * (NULL: "invalid KW") */
	uint64_t val;			/* KO_FLAG: value written; bit number
					 * for kind handlers */
	/* Like parse, with the parse state (st->ctx, st->n, scratch). */
	int (*sparse)(struct kparse *st, const struct kopt *o, int argc,
		      char **argv);
	/* Appended (vxlan table): */
	const char *name;		/* canonical keyword for duplicate
					 * messages (NULL: kw) */
	const struct kword *words;	/* numbers: words standing for values */
	uint8_t slot;			/* KF_KEEP/KF_LATER: index into st->u */
	/* Print with the whole nest indexed by type (tb has maxattr + 1
	 * slots); called by kind_print_table whether or not attr is there. */
	void (*tprint)(struct ipctx *ctx, const struct kopt *o,
		       const struct nlattr *const *tb);
};

/* A word accepted in place of a number ("none", "unlimited"). */
struct kword {
	const char *word;
	uint64_t val;
};

struct link_kind {
	const char *name;		/* "veth", "bridge", "bridge_slave" */
	bool slave;			/* data goes to IFLA_INFO_SLAVE_DATA */
	uint16_t maxattr;		/* highest attribute in the data nest */
	const struct kopt *opts;	/* table, terminated by { .kw = NULL } */
	/* Parse "type KIND ARGS...": append to the data nest the core has
	 * opened in n (only called when there are args).  0 or exit status.
	 * NULL: the table engine kind_parse_table() is used. */
	int (*parse)(struct ipctx *ctx, const struct link_kind *k, int argc,
		     char **argv, struct nlmsghdr *n);
	/* Print the data nest (may be NULL) for -d; inside the JSON object
	 * "info_data" / "info_slave_data" the core has opened.  ifla is the
	 * link's top-level attribute table indexed by IFLA_*.
	 * NULL: kind_print_table() is used. */
	void (*print)(struct ipctx *ctx, const struct link_kind *k,
		      const struct nlattr *data,
		      const struct nlattr *const *ifla);
	void (*usage)(FILE *fp);
	/* Appended (kinds helper): */
	/* Keywords in the order iproute2 tries them (abbreviations resolve
	 * to the first keyword the argument is a prefix of); NULL: table
	 * order.  "help" is implied last. */
	const char *const *order;
	/* Called by kind_parse_table after the last argument (deferred
	 * attributes, cross-option checks).  0 or exit status. */
	int (*finish)(struct kparse *st);
	/* Prefix of "unknown option" messages: "%s: unknown command \"%s\"?"
	 * when NULL, else this format with the kind name and the word. */
	const char *unknown_fmt;
};

/* kopt.flags */
#define KF_EXACT	0x0001	/* keyword matched with strcmp, no abbreviation */
#define KF_BE		0x0002	/* number is big-endian in the attribute */
#define KF_HEX		0x0004	/* print "%#x" (text; JSON as that string) */
#define KF_INT		0x0008	/* print signed */
#define KF_DUP		0x0010	/* a second use is an error (duparg2) */
#define KF_NEG		0x0020	/* KO_FLAG/KO_BOOL spelling that writes 0 */
#define KF_TEXT		0x0040	/* print in text output only */
#define KF_JSON		0x0080	/* print in JSON output only */
#define KF_NOPRINT	0x0100	/* never printed (parse-only alias) */
#define KF_NONZERO	0x0200	/* print only when the value is not 0 */
/* Appended (vxlan table): */
#define KF_KEEP		0x0400	/* also store the value in st->u[slot] */
#define KF_LATER	0x0800	/* store in st->u[slot], do not encode
				 * (the kind's finish does) */
#define KF_TOGGLE	0x1000	/* KO_FLAG print: JSON bool always, text
				 * fmt when set, "no" fmt when clear */
#define KF_WORDS	0x2000	/* numbers print a value that one of
				 * words[] stands for as "KEY WORD " */
/* With KF_DUP, a keyword taking a value first needs the value (else
 * "Command line is not complete"), then reports the duplicate with
 * name (or kw) and the value; a bare keyword reports itself twice. */

/* Tables end with an all-zero entry: print-only entries have kw NULL
 * and a key, parse-only entries a kw and no key. */

/* Parse state for one "type KIND ARGS" (kind_parse_table and handlers). */
struct kparse {
	struct ipctx *ctx;
	const struct link_kind *k;
	struct nlmsghdr *n;
	bool create;			/* NLM_F_CREATE: "add", not "set" */
	uint64_t seen[4];		/* attributes given (for KF_DUP) */
	uint64_t u[8];			/* scratch for the kind's handlers */
	/* Appended (vxlan table): */
	uint64_t priv[8];		/* kind-private state (a struct of up
					 * to 64 bytes) */
};

/* The status kinds return where iproute2's parse_opt returns -1 (exit
 * status 1, not fatal: a -force batch goes on). */
#define KIND_EFAIL 1

/* Does the kind print an "info_data" / "info_slave_data" object at all?
 * (iproute2 opens it only for kinds with a printer; veth and ifb have
 * none.) */
bool kind_has_print(const struct link_kind *k);

/* Engine pieces for kind handlers. */
void kind_parse_init(struct kparse *st, struct ipctx *ctx,
		     const struct link_kind *k, struct nlmsghdr *n);
/* Find the option for argv[0] (prefix rules above), or NULL. */
const struct kopt *kind_lookup(const struct link_kind *k, const char *arg);
/* Parse one table option at argv[0]: returns extra args consumed (>= 0)
 * or -(exit status). */
int kind_parse_opt(struct kparse *st, const struct kopt *o, int argc,
		   char **argv);
/* The KF_DUP check alone (for handlers that check something first):
 * 0 or -(exit status). */
int kind_check_dup(struct kparse *st, const struct kopt *o, int argc,
		   char **argv);
/* Was attr given (by an option with KF_DUP)? */
bool kind_seen(const struct kparse *st, uint16_t attr);
/* Print one table option from its attribute. */
void kind_print_opt(struct ipctx *ctx, const struct kopt *o,
		    const struct nlattr *a);
/* Unknown word: "KIND: unknown command "X"?" + usage; returns KIND_EFAIL. */
int kind_unknown(const struct link_kind *k, const char *arg);
/* Attribute helpers on a request. */
int kind_put(struct nlmsghdr *n, uint16_t type, const void *data, size_t len);
int kind_put_u8(struct nlmsghdr *n, uint16_t type, uint8_t v);
int kind_put_u16(struct nlmsghdr *n, uint16_t type, uint16_t v);
int kind_put_u32(struct nlmsghdr *n, uint16_t type, uint32_t v);
int kind_put_u64(struct nlmsghdr *n, uint16_t type, uint64_t v);
struct nlattr *kind_nest_start(struct nlmsghdr *n, uint16_t type);
void kind_nest_end(struct nlmsghdr *n, struct nlattr *nest);
/* Index a nest's attributes by type (tb has maxattr + 1 slots). */
void kind_parse_nest(const struct nlattr **tb, unsigned int maxattr,
		     const struct nlattr *nest);
/* Bridge ids and timers as iproute2 prints them (shared by bridge and
 * bridge_slave). */
void kind_print_bridge_id(struct ipctx *ctx, const char *key,
			  const char *fmt, const struct nlattr *a);
void kind_print_timer(struct ipctx *ctx, const char *key,
		      const struct nlattr *a);

const struct link_kind *kind_find(const char *name);
const struct link_kind *kind_find_slave(const char *master_kind);

int kind_parse_table(struct ipctx *ctx, const struct link_kind *k, int argc,
		     char **argv, struct nlmsghdr *n);
void kind_print_table(struct ipctx *ctx, const struct link_kind *k,
		      const struct nlattr *data,
		      const struct nlattr *const *ifla);

#endif
