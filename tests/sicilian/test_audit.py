"""Audit of Sicilian Tarocchi against the spec, clause by clause (seed 004; spec
neunzehner-zwanziger-sicilian.md §3.2–§3.9, decisions §3.10).  Every test drives the
engine through the public protocol (``games.new_deal``, ``legal_actions``, ``explain``,
``apply``, ``score_sheet``) and checks it against figures worked out here from the
clause it names, not from the engine's own helpers."""

from __future__ import annotations

import itertools

import pytest

from tarock_tutor import games
from tarock_tutor.core.cards import SICILIAN63, Suit
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_card, parse_cards
from tarock_tutor.core.protocol import Announce, Bid, Call, Discard, Phase, Play
from tarock_tutor.games.sicilian import SicilianSession, next_dealer, policy
from tarock_tutor.games.sicilian.labels import LABELS, read_cards_ja
from tarock_tutor.games.sicilian.parts.arrange import arranged
from tarock_tutor.games.sicilian.variants import MAX_OFFER, SICILIAN

PACK = SICILIAN63
FU = parse_card("Fu")
VALUES = {"T20": 10, "T1": 10, "Fu": 10, "T19": 5, "T18": 5, "T17": 5, "T16": 5}
for _s in "SCHD":
    VALUES.update({f"{_s}K": 5, f"{_s}Q": 4, f"{_s}N": 3, f"{_s}J": 2})


def cards(text):
    return tuple(parse_cards(text, PACK))


def value(c):
    return VALUES.get(c.code, 0)


def by_threes(pile):
    """The seed's own count (§3.3): groups of three with the counting cards first and the
    blanks last, so the leftover is blanks; −2/−1/0/+1 per group, +1 for two left over."""
    counting = [c for c in pile if value(c)]
    blanks = [c for c in pile if not value(c)]
    assert len(blanks) >= len(pile) % 3, "the seed's rule needs blanks for the leftover"
    order = counting + blanks
    total = sum(value(c) for c in pile)
    for i in range(0, len(order) - len(order) % 3, 3):
        k = sum(1 for c in order[i:i + 3] if value(c))
        total += {3: -2, 2: -1, 1: 0, 0: 1}[k]
    return total + (1 if len(order) % 3 == 2 else 0)


def speak(g, *lines):
    for line in lines:
        seat, bid = line.split()
        g.apply(Bid(int(seat), bid))


def random_deal(seed, dealer=3):
    """Everybody waits in the bargaining (the hand is played); then random legal choices,
    for odd seeds without Solo and with "20"/"15" whenever allowed: both kinds occur."""
    g = games.new_deal("sicilian", seed=seed, dealer=dealer)
    for _ in range(4):
        g.apply(Bid(g.to_move, "wait"))
    rng = Rng(seed)
    while g.phase is not Phase.FINISHED:
        legal = g.legal_actions()
        if g.phase is Phase.AUCTION and seed % 2:        # odd seeds: no Solo
            legal = [a for a in legal if a.bid == "pass"]
        elif g.phase is Phase.CALL and seed % 2 and isinstance(legal[0], Bid):
            legal = legal[:1]                              # say "20"/"15" when allowed
        g.apply(rng.choice(legal))
    return g


def to_play(g, rng):
    while g.phase is Phase.PLAY:
        g.apply(rng.choice([a for a in g.legal_actions() if isinstance(a, Play)]))


# --- §3.2 the pack ----------------------------------------------------------------------

def test_s3_2_pack_is_63_cards_with_41_suit_cards_not_43():
    """§3.2 [E]/D-C1: 21 trumps (20 … 1, Miseria lowest), the Fugitive, and 41 suit cards
    (K Q C Maid 10–5 in each suit, a 4 in coins only) — the seed's "43" is a slip."""
    g = games.new_deal("sicilian", seed=11)
    every = [c for h in g.dealt for c in h] + list(g.talon)
    assert len(every) == len(set(every)) == 63
    suits = [c for c in every if c.suit not in (Suit.TRUMP, Suit.FOOL)]
    assert len(suits) == 41 and sum(1 for c in every if c.suit is Suit.TRUMP) == 21
    assert sorted(c.code for c in suits if c.rank == 4) == ["D4"]
    trumps = sorted((c for c in every if c.suit is Suit.TRUMP), key=PACK.strength.get)
    assert trumps[0].code == "Mi" and trumps[1].code == "T1" and trumps[-1].code == "T20"
    assert {c.code: PACK.value[c] for c in every if PACK.value[c]} == VALUES
    assert SICILIAN.options()["suit_cards"] == 41


