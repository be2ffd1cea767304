"""Checking a deal from a real table: every irregularity where it happened, what could
and could not be checked, and the cited score sheet (and the same deal under other
rule options).

This is generic: it reads the game registry and the records code, so every game
that registers gets it.  A record may be

* complete (hands or seed, and every action): each action is judged by the
  rules; a revoke (a card the player held but was not allowed to play) is
  reported with the trick, the player and the legal cards, and the deal goes
  on as it was played; an action that cannot have happened (a card not in the
  hand, a bid out of turn, a card played before the play phase) is reported
  and the rest is left unchecked;
* partly known: no actions, only what the table remembers (``[Contract]``,
  ``[Declarer]``, ``[Points]`` …: the tags the game's spec lists in
  ``fact_tags``); the game's ``score_facts`` scores it with the same sheet code
  as a played deal, and the report says that the play itself was not checked.
  A tag the game does not read is refused by name, never silently dropped.

Every problem has a stable code (the verdict's, or one of
:mod:`tarock_tutor.core.problems`); the report's :attr:`CheckReport.status` is
``valid``, ``irregular``, ``unreadable`` or ``unfinished`` (the CLI's exit codes
0, 1, 2 and 3).  An example on a game's deal is in the tests.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tarock_tutor.core import messages
from tarock_tutor.core import problems as _problems  # noqa: F401  (registers the codes)
from tarock_tutor.core.errors import InvalidRecord, Problem, TarockError, error_ja
from tarock_tutor.core.labels import seat_ja, variant_ja
from tarock_tutor.core.option_text import option_values
from tarock_tutor.core.protocol import Action, GameState, Phase, Play, Verdict
from tarock_tutor.core.record_seats import CONVERTED_JA, action_line, verdict_en
from tarock_tutor.core.records import (
    RECORD_TAGS,
    RawAction,
    Record,
    action_from_raw,
    parse_text,
    replay,
    setup_from_record,
)
from tarock_tutor.core.registry import GAMES, GameSpec, game_of
from tarock_tutor.core.scoring import Amount, ScoreSheet
from tarock_tutor.core.setup import Setup


def fact_tags() -> tuple[str, ...]:
    """Every tag some registered game reads from a remembered result (its ``fact_tags``)."""
    out: list[str] = []
    for spec in GAMES.values():
        out += [t for t in spec.fact_tags if t not in out]
    return tuple(out)


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
    title_ja: str = ""          # the variant's Japanese name (ツェゴ(3人) …)

    @property
    def valid(self) -> bool:
        """Readable, every action legal, and nothing left unchecked by an error."""
        return self.readable and not self.irregularities

    @property
    def finished(self) -> bool:
        return self.state is not None and self.state.is_terminal

    @property
    def status(self) -> str:
        """``unreadable`` (the input is not a record, exit 2), ``irregular`` (something
        at the table cannot have happened or broke a rule, exit 1), ``unfinished`` (legal
        so far, but no score: the record stops early, exit 3) or ``valid`` (exit 0)."""
        if not self.readable:
            return "unreadable"
        if self.irregularities:
            return "irregular"
        return "valid" if self.sheet is not None else "unfinished"

    @property
    def heading_ja(self) -> str:
        return _HEADINGS[self.status]

    def text_ja(self) -> str:
        out = [f"判定: {self.heading_ja}" + (f"({self.title_ja})" if self.title_ja else "")]
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
        return {"variant": self.variant, "title_ja": self.title_ja, "status": self.status,
                "valid": self.valid, "finished": self.finished,
                "irregularities": [x.to_dict() for x in self.irregularities],
                "checked": self.checked, "unchecked": self.unchecked, "notes": self.notes,
                "sheet": sheet}


def _json_amount(a: Amount) -> int | float | str:
    return a if isinstance(a, int) else str(a)


_HEADINGS = {"unreadable": "記録として読めません", "irregular": "不備あり",
             "unfinished": "ここまで問題なし(記録が途中までで、点数はまだ出ません)",
             "valid": "問題なし"}


def _record_problem(err: TarockError) -> list[Irregularity]:
    """One irregularity per problem of an unreadable input, each with its own code."""
    found: tuple[Problem, ...] = getattr(err, "problems", ())
    if not found:
        code = getattr(err, "code", "") or "RECORD_UNREADABLE"
        found = (Problem(getattr(err, "line", None), getattr(err, "column", None), code,
                         str(err), getattr(err, "params", {})),)
    out = []
    for p in found:
        text = p.text_ja() if p.code != "RECORD_UNREADABLE" else error_ja(err)
        out.append(Irregularity(p.code, text, p.message, line=p.line, column=p.column))
    return out


def check_text(text: str, *, options: Mapping[str, Any] | None = None) -> CheckReport:
    """Check a record (text form); ``options`` override the record's rule options."""
    report = CheckReport()
    try:
        rec = parse_text(text)
        setup = setup_from_record(rec)
        if options:
            setup = with_options(setup, options)
        spec = game_of(setup.variant)
    except TarockError as err:
        report.readable = False
        report.irregularities += _record_problem(err)
        report.unchecked.append("記録が読めないため、何も確認できませんでした。")
        return report
    report.variant = setup.variant.key
    report.title_ja = variant_ja(setup.variant)
    if rec.converted:
        report.notes.append(CONVERTED_JA.format(n=setup.variant.seats))
    if not rec.actions and any(t in rec.tags for t in fact_tags()):
        return _check_facts(report, rec, setup, spec)
    try:
        state = spec.new_state(setup)
    except TarockError as err:
        report.readable = False
        code = getattr(err, "code", "") or "DEAL_IMPOSSIBLE"
        report.irregularities.append(Irregularity(code, error_ja(err), str(err),
                                                  line=rec.lines.get("Game")))
        return report
    report.state = state
    _replay(report, rec, state, spec)
    return report


