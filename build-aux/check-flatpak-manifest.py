#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check the Flatpak manifest (flatpak/*.json) without building it.

Usage: check-flatpak-manifest.py MANIFEST SOURCE_DIR APP_ID

Prints TAP. Always:
  * the manifest is JSON, with the app id, the GNOME runtime and SDK, a
    runtime version and the installed command;
  * the runtime version is one Flathub still supports today: not past its
    end of life (end_of_life below);
  * finish-args are exactly the minimal set (Wayland, X11 fallback, IPC,
    DRI, and the network for Share to the Table's page on the local
    network): no file system or D-Bus holes;
  * json-c (not in the GNOME runtime) is built from a pinned source: an
    https archive with a SHA-256, or a git tag with its commit; its version
    is at least what meson.build requires;
  * the last module is the app, built with Meson, every -D option one of
    meson_options.txt's, with -Dpin_versions=false and -Dbenchmarks=false;
  * the checks above refuse broken copies of the manifest (a self-test).
When flatpak-builder is installed (Debian: apt-get install flatpak-builder),
also `flatpak-builder --show-manifest`, which must load the manifest
without a warning (an unknown key) and give back the same id and modules.
Without it that step is not run and a TAP comment says so; it is not a
skip, as the JSON checks ran.
"""

import copy
import datetime
import json
import os
import re
import shutil
import subprocess
import sys

MINIMAL_FINISH_ARGS = {"--share=ipc", "--share=network", "--socket=fallback-x11",
                       "--socket=wayland", "--device=dri"}
SHA256 = re.compile(r"^[0-9a-f]{64}$")
COMMIT = re.compile(r"^[0-9a-f]{40}$")


def end_of_life(version):
    """The first day a GNOME runtime is no longer supported, or None when
    @version is not a GNOME version number.

    GNOME releases twice a year: 40 in March 2021, 41 in September 2021,
    and so on (47 in September 2024, 50 in March 2026). Flathub supports
    the two newest runtimes: runtime N reaches its end of life about a month
    after N + 2 is released (47: September 2025 + 1 month = October 2025).
    Runtimes before 40 (3.x) are long past theirs."""
    if re.fullmatch(r"3\.[0-9]+", version):
        return datetime.date(2021, 3, 1)
    if not re.fullmatch(r"[0-9]+", version) or int(version) < 40:
        return None
    n = int(version)
    later = n + 2 - 40
    year, month = 2021 + later // 2, (3 if later % 2 == 0 else 9) + 1
    return datetime.date(year, month, 1)


def check_runtime(manifest, today):
    version = manifest.get("runtime-version")
    if not isinstance(version, str):
        return []   # check_top names it
    eol = end_of_life(version)
    if eol is None:
        return [f"runtime-version {version!r} is not a GNOME release number"]
    if today >= eol:
        return [f"the GNOME {version} runtime reached its end of life on {eol.isoformat()}: "
                "move to one Flathub supports"]
    return []


def meson_options(source_dir):
    with open(os.path.join(source_dir, "meson_options.txt"), encoding="utf-8") as f:
        return set(re.findall(r"option\s*\(\s*'([^']+)'", f.read()))


def required_json_c(source_dir):
    with open(os.path.join(source_dir, "meson.build"), encoding="utf-8") as f:
        m = re.search(r"dependency\('json-c',\s*version:\s*'>=\s*([0-9.]+)'", f.read())
    return tuple(int(p) for p in m.group(1).split(".")) if m else (0,)


def check_top(manifest, app_id):
    problems = []
    expected = {"id": app_id, "runtime": "org.gnome.Platform", "sdk": "org.gnome.Sdk",
                "command": "warpgate-companion"}
    for key, value in expected.items():
        if manifest.get(key) != value:
            problems.append(f"{key} is {manifest.get(key)!r}, expected {value!r}")
    if not isinstance(manifest.get("runtime-version"), str) or not manifest["runtime-version"]:
        problems.append("no runtime-version")
    args = manifest.get("finish-args", [])
    if set(args) != MINIMAL_FINISH_ARGS or len(args) != len(MINIMAL_FINISH_ARGS):
        problems.append(f"finish-args are {args}, expected {sorted(MINIMAL_FINISH_ARGS)}")
    return problems


def source_version(source):
    text = source.get("url", "") + " " + source.get("tag", "")
    m = re.search(r"json-c-(\d+(?:\.\d+)+)", text)
    return tuple(int(p) for p in m.group(1).split(".")) if m else None


def check_json_c(manifest, source_dir):
    problems = []
    modules = [m for m in manifest.get("modules", []) if isinstance(m, dict)]
    json_c = [m for m in modules if m.get("name") == "json-c"]
    if len(json_c) != 1:
        return ["no json-c module (the GNOME runtime does not ship json-c)"]
    sources = json_c[0].get("sources", [])
    if len(sources) != 1:
        return [f"json-c has {len(sources)} sources, expected 1"]
    source = sources[0]
    if source.get("type") == "archive":
        if not source.get("url", "").startswith("https://"):
            problems.append("json-c archive url is not https")
        if not SHA256.match(source.get("sha256", "")):
            problems.append("json-c archive has no sha256")
    elif source.get("type") == "git":
        if not source.get("tag") or not COMMIT.match(source.get("commit", "")):
            problems.append("json-c git source needs a tag and its commit")
    else:
        problems.append(f"json-c source type {source.get('type')!r} is not pinned")
    version = source_version(source)
    if version is None:
        problems.append("json-c version not found in the url or tag")
    elif version < required_json_c(source_dir):
        problems.append(f"json-c {version} is older than meson.build requires")
    if modules and modules[0] is not json_c[0]:
        problems.append("json-c is not built before the app")
    return problems


def check_app(manifest, source_dir):
    problems = []
    modules = manifest.get("modules", [])
    if not modules or not isinstance(modules[-1], dict):
        return ["no app module"]
    app = modules[-1]
    if app.get("name") != "warpgate-companion" or app.get("buildsystem") != "meson":
        problems.append("the last module is not warpgate-companion built with meson")
    opts = app.get("config-opts", [])
    known = meson_options(source_dir)
    for opt in opts:
        m = re.match(r"^-D([^=]+)=", opt)
        if m and m.group(1) not in known:
            problems.append(f"{opt}: no option {m.group(1)} in meson_options.txt")
    for wanted in ("-Dpin_versions=false", "-Dbenchmarks=false"):
        if wanted not in opts:
            problems.append(f"the app module lacks {wanted}")
    if not app.get("sources"):
        problems.append("the app module has no source")
    return problems


def all_problems(manifest, source_dir, app_id):
    return (check_top(manifest, app_id) + check_runtime(manifest, datetime.date.today())
            + check_json_c(manifest, source_dir) + check_app(manifest, source_dir))


def broken_copies(manifest):
    """(what is broken, manifest) pairs that the checks must refuse."""
    def edit(func):
        m = copy.deepcopy(manifest)
        func(m)
        return m
    return [
        ("home folder opened", edit(lambda m: m["finish-args"].append("--filesystem=home"))),
        ("json-c unpinned", edit(lambda m: m["modules"][0]["sources"][0].pop("sha256", None)
                                  or m["modules"][0]["sources"][0].pop("commit", None))),
        ("json-c 0.15", edit(lambda m: m["modules"][0]["sources"][0].update(
            url="https://s3.amazonaws.com/json-c_releases/releases/json-c-0.15.tar.gz",
            tag="json-c-0.15-20200726"))),
        ("unknown meson option", edit(lambda m: m["modules"][-1]["config-opts"].append(
            "-Dno_such_option=true"))),
        ("wrong id", edit(lambda m: m.update(id="org.example.Other"))),
        ("no json-c", edit(lambda m: m["modules"].pop(0))),
        ("the end-of-life GNOME 47 runtime", edit(lambda m: m.update({"runtime-version": "47"}))),
        ("a runtime that is no GNOME release", edit(lambda m: m.update(
            {"runtime-version": "master"}))),
    ]


def end_of_life_problems():
    """end_of_life against dates worked out by hand from its rule."""
    known = {"3.38": datetime.date(2021, 3, 1), "46": datetime.date(2025, 4, 1),
             "47": datetime.date(2025, 10, 1), "48": datetime.date(2026, 4, 1),
             "50": datetime.date(2027, 4, 1)}
    return [f"end_of_life({v!r}) is {end_of_life(v)}, expected {d}"
            for v, d in known.items() if end_of_life(v) != d]


def show_manifest(path):
    proc = subprocess.run(["flatpak-builder", "--show-manifest", path],
                          capture_output=True, text=True, check=False)
    problems = []
    if proc.returncode != 0:
        problems.append(f"flatpak-builder exited with {proc.returncode}")
    if "WARNING" in proc.stderr or "CRITICAL" in proc.stderr:
        problems.append("flatpak-builder warned: " + proc.stderr.strip())
    try:
        shown = json.loads(proc.stdout)
    except json.JSONDecodeError as e:
        return problems + [f"its output is not JSON: {e}"], None
    return problems, shown


def main(argv):
    if len(argv) != 3:
        print(__doc__.splitlines()[2], file=sys.stderr)
        return 2
    path, source_dir, app_id = argv
    results = []   # (name, problems)

    try:
        with open(path, encoding="utf-8") as f:
            manifest = json.load(f)
        results.append(("json", []))
    except (OSError, json.JSONDecodeError) as e:
        manifest = None
        results.append(("json", [str(e)]))

    if manifest is not None:
        results.append(("top-level", check_top(manifest, app_id)))
        results.append(("runtime-supported", check_runtime(manifest, datetime.date.today())))
        results.append(("runtime-end-of-life-dates", end_of_life_problems()))
        results.append(("json-c", check_json_c(manifest, source_dir)))
        results.append(("app-module", check_app(manifest, source_dir)))
        refused = []
        for what, broken in broken_copies(manifest):
            if not all_problems(broken, source_dir, app_id):
                refused.append(f"a manifest with {what} passes the checks")
        results.append(("checks-refuse-broken-copies", refused))

    has_builder = shutil.which("flatpak-builder") is not None
    if has_builder and manifest is not None:
        problems, shown = show_manifest(path)
        if shown is not None:
            if shown.get("id") != manifest.get("id"):
                problems.append("flatpak-builder read another id")
            names = [m.get("name") for m in shown.get("modules", []) if isinstance(m, dict)]
            if names != [m.get("name") for m in manifest["modules"]]:
                problems.append(f"flatpak-builder read the modules {names}")
        results.append(("flatpak-builder-show-manifest", problems))

    print(f"1..{len(results)}")
    failed = 0
    for n, (name, problems) in enumerate(results, 1):
        if problems:
            failed += 1
            print(f"not ok {n} /wg/flatpak/{name}")
            for p in problems:
                print(f"# {p}")
        else:
            print(f"ok {n} /wg/flatpak/{name}")
    if not has_builder:
        print("# flatpak-builder is not installed: `flatpak-builder --show-manifest` was not "
              "run (apt-get install flatpak-builder to run it); the JSON checks above ran")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