def test_s3_2_tarot78_option_only_renames_the_cards():
    """§3.2: with an ordinary tarot, trump 21 is the Miseria, jacks are maids, diamonds are
    coins with their 4; the game itself does not change."""
    plain = games.new_deal("sicilian", seed=5)
    tarot = games.new_deal("sicilian", seed=5, cards="tarot78")
    assert tarot.dealt == plain.dealt
    assert tarot.card_name(parse_card("Mi")).startswith("切札21")
    assert "ジャック" in tarot.card_name(parse_card("SJ")) and "メイド" in tarot.card_name(
        parse_card("SJ"))
    assert tarot.card_name(parse_card("D4")) == "ダイヤの4"
    assert tarot.card_name(parse_card("Fu")).startswith("エクスキューズ")
    rng_a, rng_b = Rng(3), Rng(3)
    while plain.phase is not Phase.FINISHED:
        la, lb = plain.legal_actions(), tarot.legal_actions()
        assert la == lb
        plain.apply(policy(plain, rng_a))
        tarot.apply(policy(tarot, rng_b))
    assert plain.score_sheet().totals() == tarot.score_sheet().totals()


# --- §3.3 counting ----------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(6))
def test_s3_3_count_equals_the_seeds_grouping_and_totals_109(seed):
    """§3.3: the count by threes, whatever the grouping; the two sides 104, with the last
    trick's 5 → 109 (checked on complete deals)."""
    g = next(d for d in (random_deal(100 * seed + k) for k in range(50))
             if d.outcome == "played")
    c = g.count()
    assert c.counted == by_threes(c.pile)
    other = by_threes(c.other_pile)
    assert c.counted + other == 104
    last = 5 if g.trick_play().tricks[-1].winner in c.side else 0
    assert c.points == c.counted + last and c.points + other + (5 - last) == 109


# --- §3.4 deal and bargaining -------------------------------------------------------------

def test_s3_4_ten_cards_while_bargaining_then_five_more_and_a_talon_of_three():
    """§3.4 items 2–4: 2 × 5 cards each before the bargaining; 5 more each only when the
    hand is played; the last 3 form the talon, whose last card is the bottom card the
    dealer may see after the cut."""
    g = games.new_deal("sicilian", seed=21)
    assert [len(h) for h in g.hands] == [10] * 4
    assert all(list(g.dealt[s][:10]) == g.hands[s] for s in range(4))
    assert g.bottom_card is g.talon[2] and len(g.talon) == 3
    speak(g, "0 wait", "1 wait", "2 wait", "3 wait")
    assert g.phase is Phase.AUCTION and [len(h) for h in g.hands] == [15] * 4
    assert all(list(g.dealt[s]) == g.hands[s] for s in range(4))
    assert not set(g.talon) & {c for h in g.hands for c in h}


@pytest.mark.parametrize(("pot", "takers"), list(itertools.product(range(0, 7), (1, 2, 3))))
def test_s3_4_takes_are_limited_by_what_is_left_for_the_others(pot, takers):
    """§3.4 Phase T: 0 ≤ x ≤ max(0, left − players after him); x ≥ 1 when what is left
    allows 1 for everyone still to speak; the last takes the rest."""
    g = games.new_deal("sicilian", seed=2)
    offerers = 4 - takers
    first = f"0 offer_{pot}" if pot else "0 shuffle"
    speak(g, first, *[f"{s} shuffle" for s in range(1, offerers)],
          *[f"{s} wait" for s in range(offerers, 4)])
    assert g.bargain.stage == "takes"
    left = pot
    for k, seat in enumerate(range(offerers, 4)):
        after = takers - k - 1
        most = left if after == 0 else max(0, left - after)
        least = left if after == 0 else (1 if left >= after + 1 else 0)
        assert g.to_move == seat
        assert [a.bid for a in g.legal_actions()] == [
            f"take_{x}" for x in range(least, most + 1)] + ["play"]
        if most + 1 <= left and after:
            v = g.explain(Bid(seat, f"take_{most + 1}"))
            assert not v.allowed and v.code == "BARGAIN_TAKE_TOO_MUCH"
        g.apply(Bid(seat, f"take_{most}"))
        left -= most
    assert g.outcome == "throw_in" and g.redeal and next_dealer(g) == g.dealer
    totals = g.score_sheet().totals()
    assert sum(totals) == 0 and totals[0] == -pot


