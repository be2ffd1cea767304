"""What every widget page shares: Japanese names of actions, cards and seats read
from the game's labels, the verdict box, colours, error box, card rows and the
static figures a page keeps when no kernel runs.

Names come from ``GameSpec.labels`` of :mod:`tarock_tutor.core.registry` (the id itself
is shown while a game's table lacks a term).  Seats follow the book's one convention,
:func:`~tarock_tutor.core.labels.seat_ja` (席k is engine seat k−1, fixed whoever deals),
roles (dealer, forehand …) in parentheses.

>>> from tarock_tutor.core.protocol import Bid, Verdict, RuleRef
>>> seat_name(0, ("ディーラー",), dealer=0, seats=4)
'席1(ディーラー)'
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection, Iterable, Sequence
from html import escape
from typing import Any, ParamSpec

from tarock_tutor.core.cards import Card, Pack, Suit
from tarock_tutor.core.errors import TarockError, VariantError, error_ja
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.messages import card_words_ja
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Action, Discard, GameState, Keep, RuleRef, Verdict
from tarock_tutor.core.registry import GAMES
from tarock_tutor.render.svg import card_svg

__all__ = ["NO_COLOUR", "OK_COLOUR", "StaticFigure", "action_ja", "as_cards", "box", "card_ja",
           "cards_ja", "cards_row_html", "error_html", "figure_panel",
           "game_key", "hand_of", "pack_of", "policy_choice", "rule_ja", "seat_name", "seat_of",
           "seat_roles", "show", "shown", "table_html", "term", "twin", "verdict_box"]

OK_COLOUR, NO_COLOUR = "#1a8f3c", "#b3261e"
_SUITS = (Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS)
P = ParamSpec("P")


class StaticFigure:
    """An HTML fragment that displays itself in a notebook (a cell's static output)."""

    def __init__(self, html: str) -> None:
        self.html = html

    def _repr_html_(self) -> str:
        return self.html


def show(html: str) -> StaticFigure:
    return StaticFigure(html)


def twin(html: str) -> StaticFigure:
    """A panel's static twin, shown open: the page teaches and prints without
    JavaScript; the book's stylesheet hides it once the live panel is in its place
    (``tt-static-figure``), so the same picture is never shown twice."""
    return StaticFigure('<div class="tt-static-figure" style="margin:4px 0">'
                        '<div class="tt-static-caption" style="font-size:0.85em;color:#555">'
                        "パネルの初期状態(静的な図)</div>" + html + "</div>")


def shown(figure: Callable[P, str]) -> Callable[P, StaticFigure]:
    """``show_x = shown(x_figure)``: the same arguments, the HTML as a cell's output."""
    @functools.wraps(figure)
    def show_figure(*args: P.args, **kwargs: P.kwargs) -> StaticFigure:
        return StaticFigure(figure(*args, **kwargs))
    return show_figure


def figure_panel(controls: Sequence[Any], draw: Callable[[], str], *,
                 extra: Sequence[Any] = ()) -> Any:
    """An ipywidgets box: the controls (wrapping on a narrow screen), any ``extra`` widgets,
    then the figure ``draw()`` gives, redrawn whenever a control changes.  Bad input shows
    the error box instead of the figure."""
    import ipywidgets as w

    out = w.HTML()

    def redraw(*_: Any) -> None:
        try:
            out.value = draw()
        except (TarockError, ValueError) as e:
            out.value = error_html(e)

    for c in controls:
        if hasattr(c, "value"):
            c.observe(redraw, names="value")
    redraw()
    return w.VBox([w.HBox(list(controls), layout=w.Layout(flex_flow="row wrap")), *extra, out])


def term(game: str, id: str) -> str:
    """The Japanese of a term id of ``game`` from its labels (the id itself while a game's
    labels table lacks it, so a new game's trainer works before its labels are written)."""
    spec = GAMES.get(game)
    return spec.labels.term(id) if spec is not None else id


def card_ja(c: Card, pack: Pack | None = None) -> str:
    """A short name: ``♥K`` for suit cards, the pack's Japanese name for the others."""
    if c.suit in _SUITS:
        return c.symbol
    if pack is None or c not in pack:
        return card_words_ja(c.code)   # a trump by its number, never its notation code
    return pack.name(c, "ja")


def cards_ja(cards: Iterable[Card], pack: Pack | None = None) -> str:
    return " ".join(card_ja(c, pack) for c in cards)


def action_ja(a: Action | None, game: str = "", pack: Pack | None = None) -> str:
    """An action in the book's words, without the seat: ``ゼルプスト``, ``♥K``, ``残す: ♥1 ♥3``."""
    if a is None:
        return ""
    words: list[str] = []
    for name, value in vars(a).items():
        if name == "seat":
            continue
        if isinstance(value, Card):
            words.append(card_ja(value, pack))
        elif isinstance(value, tuple):
            words.append(cards_ja(value, pack) or "(なし)")
        else:
            words.append("+".join(term(game, p) for p in str(value).split("+")) or "(なし)")
    text = " ".join(words)
    if isinstance(a, Keep | Discard):
        text = ("残す: " if isinstance(a, Keep) else "捨てる: ") + text
    return text


def seat_name(seat: int, roles: Iterable[str] = (), *, dealer: int | None = None,
              seats: int | None = None) -> str:
    """``席2(先手)``, ``席1(ディーラー)``: the book's one seat convention (席k is engine
    seat k−1 whoever deals), roles in parentheses."""
    said = "・".join(dict.fromkeys(r for r in roles if r))
    return seat_ja(seat, dealer, seats) + (f"({said})" if said else "")


def seat_of(state: GameState, seat: int, roles: Iterable[str] = ()) -> str:
    """A seat of a deal as the book names it (席1 … 席n, fixed)."""
    return seat_name(seat, roles, dealer=state.dealer, seats=state.variant.seats)


def rule_ja(rule: RuleRef, game: str = "") -> str:
    """A rule reference as the book writes it: the game's 規則集 §… (no file names)."""
    where = rule.ja()
    spec = GAMES.get(game)
    if spec is None or not where or where.startswith("進行"):
        return where
    return f"{spec.title_ja}の{where}"


def box(body: str, *, ok: bool | None = None) -> str:
    colour = "#888" if ok is None else OK_COLOUR if ok else NO_COLOUR
    return (f'<div style="border-left:4px solid {colour};padding:4px 8px;margin:4px 0">'
            f"{body}</div>")


def verdict_box(v: Verdict, *, alternatives_label: str = "選べるもの", game: str = "",
                pack: Pack | None = None) -> str:
    """A verdict as a coloured box in Japanese: mark, action, reason, alternatives, rule."""
    game = v.game or game
    colour = OK_COLOUR if v.allowed else NO_COLOUR
    mark = "✓ 可" if v.allowed else "✗ 不可"
    lines = [f'<b style="color:{colour}">{mark}</b> {escape(action_ja(v.action, game, pack))}',
             f"<div>{escape(v.text)}</div>"]
    if v.alternatives and not v.allowed:
        alts = "、".join(dict.fromkeys(escape(action_ja(a, game, pack)) for a in v.alternatives))
        lines.append(f"<div>{alternatives_label}: {alts}</div>")
    if rule_ja(v.rule, game):
        lines.append(f'<div style="color:#555;font-size:0.85em">根拠: '
                     f"{escape(rule_ja(v.rule, game))}</div>")
    return box("".join(lines), ok=v.allowed)


def error_html(e: Exception) -> str:
    """A reader's bad input, explained in Japanese (the English text is the API's)."""
    return (f'<div style="color:{NO_COLOUR}"><b>入力を受け付けられません</b>: '
            f"{escape(error_ja(e))}</div>")


def as_cards(cards: Iterable[Card | str] | str, pack: Pack, what: str = "cards") -> list[Card]:
    """Cards of ``pack`` from notation or Card objects; a foreign or repeated card is refused."""
    out: list[Card] = []
    for c in [cards] if isinstance(cards, str) else cards:
        if isinstance(c, str):
            out.extend(parse_cards(c, pack))
        elif isinstance(c, Card) and c in pack:
            out.append(c)
        else:
            raise TarockError(f"{c!r} in the {what} is not a card of the {pack.title}",
                              code="NOT_A_CARD", params={"value": repr(c)[:30]})
    seen: set[Card] = set()
    for c in out:
        if c in seen:
            raise TarockError(f"card {c.code!r} is named twice in the {what}; the pack has "
                              "one of each card",
                              code="CARD_TWICE", params={"card": c.code})
        seen.add(c)
    return out


def cards_row_html(cards: Sequence[Card], *, pack: Pack, captions: Sequence[str] = (),
                   face_down: Collection[int] = (), highlight: Collection[int] = (),
                   dim: Collection[int] = (), width: float = 40) -> str:
    """Cards side by side, each its own picture with a caption (positions are 0-based)."""
    cells = []
    for i, c in enumerate(cards):
        pic = card_svg(c, pack=pack, width=width, face_down=i in face_down,
                       highlight=i in highlight, dim=i in dim)
        cap = escape(captions[i]) if i < len(captions) else ""
        cells.append('<div style="display:inline-block;text-align:center;margin:0 2px;'
                     f'vertical-align:top;font-size:0.75em">{pic}<br>{cap}</div>')
    return '<div style="display:flex;flex-wrap:wrap">' + "".join(cells) + "</div>"


def table_html(head: Sequence[str], rows: Iterable[Sequence[str]]) -> str:
    """A small bordered table; cells are HTML (escape text before passing it)."""
    cell = 'style="border:1px solid #bbb;padding:2px 6px;vertical-align:middle"'
    out = ["<tr>" + "".join(f"<th {cell}>{h}</th>" for h in head) + "</tr>"]
    out += ["<tr>" + "".join(f"<td {cell}>{x}</td>" for x in r) + "</tr>" for r in rows]
    return ('<table style="border-collapse:collapse;font-size:0.9em;margin:0.4em 0">'
            + "".join(out) + "</table>")


def game_key(state: GameState) -> str:
    """The registry key of a state's game (its class's ``game_key`` or its variant's game)."""
    key = type(state).game_key or state.variant.game
    if not key:
        raise VariantError(f"{type(state).__name__} names no game",
                           code="NOT_A_STATE", params={"value": type(state).__name__})
    return key


def pack_of(state: GameState) -> Pack:
    from tarock_tutor.core.cards import get_pack

    return get_pack(state.variant.pack_key)


def seat_roles(state: GameState, seat: int) -> list[str]:
    """Roles every game knows: 先手 (the dealer's right), declarer and dealer."""
    first = (state.dealer + 1) % state.variant.seats
    roles = ["先手"] if seat == first else []
    roles += ["デクレアラー"] if state.deal_view().declarer == seat else []
    return roles + (["ディーラー"] if seat == state.dealer else [])


def hand_of(state: GameState, seat: int) -> Sequence[Card]:
    """A seat's cards now, sorted for display (the state's :class:`DealView`)."""
    return state.deal_view().hand(seat)


def policy_choice(state: GameState, seed: int = 0) -> Action:
    """The game's registered playing policy (``GameSpec.policy``) for the seat to move."""
    from tarock_tutor.core.dealing import Rng

    return GAMES[game_key(state)].policy(state, Rng(seed + len(state.history)))


class Twinned:
    """A widget and its static twin: displayed, the twin (the picture before any change,
    which the static book keeps) comes first, then the live widget."""

    def __init__(self, static: str, widget: Any) -> None:
        self.static, self.widget = static, widget

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(twin(self.static))  # type: ignore[no-untyped-call]
        display(self.widget)  # type: ignore[no-untyped-call]
