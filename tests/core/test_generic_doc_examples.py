"""Examples of the generic modules on the games' own packs and deals (issue 17).

The generic code (``core/``, ``cli.py``, ``render/``, the top-level widgets) names no
game, not even in a docstring (``test_core_names_no_game.py``); its doctests that
need a real game's pack or deal were moved here, word for word, each into the
docstring of a function named after where it came from, so that pytest's
``--doctest-modules`` still runs every one of their checks.
"""

from __future__ import annotations


def example_trickplay_module() -> None:
    """From ``tarock_tutor/core/trickplay.py``.

    >>> from tarock_tutor.core.protocol import Play
    >>> from tarock_tutor.core.trickplay import TrickPlay
    >>> from tarock_tutor.games.cego.pack import CEGO51
    >>> from tarock_tutor.core.notation import parse_cards
    >>> tp = TrickPlay(CEGO51, [parse_cards("T3 HK"), parse_cards("H2 S8"), parse_cards("T5 H1")],
    ...                order=[0, 1, 2], leader=0)
    >>> [str(a) for a in tp.legal()]
    ['0 play T3', '0 play HK']
    >>> for a in ("0 play HK", "1 play H2", "2 play H1"):
    ...     seat, _, code = a.split()
    ...     _ = tp.play(int(seat), parse_cards(code)[0])
    >>> tp.tricks[0].winner, tp.leader, tp.to_move
    (0, 0, 0)
    >>> tp.explain(Play(0, parse_cards("T3")[0])).allowed
    True
    """


def example_odds_module() -> None:
    """From ``tarock_tutor/core/odds.py``.

    >>> from tarock_tutor.core.odds import Situation
    >>> from tarock_tutor.core.cards import Suit
    >>> from tarock_tutor.games.zwanziger.pack import ZWANZIGER40
    >>> from tarock_tutor.core.notation import parse_cards
    >>> mine = parse_cards("T20 T19 T18 T17 T16 T15 T14 T13 T12 T11")
    >>> s = Situation.build(ZWANZIGER40, {1: 10, 2: 10, 3: 10}, mine=mine)
    >>> s.where(parse_cards("Sk")[0])[1]
    Fraction(1, 3)
    >>> s.chance_any(parse_cards("Sk T21"), 2)   # 1 - C(28,10)/C(30,10)
    Fraction(49, 87)
    >>> v = Situation.build(ZWANZIGER40, {1: 10, 2: 10, 3: 10}, mine=mine,
    ...                     voids={1: [Suit.TRUMP]})
    >>> v.where(parse_cards("Sk")[0])[1]
    Fraction(0, 1)
    """


def example_odds_suit_ja() -> None:
    """From ``tarock_tutor/core/odds.py``.

    >>> from tarock_tutor.core.cards import Suit
    >>> from tarock_tutor.core.odds import suit_ja
    >>> from tarock_tutor.games.sicilian.pack import SICILIAN63
    >>> suit_ja(Suit.HEARTS), suit_ja(Suit.HEARTS, SICILIAN63)
    ('ハート', '杯(コッペ)')
    """


def example_hand_module() -> None:
    """From ``tarock_tutor/core/hand.py``.

    >>> from tarock_tutor.core.hand import Hand
    >>> from tarock_tutor.games.cego.pack import TAROCK54
    >>> h = Hand.parse("HK T21 S8", TAROCK54)
    >>> h
    Hand('HK T21 S8')
    """


def example_hand_sorted() -> None:
    """From ``tarock_tutor/core/hand.py``.

    >>> from tarock_tutor.core.hand import Hand
    >>> from tarock_tutor.games.cego.pack import TAROCK54
    >>> h = Hand.parse("HK T21 S8", TAROCK54)
    >>> h.sorted().codes()
    ['T21', 'S8', 'HK']
    """


def example_trick_parse() -> None:
    """From ``tarock_tutor/core/hand.py``.

    >>> from tarock_tutor.core.hand import Trick
    >>> from tarock_tutor.games.cego.pack import TAROCK54
    >>> t = Trick.parse("H4 H1 T2 HK", TAROCK54, leader=1, seats=4)
    >>> t.seats, t.winner, t.leader
    ((1, 2, 3, 0), 3, 1)
    """


