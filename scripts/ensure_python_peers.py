"""Installs the PyPI peers the differential tests compare against, when missing.

Usage: ensure_python_peers.py NAME [NAME ...]
Exits non-zero when a package cannot be installed (the tests that need it then skip).
"""
import importlib.util
import subprocess
import sys

MODULES = {"kiwisolver": "kiwisolver", "pixelmatch": "pixelmatch", "skia-python": "skia",
           "pycairo": "cairo", "Pillow": "PIL", "PyYAML": "yaml",
           "pybind11-pixelmatch": "pybind11_pixelmatch"}


def main(names):
    missing = [n for n in names if importlib.util.find_spec(MODULES.get(n, n)) is None]
    if not missing:
        return 0
    print("Installing Python peers:", " ".join(missing))
    return subprocess.call([sys.executable, "-m", "pip", "install", "-q", *missing])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
