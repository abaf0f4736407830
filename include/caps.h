/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * caps.h - capability handling as iproute2 does it: a non-root user's ip
 * (file capabilities) drops every capability unless CAP_NET_ADMIN is
 * inheritable, so it cannot act with more power than its caller meant.
 */
#ifndef IP_CAPS_H
#define IP_CAPS_H

/* 0, or -1 if the capability state could not be read or set. */
int caps_drop(void);

#endif
