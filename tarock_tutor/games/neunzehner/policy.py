"""A plain, predictable player for example deals (not strategy advice).

Every choice is one of the engine's legal actions, picked by a short rule:

* auction (only in :func:`example_policy`): the eldest hand opens with a Rufer, everyone
  else passes (:func:`play_deal` scripts the auction instead);
* talon: the steps given, else accept;
* discard: the legal discard with the fewest card points, then the weakest cards;
* declarations: the items of :func:`best_declaration`, one at a time; no
  announcements; in the dummy forms the first defender asked volunteers;
* play: lead a low card (suit cards before trumps); when the trick is held by a
  player known to be on the same side, add the most valuable card allowed; else
  win as cheaply as possible, or throw the least valuable card.

Who is known to be on the same side follows the rules of the call (spec §1.8):
before the called trump shows, only its holder knows the teams of a Rufer.

>>> from tarock_tutor import games
>>> from tarock_tutor.games.neunzehner import new_game
>>> done = games.playout(new_game("4p", seed=2), policy=example_policy)
>>> done.contract, sum(done.card_points())
('rufer', 70)
"""

from __future__ import annotations

from collections.abc import Sequence

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Action, Announce, Bid, Discard, GameState, Phase, Play, Take
from tarock_tutor.core.setup import Setup
from tarock_tutor.core.tricks import trick_winner
from tarock_tutor.games.neunzehner.phase_names import Phases

from .parts.base import NeunzehnerTable
from .parts.contracts import PACK, PASS, RUFER
from .parts.declarations import DONE, VOLUNTEER, best_declaration
from .parts.drive import auction_script
from .state import NeunzehnerState
from .variants import variant_for

__all__ = ["choose_action", "example_policy", "known_ally", "play_deal"]


def known_ally(state: NeunzehnerTable, seat: int, other: int) -> bool:
    """Whether ``seat`` knows that ``other`` plays on its side."""
    if seat == other:
        return True
    side = state.declarer_side
    same = (seat in side) == (other in side)
    if state.contract != RUFER or state.partner_revealed or seat == state.partner:
        return same
    return False


def _points(c: Card) -> int:
    return PACK.value[c]


def _choose_play(state: NeunzehnerTable, legal: Sequence[Play]) -> Play:
    tp = state.trickplay
    assert tp is not None
    trick = list(tp.current)
    seat = state.to_move
    assert seat is not None
    if not trick:
        return min(legal, key=lambda a: (a.card.suit is Suit.TRUMP, _points(a.card),
                                         PACK.strength[a.card]))
    holder = tp.current_seats[trick_winner(trick, PACK)]
    if known_ally(state, seat, holder):
        return max(legal, key=lambda a: (_points(a.card), -PACK.strength[a.card]))
    winning = [a for a in legal if trick_winner([*trick, a.card], PACK) == len(trick)]
    if winning:
        return min(winning, key=lambda a: (a.card.suit is Suit.TRUMP, PACK.strength[a.card]))
    return min(legal, key=lambda a: (_points(a.card), PACK.strength[a.card]))


def choose_action(state: NeunzehnerTable, talon_steps: Sequence[str] = ()) -> Action:
    """The example player's choice in any phase (in the auction: open Rufer, else pass)."""
    legal = state.legal_actions()
    if not legal:
        raise TarockError(f"no legal action in phase {state.phase.value}",
                          code="GAME_OVER")
    ph = state.phase
    if ph is Phases.AUCTION:
        return next((a for a in legal if isinstance(a, Bid) and a.bid == PASS), legal[0])
    if ph is Phases.TALON:
        done = sum(1 for a in state.history if isinstance(a, Take))
        want = talon_steps[done] if done < len(talon_steps) else "accept"
        return next((a for a in legal if isinstance(a, Take) and a.what == want), legal[0])
    if ph is Phases.EXCHANGE:
        return min((a for a in legal if isinstance(a, Discard)),
                   key=lambda a: (sum(_points(c) for c in a.cards),
                                  sum(PACK.strength[c] for c in a.cards)))
    if ph is Phases.ANNOUNCE:
        seat = state.to_move
        assert seat is not None
        best = best_declaration(state.hands[seat]).items
        for a in legal:
            if isinstance(a, Announce) and (a.what in best or a.what == VOLUNTEER):
                return a
        return next(a for a in legal if isinstance(a, Announce) and a.what == DONE)
    if ph is Phase.PLAY:
        return _choose_play(state, [a for a in legal if isinstance(a, Play)])
    return legal[0]  # the call: exactly one legal card


def example_policy(state: GameState, rng: Rng) -> Action:
    """The registry's playing policy (``GameSpec.policy``): :func:`choose_action`."""
    if not isinstance(state, NeunzehnerTable):
        raise TarockError(f"the Neunzehnerrufen policy needs a Neunzehnerrufen deal, "
                          f"not {state!r}",
                          code="NOT_VARIANT_OF",
                          params={"value": repr(state)[:30], "title": "ノインツェーナールーフェン"})
    return choose_action(state)


def play_deal(form: str, seed: int, *, declarer: int, contract: str,
              talon_steps: Sequence[str] = (), dealer: int = 3) -> NeunzehnerState:
    """A whole deal: the auction that gives ``declarer`` the ``contract``, the talon steps
    as given (``accept`` when none are left), then the example player's choices."""
    variant = variant_for(form)
    state = NeunzehnerState(Setup.seeded(variant, seed, dealer=dealer))
    if state.auction is not None:
        for b in auction_script(state.auction.bidders, declarer, contract):
            state.apply(b)
    elif not (declarer == state.declarer and contract == state.contract):
        raise TarockError(f"in the {form!r} form the declarer is always S{state.declarer} "
                          "with a Rufer (spec §1.13)",
                          code="NZ_FORM_DECLARER", params={"seat": (state.declarer or 0) + 1})
    while not state.is_terminal:
        state.apply(choose_action(state, talon_steps))
    return state
