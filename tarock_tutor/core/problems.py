"""Stable codes for bad input that is not an illegal action: a record that cannot be
read, a rule option that does not exist, a remembered result that cannot be scored, a
command-line value out of range.  Each code has its own Japanese sentence (looked up by
code, never by matching English text) that names the input and the valid choices.

>>> from tarock_tutor.core import messages
>>> messages.text("UNKNOWN_GAME", "ja", given="tarok", games="cego3 = ツェゴ(3人)")
'「tarok」というゲームはありません。選べるゲーム: cego3 = ツェゴ(3人)'
"""

from __future__ import annotations

from tarock_tutor.core.messages import register

UNREADABLE_CODES = frozenset({
    "RECORD_NOT_TEXT", "RECORD_TOO_LARGE", "RECORD_EMPTY", "RECORD_NO_GAME", "TAG_MALFORMED",
    "TAG_ARITY", "LINE_NOT_ACTION", "ACTION_TOO_SHORT", "BAD_SEAT", "TOO_MANY_ACTIONS",
    "UNKNOWN_GAME", "UNKNOWN_OPTION", "BAD_OPTION_VALUE", "BAD_NUMBER_TAG", "HANDS_INCOMPLETE",
    "SEED_AND_HANDS", "BAD_CARD", "DEAL_IMPOSSIBLE", "UNKNOWN_ACTION_KIND", "NOT_JSON_RECORD",
    "FACT_TAG_UNKNOWN", "FACT_MISSING", "FACT_BAD_NUMBER", "FACT_BAD_CHOICE", "FACT_BAD_SEAT",
    "FACT_IMPOSSIBLE", "FACTS_NOT_SUPPORTED", "CLI_BAD_NUMBER", "SESSION_NO_SHEET",
    "RECORD_FORMAT_UNKNOWN", "SEAT_NOT_AT_TABLE", "HAND_TWICE", "CLI_BAD_SEAT"})
"""Codes that make a whole input unreadable (as opposed to an irregular deal)."""

_CARDS_JA = ("切札は「T1」〜「T21」、最上位の切札は「Sk」と書き、スートのカードはスートの文字"
             "「S」「C」「H」「D」に「K」「Q」「N」「J」か数字を付けて書きます(例:「HK」「S10」"
             "「D1」)。")

