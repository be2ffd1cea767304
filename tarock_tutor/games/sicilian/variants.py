"""Sicilian Tarocchi (4 players) as a cited variant, and every decision of
spec §3.10 as a named rule option.

>>> opts = SICILIAN.options()
>>> opts["discard_rule"], opts["no_taker"], opts["fugitive_no_blank"]
('no_king_trump_fugitive', 'redeal', 'surrender')
>>> SICILIAN.pack.key, len(SICILIAN.pack)
('sicilian63', 63)
"""

from __future__ import annotations

from tarock_tutor.core.protocol import Citation, RuleRef
from tarock_tutor.core.variants import OptionSpec, Variant, cited_option

GAME = "sicilian"
SPEC = "neunzehner-zwanziger-sicilian.md"
SEED = "seed 004 (Sicilian Tarocchi, Akagiri 1993, after Dummett 1980)"


_cite = Citation(SEED, SPEC)


def ref(section: str, decision: str = "") -> RuleRef:
    """A rule reference into the spec's game C (``§3.x``), with its decision id."""
    return _cite(section, f"({decision})" if decision else "")


def _opt(key: str, default: object, choices: tuple[object, ...], dec: str, section: str,
         **text: str) -> OptionSpec:
    """Declared decision first, as the spec's decision tables list them."""
    return cited_option(SPEC, key, default, choices, section, dec, **text)


MAX_OFFER = 54
"""The largest offer in the bargaining (decision D-C3; the seed sets no bound, the engine
needs one to list the legal offers).  Nobody can be made to lose more than 54 in a deal:
a defender or the team without the dealer scores at worst 0 − 54, the dealer's team keeps
the discard (three blanks alone count 1) and scores at worst 1 − 55; only a Solo (or a
"20" player left alone, D-C8) risks more, and both are chosen freely after the
bargaining.  So an offer above 54 is never needed."""

