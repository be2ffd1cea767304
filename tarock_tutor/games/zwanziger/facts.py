"""Scoring a Zwanzigerrufen deal the table only partly remembers (the CLI's ``score``):
the contract, the declarer (and the partner of a Rufer), the declarer side's card points
or its counted pile, the doubling chains (Kontra 1, Rekontra 2, Subkontra 3) of the game,
the Pagat and the Valat, the announcements, who won the last trick with the I, which side
took every trick, and the Trull — everything the played deal's sheet reads (§2.5, §2.7).

>>> from tarock_tutor.games.zwanziger import VARIANT
>>> s = Setup.seeded(VARIANT, 0, dealer=3)
>>> score_facts(s, {"Contract": "rufer", "Declarer": "1", "Partner": "3",
...                 "Points": "50", "Kontra": "2"}).totals()
(4, -4, 4, -4)
"""

from __future__ import annotations

from collections.abc import Mapping

from tarock_tutor.core import facts as read
from tarock_tutor.core.counting import count_plain
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import GameState
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.core.setup import Setup

from .parts.rules import CONTRACTS, HAND_SIZE, PAGAT, SEATS, TOTAL_POINTS, TRUMP_I, VALAT
from .scoring import DECLARER_SIDE, DEFENDERS, score_deal

FACT_TAGS = ("Contract", "Declarer", "Partner", "Points", "Pile", "Kontra", "PagatKontra",
             "ValatKontra", "PagatAnnounced", "ValatAnnounced", "PagatWonBy", "AllTricks",
             "Trull")
"""The tags (and ``score`` flags, ``--pagat-won-by`` …) of a remembered result."""

_SIDES = {"declarers": DECLARER_SIDE, "defenders": DEFENDERS, "none": None}


def score_facts(setup: Setup, facts: Mapping[str, str]) -> ScoreSheet:
    """The sheet of :func:`~.scoring.score_deal` from the tags; impossible facts are
    refused by name (``Kontra`` 0..3 is the game's level: 1 Kontra, 2 Re, 3 Sub)."""
    contract = read.choice(facts, "Contract", tuple(CONTRACTS))
    declarer = read.seat(facts, "Declarer", SEATS)
    partner = read.optional_seat(facts, "Partner", SEATS)
    if "Pile" in facts:
        pack = setup.variant.pack
        points = count_plain(parse_cards(facts["Pile"], pack), pack)
    elif "Points" in facts:
        points = read.number(facts, "Points", 0, TOTAL_POINTS)
    else:
        raise read.missing("Points", "デクレアラー側の点数 [Points] か取り札 [Pile]")
    levels = {"game": read.number(facts, "Kontra", 0, 3, default=0),
              PAGAT: read.number(facts, "PagatKontra", 0, 3, default=0),
              VALAT: read.number(facts, "ValatKontra", 0, 3, default=0)}
    side = read.choice(facts, "AllTricks", tuple(_SIDES), default="none")
    return score_deal(contract=contract, declarer=declarer, partner=partner,
                      declarer_points=points, levels=levels,
                      pagat_announced_by=read.optional_seat(facts, "PagatAnnounced",
                                                            SEATS),
                      valat_announced=read.flag(facts, "ValatAnnounced"),
                      pagat_won_by=read.optional_seat(facts, "PagatWonBy", SEATS),
                      all_tricks=_SIDES[side],
                      trull_holder=read.optional_seat(facts, "Trull", SEATS),
                      failed_valat_pays=setup.options["failed_valat_pays"],
                      defender_silent_bonuses=setup.options["defender_silent_bonuses"],
                      players=setup.names or tuple(seat_ja(s, setup.dealer, SEATS)
                                                   for s in range(SEATS)),
                      title=setup.variant.aliases["ja"])


def facts_of(state: GameState) -> dict[str, str]:
    """The remembered result of a finished deal: what a table would write down."""
    from .state import ZwanzigerState

    if not isinstance(state, ZwanzigerState) or not state.is_terminal \
            or state.trickplay is None or state.declarer is None:
        raise read.impossible("Contract", "facts_of needs a finished Zwanzigerrufen deal",
                              "終わったディールが要ります。")
    tp = state.trickplay
    side = set(state.declarer_side)
    won = sum(1 for t in tp.tricks if t.winner in side)
    last = tp.tricks[-1]
    out = {"Contract": str(state.contract), "Declarer": read.written(state.declarer),
           "Points": str(state.card_points()[0])}
    if state.partner is not None:
        out["Partner"] = read.written(state.partner)
    for key, tag in (("game", "Kontra"), (PAGAT, "PagatKontra"), (VALAT, "ValatKontra")):
        level = state.levels().get(key, 0)
        if level:
            out[tag] = str(level)
    if state.speech.pagat_by is not None:
        out["PagatAnnounced"] = read.written(state.speech.pagat_by)
    if state.speech.valat_by is not None:
        out["ValatAnnounced"] = "true"
    if last.winner is not None and last.card_of(last.winner) is TRUMP_I:
        out["PagatWonBy"] = read.written(last.winner)
    if won in (0, HAND_SIZE):
        out["AllTricks"] = "declarers" if won == HAND_SIZE else "defenders"
    if state.trull_holder is not None:
        out["Trull"] = read.written(state.trull_holder)
    return out
