#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# tests/a11y/test-a11y-names.sh — what a screen reader (Orca) finds in the
# app, read through AT-SPI as Orca reads it: every interactive control must
# have a real name (not empty, not a widget type such as "GtkImage", no
# mnemonic underscore, not the same words twice). Prints TAP, one line per
# control. TOUR is `main` (the main window, its pages and every window of
# the main menu) or `play` (the Gatekeepers' card and the battle dialog):
# see a11y-names.py; or `keys`, a solo turn played with the keyboard alone
# on a copy of GAME, saved and compared (a11y-keyboard.py).
# WG_A11Y_APP_LOG names a file to keep the app's messages in.
#
#   test-a11y-names.sh APP GAME TOUR
#
# Runs APP on GAME under a private D-Bus session bus and its own AT-SPI
# bus (GTK_A11Y=atspi), on an Xvfb display of its own. Needs
# python3-pyatspi, at-spi2-core, dbus-x11, xdotool, x11-utils and xvfb
# (build-aux/setup.sh installs them); without them it fails, it never skips.
set -u
app=$1
game=$2
tour=$3
here=$(dirname "$(readlink -f "$0")")

for tool in /usr/bin/python3 dbus-launch dbus-send /usr/libexec/at-spi-bus-launcher xdotool xprop; do
  if ! command -v "$tool" >/dev/null; then
    echo "Bail out! $tool is missing (build-aux/setup.sh installs at-spi2-core, dbus-x11, xdotool, x11-utils)"
    exit 1
  fi
done
if ! /usr/bin/python3 -c 'import pyatspi' 2>/dev/null; then
  echo "Bail out! pyatspi is missing (build-aux/setup.sh installs python3-pyatspi)"
  exit 1
fi
# A display of its own for each tour, fresh: the suite's display does not
# reset between its clients (build-aux/test.sh runs Xvfb with -noreset),
# and a tour run after another on it lost its clicks (the second of two
# a11y-play tours in a row never opened the battle dialog).
if [ -z "${WG_A11Y_OWN_DISPLAY:-}" ]; then
  if ! command -v xvfb-run >/dev/null; then
    echo "Bail out! xvfb-run is missing (build-aux/setup.sh installs xvfb)"
    exit 1
  fi
  exec env WG_A11Y_OWN_DISPLAY=1 xvfb-run -a -s '-screen 0 1280x800x24 -noreset' "$0" "$@"
fi

pids=()
log=$(mktemp)
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
  [ -n "${bus:-}" ] && xprop -root -remove AT_SPI_BUS 2>/dev/null
  wait 2>/dev/null
  [ -n "${WG_STATE_DIR:-}" ] && rm -rf "$WG_STATE_DIR"
  rm -f "$log"
}
trap cleanup EXIT

eval "$(dbus-launch --sh-syntax)"
pids+=("$DBUS_SESSION_BUS_PID")
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
pids+=($!)
# GTK takes the accessibility bus's address from the display first (the
# root window's AT_SPI_BUS, which the launcher sets), and a display that
# does not reset (build-aux/test.sh runs Xvfb with -noreset) keeps the
# address of the bus of a tour before this one, gone since: the app
# starts once the bus answers, with the display naming it, and the name
# goes with the tour.
bus=
for _ in $(seq 1 100); do
  bus=$(dbus-send --session --print-reply=literal --dest=org.a11y.Bus /org/a11y/bus \
          org.a11y.Bus.GetAddress 2>/dev/null | tr -d ' ')
  [ -n "$bus" ] && break
  sleep 0.1
done
if [ -z "$bus" ]; then
  echo "Bail out! the accessibility bus did not start (at-spi-bus-launcher)"
  exit 1
fi
xprop -root -f AT_SPI_BUS 8s -set AT_SPI_BUS "$bus"
export GTK_A11Y=atspi NO_AT_BRIDGE=0
# An autosave folder of its own: no restore question over the window; a
# data folder of its own: the main menu's recent games are not the user's.
WG_STATE_DIR=$(mktemp -d)
export WG_STATE_DIR XDG_DATA_HOME=$WG_STATE_DIR/data
reader=("$here/a11y-names.py" warpgate-companion "$tour")
if [ "$tour" = keys ]; then
  # The keyboard's turn ends with Ctrl+S: on a copy, never the test's data.
  cp "$game" "$WG_STATE_DIR/game.json"
  game=$WG_STATE_DIR/game.json
  reader=("$here/a11y-keyboard.py" warpgate-companion "$game")
fi
# Not fatal-warnings for the app: GTK 4.8's Keyboard Shortcuts window warns
# "GtkLabel … reported min width -3, but sizes must be >= 0" as it is shown
# (a GTK bug in its own window, not the app's). Every warning and critical
# the app logs is read after the tour instead, and any but exactly that one
# fails the test.
G_DEBUG=gc-friendly "$app" "$game" >/dev/null 2>"$log" &
app_pid=$!
pids+=($app_pid)

# The reader is GLib-based too: warnings of its own (e.g. about the bus)
# are not the app's, and must not abort it. Its plan ("1..N") comes last:
# the lines here follow its own.
out=$(env -u G_DEBUG /usr/bin/python3 "${reader[@]}")
status=$?
printf '%s\n' "$out" | grep -v '^1\.\.'
n=$(printf '%s\n' "$out" | grep -c -E '^(not )?ok ')

n=$((n + 1))
[ -n "${WG_A11Y_APP_LOG:-}" ] && cp "$log" "$WG_A11Y_APP_LOG"
tolerated='Gtk-WARNING \*\*: [0-9:.]*: GtkLabel 0x[0-9a-f]* \([a-z]*\) reported min width -3, but sizes must be >= 0$'
others=$(grep -E -- '-(WARNING|CRITICAL|ERROR) \*\*' "$log" | grep -v -E -- "$tolerated")
if ! kill -0 "$app_pid" 2>/dev/null; then
  # How it ended, and what it said: the first thing a failure needs.
  wait "$app_pid"
  app_status=$?
  if [ "$app_status" -gt 128 ]; then
    how="killed by signal $((app_status - 128)) ($(kill -l "$app_status" 2>/dev/null))"
  else
    how="exit status $app_status"
  fi
  echo "not ok $n the app ended during the tour: $how"
  tail -n 40 "$log" | sed 's/^/# /'
  status=1
elif [ -n "$others" ]; then
  echo "not ok $n the app logged warnings:"
  printf '%s\n' "$others" | sed 's/^/# /'
  status=1
else
  echo "ok $n the app logged no warning but GTK 4.8's Keyboard Shortcuts one" \
       "($(grep -c -E -- "$tolerated" "$log") times)"
fi
echo "1..$n"
exit $status
