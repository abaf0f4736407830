/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * journal.h - the batch delete journal.
 *
 * Before a coalesced delete moves devices into its scratch group, it writes
 * each device's index and original group to a file under JOURNAL_DIR, one
 * per process and network namespace; it removes the file once the group
 * delete is over.  A process killed in between (SIGKILL cannot be held)
 * leaves the file behind: the next ip process that opens the same
 * namespace, seeing that the writer is gone (its lock on the file is
 * free), moves every device still in the scratch group back to its
 * original group (it never deletes), then removes the file.
 */
#ifndef IP_JOURNAL_H
#define IP_JOURNAL_H

#include <stddef.h>
#include <stdint.h>

#define JOURNAL_DIR "/run/ip-batch"

struct nl;
struct journal;

struct journal_ent {
	int index;
	uint32_t group;		/* where the device was before the move */
};

/* Write the journal of one move into scratch group `group`.  NULL with
 * errno set if it cannot be written (the caller must not move then). */
struct journal *journal_begin(uint32_t group, const struct journal_ent *e,
			      size_t n);
/* The moves are undone or the devices deleted: remove the file. */
void journal_end(struct journal *j);

/* Undo what dead writers in this namespace left: returns how many
 * devices were moved back (or -errno if the directory cannot be read;
 * no directory is 0, after one stat).  Every ip calls it as it opens a
 * namespace's rtnetlink socket; a handle without a socket does nothing. */
int journal_recover(struct nl *nl);

#endif
