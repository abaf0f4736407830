/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ip.h - what the top level offers the objects.
 */
#ifndef IP_IP_H
#define IP_IP_H

/* Print "ip help" to stderr; returns the exit status to use. */
int ip_usage(void);

#endif
