"""SVG pictures of cards, hands, tricks and talons, built as plain strings.

No third-party imports: the pictures must also come out under Pyodide.  Every
card carries a ``<title>`` (its name in the game's own terms, in Japanese and
German/Italian, when a pack is given), so a reader hovering over a card in the
book, or a screen reader, learns what it is.

Design choices for legibility at about 40 px wide:

* no text is smaller than :data:`MIN_TEXT` (11 px) at the picture's own size, which
  is the size a phone shows it at (book.css scrolls a wide picture instead of
  shrinking it); a word too long for its card is narrowed (``textLength``), not shrunk;

* suit cards are white, with a coloured suit symbol (♠ ♣ dark, ♥ ♦ red) in the
  corner and in the middle; court letters K Q N J (N = Cavall/Cavallo);
* trumps have a warm cream face and a brown border, the number large in the
  middle (Arabic or Roman, by option);
* the unnumbered top trump (Stieß/Sküs), Miseria (trump 0) and the Fugitive
  each have a face of their own, so they never pass for a numbered trump.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from html import escape
from typing import Literal

from tarock_tutor.core.cards import (
    COURT_LETTER,
    MISERIA,
    SKUS,
    Card,
    Pack,
    Suit,
    check_in_pack,
    roman,
)
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.notation import parse_card, parse_cards

__all__ = ["Numerals", "card_label", "card_svg", "card_title", "hand_svg", "talon_svg",
           "trick_svg"]

Numerals = Literal["arabic", "roman"]

FONT = ("'Noto Sans CJK JP', 'Noto Sans JP', 'Hiragino Sans', 'Yu Gothic', "
        "'DejaVu Sans', sans-serif")
SUIT_COLOUR = {Suit.SPADES: "#1f1f1f", Suit.CLUBS: "#1f1f1f", Suit.HEARTS: "#c4122f",
               Suit.DIAMONDS: "#c4122f"}
TRUMP_FACE, TRUMP_INK, TRUMP_EDGE = "#fbf0d0", "#6b4a12", "#9a7326"
TOP_FACE, TOP_INK = "#efe4f6", "#4b2a6b"
MISERIA_FACE, MISERIA_INK = "#e9edf2", "#3b4a5c"
FOOL_FACE, FOOL_INK = "#e3f2ea", "#1d6b43"
BACK_FACE, BACK_INK = "#27406b", "#8fa8d6"
HIGHLIGHT = "#1a8f3c"
WINNER = "#d08a00"

_JA_SUIT = {Suit.SPADES: "スペード", Suit.CLUBS: "クラブ", Suit.HEARTS: "ハート",
            Suit.DIAMONDS: "ダイヤ"}
_JA_COURT = {14: "キング", 13: "クイーン", 12: "カバル", 11: "ジャック"}


# ---------------------------------------------------------------------------
# Names

def _as_card(c: Card | str, pack: Pack | None) -> Card:
    if isinstance(c, str):
        return parse_card(c, pack)
    if pack is not None:
        check_in_pack((c,), pack)
    return c


def _as_cards(cards: Iterable[Card | str] | str, pack: Pack | None) -> list[Card]:
    if isinstance(cards, str):
        return parse_cards(cards, pack)
    return [_as_card(c, pack) for c in cards]


def _generic_ja(c: Card) -> str:
    if c.suit is Suit.FOOL:
        return "逃亡者(フール)"
    if c.suit is Suit.TRUMP:
        if c.rank == SKUS:
            return "番号のない最上位の切札(シュティース/スキュース)"
        if c.rank == MISERIA:
            return "ミゼリア(最下位の切札)"
        return f"切札{c.rank}"
    court = _JA_COURT.get(c.rank)
    return f"{_JA_SUIT[c.suit]}の{court or c.rank}"


def card_title(c: Card, pack: Pack | None = None) -> str:
    """The tooltip text: Japanese name, local (German/Italian) name, notation.

    >>> from tarock_tutor.core.notation import parse_card
    >>> card_title(parse_card("T21"))
    '切札21 — T21'
    """
    if pack is None:
        return f"{_generic_ja(c)} — {c.code}"
    n = pack.names[c]
    return f"{n.ja} — {n.local} — {c.code}"


def card_label(c: Card, pack: Pack | None = None, numerals: Numerals = "arabic") -> str:
    """The short text printed in the card's corner (``21``, ``XXI``, ``K``, ``Sk`` …)."""
    if c.suit is Suit.FOOL:
        return "Fu"
    if c.suit is Suit.TRUMP:
        if c.rank == SKUS:
            return "Sk"
        if c.rank == MISERIA:
            return "Mi"
        return roman(c.rank) if numerals == "roman" else str(c.rank)
    return COURT_LETTER.get(c.rank, str(c.rank))


