"""One complete annotated Sicilian deal (seed 6, dealer 席4) for the book
(spec neunzehner-zwanziger-sicilian.md §3.4–3.12): the opening, the exchange and the
call, every trick with the teams' running face value, and the count and score.

The deal is played by the game's example player, so the same seed always tells the
same story (book/sicilian/example_deal.ipynb explains it).

>>> done = example_deal()
>>> done.outcome, done.game_kind, done.twenty, done.partner
('played', 'partnership', 0, 2)
"""

from __future__ import annotations

from html import escape

from tarock_tutor import games
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Action, Bid, Call, Discard
from tarock_tutor.core.trickplay import TrickPlay
from tarock_tutor.games.sicilian import SicilianState, count_sicilian, hand_value, policy
from tarock_tutor.render.svg import hand_svg, trick_svg

from ..common import table_html
from .names import PACK, card_ja, ja, seat_names

__all__ = ["call_part", "count_part", "example_deal", "hands_part", "opening",
           "opening_part", "rule_trick_part", "tricks_part"]


def example_deal(seed: int = 6, dealer: int = 3) -> SicilianState:
    """The deal, played to the end by the example player."""
    done = games.playout(games.new_deal("sicilian", seed=seed, dealer=dealer), policy=policy)
    assert isinstance(done, SicilianState)
    return done


def _tricks(done: SicilianState) -> TrickPlay:
    if done.trickplay is None:
        raise TarockError("this deal was not played: there are no tricks to show",
                          code="WIDGET_WRONG_MOMENT")
    return done.trickplay


def hands_part(done: SicilianState, cards: int = 10) -> str:
    """Each seat's first ``cards`` cards (10: the bargaining hand; 15: the whole deal)
    with its count for "20"/"15"."""
    names = seat_names(done.dealer)
    what = "最初の10枚" if cards == 10 else f"{cards}枚"
    return "".join(hand_svg(done.dealt[s][:cards], pack=PACK, width=30, per_row=cards,
                            label=f"{names[s]}の{what}(手札の点数 "
                                  f"{hand_value(done.dealt[s][:cards])})")
                   for s in range(4))


def opening(done: SicilianState) -> list[Action]:
    """The calls before the exchange: the bargaining, then the solo bids."""
    out = []
    for a in done.history:
        if isinstance(a, Discard):
            break
        out.append(a)
    return out


def opening_part(done: SicilianState) -> str:
    """The opening calls as a table, then the full hands and the talon."""
    names = seat_names(done.dealer)
    calls = [a for a in opening(done) if isinstance(a, Bid)]
    offers = len(calls) - 4          # the last four calls are the solo bids
    rows = [(str(i + 1), "交渉(出す段階)" if i < offers else "ソロ", names[a.seat],
             str(hand_value(done.dealt[a.seat][:10])), escape(ja(a.bid)))
            for i, a in enumerate(calls)]
    return (table_html(("順", "段階", "席", "最初の10枚の点数", "発言"), rows)
            + hands_part(done, 15)
            + hand_svg(done.talon, pack=PACK, width=30, sort=False,
                       label=f"タロン(最後の1枚 {card_ja(done.bottom_card)} は"
                             "ディーラーがカットのあとに見たカード)"))


def call_part(done: SicilianState) -> str:
    """The dealer's discard, the "20"/"15" calls and the called card, and the teams."""
    names = seat_names(done.dealer)
    discard = next(a for a in done.history if isinstance(a, Discard))
    rows = []
    for a in done.history:
        if isinstance(a, Bid) and a.bid in ("twenty", "fifteen", "zero"):
            rows.append((names[a.seat], escape(ja(a.bid))))
        elif isinstance(a, Call):
            rows.append((names[a.seat], f"{escape(card_ja(a.card))} を指名"))
    if done.twenty is None or done.called is None or done.partner is None:
        raise TarockError("this deal has no partnership: nobody called a card",
                          code="WIDGET_WRONG_MOMENT")
    team = sorted(done.side(done.twenty), key=lambda s: (s - done.dealer - 1) % 4)
    return (hand_svg(discard.cards, pack=PACK, width=30,
                     label=f"{names[discard.seat]}の捨て札(ディーラーのチームの点数に入る)")
            + table_html(("席", "発言"), rows)
            + f"<p>「20」は{names[done.twenty]}、指名されたカード {escape(card_ja(done.called))} "
              f"の持ち主は{names[done.partner]}。チームは {'と'.join(names[s] for s in team)} です"
              "(パートナーはそのカードが出るまで分かりません)。</p>")