def test_s3_4_i_play_ends_the_bargaining_and_voids_every_offer():
    """§3.4: "I play" ends it at once, even with players still to speak; offers are void
    and the deal passes on after the hand."""
    g = games.new_deal("sicilian", seed=4)
    speak(g, "0 offer_9", "1 wait", "2 play")
    assert g.phase is Phase.AUCTION and g.outcome == "played"
    assert 1 not in g.bargain.spoken and 3 not in g.bargain.spoken
    done = games.playout(g, seed=4, policy=policy)
    assert done.phase is Phase.FINISHED
    assert done.outcome == "played" and done.count().points in range(110)
    assert all(item.key != "bargain" for item in done.score_sheet().items)
    assert next_dealer(done) == (done.dealer + 1) % 4


def test_s3_4_offer_cap_is_the_documented_decision():
    """§3.4 / D-C3: the seed sets no bound on an offer; the engine's bound of 54 is named in
    the decision's annotation, every offer up to it is listed, and 55 is refused with a
    code that names the bound."""
    g = games.new_deal("sicilian", seed=1)
    offers = [a.bid for a in g.legal_actions() if a.bid.startswith("offer_")]
    assert offers == [f"offer_{x}" for x in range(1, MAX_OFFER + 1)] and MAX_OFFER == 54
    v = g.explain(Bid(0, "offer_55"))
    assert not v.allowed and v.code == "BARGAIN_OFFER_RANGE" and v.params["max"] == 54
    spec = next(o for o in SICILIAN.options_spec if o.key == "no_taker")
    assert "54" in spec.chosen and spec.ref.endswith("(D-C3)")


def test_s3_4_largest_pot_is_labelled_in_japanese():
    """§3.4: three offers of 54 make a pot of 162, all of it the last taker's; the book's
    words for that take exist (no bare id shown to a reader)."""
    g = games.new_deal("sicilian", seed=1)
    speak(g, "0 offer_54", "1 offer_54", "2 offer_54", "3 wait")
    assert [a.bid for a in g.legal_actions()] == ["take_162", "play"]
    assert LABELS.term("take_162") == "「162点貰います」"
    assert "take" not in LABELS.action(g.legal_actions()[0], PACK)


# --- §3.5 Solo ----------------------------------------------------------------------------

@pytest.mark.parametrize("declared", [s for n in range(4) for s in itertools.combinations(
    (0, 1, 2), n)])
def test_s3_5_solo_priority_dealers_right_then_opposite_then_left_then_dealer(declared):
    """§3.5: of several non-dealer Solos the dealer's right (S0) wins, then the opposite
    (S1), then the dealer's left (S2); the dealer is asked only when none declared."""
    g = games.new_deal("sicilian", seed=8)
    speak(g, "0 wait", "1 wait", "2 wait", "3 wait")
    for s in (0, 1, 2):
        g.apply(Bid(s, "solo" if s in declared else "pass"))
    if declared:
        assert g.phase is Phase.EXCHANGE and g.soloist == min(declared)
        assert g.talon_shown and g.exchanger == min(declared)
    else:
        assert g.to_move == 3 and [a.bid for a in g.legal_actions()] == ["solo", "pass"]
        g.apply(Bid(3, "solo"))
        assert g.soloist == 3 and g.exchanger == 3 and not g.talon_shown


# --- §3.6 exchange ------------------------------------------------------------------------

FORCED_HAND = "Mi T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 SK CK HK DK"


