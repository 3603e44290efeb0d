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
# manual page and bash completion, and a .mo file per language of
# po/LINGUAS, runs the installed warpgate-cli and warpgate-companion (--help,
# --version), runs the installed warpgate-cli in Japanese, and checks that
# nothing landed outside the prefix. Prints TAP; the temporary folders are
# removed.
#
# In Japanese: an installed program reads its translations from the
# locale folder of its own prefix (src/core/wg-locale-dir.c): the folder
# `meson install` fills beside it, which for the staged copy is the staged
# folder, and at the real prefix the configured LOCALEDIR. So the staged
# warpgate-cli runs as it is, with no privilege and nothing on this machine
# changed. Its output is compared with the msgstr of po/ja.po for the same
# msgid; with the staged .mo file moved away, it speaks English.
# WG_LOCPATH (from the environment) is a folder holding a ja_JP.UTF-8 locale
# for LOCPATH; the build makes one with localedef (tests/cli/meson.build).

set -uo pipefail

if [ "$#" -ne 9 ]; then
  echo "usage: check-install.sh MESON BUILD_DIR SOURCE_DIR PREFIX BINDIR DATADIR LOCALEDIR" \
       "APP_ID VERSION" >&2
  exit 2
fi
meson=$1 build_dir=$2 source_dir=$3 prefix=$4 bindir=$5 datadir=$6 localedir=$7
app_id=$8 version=$9

destdir=$(mktemp -d "${TMPDIR:-/tmp}/wg-install-XXXXXX")
scratch=$(mktemp -d "${TMPDIR:-/tmp}/wg-install-scratch-XXXXXX")
trap 'rm -rf "$destdir" "$scratch"' EXIT

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

echo "1..$((20 + ${#languages[@]}))"

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

# The installed warpgate-cli in Japanese (see the top of this file).
staged=$destdir$localedir
# run_ja COMMAND…: runs COMMAND in Japanese.
run_ja() {
  [ -n "${WG_LOCPATH:-}" ] ||
    { echo "WG_LOCPATH (a folder with a ja_JP.UTF-8 locale) is not set"; return 1; }
  LOCPATH=$WG_LOCPATH LC_ALL=ja_JP.UTF-8 LANG=ja_JP.UTF-8 LANGUAGE=ja "$@"
}

# expect_ja OUT MSGID [ARG…]: writes to OUT the msgstr of MSGID in
# po/ja.po, formatted with the ARGs (ja.po compiled afresh with msgfmt and
# read with Python's gettext: nothing the build made is used).
expect_ja() {
  [ -f "$scratch/ja.mo" ] || msgfmt -o "$scratch/ja.mo" "$source_dir/po/ja.po" || return 1
  python3 -c '
import gettext, sys
mo, out, msgid, args = sys.argv[1], sys.argv[2], sys.argv[3], tuple(sys.argv[4:])
with open(mo, "rb") as f:
    text = gettext.GNUTranslations(f).gettext(msgid)
if text == msgid:
    sys.exit("po/ja.po does not translate " + repr(msgid))
with open(out, "w", encoding="utf-8") as f:
    f.write(text % args if args else text)
' "$scratch/ja.mo" "$@"
}
# same GOT WANT: the two files hold the same text, or both are shown.
same() {
  cmp -s "$1" "$2" && return 0
  echo "got:"; cat "$1"; echo "want (po/ja.po):"; cat "$2"
  return 1
}

# An error: a refused command line, on standard error, as ja.po says it.
cli_ja_error() {
  local status=0
  expect_ja "$scratch/want-error" \
    $'warpgate-cli: unknown command “%s”. Try “warpgate-cli --help”.\n' frobnicate || return 1
  run_ja "$destdir$bindir/warpgate-cli" frobnicate \
    >"$scratch/out" 2>"$scratch/err" || status=$?
  [ "$status" -eq 2 ] || { echo "exit status $status, not 2"; cat "$scratch/err"; return 1; }
  same "$scratch/err" "$scratch/want-error"
}
check "/wg/install/cli-ja-error" cli_ja_error

# Text output: the help opens with ja.po's usage lines.
cli_ja_help() {
  expect_ja "$scratch/want-usage" \
    $'Usage:\n  warpgate-cli COMMAND GAME.json [OPTIONS]   (GAME.json may be - for standard input)\n  warpgate-cli --help | COMMAND --help | --version\n\nThe Warpgate referee: answers from a game file, as the app does.\n\nCommands:\n' ||
    return 1
  run_ja "$destdir$bindir/warpgate-cli" --help >"$scratch/help" || return 1
  head -c "$(wc -c <"$scratch/want-usage")" "$scratch/help" >"$scratch/help-head"
  same "$scratch/help-head" "$scratch/want-usage"
}
check "/wg/install/cli-ja-help" cli_ja_help

# A command's text output, on the installed sample game (round 3 of 3 is
# still being played): the score gives the standings, saying the game is
# not over and naming no winner (R-SCORE-4), then who leads.
cli_ja_score() {
  local note lead
  expect_ja "$scratch/want-note" \
    'Standings in round %d, not a result: the game is not over, so nobody has won yet (R-ROUND-2).' ||
    return 1
  expect_ja "$scratch/want-lead" '%s lead with %d VP.' || return 1
  run_ja "$destdir$bindir/warpgate-cli" score \
    "$destdir$pkgdatadir/games/sample-solo.json" >"$scratch/score" || return 1
  # Round 3; the Gatekeepers' 14 VP (their name is the file's).
  note="$(printf "$(cat "$scratch/want-note")" 3) $(printf "$(cat "$scratch/want-lead")" "The Gatekeepers" 14)"
  grep -Fxq -- "$note" "$scratch/score" ||
    { echo "no line '$note' (po/ja.po) in:"; cat "$scratch/score"; return 1; }
}
check "/wg/install/cli-ja-score" cli_ja_score

# The Japanese came from the staged folder and nowhere else: with the
# staged .mo file moved away, the same help is English.
cli_ja_from_localedir() {
  local mo=$staged/ja/LC_MESSAGES/warpgate-companion.mo status=0
  [ -f "$mo" ] || { echo "missing: $mo"; return 1; }
  mv "$mo" "$scratch/moved.mo" || return 1
  run_ja "$destdir$bindir/warpgate-cli" --help >"$scratch/help-en" || status=1
  mv "$scratch/moved.mo" "$mo" || return 1
  [ "$status" -eq 0 ] || return 1
  head -n 1 "$scratch/help-en" | grep -qx 'Usage:' ||
    { echo "with no translation there, the help said:"; head -n 3 "$scratch/help-en"; return 1; }
}
check "/wg/install/cli-ja-from-localedir" cli_ja_from_localedir

# Everything installed is under the prefix.
outside_prefix() {
  local stray
  stray=$(cd "$destdir" && find . -type f ! -path "./compiled/*" ! -path ".$prefix/*")
  [ -z "$stray" ] || { echo "installed outside $prefix:"; echo "$stray"; return 1; }
}
check "/wg/install/under-prefix" outside_prefix

[ "$failed" -eq 0 ]
