"""Trick play: the core's trick-play phase with the Farberl hook (spec §2.6).

The eldest leads, except in a Farberl, where the declarer leads.  In a Farberl
the follow rule is the shared one (a player void in the led suit must still play
a tarock), worded by the core's ``FARBERL`` hook, and tarocks do not win unless
they were led (``trumps_win=False``)."""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.follow_rules import FARBERL as FARBERL_FOLLOW
from tarock_tutor.core.phases import PlayPhase as CorePlayPhase
from tarock_tutor.core.trickplay import TrickPlay

from ..parts.rules import FARBERL, PACK, REF_FARBERL, REF_PLAY, SEATS
from ..parts.speech import SpeakingState


def first_leader(state: SpeakingState) -> int:
    sp = state.speech
    if sp.contract == FARBERL and sp.declarer is not None:
        return sp.declarer
    return sp.eldest


class PlayPhase(CorePlayPhase):
    def make(self, state: Any) -> TrickPlay:
        st: SpeakingState = state
        farberl = st.speech.contract == FARBERL
        if farberl:
            return TrickPlay(PACK, st.dealt_hands, order=range(SEATS), leader=first_leader(st),
                             rule=FARBERL_FOLLOW, trumps_win=False, ref=REF_FARBERL)
        return TrickPlay(PACK, st.dealt_hands, order=range(SEATS), leader=first_leader(st),
                         ref=REF_PLAY)