def test_s3_6_forced_discard_takes_the_lowest_trumps_by_rank():
    """§3.6 / D-C5 default: with fewer than three cards other than Kings, trumps and the
    Fugitive, the hand discards them and "the lowest trumps", face up: the Miseria, then
    Picciotti (trump 1) — the spec spares no trump."""
    g = arranged(hands={3: FORCED_HAND}, talon="S5 T11 T12")
    speak(g, "0 wait", "1 wait", "2 wait", "3 wait", "0 pass", "1 pass", "2 pass", "3 pass")
    assert [a.cards for a in g.legal_actions()] == [cards("S5 Mi T1")]
    v = g.explain(Discard(3, cards("S5 Mi T2")))
    assert not v.allowed and v.code == "DISCARD_LOWEST_TRUMPS"
    g.apply(Discard(3, cards("T1 S5 Mi")))
    assert set(g.discard_face_up) == set(cards("Mi T1"))


def test_s3_6_spare_honours_is_the_named_alternative():
    """§3.6 / D-C5: passing over Picciotti and Giove in a forced discard is the option value
    ``forced_discard = spare_honours``, not the default."""
    assert SICILIAN.options()["forced_discard"] == "lowest_trumps"
    g = arranged(hands={3: FORCED_HAND}, talon="S5 T11 T12", forced_discard="spare_honours")
    speak(g, "0 wait", "1 wait", "2 wait", "3 wait", "0 pass", "1 pass", "2 pass", "3 pass")
    assert [a.cards for a in g.legal_actions()] == [cards("S5 Mi T2")]


def test_s3_6_the_discard_counts_for_the_exchangers_side():
    """§3.6: the discards count for the exchanger's side: the soloist's own in a Solo."""
    g = arranged(hands={1: "T20 T19 T18 T17 T16 SK CK HK DK T1"}, talon="S5 S6 S7")
    speak(g, "0 wait", "1 wait", "2 wait", "3 wait", "0 pass", "1 solo", "2 pass")
    g.apply(Discard(1, cards("S5 S6 S7")))
    to_play(g, Rng(1))
    c = g.count()
    assert c.side == (1,) and set(cards("S5 S6 S7")) <= set(c.pile)


# --- §3.7 partnerships ----------------------------------------------------------------------

HANDS = {0: "T1", 1: "T20 T18 T17", 2: "T19 T16 SK", 3: "Fu CK HK DK"}   # 10, 20, 15, 25


def to_call(hands=HANDS, **options):
    g = arranged(hands=hands, talon="S5 S6 S7", **options)
    speak(g, "0 wait", "1 wait", "2 wait", "3 wait", "0 pass", "1 pass", "2 pass", "3 pass")
    g.apply(Discard(3, cards("S5 S6 S7")))
    return g


def test_s3_7_twenty_counts_only_the_10_and_5_point_cards():
    """§3.7: the value for "20" adds only Giove, Picciotti, the Fugitive (10) and trumps
    19–16 and Kings (5); four Queens, Cavalli and Maids (36 card points) count nothing."""
    g = to_call(hands={0: "SQ CQ HQ DQ SN CN HN DN SJ CJ HJ DJ T16", 1: "T20 T18 T17",
                       2: "T19 T1 SK", 3: "Fu CK HK DK"})
    assert [a.bid for a in g.legal_actions()] == ["zero"]
    v = g.explain(Bid(0, "twenty"))
    assert not v.allowed and v.code == "TWENTY_NEEDS_20" and v.params["value"] == 5


def test_s3_7_rounds_run_in_play_order_and_the_fifteen_round_starts_right_of_twenty():
    """§3.7: "20" from S0 to the dealer; then "15" by the other three from the "20"
    player's right; "zero" is always allowed, even with 20 or 15."""
    g = to_call()
    assert g.to_move == 0 and [a.bid for a in g.legal_actions()] == ["zero"]
    g.apply(Bid(0, "zero"))
    assert g.to_move == 1 and [a.bid for a in g.legal_actions()] == ["twenty", "zero"]
    g.apply(Bid(1, "twenty"))
    assert g.to_move == 2 and [a.bid for a in g.legal_actions()] == ["fifteen", "zero"]
    g.apply(Bid(2, "zero"))
    assert g.to_move == 3                              # 25: no "15" for the dealer
    v = g.explain(Bid(3, "fifteen"))
    assert not v.allowed and v.code == "FIFTEEN_NEEDS_EXACTLY_15"
    g.apply(Bid(3, "zero"))
    assert g.to_move == 0
    g.apply(Bid(0, "zero"))
    assert g.to_move == 1 and all(isinstance(a, Call) for a in g.legal_actions())
    assert sorted(a.card.code for a in g.legal_actions()) == ["CK", "DK", "HK", "SK"]


