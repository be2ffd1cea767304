"""The follow checker on a live Cego deal (spec cego-dreierles.md §1.4, §2.9): trick by
trick, the seat to move sees its legal cards and the reason; a refused card is explained.

>>> g = live_deal(3, seed=1)
>>> g.phase.value, g.to_move == g.declarer
('play', True)
>>> r = follow_step(g)
>>> r.code, len(r.legal) == len(r.hand)
('FREE_LEAD', True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from html import escape
from typing import Any

from tarock_tutor.core import messages
from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Phase, Play, Verdict
from tarock_tutor.core.tricks import standard_legality
from tarock_tutor.games.cego import CegoState, TrickRecord, new_game
from tarock_tutor.render.svg import hand_svg, trick_svg

from .common import (
    CONTRACT_JA,
    StaticFigure,
    action_ja,
    as_card,
    box,
    card_ja,
    cards_ja,
    check_players,
    error_html,
    option_label,
    seat_names,
    verdict_box,
)
from .policy import choose, run_auction, step

__all__ = [
    "FollowStep",
    "follow_case_figure",
    "follow_live",
    "follow_step",
    "follow_step_html",
    "follow_tricks_figure",
    "live_deal",
    "show_follow_case",
    "show_follow_tricks",
    "trick_note",
    "trick_record_html",
]

FOLLOW_REF = "seed 000; spec cego-dreierles.md §1.4(フォローの規則)、§2.9(プレイ)"


def live_deal(players: int, *, seed: int, dealer: int = 0, bids: Sequence[str] = ()) -> CegoState:
    """A seeded deal brought to the first lead: the scripted ``bids`` (then passes),
    and the exchange made by the book's simple policy (see :mod:`.policy`)."""
    check_players(players)
    g = new_game(players=players, seed=seed, dealer=dealer)
    run_auction(g, bids)
    while g.phase is Phase.EXCHANGE:
        step(g)
    return g


@dataclass(frozen=True)
class FollowStep:
    """The question at one moment of play: this hand, this trick — which cards may go?"""

    seat: int
    hand: tuple[Card, ...]
    trick: tuple[tuple[int, Card], ...]
    legal: tuple[Card, ...]
    code: str
    params: dict[str, Any]

    def reason(self) -> str:
        return messages.text(self.code, "ja", **self.params)


def follow_step(g: CegoState) -> FollowStep:
    """The follow question for the seat to move (play phase only)."""
    if g.phase is not Phase.PLAY:
        raise TarockError(f"no card to play: the deal is in phase {g.phase.value!r}")
    seat = g.to_move
    assert seat is not None
    hand = g.hand(seat)
    trick = tuple(g.current_trick)
    lg = standard_legality(hand, [c for _, c in trick])
    legal = tuple(g.pack.sorted(g.legal_plays()))
    if set(legal) != set(lg.cards):  # the engine and the shared rule must agree
        raise TarockError(f"engine legal plays {[c.code for c in legal]} differ from the "
                          f"follow rule {[c.code for c in lg.cards]}")
    return FollowStep(seat, hand, trick, legal, lg.code, dict(lg.params))


def _suit_ja(c: Card) -> str:
    return {Suit.TRUMP: "切札", Suit.SPADES: "♠", Suit.CLUBS: "♣", Suit.HEARTS: "♥",
            Suit.DIAMONDS: "♦"}.get(c.suit, "")


def _letters(g: CegoState) -> list[str]:
    """Seat letters for pictures under a card (the full names do not fit)."""
    return [seat_names(g.players, g.dealer)[s][0] for s in range(g.players)]


def follow_step_html(g: CegoState, *, attempt: Card | str | None = None) -> str:
    """Trick so far, the hand of the seat to move with legal cards framed, the reason,
    and the verdict on ``attempt`` if given."""
    r = follow_step(g)
    names = seat_names(g.players, g.dealer)
    parts = []
    if r.trick:
        parts.append(trick_svg(r.trick, pack=g.pack, seat_names=_letters(g), width=38,
                               label=f"第{len(g.tricks) + 1}トリック(ここまで)"))
    else:
        parts.append(f"<div>第{len(g.tricks) + 1}トリック: {escape(names[r.seat])} が"
                     "リードします。</div>")
    parts.append(hand_svg(r.hand, pack=g.pack, highlight=r.legal, dim_others=True, width=36,
                          per_row=13, label=f"{names[r.seat]}の手札(緑の枠が出せる札)"))
    legal = cards_ja(g.pack.sorted(r.legal))
    parts.append(box(f"<b>出せる札:</b> {escape(legal)}<br><b>理由:</b> {escape(r.reason())} "
                     f'<code style="font-size:0.85em">{escape(r.code)}</code><br>'
                     f'<small style="color:#555">根拠: {FOLLOW_REF}</small>', ok=True))
    if attempt is not None:
        c = as_card(attempt, g.pack, "card")
        parts.append(verdict_box(sorted_verdict(g, g.explain(Play(r.seat, c))),
                                 alternatives_label="出せる札"))
    return "<div>" + "".join(f"<div>{p}</div>" for p in parts) + "</div>"


