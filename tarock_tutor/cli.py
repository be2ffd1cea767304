"""Command line: settle a question at the table without opening the book.

>>> main(["legal", "--pack", "cego51", "--hand", "T3 HK H2 S8", "--trick", "H1", "--lang", "en"])
legal: HK H2
You hold the led suit (hearts), so you must follow suit.
0
>>> main(["count", "--pack", "tarock54", "HK SN S10"])
7
0
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from tarock_tutor.core.cards import PACKS, get_pack
from tarock_tutor.core.counting import METHODS
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.messages import text
from tarock_tutor.core.notation import format_cards, parse_card, parse_cards
from tarock_tutor.core.tricks import explain_play, standard_legality

_DEFAULT_METHOD = {"tarock54": "baden", "cego51": "baden", "neunzehner54": "austrian",
                   "zwanziger40": "plain", "sicilian63": "sicilian"}


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tarock-tutor", description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("packs", help="list the packs")
    lg = sub.add_parser("legal", help="which cards may be played to a trick, and why")
    lg.add_argument("--pack", required=True, choices=sorted(PACKS))
    lg.add_argument("--hand", required=True, help='cards, e.g. "T3 HK H2 S8"')
    lg.add_argument("--trick", default="", help="cards already played to the trick, in order")
    lg.add_argument("--card", help="check this one card")
    lg.add_argument("--lang", default="ja", choices=("ja", "en"))
    ct = sub.add_parser("count", help="card points of a pile")
    ct.add_argument("--pack", required=True, choices=sorted(PACKS))
    ct.add_argument("--method", choices=sorted(METHODS))
    ct.add_argument("cards", nargs="+")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command == "packs":
            for key, pack in PACKS.items():
                print(f"{key:<14} {len(pack):>3} cards  {pack.title}")
            return 0
        pack = get_pack(args.pack)
        if args.command == "legal":
            hand = parse_cards(args.hand, pack)
            trick = parse_cards(args.trick, pack)
            if args.card:
                verdict = explain_play(hand, trick, parse_card(args.card, pack))
                print(("allowed: " if verdict.allowed else "refused: ")
                      + verdict.message(args.lang))
                return 0 if verdict.allowed else 1
            leg = standard_legality(hand, trick)
            params = dict(leg.params)
            print("legal: " + format_cards(leg.cards))
            print(text(leg.code, args.lang, **params))
            return 0
        method = METHODS[args.method or _DEFAULT_METHOD[pack.key]]
        print(method(parse_cards(" ".join(args.cards), pack), pack))
        return 0
    except TarockError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