def example_trick_winner() -> None:
    """From ``tarock_tutor/core/tricks.py``.

    >>> from tarock_tutor.core.tricks import trick_winner
    >>> from tarock_tutor.games.cego.pack import TAROCK54
    >>> from tarock_tutor.core.notation import parse_cards
    >>> trick_winner(parse_cards("H4 H1 T2 HK"), TAROCK54)
    2
    >>> trick_winner(parse_cards("H4 H1 S10 HQ"), TAROCK54)
    3
    """


def example_counting_module() -> None:
    """From ``tarock_tutor/core/counting.py``.

    >>> from tarock_tutor.core.counting import count_austrian, count_baden, count_plain
    >>> from tarock_tutor.games.cego.pack import CEGO51, TAROCK54
    >>> from tarock_tutor.games.zwanziger.pack import ZWANZIGER40
    >>> count_baden(TAROCK54.cards, TAROCK54), count_baden(CEGO51.cards, CEGO51)
    (70, 69)
    >>> count_austrian(TAROCK54.cards, TAROCK54)
    70
    >>> count_plain(ZWANZIGER40.cards, ZWANZIGER40)
    88
    """


def example_count_baden() -> None:
    """From ``tarock_tutor/core/counting.py``.

    >>> from tarock_tutor.core.counting import count_baden
    >>> from tarock_tutor.games.cego.pack import TAROCK54
    >>> from tarock_tutor.core.notation import parse_cards
    >>> count_baden(parse_cards("HK SN S10"), TAROCK54)
    7
    """


def example_count_austrian() -> None:
    """From ``tarock_tutor/core/counting.py``.

    >>> from tarock_tutor.core.counting import count_austrian
    >>> from tarock_tutor.games.neunzehner.pack import NEUNZEHNER54
    >>> from tarock_tutor.core.notation import parse_cards
    >>> count_austrian(parse_cards("Sk T21 T1"), NEUNZEHNER54)
    13
    """


def example_split_batches() -> None:
    """From ``tarock_tutor/core/solver.py``.

    >>> from tarock_tutor.core.solver import split_batches
    >>> from tarock_tutor.games.cego.pack import TAROCK54
    >>> from tarock_tutor.core.notation import parse_cards
    >>> split_batches(parse_cards("HK H1 H2 T5"), TAROCK54.value)
    (6, ('n', 1))
    """


def example_dealing_module() -> None:
    """From ``tarock_tutor/core/dealing.py``.

    >>> from tarock_tutor.core.dealing import deal
    >>> from tarock_tutor.games.cego.pack import TAROCK54
    >>> d = deal(TAROCK54, seed=7, plan=[(None, 10), (1, 11), (2, 11), (3, 11), (0, 11)], seats=4)
    >>> [len(h) for h in d.hands], len(d.talon)
    ([11, 11, 11, 11], 10)
    >>> deal(TAROCK54, seed=7, plan=[(None, 10), (1, 11), (2, 11), (3, 11), (0, 11)], seats=4) == d
    True
    """


def example_kernel_module() -> None:
    """From ``tarock_tutor/core/kernel.py``.

    >>> from tarock_tutor.core.kernel import Kernel, TrickRules, compile_rules
    >>> from tarock_tutor.games.cego.pack import CEGO51
    >>> from tarock_tutor.core.notation import parse_cards
    >>> rules = compile_rules(TrickRules(CEGO51, order=(0, 1, 2)))
    >>> k = Kernel(rules, [rules.mask(parse_cards(h)) for h in ("T3 HK", "H2 S8", "T5 H1")],
    ...            leader=0)
    >>> rules.cards_of(k.legal())
    [Card('T3'), Card('HK')]
    >>> for code in ("HK", "H2", "H1"):
    ...     k.play(rules.index[parse_cards(code)[0]])
    >>> k.to_move, k.won
    (0, [1, 0, 0])
    """


