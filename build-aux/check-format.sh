#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# build-aux/check-format.sh [--root SOURCE_ROOT] [FILE…]
#
# Every C file is laid out as .clang-format says: `clang-format --dry-run
# --Werror` with SOURCE_ROOT/.clang-format (default: this script's checkout).
# Without FILE arguments it checks the .c and .h files under src/ and tests/,
# found now (git ls-files in a git checkout, untracked files too; else find),
# so a file moved or added is checked without a list to keep.
#
# Prints TAP: one `ok` / `not ok` line per file, the start of what
# clang-format would change as comments, and the plan. Exits 1 when a file
# would change (a FILE argument that is missing too), or when clang-format ($CLANG_FORMAT, default clang-format) is
# not installed: build-aux/setup.sh installs it.
#
# To reformat instead of checking: clang-format -i FILE…

set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [ "${1:-}" = "--root" ]; then
  root=${2:?usage: check-format.sh [--root SOURCE_ROOT] [FILE…]}
  shift 2
fi
style="$root/.clang-format"
clang_format=${CLANG_FORMAT:-clang-format}

if ! command -v "$clang_format" >/dev/null 2>&1; then
  echo "1..1"
  echo "not ok 1 - $clang_format is not installed (build-aux/setup.sh installs the clang-format package)"
  exit 1
fi
if [ ! -f "$style" ]; then
  echo "1..1"
  echo "not ok 1 - no $style"
  exit 1
fi

files=()
if [ "$#" -gt 0 ]; then
  files=("$@")
else
  cd "$root" || exit 1
  if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    mapfile -t files < <(git ls-files --cached --others --exclude-standard \
                           -- 'src/*.c' 'src/*.h' 'tests/*.c' 'tests/*.h' | LC_ALL=C sort -u)
  else
    mapfile -t files < <(find src tests -type f -name '*.[ch]' | LC_ALL=C sort)
  fi
fi

echo "# $("$clang_format" --version)"

# One clang-format for all the files (a process each would take minutes on a
# busy machine); its messages say which file would change, and where:
#   FILE:LINE:COL: error: code should be clang-formatted [-Wclang-format-violations]
#   the line as it is
#   ^ (where it differs)
present=()
for file in "${files[@]}"; do
  [ -f "$file" ] && present+=("$file")
done
log=$(mktemp)
trap 'rm -f "$log"' EXIT
rc=0
if [ "${#present[@]}" -gt 0 ]; then
  "$clang_format" --style="file:$style" --dry-run --Werror "${present[@]}" >/dev/null 2>"$log" || rc=$?
fi
declare -A places=()
while IFS= read -r file; do
  places[$file]=$(( ${places[$file]:-0} + 1 ))
done < <(sed -n 's/^\(.*\):[0-9][0-9]*:[0-9][0-9]*: \(error\|warning\): code should be clang-formatted.*/\1/p' "$log")

n=0
status=0
for file in "${files[@]}"; do
  if [ ! -f "$file" ]; then
    # A file deleted but not yet committed is still in the index.
    [ "$#" -gt 0 ] || continue
    n=$((n + 1))
    echo "not ok $n - $file: no such file"
    status=1
  elif [ -n "${places[$file]:-}" ]; then
    n=$((n + 1))
    echo "not ok $n - $file would change in ${places[$file]} places (clang-format -i $file)"
    # The first place: the message, the line and the caret under it.
    awk -v at="$file:" 'index($0, at) == 1 { n = 3 } n > 0 { print "#   " $0; if (--n == 0) exit }' "$log"
    status=1
  else
    n=$((n + 1))
    echo "ok $n - $file"
  fi
done
# clang-format exits 1 when a file would change; anything else (a crash, a
# bad .clang-format) is a failure of its own.
if [ "$rc" -ne 0 ] && { [ "$rc" -ne 1 ] || [ "${#places[@]}" -eq 0 ]; }; then
  n=$((n + 1))
  echo "not ok $n - $clang_format failed (exit status $rc)"
  head -n 20 "$log" | sed 's/^/#   /'
  status=1
fi
if [ "$n" -eq 0 ]; then
  echo "1..1"
  echo "not ok 1 - no C file found under $root/src or $root/tests"
  exit 1
fi
echo "1..$n"
exit "$status"