def test_s3_7_called_king_makes_its_holder_the_secret_partner():
    """§3.7 step 3: the "20" player calls a King he does not hold; its holder is his
    partner (here the dealer), known only when the card is played."""
    g = to_call()
    speak(g, "0 zero", "1 twenty", "2 zero", "3 zero", "0 zero")
    v = g.explain(Call(1, parse_card("T19")))
    assert not v.allowed and v.code == "CALL_MUST_BE_KING"
    g.apply(Call(1, parse_card("HK")))
    assert g.partner == 3 and g.side(1) == frozenset({1, 3}) and not g.partner_revealed


def test_s3_7_nobody_says_twenty_no_play_and_the_same_dealer_deals():
    """§3.7 step 1: without a "20" there is no play and no score; the same dealer deals."""
    g = to_call()
    speak(g, "0 zero", "1 zero", "2 zero", "3 zero")
    assert g.phase is Phase.FINISHED and g.outcome == "no_twenty"
    assert g.score_sheet().totals() == (0, 0, 0, 0) and next_dealer(g) == 3


# --- §3.8 play ------------------------------------------------------------------------------

def test_s3_8_first_lead_is_the_right_neighbour_of_the_soloist_or_the_twenty_player():
    """§3.8: Solo → the soloist's right neighbour leads; partnership → the "20" player's."""
    g = arranged()
    speak(g, "0 wait", "1 wait", "2 wait", "3 wait", "0 pass", "1 pass", "2 solo")
    g.apply(g.legal_actions()[0])
    assert g.phase is Phase.PLAY and g.trick_play().leader == 3
    g = to_call()
    speak(g, "0 zero", "1 twenty", "2 fifteen")
    assert g.trick_play().leader == 2 and g.partner == 2


def test_s3_8_follow_rules_without_obligation_to_overtake():
    """§3.8: suit led → follow (no need to beat), else trump, else anything; trump led →
    trump if able, else anything; highest trump wins, else the highest of the led suit."""
    from tarock_tutor.core.tricks import legal_plays, trick_winner
    from tarock_tutor.games.sicilian.phases.play import SICILIAN_FOLLOW

    def legal(hand, trick):
        return sorted(c.code for c in legal_plays(cards(hand), cards(trick),
                                                   rule=SICILIAN_FOLLOW))

    assert legal("S5 S6 T3 H7", "SK") == ["S5", "S6"]
    assert legal("T3 Mi H7", "S9") == ["Mi", "T3"]
    assert legal("H7 C5", "S9") == ["C5", "H7"]
    assert legal("Mi S5 H7", "T20") == ["Mi"]
    assert legal("S5 H7", "T2") == ["H7", "S5"]
    # refusals name this pack's suits (剣 棒 杯 貨), not the French ones
    assert SICILIAN_FOLLOW.legality(cards("S5 H7"), cards("S9")).params["suit"] == "剣"
    assert SICILIAN_FOLLOW.legality(cards("T3 H7"), cards("D9")).params["suit"] == "貨"
    assert trick_winner(cards("S5 SK Mi S9"), PACK) == 2
    assert trick_winner(cards("S5 SK H9 S9"), PACK) == 1


def test_s3_8_fugitive_is_returned_and_a_blank_paid_in_complete_deals():
    """§3.8 D-C9 items 1, 4: the Fugitive never wins; when the other side wins its trick,
    it still counts for its owner's side, which hands over one blank instead."""
    paid = 0
    for seed in range(40):
        g = games.new_deal("sicilian", seed=seed)
        speak(g, "0 wait", "1 wait", "2 wait", "3 wait")
        rng = Rng(seed)
        while g.phase is not Phase.PLAY and g.phase is not Phase.FINISHED:
            g.apply(rng.choice(g.legal_actions()))
        if g.phase is Phase.FINISHED:
            continue
        to_play(g, rng)
        tp = g.trick_play()
        trick = next(t for t in tp.tricks if FU in t.cards)
        owner = trick.seats[trick.cards.index(FU)]
        assert trick.winner != owner
        c = g.count()
        mine, theirs = (c.pile, c.other_pile) if owner in c.side else (c.other_pile, c.pile)
        raw_mine = [x for s in g.side(owner) for x in tp.captured[s]] + (
            list(g.discard) if g.exchanger in g.side(owner) else [])
        if trick.winner in g.side(owner):
            assert FU in mine and sorted(mine, key=str) == sorted(raw_mine, key=str)
            continue
        paid += 1
        assert FU in mine and len(mine) == len(raw_mine) - 1 and len(theirs) + len(mine) == 63
        given = [x for x in raw_mine if x not in mine]
        assert len(given) == 1 and PACK.value[given[0]] == 0 and given[0] in theirs
    assert paid >= 3


