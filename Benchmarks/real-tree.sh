#!/bin/sh
# real-tree.sh DEST: lays out a ~20 MB tree of real Swift for timing NavLint against SwiftParser:
# swift-nio, swift-syntax, swift-parsing and vapor, each at its newest release tag, as plain files under
# DEST/<name> (no .git), plus DEST/MANIFEST naming each tag and commit.
#
# Where the repositories come from, first match wins:
#   1. $SWIFT_PACKAGE_MIRROR: a folder holding OWNER/NAME.git bare repositories;
#   2. a folder that git's configuration maps GitHub URLs to (url.<FOLDER>.insteadOf https://github.com/);
#   3. GitHub itself (a shallow clone of the tag).
# The newest tag is the highest release-looking tag (1.2.3 or v1.2.3, no pre-release suffix); set e.g.
# TAG_swift_nio=2.80.0 to pick another (the repository name with '-' as '_').
set -eu

if [ $# -ne 1 ]; then
    echo "usage: $0 DEST" >&2
    exit 2
fi
DEST=$1
REPOS="apple/swift-nio swiftlang/swift-syntax pointfreeco/swift-parsing vapor/vapor"

mirror=${SWIFT_PACKAGE_MIRROR:-}
if [ -z "$mirror" ]; then
    # Lines look like: url./some/folder/.insteadof https://github.com/
    mirror=$(git config --get-regexp '^url\..*\.insteadof$' 2>/dev/null |
        awk '$2 == "https://github.com/" { k = $1; sub(/^url\./, "", k); sub(/\.insteadof$/, "", k); print k; exit }')
fi
mirror=${mirror%/}
if [ -n "$mirror" ] && [ ! -d "$mirror" ]; then
    mirror=""   # a URL, not a folder: git applies the rewrite itself when cloning
fi

mkdir -p "$DEST"
manifest="$DEST/MANIFEST"
: > "$manifest"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for repo in $REPOS; do
    name=${repo#*/}
    if [ -n "$mirror" ] && [ -d "$mirror/$repo.git" ]; then
        source="$mirror/$repo.git"
    else
        source="https://github.com/$repo.git"
    fi
    override=$(printenv "TAG_$(echo "$name" | tr '-' '_')" || true)
    if [ -n "$override" ]; then
        tag=$override
    else
        tag=$(git ls-remote --tags --refs "$source" | sed 's|.*refs/tags/||' |
            grep -E '^v?[0-9]+(\.[0-9]+)*$' | sort -V | tail -n 1)
    fi
    if [ -z "$tag" ]; then
        echo "real-tree.sh: no release tag found in $source" >&2
        exit 1
    fi
    if [ -d "$source" ]; then
        gitdir=$source
    else
        gitdir="$work/$name.git"
        git clone --quiet --bare --depth 1 --branch "$tag" "$source" "$gitdir"
    fi
    commit=$(git -C "$gitdir" rev-parse "$tag^{commit}")
    rm -rf "${DEST:?}/$name"
    mkdir -p "$DEST/$name"
    git -C "$gitdir" archive --format=tar "$commit" | tar -x -C "$DEST/$name"
    echo "$name $tag $commit" >> "$manifest"
    echo "$name $tag ($commit)"
done

count=$(find "$DEST" -name '*.swift' -type f | wc -l)
bytes=$(find "$DEST" -name '*.swift' -type f -exec cat {} + | wc -c)
echo "$DEST: $count .swift files, $bytes bytes"
