"""Trick play: the core's trick-play phase with the Farberl hook (spec §2.6).

The eldest leads, except in a Farberl, where the declarer leads.  In a Farberl
the follow rule is the shared one (a player void in the led suit must still play
a tarock), worded by the game's ``FARBERL`` hook, and tarocks do not win unless
they were led (``trumps_win=False``): the deal's bundle
(:func:`~tarock_tutor.games.zwanziger.trick_rules.deal_rules`)."""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.phases import PlayPhase as CorePlayPhase
from tarock_tutor.core.trickplay import TrickPlay
from tarock_tutor.games.zwanziger.trick_rules import deal_rules

from ..parts.rules import FARBERL, PACK, SEATS
from ..parts.speech import SpeakingState


def first_leader(state: SpeakingState) -> int:
    sp = state.speech
    if sp.contract == FARBERL and sp.declarer is not None:
        return sp.declarer
    return sp.eldest


class PlayPhase(CorePlayPhase):
    def make(self, state: Any) -> TrickPlay:
        st: SpeakingState = state
        return TrickPlay.from_hooks(PACK, st.dealt_hands, deal_rules(st), order=range(SEATS),
                                    leader=first_leader(st))
