/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * array.h - the number of elements of an array (of an array only: for a
 * pointer it would be wrong, and -Wsizeof-pointer-div says so).
 */
#ifndef IP_ARRAY_H
#define IP_ARRAY_H

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#endif