def test_s3_8_called_dealer_lead_rule_lapses_once_the_suit_was_led():
    """§3.8 special lead: the called dealer must lead the called suit at his first lead only
    if no card of that suit has been led yet; otherwise he leads freely."""
    free = forced = 0
    hands = {**HANDS, 3: "Fu CK HK DK T15 T14 T13 T12 T11 T10"}
    for seed in range(60):
        g = to_call(hands=hands)
        speak(g, "0 zero", "1 twenty", "2 zero", "3 zero", "0 zero")
        g.apply(Call(1, parse_card("CK")))
        rng = Rng(seed)
        tp = g.trick_play()
        while g.phase is Phase.PLAY:
            if tp.to_move == 3 and not tp.current and not any(t.leader == 3 for t in tp.tricks):
                plays = {a.card for a in g.legal_actions() if isinstance(a, Play)}
                clubs_led = any(t.led_suit is Suit.CLUBS for t in tp.tricks)
                held = set(tp.hand(3)) - {FU}
                if clubs_led:
                    free += 1
                    assert plays == held
                else:
                    forced += 1
                    assert plays == {c for c in held if c.suit is Suit.CLUBS}
                    other = next(c for c in held if c.suit is not Suit.CLUBS)
                    v = g.explain(Play(3, other))
                    assert not v.allowed and v.code == "DEALER_MUST_LEAD_CALLED_SUIT"
                    assert v.params["suit"] == "batons" and "(棒)" in v.message("ja")
                break
            g.apply(rng.choice([a for a in g.legal_actions() if isinstance(a, Play)]))
    assert free >= 2 and forced >= 2


def test_s3_8_knocking_one_card_per_lead_only_with_the_card():
    """§3.8 signals: a leader holding Giove or the 19 may knock ("knock", "knock_20",
    "knock_19"), never for a card he lacks, never "both", once per lead; not in a Solo."""
    g = to_call()
    speak(g, "0 zero", "1 twenty", "2 fifteen")         # seat 2 leads, holds T19 not T20
    assert sorted(a.what for a in g.legal_actions() if isinstance(a, Announce)) == [
        "knock", "knock_19"]
    v = g.explain(Announce(2, "knock_20"))
    assert not v.allowed and v.code == "KNOCK_NEEDS_CARD" and v.params["card"] == "giove"
    assert "手札にジョーヴェ(木星、切札20)がない" in v.message("ja")
    assert g.explain(Announce(2, "both")).code == "KNOCK_BOTH_FORBIDDEN"
    g.apply(Announce(2, "knock_19"))
    assert g.explain(Announce(2, "knock")).code == "KNOCK_ONCE_PER_LEAD"
    g.apply(next(a for a in g.legal_actions() if isinstance(a, Play)))
    assert g.explain(Announce(3, "knock")).code in ("KNOCK_NOT_LEADING", "KNOCK_NEEDS_CARD")
    solo = arranged(hands={2: "T20 T19"})
    speak(solo, "0 wait", "1 wait", "2 wait", "3 wait", "0 pass", "1 solo", "2 pass")
    solo.apply(solo.legal_actions()[0])
    assert solo.explain(Announce(2, "knock_20")).code == "KNOCK_SOLO_GAME"


# --- §3.9 scoring -------------------------------------------------------------------------

