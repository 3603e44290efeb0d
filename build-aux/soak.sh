#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# build-aux/soak.sh — play N whole random games through the core (tests/soak),
# checked after every step, and report games per second, steps per second
# and the longest step (docs/reliability.md).
#
#   build-aux/soak.sh [N] [--first-seed S] [--every K] [--build-dir DIR]
#   build-aux/soak.sh --seed S
#
#   N              games (default 10000), from seed S (default 1) on
#   --every K      the save → load round trip every K steps and at each
#                  game's end (default 1: every step); the invariants,
#                  undo/redo and the sentence are checked at every step
#   --seed S       one game again, every step printed, every check at every
#                  step: what a failure's message asks for
#   --build-dir    the build to use (default build, the tests' build)
#
# A fault prints its seed, the step and the command that plays it again;
# the exit status is 1 when there was any.

set -euo pipefail

cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."
# shellcheck source=build-aux/setup.sh
. build-aux/setup.sh

build_dir=build
games=10000
first_seed=1
every=1
seed=
while [ $# -gt 0 ]; do
  case "$1" in
    --first-seed) first_seed="$2"; shift ;;
    --every) every="$2"; shift ;;
    --seed) seed="$2"; shift ;;
    --build-dir) build_dir="$2"; shift ;;
    -h|--help) sed -n '4,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) games="$1" ;;
  esac
  shift
done

wg_ensure_packages
wg_build "$build_dir"
export LC_ALL=C.UTF-8 LANGUAGE=C

if [ -n "$seed" ]; then
  exec "$build_dir/tests/soak/wg-soak" --seed "$seed" --every 1 --verbose
fi
echo "# $(uname -m), $(nproc) cores, $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1)"
echo "# $(git log -1 --format='%h %cd' --date=short 2>/dev/null || echo 'no git')"
exec "$build_dir/tests/soak/wg-soak" --games "$games" --first-seed "$first_seed" --every "$every"
