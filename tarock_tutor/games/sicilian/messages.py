"""Reason codes of Sicilian Tarocchi (Japanese first, English second), in the
game's own namespace ``sicilian``.

>>> from tarock_tutor.core import messages
>>> messages.text("BARGAIN_TAKE_TOO_MUCH", "en", game="sicilian", x=6, max=5, left=6, rest=1)
'You may take at most 5: 6 are left and 1 player(s) still to speak must get at least 1 each.'
"""

from __future__ import annotations

from tarock_tutor.core import messages

from .variants import GAME

CODES: dict[str, dict[str, str]] = {
    # --- bargaining (spec §3.4) --------------------------------------------------
    "BARGAIN_OFFER_OK": {"ja": "{x}点出して、プレイをやめようと誘えます。",
                         "en": "You may offer {x} to call the hand off."},
    "BARGAIN_SHUFFLE_OK": {"ja": "「シャッフル」(点数は出さずにプレイをやめる誘い)と言えます。",
                           "en": "You may say 'shuffle' (call the hand off, paying nothing)."},
    "BARGAIN_WAIT_OK": {"ja": "今は何も言わずに待てます(あとでもう一度番が来ます)。",
                        "en": "You may wait; your turn comes round again."},
    "BARGAIN_PLAY_OK": {"ja": "「プレイします」と言えます。交渉はここで終わり、"
                              "出された点数は無効です。",
                        "en": "You may say 'I play': the bargaining ends and every offer is "
                              "void."},
    "BARGAIN_TAKE_OK": {"ja": "{x}点貰えます。", "en": "You may take {x}."},
    "BARGAIN_UNKNOWN": {"ja": "交渉に「{bid}」という発言はありません(「xx点出します」「シャッフル」"
                              "「待つ」「xx点貰います」「プレイします」のどれかです)。",
                        "en": "There is no bargaining statement {bid!r} (offer_x, shuffle, "
                              "wait, take_x, play)."},
    "BARGAIN_OFFER_RANGE": {"ja": "出せる点数は1点から{max}点までです({x}点は不可)。",
                            "en": "An offer is from 1 to {max} points, not {x}."},
    "BARGAIN_NOT_TAKING_YET": {
        "ja": "まだ「出します」の段階です。貰うのは、出す人が出そろってからです。",
        "en": "Offers are still being made; takes come after the offers."},
    "BARGAIN_OFFERS_CLOSED": {
        "ja": "「出します」の段階は終わりました。今は「xx点貰います」か「プレイします」だけです。",
        "en": "The offers are closed; now only a take or 'I play' is possible."},
    "BARGAIN_TAKE_TOO_MUCH": {
        "ja": "貰えるのは最大{max}点です。残りは{left}点で、まだ発言していない{rest}人にも"
              "最低1点ずつ残さなければなりません。",
        "en": "You may take at most {max}: {left} are left and {rest} player(s) still to "
              "speak must get at least 1 each."},
    "BARGAIN_TAKE_TOO_LITTLE": {
        "ja": "残りの点数が全員に1点以上行き渡るので、最低{min}点は貰わなければなりません。",
        "en": "What is left allows at least 1 for everyone still to speak, so you must take "
              "at least {min}."},
    "BARGAIN_LAST_TAKES_ALL": {
        "ja": "最後に発言する人は残りの{left}点をすべて貰います(または「プレイします」)。",
        "en": "The last to speak takes all that is left ({left}), or says 'I play'."},
    # --- solo (spec §3.5) ---------------------------------------------------------
    "SOLO_OK": {"ja": "ソロを宣言できます。", "en": "You may declare Solo."},
    "SOLO_PASS_OK": {"ja": "ソロをしないこと(パス)ができます。", "en": "You may pass."},
    "SOLO_UNKNOWN_BID": {"ja": "ここでは「ソロ」か「パス」だけです(「{bid}」は不可)。",
                         "en": "Only 'solo' or 'pass' here, not {bid!r}."},
    # --- exchange (spec §3.6) -----------------------------------------------------
    "DISCARD_OK": {"ja": "この3枚を捨てられます。", "en": "These three cards may be discarded."},
    "DISCARD_FORCED_TRUMPS_OK": {
        "ja": "キング・切札・逃亡者以外のカードが3枚未満なので、最も弱い切札を表向きに捨てます。",
        "en": "Fewer than three cards other than Kings, trumps and the Fugitive: the lowest "
              "trumps are discarded face up."},
    "DISCARD_COUNT": {"ja": "捨て札はちょうど3枚です({n}枚は不可)。",
                      "en": "Exactly three cards are discarded, not {n}."},
    "DISCARD_NOT_CARDS": {"ja": "捨て札はカードで指定します({cards} は不可)。",
                          "en": "A discard is given as cards, not {cards}."},
    "DISCARD_NOT_IN_HAND": {"ja": "{card}は手札にありません。",
                            "en": "{card} is not in the hand."},
    "DISCARD_TWICE": {"ja": "同じカード({card})を2回捨てることはできません。",
                      "en": "The same card ({card}) cannot be discarded twice."},
    "DISCARD_KING": {"ja": "キング({card})は捨てられません。", "en": "A King ({card}) may not be "
                                                                "discarded."},
    "DISCARD_TRUMP": {"ja": "切札({card})は捨てられません(ほかのカードが3枚未満のときを除く)。",
                      "en": "A trump ({card}) may not be discarded (unless fewer than three "
                            "other cards are left)."},
    "DISCARD_FUGITIVE": {"ja": "逃亡者は捨てられません。",
                         "en": "The Fugitive may not be discarded."},
    "DISCARD_HONOUR": {"ja": "オナー({card}: ジョーヴェ、ピチョッティ、逃亡者)は捨てられません。",
                       "en": "An honour ({card}: Giove, Picciotti, the Fugitive) may not be "
                             "discarded."},
    "DISCARD_LOWEST_TRUMPS": {
        "ja": "ほかのカードが足りないので、捨て札は {forced} でなければなりません"
              "(ほかのカード全部と最も弱い切札)。",
        "en": "Too few other cards: the discard must be {forced} (all other cards and the "
              "lowest trumps)."},
    # --- partnerships (spec §3.7) -------------------------------------------------
    "TWENTY_OK": {"ja": "10点札と5点札で{value}点あるので「20」と言えます。",
                  "en": "Your 10- and 5-point cards make {value}, so you may say '20'."},
    "ZERO_OK": {"ja": "「ゼロ」はいつでも言えます。", "en": "'Zero' is always allowed."},
    "TWENTY_NEEDS_20": {
        "ja": "「20」には10点札と5点札で20点以上必要です(この手札は{value}点)。",
        "en": "'20' needs at least 20 in 10- and 5-point cards; this hand has {value}."},
    "FIFTEEN_OK": {"ja": "10点札と5点札でちょうど15点なので「15」と言えます。",
                   "en": "Your 10- and 5-point cards make exactly 15: you may say '15'."},
    "FIFTEEN_NEEDS_EXACTLY_15": {
        "ja": "「15」は10点札と5点札でちょうど15点のときだけです(この手札は{value}点)。",
        "en": "'15' needs exactly 15 in 10- and 5-point cards; this hand has {value}."},
    "PARTNER_UNKNOWN_BID": {"ja": "ここで言えるのは{word}か「ゼロ」です(「{bid}」は不可)。",
                            "en": "Here you may say {word!r} or 'zero', not {bid!r}."},
    "CALL_NOT_NOW": {"ja": "キングの指名は「20」と「15」のビッドのあとです。",
                     "en": "A King is called after the '20' and '15' rounds."},
    "BID_NOT_NOW": {"ja": "今は「20」のプレイヤーがキング(クイーン)を指名する番です。",
                    "en": "Now the '20' player calls a King (Queen)."},
    "CALL_OK": {"ja": "{card}を指名できます。持っている人が秘密のパートナーです。",
                "en": "You may call {card}; its holder is your secret partner."},
    "CALL_MUST_BE_KING": {"ja": "指名するのはキングです({card}は不可)。",
                          "en": "You call a King, not {card}."},
    "CALL_MUST_BE_QUEEN": {"ja": "キングを4枚とも持っているので、クイーンを指名します"
                                 "({card}は不可)。",
                           "en": "You hold all four Kings, so you call a Queen, not {card}."},
    "CALL_HELD": {"ja": "自分で持っているカード({card})は指名できません。",
                  "en": "You cannot call a card you hold ({card})."},
    "CALL_DISCARDED": {"ja": "自分で捨てたカード({card})は指名できません。",
                       "en": "You cannot call a card you discarded ({card})."},
    # --- play (spec §3.8) ---------------------------------------------------------
    "DEALER_MUST_LEAD_CALLED_SUIT": {
        "ja": "指名されたのはディーラーで、これが最初のリードです。指名されたスートはまだリード"
              "されていないので、そのスート({suit})をリードしなければなりません。",
        "en": "The dealer is the called partner and leads for the first time; the called "
              "suit ({suit}) has not been led yet, so he must lead it."},
    "KNOCK_OK": {"ja": "リードの前にノックして知らせられます。",
                 "en": "You may knock before leading."},
    "KNOCK_OFF": {"ja": "このテーブルではノック(シグナル)を使いません。",
                  "en": "This table plays without knocking signals."},
    "KNOCK_SOLO_GAME": {"ja": "ノックはパートナーのゲームだけです。",
                        "en": "Knocking belongs to partnership games only."},
    "KNOCK_NOT_LEADING": {"ja": "ノックできるのは自分がリードするときだけです。",
                          "en": "You may knock only when you are about to lead."},
    "KNOCK_NEEDS_CARD": {"ja": "手札に{card}がないので、そのノックはできません。",
                         "en": "You do not hold {card}, so you cannot knock for it."},
    "KNOCK_ONCE_PER_LEAD": {"ja": "1回のリードで知らせられるのは1枚だけです。",
                            "en": "One knock per lead."},
    "KNOCK_BOTH_FORBIDDEN": {
        "ja": "「両方持っている」と言うことはできません(リードの機会ごとに1枚ずつ)。",
        "en": "You may not say you hold both (one card per lead)."},
    "KNOCK_UNKNOWN": {"ja": "「{what}」というシグナルはありません(ノックは「ノック」"
                            "「20を持っている」「19を持っている」のどれかです)。",
                      "en": "There is no signal {what!r} (knock, knock_20, knock_19)."},
}

