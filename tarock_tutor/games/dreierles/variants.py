"""Dreierles for three and four at the table as cited variants; every decision of
spec §3.14 (and the seed's optional deal in packets of four and its last round)
as a named rule option.

Option keys are plain identifiers (``games.new_deal("dreierles3", seed=1,
max_doublings=4)``); each option's ``ref`` names the spec's own key and the
decision number.

>>> DREIERLES3.seats, DREIERLES4.seats, DREIERLES3.pack_key
(3, 4, 'tarock54')
>>> DREIERLES4.options()["max_doublings"]
2
"""

from __future__ import annotations

from functools import partial

from tarock_tutor.core.variants import OptionSpec, Variant, cited_option

from .parts.rules import KEY, SEED, SPEC

_opt = partial(cited_option, SPEC)


OPTIONS: tuple[OptionSpec, ...] = (
    _opt("deal_packets", "8-8", ("8-8", "4-4-4-4"), "§3.3 (dreierles.deal_packets)",
         says="Seed 003: eight cards to each player, twice; dealing four at a time four times "
              "also seems to occur.",
         missing="Nothing; the seed names both ways.",
         chosen="Two packets of eight by default; four packets of four as the option.",
         why="The seed gives packets of eight as the rule and four of four as a variant.",
         ja="配り方(8枚ずつ2回/4枚ずつ4回)"),
    _opt("bonuses", "droll+koenigsrolle+zehn_druck", ("droll+koenigsrolle+zehn_druck",),
         "§3.6, decision D1 (dreierles.bonuses)",
         says="Seed 003 keeps the bonus rules (1 Fach from every other person, declared after "
              "play, the declarer's ten trumps before play) but lost the list itself.",
         missing="Which combinations count; we found no source naming a fourth one.",
         chosen="A closed list: Droll (Stieß, 21, 1), all four Kings, ten or more trumps.",
         why="pagat's section quoted in harbour-tarock names Druckrolle and Königsrolle; the "
             "seed itself keeps the ten-trump rule and defines the Droll for the list.",
         ja="手役の一覧"),
    _opt("discard_impossible", "plain_trumps_face_up", ("plain_trumps_face_up",),
         "§3.5, decision D2 (dreierles.discard_impossible)",
         says="Seed 003 (restored from pagat): kings and trumps may not be discarded.",
         missing="What a declarer does who holds too few other cards to discard.",
         chosen="He may discard the missing number as trumps other than the Droll, face up.",
         why="A deterministic rule for a case pagat says practically never happens; "
             "borrowed from Tapp-Tarock practice.",
         ja="捨て札できるカードが足りないとき"),
    _opt("max_doublings", 2, (0, 1, 2, 3, 4, 5, 6), "§3.8 rule 3, decision D3 "
         "(dreierles.max_doublings)",
         says="Seed 003: Kontra and Re may be repeated; how often must be agreed before play.",
         missing="The number itself.",
         chosen="2 (one Kontra and one Re) by default; any limit from 0 to 6 as an option.",
         why="The smallest limit that keeps both calls the seed describes.",
         ja="コントラとレの回数の上限"),
    _opt("kontra_barred", "passed_with_dreier_open",
         ("passed_with_dreier_open", "only_bidders"), "§3.8 rule 2, decisions D4 / D-K4",
         says="Seed 003: a defender who passed although he could have bid Dreier may not "
              "knock.",
         missing="The English Wikipedia summary says only a defender who bid may knock, which "
                 "would also bar one who passed after a higher bid.",
         chosen="Only defenders who passed while nobody had bid yet are barred.",
         why="The seed and pagat (as quoted by harbour-tarock) agree; the summary is "
             "secondary.",
         ja="コントラできないディフェンダー"),
    _opt("dealer_kontra", False, (False, True), "§3.8, decisions D5 / D-K3, D-K5",
         says="Seed 003 lets the sitting-out dealer knock only in Räuber; he pays and receives "
              "the game result like everyone.",
         missing="Whether he may knock in a normal game.",
         chosen="No: in a normal game only defenders knock; a Kontra doubles what the dealer "
                "pays or receives too.",
         why="The seed grants the dealer's knock only in the Räuber section.",
         ja="4人のとき休みのディーラーのコントラ"),
    _opt("pfeife_bonus_defenders", "none", ("none",), "§3.7, decision D6",
         says="Seed 003 grants the last-trick Pfeife bonus to the declarer.",
         missing="Whether a defender winning the last trick with the Pfeife scores.",
         chosen="No bonus for defenders.",
         why="The seed names only the declarer.",
         ja="ディフェンダーの最後のトリックのプファイフェ"),
    _opt("raeuber_pfeife", "steinmauern", ("steinmauern", "iffezheim", "achertal"),
         "§3.12 (spec item 3.12.3), decision D7 (dreierles.raeuber_pfeife)",
         says="Seed 003 (Steinmauern rules): the Pfeife may not be led and must be played when "
              "trumps are led the third time; trump 21 may not join the Stieß; the normal "
              "follow rule comes first.",
         missing="Whether the Pfeife may be played earlier, and what happens when its holder "
                 "led the third trump trick himself.",
         chosen="Steinmauern by default: the duty holds from the third trump lead on, and the "
                "Pfeife is never played voluntarily before; 'achertal' plays Räuber without "
                "these restrictions; 'iffezheim' (pagat via harbour-tarock: Stieß and 21 in the "
                "first two tricks, not both in one; the Pfeife in the third) is read as: each "
                "holder plays the Stieß or 21 at the first trick he can, the Pfeife waits for "
                "the third trick (or the next one it can go to), the follow rule first.",
         why="The rule exists to fix when the Pfeife falls; the Achertal and Iffezheim ways "
             "(pagat via harbour-tarock) are the regional alternatives the spec names; the "
             "Iffezheim summary is one line, so 'at the first trick he can' is our reading.",
         ja="ロイバーのプファイフェの規則"),
    _opt("last_round_raeuber_or_solo", False, (False, True),
         "§3.13 (dreierles.last_round_raeuber_or_solo)",
         says="Seed 003: the last round may be played as 'Räuber oder Solo': only Solo may be "
              "bid, and only players who had no chance to bid because of an earlier Solo "
              "may knock.",
         missing="Nothing; it is an agreement of the table.",
         chosen="Off; switched on for the deals of the last round.",
         why="The seed presents it as a custom some tables follow.",
         ja="最後のラウンド「ロイバーかソロ」"),
    _opt("last_round_solo_double", False, (False, True), "§3.13, decision D8",
         says="Seed 003: in that last round the Solo's game points may be doubled.",
         missing="Whether they are; harbour-tarock's paraphrase of pagat raises the Räuber "
                 "instead.",
         chosen="Off by default; a separate flag.",
         why="The two sources differ; both stay switchable until pagat can be read.",
         ja="最後のラウンドのソロを2倍"),
    _opt("last_round_raeuber_double", False, (False, True), "§3.13, decision D8",
         says="harbour-tarock's paraphrase of pagat: the Räuber value is raised in the last "
              "round.",
         missing="Seed 003 says the Solo may be doubled, not the Räuber.",
         chosen="Off by default; a separate flag.",
         why="The two sources differ; both stay switchable until pagat can be read.",
         ja="最後のラウンドのロイバーを2倍"),
    _opt("misplay", "refused", ("refused",), "§3.14 decision D9",
         says="pagat (via harbour-tarock): a misplayed card may be taken back without penalty "
              "before the next card is played.",
         missing="Nothing for an engine.",
         chosen="An illegal play is refused with its reason, so it never stands.",
         why="Refusing with an explanation is the engine's way of taking the card back.",
         ja="誤ったプレイ"),
)

_SOURCE = (f"{SEED}; spec {SPEC} §1 and §3 (bonus list and exchange rule restored from "
           "pagat's Dreierles page as quoted by harbour-tarock; Droll from German Wikipedia)")

DREIERLES3 = Variant("dreierles3", KEY, "Dreierles (3 players)", seats=3, pack_key="tarock54",
                     options=OPTIONS, aliases={"ja": "ドライアーレス3人", "de": "Dreierles"},
                     source=_SOURCE)
DREIERLES4 = DREIERLES3.derive("dreierles4", "Dreierles (4 at the table, dealer sits out)",
                               seats=4)
VARIANTS = (DREIERLES3, DREIERLES4)