def example_kernel_capture() -> None:
    """From ``tarock_tutor/core/kernel.py``.

    >>> from tarock_tutor.core.kernel import Kernel, TrickRules, compile_rules, kernel_capture
    >>> from tarock_tutor.games.cego.pack import CEGO51
    >>> r = compile_rules(TrickRules(CEGO51, order=(0, 1, 2)))
    >>> give_back = kernel_capture(lambda seats, cards, w: [w, w, seats[2]])
    >>> got = give_back(Kernel(r, [0, 0, 0], leader=0), [0, 1, 2], [3, 5, 7], 1)
    >>> got == {1: 1 << 3 | 1 << 5, 2: 1 << 7}
    True
    """


def example_setup_module() -> None:
    """From ``tarock_tutor/core/setup.py``.

    >>> from tarock_tutor.core.setup import Setup
    >>> from tarock_tutor.core.variants import Variant
    >>> v = Variant("toy", "toy", "Toy", seats=3, pack_key="cego51")
    >>> Setup.seeded(v, 7, dealer=2).arranged
    False
    >>> Setup.seeded(v, 2**70, dealer=0)
    Traceback (most recent call last):
    ...
    tarock_tutor.core.errors.TarockError: seed 1180591620717411303424 is out of range: ...
    """


def example_registry_module() -> None:
    """From ``tarock_tutor/core/registry.py``.

    >>> from tarock_tutor.core.registry import GAMES, game_of
    >>> from tarock_tutor import games   # registers every game of the package
    >>> {"cego", "neunzehnerrufen"} <= set(GAMES)
    True
    >>> game_of("cego4").key
    'cego'
    """


def example_checker_module() -> None:
    """From ``tarock_tutor/core/checker.py``.

    >>> from tarock_tutor.core.checker import check_text
    >>> from tarock_tutor import games
    >>> text = games.dump_record(games.playout(games.new_deal("cego3", seed=2), seed=5))
    >>> report = check_text(text)
    >>> report.status, report.finished, sum(report.sheet.totals())
    ('valid', True, 0)
    """


def example_record_seats_module() -> None:
    """From ``tarock_tutor/core/record_seats.py``.

    >>> from tarock_tutor import games  # registers the games (cego3 has three seats)
    >>> from tarock_tutor.core.errors import InvalidRecord
    >>> from tarock_tutor.core.records import parse_text
    >>> rec = parse_text('[Game "cego3"]\\n[Dealer "1"]\\n[Hand "3" "HK"]\\n2 bid pass\\n')
    >>> rec.format, rec.tags["Dealer"], list(rec.hands), rec.actions[0].seat
    (2, '0', ['2'], 1)
    >>> try:
    ...     parse_text('[Game "cego3"]\\n4 bid pass\\n')
    ... except InvalidRecord as err:
    ...     print(err)
    line 2, column 1: seat '4' is not a seat of this table: the seats are 席1〜席3
    """


def example_cli_module() -> None:
    """From ``tarock_tutor/cli.py``.

    >>> from tarock_tutor.cli import main
    >>> main(["legal", "--pack", "cego51", "--hand", "T3 HK H2 S8", "--trick", "H1"])
    出せるカード: ハートのキング、ハートの2
    台札のスート(ハート)を持っているので、そのスートを出さなければなりません。
    0
    >>> main(["legal", "--pack", "cego51", "--hand", "T3 HK H2 S8", "--trick", "H1",
    ...       "--lang", "en"])
    legal: HK H2
    You hold the led suit (hearts), so you must follow suit.
    0
    >>> main(["count", "--pack", "tarock54", "HK SN S10"])
    7
    0
    """


def example_svg_module() -> None:
    """From ``tarock_tutor/render/svg.py``.

    >>> from tarock_tutor.render.svg import card_svg
    >>> from tarock_tutor.games.cego.pack import TAROCK54
    >>> from tarock_tutor.core.notation import parse_card
    >>> s = card_svg(parse_card("HK"), pack=TAROCK54)
    >>> s.startswith("<svg") and "<title>ハートのキング" in s
    True
    """