messages.register(CODES, game=GAME)

ERROR_CODES: dict[str, dict[str, str]] = {
    # bad input to the score lines, the arranged deal and the session; the shared table,
    # so that core.errors.error_ja finds them by code alone
    "SICILIAN_TEAM_SEATS": {"ja": "パートナーのチームは別々の2つの席です({value}では合いません)。",
                            "en": "a partnership team is two different seats"},
    "SICILIAN_PAYMENTS": {"ja": "交渉の支払いは4つの整数(席ごとに1つ)で指定します"
                                "(「{value}」は使えません。規則集 §3.4)。",
                          "en": "bargaining payments are four whole numbers, not {value}"},
    "SICILIAN_PAYMENTS_BALANCE": {"ja": "交渉で出した点と貰った点は釣り合います。{value} の合計は"
                                        "{total}で、0になりません(規則集 §3.4)。",
                                  "en": "offers and takes must balance: sum {total}"},
    "SICILIAN_HAND_TOO_LONG": {"ja": "席{seat}の手札が{count}枚あります。手札は{most}枚です"
                                     "(規則集 §3.4: 5 + 5 + 5)。",
                               "en": "seat {seat}: {count} cards, a hand is {most}"},
    "SICILIAN_TALON_TOO_LONG": {"ja": "タロンは{most}枚です({count}枚では多すぎます)。",
                                "en": "the talon has {most} cards, not {count}"},
    "SICILIAN_SESSION_UNFINISHED": {"ja": "終わったディールだけを点数表に加えられます。",
                                    "en": "only a finished deal can be added"},
    "SICILIAN_SESSION_DEALER": {"ja": "このディールは席{dealt}が配りましたが、点数表では次の"
                                      "ディーラーは席{dealer}です。",
                                "en": "the deal was dealt by seat {dealt}, not {dealer}"},
}

messages.register(ERROR_CODES)
