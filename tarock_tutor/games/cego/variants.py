"""Cego for three and four players as cited variants; every decision of spec
§2.15 (and the seed's optional court-as-pip rule) as a named rule option.

Option keys are plain identifiers so they can be passed as keyword arguments
(``cego.new_game(players=3, face_card_as_pip=True)``); each option's ``ref``
names the spec's own key (``cego.…``) and the decision number.

>>> CEGO3.seats, CEGO4.seats, CEGO3.pack_key, CEGO4.pack_key
(3, 4, 'cego51', 'tarock54')
>>> CEGO4.options()["raeuber_ties"]
'each_tied_player_full'
"""

from __future__ import annotations

from functools import partial

from tarock_tutor.core.errors import VariantError
from tarock_tutor.core.variants import OptionSpec, Variant, cited_option, register_variant

from .parts.contracts import SEED, SPEC

_opt = partial(cited_option, SPEC)


OPTIONS: tuple[OptionSpec, ...] = (
    _opt("face_card_as_pip", False, (False, True), "§2.4 (cego.face_card_as_pip, seed option)",
         says="Seed 000: some tables let a Zwei Leere or Zwei Verschiedene declarer who lacks "
              "pip cards keep a court card of the suit in place of a pip; it then ranks "
              "below every card of its suit, and the two bids lose their hand restriction.",
         missing="Nothing; the seed offers it as an optional rule.",
         chosen="Off by default (the seed presents it as an extra rule some tables adopt).",
         why="The plain rule is the one the seed states first.",
         ja="絵札を数札の代わりに残せる特別ルール(ツヴァイ・レーレとツヴァイ・フェアシーデネ)"),
    _opt("face_card_pip_value", "keeps_value", ("keeps_value",), "§2.4 / §2.15 C4",
         says="Seed 000 changes only the trick rank of a court card kept as a pip.",
         missing="Whether that court card still counts its card points.",
         chosen="It keeps its card-point value (5/4/3/2).",
         why="The seed changes its rank only, not its value.",
         ja="数札扱いの絵札の点数"),
    _opt("seniority_start", "dealer_right", ("dealer_right",), "§2.6 / §2.15 C1",
         says="Seed 000 once names the 'declarer's right' as the most senior seat.",
         missing="A declarer does not exist yet during the auction.",
         chosen="Seniority starts at the dealer's right and follows the bidding order.",
         why="Every other sentence of the seed ties seniority to the bidding order.",
         ja="席順の最上位はディーラーの右隣"),
    _opt("pass_is_final", True, (True,), "§2.6 rule 4 / §2.15 C2",
         says="Seed 000: after a Solo bid a pass ends one's part in the auction.",
         missing="The seed does not repeat this for the auction without a Solo bid.",
         chosen="A pass is final in every ladder auction.",
         why="The seed's description of the duel between two players implies it.",
         ja="パスしたら以後ビッドできない"),
    _opt("leftover_with_valued_cards", "formula", ("formula",), "§1.3 / §2.15 C3",
         says="Seed 000 (4 players): leave blanks over when grouping by threes; two leftover "
              "blanks +1, one 0.",
         missing="What to do when the leftover cannot consist of blanks only.",
         chosen="The general formula: values (blanks 1) minus 2 per group of three and "
                "minus 1 for any leftover.",
         why="It keeps the total at exactly 70 and agrees with Dreierles (seed 003).",
         ja="余りに点数札が入るときの数え方"),
    _opt("no_trump_for_forced_discard", "any_card", ("any_card",), "§2.4 / §2.15 C5",
         says="Seed 000: the extra discard of Zwei Leere (Zwei Verschiedene) is the lowest "
              "(highest) trump in hand.",
         missing="What to discard when the hand holds no trump at all.",
         chosen="Any one card.",
         why="The smallest change that lets the deal go on.",
         ja="切札がないときの最後の捨て札"),
    _opt("exposure_multiple_offenders", "each_pays", ("each_pays", "first_after_declarer"),
         "§2.8 / §2.15 C6",
         says="Seed 000: a defender holding a solo hand is scored as a declarer of the "
              "current contract who took no trick.",
         missing="What happens when two or more defenders hold solo hands.",
         chosen="Each of them is penalised separately ('first_after_declarer' penalises "
                "only the offender who sits first after the declarer in play order).",
         why="Penalising each keeps the deterrent the rule is there for.",
         ja="ソロの手札を持つディフェンダーが複数いるとき"),
    _opt("exposure_in_raeuber", False, (False,), "§2.8 / §2.15 C7",
         says="Seed 000 offers the exposure to a declarer of a contract decided in the last "
              "stage.",
         missing="Whether that includes Räuber, which has no declarer in the usual sense.",
         chosen="No exposure in Räuber.",
         why="The penalty ('as a declarer who took no trick') has no meaning there.",
         ja="ロイバーでは手札公開なし"),
    _opt("raeuber_ties", "each_tied_player_full", ("each_tied_player_full", "split"),
         "§2.13 / §2.15 C8",
         says="Seed 000: the player with the most card points in Räuber loses 5 (the caller "
              "10).",
         missing="Ties for the most points.",
         chosen="Each tied player takes his full penalty ('split' divides each tied player's "
                "penalty by the number tied).",
         why="The literal reading; 'split' follows the Dreierles custom of sharing.",
         ja="ロイバーの最高点が同点のとき"),
    _opt("raeuber_special_rules", "none", ("none",), "§2.9 / §2.15 C9",
         says="Seed 000 gives no extra play rules for Räuber.",
         missing="Modern 'Räuber nach Regeln' restrictions exist regionally.",
         chosen="None: the ordinary follow rules.",
         why="The seed is silent.",
         ja="ロイバーの特別なプレイ制限"),
    _opt("stop_negative_early", False, (False, True), "§2.9 / §2.15 C10",
         says="Seed 000: Piccolo needs exactly one trick, Bettel none; card points do not "
              "matter.",
         missing="Whether play goes on once the result is certain.",
         chosen="Play all tricks by default; True ends the deal as soon as the contract "
                "is lost.",
         why="Scoring is the same either way; playing on is easier to follow.",
         ja="ピッコロ・ベッテルの早期終了"),
)

_SOURCE = (f"{SEED}; spec {SPEC} §2 (restorations from the Scribd club sheet 'Spielregeln "
           "für Cego', German Wikipedia 'Cego' 2004, MUPFEL)")

CEGO3 = register_variant(Variant(
    "cego3", "cego", "Cego (3 players, after Dummett)", seats=3, pack_key="cego51",
    options=OPTIONS, aliases={"ja": "ツェゴ(3人)", "de": "Cego zu dritt"}, source=_SOURCE))
CEGO4 = register_variant(Variant(
    "cego4", "cego", "Cego (4 players, after Dummett)", seats=4, pack_key="tarock54",
    options=OPTIONS, aliases={"ja": "ツェゴ(4人)", "de": "Cego zu viert"}, source=_SOURCE,
    parent="cego3"))

VARIANTS: dict[int, Variant] = {3: CEGO3, 4: CEGO4}


def variant_for(players: int) -> Variant:
    """The variant for 3 or 4 players."""
    if not isinstance(players, int) or isinstance(players, bool) or players not in VARIANTS:
        raise VariantError(f"Cego is played by 3 or 4 players, not {players!r} "
                           f"(seed 000; spec {SPEC} §2.2)",
                           code="PLAYERS_COUNT",
                           params={"title": "ツェゴ", "choices": "3か4",
                                   "value": repr(players)[:20]})
    return VARIANTS[players]
