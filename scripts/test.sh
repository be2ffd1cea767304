#!/usr/bin/env bash
# Run every test:  bash scripts/test.sh
# ruff, mypy --strict, pytest (unit, property and doctests, nbval over every
# notebook in book/), the strict book build, then the browser tests on the built
# book (tests/browser: served on 127.0.0.1, driven in Debian's Chromium;
# screenshots in _build/browser-artifacts/), after the ten PDF handouts are
# printed (each must fit on one page).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
ensure_env
ensure_browser
ensure_widget_js
ensure_live_runtime
cd "$ROOT"
echo "==> ruff";  "$VENV/bin/ruff" check tarock_tutor tests benchmarks book/_ext scripts/serve.py
echo "==> mypy --strict"; "$VENV/bin/mypy"
echo "==> pytest (with doctests and nbval; the browser tests follow the build)"
"$VENV/bin/python" -m pytest -q -p no:cacheprovider --nbval-lax --ignore=tests/browser
build_book
STRICT=1 bash "$ROOT/scripts/build_pdf.sh"   # the handouts, one page each
echo "==> browser tests (the built book in Chromium)"
started=$SECONDS
"$VENV/bin/python" -m pytest -q -p no:cacheprovider tests/browser
echo "    browser tests took $((SECONDS - started)) s"
echo "==> all checks passed"
