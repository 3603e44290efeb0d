#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check po/POTFILES.in against the sources that hold translatable strings.

Usage: check-potfiles.py [--root DIR]

DIR (default: the repository this script is in) holds src/, data/ and
po/POTFILES.in. A file needs to be listed when it marks a string for
translation:

  * C (.c, .h): _( N_( C_( NC_( Q_( ngettext( g_dngettext( … (a space
    before the parenthesis too), outside comments;
  * GtkBuilder (.ui): translatable="yes";
  * a desktop entry template (.desktop.in) with a Name, GenericName,
    Comment or Keywords key;
  * AppStream metainfo (.metainfo.xml.in, .appdata.xml.in): always;
  * a GSettings schema (.gschema.xml) with a <summary> or <description>.

Fails, naming each, for: a file with marked strings that POTFILES.in does
not list; a listed file that does not exist; an unsorted list (byte order,
as `LC_ALL=C sort`) or one naming a file twice. A listed file with no marked
string is only noted. Prints `potfiles: OK (N files listed)` on success.
Exits 0 when nothing failed, 1 otherwise, 2 on a bad command line.
"""

import argparse
import os
import re
import sys

SCANNED_DIRS = ("src", "ui", "data")

C_MARK = re.compile(
    r"(?<![A-Za-z0-9_])(?:_|N_|C_|NC_|Q_|g_dngettext|g_dpgettext2?|d?ngettext)\s*\(")
C_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.DOTALL)
C_STRING = re.compile(r'"(?:\\.|[^"\\\n])*"')
UI_MARK = re.compile(r"""translatable\s*=\s*["'](?:yes|true|1)["']""", re.IGNORECASE)
DESKTOP_MARK = re.compile(r"^(?:Name|GenericName|Comment|Keywords)\s*=", re.MULTILINE)
SCHEMA_MARK = re.compile(r"<(?:summary|description)\b")


def c_marks(text):
    # Strings first, so that a "/*" inside one does not open a comment; then
    # comments, so that a commented-out _() does not count.
    text = C_STRING.sub('""', text)
    text = C_COMMENT.sub(" ", text)
    return bool(C_MARK.search(text))


def has_marked_strings(path):
    name = os.path.basename(path)
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return False
    if name.endswith((".c", ".h")):
        return c_marks(text)
    if name.endswith(".ui"):
        return bool(UI_MARK.search(text))
    if name.endswith(".desktop.in"):
        return bool(DESKTOP_MARK.search(text))
    if name.endswith((".metainfo.xml.in", ".appdata.xml.in")):
        return True
    if name.endswith(".gschema.xml"):
        return bool(SCHEMA_MARK.search(text))
    return False


def marked_files(root):
    found = []
    for top in SCANNED_DIRS:
        base = os.path.join(root, top)
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames.sort()
            for filename in sorted(filenames):
                path = os.path.join(dirpath, filename)
                if has_marked_strings(path):
                    found.append(os.path.relpath(path, root).replace(os.sep, "/"))
    return found


def read_potfiles(path):
    entries = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                entries.append(line)
    return entries


def check(root):
    """Returns (problems, notes, number of files listed)."""
    potfiles = os.path.join(root, "po", "POTFILES.in")
    problems = []
    notes = []
    try:
        listed = read_potfiles(potfiles)
    except OSError as e:
        return [f"cannot read {potfiles}: {e.strerror}"], notes, 0

    seen = set()
    for entry in listed:
        if entry in seen:
            problems.append(f"listed twice in po/POTFILES.in: {entry}")
        seen.add(entry)
        if not os.path.isfile(os.path.join(root, entry)):
            problems.append(f"listed in po/POTFILES.in but does not exist: {entry}")
        elif not has_marked_strings(os.path.join(root, entry)):
            notes.append(f"listed in po/POTFILES.in with no marked string: {entry}")

    for entry in marked_files(root):
        if entry not in seen:
            problems.append(f"has translatable strings, missing from po/POTFILES.in: {entry}")

    order = [e.encode("utf-8") for e in listed]
    for before, after in zip(order, order[1:]):
        if after < before:
            problems.append("po/POTFILES.in is not sorted: "
                            f"{after.decode()} comes before {before.decode()}")
            break
    return problems, notes, len(listed)


def main(argv):
    default_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=default_root,
                        help="the source tree (default: this repository)")
    args = parser.parse_args(argv)

    problems, notes, n_listed = check(args.root)
    for note in notes:
        print(f"potfiles: note: {note}")
    for problem in problems:
        print(f"potfiles: {problem}", file=sys.stderr)
    if problems:
        print(f"potfiles: FAILED ({len(problems)} problems)", file=sys.stderr)
        return 1
    print(f"potfiles: OK ({n_listed} files listed)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
