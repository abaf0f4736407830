// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * caps.c - drop file capabilities the way iproute2 does.
 */
#include <unistd.h>

#include "caps.h"

#ifdef HAVE_LIBCAP
#include <sys/capability.h>

int caps_drop(void)
{
	cap_flag_value_t inh = CAP_CLEAR;
	cap_t c;
	int ret = 0;

	/* root (also via sudo/su) keeps what it has */
	if (getuid() == 0 || geteuid() == 0)
		return 0;
	c = cap_get_proc();
	if (!c)
		return -1;
	if (cap_get_flag(c, CAP_NET_ADMIN, CAP_INHERITABLE, &inh) != 0)
		ret = -1;
	/* a caller that passed CAP_NET_ADMIN on (ambient/inheritable)
	 * meant us to use it */
	else if (inh == CAP_CLEAR &&
		 (cap_clear(c) != 0 || cap_set_proc(c) != 0))
		ret = -1;
	cap_free(c);
	return ret;
}
#else
int caps_drop(void)
{
	return 0;
}
#endif
