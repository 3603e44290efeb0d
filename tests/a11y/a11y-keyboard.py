#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""a11y-keyboard.py — a solo turn played with the keyboard alone, as TAP: one
human action on the Actions page, End Turn, the Gatekeepers' card, their
battle, then Ctrl+S, and the saved game compared with the answer worked by
hand. Every step is keys (xdotool); AT-SPI only reads where the focus is and
what the app shows, never clicks. The helpers are a11y-names.py's.

Usage: a11y-keyboard.py APPLICATION-NAME GAME-FILE
(GAME-FILE: a copy of tests/data/keys-solo-turn.json, which the app has open
and which Ctrl+S overwrites; test-a11y-names.sh makes it.)

The game worked by hand (tests/data/keys-solo-turn.json; the board is one
row: gate-red J1 D1 J2 D2 D3 J3 D4 gate-blue, each 2 empty hexes from the
next (R-RANGE-1); it is ai-attack-battle.json with blue to play):

  1. Blue, round 1, slot 2 (2X), Recon 1 ship D4 -> J3: range 2 <= 2X,
     exactly 1 ship, no enemy ships on J3 (R-MOVE-4). D4 blue 2 -> 1,
     J3 blue 0 -> 1.
  2. The turn ends with Do It (nothing else is left in it): red (the
     Gatekeepers) plays slot 2 of round 1.
  3. Their card: the bottom (only) card of the AI deck, the Desert Objective
     (R-AI-1). Reinforce asks 2 ships each for D1 (AI Colony, no player
     ships) and D2 (AI ships); D3 and D4 hold blue ships (R-AI-3). Red's
     supply is 7 - 6 on the board = 1 < 4: that 1 ship goes to D1, the
     nearer to gate-red (range 4 against 8), then the AI attacks (R-AI-4).
     Targets: the desert planets without AI ships, and not an AI Colony
     without player ships: D3 (blue 1) and D4 (blue 1, red Colony). The
     largest group is J1's 3 ships (R-AI-5): D3 is 8 away, D4 12, so D3, a
     battle against blue's 1 ship. J1 is an AI Colony without trade icon:
     all 3 go (R-AI-6). No question is asked.
  4. The battle: the AI's Tactics deck is empty, so its card is typed: x1;
     blue plays x2. Strength red 3 x 1 = 3, blue 1 x 2 = 2: red wins
     (R-BATTLE-1). Blue's ship withdraws to the nearest of its candidates
     (R-WD-2): J3 (range 2; blue ships), D4 (4), gate-blue (6) -> J3
     (R-WD-3). D3: red 3; J3: blue 2.
  5. Their battle applied ends their turn by itself: round 1, slot 3, blue
     to play. The AI deck is empty, its played cards are slot 1's Action
     card and the Desert Objective; nothing is discarded before the round
     ends (R-AI-1).

Saved: turn {round 1, turn 3, first_player blue, active blue}; ships
gate-red red 1, D1 red 1, D2 red 2, D3 red 3, J3 blue 2, D4 blue 1; AI deck
[], discard [], played [action, objective:desert], Tactics deck and discard
[].
"""
import importlib.util
import json
import os
import subprocess
import sys
import time

import pyatspi

_spec = importlib.util.spec_from_file_location(
    "a11y_names", os.path.join(os.path.dirname(os.path.abspath(__file__)), "a11y-names.py"))
names = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(names)

BATTLE = "Battle at D3"
EXPECTED_TURN = {"round": 1, "turn": 3, "first_player": "blue", "active": "blue"}
EXPECTED_SHIPS = ["D1 red 1", "D2 red 2", "D3 red 3", "D4 blue 1", "J3 blue 2",
                  "gate-red red 1"]
EXPECTED_AI = {"deck": [], "discard": [],
               "played": [{"kind": "action"}, {"kind": "objective", "type": "desert"}],
               "tactics": {"deck": [], "discard": []}}


class Failed(Exception):
    pass


NOTHING = object()


def shown(accessible, depth=0):
    """@accessible and everything visible under it (GTK 4.8 does not set
    SHOWING below a window: VISIBLE is what it says)."""
    if accessible is None or depth > 80:
        return
    yield accessible
    for child in names.children(accessible):
        try:
            if child.getState().contains(pyatspi.STATE_VISIBLE):
                yield from shown(child, depth + 1)
        except Exception:
            continue


def focus(app):
    """(window title, role, name, description) of the object with the
    keyboard focus, or None."""
    for frame in names.children(app):
        for accessible in shown(frame):
            try:
                if accessible.getState().contains(pyatspi.STATE_FOCUSED):
                    return (frame.name, accessible.getRoleName(), accessible.name,
                            accessible.description)
            except Exception:
                continue
    return None


def texts(root, role):
    """The names of every shown object of @role under @root."""
    found = []
    for accessible in shown(root):
        try:
            if accessible.getRoleName() == role:
                found.append(accessible.name)
        except Exception:
            continue
    return found


def main_title(app):
    """The main window's title ("• " when the game changed)."""
    return next(name for name in names.frames(app) if name.lstrip("• ").endswith(".json"))


