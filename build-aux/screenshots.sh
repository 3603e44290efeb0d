#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# build-aux/screenshots.sh — makes the screenshots of the README, the user
# guide and the metainfo again, from the app as it is now, so that they
# never show a window that has changed since.
#
#   build-aux/screenshots.sh [BUILD-DIR]     (default: build)
#
# Builds the preview tools (tests/manual/: each renders one window to a
# PNG by itself, on the bundled sample game or a file of tests/data/), runs
# them under Xvfb with the build's preferences schema and settings kept in
# memory, and writes data/screenshots/*.png (README, metainfo, user guide)
# and docs/screenshots/*.png (user guide) — all but battle-multiplier.png,
# which battle-preview cannot yet open on its question; the shared page's
# three (share-page-*.png) are the app's page in headless Chromium
# (share-preview), and a player's own page (share-seat-preview, with the
# window's proposal bar). Needs xvfb-run and chromium; ImageMagick's convert, when
# there is one, strips and recompresses the PNGs.
set -eu
# A tool that warns (a GLib critical) has drawn something wrong: stop.
export G_DEBUG=fatal-criticals
top=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
case $build in /*) ;; *) build=$top/$build ;; esac
cd "$top"

if [ ! -d "$build" ]; then
  meson setup "$build"
fi
tools=(app-screenshot ai-preview battle-preview score-preview board-editor-preview
  catalog-preview new-game-preview replay-preview start-preview)
ninja -C "$build" "${tools[@]/#/tests/app/}" src/cli/warpgate-cli data/gschemas.compiled >/dev/null

# Everything under one X server: the tools do not need a window manager.
if [ -z "${WG_SCREENSHOTS_DISPLAY:-}" ]; then
  exec env WG_SCREENSHOTS_DISPLAY=1 xvfb-run -a -s '-screen 0 1920x1200x24 -noreset' "$0" "$build"
fi

export GTK_A11Y=none GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR=$build/data
export LANGUAGE=C LC_ALL=C.UTF-8
bin=$build/tests/app
data=$top/data/screenshots
docs=$top/docs/screenshots
mkdir -p "$data" "$docs"

shot() {
  local out=$1
  shift
  echo "  $out"
  "$@" "$out"
  if command -v convert >/dev/null; then
    convert "$out" -strip -define png:compression-level=9 "$out.tmp.png"
    mv "$out.tmp.png" "$out"
  fi
}

echo "README, metainfo and user guide (data/screenshots):"
# The solo sample, a range measured from O1 to V2 with its path and where
# the loser of a battle there would withdraw.
shot "$data/main-window.png" "$bin/app-screenshot" --size 1280x760 --click O1 --click V2
shot "$data/players.png" "$bin/app-screenshot" --size 1130x750 --page players
shot "$data/table.png" "$bin/app-screenshot" --size 1130x750 --page table
# Advance at 3X from D3: every legal destination with its range.
shot "$data/actions.png" "$bin/app-screenshot" --size 1130x750 --action advance --x 3 \
  --action-click D3
shot "$data/end-turn.png" "$bin/app-screenshot" --size 1400x860 --page actions
shot "$data/gatekeepers.png" "$bin/ai-preview" --size 1130x750
# The rulebook's first battle example.
shot "$data/battle.png" "$bin/battle-preview" tests/data/battle-example1.json red D1 6 V1 \
  --size 600x760
shot "$data/new-game.png" "$bin/new-game-preview" --size 530x690
shot "$data/score.png" "$bin/score-preview" --size 860x560
shot "$data/board-editor.png" "$bin/board-editor-preview" --file data/tiles/sample-tiles.json \
  --layout sample-4p --size 1120x760

echo "User guide (docs/screenshots):"
# Every screen: a desktop, a small laptop, a phone (zoomed in, and with the
# sidebar folded over the board).
shot "$docs/main-1920x1080.png" "$bin/app-screenshot" --size 1920x1080 --click D3
shot "$docs/main-1024x700.png" "$bin/app-screenshot" --size 1024x700 --click D3
shot "$docs/main-360x720.png" "$bin/app-screenshot" --size 360x720 --click D3 --zoom 3
shot "$docs/main-360x720-sidebar.png" "$bin/app-screenshot" --size 360x720 --click D3 \
  --page location
shot "$docs/new-game-decks.png" "$bin/new-game-preview" --size 640x800 --scroll 300
shot "$docs/gatekeepers-physical-deck.png" "$bin/ai-preview" --file tests/data/ai-physical.json \
  --play --size 1100x760
shot "$docs/battle-physical-draw.png" "$bin/battle-preview" \
  tests/data/battle-ai-draw-physical.json blue D1 3 J1 --draw --size 720x900
shot "$docs/card-catalog.png" "$bin/catalog-preview" --size 640x1080
shot "$docs/card-editor.png" "$bin/catalog-preview" --edit pitched-battle --size 560x720
# The Exploration variant: New Game's switch on, a board explored (tokens
# left, a planet voided, a trade icon added), and the board editor with a
# board drawn by hand grouped into its two tiles (R-EXP-8).
shot "$docs/new-game-exploration.png" "$bin/new-game-preview" --exploration --scroll 600 \
  --size 640x800
shot "$docs/exploration-board.png" "$bin/app-screenshot" --file tests/data/explore-board.json \
  --size 1120x740
shot "$docs/board-editor-tiles.png" "$bin/board-editor-preview" \
  --file tests/data/tiles-editor-grouped.json --tool select --scroll 10000 --size 1120x760
# Held tokens with Use on the Players page, and Battle Promote offered in a
# battle before the cards.
shot "$docs/exploration-players.png" "$bin/app-screenshot" --file tests/data/explore-held.json \
  --page players --size 1130x1180
shot "$docs/exploration-battle-promote.png" "$bin/battle-preview" \
  tests/data/explore-held.json blue V1 3 O1 --size 720x700

echo "The start screen (docs/screenshots), with two recent games:"
# A game in round 4 and a finished one (the score tests' files), the
# finished one the newest.
shot "$docs/start-1920x1080.png" "$bin/start-preview" --recent tests/data/score-midgame.json \
  --recent tests/data/play-log-tie.json --size 1920x1080
shot "$docs/start-360x720.png" "$bin/start-preview" --recent tests/data/score-midgame.json \
  --recent tests/data/play-log-tie.json --size 360x720

echo "Replay (docs/screenshots), on a game recorded by warpgate-cli:"
# The two-round game of tests/cli/test-cli-replay.c, played by the CLI (each
# command writes its step to the game's record), to step 11.
recorded=$(mktemp -d)
cp tests/data/play-2p.json "$recorded/0.json"
n=0
while read -r command options; do
  # shellcheck disable=SC2086  # the options are words
  "$build/src/cli/warpgate-cli" "$command" "$recorded/$n.json" $options \
    --output "$recorded/$((n + 1)).json" >/dev/null
  n=$((n + 1))
done <<'CHAIN'
apply --color blue --action advance --x 2 --from P1:2 --to P2
battle --attacker blue --from P1:2 --at P2 --attacker-card x3 --defender-card x1 --apply --choose P4
end-turn
apply --color red --action reinforce --x 2 --to P4
end-turn
end-turn
end-turn
end-turn
end-turn
end-turn
apply --color blue --action reinforce --x 1 --to P2
CHAIN
shot "$docs/replay-1920x1080.png" "$bin/replay-preview" --file "$recorded/$n.json" --step 2 \
  --size 1920x1080
shot "$docs/replay-360x720.png" "$bin/replay-preview" --file "$recorded/$n.json" --step 2 \
  --size 360x720
rm -r "$recorded"

echo "Share to the Table's dialog (docs/screenshots):"
# The 4-player sample shared: the watch-only address, then each player's
# own; on a phone, scrolled to the players' addresses, the second revoked.
shot "$docs/share-dialog-1920x1080.png" "$bin/share-dialog-preview" --file data/games/sample-4p.json \
  --size 1920x1080
shot "$docs/share-dialog-360x720.png" "$bin/share-dialog-preview" --file data/games/sample-4p.json \
  --size 360x720 --scroll 560 --revoke 1

echo "Share to the Table (docs/screenshots), in a real browser:"
# The app shares the solo sample on loopback and prints the page's
# address; headless Chromium shows the page on a phone held upright (as
# it starts, zoomed in, and with the whole board) and on a 1920×1080 TV.
ninja -C "$build" src/app/warpgate-companion tests/app/share-preview >/dev/null
address=$(mktemp)
"$build/src/app/warpgate-companion" --share=127.0.0.1:0 data/games/sample-solo.json \
  >"$address" 2>/dev/null &
app=$!
for _ in $(seq 300); do
  [ -s "$address" ] && break
  sleep 0.1
done
url=$(head -1 "$address")
rm -f "$address"
if [ -z "$url" ]; then
  kill "$app"
  echo "screenshots: the app printed no address" >&2
  exit 1
fi
shot "$docs/share-page-phone-light.png" "$bin/share-preview" "$url" --size 390x844 --phone
shot "$docs/share-page-phone-whole.png" "$bin/share-preview" "$url" --size 390x844 --phone \
  --whole
shot "$docs/share-page-tv-dark.png" "$bin/share-preview" "$url" --size 1920x1080 --dark
kill "$app"
wait "$app" 2>/dev/null || true

echo "A player's own page and the proposal bar (docs/screenshots), in a real browser:"
# share-seat-preview shares the game from a window of its own (as Share to
# the Table does) and opens one player's own address as their phone would:
# blue's hand in the 4-player sample; red's range asked with two taps;
# blue's Skirmish from D1 to J1 judged legal, then sent (the desktop's
# proposal bar beside it); red's battle panel with a card tapped; blue's
# page on a 1920×1080 screen.
ninja -C "$build" tests/app/share-seat-preview >/dev/null
seat=$bin/share-seat-preview
shot "$docs/share-player-phone.png" "$seat" --file data/games/sample-4p.json --size 390x844 \
  --phone --show hand
shot "$docs/share-range-phone.png" "$seat" --file data/games/sample-4p.json --seat 1 \
  --size 390x844 --phone --tap O13 --tap V16 --show ask:end
shot "$docs/share-propose-phone.png" "$seat" --file tests/data/moves-movement.json \
  --size 390x844 --phone --zoom-at D1 --propose skirmish --x 1 --tap D1 --tap J1 \
  --show propose:end
bar=$docs/proposal-bar-1920x1080.png
shot "$docs/share-propose-waiting-phone.png" "$seat" --file tests/data/moves-movement.json \
  --size 390x844 --phone --zoom-at D1 --propose skirmish --x 1 --tap D1 --tap J1 --send \
  --show propose:end --window "$bar"
echo "  $bar"
if command -v convert >/dev/null; then
  convert "$bar" -strip -define png:compression-level=9 "$bar.tmp.png"
  mv "$bar.tmp.png" "$bar"
fi
shot "$docs/share-battle-phone.png" "$seat" --file tests/data/share-duel.json --seat 1 \
  --size 390x844 --phone --battle D1:2:J1 --card 2 --show battle
shot "$docs/share-player-1920x1080.png" "$seat" --file data/games/sample-4p.json \
  --size 1920x1080 --tap O13 --tap V16
# The whole board's many small hexes: in 256 colours it stays under 300 KB.
if command -v convert >/dev/null; then
  convert "$docs/share-player-1920x1080.png" -colors 256 -define png:compression-level=9 \
    "PNG8:$docs/share-player-1920x1080.png"
fi
