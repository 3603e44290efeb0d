#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Count test results from Meson's testlog.json.

Usage: count-tests.py [BUILD_DIR/meson-logs/testlog.json]

testlog.json has one JSON object per test program, with its `result`
(OK, FAIL, ERROR, TIMEOUT, SKIP, EXPECTEDFAIL, UNEXPECTEDPASS, ...) and its
`stdout` (the TAP output for GLib test programs). Rules:

  * In a program whose stdout is TAP (it has a `1..N` plan or an
    `ok N` / `not ok N` line), every `ok` line is one pass and every
    `not ok` line one failure. `ok ... # SKIP` is a failure: a test may not
    skip itself.
  * A program whose result is not a success (OK or EXPECTEDFAIL) and that
    printed no `not ok` line (it crashed, timed out, skipped itself as a
    whole, or is a plain exit-code test that failed) is one more failure.
  * A program that succeeded and printed no TAP test line is one pass;
    an EXPECTEDFAIL program is one pass whatever it printed.
  * No testlog.json, or one with no program in it, is a failure: a run
    that ran nothing has not passed.

Prints the failures, then, as its last line, `N passed, N failed`.
Exits 0 when nothing failed, else 1.
"""

import json
import re
import sys

TAP_TEST = re.compile(r"^(not )?ok(?: (\d+))?\b(.*)$")
TAP_PLAN = re.compile(r"^1\.\.\d+")
TAP_SKIP = re.compile(r"#\s*skip\b", re.IGNORECASE)
SUCCESS = ("OK", "EXPECTEDFAIL")


def count(path):
    passed = 0
    failed = 0
    programs = 0
    notes = []

    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = f.readlines()
    except FileNotFoundError:
        notes.append(f"no {path}: no test ran (counted as 1 failure)")
        return 0, 1, notes

    for n, raw in enumerate(lines, 1):
        if not raw.strip():
            continue
        try:
            prog = json.loads(raw)
        except json.JSONDecodeError as e:
            failed += 1
            notes.append(f"{path}:{n}: unreadable entry ({e}) (counted as 1 failure)")
            continue
        programs += 1
        name = prog.get("name", f"#{n}")
        result = str(prog.get("result", "?")).upper()
        out = prog.get("stdout") or ""
        out_lines = out.splitlines()

        if result == "EXPECTEDFAIL":
            passed += 1
            continue

        # Only TAP output is parsed; a plain program's stdout that happens to
        # start with "ok " is not a TAP line.
        tap = any(TAP_PLAN.match(l) for l in out_lines) or any(
            (m := TAP_TEST.match(l)) and m.group(2) for l in out_lines)

        p_ok = p_notok = p_lines = 0
        if tap:
            for line in out_lines:
                m = TAP_TEST.match(line)
                if not m:
                    continue
                p_lines += 1
                if m.group(1):
                    p_notok += 1
                    notes.append(f"{name}: {line}")
                elif TAP_SKIP.search(m.group(3)):
                    p_notok += 1
                    notes.append(f"{name}: {line}  (a skip counts as a failure)")
                else:
                    p_ok += 1

        if result not in SUCCESS and p_notok == 0:
            p_notok += 1
            why = "skipped itself" if result == "SKIP" else \
                f"ended with {result}, return code {prog.get('returncode', '?')}"
            notes.append(f"{name}: {why}, with no 'not ok' line "
                         "(counted as 1 failure)")
        elif result in SUCCESS and p_lines == 0:
            p_ok += 1

        passed += p_ok
        failed += p_notok

    if programs == 0:
        notes.append(f"{path} lists no test program: no test ran "
                     "(counted as 1 failure)")
        failed += 1

    return passed, failed, notes


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "build/meson-logs/testlog.json"
    passed, failed, notes = count(path)
    for note in notes:
        print(f"FAILED {note}")
    print(f"{passed} passed, {failed} failed", flush=True)
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
