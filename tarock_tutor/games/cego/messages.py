"""Reason codes of the Cego engine (Japanese first, English second).

The codes live in the ``cego`` namespace (``messages.register(..., game="cego")``);
parameters carry ids (contract and bid ids, card codes, counts), never display
text: a verdict's Japanese text (``Verdict.text``) writes the ids of Cego's terms
as :mod:`.labels` spells them.

>>> from tarock_tutor.core import messages
>>> messages.text("BID_ONE_STEP_ONLY", "en", game="cego", next="eine")
'A junior bidder may only bid exactly one step above the current bid (eine) or pass.'
"""

from __future__ import annotations

from tarock_tutor.core import messages

CODES: dict[str, dict[str, str]] = {
    # --- allowed -----------------------------------------------------------
    "BID_OK": {"ja": "このビッドはできます。", "en": "This bid is allowed."},
    "KEEP_OK": {"ja": "この残し方はコントラクトの条件を満たしています。",
                "en": "These kept cards meet the contract's conditions."},
    "DISCARD_OK": {"ja": "この捨て札はできます。", "en": "This discard is allowed."},
    "NO_TRUMP_ANY_DISCARD": {
        "ja": "手札に切札がないので、どのカードを捨ててもかまいません(決定 C5)。",
        "en": "There is no trump in hand, so any card may be discarded (decision C5)."},
    "EXPOSE_OK": {
        "ja": "最初のリードの代わりに手札を公開できます。",
        "en": "The declarer may expose the hands instead of leading."},
    # --- auction -------------------------------------------------------------
    "UNKNOWN_BID": {"ja": "「{bid}」というビッドはありません。使えるのは {known} です。",
                    "en": "There is no bid {bid!r}; the bids are {known}."},
    "STAGE1_SOLO_OR_PASS": {
        "ja": "第1ステージではソロかパスしかビッドできません。",
        "en": "In the first stage only Solo or pass may be bid."},
    "SOLO_ONLY_IN_STAGE1": {
        "ja": "ソロは第1ステージでしかビッドできません。",
        "en": "Solo can only be bid in the first stage."},
    "MUST_OPEN_CEGO": {
        "ja": "ディーラーの右隣のプレイヤーは第2ステージの最初に必ずツェゴをビッドします。",
        "en": "The dealer's right-hand player must open this stage with Cego."},
    "OPENING_BID_IS_CEGO": {
        "ja": "最初のビッドはツェゴでなければなりません(ツェゴかパス)。",
        "en": "The first bid must be Cego (Cego or pass)."},
    "BID_ONE_STEP_ONLY": {
        "ja": "席順が下のプレイヤーは今のビッドのちょうど1つ上しかビッドできません"
              "({next}かパス)。",
        "en": "A junior bidder may only bid exactly one step above the current bid "
              "({next}) or pass."},
    "NO_HIGHER_CONTRACT": {
        "ja": "プファイフェより上のコントラクトはないので、パスするしかありません。",
        "en": "There is no contract above Pfeife, so the only call is pass."},
    "SENIOR_HOLD_OR_PASS": {
        "ja": "席順が上のプレイヤーはゼルプスト(ホールド)かパスしかできません。",
        "en": "The senior player may only hold (Selbst) or pass."},
    "NO_BID_TO_HOLD": {
        "ja": ("ゼルプスト(ホールド)できるのは、下位のプレイヤーのビッドに答える"
               "上位のプレイヤーだけです。"),
        "en": "Only a senior player answering a junior's bid can hold."},
    "NEED_PIP_CARD": {
        "ja": "アイネ・レーレには切札以外の数札(1〜10)が1枚必要ですが、手札にありません。",
        "en": "Eine Leere needs a pip card (1–10 of a suit), and the hand has none."},
    "NEED_TWO_PIPS_SAME_SUIT": {
        "ja": "ツヴァイ・レーレには同じスートの数札が2枚必要ですが、手札にありません。",
        "en": "Zwei Leere needs two pip cards of one suit, and the hand has none."},
    "NEED_PIPS_TWO_SUITS": {
        "ja": "ツヴァイ・フェアシーデネには異なる2つのスートの数札が必要ですが、手札にありません。",
        "en": "Zwei Verschiedene needs pip cards of two different suits, and the hand lacks "
              "them."},
    "NEED_PFEIFE": {
        "ja": "プファイフェ(切札の1)を持っていないので、プファイフェはビッドもゼルプストも"
              "できません。",
        "en": "Without the Pfeife (trump 1) one can neither bid nor hold Pfeife."},
    "NEGATIVE_NOT_AVAILABLE": {
        "ja": "{bid}は4人ゲームの第2ステージ(第1ステージが全員パスのとき)にしかビッドできません。",
        "en": "Piccolo and Bettel ({bid}) can only be bid in the 4-player second stage, "
              "after all passed in the first."},
    "STAGE2_PICCOLO_BETTEL_OR_PASS": {
        "ja": "4人ゲームの第2ステージではピッコロ・ベッテル・パスしかビッドできません。",
        "en": "In the 4-player second stage only Piccolo, Bettel or pass may be bid."},
    "ONLY_BETTEL_AFTER_PICCOLO": {
        "ja": "ピッコロのビッドのあとは、ベッテルかパスしかできません。",
        "en": "After a Piccolo only Bettel or pass may be bid."},
    "RAEUBER_NOT_AVAILABLE": {
        "ja": "ロイバーへの変更は、4人ゲームの第3ステージでツェゴを強制ビッドした人に対して"
              "他の全員がパスしたときだけできます。",
        "en": "Räuber is only available to the forced Cego opener of the 4-player third "
              "stage when everyone else passed."},
    "RAEUBER_OR_CEGO": {
        "ja": "ツェゴのまま遊ぶか、ロイバーに変更するかを選びます。",
        "en": "Choose to play Cego or to convert to Räuber."},
    # --- exchange --------------------------------------------------------------
    "NO_EXCHANGE": {"ja": "{contract}ではタロンとの交換はありません。",
                    "en": "This contract ({contract}) has no exchange with the talon."},
    "KEEP_DONE": {"ja": "残すカードはもう決まっています。最後の1枚を捨ててください。",
                  "en": "The kept cards are already chosen; now discard the last card."},
    "KEEP_FIRST": {"ja": "まず手札から残すカードを決めてから、タロンを取って捨てます。",
                   "en": "First choose the cards to keep; the discard comes after taking "
                         "the talon."},
    "WRONG_KEEP_COUNT": {
        "ja": "{contract}では手札から{n}枚を残します({given}枚が指定されました)。",
        "en": "This contract ({contract}) keeps {n} card(s) from the hand ({given} given)."},
    "DUPLICATE_CARD": {"ja": "{card}が2回指定されています。",
                       "en": "{card} is named twice."},
    "KEEP_MUST_BE_PIP": {
        "ja": "{contract}で残すカードは切札以外の数札(1〜10)でなければなりません"
              "({card}は不可)。",
        "en": "This contract ({contract}) may keep only pip cards (1–10 of a suit); {card} "
              "is not one."},
    "KEEP_SAME_SUIT": {
        "ja": "ツヴァイ・レーレで残す2枚は同じスートでなければなりません。",
        "en": "The two cards kept in Zwei Leere must be of the same suit."},
    "KEEP_DIFFERENT_SUITS": {
        "ja": "ツヴァイ・フェアシーデネで残す2枚は異なるスートでなければなりません。",
        "en": "The two cards kept in Zwei Verschiedene must be of different suits."},
    "COURT_ONLY_IF_SHORT_OF_PIPS": {
        "ja": "絵札({card})を数札の代わりに残せるのは、そのスートの数札が足りないときだけです。",
        "en": "A court card ({card}) may stand in for a pip only when the suit lacks "
              "enough pip cards."},
    "KEEP_MUST_BE_PFEIFE": {
        "ja": "プファイフェのコントラクトでは切札の1(プファイフェ)を残します。",
        "en": "The Pfeife contract keeps trump 1 (the Pfeife)."},
    "WRONG_DISCARD_COUNT": {
        "ja": "ここでは1枚だけ捨てます({given}枚が指定されました)。",
        "en": "Exactly one card is discarded here ({given} given)."},
    "MUST_DISCARD_LOWEST_TRUMP": {
        "ja": "ツヴァイ・レーレの最後の捨て札は手札で最も弱い切札({card})でなければなりません。",
        "en": "Zwei Leere's final discard must be the lowest trump in hand ({card})."},
    "MUST_DISCARD_HIGHEST_TRUMP": {
        "ja": ("ツヴァイ・フェアシーデネの最後の捨て札は手札で最も強い切札({card})で"
               "なければなりません。"),
        "en": "Zwei Verschiedene's final discard must be the highest trump in hand ({card})."},
    # --- play and exposure -------------------------------------------------------
    "EXPOSE_NOT_AVAILABLE": {
        "ja": "手札の公開は、コントラクトが最後のステージで決まったとき(3人では第1ステージで"
              "全員がパスしたあと、4人では第3ステージ、ロイバーを除く)にだけ、デクレアラーが"
              "最初のリードの代わりにできます。",
        "en": "Exposure is only open to the declarer instead of the first lead, when the "
              "contract arose in the last stage (3 players: after everyone passed in the "
              "first stage; 4 players: the third stage, not Räuber)."},
    "PFEIFE_LOST_LATE": {
        "ja": "プファイフェを第1トリック以外で出して負けたので、コントラクトは失敗です。",
        "en": "The Pfeife was played after the first trick and lost, so the contract fails."},
}

