#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# deps.sh - make sure what building and testing need is installed.
# As root, missing Debian packages are installed with apt-get; otherwise
# the script says what is missing and how to get it (and does not fail,
# so "make check" can still run what it can).
set -u

# package:command-or-file that proves it is there
need="
build-essential:/usr/bin/gcc
build-essential:/usr/bin/make
pkg-config:/usr/bin/pkg-config
libmnl-dev:/usr/include/libmnl/libmnl.h
libelf-dev:/usr/include/libelf.h
libcap-dev:/usr/include/sys/capability.h
iproute2:/usr/sbin/ip
strace:/usr/bin/strace
gnuplot-nox:/usr/bin/gnuplot
time:/usr/bin/time
libcap2-bin:/usr/sbin/setcap
perl:/usr/bin/prove
util-linux:/usr/bin/unshare
clang:/usr/bin/clang
llvm:/usr/bin/llc
iputils-ping:/usr/bin/ping
python3:/usr/bin/python3
"

missing=
for item in $need; do
	pkg=${item%%:*}
	path=${item#*:}
	if [ ! -e "$path" ]; then
		case " $missing " in
		*" $pkg "*) ;;
		*) missing="$missing $pkg" ;;
		esac
	fi
done
missing=${missing# }

if [ -z "$missing" ]; then
	exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
	echo "deps: installing: $missing"
	export DEBIAN_FRONTEND=noninteractive
	# A fresh machine may have no package lists yet.
	if ! apt-get install -y --no-install-recommends $missing; then
		apt-get update && apt-get install -y --no-install-recommends $missing || {
			echo "deps: apt-get failed; install by hand: $missing" >&2
			exit 1
		}
	fi
	exit 0
fi

echo "deps: missing packages: $missing" >&2
echo "deps: as root: apt-get install $missing" >&2
exit 0
