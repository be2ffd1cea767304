"""Scoring a Dreierles deal the table only partly remembers: the bid, the declarer and
his pile (tricks and discards) or its card points, Kontra and Re, the bonuses, the
last-trick Pfeife — or, in Räuber, each player's card points — from record tags or the
command line's ``tarock-tutor score dreierles3 --contract … --declarer … --points …``.
Each is scored by the same sheet code as a played deal (spec §3.6–§3.12).

Tags: ``Contract``; ``Declarer``; ``Pile`` or ``Points``; ``Kontra`` (Kontra and Re said,
0..6; in Räuber the Kontras); ``Bonuses`` (``seat:bonus`` pairs, bonus one of droll,
koenigsrolle, zehn_druck); ``Pfeife`` (``won`` or ``lost``: the declarer's Pfeife in the
last trick) with ``PfeifeAnnounced``; for Räuber, ``RaeuberPoints`` (``seat:points`` for
each of the three players).

>>> from tarock_tutor.core.setup import Setup
>>> from .variants import DREIERLES3
>>> setup = Setup.seeded(DREIERLES3, 0, dealer=0)
>>> score_facts(setup, {"Contract": "dreier", "Declarer": "2", "Points": "41"}).totals()
(-2, 4, -2)
>>> score_facts(setup, {"Contract": "dreier", "Declarer": "2", "Points": "41",
...                     "Kontra": "1"}).totals()
(-4, 8, -4)
"""

from __future__ import annotations

from collections.abc import Mapping

from tarock_tutor.core import facts as read
from tarock_tutor.core.counting import count_baden
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import GameState
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.core.setup import Setup

from .parts.base import active_seats
from .parts.rules import BIDS, BONUSES, PACK, PFEIFE_CALL, RAEUBER, SOLO
from .scoring import MAX_DOUBLINGS, score_game, score_raeuber

FACT_TAGS = ("Contract", "Declarer", "Pile", "Points", "Kontra", "Bonuses", "Pfeife",
             "PfeifeAnnounced", "RaeuberPoints")


def score_facts(setup: Setup, facts: Mapping[str, str]) -> ScoreSheet:
    """The sheet from the tags (spec §3.10–§3.12); impossible facts are refused by name."""
    contract = read.choice(facts, "Contract", (*BIDS, RAEUBER))
    table, dealer, options = setup.variant.seats, setup.dealer, setup.options
    active = active_seats(table, dealer)
    kontra = read.number(facts, "Kontra", 0, MAX_DOUBLINGS, default=0)
    if contract == RAEUBER:
        if "RaeuberPoints" not in facts:
            raise read.missing("RaeuberPoints", "ロイバーの各自の点数 [RaeuberPoints](席:点数)")
        given = dict(read.pairs(facts, "RaeuberPoints", table, limit=3))
        each = {s: read.number({"RaeuberPoints": v}, "RaeuberPoints", 0, 70)
                for s, v in given.items()}
        if sorted(each) != sorted(active):
            raise read.impossible("RaeuberPoints", "Räuber needs the card points of the "
                                  f"three players {active}",
                                  "ロイバーでは、プレイした3人(席 " + "、".join(map(str, active))
                                  + ")それぞれの点数を 席:点数 で書きます。")
        return score_raeuber(table=table, dealer=dealer, points=each, kontras=kontra,
                             names=setup.names, last_round_double=bool(
                                 options["last_round_raeuber_or_solo"]
                                 and options["last_round_raeuber_double"]))
    declarer = read.seat(facts, "Declarer", table)
    if declarer not in active:
        raise read.impossible("Declarer", f"seat {declarer} deals and sits out with four at "
                              "the table; it cannot declare (§3.1)",
                              f"4人のときディーラー(席{declarer + 1})は休むので、デクレアラーに"
                              "なれません(規則集 §3.1)。")
    k = BIDS[contract].exchange
    if "Pile" in facts:
        pile = parse_cards(facts["Pile"], PACK)
        n = len(pile)
        if n < k or (n - k) % 3 or n - k > 45:
            raise read.impossible("Pile", f"a {contract} declarer's pile is his {k} discards "
                                  f"plus whole tricks of three, not {n} cards (§3.10)",
                                  f"デクレアラーの取り札は、捨て札{k}枚と3枚ずつのトリックです"
                                  f"({n}枚にはなりません。規則集 §3.10)。")
        points = count_baden(pile, PACK)
    elif "Points" in facts:
        points = read.number(facts, "Points", 0, 69)
        if points == 0 and k > 1:
            raise read.impossible("Points", f"a {contract} declarer keeps his {k} discards, "
                                  "so he cannot have 0 card points (§3.10)",
                                  f"デクレアラーは捨て札{k}枚を持つので0点にはなりません"
                                  "(規則集 §3.10)。")
    else:
        raise read.missing("Points", "デクレアラーの点数 [Points] か取り札 [Pile]")
    bonuses = []
    for seat, bonus in read.pairs(facts, "Bonuses", table):
        if bonus not in BONUSES or seat not in active or (seat, bonus) in bonuses:
            raise read.impossible("Bonuses", f"{seat + 1}:{bonus} is not a bonus of a player",
                                  f"手役「{seat}:{bonus}」はありえません(プレイした席の "
                                  f"{'、'.join(BONUSES)} を1回ずつ)。")
        bonuses.append((seat, bonus))
    bonuses.sort(key=lambda x: (BONUSES.index(x[1]), x[0]))
    announced = read.flag(facts, "PfeifeAnnounced")
    pfeife = {"none": 0, "won": 1, "lost": -1}[
        read.choice(facts, "Pfeife", ("none", "won", "lost"), default="none")]
    return score_game(table=table, declarer=declarer, contract=contract, points=points,
                      doublings=kontra, bonuses=bonuses,
                      pfeife=pfeife * (2 if announced else 1), pfeife_announced=announced,
                      names=setup.names, dealer=dealer,
                      solo_double=bool(contract == SOLO
                                       and options["last_round_raeuber_or_solo"]
                                       and options["last_round_solo_double"]))


def facts_of(state: GameState) -> dict[str, str]:
    """The remembered result of a finished deal: what a table would write down."""
    from .parts.result import result_of
    from .state import DreierlesState

    if not isinstance(state, DreierlesState) or not state.is_terminal \
            or state.trickplay is None or state.contract is None:
        raise read.impossible("Contract", "facts_of needs a finished Dreierles deal",
                              "終わったディールが要ります。")
    res = result_of(state)
    out = {"Contract": state.contract}
    if state.doublings:
        out["Kontra"] = str(state.doublings)
    if state.contract == RAEUBER:
        out["RaeuberPoints"] = " ".join(f"{s + 1}:{p}"
                                        for s, p in sorted(res.raeuber_points.items()))
        return out
    if state.declarer is not None:   # every contract but Räuber has one
        out["Declarer"] = read.written(state.declarer)
    out["Points"] = str(res.declarer_points)
    if res.bonuses:
        out["Bonuses"] = " ".join(f"{s + 1}:{b}" for s, b in res.bonuses)
    if res.pfeife:
        out["Pfeife"] = "won" if res.pfeife > 0 else "lost"
        if PFEIFE_CALL in state.announced:
            out["PfeifeAnnounced"] = "true"
    return out
