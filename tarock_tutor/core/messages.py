"""Explanations looked up by stable reason code, Japanese first.

Codes never change once published; tests assert codes, not sentences.  The
protocol's own codes (turn, phase, follow rule) are shared; each game registers
its codes in its own namespace with ``register(codes, game="mygame")``, so two
games may word the same code differently.  A template may use ``{name}`` fields
filled from the verdict's parameters (ids, never display text).

>>> text("MUST_FOLLOW_SUIT", "ja", suit="ハート")
'台札のスート(ハート)を持っているので、そのスートを出さなければなりません。'
"""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, dict[str, str]] = {}
"""The shared codes (protocol, follow rule, hooks of the core)."""

GAME_MESSAGES: dict[str, dict[str, dict[str, str]]] = {}
"""Per game (namespace) → code → texts; looked up before :data:`MESSAGES`."""


def register(codes: Mapping[str, Mapping[str, str]], *, game: str | None = None) -> None:
    """Add reason codes (to ``game``'s namespace, or the shared table).

    Re-registering a code with different text in the same namespace is an error."""
    table = MESSAGES if game is None else GAME_MESSAGES.setdefault(game, {})
    for code, texts in codes.items():
        if "ja" not in texts or "en" not in texts:
            raise ValueError(f"reason code {code!r} needs both 'ja' and 'en' text")
        old = table.get(code)
        if old is not None and old != dict(texts):
            raise ValueError(f"reason code {code!r} is already registered with other text"
                             + (f" in {game!r}" if game else ""))
        table[code] = dict(texts)


def lookup(code: str, game: str | None = None) -> dict[str, str] | None:
    """The texts of ``code``: the game's own wording first, then the shared one."""
    if game:
        entry = GAME_MESSAGES.get(game, {}).get(code)
        if entry is not None:
            return entry
    return MESSAGES.get(code)


def is_registered(code: str, game: str | None = None) -> bool:
    """Whether ``code`` has a message (in ``game``'s namespace or the shared table)."""
    return lookup(code, game) is not None


class _Fill(dict[str, object]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def text(code: str, lang: str = "ja", /, *, game: str | None = None, **params: object) -> str:
    """The sentence for ``code`` in ``lang`` (``ja`` or ``en``), with parameters filled in."""
    entry = lookup(code, game)
    if entry is None:
        return code
    template = entry.get(lang) or entry["en"]
    if lang == "ja" and isinstance(params.get("card"), str):
        params = {**params, "card": card_words_ja(str(params["card"]))}
    return template.format_map(_Fill(params))


_SPECIAL_JA = {"Sk": "最上位の切札", "Mi": "ミゼリア", "Fu": "逃亡者"}


def card_words_ja(code: str) -> str:
    """A card's notation as a reader reads it (``T21`` → 切札21, ``HK`` → ♥K); anything
    that is not one card's notation is left as it was given.

    >>> card_words_ja("T21"), card_words_ja("HK"), card_words_ja("Fu"), card_words_ja("X9")
    ('切札21', '♥K', '逃亡者', 'X9')
    """
    from tarock_tutor.core.cards import Suit
    from tarock_tutor.core.errors import TarockError
    from tarock_tutor.core.notation import parse_card

    if code in _SPECIAL_JA:
        return _SPECIAL_JA[code]
    try:
        c = parse_card(code)
    except TarockError:
        return code
    return f"切札{c.rank}" if c.suit is Suit.TRUMP else c.symbol


register({
    # generic protocol codes
    "OK": {"ja": "この行動はルール上許されます。", "en": "This action is allowed."},
    "WRONG_PHASE": {"ja": "今は{phase}の段階なので、この種類の行動はできません。",
                    "en": "This kind of action is not possible in the {phase} phase."},
    "NOT_YOUR_TURN": {"ja": "今は{to_move}の番です({seat}ではありません)。",
                      "en": "It is seat {to_move}'s turn, not seat {seat}'s."},
    "GAME_OVER": {"ja": "このディールはもう終わっています。",
                  "en": "This deal is already over."},
    "NOT_IN_HAND": {"ja": "{card}はこのプレイヤーの手札にありません。",
                    "en": "{card} is not in this player's hand."},
    "UNKNOWN_ACTION": {"ja": "この段階では{action}という行動は定義されていません。",
                       "en": "{action} is not an action of this phase."},
    # follow obligations (shared mechanism, tricks.py)
    "FREE_LEAD": {"ja": "リード(最初の1枚)なので、どのカードでも出せます。",
                  "en": "Leading: any card may be led."},
    "MUST_FOLLOW_SUIT": {
        "ja": "台札のスート({suit})を持っているので、そのスートを出さなければなりません。",
        "en": "You hold the led suit ({suit_en}), so you must follow suit."},
    "MUST_TRUMP": {
        "ja": "台札のスート({suit})がなく切札があるので、切札を出さなければなりません。",
        "en": "You are void in the led suit ({suit_en}) and hold a trump, so you must trump."},
    "MUST_PLAY_TRUMP": {
        "ja": "切札がリードされ、切札を持っているので、切札を出さなければなりません。",
        "en": "A trump was led and you hold a trump, so you must play a trump."},
    "FREE_DISCARD": {
        "ja": "台札のスートも切札もないので、どのカードでも出せます。",
        "en": "You hold neither the led suit nor a trump, so any card may be played."},
    "NO_OVERTAKE_DUTY": {
        "ja": "台札より強いカードを出す義務(シュティッヒツヴァング)はありません。",
        "en": "There is no duty to beat the cards already played."},
})
