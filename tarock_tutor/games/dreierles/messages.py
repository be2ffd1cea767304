"""Dreierles reason codes (namespace ``dreierles``), Japanese first.

>>> from tarock_tutor.core.messages import text
>>> text("BID_NOT_HIGHER", "en", game="dreierles", bid="dreier", best="zweier")
'A bid must be higher than the last one (zweier); dreier is not.'
"""

from __future__ import annotations

from tarock_tutor.core.messages import register

from .parts.rules import KEY

CODES: dict[str, dict[str, str]] = {
    # auction (§3.4)
    "BID_OK": {"ja": "このビッドは直前のビッドより強いので宣言できます。",
               "en": "This bid is higher than the last one, so it may be made."},
    "PASS_OK": {"ja": "パス(ベク)はいつでも宣言できます。各プレイヤーのビッドの機会は1度だけです。",
                "en": "Passing (Weg) is always allowed; every player speaks once."},
    "BID_NOT_HIGHER": {
        "ja": ("{bid}は直前のビッド({best})より強くないので、言えません。"
               "ビッドは前のビッドより強いものだけです。"),
        "en": "A bid must be higher than the last one ({best}); {bid} is not."},
    "UNKNOWN_BID": {
        "ja": "{bid}というビッドはありません(ドライアー、ツヴァイアー、アイナー、ソロ、パス)。",
        "en": "There is no bid {bid} (dreier, zweier, einer, solo, pass)."},
    "LAST_ROUND_SOLO_ONLY": {
        "ja": "最後のラウンド「ロイバーかソロ」では、ソロかパスしか宣言できません。",
        "en": "In the last round 'Räuber oder Solo' only Solo or pass may be bid."},
    # exchange (§3.5)
    "DISCARD_OK": {"ja": "このカードは裏向きに捨て札できます(キングでも切札でもありません)。",
                   "en": "This card may be discarded face down (neither a king nor a trump)."},
    "DISCARD_ONE_CARD": {
        "ja": "捨て札は1枚ずつ行います({count}枚が指定されました)。",
        "en": "Discard one card at a time ({count} were given)."},
    "NO_KING_DISCARD": {"ja": "キングは捨て札できません。",
                        "en": "Kings may not be discarded."},
    "NO_TRUMP_DISCARD": {"ja": "切札は捨て札できません。",
                         "en": "Trumps may not be discarded."},
    "NO_DROLL_DISCARD": {
        "ja": "捨て札できるカードが足りないので切札を表向きに捨てられますが、"
              "ドロル(シュティース・21・1)は捨てられません。",
        "en": "Too few other cards: plain trumps may be discarded face up, but never the "
              "Droll (Stieß, 21, 1)."},
    "DISCARD_TRUMP_FACE_UP": {
        "ja": "キングと切札以外のカードが残っていないので、"
              "ドロル以外の切札を表向きに捨て札します。",
        "en": "No card other than kings and trumps is left, so a trump other than the Droll "
              "is discarded face up."},
    # announcements (§3.6–3.8)
    "ZEHN_DRUCK_OK": {
        "ja": "切札が10枚以上あるので、プレイ前に手役(切札10枚以上)を宣言できます。",
        "en": "With ten or more trumps the declarer may announce Zehn Druck before play."},
    "ZEHN_DRUCK_NEEDS_TEN": {
        "ja": "切札が{trumps}枚しかないので、切札10枚以上の手役は宣言できません。",
        "en": "Only {trumps} trumps: Zehn Druck cannot be announced."},
    "PFEIFE_ANNOUNCE_OK": {
        "ja": "最後のトリックをプファイフェで取ると宣言できます(成功+2、失敗−2)。",
        "en": "The declarer may announce to win the last trick with the Pfeife (±2)."},
    "PFEIFE_NOT_HELD": {"ja": "プファイフェ(切札1)を持っていないので宣言できません。",
                        "en": "Without the Pfeife (trump 1) it cannot be announced."},
    "ALREADY_ANNOUNCED": {"ja": "{what}はもう宣言されています。",
                          "en": "{what} has already been announced."},
    "ANNOUNCE_ORDER": {
        "ja": "宣言の順序は、切札10枚以上、最後のトリックのプファイフェ、準備完了です。",
        "en": "The order is: Zehn Druck, then the Pfeife, then 'fertig'."},
    "FERTIG_OK": {"ja": "デクレアラーは準備完了(fertig)を宣言し、コントラの時間になります。",
                  "en": "The declarer says 'fertig'; the defenders may now knock."},
    "ONLY_DECLARER_ANNOUNCES": {
        "ja": "プレイ前の宣言と準備完了はデクレアラーだけが行います。",
        "en": "Only the declarer announces and says 'fertig'."},
    "KONTRA_OK": {"ja": "机を叩いてコントラ: プレイ結果のゲーム点が2倍になります。",
                  "en": "Knock for Kontra: the game result is doubled."},
    "KONTRA_PASS_OK": {"ja": "コントラ(またはレ)をしないこともできます。",
                       "en": "One may also not knock."},
    "KONTRA_BARRED_PASSED_OPEN": {
        "ja": "まだ誰もビッドしていない(ドライアーが宣言できた)ときにパスしたので、"
              "コントラできません。",
        "en": "You passed while Dreier was still open, so you may not knock."},
    "KONTRA_BARRED_NOT_BIDDER": {
        "ja": "このテーブルの取り決めでは、ビッドしたディフェンダーだけがコントラできます。",
        "en": "At this table only a defender who bid may knock."},
    "KONTRA_BARRED_LAST_ROUND": {
        "ja": "最後のラウンドでは、先にソロが宣言されてビッドの機会がなかったプレイヤーだけが"
              "コントラできます。",
        "en": "In the last round only players who could not bid because of an earlier Solo "
              "may knock."},
    "DEALER_CANNOT_KNOCK": {
        "ja": "休みのディーラーがコントラできるのはロイバーのときだけです。",
        "en": "The sitting-out dealer may knock only in Räuber."},
    "DECLARER_SAYS_RE": {"ja": "デクレアラーはコントラではなくレで応じます。",
                         "en": "The declarer answers a Kontra with Re, not Kontra."},
    "RE_OK": {"ja": "レ: プレイ結果のゲーム点がさらに2倍になります。",
              "en": "Re: the game result is doubled again."},
    "RE_ONLY_AFTER_KONTRA": {"ja": "レはコントラの後にデクレアラーだけが宣言できます。",
                             "en": "Only the declarer says Re, after a Kontra."},
    "KONTRA_LIMIT": {
        "ja": "コントラとレは合わせて{limit}回までと取り決められています。",
        "en": "Kontra and Re together are limited to {limit} at this table."},
    "KONTRA_NOT_NOW": {"ja": "今はコントラ・レの時間ではありません(準備完了の後です)。",
                       "en": "Knocking comes only after 'fertig'."},
    "RAEUBER_KONTRA_OK": {
        "ja": "ロイバーでは1巡だけ、誰でもコントラできます(1回ごとに支払いが2倍)。",
        "en": "In Räuber everyone may say Kontra once round; each doubles the payments."},
    "NOT_IN_RAEUBER": {"ja": "ロイバーには手役も最後のトリックのプファイフェもありません。",
                       "en": "Räuber has no bonuses and no Pfeife announcement."},
    "UNKNOWN_ANNOUNCE": {"ja": "{what}という宣言はありません。",
                         "en": "There is no announcement {what}."},
}

