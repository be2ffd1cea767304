"""The Räuber (規則集 §3.7–3.8): a typed-in deal in which everybody passes, the cards each
trick allows under the house rules for the Pfeife, the XXI case, and the play trainer.

>>> s = raeuber()
>>> s.contract, s.phase.value, s.to_move
('raeuber', 'play', 1)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from tarock_tutor import games
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Action, Bid, GameState, Phase, Play
from tarock_tutor.games.dreierles import DreierlesState
from tarock_tutor.render.svg import hand_svg, trick_svg

from ..common import card_ja, hand_of, table_html
from ..panels import explained
from ..trainer import Panel, trainer
from .names import PACK, dreierles_deal, seat_names, trump_leads

__all__ = ["HANDS", "RAEUBER_SCENARIOS", "TALON", "hands_figures", "legal_row", "play_script",
           "play_tries", "raeuber", "raeuber_points_table", "raeuber_trainer", "t21_case"]

# A deal typed in for the Räuber page: 席1 deals; 席2 holds the Pfeife, 席1 holds no Stieß.
HANDS = ("T19 T18 T17 T16 T15 T14 T13 T12 T7 T6 T5 S8 S9 S10 SJ HN",
         "Sk T21 T20 T1 T4 S7 CK CQ CN CJ C10 C9 C8 C7 HK HQ",
         "SK T11 T10 T9 T8 HJ H1 H2 H3 H4 DK DQ DN DJ D1 D2")
TALON = "T3 T2 SQ SN D3 D4"


def _new(**kw: object) -> DreierlesState:
    state = games.new_deal("dreierles3", **kw)  # type: ignore[arg-type]
    if not isinstance(state, DreierlesState):
        raise TarockError("dreierles3 gave no Dreierles deal")
    return state


def _to_play(state: DreierlesState) -> DreierlesState:
    """Everybody passes, nobody knocks: the Räuber, 席2 (the dealer's right) leads."""
    for seat in (1, 2, 0):
        state.apply(Bid(seat, "pass"))
    for _ in range(3):
        state.apply(state.legal_actions()[-1])   # pass: no Kontra
    return state


def raeuber(*, seed: int = 0, rule: str = "steinmauern") -> DreierlesState:
    """The Räuber of the typed-in deal (``seed=0``) or of a seeded one, under the house
    rule ``rule`` for the Pfeife (steinmauern, iffezheim, achertal)."""
    if seed == 0:
        return _to_play(_new(hands=list(HANDS), talon=TALON, raeuber_pfeife=rule))
    return _to_play(_new(seed=seed, raeuber_pfeife=rule))


RAEUBER_SCENARIOS = {"シュタインマウアーン(既定)": partial(raeuber, rule="steinmauern"),
                     "イッフェツハイム": partial(raeuber, rule="iffezheim"),
                     "アッハータール(制限なし)": partial(raeuber, rule="achertal")}


@dreierles_deal
def hands_figures(state: DreierlesState) -> list[str]:
    """The three hands, from the leader round the table."""
    names = seat_names(state)
    return [hand_svg(state.hands[s], pack=state.pack, width=34, per_row=16,
                     label=f"{names[s]}の手札") for s in state.active]


@dreierles_deal
def legal_row(state: DreierlesState, note: str = "") -> list[str]:
    """Trick number, seat to move, trump leads so far, playable cards, and why the Pfeife
    or the XXI (if held) may not be played."""
    seat = state.to_move
    if seat is None or state.trickplay is None:
        raise TarockError("nobody is to play: the deal is not in its play (規則集 §3.7)",
                          code="WIDGET_WRONG_MOMENT")
    legal = [a.card for a in state.legal_actions() if isinstance(a, Play)]
    refused = [c for c in state.hands[seat] if c not in legal and c.code in ("T1", "T21")]
    why = "、".join(f"{card_ja(c, state.pack)}:{state.explain(Play(seat, c)).text}"
                   for c in refused)
    return [str(len(state.trickplay.tricks) + 1), seat_names(state)[seat],
            str(trump_leads(state.trickplay)), " ".join(card_ja(c, state.pack) for c in legal),
            why or note]


@dreierles_deal
def play_script(state: DreierlesState, plays: Sequence[str], notes: dict[str, str],
                attempt: str) -> list[str]:
    """Plays ``"seat card"`` steps in turn (applied) and gives the table of the playable
    cards before the first one and after each step named in ``notes`` (its note in the
    last column), the trick in progress and the verdict on the next seat playing
    ``attempt``."""
    rows = [legal_row(state, "リード")]
    for step in plays:
        who, code = step.split()
        state.apply(Play(int(who), parse_cards(code, PACK)[0]))
        if step in notes:
            rows.append(legal_row(state, notes[step]))
    tp = state.trickplay
    if tp is None or state.to_move is None:
        raise TarockError("the script ran past the play (規則集 §3.7)",
                          code="WIDGET_WRONG_MOMENT")
    seat = state.to_move
    names = seat_names(state)
    return [table_html(["トリック", "手番", "切札のリード", "出せる札", "出せない切札と理由"],
                       rows),
            trick_svg(list(zip(tp.current_seats, tp.current, strict=True)), pack=state.pack,
                      seat_names=names,
                      label=f"{len(tp.tricks) + 1}番目のトリック({names[seat]}の番)"),
            explained(state, Play(seat, parse_cards(attempt, PACK)[0]))]


def t21_case(second: str, lead: str = "Sk CK CQ CN CJ C10 C9 C8 C7 HK HQ HN HJ H1 H2 H3"
             ) -> DreierlesState:
    """席2 leads the Sküs; 席3 holds ``second``; 席1 gets the first sixteen other cards."""
    named = set((lead + " " + second).split())
    rest = [c for c in PACK.cards if c.code not in named]
    state = _new(hands=[" ".join(c.code for c in rest[:16]), lead, second],
                 talon=" ".join(c.code for c in rest[16:]))
    _to_play(state).apply(Play(1, parse_cards("Sk", PACK)[0]))
    return state


def play_tries(state: GameState) -> list[Action]:
    """Every card of the hand, playable or not."""
    seat = state.to_move
    return [Play(seat, c) for c in hand_of(state, seat)] if seat is not None else []


def raeuber_trainer(seed: int = 0) -> Panel:
    """The Räuber play panel under the three house rules (seed 0: the typed-in deal)."""
    return trainer(RAEUBER_SCENARIOS, seed=seed, phases={Phase.PLAY}, tries=play_tries)


@dreierles_deal
def raeuber_points_table(done: DreierlesState) -> str:
    """Each seat's captured cards and card points after a Räuber."""
    if done.trickplay is None:
        raise TarockError("the Räuber has not been played (規則集 §3.8)",
                          code="WIDGET_WRONG_MOMENT")
    r = done.result()
    names = seat_names(done)
    return table_html(["席", "取った枚数", "カードの点数"],
                      [[names[s], str(len(done.trickplay.captured[s])), str(r.raeuber_points[s])]
                       for s in done.active])
