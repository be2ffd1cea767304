"""Helpers about one hand — the partner call of a Rufer (規則集 §1.8, 判断 D-A6) and the
declaration checker (規則集 §1.9) — and the play trainer from the call to the last trick.

>>> [(c.code, why) for c, why in call_ladder("T19 T18 T16 HK", "T17")]
[('T19', 'hand'), ('T18', 'hand'), ('T17', 'face_up'), ('T16', 'hand'), ('T15', 'called')]
>>> declaration_rows("Sk T21 T1 T20 T19 T18 T17 T16 HK SK CK DK")[0]
('trumps8', True, 4)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import partial
from html import escape
from typing import Any

from tarock_tutor.core.cards import Card, Suit, card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Call, GameState, Play
from tarock_tutor.games.neunzehner import (
    PACK,
    NeunzehnerState,
    best_declaration,
    called_card_for,
    check_declaration,
    new_game,
)
from tarock_tutor.games.neunzehner.parts.declarations import HAND_ITEMS, VALUE, held
from tarock_tutor.games.neunzehner.phase_names import Phases
from tarock_tutor.render.html import score_sheet_html
from tarock_tutor.render.svg import hand_svg, trick_svg

from ..common import figure_panel, shown, table_html, verdict_box
from ..trainer import Panel, trainer
from .names import FORM_JA, as_cards, cards_row_html, check_form, ja, roles, seat_label, seat_no
from .talon import rufer_draw

__all__ = ["BEST_DECLARATION_TABLE", "best_table_figure", "call_figure", "call_from_deal_figure",
           "call_ladder", "declaration_checker", "declaration_figure", "declaration_rows",
           "partner_call_helper", "play_trainer", "show_best_table", "show_call",
           "show_declarations"]

_STATUS_JA = {"hand": "手札にある", "face_up": "表向きの捨て札", "called": "指名"}


def _hand_and_face_up(hand: Iterable[Card | str] | str,
                      face_up: Iterable[Card | str] | str) -> tuple[list[Card], list[Card]]:
    cards = as_cards(hand, "hand")
    up = as_cards(face_up, "face-up discards")
    both = set(cards) & set(up)
    if both:
        raise TarockError(f"{sorted(c.code for c in both)} cannot be both in the hand and "
                          "face up among the discards", code="CARD_IN_HAND_AND_DISCARDS",
                          params={"cards": "、".join(PACK.name(c, "ja")
                                                    for c in PACK.sorted(both))})
    return cards, up


def call_ladder(hand: Iterable[Card | str] | str, face_up: Iterable[Card | str] | str = ()
                ) -> list[tuple[Card, str]]:
    """The trumps from XIX down, each with why it is passed over, ending at the called one."""
    cards, up = _hand_and_face_up(hand, face_up)
    called = called_card_for(cards, up)
    out = []
    for r in range(19, called.rank - 1, -1):
        c = card(Suit.TRUMP, r)
        out.append((c, "called" if c == called else "hand" if c in cards else "face_up"))
    return out


def call_figure(hand: Iterable[Card | str] | str, face_up: Iterable[Card | str] | str = (),
                *, title: str = "") -> str:
    """Static HTML: the hand (passed-over trumps framed), the ladder from XIX, the call."""
    cards, up = _hand_and_face_up(hand, face_up)
    ladder = call_ladder(cards, up)
    called = ladder[-1][0]
    parts = [f"<div><b>{escape(title)}</b></div>" if title else "",
             hand_svg(cards, pack=PACK, width=34, highlight=[c for c, s in ladder if s == "hand"],
                      label=f"デクレアラーの手札 {len(cards)}枚(緑の枠: 19から順に持っている切札)")]
    if up:
        parts.append(hand_svg(up, pack=PACK, width=30, label="表向きの捨て札(切札)"))
    parts.append("<div>切札19から下へ順に確かめます:</div>")
    parts.append(cards_row_html([c for c, _ in ladder], captions=[_STATUS_JA[s] for _, s in ladder],
                                highlight=[len(ladder) - 1], width=34))
    parts.append(f'<div style="border-left:4px solid #1a8f3c;padding:2px 8px">指名するのは '
                 f"<b>{escape(PACK.name(called, 'ja'))}</b>。19から下で、手札にも"
                 "表向きの捨て札にもない最も強い切札です(規則集 §1.8、判断 D-A6)。</div>")
    return "<div>" + "".join(parts) + "</div>"


show_call = shown(call_figure)


def call_from_deal_figure(seed: int, *, form: str = "4p") -> str:
    """A real deal: the Rufer exchange, the engine's only legal call, and who holds it."""
    state, _ = rufer_draw(seed, form=form)
    if state.phase is not Phases.CALL or state.declarer is None:
        raise TarockError(f"seed {seed} in form {form!r} does not reach the call",
                          code="WIDGET_WRONG_MOMENT")
    decl = state.declarer
    legal = [a for a in state.legal_actions() if isinstance(a, Call)]
    engine_call = legal[0].card
    parts = [call_figure(state.hand(decl), state.face_up_discards,
                         title=f"シード {seed}:交換を終えた {seat_label(state, decl)} の指名")]
    ours = called_card_for(state.hands[decl], state.face_up_discards)
    agree = "一致" if ours == engine_call else "不一致"
    state.apply(legal[0])
    partner = state.partner
    who, seen = seat_no(partner or 0), state.view(decl).partner
    called_name = escape(PACK.name(engine_call, "ja"))
    parts.append(f"<div>エンジンの合法手(パートナーの指名)も {called_name} だけです({agree})。"
                 f"持っているのは {who} ですが、それを知っているのは {who} 本人だけで、"
                 "ほかの人には呼ばれた切札が場に出るまで分かりません"
                 f"({seat_no(decl)} から見たパートナー: "
                 f"{seat_no(seen) if seen is not None else '不明'})。</div>")
    return "<div>" + "".join(parts) + "</div>"


