"""The score sheet of a played deal: the state's outcome fed to :func:`score_deal`.

Everything the calculator needs is read off the finished state: the pooled
card points of the declarer side (D-A1), ``Mt`` from the staged looks, the
declarations and announcements made, who won the last trick with the I, and
whether one team took every trick.  Option ``dummy_result_to="controller"``
folds a dummy's column into the player who played it (3- and 2-player forms;
in the dealer-dummy form the dealer is a person and keeps his column).
"""

from __future__ import annotations

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.labels import seat_columns
from tarock_tutor.core.protocol import Phase
from tarock_tutor.core.scoring import ScoreSheet

from ..scoring import DECLARER_SIDE, DEFENDERS, score_deal
from .base import NeunzehnerTable
from .contracts import TRUMP_I


def seat_labels(state: NeunzehnerTable) -> tuple[str, ...]:
    """席1 … 席4 as people number seats (engine seat + 1, fixed), with the players'
    names when given, a dummy marked "(ダミー)"."""
    out = []
    for s, label in enumerate(seat_columns(4, state.setup.names)):
        if s in state.dummies or (s == state.play_dummy and s != state.declarer):
            label += "(ダミー)"
        out.append(label)
    return tuple(out)


def deal_score_sheet(state: NeunzehnerTable) -> ScoreSheet:
    """The sheet of a finished deal (spec §1.11–1.13)."""
    if state.phase is not Phase.FINISHED:
        raise TarockError(f"the deal is not finished (phase {state.phase.value}); a score "
                          "sheet needs every trick — use score_deal() for what-ifs",
                          code="DEAL_NOT_FINISHED", params={"phase": state.phase.ja})
    assert state.contract is not None and state.declarer is not None
    side = state.declarer_side
    points, _ = state.card_points()
    side_tricks = sum(1 for t in state.tricks if t.winner in side)
    all_tricks = (DECLARER_SIDE if side_tricks == len(state.tricks)
                  else DEFENDERS if side_tricks == 0 else None)
    last = state.tricks[-1]
    won = last.winner
    pagat_by = won if won is not None and last.card_of(won) == TRUMP_I else None
    return outcome_sheet(state, points, pagat_by, all_tricks)


def outcome_sheet(state: NeunzehnerTable, points: int, pagat_by: int | None,
                  all_tricks: str | None) -> ScoreSheet:
    """The sheet of this deal's contract, declarations, announcements and options for
    an outcome of the play (the declarer side's card points, who won the last trick
    with the I, which side took every trick): the finished deal's sheet, and the exact
    solver's value (:mod:`..exact`)."""
    assert state.contract is not None and state.declarer is not None
    fold: dict[int, int] = {}
    if state.options["dummy_result_to"] == "controller" and state.form in ("3p_dummy", "2p"):
        fold = {d: state.controller[d] for d in state.dummies}
    deal = f"シード {state.seed} の配り" if state.seed is not None else "手で入力した配り"
    title = f"{state.variant.aliases.get('ja', state.variant.title)} {deal}"
    return score_deal(contract=state.contract, declarer=state.declarer,
                      declarer_points=points, partner=state.partner,
                      talon_multiplier=state.talon_multiplier,
                      declarations={s: tuple(v) for s, v in state.declarations.items() if v},
                      pagat_announced_by=state.pagat_announced_by,
                      valat_announced_by=state.valat_announced_by, pagat_won_by=pagat_by,
                      all_tricks=all_tricks, loss_reference=state.options["loss_reference"],
                      players=seat_labels(state), fold=fold, title=title)
