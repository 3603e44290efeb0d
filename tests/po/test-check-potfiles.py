#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-check-potfiles.py — build-aux/check-potfiles.py on small trees made here.

Usage: test-check-potfiles.py PATH/TO/check-potfiles.py

Each case writes a source tree into a temporary folder, runs the checker on
it with --root, and compares its exit status and the files it names with
what the case expects. Prints TAP.
"""

import os
import subprocess
import sys
import tempfile

CHECKER = None

# A tree that passes: one of each kind of file with marked strings, listed.
GOOD = {
    "src/app/wg-thing.c": 'g_print ("%s", _("Hello"));\n',
    "src/cli/main.c": 'static const char *kinds[] = { N_ ("one"), NULL };\n',
    "src/core/wg-plural.c": 'return g_dngettext (NULL, "%d ship", "%d ships", n);\n',
    "ui/wg-thing.ui": '<property name="label" translatable="yes">Hi</property>\n',
    "data/app.desktop.in": "[Desktop Entry]\nName=App\nType=Application\n",
    "data/app.metainfo.xml.in": "<component><name>App</name></component>\n",
    "data/app.gschema.xml": "<schemalist><schema><key><summary>S</summary></key></schema>"
                            "</schemalist>\n",
    # No marked strings: need not be listed.
    "src/core/wg-quiet.c": "int wg_quiet (void) { return 0; }\n",
    "src/core/wg-comment.c": "/* not a call: _(\"x\") */\n// nor N_(\"y\")\n"
                             "int foo_(int x);\nconst char *s = \"_(\";\n",
    "ui/wg-plain.ui": '<property name="label">Hi</property>\n',
    "data/other.gschema.xml": "<schemalist><schema><key/></schema></schemalist>\n",
    "data/games/sample.json": '{"name": "_(\\"not C\\")"}\n',
}
GOOD_LIST = [
    "data/app.desktop.in",
    "data/app.gschema.xml",
    "data/app.metainfo.xml.in",
    "src/app/wg-thing.c",
    "src/cli/main.c",
    "src/core/wg-plural.c",
    "ui/wg-thing.ui",
]


def make_tree(base, files, listed, header="# A comment\n\n"):
    for rel, text in files.items():
        path = os.path.join(base, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    os.makedirs(os.path.join(base, "po"), exist_ok=True)
    with open(os.path.join(base, "po", "POTFILES.in"), "w", encoding="utf-8") as f:
        f.write(header + "".join(line + "\n" for line in listed))


def run_checker(files, listed):
    with tempfile.TemporaryDirectory(prefix="wg-potfiles-") as base:
        make_tree(base, files, listed)
        proc = subprocess.run([sys.executable, CHECKER, "--root", base],
                              capture_output=True, text=True, check=False)
    return proc.returncode, proc.stdout + proc.stderr


CASES = []


def case(func):
    CASES.append(func)
    return func


def expect(status, output, want_status, must_name=(), must_not_name=()):
    problems = []
    if status != want_status:
        problems.append(f"exit status {status}, expected {want_status}")
    for text in must_name:
        if text not in output:
            problems.append(f"output does not say {text!r}")
    for text in must_not_name:
        if text in output:
            problems.append(f"output says {text!r}")
    return problems, output


@case
def complete_tree_passes():
    status, out = run_checker(GOOD, GOOD_LIST)
    return expect(status, out, 0, ["potfiles: OK (7 files listed)"],
                  ["wg-comment.c", "wg-quiet.c", "wg-plain.ui", "other.gschema",
                   "sample.json"])


@case
def missing_c_file_is_named():
    files = dict(GOOD, **{"src/app/wg-new.c": 'label = _ ("New");\n'})
    status, out = run_checker(files, GOOD_LIST)
    return expect(status, out, 1,
                  ["missing from po/POTFILES.in: src/app/wg-new.c", "FAILED (1 problems)"])


@case
def each_missing_kind_is_named():
    listed = [f for f in GOOD_LIST if f.startswith("src/")]
    status, out = run_checker(GOOD, listed)
    return expect(status, out, 1,
                  ["missing from po/POTFILES.in: ui/wg-thing.ui",
                   "missing from po/POTFILES.in: data/app.desktop.in",
                   "missing from po/POTFILES.in: data/app.metainfo.xml.in",
                   "missing from po/POTFILES.in: data/app.gschema.xml",
                   "FAILED (4 problems)"])


@case
def other_markers_count():
    files = dict(GOOD, **{
        "src/app/wg-context.c": 'C_ ("verb", "Open");\n',
        "src/app/wg-context.h": '#define X NC_ ("noun", "Open")\n',
        "src/app/wg-plural.c": 'ngettext ("a", "b", n);\n',
    })
    status, out = run_checker(files, GOOD_LIST)
    return expect(status, out, 1,
                  ["missing from po/POTFILES.in: src/app/wg-context.c",
                   "missing from po/POTFILES.in: src/app/wg-context.h",
                   "missing from po/POTFILES.in: src/app/wg-plural.c"])


@case
def listed_file_that_does_not_exist():
    listed = sorted(GOOD_LIST + ["src/app/wg-gone.c"])
    status, out = run_checker(GOOD, listed)
    return expect(status, out, 1,
                  ["listed in po/POTFILES.in but does not exist: src/app/wg-gone.c"])


@case
def unsorted_list():
    listed = list(GOOD_LIST)
    listed[3], listed[4] = listed[4], listed[3]
    status, out = run_checker(GOOD, listed)
    return expect(status, out, 1,
                  ["not sorted: src/app/wg-thing.c comes before src/cli/main.c"])


@case
def listed_twice():
    listed = sorted(GOOD_LIST + ["ui/wg-thing.ui"])
    status, out = run_checker(GOOD, listed)
    return expect(status, out, 1, ["listed twice in po/POTFILES.in: ui/wg-thing.ui"])


@case
def listed_without_marked_strings_is_only_a_note():
    listed = sorted(GOOD_LIST + ["src/core/wg-quiet.c"])
    status, out = run_checker(GOOD, listed)
    return expect(status, out, 0,
                  ["note: listed in po/POTFILES.in with no marked string: "
                   "src/core/wg-quiet.c", "potfiles: OK (8 files listed)"])


def main():
    global CHECKER
    if len(sys.argv) != 2:
        print("usage: test-check-potfiles.py PATH/TO/check-potfiles.py", file=sys.stderr)
        return 2
    CHECKER = sys.argv[1]
    failed = 0
    print(f"1..{len(CASES)}")
    for n, func in enumerate(CASES, 1):
        problems, output = func()
        name = f"/wg/po/check-potfiles/{func.__name__.replace('_', '-')}"
        if problems:
            failed += 1
            print(f"not ok {n} {name}")
            for line in problems + ["checker said:"] + output.splitlines():
                print(f"# {line}")
        else:
            print(f"ok {n} {name}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
