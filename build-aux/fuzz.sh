#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# build-aux/fuzz.sh TARGET SECONDS [LIBFUZZER OPTIONS…]
#
# Fuzzes one file loader, or the CLI's commands, with libFuzzer for SECONDS
# seconds and reports. TARGET is game, catalog, tiles, cli or play
# (tests/fuzz/fuzz-TARGET.c; play: whole games of the commands that write a
# game, every file written checked). Inputs go up to the readers' limit, 4 MiB,
# and one byte over it. The first run
# configures build-fuzz/ with clang and -Dfuzzing=true (the whole core
# instrumented with ASan + UBSan + coverage); later runs rebuild it.
#
# The seed corpus tests/fuzz/corpus/TARGET/ is only read; what the fuzzer
# finds goes to tests/fuzz/corpus-TARGET/ (kept between runs, not in git).
# A crash, leak, timeout or sanitizer report is written to
# build-fuzz/artifacts/ and the script exits 1; add the input to the seed
# corpus as regress-<what>.json with the fix, so the 'fuzz-replay' test suite
# keeps it.
#
# The last lines report the executions, the coverage (libFuzzer's "cov",
# edges covered, and "ft", features) and the corpus size.

set -euo pipefail

cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."

usage() {
  echo "usage: build-aux/fuzz.sh game|catalog|tiles|cli|play SECONDS [LIBFUZZER OPTIONS…]" >&2
  exit 2
}
[ $# -ge 2 ] || usage
target=$1
seconds=$2
shift 2
case "$target" in
  game|catalog|tiles|cli|play) ;;
  *) usage ;;
esac
case "$seconds" in
  ''|*[!0-9]*) usage ;;
esac

# clang 14 and its sanitizer/libFuzzer runtime (Debian 12: libclang-rt-14-dev).
if ! command -v clang >/dev/null 2>&1 \
   || ! echo 'int LLVMFuzzerTestOneInput(const char*d,long n){return 0;}' \
        | clang -x c - -fsanitize=fuzzer,address,undefined -o /dev/null 2>/dev/null; then
  echo "fuzz.sh: clang with libFuzzer is needed; on Debian 12:" >&2
  echo "  sudo apt-get install -y clang libclang-rt-14-dev" >&2
  exit 1
fi

build=build-fuzz
if [ ! -f "$build/meson-private/coredata.dat" ]; then
  CC=clang meson setup "$build" -Dfuzzing=true -Dapp=false -Dbuildtype=debugoptimized
fi
meson compile -C "$build" "tests/fuzz/fuzz-$target"

corpus=tests/fuzz/corpus-$target
artifacts=$build/artifacts
log=$build/fuzz-$target.log
mkdir -p "$corpus" "$artifacts"
before=$(find "$artifacts" -name "$target-*" -type f | sort)

# Leaks count (LeakSanitizer runs after each input); undefined behaviour
# stops the run (-fno-sanitize-recover in meson.build).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

# A dictionary where the inputs have words (play's are choices, byte by byte).
dict=()
[ -f "tests/fuzz/$target.dict" ] && dict=(-dict="tests/fuzz/$target.dict")

echo "fuzz.sh: fuzzing $target for $seconds s (log: $log)"
status=0
"$build/tests/fuzz/fuzz-$target" "$corpus" "tests/fuzz/corpus/$target" \
  "${dict[@]}" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=$((4 * 1024 * 1024 + 1)) \
  -artifact_prefix="$artifacts/$target-" -print_final_stats=1 \
  "$@" >"$log" 2>&1 || status=$?

after=$(find "$artifacts" -name "$target-*" -type f | sort)
found=$(comm -13 <(echo "$before") <(echo "$after"))
last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
peak=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log")
echo "fuzz.sh: last status: ${last:-none}"
echo "fuzz.sh: $target: ${execs:-?} executions in $seconds s (${speed:-?}/s, peak RSS ${peak:-?} MB);" \
  "coverage $(echo "$last" | grep -oE 'cov: [0-9]+' || echo 'cov: ?')," \
  "$(echo "$last" | grep -oE 'ft: [0-9]+' || echo 'ft: ?');" \
  "corpus $(find "$corpus" -type f | wc -l) new + $(find "tests/fuzz/corpus/$target" -type f | wc -l) seed files"
if [ "$status" -ne 0 ] || [ -n "$found" ]; then
  echo "fuzz.sh: $target: FOUND A PROBLEM (exit status $status); the report:" >&2
  grep -E -A30 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error|property failed|deadly signal' \
    "$log" | head -60 >&2 || true
  echo "fuzz.sh: the input(s): ${found:-none written}" >&2
  exit 1
fi
echo "fuzz.sh: $target: no crash, leak, timeout or sanitizer report."