def test_s3_9_engine_sheet_follows_the_solo_and_partnership_formulas():
    """§3.9: Solo 3 × (P − 55) and each defender (109 − P) − 54; partnership: the
    dealer's team P − 55, the other P − 54; every sheet sums to zero."""
    kinds = {"solo": 0, "partnership": 0}
    for seed in range(24):
        done = random_deal(seed, dealer=seed % 4)
        totals = done.score_sheet().totals()
        assert sum(totals) == 0
        if done.outcome != "played":
            assert next_dealer(done) == done.dealer and totals == (0, 0, 0, 0)
            continue
        assert next_dealer(done) == (done.dealer + 1) % 4
        c = done.count()
        p = c.points
        if done.game_kind == "partnership":
            kinds["partnership"] += 1
            team = set(c.side)
            for s in range(4):
                own = p if s in team else 109 - p
                dealers = (s in team) == (done.dealer in team)
                assert totals[s] == own - (55 if dealers else 54)
        else:
            kinds["solo"] += 1
            (lone,) = c.side
            assert totals == tuple(3 * (p - 55) if s == lone else (109 - p) - 54
                                   for s in range(4))
    assert kinds["solo"] >= 3 and kinds["partnership"] >= 3, kinds


def test_s3_9_session_ledger_and_dealer_rotation_over_real_deals():
    """§3.4 item 1, §3.9: a deal not played is dealt again by the same dealer; a played one
    passes the deal to the dealer's right (anticlockwise); the ledger sums to zero."""
    session = SicilianSession(dealer=3)
    throw = games.new_deal("sicilian", seed=9, dealer=3)
    speak(throw, "0 offer_6", "1 shuffle", "2 wait", "3 wait", "2 take_4", "3 take_2")
    session.add(throw)
    assert session.dealer == 3
    played = next(d for d in (random_deal(k) for k in range(50)) if d.outcome == "played")
    session.add(played)
    assert session.dealer == 0
    totals = session.totals()
    assert sum(totals) == 0
    assert tuple(a - b for a, b in zip(totals, played.score_sheet().totals(),
                                       strict=True)) == (-6, 0, 4, 2)


# --- bad input ------------------------------------------------------------------------------

@pytest.mark.parametrize(("bid", "code"), [
    ("offer_007", "BARGAIN_UNKNOWN"), ("offer_-1", "BARGAIN_UNKNOWN"),
    ("offer_", "BARGAIN_UNKNOWN"), ("Offer_3", "BARGAIN_UNKNOWN"),
    ("offer_3.5", "BARGAIN_UNKNOWN"), ("offer_0", "BARGAIN_OFFER_RANGE"),
    ("offer_999999", "BARGAIN_OFFER_RANGE"), ("twenty", "BARGAIN_UNKNOWN"),
    ("take_1", "BARGAIN_NOT_TAKING_YET")])
def test_bad_input_impossible_offers_are_refused_with_a_code(bid, code):
    """§3.4: an offer is "offer_x" with x a plain whole number 1..54; anything else is
    refused, never listed, and the refusal reads in Japanese."""
    g = games.new_deal("sicilian", seed=1)
    v = g.explain(Bid(0, bid))
    assert not v.allowed and v.code == code
    assert Bid(0, bid) not in g.legal_actions()
    assert "不可" in v.message("ja")
    with pytest.raises(TarockError):
        g.apply(Bid(0, bid))


def test_bad_input_impossible_calls_and_partnership_bids():
    """§3.7: a call must be a King not held (a Queen with four Kings); a bid in the "20"
    round is "twenty" or "zero"; the refusals name the rule and read in Japanese."""
    g = to_call()
    v = g.explain(Bid(0, "fifteen"))
    assert not v.allowed and v.code == "PARTNER_UNKNOWN_BID"
    assert "「20」" in v.message("ja") and "twenty" not in v.message("ja")
    speak(g, "0 zero", "1 twenty", "2 zero", "3 zero", "0 zero")
    for bad, code in [(parse_card("T20"), "CALL_MUST_BE_KING"),
                      (parse_card("SQ"), "CALL_MUST_BE_KING"), ("SK", "CALL_MUST_BE_KING")]:
        v = g.explain(Call(1, bad))
        assert not v.allowed and v.code == code
    assert g.explain(Bid(1, "twenty")).code == "BID_NOT_NOW"
    g2 = to_call(hands={0: "T1", 1: "T20 T18 T17 SK CK HK DK", 2: "T19 T16", 3: "Fu"})
    speak(g2, "0 zero", "1 twenty", "2 zero", "3 zero", "0 zero")
    assert g2.explain(Call(1, parse_card("SK"))).code == "CALL_MUST_BE_QUEEN"
    assert sorted(a.card.code for a in g2.legal_actions()) == ["CQ", "DQ", "HQ", "SQ"]


