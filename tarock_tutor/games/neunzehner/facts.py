"""Scoring a Neunzehnerrufen deal the table only partly remembers (issue 11): the
contract, the declarer (and the called partner), and the declarer side's card points
or counted pile."""

from __future__ import annotations

from collections.abc import Mapping

from tarock_tutor.core.counting import count_austrian
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.core.setup import Setup

from .contracts import CONTRACTS
from .scoring import score_deal


def score_facts(setup: Setup, facts: Mapping[str, str]) -> ScoreSheet:
    """``Contract``, ``Declarer``, ``Partner`` (for a Rufer, when known), ``Points``
    or ``Pile`` (the declarer side's pooled cards) and ``TalonMultiplier`` (the
    staged looks' loss multiplier, 1 if none); the other items of the deal
    (declarations, Pagat, Valat) need the full record."""
    contract = facts.get("Contract", "").strip().lower()
    if contract not in CONTRACTS:
        raise TarockError(f"unknown contract {contract!r}; contracts: "
                          f"{', '.join(CONTRACTS)}")
    declarer = _seat(facts.get("Declarer", ""), "Declarer")
    partner = _seat(facts["Partner"], "Partner") if "Partner" in facts else None
    if "Pile" in facts:
        pack = setup.variant.pack
        points = count_austrian(parse_cards(facts["Pile"], pack), pack)
    elif "Points" in facts:
        text = facts["Points"].strip()
        if not (text.isascii() and text.isdigit()) or len(text) > 3:
            raise TarockError(f"Points must be a whole number, not {facts['Points']!r}")
        points = int(text)
    else:
        raise TarockError("a remembered result needs the declarer side's Pile or Points")
    looks = facts.get("TalonMultiplier", "1").strip()
    if not (looks.isascii() and looks.isdigit()) or not 1 <= int(looks) <= 11:
        raise TarockError(f"TalonMultiplier must be 1..11 (the staged looks, spec §1.7), not "
                          f"{facts.get('TalonMultiplier')!r}")
    return score_deal(contract=contract, declarer=declarer, partner=partner,
                      declarer_points=points, talon_multiplier=int(looks),
                      loss_reference=setup.options["loss_reference"])


def _seat(raw: str, what: str) -> int:
    text = raw.strip()
    if not (text.isascii() and text.isdigit()) or int(text) > 3:
        raise TarockError(f"{what} must be a seat number 0..3, not {raw!r}")
    return int(text)