def sorted_verdict(g: CegoState, v: Verdict) -> Verdict:
    """The verdict with its alternative cards in the pack's display order."""
    order = {c: i for i, c in enumerate(g.pack.sorted(g.pack.cards))}
    alts = sorted(v.alternatives, key=lambda a: order.get(a.card, 99) if isinstance(a, Play)
                  else 99)
    return replace(v, alternatives=tuple(alts))


def trick_note(g: CegoState, t: TrickRecord) -> str:
    """A short Japanese note on a finished trick: what was led, who won and why, points."""
    names = seat_names(g.players, g.dealer)
    pack = g.pack
    seats = t.seats(g.players)
    lead = t.cards[0]
    win_card = t.cards[seats.index(t.winner)]
    trumps = [c for c in t.cards if c.suit is Suit.TRUMP]
    if lead.suit is Suit.TRUMP:
        why = "切札のリードで、いちばん強い切札"
    elif trumps:
        why = f"{_suit_ja(lead)}のリードに切札で切り込み、いちばん強い切札"
    else:
        why = f"{_suit_ja(lead)}のリードで、そのスートのいちばん強い札"
    valued = [c for c in t.cards if pack.value[c] > 1]
    pts = "、".join(f"{card_ja(c)}({pack.value[c]})" for c in valued) or "なし"
    side = ""
    if g.declarer is not None and g.contract != "raeuber":
        side = "(デクレアラー)" if t.winner == g.declarer else "(ディフェンダー側)"
    return (f"{names[seats[0]][0]} が {card_ja(lead)} をリード。{why}の {card_ja(win_card)} で "
            f"{names[t.winner][0]}{side}が取る。点数のある札: {pts}。")


def trick_record_html(g: CegoState, i: int, *, note: str | None = None) -> str:
    """Trick ``i`` (0-based) as a picture with its note."""
    if not 0 <= i < len(g.tricks):
        raise TarockError(f"trick {i + 1} has not been played (tricks played: {len(g.tricks)})")
    t = g.tricks[i]
    pic = trick_svg(zip(t.seats(g.players), t.cards, strict=True), pack=g.pack,
                    winner=t.winner, seat_names=_letters(g), width=38,
                    label=f"第{i + 1}トリック")
    text = note if note is not None else trick_note(g, t)
    return (f'<div style="display:flex;gap:12px;align-items:center;margin:4px 0">'
            f"<div>{pic}</div><div style='font-size:0.9em'>{escape(text)}</div></div>")


def follow_tricks_figure(players: int, *, seed: int, tricks: int = 2, dealer: int = 0,
                         bids: Sequence[str] = ()) -> str:
    """Static HTML: the first ``tricks`` tricks of a seeded deal, every play as a follow
    question (hand, legal cards, reason), plus one refused card explained."""
    g = live_deal(players, seed=seed, dealer=dealer, bids=bids)
    if not 1 <= tricks <= len(g.hand(0)):
        raise TarockError(f"tricks must be 1..{len(g.hand(0))}, not {tricks!r}")
    names = seat_names(players, dealer)
    assert g.declarer is not None and g.contract is not None
    parts = [f"<div><b>{players}人ツェゴ、シード {seed}</b> — デクレアラー "
             f"{escape(names[g.declarer])}、{CONTRACT_JA[g.contract]}。</div>"]
    shown_refusal = False
    while len(g.tricks) < tricks:
        r = follow_step(g)
        wrong = [c for c in r.hand if c not in r.legal]
        attempt = wrong[0] if wrong and not shown_refusal else None
        parts.append(follow_step_html(g, attempt=attempt))
        shown_refusal = shown_refusal or attempt is not None
        a = choose(g)
        assert isinstance(a, Play)
        parts.append(f"<div>→ {escape(names[a.seat])} は <b>{card_ja(a.card)}</b> を"
                     "出しました。</div>")
        g.apply(a)
        if not g.current_trick:
            parts.append(trick_record_html(g, len(g.tricks) - 1))
            parts.append("<hr>")
    return "<div>" + "".join(f"<div>{p}</div>" for p in parts) + "</div>"


