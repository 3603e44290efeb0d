#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# build-aux/bench.sh — build the benchmarks (tests/bench) and run them all,
# one figure per line, each with its baseline's figure and the ratio.
#
#   build-aux/bench.sh [--callgrind] [--build-dir DIR] [--no-build] [PREFIX…]
#
#   --callgrind    instruction counts instead of times: each workload runs once
#                  under valgrind --tool=callgrind (repeatable on a busy machine);
#                  whole frames and the start-up are not counted this way
#   --build-dir    the build to use (default build-bench, configured with
#                  -Dbenchmarks=true; the build used for the tests is left alone)
#   --no-build     do not configure or compile (meson's `bench` run target)
#   PREFIX…        only the figures whose names start with one of them
#                  ("ranges/", "odds/", "trade/", "soak/", "render/", "startup/",
#                  "share/", "presses/")
#
# The GUI benchmarks run under Xvfb when there is no display.

set -euo pipefail

cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."
# shellcheck source=build-aux/setup.sh
. build-aux/setup.sh

build_dir=build-bench
build=yes
callgrind=
prefixes=()
while [ $# -gt 0 ]; do
  case "$1" in
    --callgrind) callgrind=yes ;;
    --build-dir) build_dir="$2"; shift ;;
    --no-build) build= ;;
    -h|--help) sed -n '4,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) prefixes+=("$1") ;;
  esac
  shift
done

if [ -n "$build" ]; then
  wg_ensure_packages
  wg_build "$build_dir" -Dbenchmarks=true
fi
bench="$build_dir/tests/bench"
if [ ! -x "$bench/bench-core" ]; then
  echo "bench.sh: $bench/bench-core is not built: configure with -Dbenchmarks=true" >&2
  exit 1
fi

export GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory LC_ALL=C.UTF-8 LANGUAGE=C
# The app's preferences schema, compiled into the build (an uninstalled app).
if [ -f "$build_dir/data/gschemas.compiled" ]; then
  GSETTINGS_SCHEMA_DIR="$(readlink -f "$build_dir/data")"
  export GSETTINGS_SCHEMA_DIR
fi

# The GUI programs need a display (a 1920×1080 screen for the render
# figures; 3840×2160 at 2× scale, where the same window has twice the
# pixels) and a session bus, as the app registers its id on it.
gui=()
gui2=()
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ]; then
  gui+=(dbus-run-session --)
  gui2+=(dbus-run-session --)
fi
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  gui+=(xvfb-run -a -s '-screen 0 1920x1080x24 -noreset')
  gui2+=(xvfb-run -a -s '-screen 0 3840x2160x24 -noreset')
fi

# Prints the counts of every dump in $1 (callgrind.out.N files), one line per
# workload: its instructions, its baseline's and the ratio.
report_callgrind() {
  local dir="$1" f
  for f in "$dir"/callgrind.out.*; do
    [ -e "$f" ] || continue
    awk '/^desc: Trigger: Client Request: /{ sub(/^desc: Trigger: Client Request: /, ""); name = $0 }
         /^(summary|totals):/{ n = $2 }
         END { if (name != "") printf "%s\t%s\n", name, n }' "$f"
  done | awk -F'\t' '
    { if ($1 ~ / baseline$/) { b = $1; sub(/ baseline$/, "", b); base[b] = $2 }
      else { order[++n] = $1; work[$1] = $2 } }
    END { for (i = 1; i <= n; i++) { k = order[i]
            printf "%-44s %14d Ir  ×%-8.2f baseline %14d Ir\n", k, work[k],
                   (base[k] > 0 ? work[k] / base[k] : 0), base[k] } }'
}

# Runs a benchmark program (its arguments: the prefixes) in callgrind mode.
run_callgrind() {
  local dir
  dir=$(mktemp -d)
  WG_BENCH_CALLGRIND=1 ${gui_run[@]+"${gui_run[@]}"} valgrind --tool=callgrind \
    --callgrind-out-file="$dir/callgrind.out" \
    "$@" ${prefixes[@]+"${prefixes[@]}"} >/dev/null 2>"$dir/valgrind.log" || {
      cat "$dir/valgrind.log" >&2
      rm -rf "$dir"
      return 1
    }
  report_callgrind "$dir"
  rm -rf "$dir"
}

echo "# $(uname -m), $(nproc) cores, $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1)"
echo "# $(git log -1 --format='%h %cd' --date=short 2>/dev/null || echo 'no git')"

gui_run=()
if [ -n "$callgrind" ]; then
  run_callgrind "$bench/bench-core"
  run_callgrind "$bench/bench-soak"
  run_callgrind "$bench/bench-record"
  if [ -x "$bench/bench-render" ]; then
    gui_run=(${gui[@]+"${gui[@]}"})
    run_callgrind "$bench/bench-render"
    gui_run=(${gui2[@]+"${gui2[@]}"})
    GDK_SCALE=2 run_callgrind "$bench/bench-render"
  fi
  exit 0
fi

"$bench/bench-core" ${prefixes[@]+"${prefixes[@]}"}
"$bench/bench-soak" ${prefixes[@]+"${prefixes[@]}"}
"$bench/bench-record" ${prefixes[@]+"${prefixes[@]}"}
if [ ! -x "$bench/bench-render" ]; then
  echo "# the app is not built (-Dapp=false): no render or start-up figures"
  exit 0
fi
${gui[@]+"${gui[@]}"} "$bench/bench-render" ${prefixes[@]+"${prefixes[@]}"}
GDK_SCALE=2 ${gui2[@]+"${gui2[@]}"} "$bench/bench-render" ${prefixes[@]+"${prefixes[@]}"}
# Share to the Table; the browser is Debian's chromium (WG_BROWSER: another).
${gui[@]+"${gui[@]}"} "$bench/bench-share" ${prefixes[@]+"${prefixes[@]}"}
${gui[@]+"${gui[@]}"} "$bench/bench-startup" ${prefixes[@]+"${prefixes[@]}"}
# Key presses per turn in a whole game through the window (a count).
${gui[@]+"${gui[@]}"} "$bench/bench-window-game" ${prefixes[@]+"${prefixes[@]}"}
