"""Stable codes for bad input that is not an illegal action: a record that cannot be
read, a rule option that does not exist, a remembered result that cannot be scored, a
command-line value out of range.  Each code has its own Japanese sentence (looked up by
code, never by matching English text) that names the input and the valid choices.

>>> from tarock_tutor.core import messages
>>> messages.text("UNKNOWN_GAME", "ja", given="tarok", games="toy3 = トイ(3人)")
'「tarok」というゲームはありません。選べるゲーム: toy3 = トイ(3人)'
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
    "NO_COUNTING_METHOD": {"ja": "パック {pack} で遊ぶゲームが登録されていないので、"
                                 "数え方が決まりません。--method で数え方を指定してください。",
                           "en": "no registered game counts the pack {pack}: give --method"},
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
    # the Python entry points (games.new_deal, Setup, playout, parse_cards, apply)
    "SEAT_RANGE": {"ja": "{what}の席の番号は 0〜{last} の整数で指定します(席1〜席{high}に"
                         "あたります)。「{value}」は使えません。",
                   "en": "{what} must be a seat number 0..{last}, not {value}"},
    "UNKNOWN_PACK": {"ja": "「{value}」というパックはありません。選べるパック: {packs}",
                     "en": "unknown pack {value}; known: {packs}"},
    "WHATIF_UNFINISHED": {"ja": "このディールはまだ終わっていないので、比べる点数がありません。",
                          "en": "the deal is not finished; there is no score to compare"},
    "WHATIF_NO_SCORE": {"ja": "この記録には比べる点数がありません: {why}",
                        "en": "the record has no score to compare"},
    "DOUBLING_COMPLETE": {"ja": "コントラの段階はもう最後まで上がっていて、これ以上"
                                "かけられません。",
                          "en": "the doubling chain is complete"},
    "CARDS_NOT_IN_HAND": {"ja": "{cards}は手札にないので、取り除けません。",
                          "en": "cannot remove {cards}: not in the hand"},
    "SEAT_NOT_IN_TRICK": {"ja": "席{seat}はこのトリックにカードを出していません。",
                          "en": "seat {seat} did not play to this trick"},
    "TRICK_SEAT_TWICE": {"ja": "1つのトリックに同じ席が2回カードを出しています。",
                         "en": "a seat plays twice to one trick"},
    "TRICK_SIZE": {"ja": "{seats}人のトリックには多くても{seats}枚です({count}枚では多すぎます)。",
                   "en": "{count} cards cannot be one trick of {seats} seats"},
    "UNKNOWN_PHASE": {"ja": "「{value}」という段階はありません。",
                      "en": "unknown phase {value}"},
    "SOLVER_NOT_LEGAL": {"ja": "このカードはいま規則上出せないので、値がありません。",
                         "en": "not a legal play here"},
    "SOLVER_NO_DATA": {"ja": "{title}はまだ最善手の計算(ソルバー)に対応していません。",
                       "en": "the game {title} has no exact-play data"},
    "SOLVER_NOT_IN_PLAY": {"ja": "最善手の計算はカードのプレイ中の局面でだけできます"
                                 "(いまは{phase}の段階です)。",
                           "en": "solve needs a deal in its play phase, not {phase}"},
    "SOLVER_BAD_LIMIT": {"ja": "{name} は正の数で指定します(「{value}」は使えません)。",
                         "en": "{name} must be a positive number, not {value}"},
    "SOLVER_NOT_A_PLAYER": {"ja": "席{seat}はこのコントラクトでカードを数える人ではありません。",
                            "en": "seat {seat} does not count in this contract"},
    "SOLVER_NOT_OVER": {"ja": "各自が自分のために打つコントラクトの値は、プレイが終わってから"
                              "決まります。",
                        "en": "the value is known only at the end of play"},
    "SOLVER_SHEET_PART": {"ja": "得点表の結果「{value}」は1/12点の整数倍ではないので、"
                                "正確な値として扱えません。",
                          "en": "sheet result {value} is not a whole number of 1/12 points"},
    "SOLVER_SHEET_SHAPE": {"ja": "カードの点数が{value}のときの得点表の結果は、最多点を取った人"
                                 "だけでは決まらないので、この計算の前提に合いません。",
                           "en": "the sheet result for card points {value} reads more than "
                                 "who took the most"},
    "SOLVER_COUNT_SHAPE": {"ja": "{n}枚で点の合計が{worth}の山を{value}点と数えていますが、"
                                 "この計算が前提とする数え方(3枚ごとに2点、余りがあれば1点を合計から引く)と"
                                 "合いません。",
                           "en": "a pile of {n} cards worth {worth} counts {value}, not the "
                                 "batch count"},
    "WHOLE_AT_LEAST": {"ja": "{what}は {low} 以上の整数で指定します(「{value}」は使えません)。",
                       "en": "{what} must be a whole number >= {low}, not {value}"},
    "ACTION_FIELD": {"ja": "{field}には{expect}を指定します(「{value}」は使えません)。",
                     "en": "the {field} of an action cannot be {value}"},
    "NOT_A_SETUP": {"ja": "ディールは Setup(games.new_deal が作るもの)から始めます(「{value}」は"
                          "使えません)。",
                    "en": "a deal is built from a Setup, not {value}"},
    "NOT_VARIANT_OF": {"ja": "「{value}」は{title}の変種ではありません。",
                       "en": "{value} is not a variant of {title}"},
    "PILE_TOO_LONG": {"ja": "{what}は{most}枚です({count}枚では多すぎます)。",
                      "en": "{what} holds {most} cards, not {count}"},
    "DEAL_NOT_FINISHED": {"ja": "このディールはまだ終わっていないので、点数はまだありません"
                                "(いまは{phase}の段階です)。",
                          "en": "the deal is not finished (phase {phase})"},
    "SESSION_PLAYERS": {"ja": "{count}人のディールは{seats}人の点数表には加えられません。",
                        "en": "a {count}-player deal cannot go into a {seats}-player session"},
    "SESSION_OVER": {"ja": "すべてのラウンドを配り終えたので、この点数表は終わっています。",
                     "en": "the session is over"},
    "SESSION_OTHER_DEAL": {"ja": "この点数表には同じゲームのディールだけを加えられます"
                                 "(「{value}」は使えません)。",
                           "en": "a session records its own deals, not {value}"},
    "SESSION_UNFINISHED": {"ja": "終わったディールだけを点数表に加えられます。",
                           "en": "only a finished deal can be recorded"},
    "SESSION_DEALER": {"ja": "このディールは席{dealt}が配りましたが、点数表では次のディーラーは"
                             "席{dealer}です。",
                       "en": "the deal was dealt by seat {dealt}, not {dealer}"},
    "CLI_KEY_VALUE": {"ja": "「{flag}」は「名前=値」の形で書きます(「{value}」は読めません)。",
                      "en": "{flag} takes KEY=VALUE, not {value}"},
    "CLI_NO_HANDS": {"ja": "この記録には描く手札がありません。",
                     "en": "the record has no hands to draw"},
    "CLI_SESSION_SEATS": {"ja": "{path} は{count}人のディールですが、この点数表は{seats}人です。",
                          "en": "{path}: {count} players, but the session has {seats}"},
    "FOLLOW_LEAD_IN_OWN_HAND": {"ja": "{card}はこのプレイヤー自身の手札にあるので、ほかの人が"
                                      "リードしたことにはできません。",
                                "en": "{card} is in the player's own hand"},
    "FOLLOW_LEAD_IN_TALON": {"ja": "{card}はこのディールではタロンにあります。ほかの人の手札から"
                                   "カードを選んでください。",
                             "en": "{card} lies in the talon of this deal"},
    "WIDGET_CALL_NOT_NOW": {"ja": "「{value}」はいまは言えません。",
                            "en": "{value} may not be said now"},
    "TRICK_NOT_PLAYED": {"ja": "{value}番目のトリックはありません(このディールのトリックは"
                               "{played}個です)。",
                         "en": "trick {value} has not been played ({played} played)"},
    "BAD_CHOICE": {"ja": "{option}に「{value}」は選べません。選べるのは {values} です。",
                   "en": "{option} cannot be {value}; choices: {values}"},
    "SEED_SEARCH_EMPTY": {"ja": "指定したシードの範囲には、求める場面になる配り方がありません。"
                                "別のシードか範囲を指定してください。",
                          "en": "no seed in the range gives the wanted position"},
    "WIDGET_WRONG_MOMENT": {"ja": "このディールはこの図に合う段階にありません。図に渡すディールと"
                                  "台本(ビッドや行動の並び)を確かめてください。",
                            "en": "the deal is not at a moment this figure can show"},
    "WIDGET_NEEDS_SEED": {"ja": "この図はシードで配ったディールを再生します。手で書いたディールには"
                                "使えません。",
                          "en": "this figure replays a seeded deal, not a typed-in one"},
    "PLAY_NOT_READERS_TURN": {"ja": "いまはあなたの番ではありません。",
                              "en": "it is not the reader's turn"},
    "PLAY_CARD_NAME_UNREADABLE": {"ja": "「{name}」は、いま出せるカードの名前として読めません。"
                                        "カードは「ハートのキング」「切札21」のように書きます。",
                                  "en": "cannot play {name} here"},
    "PLAY_NO_FORM": {"ja": "対戦する形式がありません。", "en": "no form to play"},
    "WIDGET_MISSING_ARGUMENT": {"ja": "このコントラクトの点数には {name} の指定が要ります。",
                                "en": "give {name}"},
    "TRAINER_NO_SCENARIO": {"ja": "練習には場面が1つ以上要ります。",
                            "en": "a trainer needs at least one scenario"},
    "WHOLE_RANGE": {"ja": "{what}は {low}〜{high} の整数で指定します(「{value}」は使えません)。",
                    "en": "{what} must be a whole number {low}..{high}, not {value}"},
    "PLAYERS_COUNT": {"ja": "{title}は{choices}人で遊びます(「{value}」人は使えません)。",
                      "en": "{title} is played by {choices} players, not {value}"},
    "NAMES_COUNT": {"ja": "名前は席の数({seats}人)だけ、1席に1つずつ文字で書きます"
                          "({count}個では足りないか多すぎます)。",
                    "en": "names must be {seats} texts, one per seat, not {count}"},
    "HANDS_COUNT": {"ja": "このゲームは{seats}席です。手札も{seats}つ書いてください"
                          "({count}つでは合いません)。",
                    "en": "{seats} seats, but {count} hands were given"},
    "HANDS_NOT_LIST": {"ja": "手札は席ごとに1つずつ、リストで渡してください(「{value}」は"
                             "読めません)。",
                       "en": "hands must be a list with one hand per seat, not {value}"},
    "CARDS_NOT_TEXT": {"ja": "カードは「T21 Sk HK」のような文字かカードのリストで渡してください"
                             "(「{value}」は読めません)。",
                       "en": "cards must be text or cards, not {value}"},
    "TALON_WITHOUT_HANDS": {"ja": "タロンだけを書くことはできません。すべての手札とタロンを"
                                  "書くか、シードを指定してください。",
                            "en": "a talon was given without the hands"},
    "SEED_AND_HANDS_GIVEN": {"ja": "シードか手札のどちらか一方を指定します(両方は指定できません)。",
                             "en": "give either a seed or the hands, not both"},
    "NO_SEED_NO_HANDS": {"ja": "ディールにはシード「seed=…」か、すべての手札「hands=[…]」が"
                                 "要ります。",
                         "en": "a deal needs a seed or every hand"},
    "VARIANT_NOT_TEXT": {"ja": "ゲームは変種の名前(文字)で指定します"
                               "(「{value}」は使えません)。",
                         "en": "a variant is named by text, not {value}"},
    "NOT_A_VARIANT": {"ja": "ゲームの設定(Variant)が要ります(「{value}」は使えません)。",
                      "en": "a setup needs a Variant, not {value}"},
    "NOT_OPTIONS": {"ja": "ルールの設定(Options)が要ります(「{value}」は使えません)。",
                    "en": "a setup needs Options, not {value}"},
    "NOT_A_STATE": {"ja": "ディールの状態(new_deal で作ったもの)が要ります(「{value}」は"
                          "使えません)。",
                    "en": "a game state is needed, not {value}"},
    "NOT_AN_ACTION": {"ja": "行動ではありません: 「{value}」。Bid、Keep、Discard、Take、Call、"
                            "Announce か Play で作ってください。",
                      "en": "{value} is not an action"},
    "SEAT_NOT_NUMBER": {"ja": "行動の席は番号で書きます(「{value}」は使えません)。",
                        "en": "an action's seat must be a number, not {value}"},
    "NOT_A_CARD": {"ja": "出すカードはカードで指定します(「{value}」は使えません)。",
                   "en": "a played card must be a Card, not {value}"},
    "NOTHING_TO_UNDO": {"ja": "このディールではまだ何も行われていないので、戻せません。",
                        "en": "nothing to undo"},
    "UNKNOWN_CONTRACT": {"ja": "そのコントラクトはありません: 「{value}」。選べるのは {contracts} "
                               "です。",
                         "en": "unknown contract {value}; contracts: {contracts}"},
    "POINTS_RANGE": {"ja": "点数は {low}〜{high} の整数で指定します(「{value}」は使えません)。",
                     "en": "points must be a whole number {low}..{high}, not {value}"},
    "TALON_MULTIPLIER_RANGE": {"ja": "このコントラクトのタロンの倍率は 1〜{top} です(「{value}」は"
                                     "ありえません)。",
                               "en": "talon multiplier {value}: allowed 1..{top}"},
    "PARTNER_ONLY_IN_RUFER": {"ja": "パートナーの席はルーファーのときだけ、かならず指定します"
                                    "(ほかのコントラクトにはパートナーがいません)。",
                              "en": "a Rufer needs a partner seat and the others have none"},
    "PARTNER_IS_DECLARER": {"ja": "パートナーはデクレアラーとは別の席です。",
                            "en": "the partner cannot be the declarer"},
    "HAND_SIZE": {"ja": "手札は{need}枚です({count}枚では合いません。{rule})。",
                  "en": "a hand has {need} cards, not {count}"},
    "CARD_IN_HAND_AND_DISCARDS": {"ja": "{cards}が手札と表向きの捨て札の両方にあります。"
                                        "どのカードも1枚しかありません。",
                                  "en": "{cards} cannot be both in the hand and face up"},
    "BID_AFTER_AUCTION": {"ja": "オークションはもう終わっています。「{value}」は"
                                "受け付けられません。",
                          "en": "the bid {value} comes after the auction ended"},
    # record files named on the command line
    "FILE_UNREADABLE": {"ja": "記録のファイル「{path}」を読めません(名前と場所を確かめて"
                              "ください)。",
                        "en": "cannot read record {path}"},
    "FILE_TOO_LARGE": {"ja": "「{path}」は{limit}バイトより大きく、記録ではありません(1ディールの"
                             "記録は数キロバイトです。ファイルを確かめてください)。",
                       "en": "{path}: the file is larger than {limit} bytes"},
    "FILE_NOT_UTF8": {"ja": "「{path}」の{line}行目に UTF-8 でない文字があります。記録は UTF-8 で"
                            "保存してください。",
                      "en": "{path}: line {line} is not UTF-8 text"},
    "FILE_BINARY": {"ja": "「{path}」はバイナリのデータ(NUL 文字)を含み、記録ではありません。",
                    "en": "{path}: the file holds binary data, not a record"},
})


SEAT_WHAT_JA = {"seat": "席", "dealer": "ディーラー", "first_dealer": "最初のディーラー",
                "declarer": "デクレアラー", "partner": "パートナー", "caller": "ロイバーを告げる人",
                "offender": "違反した人", "declaring seat": "宣言する席",
                "folded dummy seat": "降りたダミーの席", "controller seat": "ダミーを受け持つ席",
                "pagat_announced_by": "パガットを予告した人",
                "valat_announced_by": "ヴァラートを予告した人",
                "pagat_won_by": "パガットで最後のトリックを取った人"}
"""Who a seat parameter names, in Japanese (the ``what`` of ``SEAT_RANGE``)."""


def seat_what_ja(what: str) -> str:
    """``what`` of a seat parameter as a reader reads it (``席`` for one not listed).

    >>> seat_what_ja("declarer"), seat_what_ja("anything")
    ('デクレアラー', '席')
    """
    return SEAT_WHAT_JA.get(what, "席")


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
