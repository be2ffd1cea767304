"""Bad arguments to the games' score calculators and helpers carry a code, and their
Japanese is the code's sentence (issue 17 item 5): each case feeds one bad input and
checks the code, the exact Japanese and that no English word leaks through."""
# ruff: noqa: E501  (the expected sentences are kept whole, as a reader sees them)

from __future__ import annotations

from collections.abc import Callable

import pytest

from tarock_tutor import games
from tarock_tutor.core.cards import get_pack
from tarock_tutor.core.errors import error_ja
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.dispute_cli import _pairs
from tarock_tutor.games import cego, neunzehner
from tarock_tutor.games.cego.parts.contracts import as_card, as_seat
from tarock_tutor.games.cego.variants import variant_for as cego_variant_for
from tarock_tutor.games.dreierles import scoring as dreierles
from tarock_tutor.games.dreierles.parts.session import DreierlesSession
from tarock_tutor.games.neunzehner import score_deal as nz_score
from tarock_tutor.games.neunzehner.variants import variant_for as nz_variant_for
from tarock_tutor.games.sicilian.parts.arrange import arranged as sc_arranged
from tarock_tutor.games.sicilian.parts.session import SicilianSession
from tarock_tutor.games.sicilian.scoring import score_bargain, score_partnership, score_solo
from tarock_tutor.games.zwanziger import score_deal as zw_score
from tarock_tutor.games.zwanziger.parts.reader import follow_position as zw_follow
from tarock_tutor.play_cli import parse_seat
from tarock_tutor.widgets.cego.deal import solo_hand_figure
from tarock_tutor.widgets.cego.exchange import exchange_check
from tarock_tutor.widgets.cego.finish import counting_part
from tarock_tutor.widgets.cego.names import check_players as cego_check_players
from tarock_tutor.widgets.cego.play import follow_case_figure
from tarock_tutor.widgets.cego.score import score_case
from tarock_tutor.widgets.common import as_cards as widget_cards
from tarock_tutor.widgets.dreierles.score import kontra_sheet
from tarock_tutor.widgets.follow import follow_check, get_game
from tarock_tutor.widgets.follow_seeds import first_seed
from tarock_tutor.widgets.neunzehner.auction import play_auction
from tarock_tutor.widgets.neunzehner.names import check_form as nz_check_form
from tarock_tutor.widgets.sicilian.score import sheet_figure
from tarock_tutor.widgets.trainer import Trainer
from tests.core.test_error_codes import no_english, raised

