"""The CLI's dispute commands: ``check``, ``score``, ``show`` and ``analyse`` (see
``tarock-tutor -h``).

Exit codes: 0 the record is valid (or the sheet was computed), 1 the record has
irregularities, 2 the input cannot be read (with one clear error on stderr), 3 the
record is legal so far but stops before the end (no score yet; it says what is missing).
``analyse`` adds 4 (an irregularity the analysis cannot pass) and 5 (a position too deep
for the time budget), and uses 3 for a record with no play or an unfinished deal; each with
one Japanese sentence on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from tarock_tutor.core.checker import CheckReport, check_text, what_if_text
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.scoring import ScoreSheet


def _pairs(items: list[str], flag: str) -> dict[str, str]:
    out = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise TarockError(f"{flag} takes KEY=VALUE, not {item!r}",
                              code="CLI_KEY_VALUE", params={"flag": flag, "value": item[:40]})
        out[key.strip()] = value.strip()
    return out


def _read(path: str) -> str:
    from tarock_tutor.cli_input import read_record_file

    return read_record_file(path)


EXIT = {"valid": 0, "irregular": 1, "unreadable": 2, "unfinished": 3}
"""The exit code of each report status (README's table)."""


def _print_report(report: CheckReport, as_json: bool) -> int:
    if as_json:
        print(json.dumps(report.to_dict(), ensure_ascii=False, indent=1))
    else:
        print(report.text_ja())
    return EXIT[report.status]


def run(args: argparse.Namespace) -> int:
    from tarock_tutor import games  # noqa: F401  (registers every game)

    if args.command == "analyse":
        return _analyse(args)
    if args.command == "check":
        return _print_report(check_text(_read(args.file)), args.json)
    if args.command == "show":
        from tarock_tutor.render.report import dealt_hands, report_page
        from tarock_tutor.render.svg import hand_svg

        report = check_text(_read(args.file))
        if args.svg:
            if report.state is None or not dealt_hands(report.state):
                raise TarockError("the record has no hands to draw",
                                  code="CLI_NO_HANDS")
            pack = report.state.variant.pack
            rows = [hand_svg(h, pack=pack) for h in dealt_hands(report.state)]
            print("\n".join(rows))
        else:
            print(report_page(report, title=Path(args.file).name), end="")
        return EXIT[report.status]
    return _score(args)


def _check_options(text: str, options: dict[str, str]) -> None:
    """Refuse a misspelt ``--option`` by name with its allowed values before checking
    (a record that cannot be read is left to the checker's report)."""
    from tarock_tutor.core.checker import with_options
    from tarock_tutor.core.records import parse_text, setup_from_record

    if not options:
        return
    try:
        setup = setup_from_record(parse_text(text))
    except TarockError:
        return
    with_options(setup, options)


def _analyse(args: argparse.Namespace) -> int:
    from tarock_tutor.analysis import AnalysisError, analyse_text
    from tarock_tutor.core.errors import error_ja

    if args.seconds is None or not args.seconds > 0:
        print("エラー: --seconds には正の秒数を指定してください。", file=sys.stderr)
        return 2
    try:
        result = analyse_text(_read(args.file), from_trick=args.from_trick,
                              max_seconds=args.seconds)
    except AnalysisError as err:
        print(f"エラー: {args.file}: {err.ja}", file=sys.stderr)
        return err.exit_code
    except TarockError as err:
        print(f"エラー: {args.file}: {error_ja(err)}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False, indent=1))
    else:
        print(result.text_ja())
    return 0


def _score(args: argparse.Namespace) -> int:
    from tarock_tutor.cli_input import flag_of, known_variant
    from tarock_tutor.core.checker import with_options
    from tarock_tutor.core.registry import game_of
    from tarock_tutor.core.setup import Setup
    from tarock_tutor.core.variants import REGISTRY

    options = _pairs(args.option, "--option")
    alternatives = [_pairs([w], "--what-if") for w in args.what_if]
    target: str = args.target
    facts = {k.removeprefix("fact_"): v for k, v in vars(args).items()
             if k.startswith("fact_") and v is not None}
    if facts or (target.lower() in {k.lower() for k in REGISTRY}
                 and not Path(target).exists()):
        variant: Any = known_variant(target)
        spec = game_of(variant)
        if spec.score_facts is None or not spec.fact_tags:
            raise TarockError(f"{spec.title} cannot be scored from a remembered result",
                              code="FACTS_NOT_SUPPORTED", params={"title": spec.title_ja})
        for tag in facts:
            if tag not in spec.fact_tags:
                raise TarockError(f"{flag_of(tag)} is not a remembered-result flag of "
                                  f"{spec.title}", code="FACT_TAG_UNKNOWN",
                                  params={"tag": flag_of(tag), "title": spec.title_ja,
                                          "tags": "、".join(flag_of(t) for t in spec.fact_tags)})
        setup = with_options(Setup.seeded(variant, 0, dealer=spec.default_dealer), options)
        sheet = spec.score_facts(setup, facts)
        _print_sheets([sheet], [], args.json)
        return 0
    if args.more:
        return _session([target, *args.more], options, args.json)
    text = _read(target)
    _check_options(text, options)
    for alt in alternatives:
        _check_options(text, alt)
    report = check_text(text, options=options)
    if report.sheet is None:
        return _print_report(report, args.json)
    sheets: list[ScoreSheet | str] = [report.sheet]
    rows: list[Any] = []
    if alternatives:
        sheets, rows = what_if_text(_read(target), alternatives, options)
    _print_sheets(sheets, rows, args.json, labels=["記録の設定", *args.what_if])
    return 0 if report.valid else 1


def cited(sheet: ScoreSheet) -> str:
    """Each line item with the rule it follows, as the book cites it (規則集 §…)."""
    return "\n".join(f"  根拠: {item.label_ja} — {item.rule.ja() or '(なし)'}"
                     for item in sheet.items)


def _session(paths: list[str], options: dict[str, str], as_json: bool) -> int:
    """Several deals of one table: each deal's sheet, the totals and a settlement.

    A column is a seat, 席1 … 席n, fixed for the evening: the dealer moves from deal to
    deal, the columns do not, so each person stays in one column (with the name the
    records give, when they all give the same names)."""
    from tarock_tutor.core.labels import seat_ja
    from tarock_tutor.core.records import parse_text
    from tarock_tutor.core.scoring import settle_pairs

    sheets: list[ScoreSheet] = []
    valid = True
    seats: int | None = None
    people: set[tuple[str, ...]] = set()
    for path in paths:
        text = _read(path)
        _check_options(text, options)
        report = check_text(text, options=options)
        if report.readable and "Names" in parse_text(text).tags:
            people.add(tuple(n.strip() for n in parse_text(text).tags["Names"].split(",")))
        if report.sheet is None:
            raise TarockError(f"{path}: no score sheet ({'; '.join(report.unchecked)})",
                              code="SESSION_NO_SHEET",
                              params={"path": Path(path).name,
                                      "why": "、".join(x.text_ja for x in report.irregularities)
                                      or "。".join(report.unchecked)})
        if seats is not None and len(report.sheet.players) != seats:
            raise TarockError(f"{path}: {len(report.sheet.players)} players, but the session "
                              f"has {seats}",
                              code="CLI_SESSION_SEATS",
                              params={"path": path, "count": len(report.sheet.players),
                                      "seats": seats})
        seats = len(report.sheet.players)
        valid = valid and report.valid
        sheets.append(report.sheet)
    if seats is None:   # no paths: argparse gives at least one
        raise TarockError("no records to total", code="FACT_MISSING",
                          params={"what": "記録ファイル"})
    totals = [sum((s.totals()[i] for s in sheets), start=0) for i in range(seats)]
    given = next(iter(people)) if len(people) == 1 else ()
    names = [seat_ja(i) + (f" {given[i]}" if i < len(given) and given[i] else "")
             for i in range(seats)]
    pays = settle_pairs(totals)
    if as_json:
        print(json.dumps({"deals": len(sheets), "players": names,
                          "totals": [str(t) for t in totals],
                          "settlement": [{"payer": names[a], "payee": names[b],
                                          "amount": str(x)} for a, b, x in pays]},
                         ensure_ascii=False, indent=1))
    else:
        for path, sheet in zip(paths, sheets, strict=True):
            print(f"== {Path(path).name}")
            print(sheet.to_text())
            print(cited(sheet))
        print(f"== セッションの合計({len(sheets)}ディール)")
        print("  ".join(f"{n} {'+' if t > 0 else ''}{t}" for n, t in zip(names, totals,
                                                                         strict=True)))
        print("== 精算")
        for a, b, x in pays:
            print(f"{names[a]} → {names[b]}: {x}")
        if not pays:
            print("支払いなし")
    return 0 if valid else 1


def _print_sheets(sheets: list[ScoreSheet | str], rows: list[Any], as_json: bool,
                  labels: list[str] | None = None) -> None:
    labels = labels or ["点数"]
    if as_json:
        out = []
        for label, s in zip(labels, sheets, strict=False):
            if isinstance(s, ScoreSheet):
                out.append({"options": label, "players": list(s.players),
                            "items": [{"key": i.key, "label_ja": i.label_ja,
                                       "amounts": [str(a) for a in i.amounts],
                                       "rule": str(i.rule)} for i in s.items],
                            "totals": [str(a) for a in s.totals()]})
            else:
                out.append({"options": label, "error": s})
        print(json.dumps({"sheets": out, "differs": [r.key for r in rows if r.differs]},
                         ensure_ascii=False, indent=1))
        return
    for label, s in zip(labels, sheets, strict=False):
        print(f"== {label}")
        print(s.to_text() if isinstance(s, ScoreSheet) else s)
        if isinstance(s, ScoreSheet):
            print(cited(s))
    if rows:
        print("== 違う項目" + ("" if any(r.differs for r in rows) else ": なし"))
        for r in rows:
            if r.differs:
                cells = " | ".join("—" if a is None else " ".join(str(x) for x in a)
                                   for a in r.amounts)
                print(f"* {r.label_ja}: {cells}")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(1)
