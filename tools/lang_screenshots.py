"""Headless PyBadge screenshots in every UI language: docs/screenshots/lang/<code>-*.png.

    python tools/lang_screenshots.py

Each is the simulator (``python -m sim --headless --lang <code>``) after a
key script: the title, the setup form, a turn's first screen on the map and
the game menu over it.
"""
import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "docs", "screenshots", "lang")
SEED = 7
# name: the key script whose last screen is shot
SHOTS = (
    ("title", ""),
    ("setup", "a"),
    ("play", "a 6xdown a"),
    ("game-menu", "a 6xdown a a start down down a"),
)


def main():
    sys.path.insert(0, ROOT)
    from sim import __main__ as cli

    cli.use_lib()
    from carto_ui import lang

    os.makedirs(OUT, exist_ok=True)
    written = []
    for code in lang.LANGUAGES:
        for name, keys in SHOTS:
            with tempfile.TemporaryDirectory() as scratch:
                shot = os.path.join(scratch, "shot.png")
                cli.main(["--headless", "--lang", code, "--seed", str(SEED), "--keys", keys,
                          "--screenshot", shot])
                target = os.path.join(OUT, "%s-%s.png" % (code, name))
                shutil.copyfile(shot, target)
                written.append(target)
    lang.use("en")
    print("%d screenshots in %s" % (len(written), OUT))


if __name__ == "__main__":
    main()
