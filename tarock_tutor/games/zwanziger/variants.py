"""The Zwanzigerrufen variant (profile ``akagiri1995``) and every decision of spec
§2.8 as a named rule option.

Farberl is an option of the one variant (the seed calls it an optional rule),
not a variant of its own.

>>> VARIANT.options()["farberl"], VARIANT.options()["direction"]
(False, 'clockwise')
>>> sorted(o.key for o in OPTIONS)[:3]
['announced_replaces_silent', 'call_list', 'deals_per_session']
"""

from __future__ import annotations

from tarock_tutor.core.variants import OptionSpec, Variant, cited_option

from .parts.rules import GAME, SPEC


def _opt(key: str, default: object, choices: tuple[object, ...], dec: str, section: str,
         **text: str) -> OptionSpec:
    """Declared decision first, as the spec's decision tables list them."""
    return cited_option(SPEC, key, default, choices, section, dec, **text)


OPTIONS: tuple[OptionSpec, ...] = (
    _opt("farberl", False, (False, True), "seed: optional rule", "§2.5, §2.6",
         says="Farberl is an optional bid between Rufer and Solo: the declarer plays alone "
              "for 45, scores like a Solo, tarocks become a plain suit, the declarer leads.",
         missing="Nothing; only whether a table plays it.",
         chosen="Off by default; on, it can be bid by the eldest or over a Rufer.",
         why="The seed marks it as optional, so the plain game is the default.",
         ja="ファルバールを採用する"),
    _opt("direction", "clockwise", ("clockwise", "anticlockwise"), "§2.3", "§2.3",
         says="Dealing, bidding and play go clockwise; the dealer's left bids and leads "
              "first; the deal passes clockwise.",
         missing="Nothing in the seed; the modern English Wikipedia page plays anticlockwise.",
         chosen="Clockwise; 'anticlockwise' seats the eldest at the dealer's right. Seats "
                "are numbered in play order, so only the places at the table change: the "
                "order of turns, the legal actions and the scores are the same.",
         why="The seed states clockwise; the switch serves tables that play the other way.",
         ja="回る向き"),
    _opt("first_packet", "eldest", ("eldest",), "D-B1", "§2.3",
         says="The dealer gives each player five cards twice.",
         missing="Which seat receives the first packet.",
         chosen="The eldest (the dealer's left), then in play order; the dealer last.",
         why="Consistent with the seed's direction and the German Wikipedia page.",
         ja="最初の5枚を受け取る席"),
    _opt("trull_automatic", True, (True,), "D-B2", "§2.4",
         says="A player dealt Sküs, XXI and I must declare it at once and receives 1 game "
              "point from each other player.",
         missing="Whether it is a spoken action and whether it can be doubled.",
         chosen="The engine declares it for the holder before the bidding; never doubled.",
         why="The seed makes it compulsory and immediate, so there is no choice to record.",
         ja="トルルは自動で宣言し、コントラできない"),
    _opt("call_list", "xx_down", ("xx_down",), "D-B3", "§2.5",
         says="The Rufer calls XX; holding it, XIX; and so on: the highest tarock other "
              "than Sküs and XXI that he lacks.",
         missing="The list once II and III are removed.",
         chosen="XX, XIX, …, IV, I; with ten cards one of these 18 is always missing.",
         why="II and III are not in the pack; the call therefore always exists.",
         ja="指名するタロックの順(20から下へ)"),
    _opt("valat_blocks_farberl", True, (True, False), "D-B4", "§2.5",
         says="If the Rufer side has announced Valat, nobody may bid Solo.",
         missing="Whether Farberl is blocked too.",
         chosen="Yes: after a Rufer-side Valat neither Solo nor Farberl may be bid.",
         why="Farberl stands between Rufer and Solo; the block protects the announced Valat "
             "from any overcall.",
         ja="ルーファー側のヴァラート宣言はファルバールも禁じる"),
    _opt("doubling_window", "one_lap", ("one_lap",), "D-B5", "§2.5",
         says="Doubling calls go on clockwise as long as any is possible, but nobody may "
              "answer a statement more than one lap old.",
         missing="A precise turn rule.",
         chosen="At turn t a player may raise an item only if it was made or last raised at "
                "t−3, t−2 or t−1; the calls end when no raise is possible any more.",
         why="The seed's 'one lap' read literally, deterministic for the engine.",
         ja="コントラ等ができる時期(1周以内)"),
    _opt("failed_valat_pays", True, (True, False), "D-B6", "§2.7",
         says="An announced Pagat that fails loses 2; Valat is announced 'in the same way'.",
         missing="What a failed announced Valat costs.",
         chosen="It costs its announced value, 12 × 2^k; 'False' makes a failure free.",
         why="The seed's 'same as Pagat' wording.",
         ja="予告したヴァラートの失敗は12点の支払い"),
    _opt("defender_silent_bonuses", True, (True, False), "D-B7", "§2.7",
         says="Silent Pagat and Valat are described for the declarer side.",
         missing="Whether defenders score them.",
         chosen="Yes: the defenders score a silent Pagat or Valat they achieve.",
         why="Symmetry; the feat is the same whoever achieves it.",
         ja="ディフェンダー側の予告なしパガット・ヴァラートも数える"),
    _opt("pagat_holder_only", True, (True,), "D-B8", "§2.5, §2.7",
         says="Pagat Ultimo: the holder of the I wins the last trick with it.",
         missing="Whether someone without the I may announce it.",
         chosen="Only the holder of the I may announce it, and he himself must win the last "
                "trick with it.",
         why="Nobody else can fulfil it; the Philebus-style retelling agrees.",
         ja="パガット予告は切札1の持ち主だけ"),
    _opt("announced_replaces_silent", True, (True,), "D-B8", "§2.7",
         says="Announced Pagat 2 instead of 1, announced Valat 12 instead of 6.",
         missing="Whether a silent bonus is paid as well.",
         chosen="An announcement replaces the silent bonus; each feat is scored once.",
         why="The seed says 'instead of'.",
         ja="予告があれば予告なしのボーナスは数えない"),
    _opt("modern_house_rules", False, (False,), "house rules", "§2.8",
         says="Nothing: the seed is the simple 1995 form.",
         missing="Modern tables force a Solo with XX–XVI, redeal hands with ten suit cards "
                 "and add a fourth doubling level.",
         chosen="Off; they are described in the book only.",
         why="They belong to the modern game (tarockwelt, FreeBoardGames), not to the seed.",
         ja="現代のハウスルール"),
    _opt("deals_per_session", 0, (0, 4, 8, 12, 16), "end of game", "§2.8",
         says="There is no fixed rule for the end of the game.",
         missing="When a session ends.",
         chosen="Open (0); a table may fix a multiple of four deals.",
         why="The seed says there is no rule; the engine scores single deals.",
         ja="セッションのディール数(0=決めない)"),
)

VARIANT = Variant(GAME, GAME, "Zwanzigerrufen (Akagiri 1995)", seats=4, pack_key="zwanziger40",
                  options=OPTIONS,
                  aliases={"ja": "ツヴァンツィガールーフェン", "de": "Zwanzigerrufen",
                           "profile": "akagiri1995"},
                  source=f"seed 002 (Akagiri 1995); {SPEC} §2")
