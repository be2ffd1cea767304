"""Checking a deal from a real table: every irregularity where it happened, what could
and could not be checked, and the cited score sheet (and the same deal under other
rule options).

This is generic: it reads the game registry and the records code, so every game
that registers gets it.  A record may be

* complete (hands or seed, and every action): each action is judged by the
  rules; a revoke (a card the player held but was not allowed to play) is
  reported with the trick, the player and the legal cards, and the deal goes
  on as it was played; an action that cannot have happened (a card not in the
  hand, a bid out of turn) is reported and the rest is left unchecked;
* partly known: no actions, only what the table remembers (``[Contract]``,
  ``[Declarer]``, ``[Points]`` or ``[Pile]``); the game's ``score_facts``
  scores it and the report says that the play itself was not checked.

>>> from tarock_tutor import games
>>> text = games.dump_record(games.playout(games.new_deal("cego3", seed=2), seed=5))
>>> report = check_text(text)
>>> report.valid, report.finished, sum(report.sheet.totals())
(True, True, 0)
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tarock_tutor.core.errors import InvalidRecord, TarockError, error_ja
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.protocol import Action, GameState, Play
from tarock_tutor.core.record_seats import CONVERTED_JA, action_line, verdict_en
from tarock_tutor.core.records import (
    Record,
    action_from_raw,
    option_value,
    parse_text,
    setup_from_record,
)
from tarock_tutor.core.registry import GameSpec, game_of
from tarock_tutor.core.scoring import Amount, ScoreSheet
from tarock_tutor.core.setup import Setup

FACT_TAGS = ("Contract", "Declarer", "Partner", "Points", "Pile", "AfterSolo",
             "TalonMultiplier")


@dataclass(frozen=True)
class Irregularity:
    """One thing that went wrong at the table (or in the record), where it happened."""

    code: str                      # stable id (the verdict's code, or RECORD_*)
    text_ja: str                   # the explanation the book and the CLI show
    text_en: str
    line: int | None = None
    column: int | None = None
    seat: int | None = None        # the engine's seat number (席 number − 1)
    seat_ja: str = ""              # the seat as people name it (席1 … 席n, fixed)
    action: str = ""               # the action as a record line (席 numbers)
    trick: int | None = None       # 1-based trick number for a card play
    legal: tuple[str, ...] = ()    # what the player could have done instead
    rule: str = ""                 # the rule reference (API; the book links it)
    action_ja: str = ""            # the action as the book writes it
    legal_ja: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The JSON form; ``seat`` is the 席 number, as records and people write it."""
        out = {k: v for k, v in self.__dict__.items() if v not in (None, "", ())}
        if self.seat is not None:
            out["seat"] = self.seat + 1
        return out


@dataclass
class CheckReport:
    """The result of checking one record."""

    variant: str = ""
    state: GameState | None = None
    irregularities: list[Irregularity] = field(default_factory=list)
    checked: list[str] = field(default_factory=list)     # Japanese, one line each
    unchecked: list[str] = field(default_factory=list)
    sheet: ScoreSheet | None = None
    readable: bool = True
    notes: list[str] = field(default_factory=list)       # Japanese, e.g. the v1 conversion

    @property
    def valid(self) -> bool:
        """Readable, every action legal, and nothing left unchecked by an error."""
        return self.readable and not self.irregularities

    @property
    def finished(self) -> bool:
        return self.state is not None and self.state.is_terminal

    def text_ja(self) -> str:
        out = [f"判定: {'問題なし' if self.valid else '不備あり'}"
               + (f"({self.variant})" if self.variant else "")]
        out += [f"注: {n}" for n in self.notes]
        for x in self.irregularities:
            where = [f"{x.line}行目" if x.line else "",
                     f"{x.trick}つ目のトリック" if x.trick else "",
                     self.who(x)]
            did = f"「{x.action_ja}」は不可。" if x.action_ja else ""
            out.append(f"- {' '.join(w for w in where if w)}: {did}{x.text_ja}"
                       + (f" 出せたもの: {'、'.join(x.legal_ja or x.legal)}" if x.legal else ""))
        out += [f"確認済み: {c}" for c in self.checked]
        out += [f"未確認: {c}" for c in self.unchecked]
        if self.sheet is not None:
            out.append(self.sheet.to_text())
        return "\n".join(out)

    def who(self, x: Irregularity) -> str:
        """The seat of an irregularity with the player's name when the record gives one:
        ``席1 Anna``."""
        names = self.state.setup.names if self.state is not None else ()
        name = names[x.seat] if x.seat is not None and 0 <= x.seat < len(names) else ""
        return x.seat_ja + (f" {name}" if x.seat_ja and name else "")

    def to_dict(self) -> dict[str, Any]:
        sheet = None
        if self.sheet is not None:
            sheet = {"players": list(self.sheet.players),
                     "items": [{"key": i.key, "label_ja": i.label_ja,
                                "amounts": [_json_amount(a) for a in i.amounts],
                                "rule": str(i.rule)} for i in self.sheet.items],
                     "totals": [_json_amount(a) for a in self.sheet.totals()]}
        return {"variant": self.variant, "valid": self.valid, "finished": self.finished,
                "irregularities": [x.to_dict() for x in self.irregularities],
                "checked": self.checked, "unchecked": self.unchecked, "notes": self.notes,
                "sheet": sheet}


