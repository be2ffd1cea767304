"""The odds panel: choose what a seat knows (game, deal, seat, an exposed talon, a void
shown), then read where a card lies, how a suit splits, and how often the hand types
the rules name are dealt — exact, counted by :mod:`tarock_tutor.odds`.

:func:`odds_figure` is the static HTML (what a page shows without a kernel);
:func:`odds_panel` the ipywidgets panel around it (ipywidgets imported inside).
"""

from __future__ import annotations

from fractions import Fraction
from html import escape
from typing import Any

from tarock_tutor import odds
from tarock_tutor.core.cards import Card, Pack, Suit
from tarock_tutor.core.notation import parse_card
from tarock_tutor.core.odds import Situation, pattern_table, pile_ja, suit_ja
from tarock_tutor.core.protocol import RuleRef
from tarock_tutor.core.registry import GAMES
from tarock_tutor.core.variants import Variant
from tarock_tutor.render.svg import hand_svg

from .common import box, figure_panel, shown, table_html

__all__ = ["hand_types_table", "odds_figure", "odds_panel", "show_hand_types", "show_odds"]

_ROWS = 8
_SUIT_CHOICES = (Suit.TRUMP, Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS)


def chance_ja(p: Fraction) -> str:
    """``33.3%(1/3)``: the exact fraction beside the percentage while it stays short."""
    if p in (0, 1):
        return f"{int(p) * 100}%"
    if p.denominator <= 10_000:
        return f"{odds.percent(p)}({p.numerator}/{p.denominator})"
    return odds.percent(p)


def variant_ja(v: Variant) -> str:
    """A variant as the panel names it: the game's Japanese title and the table size."""
    spec = GAMES[v.game]
    return v.aliases.get("ja") or f"{spec.title_ja}({v.seats}人の卓)"


def _card(c: Card | str | None, pack: Pack) -> Card | None:
    if c is None or c == "":
        return None
    return parse_card(c, pack) if isinstance(c, str) else c


def situation_for(variant: str, *, seed: int, seat: int | None = None,
                  talon_seen: bool = False, void: tuple[int, Suit] | None = None,
                  shown: int | None = None) -> tuple[Situation, int, tuple[Card, ...]]:
    """The situation of ``seat`` (default: the first seat dealt cards) after the seeded
    deal: its own hand known, the talon too if it was turned up, one void if given,
    and the hand of seat ``shown`` if it lies face up (a dummy)."""
    hands = odds.dealt_hands(variant, seed)
    if seat is None:
        seat = next(s for s, h in enumerate(hands) if h)
    v = odds._variant(variant)
    if not isinstance(seat, int) or not 0 <= seat < v.seats:
        raise odds.OddsError(f"seat must be a seat number 0..{v.seats - 1}, not {seat!r}",
                             "ODDS_BAD_SEAT", value=repr(seat)[:30])
    pack = v.pack
    talon = [c for c in pack.cards if not any(c in h for h in hands)]
    s = odds.at_table(variant, seat, hand=hands[seat], talon=talon if talon_seen else None,
                      voids={void[0]: [Suit(void[1])]} if void else None,
                      shown={shown: hands[shown]} if shown is not None else None)
    return s, seat, hands[seat]


def odds_figure(variant: str, *, seed: int = 1, seat: int | None = None,
                card: Card | str | None = None, suit: Suit = Suit.TRUMP,
                talon_seen: bool = False, void: tuple[int, Suit] | None = None,
                shown: int | None = None) -> str:
    """The panel's picture: the hand, where ``card`` lies (default: the highest trump the
    seat lacks), how ``suit`` splits, the hand types, each with how it is counted."""
    v = odds._variant(variant)
    s, seat, hand = situation_for(variant, seed=seed, seat=seat, talon_seen=talon_seen,
                                  void=void, shown=shown)
    pack = s.pack
    target = _card(card, pack) or next(
        c for c in pack.suit_cards(Suit.TRUMP) if c in s.unseen)
    me = s.name(seat)
    parts = [f'<div style="font-size:0.95em"><b>{escape(variant_ja(v))}</b>'
             f" — シード {seed}、{escape(me)}から見た確率(数え上げによる正確な値)</div>",
             "<div>" + hand_svg(hand, pack=pack, width=36,
                                label=f"{me}の手札 {len(hand)}枚") + "</div>"]
    known = ["見えない場所: " + "、".join(
        f"{s.name(p)} {n}枚" for p, n in zip(s.piles, s.sizes, strict=True))]
    if void:
        known.append(f"{s.name(void[0])}は{suit_ja(Suit(void[1]), pack)}を持っていない"
                     "(フォローしなかった)")
    if talon_seen:
        known.append("タロンは公開済み")
    if shown is not None:
        known.append(f"{s.name(shown)}の手札は公開済み(ダミー)")
    parts.append(box(escape("。".join(known)) + "。"))
    parts.append(_where_html(s, target))
    parts.append(_split_html(s, Suit(suit)))
    parts.append(hand_types_html(variant, s))
    return "<div>" + "".join(parts) + "</div>"


def _where_html(s: Situation, target: Card) -> str:
    where = s.where(target)
    name = s.pack.name(target)
    rows = [[escape(s.name(p)), escape(chance_ja(where[p]))] for p in s.piles]
    first = next((p for p in s.piles if where[p]), s.piles[0])
    return (f"<h4>{escape(name)}はどこに?</h4>" + table_html(["場所", "確率"], rows)
            + box(escape(odds.formula_ja(s, [target], first))))