CASES: list[tuple[str, Callable[[], object], str, str]] = [
    # --- Cego (spec cego §2.3–§2.13) ---------------------------------------------
    ("cego names", lambda: cego.score_contract(players=3, contract="solo", declarer=0,
                                               declarer_points=40, after_solo=True,
                                               names=["a"]),
     "NAMES_COUNT", "名前は席の数(3人)だけ、1席に1つずつ文字で書きます(1個では足りないか多すぎます)。"),
    ("cego contract kind", lambda: cego.score_contract(players=4, contract="bettel",
                                                       declarer=0, declarer_points=40),
     "CEGO_SCORE_CONTRACT_KIND",
     "score_contract で計算できるのはソロとビッドの段のコントラクトです(「bettel」は使えません)。"
     "ピッコロとベッテルは score_negative、ロイバーは score_raeuber で計算します。"),
    ("cego solo", lambda: cego.score_contract(players=3, contract="solo", declarer=0,
                                              declarer_points=40),
     "CEGO_SOLO_AFTER_SOLO",
     "ソロのコントラクトはかならずソロのビッドのあとです(after_solo=True を指定します。規則集 §2.12)。"),
    ("cego points or cards", lambda: cego.score_contract(players=3, contract="cego",
                                                         declarer=0),
     "CEGO_POINTS_OR_CARDS",
     "デクレアラーの点数(declarer_points)か、取ったカード(declarer_cards)のどちらか一方だけを指定します。"),
    ("cego exposure contract", lambda: cego.score_exposure(players=3, contract="solo",
                                                           declarer=0, offenders=[]),
     "CEGO_EXPOSURE_LADDER_ONLY",
     "手札の公開はビッドの段のコントラクトでだけ起こります(「solo」は使えません。規則集 §2.8)。"),
    ("cego multiple", lambda: cego.score_exposure(players=3, contract="cego", declarer=0,
                                                  offenders=[], multiple="all"),
     "BAD_OPTION_VALUE",
     "ルールの設定「multiple」に「all」は選べません。選べる値: each_pays、first_after_declarer"),
    ("cego offenders type", lambda: cego.score_exposure(players=3, contract="cego",
                                                        declarer=0, offenders=1),  # type: ignore[arg-type]
     "CEGO_OFFENDERS_NOT_LIST",
     "違反した人(offenders)は、ソロの手札を持っていた席のリストで指定します(「1」は使えません)。"),
    ("cego declarer offends", lambda: cego.score_exposure(players=3, contract="cego",
                                                          declarer=0, offenders=[0]),
     "CEGO_DECLARER_OFFENDER",
     "デクレアラーは自分の手札公開の違反者にはなれません(違反者はディフェンダーです。規則集 §2.8)。"),
    ("cego offender twice", lambda: cego.score_exposure(players=3, contract="cego",
                                                        declarer=0, offenders=[1, 1]),
     "CEGO_OFFENDER_TWICE",
     "違反した人に同じ席が2回書かれています(席 2、2)。ソロの手札を持っていたディフェンダーは"
     "それぞれ1回だけ罰せられます(規則集 §2.8、決定 C6)。"),
    ("cego negative 3p", lambda: cego.score_negative(players=3, contract="piccolo",
                                                     declarer=0, tricks_won=1),
     "CEGO_NEGATIVE_4P_ONLY",
     "ピッコロとベッテルは4人のツェゴにだけあります(「piccolo」を3人では計算できません。規則集 §2.13)。"),
    ("cego tricks", lambda: cego.score_negative(players=4, contract="bettel", declarer=0,
                                                tricks_won=12),
     "CEGO_TRICKS_RANGE",
     "取ったトリックの数は 0〜11 の整数で指定します(4人のツェゴは11トリックです。「12」は使えません)。"),
    ("cego raeuber points type", lambda: cego.score_raeuber(points="10 20", caller=0),  # type: ignore[arg-type]
     "CEGO_POINTS_NOT_LIST",
     "点数(points)は各プレイヤーの点数のリストで指定します(「'10 20'」は使えません)。"),
    ("cego raeuber 3p", lambda: cego.score_raeuber(points=[10, 20, 30], caller=0),
     "CEGO_RAEUBER_4P_ONLY",
     "ロイバーは4人のツェゴにだけあります。点数は4人分を指定します(3人分では合いません)。"),
    ("cego raeuber ties", lambda: cego.score_raeuber(points=[10, 20, 30, 5], caller=0,
                                                     ties="half"),
     "BAD_OPTION_VALUE",
     "ルールの設定「ties」に「half」は選べません。選べる値: each_tied_player_full、split"),
    ("cego raeuber sum", lambda: cego.score_raeuber(points=[30, 30, 10, 5], caller=0),
     "CEGO_RAEUBER_POINTS_SUM",
     "ロイバーの点数 30、30、10、5 の合計は75点ですが、場に出る44枚は合わせて70点までです"
     "(規則集 §1.3、§2.10)。"),
    ("cego players", lambda: cego.card_points(parse_cards("T1"), 5), "PLAYERS_COUNT",
     "ツェゴは3か4人で遊びます(「5」人は使えません)。"),
    ("cego pile pack", lambda: cego.card_points(parse_cards("S7"), 3), "CARD_NOT_IN_PACK",
     "「S7」はこのゲームのパックにないカードです。"),
    ("cego pile twice", lambda: cego.card_points(parse_cards("T1 T1"), 3), "CARD_TWICE",
     "「切札1」が2回書かれています。どのカードもパックに1枚しかありません。"),
    ("cego pile size", lambda: cego.card_points(parse_cards("T1 T2"), 3), "CEGO_PILE_SIZE",
     "3人のツェゴでトリックを取ったデクレアラーの山は、よけておいた12枚(またはソロのタロン)に"
     "3枚ずつのトリックを足したもので、15〜51枚のうち3の倍数分です(2枚では合いません。規則集 §2.5、§2.10)。"),
    ("cego solo hand size", lambda: cego.solo_hand_check("T1 T2", 3), "HAND_SIZE",
     "手札は13枚です(2枚では合いません。3人のツェゴの配られた手札。規則集 §2.3、§2.8)。"),
    ("cego ladder", lambda: cego.successor("solo"), "CEGO_NOT_ON_LADDER",
     "「solo」はビッドの段(アイネ・レーレ〜プファイフェ)のコントラクトではありません(規則集 §2.6)。"),
    ("cego multiplier", lambda: cego.multiplier("bettel", after_solo=False, won=True),
     "CEGO_NO_MULTIPLIER",
     "「bettel」には倍率がありません(ピッコロ、ベッテル、ロイバーは決まった点数です。規則集 §2.13)。"),
    ("cego solo multiplier", lambda: cego.multiplier("solo", after_solo=False, won=True),
     "CEGO_SOLO_AFTER_SOLO",
     "ソロのコントラクトはかならずソロのビッドのあとです(after_solo=True を指定します。規則集 §2.12)。"),
    ("cego seat", lambda: as_seat("x"), "SEAT_NOT_NUMBER",
     "行動の席は番号で書きます(「'x'」は使えません)。"),
    ("cego card", lambda: as_card(5), "NOT_A_CARD",
     "出すカードはカードで指定します(「5」は使えません)。"),
    # --- Dreierles (spec dreierles §3.1–§3.12) ---------------------------------------
    ("dreierles table", lambda: dreierles.game_item(table=5, declarer=0, contract="solo",
                                                    points=40),
     "PLAYERS_COUNT", "ドライアーレスは3か4人で遊びます(「5」人は使えません)。"),
    ("dreierles seat", lambda: dreierles.game_item(table=3, declarer=3, contract="solo",
                                                   points=40),
     "SEAT_RANGE", "デクレアラーの席の番号は 0〜2 の整数で指定します(席1〜席3にあたります)。「3」は使えません。"),
    ("dreierles dealer sits out", lambda: dreierles.bonus_item(table=4, holder=2, bonus="droll",
                                                               dealer=2),
     "DREIERLES_DEALER_SITS_OUT",
     "手役を持つ人は席3ではありえません。4人の卓ではディーラーは休み、カードを持ちません(規則集 §3.1)。"),
    ("dreierles bid", lambda: dreierles.game_item(table=3, declarer=0, contract="sechser",
                                                  points=40),
     "UNKNOWN_CONTRACT",
     "そのコントラクトはありません: 「sechser」。選べるのは ドライアー(3枚)、ツヴァイアー(2枚)、"
     "アイナー(1枚)、ソロ です。"),
    ("dreierles points", lambda: dreierles.game_item(table=3, declarer=0, contract="solo",
                                                     points=71),
     "WHOLE_RANGE", "カードの点数は 0〜70 の整数で指定します(「71」は使えません)。"),
    ("dreierles all points", lambda: dreierles.game_item(table=3, declarer=0, contract="solo",
                                                         points=70),
     "DREIERLES_POINTS_ALL",
     "デクレアラーが70点すべてを取ることはありません。ディフェンダーはかならずタロンの3枚以上を持っています(規則集 §3.10)。"),
    ("dreierles zero", lambda: dreierles.game_item(table=3, declarer=0, contract="dreier",
                                                   points=0),
     "DREIERLES_POINTS_ZERO",
     "ドライアー(3枚)のデクレアラーは捨て札3枚を持っているので、0点はありえません(規則集 §3.10、表の「−」の欄)。"),
    ("dreierles doublings", lambda: dreierles.game_item(table=3, declarer=0, contract="solo",
                                                        points=40, doublings=7),
     "WHOLE_RANGE", "コントラとレの回数は 0〜6 の整数で指定します(「7」は使えません)。"),
    ("dreierles bonus", lambda: dreierles.bonus_item(table=3, holder=0, bonus="trull"),
     "DREIERLES_UNKNOWN_BONUS",
     "「trull」という手役はありません。手役はドロル、キング4枚、切札10枚以上です(規則集 §3.6)。"),
    ("dreierles pfeife", lambda: dreierles.pfeife_item(table=3, declarer=0, value=2,
                                                       announced=False),
     "DREIERLES_PFEIFE_VALUE",
     "最後のトリックのプファイフェ(宣言なし)は ±1 です(「2」は使えません。規則集 §3.7)。"),
    ("dreierles raeuber points", lambda: dreierles.score_raeuber(table=3, dealer=0,
                                                                 points={0: 10, 1: 80, 2: 5}),
     "WHOLE_RANGE", "席「1」のロイバーの点数は 0〜70 の整数で指定します(「80」は使えません)。"),
    ("dreierles raeuber seats", lambda: dreierles.score_raeuber(table=4, dealer=0,
                                                                points={0: 10, 1: 20, 2: 5}),
     "DREIERLES_RAEUBER_SEATS",
     "ロイバーの点数は、カードを持つ3人の席(4人の卓ではディーラー以外)について1つずつ指定します(3人分では合いません。規則集 §3.12)。"),
    # --- Zwanzigerrufen (spec neunzehner-zwanziger-sicilian §2.2–§2.7) ----------------
    ("zwanziger seat", lambda: zw_score(contract="solo", declarer=4, declarer_points=50),
     "ZW_SCORE_SEAT", "デクレアラーは席1〜席4から選んでください。"),
    ("zwanziger contract", lambda: zw_score(contract="dreier", declarer=0, declarer_points=50),
     "ZW_SCORE_CONTRACT", "ビッドはルーファー、ファルバール、ソロのどれかです。"),
    ("zwanziger partner", lambda: zw_score(contract="rufer", declarer=0, partner=0,
                                           declarer_points=50),
     "ZW_SCORE_PARTNER",
     "ルーファーでは、デクレアラーとは別の席をパートナーに選んでください(ソロとファルバールにはパートナーはいません)。"),
    ("zwanziger points", lambda: zw_score(contract="solo", declarer=0, declarer_points=89),
     "ZW_SCORE_POINTS", "デクレアラー側の点数は0〜88点で入れてください。"),
    ("zwanziger pagat side", lambda: zw_score(contract="solo", declarer=0, declarer_points=50,
                                              pagat_announced_by=2),
     "ZW_SCORE_PAGAT_SIDE",
     "席3はデクレアラー側ではないので、パガット・ウルティモを予告できません。予告した人はデクレアラーかパートナーから選んでください。"),
    ("zwanziger names", lambda: zw_score(contract="solo", declarer=0, declarer_points=50,
                                         players=["a"]),
     "ZW_SCORE_NAMES", "名前は4人分入れてください。"),
    ("zwanziger reader hand", lambda: zw_follow("", ""), "ZW_READER_HAND",
     "手札は1〜10枚で入れてください(いま0枚)。"),
    ("zwanziger reader trick", lambda: zw_follow("T5", "T1 T4 T6 T7"), "ZW_READER_TRICK",
     "台札(すでに出ているカード)は0〜3枚で入れてください(いま4枚)。4枚目でトリックは終わります。"),
    # --- Neunzehnerrufen (spec neunzehner-zwanziger-sicilian §1.3–§1.13) -------------
    ("neunzehner declarations type", lambda: nz_score(contract="solo", declarer=0,
                                                      declarer_points=40, declarations=[1]),  # type: ignore[arg-type]
     "NZ_DECLARATIONS_NOT_MAP",
     '手役の宣言は、席ごとにその手役を書いた辞書で指定します(例: {0: "trull"}。「[1]」は使えません。規則集 §1.9)。'),
    ("neunzehner declaration item", lambda: nz_score(contract="solo", declarer=0,
                                                     declarer_points=40, declarations={0: 5}),  # type: ignore[dict-item]
     "NZ_DECLARATION_UNREADABLE",
     "席1の宣言を読めません: 手役の宣言は「trumps8+trull」のような文字か、手役の名前のリストで書きます(「5」は使えません。規則集 §1.9)。"),
    ("neunzehner declaration repeated", lambda: nz_score(contract="solo", declarer=0,
                                                         declarer_points=40,
                                                         declarations={1: "trull+trull"}),
     "NZ_DECLARATION_ILLEGAL",
     "席2の宣言(トルル+トルル)はできません: この宣言(トルル)はすでにされています。(規則集 §1.9)"),
    ("neunzehner no hand", lambda: nz_score(contract="solo", declarer=0, declarer_points=40,
                                            declarations={0: "trumps12+trull+four_kings"}),
     "NZ_DECLARATION_NO_HAND",
     "席1の宣言(切札12枚+トルル+キング4枚)を満たす12枚の手札はありません(規則集 §1.9)。"),
    ("neunzehner pack", lambda: nz_score(contract="solo", declarer=0, declarer_points=40,
                                         declarations={0: "trull", 1: "trull"}),
     "NZ_DECLARATIONS_PACK",
     "これらの宣言には、パックにある以上のトルルの札、キング、切札が要ります(トルル3枚、キング4枚、切札22枚。規則集 §1.2、§1.9): 席1: トルル、席2: トルル"),
    ("neunzehner pagat", lambda: nz_score(contract="solo", declarer=0, declarer_points=40,
                                          pagat_announced_by=0, pagat_won_by=1),
     "NZ_PAGAT_HOLDER",
     "パガット(切札1)を持つのは予告した席1なので、席2がパガットで最後のトリックを取ることはありません(決定 D-A8、規則集 §1.9、§1.12)。"),
    ("neunzehner valat points", lambda: nz_score(contract="solo", declarer=0,
                                                 declarer_points=40, all_tricks="declarer_side"),
     "NZ_VALAT_DECLARER_POINTS",
     "12トリックすべてを取ったデクレアラー側は少なくとも44点を持っています(40点はありえません。規則集 §1.3、§1.7)。"),
    ("neunzehner no trick points", lambda: nz_score(contract="solo", declarer=0,
                                                    declarer_points=30, all_tricks="defenders"),
     "NZ_VALAT_DEFENDERS_POINTS",
     "トリックを1つも取らなかったデクレアラー側には捨て札しかなく、多くても16点です(30点はありえません。規則集 §1.3、§1.7)。"),
    ("neunzehner last trick", lambda: nz_score(contract="solo", declarer=0, declarer_points=10,
                                               all_tricks="defenders", pagat_won_by=0),
     "NZ_LAST_TRICK",
     "相手側が12トリックすべてを取ったので、席1は最後のトリックを取れません(規則集 §1.12)。"),
    ("neunzehner fold type", lambda: nz_score(contract="solo", declarer=0, declarer_points=40,
                                              fold=3),  # type: ignore[arg-type]
     "NZ_FOLD_NOT_MAP",
     "降りたダミーは、ダミーの席からそれを受け持つ席への辞書で指定します(「3」は使えません)。"),
    ("neunzehner dummy self", lambda: nz_score(contract="solo", declarer=0, declarer_points=40,
                                               fold={1: 1}),
     "NZ_DUMMY_SELF", "ダミー(席2)が自分自身を受け持つことはできません(規則集 §1.13)。"),
    ("neunzehner all tricks", lambda: nz_score(contract="solo", declarer=0, declarer_points=40,
                                               all_tricks="x"),
     "NZ_ALL_TRICKS",
     "全トリックを取った側は、デクレアラー側(declarer_side)、ディフェンダー側(defenders)、どちらでもない(None)から選びます(「'x'」は使えません)。"),
    ("neunzehner names", lambda: nz_score(contract="solo", declarer=0, declarer_points=40,
                                          players=["a"]),
     "NAMES_COUNT", "名前は席の数(4人)だけ、1席に1つずつ文字で書きます(1個では足りないか多すぎます)。"),
    ("neunzehner loss reference", lambda: nz_score(contract="solo", declarer=0,
                                                   declarer_points=40, loss_reference=34),
     "BAD_OPTION_VALUE", "ルールの設定「loss_reference」に「34」は選べません。選べる値: 35、36"),
    # --- Sicilian Tarocchi (spec neunzehner-zwanziger-sicilian §3.3–§3.9) -------------
    ("sicilian points", lambda: score_solo(0, 110), "WHOLE_RANGE",
     "チームの点数は 0〜109 の整数で指定します(「110」は使えません)。"),
    ("sicilian seat", lambda: score_solo(4, 50), "SEAT_RANGE",
     "プレイヤーの席の番号は 0〜3 の整数で指定します(席1〜席4にあたります)。「4」は使えません。"),
    ("sicilian team", lambda: score_partnership([1, 1], dealer=0, points=50),
     "SICILIAN_TEAM_SEATS", "パートナーのチームは別々の2つの席です(席2、席2では合いません)。"),
    ("sicilian payments", lambda: score_bargain([1, 2]), "SICILIAN_PAYMENTS",
     "交渉の支払いは4つの整数(席ごとに1つ)で指定します(「[1, 2]」は使えません。規則集 §3.4)。"),
    ("sicilian balance", lambda: score_bargain([1, 2, 3, 4]), "SICILIAN_PAYMENTS_BALANCE",
     "交渉で出した点と貰った点は釣り合います。1、2、3、4 の合計は10で、0になりません(規則集 §3.4)。"),
    ("sicilian arranged seat", lambda: sc_arranged(hands={5: ""}), "SEAT_RANGE",
     "プレイヤーの席の番号は 0〜3 の整数で指定します(席1〜席4にあたります)。「5」は使えません。"),
    ("sicilian arranged hand", lambda: sc_arranged(
        hands={0: "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16"}),
     "SICILIAN_HAND_TOO_LONG", "席1の手札が16枚あります。手札は15枚です(規則集 §3.4: 5 + 5 + 5)。"),
    ("sicilian arranged twice", lambda: sc_arranged(hands={0: "T1"}, talon="T1"), "CARD_TWICE",
     "「切札1」が2回書かれています。どのカードもパックに1枚しかありません。"),
    ("sicilian session dealer", lambda: SicilianSession(dealer=4), "SEAT_RANGE",
     "最初のディーラーの席の番号は 0〜3 の整数で指定します(席1〜席4にあたります)。「4」は使えません。"),
    ("sicilian session unfinished", lambda: SicilianSession().add(
        games.new_deal("sicilian", seed=1)),  # type: ignore[arg-type]
     "SICILIAN_SESSION_UNFINISHED", "終わったディールだけを点数表に加えられます。"),
    # --- the games' constructors, sessions and views ------------------------------
    ("cego bid type", lambda: cego.bid(0, 5),  # type: ignore[arg-type]
     "ACTION_FIELD", "ビッドには「pass」「cego」「hold」のようなビッドの名前(文字)を指定します(「5」は使えません)。"),
    ("cego players", lambda: cego_variant_for(5), "PLAYERS_COUNT",
     "ツェゴは3か4人で遊びます(「5」人は使えません)。"),
    ("cego unfinished", lambda: games.new_deal("cego3", seed=1).result_score(),  # type: ignore[attr-defined]
     "DEAL_NOT_FINISHED", "このディールはまだ終わっていないので、点数はまだありません(いまはビッドの段階です)。"),
    ("neunzehner form", lambda: nz_variant_for("5p"), "NZ_UNKNOWN_FORM",
     "「5p」というノインツェーナールーフェンの形はありません。選べる形: 4p、3p_dummy、4p_dealer_dummy、2p"),
    ("neunzehner view", lambda: neunzehner.new_game("4p", seed=1).view(9), "SEAT_RANGE",
     "プレイヤーの席の番号は 0〜3 の整数で指定します(席1〜席4にあたります)。「9」は使えません。"),
    ("dreierles session variant", lambda: DreierlesSession("cego3"), "NOT_VARIANT_OF",
     "「cego3」はドライアーレスの変種ではありません。"),
    ("dreierles session rounds", lambda: DreierlesSession("dreierles3", rounds=0),
     "WHOLE_AT_LEAST", "ラウンドの数は 1 以上の整数で指定します(「0」は使えません)。"),
    ("dreierles session dealer", lambda: DreierlesSession("dreierles3", first_dealer=3),
     "SEAT_RANGE", "最初のディーラーの席の番号は 0〜2 の整数で指定します(席1〜席3にあたります)。「3」は使えません。"),
    ("dreierles session unfinished", lambda: DreierlesSession("dreierles3").record(
        games.new_deal("dreierles3", seed=1)), "SESSION_UNFINISHED",
     "終わったディールだけを点数表に加えられます。"),
    ("zwanziger unfinished", lambda: games.new_deal("zwanzigerrufen", seed=1).score_sheet(),
     "DEAL_NOT_FINISHED", "このディールはまだ終わっていないので、点数はまだありません(いまはビッドの段階です)。"),
    ("zwanziger hand", lambda: games.new_deal("zwanzigerrufen", seed=1).hand(7),  # type: ignore[attr-defined]
     "SEAT_RANGE", "プレイヤーの席の番号は 0〜3 の整数で指定します(席1〜席4にあたります)。「7」は使えません。"),
    ("cli key value", lambda: _pairs(["x"], "--option"), "CLI_KEY_VALUE",
     "「--option」は「名前=値」の形で書きます(「x」は読めません)。"),
    ("play seat", lambda: parse_seat("席9", dealer=0, seats=3), "SEAT_NOT_AT_TABLE",
     "「席9」はこの卓の席ではありません。この卓の席は席1〜席3です。"),
    # --- the book's widgets (what a reader types into a page) -------------------
    ("follow game", lambda: get_game("tapp"), "UNKNOWN_GAME",
     "「tapp」というゲームはありません。選べるゲーム: cego4、cego3、dreierles4、dreierles3、neunzehnerrufen、sicilian、zwanzigerrufen"),
    ("follow seat", lambda: follow_check("cego3", seed=1, seat=7), "SEAT_RANGE",
     "プレイヤーの席の番号は 0〜2 の整数で指定します(席1〜席3にあたります)。「7」は使えません。"),
    ("follow lead in own hand", lambda: follow_check("cego3", seed=1, seat=1, led="T20"),
     "FOLLOW_LEAD_IN_OWN_HAND",
     "切札20はこのプレイヤー自身の手札にあるので、ほかの人がリードしたことにはできません。"),
    ("follow lead in talon", lambda: follow_check("cego3", seed=1, seat=1, led="H4"),
     "FOLLOW_LEAD_IN_TALON",
     "♥4はこのディールではタロンにあります。ほかの人の手札からカードを選んでください。"),
    ("widget cards", lambda: widget_cards([5], get_pack("cego51")), "NOT_A_CARD",  # type: ignore[list-item]
     "出すカードはカードで指定します(「5」は使えません)。"),
    ("widget cards twice", lambda: widget_cards("T1 T1", get_pack("cego51")), "CARD_TWICE",
     "「切札1」が2回書かれています。どのカードもパックに1枚しかありません。"),
    ("neunzehner page form", lambda: nz_check_form("5p"), "NZ_UNKNOWN_FORM",
     "「5p」というノインツェーナールーフェンの形はありません。選べる形: 4p、3p_dummy、4p_dealer_dummy、2p"),
    ("cego page players", lambda: cego_check_players(5), "PLAYERS_COUNT",
     "ツェゴは3か4人で遊びます(「5」人は使えません)。"),
    ("cego page solo hand", lambda: solo_hand_figure("T1 T2", 3), "HAND_SIZE",
     "手札は13枚です(2枚では合いません。3人のツェゴ。規則集 §2.3)。"),
    ("cego page follow reason", lambda: follow_case_figure(3, seed=1, code="MUST_WIN"),
     "BAD_CHOICE",
     "フォローの理由に「MUST_WIN」は選べません。選べるのは FREE_LEAD、MUST_FOLLOW_SUIT、MUST_TRUMP、MUST_PLAY_TRUMP、FREE_DISCARD です。"),
    ("sicilian page kind", lambda: sheet_figure("x", 0, 1, 60), "BAD_CHOICE",
     "種類に「x」は選べません。選べるのは ソロ、パートナー です。"),
    ("cego page unfinished", lambda: counting_part(games.new_deal("cego3", seed=1)),  # type: ignore[arg-type]
     "WIDGET_WRONG_MOMENT",
     "このディールはこの図に合う段階にありません。図に渡すディールと台本(ビッドや行動の並び)を確かめてください。"),
    ("follow seed search", lambda: first_seed("cego3", "H1", "MUST_TRUMP", range(0, 1)),
     "SEED_SEARCH_EMPTY",
     "指定したシードの範囲には、求める場面になる配り方がありません。別のシードか範囲を指定してください。"),
    ("neunzehner page no auction", lambda: play_auction("2p", 1, ["pass"]),
     "WIDGET_WRONG_MOMENT",
     "このディールはこの図に合う段階にありません。図に渡すディールと台本(ビッドや行動の並び)を確かめてください。"),
    ("cego page contract", lambda: score_case(3, "x"), "UNKNOWN_CONTRACT",
     "そのコントラクトはありません: 「x」。選べるのは ソロ、ツェゴ、アイネ、アイネ・レーレ、ツヴァイ・レーレ、ツヴァイ・フェアシーデネ、プファイフェ、ピッコロ、ベッテル、ロイバー です。"),
    ("cego page tricks", lambda: score_case(4, "piccolo"), "WIDGET_MISSING_ARGUMENT",
     "このコントラクトの点数には tricks_won の指定が要ります。"),
    ("cego page exchange", lambda: exchange_check(3, 1, "solo", keep=""), "CEGO_NO_EXCHANGE",
     "ソロではタロンとの交換がないので、残すカードも捨てるカードもありません(規則集 §2.4、§2.5)。"),
    ("trainer scenarios", lambda: Trainer({}), "TRAINER_NO_SCENARIO",
     "練習には場面が1つ以上要ります。"),
    ("dreierles panel bid", lambda: kontra_sheet(3, "x", 40), "UNKNOWN_CONTRACT",
     "そのコントラクトはありません: 「x」。選べるのは ドライアー(3枚)、ツヴァイアー(2枚)、アイナー(1枚)、ソロ です。"),
]


@pytest.mark.parametrize(("name", "call", "code", "ja"), CASES, ids=[c[0] for c in CASES])
def test_bad_argument_has_a_code_and_japanese(name: str, call: Callable[[], object],
                                              code: str, ja: str) -> None:
    err = raised(call)
    assert err.code == code
    text = error_ja(err)
    assert text == ja and no_english(text), text
