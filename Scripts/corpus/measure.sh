#!/usr/bin/env bash
# Runs NavLint on each app of the corpus alone and prints what it saw and found.
#
#   Scripts/corpus/measure.sh DEST [NAVLINT_BINARY]
#
# DEST is the folder layout.sh filled; the apps are taken in manifest order (an app of the
# manifest that is not laid out is reported as absent). NAVLINT_BINARY defaults to `navlint`
# on PATH. For each app it runs
#     navlint lint OWNER+NAME -r json:REPORTS/OWNER+NAME.json -r text:REPORTS/OWNER+NAME.txt --explain
# from inside DEST (so reports name files relative to DEST), keeps its stderr in
# REPORTS/OWNER+NAME.err (and its stdout in .out), reads the summary lines on stderr ("Scanned ...", "Navigation: ...")
# and counts the findings of the json report by rule. An app whose run fails, crashes or
# times out is reported as such and the others still run.
#
# Output (stdout): a table per app, the totals, findings by rule per app and in total. Nothing
# in it names a folder of this machine, so it can be kept as a baseline and compared with diff.
#
# Environment: NAVLINT_CORPUS_MANIFEST (default: manifest.tsv next to this script),
# NAVLINT_CORPUS_REPORTS (default: DEST/.navlint-reports), NAVLINT_CORPUS_TIMEOUT (seconds per
# app, default 600), NAVLINT_CORPUS_JOBS (passed as --jobs; default: NavLint's own).
# Exit status: 0 when every app was measured, 1 when any run failed, crashed, timed out or
# was absent, 2 for usage errors.

set -u

usage() {
    echo "usage: $0 DEST [NAVLINT_BINARY]" >&2
    exit 2
}

