"""The talon trainer (規則集 §1.7): the staged looks of Dreier, Zweier and Einer with the
refused cards turned face up and the loss multiplier rising, and the Rufer draw.

>>> state, stages = staged_looks(1, "zweier", ["reject", "reject", "reject", "back2"])
>>> [s.cost_before for s in stages], state.talon_multiplier
([1, 2, 3, 4], 5)
>>> len(state.exposed_talon)
4
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from html import escape

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.errors import IllegalAction, TarockError
from tarock_tutor.core.protocol import Discard, GameState, Take, Verdict
from tarock_tutor.games.neunzehner import (
    BID_MULTIPLIER,
    PACK,
    NeunzehnerState,
    max_talon_multiplier,
    new_game,
    talon_multiplier,
)
from tarock_tutor.games.neunzehner.parts.contracts import PACKETS
from tarock_tutor.games.neunzehner.parts.drive import auction_script
from tarock_tutor.games.neunzehner.phase_names import Phases
from tarock_tutor.games.neunzehner.policy import choose_action
from tarock_tutor.render.svg import hand_svg

from ..common import cards_ja, shown, table_html
from ..trainer import Panel, trainer
from .names import cards_row_html, check_form, ja, roles, seat_label, seat_no

__all__ = ["STAGED", "TalonStage", "multiplier_table_html", "rufer_draw",
           "rufer_draw_figure", "show_talon", "staged_looks", "stakes_svg", "talon_figure",
           "talon_trainer"]

STAGED: tuple[str, ...] = ("dreier", "zweier", "einer")


def _check_contract(contract: str) -> str:
    if contract not in STAGED:
        raise TarockError(f"{contract!r} has no staged looks; choose one of "
                          f"{', '.join(STAGED)} (規則集 §1.7)",
                          code="NZ_NO_STAGED_LOOKS", params={"value": str(contract)[:30]})
    return contract


def _options(contract: str) -> list[tuple[str, int, bool, int]]:
    """Every way to end the looks: (label, multiplier, returned, packet)."""
    n = len(PACKETS[contract])
    out = [(f"{k}番目", talon_multiplier(contract, k, returned=False), False, k)
           for k in range(1, n + 1)]
    out += [(f"戻って{k}番目", talon_multiplier(contract, k, returned=True), True, k)
            for k in range(1, n)]
    return out


@dataclass(frozen=True)
class TalonStage:
    """One step of the looks: the packet in view, the choice, what it cost, what lies open."""

    step: int
    packet: tuple[int, ...]          # talon indices in view (empty: every packet refused)
    choice: str
    verdict: Verdict
    cost_before: int                 # Mt if the cheapest option were taken now
    exposed_after: tuple[Card, ...]


def staged_looks(seed: int, contract: str, steps: Sequence[str], *, declarer: int = 0,
                 form: str = "4p", dealer: int = 3) -> tuple[NeunzehnerState, list[TalonStage]]:
    """Give ``declarer`` the ``contract`` and take the talon ``steps`` (``accept``,
    ``reject``, ``back<k>``); an illegal step raises :class:`IllegalAction`."""
    _check_contract(contract)
    state = new_game(check_form(form), seed=seed, dealer=dealer)
    if state.auction is None:
        raise TarockError("the 2-player form plays only Rufer: no staged looks (規則集 §1.13)",
                          code="WIDGET_WRONG_MOMENT")
    for b in auction_script(state.auction.bidders, declarer, contract):
        state.apply(b)
    stages: list[TalonStage] = []
    for i, what in enumerate(steps, 1):
        if state.phase is not Phases.TALON or state.staged is None:
            raise TarockError(f"step {i} ({what!r}) comes after a packet was taken",
                              code="WIDGET_WRONG_MOMENT")
        st = state.staged
        packet = () if st.must_return else st.packets[st.looking]
        verdict = state.explain(Take(declarer, what))
        if not verdict.allowed:
            raise IllegalAction(verdict)
        cost = st.multiplier
        state.apply(Take(declarer, what))
        stages.append(TalonStage(i, packet, what, verdict, cost, state.exposed_talon))
    return state, stages


def stakes_svg(contract: str, *, passed: int = 0, taken: int | None = None,
               current: int | None = None) -> str:
    """Bars of every possible talon multiplier; the first ``passed`` options greyed
    (refused), option ``taken`` (0-based, in :func:`_options` order) in amber, the
    option open now (``current``) outlined."""
    opts = _options(_check_contract(contract))
    top = max_talon_multiplier(contract)
    bw, gap, h = 34.0, 6.0, 110.0
    body = []
    for i, (label, m, returned, _k) in enumerate(opts):
        x = 4 + i * (bw + gap)
        bh = h * m / top
        fill = ("#d08a00" if i == taken else "#bbbbbb" if i < passed
                else "#c98b8b" if returned else "#7fb08a")
        edge = ' stroke="#1f4e9a" stroke-width="3"' if i == current else ""
        body.append(f'<rect x="{x:.1f}" y="{14 + h - bh:.1f}" width="{bw:.1f}" '
                    f'height="{bh:.1f}" fill="{fill}"{edge}/>')
        body.append(f'<text x="{x + bw / 2:.1f}" y="{12 + h - bh:.1f}" font-size="11" '
                    f'text-anchor="middle">{m}倍</text>')
        short = label.replace("戻って", "戻")
        narrow = (f' textLength="{bw + gap - 2:.1f}" lengthAdjust="spacingAndGlyphs"'
                  if len(short) > 3 else "")   # 11 px text, narrowed, never smaller
        body.append(f'<text x="{x + bw / 2:.1f}" y="{h + 28:.1f}" font-size="11" '
                    f'text-anchor="middle"{narrow}>{escape(short)}</text>')
    width = 8 + len(opts) * (bw + gap)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{h + 36:.0f}" '
            f'viewBox="0 0 {width:.0f} {h + 36:.0f}" role="img">'
            f"<title>{escape(ja(contract))}のタロン倍率</title>"
            + "".join(body) + "</svg>")


def _option_index(state: NeunzehnerState) -> int | None:
    st = state.staged
    if st is None or st.taken is None:
        return None
    n = len(st.packets)
    return st.taken + n if st.returned else st.taken


def multiplier_table_html() -> str:
    """Every talon multiplier of the three staged contracts, from the engine."""
    rows = []
    for c in STAGED:
        first = "、".join(f"{lab} {m}倍" for lab, m, ret, _ in _options(c) if not ret)
        back = "、".join(f"{k}番目 {m}倍" for _lab, m, ret, k in _options(c) if ret)
        rows.append((ja(c), str(BID_MULTIPLIER[c]), first, back))
    return table_html(("ビッド", "ビッドの倍率", "はじめに見て受け取る", "全部断って戻る"), rows)


def talon_figure(seed: int, contract: str, steps: Sequence[str], *, declarer: int = 0,
                 form: str = "4p", lost_points: int = 30) -> str:
    """Static HTML: the talon, a row per step (cards in view, choice, code, Mt), the bars."""
    state, stages = staged_looks(seed, contract, steps, declarer=declarer, form=form)
    st = state.staged
    assert st is not None
    talon = list(state.talon)
    seen = set(st.seen_indices())
    exposed = set(st.exposed_indices())
    taken = set(st.taken_indices())
    caps = [f"{i + 1}枚目" + ("(表)" if i in exposed else "(取る)" if i in taken else "")
            for i in range(6)]
    parts = [f"<div><b>{escape(ja(contract))}</b> — シード {seed}、デクレアラー "
             f"{escape(seat_label(state, declarer))}、ビッドの倍率 {BID_MULTIPLIER[contract]}"
             "(規則集 §1.5、§1.7)</div>",
             cards_row_html(talon, captions=caps, width=38,
                            face_down=[i for i in range(6) if i not in seen | exposed],
                            highlight=sorted(taken))]
    rows = [(str(s.step), cards_row_html([talon[i] for i in s.packet], width=30) if s.packet
              else "(全部断った:前の組へ戻る)", f"<b>{escape(ja(s.choice))}</b>",
              escape(s.verdict.text), f"{s.cost_before}倍",
              escape(cards_ja(s.exposed_after, PACK) or "—")) for s in stages]
    if stages:
        parts.append(table_html(("段階", "見ている組", "選択", "判定", "いま受け取れば",
                                 "表向きのカード"), rows))
    else:
        parts.append("<div>まだ何も選んでいません。いま見ているのは1番目の組です。</div>")
    now = None if st.taken is not None or st.must_return else st.looking
    parts.append(stakes_svg(contract, passed=len(st.rejected), taken=_option_index(state),
                            current=now))
    mt = state.talon_multiplier
    mb = BID_MULTIPLIER[contract]
    if st.taken is not None:
        loss = (35 - lost_points) * mb * mt
        parts.append(f"<div>タロン倍率 <b>{mt}</b>。もし {lost_points} 点で負けたら "
                     f"G = (35 − {lost_points}) × {mb} × {mt} = <b>{loss}</b> を、"
                     f"ほかの3人それぞれに払います(合計 {3 * loss})。勝てばタロン倍率は"
                     "使いません(規則集 §1.11)。</div>")
    elif st.must_return:
        parts.append(f"<div>全部の組を断ったので、前の組に戻って取ります。1番目に戻れば {mt} 倍、"
                     "後の組ほど高くなります。</div>")
    else:
        parts.append(f"<div>まだ組を取っていません。いま受け取ればタロン倍率は {mt} です"
                     "(青い枠の棒)。断るたびに、取れる選択の倍率が上がっていきます。</div>")
    return "<div>" + "".join(parts) + "</div>"


show_talon = shown(talon_figure)


def rufer_draw(seed: int, *, form: str = "4p", dealer: int = 3
               ) -> tuple[NeunzehnerState, list[tuple[int, tuple[int, ...], Discard, Verdict]]]:
    """The eldest hand plays a Rufer; every exchange is made by the example player.

    Returns the state at the call and, per exchanger: seat, talon indices taken,
    the discard and its verdict."""
    state = new_game(check_form(form), seed=seed, dealer=dealer)
    if state.auction is not None:
        for b in auction_script(state.auction.bidders, state.eldest, "rufer"):
            state.apply(b)
    out = []
    while state.phase is Phases.EXCHANGE:
        assert state.exchanging is not None
        seat, idx = state.exchanging
        a = choose_action(state)
        assert isinstance(a, Discard)
        out.append((seat, idx, a, state.explain(a)))
        state.apply(a)
    return state, out


def rufer_draw_figure(seed: int, *, form: str = "4p") -> str:
    """Static HTML: who takes which talon card and what each exchanger lays away."""
    state, steps = rufer_draw(seed, form=form)
    decl = state.declarer
    assert decl is not None
    caps = [f"{i + 1}枚目→{seat_no(state.talon_owner[i])}" if i in state.talon_owner
            else f"{i + 1}枚目(残る)" for i in range(6)]
    parts = [f"<div><b>ルーファーのタロン</b> — シード {seed}、デクレアラー "
             f"{escape(seat_label(state, decl))}(規則集 §1.7)</div>",
             cards_row_html(list(state.talon), captions=caps, width=38)]
    rows = []
    for seat, idx, discard, verdict in steps:
        face = [c for c in discard.cards if c.suit is Suit.TRUMP]
        note = ("<br><small>切札は表向き: " + escape(cards_ja(face, PACK)) + "</small>"
                if face else "")
        rows.append((escape(seat_label(state, seat)),
                     cards_row_html([state.talon[i] for i in idx], width=28),
                     cards_row_html(list(discard.cards), width=28) + note,
                     escape(verdict.text)))
    parts.append(table_html(("席", "取ったカード", "捨てたカード", "判定"), rows))
    parts.append(hand_svg(state.hand(decl), pack=PACK, width=34,
                          label=f"交換後のデクレアラー {seat_no(decl)} の手札"))
    return "<div>" + "".join(parts) + "</div>"


def _looks_start(contract: str, *, seed: int) -> NeunzehnerState:
    return staged_looks(seed, contract, [])[0]


def talon_picture(state: GameState) -> str:
    """The trainer's picture: the looks so far, the multiplier bars, then the hand."""
    assert isinstance(state, NeunzehnerState) and state.contract is not None
    steps = [a.what for a in state.history if isinstance(a, Take)]
    return talon_figure(state.seed or 0, state.contract, steps, declarer=state.declarer or 0,
                        form=state.form)


def talon_trainer(contract: str = "einer", seed: int = 1) -> Panel:
    """The panel: 「受け取る」「断る」 and, after refusing everything, 「k組目に戻って取る」."""
    return trainer({ja(c): partial(_looks_start, c) for c in STAGED}, seed=seed,
                   scenario=ja(_check_contract(contract)), phases={Phases.TALON},
                   picture=talon_picture, roles=roles)
