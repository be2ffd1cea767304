"""A game's card-play problems as one printable HTML set: every position first (all
hands open, the trick in progress, whose turn), then every answer with its value, the
value of each other card and the best line."""

from __future__ import annotations

from html import escape

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.labels import seat_ja, seat_number
from tarock_tutor.core.protocol import GameState
from tarock_tutor.core.registry import game_of
from tarock_tutor.problems import Problem, position, problem_sets
from tarock_tutor.render.svg import hand_svg, trick_svg

_UNIT = {"score": "得点表の点", "card points": "カード点"}
_PRINT = ("<style>@media print{details.above-input,.tag_hide-input .cell_input"
          "{display:none!important}.tt-problems h3{margin:2mm 0 1mm}"
          ".tt-problems p{margin:0 0 1mm}}</style>")
"""On paper: no "show the code" toggle above the set, tighter headings."""


def problem_set_html(game: str) -> str:
    """The problems of ``game`` (its key), problems first, then the answers."""
    problems = problem_sets()[game]
    solved = [_solve(p) for p in problems]
    spec = game_of(problems[0].variant)
    parts = ['<div class="tt-problems">', _PRINT,
             f"<p>{escape(spec.title_ja)}の問題{len(problems)}問。どの局面も、全員の手札を"
             "表にして読み切ったとき(ダブルダミー)に最善のカードがただ1枚で、2番目によい"
             "カードとは数点以上の差があります。解答の値は、デクレアラー側が最終的に得るカード点、"
             "または得点表の点です。得点表がトリックの行方(最後のトリックをどの札で取ったか、"
             "すべてのトリックを取ったかなど)を読むところは得点表の点で比べ、"
             "「得点表+2・カード点52」のように示すゲームでは、得点表が同じならカード点で"
             "比べます。</p>",
             "<h2>問題</h2>"]
    for i, (p, (state, _)) in enumerate(zip(problems, solved, strict=True), start=1):
        parts.append(_question(i, p, state))
    parts.append('<h2 style="break-before:page;page-break-before:always">解答</h2>')
    for i, (p, (state, sol)) in enumerate(zip(problems, solved, strict=True), start=1):
        parts.append(_answer(i, p, state, sol))
    parts.append("</div>")
    return "".join(parts)


def _solve(p: Problem) -> tuple[GameState, object]:
    from tarock_tutor.core.solver import solve

    state = position(p)
    return state, solve(state)


def _seat(state: GameState, seat: int) -> str:
    return seat_ja(seat, state.dealer, state.variant.seats)


def _card(state: GameState, code: str) -> str:
    pack = state.variant.pack
    return next(pack.name(c, "ja") for c in pack.cards if c.code == code)


def _question(i: int, p: Problem, state: GameState) -> str:
    from tarock_tutor.core.solver import exact_play_of

    spec = game_of(state.variant)
    pack = state.variant.pack
    view = state.deal_view()
    tp = view.trickplay
    if tp is None or state.to_move is None:
        raise TarockError(f"problem {i} is not a position in the play of the cards")
    side = exact_play_of(state).objective.side or frozenset()
    contract = view.contract
    what = (f"コントラクト: {escape(spec.labels.term(contract))}。"
            if isinstance(contract, str) else "")
    who = "・".join(_seat(state, s) for s in sorted(side))
    mover = _seat(state, state.to_move)
    rows = []
    n = state.variant.seats
    for s in sorted(range(n), key=lambda s: seat_number(s, state.dealer, n)):
        hand = tp.hand(s)
        if hand:
            rows.append(f"<tr><td style='white-space:nowrap;padding-right:.5em'>"
                        f"{escape(_seat(state, s))}{'(デクレアラー側)' if s in side else ''}</td>"
                        f"<td>{hand_svg(hand, pack=pack, width=30)}</td></tr>")
    trick = tp.current_trick
    names = {s: _seat(state, s) for s in range(state.variant.seats)}
    now = (trick_svg(trick.plays, pack=pack, width=30, seat_names=names) if trick.plays
           else f"なし({escape(mover)}がリード)")
    rows.append(f"<tr><td>場のカード</td><td>{now}</td></tr>")
    return (f'<section class="tt-problem" style="break-inside:avoid;margin:0 0 1em">'
            f"<h3>問題{i}({escape(spec.title_ja)}、{state.variant.seats}人)</h3>"
            f"<p>{what}デクレアラー側: {escape(who)}。{len(tp.tricks) + 1}番目のトリック、"
            f"{escape(mover)}の番です。どのカードが最善でしょう。</p>"
            + "<table style='border-collapse:collapse'>" + "".join(rows) + "</table></section>")


def _answer(i: int, p: Problem, state: GameState, sol: object) -> str:
    from tarock_tutor.core.solver import Solution, difference_ja, value_ja

    assert isinstance(sol, Solution)
    unit = _UNIT.get(sol.unit, sol.unit)
    others = sorted(((v, a) for a, v in sol.values if a.card.code != p.answer),
                    key=lambda va: -va[0] if sol.maximizing else va[0])
    line = " → ".join(f"{_seat(state, int(s.split()[0]))} {_card(state, s.split()[1])}"
                      for s in p.line)
    rest = "、".join(f"{_card(state, a.card.code)} {value_ja(v, sol.scale)}" for v, a in others)
    high, low = ((p.value, p.runner_up) if sol.maximizing else (p.runner_up, p.value))
    value = (f"{p.value}({unit})" if not sol.scale
             else f"{value_ja(p.value, sol.scale)}(得点表が同じならカード点で比べます)")
    return (f'<section style="break-inside:avoid;margin:0 0 .8em">'
            f"<h3>問題{i}の答え: {escape(_card(state, p.answer))}</h3>"
            f"<p>最善ならデクレアラー側は最終的に{escape(value)}。2番目によいカードとの"
            f"差は{escape(difference_ja(high, low, sol.scale))}。"
            f"ほかのカード: {escape(rest)}。</p>"
            f"<p><small>最善の手順: {escape(line)}</small></p></section>")
