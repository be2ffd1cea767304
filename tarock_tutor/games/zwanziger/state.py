"""The Zwanzigerrufen game state: the deal, the spoken procedure, then the tricks.

Seats are numbered in play order (the book's 席1 is seat 0); the eldest, who
bids and leads first, is the seat after the dealer.  The truth is the setup and
the history; everything here is derived from them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from tarock_tutor.core.cards import Card
from tarock_tutor.core.dealing import Deal, deal, packet_plan
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.labels import seat_columns, seat_ja
from tarock_tutor.core.phases import PhasedState, PhaseHandler
from tarock_tutor.core.protocol import DealView, Phase
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.core.setup import Setup, resolve_deal
from tarock_tutor.games.zwanziger.phase_names import Phases

from .parts.rules import GAME, HAND_SIZE, PACK, RUFER, SEATS, TRULL, TRUMP_I, called_trump
from .parts.speech import Speech
from .phases import HANDLERS
from .scoring import DECLARER_SIDE, DEFENDERS, score_deal


def seeded_deal(seed: int, dealer: int = 3) -> Deal:
    """Two rounds of five cards, the eldest first, in play order (spec §2.3, D-B1)."""
    plan = packet_plan(seats=SEATS, first=(dealer + 1) % SEATS, packets=[5, 5])
    return deal(PACK, seed=seed, plan=plan, seats=SEATS)


class ZwanzigerState(PhasedState):
    game_key: ClassVar[str] = GAME
    handlers: ClassVar[Mapping[Phase, PhaseHandler[Any]]] = HANDLERS

    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        d = resolve_deal(setup, lambda seed: seeded_deal(seed, setup.dealer))
        self.dealt_hands: tuple[tuple[Card, ...], ...] = tuple(tuple(h) for h in d.hands)
        self.eldest = (self.dealer + 1) % SEATS
        self.trull_holder: int | None = next(
            (s for s, h in enumerate(self.dealt_hands) if set(h) >= TRULL), None)
        self.speech = Speech(self.eldest)
        self.partner: int | None = None
        self.enter(Phases.AUCTION)

    # --- derived facts ------------------------------------------------------------
    @property
    def contract(self) -> str | None:
        return self.speech.contract

    @property
    def declarer(self) -> int | None:
        return self.speech.declarer

    @property
    def called(self) -> Card | None:
        return self.speech.called

    def table_side(self, seat: int) -> str:
        """Where ``seat`` sits as seen by the dealer: ``left``, ``opposite``, ``right`` or
        ``dealer`` (option ``direction``: clockwise play puts the eldest at his left)."""
        step = (seat - self.dealer) % SEATS
        if step == 0:
            return "dealer"
        if step == 2:
            return "opposite"
        clockwise = self.options["direction"] == "clockwise"
        return "left" if (step == 1) == clockwise else "right"

    def seat_names(self) -> tuple[str, ...]:
        """席1 … 席4 as the book numbers them: fixed for the table (席k is engine seat k−1);
        the dealer and the eldest are roles (with the default dealer, 席4 deals)."""
        return tuple(seat_ja(s, self.dealer, SEATS) for s in range(SEATS))

    def call_for(self, seat: int) -> Card:
        """The tarock ``seat`` must call with his dealt hand (spec §2.5, D-B3)."""
        return called_trump(self.dealt_hands[seat])

    def partner_changed(self) -> None:
        c = self.speech.called
        self.partner = None if c is None or self.speech.contract != RUFER else next(
            s for s, h in enumerate(self.dealt_hands) if c in h)

    def known_partner(self, seat: int) -> int | None:
        """The partner as ``seat`` may know him (spec §2.5, §4 item 4): the partner knows
        himself; everybody knows him once he has announced, said Re, or played the
        called tarock.  ``None``: not a Rufer, or still hidden from ``seat``."""
        p = self.partner
        if p is None:
            return None
        tp = self.trickplay
        played = tp is not None and self.called is not None and (
            self.called in tp.current or any(self.called in t.cards for t in tp.tricks))
        return p if seat == p or self.speech.revealed or played else None

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds now, sorted as the book shows them."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < SEATS:
            raise TarockError(f"seat must be 0..{SEATS - 1}, not {seat!r}",
                              code="SEAT_RANGE",
                              params={"what": "プレイヤー", "value": repr(seat)[:30], "high": SEATS,
                                      "last": SEATS - 1})
        if self.trickplay is not None:
            return tuple(PACK.sorted(self.trickplay.hand(seat)))
        return tuple(PACK.sorted(self.dealt_hands[seat]))

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's current hand (sorted for display)."""
        return tuple(self.hand(s) for s in range(SEATS))

    @property
    def declarer_side(self) -> tuple[int, ...]:
        d = self.declarer
        if d is None:
            return ()
        return tuple(sorted({d} if self.partner is None else {d, self.partner}))

    def deal_view(self) -> DealView:
        """All 40 cards are dealt (no talon, spec §2.2); the partner is the holder of the
        called tarock in a Rufer (engine truth, hidden from the table until shown)."""
        partners = () if self.partner is None else (self.partner,)
        return DealView(self.hands, self.dealt_hands, (), self.trickplay, self.declarer,
                        partners, contract=self.contract, eldest=self.eldest,
                        to_move=self.to_move)

    def levels(self) -> dict[str, int]:
        return {k: c.level for k, c in self.speech.chains.items()}

    def card_points(self) -> tuple[int, int]:
        """(declarer side, defenders): card points taken so far, plain count (§2.2)."""
        if self.trickplay is None:
            return (0, 0)
        side = set(self.declarer_side)
        mine = sum(PACK.value[c] for s in side for c in self.trickplay.captured[s])
        theirs = sum(PACK.value[c] for s in range(SEATS) if s not in side
                     for c in self.trickplay.captured[s])
        return mine, theirs

    # --- the score ----------------------------------------------------------------
    def score_sheet(self) -> ScoreSheet:
        if self.phase is not Phase.FINISHED or self.trickplay is None:
            raise TarockError(f"the deal is not finished (phase {self.phase.value}); a score "
                              "sheet needs all ten tricks — use score_deal() for what-ifs",
                              code="DEAL_NOT_FINISHED", params={"phase": self.phase.ja})
        assert self.contract is not None and self.declarer is not None
        tp = self.trickplay
        side = set(self.declarer_side)
        won_by_side = sum(1 for t in tp.tricks if t.winner in side)
        all_tricks = (DECLARER_SIDE if won_by_side == HAND_SIZE
                      else DEFENDERS if won_by_side == 0 else None)
        last = tp.tricks[-1]
        assert last.winner is not None
        pagat_won_by = last.winner if last.card_of(last.winner) is TRUMP_I else None
        return self.outcome_sheet(self.card_points()[0], pagat_won_by, all_tricks)

    def outcome_sheet(self, points: int, pagat_won_by: int | None,
                      all_tricks: str | None) -> ScoreSheet:
        """The sheet of this deal's contract, announcements and options for an outcome
        of the play (the declarer side's card points, who won the last trick with the
        I, which side took all ten): the finished deal's sheet, and the exact solver's
        value (:mod:`.exact`)."""
        assert self.contract is not None and self.declarer is not None
        return score_deal(contract=self.contract, declarer=self.declarer,
                          partner=self.partner, declarer_points=points,
                          levels=self.levels(), pagat_announced_by=self.speech.pagat_by,
                          valat_announced=self.speech.valat_by is not None,
                          pagat_won_by=pagat_won_by, all_tricks=all_tricks,
                          trull_holder=self.trull_holder,
                          failed_valat_pays=self.options["failed_valat_pays"],
                          defender_silent_bonuses=self.options["defender_silent_bonuses"],
                          players=seat_columns(SEATS, self.setup.names),
                          title=self.variant.aliases["ja"])

    def __repr__(self) -> str:
        return (f"ZwanzigerState(phase={self.phase.value}, to_move={self.to_move}, "
                f"contract={self.contract}, declarer={self.declarer})")
