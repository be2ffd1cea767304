"""Reason codes of Zwanzigerrufen (namespace ``zwanzigerrufen``), Japanese first.

Parameters are ids (``bid``, ``item``, ``call``, a card code) with a ``*_ja``
twin where the sentence needs the name.
"""

from __future__ import annotations

from tarock_tutor.core.messages import register

from .parts.rules import GAME

CODES: dict[str, dict[str, str]] = {
    "ZW_BID_OK": {"ja": "{bid_ja}をビッドできます。", "en": "You may bid {bid}."},
    "ZW_PASS_OK": {"ja": "ビッドをパスできます(ビッドの機会は1度だけです)。",
                   "en": "You may pass the bid (everyone bids once only)."},
    "ZW_ELDEST_MUST_BID": {
        "ja": "先手(ディーラーの次の人)は、必ずルーファーかソロ(採用していればファルバール)を"
              "ビッドしなければなりません。",
        "en": "The eldest must bid Rufer or Solo (or Farberl, if played)."},
    "ZW_UNKNOWN_BID": {"ja": "「{bid}」というビッドはありません。ビッドは{bids_ja}です。",
                       "en": "There is no bid {bid!r}; the bids are {bids}."},
    "ZW_RUFER_ONLY_ELDEST": {
        "ja": "ルーファーをビッドできるのは先手だけです。ほかの人はソロ(またはファルバール)"
              "かパスです。",
        "en": "Only the eldest may bid Rufer; the others bid Solo (or Farberl) or pass."},
    "ZW_FARBERL_NOT_PLAYED": {
        "ja": "このテーブルではファルバールを採用していません。",
        "en": "This table does not play Farberl."},
    "ZW_NOT_HIGHER": {
        "ja": "{bid_ja}は今の{contract_ja}より強くないので、ビッドできません"
              "(ソロより強いビッドはありません)。",
        "en": "{bid} is not higher than the standing {contract}; Solo is final."},
    "ZW_VALAT_BLOCKS_OVERCALL": {
        "ja": "ルーファー側がヴァラートを予告したので、{bid_ja}はビッドできません。",
        "en": "The Rufer side has announced Valat, so {bid} may not be bid."},
    "ZW_BID_FIRST": {
        "ja": "1周目は、まずビッド(またはパス)を言ってから、予告やコントラをします。",
        "en": "In the first lap, say your bid (or pass) first, then announce or double."},
    "ZW_BID_ONCE": {
        "ja": "ビッドの機会は1周目の自分の番に1度だけです。",
        "en": "Everyone bids once, at his turn in the first lap."},
    "ZW_CALL_NOW": {
        "ja": "ルーファーをビッドしたので、まずパートナーの切札({card_ja})を指名します。",
        "en": "Having bid Rufer, call the partner's tarock ({card}) first."},
    "ZW_CALL_OK": {
        "ja": "{card_ja}を指名します。これを持つ人がパートナーです(プレイするまで明かしません)。",
        "en": "You call {card}; its holder is your partner (hidden until it is played)."},
    "ZW_CALL_WRONG": {
        "ja": "指名するのは、スキュースと21を除いて自分の持っていない一番強い切札、"
              "つまり{right_ja}です({card_ja}ではありません)。",
        "en": "You must call the highest tarock you lack, Sküs and XXI excluded: {right}, "
              "not {card}."},
    "ZW_NO_CALL": {"ja": "今はパートナーを指名する場面ではありません。",
                   "en": "There is no partner call to make now."},
    "ZW_ANNOUNCE_OK": {"ja": "{item_ja}を予告できます。", "en": "You may announce {item}."},
    "ZW_PARTNER_ANNOUNCES": {
        "ja": "指名された切札を持っているので、ビッドなしで{item_ja}を予告できます。"
              "これでパートナーであることが明らかになります。",
        "en": "You hold the called tarock, so you may announce {item} without a bid; this "
              "reveals you as the partner."},
    "ZW_ANNOUNCE_LAP_OVER": {
        "ja": "パガット・ウルティモとヴァラートの予告は1周目だけです。",
        "en": "Pagat Ultimo and Valat are announced in the first lap only."},
    "ZW_ANNOUNCE_NOT_BIDDER": {
        "ja": "予告できるのは、自分のビッドといっしょに言うデクレアラーか、ルーファーで"
              "指名された切札を持つパートナーだけです。",
        "en": "Only the bidder, with his bid, or the holder of the called tarock in a Rufer "
              "may announce."},
    "ZW_PAGAT_NEEDS_I": {
        "ja": "パガット・ウルティモを予告できるのは、パガット(切札1)を持っている人だけです。",
        "en": "Only the holder of the I (Pagat) may announce Pagat Ultimo."},
    "ZW_ALREADY_ANNOUNCED": {"ja": "{item_ja}はもう予告されています。",
                             "en": "{item} has already been announced."},
    "ZW_DOUBLE_OK": {"ja": "{item_ja}に{call_ja}をかけられます(点が{mult}倍になります)。",
                     "en": "You may say {call} on the {item} (×{mult})."},
    "ZW_DOUBLE_NO_ITEM": {
        "ja": "{item_ja}は予告されていないので、コントラ等はできません。",
        "en": "{item} has not been announced, so it cannot be doubled."},
    "ZW_DOUBLE_WRONG_CALL": {
        "ja": "{item_ja}に次にかけられるのは{right_ja}です({call_ja}ではありません)。",
        "en": "The next call on the {item} is {right}, not {call}."},
    "ZW_DOUBLE_COMPLETE": {
        "ja": "{item_ja}にはもうスブコントラがかかっていて、これ以上は上げられません。",
        "en": "The {item} already stands at Subkontra; nothing higher exists."},
    "ZW_DOUBLE_WRONG_SIDE": {
        "ja": "{call_ja}をかけられるのは{side_ja}だけです。",
        "en": "Only {side} may say {call}."},
    "ZW_DOUBLE_TOO_OLD": {
        "ja": "{item_ja}への最後の発言は1周以上前(手番{last})なので、もう答えられません"
              "(自分の前の番より後の発言にだけ答えられます)。",
        "en": "The last statement on the {item} (turn {last}) is more than one lap old."},
    "ZW_DONE_OK": {"ja": "発言を終えて、次の人に回します。",
                   "en": "You end your turn; the next player speaks."},
    "ZW_UNKNOWN_STATEMENT": {
        "ja": "「{what}」という発言はありません。言えるのは、パガット・ウルティモかヴァラートの予告"
              "(pagat、valat)、項目へのコントラ等(kontra:game のように、コントラ・リコントラ・"
              "スブコントラ = kontra・re・sub と項目 game・pagat・valat を「:」でつなぐ)、"
              "発言終わり(done)です。",
        "en": "There is no statement {what!r}; use pagat, valat, kontra:game … or done."},
}

