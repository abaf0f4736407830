/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nl_sink.h - what the fuzzers tell the kernel-less nl.h (nl_sink.c).
 */
#ifndef IP_NL_SINK_H
#define IP_NL_SINK_H

#include <stddef.h>

/* The messages every dump answers with (NULL: none). */
extern const void *nl_sink_replies;
extern size_t nl_sink_replies_len;

#endif