def example_card_title() -> None:
    """From ``tarock_tutor/render/svg.py``.

    >>> from tarock_tutor.render.svg import card_title
    >>> from tarock_tutor.games.neunzehner.pack import NEUNZEHNER54
    >>> from tarock_tutor.core.notation import parse_card
    >>> card_title(parse_card("T21"), NEUNZEHNER54)
    'モンド(21) — Mond (XXI) — T21'
    """


def example_hand_svg() -> None:
    """From ``tarock_tutor/render/svg.py``.

    >>> from tarock_tutor.render.svg import hand_svg
    >>> from tarock_tutor.games.cego.pack import TAROCK54
    >>> from tarock_tutor.core.notation import parse_cards
    >>> s = hand_svg(parse_cards("HK T21"), pack=TAROCK54, highlight=parse_cards("T21"))
    >>> s.count("<title>"), s.index('data-card="T21"') < s.index('data-card="HK"')
    (2, True)
    """


def example_count_steps() -> None:
    """From ``tarock_tutor/widgets/cards.py``.

    >>> from tarock_tutor.core.counting import count_baden
    >>> from tarock_tutor.core.notation import parse_cards
    >>> from tarock_tutor.widgets.cards import count_steps
    >>> from tarock_tutor.games.cego.pack import TAROCK54
    >>> count_steps(parse_cards("HK SN S10", TAROCK54), TAROCK54, count_baden)
    '点数の合計: 9 → 数えた点: 7'
    """


def example_rule_ja() -> None:
    """From ``tarock_tutor/widgets/common.py``.

    >>> from tarock_tutor.core.protocol import RuleRef
    >>> from tarock_tutor.widgets.common import rule_ja
    >>> rule_ja(RuleRef("cego-dreierles.md", "§2.6"), "cego")
    'ツェゴの規則集 §2.6'
    """


def example_record_from_form() -> None:
    """From ``tarock_tutor/widgets/dispute.py``.

    >>> from tarock_tutor.widgets.dispute import record_from_form
    >>> print(record_from_form("cego3", 1, ["HK", "SK", "CK"], "DK", "2 bid pass"), end="")
    [Game "cego3"]
    [Format "2"]
    [Dealer "1"]
    [Hand "1" "HK"]
    [Hand "2" "SK"]
    [Hand "3" "CK"]
    [Talon "DK"]
    2 bid pass
    """


def example_follow_module() -> None:
    """From ``tarock_tutor/widgets/follow.py``.

    >>> from tarock_tutor.widgets.follow import follow_check
    >>> r = follow_check("cego4", seed=3, led="H1")
    >>> r.code in {"MUST_FOLLOW_SUIT", "MUST_TRUMP", "FREE_DISCARD"}
    True
    >>> follow_check("cego4", seed=3, led="X9")
    Traceback (most recent call last):
    ...
    tarock_tutor.core.errors.InvalidNotation: cannot read card 'X9': ...
    """


def example_odds_figure() -> None:
    """From ``tarock_tutor/widgets/odds.py``.

    >>> from tarock_tutor.widgets.odds import odds_figure
    >>> html = odds_figure("zwanzigerrufen", seed=2, seat=0)
    >>> "席2" in html and "はどこに?" in html and "33.3%(1/3)" in html
    True
    """


def example_play_module() -> None:
    """From ``tarock_tutor/widgets/play.py``.

    >>> from tarock_tutor.widgets.play import PlayTable
    >>> t = PlayTable("cego3", seat=1, seed=2, level="beginner")
    >>> t.choices() == t.state.legal_actions()
    True
    """


def example_trainer_module() -> None:
    """From ``tarock_tutor/widgets/trainer.py``.

    >>> from tarock_tutor.widgets.common import action_ja
    >>> from tarock_tutor.widgets.trainer import Trainer
    >>> from tarock_tutor import games
    >>> from functools import partial
    >>> t = Trainer({"3人": partial(games.new_deal, "cego3")}, seed=1)
    >>> [action_ja(a, "cego") for a in t.choices()][:2] == [
    ...     action_ja(a, "cego") for a in t.state.legal_actions()][:2]
    True
    >>> v = t.act(t.choices()[-1])
    >>> v.allowed, len(t.state.history), t.undo(), len(t.state.history)
    (True, 1, True, 0)
    """
