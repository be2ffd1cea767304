"""Neunzehnerrufen's own names on top of the shared ones: the forms, the roles a
seat plays (先手, ディーラー, ダミー) and the pack.  Terms come from the game's labels
(``ja(id)``, the book's spelling: ルーファー, ドライアー, ヴァラート …).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.protocol import GameState
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.games.neunzehner import FORMS, PACK
from tarock_tutor.render.svg import hand_svg

from ..common import StaticFigure, seat_of, term
from ..common import as_cards as _as_cards
from ..common import cards_row_html as _cards_row_html

__all__ = ["FORM_JA", "as_cards", "bids_ja", "cards_row_html", "check_form", "hand_figure", "ja",
           "roles", "seat_ja", "seat_label", "seat_no", "totals_ja"]

GAME = "neunzehnerrufen"
FORM_JA: dict[str, str] = {"4p": "4人", "3p_dummy": "3人+ダミー",
                           "4p_dealer_dummy": "4人(ディーラーの手札がダミー)",
                           "2p": "2人+ダミー2つ"}


def ja(id: str) -> str:
    """A Neunzehnerrufen term (contract, bid, talon step, declaration) in the book's Japanese."""
    return term(GAME, id)


def check_form(form: str) -> str:
    if form not in FORMS:
        raise TarockError(f"unknown form {form!r}; forms: {', '.join(FORMS)} (規則集 §1.13)",
                          code="NZ_UNKNOWN_FORM",
                          params={"value": str(form)[:30], "forms": "、".join(FORMS)})
    return form


def as_cards(cards: Iterable[Card | str] | str, what: str = "hand") -> list[Card]:
    """Cards of the Neunzehnerrufen pack (規則集 §1.2) from notation or Card objects."""
    return _as_cards(cards, PACK, what)


def roles(state: GameState, seat: int) -> list[str]:
    """ダミー, 先手 (the dealer's right), ディーラー.  (Engine seat ``s`` is 席 ``s + 1``
    in every deal, whoever deals.)"""
    out = []
    view = state.deal_view()
    if seat in view.dummies:
        out.append("ダミー")
    if seat == view.eldest:
        out.append("先手")
    return out + (["ディーラー"] if seat == state.dealer else [])


def seat_label(state: GameState, seat: int) -> str:
    """``席1(先手)``, ``席4(ディーラー)``, ``席2(ダミー)`` …"""
    return seat_of(state, seat, roles(state, seat))


def cards_row_html(cards: Sequence[Card], *, captions: Sequence[str] = (),
                   face_down: Collection[int] = (), highlight: Collection[int] = (),
                   dim: Collection[int] = (), width: float = 40) -> str:
    return _cards_row_html(cards, pack=PACK, captions=captions, face_down=face_down,
                           highlight=highlight, dim=dim, width=width)


def seat_no(seat: int | None) -> str:
    """``席1`` … for an engine seat (席 = engine seat + 1), ``—`` for none."""
    return seat_ja(seat) if seat is not None else "—"


def bids_ja(bids: Iterable[str]) -> str:
    """Bids in the book's words, in order: ``ツヴァイアー(2枚)、ソロ、パス``."""
    return "、".join(ja(b) for b in bids)


def totals_ja(sheet: ScoreSheet) -> str:
    """A sheet's totals after the seats: ``席1 +7、席2 −7 …`` (``+7``/``-7`` signs)."""
    return "、".join(f"{seat_no(s)} {t:+d}" for s, t in enumerate(sheet.totals()))


def hand_figure(cards: Iterable[Card | str] | str, label: str) -> StaticFigure:
    """A hand written in notation, as a picture with its caption (a cell's output)."""
    return StaticFigure(hand_svg(as_cards(cards), pack=PACK, label=label))