OPTIONS: tuple[OptionSpec, ...] = (
    _opt("suit_cards", 41, (41,), "D-C1", "§3.2",
         says="Seed 004: '43 cards that are not trumps' in four suits, K Q C Maid 10–5, "
              "with a 4 in coins only.",
         missing="Nothing: the seed's own list gives 3 × 10 + 11 = 41, and 41 + 21 + 1 = 63.",
         chosen="41 suit cards (the seed's 43 is a slip).",
         why="The seed's list and its 63-card total both give 41; the Sicilian players' "
             "site giocotarocchisiciliani ('Il mazzo') states 41.",
         ja="スートのカードは41枚(原文の43枚は誤り)"),
    _opt("count_method", "pooled_closed_form", ("pooled_closed_form",), "D-C2", "§3.3",
         says="Group the captured cards in threes: −2, −1, 0, +1 by the number of counting "
              "cards; a leftover of two blanks +1, of one blank 0.",
         missing="Whether partners count separately, and piles with too few blanks for the "
                 "leftover.",
         chosen="Each side pools its cards and counts once by the closed form "
                "Σvalue − counting cards + ⌊(n+1)/3⌋.",
         why="It equals the grouping whenever the leftover can be made of blanks, covers "
             "every pile, and makes the two sides always total 104 (109 with the last "
             "trick).",
         ja="点数はチームのカードをまとめて計算(閉じた式)"),
    _opt("no_taker", "redeal", ("redeal", "play"), "D-C3", "§3.4",
         says="Free-order bargaining, one statement each: offers ('I give x'), 'shuffle', "
              "takes within what is left, 'I play' ends it.",
         missing="A turn order an engine can follow, and what happens when all four offer "
                 "or shuffle, so nobody is left to take.",
         chosen="Offers polled in play order from the dealer's right (waiting allowed) until "
                f"a full round waits, then takes in play order; offers up to {MAX_OFFER}; "
                "all four offered: no payments and the same dealer deals again.",
         why="It keeps every constraint of the seed; Bunbury's retelling would play the "
             "hand when nobody takes, kept as the value 'play'.",
         ja="交渉の手順と、全員が「出す」と言ったとき"),
    _opt("solo_intents", "simultaneous", ("simultaneous", "in_turn"), "D-C4", "§3.5",
         says="Any non-dealer may say Solo, in any order; the dealer's right has priority, "
              "then the player opposite.",
         missing="An order for the engine.",
         chosen="All three non-dealers state their intent (play order), then priority decides.",
         why="Equivalent to the seed; 'in_turn' (the first Solo ends the round, as "
             "Bunbury tells it) gives the same soloist.",
         ja="ソロの意思表示は3人全員に聞いてから優先順位で決める"),
    _opt("discard_rule", "no_king_trump_fugitive",
         ("no_king_trump_fugitive", "no_king_no_honour"), "D-C5", "§3.6",
         says="'The discards have the following restrictions:' — and the list is lost.",
         missing="The whole list.",
         chosen="No King, no trump, no Fugitive; with fewer than three other cards all of "
                "them go with the lowest trumps by rank (Miseria, Picciotti, 2 …), face up "
                "(see forced_discard).",
         why="The restriction shared by the king-calling relatives; without it Giove, "
             "Picciotti and the Fugitive (30 points) could be banked in the discard. "
             "Philebus's 'no kings, no honours' is the value 'no_king_no_honour'.",
         ja="捨て札の制限"),
    _opt("forced_discard", "lowest_trumps", ("lowest_trumps", "spare_honours"), "D-C5",
         "§3.6",
         says="Nothing: the discard list is lost.",
         missing="Which trumps a hand with fewer than three free cards must discard.",
         chosen="The spec's default: 'the lowest trumps are discarded face up', by rank: the "
                "Miseria first, then Picciotti (trump 1), then 2, 3 ….",
         why="That is the wording of spec §3.6.  It does not fully serve the spec's own "
             "reason for the restriction (no banking of Giove/Picciotti/Fugitive): a forced "
             "Picciotti still counts its 10 points for the exchanger's side, only face up.  "
             "'spare_honours' passes over Picciotti and Giove (10 points each) and keeps "
             "that reason whole; it is the value to choose where the reason matters more "
             "than the wording.",
         ja="捨てるカードが足りないときの切札"),
    _opt("bid_value_after_exchange", True, (True,), "D-C6", "§3.7",
         says="The exchange comes before the partnership bids; '20' and '15' count the "
              "10- and 5-point cards of the hand.",
         missing="Whether the dealer's hand is judged before or after his exchange.",
         chosen="On the hand after the exchange.",
         why="The seed places the exchange first, so that is the hand the player holds.",
         ja="「20」「15」は交換後の手札で判定"),
    _opt("king_call_rule", "free", ("free",), "D-C7", "§3.7",
         says="'Which King to call follows these rules:' — and the rules are lost.",
         missing="The rule list (the most important open point of the game).",
         chosen="Free choice among the Kings (Queens) the caller neither holds nor "
                "discarded.",
         why="No source reached gives the list; the option is the hook for the real rule "
             "once Dummett 1980 is read.",
         ja="指名するキングの選び方"),
    _opt("queen_in_discard", "caller_alone", ("caller_alone",), "D-C8", "§3.7",
         says="With all four Kings the '20' player calls a Queen by the same rule.",
         missing="What if the called Queen lies in the dealer's discard.",
         chosen="The caller plays alone against three, scored as a Solo.",
         why="Nobody holds the card, so there is no partner; the Solo formula is the "
             "seed's own formula for one against three.",
         ja="指名したクイーンが捨て札にあるとき"),
    _opt("fugitive_no_blank", "surrender", ("surrender", "nothing"), "D-C9", "§3.8",
         says="'The Fugitive has a special rule' — and the rule is lost.",
         missing="The whole rule; reconstructed: never wins, never led unless it is the last "
                 "card, exempt from following, kept by its side with a blank given in "
                 "exchange at the end of the hand.",
         chosen="If the Fugitive's side has no blank to give, it hands over the Fugitive.",
         why="The classical Italian rule (Lippi on Minchiate); 'nothing' lets the side "
             "keep it free.",
         ja="逃亡者の代わりに渡す素札がないとき"),
    _opt("knocking", True, (True, False), "§3.8 signals", "§3.8",
         says="In a partnership game a holder of Giove or the 19 may knock when he leads, "
              "and may say which one; never 'both'.",
         missing="Nothing; some tables may play without signals.",
         chosen="Knocking allowed, one signal per lead.",
         why="The seed allows it; the option turns it off.",
         ja="ノック(シグナル)を認める"),
    _opt("cards", "sicilian63", ("sicilian63", "tarot78"), "§3.2 ordinary tarot", "§3.2",
         says="With an ordinary tarot pack, trump 21 is the Miseria and jacks are maids; with "
              "French suits diamonds stand for coins and keep their 4.",
         missing="Which cards of the 78 are put aside.",
         chosen="The game is the same; only the names change: 'tarot78' names each card by "
                "its substitute in the 78-card pack (the 1–4 of spades, clubs and hearts "
                "and the 1–3 of diamonds are put aside: 78 − 15 = 63).",
         why="The seed offers the substitute for readers without a Sicilian pack.",
         ja="78枚のタロットで代用する"),
)

SICILIAN = Variant(
    "sicilian", GAME, "Sicilian Tarocchi (4 players, after Dummett 1980)", seats=4,
    pack_key="sicilian63", options=OPTIONS,
    aliases={"ja": "シチリアのタロッキ", "it": "Tarocchi siciliani"},
    source=f"{SEED}; spec {SPEC} §3 (restorations from giocotarocchisiciliani, trionfi.eu, "
           "Philebus, Lippi)")
