"""Scoring a Dreierles deal the table only partly remembers: the bid, the declarer and
his pile (tricks and discards) or its card points — from record tags
(``[Contract]``, ``[Declarer]``, ``[Pile]`` / ``[Points]``) or the command line's
``tarock-tutor score dreierles3 --contract … --declarer … --points …``.  Only the
play result is scored; bonuses, Pfeife and Kontra need the full record.

>>> from tarock_tutor.core.setup import Setup
>>> from .variants import DREIERLES3
>>> setup = Setup.seeded(DREIERLES3, 0, dealer=0)
>>> score_facts(setup, {"Contract": "dreier", "Declarer": "1", "Points": "41"}).totals()
(-2, 4, -2)
"""

from __future__ import annotations

from collections.abc import Mapping

from tarock_tutor.core.counting import count_baden
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.core.setup import Setup

from .rules import BIDS, LADDER, PACK
from .scoring import score_game


def score_facts(setup: Setup, facts: Mapping[str, str]) -> ScoreSheet:
    """The play result's sheet from ``Contract``, ``Declarer`` and ``Pile`` or ``Points``
    (spec §3.10, §3.11); impossible facts are refused by name."""
    contract = facts.get("Contract", "").strip().lower()
    if contract not in BIDS:
        raise TarockError(f"contract {contract!r} cannot be scored from a remembered result; "
                          f"remembered results work for: {', '.join(LADDER)} (record Räuber "
                          "deals in full)")
    table, dealer = setup.variant.seats, setup.dealer
    declarer = _whole(facts.get("Declarer", ""), "Declarer", table - 1)
    if table == 4 and declarer == dealer:
        raise TarockError(f"seat {declarer} deals and sits out with four at the table; it "
                          "cannot declare (§3.1)")
    k = BIDS[contract].exchange
    if "Pile" in facts:
        pile = parse_cards(facts["Pile"], PACK)
        n = len(pile)
        if n < k or (n - k) % 3 or n - k > 45:
            raise TarockError(f"a {contract} declarer's pile is his {k} discards plus whole "
                              f"tricks of three ({k}, {k + 3}, … {k + 45} cards), not {n} "
                              "(§3.10)")
        points = count_baden(pile, PACK)
    elif "Points" in facts:
        points = _whole(facts["Points"], "Points", 69)
        if points == 0 and k > 1:
            raise TarockError(f"a {contract} declarer keeps his {k} discards, so he cannot "
                              "have 0 card points (§3.10)")
    else:
        raise TarockError("a remembered Dreierles result needs the declarer's Pile or Points")
    return score_game(table=table, declarer=declarer, contract=contract, points=points,
                      dealer=dealer, names=setup.names)


def _whole(raw: str, what: str, top: int) -> int:
    text = raw.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 3 or int(text) > top:
        raise TarockError(f"{what} must be a whole number from 0 to {top}, not {raw!r}")
    return int(text)
