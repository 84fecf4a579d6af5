#!/usr/bin/env bash
# Lays out the apps of the corpus manifest as plain files, each at its pinned commit.
#
#   Scripts/corpus/layout.sh DEST [OWNER/NAME ...]
#
# Each app goes to DEST/OWNER+NAME (no .git inside). With repository names after DEST only
# those apps are laid out. An app already laid out at its commit is skipped (the stamp file
# DEST/OWNER+NAME/.navlint-corpus-stamp holds the commit); one laid out at another commit is
# replaced.
#
# Where the sources come from, for each app in turn:
#   1. NAVLINT_CORPUS_MIRROR, if set: a folder of bare git directories, one folder per app named
#      OWNER+NAME (the git directory is that folder or one below it, e.g. OWNER+NAME/repo).
#      A mirror may lack some large blobs: those files are left out and listed in
#      DEST/OWNER+NAME/.navlint-corpus-missing (a warning says so when a .swift file is missing).
#   2. Otherwise, or when the mirror has no git directory holding the commit: a fetch of that
#      commit from ${NAVLINT_CORPUS_GIT_BASE:-https://github.com}/OWNER/NAME (shallow first,
#      then a full clone if the server refuses to serve a bare commit).
#
# Environment: NAVLINT_CORPUS_MANIFEST (default: manifest.tsv next to this script),
# NAVLINT_CORPUS_MIRROR, NAVLINT_CORPUS_GIT_BASE.
# Exit status: 0 when every app is laid out, 1 when any failed (the others are still done),
# 2 for usage errors.

set -u

usage() {
    echo "usage: $0 DEST [OWNER/NAME ...]" >&2
    exit 2
}

[ $# -ge 1 ] || usage
case "$1" in -h|--help) usage ;; esac
DEST=$1
shift

