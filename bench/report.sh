#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# report.sh OUTDIR: turns OUTDIR/raw.csv (one row per repetition) into
#   OUTDIR/bench.csv   medians: tool,mode,op,N,count,reps,median_s,per_op_us,
#                      peak_kib,status
#   OUTDIR/summary.md  per-op cost table with ratios, peak RSS table
#   OUTDIR/*.png       per-op cost against N, one line per tool (gnuplot)
# Run by run.sh; can be re-run alone on an existing raw.csv.

set -u
export LC_ALL=C

out=${1:-bench/results}
raw=$out/raw.csv
csv=$out/bench.csv
md=$out/summary.md
work=$out/tmp
[ -s "$raw" ] || { echo "report: no $raw" >&2; exit 1; }
mkdir -p "$work/plot"

# REPORT_KIND=containers: the container benchmark (bench/containers.sh)
kind=${REPORT_KIND:-veth}

# Display order; also used to sort bench.csv.
if [ "$kind" = containers ]; then
	MODES="shell batch scale"
	OPS="setup teardown setup-move teardown-move setup-host setup-ns"
else
	MODES="shell batch show addr nexthop"
	OPS="add up del delgroup group show show-d show-j show-br show-dev show-groups show-id route-add route-show flush"
fi
TOOLS="ours iproute2 busybox floor"

# --- medians -------------------------------------------------------------
# Rows sorted by key, seconds ascending within a key; the middle one (or
# the mean of the middle two) is the median.  Peak RSS: the largest seen.
# status: "ok", or the first failure and how many repetitions failed;
# when every repetition failed the time is NA.
tail -n +2 "$raw" | sort -t, -k1,1 -k2,2 -k3,3 -k4,4n -k6,6g |
	awk -F, -v modes="$MODES" -v ops="$OPS" -v tools="$TOOLS" '
	BEGIN {
		nm = split(modes, m, " "); for (i = 1; i <= nm; i++) mr[m[i]] = i
		no = split(ops, o, " "); for (i = 1; i <= no; i++) orank[o[i]] = i
		nt = split(tools, t, " "); for (i = 1; i <= nt; i++) tr[t[i]] = i
	}
	function flush(   med, st, per, k) {
		if (key == "") return
		if (ngood == 0) { med = "NA"; per = "NA" }
		else {
			if (ngood % 2) med = good[(ngood + 1) / 2]
			else med = (good[ngood / 2] + good[ngood / 2 + 1]) / 2
			per = cnt > 0 ? sprintf("%.1f", med / cnt * 1e6) : "NA"
			med = sprintf("%.6f", med)
		}
		st = nbad ? sprintf("%s (%d/%d)", firstbad, nbad, nrep) : "ok"
		k = sprintf("%02d %02d %08d %02d", mr[kmode], orank[kop], kn, tr[ktool])
		printf "%s|%s,%s,%s,%d,%d,%d,%s,%s,%s,%s\n", k, ktool, kmode, kop, kn, cnt, nrep, med, per, (peak == "" ? "NA" : peak), st
	}
	{
		k = $1 "," $2 "," $3 "," $4
		if (k != key) {
			flush()
			key = k; ktool = $1; kmode = $2; kop = $3; kn = $4
			cnt = $5; nrep = 0; ngood = 0; nbad = 0; firstbad = ""; peak = ""
		}
		nrep++
		if ($8 == "ok") good[++ngood] = $6
		else { nbad++; if (firstbad == "") firstbad = $8 }
		if ($7 != "NA" && (peak == "" || $7 + 0 > peak + 0)) peak = $7
	}
	END { flush() }' | sort | cut -d'|' -f2- >"$work/medians"
{
	echo "tool,mode,op,N,count,reps,median_s,per_op_us,peak_kib,status"
	cat "$work/medians"
} >"$csv"

# --- summary.md ----------------------------------------------------------
present=$(cut -d, -f1 "$work/medians" | sort -u | tr '\n' ' ')
tools=""
for t in $TOOLS; do case " $present " in *" $t "*) tools="$tools $t" ;; esac; done

