"""The Arena rules, step by step (A set-up, B digivolve, C battle, D scoring, E regroup),
and every Power Option and Digimon special effect of the Starter Set."""

from __future__ import annotations

import random

import pytest

from digimon_tui.arena.game import HAND_SIZE, ArenaGame, Side
from digimon_tui.arena.loader import arena_cards, load_deck
from digimon_tui.engine.moves import IllegalMove

FILLER = ["ST-03"] * 20  # Biyomon: a plain card to pad hands and Online
WAIT = ["ST-53", "ST-03"]  # a hand that can play Metal Attack: the battle phase waits for it


@pytest.fixture(scope="module")
def cards():
    return arena_cards()


def side(duel, hand=(), online=FILLER, score=0) -> Side:
    return Side(hand=list(hand), online=list(online), duel=list(duel), score=score)


def at(cards, p1: Side, p2: Side, first=0, target=1000) -> ArenaGame:
    return ArenaGame(cards, ((), ()), seed=1, target=target, sides=(p1, p2), first=first)


def play(g: ArenaGame, *moves: str) -> ArenaGame:
    for m in moves:
        g.apply(m)
    return g


def kinds(g: ArenaGame) -> tuple[str | None, int | None]:
    return (None, None) if g.pending is None else (g.pending.kind, g.pending.player)


# ---- A. set-up ---------------------------------------------------------------------------


def test_a_1_to_3_each_player_chooses_a_rookie_then_10_in_hand_19_online(cards):
    decks = (load_deck("deck1", cards), load_deck("deck2", cards))
    g = ArenaGame(cards, decks, seed=3)
    assert kinds(g) == ("rookie", 0)
    assert all(cards[m.args[0]].level == "rookie" for m in g.pending.moves)
    play(g, "rookie ST-01")
    assert kinds(g) == ("rookie", 1)
    play(g, str(g.pending.moves[0]))
    for s, rookie in zip(g.sides, ("ST-01", None), strict=True):
        assert len(s.hand) == HAND_SIZE and len(s.online) == 19 and len(s.duel) == 1
        assert rookie is None or s.duel == [rookie]
    assert g.first in (0, 1) and any("coin toss" in line for line in g.log_lines)


def test_c_power_is_the_value_against_the_opponents_type(cards):
    g = at(cards, side(["ST-01"]), side(["ST-13"]))
    assert g.power(0) == 230  # Agumon against green
    assert g.power(1) == 360  # Patamon against red


# ---- B. digivolve -------------------------------------------------------------------------


def test_b_placement_is_secret_one_decision_per_player_then_reveal_in_order(cards):
    p2 = side(["ST-03"], ["ST-04", "ST-03"])
    g = at(cards, side(["ST-01"], ["ST-02", "ST-53", "ST-53"]), p2, first=1)
    assert kinds(g) == ("place", 0)
    assert [str(m) for m in g.pending.moves] == ["place ST-02", "no-place"]
    play(g, "place ST-02")
    assert kinds(g) == ("place", 1)
    play(g, "place ST-04")
    assert kinds(g) == ("digivolve", 1)  # B.5: the coin-toss winner reveals first
    play(g, "digivolve tribute")  # the payment has one possible card: taken without asking
    assert g.sides[1].duel == ["ST-03", "ST-04"]
    assert kinds(g) == ("digivolve", 0)


def test_b_tribute_sends_the_named_number_of_hand_cards_offline(cards):
    g = at(cards, side(["ST-01"], ["ST-02", "ST-53", "ST-52", "ST-54"]), side(["ST-13"]))
    play(g, "place ST-02", "digivolve tribute", "pay ST-53", "pay ST-52")
    assert g.sides[0].duel == ["ST-01", "ST-02"]
    assert g.sides[0].offline == ["ST-53", "ST-52"] and g.sides[0].hand == ["ST-54"]


def test_b_8_use_it_or_lose_it(cards):
    g = at(cards, side(["ST-01"], ["ST-02", "ST-53", "ST-52"]), side(["ST-13"]))
    play(g, "place ST-02", "pass")
    assert g.sides[0].duel == ["ST-01"] and g.sides[0].offline == ["ST-02"]


def test_b_a_card_must_name_the_duel_zone_digimon(cards):
    g = at(cards, side(["ST-13"], ["ST-02", "ST-04"]), side(["ST-01"]))
    assert [str(m) for m in g.pending.moves] == ["no-place"] or kinds(g)[0] != "place"
    with pytest.raises(IllegalMove):
        g.apply("place ST-02")


