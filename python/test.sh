#!/usr/bin/env bash
# The Python package's tests: install it as a user would (`pip install
# ./python`, which fetches maturin from PyPI and compiles the Rust core in
# release mode) into a virtual environment under target/, then run pytest
# (the tests, the docstrings' examples and the package README's).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/target/python-venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
pip=("$venv/bin/pip" install --quiet --disable-pip-version-check)
"${pip[@]}" "pytest>=7"
"${pip[@]}" --force-reinstall --no-deps "$root/python"
cd "$root"
"$venv/bin/python" -m pytest python/tests -q