[ $# -ge 1 ] && [ $# -le 2 ] || usage
case "$1" in -h|--help) usage ;; esac
[ -d "$1" ] || { echo "error: no folder $1 (lay the corpus out with layout.sh first)" >&2; exit 2; }
DEST=$(cd "$1" && pwd)
NAVLINT=${2:-navlint}
case "$NAVLINT" in
    */*) [ -x "$NAVLINT" ] || { echo "error: $NAVLINT is not an executable" >&2; exit 2; }
         NAVLINT=$(cd "$(dirname "$NAVLINT")" && pwd)/$(basename "$NAVLINT") ;;
    *) command -v "$NAVLINT" >/dev/null || { echo "error: no $NAVLINT on PATH" >&2; exit 2; } ;;
esac

SCRIPT_DIR=$(cd "$(dirname "$0")" && pwd)
MANIFEST=${NAVLINT_CORPUS_MANIFEST:-$SCRIPT_DIR/manifest.tsv}
REPORTS=${NAVLINT_CORPUS_REPORTS:-$DEST/.navlint-reports}
TIMEOUT=${NAVLINT_CORPUS_TIMEOUT:-600}
JOBS=${NAVLINT_CORPUS_JOBS:-}
[ -f "$MANIFEST" ] || { echo "error: no manifest at $MANIFEST" >&2; exit 2; }
mkdir -p "$REPORTS" || { echo "error: cannot create $REPORTS" >&2; exit 2; }

TIMEOUT_CMD=()
command -v timeout >/dev/null && TIMEOUT_CMD=(timeout -k 10 "$TIMEOUT")

ROWS=$(mktemp) || exit 2
RULES=$(mktemp) || exit 2
trap 'rm -f "$ROWS" "$RULES"' EXIT

failed=0
while IFS=$'\t' read -r repo commit arch _; do
    case "$repo" in ''|'#'*|repository) continue ;; esac
    name=${repo/\//+}
    app=$DEST/$name
    json=$REPORTS/$name.json
    text=$REPORTS/$name.txt
    err=$REPORTS/$name.err
    out=$REPORTS/$name.out
    if [ ! -d "$app" ]; then
        printf '%s\t%s\tabsent\n' "$repo" "$arch" >> "$ROWS"
        failed=$((failed + 1))
        continue
    fi
    stamp=$(cat "$app/.navlint-corpus-stamp" 2>/dev/null)
    [ "$stamp" = "$commit" ] || echo "warning: $repo is not laid out at the manifest's commit ${commit:0:12}; run layout.sh" >&2
    rm -f "$json" "$text" "$err" "$out"
    args=(lint "$name" -r "json:$json" -r "text:$text" --explain --color never)
    [ -n "$JOBS" ] && args+=(--jobs "$JOBS")
    echo "measuring $repo ..." >&2
    (cd "$DEST" && "${TIMEOUT_CMD[@]}" "$NAVLINT" "${args[@]}" > "$out" 2> "$err")
    rc=$?
    case $rc in
        0|1) status=ok ;;
        2) status="exit-2" ;;
        124|137) status=timeout ;;
        *) if [ $rc -gt 128 ]; then status="crash-sig$((rc - 128))"; else status="exit-$rc"; fi ;;
    esac
    [ "$status" = ok ] || { failed=$((failed + 1)); echo "  $repo: $status; see $err" >&2; }
    # "Scanned F files (L lines, ...)" and "Navigation: C containers (S stacks and columns, F read in
    # full), V value links (R resolved, U unresolved), P pushes (R resolved, U unresolved), D
    # destinations" (or the singulars).
    nums=$(awk '
        /^Scanned [0-9]+ files/ { files = $2; l = $4; sub(/^\(/, "", l); lines = l }
        /^Navigation: / {
            line = $0; gsub(/[(),]/, " ", line); n = split(line, w, " ")
            for (i = 1; i < n; i++) {
                if (w[i + 1] ~ /^containers?$/) cont = w[i]
                if (w[i + 1] ~ /^stacks?$/ && w[i + 2] == "and") ctx = w[i]
                if (w[i + 1] == "read" && w[i + 2] == "in" && w[i + 3] == "full") full = w[i]
                if (w[i + 1] == "value" && w[i + 2] ~ /^links?$/) { lr = w[i + 3]; lu = w[i + 5] }
                if (w[i + 1] ~ /^(pushes|push)$/) { pr = w[i + 2]; pu = w[i + 4] }
                if (w[i + 1] ~ /^destinations?$/) dests = w[i]
            }
        }
        END {
            printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s", (files == "" ? "-" : files), (lines == "" ? "-" : lines),
                (cont == "" ? "-" : cont), (ctx == "" ? "-" : ctx), (full == "" ? "-" : full), (lr == "" ? "-" : lr), (lu == "" ? "-" : lu),
                (pr == "" ? "-" : pr), (pu == "" ? "-" : pu), (dests == "" ? "-" : dests)
        }' "$err")
    if [ -s "$json" ]; then
        findings=$(grep -o '"rule" *: *"[^"]*"' "$json" | sed 's/.*"\([^"]*\)"$/\1/' | sort | uniq -c |
            awk '{print $2 "\t" $1}')
        total=$(printf '%s\n' "$findings" | awk -F'\t' 'NF == 2 {s += $2} END {print s + 0}')
        [ -n "$findings" ] && printf '%s\n' "$findings" | sed "s|^|$repo\t|" >> "$RULES"
    else
        total=-
        [ "$status" = ok ] && { status=no-report; failed=$((failed + 1)); }
    fi
    # --explain remarks about links and pushes whose value's type NavLint cannot read ([unresolved];
    # the [incomplete] ones are the stacks not read in full, counted above); they may be written to
    # the text report or to stdout, so both are counted.
    remarks=$(cat "$text" "$out" 2>/dev/null | grep ': remark: ' | grep -c '\[unresolved\]$')
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$repo" "$arch" "$status" "$nums" "$total" "$remarks" >> "$ROWS"
done < "$MANIFEST"

# Per-app table and totals.
echo "NavLint $("$NAVLINT" version 2>/dev/null | head -n 1) on $(awk -F'\t' '$1 != "" && $1 !~ /^#/ && $1 != "repository"' "$MANIFEST" | wc -l | tr -d ' ') apps of the manifest"
echo
awk -F'\t' '
    BEGIN {
        fmt = "%-38s %-22s %6s %7s %5s %9s %13s %13s %5s %8s %7s  %s\n"
        printf fmt, "app", "architecture", "files", "lines", "cont", "full/ctx", "links res/unr", "push res/unr", "dest", "findings", "remarks", "status"
    }
    $3 == "absent" { printf fmt, $1, $2, "-", "-", "-", "-", "-", "-", "-", "-", "-", "absent"; bad++; next }
    {
        printf fmt, $1, $2, $4, $5, $6, $8 "/" $7, $9 "/" $10, $11 "/" $12, $13, $14, $15, $3
        apps++
        if ($3 != "ok") bad++
        for (i = 4; i <= 15; i++) if ($i ~ /^[0-9]+$/) sum[i] += $i
    }
    END {
        printf fmt, "TOTAL (" apps " apps measured)", "", sum[4] + 0, sum[5] + 0, sum[6] + 0, (sum[8] + 0) "/" (sum[7] + 0), (sum[9] + 0) "/" (sum[10] + 0), (sum[11] + 0) "/" (sum[12] + 0), sum[13] + 0, sum[14] + 0, sum[15] + 0, (bad + 0) " not ok"
        links = sum[9] + sum[10]; pushes = sum[11] + sum[12]
        printf "\ncontexts (stacks and columns) read in full: %d of %d (%s)\n", sum[8], sum[7], (sum[7] ? sprintf("%.1f%%", 100 * sum[8] / sum[7]) : "-")
        printf "unresolved value links: %d of %d (%s); unresolved pushes: %d of %d (%s)\n",
            sum[10], links, (links ? sprintf("%.1f%%", 100 * sum[10] / links) : "-"),
            sum[12], pushes, (pushes ? sprintf("%.1f%%", 100 * sum[12] / pushes) : "-")
    }' "$ROWS"

# Apps that see navigation but where NavLint resolves or finds nothing are worth a look.
awk -F'\t' '$3 == "ok" && $14 == 0 && ($9 + $10 + $11 + $12) == 0 && $6 > 0 { q = q (q ? ", " : "") $1 }
    END { if (q) print "apps with containers but no value link, no push and no finding: " q }' "$ROWS"

echo
echo "Findings by rule, per app:"
if [ -s "$RULES" ]; then
    awk -F'\t' '{ line[$1] = line[$1] (line[$1] ? ", " : "") $2 " " $3; if (!($1 in order)) { order[$1] = ++n; names[n] = $1 } }
        END { for (i = 1; i <= n; i++) printf "  %-38s %s\n", names[i], line[names[i]] }' "$RULES"
else
    echo "  (none)"
fi
echo
echo "Findings by rule, total:"
printf '  %-32s %8s %5s\n' "rule" "findings" "apps"
if [ -s "$RULES" ]; then
    awk -F'\t' '{ f[$2] += $3; a[$2]++ } END { for (r in f) printf "  %-32s %8d %5d\n", r, f[r], a[r] }' "$RULES" | sort -k2,2nr -k1,1
fi

[ $failed = 0 ]