def _trick_number(state: GameState) -> int | None:
    tp = state.deal_view().trickplay
    return None if tp is None else len(tp.tricks) + 1


def _replay(report: CheckReport, rec: Record, state: GameState, spec: GameSpec) -> None:
    pack = state.variant.pack
    before = len(state.history)

    def refused(raw: RawAction, action: Action, verdict: Verdict) -> bool:
        """Note the irregularity; a revoke stands as played (the table played on)."""
        trick = (_trick_number(state) if isinstance(action, Play) and state.phase is Phase.PLAY
                 else None)
        where = {"dealer": state.dealer, "seats": state.variant.seats}
        report.irregularities.append(Irregularity(
            verdict.code, verdict.text, verdict_en(verdict), line=raw.line,
            column=raw.columns[0] if raw.columns else None, seat=action.seat,
            seat_ja=seat_ja(action.seat, **where), action=action_line(action), trick=trick,
            legal=tuple(action_line(a) for a in verdict.alternatives), rule=str(verdict.rule),
            action_ja=spec.labels.action(action, pack, **where),
            legal_ja=tuple(_short_ja(spec, a, pack) for a in verdict.alternatives)))
        return _is_revoke(state, action, verdict.code)

    try:
        replay(rec, state, on_refusal=refused)
    except InvalidRecord as err:
        raw = rec.actions[len(state.history) - before]
        cause = err.__cause__
        if isinstance(cause, TarockError):   # a line read as an action, not judgeable
            report.irregularities.append(Irregularity(
                "RECORD_BAD_ACTION", f"この行は判定できません: {error_ja(cause)}", str(cause),
                line=raw.line, seat=raw.seat, action=action_line(action_from_raw(raw, pack))))
        else:                                # a line that is no action at all
            report.readable = False
            report.irregularities.append(Irregularity(
                err.code or "RECORD_BAD_ACTION", f"この行を行動として読めません: "
                f"{error_ja(err).removeprefix(f'{raw.line}行目: ')}", str(err),
                line=raw.line, column=err.column, seat=raw.seat))
    done = len(state.history) - before
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
    elif not report.irregularities:
        report.unchecked.append(_missing_ja(state, spec))
    else:
        report.unchecked.append("ディールが最後まで記録されていないため、点数は計算できません。")


def _missing_ja(state: GameState, spec: GameSpec) -> str:
    """What an unfinished, legal record lacks: the phase, whose turn, what they may do."""
    seat = state.to_move
    who = seat_ja(seat, state.dealer, state.variant.seats) if seat is not None else ""
    legal = state.legal_actions()
    pack = state.variant.pack
    some = "、".join(_short_ja(spec, a, pack) for a in legal[:6]) + (
        " など" if len(legal) > 6 else "")
    return (f"記録はここで終わっています: 今は{state.phase.ja}の段階で、次は{who}の番です"
            + (f"(できること: {some})" if some else "")
            + "。ディールの最後まで書くと点数を計算します。")