class Turn:
    def __init__(self, app, game):
        self.app = app
        self.game = game
        self.n = 0
        self.failed = 0

    def ok(self, good, what, got=NOTHING):
        self.n += 1
        if good:
            print(f"ok {self.n} {what}")
        else:
            self.failed += 1
            print(f"not ok {self.n} {what}")
            if got is not NOTHING:
                print(f"# got: {got!r}")
        return good

    def keys(self, *keys, window=None):
        """@keys to the main window (or @window), focused first."""
        names.press(window or main_title(self.app), *keys)
        time.sleep(0.2)

    def keys_to_popup(self, *keys):
        """@keys to a combo row's open list: it has the X focus already,
        and giving it to the main window would close the list."""
        subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], check=True,
                       timeout=names.WAIT)
        time.sleep(0.2)

    def wait_focus(self, role, name, window=None):
        """The focus, once on @role @name (in @window), else None."""
        def on_it():
            f = focus(self.app)
            if f and f[1] == role and f[2] == name \
                    and (window is None or f[0].lstrip("• ") == window):
                return f
            return None
        return names.wait_for(on_it)

    def tab_to(self, role, name, window=None, limit=30):
        """Tab until the focus is on @role @name: True when it got there."""
        for _ in range(limit):
            f = focus(self.app)
            if f and f[1] == role and f[2] == name:
                return True
            self.keys("Tab", window=window)
        raise Failed(f"Tab never reached the {role} {name!r} (focus: {focus(self.app)!r})")

    def expect_focus(self, role, name, what, window=None):
        f = self.wait_focus(role, name, window)
        if not self.ok(f is not None, what, focus(self.app)):
            raise Failed(what)

    def board(self):
        f = focus(self.app)
        return f[3] if f and f[1] == "image" and f[2] == "Board" else ""

    def action(self):
        """Step 1: Recon 1 ship D4 -> J3 on the Actions page."""
        self.keys("alt+4")
        self.tab_to("combo box", "Action")
        self.ok(True, "Alt+4 shows the Actions page; Tab reaches its Action row")
        # Space opens the list of actions; Home is its first, Recon.
        self.keys("space")
        self.keys_to_popup("Home", "Return")
        main = names.frames(self.app)[main_title(self.app)]
        row = next((a for a in shown(main)
                    if a.getRoleName() == "combo box" and a.name == "Action"), None)
        self.ok(row is not None and "Recon" in texts(row, "label"),
                "Space, Home and Return choose Recon", row and texts(row, "label"))
        # The row tells its access keys, each action's underlined letter;
        # R, Recon's, chooses it and goes on to the board (issue 30).
        said = focus(self.app)
        self.ok(said is not None and "R Recon" in (said[3] or "")
                and "E Research" in (said[3] or ""),
                "the Action row's description lists its access keys", said)
        self.keys("r")
        self.ok(self.wait_focus("image", "Board") is not None,
                "R, Recon's access key, goes on to the board", focus(self.app))

        # The board: arrows move its cursor, which its description reads.
        self.tab_to("image", "Board")
        for _ in range(12):
            if self.board().startswith("D4 —"):
                break
            self.keys("Right")
        self.keys("Return")
        self.ok("chosen" in self.board() and self.board().startswith("D4 —"),
                "arrows and Return on the board choose D4 as the origin", self.board())
        self.keys("Left")
        self.ok(self.board().startswith("J3 —") and "a legal destination" in self.board(),
                "Left from D4 is J3, a legal destination (R-MOVE-4)", self.board())
        self.keys("Return")
        self.ok(self.board().startswith("J3 —") and "chosen" in self.board(),
                "Return chooses J3 as the destination", self.board())
        # Its mnemonic: _Do It. One action a turn: nothing else is left in
        # it, so the turn ends with it (issue 30).
        self.keys("alt+d")

    def gatekeepers(self):
        """Steps 2-4: the turn ended, their card, their battle."""
        # Alt+D ended the turn; their card is played as their turn comes; no
        # question on this card (worked above): Apply the Turn has the focus.
        self.expect_focus("push button", "Apply the Turn",
                          "Alt+D (Do It) applies the move and ends the turn: the "
                          "Gatekeepers' page plays their card; Apply the Turn focused")
        self.keys("space")
        self.expect_focus("push button", "Cancel",
                          "Space applies their turn; the battle dialog opens focused",
                          window=BATTLE)

        # Red's card, then blue's: x1 and x2 (Up on blue's multiplier).
        self.tab_to("push button", "Play", window=BATTLE)
        self.keys("space", window=BATTLE)
        dialog = names.frames(self.app)[BATTLE]
        self.ok("Plays ×1" in texts(dialog, "list item"),
                "Tab and Space play red's typed card, x1", texts(dialog, "list item"))
        self.tab_to("spin button", "Multiplier printed on the card", window=BATTLE)
        self.keys("Up", window=BATTLE)
        self.tab_to("push button", "Play", window=BATTLE)
        self.keys("space", window=BATTLE)
        said = texts(dialog, "list item")
        self.ok("Plays ×2" in said, "Up, Tab and Space play blue's card, x2", said)
        self.ok("The Gatekeepers, the attacker, win, 3 to 2 (R-BATTLE-1)" in said,
                "the dialog says red wins 3 to 2 (R-BATTLE-1)", said)
        # Its mnemonic: _Apply to the Table.
        self.keys("alt+a", window=BATTLE)
        self.ok(names.wait_for(lambda: BATTLE not in names.frames(self.app)),
                "Alt+A (Apply to the Table) closes the battle dialog")
        self.expect_focus("combo box", "Action",
                          "their battle applied ends their turn; the focus goes to the "
                          "Actions page's Action row")

    def save(self):
        """Ctrl+S, then the saved game against the hand-worked answer."""
        self.keys("ctrl+s")
        self.ok(names.wait_for(lambda: not main_title(self.app).startswith("• ")),
                "Ctrl+S saves (the title loses its •)", main_title(self.app))
        with open(self.game, encoding="utf-8") as f:
            game = json.load(f)
        self.ok(game["turn"] == EXPECTED_TURN, "saved: round 1, slot 3, blue to play",
                game["turn"])
        ships = sorted(f"{s['at']} {s['color']} {s['count']}" for s in game["pieces"]["ships"])
        self.ok(ships == EXPECTED_SHIPS, "saved: the ships as worked by hand", ships)
        ai = {key: game["ai"].get(key) for key in EXPECTED_AI}
        self.ok(ai == EXPECTED_AI, "saved: the AI deck, discard and played cards", ai)

    def play(self):
        for step in (self.action, self.gatekeepers):
            try:
                step()
            except (Failed, LookupError, subprocess.SubprocessError) as error:
                self.ok(False, f"the keyboard could not go on: {error}")
                return
        self.save()

    def report(self):
        print(f"1..{self.n}")
        return 1 if self.failed else 0


def main():
    app = names.find_application(sys.argv[1])
    if app is None:
        print(f"Bail out! {sys.argv[1]} did not appear on the AT-SPI bus")
        print("1..0")
        return 1
    turn = Turn(app, sys.argv[2])
    turn.play()
    return turn.report()


if __name__ == "__main__":
    sys.exit(main())