def partner_call_helper(seed: int = 1, hand: str = "", face_up: str = "") -> Any:
    """The panel: a seeded Rufer, or a hand typed in notation (e.g. ``T19 T18 HK``)."""
    import ipywidgets as w

    seed_in = w.BoundedIntText(value=seed, min=0, max=2**31 - 1, description="シード")
    hand_in = w.Text(value=hand, description="手札", placeholder="例: Sk T21 T19 T18 HK …")
    up_in = w.Text(value=face_up, description="表の捨て札", placeholder="例: T17")
    return figure_panel([seed_in, hand_in, up_in], lambda: call_figure(
        hand_in.value, up_in.value.strip(), title="入力した手札") if hand_in.value.strip()
        else call_from_deal_figure(int(seed_in.value)))


def declaration_rows(hand: Iterable[Card | str] | str) -> list[tuple[str, bool, int]]:
    """Each hand item: (item, condition met, value)."""
    cards = as_cards(hand, "hand")
    return [(it, held(cards, it), VALUE[it]) for it in HAND_ITEMS]


def declaration_figure(hand: Iterable[Card | str] | str,
                       declarations: Sequence[str | Sequence[str]] = (), *,
                       title: str = "") -> str:
    """Static HTML: the hand, which items it meets, each declaration judged, the best."""
    cards = as_cards(hand, "hand")
    if len(cards) != 12:
        raise TarockError(f"a hand after the exchange has 12 cards, got {len(cards)} "
                          "(規則集 §1.4, §1.9)", code="HAND_SIZE",
                          params={"need": 12, "count": len(cards), "rule": "規則集 §1.4、§1.9"})
    trumps = sum(1 for c in cards if c.suit is Suit.TRUMP)
    parts = [f"<div><b>{escape(title)}</b></div>" if title else "",
             hand_svg(cards, pack=PACK, width=34, label=f"手札(切札 {trumps}枚)")]
    parts.append(table_html(("宣言", "条件を満たす", "ゲーム点"), [
        (ja(it), "✓" if ok else "—", str(v)) for it, ok, v in declaration_rows(cards)]))
    for d in declarations:
        parts.append(verdict_box(check_declaration(cards, d), alternatives_label="最高の宣言"))
    best = best_declaration(cards)
    names = " + ".join(ja(i) for i in best.items) or "(宣言できるものなし)"
    parts.append(f'<div style="border-left:4px solid #1a8f3c;padding:2px 8px">最も高い宣言: '
                 f"<b>{escape(names)}</b> = {best.value} ゲーム点(規則集 §1.9)</div>")
    return "<div>" + "".join(parts) + "</div>"


show_declarations = shown(declaration_figure)