_NOT_A_REVOKE = frozenset({"WRONG_PHASE", "NOT_YOUR_TURN", "NOT_IN_HAND", "GAME_OVER",
                           "UNKNOWN_ACTION"})


def _short_ja(spec: GameSpec, action: Action, pack: Any) -> str:
    """An alternative without its seat (the seat is the same): ``ハートのキング``."""
    text = spec.labels.action(action, pack)
    return text.split(": ", 1)[-1].removeprefix("プレイ ")


def _quoted(action: object) -> str:
    try:
        return str(action)
    except (AttributeError, TypeError, ValueError):
        return repr(action)


def _is_revoke(state: GameState, action: Action, code: str) -> bool:
    """A card the player held, played in the play phase against the follow rule: the
    table played on.  A card played before the play phase (``WRONG_PHASE``), out of turn
    or not held is no revoke: it cannot have happened, and the rest is left unchecked."""
    if (not isinstance(action, Play) or state.phase is not Phase.PLAY
            or code in _NOT_A_REVOKE or action.seat != state.to_move):
        return False
    return action.card in state.deal_view().hand(action.seat)


def _check_facts(report: CheckReport, rec: Record, setup: Setup, spec: GameSpec
                 ) -> CheckReport:
    """A remembered result: every tag is the header's or one this game's ``score_facts``
    reads (an unknown tag is refused by name, never dropped), then the sheet."""
    mine = spec.fact_tags
    unknown = [t for t in rec.tags if t not in RECORD_TAGS and t not in mine]
    if spec.score_facts is None or not mine:
        report.readable = False
        report.irregularities.append(Irregularity(
            "FACTS_NOT_SUPPORTED", messages.text("FACTS_NOT_SUPPORTED", "ja",
                                                 title=spec.title_ja),
            f"{spec.title} cannot be scored from a remembered result",
            line=rec.lines.get("Game")))
        return report
    if unknown:
        report.readable = False
        for t in unknown:
            report.irregularities.append(Irregularity(
                "FACT_TAG_UNKNOWN", messages.text("FACT_TAG_UNKNOWN", "ja", tag=t,
                                                  title=spec.title_ja, tags="、".join(mine)),
                f"tag [{t}] is not a remembered-result tag of {spec.title}; valid: "
                f"{', '.join(mine)}", line=rec.lines.get(t)))
        return report
    facts = {k: rec.tags[k] for k in mine if k in rec.tags}
    try:
        report.sheet = spec.score_facts(setup, facts)
    except TarockError as err:
        code = getattr(err, "code", "") or "FACT_IMPOSSIBLE"
        # a fact that cannot be read is unreadable; facts no deal can produce are irregular
        report.readable = code == "FACT_IMPOSSIBLE"
        tag = getattr(err, "params", {}).get("tag_key", "Contract")
        report.irregularities.append(Irregularity(
            code, error_ja(err) if getattr(err, "code", "") else
            messages.text("FACT_IMPOSSIBLE", "ja", detail=error_ja(err)),
            str(err), line=rec.lines.get(tag, rec.lines.get("Contract"))))
        return report
    report.checked.append("覚えている結果(" + "、".join(facts) + ")から点数を計算しました。")
    report.unchecked.append("手札とプレイの記録がないため、ビッドやフォローの規則は確認して"
                            "いません。")
    return report


def with_options(setup: Setup, overrides: Mapping[str, Any]) -> Setup:
    """The same setup under other rule options (values may be given as text); an
    unknown option or value is refused naming the option and what may be chosen."""
    v = setup.variant
    values = dict(setup.options)
    text = {k: raw for k, raw in overrides.items() if isinstance(raw, str)}
    values.update(option_values(v, text))
    values.update({k: raw for k, raw in overrides.items() if not isinstance(raw, str)})
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
        raise TarockError("the deal is not finished; there is no score to compare",
                          code="WHATIF_UNFINISHED")
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
        raise TarockError("the record has no score to compare: " + "; ".join(base.unchecked),
                          code="WHATIF_NO_SCORE", params={"why": "、".join(base.unchecked)})
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
