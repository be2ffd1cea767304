"""The Fugitive (spec neunzehner-zwanziger-sicilian.md §3.8–3.9): which cards may go to
a trick when a hand holds it, the worked cases, and a deal in which the Fugitive went
to a trick the other team took.

>>> cards_ja(legal_cards("Fu H7 T3", "S5"))
'インペラトーレ(皇帝) 逃亡者(フジュトゥ)'
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from tarock_tutor import games
from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.tricks import legal_plays
from tarock_tutor.games.sicilian import SicilianState, policy
from tarock_tutor.render.html import legal_table_html
from tarock_tutor.render.svg import hand_svg, trick_svg

from ..common import StaticFigure, Twinned, figure_panel, shown, table_html
from .names import GAME, PACK, SICILIAN_FOLLOW, cards_ja, error_line, read_cards_ja, seat_names

__all__ = [
    "CASES",
    "cases_figure",
    "fugitive_checker",
    "fugitive_deal",
    "fugitive_figure",
    "fugitive_follow_case",
    "judge_figure",
    "legal_cards",
    "show_cases",
    "show_fugitive",
    "show_judge",
]

CASES: tuple[tuple[str, str, str, tuple[str, ...]], ...] = (
    ("リード(逃亡者のほかにカードがある)", "Fu H7 T3", "", ("H7", "T3")),
    ("剣がリードされ、剣がない", "Fu H7 T3", "S5", ("T3", "Fu")),
    ("杯がリードされ、杯がある", "Fu H7 T3", "H5", ("H7", "Fu")),
    ("最後のトリックで逃亡者だけが残った", "Fu", "", ("Fu",)),
)
"""The cases the page shows: what, hand, trick so far, the cards that may go (§3.8)."""


def legal_cards(hand: str, trick: str) -> list[Card]:
    """The cards of ``hand`` that may go to ``trick`` (notation), by the Sicilian rule."""
    return legal_plays(parse_cards(hand, PACK), parse_cards(trick, PACK), rule=SICILIAN_FOLLOW)


def judge_figure(hand_text: str, trick_text: str) -> str:
    """The reader's hand and trick: every card of the hand, may it go and why."""
    hand, error = read_cards_ja(hand_text, what="手札", most=15)
    if not error and not hand:
        error = "手札に1枚以上のカードを書いてください。"
    trick: list[Card] = []
    if not error:
        trick, error = read_cards_ja(trick_text, what="台札", most=3, taken=hand)
    if error:
        return error_line(error)
    led = (hand_svg(trick, pack=PACK, width=34, sort=False, label="台札(出た順)") if trick
           else "<p>リードの番です。</p>")
    return led + legal_table_html(hand, trick, pack=PACK, rule=SICILIAN_FOLLOW)


def fugitive_checker(hand: str = "Fu H7 H9 T3 SQ", trick: str = "S5") -> Twinned:
    """Two boxes (hand, trick) and the judged hand below them."""
    import ipywidgets as w

    hand_box = w.Text(value=hand, description="手札")
    trick_box = w.Text(value=trick, description="台札")
    return Twinned(judge_figure(hand, trick), figure_panel(
        [hand_box, trick_box], lambda: judge_figure(hand_box.value, trick_box.value)))


def cases_figure(cases: Sequence[tuple[str, str, str, Sequence[str]]] = CASES) -> str:
    """The cases as a table; a case whose cards differ from the engine's is refused."""
    rows = []
    for name, hand, trick, want in cases:
        got = legal_cards(hand, trick)
        if [c.code for c in got] != list(want):
            raise TarockError(f"case {name!r}: the engine allows {[c.code for c in got]}, "
                              f"not {list(want)}")
        rows.append([escape(x) for x in (name, cards_ja(parse_cards(hand, PACK)) or "—",
                                         cards_ja(parse_cards(trick, PACK)) or "—",
                                         cards_ja(got) or "—")])
    return table_html(("場面", "手札", "台札", "出せるカード"), rows)


def fugitive_deal(seeds: range = range(200)) -> SicilianState:
    """The first seeded deal, played by the example player, in which the Fugitive went to
    a trick the other team took."""
    for seed in seeds:
        done = games.playout(games.new_deal("sicilian", seed=seed), policy=policy)
        assert isinstance(done, SicilianState)
        if done.outcome == "played" and done.fugitive_debt is not None:
            return done
    raise TarockError(f"no deal among seeds {seeds.start}–{seeds.stop - 1} sends the "
                      "Fugitive to the other team's trick",
                      code="SEED_SEARCH_EMPTY")


def fugitive_figure(done: SicilianState) -> str:
    """That trick, what the Fugitive's owner paid for it, and the deal's score sheet."""
    if done.fugitive_debt is None or done.trickplay is None:
        raise TarockError("in this deal the Fugitive never went to the other team's trick",
                          code="WIDGET_WRONG_MOMENT")
    owner, winner, index = done.fugitive_debt
    trick = done.trickplay.tricks[index]
    names = seat_names(done.dealer)
    paid = ("素札1枚" if done.count().fugitive == "blank"
            else "(素札がなかったので)逃亡者そのもの")
    return (trick_svg(trick.plays, pack=PACK, winner=winner, seat_names=names,
                      label=f"第{index + 1}トリック")
            + f"<p>逃亡者は {names[owner]} のカードで、トリックは {names[winner]} が取りました。"
              f"逃亡者は {names[owner]} のチームに戻り、終わりに{paid}が {names[winner]} の"
              f"チームに渡されました。</p>" + done.score_sheet()._repr_html_())


def fugitive_follow_case(seeds: range = range(1, 500),
                         suits: tuple[str, ...] = ("S10", "SK", "C10", "H10", "D10")
                         ) -> tuple[int, str]:
    """For the follow checker: the first seed whose checked hand holds the Fugitive, and a
    suit card to lead that neither that hand nor the talon holds."""
    from ..follow import GAMES, follow_check

    for seed in seeds:
        hand = {c.code for c in follow_check(GAME, seed=seed).hand}
        if "Fu" not in hand:
            continue
        talon = {c.code for c in GAMES[GAME].deal(seed).talon}
        led = next((c for c in suits if c not in hand and c not in talon), None)
        if led is not None:
            return seed, led
    raise TarockError(f"no seed in {seeds.start}–{seeds.stop - 1} deals the Fugitive to the "
                      "checked hand with a suit card free to lead",
                      code="SEED_SEARCH_EMPTY")


show_judge = shown(judge_figure)
show_cases = shown(cases_figure)


def show_fugitive(done: SicilianState | None = None) -> StaticFigure:
    return StaticFigure(fugitive_figure(done if done is not None else fugitive_deal()))
