#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-check-rooms.py — build-aux/check-rooms.py on small trees made here.

Usage: test-check-rooms.py PATH/TO/check-rooms.py

Each case writes a tiny src/ tree into a temporary folder, runs the checker
on it with --root, and compares its exit status and the imports it names
with what the case expects. Prints TAP.
"""

import os
import subprocess
import sys
import tempfile

# A house that imports one way: shell → sidebar → board → session → words
# / cards → core.
GOOD = {
    "src/core/wg-game.h": "",
    "src/core/wg-game.c": '#include "wg-game.h"\n',
    "src/app/words/wg-words.h": '#include "wg-game.h"\n',
    "src/app/cards/wg-card-store.h": '#include "wg-game.h"\n',
    "src/app/session/wg-session.h": '#include "wg-game.h"\n#include "wg-words.h"\n',
    "src/app/board/wg-board-view.c": '#include "wg-session.h"\n',
    "src/app/board/wg-board-view.h": "",
    "src/app/sidebar/wg-sidebar.c": '#include "wg-board-view.h"\n#include "wg-sidebar.h"\n',
    "src/app/sidebar/wg-sidebar.h": "",
    "src/app/referee/wg-battle-dialog.h": "",
    "src/app/solo/wg-ai-panel.h": "",
    "src/app/shell/wg-window.c": '#include "wg-sidebar.h"\n#include "wg-battle-dialog.h"\n',
}


def run(checker, files):
    with tempfile.TemporaryDirectory() as root:
        for path, text in files.items():
            full = os.path.join(root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as f:
                f.write(text)
        done = subprocess.run([sys.executable, checker, "--root", root],
                              capture_output=True, text=True)
        return done.returncode, done.stdout


def main():
    checker = sys.argv[1]
    cases = [
        ("a house that imports one way passes", GOOD, 0, []),
        ("a lower room importing a higher one fails",
         dict(GOOD, **{"src/app/sidebar/wg-turn-panel.c": '#include "wg-battle-dialog.h"\n'}),
         1, ["src/app/sidebar/wg-turn-panel.c imports upwards or sideways: "
             "wg-battle-dialog.h (referee)"]),
        ("rooms side by side do not import each other",
         dict(GOOD, **{"src/app/referee/wg-battle-dialog.c": '#include "wg-ai-panel.h"\n'}),
         1, ["wg-ai-panel.h (solo)"]),
        ("the bottom rooms do not import the session",
         dict(GOOD, **{"src/app/words/wg-words.c": '#include "wg-session.h"\n'}),
         1, ["src/app/words/wg-words.c imports upwards or sideways: wg-session.h (session)"]),
        ("the bottom rooms stand side by side",
         dict(GOOD, **{"src/app/cards/wg-card-store.c": '#include "wg-words.h"\n'}),
         1, ["wg-words.h (words)"]),
        ("the core imports nothing of the app",
         dict(GOOD, **{"src/core/wg-score.c": '#include "wg-session.h"\n'}),
         1, ["src/core/wg-score.c imports upwards or sideways: wg-session.h (session)"]),
        ("the core imports nothing of the CLI",
         dict(GOOD, **{"src/cli/wg-cli.h": "",
                       "src/core/wg-score.c": '#include "wg-cli.h"\n'}),
         1, ["src/core/wg-score.c imports upwards or sideways: wg-cli.h (cli)"]),
        ("the app imports nothing of the CLI",
         dict(GOOD, **{"src/cli/wg-cli.h": "",
                       "src/app/shell/wg-window.h": '#include "wg-cli.h"\n'}),
         1, ["src/app/shell/wg-window.h imports upwards or sideways: wg-cli.h (cli)"]),
        ("the app includes no private header of the core",
         dict(GOOD, **{"src/core/wg-game-private.h": "",
                       "src/app/session/wg-session.c": '#include "wg-game-private.h"\n'}),
         1, ["src/app/session/wg-session.c includes the core's private wg-game-private.h"]),
        ("a folder that is no room is refused",
         dict(GOOD, **{"src/app/misc/wg-thing.c": ""}),
         1, ["src/app/misc/ is no room"]),
    ]
    print(f"1..{len(cases)}")
    failed = 0
    for i, (name, files, status, says) in enumerate(cases, 1):
        got, out = run(checker, files)
        missing = [s for s in says if s not in out]
        if got != status or missing:
            failed += 1
            print(f"not ok {i} {name}: exit {got} (wanted {status}), missing {missing}")
            for line in out.splitlines():
                print(f"# {line}")
        else:
            print(f"ok {i} {name}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