def _json_amount(a: Amount) -> int | float | str:
    return a if isinstance(a, int) else str(a)


def _record_problem(err: InvalidRecord) -> list[Irregularity]:
    msgs = err.errors or (str(err),)
    out = []
    for m in msgs:
        pos = _POSITION.match(m)
        line = int(pos.group(1)) if pos else err.line
        column = int(pos.group(2)) if pos and pos.group(2) else err.column
        detail = error_ja(InvalidRecord(m[pos.end():] if pos else m))
        out.append(Irregularity("RECORD_UNREADABLE", f"記録を読めません: {detail}", m,
                                line=line, column=column))
    return out


_POSITION = re.compile(r"line (\d+)(?:, column (\d+))?: ")


def check_text(text: str, *, options: Mapping[str, Any] | None = None) -> CheckReport:
    """Check a record (text form); ``options`` override the record's rule options."""
    report = CheckReport()
    try:
        rec = parse_text(text)
        setup = setup_from_record(rec)
        if options:
            setup = with_options(setup, options)
        spec = game_of(setup.variant)
    except InvalidRecord as err:
        report.readable = False
        report.irregularities += _record_problem(err)
        report.unchecked.append("記録が読めないため、何も確認できませんでした。")
        return report
    report.variant = setup.variant.key
    if rec.converted:
        report.notes.append(CONVERTED_JA.format(n=setup.variant.seats))
    if not rec.actions and any(t in rec.tags for t in FACT_TAGS):
        return _check_facts(report, rec, setup, spec)
    try:
        state = spec.new_state(setup)
    except TarockError as err:
        report.readable = False
        report.irregularities.append(Irregularity("DEAL_IMPOSSIBLE", error_ja(err),
                                                  str(err), line=rec.lines.get("Game")))
        return report
    report.state = state
    _replay(report, rec, state, spec)
    return report


def _trick_number(state: GameState) -> int | None:
    tp = getattr(state, "trickplay", None)
    tricks = getattr(tp, "tricks", None) if tp is not None else getattr(state, "tricks", None)
    return None if tricks is None else len(tricks) + 1


def _replay(report: CheckReport, rec: Record, state: GameState, spec: GameSpec) -> None:
    pack = state.variant.pack
    done = 0
    for raw in rec.actions:
        try:
            action = action_from_raw(raw, pack, parser=spec.parse_action)
        except InvalidRecord as err:
            report.irregularities.append(Irregularity(
                "RECORD_BAD_ACTION", f"この行を行動として読めません: {error_ja(err)}", str(err),
                line=raw.line, column=err.column, seat=raw.seat))
            break
        try:
            verdict = state.explain(action)
        except TarockError as err:
            report.irregularities.append(Irregularity(
                "RECORD_BAD_ACTION", f"この行は判定できません: {error_ja(err)}", str(err),
                line=raw.line, seat=raw.seat, action=action_line(action)))
            break
        if verdict.allowed:
            state.apply(action, check=False)
            done += 1
            continue
        trick = _trick_number(state) if isinstance(action, Play) else None
        where = {"dealer": state.dealer, "seats": state.variant.seats}
        report.irregularities.append(Irregularity(
            verdict.code, verdict.text, verdict_en(verdict), line=raw.line,
            column=raw.columns[0] if raw.columns else None, seat=action.seat,
            seat_ja=seat_ja(action.seat, **where), action=action_line(action), trick=trick,
            legal=tuple(action_line(a) for a in verdict.alternatives), rule=str(verdict.rule),
            action_ja=spec.labels.action(action, pack, **where),
            legal_ja=tuple(_short_ja(spec, a, pack) for a in verdict.alternatives)))
        if _is_revoke(state, action):
            state.apply(action, check=False)   # the deal went on as it was played
            done += 1
            continue
        break
    total = len(rec.actions)
    if done == total:
        report.checked.append(f"記録の{total}手をすべて規則に照らして確認しました。")
    else:
        report.checked.append(f"記録の{total}手のうち{done}手を確認しました。")
        report.unchecked.append(f"残りの{total - done}手は、その前の行動がありえないため"
                                "確認できませんでした。")
    if state.is_terminal:
        report.sheet = state.score_sheet()
        if report.irregularities:
            report.unchecked.append("得点表は実際に行われたとおりに計算しています"
                                    "(リボークの罰則はテーブルの取り決めによります)。")
    else:
        report.unchecked.append("ディールが最後まで記録されていないため、点数は計算できません。")


