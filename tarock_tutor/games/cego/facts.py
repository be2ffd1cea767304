"""Scoring a Cego deal the table only partly remembers (issue 11, issue 20): the
contract, the declarer and his counted pile (or its card points), whether a Solo was
bid before, a Pfeife lost before the last trick, an exposure and its offenders,
Piccolo and Bettel by tricks won, Räuber by each player's card points — from record
tags or ``tarock-tutor score cego3 --contract … --declarer … --pile …``, scored by the
same sheet code as a played deal (spec §2.8–§2.13).

Tags: ``Contract``, ``Declarer``, ``Pile`` or ``Points``, ``AfterSolo``,
``PfeifeBroken`` (the Pfeife fell before the last trick), ``Exposed`` with
``Offenders`` (the defenders holding a solo hand), ``TricksWon`` (Piccolo, Bettel) and
``RaeuberPoints`` (``seat:points`` for every player).
"""

from __future__ import annotations

from collections.abc import Mapping

from tarock_tutor.core import facts as read
from tarock_tutor.core.protocol import GameState
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.core.setup import Setup

from .parts.contracts import BETTEL, CONTRACTS, LADDER, PICCOLO, RAEUBER, SOLO
from .scoring import names_for, score_contract, score_exposure, score_negative, score_raeuber

FACT_TAGS = ("Contract", "Declarer", "Pile", "Points", "AfterSolo", "PfeifeBroken",
             "Exposed", "Offenders", "TricksWon", "RaeuberPoints")


def score_facts(setup: Setup, facts: Mapping[str, str]) -> ScoreSheet:
    """The sheet from the tags; impossible facts are refused by name."""
    n, options = setup.variant.seats, setup.options
    names = names_for(n, None, setup.dealer)
    contract = read.choice(facts, "Contract", tuple(CONTRACTS))
    if contract == RAEUBER:
        if "RaeuberPoints" not in facts:
            raise read.missing("RaeuberPoints", "ロイバーの各自の点数 [RaeuberPoints](席:点数)")
        got = dict(read.pairs(facts, "RaeuberPoints", n, limit=n))
        if sorted(got) != list(range(n)):
            raise read.impossible("RaeuberPoints", "Räuber needs every player's card points",
                                  "ロイバーでは、全員の点数を 席:点数 で書きます"
                                  f"(席 0〜{n - 1})。")
        points = [read.number({"RaeuberPoints": got[s]}, "RaeuberPoints", 0, 70)
                  for s in range(n)]
        return score_raeuber(points=points, caller=(setup.dealer + 1) % n,
                             ties=options["raeuber_ties"], names=names).sheet
    declarer = read.seat(facts, "Declarer", n)
    if contract in (PICCOLO, BETTEL):
        tricks = read.number(facts, "TricksWon", 0, 11)
        return score_negative(players=n, contract=contract, declarer=declarer,
                              tricks_won=tricks, names=names).sheet
    if read.flag(facts, "Exposed"):
        offenders = read.seat_list(facts, "Offenders", n)
        return score_exposure(players=n, contract=contract, declarer=declarer,
                              offenders=list(offenders),
                              multiple=options["exposure_multiple_offenders"],
                              names=names).sheet
    if contract not in (SOLO, *LADDER):
        raise read.impossible("Contract", f"{contract!r} is not scored from a pile",
                              f"{CONTRACTS[contract].ja}は点数では数えません。")
    after = contract == SOLO or read.flag(facts, "AfterSolo")
    broken = read.flag(facts, "PfeifeBroken")
    if "Pile" in facts:
        score = score_contract(players=n, contract=contract, declarer=declarer,
                               declarer_cards=facts["Pile"], after_solo=after,
                               pfeife_broken=broken, names=names)
    elif "Points" in facts:
        score = score_contract(players=n, contract=contract, declarer=declarer,
                               declarer_points=read.number(facts, "Points", 0, 71),
                               after_solo=after, pfeife_broken=broken, names=names)
    else:
        raise read.missing("Points", "デクレアラーの点数 [Points] か取り札 [Pile]")
    return score.sheet


def facts_of(state: GameState) -> dict[str, str]:
    """The remembered result of a finished deal: what a table would write down."""
    from tarock_tutor.core.counting import count_baden

    from .parts.base import CegoDeal
    from .parts.outcome import side_points

    if not isinstance(state, CegoDeal) or not state.is_terminal or state.result is None:
        raise read.impossible("Contract", "facts_of needs a finished Cego deal",
                              "終わったディールが要ります。")
    contract, d = state.result.contract, state.result.declarer
    out = {"Contract": contract}
    if contract == RAEUBER:
        out["RaeuberPoints"] = " ".join(f"{s + 1}:{count_baden(state.captured[s], state.pack)}"
                                        for s in range(state.n))
        return out
    out["Declarer"] = read.written(d)
    if state.exposed:
        out["Exposed"] = "true"
        out["Offenders"] = ",".join(read.written(s) for s, solo in enumerate(state.solo_hands)
                                    if solo and s != d)
    elif contract in (PICCOLO, BETTEL):
        out["TricksWon"] = str(state.tricks_won[d])
    else:
        out["Points"] = str(side_points(state)[0])
        if state.result.after_solo:
            out["AfterSolo"] = "true"
        if state.pfeife_broken:
            out["PfeifeBroken"] = "true"
    return out
