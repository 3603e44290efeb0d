#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# build-aux/run.sh — install what is missing, build, and start Warpgate
# Companion on the sample solo game. Works from any directory; extra
# arguments are passed to the app.

set -euo pipefail

cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."
# shellcheck source=build-aux/setup.sh
. build-aux/setup.sh

wg_ensure_packages
# Only what the app needs: the tests are built by build-aux/test.sh.
WG_TARGETS=run-deps wg_build build "${WG_SETUP_ARGS[@]}"

app=build/src/app/warpgate-companion
if [ ! -x "$app" ]; then
  echo "run.sh: $app was not built (is the app enabled, -Dapp=true?)." >&2
  exit 1
fi

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "run.sh: no desktop session (neither DISPLAY nor WAYLAND_DISPLAY is set)." >&2
  echo "run.sh: Warpgate Companion is a desktop app: run this from a graphical session." >&2
  exit 1
fi

# Uninstalled, the app finds its preferences schema in the build directory
# (and its translations there by itself).
export GSETTINGS_SCHEMA_DIR="$PWD/build/data${GSETTINGS_SCHEMA_DIR:+:$GSETTINGS_SCHEMA_DIR}"
exec "$app" data/games/sample-solo.json "$@"
