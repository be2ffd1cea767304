"""Scoring a Sicilian hand the table only partly remembers (issue 20): a hand thrown
in by bargaining (each seat's offer paid or take received), a Solo (the soloist and his
points), a partnership (the "20" player, his partner and their points), or a hand not
played — from record tags or ``tarock-tutor score sicilian --contract … --declarer …``,
scored by the same line code as a played hand (spec §3.4, §3.7, §3.9).

Tags: ``Contract`` (``solo``, ``partnership``, ``throw_in``, ``no_taker``,
``no_twenty``), ``Declarer`` (the soloist or the "20" player), ``Partner``, ``Points``
(the side's points, last trick included, 0..109) and ``Payments`` (``throw_in``: four
signed amounts, one per seat, offers negative and takes positive, summing to 0).

>>> from tarock_tutor.games.sicilian.variants import SICILIAN
>>> s = Setup.seeded(SICILIAN, 0, dealer=3)
>>> score_facts(s, {"Contract": "solo", "Declarer": "2", "Points": "60"}).totals()
(-5, 15, -5, -5)
"""

from __future__ import annotations

from collections.abc import Mapping

from tarock_tutor.core import facts as read
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.protocol import GameState
from tarock_tutor.core.scoring import LineItem, ScoreSheet
from tarock_tutor.core.setup import Setup

from .scoring import TOTAL, score_bargain, score_partnership, score_solo
from .variants import ref

FACT_TAGS = ("Contract", "Declarer", "Partner", "Points", "Payments")
CONTRACTS = ("solo", "partnership", "throw_in", "no_taker", "no_twenty")


def score_facts(setup: Setup, facts: Mapping[str, str]) -> ScoreSheet:
    """The sheet from the tags; impossible facts are refused by name."""
    dealer = setup.dealer
    names = setup.names or tuple(seat_ja(s, dealer, 4) for s in range(4))
    sheet = ScoreSheet(names, title="シチリアのタロッキ")
    kind = read.choice(facts, "Contract", CONTRACTS)
    if kind == "throw_in":
        sheet.add(score_bargain(_payments(facts), note="プレイなし: 同じディーラーが配り直し"))
    elif kind == "no_taker":
        sheet.add(score_bargain((0, 0, 0, 0), note="全員が「出す」側で貰う人がいない: "
                                "支払いなし、同じディーラーが配り直し(判断 D-C3)"))
    elif kind == "no_twenty":
        sheet.add(LineItem("no_twenty", "「20」なし: プレイなし、同じディーラーが配り直し",
                           (0, 0, 0, 0), rule=ref("§3.7")))
    else:
        declarer = read.seat(facts, "Declarer", 4)
        points = read.number(facts, "Points", 0, TOTAL)
        if kind == "solo":
            sheet.add(score_solo(declarer, points, dealer=dealer))
        else:
            partner = read.seat(facts, "Partner", 4)
            if partner == declarer:
                raise read.impossible("Partner", "the partner cannot be the '20' player",
                                      "パートナーは「20」を言った人とは別の席です。")
            sheet.add(score_partnership((declarer, partner), dealer=dealer, points=points))
    return sheet


def _payments(facts: Mapping[str, str]) -> tuple[int, ...]:
    words = facts.get("Payments", "").replace(",", " ").split()
    out = []
    for w in words[:5]:
        sign = -1 if w.startswith("-") else 1
        out.append(sign * read.number({"Payments": w.removeprefix("-")}, "Payments", 0, 999))
    if len(words) != 4 or sum(out) != 0:
        raise read.impossible("Payments", "a throw-in lists four payments summing to 0",
                              "交渉の支払いは席ごとに4つ(出した点は −、貰った点は +)で、"
                              "合計が0になります。")
    return tuple(out)


def facts_of(state: GameState) -> dict[str, str]:
    """The remembered result of a finished hand: what a table would write down."""
    from .state import SicilianState

    if not isinstance(state, SicilianState) or not state.is_terminal:
        raise read.impossible("Contract", "facts_of needs a finished Sicilian hand",
                              "終わったディールが要ります。")
    if state.outcome == "throw_in":
        return {"Contract": "throw_in",
                "Payments": " ".join(str(x) for x in state.bargain.payments())}
    if state.outcome in ("no_taker", "no_twenty"):
        return {"Contract": str(state.outcome)}
    c = state.count()
    if state.game_kind == "partnership":
        partner = next(s for s in c.side if s != state.declarer_seat())
        return {"Contract": "partnership", "Declarer": read.written(state.declarer_seat()),
                "Partner": read.written(partner), "Points": str(c.points)}
    return {"Contract": "solo", "Declarer": read.written(state.declarer_seat()),
            "Points": str(c.points)}