def test_bad_input_malformed_plays_and_typed_in_deals():
    """A play of text instead of a card, or of a card not held, is refused; a typed-in
    deal of the first 10 cards only, or with a card twice, is an impossible deal."""
    g = to_call()
    speak(g, "0 zero", "1 twenty", "2 fifteen")
    v = g.explain(Play(2, parse_card("T20")))
    assert not v.allowed
    with pytest.raises(TarockError):
        g.apply(Play(2, "T19"))           # type: ignore[arg-type]
    seeded = games.new_deal("sicilian", seed=3)
    ten = [" ".join(c.code for c in h[:10]) for h in seeded.dealt]
    talon = " ".join(c.code for c in seeded.talon)
    with pytest.raises(TarockError, match=r"holds 10 cards; a deal of .* gives 15"):
        games.new_deal("sicilian", hands=ten, talon=talon)
    with pytest.raises(TarockError, match="S5 given twice"):
        arranged(hands={0: "S5"}, talon="S5")
    with pytest.raises(TarockError, match="seat 5 does not exist"):
        arranged(hands={5: "S5"})
    with pytest.raises(TarockError, match="seat 0: 16 cards given"):
        arranged(hands={0: "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16"})
    with pytest.raises(TarockError, match="dealer"):
        games.new_deal("sicilian", seed=1, dealer=4)


@pytest.mark.parametrize(("text", "what", "most", "fragment"), [
    ("XX", "手札", 15, "カードとして読めません"), ("T21", "手札", 15, "63枚"),
    ("Sk", "手札", 15, "63枚"), ("S5 S5", "台札", 3, "2回"),
    ("S5 S6 S7 S8", "台札", 3, "3枚まで")])
def test_bad_input_reader_cards_are_refused_in_japanese(text, what, most, fragment):
    """The book's trainer boxes (Fugitive trainer, partner finder) read typed cards with
    Japanese reasons, never an English exception text."""
    got, error = read_cards_ja(text, what=what, most=most)
    assert got == [] and fragment in error and not any(w in error for w in (
        "cannot", "pack", "listed"))


@pytest.mark.parametrize(("body", "fragment"), [
    ("1 bid\n", "line 3, column 3: cannot read action 'bid'"),   # 席1 = engine seat 0
    ("1 call\n", "line 3, column 3: cannot read action 'call'"),
    ("1 bid offer_007\n", "line 3, column 1: illegal action '1 bid offer_007'"),
    ("1 announce knock\n", "line 3, column 1: illegal action '1 announce knock'"),
    ("x bid wait\n", "line 3, column 1: seat 'x' is not a seat number")])
def test_bad_input_broken_record_lines_name_the_line(body, fragment):
    """A record line that cannot be read or is not allowed is refused with its line."""
    from tarock_tutor.core.errors import InvalidRecord

    with pytest.raises(InvalidRecord) as err:
        games.load_record('[Game "sicilian"]\n[Seed "1"]\n' + body)
    assert fragment in str(err.value)


def test_reader_facing_score_sheets_are_japanese():
    """The score sheet's lines and notes are shown in the book (render.html): no English
    sentence for a throw-in, an all-offer redeal, a Solo or a partnership game."""
    import re

    from tarock_tutor.render.html import score_sheet_html

    throw = games.new_deal("sicilian", seed=9)
    speak(throw, "0 offer_6", "1 shuffle", "2 wait", "3 wait", "2 take_4", "3 take_2")
    none = games.new_deal("sicilian", seed=9)
    speak(none, "0 offer_1", "1 offer_1", "2 shuffle", "3 offer_2")
    assert none.outcome == "no_taker"
    sheets = [throw, none] + [random_deal(s) for s in range(6)]
    assert {g.game_kind for g in sheets} >= {"solo", "partnership"}
    for g in sheets:
        html = score_sheet_html(g.score_sheet())
        text = re.sub(r"<[^>]+>", " ", html)
        assert not re.findall(r"[A-Za-z]{3,}", text), text