def _top_word(c: Card, pack: Pack | None) -> str:
    """The word written across a special card's face."""
    if c.suit is Suit.FOOL:
        return "Fuggitivo"
    if c.rank == MISERIA:
        return "Miseria"
    if pack is not None:  # Stieß in Baden, Sküs in Austria
        return pack.names[c].local.split()[0]
    return "Sküs"


# ---------------------------------------------------------------------------
# One card as an SVG group at (x, y)

MIN_TEXT = 11.0
"""The smallest font size of any text in a picture, in px at its natural size."""


def _text(x: float, y: float, body: str, *, size: float, fill: str, weight: str = "bold",
          anchor: str = "middle", fit: float | None = None) -> str:
    """A text at least :data:`MIN_TEXT` high; with ``fit``, narrowed to that width
    when it would be wider."""
    size = max(size, MIN_TEXT)
    narrow = ""
    if fit is not None and 0.9 * _text_width(body, size) > fit:
        narrow = f' textLength="{fit:.1f}" lengthAdjust="spacingAndGlyphs"'
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:.1f}" fill="{fill}" '
            f'font-weight="{weight}" text-anchor="{anchor}"{narrow}>{escape(body)}</text>')


def _card_group(c: Card, pack: Pack | None, *, x: float, y: float, width: float,
                numerals: Numerals, highlight: bool, dim: bool, face_down: bool,
                show_value: bool) -> str:
    w = width
    h = round(w * 1.5, 1)
    r = w * 0.09
    title = "裏向きのカード" if face_down else card_title(c, pack)
    parts = [f'<g transform="translate({x:.1f},{y:.1f})"'
             + (' opacity="0.35"' if dim else "")
             + f' data-card="{"back" if face_down else c.code}">',
             f"<title>{escape(title)}</title>"]
    if face_down:
        parts.append(f'<rect x="0.5" y="0.5" width="{w - 1:.1f}" height="{h - 1:.1f}" '
                     f'rx="{r:.1f}" fill="{BACK_FACE}" stroke="#111" stroke-width="1"/>')
        inset = w * 0.12
        parts.append(f'<rect x="{inset:.1f}" y="{inset:.1f}" width="{w - 2 * inset:.1f}" '
                     f'height="{h - 2 * inset:.1f}" rx="{r / 2:.1f}" fill="none" '
                     f'stroke="{BACK_INK}" stroke-width="{w * 0.04:.1f}"/>')
        parts.append(_text(w / 2, h / 2 + w * 0.12, "◆", size=w * 0.35, fill=BACK_INK))
        parts.append("</g>")
        return "".join(parts)

    label = card_label(c, pack, numerals)
    if c.suit is Suit.TRUMP and c.rank not in (SKUS, MISERIA):
        face, ink, edge = TRUMP_FACE, TRUMP_INK, TRUMP_EDGE
    elif c.suit is Suit.TRUMP and c.rank == SKUS:
        face, ink, edge = TOP_FACE, TOP_INK, TOP_INK
    elif c.suit is Suit.TRUMP:
        face, ink, edge = MISERIA_FACE, MISERIA_INK, MISERIA_INK
    elif c.suit is Suit.FOOL:
        face, ink, edge = FOOL_FACE, FOOL_INK, FOOL_INK
    else:
        face, ink, edge = "#ffffff", SUIT_COLOUR[c.suit], "#555555"
    stroke, sw = (HIGHLIGHT, w * 0.09) if highlight else (edge, 1.0)
    parts.append(f'<rect x="0.5" y="0.5" width="{w - 1:.1f}" height="{h - 1:.1f}" '
                 f'rx="{r:.1f}" fill="{face}" stroke="{stroke}" stroke-width="{sw:.1f}"/>')
    if c.suit in (Suit.TRUMP, Suit.FOOL):
        if c.suit is Suit.TRUMP and c.rank not in (SKUS, MISERIA):
            # a band along the top marks every numbered trump at a glance
            parts.append(f'<rect x="{w * 0.1:.1f}" y="{h * 0.06:.1f}" width="{w * 0.8:.1f}" '
                         f'height="{h * 0.05:.1f}" fill="{edge}" opacity="0.55"/>')
            big = w * (0.42 if len(label) <= 2 else 0.30 if len(label) <= 4 else 0.24)
            parts.append(_text(w / 2, h * 0.62, label, size=big, fill=ink, fit=w * 0.9))
            parts.append(_text(w * 0.5, h * 0.92, "切札", size=w * 0.17, fill=ink,
                               weight="normal", fit=w * 0.9))
        else:
            mark = "★" if c.suit is Suit.FOOL else "✦" if c.rank == SKUS else "▽"
            parts.append(_text(w / 2, h * 0.52, mark, size=w * 0.42, fill=ink))
            word = _top_word(c, pack)
            parts.append(_text(w / 2, h * 0.80, word, size=min(w * 0.2, w * 1.5 / len(word)),
                               fill=ink, fit=w * 0.9))
            parts.append(_text(w * 0.08, max(h * 0.17, MIN_TEXT * 0.8 + 1.5), label,
                               size=w * 0.22, fill=ink, anchor="start", fit=w * 0.5))
    else:
        sym = c.suit.symbol
        corner = max(w * 0.27, MIN_TEXT)
        index_y = max(h * 0.19, corner * 0.8 + 1.5)
        parts.append(_text(w * 0.08, index_y, label, size=corner, fill=ink,
                           anchor="start", fit=w * 0.45))
        parts.append(_text(w * 0.08, max(h * 0.36, index_y + max(w * 0.22, MIN_TEXT) * 0.95),
                           sym, size=w * 0.22, fill=ink, weight="normal", anchor="start"))
        centre = sym if not c.is_court else label + sym
        size = w * (0.5 if not c.is_court else 0.34)
        parts.append(_text(w * 0.55, h * 0.72, centre, size=size, fill=ink))
    if show_value and pack is not None:
        v = pack.value[c]
        if v > pack.blank_value:
            radius = max(w * 0.13, MIN_TEXT * 0.68)
            cy = max(h * 0.12, radius + 1)
            parts.append(f'<circle cx="{w - radius - 1:.1f}" cy="{cy:.1f}" r="{radius:.1f}" '
                         f'fill="#ffffff" stroke="{ink}" stroke-width="1"/>')
            parts.append(_text(w - radius - 1, cy + MIN_TEXT * 0.36, str(v), size=w * 0.17,
                               fill=ink, fit=radius * 1.8))
    parts.append("</g>")
    return "".join(parts)