{
	if [ "$kind" = containers ]; then
		echo "# container benchmark: our ip against iproute2 and the kernel floor"
	else
		echo "# veth benchmark: our ip against iproute2 and the kernel floor"
	fi
	echo
	if [ -s "$work/env.txt" ]; then
		sed 's/^/    /' "$work/env.txt"
		echo
	fi
	if [ "$kind" = containers ]; then
		cat <<'EOF'
Cost per container in µs, median of the repetitions. shell and batch:
container N set up (or torn down) with N-1 containers present; shell is
one process per command (9 for a setup, 10 with the peer moved, 2 for a
teardown), batch one `ip -batch` of the host lines plus one
`ip -n cN -batch` of the lines inside (teardown: one `ip -batch`); the
floor is one `bench/floor` process in both. scale: containers 1..N set
up from none (setup-host: the one `ip -batch` of every host line,
setup-ns: the N `ip -n cI -batch` processes, setup: both), then all torn
down by one `ip -batch` (teardown; the floor by one group delete), cost
divided by N. Teardowns are timed until the host holds no link of theirs.
Ratios are cost divided by cost: below 1 means faster. `NA`: the tool
failed or cannot (status in bench.csv; busybox has no netns support).

EOF
	else
		cat <<'EOF'
Per-op cost in µs, median of the repetitions. An op is: one process
(shell mode), one batch line (batch mode: add/up/del; delgroup = one
`link set dev vethX group 7` line per pair plus one `link del group 7`,
cost per pair), or one whole command (show ops, with N pairs present, so
2N+1 links). Ratios are cost divided by cost: below 1 means faster. `NA`:
the tool failed on that op (see status in bench.csv). Shell and batch `del`
delete at most the capped number of pairs (count column). Mode `addr`
(ours and iproute2 only): `add` is one `ip addr add ... dev vethI`
process on another pair each time; the show ops run with one address on
every pair. Mode `nexthop` (ours and iproute2 only; N is the number of
nexthops there): `add` and `route-add` are batch lines, `group` a batch
line adding a group of 16, `flush` one command (cost per nexthop), the
show ops run with N nexthops and N/16 groups present (`route-show` with N
routes through them).

EOF
	fi
	awk -F, -v tools="$tools" -v kind="$kind" '
	BEGIN { nt = split(tools, t, " ") }
	function val(tool, r) {
		r = (tool SUBSEP row) in per ? per[tool, row] : ""
		return r
	}
	function cell(v) { return v == "" ? "-" : v }
	function ratio(a, b) {
		if (a == "" || b == "" || a == "NA" || b == "NA" || b + 0 == 0) return "-"
		return sprintf("%.2f", a / b)
	}
	NR > 1 {
		row = $2 "," $3 "," $4
		if (!(row in seen)) { seen[row] = 1; rows[++nr] = row; cnt[row] = $5 }
		per[$1, row] = ($10 == "ok" ? $8 : "NA")
		rss[$1, row] = $9
	}
	END {
		printf "| mode | op | N | count |"
		for (i = 1; i <= nt; i++) printf " %s µs |", t[i]
		printf " ours/iproute2 | ours/floor | iproute2/floor |\n"
		printf "|---|---|---:|---:|"
		for (i = 1; i <= nt; i++) printf "---:|"
		printf "---:|---:|---:|\n"
		for (r = 1; r <= nr; r++) {
			row = rows[r]; split(row, k, ",")
			printf "| %s | %s | %s | %s |", k[1], k[2], k[3], cnt[row]
			for (i = 1; i <= nt; i++) printf " %s |", cell(val(t[i]))
			printf " %s | %s | %s |\n", ratio(val("ours"), val("iproute2")),
				ratio(val("ours"), val("floor")), ratio(val("iproute2"), val("floor"))
		}
		printf "\n## Peak RSS (KiB)\n\n"
		if (kind == "containers") {
			printf "GNU time %%M of the one `ip -batch` of the scale rows (setup: the\n"
			printf "host batch of every container; teardown: the delete batch); the\n"
			printf "largest over the repetitions. Other rows are not run under GNU time.\n\n"
		} else {
		printf "GNU time %%M of one process per op: in shell mode the last process\n"
		printf "of the phase (with the most links present), in batch mode the `ip -batch`\n"
		printf "process, for show ops one extra run; the largest over the repetitions.\n\n"
		}
		printf "| mode | op | N |"
		for (i = 1; i <= nt; i++) printf " %s |", t[i]
		printf "\n|---|---|---:|"
		for (i = 1; i <= nt; i++) printf "---:|"
		printf "\n"
		for (r = 1; r <= nr; r++) {
			row = rows[r]; split(row, k, ",")
			printf "| %s | %s | %s |", k[1], k[2], k[3]
			for (i = 1; i <= nt; i++) {
				v = (t[i] SUBSEP row) in rss ? rss[t[i], row] : "-"
				printf " %s |", v
			}
			printf "\n"
		}
	}' "$csv"
	# growth: does the per-op cost depend on how many are present?
	[ "$kind" = containers ] && awk -F, -v tools="$tools" '
	BEGIN { nt = split(tools, t, " ") }
	NR > 1 && $10 == "ok" && $8 != "NA" {
		row = $1 "," $2 "," $3
		if (!(row in lo) || $4 + 0 < lon[row]) { lo[row] = $8; lon[row] = $4 + 0 }
		if (!(row in hi) || $4 + 0 > hin[row]) { hi[row] = $8; hin[row] = $4 + 0 }
		if (!(($2 "," $3) in seen)) { seen[$2 "," $3] = 1; rows[++nr] = $2 "," $3 }
	}
	END {
		any = 0
		for (r = 1; r <= nr; r++) for (i = 1; i <= nt; i++)
			if (((t[i] "," rows[r]) in lo) && lon[t[i] "," rows[r]] != hin[t[i] "," rows[r]]) any = 1
		if (!any) exit
		printf "\n## Growth\n\nPer-op cost at the largest N divided by the cost at the smallest\n"
		printf "(1 = flat: the cost does not depend on how many are present).\n\n"
		printf "| mode | op |"
		for (i = 1; i <= nt; i++) printf " %s |", t[i]
		printf "\n|---|---|"
		for (i = 1; i <= nt; i++) printf "---:|"
		printf "\n"
		for (r = 1; r <= nr; r++) {
			split(rows[r], k, ",")
			printf "| %s | %s |", k[1], k[2]
			for (i = 1; i <= nt; i++) {
				key = t[i] "," rows[r]
				if ((key in lo) && lon[key] != hin[key] && lo[key] + 0 > 0)
					printf " %.2f (%d -> %d) |", hi[key] / lo[key], lon[key], hin[key]
				else printf " - |"
			}
			printf "\n"
		}
	}' "$csv"
	if [ "$kind" = containers ]; then
		# a tool that cannot do any of it: one line, not one per row
		unsup=$(grep ',unsupported' "$work/medians" | cut -d, -f1 | sort -u | tr '\n' ' ')
		failed=$(grep -v ',ok$' "$work/medians" | grep -v ',unsupported')
	else
		unsup=
		failed=$(grep -v ',ok$' "$work/medians")
	fi
	if [ -n "$failed" ] || [ -n "$unsup" ]; then
		echo
		echo "## Failures"
		echo
		[ -n "$unsup" ] && echo "- unsupported, every row: ${unsup% } (no network namespace support)"
		[ -n "$failed" ] && echo "$failed" | awk -F, '{ printf "- %s %s %s N=%s: %s\n", $1, $2, $3, $4, $10 }'
	fi
	echo
	echo "## Plots"
	echo
	echo "![overview](overview.png)"
	echo
	for mode in $MODES; do
		for op in $OPS; do
			[ -e "$out/$mode-$op.png" ] || grep -q "^[^,]*,$mode,$op," "$work/medians" || continue
			echo "- [$mode $op]($mode-$op.png)"
		done
	done
} >"$md"