def follow_case_figure(players: int, *, seed: int, code: str, dealer: int = 0,
                       bids: Sequence[str] = ()) -> str:
    """Static HTML: play the seeded deal on until the seat to move faces the reason
    ``code`` (``MUST_FOLLOW_SUIT``, ``MUST_TRUMP``, ``MUST_PLAY_TRUMP``, ``FREE_DISCARD``,
    ``FREE_LEAD``), then show that moment, with a refused card if the hand has one."""
    known = ("FREE_LEAD", "MUST_FOLLOW_SUIT", "MUST_TRUMP", "MUST_PLAY_TRUMP", "FREE_DISCARD")
    if code not in known:
        raise TarockError(f"unknown follow reason {code!r}; choose one of {', '.join(known)}")
    g = live_deal(players, seed=seed, dealer=dealer, bids=bids)
    while g.phase is Phase.PLAY:
        r = follow_step(g)
        if r.code == code:
            wrong = [c for c in r.hand if c not in r.legal]
            names = seat_names(players, dealer)
            head = (f"<div><b>{players}人ツェゴ、シード {seed}</b> — 第{len(g.tricks) + 1}"
                    f"トリック、{escape(names[r.seat])} の番</div>")
            return head + follow_step_html(g, attempt=wrong[0] if wrong else None)
        step(g)
    raise TarockError(f"the deal with seed {seed} never gives the reason {code!r}; "
                      "try another seed")


def show_follow_case(players: int, *, seed: int, code: str, dealer: int = 0,
                     bids: Sequence[str] = ()) -> StaticFigure:
    return StaticFigure(follow_case_figure(players, seed=seed, code=code, dealer=dealer,
                                           bids=bids))


def show_follow_tricks(players: int, *, seed: int, tricks: int = 2, dealer: int = 0,
                       bids: Sequence[str] = ()) -> StaticFigure:
    return StaticFigure(follow_tricks_figure(players, seed=seed, tricks=tricks, dealer=dealer,
                                             bids=bids))


def follow_live(players: int = 3, *, seed: int = 1) -> Any:
    """Play a live deal card by card: choose a card for the seat to move and see the verdict."""
    import ipywidgets as w

    count = w.ToggleButtons(options=[("3人", 3), ("4人", 4)], value=players,
                            description="人数")
    seed_in = w.BoundedIntText(value=seed, min=0, max=2**31 - 1, description="シード")
    card_dd = w.Dropdown(description="出す札")
    play_btn = w.Button(description="出す", button_style="primary", layout=w.Layout(width="auto"))
    auto_btn = w.Button(description="おまかせで1枚", layout=w.Layout(width="auto"))
    undo_btn = w.Button(description="1手戻す", layout=w.Layout(width="auto"))
    out_verdict, out = w.HTML(), w.HTML()
    holder: dict[str, CegoState] = {}

    def reset(*_: Any) -> None:
        try:
            holder["g"] = live_deal(int(count.value), seed=int(seed_in.value))
        except TarockError as e:
            out.value = error_html(e)
            return
        out_verdict.value = ""
        redraw()

    def redraw() -> None:
        g = holder["g"]
        parts = []
        if g.tricks:
            parts.append(trick_record_html(g, len(g.tricks) - 1))
        if g.phase is Phase.PLAY:
            seat = g.to_move
            assert seat is not None
            card_dd.options = [(option_label(c, g.pack), c.code) for c in g.hand(seat)]
            card_dd.value = g.legal_plays()[0].code
            parts.append(follow_step_html(g))
        else:
            from .example import counting_part, score_part

            card_dd.options = []
            parts.append(box("ディールが終わりました。", ok=None))
            parts.append(counting_part(g))
            parts.append(score_part(g))
        out.value = "".join(f"<div>{p}</div>" for p in parts)

    def on_play(*_: Any) -> None:
        g = holder["g"]
        if g.phase is not Phase.PLAY or not card_dd.value:
            return
        seat = g.to_move
        assert seat is not None
        v = sorted_verdict(g, g.explain(Play(seat, as_card(str(card_dd.value), g.pack))))
        out_verdict.value = verdict_box(v, alternatives_label="出せる札")
        if v.allowed:
            assert v.action is not None
            g.apply(v.action)
            redraw()

    def on_auto(*_: Any) -> None:
        g = holder["g"]
        if g.phase is Phase.PLAY:
            a = step(g)
            out_verdict.value = f"<div>おまかせ: {escape(action_ja(a))}</div>"
            redraw()

    def on_undo(*_: Any) -> None:
        g = holder["g"]
        if g.history and isinstance(g.history[-1], Play):
            holder["g"] = g.undo()
            out_verdict.value = ""
            redraw()

    play_btn.on_click(on_play)
    auto_btn.on_click(on_auto)
    undo_btn.on_click(on_undo)
    count.observe(reset, names="value")
    seed_in.observe(reset, names="value")
    reset()
    return w.VBox([w.HBox([count, seed_in]), w.HBox([card_dd, play_btn, auto_btn, undo_btn]),
                   out_verdict, out])
