"""Dreierles rule data: the bid ladder, the Fach multipliers, the bonuses and the
rule references every other module cites (spec cego-dreierles.md §3, seed 003).

>>> [BIDS[b].exchange for b in LADDER], [BIDS[b].multiplier for b in LADDER]
([3, 2, 1, 0], [1, 2, 3, 4])
>>> from tarock_tutor.core.notation import parse_cards
>>> bonuses_in(parse_cards("Sk T21 T1 HK SK CK DK"))
('droll', 'koenigsrolle')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tarock_tutor.core.cards import KING, SKUS, TAROCK54, Card, Suit, card
from tarock_tutor.core.protocol import Citation

KEY = "dreierles"
SEED = "seed 003 (Dreierles, Akagiri 2019)"
SPEC = "cego-dreierles.md"
PACK = TAROCK54


ref = Citation(SEED, SPEC)  # a rule reference into the Dreierles seed and spec


DREIER, ZWEIER, EINER, SOLO, PASS = "dreier", "zweier", "einer", "solo", "pass"
RAEUBER = "raeuber"
LADDER = (DREIER, ZWEIER, EINER, SOLO)
"""The bids, lowest first (spec §3.4)."""


@dataclass(frozen=True)
class BidInfo:
    key: str
    exchange: int     # talon cards the declarer takes (and discards)
    multiplier: int   # Fach per unit (spec §3.11)


BIDS = {b.key: b for b in (BidInfo(DREIER, 3, 1), BidInfo(ZWEIER, 2, 2),
                           BidInfo(EINER, 1, 3), BidInfo(SOLO, 0, 4))}

STIESS = card(Suit.TRUMP, SKUS)
T21 = card(Suit.TRUMP, 21)
PFEIFE = card(Suit.TRUMP, 1)
DROLL = (STIESS, T21, PFEIFE)
KINGS = tuple(card(s, KING) for s in (Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS))

DROLL_BONUS, KOENIGSROLLE, ZEHN_DRUCK = "droll", "koenigsrolle", "zehn_druck"
BONUSES = (DROLL_BONUS, KOENIGSROLLE, ZEHN_DRUCK)
"""The closed bonus list of decision D1 (spec §3.6), each worth 1 Fach."""

FERTIG, KONTRA, RE, PFEIFE_CALL = "fertig", "kontra", "re", "pfeife"

REF_PLAYERS = ref("§3.1 (four at the table: the dealer sits out)")
REF_DEAL = ref("§3.3 deal (talon of 6 in order, packets of 8)")
REF_AUCTION = ref("§3.4 bidding (one chance each, each bid above the last)")
REF_EXCHANGE = ref("§3.5 exchange (kings and trumps may not be discarded)")
REF_DISCARD_IMPOSSIBLE = ref("§3.5, decision D2 (discard_impossible)")
REF_BONUS = ref("§3.6 bonuses (list restored from pagat via harbour-tarock), decision D1")
REF_ZEHN_DRUCK = ref("§3.6 (the declarer's ten trumps announced before play)")
REF_PFEIFE = ref("§3.7 last-trick Pfeife")
REF_KONTRA = ref("§3.8 'fertig', Kontra and Re")
REF_KONTRA_BAR = ref("§3.8 rule 2 (passed while Dreier was open), decision D4")
REF_KONTRA_LIMIT = ref("§3.8 rule 3, decision D3 (max_doublings)")
REF_DEALER_KNOCK = ref("§3.8, decision D5 (dealer_kontra)")
REF_PLAY = ref("§3.9 play (declarer leads; follow rule §1.4)")
REF_POINTS = ref("§3.10 card points (§1.3 batch count)")
REF_FACH = ref("§3.11 game points (Fach) table and payment")
REF_RAEUBER = ref("§3.12 Räuber")
REF_RAEUBER_KONTRA = ref("§3.12 Räuber Kontra (spec item 3.12.2: once round, from the last "
                         "to pass)")
REF_RAEUBER_PAY = ref("§3.12 Räuber payment (spec item 3.12.4: ties as the seed says)")
REF_LAST_ROUND = ref("§3.13 last round 'Räuber oder Solo', decision D8")


def bonuses_in(hand: Iterable[Card]) -> tuple[str, ...]:
    """The bonuses a hand holds (spec §3.6): Droll (Stieß, 21 and 1), Königsrolle
    (all four kings), Zehn Druck (ten or more trumps)."""
    cards = set(hand)
    out = []
    if all(c in cards for c in DROLL):
        out.append(DROLL_BONUS)
    if all(k in cards for k in KINGS):
        out.append(KOENIGSROLLE)
    if sum(1 for c in cards if c.is_trump) >= 10:
        out.append(ZEHN_DRUCK)
    return tuple(out)


def may_discard(c: Card) -> bool:
    """Kings and trumps may not be discarded (spec §3.5, restored from pagat)."""
    return not c.is_trump and c.rank != KING