BEST_DECLARATION_TABLE: tuple[tuple[str, tuple[str, ...], int], ...] = (
    ("Sk T21 T1 T20 T19 T18 T17 T16 HK SK CK DK", ("trumps8", "trull", "four_kings"), 20),
    ("Sk T21 T1 T20 T19 T18 T17 T16 T15 T14 HK H1", ("trumps10", "grosse_honneurs"), 20),
    ("Sk T21 T1 T20 T19 T18 T17 T16 T15 T14 T13 T12", ("trumps12", "trull"), 20),
    ("Sk T1 T20 T19 T18 T17 T16 T15 HK SK H1 D1", ("trumps8", "honneurs"), 8),
    ("T21 T20 T19 T18 T17 T16 T15 HK SK CK DK H1", ("grosse_honneurs",), 12),
    ("Sk T21 T1 T20 T19 T18 SQ SN CQ CN HQ DQ", ("trull",), 8),
    ("T20 T19 T18 T17 T16 HK SK CK DK SQ CQ HQ", ("four_kings",), 8),
)
"""The check table of spec neunzehner-zwanziger-sicilian.md §1.9 as the rules page gives
it: (hand, the best declaration's items, its value), copied from the table, not computed."""


def best_table_figure(table: Sequence[tuple[str, Sequence[str], int]]) -> str:
    """The best declaration of each hand (notation, expected items, expected value), one
    line each; a hand whose best declaration differs from the expected one is refused."""
    lines = []
    for hand, items, value in table:
        best = best_declaration(as_cards(hand))
        if (best.items, best.value) != (tuple(items), value):
            raise TarockError(f"the hand {hand!r}: the best declaration is {best.items} "
                              f"worth {best.value}, not {tuple(items)} worth {value}")
        lines.append(escape(f"{' + '.join(ja(i) for i in best.items)} = {best.value}"))
    return "<br>".join(lines)


show_best_table = shown(best_table_figure)


def declaration_checker(seed: int = 1, seat: int = 0, hand: str = "",
                        chosen: Sequence[str] = ()) -> Any:
    """The panel: a dealt hand (seed, seat) or a typed one; tick items, see the verdict."""
    import ipywidgets as w

    seed_in = w.BoundedIntText(value=seed, min=0, max=2**31 - 1, description="シード")
    seat_dd = w.Dropdown(options=[(seat_no(s), s) for s in range(4)], value=seat,
                         description="席")
    hand_in = w.Text(value=hand, description="手札", placeholder="空欄なら配られた手札")
    boxes = {it: w.Checkbox(value=it in chosen, description=ja(it), indent=False,
                            layout=w.Layout(width="11em"))
             for it in (*HAND_ITEMS, "pagat_ultimo", "valat")}

    def draw() -> str:
        if hand_in.value.strip():
            cards, title = as_cards(hand_in.value), "入力した手札"
        else:
            cards = list(new_game("4p", seed=int(seed_in.value)).hand(int(seat_dd.value)))
            title = f"シード {seed_in.value}、{seat_no(seat_dd.value)} に配られた手札"
        ticked = [it for it, b in boxes.items() if b.value]
        singles = [[it] for it in ticked] if len(ticked) > 1 else []
        return declaration_figure(cards, [ticked, *singles] if ticked else [], title=title)

    return figure_panel([seed_in, seat_dd, hand_in, *boxes.values()], draw)


def _to_call(form: str, *, seed: int) -> NeunzehnerState:
    """The eldest hand plays a Rufer; the exchange is made by the engine's policy."""
    state, _ = rufer_draw(seed, form=form)
    return state


def play_picture(state: GameState) -> str:
    """The trainer's picture: the trick so far and the hand of the seat to move."""
    assert isinstance(state, NeunzehnerState)
    parts = []
    if state.trick_cards:
        plays = [((state.leader + i) % 4, c) for i, c in enumerate(state.trick_cards)]
        parts.append(trick_svg(plays, pack=PACK, width=34, label="いまのトリック",
                               seat_names={s: seat_no(s) for s in range(4)}))
    seat = state.to_move
    if seat is not None:
        legal = [a.card for a in state.legal_actions() if isinstance(a, Play)]
        parts.append(hand_svg(state.hand(seat), pack=PACK, width=32, highlight=legal,
                              dim_others=bool(legal), label=f"{seat_label(state, seat)} の手札"))
    if state.is_terminal:
        parts.append(score_sheet_html(state.score_sheet()))
    return "".join(f"<div>{p}</div>" for p in parts)


def play_trainer(form: str = "4p", seed: int = 1) -> Panel:
    """From the partner call to the last trick: every call, declaration and card is the
    reader's choice (or the engine's, with おまかせ), judged by the engine."""
    forms = ("4p", "3p_dummy", "4p_dealer_dummy")
    return trainer({FORM_JA[f]: partial(_to_call, f) for f in forms}, seed=seed,
                   scenario=FORM_JA[check_form(form)], picture=play_picture, roles=roles)
