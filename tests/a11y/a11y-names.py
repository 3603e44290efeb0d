#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""a11y-names.py — every interactive control of an application on the AT-SPI
bus, as TAP: `ok` when it has a real name, `not ok` when its name is empty,
a widget type's ("GtkImage"), still carries a mnemonic's underscore
("_Cancel") or says the same words twice ("Cancel Cancel"): what Orca would
announce. Waits up to 30 s for the application.

Two tours, as a screen reader's user would take them (clicking through
AT-SPI's own actions, keys through xdotool to the window named):

  main  the main window, each sidebar page (clicking its tab), then every
        window of the main menu (Preferences, Keyboard Shortcuts, Help,
        About, Final Score, Card Catalog and its card editor, Board Editor
        and its New Tile and Save Layout dialogs, Share to the Table, New
        Game), each read and closed again. Open and Save As are GTK's own
        file choosers, not the app's: they are not read; nor are the board
        editor's New Tile and Save Layout dialogs, which need cells chosen
        on its canvas first.
  play  on a game where the Gatekeepers attack (tests/data/ai-attack-battle
        .json): the Gatekeepers' page with their card played (its steps to
        tick off), then the battle dialog their attack opens.

Usage: a11y-names.py APPLICATION-NAME main|play
"""
import re
import subprocess
import sys
import time

import pyatspi

INTERACTIVE = {"push button", "toggle button", "check box", "radio button", "spin button",
               "combo box", "text", "entry", "slider", "page tab", "menu item", "link",
               "toggle", "switch"}
LIBRARY_WIDGETS = {"AdwToastWidget"}
TYPE_NAME = re.compile(r"^(Gtk|Adw|Wg)[A-Z]\w*$")
MNEMONIC = re.compile(r"(^|\s)_\w|\w_\w")
PAGES = ["Players", "Table", "Actions", "Gatekeepers"]
WAIT = 10


def problem_with(name):
    """Why Orca could not announce @name, or None."""
    words = name.split()
    if not words:
        return "no name"
    if TYPE_NAME.match(name):
        return "a widget type's name"
    if MNEMONIC.search(name):
        return "a mnemonic's underscore in its name"
    half = len(words) // 2
    if len(words) % 2 == 0 and words[:half] == words[half:]:
        return "the same words twice"
    return None


def children(accessible):
    for i in range(accessible.childCount):
        try:
            child = accessible.getChildAtIndex(i)
        except Exception:
            continue
        if child is not None:
            yield child


def find_application(name):
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in children(desktop):
            # A window with content: the template has been built.
            if app.name == name and app.childCount > 0 \
                    and app.getChildAtIndex(0).childCount > 0:
                time.sleep(2)
                return app
        time.sleep(0.5)
    return None


def showing(accessible):
    return accessible.getState().contains(pyatspi.STATE_SHOWING)


def controls(accessible, path, depth=0):
    """(role, name, where) of every interactive control shown under
    @accessible; where: the named objects it lies in, outermost first."""
    if accessible is None or depth > 80:
        return
    try:
        role = accessible.getRoleName()
        name = accessible.name or ""
    except Exception:
        return
    # libadwaita's own widgets are not this app's to name: a toast's close
    # button (AdwToastWidget, libadwaita 1.2) has none.
    if name in LIBRARY_WIDGETS:
        return
    if role in INTERACTIVE:
        yield role, name, " > ".join(path)
    if name and not TYPE_NAME.match(name):
        path = path + [f"{role} {name!r}"]
    for child in children(accessible):
        yield from controls(child, path, depth + 1)


def descendants(accessible, depth=0):
    if accessible is None or depth > 80:
        return
    yield accessible
    for child in children(accessible):
        yield from descendants(child, depth + 1)


def find_all(root, role, name):
    """The objects of @role named @name under @root that can be clicked
    (GTK 4.8 exports a menu button twice: the outer one without an
    action)."""
    for accessible in descendants(root):
        try:
            if accessible.getRoleName() != role or accessible.name != name:
                continue
            if role in INTERACTIVE and accessible.queryAction().nActions == 0:
                continue
        except Exception:
            continue
        yield accessible


def find(root, role, name):
    """The first of find_all(), or None."""
    return next(find_all(root, role, name), None)


def frames(app):
    return {frame.name: frame for frame in children(app)}


def wait_for(condition, limit=WAIT):
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        found = condition()
        if found:
            return found
        time.sleep(0.3)
    return None


def click(root, role, name):
    target = wait_for(lambda: find(root, role, name))
    if target is None:
        raise LookupError(f"no {role} named {name!r}")
    target.queryAction().doAction(0)


def press(title, *keys):
    """@keys to the window titled @title, given the focus first (the test's
    X server has no window manager to give it). Tries until the X window is
    there (AT-SPI may list it first)."""
    pattern = "^" + re.sub(r"([.\[\](){}*+?|^$\\])", r"\\\1", title) + "$"
    command = ["xdotool", "search", "--name", pattern, "windowfocus", "--sync",
               "key", "--clearmodifiers", *keys]
    deadline = time.monotonic() + WAIT
    while subprocess.run(command, timeout=WAIT).returncode != 0:
        if time.monotonic() > deadline:
            raise subprocess.SubprocessError(f"no X window named {title!r} to give keys to")
        time.sleep(0.5)


def press_until(title, keys, done, tries=3):
    """@keys to the window titled @title until @done() holds (what it found,
    or None), sent again up to @tries times: on the test's X server, with no
    window manager, the first key a window is sent after another window was
    shown or closed is at times lost (on a loaded machine, the About window
    stayed open after one Escape and closed after a second). A key that does
    nothing, sent again, still does nothing."""
    for attempt in range(tries):
        try:
            press(title, *keys)
        except subprocess.SubprocessError:
            # Gone since the last try (the key came late): @done decides.
            if attempt == 0:
                raise
        found = wait_for(done, WAIT / 2)
        if found:
            return found
    return None


class Tour:
    def __init__(self, app):
        self.app = app
        self.seen = []       # (what was shown, its controls)
        self.problems = []   # what could not be opened
        self.games = {frame.name.lstrip("• ") for frame in children(app)}

    def read(self, what, root):
        self.seen.append((what, list(controls(root, []))))

    def open_window(self, what, *steps):
        """Runs @steps (callables), waits for a new window, reads it and
        hands back its title (None when none opened)."""
        before = set(frames(self.app))
        try:
            for step in steps:
                step()
        except (LookupError, subprocess.SubprocessError) as error:
            self.problems.append(f"{what} could not be opened: {error}")
            return None
        # The main window's title changes too ("• " when the game changed).
        title = wait_for(lambda: next((name for name in frames(self.app)
                                       if name not in before
                                       and name.lstrip("• ") not in self.games), None))
        if title is None:
            self.problems.append(f"{what} did not open (windows: {sorted(before)})")
            return None
        time.sleep(1)
        self.read(f"{what} ({title!r})", frames(self.app)[title])
        return title

    def close_window(self, title, *keys):
        """Closes the window titled @title with @keys (Escape by default)."""
        def closed():
            return title not in frames(self.app)

        try:
            if press_until(title, keys or ("Escape",), closed):
                return
        except subprocess.SubprocessError:
            pass
        # Escape in a search entry ends the search: the window's own Close
        # (or Cancel). The About window has one in each of its pages' header
        # bars; only the shown page's is realized and answers a click.
        for button in ("Close", "Cancel"):
            for target in find_all(frames(self.app).get(title), "push button", button):
                target.queryAction().doAction(0)
                if wait_for(closed, 2):
                    return
        if not wait_for(closed):
            self.problems.append(f"{title!r} did not close")

    def menu(self, main, item):
        # F10 opens the main menu (a click on its button through AT-SPI
        # opens it only while the window has the focus).
        def opened():
            if not press_until(main.name, ("F10",), lambda: find(self.app, "menu item", item)):
                raise LookupError(f"no menu item named {item!r}")

        return [opened, lambda: click(self.app, "menu item", item)]

    def main_tour(self):
        main = wait_for(lambda: next(iter(children(self.app)), None))
        self.read("the main window", main)
        for page in PAGES:
            try:
                click(main, "page tab", page)
            except LookupError as error:
                self.problems.append(str(error))
                continue
            time.sleep(1)
            self.read(f"the {page} page", main)

        for what, item in [("the Preferences window", "Preferences"),
                           ("the Keyboard Shortcuts window", "Keyboard Shortcuts"),
                           ("the guide", "Help"),
                           ("the About window", "About Warpgate Companion"),
                           ("the final score", "Final Score"),
                           ("Share to the Table", "Share to the Table…"),
                           ("New Game", "New Game…")]:
            window = self.open_window(what, *self.menu(main, item))
            if window:
                self.close_window(window)

        catalog = self.open_window("the Card Catalog", *self.menu(main, "Card Catalog"))
        if catalog:
            # Its rows open the card editor when activated: Return on the
            # first row (Tab from the window's start reaches it).
            card = self.open_window("the card editor",
                                    lambda: press(catalog, "Tab", "Tab", "Return"))
            if card:
                self.close_window(card)
            self.close_window(catalog)

        # Its New Tile and Save Layout dialogs need cells chosen on its
        # canvas first: not read here (tests/app/shell/test-app-a11y.c
        # audits their widgets in the app's own process).
        editor = self.open_window("the board editor", *self.menu(main, "Board Editor"))
        if editor:
            self.close_window(editor, "ctrl+w")

    def play_tour(self):
        main = wait_for(lambda: next(iter(children(self.app)), None))
        try:
            # Their turn: the window has played their card already (issue 30).
            click(main, "page tab", "Gatekeepers")
        except LookupError as error:
            self.problems.append(str(error))
            return
        time.sleep(1)
        self.read("the Gatekeepers' card played", main)
        battle = self.open_window("the battle dialog",
                                  lambda: click(main, "push button", "Apply the Turn"))
        if battle:
            self.close_window(battle)

    def report(self):
        # The plan comes last (test-a11y-names.sh adds its own lines).
        n = 0
        failed = 0
        for problem in self.problems:
            n += 1
            failed += 1
            print(f"not ok {n} {problem}")
        for where, found in self.seen:
            n += 1
            if found:
                print(f"ok {n} {where} has interactive controls ({len(found)})")
            else:
                failed += 1
                print(f"not ok {n} {where} has no interactive controls")
            for role, name, path in found:
                n += 1
                why = problem_with(name)
                if why:
                    failed += 1
                    print(f"not ok {n} {where}: {role} named {name!r}: {why}, which a screen "
                          f"reader cannot announce ({path})")
                else:
                    print(f"ok {n} {where}: {role} {name!r}")
        print(f"1..{n}")
        return 1 if failed else 0


def main():
    app = find_application(sys.argv[1])
    if app is None:
        print(f"Bail out! {sys.argv[1]} did not appear on the AT-SPI bus")
        print("1..0")
        return 1
    tour = Tour(app)
    if sys.argv[2] == "main":
        tour.main_tour()
    else:
        tour.play_tour()
    return tour.report()


if __name__ == "__main__":
    sys.exit(main())
