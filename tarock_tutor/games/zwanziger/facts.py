"""Scoring a Zwanzigerrufen deal the table only partly remembers (the CLI's ``score``):
the contract, the declarer (and the partner of a Rufer), the declarer side's card points
or its counted pile, and the doubling level of the game."""

from __future__ import annotations

from collections.abc import Mapping

from tarock_tutor.core.counting import count_plain
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.core.setup import Setup

from .rules import CONTRACTS
from .scoring import score_deal


def score_facts(setup: Setup, facts: Mapping[str, str]) -> ScoreSheet:
    """``Contract``, ``Declarer``, ``Partner`` (a Rufer's), ``Points`` or ``Pile`` and
    ``Kontra`` (the game's level 0..3); Pagat, Valat and Trull need the full record.

    >>> from tarock_tutor.games.zwanziger import VARIANT
    >>> s = Setup.seeded(VARIANT, 0, dealer=3)
    >>> score_facts(s, {"Contract": "rufer", "Declarer": "0", "Partner": "2",
    ...                 "Points": "50", "Kontra": "2"}).totals()
    (4, -4, 4, -4)
    """
    contract = facts.get("Contract", "").strip().lower()
    if contract not in CONTRACTS:
        raise TarockError(f"unknown contract {contract!r}; contracts: {', '.join(CONTRACTS)}")
    declarer = _number(facts.get("Declarer", ""), "Declarer", 3)
    partner = _number(facts["Partner"], "Partner", 3) if "Partner" in facts else None
    if "Pile" in facts:
        pack = setup.variant.pack
        points = count_plain(parse_cards(facts["Pile"], pack), pack)
    elif "Points" in facts:
        points = _number(facts["Points"], "Points", 88)
    else:
        raise TarockError("a remembered result needs the declarer side's Pile or Points")
    level = _number(facts.get("Kontra", "0"), "Kontra", 3)
    return score_deal(contract=contract, declarer=declarer, partner=partner,
                      declarer_points=points, levels={"game": level},
                      failed_valat_pays=setup.options["failed_valat_pays"],
                      defender_silent_bonuses=setup.options["defender_silent_bonuses"])


def _number(raw: str, what: str, top: int) -> int:
    text = raw.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 3 or int(text) > top:
        raise TarockError(f"{what} must be a whole number 0..{top}, not {raw!r}")
    return int(text)
