#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# tests/cli/test-completion.sh — the bash completion and the manual page
# (data/completions/warpgate-cli, data/man/warpgate-cli.1) agree with the
# program they describe:
#
#   test-completion.sh WARPGATE_CLI COMPLETION MANPAGE
#
# The commands completed are the commands `warpgate-cli --help` lists; for
# each, the options completed are exactly those of `warpgate-cli CMD --help`;
# the manual page names every command and reads without a groff warning.
# Prints TAP.

set -uo pipefail
cli=$1 completion=$2 manpage=$3

# shellcheck source=data/completions/warpgate-cli
. "$completion"

n=0
failed=0
ok() { n=$((n + 1)); echo "ok $n $1"; }
not_ok() { n=$((n + 1)); failed=$((failed + 1)); echo "not ok $n $1"; shift; printf '# %s\n' "$@"; }

# complete WORD…: what the completion offers for the last word, sorted, one a line.
complete_words() {
  COMP_WORDS=("$@")
  COMP_CWORD=$(($# - 1))
  COMPREPLY=()
  _warpgate_cli
  printf '%s\n' "${COMPREPLY[@]}" | sort
}

mapfile -t commands < <(LC_ALL=C.UTF-8 LANGUAGE=C "$cli" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z-]*\) .*/\1/p')
echo "1..$((3 + 2 * ${#commands[@]}))"

want=$(printf '%s\n' "${commands[@]}" --help --version | sort)
got=$(complete_words warpgate-cli "")
if [ "${#commands[@]}" -ge 11 ] && [ "$got" = "$want" ]; then
  ok "/wg/cli/completion/commands"
else
  not_ok "/wg/cli/completion/commands" "want: ${want//$'\n'/ }" "got: ${got//$'\n'/ }"
fi

for cmd in "${commands[@]}"; do
  want=$(LC_ALL=C.UTF-8 LANGUAGE=C "$cli" "$cmd" --help \
         | grep -oE '^ +(-h, )?--[a-z-]+' | sed 's/.*--/--/' | sort -u)
  got=$(complete_words warpgate-cli "$cmd" game.json "--")
  if [ -n "$want" ] && [ "$got" = "$want" ]; then
    ok "/wg/cli/completion/options/$cmd"
  else
    not_ok "/wg/cli/completion/options/$cmd" "want: ${want//$'\n'/ }" "got: ${got//$'\n'/ }"
  fi
  if grep -q "^\.BI \"$cmd " "$manpage"; then
    ok "/wg/cli/man/command/$cmd"
  else
    not_ok "/wg/cli/man/command/$cmd" "no .BI \"$cmd \" entry in $manpage"
  fi
done

# The game file: *.json files and folders, and - for standard input.
dir=$(mktemp -d "${TMPDIR:-/tmp}/wg-completion-XXXXXX")
trap 'rm -rf "$dir"' EXIT
touch "$dir/game.json" "$dir/notes.txt"
got=$(cd "$dir" && complete_words warpgate-cli score "")
want=$(printf '%s\n' - game.json | sort)
if [ "$got" = "$want" ]; then
  ok "/wg/cli/completion/game-file"
else
  not_ok "/wg/cli/completion/game-file" "want: ${want//$'\n'/ }" "got: ${got//$'\n'/ }"
fi

if warnings=$(groff -man -ww -z "$manpage" 2>&1) && [ -z "$warnings" ]; then
  ok "/wg/cli/man/groff"
else
  not_ok "/wg/cli/man/groff" "$warnings"
fi

[ "$failed" -eq 0 ]
