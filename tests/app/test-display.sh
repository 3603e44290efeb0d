#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# tests/app/test-display.sh — the display the GUI tests run on takes every
# client, however they come and go. Each program here connects alone and
# leaves (xdotool, one process after another, nothing else on the display).
# An X server started without -noreset resets itself each time its last
# client leaves; a client that connects during the reset is refused
# ("cannot open display") or loses its connection while GTK sets up, and
# the app started by a test then dies at start-up (the screen-reader tours
# saw it as a crash before the app reached the AT-SPI bus). build-aux/test.sh
# starts Xvfb with -noreset, as a desktop session's server never resets
# while it runs. Prints TAP.
#
#   test-display.sh [N]
set -u
n=${1:-300}
if ! command -v xdotool >/dev/null; then
  echo "Bail out! xdotool is missing (build-aux/setup.sh installs it)"
  exit 1
fi
if [ -z "${DISPLAY:-}" ]; then
  echo "Bail out! no display (build-aux/test.sh starts Xvfb)"
  exit 1
fi
refused=0
first=
for i in $(seq 1 "$n"); do
  if ! out=$(xdotool getdisplaygeometry 2>&1); then
    refused=$((refused + 1))
    [ -z "$first" ] && first="client $i: $out"
  fi
done
if [ "$refused" -eq 0 ]; then
  echo "ok 1 $n clients one after another, each alone on $DISPLAY: all taken"
else
  echo "not ok 1 $refused of $n clients, each alone on $DISPLAY, were refused" \
       "(is the X server started without -noreset?)"
  echo "# $first"
fi
echo "1..1"
[ "$refused" -eq 0 ]
