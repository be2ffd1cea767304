"""Pictures of one whole deal for the annotated examples: hands, auction, exchange,
call, declarations, every trick with a short note, and the score sheet.

>>> from tarock_tutor.games.neunzehner.policy import play_deal
>>> state = play_deal("4p", 1, declarer=0, contract="rufer")
>>> len(state.tricks), "<svg" in trick_html(state, 1)
(12, True)
"""

from __future__ import annotations

from html import escape
from typing import Any

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.counting import count_austrian
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Announce, Bid, Play, Take
from tarock_tutor.games.neunzehner import PACK, NeunzehnerState
from tarock_tutor.render.html import score_sheet_html
from tarock_tutor.render.svg import hand_svg, trick_svg

from ..common import figure_panel
from .auction import auction_table_html, play_auction
from .names import FORM_JA, cards_row_html, ja, seat_label, seat_no
from .talon import talon_figure

__all__ = ["auction_html", "call_html", "deal_hands_html", "deal_stepper",
           "declarations_html", "exchange_html", "score_html", "state_at_trick",
           "stepper_figure",
           "trick_html", "trick_note"]

_SUIT_JA = {Suit.SPADES: "スペード", Suit.CLUBS: "クラブ", Suit.HEARTS: "ハート",
            Suit.DIAMONDS: "ダイヤ", Suit.TRUMP: "切札"}


def _name(c: Card) -> str:
    return PACK.name(c, "ja")


def _short(state: NeunzehnerState, seat: int) -> str:
    return f"{seat_no(seat)}" + ("ダミー" if seat in state.dummies or (seat == state.play_dummy
                         and seat != state.declarer) else "")


def _finished(state: NeunzehnerState) -> None:
    if len(state.tricks) != 12:
        raise TarockError(f"the deal has {len(state.tricks)} tricks; these pictures need a "
                          "finished deal (12 tricks)",
                          code="WIDGET_WRONG_MOMENT")


def deal_hands_html(state: NeunzehnerState) -> str:
    """The four hands as dealt and the talon in its order (規則集 §1.4)."""
    parts = [f"<div><b>ノインツェーナールーフェン {escape(FORM_JA[state.form])}</b> — シード "
             f"{state.seed}、ディーラー {seat_no(state.dealer)}</div>"]
    for s in range(4):
        parts.append(hand_svg(state.initial_hands[s], pack=PACK, width=32,
                              label=f"{seat_label(state, s)} に配られた12枚"))
    parts.append("<div>タロン(実際は裏向き。左が1枚目=上):</div>")
    parts.append(cards_row_html(list(state.talon), width=32,
                                captions=[f"{i}枚目" for i in range(1, 7)]))
    return "<div>" + "".join(parts) + "</div>"


def _seed(state: NeunzehnerState) -> int:
    if state.seed is None:
        raise TarockError("these pictures replay a seeded deal; this deal was typed in",
                          code="WIDGET_NEEDS_SEED")
    return state.seed


def auction_html(state: NeunzehnerState) -> str:
    """The auction of the deal as a table (empty note in the 2-player form)."""
    bids = [a.bid for a in state.history if isinstance(a, Bid)]
    if state.auction is None:
        return (f"<div>2人ゲームにビッドはありません。{seat_no(state.declarer)} が必ずルーファーの"
                "デクレアラーです(規則集 §1.13)。</div>")
    replay, steps = play_auction(state.form, _seed(state), bids, dealer=state.dealer)
    return auction_table_html(replay, steps)


def exchange_html(state: NeunzehnerState) -> str:
    """Where each talon card went and what each exchanger laid away (規則集 §1.7)."""
    parts = []
    takes = [a.what for a in state.history if isinstance(a, Take)]
    if takes and state.contract is not None and state.declarer is not None:
        parts.append(talon_figure(_seed(state), state.contract, takes, declarer=state.declarer,
                                  form=state.form))
    else:
        caps = [f"{i + 1}枚目→{seat_no(state.talon_owner[i])}" if i in state.talon_owner
                else f"{i + 1}枚目(誰も取らない)" for i in range(6)]
        parts.append(cards_row_html(list(state.talon), captions=caps, width=34))
    for seat, cards in sorted(state.discards.items()):
        face = [_name(c) for c in cards if c.suit is Suit.TRUMP]
        extra = f"(表向きの切札: {'、'.join(face)})" if face else ""
        parts.append(hand_svg(cards, pack=PACK, width=30,
                              label=f"{seat_label(state, seat)} の捨て札{extra}"))
    if not state.discards:
        parts.append("<div>ソロなのでタロンには手をつけません。</div>")
    untaken = state.untaken_talon()
    if untaken:
        parts.append(f"<div>誰も取らなかったタロン {len(untaken)}枚はディフェンダー側のものです"
                     "(規則集 §1.7)。</div>")
    return "<div>" + "".join(parts) + "</div>"


def call_html(state: NeunzehnerState) -> str:
    """The call and the moment the partner became known (規則集 §1.8)."""
    if state.called_card is None:
        return "<div>ルーファーではないので、パートナーの指名はありません。1人対3人です。</div>"
    c = state.called_card
    shown = next((i for i, t in enumerate(state.tricks, 1) if c in t.cards), None)
    when = (f"第{shown}トリックで {_name(c)} が出て、ほかの人にも分かりました" if shown
            else "最後まで出ませんでした")
    if state.dummies and state.partner in state.dummies:
        when = "指名した切札はダミーの中にあり、宣言のあとダミーを開いた時に分かりました"
    return (f"<div>{seat_no(state.declarer)} が <b>{escape(_name(c))}</b> を指名。持っていたのは "
            f"<b>{escape(seat_label(state, state.partner or 0))}</b> で、{when}。</div>")


