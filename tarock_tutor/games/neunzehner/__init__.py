"""Neunzehnerrufen (seed 001; spec neunzehner-zwanziger-sicilian.md §1): the
Austrian calling-the-XIX game for four players and its dummy forms.

The friendly entry points for notebooks:

* :func:`new_game` ``(form="4p" | "3p_dummy" | "4p_dealer_dummy" | "2p", seed=1,
  dealer=3, hands=None, talon=None, **options)`` → :class:`NeunzehnerState`
  (``hands`` and ``talon``: a deal typed in from a real table);
* :func:`random_playout` ``(state, seed)`` → a finished copy;
* :func:`called_card_for` ``(hand, face_up_discards=())`` → the trump to call;
* :func:`check_declaration` ``(hand, declaration)`` → :class:`Verdict`;
  :func:`best_declaration` ``(hand)`` → :class:`Declaration`;
* :func:`to_record` / :func:`from_record`: the deal as a text record and back;
* :func:`score_deal` ``(contract=…, declarer=…, declarer_points=…, …)`` → a
  :class:`~tarock_tutor.core.scoring.ScoreSheet` without playing.

State attributes a notebook can read: ``setup``, ``form``, ``dealer``, ``eldest``,
``hands`` (per seat; ``hand(seat)`` sorted), ``talon`` (top first),
``untaken_talon()``, ``discards``, ``face_up_discards``, ``declarer``,
``contract``, ``staged`` (the staged looks: ``looking``, ``rejected``,
``taken``, ``multiplier``), ``talon_multiplier``, ``exposed_talon``,
``called_card``, ``partner`` (engine truth — hidden from players; use
``view(seat).partner``), ``partner_revealed``, ``declarations``,
``pagat_announced_by``, ``valat_announced_by``, ``dummies``, ``exposed``,
``controller`` (dummy seat → the player who plays it), ``tricks`` (each a
:class:`~tarock_tutor.core.hand.Trick`), ``trick_cards``, ``leader``, ``phase``,
``to_move`` (a seat; for a dummy the dummy's seat) and ``acting_player`` (who
chooses), ``card_points()``.

Actions: ``Bid(seat, "rufer" | "dreier" | "zweier" | "einer" | "solo" |
"pass" | "hold")``; ``Take(seat, "accept" | "reject" | "back<k>")`` in the
staged looks; ``Discard(seat, cards)``; ``Call(seat, card)``;
``Announce(seat, item)`` with a declaration item, ``pagat_ultimo``,
``valat`` or ``done``, and ``dummy_volunteer`` / ``dummy_decline``;
``Play(seat, card)``.

A state offers ``legal_actions()``, ``explain(action)`` (a verdict with a
stable reason code, the alternatives and the rule), ``apply(action)`` (raises
:class:`~tarock_tutor.core.errors.IllegalAction`) and ``score_sheet()``; its
``history`` replays to the same state.

>>> g = new_game("4p", seed=1)
>>> g.phase.value, g.to_move, [str(a) for a in g.legal_actions()]
('auction', 0, ['0 bid rufer', '0 bid dreier', '0 bid zweier', '0 bid einer', '0 bid solo'])
>>> v = g.explain(Bid(0, "pass"))
>>> v.allowed, v.code
(False, 'N19_OPENING_MUST_BID')
>>> for a in [Bid(0, "rufer"), Bid(1, "pass"), Bid(2, "pass"), Bid(3, "pass")]:
...     g.apply(a)
>>> g.declarer, g.contract, g.phase.value, len(g.hands[0])
(0, 'rufer', 'exchange', 16)
>>> done = random_playout(g, seed=5)
>>> done.phase.value, sum(done.score_sheet().totals()), sum(done.card_points())
('finished', 0, 70)
>>> done.view(1).partner in (None, done.partner)
True
>>> score_deal(contract="rufer", declarer=0, partner=2, declarer_points=40).totals()
(5, -5, 5, -5)

A deal typed in by hand (every hand and the talon, top first):

>>> typed = new_game("4p", hands=[" ".join(c.code for c in h) for h in g.initial_hands],
...                  talon=" ".join(c.code for c in g.talon))
>>> typed.seed is None, typed.hands == new_game("4p", seed=1).hands
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.hand import Trick
from tarock_tutor.core.protocol import (
    Action,
    Announce,
    Bid,
    Call,
    Discard,
    Play,
    Take,
    Verdict,
)
from tarock_tutor.core.registry import GameSpec, register_game
from tarock_tutor.core.setup import Setup
from tarock_tutor.games.neunzehner.phase_names import Phases

from . import messages as messages
from .exact import exact_play
from .facts import FACT_TAGS, score_facts
from .labels import GAME, LABELS
from .parts.bidding import Auction
from .parts.calling import called_card_among, called_card_for
from .parts.contracts import (
    BID_MULTIPLIER,
    CONTRACTS,
    DREIER,
    EINER,
    PACK,
    REF_PLAY,
    RUFER,
    SOLO,
    ZWEIER,
    contracts_ja,
    max_talon_multiplier,
    talon_multiplier,
)
from .parts.declarations import (
    Declaration,
    best_declaration,
    check_declaration,
    declaration_value,
)
from .parts.records import from_record, to_record
from .parts.staged_talon import StagedTalon, check_discard, legal_discards
from .parts.table import next_dealer
from .parts.view import SeatView
from .policy import example_policy
from .scoring import ScoreInputError, game_value, score_deal
from .state import NeunzehnerState
from .trick_rules import FOLLOW, deal_rules
from .variants import FORMS, OPTIONS, VARIANTS, variant_for

__all__ = [
    "BID_MULTIPLIER",
    "CONTRACTS",
    "DREIER",
    "EINER",
    "FORMS",
    "LABELS",
    "OPTIONS",
    "PACK",
    "RUFER",
    "SOLO",
    "VARIANTS",
    "ZWEIER",
    "Announce",
    "Auction",
    "Bid",
    "Call",
    "Declaration",
    "Discard",
    "NeunzehnerState",
    "Play",
    "ScoreInputError",
    "SeatView",
    "StagedTalon",
    "Take",
    "Trick",
    "Verdict",
    "best_declaration",
    "called_card_among",
    "called_card_for",
    "check_declaration",
    "check_discard",
    "declaration_value",
    "from_record",
    "game_value",
    "legal_discards",
    "max_talon_multiplier",
    "messages",
    "new_game",
    "next_dealer",
    "random_playout",
    "score_deal",
    "talon_multiplier",
    "to_record",
    "variant_for",
]


def new_game(form: str = "4p", seed: int | None = None, dealer: int = 3, *,
             hands: Sequence[Sequence[Card] | str] | None = None,
             talon: Sequence[Card] | str | None = None, **options: Any) -> NeunzehnerState:
    """A fresh deal of one form; ``options`` override rule options by key
    (e.g. ``loss_reference=36``; unknown keys raise ``VariantError``).

    The book's short name for :func:`tarock_tutor.games.new_deal` (the one way generic
    code starts a deal), taking a form (``"4p"``, ``"3p_dummy"`` …) instead of a
    variant key: ``new_game("4p", seed=s)`` is ``new_deal("neunzehnerrufen", seed=s)``.

    With ``hands`` (one per seat, cards or text such as ``"T21 Sk HK"``) and
    ``talon`` (top first) the deal is the one typed in, not a seeded one (without
    either, the seed is 1); an
    impossible deal (wrong counts, a card twice or missing, a foreign card; in
    the 2-player form no trump ≤ XIX in either dummy, D-A16) raises ``TarockError``."""
    variant = variant_for(form)
    if hands is not None:
        if seed is not None:
            raise TarockError("give either a seed or the hands of a deal, not both",
                              code="SEED_AND_HANDS_GIVEN")
        setup = Setup.arranged_deal(variant, hands, talon if talon is not None else (),
                                    dealer=dealer, options=options)
    else:
        if talon is not None:
            raise TarockError("a talon was given without the hands; give every hand and "
                              "the talon, or a seed", code="TALON_WITHOUT_HANDS")
        setup = Setup.seeded(variant, 1 if seed is None else seed, dealer=dealer,
                             options=options)
    return NeunzehnerState(setup)


def random_playout(state: NeunzehnerState, seed: int = 0, *, contract: str | None = None
                   ) -> NeunzehnerState:
    """A copy of ``state`` played to the end with uniformly random legal actions.

    With ``contract`` the auction is steered: whoever may bid that contract
    does, and everyone else passes (so the eldest hand becomes declarer when
    the auction has not started yet)."""
    if contract is not None and contract not in CONTRACTS:
        raise ScoreInputError(f"unknown contract {contract!r}; contracts: {', '.join(CONTRACTS)}",
                              code="UNKNOWN_CONTRACT", params={
                                  "value": str(contract)[:30], "contracts": contracts_ja()})
    rng = Rng(seed)
    out = state.copy()
    while not out.is_terminal:
        legal = out.legal_actions()
        if contract is not None and out.phase is Phases.AUCTION:
            wanted: list[Action] = [a for a in legal
                                    if isinstance(a, Bid) and a.bid in (contract, "pass")]
            if wanted:
                legal = wanted[:1]
        out.apply(rng.choice(legal), check=False)
    return out


SPEC = register_game(GameSpec(GAME, "Neunzehnerrufen", "ノインツェーナールーフェン",
                              tuple(VARIANTS.values()), NeunzehnerState, default_dealer=3,
                              policy=example_policy, labels=LABELS, score_facts=score_facts,
                              fact_tags=FACT_TAGS, follow_ref=REF_PLAY,
                              exact_play=exact_play,
    # The shared follow rule, restored for seed 001 from the same author's wording
    # (spec neunzehner-zwanziger-sicilian.md §1.10); the Austrian count is seed 001's.
    counting="austrian", follow_rule=FOLLOW,
    trick_rules=deal_rules))