register(CODES, game=GAME)
# Transition (as Neunzehnerrufen): lookups without a namespace still exist; the ZW_ prefix
# keeps this mirror free of clashes.
register(CODES)


ERROR_CODES: dict[str, dict[str, str]] = {
    # bad input to the score calculator (scoring.py), what to correct; the shared table,
    # so that core.errors.error_ja finds them by code alone
    "ZW_SCORE_SEAT": {"ja": "{what}は席1〜席4から選んでください。",
                      "en": "{what} must be a seat 0..3"},
    "ZW_SCORE_CONTRACT": {"ja": "ビッドはルーファー、ファルバール、ソロのどれかです。",
                          "en": "unknown contract {value}"},
    "ZW_SCORE_PARTNER": {"ja": "ルーファーでは、デクレアラーとは別の席をパートナーに選んで"
                               "ください(ソロとファルバールにはパートナーはいません)。",
                         "en": "a Rufer has one partner other than the declarer"},
    "ZW_SCORE_POINTS": {"ja": "デクレアラー側の点数は0〜{total}点で入れてください。",
                        "en": "declarer-side card points must be 0..{total}"},
    "ZW_SCORE_LEVEL": {"ja": "コントラの段階は、ゲーム、パガット・ウルティモ、ヴァラートの"
                             "それぞれに、なし・コントラ・リコントラ・スブコントラから"
                             "選んでください。",
                       "en": "impossible doubling level"},
    "ZW_SCORE_DOUBLE_UNANNOUNCED": {
        "ja": "コントラをかけられるのは予告したパガット・ウルティモとヴァラートだけです。"
              "予告を選ぶか、その段階を「なし」にしてください。",
        "en": "only an announced Pagat or Valat can be doubled"},
    "ZW_SCORE_PAGAT_SIDE": {
        "ja": "席{seat}はデクレアラー側ではないので、パガット・ウルティモを予告できません。"
              "予告した人はデクレアラーかパートナーから選んでください。",
        "en": "seat {seat} is not on the declarer side"},
    "ZW_SCORE_PAGAT_HOLDER": {
        "ja": "パガット(切札1)を持つのは予告した席{by}なので、席{won}がパガットで最後の"
              "トリックを取ることはありません。同じ席にするか「なし」にしてください。",
        "en": "only the holder of the I announces Pagat"},
    "ZW_SCORE_ALL_TRICKS": {
        "ja": "全トリックを取った側は、デクレアラー側、ディフェンダー側、どちらでもない、"
              "から選んでください。",
        "en": "all_tricks must be None, declarer_side or defenders"},
    "ZW_SCORE_ALL_TRICKS_POINTS": {
        "ja": "全トリックを取った側は{total}点すべてを取ります(タロンはありません)。"
              "デクレアラー側の点数を{need}点にするか、全トリックを「どちらでもない」に"
              "してください。",
        "en": "a side that took all ten tricks has all {total} points"},
    "ZW_SCORE_LAST_TRICK": {
        "ja": "相手側が全トリックを取ったので、席{seat}は最後のトリックを取れません。"
              "パガットで最後を取った人か、全トリックを取った側を直してください。",
        "en": "seat {seat} cannot win the last trick"},
    "ZW_READER_HAND": {"ja": "手札は1〜{most}枚で入れてください(いま{count}枚)。",
                       "en": "a hand holds 1..{most} cards, not {count}"},
    "ZW_READER_TRICK": {"ja": "台札(すでに出ているカード)は0〜{most}枚で入れてください"
                              "(いま{count}枚)。{seats}枚目でトリックは終わります。",
                        "en": "a trick in progress holds 0..{most} cards, not {count}"},
    "ZW_SCORE_NAMES": {"ja": "名前は{seats}人分入れてください。",
                       "en": "players must name the {seats} seats"},
}

register(ERROR_CODES)
