"""Deal a seeded Cego hand and judge it as a solo hand (spec cego-dreierles.md §2.3, §2.8).

>>> r = deal_report(3, seed=1)
>>> [len(h) for h in r.hands], len(r.talon), r.checks[1].is_solo_hand
([13, 13, 13], 12, True)
>>> solo_hand_figure("Sk T19 T12 T9 T7 T5 T3 T2 S8 S9 H1 HK DQ", 3).count("ソロの手札です")
1
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from tarock_tutor.core.cards import Card, Pack, Suit
from tarock_tutor.core.errors import TarockError
from tarock_tutor.games.cego import SoloHandCheck, new_game, solo_hand_check
from tarock_tutor.games.cego.scoring import pack_for
from tarock_tutor.render.svg import hand_svg, talon_svg

from ..common import box, shown
from ..panels import LivePanel, live_panel
from .names import as_cards, check_players, seat_names

__all__ = ["DealReport", "deal_figure", "deal_report", "deal_viewer", "first_solo_seed",
           "show_deal", "show_solo_hand", "show_solo_share", "solo_hand_figure",
           "solo_hand_share", "solo_share_figure"]

SOLO_REF = "規則集 §2.8(ソロの手札)"
DEAL_REF = "規則集 §2.3(配り方)"


@dataclass(frozen=True)
class DealReport:
    """A seeded deal: hands by seat, talon, and the solo-hand judgement of each hand."""

    players: int
    seed: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    talon: tuple[Card, ...]
    checks: tuple[SoloHandCheck, ...]

    @property
    def pack(self) -> Pack:
        return pack_for(self.players)

    def _repr_html_(self) -> str:
        return deal_figure_html(self)


def _check_seed(seed: int) -> int:
    if not isinstance(seed, int) or seed < 0:
        raise TarockError(f"the seed must be a whole number ≥ 0, not {seed!r}",
                          code="SEED_RANGE", params={"value": repr(seed)[:30]})
    return seed


def deal_report(players: int, *, seed: int, dealer: int = 0) -> DealReport:
    """Deal Cego for ``players`` with ``seed`` (talon first, then one packet each)."""
    check_players(players)
    g = new_game(players=players, seed=_check_seed(seed), dealer=dealer)
    checks = tuple(solo_hand_check(h, players) for h in g.dealt_hands)
    return DealReport(players, seed, dealer, g.dealt_hands, g.talon, checks)


def first_solo_seed(players: int, *, start: int = 0, limit: int = 2000, dealer: int = 0) -> int:
    """The first seed from ``start`` whose deal gives some player a solo hand."""
    for s in range(start, start + limit):
        if any(deal_report(players, seed=s, dealer=dealer).checks):
            return s
    raise TarockError(f"no solo hand in seeds {start}..{start + limit - 1}",
                      code="SEED_SEARCH_EMPTY")


def _high_trumps(cards: Sequence[Card]) -> list[Card]:
    return [c for c in cards if c.suit is Suit.TRUMP and c.rank >= 18]


def _check_html(check: SoloHandCheck) -> str:
    verdict = "ソロの手札" if check.is_solo_hand else "ソロの手札ではない"
    return box(f"<b>{verdict}</b> — 切札{check.trumps}枚、うち18以上(18〜21とシュティース)"
               f"{check.high_trumps}枚<br>{escape(check.reason_ja)}<br>"
               f'<small style="color:#555">根拠: {SOLO_REF}</small>',
               ok=True if check.is_solo_hand else None)


def deal_figure_html(r: DealReport, *, show_talon: bool = True) -> str:
    pack = r.pack
    names = seat_names(r.players, r.dealer)
    parts = [f"<div><b>{r.players}人ツェゴ</b> — シード {r.seed}、{len(pack.cards)}枚のパック、"
             f"タロン{len(r.talon)}枚、各{len(r.hands[0])}枚"
             f'<br><small style="color:#555">{DEAL_REF}</small></div>']
    order = [(r.dealer + 1 + i) % r.players for i in range(r.players)]
    for s in order:
        high = _high_trumps(r.hands[s])
        parts.append("<div>" + hand_svg(r.hands[s], pack=pack, highlight=high, width=40,
                                        per_row=13, label=f"{names[s]}の手札(緑の枠: 18以上の切札)")
                     + _check_html(r.checks[s]) + "</div>")
    if show_talon:
        parts.append("<div>" + talon_svg(r.talon, pack=pack, face_up=True, width=34,
                                         label="タロン(本当は伏せたまま。ここでは表を見せています)")
                     + "</div>")
    return "<div>" + "".join(parts) + "</div>"


def deal_figure(players: int, *, seed: int, dealer: int = 0, show_talon: bool = True) -> str:
    """Static HTML: every hand as cards, each judged as a solo hand, and the talon."""
    return deal_figure_html(deal_report(players, seed=seed, dealer=dealer), show_talon=show_talon)


show_deal = shown(deal_figure)


def solo_hand_figure(hand: Sequence[Card | str] | str, players: int) -> str:
    """Static HTML for one given hand: the cards and the solo-hand verdict with its reason."""
    cards = as_cards(hand, players, "hand")
    size = 13 if players == 3 else 11
    if len(cards) != size:
        raise TarockError(f"a {players}-player Cego hand has {size} cards, not {len(cards)} "
                          "(spec cego-dreierles.md §2.3)",
                          code="HAND_SIZE",
                          params={"need": size, "count": len(cards),
                                  "rule": f"{players}人のツェゴ。規則集 §2.3"})
    pack = pack_for(players)
    pic = hand_svg(cards, pack=pack, highlight=_high_trumps(cards), width=40, per_row=13,
                   label=f"{players}人ゲームの手札")
    return "<div>" + pic + _check_html(solo_hand_check(cards, players)) + "</div>"


show_solo_hand = shown(solo_hand_figure)


def solo_hand_share(players: int, seeds: range = range(500)) -> tuple[int, int]:
    """How many of the hands dealt with ``seeds`` are solo hands: (solo hands, hands)."""
    checks = [c for seed in seeds for c in deal_report(players, seed=seed).checks]
    return sum(c.is_solo_hand for c in checks), len(checks)


def solo_share_figure(seeds: range = range(500)) -> str:
    """For 3 and 4 players, the share of solo hands among the hands of ``seeds``."""
    lines = []
    for players in (3, 4):
        solo, hands = solo_hand_share(players, seeds)
        lines.append(f"{players}人ゲーム: {hands}手のうち {solo}手({solo / hands:.1%})がソロの手札")
    return "<br>".join(lines)


show_solo_share = shown(solo_share_figure)


def deal_viewer(players: int = 3, *, seed: int = 1) -> LivePanel:
    """The interactive deal: player count and seed as controls, the deal below; displayed,
    the first deal comes first as the panel's static twin."""
    import ipywidgets as w

    count = w.ToggleButtons(options=[("3人", 3), ("4人", 4)], value=players,
                            description="人数")
    seed_in = w.BoundedIntText(value=seed, min=0, max=2**31 - 1, description="シード")
    talon = w.Checkbox(value=False, description="タロンも見る")
    find = w.Button(description="次のソロの手札を探す", layout=w.Layout(width="auto"))

    def next_solo(*_: Any) -> None:
        with contextlib.suppress(TarockError):
            seed_in.value = first_solo_seed(int(count.value), start=int(seed_in.value) + 1)

    find.on_click(next_solo)
    return live_panel([count, seed_in, talon, find], lambda: deal_figure(
        int(count.value), seed=int(seed_in.value), show_talon=bool(talon.value)))
