"""The follow-obligation checker: deal a seeded hand, choose a led card, see the legal plays.

Two faces of one computation:

* :func:`follow_check` / :func:`follow_figure` — plain functions giving a
  :class:`FollowCheck` (hand, trick, legality) and its static HTML (an SVG
  hand with the legal cards framed, plus the reason in Japanese).  The book
  calls these so that every widget cell also leaves a picture that teaches
  without a kernel.
* :func:`follow_checker` — the ipywidgets control panel (ipywidgets is
  imported inside it only).

The games come from the registry (:data:`GAMES`: one entry per registered game
and table size, dealt by the engine; a pack no game uses yet gets a pack-only
entry); the follow rule is the one the game's spec names (the shared one for a
pack no game plays).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import Any

from tarock_tutor import games
from tarock_tutor.core import messages
from tarock_tutor.core.cards import PACKS, Card, Pack, get_pack
from tarock_tutor.core.dealing import Deal, deal, packet_plan
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.notation import parse_card
from tarock_tutor.core.protocol import RuleRef
from tarock_tutor.core.registry import GAMES as REGISTERED
from tarock_tutor.core.registry import games_with_pack
from tarock_tutor.core.tricks import STANDARD, FollowRule, Legality
from tarock_tutor.core.variants import Variant
from tarock_tutor.render.html import legal_table_html
from tarock_tutor.render.svg import hand_svg, trick_svg

from .common import StaticFigure, box, card_ja, rule_ja, shown
from .panels import LivePanel, live_panel

__all__ = ["GAMES", "FollowCheck", "GameSetup", "StaticFigure", "follow_check",
           "follow_checker", "follow_figure", "get_game"]


@dataclass(frozen=True)
class GameSetup:
    """What the checker needs of a game: its pack, seats, deal and follow rule."""

    key: str
    title_ja: str
    pack: Pack
    seats: int
    first: int                       # the seat whose hand is checked by default
    rule: FollowRule
    ref: str
    dealer: Callable[[int], Deal]
    game: str = ""                       # the registered game, for its own rule reference
    follow_ref: RuleRef | None = None     # where that game states its follow rule

    def deal(self, seed: int) -> Deal:
        return self.dealer(seed)


def _rule(pack: Pack) -> FollowRule:
    """The follow rule of the game that plays with ``pack`` (its spec says), else the
    shared one."""
    return next((g.follow_rule for g in games_with_pack(pack.key)), STANDARD)


def _variant_deal(v: Variant) -> Callable[[int], Deal]:
    def dealt(seed: int) -> Deal:
        """The hands as the game shows them before the first action is taken."""
        state = games.new_deal(v.key, seed=seed)
        view = state.deal_view()
        return Deal(seed, view.hands, view.talon)
    return dealt


def _registered() -> list[GameSetup]:
    """One entry per game and table size (dummy forms deal as their main form)."""
    out = []
    for spec in REGISTERED.values():
        dealer = spec.default_dealer
        for v in {v.seats: v for v in reversed(spec.variants)}.values():
            pack = get_pack(v.pack_key)
            out.append(GameSetup(v.key, v.aliases.get("ja", f"{spec.title_ja}({v.key})"), pack,
                                 v.seats, (dealer + 1) % v.seats, _rule(pack),
                                 f"{spec.title_ja}の配り方", _variant_deal(v), spec.key,
                                 spec.follow_ref))
    return out


def _pack_only(pack: Pack, seats: int = 4) -> GameSetup:
    """A pack no registered game uses yet: dealt evenly to four, the rest as talon."""
    each, rest = divmod(len(pack), seats)
    plan = packet_plan(seats=seats, first=0, packets=[each], talon_last=rest)
    return GameSetup(pack.key, f"{len(pack)}枚のパック({pack.key})", pack, seats, 0,
                     _rule(pack), f"{seats}人に{each}枚ずつ、残り{rest}枚がタロン(仮の配り方)",
                     lambda seed: deal(pack, seed=seed, plan=plan, seats=seats))


def _games() -> dict[str, GameSetup]:
    found = _registered()
    used = {g.pack.key for g in found}
    found += [_pack_only(p) for p in PACKS.values() if p.key not in used]
    return {g.key: g for g in found}


GAMES: dict[str, GameSetup] = _games()
"""Every registered variant, and a pack-only entry for each pack no game uses yet."""


def get_game(key: str) -> GameSetup:
    try:
        return GAMES[key]
    except KeyError:
        raise TarockError(f"unknown game {key!r} for the follow checker; choose one of "
                          f"{', '.join(GAMES)}",
                          code="UNKNOWN_GAME",
                          params={"given": str(key)[:30], "games": "、".join(GAMES)}) from None


@dataclass(frozen=True)
class FollowCheck:
    """One question and its answer: this hand, this trick so far — which cards may be played?"""

    game: GameSetup
    seed: int
    seat: int
    hand: tuple[Card, ...]
    trick: tuple[Card, ...]
    legality: Legality

    @property
    def code(self) -> str:
        return self.legality.code

    @property
    def legal(self) -> tuple[Card, ...]:
        return self.legality.cards

    def reason(self, lang: str = "ja") -> str:
        """The deciding obligation in words, plus any card with a rule of its own."""
        text = messages.text(self.code, lang, **self.legality.params)
        for c, (code, _ref) in self.legality.special.items():
            name = self.game.pack.name(c, lang)
            text += f" {name}: " + messages.text(code, lang, **self.legality.params)
        return text

    def _repr_html_(self) -> str:
        return follow_figure_html(self)


def follow_check(game: str, *, seed: int, led: Card | str | None = None,
                 seat: int | None = None) -> FollowCheck:
    """Deal ``game`` with ``seed`` and check the hand of ``seat`` against a trick led with ``led``.

    ``seat`` defaults to the first seat to receive cards.  ``led`` must be a
    card held by another player (``None``: the seat leads itself).
    """
    g = get_game(game)
    d = g.deal(seed)
    if seat is None:
        seat = g.first
    if not 0 <= seat < g.seats:
        raise TarockError(f"seat {seat} does not exist in {g.key} (seats 0..{g.seats - 1})",
                          code="SEAT_RANGE",
                          params={"what": "プレイヤー", "value": repr(seat)[:30], "high": g.seats,
                                  "last": g.seats - 1})
    hand = d.hands[seat]
    trick: tuple[Card, ...] = ()
    if led is not None:
        c = parse_card(led, g.pack) if isinstance(led, str) else led
        if c not in g.pack:
            raise TarockError(f"{c.code!r} is not a card of the {g.pack.title}",
                              code="CARD_NOT_IN_PACK", params={"typed": c.code})
        if c in hand:
            raise TarockError(f"{c.code!r} is in seat {seat}'s own hand, so another player "
                              "cannot have led it",
                              code="FOLLOW_LEAD_IN_OWN_HAND", params={"card": c.code})
        if c in d.talon:
            raise TarockError(f"{c.code!r} lies in the talon after deal {seed}; choose a card "
                              "from another player's hand",
                              code="FOLLOW_LEAD_IN_TALON", params={"card": c.code})
        trick = (c,)
    legality = g.rule.legality(hand, trick)
    return FollowCheck(g, seed, seat, hand, trick, legality)


def led_choices(game: str, *, seed: int, seat: int | None = None) -> list[Card]:
    """Cards another player may have led after this deal (the others' hands), sorted."""
    r = follow_check(game, seed=seed, seat=seat)
    d = r.game.deal(seed)
    others = [c for s, h in enumerate(d.hands) if s != r.seat for c in h]
    return r.game.pack.sorted(others)


def follow_figure_html(r: FollowCheck, *, table: bool = False) -> str:
    """The static picture of a check: trick, hand with legal cards framed, reason."""
    pack = r.game.pack
    parts = [f'<div style="font-size:0.95em"><b>{escape(r.game.title_ja)}</b>'
             f" — シード {r.seed}、{seat_ja(r.seat)}の手札</div>"]
    if r.trick:
        leader = (r.seat - 1) % r.game.seats
        parts.append("<div>" + trick_svg([(leader, r.trick[0])], pack=pack,
                                         label="台札(リードされたカード)", width=40) + "</div>")
    else:
        parts.append('<div style="font-size:0.9em">この席がリードします(台札なし)。</div>')
    parts.append("<div>" + hand_svg(r.hand, pack=pack, highlight=r.legal, dim_others=True,
                                    width=40, label=f"手札 {len(r.hand)}枚(緑の枠が出せるカード)")
                 + "</div>")
    legal = " ".join(card_ja(c, pack) for c in pack.sorted(r.legal))
    where = rule_ja(r.game.follow_ref or r.legality.rule, r.game.game)
    parts.append(box(f"<b>出せるカード:</b> {escape(legal)}<br>"
                     f"<b>理由:</b> {escape(r.reason('ja'))}<br>"
                     f'<small style="color:#555">根拠: {escape(where)}; '
                     f"配り方: {escape(r.game.ref)}</small>", ok=True))
    if table:
        parts.append(legal_table_html(r.hand, r.trick, pack=pack, rule=r.game.rule))
    return "<div>" + "".join(parts) + "</div>"


def _option_label(c: Card, pack: Pack) -> str:
    """A led card as the list shows it: ``♥K ハートのキング``, a trump by its name only
    (its notation ``T8`` is no word for a reader)."""
    name = pack.name(c, "ja")
    return name if c.symbol == c.code else f"{c.symbol} {name}"


def follow_figure(game: str, *, seed: int, led: Card | str | None = None,
                  seat: int | None = None, table: bool = False) -> str:
    """The static HTML for one check (what the widget shows, without a kernel)."""
    return follow_figure_html(follow_check(game, seed=seed, led=led, seat=seat), table=table)


show_follow = shown(follow_figure)


def follow_checker(game: str | None = None, *, seed: int = 1, led: str | None = "H1",
                   seat: int | None = None) -> LivePanel:
    """The interactive checker: game (default: the first registered), seed and led card
    as controls; the figure below.

    Displayed, the panel shows its first figure as its static twin (the page teaches
    without a kernel), then the ``ipywidgets.VBox`` (``.widget``).
    """
    import ipywidgets as w

    game_dd = w.Dropdown(options=[(g.title_ja, g.key) for g in GAMES.values()],
                         value=game if game is not None else next(iter(GAMES)),
                         description="ゲーム")
    seed_in = w.BoundedIntText(value=seed, min=0, max=2**31 - 1, description="シード")
    led_dd = w.Dropdown(description="台札")

    def led_options() -> list[tuple[str, str]]:
        g = GAMES[game_dd.value]
        cards = led_choices(g.key, seed=int(seed_in.value), seat=seat)
        return [("(この席がリード)", "")] + [(_option_label(c, g.pack), c.code) for c in cards]

    def reset_led(*_: Any, wanted: str | None = None) -> None:
        """New game or seed: the led card is kept if another hand still holds it."""
        opts = led_options()
        keep = wanted if wanted is not None else led_dd.value
        led_dd.options = opts
        led_dd.value = keep if keep in {v for _, v in opts} else opts[1][1] if opts[1:] else ""

    with contextlib.suppress(TarockError):
        reset_led(wanted=led or "")
    game_dd.observe(reset_led, names="value")
    seed_in.observe(reset_led, names="value")
    return live_panel([game_dd, seed_in, led_dd], lambda: follow_figure(
        game_dd.value, seed=int(seed_in.value), led=led_dd.value or None, seat=seat))
