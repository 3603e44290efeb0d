#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the seed corpus of the fuzz targets: corpus/{game,catalog,tiles}/.

Usage: tests/fuzz/make-seeds.py   (from anywhere; rewrites seed-* files only)

Seeds are the valid files the project ships or tests with (seed-<name>.json)
and broken ones derived from them (seed-broken-<what>.json): truncated,
nested too deep, huge numbers, bad UTF-8, NULs, long strings, duplicate keys.
Inputs that once crashed a target are added by hand as regress-<what>.json
and never rewritten.
"""

import glob
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

FORMATS = {
    "warpgate-companion-game": "game",
    "warpgate-companion-cards": "catalog",
    "warpgate-companion-tiles": "tiles",
}
# The base file each target's broken seeds are derived from.
BASES = {
    "game": "tests/data/game-full.json",
    "catalog": "tests/data/catalog-test.json",
    "tiles": "tests/data/tiles-test.json",
}


def sources():
    for path in sorted(glob.glob(os.path.join(ROOT, "tests/data/*.json"))
                       + glob.glob(os.path.join(ROOT, "data/*/*.json"))):
        with open(path, "rb") as f:
            raw = f.read()
        fmt = json.loads(raw).get("format")
        if fmt in FORMATS:
            yield FORMATS[fmt], os.path.basename(path), raw


def replace_first_int(text, new):
    """The first integer value (after a colon) replaced by @new."""
    i = text.index(":")
    while True:
        j = i + 1
        while text[j] == " ":
            j += 1
        if text[j] in "-0123456789":
            k = j
            while text[k] in "-0123456789":
                k += 1
            return text[:j] + new + text[k:]
        i = text.index(":", j)


def replace_first_string_value(text, new):
    """The first string value (after a colon) replaced by the JSON text @new."""
    i = 0
    while True:
        i = text.index(":", i) + 1
        j = i
        while text[j] == " ":
            j += 1
        if text[j] == '"':
            k = text.index('"', j + 1)
            return text[:j] + new + text[k + 1:]


def broken(target, raw):
    text = raw.decode("utf-8")
    first_name = text.index('"name"')
    seeds = {
        "empty": b"",
        "space": b" \n",
        "null": b"null",
        "array": b"[]",
        "object": b"{}",
        "truncated-1": raw[:1],
        "truncated-half": raw[: len(raw) // 2],
        "truncated-last": raw[:-2],
        "trailing-garbage": raw + b"x",
        "trailing-comma": raw.rstrip()[:-1].rstrip() + b",}",
        "bom": b"\xef\xbb\xbf" + raw,
        "nul-byte": raw[:20] + b"\x00" + raw[20:],
        "deep-63": b"[" * 63 + b"]" * 63,
        "deep-65": b"[" * 65 + b"]" * 65,
        "deep-object": b'{"a":' * 70 + b"1" + b"}" * 70,
        "deep-in-file": (text[: first_name] + '"x": ' + "[" * 70 + "]" * 70 + ", "
                         + text[first_name:]).encode(),
        "int-huge": replace_first_int(text, "99999999999999999999999").encode(),
        "int-max64": replace_first_int(text, "9223372036854775807").encode(),
        "int-min64": replace_first_int(text, "-9223372036854775808").encode(),
        "int-max32-plus1": replace_first_int(text, "2147483648").encode(),
        "int-exp": replace_first_int(text, "1e400").encode(),
        "int-negative-zero": replace_first_int(text, "-0").encode(),
        "utf8-invalid": replace_first_string_value(text, '"\udcff"').encode(
            "utf-8", "surrogateescape"),
        "utf8-overlong": raw.replace(b'"name": "', b'"name": "\xc0\xaf', 1),
        "utf8-truncated": raw.replace(b'"name": "', b'"name": "\xe2\x82', 1),
        "escape-surrogate": replace_first_string_value(text, '"\\ud800"').encode(),
        "escape-nul": replace_first_string_value(text, '"a\\u0000b"').encode(),
        "name-65": text.replace('"name": "', '"name": "' + "x" * 65 + '", "_": "', 1).encode(),
        "name-long": text.replace('"name": "', '"name": "' + "é" * 5000, 1).encode(),
        "key-long": text.replace("{", '{"' + "k" * 10000 + '": 1, ', 1).encode(),
        "key-duplicate": text.replace("{", '{"format": "other", ', 1).encode(),
        "key-nul": text.replace("{", '{"form\\u0000at": 1, ', 1).encode(),
        "many-unknown-keys": text.replace(
            "{", "{" + "".join('"u%d": 0, ' % i for i in range(2000)), 1).encode(),
    }
    if target == "game":
        doc = json.loads(raw)
        doc["players"][0]["name"] = "x" * 64
        seeds["name-64"] = json.dumps(doc).encode()
        doc = json.loads(raw)
        ships = doc["pieces"]["ships"]
        doc["pieces"]["ships"] = (ships * (2001 // len(ships) + 1))[:2001]
        seeds["ships-many"] = json.dumps(doc, separators=(",", ":")).encode()
        doc = json.loads(raw)
        doc["pieces"]["ships"][0]["count"] = 2147483647
        seeds["ships-count-max"] = json.dumps(doc).encode()
        doc = json.loads(raw)
        doc["board"]["hexes"] = [{"q": q, "r": r} for q in range(-20, 21)
                                 for r in range(-20, 21)]
        seeds["board-full"] = json.dumps(doc, separators=(",", ":")).encode()
    return seeds


def main():
    for target in FORMATS.values():
        d = os.path.join(HERE, "corpus", target)
        os.makedirs(d, exist_ok=True)
        for old in glob.glob(os.path.join(d, "seed-*")):
            os.remove(old)
    for target, name, raw in sources():
        with open(os.path.join(HERE, "corpus", target, "seed-" + name), "wb") as f:
            f.write(raw)
    for target, base in BASES.items():
        with open(os.path.join(ROOT, base), "rb") as f:
            raw = f.read()
        for what, data in broken(target, raw).items():
            path = os.path.join(HERE, "corpus", target, "seed-broken-%s.json" % what)
            with open(path, "wb") as f:
                f.write(data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
