#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# build-aux/check-translations.sh SOURCE_ROOT
#
# Every language of po/LINGUAS is complete: the template is extracted afresh
# from po/POTFILES.in (xgettext, with the keywords of Meson's 'glib' preset),
# and each po/LANG.po must hold every message of it (msgcmp), translated and
# not fuzzy, with printf conversions that match (msgfmt --check). Names what
# is missing; exits 1 when any language is incomplete.

set -euo pipefail

root=${1:?usage: check-translations.sh SOURCE_ROOT}
cd "$root"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

xgettext --package-name=warpgate-companion --from-code=UTF-8 --add-comments \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
  --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
  --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
  --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
  --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format \
  --files-from=po/POTFILES.in --output="$tmp/template.pot" 2>"$tmp/xgettext.log" || {
    cat "$tmp/xgettext.log" >&2
    exit 1
  }

status=0
languages=$(sed -e 's/#.*//' po/LINGUAS | tr -s ' \n' ' ')
[ -n "${languages// /}" ] || { echo "check-translations: po/LINGUAS lists no language"; exit 0; }
for lang in $languages; do
  po="po/$lang.po"
  if [ ! -f "$po" ]; then
    echo "check-translations: $po is missing"
    status=1
    continue
  fi
  if ! msgcmp --use-untranslated --use-fuzzy "$po" "$tmp/template.pot" 2>"$tmp/msgcmp.log"; then
    echo "check-translations: $po lacks messages of the sources:"
    head -20 "$tmp/msgcmp.log"
    status=1
  fi
  stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$po" 2>&1) || {
    echo "check-translations: $po: msgfmt --check failed: $stats"
    status=1
    continue
  }
  case "$stats" in
    *untranslated*|*fuzzy*)
      echo "check-translations: $po is not complete: $stats"
      status=1
      ;;
    *)
      echo "check-translations: $lang: $stats"
      ;;
  esac
done
exit "$status"
