"""Reason codes of Neunzehnerrufen, Japanese first (every code the engine emits).

The codes live in the game's own namespace (``game="neunzehnerrufen"``); they
keep their ``N19_`` prefix, so the shared protocol and follow-rule codes of
:mod:`tarock_tutor.core.messages` never clash with them.  Parameters are ids
(a bid, a declaration item, a card code, a number), never display text: a
reader's Japanese for an id comes from :mod:`.labels`.
"""

from __future__ import annotations

from tarock_tutor.core.messages import register

from .labels import GAME

CODES: dict[str, dict[str, str]] = {
    # auction (spec §1.6)
    "N19_BID_OK": {"ja": "このビッド({bid})はできます:それまでのビッドより強いビッドです。",
                   "en": "{bid} may be bid: it is higher than the standing bid."},
    "N19_PASS_OK": {"ja": "パスできます。パスしたら、このディールではもうビッドできません。",
                    "en": "You may pass; after a pass you cannot bid again in this deal."},
    "N19_HOLD_OK": {"ja": "ホールドできます:直前にビッドを上げられたので、"
                          "同じビッドを引き受けられます。",
                    "en": "You may hold: you were just overcalled and may take over the "
                          "same bid."},
    "N19_OPENING_MUST_BID": {
        "ja": "ディーラーの右隣は最初にパスできません。必ず何かをビッドします。",
        "en": "The dealer's right neighbour opens and may not pass; he must bid something."},
    "N19_BID_NOT_HIGHER": {
        "ja": "このビッド({bid})は現在のビッド({current})より強くありません。"
              "より強いビッドかパスだけです。",
        "en": "{bid} is not higher than the standing bid ({current}); only a higher bid or "
              "a pass is possible."},
    "N19_HOLD_NOT_ALLOWED": {
        "ja": "ホールドできるのは、ビッドを上げられた直後の、それまでのビッドの持ち主だけです。",
        "en": "Only the player who held the standing bid may hold, and only right after "
              "being overcalled."},
    "N19_HOLDER_HOLD_OR_PASS": {
        "ja": "ビッドを上げられた側はホールドかパスしか選べません(決定 D-A4)。",
        "en": "The overcalled player may only hold or pass (decision D-A4)."},
    "N19_UNKNOWN_BID": {
        "ja": "「{bid}」というビッドはありません。ビッドは rufer, dreier, zweier, einer, solo, "
              "pass, hold です。",
        "en": "There is no bid {bid}; bids are rufer, dreier, zweier, einer, solo, pass and "
              "hold."},
    # staged talon (spec §1.7)
    "N19_TALON_ACCEPT": {
        "ja": "この{n}枚を受け取れます。ゲームに負けた時の倍率は{multiplier}倍です。",
        "en": "You may take these {n} card(s); a lost game then costs {multiplier} times."},
    "N19_TALON_REJECT": {
        "ja": "この{n}枚を断れます。断ったカードは表向きにされ、倍率が上がります。",
        "en": "You may refuse these {n} card(s); they are turned face up and the stake "
              "rises."},
    "N19_TALON_RETURN": {
        "ja": "全部断ったので、前に見た{packet}番目を取ります。"
              "負けた時の倍率は{multiplier}倍です。",
        "en": "Every packet was refused, so you go back to packet {packet}; a lost game "
              "costs {multiplier} times."},
    "N19_TALON_MUST_RETURN": {
        "ja": "すべての組を断ったので、前に見た組のどれかに戻って取らなければなりません。",
        "en": "Every packet has been refused: you must go back and take one of the earlier "
              "packets."},
    "N19_TALON_RETURN_NOT_YET": {
        "ja": "まだ見ていない組が残っているので、前の組に戻ることはできません。",
        "en": "Packets remain unseen, so you cannot go back to an earlier one yet."},
    "N19_TALON_BAD_RETURN": {
        "ja": "戻って取れるのは最後の組以外の組(1〜{last}番目)です。",
        "en": "Going back is possible only to packets 1 to {last} (not the last one)."},
    "N19_TALON_UNKNOWN": {
        "ja": "「{what}」というタロンの操作はありません(accept, reject, back1 など)。",
        "en": "There is no talon step {what} (accept, reject, back1 …)."},
    # discards (spec §1.7)
    "N19_DISCARD_OK": {"ja": "この捨て札はルール上許されます。",
                       "en": "This discard is allowed."},
    "N19_DISCARD_COUNT": {
        "ja": "取った枚数と同じ{need}枚を捨てなければなりません({got}枚になっています)。",
        "en": "You must discard exactly {need} card(s), as many as you took (got {got})."},
    "N19_DISCARD_DUPLICATE": {
        "ja": "同じカード({card})を2回捨てることはできません。",
        "en": "The same card ({card}) cannot be discarded twice."},
    "N19_DISCARD_HONOUR": {
        "ja": "キング、切札21、切札1、スキュース({card})は捨てられません。",
        "en": "A King, the XXI, the I or the Sküs ({card}) may never be discarded."},
    "N19_DISCARD_TRUMP_NOT_FORCED": {
        "ja": "切札({card})を捨てられるのは、キング以外のスートのカードが足りない時だけです"
              "(決定 D-A5)。",
        "en": "A trump ({card}) may be discarded only when you lack enough non-King suit "
              "cards (decision D-A5)."},
    # call (spec §1.8)
    "N19_CALL_OK": {"ja": "{card}を指名します(切札19以下で持っていない最も強いカード)。",
                    "en": "{card} is called: the highest trump from XIX down that you lack."},
    "N19_CALL_WRONG_CARD": {
        "ja": "指名できるのは{expected}だけです(切札19以下で、手札にも表向きの捨て札にもない"
              "最も強い切札)。",
        "en": "Only {expected} may be called: the highest trump from XIX down that is neither "
              "in your hand nor face up among the discards."},
    "N19_CALL_2P": {
        "ja": "{card}を指名します(切札19以下で、どちらかのダミーにある最も強いカード)。",
        "en": "{card} is called: the highest trump from XIX down in either dummy."},
    # declarations and announcements (spec §1.9)
    "N19_DECLARE_OK": {"ja": "この宣言({item})はできます({value}ゲーム点)。",
                       "en": "{item} may be declared ({value} game points)."},
    "N19_DECLARATION_OK": {"ja": "この宣言は正しく、合計{value}ゲーム点です。",
                           "en": "This declaration is valid and worth {value} game points."},
    "N19_DECL_NOT_HELD": {
        "ja": "手札がこの宣言({item})の条件を満たしていません。",
        "en": "The hand does not meet the condition of {item}."},
    "N19_DECL_TWO_TRUMP_COUNTS": {
        "ja": "切札の枚数の宣言は1種類だけです。",
        "en": "Only one trump-count item may be declared."},
    "N19_DECL_HONOUR_COMBINATION": {
        "ja": "トルル、キング4枚、アナーズ、グロス・アナーズのうち複合できるのはトルルとキング4枚"
              "だけです。",
        "en": "Of Trull, Four kings, Honneurs and Grosse Honneurs only Trull with Four kings "
              "may be combined."},
    "N19_DECL_REPEATED": {"ja": "この宣言({item})はすでにされています。",
                          "en": "{item} has already been declared."},
    "N19_DECL_UNKNOWN": {
        "ja": "「{item}」という宣言はありません。",
        "en": "There is no declaration {item}."},
    "N19_PAGAT_NOT_HOLDER": {
        "ja": "パガット・ウルティモを予告できるのは切札1を持っている人だけです(決定 D-A8)。",
        "en": "Only the holder of the I may announce Pagat Ultimo (decision D-A8)."},
    "N19_VALAT_ALREADY": {
        "ja": "ヴァラート(ボレー)はすでに予告されています。",
        "en": "Valat has already been announced."},
    "N19_ANNOUNCE_DONE": {"ja": "宣言を終えて次の人に回します。",
                          "en": "You end your declarations; the next player speaks."},
    "N19_DUMMY_VOLUNTEER": {
        "ja": "ダミーをプレイすると申し出ます。",
        "en": "You volunteer to play the dummy."},
    "N19_DUMMY_DECLINE": {
        "ja": "ダミーのプレイを申し出ません(誰も申し出なければデクレアラーの次の守り手が担当)。",
        "en": "You do not volunteer (if nobody does, the defender next after the declarer "
              "must play the dummy)."},
}

