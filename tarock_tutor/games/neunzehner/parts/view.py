"""What one seat may see: the state without hidden information.

Spec §4.4: the engine knows the partner of a Rufer from the start, but a
player's view must not show it until the called card is played (or, in the
dummy forms, until the called player makes himself known).  The partner
himself knows, of course.  Talon cards are shown only to whoever has seen
them: the declarer's private looks, the packets he refused (face up) and the
cards a player drew himself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from tarock_tutor.core.cards import Card
from tarock_tutor.core.hand import Trick
from tarock_tutor.core.protocol import Phase

from .base import NeunzehnerTable


@dataclass(frozen=True)
class SeatView:
    """The table as ``seat`` sees it."""

    seat: int
    phase: Phase
    to_move: int | None
    dealer: int
    hand: tuple[Card, ...]
    exposed_hands: Mapping[int, tuple[Card, ...]]
    talon_seen: tuple[Card | None, ...]       # None = face down for this seat
    face_up_discards: tuple[Card, ...]
    own_discards: tuple[Card, ...]
    contract: str | None
    declarer: int | None
    talon_multiplier: int
    called_card: Card | None
    partner: int | None                      # None until known to this seat
    controllers: Mapping[int, int]
    tricks: tuple[Trick, ...]
    current_trick: tuple[Card, ...]
    declarations: Mapping[int, tuple[str, ...]] = field(default_factory=dict)
    pagat_announced_by: int | None = None
    valat_announced_by: int | None = None


def seat_view(state: NeunzehnerTable, seat: int) -> SeatView:
    """Build the view of ``seat`` (a dummy's view is that of a face-up hand)."""
    knows_partner = state.partner_revealed or seat == state.partner
    visible = {i for i in range(6) if state.talon_owner.get(i) == seat}
    if state.staged is not None:
        visible |= set(state.staged.exposed_indices())
        visible |= {i for i in state.staged.taken_indices()
                    if state.staged.returned}  # taken back from the face-up cards
        if seat == state.declarer:
            visible |= set(state.staged.seen_indices())
    talon = tuple(c if i in visible else None for i, c in enumerate(state.talon))
    return SeatView(
        seat=seat, phase=state.phase, to_move=state.to_move, dealer=state.dealer,
        hand=state.hand(seat),
        exposed_hands={s: state.hand(s) for s in sorted(state.exposed) if s != seat},
        talon_seen=talon, face_up_discards=state.face_up_discards,
        own_discards=state.discards.get(seat, ()), contract=state.contract,
        declarer=state.declarer, talon_multiplier=state.talon_multiplier,
        called_card=state.called_card, partner=state.partner if knows_partner else None,
        controllers=dict(state.controller), tricks=tuple(state.tricks),
        current_trick=tuple(state.trick_cards),
        declarations={s: tuple(v) for s, v in state.declarations.items() if v},
        pagat_announced_by=state.pagat_announced_by,
        valat_announced_by=state.valat_announced_by)