register({
    "RECORD_NOT_TEXT": {"ja": "記録は文字(テキスト)で渡してください({type}は読めません)。",
                        "en": "a record is text, not {type}"},
    "RECORD_TOO_LARGE": {"ja": "記録が長すぎます({chars}文字)。1ディールの記録は多くても"
                               "{limit}文字です。ファイルを確かめてください。",
                         "en": "the record has {chars} characters; at most {limit}"},
    "RECORD_EMPTY": {"ja": "記録が空です。[Game \"…\"] タグとディールの行を書いてください。"
                           "選べるゲーム: {games}",
                     "en": "the record is empty; known games: {games}"},
    "RECORD_NO_GAME": {"ja": "[Game \"…\"] タグがありません。選べるゲーム: {games}",
                       "en": "the record has no [Game] tag; known games: {games}"},
    "TAG_MALFORMED": {"ja": "タグの書き方が正しくありません: 「{text}」。[名前 \"値\"] の形で、"
                            "値を \" で囲み、最後を ] で閉じます。",
                      "en": "malformed tag {text}; expected [Name \"value\"]"},
    "TAG_ARITY": {"ja": "[{tag}] タグには{what}の2つの値が要ります: 「{text}」",
                  "en": "a {tag} tag needs two values: {text}"},
    "LINE_NOT_ACTION": {"ja": "この行は記録の書き方になっていません: 「{text}」。タグ"
                              "([名前 \"値\"])か、「席 行動 …」の行(例: 1 play HK)を書きます。"
                              "メモは ; で始めます。",
                        "en": "line {text} is neither a tag nor an action"},
    "ACTION_TOO_SHORT": {"ja": "行動の行には席と行動の種類が要ります: 「{text}」(例: 1 play HK)。",
                         "en": "action {text} needs a seat and a kind"},
    "BAD_SEAT": {"ja": "行の最初は席の番号(半角数字)です。「{seat}」は席の番号ではありません。",
                 "en": "seat {seat} is not a seat number"},
    "TOO_MANY_ACTIONS": {"ja": "行動が{limit}行を超えています。1ディールはそれほど長く"
                               "なりません。",
                         "en": "more than {limit} actions"},
    "UNKNOWN_GAME": {"ja": "「{given}」というゲームはありません。選べるゲーム: {games}",
                     "en": "unknown game {given}; known: {games}"},
    "UNKNOWN_OPTION": {"ja": "「{option}」というルールの設定はありません。選べる設定: {options}",
                       "en": "unknown rule option {option}; known: {options}"},
    "BAD_OPTION_VALUE": {"ja": "ルールの設定「{option}」に「{value}」は選べません。選べる値: "
                               "{values}",
                         "en": "option {option} cannot be {value}; allowed: {values}"},
    "BAD_NUMBER_TAG": {"ja": "[{tag}] は {low}〜{high} の整数(半角数字)で書きます。「{value}」"
                             "は使えません。",
                       "en": "the [{tag}] tag must be a whole number {low}..{high}, not "
                             "{value}"},
    "HANDS_INCOMPLETE": {"ja": "手札を書いた記録には、席 {seats} のそれぞれに [Hand] タグが"
                               "1つずつ要ります。{detail}",
                         "en": "a typed-in deal needs one [Hand] tag for each seat {seats}"},
    "SEED_AND_HANDS": {"ja": "記録には [Seed] か [Hand] タグのどちらか一方を書きます"
                             "(両方は書けません)。",
                       "en": "a record has either a [Seed] or [Hand] tags, not both"},
    "BAD_CARD": {"ja": "「{card}」というカードは読めません。" + _CARDS_JA,
                 "en": "cannot read card {card}"},
    "CARD_NOT_IN_PACK": {"ja": "「{typed}」はこのゲームのパックにないカードです。",
                         "en": "card {typed} is not in the pack"},
    "CARD_TWICE": {"ja": "「{card}」が2回書かれています。どのカードもパックに1枚しかありません。",
                   "en": "card {card} is listed twice"},
    "SEED_RANGE": {"ja": "シードは 0 から 2**64−1 までの整数で指定します"
                         "(「{value}」は使えません)。",
                   "en": "a seed is a whole number 0..2**64-1, not {value}"},
    "DEAL_IMPOSSIBLE": {"ja": "ありえない配り方です: {detail}",
                        "en": "impossible deal: {detail_en}"},
    "UNKNOWN_ACTION_KIND": {"ja": "「{kind}」という行動は読めません。書ける行動: {kinds}",
                            "en": "cannot read action {kind}; known actions: {kinds}"},
    "NOT_JSON_RECORD": {"ja": "JSON の記録として読めません({detail})。tags と actions を持つ"
                              "オブジェクトが要ります。",
                        "en": "not a JSON record: {detail}"},
    "FACT_TAG_UNKNOWN": {"ja": "「{tag}」は{title}の覚えている結果には使えません。使えるもの: "
                               "{tags}",
                         "en": "tag [{tag}] is not a remembered-result tag of {title}; "
                               "valid: {tags}"},
    "FACT_MISSING": {"ja": "覚えている結果には {what} が要ります。",
                     "en": "a remembered result needs {what}"},
    "FACT_BAD_NUMBER": {"ja": "{tag} は {low}〜{high} の整数(半角数字)で書きます。「{value}」は"
                              "使えません。",
                        "en": "{tag} must be a whole number {low}..{high}, not {value}"},
    "FACT_BAD_CHOICE": {"ja": "{tag} に「{value}」は選べません。選べる値: {choices}",
                        "en": "{tag} cannot be {value}; choices: {choices}"},
    "FACT_BAD_SEAT": {"ja": "{tag} は席の番号 {seats} で書きます。「{value}」は使えません。",
                      "en": "{tag} must be a seat number {seats}, not {value}"},
    "FACT_IMPOSSIBLE": {"ja": "覚えている結果がありえません: {detail}",
                        "en": "impossible remembered result: {detail_en}"},
    "FACTS_NOT_SUPPORTED": {"ja": "{title}は覚えている結果からの点数計算に対応していません。",
                            "en": "{title} cannot be scored from a remembered result"},
    "TRICK_TOO_LONG": {"ja": "{pack}のトリックは{seats}人で、出ているカードは多くても{most}枚です"
                             "(いま{count}枚)。",
                       "en": "a trick in progress holds at most {most} cards, not {count}"},
    "CARD_IN_HAND_AND_TRICK": {"ja": "{cards}が手札と台札の両方にあります。どのカードも1枚しか"
                                     "ないので、どちらかから消してください。",
                               "en": "{cards} cannot be both in the hand and in the trick"},
    "SESSION_NO_SHEET": {"ja": "{path} にはスコアシートがありません: {why}",
                         "en": "{path}: no score sheet"},
    "RECORD_FORMAT_UNKNOWN": {"ja": "記録の形式「{value}」は読めません。読める形式は 1 と 2 です。",
                              "en": "unknown record format {value}; formats 1 and 2 are read"},
    "SEAT_NOT_AT_TABLE": {"ja": "「{seat}」はこの卓の席ではありません。この卓の席は{seats}です。",
                          "en": "seat {seat} is not a seat of this table: {seats}"},
    "HAND_TWICE": {"ja": "席「{seat}」の手札([Hand] タグ)が2回書かれています。",
                   "en": "seat {seat} has a second [Hand] tag"},
    "CLI_BAD_SEAT": {"ja": "{flag} は席の番号 1〜{high}(席1〜席{high})で指定します。「{value}」は"
                           "この卓の席ではありません。",
                     "en": "{flag} must be a seat 1..{high}, not {value}"},
    "CLI_BAD_NUMBER": {"ja": "{flag} は {low}〜{high} の整数(半角数字)で指定します。「{value}」は"
                             "使えません。",
                       "en": "{flag} must be a whole number {low}..{high}, not {value}"},
})


def whole_number(raw: str, low: int, high: int) -> int | None:
    """``raw`` as an int in ``low..high`` written in ASCII digits, else ``None``; its
    length is bounded before ``int()`` (a 5,000-digit number is simply out of range).

    >>> whole_number("40", 0, 70), whole_number("٤٠", 0, 70), whole_number("9" * 5000, 0, 9)
    (40, None, None)
    """
    text = raw.strip()
    if not text or not (text.isascii() and text.isdigit()) or len(text) > len(str(high)):
        return None
    value = int(text)
    return value if low <= value <= high else None