register(CODES, game=GAME)
# Transition: the widgets, render/html.py and tests/test_protocol.py still look codes up
# without a namespace; the N19_ prefix keeps this mirror free of clashes.  Remove it
# once every lookup passes ``game=``.
register(CODES)


ERROR_CODES: dict[str, dict[str, str]] = {
    # bad input to the score calculator (parts/score_checks.py, scoring.py); the shared
    # table, so that core.errors.error_ja finds them by code alone
    "NZ_DECLARATIONS_NOT_MAP": {
        "ja": "手役の宣言は、席ごとにその手役を書いた辞書で指定します(例: {{0: \"trull\"}}。"
              "「{value}」は使えません。規則集 §1.9)。",
        "en": "declarations must map a seat to its items, not {value}"},
    "NZ_NO_STAGED_LOOKS": {"ja": "タロンを段階的に見るのはドライアー、ツヴァイアー、アイナー"
                                 "だけです(「{value}」にはありません。規則集 §1.7)。",
                           "en": "only a Dreier, Zweier or Einer has staged looks, not {value}"},
    "NZ_PACKET_RANGE": {"ja": "取れるタロンの束は 1〜{last} 番目です(「{value}」は使えません。"
                              "規則集 §1.7)。",
                        "en": "packet 1..{last}, not {value}"},
    "NZ_NOT_A_BIDDER": {"ja": "席{seat}はこの形ではビッドしません。",
                        "en": "seat {seat} does not bid"},
    "NZ_RUFER_ELDEST": {"ja": "ルーファーになれるのは先手だけです(規則集 §1.6)。",
                        "en": "only the eldest hand can end up with a Rufer"},
    "NZ_AUCTION_STARTED": {"ja": "auction_to() はビッドが始まる前のディールにだけ使えます。",
                           "en": "auction_to() needs a state whose auction has not started"},
    "NZ_FORM_DECLARER": {"ja": "この形ではデクレアラーはいつも席{seat}で、コントラクトは"
                               "ルーファーです(規則集 §1.13)。",
                         "en": "in this form the declarer is always seat {seat} with a Rufer"},
    "NZ_UNKNOWN_FORM": {"ja": "「{value}」というノインツェーナールーフェンの形はありません。"
                              "選べる形: {forms}",
                        "en": "unknown Neunzehnerrufen form {value}; known: {forms}"},
    "NZ_DECLARATION_NOT_TEXT": {
        "ja": "手役の宣言は「trumps8+trull」のような文字か、手役の名前のリストで書きます"
              "(「{value}」は使えません。規則集 §1.9)。",
        "en": "a declaration is a text or a list of item names, not {value}"},
    "NZ_DECLARATION_UNREADABLE": {"ja": "席{seat}の宣言を読めません: {why}",
                                  "en": "seat {seat}: the declaration cannot be read"},
    "NZ_DECLARATION_ILLEGAL": {"ja": "席{seat}の宣言({decl})はできません: {why}(規則集 §1.9)",
                               "en": "the declaration of seat {seat} is not legal"},
    "NZ_PAGAT_HOLDER": {
        "ja": "パガット(切札1)を持つのは予告した{by}なので、{won}がパガットで最後のトリックを"
              "取ることはありません(決定 D-A8、規則集 §1.9、§1.12)。",
        "en": "only the holder of the I announces Pagat and wins with it"},
    "NZ_VALAT_DECLARER_POINTS": {
        "ja": "12トリックすべてを取ったデクレアラー側は少なくとも{least}点を持っています"
              "({value}点はありえません。規則集 §1.3、§1.7)。",
        "en": "a side with all 12 tricks has at least {least} points, not {value}"},
    "NZ_VALAT_DEFENDERS_POINTS": {
        "ja": "トリックを1つも取らなかったデクレアラー側には捨て札しかなく、多くても{most}点です"
              "({value}点はありえません。規則集 §1.3、§1.7)。",
        "en": "a side without a trick has at most {most} points, not {value}"},
    "NZ_LAST_TRICK": {
        "ja": "相手側が12トリックすべてを取ったので、{seat}は最後のトリックを取れません"
              "(規則集 §1.12)。",
        "en": "seat {seat} cannot win the last trick"},
    "NZ_DECLARATION_NO_HAND": {
        "ja": "席{seat}の宣言({decl})を満たす12枚の手札はありません(規則集 §1.9)。",
        "en": "no 12-card hand meets the declaration of seat {seat}"},
    "NZ_DECLARATIONS_PACK": {
        "ja": "これらの宣言には、パックにある以上のトルルの札、キング、切札が要ります(トルル3枚、"
              "キング4枚、切札22枚。規則集 §1.2、§1.9): {detail}",
        "en": "the declarations need more cards than the pack has"},
    "NZ_FOLD_NOT_MAP": {
        "ja": "降りたダミーは、ダミーの席からそれを受け持つ席への辞書で指定します"
              "(「{value}」は使えません)。",
        "en": "fold must map a dummy seat to its controller, not {value}"},
    "NZ_DUMMY_SELF": {"ja": "ダミー(席{seat})が自分自身を受け持つことはできません(規則集 §1.13)。",
                      "en": "a dummy (seat {seat}) cannot control itself"},
    "NZ_ALL_TRICKS": {
        "ja": "全トリックを取った側は、デクレアラー側(declarer_side)、ディフェンダー側"
              "(defenders)、どちらでもない(None)から選びます(「{value}」は使えません)。",
        "en": "all_tricks must be None, declarer_side or defenders, not {value}"},
}

register(ERROR_CODES)