def _text_width(body: str, size: float) -> float:
    """A generous estimate of a label's width (CJK glyphs are about one em wide)."""
    return sum(size * (1.0 if ord(ch) > 0x2E7F else 0.62) for ch in body)


def _svg(width: float, height: float, body: Sequence[str], *, label: str | None) -> str:
    # the same numbers in width/height and viewBox: drawn at exactly its own size
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.1f}" height="{height:.1f}" '
            f'viewBox="0 0 {width:.1f} {height:.1f}" role="img" font-family="{FONT}">')
    title = f"<title>{escape(label)}</title>" if label else ""
    return head + title + "".join(body) + "</svg>"


def card_svg(card: Card | str, *, pack: Pack | None = None, numerals: Numerals = "arabic",
             width: float = 60, highlight: bool = False, dim: bool = False,
             face_down: bool = False, show_value: bool = False) -> str:
    """One card as a standalone ``<svg>``.

    ``pack`` gives the game's names (and refuses a card the pack lacks);
    ``show_value`` adds a badge with the card's counting value.
    """
    c = _as_card(card, pack)
    h = width * 1.5
    pad = width * 0.06
    g = _card_group(c, pack, x=pad, y=pad, width=width, numerals=numerals,
                    highlight=highlight, dim=dim, face_down=face_down, show_value=show_value)
    return _svg(width + 2 * pad, h + 2 * pad, [g], label=None)


