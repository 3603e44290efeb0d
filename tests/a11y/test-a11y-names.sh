#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# tests/a11y/test-a11y-names.sh — what a screen reader (Orca) finds in the
# main window and each sidebar page, read through AT-SPI as Orca reads
# it: every interactive control must have a real name (not empty, not a
# widget type such as "GtkImage"). Prints TAP, one line per control.
# WG_A11Y_APP_LOG names a file for the app's messages.
#
#   test-a11y-names.sh APP GAME
#
# Runs APP on GAME under a private D-Bus session bus and its own AT-SPI
# bus (GTK_A11Y=atspi), on the display it is given (build-aux/test.sh
# starts Xvfb). Needs python3-pyatspi, at-spi2-core and dbus-x11
# (build-aux/setup.sh installs them); without them it fails, it never skips.
set -u
app=$1
game=$2
here=$(dirname "$(readlink -f "$0")")

for tool in /usr/bin/python3 dbus-launch /usr/libexec/at-spi-bus-launcher; do
  if ! command -v "$tool" >/dev/null; then
    echo "Bail out! $tool is missing (build-aux/setup.sh installs at-spi2-core, dbus-x11)"
    exit 1
  fi
done
if ! /usr/bin/python3 -c 'import pyatspi' 2>/dev/null; then
  echo "Bail out! pyatspi is missing (build-aux/setup.sh installs python3-pyatspi)"
  exit 1
fi
if [ -z "${DISPLAY:-}" ]; then
  echo "Bail out! no display (build-aux/test.sh starts Xvfb)"
  exit 1
fi

pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
  wait 2>/dev/null
  [ -n "${WG_STATE_DIR:-}" ] && rm -rf "$WG_STATE_DIR"
}
trap cleanup EXIT

eval "$(dbus-launch --sh-syntax)"
pids+=("$DBUS_SESSION_BUS_PID")
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
pids+=($!)
export GTK_A11Y=atspi NO_AT_BRIDGE=0
# An autosave folder of its own: no restore question over the window; a
# data folder of its own: the main menu's recent games are not the user's.
WG_STATE_DIR=$(mktemp -d)
export WG_STATE_DIR XDG_DATA_HOME=$WG_STATE_DIR/data
"$app" "$game" >/dev/null 2>"${WG_A11Y_APP_LOG:-/dev/null}" &
pids+=($!)

# The reader is GLib-based too: warnings of its own (e.g. about the bus)
# are not the app's, and must not abort it.
env -u G_DEBUG /usr/bin/python3 "$here/a11y-names.py" warpgate-companion
