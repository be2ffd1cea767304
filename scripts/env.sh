# Sourced by setup.sh and test.sh: make .venv with the package and its extras.
# Re-installs only when pyproject.toml changed since the last install.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="$VENV/bin/python"
STAMP="$VENV/.tarock_tutor-installed"

ensure_env() {
  local want
  want="$(sha256sum "$ROOT/pyproject.toml" | cut -c1-16)"
  if [[ -x "$PY" && -f "$STAMP" && "$(cat "$STAMP")" == "$want" ]]; then
    return 0
  fi
  echo "==> creating the Python environment in .venv (Python >= 3.11 needed)"
  local base="${PYTHON:-python3}"
  "$base" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' || {
    echo "error: $base is older than Python 3.11" >&2; exit 1; }
  [[ -x "$PY" ]] || "$base" -m venv "$VENV"
  "$PY" -m pip install --quiet --upgrade pip uv >/dev/null 2>&1 || true
  if [[ -x "$VENV/bin/uv" ]]; then
    "$VENV/bin/uv" pip install --quiet -p "$PY" -e "$ROOT[book,dev]"
  else
    "$PY" -m pip install --quiet -e "$ROOT[book,dev]"
  fi
  echo "$want" > "$STAMP"
}

ensure_widget_js() {
  bash "$ROOT/scripts/vendor_widgets.sh"
}

build_book() {
  echo "==> building the book (strict: every warning or failing cell is an error)"
  rm -rf "$ROOT/_build"
  (cd "$ROOT" && "$VENV/bin/jupyter-book" build . --all -W -n --keep-going)
}
