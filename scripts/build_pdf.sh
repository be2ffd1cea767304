#!/usr/bin/env bash
# Print the book's handouts to PDF with the system Chromium:
#   bash scripts/build_pdf.sh                    # the ten handouts and five problem sets
#   bash scripts/build_pdf.sh book/cego/rules3   # any built pages instead
#   FORCE=1 bash scripts/build_pdf.sh            # reprint even up-to-date PDFs
#   STRICT=1 bash scripts/build_pdf.sh           # a handout over one page is an error
# Needs the built book (_build/html; scripts/setup.sh builds it first).
# Writes _build/pdf/<page>.pdf (e.g. cego-summary.pdf), handouts.pdf (all of
# them in one file), problems.pdf (the five problem sets, A4, problems then answers)
# and a PNG of each PDF's first page (<page>-1.png).
# Idempotent: a PDF newer than its HTML page and the print stylesheet is kept
# as it is, so a second run without a rebuilt book only re-checks the files.
# Installs chromium, fonts-noto-cjk and poppler-utils with apt-get if missing
# (only when running as root or with password-less sudo).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HTML="$ROOT/_build/html"
OUT="$ROOT/_build/pdf"
# The one-page summary and the blank score sheet of every game, in the book's order;
# then each game's card-play problems (several A4 pages: problems, then answers).
DEFAULT_PAGES=()
PROBLEM_PAGES=()
for game in cego dreierles neunzehner zwanziger sicilian; do
  DEFAULT_PAGES+=("book/$game/summary" "book/$game/score_sheet")
  PROBLEM_PAGES+=("book/$game/problems")
done

ensure_print_tools() {
  local need=()
  command -v chromium >/dev/null 2>&1 || need+=(chromium)
  fc-list :lang=ja 2>/dev/null | grep -q . || need+=(fonts-noto-cjk)
  { command -v pdfunite && command -v pdftoppm && command -v pdfinfo; } >/dev/null 2>&1 || need+=(poppler-utils)
  [[ ${#need[@]} -eq 0 ]] && return 0
  echo "==> installing ${need[*]} (for printing the book to PDF)"
  local sudo=()
  if [[ $EUID -ne 0 ]]; then
    if sudo -n true 2>/dev/null; then sudo=(sudo -n); else
      echo "error: missing ${need[*]}; install them with: sudo apt-get install -y ${need[*]}" >&2
      exit 1
    fi
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: missing ${need[*]} and no apt-get to install them" >&2; exit 1
  fi
  "${sudo[@]}" apt-get install -y "${need[@]}" >/dev/null \
    || { "${sudo[@]}" apt-get update >/dev/null && "${sudo[@]}" apt-get install -y "${need[@]}" >/dev/null; }
}

print_page() {  # print_page book/cego/summary -> $OUT/cego-summary.pdf
  local page="$1" src="$HTML/$1.html" name
  name="$(echo "${page#book/}" | tr '/_' '--')"
  [[ -f "$src" ]] || { echo "error: $src not found; build the book first (bash scripts/setup.sh)" >&2; exit 1; }
  PDFS+=("$OUT/$name.pdf")
  if [[ -z "${FORCE:-}" && -s "$OUT/$name.pdf" && -s "$OUT/$name-1.png" && "$OUT/$name.pdf" -nt "$src" \
        && "$OUT/$name.pdf" -nt "$HTML/_static/print.css" ]]; then
    printf '    %-28s %s page(s), up to date\n' "$name.pdf" "$(pages_of "$OUT/$name.pdf")"
    return 0
  fi
  rm -f "$OUT/$name.pdf"
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --disable-quic --disable-background-networking --disable-component-update \
    --disable-sync --no-first-run --user-data-dir="$PROFILE" \
    --run-all-compositor-stages-before-draw --virtual-time-budget=10000 \
    --print-to-pdf="$OUT/$name.pdf" "file://$src" >/dev/null 2>&1
  [[ -s "$OUT/$name.pdf" ]] || { echo "error: Chromium wrote no PDF for $page" >&2; exit 1; }
  pdftoppm -png -r 70 -f 1 -l 1 -singlefile "$OUT/$name.pdf" "$OUT/$name-1"
  printf '    %-28s %s page(s)\n' "$name.pdf" "$(pages_of "$OUT/$name.pdf")"
}

pages_of() { pdfinfo "$1" | awk '/^Pages:/ {print $2}'; }

ensure_print_tools
[[ -d "$HTML" ]] || { echo "error: $HTML not found; build the book first (bash scripts/setup.sh)" >&2; exit 1; }
mkdir -p "$OUT"
PROFILE="$(mktemp -d)"
trap 'rm -rf "$PROFILE"' EXIT
PDFS=()
pages=("$@")
[[ ${#pages[@]} -gt 0 ]] || pages=("${DEFAULT_PAGES[@]}")
echo "==> printing ${#pages[@]} page(s) to $OUT"
for page in "${pages[@]}"; do print_page "${page%.html}"; done
if [[ $# -eq 0 ]]; then   # the problem sets: many pages each, united into problems.pdf
  ONE_PAGE=("${PDFS[@]}")
  PDFS=()
  for page in "${PROBLEM_PAGES[@]}"; do print_page "$page"; done
  SETS=("${PDFS[@]}")
  stale=""
  for pdf in "${SETS[@]}"; do [[ "$OUT/problems.pdf" -nt "$pdf" ]] || stale=1; done
  [[ -z "$stale" && -z "${FORCE:-}" ]] || pdfunite "${SETS[@]}" "$OUT/problems.pdf"
  printf '    %-28s %s page(s)\n' "problems.pdf" "$(pages_of "$OUT/problems.pdf")"
  PDFS=("${ONE_PAGE[@]}")
  over=0
  for pdf in "${PDFS[@]}"; do   # each handout is meant to fit on one sheet
    [[ "$(pages_of "$pdf")" == 1 ]] && continue
    level=warning; [[ -z "${STRICT:-}" ]] || level=error
    echo "$level: $(basename "$pdf") runs to $(pages_of "$pdf") pages" >&2
    over=1
  done
  [[ -z "${STRICT:-}" || $over -eq 0 ]] || exit 1
  stale=""
  for pdf in "${PDFS[@]}"; do [[ "$OUT/handouts.pdf" -nt "$pdf" ]] || stale=1; done
  [[ -z "$stale" && -z "${FORCE:-}" ]] || pdfunite "${PDFS[@]}" "$OUT/handouts.pdf"
  printf '    %-28s %s page(s)\n' "handouts.pdf" "$(pages_of "$OUT/handouts.pdf")"
fi