# --- plots ---------------------------------------------------------------
if ! command -v gnuplot >/dev/null; then
	echo "report: gnuplot not found (apt-get install -y gnuplot-nox): no plots" >&2
	exit 0
fi
rm -f "$work"/plot/*.dat "$out"/*.png
awk -F, -v dir="$work/plot" 'NR > 1 && $10 == "ok" && $8 != "NA" {
	f = dir "/" $2 "-" $3 "-" $1 ".dat"
	print $4, $8 >> f
}' "$csv"

color_of() {
	case $1 in
	ours) echo '#d62728' ;;
	iproute2) echo '#1f77b4' ;;
	busybox) echo '#2ca02c' ;;
	*) echo '#000000' ;;
	esac
}

# plot commands for one mode-op panel, or nothing when it has no data
panel() {
	local mode=$1 op=$2 t f sep="" c dt cmd=""
	for t in $TOOLS; do
		f=$work/plot/$mode-$op-$t.dat
		[ -s "$f" ] || continue
		c=$(color_of "$t")
		dt=1
		[ "$t" = floor ] && dt=2
		cmd="$cmd$sep'$f' using 1:2 with linespoints lw 2 pt 7 ps 0.8 dt $dt lc rgb '$c' title '$t'"
		sep=", "
	done
	[ -n "$cmd" ] && echo "plot $cmd"
}

title_of() {
	case $1-$2 in
	shell-add) echo "shell: ip link add (per process)" ;;
	shell-up) echo "shell: ip link set up (per process)" ;;
	shell-del) echo "shell: ip link del (per process)" ;;
	batch-add) echo "batch: link add (per line)" ;;
	batch-up) echo "batch: link set up (per line)" ;;
	batch-del) echo "batch: link del (per line)" ;;
	batch-delgroup) echo "batch: set group + del group (per pair)" ;;
	show-show) echo "ip link show (per command)" ;;
	show-show-d) echo "ip -d link show (per command)" ;;
	show-show-j) echo "ip -j link show (per command)" ;;
	show-show-br) echo "ip -br link show (per command)" ;;
	show-show-dev) echo "ip link show dev X (per command)" ;;
	addr-add) echo "shell: ip addr add (per process)" ;;
	addr-show-br) echo "ip -br addr show (per command)" ;;
	addr-show) echo "ip addr show (per command)" ;;
	addr-show-dev) echo "ip addr show dev X (per command)" ;;
	shell-setup) echo "shell: one container set up (processes)" ;;
	shell-setup-move) echo "shell: set up, peer moved in (processes)" ;;
	shell-teardown) echo "shell: one container torn down (processes)" ;;
	shell-teardown-move) echo "shell: torn down after a move (processes)" ;;
	batch-setup) echo "batch: one container set up (2 batches)" ;;
	batch-setup-move) echo "batch: set up, peer moved in (2 batches)" ;;
	batch-teardown) echo "batch: one container torn down (1 batch)" ;;
	batch-teardown-move) echo "batch: torn down after a move (1 batch)" ;;
	scale-setup) echo "scale: N containers set up (per container)" ;;
	scale-setup-host) echo "scale: host batch of N containers (per container)" ;;
	scale-setup-ns) echo "scale: N ip -n cI -batch (per container)" ;;
	scale-teardown) echo "scale: N containers torn down (per container)" ;;
	nexthop-add) echo "batch: nexthop add (per line)" ;;
	nexthop-group) echo "batch: nexthop add group of 16 (per line)" ;;
	nexthop-show) echo "ip nexthop show (per command)" ;;
	nexthop-show-j) echo "ip -j nexthop show (per command)" ;;
	nexthop-show-groups) echo "ip nexthop show groups (per command)" ;;
	nexthop-show-id) echo "ip nexthop show id X (per command)" ;;
	nexthop-route-add) echo "batch: route add nhid I (per line)" ;;
	nexthop-route-show) echo "ip route show, N nhid routes (per command)" ;;
	nexthop-flush) echo "ip nexthop flush (per nexthop)" ;;
	*) echo "$1 $2" ;;
	esac
}

if [ "$kind" = containers ]; then
	common="set logscale xy; set grid; set key top left; set xlabel 'N (containers present, or made at once)'; set ylabel 'µs per container'; set format y '%g'; set xtics ('2' 2, '5' 5, '10' 10, '20' 20, '50' 50, '100' 100, '200' 200, '500' 500, '1000' 1000, '2000' 2000, '5000' 5000, '10000' 10000); set offsets graph 0.05, graph 0.05, graph 0.1, graph 0.1"
	layout="3,4"
	size="1800,1250"
	otitle="container benchmark: cost per container against N (log-log; flat = cost does not grow with N)"
else
	common="set logscale xy; set grid; set key top left; set xlabel 'N (veth pairs)'; set ylabel 'µs per op'; set format y '%g'; set xtics ('200' 200, '400' 400, '1000' 1000, '2000' 2000, '5000' 5000, '10000' 10000, '20000' 20000); set offsets graph 0.05, graph 0.05, graph 0.1, graph 0.1"
	layout="5,5"
	size="2200,2050"
	otitle="veth benchmark: per-op cost against N (log-log; flat = cost does not grow with N)"
fi
term="pngcairo enhanced font 'DejaVu Sans,10'"

gp=$work/plot/plots.gp
{
	echo "$common"
	for mode in $MODES; do
		for op in $OPS; do
			p=$(panel "$mode" "$op") || continue
			[ -n "$p" ] || continue
			echo "set terminal $term size 800,500"
			echo "set output '$out/$mode-$op.png'"
			echo "set title '$(title_of "$mode" "$op")'"
			echo "$p"
			echo "unset output"
		done
	done
	echo "set terminal $term size $size"
	echo "set output '$out/overview.png'"
	echo "set multiplot layout $layout title '$otitle'"
	for mode in $MODES; do
		for op in $OPS; do
			p=$(panel "$mode" "$op") || continue
			[ -n "$p" ] || continue
			echo "set title '$(title_of "$mode" "$op")'"
			echo "$p"
		done
	done
	echo "unset multiplot"
	echo "unset output"
} >"$gp"
# (one N gives an empty x range, one value an empty y range: gnuplot warns and copes)
if ! gnuplot "$gp" 2>"$work/plot/gnuplot.err"; then
	cat "$work/plot/gnuplot.err" >&2
	echo "report: gnuplot failed ($gp)" >&2
	exit 1
fi
grep -v 'empty [xy] range' "$work/plot/gnuplot.err" >&2 || true
