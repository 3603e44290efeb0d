#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# build-aux/test.sh — install what is missing, build, run the whole test
# suite, and print `N passed, N failed` as the last line. Exits 0 only when
# nothing failed and `meson test` itself succeeded. Works from any directory;
# extra arguments go to `meson test` (e.g. `--suite core`).
#
#   build-aux/test.sh --asan [MESON TEST ARGS…]
#
# runs the core, CLI and fuzz-replay suites built with AddressSanitizer and
# UndefinedBehaviorSanitizer in build-asan/ (-Dsanitize_address_undefined=true
# -Dapp=false): any memory error, leak or undefined behaviour fails the test
# that hit it. The GTK app is left out: its libraries' leaks (fontconfig,
# Mesa) would drown ours; valgrind covers it:
#
#   build-aux/test.sh --valgrind [MESON TEST ARGS…]
#
# runs the app suite (tests/app) in build/ under valgrind's memcheck, with
# tests/valgrind/app.supp for what is the libraries' own: a definite leak or
# an invalid access fails the test that hit it (exit status 9). Slow: about
# 10 minutes on 2 cores (docs/reliability.md); installs valgrind if missing.

set -euo pipefail

cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."
# shellcheck source=build-aux/setup.sh
. build-aux/setup.sh

build_dir=build
# build/ is the development build that build-aux/run.sh uses too.
setup_args=("${WG_SETUP_ARGS[@]}")
extra_packages=()
test_args=()
testlog_name=testlog
# Options of this script come first; the remaining arguments go to
# `meson test`.
if [ "${1:-}" = "--valgrind" ]; then
  shift
  extra_packages=(valgrind)
  valgrind=(valgrind --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite
            --error-exitcode=9 "--suppressions=$PWD/tests/valgrind/app.supp"
            --gen-suppressions=no --child-silent-after-fork=yes --num-callers=30)
  # A test runs 20 to 100 times slower: Meson's limit (30 s) and the tests'
  # own waits (10 s, tests/app/wg-test-app.h) are stretched to match.
  test_args=(--suite app --wrapper "$(printf '%q ' "${valgrind[@]}")" --timeout-multiplier 40)
  testlog_name="testlog-valgrind"   # Meson names its log after the wrapper
  export WG_TEST_SLOWDOWN=30
  # Every block through malloc, and freed memory cleared, so that valgrind
  # sees each allocation (GLib 2.74).
  export G_SLICE=always-malloc
  export G_DEBUG=gc-friendly
elif [ "${1:-}" = "--asan" ]; then
  shift
  build_dir=build-asan
  setup_args=(-Dsanitize_address_undefined=true -Dapp=false)
  # The core, CLI and fuzz-replay suites (and style); the soak's 200 whole
  # games, with a file round trip at every step, run in the plain build:
  # under the sanitizers they take longer than their time limit.
  # Every process runs two to three times slower under the sanitizers.
  test_args=(--no-suite soak --timeout-multiplier 3)
  export ASAN_OPTIONS=detect_leaks=1
  # Not the list of suppressions used: the CLI tests read standard error.
  export LSAN_OPTIONS="suppressions=$(cd "$(dirname "$0")/.." && pwd)/tests/lsan.supp:print_suppressions=0"
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  # GLib's own allocator would hide our blocks from ASan (GLib 2.74).
  export G_SLICE=always-malloc
fi

# Whatever stops this script before the tests are counted (a missing package,
# a build error) still ends on a count line, so CI never reads a pass.
counted=
# shellcheck disable=SC2317  # run by the EXIT trap
on_exit() {
  local rc=$?
  if [ -z "$counted" ]; then
    echo "test.sh: stopped before any test ran (exit status $rc)." >&2
    echo "0 passed, 1 failed"
  fi
}
trap on_exit EXIT

wg_ensure_packages ${extra_packages[@]+"${extra_packages[@]}"}
wg_build "$build_dir" ${setup_args[@]+"${setup_args[@]}"}

export GTK_A11Y=none
export NO_AT_BRIDGE=1

testlog="$build_dir/meson-logs/$testlog_name.json"
rm -f "$testlog"   # never count a previous run's results

runner=()
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  # -noreset: a server that resets when its last client leaves refuses
  # (or drops) a client that connects meanwhile, and the app a test starts
  # alone dies at start-up (tests/app/test-display.sh).
  runner=(xvfb-run -a -s '-screen 0 1280x800x24 -noreset')
fi

meson_rc=0
${runner[@]+"${runner[@]}"} meson test -C "$build_dir" --print-errorlogs \
  --num-processes 2 ${test_args[@]+"${test_args[@]}"} "$@" || meson_rc=$?

count_rc=0
counted=yes
python3 build-aux/count-tests.py "$testlog" || count_rc=$?

if [ "$count_rc" -ne 0 ] || [ "$meson_rc" -ne 0 ]; then
  exit 1
fi
exit 0
