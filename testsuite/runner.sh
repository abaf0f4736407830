# SPDX-License-Identifier: GPL-2.0-or-later
# testsuite/runner.sh TOOL OUTDIR SCRIPT [MASK]
#
# Used by dscript (lib.sh), inside a fresh network namespace: runs each
# command line of SCRIPT, where "ip" is TOOL and "ref" the oracle, and
# leaves OUTDIR/N.out, N.err, N.rc for the Nth line, then OUTDIR/state:
# the namespace's links as the oracle prints them with -d -j -p.
tool=$1
out=$2
script=$3
mask=${4:-}
IPT_NO_UNSHARE=1
IPT_NETNS=$$
export IPT_NO_UNSHARE IPT_NETNS
. "$top/testsuite/lib.sh"

# Lines may also name the tool as "$IPT_TOOL" (e.g. after setpriv).
IPT_TOOL=$tool
export IPT_TOOL
ip() { timeout "$IPT_TIMEOUT" "$tool" "$@"; }
ref() { timeout "$IPT_TIMEOUT" "$REF_IP" "$@"; }

n=0
while IFS= read -r line; do
	case $line in
	''|'#'*) continue ;;
	esac
	n=$((n + 1))
	# Before printing, let late changes (operstate) land (unless the
	# script changes no operstate: IPT_NO_LINE_WAIT=1)
	case ${IPT_NO_LINE_WAIT:-}:$line in
	:*show*|:*" list"*|:*" lst"*|:*" sh"*) link_wait ;;
	esac
	eval "$line" >"$out/$n.out" 2>"$out/$n.err" </dev/null
	echo $? >"$out/$n.rc"
done <"$script"
# Timers and MACs masked in every output at once (one process, not four
# per line).
if [ $n -gt 0 ]; then
	set --
	i=1
	while [ $i -le $n ]; do
		set -- "$@" "$out/$i.out" "$out/$i.err"
		i=$((i + 1))
	done
	IPT_NO_SHOW_MASK=1 mask_files "$mask" "$@"
fi
link_state "$out/state" "$mask"
