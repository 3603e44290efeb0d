#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# build-aux/check-install.sh — what `meson install` installs, checked in a
# temporary DESTDIR. Run by `meson test` (suite 'install'), after the build:
#
#   check-install.sh MESON BUILD_DIR SOURCE_DIR PREFIX BINDIR DATADIR LOCALEDIR APP_ID VERSION
#
# BINDIR, DATADIR and LOCALEDIR are absolute (the prefix included). Runs
# `MESON install -C BUILD_DIR --no-rebuild --destdir TMP`, then checks the
# programs, the desktop integration files, the game data, warpgate-cli's
# manual page and bash completion, and a .mo file per language of po/LINGUAS, runs the installed warpgate-cli and
# warpgate-companion (--help, --version), and checks that nothing landed
# outside the prefix. Prints TAP; the temporary folder is removed.

set -uo pipefail

if [ "$#" -ne 9 ]; then
  echo "usage: check-install.sh MESON BUILD_DIR SOURCE_DIR PREFIX BINDIR DATADIR LOCALEDIR" \
       "APP_ID VERSION" >&2
  exit 2
fi
meson=$1 build_dir=$2 source_dir=$3 prefix=$4 bindir=$5 datadir=$6 localedir=$7
app_id=$8 version=$9

destdir=$(mktemp -d "${TMPDIR:-/tmp}/wg-install-XXXXXX")
trap 'rm -rf "$destdir"' EXIT

n=0
failed=0
ok() { n=$((n + 1)); echo "ok $n $1"; }
not_ok() { n=$((n + 1)); failed=$((failed + 1)); echo "not ok $n $1"; }
# check NAME COMMAND…: one TAP line, with the command's output as comments
# when it fails.
check() {
  local name=$1 out
  shift
  if out=$("$@" 2>&1); then
    ok "$name"
  else
    not_ok "$name"
    printf '%s\n' "$out" | sed 's/^/# /'
  fi
}
file_in() { [ -f "$destdir$1" ] || { echo "missing: $1"; return 1; }; }
program_in() { [ -x "$destdir$1" ] || { echo "missing or not executable: $1"; return 1; }; }

pkgdatadir=$datadir/warpgate-companion
mapfile -t languages < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$source_dir/po/LINGUAS" \
                         | tr -s ' \t' '\n' | sed '/^$/d')

echo "1..$((16 + ${#languages[@]}))"

check "/wg/install/meson-install" \
  "$meson" install -C "$build_dir" --no-rebuild --quiet --destdir "$destdir"

check "/wg/install/app" program_in "$bindir/warpgate-companion"
check "/wg/install/cli" program_in "$bindir/warpgate-cli"
check "/wg/install/desktop-file" file_in "$datadir/applications/$app_id.desktop"
check "/wg/install/metainfo" file_in "$datadir/metainfo/$app_id.metainfo.xml"
check "/wg/install/gschema" file_in "$datadir/glib-2.0/schemas/$app_id.gschema.xml"
check "/wg/install/icons" eval \
  "file_in '$datadir/icons/hicolor/scalable/apps/$app_id.svg' &&
   file_in '$datadir/icons/hicolor/symbolic/apps/$app_id-symbolic.svg'"
check "/wg/install/game-data" eval \
  "file_in '$pkgdatadir/games/sample-solo.json' &&
   file_in '$pkgdatadir/games/sample-4p.json' &&
   file_in '$pkgdatadir/tiles/sample-tiles.json' &&
   file_in '$pkgdatadir/cards/catalog.json'"

check "/wg/install/man-page" file_in "$datadir/man/man1/warpgate-cli.1"
check "/wg/install/bash-completion" file_in "$datadir/bash-completion/completions/warpgate-cli"

for lang in ${languages[@]+"${languages[@]}"}; do
  check "/wg/install/translation-$lang" \
    file_in "$localedir/$lang/LC_MESSAGES/warpgate-companion.mo"
done
if [ "${#languages[@]}" -eq 0 ]; then
  echo "# po/LINGUAS lists no language yet: no .mo file is expected"
fi

# The desktop entry starts the installed program and names the installed icon.
desktop_exec() {
  local exec
  exec=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$destdir$datadir/applications/$app_id.desktop")
  [ "$exec" = warpgate-companion ] && [ -x "$destdir$bindir/$exec" ] \
    || { echo "Exec=$exec is not an installed program"; return 1; }
  grep -qx "Icon=$app_id" "$destdir$datadir/applications/$app_id.desktop" \
    || { echo "Icon is not $app_id"; return 1; }
}
check "/wg/install/desktop-exec-icon" desktop_exec

# The installed schema compiles on its own (what the post-install step does
# on a real install, skipped under DESTDIR).
compile_schemas() {
  mkdir -p "$destdir/compiled" &&
    glib-compile-schemas --strict --targetdir="$destdir/compiled" \
      "$destdir$datadir/glib-2.0/schemas"
}
check "/wg/install/schema-compiles" compile_schemas

# The installed programs run (they link the project's libraries statically).
cli_help() {
  local out
  out=$("$destdir$bindir/warpgate-cli" --help) || return 1
  printf '%s\n' "$out" | grep -q '^Usage:' || { echo "no Usage: in --help"; return 1; }
}
check "/wg/install/cli-help" cli_help
cli_version() {
  local out
  out=$("$destdir$bindir/warpgate-cli" --version) || return 1
  [ "$out" = "warpgate-cli $version" ] || { echo "--version said: $out"; return 1; }
}
check "/wg/install/cli-version" cli_version
app_help() {
  GSETTINGS_SCHEMA_DIR="$destdir/compiled" "$destdir$bindir/warpgate-companion" --help \
    | grep -q 'warpgate-companion'
}
check "/wg/install/app-help" app_help

# Everything installed is under the prefix.
outside_prefix() {
  local stray
  stray=$(cd "$destdir" && find . -type f ! -path "./compiled/*" ! -path ".$prefix/*")
  [ -z "$stray" ] || { echo "installed outside $prefix:"; echo "$stray"; return 1; }
}
check "/wg/install/under-prefix" outside_prefix

[ "$failed" -eq 0 ]