def test_b_6a_digivice_digivolves_a_champion_to_an_ultimate_of_its_type(cards):
    g = at(cards, side(["ST-07", "ST-08"], ["ST-28", "ST-59", "ST-62"]), side(["ST-13"], WAIT))
    play(g, "place ST-28")
    assert [str(m) for m in g.pending.moves] == ["digivolve digivice ST-59", "pass"]
    play(g, "digivolve digivice ST-59")
    assert g.sides[0].duel[-1] == "ST-28" and g.sides[0].port == ["ST-59"]


def test_b_6b_dna_places_the_partner_on_the_power_port(cards):
    g = at(cards, side(["ST-23", "ST-25"], ["ST-30", "ST-27"]), side(["ST-13"], WAIT))
    play(g, "place ST-30", "digivolve dna ST-27")
    assert g.sides[0].duel == ["ST-23", "ST-25", "ST-30"] and g.sides[0].port == ["ST-27"]


def test_b_dna_with_any_ultimate_for_pukumon(cards):
    g = at(cards, side(["ST-24", "ST-35", "ST-31"], ["ST-40", "ST-39"]), side(["ST-13"], WAIT))
    play(g, "place ST-40", "digivolve dna ST-39")
    assert g.sides[0].duel[-1] == "ST-40"
    assert g.sides[0].score == 300  # Pukumon scores 300 when digivolved to


def test_st_56_ultra_digivolve_ignores_requirements_and_costs_the_rest_of_the_hand(cards):
    g = at(cards, side(["ST-13"], ["ST-02", "ST-56", "ST-53", "ST-52"]), side(["ST-01"], WAIT))
    play(g, "place ST-02", "digivolve ultra")
    s = g.sides[0]
    assert s.duel == ["ST-13", "ST-02"] and s.port == ["ST-56"] and s.hand == []
    assert sorted(s.offline) == ["ST-52", "ST-53"]


# ---- C. battle -----------------------------------------------------------------------------


def test_c_options_alternate_and_a_passed_player_cannot_play_again(cards):
    g = at(
        cards,
        side(["ST-01"], ["ST-53", "ST-53", "ST-03", "ST-03"]),
        side(["ST-13"], ["ST-53", "ST-03"]),
    )
    assert kinds(g) == ("battle", 0)  # nothing to place: not asked
    play(g, "option ST-53", "pay ST-03")  # Metal Attack: +50
    assert g.power(0) == 280
    assert kinds(g) == ("battle", 1)
    play(g, "pass")
    assert kinds(g) == ("battle", 0)  # p1 may go on alone
    play(g, "option ST-53")
    assert g.power(0) == 330
    assert g.sides[1].passed


def test_d_winner_scores_by_the_defeated_level_and_the_loser_keeps_only_its_rookie(cards):
    g = at(cards, side(["ST-03", "ST-04"]), side(["ST-01", "ST-02"]), first=1)
    # Nothing to place or play: the duel resolves at once.
    # Birdramon (green) vs Greymon (red): 410 vs 340: p1 wins, scores Champion 100.
    assert g.sides[0].score == 100
    assert g.sides[1].duel == ["ST-01"] and g.sides[1].offline == ["ST-02"]
    assert g.sides[0].duel == ["ST-03", "ST-04"]
    assert g.first == 0  # D: the winner goes first next


def test_d_a_tie_scores_nothing_and_everything_stays(cards):
    g = at(cards, side(["ST-01"]), side(["ST-01"]), first=1)
    assert (g.sides[0].score, g.sides[1].score) == (0, 0)
    assert g.sides[0].duel == ["ST-01"] and g.sides[1].duel == ["ST-01"] and g.first == 1


def test_d_first_to_the_target_wins(cards):
    g = at(cards, side(["ST-03", "ST-04"], score=950), side(["ST-01", "ST-02"]), target=1000)
    assert g.winner == "p1" and g.pending is None


# ---- E. regroup ----------------------------------------------------------------------------


def test_e_discard_then_refill_to_10(cards):
    g = at(cards, side(["ST-01"], ["ST-53", "ST-52"]), side(["ST-01"]))
    play(g, "pass")  # a tie
    assert kinds(g) == ("discard", 0)
    play(g, "discard ST-52", "done")
    assert len(g.sides[0].hand) == HAND_SIZE and "ST-52" in g.sides[0].offline


def test_e_when_online_runs_out_offline_is_shuffled_back(cards):
    p1 = side(["ST-01"], [], online=["ST-03"] * 3)
    p1.offline = ["ST-13"] * 20
    g = at(cards, p1, side(["ST-01"]))
    assert len(g.sides[0].hand) == HAND_SIZE
    assert len(g.sides[0].online) + len(g.sides[0].hand) == 23 and g.sides[0].offline == []


