#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# build-aux/test.sh — install what is missing, build, run the whole test
# suite, and print `N passed, N failed` as the last line. Exits 0 only when
# nothing failed and `meson test` itself succeeded. Works from any directory;
# extra arguments go to `meson test` (e.g. `--suite core`).

set -euo pipefail

cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."
# shellcheck source=build-aux/setup.sh
. build-aux/setup.sh

build_dir=build
setup_args=()
# Options of this script go here, before the remaining arguments are passed
# to `meson test`. A sanitizer build (not implemented yet) would be e.g.
#   --asan) build_dir=build-asan; setup_args=(-Dsanitize_address_undefined=true)
#           export ASAN_OPTIONS=detect_leaks=0  # GTK: leaks in fontconfig/Mesa
# with wg_build, the testlog path and everything below using "$build_dir".

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

wg_ensure_packages
wg_build "$build_dir" ${setup_args[@]+"${setup_args[@]}"}

export GTK_A11Y=none
export NO_AT_BRIDGE=1

testlog="$build_dir/meson-logs/testlog.json"
rm -f "$testlog"   # never count a previous run's results

runner=()
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  runner=(xvfb-run -a -s '-screen 0 1280x800x24')
fi

meson_rc=0
${runner[@]+"${runner[@]}"} meson test -C "$build_dir" --print-errorlogs \
  --num-processes 2 "$@" || meson_rc=$?

count_rc=0
counted=yes
python3 build-aux/count-tests.py "$testlog" || count_rc=$?

if [ "$count_rc" -ne 0 ] || [ "$meson_rc" -ne 0 ]; then
  exit 1
fi
exit 0
