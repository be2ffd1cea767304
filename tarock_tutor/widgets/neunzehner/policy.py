"""A plain, predictable player for the example deals (not strategy advice).

Every choice is one of the engine's legal actions, picked by a short rule:

* discard: the legal discard with the fewest card points, then the weakest cards;
* declarations: the items of :func:`best_declaration`, one at a time; no
  announcements; in the dummy forms the first defender asked volunteers;
* play: lead a low card (suit cards before trumps); when the trick is held by a
  player known to be on the same side, add the most valuable card allowed; else
  win as cheaply as possible, or throw the least valuable card.

Who is known to be on the same side follows the rules of the call (spec §1.8):
before the called trump shows, only its holder knows the teams of a Rufer.
"""

from __future__ import annotations

from collections.abc import Sequence

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Action, Announce, Discard, Phase, Play, Take
from tarock_tutor.core.tricks import trick_winner
from tarock_tutor.games.neunzehner import PACK, NeunzehnerState, best_declaration, new_game
from tarock_tutor.games.neunzehner.drive import auction_script

__all__ = ["choose_action", "known_ally", "play_deal"]


def known_ally(state: NeunzehnerState, seat: int, other: int) -> bool:
    """Whether ``seat`` knows that ``other`` plays on its side."""
    if seat == other:
        return True
    side = state.declarer_side
    same = (seat in side) == (other in side)
    if state.contract != "rufer" or state.partner_revealed or seat == state.partner:
        return same
    return False


def _points(c: Card) -> int:
    return PACK.value[c]


def _choose_play(state: NeunzehnerState, legal: Sequence[Play]) -> Play:
    trick = list(state.trick_cards)
    seat = state.to_move
    assert seat is not None
    if not trick:
        return min(legal, key=lambda a: (a.card.suit is Suit.TRUMP, _points(a.card),
                                         PACK.strength[a.card]))
    holder = (state.leader + trick_winner(trick, PACK)) % 4
    if known_ally(state, seat, holder):
        return max(legal, key=lambda a: (_points(a.card), -PACK.strength[a.card]))
    winning = [a for a in legal if trick_winner([*trick, a.card], PACK) == len(trick)]
    if winning:
        return min(winning, key=lambda a: (a.card.suit is Suit.TRUMP, PACK.strength[a.card]))
    return min(legal, key=lambda a: (_points(a.card), PACK.strength[a.card]))


def choose_action(state: NeunzehnerState, talon_steps: Sequence[str] = ()) -> Action:
    """The example player's choice in any phase except the auction."""
    legal = state.legal_actions()
    if not legal:
        raise TarockError(f"no legal action in phase {state.phase.value}")
    ph = state.phase
    if ph is Phase.TALON:
        done = sum(1 for a in state.history if isinstance(a, Take))
        want = talon_steps[done] if done < len(talon_steps) else "accept"
        for a in legal:
            if isinstance(a, Take) and a.what == want:
                return a
        return legal[0]
    if ph is Phase.EXCHANGE:
        return min((a for a in legal if isinstance(a, Discard)),
                   key=lambda a: (sum(_points(c) for c in a.cards),
                                  sum(PACK.strength[c] for c in a.cards)))
    if ph is Phase.ANNOUNCE:
        seat = state.to_move
        assert seat is not None
        best = best_declaration(state.hands[seat]).items
        for a in legal:
            if isinstance(a, Announce) and (a.what in best or a.what == "dummy_volunteer"):
                return a
        return next(a for a in legal if isinstance(a, Announce) and a.what == "done")
    if ph is Phase.PLAY:
        return _choose_play(state, [a for a in legal if isinstance(a, Play)])
    return legal[0]  # the call: exactly one legal card


def play_deal(form: str, seed: int, *, declarer: int, contract: str,
              talon_steps: Sequence[str] = (), dealer: int = 3) -> NeunzehnerState:
    """A whole deal: the auction that gives ``declarer`` the ``contract``, the talon steps
    as given (``accept`` when none are left), then the example player's choices."""
    state = new_game(form, seed=seed, dealer=dealer)
    if state.auction is not None:
        for b in auction_script(state.auction.bidders, declarer, contract):
            state.apply(b)
    elif not (declarer == state.declarer and contract == state.contract):
        raise TarockError(f"in the {form!r} form the declarer is always S{state.declarer} "
                          "with a Rufer (spec §1.13)")
    while not state.is_terminal:
        state.apply(choose_action(state, talon_steps))
    return state

