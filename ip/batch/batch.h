/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * batch.h - batch file reading with iproute2's line rules: '#' comments,
 * backslash-newline continuation, whitespace splitting, single and double
 * quotes, at most 511 words a line.
 */
#ifndef IP_BATCH_H
#define IP_BATCH_H

#include <stdio.h>
#include <stdbool.h>

#define BATCH_MAX_ARGS 512

struct batch_reader;

/* Open FILE ("-" or NULL: standard input).  NULL on error, with errno. */
struct batch_reader *batch_open(const char *name);
/* Read from an open stream (not closed by batch_close). */
struct batch_reader *batch_open_fp(FILE *fp);
void batch_close(struct batch_reader *br);

/* Read the next command.  Returns its word count (0 for an empty line),
 * -1 at end of input, or -2 for a fatal error ("Unterminated quoted
 * string", "Too many arguments to command": iproute2 exits 1).  Nothing is
 * printed: batch_error() gives the message, if any ("Missing continuation
 * line" comes with -1), for the driver to print once the lines before it
 * have reported.  *argv stays valid until the next call; *lineno is the
 * line number of the command's last line. */
int batch_next(struct batch_reader *br, char ***argv, int *lineno);
const char *batch_error(const struct batch_reader *br);

/* True if input is already buffered or readable without blocking. */
bool batch_input_ready(struct batch_reader *br);

/* Split a line in place into words: the line rules above, shared by the
 * reader and its unit tests.  Returns the count, or -2 with *err set. */
int batch_split(char *line, char **argv, int max, const char **err);

#endif
