#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# rtmask.sh < LISTING: a route listing with what ticks masked (the expiry
# times and ages of routes and cache entries), text or JSON.
exec sed -E 's/(expires|"expires":) ?-?[0-9]+(sec)?/\1 N/g;
	s/(age|"age":) ?[0-9]+(sec)?/\1 N/g;
	s/(used|"used":) ?[0-9]+/\1 N/g'
