"""Command line: settle a question at the table without opening the book.

Examples on the games' packs are in ``tests/core/test_generic_doc_examples.py``.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from tarock_tutor.cli_input import (
    fact_flags as fact_flags,
)
from tarock_tutor.cli_input import (
    flag_of as flag_of,
)
from tarock_tutor.cli_input import (
    known_variant,
    read_record_file,
    seat_flag,
    whole_flag,
)
from tarock_tutor.core.cards import PACKS, get_pack
from tarock_tutor.core.counting import METHODS
from tarock_tutor.core.errors import InvalidRecord, TarockError, error_ja
from tarock_tutor.core.messages import text
from tarock_tutor.core.notation import format_cards, parse_card, parse_cards
from tarock_tutor.core.protocol import RuleRef
from tarock_tutor.core.tricks import FOLLOW_RULE_REF, STANDARD, FollowRule, explain_play


def _default_method(pack_key: str) -> str:
    """The counting method of the game that plays with this pack (its spec's own)."""
    from tarock_tutor.core.registry import games_with_pack

    for spec in games_with_pack(pack_key):
        if spec.counting:
            return spec.counting
    raise TarockError(f"no registered game counts the pack {pack_key!r}: give --method",
                      code="NO_COUNTING_METHOD", params={"pack": pack_key})


def _follow_rule(pack_key: str) -> tuple[FollowRule, str]:
    """The follow rule (and message namespace) of the game that plays with this pack: its
    spec's own, so a game's exception (a card exempt from following) is applied; the
    shared rule where no registered game plays the pack."""
    from tarock_tutor import games  # noqa: F401  (registers the games)
    from tarock_tutor.core.registry import games_with_pack

    for spec in games_with_pack(pack_key):
        return spec.follow_rule, spec.key
    return STANDARD, ""


def _where_ja(rule: RuleRef, pack_key: str) -> str:
    """A refusal's rule as the book cites it, in the rules of the game that plays the
    pack: the shared follow rule as the section where that game states it, with the
    game's name (a bare section number could be any game's)."""
    from tarock_tutor.core.registry import games_with_pack

    for spec in games_with_pack(pack_key):
        if rule == FOLLOW_RULE_REF and spec.follow_ref is not None:
            rule = spec.follow_ref
        where = rule.ja()
        return f"{spec.title_ja}の{where}" if where and not where.startswith("進行") else where
    return rule.ja()


def _pack_line_ja(key: str) -> str:
    """One line of ``packs``: the key, the number of cards and the games that use it."""
    from tarock_tutor.core.registry import games_with_pack

    titles = "、".join(spec.title_ja for spec in games_with_pack(key)) or "登録されたゲームなし"
    return f"{key:<14} {len(PACKS[key]):>3}枚  {titles}"


def _parser() -> argparse.ArgumentParser:
    from tarock_tutor import games  # noqa: F401  (registers the games and their packs)
    from tarock_tutor.core.variants import REGISTRY

    p = argparse.ArgumentParser(prog="tarock-tutor", description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("packs", help="list the packs")
    lg = sub.add_parser("legal", help="which cards may be played to a trick, and why")
    lg.add_argument("--pack", required=True, choices=sorted(PACKS))
    lg.add_argument("--hand", required=True, help='cards, e.g. "T3 HK H2 S8"')
    lg.add_argument("--trick", default="", help="cards already played to the trick, in order")
    lg.add_argument("--card", help="check this one card")
    lg.add_argument("--lang", default="ja", choices=("ja", "en"))
    dl = sub.add_parser("deal", help="deal a seeded hand of any variant (and play it out)")
    dl.add_argument("variant", help="a registered variant, e.g. "
                    + ", ".join(list(REGISTRY)[:4]) + " (see: variants)")
    dl.add_argument("--seed", required=True, help="0 .. 2**64-1 (ASCII digits)")
    dl.add_argument("--dealer", metavar="SEAT",
                    help="the dealer's seat, 1 … n (席1 … 席n; default: the game's own)")
    dl.add_argument("--playout", metavar="SEED",
                    help="finish the deal with seeded random legal actions; print its record")
    dl.add_argument("--players", metavar="LEVEL",
                    help="the computer plays every seat at this level (beginner, intermediate, "
                         "expert); print the record")
    from tarock_tutor.play_cli import add_parsers

    add_parsers(sub)
    rp = sub.add_parser("replay", help="check a deal record: replay it and show the score")
    rp.add_argument("file", help="record file ('-' for standard input)")
    ck = sub.add_parser("check", help="check a deal record from a table: every irregularity "
                        "(revoke, impossible bid, card played twice …) and the score sheet; "
                        "exit 0 if valid, 1 if not, 2 if unreadable, 3 if legal but unfinished")
    ck.add_argument("file", help="record file ('-' for standard input)")
    ck.add_argument("--json", action="store_true", help="print the report as JSON")
    sc = sub.add_parser("score", help="the cited score sheet of a record (RECORD), or of a "
                        "remembered result (VARIANT --contract … --declarer … --pile/--points)")
    sc.add_argument("target", help="a record file, or a variant key (see: variants) with "
                    "--contract")
    sc.add_argument("more", nargs="*", metavar="RECORD",
                    help="more records of the same table: each sheet, then the session's "
                         "totals and who pays whom")
    sc.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="score under this rule option instead of the record's")
    sc.add_argument("--what-if", action="append", default=[], metavar="KEY=VALUE",
                    help="also score the same deal under this option, side by side")
    for tag, games_of in fact_flags().items():
        sc.add_argument(flag_of(tag), dest=f"fact_{tag}", metavar=tag.upper(),
                        help=f"remembered result: [{tag}] ({', '.join(games_of)})")
    sc.add_argument("--json", action="store_true")
    an = sub.add_parser("analyse", help="where points were lost: every card from trick N "
                        "judged with all hands open (double dummy); exit 0 done, 2 unreadable, "
                        "3 unfinished, 4 irregular, 5 too deep for the budget")
    an.add_argument("file", help="record file ('-' for standard input)")
    an.add_argument("--from-trick", type=int, metavar="N",
                    help="first trick to analyse (default: the last 6, earlier if quick)")
    an.add_argument("--seconds", type=float, default=30.0,
                    help="the solver's time budget for the first position (default 30)")
    an.add_argument("--json", action="store_true", help="print the analysis as JSON")
    sh = sub.add_parser("show", help="a record as a picture: HTML page (default) or SVG")
    sh.add_argument("file")
    fmt = sh.add_mutually_exclusive_group()
    fmt.add_argument("--html", action="store_true", help="a self-contained HTML page (default)")
    fmt.add_argument("--svg", action="store_true", help="the dealt hands as one SVG")
    sub.add_parser("variants", help="list the playable variants")
    ct = sub.add_parser("count", help="card points of a pile")
    ct.add_argument("--pack", required=True, choices=sorted(PACKS))
    ct.add_argument("--method", choices=sorted(METHODS))
    ct.add_argument("cards", nargs="+")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; the exit code is 0 (done / allowed), 1 (refused) or 2 (bad input)."""
    try:
        return _main(argv)
    except BrokenPipeError:  # e.g. `tarock-tutor deal … | head`: the reader left early
        with contextlib.suppress(OSError):
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the final flush
        return 0


def _max_seats(pack_key: str) -> int:
    """The most players any registered variant seats with this pack (4 if none)."""
    from tarock_tutor import games  # noqa: F401  (registers the games)
    from tarock_tutor.core.variants import REGISTRY

    seats = [v.seats for v in REGISTRY.values() if v.pack_key == pack_key]
    return max(seats) if seats else 4


def _main(argv: Sequence[str] | None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command == "packs":
            from tarock_tutor import games  # noqa: F401  (registers the games)

            for key in PACKS:
                print(_pack_line_ja(key))
            return 0
        if args.command == "play":
            from tarock_tutor.play_cli import run as run_play

            return run_play(args)
        if args.command == "deal" and args.players is not None:
            from tarock_tutor.core.setup import SEED_LIMIT
            from tarock_tutor.play_cli import deal_by_bots

            seed = whole_flag(args.seed, "--seed", SEED_LIMIT - 1)
            return deal_by_bots(args.variant, seed if seed is not None else 0, args.players)
        if args.command in ("deal", "replay", "variants"):
            return _game_command(args)
        if args.command in ("check", "score", "show", "analyse"):
            from tarock_tutor.dispute_cli import run

            return run(args)
        pack = get_pack(args.pack)
        if args.command == "legal":
            hand = parse_cards(args.hand, pack)
            trick = parse_cards(args.trick, pack)
            seats = _max_seats(pack.key)
            if len(trick) >= seats:
                raise TarockError(f"a trick in progress with the {pack.title} holds at most "
                                  f"{seats - 1} cards ({seats} players), not {len(trick)}",
                                  code="TRICK_TOO_LONG",
                                  params={"pack": pack.title, "seats": seats,
                                          "most": seats - 1, "count": len(trick)})
            both = [c.code for c in hand if c in trick]
            if both:
                raise TarockError(f"{', '.join(both)} cannot be both in the hand and in the "
                                  "trick: every card exists once", code="CARD_IN_HAND_AND_TRICK",
                                  params={"cards": "、".join(pack.name(c, "ja") for c in hand
                                                            if c in trick)})
            rule, game = _follow_rule(pack.key)
            if args.card:
                verdict = replace(explain_play(hand, trick, parse_card(args.card, pack),
                                               rule=rule), game=game, pack=pack)
                if args.lang == "en":
                    print(("allowed: " if verdict.allowed else "refused: ")
                          + verdict.message("en"))
                else:
                    where = _where_ja(verdict.rule, pack.key)
                    print(("出せます: " if verdict.allowed else "出せません: ") + verdict.text
                          + (f"(根拠: {where})" if where and not verdict.allowed else ""))
                return 0 if verdict.allowed else 1
            leg = rule.legality(hand, trick)
            if args.lang == "en":
                print("legal: " + format_cards(leg.cards))
                print(text(leg.code, "en", game=game, **leg.params))
                return 0
            names = "、".join(pack.name(c, "ja") for c in leg.cards)
            print(f"出せるカード: {names or 'なし'}")
            print(text(leg.code, "ja", game=game, **leg.params))
            for c, (code, _ref) in leg.special.items():
                if c in hand:
                    print(f"{pack.name(c, 'ja')}: "
                          + text(code, "ja", game=game, **dict(leg.params, card=c.code)))
            return 0
        method = METHODS[args.method or _default_method(pack.key)]
        print(method(parse_cards(" ".join(args.cards), pack), pack))
        return 0
    except TarockError as err:
        print(f"エラー: {error_ja(err)}", file=sys.stderr)
        return 2


def _game_command(args: argparse.Namespace) -> int:
    from tarock_tutor import games

    if args.command == "variants":   # the key to type, then the game's name in Japanese
        from tarock_tutor.core.labels import variant_ja
        from tarock_tutor.core.variants import get_variant

        for key in games.variant_keys():
            print(f"{key:<24} {variant_ja(get_variant(key))}")
        return 0
    if args.command == "deal":
        from tarock_tutor.core.labels import seat_role_ja
        from tarock_tutor.core.setup import SEED_LIMIT

        variant: Any = known_variant(args.variant)
        seed = whole_flag(args.seed, "--seed", SEED_LIMIT - 1)
        dealer = seat_flag(args.dealer, "--dealer", variant.seats)
        playout = whole_flag(args.playout, "--playout", SEED_LIMIT - 1)
        state = games.new_deal(variant.key, seed=seed, dealer=dealer)
        pack = state.variant.pack
        for seat, hand in enumerate(state.deal_view().hands):
            who = seat_role_ja(seat, dealer=state.dealer, seats=state.variant.seats)
            print(f"; {who}: {format_cards(pack.sorted(hand), style='unicode')}")
        if playout is not None:  # the whole output is itself a valid record
            done = games.playout(state, playout)
            print(games.dump_record(done), end="")
            for line in done.score_sheet().to_text().splitlines():
                print("; " + line)
        return 0
    try:
        text = read_record_file(args.file)
    except TarockError as err:
        print(f"エラー: {error_ja(err)}", file=sys.stderr)
        return 2
    try:
        from tarock_tutor.core.labels import variant_ja
        from tarock_tutor.core.record_seats import CONVERTED_JA
        from tarock_tutor.core.records import parse_text

        converted = parse_text(text).converted
        state = games.load_record(text)
    except InvalidRecord as err:
        print(f"エラー: {args.file}: {error_ja(err)}", file=sys.stderr)
        for problem in err.problems[1:]:
            where = f"{problem.line}行目: " if problem.line is not None else ""
            print(f"  {where}{problem.text_ja()}", file=sys.stderr)
        return 2
    print(f"{variant_ja(state.variant)}: 記録の{len(state.history)}手はすべて規則どおりです"
          f"(いまの段階: {state.phase.ja})。")
    if converted:
        print("注: " + CONVERTED_JA.format(n=state.variant.seats))
    if state.is_terminal:
        print(state.score_sheet().to_text())
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
