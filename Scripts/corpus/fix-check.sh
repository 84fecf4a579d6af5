#!/usr/bin/env bash
# Fixes copies of corpus apps with `navlint lint --fix` and checks what the fixes did.
#
#   Scripts/corpus/fix-check.sh DEST SCRATCH NAVLINT_BINARY OWNER+NAME ...
#
# DEST is the folder layout.sh filled. Each app is copied twice under SCRATCH (which must be outside any git
# repository; it is emptied first): SCRATCH/safe/OWNER+NAME is fixed with `--fix`, SCRATCH/all/OWNER+NAME with
# `--fix --unsafe-fixes`. For each app it prints:
#   - files:     the files the fixes changed (in the `all` copy);
#   - fixed:     the findings gone after fixing, by message and rule, each as `safe` (gone after --fix) and
#                `unsafe` (gone only with --unsafe-fixes);
#   - rolled back: the `fix not applied` warnings;
#   - new:       findings after fixing that were not there before (compared by file, message and rule): must be 0;
#   - parse:     the changed files whose parse problems (unknown tokens, skipped nodes, parser notes, read from
#                `navlint debug tokens` and `navlint debug syntax`) are more after fixing than before: must be 0;
#   - again:     the lines a second `--diff --unsafe-fixes` prints: must be 0.
# Exit status: 0 when every app passes the three checks, 1 otherwise, 2 for usage errors.

set -u

[ $# -ge 4 ] || { echo "usage: $0 DEST SCRATCH NAVLINT_BINARY OWNER+NAME ..." >&2; exit 2; }
DEST=$1
SCRATCH=$2
BIN=$(cd "$(dirname "$3")" && pwd)/$(basename "$3")
shift 3
[ -x "$BIN" ] || { echo "$0: $BIN is not an executable" >&2; exit 2; }

# Findings as `path severity: message [rule]`, one a line, sorted (line and column left out: fixes move them).
findings() {
    (cd "$1" && "$BIN" lint -q "$2" 2>/dev/null) | grep -E ':[0-9]+:[0-9]+: (error|warning|info): ' \
        | sed -E 's/:[0-9]+:[0-9]+: (error|warning|info): / \1: /' | LC_ALL=C sort
}

# Parse problems of one file.
problems() {
    local tokens nodes
    tokens=$("$BIN" debug tokens "$1" | awk -F '\t' '$2 == "unknown"' | wc -l)
    nodes=$("$BIN" debug syntax "$1" 2>&1 | grep -cE '^ *unknown( |$)|: note: ')
    echo $((tokens + nodes))
}

# `message [rule]` counts of the lines in $1 and not in $2 (both sorted).
gone() {
    LC_ALL=C comm -23 "$1" "$2" | sed -E 's/^.* (error|warning|info): //' | LC_ALL=C sort | uniq -c
}

status=0
rm -rf "$SCRATCH"
mkdir -p "$SCRATCH/safe" "$SCRATCH/all" "$SCRATCH/.work"
for app in "$@"; do
    [ -d "$DEST/$app" ] || { echo "$app: absent"; status=1; continue; }
    cp -R "$DEST/$app" "$SCRATCH/safe/$app"
    cp -R "$DEST/$app" "$SCRATCH/all/$app"
    w="$SCRATCH/.work/$app"
    mkdir -p "$w"
    findings "$SCRATCH/all" "$app" > "$w/before"
    (cd "$SCRATCH/all" && "$BIN" lint --diff --unsafe-fixes "$app" > "$w/diff" 2>/dev/null)
    grep -E '^\+\+\+ ' "$w/diff" | sed 's/^+++ //' > "$w/files"
    while IFS= read -r f; do problems "$SCRATCH/all/$f"; done < "$w/files" > "$w/problems-before"

    (cd "$SCRATCH/safe" && "$BIN" lint -q --fix "$app" > /dev/null 2>&1)
    (cd "$SCRATCH/all" && "$BIN" lint -q --fix --unsafe-fixes "$app" > /dev/null 2> "$w/fix-stderr")
    findings "$SCRATCH/safe" "$app" > "$w/after-safe"
    findings "$SCRATCH/all" "$app" > "$w/after"
    while IFS= read -r f; do problems "$SCRATCH/all/$f"; done < "$w/files" > "$w/problems-after"
    (cd "$SCRATCH/all" && "$BIN" lint --diff --unsafe-fixes "$app" 2>/dev/null) > "$w/again"

    new=$(LC_ALL=C comm -13 "$w/before" "$w/after" | wc -l)
    worse=$(paste "$w/problems-before" "$w/problems-after" | awk '$2 > $1' | wc -l)
    again=$(wc -l < "$w/again")
    echo "== $app"
    echo "files: $(wc -l < "$w/files")"
    echo "fixed:"
    gone "$w/before" "$w/after-safe" | sed 's/^/  safe   /'
    # The unsafe ones: gone with --unsafe-fixes and still there after --fix alone.
    LC_ALL=C comm -23 "$w/after-safe" "$w/after" > "$w/unsafe"
    LC_ALL=C comm -12 "$w/unsafe" "$w/before" > "$w/unsafe-old"
    gone "$w/unsafe-old" /dev/null | sed 's/^/  unsafe /'
    echo "rolled back: $(grep -c 'fix not applied' "$w/fix-stderr")"
    grep 'fix not applied' "$w/fix-stderr" | sed 's/^/  /'
    echo "new: $new"
    LC_ALL=C comm -13 "$w/before" "$w/after" | sed 's/^/  /'
    echo "parse: $worse files with more problems after fixing (problems in the changed files: $(awk '{ s += $1 } END { print s + 0 }' "$w/problems-before") before, $(awk '{ s += $1 } END { print s + 0 }' "$w/problems-after") after)"
    echo "again: $again"
    [ "$new" -eq 0 ] && [ "$worse" -eq 0 ] && [ "$again" -eq 0 ] || status=1
done
exit $status
