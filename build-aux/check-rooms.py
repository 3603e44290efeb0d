#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that the app's rooms import one way (docs/architecture.md).

Usage: check-rooms.py [--root DIR]

DIR (default: the repository this script is in) holds src/. Every
`#include "wg-….h"` of a file in src/app/ROOM/ must name a header of the
same room, of a room below it, or of src/core:

    shell → editor | catalog | share → referee | solo | new-game | replay → score
          → sidebar → ask → board → session
          → autosave | cards | history | words | widgets → core

Rooms of one level stand side by side and do not import each other; the
bottom level holds the rooms that need only the core. Level 4, between
board and sidebar, is ask/: the session's runner and its question widget.
The app reaches the core through its public headers only: no file of
src/app includes a core `*-private.h`. Neither src/core nor src/app
imports a header of src/cli; the app replays a record through the
record's player, src/play (wg-record-play.h), the only file that
includes the CLI's header, and src/core imports nothing of src/app,
src/play or src/cli. Prints
TAP: one line per source file, `not ok` naming each import that runs the
wrong way.
"""
import os
import re
import sys

LEVELS = {
    "shell": 9,
    "editor": 8,
    "catalog": 8,
    "share": 8,
    "referee": 7,
    "solo": 7,
    "new-game": 7,
    "replay": 7,
    "score": 6,
    "sidebar": 5,
    "ask": 4,
    "board": 3,
    "session": 2,
    "autosave": 1,
    "cards": 1,
    "history": 1,
    "words": 1,
    "widgets": 1,
}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)


def main(argv):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if len(argv) == 3 and argv[1] == "--root":
        root = argv[2]
    elif len(argv) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    app = os.path.join(root, "src", "app")
    core = os.path.join(root, "src", "core")
    home = {}      # header name -> room ("core" for the core's)
    sources = []   # (path, room)
    for room in sorted(os.listdir(app)):
        folder = os.path.join(app, room)
        if not os.path.isdir(folder):
            continue
        if room not in LEVELS:
            print(f"Bail out! src/app/{room}/ is no room of docs/architecture.md")
            return 1
        for name in sorted(os.listdir(folder)):
            if name.endswith((".c", ".h")):
                home[name] = room
                sources.append((os.path.join(folder, name), room))
    play = os.path.join(root, "src", "play")
    if os.path.isdir(play):
        for name in sorted(os.listdir(play)):
            if name.endswith(".h"):
                home.setdefault(name, "play")
            if name.endswith((".c", ".h")):
                sources.append((os.path.join(play, name), "play"))
    cli = os.path.join(root, "src", "cli")
    if os.path.isdir(cli):
        for name in sorted(os.listdir(cli)):
            if name.endswith(".h"):
                home.setdefault(name, "cli")
    for name in sorted(os.listdir(core)):
        if name.endswith(".h"):
            home.setdefault(name, "core")
        if name.endswith((".c", ".h")):
            sources.append((os.path.join(core, name), "core"))

    failed = 0
    print(f"1..{len(sources)}")
    for i, (path, room) in enumerate(sources, 1):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        wrong, private = [], []
        for header in INCLUDE.findall(text):
            target = home.get(os.path.basename(header))
            if target is None or target == room:
                continue
            if room == "core" or (target == "cli" and room != "play"):
                wrong.append(f"{header} ({target})")
            elif room == "play":
                if target not in ("cli", "core"):
                    wrong.append(f"{header} ({target})")
            elif target == "play":
                continue
            elif target == "core" and header.endswith("-private.h"):
                private.append(header)
            elif target != "core" and LEVELS[target] >= LEVELS[room]:
                wrong.append(f"{header} ({target})")
        rel = os.path.relpath(path, root)
        if wrong or private:
            failed += 1
            said = []
            if wrong:
                said.append(f"imports upwards or sideways: {', '.join(wrong)}")
            if private:
                said.append(f"includes the core's private {', '.join(private)}")
            print(f"not ok {i} {rel} {'; '.join(said)}")
        else:
            print(f"ok {i} {rel}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
