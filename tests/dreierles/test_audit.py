"""Audit of the Dreierles engine against the spec, clause by clause (cego-dreierles.md §3,
seed 003), through the public protocol only: ``games.new_deal`` (seeded or typed in),
``legal_actions``, ``explain``, ``apply``, ``score_sheet``.

Seats: three at the table with dealer 0 → A = seat 1 (dealer's right), B = seat 2,
C = seat 0; four at the table with dealer 3 → A, B, C = seats 0, 1, 2, D = seat 3.
Two tests compare the engine with a small independent re-implementation of the
scoring clauses written here from the spec text, on many random complete deals.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tarock_tutor import games
from tarock_tutor.core.cards import Card
from tarock_tutor.core.dealing import Rng, shuffled
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Announce, Bid, Discard, Phase, Play
from tarock_tutor.games.cego.pack import TAROCK54
from tarock_tutor.games.dreierles import DreierlesSession
from tarock_tutor.games.dreierles.phase_names import Phases
from tarock_tutor.games.dreierles.scoring import score_game, score_raeuber

VALUE = TAROCK54.value
PFEIFE, T21, STIESS = parse_cards("T1 T21 Sk")


def legal(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def items(state) -> dict[str, tuple]:
    return {i.key: tuple(i.amounts) for i in state.score_sheet().items}


def item_list(state) -> list[tuple[str, tuple]]:
    return [(i.key, tuple(i.amounts)) for i in state.score_sheet().items]


def finish(state, seed: int = 0):
    rng = Rng(seed)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    return state


def to_play(state):
    """Through the announcements with nobody announcing or knocking."""
    while state.phase is Phases.ANNOUNCE:
        acts = state.legal_actions()
        state.apply(next(a for a in acts if a.what in ("fertig", "pass")))
    return state


# --- §3.3 the deal ----------------------------------------------------------------------
@pytest.mark.parametrize(("variant", "dealer"), [("dreierles3", 2), ("dreierles4", 1)])
def test_s3_3_talon_six_in_order_then_packets_from_dealers_right(variant, dealer):
    """§3.3 items 3–4: six talon cards first, top card first; then packets of 8, twice,
    from the dealer's right; option ``deal_packets``: four rounds of 4; with four at the
    table the dealer gets nothing (§3.1)."""
    table = int(variant[-1])
    order = shuffled(TAROCK54, 77)
    active = [(dealer + i) % table for i in (1, 2, 3)]
    for packets, size in (("8-8", 8), ("4-4-4-4", 4)):
        state = games.new_deal(variant, seed=77, dealer=dealer, deal_packets=packets)
        assert state.talon == tuple(order[:6])
        want: dict[int, list[Card]] = {s: [] for s in range(table)}
        pos = 6
        for _ in range(16 // size):
            for s in active:
                want[s].extend(order[pos:pos + size])
                pos += size
        assert {s: list(state.dealt[s]) for s in range(table)} == want


# --- §3.4 the auction --------------------------------------------------------------------
def test_s3_4_auction_from_dealers_right_one_chance_each():
    """§3.4: bidding starts at the dealer's right and goes round once; the sitting-out
    dealer never bids; nobody speaks twice."""
    state = games.new_deal("dreierles4", seed=3, dealer=1)
    assert state.to_move == 2
    state.apply(Bid(2, "dreier"))
    assert state.to_move == 3 and not state.explain(Bid(2, "solo")).allowed
    state.apply(Bid(3, "pass"))
    assert state.to_move == 0 and not state.explain(Bid(1, "solo")).allowed
    state.apply(Bid(0, "pass"))
    assert state.phase is Phases.EXCHANGE and (state.declarer, state.contract) == (2, "dreier")


def test_s3_4_each_bid_above_the_last_jumps_allowed():
    """§3.4: Dreier < Zweier < Einer < Solo; a later bid must be strictly higher (jumps
    allowed); the last bidder declares."""
    state = games.new_deal("dreierles3", seed=3)
    assert legal(state) == ["1 bid dreier", "1 bid zweier", "1 bid einer", "1 bid solo",
                            "1 bid pass"]
    state.apply(Bid(1, "zweier"))
    assert legal(state) == ["2 bid einer", "2 bid solo", "2 bid pass"]
    for low in ("dreier", "zweier"):
        v = state.explain(Bid(2, low))
        assert (v.allowed, v.code, v.params["best"]) == (False, "BID_NOT_HIGHER", "zweier")
    state.apply(Bid(2, "solo"))
    assert legal(state) == ["0 bid pass"]
    state.apply(Bid(0, "pass"))
    assert (state.declarer, state.contract) == (2, "solo")


def test_s3_4_all_pass_is_raeuber():
    """§3.4 / §3.12: all three pass → Räuber, no declarer, no exchange."""
    state = games.new_deal("dreierles3", seed=3)
    for s in (1, 2, 0):
        state.apply(Bid(s, "pass"))
    assert (state.contract, state.declarer, state.phase) == ("raeuber", None, Phases.ANNOUNCE)


# --- §3.5 the exchange -------------------------------------------------------------------
EXCH = {1: "SK CK T20 T19 T18 S7 S8 S9 C7 C8 HN HJ DQ DN D1 D2"}


def test_s3_5_top_k_turned_up_discards_without_kings_or_trumps(arrange, act):
    """§3.5 items 1–2: a Zweier takes the top 2 talon cards, which everybody sees; he
    discards 2, one at a time, never a king, never a trump."""
    state = act(arrange(hands=EXCH, talon="T5 HK T3 T4 H1 H2"),
                "1 bid zweier", "2 bid pass", "0 bid pass")
    assert state.phase is Phases.EXCHANGE and state.to_move == 1
    assert state.taken == tuple(parse_cards("T5 HK"))
    assert set(parse_cards("T5 HK")) <= set(state.hands[1])
    for seat in (0, 1, 2):
        assert state.talon_view(seat)[:2] == parse_cards("T5 HK")
    assert sorted(a.cards[0].code for a in state.legal_actions()) == sorted(
        ["S7", "S8", "S9", "C7", "C8", "HN", "HJ", "DQ", "DN", "D1", "D2"])
    for card, code in (("SK", "NO_KING_DISCARD"), ("HK", "NO_KING_DISCARD"),
                       ("T5", "NO_TRUMP_DISCARD"), ("T20", "NO_TRUMP_DISCARD")):
        assert state.explain(Discard(1, tuple(parse_cards(card)))).code == code
    act(state, "1 discard S7", "1 discard DQ")
    assert state.phase is Phases.ANNOUNCE and len(state.hands[1]) == 16


def test_s3_5_rest_of_talon_seen_by_defenders_and_theirs_after_play(arrange, act):
    """§3.5 items 3–4: the defenders may look at the remaining 6 − k cards (the declarer
    may not); after play the discards count for the declarer and the rest for the
    defenders, unconditionally — even when the declarer takes no trick (unlike Cego)."""
    low = "S7 S8 S9 S10 C7 C8 C9 C10 H4 H3 H2 H1 D4 D3 D2 D1"
    state = act(arrange(hands={1: low}, talon="T5 SK T3 T4 HK CK"),
                "1 bid einer", "2 bid pass", "0 bid pass", "1 discard S7")
    talon = list(state.talon)
    assert state.talon_view(1) == [talon[0], None, None, None, None, None]
    assert state.talon_view(2) == talon and state.talon_view(0) == talon
    done = finish(to_play(state), seed=5)
    r = done.result()
    assert not any(t.winner == 1 for t in done.trickplay.tricks)
    assert r.declarer_pile == tuple(parse_cards("S7")) and r.declarer_points == 0
    assert set(talon[1:]) <= set(r.defender_pile)
    assert items(done)["game"] == (24, -48, 24)          # 0 points, Einer: −24 each


def test_s3_5_solo_no_exchange_defenders_see_and_own_the_talon(arrange, act):
    """§3.5 last paragraph: Solo has no exchange; the defenders see the whole talon and
    it counts for them."""
    state = act(arrange(hands=EXCH, talon="T5 HK T3 T4 H1 H2"),
                "1 bid solo", "2 bid pass", "0 bid pass")
    assert state.phase is Phases.ANNOUNCE and state.taken == ()
    assert state.talon_view(1) == [None] * 6
    assert state.talon_view(2) == list(state.talon) == state.talon_view(0)
    r = finish(to_play(state), seed=2).result()
    assert set(state.talon) <= set(r.defender_pile)
    assert len(r.declarer_pile) % 3 == 0


# --- §3.6 bonuses ------------------------------------------------------------------------
def test_s3_6_bonus_one_fach_from_every_other_person_incl_sitting_out_dealer(arrange, act):
    """§3.6: each bonus is 1 Fach from every other person — the partner and the
    sitting-out dealer too (4p: holder +3, others −1); claimed after play; the declarer's
    bonuses count from his hand after the exchange (the fourth king from the talon)."""
    hands = {0: "SK CK HK T20 T19 T18 T17 T16 S7 S8 S9 C7 C8 C9 H1 H2",   # A declares
             1: "Sk T21 T1 T2 T3 T4 T5 T6 T7 T8 T9 S10 C10 H3 H4 D1"}     # B: Droll, 11 trumps
    state = act(arrange("dreierles4", dealer=3, hands=hands, talon="DK T10 T11 SQ CQ HQ"),
                "0 bid dreier", "1 bid pass", "2 bid pass",
                "0 discard S7", "0 discard S8", "0 discard S9")
    done = finish(to_play(state), seed=1)
    got = items(done)
    assert got["koenigsrolle"] == (3, -1, -1, -1)         # A: DK came from the talon
    droll = [i for i in done.score_sheet().items if i.key == "droll"]
    zehn = [i for i in done.score_sheet().items if i.key == "zehn_druck"]
    assert [tuple(i.amounts) for i in droll] == [(-1, 3, -1, -1)]
    assert [tuple(i.amounts) for i in zehn] == [(-1, 3, -1, -1)]   # defender: after play


def test_s3_6_declarers_zehn_druck_only_if_announced_before_play(arrange, act):
    """§3.6: the declarer's ten trumps count only when announced before play (after the
    exchange, before 'fertig'); unannounced it scores nothing; fewer than ten is refused."""
    ten = {1: "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 S7 S8 S9 C7 C8 C9"}
    base = arrange(hands=ten, talon="H1 H2 H3 H4 D1 D2")
    silent = finish(to_play(act(base.copy(), "1 bid solo", "2 bid pass", "0 bid pass")))
    mine = ("zehn_druck", (-1, 2, -1))
    assert mine not in item_list(silent)
    said = act(base.copy(), "1 bid solo", "2 bid pass", "0 bid pass")
    assert "1 announce zehn_druck" in legal(said)
    act(said, "1 announce zehn_druck")
    assert "1 announce zehn_druck" not in legal(said)
    assert mine in item_list(finish(to_play(said)))
    nine = arrange(hands={1: ten[1].replace("T12", "H1")}, talon="T12 H2 H3 H4 D1 D2")
    act(nine, "1 bid solo", "2 bid pass", "0 bid pass")
    assert nine.explain(Announce(1, "zehn_druck")).code == "ZEHN_DRUCK_NEEDS_TEN"


# --- §3.7 the last-trick Pfeife ----------------------------------------------------------
SOLO = {1: "Sk T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T1",
        2: "T7 T6 T5 SK SQ SN SJ S10 S9 S8 S7 CK CQ CN CJ C10",
        0: "T4 T3 T2 C9 C8 C7 HK HQ HN HJ H1 H2 H3 H4 DK DQ"}
SOLO_TALON = "DN DJ D1 D2 D3 D4"


def declarer_plays(state, pick):
    """Seat 1 plays ``pick(legal cards)``; the defenders their first legal card."""
    while not state.is_terminal:
        acts = state.legal_actions()
        if state.to_move == 1:
            card = pick([a.card for a in acts])
            state.apply(Play(1, card))
        else:
            state.apply(acts[0])
    return state


def high_then_pfeife(cards):
    rest = [c for c in cards if c is not PFEIFE]
    return max(rest, key=TAROCK54.strength.get) if rest else PFEIFE


@pytest.mark.parametrize(("announce", "value"), [(False, 1), (True, 2)])
def test_s3_7_pfeife_won_in_last_trick_silent_1_announced_2(arrange, act, announce, value):
    """§3.7: T1 played by the declarer to the last trick and winning: +1 silent, +2
    announced, from each other person, never doubled by Kontra/Re (§3.8 rule 4)."""
    state = act(arrange(hands=SOLO, talon=SOLO_TALON, max_doublings=2),
                "1 bid solo", "2 bid pass", "0 bid pass")
    if announce:
        act(state, "1 announce pfeife")
    act(state, "1 announce fertig", "2 announce kontra", "1 announce re")
    done = declarer_plays(state, high_then_pfeife)
    assert done.trickplay.tricks[15].card_of(1) is PFEIFE
    got = items(done)
    assert got["pfeife"] == (-value, 2 * value, -value)
    game = next(i for i in done.score_sheet().items if i.key == "game")
    # Solo 4 × Kontra 2 × Re 2 (§3.11); the Pfeife above is not doubled (§3.8 rule 4)
    assert game.multiplier == 16 and got["game"] == (-game.base * 16, 2 * game.base * 16,
                                                    -game.base * 16)


@pytest.mark.parametrize(("announce", "value"), [(False, -1), (True, -2)])
def test_s3_7_pfeife_lost_in_last_trick_costs_1_or_2(announce, value):
    """§3.7: T1 played by the declarer to the last trick and losing it: −1 silent, −2
    announced, never doubled (here after Kontra and Re).  Seed 2139 with random play is
    such a deal (found by search); the announced case replays the same cards."""
    found = finish(games.new_deal("dreierles3", seed=2139), seed=2139)
    history = list(found.history)
    if announce:
        fertig = history.index(Announce(1, "fertig"))
        history.insert(fertig, Announce(1, "pfeife"))
    done = games.new_deal("dreierles3", seed=2139)
    for a in history:
        done.apply(a)
    last = done.trickplay.tricks[15]
    assert (done.declarer, done.doublings) == (1, 2)
    assert last.card_of(1) is PFEIFE and last.winner != 1
    assert items(done)["pfeife"] == (-value, 2 * value, -value)


def test_s3_7_announced_pfeife_played_early_loses_that_and_every_later_trick(arrange, act):
    """§3.7: an announced Pfeife played before the last trick fails (−2), and the trick
    it fell in and all later tricks count for the defenders, whoever won them."""
    early = {**SOLO, 1: "T1 Sk T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8"}
    state = act(arrange(hands=early, talon=SOLO_TALON), "1 bid solo", "2 bid pass",
                "0 bid pass", "1 announce pfeife", "1 announce fertig", "2 announce pass",
                "0 announce pass")
    done = declarer_plays(state, lambda cards: PFEIFE if len(cards) == 16 else
                          high_then_pfeife(cards))
    tricks = done.trickplay.tricks
    first = next(i for i, t in enumerate(tricks) if PFEIFE in t.cards)
    assert first == 0 and sum(t.winner == 1 for t in tricks) >= 14
    r = done.result()
    assert r.reawarded == tuple(range(16)) and r.declarer_points == 0
    assert items(done)["pfeife"] == (2, -4, 2)


# --- §3.8 fertig, Kontra, Re -------------------------------------------------------------
def test_s3_8_knock_window_only_after_fertig_and_defenders_in_turn():
    """§3.8: nobody knocks before 'fertig'; then the defenders (from the declarer's right)
    may Kontra, the declarer may answer Re; the default limit is 2 (D3)."""
    state = games.new_deal("dreierles3", seed=3)
    for a in (Bid(1, "dreier"), Bid(2, "pass"), Bid(0, "pass")):
        state.apply(a)
    while state.phase is Phases.EXCHANGE:
        state.apply(state.legal_actions()[0])
    assert state.explain(Announce(1, "re")).code == "KONTRA_NOT_NOW"
    assert state.explain(Announce(2, "kontra")).code == "KONTRA_NOT_NOW"
    state.apply(Announce(1, "fertig"))
    assert legal(state) == ["2 announce kontra", "2 announce pass"]
    state.apply(Announce(2, "pass"))
    assert legal(state) == ["0 announce kontra", "0 announce pass"]
    state.apply(Announce(0, "kontra"))
    assert legal(state) == ["1 announce re", "1 announce pass"]
    state.apply(Announce(1, "re"))
    assert state.phase is Phase.PLAY and state.doublings == 2       # limit 2 reached
    assert state.explain(Announce(2, "kontra")).code == "KONTRA_LIMIT"


def test_s3_8_defender_who_passed_with_dreier_open_may_not_knock():
    """§3.8 rule 2 (D4): the first player passed while nobody had bid: he may not knock;
    the one who passed after the bid may."""
    state = games.new_deal("dreierles3", seed=3)
    for a in (Bid(1, "pass"), Bid(2, "dreier"), Bid(0, "pass")):
        state.apply(a)
    while state.phase is Phases.EXCHANGE:
        state.apply(state.legal_actions()[0])
    state.apply(Announce(2, "fertig"))
    assert legal(state) == ["0 announce kontra", "0 announce pass"]
    assert state.explain(Announce(1, "kontra")).code == "KONTRA_BARRED_PASSED_OPEN"


def test_s3_8_sitting_out_dealer_does_not_knock_but_pays_doubled():
    """§3.8 D5 / D-K3, D-K5: with four at the table the dealer may not knock in a normal
    game, but a Kontra doubles what he pays or receives."""
    state = games.new_deal("dreierles4", seed=3, dealer=3)
    for a in (Bid(0, "solo"), Bid(1, "pass"), Bid(2, "pass")):
        state.apply(a)
    state.apply(Announce(0, "fertig"))
    assert state.explain(Announce(3, "kontra")).code == "DEALER_CANNOT_KNOCK"
    state.apply(Announce(1, "kontra"))
    state.apply(Announce(0, "pass"))
    done = finish(state, seed=9)
    game = items(done)["game"]
    base = next(i for i in done.score_sheet().items if i.key == "game").base
    # Solo's multiplier 4 × one Kontra 2, from each of the three others (§3.11, D5)
    assert game == (3 * 8 * base, -8 * base, -8 * base, -8 * base)


def test_s3_8_limit_is_a_table_option_kontra_re_kontra():
    """§3.8 rule 3 (D3): with ``max_doublings=3`` the defenders may knock again after Re;
    with 0 nobody knocks."""
    state = games.new_deal("dreierles3", seed=3, max_doublings=3)
    for a in (Bid(1, "solo"), Bid(2, "pass"), Bid(0, "pass"), Announce(1, "fertig"),
              Announce(2, "kontra"), Announce(1, "re")):
        state.apply(a)
    assert legal(state) == ["2 announce kontra", "2 announce pass"]
    state.apply(Announce(2, "kontra"))
    assert state.phase is Phase.PLAY and state.doublings == 3
    zero = games.new_deal("dreierles3", seed=3, max_doublings=0)
    for a in (Bid(1, "solo"), Bid(2, "pass"), Bid(0, "pass"), Announce(1, "fertig")):
        zero.apply(a)
    assert zero.phase is Phase.PLAY


# --- §3.9 play ---------------------------------------------------------------------------
def test_s3_9_declarer_leads_follow_suit_then_trump_no_need_to_beat(arrange, act):
    """§3.9, §1.4: the declarer leads; a player must follow suit, else trump, and need
    not beat the cards already played."""
    hands = {2: "SK SQ T2 T3 T4 T5 C7 C8 C9 C10 H1 H2 H3 H4 D1 D2",
             0: "S7 S8 T6 T7 T8 T9 HK HQ HN HJ DK DQ DN DJ D3 D4",
             1: "Sk T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T1 CK CQ CN CJ"}
    state = act(arrange(hands=hands, talon="SN SJ S10 S9 T10 T11"),
                "1 bid pass", "2 bid solo", "0 bid pass")
    to_play(state)
    assert state.to_move == 2
    state.apply(Play(2, parse_cards("SQ")[0]))
    assert sorted(legal(state)) == ["0 play S7", "0 play S8"]      # follow, no need to beat
    assert state.explain(Play(0, parse_cards("T6")[0])).code == "MUST_FOLLOW_SUIT"
    state.apply(Play(0, parse_cards("S7")[0]))
    trumps = sorted(c.code for c in state.hands[1] if c.is_trump)
    assert sorted(a.card.code for a in state.legal_actions()) == trumps   # void: trump
    assert state.explain(Play(1, parse_cards("CK")[0])).code == "MUST_TRUMP"


# --- §3.10–3.11 card points and Fach -----------------------------------------------------
def _points(cards) -> int:
    n = len(cards)
    return sum(VALUE[c] for c in cards) - 2 * (n // 3) - (1 if n % 3 else 0)


def _units(p: int) -> int:
    return 1 + (p - 35) // 5 if p >= 36 else -(1 + (35 - p) // 5)


MULT = {"dreier": 1, "zweier": 2, "einer": 3, "solo": 4}


def _expected_sheet(state) -> list[Fraction]:
    """§3.6, §3.7, §3.10, §3.11, §3.12.4 re-done from the history alone."""
    table, dealer = state.table, state.dealer
    active = [(dealer + i) % table for i in (1, 2, 3)]
    history = state.history
    made = [a for a in history if isinstance(a, Bid) and a.bid != "pass"]
    knocks = sum(1 for a in history if isinstance(a, Announce) and a.what in ("kontra", "re"))
    tricks = state.trickplay.tricks
    out = [Fraction(0)] * table

    def pay(seat, v):
        for o in range(table):
            if o != seat:
                out[o] -= v
                out[seat] += v

    if not made:                                  # Räuber
        piles: dict[int, list] = {s: [] for s in active}
        for t in tricks:
            piles[t.winner].extend(t.cards)
        pts = {s: _points(piles[s]) for s in active}
        losers = [s for s in active if pts[s] == max(pts.values())]
        if len(losers) == 1:
            pay(losers[0], -2)
        elif len(losers) == 2:
            for loser in losers:
                for o in range(table):
                    if o not in losers:
                        out[o] += 1
                        out[loser] -= 1
        elif table == 4:
            for loser in losers:
                out[loser] -= Fraction(2, 3)
            out[dealer] += 2
        return [x * 2 ** knocks for x in out]
    declarer, contract = made[-1].seat, made[-1].bid
    discards = [a.cards[0] for a in history if isinstance(a, Discard)]
    called = any(isinstance(a, Announce) and a.what == "pfeife" for a in history)
    zehn = any(isinstance(a, Announce) and a.what == "zehn_druck" for a in history)
    fell = next((i for i, t in enumerate(tricks)
                 if declarer in t.seats and t.card_of(declarer) is PFEIFE), None)
    lost_from = fell if called and fell is not None and fell < 15 else 99
    pile = discards + [c for i, t in enumerate(tricks) if t.winner == declarer and i < lost_from
                       for c in t.cards]
    pay(declarer, _units(_points(pile)) * MULT[contract] * 2 ** knocks)
    if fell == 15:
        pay(declarer, (2 if called else 1) * (1 if tricks[15].winner == declarer else -1))
    elif lost_from < 99:
        pay(declarer, -2)
    k = {"dreier": 3, "zweier": 2, "einer": 1, "solo": 0}[contract]
    after = [c for c in (*state.dealt[declarer], *state.talon[:k]) if c not in discards]
    kings = {c for c in TAROCK54.cards if not c.is_trump and c.rank == 14}
    for seat in active:
        hand = set(after if seat == declarer else state.dealt[seat])
        n = int({STIESS, T21, PFEIFE} <= hand) + int(kings <= hand)
        n += int(sum(c.is_trump for c in hand) >= 10 and (seat != declarer or zehn))
        if n:
            pay(seat, n)
    return out


@pytest.mark.parametrize("variant", ["dreierles3", "dreierles4"])
def test_s3_10_s3_11_random_deals_match_an_independent_count(variant):
    """§3.6, §3.7, §3.10, §3.11: on random complete deals (random bids, announcements and
    knocks) every sheet equals a re-count written here from the spec: the batch count of
    discards + tricks (Pfeife re-award), units × bid multiplier × 2 per Kontra/Re, every
    payment to/from every other person."""
    table = int(variant[-1])
    for seed in range(150):
        state = games.new_deal(variant, seed=seed, dealer=seed % table,
                               max_doublings=seed % 5)
        done = finish(state, seed=seed * 7 + 1)
        assert [Fraction(x) for x in done.score_sheet().totals()] == _expected_sheet(done), seed


def test_s3_11_fach_table_zero_row_and_impossible_cells():
    """§3.11: the 0-point row is −24 (Einer) and −32 (Solo); Dreier/Zweier cannot reach
    0 and nobody reaches 70 (§3.10) — those inputs are refused by name."""
    for contract, mult, cell in (("einer", 3, -24), ("solo", 4, -32)):
        game = score_game(table=3, declarer=1, contract=contract, points=0, dealer=0).items[0]
        assert (game.base, game.multiplier) == (-8, mult)   # the §1.5 band × the bid
        assert game.amounts[1] == 2 * cell   # the table's cell, paid to each of the two others
    for contract in ("dreier", "zweier"):
        with pytest.raises(TarockError, match="impossible"):
            score_game(table=3, declarer=1, contract=contract, points=0)
    with pytest.raises(TarockError, match="70 card points"):
        score_game(table=3, declarer=1, contract="solo", points=70)


# --- §3.12 Räuber ------------------------------------------------------------------------
RAEUBER = {1: "Sk T21 T20 T1 T4 S7 CK CQ CN CJ C10 C9 C8 C7 HK HQ",
           2: "SK T11 T10 T9 T8 HJ H1 H2 H3 H4 DK DQ DN DJ D1 D2",
           0: "T19 T18 T17 T16 T15 T14 T13 T12 T7 T6 T5 S8 S9 S10 SJ HN"}
RAEUBER_TALON = "T3 T2 SQ SN D3 D4"


def all_pass(state):
    for s in state.active:
        state.apply(Bid(s, "pass"))
    return state


def test_s3_11_sheet_columns_base_is_the_band_multiplier_is_bid_times_knocks():
    """§3.11 and the worked example of the spec (Zweier, 48 points: +3 × 2): the sheet's
    基本点 is the §1.5 band's value, its 倍率 the bid's multiplier × 2 per Kontra/Re, and
    only the declarer's Zehn Druck and the Pfeife carry a 宣言 flag (§3.6, §3.7)."""
    sheet = score_game(table=3, declarer=2, contract="zweier", points=48, doublings=1,
                       bonuses=[(2, "zehn_druck"), (2, "droll"), (0, "zehn_druck")],
                       pfeife=1, dealer=0)
    game, zehn, droll, other_zehn, pfeife = sheet.items
    assert (game.base, game.multiplier) == (3, 4)
    assert game.amounts == (-12, -12, 24)
    assert [(i.base, i.multiplier) for i in (zehn, droll, other_zehn, pfeife)] == [(1, 1)] * 4
    assert [i.announced for i in sheet.items] == [None, True, None, None, False]
    assert sheet.announce_word == "宣言"
    three = score_raeuber(table=3, dealer=0, points={0: 30, 1: 20, 2: 20}, kontras=2)
    assert (three.items[0].base, three.items[0].multiplier) == (2, 4)


def test_s3_12_1_raeuber_no_talon_no_bonuses_no_pfeife(arrange, act):
    """§3.12.1: the talon is unseen and not counted; no bonuses (seat 1 holds the Droll),
    no Pfeife announcement."""
    state = all_pass(arrange(hands=RAEUBER, talon=RAEUBER_TALON))
    assert state.talon_view(1) == [None] * 6 and state.talon_view(2) == [None] * 6
    assert state.explain(Announce(0, "pfeife")).code == "NOT_IN_RAEUBER"
    done = finish(to_play(state), seed=3)
    assert [i.key for i in done.score_sheet().items] == ["raeuber"]
    counted = [c for s in (0, 1, 2) for c in done.trickplay.captured[s]]
    assert len(counted) == 48 and not set(state.talon) & set(counted)


def test_s3_12_2_raeuber_kontra_once_round_from_last_to_pass_each_doubles():
    """§3.12.2: from the last to pass (4p: the dealer's left), once round, the sitting-out
    dealer included; every Kontra doubles the payments."""
    state = all_pass(games.new_deal("dreierles4", seed=3, dealer=3))
    order = []
    while state.phase is Phases.ANNOUNCE:
        order.append(state.to_move)
        assert legal(state) == [f"{state.to_move} announce kontra",
                                f"{state.to_move} announce pass"]
        state.apply(Announce(state.to_move, "kontra" if state.to_move in (3, 0) else "pass"))
    assert order == [2, 3, 0, 1] and state.doublings == 2
    done = finish(state, seed=4)
    r = done.result()
    base = score_raeuber(table=4, dealer=3, points=r.raeuber_points).totals()
    assert done.score_sheet().totals() == tuple(4 * x for x in base)


def test_s3_12_3_raeuber_dealers_right_leads_pfeife_not_led(arrange, act):
    """§3.12.3 items 1–2: the dealer's right leads the first trick; the Pfeife may not
    be led."""
    state = to_play(all_pass(arrange(hands=RAEUBER, talon=RAEUBER_TALON)))
    assert state.to_move == 1
    assert "1 play T1" not in legal(state)
    assert state.explain(Play(1, PFEIFE)).code == "PFEIFE_MAY_NOT_LEAD"


def test_s3_12_3_raeuber_pfeife_forced_at_the_third_trump_lead(arrange, act):
    """§3.12.3 item 2: when trumps are led the third time its holder must play it, though
    he holds another trump; not earlier (D7)."""
    state = to_play(all_pass(arrange(hands=RAEUBER, talon=RAEUBER_TALON)))
    act(state, "1 play S7", "2 play SK", "0 play S8")              # 2 wins
    act(state, "2 play HJ", "0 play HN", "1 play HQ")              # 1 wins
    act(state, "1 play CK", "2 play T8", "0 play T19")             # 0 trumps and wins
    act(state, "0 play T18")                                       # trump lead 1
    assert state.explain(Play(1, PFEIFE)).code == "PFEIFE_NOT_YET"
    act(state, "1 play T4", "2 play T9")
    act(state, "0 play T17", "1 play T20", "2 play T10")           # trump lead 2, 1 wins
    act(state, "1 play CQ", "2 play T11", "0 play T16")            # suit lead, 0 wins
    act(state, "0 play T15")                                       # trump lead 3
    assert legal(state) == ["1 play T1"]
    assert state.explain(Play(1, T21)).code == "PFEIFE_FORCED"


def test_s3_12_3_raeuber_t21_not_onto_the_stiess_unless_only_legal(arrange, act):
    """§3.12.3 items 3–4: T21 may not join a trick holding the Stieß; the normal follow
    rule comes first when T21 is the only legal card."""
    lead = "Sk CK CQ CN CJ C10 C9 C8 C7 HK HQ HN HJ H1 H2 H3"
    state = to_play(all_pass(arrange(hands={1: lead, 2: "T21 T5 SK SQ SN SJ S10 S9 S8 S7 DK "
                                                        "DQ DN DJ D1 D2"},
                                     talon="H4 D3 D4 T2 T3 T4")))
    act(state, "1 play Sk")
    assert legal(state) == ["2 play T5"]
    state = to_play(all_pass(arrange(hands={1: lead, 2: "T21 SK SQ SN SJ S10 S9 S8 S7 DK DQ "
                                                        "DN DJ D1 D2 D3"},
                                     talon="H4 D4 T2 T3 T4 T5")))
    act(state, "1 play Sk")
    assert legal(state) == ["2 play T21"]


@pytest.mark.parametrize("variant", ["dreierles3", "dreierles4"])
def test_s3_12_4_raeuber_payments_match_an_independent_count(variant):
    """§3.12.4: highest total pays 2 to each other person; two tied pay 1 to each person
    outside the tie; three tied: nothing (3p) or 2/3 each to the dealer (4p); × 2 per
    Kontra — checked on random Räuber deals with random Kontras."""
    table = int(variant[-1])
    for seed in range(120):
        state = all_pass(games.new_deal(variant, seed=seed, dealer=seed % table))
        done = finish(state, seed=seed)
        assert [Fraction(x) for x in done.score_sheet().totals()] == _expected_sheet(done), seed


def test_s3_12_4_raeuber_ties_incl_four_player_three_way_two_thirds():
    """§3.12.4 ties, DR-17 shape: 3p two tied → 1 each to the third; 4p two tied → each
    pays 1 to the third and to the dealer; 4p three tied → 2/3 each to the dealer."""
    assert score_raeuber(table=3, dealer=0, points={0: 9, 1: 20, 2: 20}).totals() == (2, -1, -1)
    assert score_raeuber(table=4, dealer=3,
                         points={0: 20, 1: 20, 2: 9}).totals() == (-2, -2, 2, 2)
    assert score_raeuber(table=4, dealer=3, points={0: 22, 1: 22, 2: 22},
                         kontras=1).totals() == (Fraction(-4, 3),) * 3 + (4,)
    assert score_raeuber(table=3, dealer=0, points={0: 21, 1: 21, 2: 21}).totals() == (0, 0, 0)


# --- §3.13 session ------------------------------------------------------------------------
def test_s3_13_last_round_raeuber_oder_solo():
    """§3.13: in the last round only Solo may be bid (else Räuber), and only players after
    the Solo bidder (no chance to bid) may knock; the deal passes to the right."""
    session = DreierlesSession("dreierles3", rounds=2, last_round_raeuber_or_solo=True)
    for _ in range(3):
        assert not session.in_last_round
        session.record(finish(session.new_deal(seed=len(session.deals)), seed=1))
    assert session.in_last_round and session.dealer == 0
    state = session.new_deal(seed=11)
    assert legal(state) == ["1 bid solo", "1 bid pass"]
    assert state.explain(Bid(1, "dreier")).code == "LAST_ROUND_SOLO_ONLY"
    for a in (Bid(1, "pass"), Bid(2, "solo"), Bid(0, "pass"), Announce(2, "fertig")):
        state.apply(a)
    assert legal(state) == ["0 announce kontra", "0 announce pass"]
    assert state.explain(Announce(1, "kontra")).code == "KONTRA_BARRED_LAST_ROUND"


# --- bad input -----------------------------------------------------------------------------
@pytest.mark.parametrize(("call", "match"), [
    (lambda: score_game(table=4, declarer=3, dealer=3, contract="solo", points=40),
     "dealer sits out"),
    (lambda: score_game(table=3, declarer=0, contract="dreier", points=40, doublings=7),
     "doublings"),
    (lambda: score_game(table=3, declarer=0, contract="dreier", points=40,
                        bonuses=[(1, "sechs_koenige")]), "not a Dreierles bonus"),
    (lambda: score_game(table=4, declarer=0, contract="dreier", points=40, dealer=3,
                        bonuses=[(3, "droll")]), "dealer sits out"),
    (lambda: score_game(table=3, declarer=0, contract="dreier", points=40, pfeife=2),
     "±1 silent"),
    (lambda: score_game(table=3, declarer=0, contract="dreier", points=40, pfeife=1,
                        pfeife_announced=True), "±2 announced"),
    (lambda: score_raeuber(table=3, dealer=0, points={0: 1, 1: 2, 2: 3}, kontras=-1),
     "kontras"),
    (lambda: score_raeuber(table=3, dealer=0, points={0: 1, 1: 2, 2: 3}, kontras=4),
     "kontras"),
    (lambda: score_raeuber(table=3, dealer=0, points={0: "x", 1: 2, 2: 3}), "seat 0"),
    (lambda: score_raeuber(table=3, dealer=0, points={0: 71, 1: 2, 2: 3}), "0 to 70"),
])
def test_bad_score_inputs_are_refused_by_name(call, match):
    """Impossible score inputs (§3.1 the dealer holds nothing, §3.6 closed list D1, §3.7
    values, §3.8 limit, §3.12.2 one Kontra per person) raise a TarockError naming them."""
    with pytest.raises(TarockError, match=match):
        call()


def test_bad_actions_through_the_protocol_are_explained():
    """Malformed actions are refused with a reason, never applied: an unknown bid, a
    discard of two cards or of a card given as text, an unknown announcement."""
    state = games.new_deal("dreierles3", seed=1)
    assert state.explain(Bid(1, "raeuber")).code == "UNKNOWN_BID"
    assert state.explain(Bid(1, None)).code == "UNKNOWN_BID"
    for a in (Bid(1, "dreier"), Bid(2, "pass"), Bid(0, "pass")):
        state.apply(a)
    two = tuple(c for c in state.hands[1] if not c.is_trump)[:2]
    assert state.explain(Discard(1, two)).code == "DISCARD_ONE_CARD"
    assert state.explain(Discard(1, ("S8",))).code == "DISCARD_ONE_CARD"
    assert state.explain(Discard(1, (state.hands[2][0],))).code == "NOT_IN_HAND"
    while state.phase is Phases.EXCHANGE:
        state.apply(state.legal_actions()[0])
    assert state.explain(Announce(1, "grand")).code == "UNKNOWN_ANNOUNCE"
    with pytest.raises(TarockError, match="not allowed"):
        state.apply(Announce(2, "fertig"))