SCRIPT_DIR=$(cd "$(dirname "$0")" && pwd)
MANIFEST=${NAVLINT_CORPUS_MANIFEST:-$SCRIPT_DIR/manifest.tsv}
MIRROR=${NAVLINT_CORPUS_MIRROR:-}
GIT_BASE=${NAVLINT_CORPUS_GIT_BASE:-https://github.com}
STAMP=.navlint-corpus-stamp
MISSING=.navlint-corpus-missing

[ -f "$MANIFEST" ] || { echo "error: no manifest at $MANIFEST" >&2; exit 2; }
command -v git >/dev/null || { echo "error: git is not installed" >&2; exit 2; }
mkdir -p "$DEST" || { echo "error: cannot create $DEST" >&2; exit 2; }
DEST=$(cd "$DEST" && pwd)
WORK=$DEST/.layout-work
mkdir -p "$WORK" || exit 2

# The git directory under the mirror that holds COMMIT for an app, or nothing.
mirror_git_dir() {
    local base=$1 commit=$2 candidate
    [ -d "$base" ] || return 1
    for candidate in "$base" "$base/.git" $(find "$base" -maxdepth 3 -type f -name HEAD -printf '%h\n' 2>/dev/null); do
        [ -d "$candidate/objects" ] || continue
        if git --git-dir="$candidate" cat-file -e "$commit^{commit}" 2>/dev/null; then
            echo "$candidate"
            return 0
        fi
    done
    return 1
}

# Writes the tree of COMMIT from git directory GITDIR into OUT (a new folder), leaving out
# blobs the git directory does not have; their paths go to OUT/$MISSING.
extract() {
    local gitdir=$1 commit=$2 out=$3 index missing blobs
    index=$(mktemp "$WORK/index.XXXXXX") || return 1
    missing=$(mktemp "$WORK/missing.XXXXXX") || return 1
    rm -f "$index"
    mkdir -p "$out" || return 1
    # Blobs absent from the object store (a mirror may drop large files). Each line of
    # $blobs is "SHA<TAB>PATH".
    blobs=$(mktemp "$WORK/blobs.XXXXXX") || return 1
    git -c core.quotePath=false --git-dir="$gitdir" ls-tree -r --full-tree "$commit" |
        awk -F'\t' '{split($1, f, " "); if (f[2] == "blob") print f[3] "\t" substr($0, length($1) + 2)}' > "$blobs" ||
        { rm -f "$blobs" "$missing"; return 1; }
    cut -f1 "$blobs" |
        git --git-dir="$gitdir" cat-file --batch-check='%(objectname)' |
        awk '$2 == "missing" {print $1}' |
        awk -F'\t' 'NR == FNR {gone[$1] = 1; next} ($1 in gone) {print substr($0, length($1) + 2)}' - "$blobs" > "$missing"
    rm -f "$blobs"
    GIT_INDEX_FILE=$index git --git-dir="$gitdir" read-tree "$commit" || { rm -f "$index" "$missing"; return 1; }
    if [ -s "$missing" ]; then
        tr '\n' '\0' < "$missing" |
            GIT_INDEX_FILE=$index git --git-dir="$gitdir" update-index --force-remove -z --stdin || { rm -f "$index" "$missing"; return 1; }
        cp "$missing" "$out/$MISSING"
    fi
    GIT_INDEX_FILE=$index git --git-dir="$gitdir" --work-tree="$out" checkout-index -a -f --prefix="$out/" || { rm -f "$index" "$missing"; return 1; }
    rm -f "$index" "$missing"
}

# Fetches COMMIT of OWNER/NAME into a new bare git directory CLONE.
fetch_commit() {
    local repo=$1 commit=$2 clone=$3 url="$GIT_BASE/$1"
    rm -rf "$clone"
    git init -q --bare "$clone" || return 1
    if git --git-dir="$clone" fetch -q --depth 1 "$url" "$commit" 2>"$clone.err"; then
        rm -f "$clone.err"
        return 0
    fi
    rm -rf "$clone"
    if git clone -q --bare "$url" "$clone" 2>"$clone.err" &&
        git --git-dir="$clone" cat-file -e "$commit^{commit}" 2>/dev/null; then
        rm -f "$clone.err"
        return 0
    fi
    echo "    cannot fetch $commit from $url: $(tail -n 1 "$clone.err" 2>/dev/null)" >&2
    rm -rf "$clone" "$clone.err"
    return 1
}

layout_app() {
    local repo=$1 commit=$2 name target tmp gitdir="" clone="" source
    name=${repo/\//+}
    target=$DEST/$name
    if [ -f "$target/$STAMP" ] && [ "$(cat "$target/$STAMP")" = "$commit" ]; then
        echo "ok      $repo (already at ${commit:0:12})"
        return 0
    fi
    if [ -e "$target" ] && [ ! -f "$target/$STAMP" ]; then
        echo "FAILED  $repo: $target exists but was not laid out by this script; move it away" >&2
        return 1
    fi
    if [ -n "$MIRROR" ]; then
        gitdir=$(mirror_git_dir "$MIRROR/$name" "$commit") || gitdir=""
        [ -n "$gitdir" ] && source=mirror
    fi
    if [ -z "$gitdir" ]; then
        clone=$WORK/$name.git
        if ! fetch_commit "$repo" "$commit" "$clone"; then
            echo "FAILED  $repo: commit ${commit:0:12} is in no mirror and could not be fetched" >&2
            return 1
        fi
        gitdir=$clone
        source=clone
    fi
    tmp=$WORK/$name.tree
    rm -rf "$tmp"
    if ! extract "$gitdir" "$commit" "$tmp"; then
        echo "FAILED  $repo: cannot write the tree of ${commit:0:12} from the $source" >&2
        rm -rf "$tmp" ${clone:+"$clone"}
        return 1
    fi
    [ -n "$clone" ] && rm -rf "$clone"
    echo "$commit" > "$tmp/$STAMP"
    rm -rf "$target" && mv "$tmp" "$target" || {
        echo "FAILED  $repo: cannot move the tree to $target" >&2
        rm -rf "$tmp"
        return 1
    }
    local note=""
    if [ -f "$target/$MISSING" ]; then
        note=" ($(wc -l < "$target/$MISSING") files absent from the $source, see $name/$MISSING)"
        if grep -q '\.swift$' "$target/$MISSING"; then
            echo "warning: $repo: Swift files are missing from the $source; its measurements are incomplete" >&2
        fi
    fi
    echo "laid    $repo at ${commit:0:12} from the $source$note"
}

failed=0
count=0
found_any=0
while IFS=$'\t' read -r repo commit _ _; do
    case "$repo" in ''|'#'*|repository) continue ;; esac
    if [ $# -gt 0 ]; then
        wanted=0
        for only in "$@"; do [ "$only" = "$repo" ] && wanted=1; done
        [ $wanted = 1 ] || continue
    fi
    found_any=1
    count=$((count + 1))
    if ! [[ "$commit" =~ ^[0-9a-f]{40}$ ]]; then
        echo "FAILED  $repo: the manifest's commit '$commit' is not a full commit id" >&2
        failed=$((failed + 1))
        continue
    fi
    layout_app "$repo" "$commit" || failed=$((failed + 1))
done < "$MANIFEST"

rmdir "$WORK" 2>/dev/null
if [ $found_any = 0 ]; then
    echo "error: no app of the manifest matched" >&2
    exit 2
fi
echo "$((count - failed)) of $count apps laid out under $DEST"
[ $failed = 0 ]
