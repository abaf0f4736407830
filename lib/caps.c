// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * caps.c - drop file capabilities the way iproute2 does.
 *
 * Two system calls (capget, capset) do what libcap's cap_get_proc,
 * cap_get_flag, cap_clear and cap_set_proc did here, without loading a
 * library into every ip that starts.
 */
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/capability.h>

#include "caps.h"

int caps_drop(void)
{
	struct __user_cap_header_struct h = {
		.version = _LINUX_CAPABILITY_VERSION_3, .pid = 0,
	};
	struct __user_cap_data_struct d[_LINUX_CAPABILITY_U32S_3];

	/* root (also via sudo/su) keeps what it has */
	if (getuid() == 0 || geteuid() == 0)
		return 0;
	memset(d, 0, sizeof(d));
	if (syscall(SYS_capget, &h, d) != 0)
		return -1;
	/* a caller that passed CAP_NET_ADMIN on (ambient/inheritable)
	 * meant us to use it */
	if (d[CAP_TO_INDEX(CAP_NET_ADMIN)].inheritable & CAP_TO_MASK(CAP_NET_ADMIN))
		return 0;
	memset(d, 0, sizeof(d));
	return syscall(SYS_capset, &h, d) != 0 ? -1 : 0;
}
