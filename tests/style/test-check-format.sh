#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# tests/style/test-check-format.sh CHECK_FORMAT SOURCE_ROOT
#
# build-aux/check-format.sh fails when it should: on a file laid out against
# SOURCE_ROOT/.clang-format, on a tree it walks with such a file in it, and
# when clang-format is missing. Prints TAP.

set -uo pipefail

check=${1:?usage: test-check-format.sh CHECK_FORMAT SOURCE_ROOT}
root=${2:?usage: test-check-format.sh CHECK_FORMAT SOURCE_ROOT}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The project's layout, and the same code indented 4 columns.
good='/* good.c */

static int
add (int a,
     int b)
{
  if (a > b)
    {
      return a - b;
    }
  return a + b;
}
'
bad='/* bad.c */

static int
add (int a,
     int b)
{
    if (a > b)
        return a - b;
    return a + b;
}
'
printf '%s' "$good" >"$tmp/good.c"
printf '%s' "$bad" >"$tmp/bad.c"

n=0
failed=0
# expect NAME STATUS(0 or 1) PATTERN COMMAND…: the exit status is STATUS
# (1: any failure) and the output has a line that matches PATTERN.
expect() {
  local name=$1 want=$2 pattern=$3 out rc=0
  shift 3
  n=$((n + 1))
  out=$("$@" 2>&1) || rc=$?
  if { [ "$want" -eq 0 ] && [ "$rc" -eq 0 ]; } || { [ "$want" -ne 0 ] && [ "$rc" -ne 0 ]; } \
     && grep -qE -- "$pattern" <<<"$out"; then
    echo "ok $n - $name"
  else
    echo "not ok $n - $name (exit status $rc)"
    failed=1
    # shellcheck disable=SC2001  # every line, not one substitution
    sed 's/^/#   /' <<<"$out"
  fi
}

expect "a file in the project's layout passes" 0 "^ok 1 - $tmp/good.c$" \
  "$check" --root "$root" "$tmp/good.c"
expect "a file indented 4 columns is named as failing" 1 "^not ok 1 - $tmp/bad.c would change" \
  "$check" --root "$root" "$tmp/bad.c"
expect "a missing file fails" 1 "^not ok 1 - $tmp/none.c: no such file" \
  "$check" --root "$root" "$tmp/none.c"
expect "no clang-format is a failure, not a skip" 1 "^not ok 1 - .* is not installed" \
  env CLANG_FORMAT="$tmp/no-such-clang-format" "$check" --root "$root" "$tmp/good.c"

# A tree outside git: its files are found with find, in sub-folders too.
mkdir -p "$tmp/tree/src/core/deep" "$tmp/tree/tests"
cp "$root/.clang-format" "$tmp/tree/"
cp "$tmp/good.c" "$tmp/tree/src/core/deep/wg-good.c"
cp "$tmp/bad.c" "$tmp/tree/tests/wg-bad.h"
expect "a tree's files are found: one passes" 1 "^ok [0-9]+ - src/core/deep/wg-good.c$" \
  "$check" --root "$tmp/tree"
expect "a tree's files are found: one fails" 1 "^not ok [0-9]+ - tests/wg-bad.h would change" \
  "$check" --root "$tmp/tree"
expect "a tree's files are all counted" 1 "^1\.\.2$" \
  "$check" --root "$tmp/tree"
rm "$tmp/tree/tests/wg-bad.h"
expect "a tree of well laid out files passes" 0 "^1\.\.1$" \
  "$check" --root "$tmp/tree"

echo "1..$n"
exit "$failed"
