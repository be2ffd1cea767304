"""The four forms of Neunzehnerrufen as cited variants, and every decision of
spec §1.14 as a named rule option.

Form keys: ``4p`` (four players), ``3p_dummy`` (three players and a
Strohmann), ``4p_dealer_dummy`` (four bid, the dealer's hand becomes a dummy)
and ``2p`` (two players, two dummies).  Every variant has four seats: a dummy
is a seat in play order and a column on the score sheet (decision D-A11).

>>> VARIANTS["3p_dummy"].options()["loss_reference"]
35
>>> sorted(FORM_OF_VARIANT.values())
['2p', '3p_dummy', '4p', '4p_dealer_dummy']
"""

from __future__ import annotations

from tarock_tutor.core.errors import VariantError
from tarock_tutor.core.variants import OptionSpec, Variant, cited_option, register_variant

from .parts.contracts import SPEC

FORMS: tuple[str, ...] = ("4p", "3p_dummy", "4p_dealer_dummy", "2p")


def _opt(key: str, default: object, choices: tuple[object, ...], dec: str, section: str,
         **text: str) -> OptionSpec:
    """Declared decision first, as the spec's decision tables list them."""
    return cited_option(SPEC, key, default, choices, section, dec, **text)


OPTIONS: tuple[OptionSpec, ...] = (
    _opt("count_method", "pooled", ("pooled",), "D-A1", "§1.3",
         says="Seed 001: the declarer's and the partner's points are added together; "
              "2 points off per three cards, 1 for a remainder of one or two.",
         missing="Whether the partners count separately and then add, or pool first.",
         chosen="Each side pools its cards, then counts once.",
         why="Only pooling makes the two sides always total 70 (proof in spec §1.3).",
         ja="点数計算はチームのカードをまとめて行う"),
    _opt("talon_top", "first_dealt", ("first_dealt",), "D-A2", "§1.4",
         says="The dealer lays the first six cards as the talon; the declarer takes from "
              "its 'top'.",
         missing="Which physical card is the top.",
         chosen="talon[0] is the first card dealt and counts as the top.",
         why="A fixed convention makes seeds and records reproducible.",
         ja="タロンの「上」は最初に配られたカード"),
    _opt("loss_reference", 35, (35, 36), "formerly D-A3", "§1.11",
         says="Seed 001: 36 or more wins, 35 or less loses; the two formulas were lost.",
         missing="The loss formula; Philebus's own sentence was not readable.",
         chosen="The difference from 35 both ways (a 35-point loss costs 0); 36 is an "
                "unsourced alternative.",
         why="The Czech form of the same game settles the difference from 35 "
             "[R:TCZVYS]; its example has 18 points paying for 17.",
         ja="負けのゲーム点の基準点"),
    _opt("holder_choices", "hold_or_pass", ("hold_or_pass",), "D-A4", "§1.6",
         says="The overcalled player may hold, else the bidding goes on.",
         missing="Whether he may also jump to a higher bid.",
         chosen="He may only hold or pass.",
         why="The seed names only these two; a hold already wins ties.",
         ja="ビッドを上げられた人はホールドかパスのみ"),
    _opt("trump_discard", "only_if_short", ("only_if_short", "any_trump"), "D-A5", "§1.7",
         says="No Kings, XXI, I or Sküs in the discard; trumps only if one cannot avoid it, "
              "and then face up.",
         missing="What 'cannot avoid' means exactly.",
         chosen="A trump (II–XX) may go only when the hand has fewer non-trump non-King "
                "cards than cards to discard; then all of those go and trumps fill up.",
         why="The literal reading of the seed; 'any_trump' is offered for tables that "
             "read it loosely.",
         ja="切札を捨ててよい条件"),
    _opt("call_skips_face_up", True, (True,), "D-A6", "§1.8",
         says="Call the highest trump from XIX down that the declarer does not hold.",
         missing="What if that trump lies face up among the discards.",
         chosen="Skip face-up discarded trumps.",
         why="They are in nobody's hand and the declarer sees them.",
         ja="表向きの捨て札の切札は指名しない"),
    _opt("declaration_order", "one_lap", ("one_lap",), "D-A7", "§1.9",
         says="Anyone may declare, in no particular order.",
         missing="An order an engine can follow.",
         chosen="One lap in play order from the dealer's right; each player declares any "
                "legal set at his turn.",
         why="Deterministic and equivalent for scoring.",
         ja="宣言はディーラーの右隣から1周"),
    _opt("pagat_holder_only", True, (True,), "D-A8", "§1.9",
         says="Pagat Ultimo: the announcer wins the last trick with the I himself.",
         missing="Whether someone without the I may announce it.",
         chosen="Only the holder of the I.",
         why="Nobody else can ever fulfil it.",
         ja="パガット予告は切札1の持ち主だけ"),
    _opt("announced_replaces_silent", True, (True,), "D-A9", "§1.12",
         says="Silent Pagat 10 / Valat 20; announced 20 / 40, lost if it fails.",
         missing="Whether a silent award is also paid when an announcement exists.",
         chosen="An announcement replaces the silent bonus; each feat is scored once.",
         why="Avoids scoring the same trick twice.",
         ja="予告があれば予告なしのボーナスは数えない"),
    _opt("dummy_declarations", "none", ("none",), "D-A10", "§1.13",
         says="The dummy is a hand played by someone else.",
         missing="Whether a dummy's cards can be declared.",
         chosen="A dummy never bids, declares or announces.",
         why="In the 3-player game nobody has seen it when declarations are made.",
         ja="ダミーは宣言しない"),
    _opt("dummy_result_to", "own_column", ("own_column", "controller"), "D-A11", "§1.13",
         says="Seed author's suggestion: the dummy wins and loses like a player.",
         missing="Who receives the dummy's result.",
         chosen="The dummy keeps its own column; 'controller' folds it into the player who "
                "plays it (display only, 3p and 2p).",
         why="Austrian Strohmann practice [R:PEPI].",
         ja="ダミーの得失点の列"),
    _opt("three_player_draw_order", "play_order", ("play_order",), "D-A12", "§1.13",
         says="3 players, Rufer: the other two players take one card each.",
         missing="In which order.",
         chosen="In play order after the declarer, the dummy skipped.",
         why="Matches the 4-player order (right neighbour first).",
         ja="3人ルーファーの交換順"),
    _opt("dummy_volunteer", "first_after_declarer", ("first_after_declarer",), "D-A13",
         "§1.13",
         says="In a contract without partner a defender who volunteers plays the dummy.",
         missing="Two volunteers, or none.",
         chosen="Asked in play order after the declarer: the first volunteer plays it; if "
                "nobody volunteers the defender next after the declarer must.",
         why="A fixed order makes the engine deterministic.",
         ja="ダミーを誰がプレイするか"),
    _opt("dealer_dummy_reading", "dealer_sits_out", ("dealer_sits_out",), "D-A14", "§1.13",
         says="A block (heading lost) where the dealer's hand becomes a dummy.",
         missing="Its heading.",
         chosen="Four deal and bid; after declarations the dealer sits out, his hand a dummy.",
         why="The block needs four bidders, so it cannot belong to the 2-player rules.",
         ja="ディーラーの手札をダミーにする形の解釈"),
    _opt("two_player_exchange", "four_plus_one", ("four_plus_one",), "D-A15", "§1.13",
         says="2 players: the non-dealer always plays a Rufer.",
         missing="The exchange.",
         chosen="Declarer takes talon I–IV, the dealer talon V; talon VI counts for the "
                "dealer's side.",
         why="Keeps 'each other live player draws one' and the rule for unused talon cards.",
         ja="2人ゲームの交換"),
    _opt("two_player_no_trump", "redeal", ("redeal",), "D-A16", "§1.13",
         says="Call the highest trump ≤ XIX in either dummy.",
         missing="What if neither dummy holds one.",
         chosen="The same dealer deals again.",
         why="There is no card to call.",
         ja="2人ゲームでダミーに切札19以下がない時"),
    _opt("deals_per_session", 0, (0, 4, 8, 12, 16), "end of game", "§1.14",
         says="No fixed rule for the end of the game.",
         missing="When a session ends.",
         chosen="Open (0); a table may fix a multiple of the player count.",
         why="The seed says there is no rule; the engine scores single deals.",
         ja="セッションのディール数(0=決めない)"),
)

