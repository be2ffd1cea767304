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
from functools import partial
from html import escape

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.hand import Trick
from tarock_tutor.core.protocol import GameState, Phase, Play, Verdict
from tarock_tutor.games.cego import CegoState, new_game
from tarock_tutor.games.cego.phase_names import Phases
from tarock_tutor.games.cego.policy import choose, run_auction, step
from tarock_tutor.render.svg import hand_svg, trick_svg

from ..common import box, shown, verdict_box
from ..trainer import Panel, trainer
from .finish import counting_part, score_part
from .names import as_cards, card_ja, cards_ja, check_players, ja, roles, seat_names, short

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

FOLLOW_REF = "規則集 §1.4(フォローの規則)、§2.9(プレイ)"


def live_deal(players: int, *, seed: int, dealer: int = 0, bids: Sequence[str] = ()) -> CegoState:
    """A seeded deal brought to the first lead: the scripted ``bids`` (then passes),
    and the exchange made by the book's simple policy (see :mod:`.policy`)."""
    check_players(players)
    g = new_game(players=players, seed=seed, dealer=dealer)
    run_auction(g, bids)
    while g.phase is Phases.EXCHANGE:
        step(g)
    return g


@dataclass(frozen=True)
class FollowStep:
    """The question at one moment of play: this hand, this trick — which cards may go?
    Answered by the engine: its legal plays and its verdict on one of them."""

    seat: int
    hand: tuple[Card, ...]
    trick: tuple[tuple[int, Card], ...]
    legal: tuple[Card, ...]
    code: str
    text: str

    def reason(self) -> str:
        return self.text


def follow_step(g: CegoState) -> FollowStep:
    """The follow question for the seat to move (play phase only)."""
    if g.phase is not Phase.PLAY:
        raise TarockError(f"no card to play: the deal is in phase {g.phase.value!r}",
                          code="WIDGET_WRONG_MOMENT")
    seat = g.to_move
    assert seat is not None
    legal = tuple(g.pack.sorted(a.card for a in g.legal_actions() if isinstance(a, Play)))
    v = g.explain(Play(seat, legal[0]))
    return FollowStep(seat, g.hand(seat), tuple(g.current_trick), legal, v.code, v.text)


def _suit_ja(c: Card) -> str:
    return {Suit.TRUMP: "切札", Suit.SPADES: "♠", Suit.CLUBS: "♣", Suit.HEARTS: "♥",
            Suit.DIAMONDS: "♦"}.get(c.suit, "")


def _letters(g: CegoState) -> list[str]:
    """Seat letters for pictures under a card (the full names do not fit)."""
    return [short(g, s) for s in range(g.players)]


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
    parts.append(box(f"<b>出せる札:</b> {escape(legal)}<br><b>理由:</b> {escape(r.reason())}<br>"
                     f'<small style="color:#555">根拠: {FOLLOW_REF}</small>', ok=True))
    if attempt is not None:
        c = as_cards([attempt], g.players, "card")[0]
        parts.append(verdict_box(sorted_verdict(g, g.explain(Play(r.seat, c))),
                                 alternatives_label="出せる札", game="cego", pack=g.pack))
    return "<div>" + "".join(f"<div>{p}</div>" for p in parts) + "</div>"


def sorted_verdict(g: CegoState, v: Verdict) -> Verdict:
    """The verdict with its alternative cards in the pack's display order."""
    order = {c: i for i, c in enumerate(g.pack.sorted(g.pack.cards))}
    alts = sorted(v.alternatives, key=lambda a: order.get(a.card, 99) if isinstance(a, Play)
                  else 99)
    return replace(v, alternatives=tuple(alts))


def trick_note(g: CegoState, t: Trick) -> str:
    """A short Japanese note on a finished trick: what was led, who won and why, points."""
    pack = g.pack
    seats, winner = t.seats, t.winner
    assert winner is not None, "a finished trick has a winner"
    lead = t.cards[0]
    win_card = t.card_of(winner)
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
        side = "(デクレアラー)" if winner == g.declarer else "(ディフェンダー側)"
    return (f"{short(g, seats[0])} が {card_ja(lead)} をリード。{why}の {card_ja(win_card)} で "
            f"{short(g, winner)}{side}が取る。点数のある札: {pts}。")


def trick_record_html(g: CegoState, i: int, *, note: str | None = None) -> str:
    """Trick ``i`` (0-based) as a picture with its note."""
    if not 0 <= i < len(g.tricks):
        raise TarockError(f"trick {i + 1} has not been played (tricks played: {len(g.tricks)})",
                          code="TRICK_NOT_PLAYED",
                          params={"value": i + 1, "played": len(g.tricks)})
    t = g.tricks[i]
    pic = trick_svg(t.plays, pack=g.pack,
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
        raise TarockError(f"tricks must be 1..{len(g.hand(0))}, not {tricks!r}",
                          code="WHOLE_RANGE",
                          params={"what": "トリックの数", "low": 1, "high": len(g.hand(0)),
                                  "value": repr(tricks)[:20]})
    names = seat_names(players, dealer)
    assert g.declarer is not None and g.contract is not None
    parts = [f"<div><b>{players}人ツェゴ、シード {seed}</b> — デクレアラー "
             f"{escape(names[g.declarer])}、{ja(g.contract)}。</div>"]
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
        raise TarockError(f"unknown follow reason {code!r}; choose one of {', '.join(known)}",
                          code="BAD_CHOICE",
                          params={"option": "フォローの理由", "value": str(code)[:30],
                                  "values": "、".join(known)})
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
                      "try another seed",
                      code="SEED_SEARCH_EMPTY")


show_follow_case = shown(follow_case_figure)


show_follow_tricks = shown(follow_tricks_figure)


def play_picture(g: GameState) -> str:
    """The trainer's picture: the last trick, the follow question, or the finished deal."""
    assert isinstance(g, CegoState)
    parts = [trick_record_html(g, len(g.tricks) - 1)] if g.tricks else []
    if g.phase is Phase.PLAY:
        parts.append(follow_step_html(g))
    elif g.is_terminal:
        parts += [counting_part(g), score_part(g)]
    return "".join(f"<div>{p}</div>" for p in parts)


def play_tries(g: GameState) -> list[Play]:
    """Every card of the hand may be tried; the engine refuses those the rule forbids."""
    assert isinstance(g, CegoState)
    seat = g.to_move
    return [] if seat is None else [Play(seat, c) for c in g.pack.sorted(g.hand(seat))]


def follow_live(players: int = 3, *, seed: int = 1) -> Panel:
    """Play a live deal card by card: choose a card for the seat to move and see the verdict."""
    return trainer({f"{n}人": partial(live_deal, n) for n in (3, 4)},
                   seed=seed, scenario=f"{check_players(players)}人", phases={Phase.PLAY},
                   tries=play_tries, picture=play_picture, roles=roles,
                   alternatives_label="出せる札", list_plays=False)
