#!/usr/bin/env bash
# Builds the pipeline with libFuzzer and AddressSanitizer and fuzzes it, seeded from Samples/ and Rules/.
# Usage: Tests/Fuzz/run-fuzzer.sh [SECONDS]   (default 1800); crashes are written to Tests/Fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-1800}
work=${FUZZ_WORK:-/tmp/navlint-fuzz}
mkdir -p "$work/module" "$work/corpus" Tests/Fuzz/artifacts
# The library compiled as one module with coverage instrumentation, then the harness against it.
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name NavLintKitForFuzzing -emit-module -emit-module-path "$work/module/NavLintKitForFuzzing.swiftmodule" \
  -emit-library -static -o "$work/libNavLintKitForFuzzing.a" $(find Sources/NavLintKit -name '*.swift' | sort)
swiftc -O -sanitize=fuzzer,address -parse-as-library -I "$work/module" Tests/Fuzz/FuzzPipeline.swift "$work/libNavLintKitForFuzzing.a" -o "$work/fuzz-pipeline"
# Seeds: every sample file and every rule-page example block.
find Samples -name '*.swift' -exec cp {} "$work/corpus/" \;
python3 - "$work/corpus" <<'PY'
import sys, glob, re, os
out = sys.argv[1]
for page in glob.glob('Rules/*.md'):
    text = open(page, encoding='utf-8').read()
    for k, block in enumerate(re.findall(r'```swift[^\n]*\n(.*?)```', text, re.S)):
        open(os.path.join(out, f'{os.path.basename(page)}-{k}.swift'), 'w', encoding='utf-8').write(block.replace('↓', ''))
# Configuration seeds: the README's JSON examples (the harness also reads each input as a .navlint.json).
readme = open('README.md', encoding='utf-8').read()
for k, block in enumerate(re.findall(r'```json\n(.*?)```', readme, re.S)):
    open(os.path.join(out, f'readme-{k}.json'), 'w', encoding='utf-8').write(block)
PY
"$work/fuzz-pipeline" "$work/corpus" -max_total_time="$seconds" -timeout=1 -max_len=65536 -rss_limit_mb=4096 \
  -artifact_prefix=Tests/Fuzz/artifacts/ -print_final_stats=1
