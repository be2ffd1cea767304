"""Shared pieces of the Neunzehnerrufen pages: Japanese names, seat labels, card rows,
verdict boxes, and the input checks every static function uses.

The Japanese terms follow the book's prose pages (book/neunzehner/rules.md):
ルーファー, ドライアー, ツヴァイアー, アイナー, ソロ, タロン倍数, ヴァラート …
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from html import escape

from tarock_tutor.core import messages
from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Action, Announce, Bid, Take, Verdict
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.games.neunzehner import FORMS, PACK, NeunzehnerState
from tarock_tutor.render.svg import card_svg
from tarock_tutor.widgets.follow import StaticFigure

__all__ = ["BID_JA", "CONTRACT_JA", "FORM_JA", "ITEM_JA", "StaticFigure", "as_cards",
           "book_sheet", "cards_row_html", "check_form", "seat_label", "twin", "verdict_box"]

CONTRACT_JA: dict[str, str] = {"rufer": "ルーファー", "dreier": "ドライアー(3枚)",
                               "zweier": "ツヴァイアー(2枚)", "einer": "アイナー(1枚)",
                               "solo": "ソロ"}
BID_JA: dict[str, str] = {**CONTRACT_JA, "pass": "パス", "hold": "ホールド"}
ITEM_JA: dict[str, str] = {"trumps8": "切札8枚", "trumps10": "切札10枚",
                           "trumps12": "切札12枚", "trull": "トルル",
                           "four_kings": "キング4枚", "honneurs": "アナーズ",
                           "grosse_honneurs": "グロス・アナーズ",
                           "pagat_ultimo": "パガット・ウルティモ", "valat": "ヴァラート",
                           "done": "宣言終わり", "dummy_volunteer": "ダミーを受け持つ",
                           "dummy_decline": "ダミーを受け持たない"}
FORM_JA: dict[str, str] = {"4p": "4人", "3p_dummy": "3人+ダミー",
                           "4p_dealer_dummy": "4人(ディーラーの手札がダミー)",
                           "2p": "2人+ダミー2つ"}
TAKE_JA: dict[str, str] = {"accept": "受け取る", "reject": "断る"}

OK_COLOUR, NO_COLOUR = "#1a8f3c", "#b3261e"

# The engine's sheet labels use two spellings the prose pages do not (see the report).
def check_form(form: str) -> str:
    if form not in FORMS:
        raise TarockError(f"unknown form {form!r}; forms: {', '.join(FORMS)} (spec §1.13)")
    return form


def as_cards(cards: Iterable[Card | str] | str, what: str = "hand") -> list[Card]:
    """Cards of the Neunzehnerrufen pack from notation or Card objects; no repeats."""
    if isinstance(cards, str):
        out = parse_cards(cards, PACK)
    else:
        out = []
        for c in cards:
            if isinstance(c, str):
                out.extend(parse_cards(c, PACK))
            elif isinstance(c, Card) and c in PACK:
                out.append(c)
            else:
                raise TarockError(f"{c!r} in the {what} is not a card of the "
                                  "Neunzehnerrufen pack (spec §1.2)")
    seen: set[Card] = set()
    for c in out:
        if c in seen:
            raise TarockError(f"card {c.code!r} appears twice in the {what}; the pack has "
                              "one of each card (spec §1.2)")
        seen.add(c)
    return out


def seat_label(state: NeunzehnerState, seat: int) -> str:
    """``S0(先手)``, ``S3(ディーラー)``, ``S1(ダミー)`` …"""
    roles = []
    if seat in state.dummies or (seat == state.play_dummy and seat != state.declarer):
        roles.append("ダミー")
    if seat == state.eldest:
        roles.append("先手")
    if seat == state.dealer:
        roles.append("ディーラー")
    return f"S{seat}" + (f"({'・'.join(roles)})" if roles else "")


def action_ja(a: Action) -> str:
    """An action in Japanese words (bids, talon steps, announcements)."""
    if isinstance(a, Bid):
        return BID_JA.get(a.bid, a.bid)
    if isinstance(a, Take):
        if a.what.startswith("back"):
            return f"{a.what[4:]}番目の組に戻る"
        return TAKE_JA.get(a.what, a.what)
    if isinstance(a, Announce):
        return "+".join(ITEM_JA.get(p, p) for p in a.what.split("+")) or "(なし)"
    return str(a)


def verdict_box(v: Verdict, *, alternatives_label: str = "選べるもの") -> str:
    """A verdict as a coloured box in Japanese: mark, action, reason code, text, rule."""
    colour = OK_COLOUR if v.allowed else NO_COLOUR
    mark = "✓ 可" if v.allowed else "✗ 不可"
    what = escape(action_ja(v.action)) if v.action is not None else ""
    reason = escape(messages.text(v.code, "ja", **v.params))
    lines = [f'<b style="color:{colour}">{mark}</b> {what} '
             f'<code style="font-size:0.85em">{escape(v.code)}</code>', f"<div>{reason}</div>"]
    if v.alternatives and not v.allowed:
        alts = "、".join(dict.fromkeys(escape(action_ja(a)) for a in v.alternatives))
        lines.append(f"<div>{alternatives_label}: {alts}</div>")
    if str(v.rule):
        lines.append(f'<div style="color:#555;font-size:0.85em">根拠: {escape(str(v.rule))}'
                     "</div>")
    return (f'<div style="border-left:4px solid {colour};padding:4px 8px;margin:4px 0">'
            + "".join(lines) + "</div>")


def cards_row_html(cards: Sequence[Card], *, captions: Sequence[str] = (),
                   face_down: Collection[int] = (), highlight: Collection[int] = (),
                   dim: Collection[int] = (), width: float = 40) -> str:
    """Cards side by side, each its own picture with a caption (positions are 0-based)."""
    cells = []
    for i, c in enumerate(cards):
        pic = card_svg(c, pack=PACK, width=width, face_down=i in face_down,
                       highlight=i in highlight, dim=i in dim)
        cap = escape(captions[i]) if i < len(captions) else ""
        cells.append('<div style="display:inline-block;text-align:center;margin:0 2px;'
                     f'vertical-align:top;font-size:0.75em">{pic}<br>{cap}</div>')
    return "<div>" + "".join(cells) + "</div>"


def book_sheet(sheet: ScoreSheet) -> ScoreSheet:
    """The engine's sheet as the book shows it (the engine already uses the book's
    spelling, アイナー and ヴァラート, so this is the sheet itself)."""
    return sheet


def figure(html: str) -> StaticFigure:
    return StaticFigure(html)


def twin(html: str) -> StaticFigure:
    """A panel's static twin, folded away: the page still teaches when the widget
    JavaScript cannot run, without showing the same picture twice when it can."""
    return StaticFigure('<details style="margin:4px 0"><summary>パネルの初期状態を静的な図で見る'
                        "(パネルが表示されないとき)</summary>" + html + "</details>")


def error_html(e: Exception) -> str:
    return (f'<div style="color:{NO_COLOUR}"><b>入力を受け付けられません</b>'
            f"({escape(type(e).__name__)}): {escape(str(e))}</div>")
