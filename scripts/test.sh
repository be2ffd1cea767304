#!/usr/bin/env bash
# Run every test:  bash scripts/test.sh
# ruff, mypy --strict, pytest (unit, property and doctests, nbval over every
# notebook in book/), then the strict book build.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
ensure_env
ensure_widget_js
cd "$ROOT"
echo "==> ruff";  "$VENV/bin/ruff" check tarock_tutor tests benchmarks
echo "==> mypy --strict"; "$VENV/bin/mypy"
echo "==> pytest (with doctests and nbval)"
"$VENV/bin/python" -m pytest -q -p no:cacheprovider --nbval-lax
build_book
echo "==> all checks passed"
