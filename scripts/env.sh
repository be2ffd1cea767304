# Sourced by setup.sh and test.sh: make .venv with the package and its extras,
# fetch what the built site serves (widget JavaScript, the in-browser Python), and
# install Debian's Chromium for the browser tests.  Every step is idempotent.
# Re-installs the package only when pyproject.toml changed since the last install.
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
    "$VENV/bin/uv" pip install --quiet -p "$PY" -e "$ROOT[book,dev,browser]"
  else
    "$PY" -m pip install --quiet -e "$ROOT[book,dev,browser]"
  fi
  echo "$want" > "$STAMP"
}

ensure_widget_js() {
  bash "$ROOT/scripts/vendor_widgets.sh"
}

ensure_live_runtime() {
  PY="$PY" bash "$ROOT/scripts/vendor_live.sh"
}

# Debian's Chromium (driven by Playwright's Python package; never a downloaded
# browser), Noto CJK (Japanese in screenshots and PDFs) and poppler-utils (the
# PDF handouts' page counts and pictures), with apt-get, only when missing.
ensure_browser() {
  local missing=()
  command -v chromium >/dev/null || missing+=(chromium)
  dpkg-query -W -f='${Status}' fonts-noto-cjk 2>/dev/null | grep -q "install ok installed" \
    || missing+=(fonts-noto-cjk)
  command -v pdfinfo >/dev/null || missing+=(poppler-utils)   # the PDF handouts
  [[ ${#missing[@]} -eq 0 ]] && return 0
  local sudo=()
  if [[ "$(id -u)" -ne 0 ]]; then
    if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
      sudo=(sudo)
    else
      echo "error: the browser tests need ${missing[*]}:" \
           "sudo apt-get install ${missing[*]}" >&2
      return 1
    fi
  fi
  command -v apt-get >/dev/null || {
    echo "error: the browser tests need ${missing[*]} (Debian packages; no apt-get here)" >&2
    return 1; }
  echo "==> installing ${missing[*]} with apt-get"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# The strict book build, quietly: its full output goes to _build/build.log; the
# terminal gets a progress line every tenth of the pages read and written, and
# Sphinx's warnings and errors.  Dropped: ipykernel's "Kernel is running over TCP
# without encryption" (one per notebook: the build's kernels listen on 127.0.0.1
# only) and Jupyter Book's advice to open file://…/index.html (a page opened from
# a file shows only the static pictures; setup.sh says how to open the book).
build_book() {
  echo "==> building the book (strict: every warning or failing cell is an error;"
  echo "    several minutes: every notebook runs; full log in _build/build.log)"
  rm -rf "$ROOT/_build"
  mkdir -p "$ROOT/_build"
  local log="$ROOT/_build/build.log"
  if ! (cd "$ROOT" && PYTHONUNBUFFERED=1 "$VENV/bin/jupyter-book" build . --all -W -n \
          --keep-going 2>&1) | tee "$log" | build_progress; then
    echo "error: the book build failed; the end of _build/build.log:" >&2
    sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -v "Kernel is running over TCP" | tail -n 30 >&2
    return 1
  fi
  echo "    built: $(find "$ROOT/_build/html" -name '*.html' | wc -l) pages in _build/html"
}

build_progress() {  # reads the build's output, prints progress and problems
  sed -u 's/\x1b\[[0-9;]*m//g' | awk '
    /Kernel is running over TCP without encryption/ { next }
    /^(reading sources|writing output)\.\.\. \[ *[0-9]+%\]/ {
      what = ($1 == "reading") ? "running and reading pages" : "writing pages";
      match($0, /\[ *[0-9]+%\]/); pct = substr($0, RSTART + 1, RLENGTH - 3) + 0;
      step = int(pct / 10);
      if (what != last_what || step != last_step) {
        printf "    %-26s %3d%%  %s\n", what, pct, $NF; fflush();
        last_what = what; last_step = step;
      }
      next
    }
    /WARNING|ERROR|Error|Traceback/ { print "    " $0; fflush() }'
}
