#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""a11y-names.py — every interactive control of an application on the AT-SPI
bus, as TAP: `ok` when it has a real name, `not ok` when its name is empty
or a widget type's ("GtkImage"). Waits up to 30 s for the application.

It reads the main window, then each sidebar page, clicking its tab as
Orca's user would (the Players page's card rows, for one, are only there
when it is shown).

Usage: a11y-names.py APPLICATION-NAME
"""
import re
import sys
import time

import pyatspi

INTERACTIVE = {"push button", "toggle button", "check box", "radio button", "spin button",
               "combo box", "text", "entry", "slider", "page tab", "menu item", "link",
               "toggle", "switch"}
LIBRARY_WIDGETS = {"AdwToastWidget"}
TYPE_NAME = re.compile(r"^(Gtk|Adw|Wg)[A-Z]\w*$")
PAGES = ["Players", "Table", "Actions", "Gatekeepers"]


def find_application(name):
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            # A window with content: the template has been built.
            if app is not None and app.name == name and app.childCount > 0 \
                    and app.getChildAtIndex(0).childCount > 0:
                time.sleep(2)
                return app
        time.sleep(0.5)
    return None


def controls(accessible, path, depth=0):
    """(role, name, where) of every interactive control under @accessible;
    where: the named objects it lies in, outermost first."""
    if accessible is None or depth > 80:
        return
    role = accessible.getRoleName()
    name = accessible.name or ""
    # libadwaita's own widgets are not this app's to name: a toast's close
    # button (AdwToastWidget, libadwaita 1.2) has none.
    if name in LIBRARY_WIDGETS:
        return
    if role in INTERACTIVE:
        yield role, name, " > ".join(path)
    if name and not TYPE_NAME.match(name):
        path = path + [f"{role} {name!r}"]
    for i in range(accessible.childCount):
        try:
            child = accessible.getChildAtIndex(i)
        except Exception:
            continue
        yield from controls(child, path, depth + 1)


def descendants(accessible, depth=0):
    if accessible is None or depth > 80:
        return
    yield accessible
    for i in range(accessible.childCount):
        try:
            child = accessible.getChildAtIndex(i)
        except Exception:
            continue
        yield from descendants(child, depth + 1)


def find(app, role, name):
    for accessible in descendants(app):
        if accessible.getRoleName() == role and accessible.name == name:
            return accessible
    return None


def click(accessible):
    accessible.queryAction().doAction(0)


def main():
    app = find_application(sys.argv[1])
    if app is None:
        print(f"Bail out! {sys.argv[1]} did not appear on the AT-SPI bus")
        return 1
    # (what was shown, its controls), in the order a user would go.
    seen = [("the main window", list(controls(app, [])))]
    problems = []
    for page in PAGES:
        tab = find(app, "page tab", page)
        if tab is None:
            problems.append(f"no sidebar tab named {page!r}")
            continue
        click(tab)
        time.sleep(1)
        seen.append((f"the {page} page", list(controls(app, []))))

    total = sum(len(found) for _, found in seen)
    print(f"1..{len(seen) + total + len(problems)}")
    n = 0
    failed = 0
    for problem in problems:
        n += 1
        failed += 1
        print(f"not ok {n} {problem}")
    for where, found in seen:
        n += 1
        if found:
            print(f"ok {n} {where} has interactive controls ({len(found)})")
        else:
            failed += 1
            print(f"not ok {n} {where} has no interactive controls")
        for role, name, path in found:
            n += 1
            if not name.strip() or TYPE_NAME.match(name):
                failed += 1
                print(f"not ok {n} {where}: {role} named {name!r}, which a screen reader cannot "
                      f"announce ({path})")
            else:
                print(f"ok {n} {where}: {role} {name!r}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
