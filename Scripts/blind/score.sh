#!/usr/bin/env bash
# Scores a NavLint binary on the blind evaluation set (Scripts/blind/cases, or another round's folder).
#
#   Scripts/blind/score.sh NAVLINT [SET] [CASE ...]
#
# Runs `NAVLINT lint` with only the three core rules on each case folder, compares the findings with the
# case's expected.txt by (file, line, rule), and prints TP/FP/FN per case, then the totals with recall and
# precision. SET names the folder of cases next to this script (`cases`, the default, `cases2` or `cases3`): an
# argument is taken as SET only when its name starts with `cases` and such a folder exists, so
# `score.sh NAVLINT 024` still scores case 024 of `cases`.
# CASE names a case folder (or a prefix such as 07) to score only some. Run it from the repository root
# (or anywhere: paths are taken from this script's own folder).
# Exit status: 0 when every case matches, 1 when some finding is missing or extra, 2 on usage errors.
set -u

if [ $# -lt 1 ]; then
    echo "usage: $0 NAVLINT [SET] [CASE ...]" >&2
    exit 2
fi
navlint=$1
shift
case "$navlint" in
    /*) ;;
    *) navlint="$PWD/$navlint" ;;
esac
if [ ! -x "$navlint" ]; then
    echo "error: $navlint is not an executable" >&2
    exit 2
fi

here=$(cd "$(dirname "$0")" && pwd)
cases_dir="$here/cases"
if [ $# -gt 0 ] && [[ $1 == cases* ]] && [ -d "$here/$1" ]; then
    cases_dir="$here/$1"
    shift
fi
config="$here/navlint.json"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

selected=()
if [ $# -eq 0 ]; then
    for d in "$cases_dir"/*/; do selected+=("$(basename "$d")"); done
else
    for want in "$@"; do
        found=0
        for d in "$cases_dir"/"$want"*/; do
            [ -d "$d" ] || continue
            selected+=("$(basename "$d")")
            found=1
        done
        if [ $found -eq 0 ]; then
            echo "error: no case matches '$want'" >&2
            exit 2
        fi
    done
fi

total_tp=0; total_fp=0; total_fn=0; mismatched=0
printf '%-52s %3s %3s %3s\n' "case" "TP" "FP" "FN"
for name in "${selected[@]}"; do
    dir="$cases_dir/$name"
    # Findings of the three rules, as "FILE:LINE RULE", one per finding (notes and remarks are left out).
    (cd "$dir" && "$navlint" lint . --config "$config" -q --color never \
        --only unmapped-destination --only destination-in-lazy-container --only non-codable-path-element \
        >"$work/out" 2>"$work/err")
    rc=$?
    if [ $rc -ge 2 ]; then
        echo "error: $name: navlint exited with $rc:" >&2
        cat "$work/err" >&2
    fi
    awk '
        match($0, /^[^ ].*:[0-9]+:[0-9]+: (error|warning|info): .* \[[a-z-]+\]$/) {
            rule = $0; sub(/.*\[/, "", rule); sub(/\]$/, "", rule)
            split($0, parts, ":")
            file = parts[1]; sub(/^\.\//, "", file)
            print file ":" parts[2] " " rule
        }' "$work/out" | sort >"$work/actual"
    grep -v '^[[:space:]]*$' "$dir/expected.txt" | sort >"$work/expected"
    # Multiset comparison: a line that holds two expected findings of one rule needs two.
    tp=$(comm -12 "$work/expected" "$work/actual" | wc -l)
    comm -13 "$work/expected" "$work/actual" >"$work/fp"
    comm -23 "$work/expected" "$work/actual" >"$work/fn"
    fp=$(wc -l <"$work/fp"); fn=$(wc -l <"$work/fn")
    total_tp=$((total_tp + tp)); total_fp=$((total_fp + fp)); total_fn=$((total_fn + fn))
    mark=""
    if [ "$fp" -gt 0 ] || [ "$fn" -gt 0 ]; then mark="  <--"; mismatched=$((mismatched + 1)); fi
    printf '%-52s %3d %3d %3d%s\n' "$name" "$tp" "$fp" "$fn" "$mark"
    sed 's/^/    FP /' "$work/fp"
    sed 's/^/    FN /' "$work/fn"
done

ratio() { # numerator denominator
    if [ "$2" -eq 0 ]; then echo "n/a"; else awk -v n="$1" -v d="$2" 'BEGIN { printf "%.3f", n / d }'; fi
}
echo
echo "cases: ${#selected[@]} (${mismatched} with a difference)"
echo "TP: $total_tp  FP: $total_fp  FN: $total_fn"
echo "recall:    $(ratio "$total_tp" $((total_tp + total_fn)))  (TP / (TP + FN))"
echo "precision: $(ratio "$total_tp" $((total_tp + total_fp)))  (TP / (TP + FP))"
[ "$mismatched" -eq 0 ]