def test_e_a_rookie_on_the_duel_zone_may_be_changed(cards):
    g = at(cards, side(["ST-01"], ["ST-13"]), side(["ST-01"]))
    play(g, "done")
    assert kinds(g) == ("rookie", 0)
    play(g, "change-rookie ST-13")
    assert g.sides[0].duel == ["ST-13"] and "ST-01" in g.sides[0].offline


# ---- Power Options and special effects -----------------------------------------------------


def test_st_52_blitz_sends_3_of_the_winners_online_offline_when_you_lose(cards):
    g = at(cards, side(["ST-01"], ["ST-52"]), side(["ST-13"]))
    play(g, "option ST-52")
    assert g.sides[1].score == 100  # Patamon 360 beats Agumon 230: its Rookie score
    assert len(g.sides[1].offline) == 3


def test_st_54_counter_attack_doubles_against_a_higher_level(cards):
    g = at(cards, side(["ST-03", "ST-04"], ["ST-54"]), side(["ST-07", "ST-08", "ST-28"]))
    play(g, "option ST-54")
    assert g.sides[0].doubled
    assert g.sides[0].score == 200  # Birdramon 2 x 410 beats MegaKabuterimon: Ultimate 200


def test_st_54_counter_attack_cannot_be_used_with_a_rookie(cards):
    g = at(cards, side(["ST-01"], ["ST-54"]), side(["ST-07", "ST-08"]))
    assert "ST-54" in g.sides[0].hand  # never playable: the duel resolved without it
    assert not g.sides[0].doubled and g.sides[1].score == 100


def test_st_57_downgrade_sends_a_champion_offline(cards):
    g = at(cards, side(["ST-01"], ["ST-57", "ST-53"]), side(["ST-13", "ST-14"]))
    play(g, "option ST-57")  # the payment and the target have one choice each
    assert g.sides[1].duel == ["ST-13"] and g.sides[1].offline == ["ST-14"]


def test_st_58_digi_duel_doubles_the_score_and_costs_3_online_cards(cards):
    g = at(cards, side(["ST-03", "ST-04"], ["ST-58", "ST-53", "ST-03"]), side(["ST-01", "ST-02"]))
    play(g, "option ST-58")
    assert len(g.sides[0].online) == 17
    play(g, "pass")
    assert g.sides[0].score == 200  # Birdramon beats Greymon: Champion 100, doubled


def test_st_15_nanimon_sends_1_online_card_offline_when_it_wins(cards):
    g = at(cards, side(["ST-03", "ST-15"]), side(["ST-13"]))
    # Nanimon (yellow) vs Patamon (green): 220 vs 150.
    assert g.sides[0].score == 100 and len(g.sides[1].offline) == 1


def test_st_45_bakemon_sends_the_opponents_digimon_offline_on_a_tie(cards):
    g = at(cards, side(["ST-42", "ST-45"]), side(["ST-42", "ST-45"]))
    assert g.sides[0].duel == ["ST-42"] and g.sides[1].duel == ["ST-42"]


# ---- random play -----------------------------------------------------------------------------


def all_cards(g: ArenaGame) -> list[str]:
    out = [n for deck in g.decks for n in deck]  # not dealt yet
    for s in g.sides:
        out += s.hand + s.online + s.offline + s.duel + s.port
        out += [s.facedown] if s.facedown else []
    return sorted(out)


def test_random_games_keep_every_card_and_end(cards):
    decks = (load_deck("deck1", cards), load_deck("deck2", cards))
    expected = sorted(decks[0] + decks[1])
    for seed in range(150):
        g = ArenaGame(cards, decks, seed=seed)
        chooser = random.Random(seed)
        scores = (0, 0)
        while g.pending is not None:
            g.apply(g.pending.moves[chooser.randrange(len(g.pending.moves))])
            assert all_cards(g) == expected
            now = (g.sides[0].score, g.sides[1].score)
            assert now[0] >= scores[0] and now[1] >= scores[1]
            scores = now
        assert g.winner in ("p1", "p2", "draw")


def test_same_seed_same_game(cards):
    decks = (load_deck("deck1", cards), load_deck("deck2", cards))

    def run(seed):
        g = ArenaGame(cards, decks, seed=seed)
        chooser = random.Random(seed)
        while g.pending is not None:
            g.apply(g.pending.moves[chooser.randrange(len(g.pending.moves))])
        return g.log_lines

    assert run(5) == run(5)