register(CODES, game=KEY)


ERROR_CODES: dict[str, dict[str, str]] = {
    # bad arguments to the score calculator (scoring.py); the shared table, so that
    # core.errors.error_ja finds them by code alone
    "DREIERLES_DEALER_SITS_OUT": {
        "ja": "{what}は{seat}ではありえません。4人の卓ではディーラーは休み、カードを持ちません"
              "(規則集 §3.1)。",
        "en": "{what} cannot be the dealer, who sits out with four at the table"},
    "DREIERLES_POINTS_ALL": {
        "ja": "デクレアラーが70点すべてを取ることはありません。ディフェンダーはかならずタロンの"
              "3枚以上を持っています(規則集 §3.10)。",
        "en": "a declarer cannot take all 70 card points"},
    "DREIERLES_POINTS_ZERO": {
        "ja": "{contract}のデクレアラーは捨て札{count}枚を持っているので、0点はありえません"
              "(規則集 §3.10、表の「−」の欄)。",
        "en": "a {contract} declarer keeps {count} discards, so 0 points are impossible"},
    "DREIERLES_UNKNOWN_BONUS": {
        "ja": "「{value}」という手役はありません。手役は{bonuses}です(規則集 §3.6)。",
        "en": "{value} is not a Dreierles bonus"},
    "DREIERLES_PFEIFE_VALUE": {
        "ja": "最後のトリックのプファイフェ({kind})は ±{worth} です(「{value}」は使えません。"
              "規則集 §3.7)。",
        "en": "the last-trick Pfeife is worth +-{worth}, not {value}"},
    "DREIERLES_RAEUBER_SEATS": {
        "ja": "ロイバーの点数は、カードを持つ3人の席(4人の卓ではディーラー以外)について1つずつ"
              "指定します({count}人分では合いません。規則集 §3.12)。",
        "en": "Räuber points are needed for the three active players, not {count}"},
}

register(ERROR_CODES)