def _row_layout(n: int, per_row: int, width: float, gap: float) -> list[tuple[float, int]]:
    """(x, row) of each of ``n`` cards laid out in rows of ``per_row``."""
    return [((i % per_row) * (width + gap), i // per_row) for i in range(n)]


def hand_svg(cards: Iterable[Card | str] | str, *, pack: Pack | None = None, sort: bool = True,
             highlight: Collection[Card] = (), dim_others: bool = False,
             numerals: Numerals = "arabic", label: str | None = None, width: float = 44,
             per_row: int = 12, show_value: bool = False, face_down: bool = False) -> str:
    """A hand laid out in rows, sorted (trumps first) unless ``sort=False``.

    Cards in ``highlight`` get a green frame and are lifted a little; with
    ``dim_others`` every other card is greyed out (legal plays stand out).
    ``label`` is written above the cards and becomes the picture's title.
    """
    hand = _as_cards(cards, pack)
    if sort and pack is not None:
        hand = pack.sorted(hand)
    elif sort:
        hand = sorted(hand, key=lambda c: (6 if c.suit is Suit.FOOL else int(c.suit), -c.rank))
    lit = set(highlight)
    gap = width * 0.12
    lift = width * 0.16
    label_size = max(width * 0.28, MIN_TEXT)
    top = (label_size * 1.5 if label else 0) + lift + 2
    h = width * 1.5
    layout = _row_layout(len(hand), max(1, per_row), width, gap)
    rows = max((r for _, r in layout), default=0) + 1
    body: list[str] = []
    if label:
        body.append(_text(2, label_size * 1.15, label, size=label_size, fill="#222",
                          anchor="start"))
    for c, (x, row) in zip(hand, layout, strict=True):
        on = c in lit
        y = top + row * (h + gap + lift) - (lift if on else 0)
        body.append(_card_group(c, pack, x=x + 2, y=y, width=width, numerals=numerals,
                                highlight=on, dim=dim_others and bool(lit) and not on,
                                face_down=face_down, show_value=show_value))
    cols = min(len(hand), max(1, per_row))
    total_w = max(cols * (width + gap) - gap, width,
                  _text_width(label or "", label_size)) + 4
    total_h = top + rows * (h + gap + lift) - gap - lift + 4
    return _svg(total_w, total_h, body, label=label)


def trick_svg(cards_with_seats: Iterable[tuple[int, Card | str]], *, pack: Pack | None = None,
              winner: int | None = None, seat_names: Mapping[int, str] | Sequence[str] | None
              = None, numerals: Numerals = "arabic", width: float = 44,
              label: str | None = None, marked: Collection[int] = ()) -> str:
    """A trick in play order: each card over the name of the seat that played it
    (``席1`` … for engine seat 0 …, or ``seat_names[seat]``).

    ``winner`` is the *seat* that won; its card gets an amber frame and a
    「勝ち」 mark.  The cards of the seats in ``marked`` (an irregular play) get the
    highlight frame.

    >>> svg = trick_svg([(2, "HK"), (0, "H2")], winner=2)
    >>> "席3(勝ち)" in svg and "席1" in svg
    True
    """
    plays = [(seat, _as_card(c, pack)) for seat, c in cards_with_seats]
    gap = width * 0.3
    h = width * 1.5
    label_size = max(width * 0.28, MIN_TEXT)
    name_size = max(width * 0.24, MIN_TEXT)
    top = (label_size * 1.5 if label else 0) + 4
    body: list[str] = []
    if label:
        body.append(_text(2, label_size * 1.15, label, size=label_size, fill="#222",
                          anchor="start"))
    for i, (seat, c) in enumerate(plays):
        x = 2 + i * (width + gap)
        body.append(_card_group(c, pack, x=x, y=top, width=width, numerals=numerals,
                                highlight=seat in marked, dim=False, face_down=False,
                                show_value=False))
        if seat == winner:
            body.append(f'<rect x="{x - 1.5:.1f}" y="{top - 1.5:.1f}" width="{width + 3:.1f}" '
                        f'height="{h + 3:.1f}" rx="{width * 0.1:.1f}" fill="none" '
                        f'stroke="{WINNER}" stroke-width="{width * 0.08:.1f}"/>')
        name = _seat_name(seat, seat_names)
        mark = "(勝ち)" if seat == winner else ""
        body.append(_text(x + width / 2, top + h + name_size * 1.2, name + mark,
                          size=name_size, fill=WINNER if mark else "#333",
                          weight="bold" if mark else "normal", fit=width + gap * 0.8))
    total_w = max(len(plays) * (width + gap) - gap, width,
                  _text_width(label or "", label_size)) + 4
    total_h = top + h + name_size * 1.6
    return _svg(total_w, total_h, body, label=label)


def _seat_name(seat: int, names: Mapping[int, str] | Sequence[str] | None) -> str:
    if names is not None:
        try:
            return names[seat]
        except (KeyError, IndexError):
            pass
    return seat_ja(seat)


def talon_svg(cards: Iterable[Card | str] | str, *, pack: Pack | None = None,
              face_up: bool = True, numerals: Numerals = "arabic", width: float = 44,
              label: str | None = "タロン") -> str:
    """The talon in the order it was laid (top card first), face up or down."""
    return hand_svg(cards, pack=pack, sort=False, numerals=numerals, label=label, width=width,
                    face_down=not face_up, per_row=12)