def _short_ja(spec: GameSpec, action: Action, pack: Any) -> str:
    """An alternative without its seat (the seat is the same): ``ハートのキング``."""
    text = spec.labels.action(action, pack)
    return text.split(": ", 1)[-1].removeprefix("プレイ ")


def _is_revoke(state: GameState, action: Action) -> bool:
    """A card the player held, played against the follow rule: the table played on."""
    if not isinstance(action, Play) or action.seat != state.to_move:
        return False
    tp = getattr(state, "trickplay", None)
    if tp is not None:
        return action.card in tp.hand(action.seat)
    hand = getattr(state, "hand", None)
    return callable(hand) and action.card in hand(action.seat)


def _check_facts(report: CheckReport, rec: Record, setup: Setup, spec: GameSpec
                 ) -> CheckReport:
    facts = {k: rec.tags[k] for k in FACT_TAGS if k in rec.tags}
    if spec.score_facts is None:
        report.unchecked.append(f"{spec.title_ja}は、プレイのない記録の点数計算にまだ対応して"
                                "いません。")
        return report
    try:
        report.sheet = spec.score_facts(setup, facts)
    except TarockError as err:
        report.irregularities.append(Irregularity("FACTS_IMPOSSIBLE",
                                                  f"覚えている結果がありえません: {error_ja(err)}",
                                                  str(err),
                                                  line=rec.lines.get("Contract")))
        return report
    report.checked.append("覚えている結果(" + "、".join(facts) + ")から点数を計算しました。")
    report.unchecked.append("手札とプレイの記録がないため、ビッドやフォローの規則は確認して"
                            "いません。")
    return report


def with_options(setup: Setup, overrides: Mapping[str, Any]) -> Setup:
    """The same setup under other rule options (values may be given as text)."""
    v = setup.variant
    values = dict(setup.options)
    for k, raw in overrides.items():
        spec = v.option(k)
        values[k] = option_value(raw, spec.choices) if isinstance(raw, str) else raw
    return replace(setup, options=v.options(**values))


@dataclass(frozen=True)
class WhatIfRow:
    key: str
    label_ja: str
    amounts: tuple[tuple[Amount, ...] | None, ...]   # one per option set (None: no such line)
    differs: bool


def what_if(state: GameState, alternatives: Sequence[Mapping[str, Any]]
            ) -> tuple[list[ScoreSheet | str], list[WhatIfRow]]:
    """The same deal scored under the record's options and under each alternative.

    Returns the sheets (or, where the deal cannot be replayed under those options,
    the Japanese reason) and the line items side by side, differing ones marked."""
    if not state.is_terminal:
        raise TarockError("the deal is not finished; there is no score to compare")
    spec = game_of(state.variant)
    sheets: list[ScoreSheet | str] = [state.score_sheet()]
    for alt in alternatives:
        setup = with_options(state.setup, alt)
        try:
            other = spec.new_state(setup)
            for a in state.history:
                other.apply(a)
            sheets.append(other.score_sheet() if other.is_terminal else
                          "この設定ではディールが終わりません。")
        except TarockError as err:
            sheets.append(f"この設定では記録どおりに再生できません: {err}")
    return sheets, compare_sheets(sheets)


def what_if_text(text: str, alternatives: Sequence[Mapping[str, Any]],
                 options: Mapping[str, Any] | None = None
                 ) -> tuple[list[ScoreSheet | str], list[WhatIfRow]]:
    """:func:`what_if` for any record, a partly remembered one included."""
    base = check_text(text, options=options)
    if base.state is not None and base.state.is_terminal:
        return what_if(base.state, alternatives)
    if base.sheet is None:
        raise TarockError("the record has no score to compare: " + "; ".join(base.unchecked))
    sheets: list[ScoreSheet | str] = [base.sheet]
    for alt in alternatives:
        other = check_text(text, options={**dict(options or {}), **alt})
        sheets.append(other.sheet if other.sheet is not None else
                      "; ".join(x.text_ja for x in other.irregularities))
    return sheets, compare_sheets(sheets)


def compare_sheets(sheets: Sequence[ScoreSheet | str]) -> list[WhatIfRow]:
    """The line items of several sheets side by side, the differing ones marked."""
    keys: list[tuple[str, str]] = []
    for s in sheets:
        if isinstance(s, ScoreSheet):
            for item in s.items:
                if (item.key, item.label_ja) not in keys:
                    keys.append((item.key, item.label_ja))
    rows = []
    for key, label in keys:
        amounts = tuple(next((i.amounts for i in s.items
                              if (i.key, i.label_ja) == (key, label)), None)
                        if isinstance(s, ScoreSheet) else None for s in sheets)
        rows.append(WhatIfRow(key, label, amounts, len(set(amounts)) > 1))
    return rows