messages.register(CODES, game="cego")


ERROR_CODES: dict[str, dict[str, str]] = {
    # bad arguments to the score calculator (scoring.py); shared table, so that
    # core.errors.error_ja finds them by code alone
    "CEGO_SCORE_CONTRACT_KIND": {
        "ja": "score_contract で計算できるのはソロとビッドの段のコントラクトです(「{value}」は"
              "使えません)。ピッコロとベッテルは score_negative、ロイバーは score_raeuber で"
              "計算します。",
        "en": "score_contract takes Solo or a ladder contract, not {value}"},
    "CEGO_SOLO_AFTER_SOLO": {
        "ja": "ソロのコントラクトはかならずソロのビッドのあとです(after_solo=True を指定します。"
              "規則集 §2.12)。",
        "en": "a Solo contract is always after a Solo bid"},
    "CEGO_POINTS_OR_CARDS": {
        "ja": "デクレアラーの点数(declarer_points)か、取ったカード(declarer_cards)の"
              "どちらか一方だけを指定します。",
        "en": "give exactly one of declarer_points and declarer_cards"},
    "CEGO_EXPOSURE_LADDER_ONLY": {
        "ja": "手札の公開はビッドの段のコントラクトでだけ起こります(「{value}」は使えません。"
              "規則集 §2.8)。",
        "en": "exposure is only possible in a ladder contract, not {value}"},
    "CEGO_OFFENDERS_NOT_LIST": {
        "ja": "違反した人(offenders)は、ソロの手札を持っていた席のリストで指定します"
              "(「{value}」は使えません)。",
        "en": "offenders must list seats, not {value}"},
    "CEGO_DECLARER_OFFENDER": {
        "ja": "デクレアラーは自分の手札公開の違反者にはなれません(違反者はディフェンダーです。"
              "規則集 §2.8)。",
        "en": "the declarer cannot be an offender of his own exposure"},
    "CEGO_OFFENDER_TWICE": {
        "ja": "違反した人に同じ席が2回書かれています(席 {value})。ソロの手札を持っていた"
              "ディフェンダーはそれぞれ1回だけ罰せられます(規則集 §2.8、決定 C6)。",
        "en": "offenders name a seat twice: {value}"},
    "CEGO_NEGATIVE_4P_ONLY": {
        "ja": "ピッコロとベッテルは4人のツェゴにだけあります(「{value}」を{players}人では"
              "計算できません。規則集 §2.13)。",
        "en": "Piccolo and Bettel exist only in 4-player Cego, not {value} with {players}"},
    "CEGO_TRICKS_RANGE": {
        "ja": "取ったトリックの数は 0〜11 の整数で指定します(4人のツェゴは11トリックです。"
              "「{value}」は使えません)。",
        "en": "tricks_won must be a whole number 0..11, not {value}"},
    "CEGO_POINTS_NOT_LIST": {
        "ja": "点数(points)は各プレイヤーの点数のリストで指定します(「{value}」は使えません)。",
        "en": "points must list each player's card points, not {value}"},
    "CEGO_RAEUBER_4P_ONLY": {
        "ja": "ロイバーは4人のツェゴにだけあります。点数は4人分を指定します({count}人分では"
              "合いません)。",
        "en": "Räuber exists only in 4-player Cego ({count} points given)"},
    "CEGO_RAEUBER_POINTS_SUM": {
        "ja": "ロイバーの点数 {value} の合計は{total}点ですが、場に出る44枚は合わせて70点までです"
              "(規則集 §1.3、§2.10)。",
        "en": "Räuber card points {value} add up to {total}, more than 70"},
    "CEGO_NO_EXCHANGE": {"ja": "{contract}ではタロンとの交換がないので、残すカードも捨てるカードも"
                               "ありません(規則集 §2.4、§2.5)。",
                         "en": "{contract} has no exchange with the talon"},
    "CEGO_SESSION_RESULT": {"ja": "点数表には score_* 関数か result_score() の結果を加えます"
                                  "(「{value}」は使えません)。",
                            "en": "a session records DealScore results, not {value}"},
    "CEGO_PILE_SIZE": {
        "ja": "{players}人のツェゴでトリックを取ったデクレアラーの山は、よけておいた{talon}枚"
              "(またはソロのタロン)に{players}枚ずつのトリックを足したもので、{low}〜{high}枚の"
              "うち{players}の倍数分です({count}枚では合いません。規則集 §2.5、§2.10)。",
        "en": "a declarer's pile of {count} cards is impossible ({low}..{high})"},
    "CEGO_NOT_ON_LADDER": {
        "ja": "「{value}」はビッドの段(アイネ・レーレ〜プファイフェ)のコントラクトではありません"
              "(規則集 §2.6)。",
        "en": "{value} is not on the bidding ladder"},
    "CEGO_NO_MULTIPLIER": {
        "ja": "「{value}」には倍率がありません(ピッコロ、ベッテル、ロイバーは決まった点数です。"
              "規則集 §2.13)。",
        "en": "contract {value} has no multiplier"},
}

messages.register(ERROR_CODES)
