"""Scoring a Cego deal the table only partly remembers (issue 11): the contract, the
declarer and his counted pile (or its card points), from record tags or the CLI's
``tarock-tutor score cego3 --contract … --declarer … --pile …``."""

from __future__ import annotations

from collections.abc import Mapping

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.core.setup import Setup

from .contracts import CONTRACTS, LADDER, NEGATIVE, RAEUBER
from .scoring import score_contract


def score_facts(setup: Setup, facts: Mapping[str, str]) -> ScoreSheet:
    """``Contract`` (a ladder contract or ``solo``), ``Declarer`` (seat), and ``Pile``
    (his tricks plus the set-aside cards or the Solo talon) or ``Points``; optional
    ``AfterSolo`` (``true`` when a Solo was bid before, spec §2.12)."""
    contract = facts.get("Contract", "").strip().lower()
    if contract not in (CONTRACTS.keys() - {*NEGATIVE, RAEUBER}):
        raise TarockError(f"contract {contract!r} cannot be scored from a remembered pile; "
                          f"remembered results work for: solo, {', '.join(LADDER)} "
                          "(record Piccolo, Bettel and Räuber deals in full)")
    declarer = _seat(facts.get("Declarer", ""), setup.variant.seats)
    players = setup.variant.seats
    kwargs: dict[str, object] = {}
    if "Pile" in facts:
        kwargs["declarer_cards"] = facts["Pile"]
    elif "Points" in facts:
        kwargs["declarer_points"] = _whole(facts["Points"], "Points")
    else:
        raise TarockError("a remembered Cego result needs the declarer's Pile or Points")
    after = contract == "solo" or facts.get("AfterSolo", "false").strip().lower() in (
        "true", "yes", "1")
    score = score_contract(players=players, contract=contract, declarer=declarer,
                                after_solo=after, **kwargs)  # type: ignore[arg-type]
    return score.sheet


def _seat(raw: str, seats: int) -> int:
    text = raw.strip()
    if not (text.isascii() and text.isdigit()) or int(text) >= seats:
        raise TarockError(f"Declarer must be a seat number 0..{seats - 1}, not {raw!r}")
    return int(text)


def _whole(raw: str, what: str) -> int:
    text = raw.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 3:
        raise TarockError(f"{what} must be a whole number of card points, not {raw!r}")
    return int(text)
