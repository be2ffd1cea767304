"""Scoring a Neunzehnerrufen deal the table only partly remembers (issue 11, issue 20):
the contract, the declarer (and the called partner), the declarer side's card points or
counted pile, the staged looks' multiplier, the declarations, the Pagat and Valat
announcements, who won the last trick with the I, which side took every trick, and in
the dummy forms who played the dummy — the same sheet code as a played deal (§1.7–§1.13).

Tags: ``Contract``, ``Declarer``, ``Partner``, ``Points`` or ``Pile``,
``TalonMultiplier`` (1..11), ``Declarations`` (``seat:item`` pairs, e.g. ``1:trull``),
``PagatAnnounced`` and ``ValatAnnounced`` (the announcing seat), ``PagatWonBy``,
``AllTricks`` (``declarers``, ``defenders`` or ``none``), ``PlayDummy`` (the dummy seat in
play, dealer-dummy form) and ``Controllers`` (``dummy:seat`` pairs: who played a dummy).
"""

from __future__ import annotations

from collections.abc import Mapping

from tarock_tutor.core import facts as read
from tarock_tutor.core.counting import count_austrian
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import GameState
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.core.setup import Setup

from .parts.contracts import CONTRACTS, TRUMP_I
from .parts.table import dummy_seats
from .scoring import DECLARER_SIDE, DEFENDERS, score_deal
from .variants import FORM_OF_VARIANT

FACT_TAGS = ("Contract", "Declarer", "Partner", "Points", "Pile", "TalonMultiplier",
             "Declarations", "PagatAnnounced", "ValatAnnounced", "PagatWonBy", "AllTricks",
             "PlayDummy", "Controllers")
SEATS = 4
_SIDES = {"declarers": DECLARER_SIDE, "defenders": DEFENDERS, "none": None}


def score_facts(setup: Setup, facts: Mapping[str, str]) -> ScoreSheet:
    """The sheet from the tags; impossible facts are refused by name."""
    contract = read.choice(facts, "Contract", tuple(CONTRACTS))
    declarer = read.seat(facts, "Declarer", SEATS)
    partner = read.optional_seat(facts, "Partner", SEATS)
    if "Pile" in facts:
        pack = setup.variant.pack
        points = count_austrian(parse_cards(facts["Pile"], pack), pack)
    elif "Points" in facts:
        points = read.number(facts, "Points", 0, 70)
    else:
        raise read.missing("Points", "デクレアラー側の点数 [Points] か取り札 [Pile]")
    declarations: dict[int, list[str]] = {}
    for seat, item in read.pairs(facts, "Declarations", SEATS):
        declarations.setdefault(seat, []).append(item)
    form = FORM_OF_VARIANT.get(setup.variant.key, "4p")
    dummies = dummy_seats(form, setup.dealer)
    play_dummy = read.optional_seat(facts, "PlayDummy", SEATS)
    controllers = dict(read.pairs(facts, "Controllers", SEATS, limit=2))
    fold: dict[int, int] = {}
    if setup.options["dummy_result_to"] == "controller" and form in ("3p_dummy", "2p"):
        for d in dummies:
            if d not in controllers:
                raise read.missing("Controllers", "ダミーを誰がプレイしたか [Controllers]"
                                   f"(ダミー:席 の組、ダミーは席{d + 1})")
            fold[d] = read.seat({"Controllers": controllers[d]}, "Controllers", SEATS)
    labels = []
    for s in range(SEATS):
        label = seat_ja(s, setup.dealer, SEATS)
        if s in dummies or (s == play_dummy and s != declarer):
            label += "(ダミー)"
        labels.append(label)
    side = read.choice(facts, "AllTricks", tuple(_SIDES), default="none")
    return score_deal(contract=contract, declarer=declarer, partner=partner,
                      declarer_points=points,
                      talon_multiplier=read.number(facts, "TalonMultiplier", 1, 11, default=1),
                      declarations={s: tuple(v) for s, v in declarations.items()},
                      pagat_announced_by=read.optional_seat(facts, "PagatAnnounced", SEATS),
                      valat_announced_by=read.optional_seat(facts, "ValatAnnounced", SEATS),
                      pagat_won_by=read.optional_seat(facts, "PagatWonBy", SEATS),
                      all_tricks=_SIDES[side], loss_reference=setup.options["loss_reference"],
                      players=tuple(labels), fold=fold,
                      title=f"{setup.variant.aliases.get('ja', setup.variant.title)} "
                            "覚えている結果")


def facts_of(state: GameState) -> dict[str, str]:
    """The remembered result of a finished deal: what a table would write down."""
    from .parts.base import NeunzehnerTable

    if not isinstance(state, NeunzehnerTable) or not state.is_terminal \
            or state.contract is None or state.declarer is None:
        raise read.impossible("Contract", "facts_of needs a finished Neunzehnerrufen deal",
                              "終わったディールが要ります。")
    side = state.declarer_side
    won = sum(1 for t in state.tricks if t.winner in side)
    last = state.tricks[-1]
    out = {"Contract": state.contract, "Declarer": read.written(state.declarer),
           "Points": str(state.card_points()[0])}
    if state.partner is not None:
        out["Partner"] = read.written(state.partner)
    if state.talon_multiplier != 1:
        out["TalonMultiplier"] = str(state.talon_multiplier)
    decl = [f"{s + 1}:{i}" for s, items in sorted(state.declarations.items()) for i in items]
    if decl:
        out["Declarations"] = " ".join(decl)
    for tag, seat in (("PagatAnnounced", state.pagat_announced_by),
                      ("ValatAnnounced", state.valat_announced_by)):
        if seat is not None:
            out[tag] = read.written(seat)
    if last.winner is not None and last.card_of(last.winner) == TRUMP_I:
        out["PagatWonBy"] = read.written(last.winner)
    if won in (0, len(state.tricks)):
        out["AllTricks"] = "declarers" if won else "defenders"
    if state.play_dummy is not None:
        out["PlayDummy"] = read.written(state.play_dummy)
    if state.controller:
        out["Controllers"] = " ".join(f"{d + 1}:{c + 1}"
                                      for d, c in sorted(state.controller.items()))
    return out