def declarations_html(state: NeunzehnerState) -> str:
    """Declarations and announcements made, and who played each dummy."""
    lines = []
    for seat, items in sorted(state.declarations.items()):
        if items:
            names = " + ".join(ja(i) for i in items)
            lines.append(f"{escape(seat_label(state, seat))}: {escape(names)}")
    for who, what in ((state.pagat_announced_by, "pagat_ultimo"),
                      (state.valat_announced_by, "valat")):
        if who is not None:
            lines.append(f"{seat_no(who)}: {ja(what)}を予告")
    if not lines:
        lines.append("誰も宣言しませんでした")
    for dummy, controller in sorted(state.controller.items()):
        lines.append(f"ダミー {seat_no(dummy)} を受け持つのは {seat_no(controller)}")
    said = sum(1 for a in state.history if isinstance(a, Announce))
    return (f"<div>{'<br>'.join(lines)}<br><small>(宣言の段階の行動 {said} 回、"
            "規則集 §1.9、§1.13)</small></div>")


def trick_note(state: NeunzehnerState, i: int) -> str:
    """A short Japanese note on trick ``i`` (1-based): lead, who could not follow, winner."""
    t = state.tricks[i - 1]
    lead = t.cards[0]
    bits = [f"{_short(state, t.leader)} が {_name(lead)} をリード。"]
    for k, c in enumerate(t.cards[1:], 1):
        seat = t.seat_of(k)
        if c.suit is lead.suit:
            continue
        if lead.suit is not Suit.TRUMP and c.suit is Suit.TRUMP:
            bits.append(f"{_short(state, seat)} は{_SUIT_JA[lead.suit]}がないので切札。")
        else:
            bits.append(f"{_short(state, seat)} は{_SUIT_JA[lead.suit]}"
                        + ("も切札も" if lead.suit is not Suit.TRUMP else "が")
                        + f"ないので {_name(c)} を捨てる。")
    face = sum(PACK.value[c] for c in t.cards)
    assert t.winner is not None
    side = "デクレアラー側" if t.winner in state.declarer_side else "ディフェンダー側"
    bits.append(f"{_short(state, t.winner)} が {_name(t.card_of(t.winner))} で取る"
                f"({side}、4枚の額面 {face}点)。")
    called = state.called_card
    if called is not None and called in t.cards:
        hidden = state.form == "4p" or (state.form == "4p_dealer_dummy"
                                         and state.play_dummy is None)
        bits.append(f"呼ばれた {_name(called)} が出たので、パートナーが全員に分かりました。"
                    if hidden else f"呼ばれた {_name(called)} が出ました(パートナーは"
                    "ダミーを開いた時から分かっています)。")
    if i == 12 and t.card_of(t.winner).code == "T1":  # the winner is known (asserted above)
        bits.append("最後のトリックを切札1で取ったので、パガット・ウルティモです。")
    return "".join(bits)


def trick_html(state: NeunzehnerState, i: int) -> str:
    """Trick ``i`` (1-based) as a picture with its note."""
    if not 1 <= i <= len(state.tricks):
        raise TarockError(f"trick {i!r} does not exist; the deal has {len(state.tricks)} "
                          "tricks",
                          code="TRICK_NOT_PLAYED",
                          params={"value": repr(i)[:20], "played": len(state.tricks)})
    t = state.tricks[i - 1]
    names = {s: _short(state, s) for s in range(4)}
    pic = trick_svg([(t.seat_of(k), c) for k, c in enumerate(t.cards)], pack=PACK,
                    winner=t.winner, seat_names=names, width=36, label=f"第{i}トリック")
    return (f'<div style="margin:4px 0">{pic}<div style="font-size:0.9em">'
            f"{escape(trick_note(state, i))}</div></div>")


def score_html(state: NeunzehnerState) -> str:
    """Card points of both sides and the sheet of the finished deal (規則集 §1.11–1.13)."""
    _finished(state)
    ours, theirs = state.card_points()
    side = " と ".join(f"{seat_no(s)}" for s in sorted(state.declarer_side))
    pile = state.won_cards(state.declarer_side)
    check = count_austrian(pile, PACK)
    return (f"<div>デクレアラー側({escape(side)})のカード点 P = <b>{ours}</b>、ディフェンダー側 "
            f"{theirs}(合計 {ours + theirs}。{len(pile)}枚の山を3枚ずつ数えて {check})。</div>"
            + score_sheet_html(state.score_sheet()))


def state_at_trick(state: NeunzehnerState, i: int) -> NeunzehnerState:
    """The deal replayed up to the moment trick ``i`` (1-based) is led."""
    plays = [k for k, a in enumerate(state.history) if isinstance(a, Play)]
    if not 1 <= i <= len(plays) // 4:
        raise TarockError(f"trick {i!r} does not exist in this deal",
                          code="TRICK_NOT_PLAYED",
                          params={"value": repr(i)[:20], "played": len(plays) // 4})
    cut = plays[4 * (i - 1)]
    return NeunzehnerState.replay(state.setup, state.history[:cut])


def stepper_figure(state: NeunzehnerState, i: int) -> str:
    """Static HTML: trick ``i`` and the four hands just before it was led."""
    before = state_at_trick(state, i)
    hands = "".join(hand_svg(before.hand(s), pack=PACK, width=26,
                             label=f"{seat_label(state, s)} の手札") for s in range(4))
    return f"<div>{trick_html(state, i)}<div>{hands}</div></div>"


def deal_stepper(state: NeunzehnerState, start: int = 1) -> Any:
    """The panel: a slider over the tricks; the hands before the trick, then the trick."""
    import ipywidgets as w

    _finished(state)
    slider = w.IntSlider(value=start, min=1, max=12, description="トリック")
    return figure_panel([slider], lambda: stepper_figure(state, int(slider.value)))
