"""The Cego score calculator (spec cego-dreierles.md §2.10–2.14): one deal to a score
sheet, a session of deals, and the settlement between every pair of players.

>>> r = score_case(3, "cego", declarer=0, points=36)
>>> r.entries, r.net
((1, 0, 0), (2, -1, -1))
>>> [c.case for c in WORKED_EXAMPLES][:3]
['CG-01', 'CG-03', 'CG-04']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.scoring import Amount, ScoreSheet
from tarock_tutor.games.cego import (
    CegoSession,
    DealScore,
    score_contract,
    score_exposure,
    score_negative,
    score_raeuber,
)
from tarock_tutor.render.html import score_sheet_html

from ..common import OK_COLOUR, StaticFigure, box, error_html, figure_panel, shown
from .names import as_cards, check_players, ja

__all__ = ["WORKED_EXAMPLES", "WorkedExample", "score_calculator", "score_case", "score_figure",
           "session_figure", "show_score", "show_session", "show_worked_examples", "worked_deal",
           "worked_examples_html"]

SCORABLE: tuple[str, ...] = ("solo", "cego", "eine", "eine_leere", "zwei_leere",
                             "zwei_verschiedene", "pfeife", "piccolo", "bettel", "raeuber")
_CELL = 'style="border:1px solid #bbb;padding:2px 6px;text-align:{a}"'


def _names(players: int, names: Sequence[str] | None) -> tuple[str, ...]:
    if names is None:
        return tuple(f"席{i + 1}" for i in range(players))
    if len(names) != players:
        raise TarockError(f"{len(names)} names given for {players} players",
                          code="NAMES_COUNT", params={"seats": players, "count": len(names)})
    return tuple(names)


def _named_sheet(sheet: ScoreSheet, names: Sequence[str], title: str) -> ScoreSheet:
    """The engine's sheet with the book's column names and a title."""
    if len(names) != len(sheet.players):
        raise TarockError(f"{len(names)} names for a sheet of {len(sheet.players)} players",
                          code="NAMES_COUNT",
                          params={"seats": len(sheet.players), "count": len(names)})
    return ScoreSheet(tuple(names), list(sheet.items), title=title)


def score_case(players: int, contract: str, *, declarer: int = 0, points: int | None = None,
               cards: Sequence[Card | str] | str | None = None, took_trick: bool = True,
               after_solo: bool = False, pfeife_broken: bool = False,
               exposure: bool = False, offenders: Sequence[int] = (),
               tricks_won: int | None = None, raeuber_points: Sequence[int] | None = None,
               raeuber_ties: str = "each_tied_player_full",
               names: Sequence[str] | None = None) -> DealScore:
    """Score one deal without playing it; the case decides which engine scorer is used.

    * ladder contracts and Solo: ``points`` (declarer's card points) or ``cards``
      (his whole pile), ``after_solo``, ``pfeife_broken``, ``took_trick``;
    * ``exposure=True``: the declarer exposed; ``offenders`` are the defenders
      holding a solo hand (spec §2.8);
    * ``piccolo`` / ``bettel``: ``tricks_won`` by the declarer;
    * ``raeuber``: ``raeuber_points``, each player's card points (the caller is 席1), and
      ``raeuber_ties`` (decision C8: ``each_tied_player_full`` or ``split``).
    """
    check_players(players)
    nm = _names(players, names)
    if contract not in SCORABLE:
        from tarock_tutor.games.cego.labels import LABELS

        raise TarockError(f"unknown Cego contract {contract!r}; choose one of "
                          f"{', '.join(SCORABLE)} (spec cego-dreierles.md §2.4)",
                          code="UNKNOWN_CONTRACT",
                          params={"value": str(contract)[:30],
                                  "contracts": "、".join(LABELS.term(k) for k in SCORABLE)})
    if exposure:
        return score_exposure(players=players, contract=contract, declarer=declarer,
                              offenders=offenders, names=nm)
    if contract in ("piccolo", "bettel"):
        if tricks_won is None:
            raise TarockError(f"{contract} is scored by the declarer's tricks: give tricks_won",
                              code="WIDGET_MISSING_ARGUMENT", params={"name": "tricks_won"})
        return score_negative(players=players, contract=contract, declarer=declarer,
                              tricks_won=tricks_won, names=nm)
    if contract == "raeuber":
        if raeuber_points is None:
            raise TarockError("Räuber is scored by every player's card points: give "
                              "raeuber_points",
                              code="WIDGET_MISSING_ARGUMENT", params={"name": "raeuber_points"})
        if raeuber_ties not in ("each_tied_player_full", "split"):
            raise TarockError(f"raeuber_ties must be 'each_tied_player_full' or 'split', not "
                              f"{raeuber_ties!r} (decision C8)",
                              code="BAD_OPTION_VALUE",
                              params={"option": "raeuber_ties", "value": str(raeuber_ties)[:30],
                                      "values": "each_tied_player_full、split"})
        return score_raeuber(points=raeuber_points, caller=0, ties=raeuber_ties, names=nm)
    pile = as_cards(cards, players, "declarer's pile") if cards is not None else None
    return score_contract(players=players, contract=contract, declarer=declarer,
                          declarer_points=points, declarer_cards=pile, took_trick=took_trick,
                          after_solo=after_solo or contract == "solo",
                          pfeife_broken=pfeife_broken, names=nm)


def _row(cells: Sequence[str], tag: str = "td", align: str = "right") -> str:
    return "<tr>" + "".join(f"<{tag} {_CELL.format(a=align)}>{c}</{tag}>" for c in cells) + "</tr>"


def _fmt(a: Amount) -> str:
    return str(a) if a != 0 else ""


def _signed(a: Amount) -> str:
    """``+5``, ``-5/2``, ``0`` (Fractions appear when Räuber ties are split)."""
    return ("+" if a > 0 else "") + str(a)


def entries_table_html(names: Sequence[str], rows: Sequence[tuple[str, Sequence[Amount]]],
                       *, total: bool = True) -> str:
    """The traditional sheet: one column per player, one row per deal."""
    out = [_row(["ディール", *map(escape, names)], "th", "center")]
    for label, entries in rows:
        out.append(_row([escape(label), *(_fmt(e) for e in entries)]))
    if total and rows:
        sums = [sum(col) for col in zip(*(e for _, e in rows), strict=True)]
        out.append(_row(["<b>合計</b>", *(f"<b>{s}</b>" for s in sums)]))
    return ('<table style="border-collapse:collapse;font-size:0.9em;margin:0.4em 0">'
            + "".join(out) + "</table>")


def show_worked_examples() -> StaticFigure:
    """The table of :func:`worked_examples_html`; an example whose engine result differs
    from the spec's figures is refused, so the page cannot show a ✗."""
    wrong = [ex.case for ex in WORKED_EXAMPLES if tuple(ex.score().net) != ex.spec_net]
    if wrong:
        raise TarockError(f"the engine differs from the spec in {', '.join(wrong)}")
    return StaticFigure(worked_examples_html())


def _summary(r: DealScore, names: Sequence[str]) -> str:
    if r.contract == "raeuber":
        pts = "、".join(f"{n} {p}点" for n, p in zip(names, r.points or (), strict=False))
        return f"ロイバー: 各自の点数 {pts}。最多の人が罰点を受けます。"
    if r.contract in ("piccolo", "bettel"):
        return (f"{ja(r.contract)}: {'成功' if r.won else '失敗'}(固定の得点、"
                "倍率なし)。")
    assert r.declarer is not None
    who = names[r.declarer]
    if r.declarer_points is None:
        return f"手札公開: 1トリックも取れなかったとみなし、達成点 −8 × 倍率 {r.multiplier}。"
    side = "(ソロのビッドのあと)" if r.after_solo and r.contract != "solo" else ""
    return (f"デクレアラー {escape(who)}、{ja(r.contract)}{side}: {r.declarer_points}点"
            f"(ディフェンダー {70 - r.declarer_points}点)→ 達成点 {r.units:+} × 倍率 "
            f"{r.multiplier} = <b>{(r.units or 0) * (r.multiplier or 0):+}</b>")


def _title(r: DealScore) -> str:
    what = "手札公開" if r.declarer_points is None and r.contract not in (
        "piccolo", "bettel", "raeuber") else ja(r.contract)
    return f"{r.players}人ツェゴ: {what}"


def score_figure(r: DealScore, *, names: Sequence[str] | None = None) -> str:
    """Static HTML of one deal: the computation, the traditional entries, the net sheet."""
    nm = _names(r.players, names)
    parts = [box(_summary(r, nm), ok=bool(r.won) if r.won is not None else None),
             "<div>スコアシートへの記入(伝統的な書き方):</div>",
             entries_table_html(nm, [("このディール", r.entries)], total=False),
             "<div>1ディールの収支(全員の合計は0):</div>",
             score_sheet_html(_named_sheet(r.sheet, nm, _title(r)))]
    return "<div>" + "".join(f"<div>{p}</div>" for p in parts) + "</div>"


def show_score(players: int, contract: str, **kwargs: Any) -> StaticFigure:
    r = score_case(players, contract, **kwargs)
    return StaticFigure(score_figure(r, names=kwargs.get("names")))


def session_figure(players: int, deals: Sequence[DealScore], *,
                   names: Sequence[str] | None = None) -> str:
    """Static HTML of a session: the sheet of entries, every pair's settlement, balances."""
    nm = _names(players, names)
    s = CegoSession(players=players, names=nm)
    for d in deals:
        s.record(d)
    rows = [(f"第{k}ディール({ja(d.contract)})", d.entries)
            for k, d in enumerate(deals, 1)]
    pay = "".join(f"<li>{escape(nm[a])} が {escape(nm[b])} に {amt} を払う"
                  f"({escape(nm[b])}の欄 − {escape(nm[a])}の欄)</li>"
                  for a, b, amt in s.settlement()) or "<li>精算はありません</li>"
    bal = "、".join(f"{escape(n)} {_signed(v)}" for n, v in zip(nm, s.net(), strict=True))
    parts = ["<div><b>スコアシート</b>(勝ちはデクレアラーの欄、負けはディフェンダーそれぞれの欄)"
             "</div>", entries_table_html(nm, rows),
             f"<div><b>2人ずつの精算</b>(規則集 §2.14)<ul>{pay}</ul></div>",
             box(f"差し引き: {bal}(合計 {sum(s.net())})", ok=None)]
    return "<div>" + "".join(f"<div>{p}</div>" for p in parts) + "</div>"


show_session = shown(session_figure)


# ---------------------------------------------------------------------------
# Spec §4.2 worked examples: inputs and the net each player gets, as the spec gives them.
# Seats here are the score sheet's columns, no deal behind them: the spec's A = engine seat 0
# = 席1, B = 席2, C = 席3, D = 席4.

@dataclass(frozen=True)
class WorkedExample:
    case: str
    text_ja: str
    players: int
    contract: str
    kwargs: dict[str, Any]
    spec_net: tuple[int, ...]

    def score(self) -> DealScore:
        return score_case(self.players, self.contract, **self.kwargs)


_CG01 = "Sk T21 HK SK CQ DQ HN SJ DJ " + " ".join(f"T{n}" for n in range(2, 20))
_CG15 = "T21 SK HK CQ DN HJ " + " ".join(f"T{n}" for n in range(2, 18))

WORKED_EXAMPLES: tuple[WorkedExample, ...] = (
    WorkedExample("CG-01", "席1 のツェゴ、取り札27枚(点数のある札9枚+素札18枚)でちょうど36点", 3,
                  "cego", {"declarer": 0, "cards": _CG01}, (2, -1, -1)),
    WorkedExample("CG-03", "席2 のツヴァイ・フェアシーデネ、1トリックも取れない", 3,
                  "zwei_verschiedene", {"declarer": 1, "points": 0, "took_trick": False},
                  (40, -80, 40)),
    WorkedExample("CG-04", "席3 のプファイフェ、規則違反で44点", 3, "pfeife",
                  {"declarer": 2, "points": 44, "pfeife_broken": True}, (6, 6, -12)),
    WorkedExample("CG-05", "席3 のプファイフェ、規則違反で30点", 3, "pfeife",
                  {"declarer": 2, "points": 30, "pfeife_broken": True}, (12, 12, -24)),
    WorkedExample("CG-07", "ソロのあと、席3 のアイネ・レーレで47点", 3, "eine_leere",
                  {"declarer": 2, "points": 47, "after_solo": True}, (-12, -12, 24)),
    WorkedExample("CG-08", "席1 のソロ、58点で成功", 3, "solo", {"declarer": 0, "points": 58},
                  (10, -5, -5)),
    WorkedExample("CG-09", "席1 のソロ、28点で失敗", 3, "solo", {"declarer": 0, "points": 28},
                  (-8, 4, 4)),
    WorkedExample("CG-11", "席1 のツヴァイ・レーレで手札公開、席2 がソロの手札", 3, "zwei_leere",
                  {"declarer": 0, "exposure": True, "offenders": [1]}, (32, -64, 32)),
    WorkedExample("CG-13", "ソロのあと、席3 のツェゴで40点", 3, "cego",
                  {"declarer": 2, "points": 40, "after_solo": True}, (-4, -4, 8)),
    WorkedExample("CG-15", "4人、席2 のアイネ、取り札22枚で25点(余り1枚)", 4, "eine",
                  {"declarer": 1, "cards": _CG15}, (6, -18, 6, 6)),
    WorkedExample("CG-17", "4人、席1 のピッコロ、ちょうど1トリック", 4, "piccolo",
                  {"declarer": 0, "tricks_won": 1}, (30, -10, -10, -10)),
    WorkedExample("CG-19", "4人、席1 のロイバー、席2 が最多の20点", 4, "raeuber",
                  {"raeuber_points": [18, 20, 14, 10]}, (5, -15, 5, 5)),
)


def worked_deal(case: str) -> DealScore:
    """The deal of the spec's worked example ``case`` (``"CG-01"`` …), scored.

    >>> worked_deal("CG-09").net
    (-8, 4, 4)
    """
    for ex in WORKED_EXAMPLES:
        if ex.case == case:
            return ex.score()
    names = ", ".join(ex.case for ex in WORKED_EXAMPLES)
    raise TarockError(f"no worked example {case!r}; examples: {names}", code="BAD_CHOICE",
                      params={"option": "例", "value": str(case)[:30], "values": names})


def worked_examples_html() -> str:
    """The spec's §4.2 examples computed by the engine, next to the spec's figures."""
    head = ["例", "状況", "点数", "達成点 × 倍率", "記入", "収支(エンジン)", "収支(計算例)", ""]
    out = [_row(head, "th", "center")]
    for ex in WORKED_EXAMPLES:
        r = ex.score()
        ok = tuple(r.net) == ex.spec_net
        mark = (f'<span style="color:{OK_COLOUR}">✓</span>' if ok
                else '<span style="color:#b3261e">✗</span>')
        calc = (f"{r.units:+} × {r.multiplier}" if r.units is not None and r.multiplier
                else "固定" if ex.contract in ("piccolo", "bettel") else "—")
        nm = _names(ex.players, None)
        ent = " ".join(f"{n}{_fmt(e)}" for n, e in zip(nm, r.entries, strict=True) if e != 0)
        out.append(_row([ex.case, escape(ex.text_ja),
                         str(r.declarer_points) if r.declarer_points is not None else "—",
                         calc, ent, " ".join(_signed(v) for v in r.net),
                         " ".join(_signed(v) for v in ex.spec_net), mark], align="left"))
    return ('<table style="border-collapse:collapse;font-size:0.9em;margin:0.4em 0">'
            + "".join(out) + "</table>")


def score_calculator(players: int = 3) -> Any:
    """One deal's inputs as controls, its score below; "add" puts it on a session sheet."""
    import ipywidgets as w

    count = w.ToggleButtons(options=[("3人", 3), ("4人", 4)], value=players,
                            description="人数")
    contract = w.Dropdown(options=[(ja(c), c) for c in SCORABLE], value="cego",
                          description="コントラクト")
    seats3 = [(f"席{i + 1}", i) for i in range(3)]
    declarer = w.Dropdown(options=seats3, value=0,
                          description="デクレアラー")
    points = w.IntSlider(value=36, min=0, max=70, description="点数")
    after_solo = w.Checkbox(value=False, description="ソロのビッドのあと")
    took = w.Checkbox(value=True, description="1トリック以上取った")
    broken = w.Checkbox(value=False, description="プファイフェの規則違反")
    expose = w.Checkbox(value=False, description="手札公開")
    offenders = w.SelectMultiple(options=seats3,
                                 description="ソロの手札", rows=4)
    tricks = w.BoundedIntText(value=1, min=0, max=11, description="取ったトリック")
    raeuber = w.Text(value="18 20 14 10", description="各自の点数")
    pile = w.Text(value="", placeholder="例: Sk T21 HK T2 T3 …",
                  description="取り札(点数の代わり)")
    add = w.Button(description="セッションに加える", button_style="primary",
                   layout=w.Layout(width="auto"))
    clear = w.Button(description="セッションを消す", layout=w.Layout(width="auto"))
    for ctl in (contract, declarer, points, after_solo, took, broken, expose, offenders, tricks,
                raeuber, pile):
        ctl.style = {"description_width": "initial"}
    out_session = w.HTML()
    session: list[DealScore] = []

    def current() -> DealScore:
        n = int(count.value)
        c = str(contract.value)
        rp = [int(x) for x in str(raeuber.value).split()] if c == "raeuber" else None
        cards = str(pile.value).strip() or None
        return score_case(n, c, declarer=int(declarer.value),
                          points=None if cards else int(points.value), cards=cards,
                          took_trick=bool(took.value), after_solo=bool(after_solo.value),
                          pfeife_broken=bool(broken.value), exposure=bool(expose.value),
                          offenders=[int(o) for o in offenders.value],
                          tricks_won=int(tricks.value), raeuber_points=rp)

    def on_count(*_: Any) -> None:
        seats = [(f"席{i + 1}", i) for i in range(int(count.value))]
        declarer.options, offenders.options = seats, seats
        on_clear()

    def on_add(*_: Any) -> None:
        try:
            session.append(current())
            out_session.value = session_figure(int(count.value), session)
        except (TarockError, ValueError) as e:
            out_session.value = error_html(e)

    def on_clear(*_: Any) -> None:
        session.clear()
        out_session.value = ""

    count.observe(on_count, names="value")
    add.on_click(on_add)
    clear.on_click(on_clear)
    panel = figure_panel([count, contract, declarer, points, after_solo, took, broken, expose,
                          offenders, tricks, raeuber, pile], lambda: score_figure(current()))
    panel.children = [*panel.children, w.HBox([add, clear]), out_session]
    return panel