def running_totals(done: SicilianState) -> list[tuple[int, int]]:
    """After each trick, the face value so far of the "20" team and of the other team
    (the Fugitive counts for its owner's team, whoever takes the trick)."""
    if done.twenty is None:
        raise TarockError("this deal has no \"20\" team",
                          code="WIDGET_WRONG_MOMENT")
    twenty_side = set(done.side(done.twenty))
    fu = next(c for c in PACK.cards if c.code == "Fu")
    ours = theirs = 0
    out = []
    for t in _tricks(done).tricks:
        for seat, card in t.plays:
            if (seat if card == fu else t.winner) in twenty_side:
                ours += PACK.value[card]
            else:
                theirs += PACK.value[card]
        out.append((ours, theirs))
    return out


def tricks_part(done: SicilianState) -> str:
    """Every trick as a picture (with the leader's knock), then the running totals."""
    if done.twenty is None:
        raise TarockError("this deal has no \"20\" team",
                          code="WIDGET_WRONG_MOMENT")
    names = seat_names(done.dealer)
    knocks = {(t, s): w for t, s, w in done.knocks}
    pics, rows = [], []
    totals = running_totals(done)
    for i, t in enumerate(_tricks(done).tricks, 1):
        face = sum(PACK.value[c] for c in t.cards)
        taker = names[t.winner] if t.winner is not None else "—"
        knock = knocks.get((i - 1, t.leader), "")
        signal = f"({ja(knock)})" if knock else ""
        pics.append(trick_svg(t.plays, pack=PACK, winner=t.winner, seat_names=names,
                              label=f"第{i}トリック{signal}:額面 {face}、{taker}が取る"))
        rows.append([str(i), names[t.leader], taker, str(face),
                     *map(str, totals[i - 1])])
    ours = "・".join(names[s] for s in sorted(done.side(done.twenty)))
    theirs = "・".join(names[s] for s in range(4) if s not in done.side(done.twenty))
    return "".join(pics) + table_html(
        ["トリック", "リード", "取った席", "額面", f"{ours}の累計", f"{theirs}の累計"], rows)


def rule_trick_part(done: SicilianState, number: int, label: str) -> str:
    """Trick ``number`` (1-based) again, with the rule it shows as its caption."""
    tricks = _tricks(done).tricks
    if not 1 <= number <= len(tricks):
        raise TarockError(f"trick {number!r}: the deal has tricks 1 to {len(tricks)}",
                          code="TRICK_NOT_PLAYED",
                          params={"value": repr(number)[:20], "played": len(tricks)})
    t = tricks[number - 1]
    return trick_svg(t.plays, pack=PACK, winner=t.winner, seat_names=seat_names(done.dealer),
                     label=label)


def count_part(done: SicilianState) -> str:
    """The "20" team's cards counted in threes, the other team's points, the score sheet."""
    count = done.count()
    other = count_sicilian(count.other_pile, PACK) + (0 if count.last_trick else 5)
    return (f"<p>「20」のチーム: {len(count.pile)}枚で {count.counted} 点"
            f"{' + 最後のトリック 5点' if count.last_trick else ''} = <b>{count.points}</b> 点。"
            f"相手のチーム: <b>{other}</b> 点。</p>" + done.score_sheet()._repr_html_())