def _split_html(s: Situation, suit: Suit) -> str:
    split = s.split(suit)
    patterns = pattern_table(split)
    rows = [[escape(k), escape(chance_ja(p))] for k, p in patterns[:_ROWS]]
    if len(patterns) > _ROWS:
        rest = sum((p for _, p in patterns[_ROWS:]), Fraction(0))
        rows.append([f"その他({len(patterns) - _ROWS}通りの型)", escape(chance_ja(rest))])
    head = f"<h4>{escape(suit_ja(suit, s.pack))}の分かれ方(分布表)</h4>"
    order = "・".join(s.name(p) for p in s.piles)
    detail = sorted(split.items(), key=lambda kv: -kv[1])[:_ROWS]
    rows2 = [[escape("・".join(str(k) for k in counts)), escape(chance_ja(p))]
             for counts, p in detail]
    return (head + table_html(["枚数の型(多い順)", "確率"], rows)
            + table_html([f"各場所の枚数({escape(order)})", "確率"], rows2)
            + box(escape(odds.split_ja(s, suit))))


def hand_types_html(variant: str, s: Situation | None = None) -> str:
    """The hand types of the variant's rules: the chance of being dealt each, and, given
    what ``s`` knows, the chance that the first other seat holds it."""
    v = odds._variant(variant)
    kinds = odds.hand_types(v)
    if not kinds:
        return ""
    other = next((p for p in s.piles if isinstance(p, int)), None) if s else None
    head = ["手の種類", "配られる確率(1人あたり)"]
    if s is not None and other is not None:
        head.append(f"いまの情報で{s.name(other)}が持つ確率")
    head.append("規則")
    rows = []
    for t in kinds:
        row = [escape(t.ja), escape(chance_ja(odds.dealt_chance(v, t)))]
        if s is not None and other is not None:
            row.append(escape(chance_ja(odds.dealt_chance(v, t, seat=other, situation=s))))
        row.append(escape(RuleRef(t.ref).ja()))
        rows.append(row)
    return "<h4>規則に出てくる手の確率</h4>" + table_html(head, rows)


def hand_types_table() -> str:
    """Every game's hand types with their dealt chances: the page's static table."""
    import tarock_tutor.games  # noqa: F401  (registers the variants)

    rows = []
    for spec in GAMES.values():
        for v in spec.variants:
            if v.parent is not None and v.seats == spec.variants[0].seats:
                continue
            for t in odds.hand_types(v):
                rows.append([escape(variant_ja(v)), escape(t.ja),
                             escape(chance_ja(odds.dealt_chance(v, t))),
                             escape(RuleRef(t.ref).ja())])
    return table_html(["ゲーム", "手の種類", "配られる確率(1人あたり)", "規則"], rows)


show_odds = shown(odds_figure)
show_hand_types = shown(hand_types_table)


def odds_panel(variant: str, *, seed: int = 1) -> Any:
    """The live panel: game, seed, seat, the card to find, the suit to split, an exposed
    talon and one void as controls; the figure below redrawn on every change."""
    import ipywidgets as w

    import tarock_tutor.games as games

    game_dd = w.Dropdown(options=[(variant_ja(odds._variant(k)), k)
                                  for k in games.variant_keys()], value=variant,
                         description="ゲーム")
    seed_in = w.BoundedIntText(value=seed, min=0, max=2**31 - 1, description="シード")
    seat_dd = w.Dropdown(description="自分の席")
    card_dd = w.Dropdown(description="探すカード")
    suit_dd = w.Dropdown(options=[(suit_ja(x), int(x)) for x in _SUIT_CHOICES],
                         value=int(Suit.TRUMP), description="分布")
    talon_cb = w.Checkbox(value=False, description="タロン公開")
    void_dd = w.Dropdown(description="持たない席")
    void_suit = w.Dropdown(options=[(suit_ja(x), int(x)) for x in _SUIT_CHOICES],
                           value=int(Suit.TRUMP), description="スート")
    shown_dd = w.Dropdown(description="公開の手札")

    def refresh(*_: Any) -> None:
        v = odds._variant(game_dd.value)
        shape = odds.dealt_shape(v)[0]
        seats = [s for s, n in enumerate(shape) if n]
        dealer = odds.table_dealer(v)
        seat_dd.options = [(pile_ja(s, v.seats, dealer), s) for s in seats]
        if seat_dd.value not in seats:
            seat_dd.value = seats[0]
        others = [s for s in seats if s != seat_dd.value]
        void_dd.options = [("(なし)", -1)] + [(pile_ja(s, v.seats, dealer), s)
                                              for s in others]
        shown_dd.options = list(void_dd.options)
        hand = odds.dealt_hands(v, int(seed_in.value))[seat_dd.value]
        opts = [("(自動: 持っていない最上位の切札)", "")] + [
            (v.pack.name(c), c.code) for c in v.pack.cards if c not in hand]
        card_dd.options = opts
        if card_dd.value not in {x for _, x in opts}:
            card_dd.value = ""

    refresh()
    for c in (game_dd, seed_in, seat_dd):
        c.observe(refresh, names="value")

    def draw() -> str:
        void = None if void_dd.value in (None, -1) else (int(void_dd.value),
                                                         Suit(void_suit.value))
        shown = None if shown_dd.value in (None, -1) else int(shown_dd.value)
        try:
            card = card_dd.value or None
            return odds_figure(game_dd.value, seed=int(seed_in.value), seat=seat_dd.value,
                               card=card, suit=Suit(suit_dd.value),
                               talon_seen=bool(talon_cb.value), void=void, shown=shown)
        except StopIteration:
            raise odds.OddsError("no unseen trump to look for", "ODDS_NO_TRUMP_LEFT") from None

    return figure_panel([game_dd, seed_in, seat_dd, card_dd, suit_dd, talon_cb, void_dd,
                         void_suit, shown_dd], draw)
