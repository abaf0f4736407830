/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * verb.h - the one verb table: what the word after an object ("add",
 * "show", "flush", ...) runs.  An object's verbs are rows, tested in
 * their order, which is iproute2's (it decides what an abbreviation
 * means: "ip address s" is show because no row before it matches "s");
 * a row carries what its command needs (the request type and flags of an
 * add/change/replace/delete, the mode of a list/flush/save), so one
 * function serves every row of its kind.
 */
#ifndef IP_VERB_H
#define IP_VERB_H

#include <stdbool.h>
#include <stdint.h>

struct ipctx;
struct verb;

/* A verb's command: the words after the verb.  Returns an exit status. */
typedef int (*verb_fn)(struct ipctx *ctx, const struct verb *v, int argc,
		       char **argv);

struct verb {
	const char *word;	/* NULL ends the table */
	verb_fn run;
	uint16_t cmd;		/* the request type (RTM_NEW*, RTM_DEL*, ...) */
	uint16_t flags;		/* its NLM_F_* flags */
	int mode;		/* the object's own: list, flush, save, ... */
	bool exact;		/* the whole word only ("chg"), not a prefix */
	int (*usage)(void);	/* instead of run: "help" (the usage's status) */
	const struct verb_set *sub; /* instead of run: the next word is one
				 * of these verbs (an object's row) */
};

struct verb_set {
	const char *obj;	/* "address": "try \"ip address help\"" */
	const struct verb *none; /* run with no verb (argc 0); NULL: IP_EARG */
	const struct verb *verbs;
	bool exact;		/* every verb whole words only (ip stats) */
	int unknown_status;	/* an unknown verb's status; 0: IP_EARG */
	/* an unknown verb's message, taking the word and obj; NULL:
	 * "Command \"%s\" is unknown, try \"ip %s help\".\n" */
	const char *unknown_fmt;
	/* run before the row found (0 or a status): what the row needs
	 * made first (an object's mount view) */
	int (*prepare)(struct ipctx *ctx, const struct verb *v);
};

/* The verb argv[0] names, run on the words after it; with no word,
 * set->none.  An unknown verb: iproute2's "Command \"W\" is unknown, try
 * \"ip OBJ help\"." on stderr.  A row with neither run, usage nor sub
 * is known but not ours: IP_UNIMPL. */
int verb_run(struct ipctx *ctx, const struct verb_set *set, int argc,
	     char **argv);
/* The row argv[0] names, or NULL. */
const struct verb *verb_find(const struct verb_set *set, const char *word);

#endif
