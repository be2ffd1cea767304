"""SVG pictures: well-formed, titled, highlighted, one distinct face per kind of card
(issue 2, item 8)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from tarock_tutor.core.cards import (
    PACKS,
    Pack,
)
from tarock_tutor.core.errors import InvalidNotation
from tarock_tutor.core.notation import parse_card, parse_cards
from tarock_tutor.games.cego.pack import CEGO51, TAROCK54
from tarock_tutor.games.neunzehner.pack import NEUNZEHNER54
from tarock_tutor.games.sicilian.pack import SICILIAN63
from tarock_tutor.games.zwanziger.pack import ZWANZIGER40
from tarock_tutor.render import svg
from tarock_tutor.render.svg import card_svg, hand_svg, talon_svg, trick_svg

NS = "{http://www.w3.org/2000/svg}"


def parse(s: str) -> ET.Element:
    root = ET.fromstring(s)
    assert root.tag == NS + "svg"
    return root


def groups(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter(NS + "g") if "data-card" in g.attrib]


def frame(g: ET.Element) -> ET.Element:
    return g.find(NS + "rect")  # type: ignore[return-value]


@pytest.mark.parametrize("pack", list(PACKS.values()), ids=list(PACKS))
def test_every_card_of_every_pack_renders_with_its_game_name(pack: Pack) -> None:
    for c in pack.cards:
        root = parse(card_svg(c, pack=pack))
        (g,) = groups(root)
        assert g.attrib["data-card"] == c.code
        title = g.find(NS + "title")
        assert title is not None and title.text is not None
        assert title.text.startswith(pack.names[c].ja)
        assert c.code in title.text


@pytest.mark.parametrize("pack", list(PACKS.values()), ids=list(PACKS))
def test_whole_pack_as_a_hand_has_one_title_per_card(pack: Pack) -> None:
    root = parse(hand_svg(pack.cards, pack=pack, show_value=True, label="パック"))
    gs = groups(root)
    assert [g.attrib["data-card"] for g in gs] == [c.code for c in pack.sorted(pack.cards)]
    assert all(g.find(NS + "title") is not None for g in gs)
    assert root.find(NS + "title") is not None  # the label titles the picture


def test_game_specific_names_differ_between_packs() -> None:
    top = parse_card("Sk")
    assert "シュティース" in card_svg(top, pack=TAROCK54)
    assert "スキュース" in card_svg(top, pack=NEUNZEHNER54)
    assert "モンド" in card_svg(parse_card("T21"), pack=ZWANZIGER40)
    assert "ジョーヴェ" in card_svg(parse_card("T20"), pack=SICILIAN63)


def test_without_a_pack_the_title_is_generic() -> None:
    root = parse(card_svg(parse_card("T21")))
    title = groups(root)[0].find(NS + "title")
    assert title is not None and title.text == "切札21 — T21"


def test_special_cards_have_faces_of_their_own() -> None:
    fill = {code: frame(groups(parse(card_svg(code, pack=SICILIAN63 if code in ("Mi", "Fu")
                                                else TAROCK54)))[0]).attrib["fill"]
            for code in ("Sk", "T5", "Mi", "Fu", "HK")}
    assert fill["Sk"] == svg.TOP_FACE
    assert fill["T5"] == svg.TRUMP_FACE
    assert fill["Mi"] == svg.MISERIA_FACE
    assert fill["Fu"] == svg.FOOL_FACE
    assert fill["HK"] == "#ffffff"
    assert len(set(fill.values())) == 5


def test_suit_symbols_are_coloured_by_suit() -> None:
    red = parse(card_svg("H1", pack=TAROCK54))
    black = parse(card_svg("S10", pack=TAROCK54))
    red_fills = {t.attrib["fill"] for t in red.iter(NS + "text")}
    black_fills = {t.attrib["fill"] for t in black.iter(NS + "text")}
    assert red_fills == {svg.SUIT_COLOUR[parse_card("H1").suit]}
    assert black_fills == {svg.SUIT_COLOUR[parse_card("S10").suit]}
    assert red_fills != black_fills


def test_roman_and_arabic_numerals() -> None:
    texts = lambda s: [t.text for t in parse(s).iter(NS + "text")]  # noqa: E731
    assert "XIX" in texts(card_svg("T19", pack=NEUNZEHNER54, numerals="roman"))
    assert "19" in texts(card_svg("T19", pack=NEUNZEHNER54))
    assert "XIX" not in texts(card_svg("T19", pack=NEUNZEHNER54))


def test_highlight_frames_exactly_the_given_cards_and_dims_the_rest() -> None:
    hand = parse_cards("T3 HK H2 S8 D1", TAROCK54)
    legal = parse_cards("HK H2")
    root = parse(hand_svg(hand, pack=TAROCK54, highlight=legal, dim_others=True))
    for g in groups(root):
        lit = g.attrib["data-card"] in {"HK", "H2"}
        assert (frame(g).attrib["stroke"] == svg.HIGHLIGHT) is lit
        assert ("opacity" in g.attrib) is not lit


def test_highlight_without_dim_keeps_other_cards_opaque() -> None:
    root = parse(hand_svg("T3 HK", pack=TAROCK54, highlight=parse_cards("HK")))
    assert all("opacity" not in g.attrib for g in groups(root))


def test_single_card_highlight_and_dim_flags() -> None:
    g = groups(parse(card_svg("HK", highlight=True, dim=True)))[0]
    assert frame(g).attrib["stroke"] == svg.HIGHLIGHT
    assert g.attrib["opacity"] == "0.35"


def test_unsorted_hand_keeps_its_order_and_rows_wrap() -> None:
    cards = parse_cards("S8 T1 HK T21", TAROCK54)
    root = parse(hand_svg(cards, pack=TAROCK54, sort=False, per_row=2))
    gs = groups(root)
    assert [g.attrib["data-card"] for g in gs] == ["S8", "T1", "HK", "T21"]
    ys = [float(g.attrib["transform"].split(",")[1].rstrip(")")) for g in gs]
    assert ys[0] == ys[1] < ys[2] == ys[3]


def test_trick_marks_the_winning_seat_once() -> None:
    plays = list(zip((1, 2, 3, 0), parse_cards("H4 H1 T2 HK", TAROCK54), strict=True))
    s = trick_svg(plays, pack=TAROCK54, winner=3, seat_names=["ディーラー", "A", "B", "C"])
    root = parse(s)
    labels = [t.text for t in root.iter(NS + "text") if t.text and "勝ち" in t.text]
    assert labels == ["C(勝ち)"]
    assert [g.attrib["data-card"] for g in groups(root)] == ["H4", "H1", "T2", "HK"]


def test_talon_face_down_hides_the_cards() -> None:
    s = talon_svg(parse_cards("HK T21 S8", TAROCK54), pack=TAROCK54, face_up=False)
    root = parse(s)
    assert [g.attrib["data-card"] for g in groups(root)] == ["back"] * 3
    assert "HK" not in s and "T21" not in s
    up = parse(talon_svg("HK T21 S8", pack=TAROCK54))
    assert [g.attrib["data-card"] for g in groups(up)] == ["HK", "T21", "S8"]  # laid order


def test_value_badges_only_on_counting_cards() -> None:
    root = parse(hand_svg("HK S8 T21 T5", pack=TAROCK54, show_value=True))
    badges = {g.attrib["data-card"]: g.find(NS + "circle") is not None for g in groups(root)}
    assert badges == {"HK": True, "S8": False, "T21": True, "T5": False}


def test_japanese_text_and_markup_characters_are_escaped() -> None:
    s = hand_svg("HK", pack=TAROCK54, label="<手札> & 台札")
    root = parse(s)
    title = root.find(NS + "title")
    assert title is not None and title.text == "<手札> & 台札"


def test_card_not_in_the_pack_is_refused_clearly() -> None:
    with pytest.raises(InvalidNotation, match="S7"):
        card_svg(parse_card("S7"), pack=CEGO51)
    with pytest.raises(InvalidNotation, match="'X9'"):
        hand_svg("HK X9", pack=TAROCK54)
    with pytest.raises(InvalidNotation, match="Fu"):
        hand_svg("Fu", pack=TAROCK54)


def test_no_text_under_11_px_at_natural_size() -> None:
    """Issue 21 (phones, 390 px): card text was 6 px.  book.css shows a picture at its
    natural size on a phone (scrolling it sideways if need be), so every font size in
    the SVG must be at least 11 px; long words are narrowed, not shrunk."""
    import re

    from tarock_tutor.core.cards import get_pack
    from tarock_tutor.core.notation import parse_cards
    from tarock_tutor.games.cego.pack import TAROCK54
    from tarock_tutor.render.svg import hand_svg, trick_svg

    pictures = [
        hand_svg(parse_cards("T21 T1 HK H1 S10 SJ"), pack=TAROCK54, width=w, label="席1の手札",
                 show_value=True)
        for w in (24, 34, 40, 44)
    ] + [trick_svg([(1, "T21"), (2, "HK")], pack=TAROCK54, width=34, winner=1, label="台札")]
    for key in ("sicilian63", "cego51", "zwanziger40"):     # every special face
        pack = get_pack(key)
        pictures.append(hand_svg(list(pack.cards), pack=pack, width=34, show_value=True))
    sizes = [float(x) for p in pictures for x in re.findall(r'font-size="([\d.]+)"', p)]
    assert sizes and min(sizes) >= 11.0, sorted(set(sizes))[:5]