_TITLES = {
    "4p": ("neunzehnerrufen", "Neunzehnerrufen (4 players)", "ノインツェーナールーフェン(4人)"),
    "3p_dummy": ("neunzehnerrufen-3p-dummy", "Neunzehnerrufen, 3 players and a dummy",
                 "ノインツェーナールーフェン(3人・ダミー付き)"),
    "4p_dealer_dummy": ("neunzehnerrufen-4p-dealer-dummy",
                        "Neunzehnerrufen, 4 players, the dealer's hand as a dummy",
                        "ノインツェーナールーフェン(4人・ディーラーの手札がダミー)"),
    "2p": ("neunzehnerrufen-2p", "Neunzehnerrufen, 2 players and two dummies",
           "ノインツェーナールーフェン(2人・ダミー2つ)"),
}

VARIANTS: dict[str, Variant] = {}
FORM_OF_VARIANT: dict[str, str] = {}
for _form, (_key, _title, _ja) in _TITLES.items():
    _v = Variant(_key, "neunzehnerrufen", _title, seats=4, pack_key="neunzehner54",
                 options=OPTIONS,
                 aliases={"ja": _ja, "de": "Neunzehnerrufen"} if _form == "4p" else {"ja": _ja},
                 source=f"seed 001 (after Philebus, Tarocchi, ch. 5.03); {SPEC} §1",
                 parent=None if _form == "4p" else "neunzehnerrufen")
    VARIANTS[_form] = register_variant(_v)
    FORM_OF_VARIANT[_key] = _form


def variant_for(form: str) -> Variant:
    """The variant of a form key (``4p``, ``3p_dummy``, ``4p_dealer_dummy``, ``2p``)."""
    try:
        return VARIANTS[form]
    except (KeyError, TypeError):
        raise VariantError(f"unknown Neunzehnerrufen form {form!r}; known forms: "
                           f"{', '.join(FORMS)}",
                           code="NZ_UNKNOWN_FORM",
                           params={"value": str(form)[:30], "forms": "、".join(FORMS)}) from None
