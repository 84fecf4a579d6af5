#!/usr/bin/env bash
# Lints every app of the corpus and compares the findings with the review table (review.tsv): prints the findings
# no one has reviewed yet, the reviewed true findings that are gone, and the precision of what is reported now.
#
#   Scripts/corpus/review-check.sh DEST [NAVLINT_BINARY]
#
# DEST is the folder layout.sh filled. Exit status: 0 when every finding is reviewed and no true finding is lost,
# 1 otherwise, 2 on usage errors. A finding is matched by repository, file, line and rule.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || { echo "usage: $0 DEST [NAVLINT_BINARY]" >&2; exit 2; }
dest=$1
navlint=${2:-"$here/../../.build/release/navlint"}
case $navlint in /*) ;; *) navlint="$PWD/$navlint" ;; esac
[ -d "$dest" ] || { echo "error: $dest is not a folder; lay the corpus out with layout.sh first" >&2; exit 2; }
[ -x "$navlint" ] || { echo "error: $navlint is not an executable; build with 'swift build -c release' or name a binary" >&2; exit 2; }
manifest=${NAVLINT_CORPUS_MANIFEST:-"$here/manifest.tsv"}
review=${NAVLINT_CORPUS_REVIEW:-"$here/review.tsv"}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

# One line per finding: repository, file, line, rule.
awk -F'\t' '$1 != "" && $1 !~ /^#/ && $1 != "repository" { print $1 }' "$manifest" | while read -r repo; do
    folder=${repo/\//+}
    [ -d "$dest/$folder" ] || { echo "warning: $repo is not laid out in $dest; skipped" >&2; continue; }
    (cd "$dest" && "$navlint" lint "$folder" -q --jobs "${NAVLINT_CORPUS_JOBS:-2}" 2>/dev/null) |
        sed -n -E 's/^([^ ][^:]*):([0-9]+):[0-9]+: (error|warning|info): .*\[([a-z-]+)\]$/\1\t\2\t\4/p' |
        awk -F'\t' -v repo="$repo" -v folder="$folder" '{ f = $1; if (index(f, folder "/") == 1) f = substr(f, length(folder) + 2); print repo "\t" f "\t" $2 "\t" $3 }'
done | sort -u > "$work/now.tsv"

awk -F'\t' '
    FNR == NR { if (FNR > 1) { verdict[$1 "\t" $2 "\t" $3 "\t" $4] = $5 }; next }
    { key = $0; seen[key] = 1; n++
      if (key in verdict) { counted[verdict[key]]++; if (verdict[key] == "false") falses = falses "  " key "\n" } else { unreviewed = unreviewed "  " key "\n"; u++ } }
    END {
        for (k in verdict) if (verdict[k] == "true" && !(k in seen)) { lost = lost "  " k "\n"; l++ }
        printf "findings now: %d (reviewed true %d, false %d, unsure %d; not reviewed %d)\n", n, counted["true"], counted["false"], counted["unsure"], u
        judged = counted["true"] + counted["false"]
        if (judged > 0) printf "precision of the reviewed findings: %.1f %% (%d of %d)\n", 100 * counted["true"] / judged, counted["true"], judged
        if (falses != "") printf "reported now and judged false:\n%s", falses
        if (u > 0) printf "not reviewed (add them to review.tsv with a verdict):\n%s", unreviewed
        if (l > 0) printf "true findings no longer reported:\n%s", lost
        exit (u > 0 || l > 0) ? 1 : 0
    }' "$review" "$work/now.tsv"
