"""BT16 cards where their official rulings leave parts untold, each played where a wrong
reading would show: BT16-007 Hawkmon and BT16-049 Armadillomon ("when one of your other
Digimon is played or digivolves"), BT16-013 Valkyrimon's [On Play], BT16-020 GaoGamon,
BT16-026 Vikemon, BT16-030 Salamon, BT16-031 Gatomon, BT16-033 Harpymon and BT16-087
Kosuke Kisakata."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _gaogamon(pool, opponent_hand: int, under: list[str]):
    """GaoGamon digivolving onto the top of `under` with 3 memory, p2 holding cards."""
    g = position(
        pool,
        p1={"hand": ["BT16-020"], "battle": [{"id": "g", "cards": under}]},
        p2={"hand": ["ST1-02"] * opponent_hand},
        memory=3,
    )
    return play(g, "digivolve g BT16-020")


def test_bt16_020_gaogamon_both_draw_then_an_8_card_hand_gains_1_memory(pool):
    """Both players draw first: p2's 7 cards become 8, so the memory comes (3 - 2 + 1)."""
    g = _gaogamon(pool, 7, ["ST2-03"])
    s = state(g)
    assert len(s["players"]["p2"]["hand"]) == 8
    assert len(s["players"]["p1"]["hand"]) == 2  # the digivolution draw and the effect's
    assert s["memory"] == 2


def test_bt16_020_gaogamon_gains_nothing_with_a_7_card_hand_and_1_digivolution_card(pool):
    g = _gaogamon(pool, 6, ["ST2-03"])
    assert len(state(g)["players"]["p2"]["hand"]) == 7
    assert state(g)["memory"] == 1


def test_bt16_020_gaogamon_with_3_digivolution_cards_gains_1_memory(pool):
    """The other half of the "or": 3 digivolution cards under it, whatever p2 holds."""
    g = _gaogamon(pool, 0, ["ST2-01", "ST2-02", "ST2-03"])
    assert battle(g, "p1")["g"]["cards"] == ["ST2-01", "ST2-02", "ST2-03", "BT16-020"]
    assert state(g)["memory"] == 2


def _vikemon(pool):
    """Vikemon digivolves from Zudomon; p2's x has 3 digivolution cards, y has 2."""
    g = position(
        pool,
        p1={"hand": ["BT16-026"], "battle": [{"id": "z", "cards": ["ST2-09"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-02", "ST1-03", "ST1-07", "ST1-09"]},
                {"id": "y", "cards": ["ST1-02", "ST1-03", "ST1-07"]},
            ]
        },
        memory=5,
    )
    return play(g, "digivolve z BT16-026", "target x", "count 2")


def test_bt16_026_vikemon_de_digivolves_2_and_those_with_1_or_fewer_cant_attack(pool):
    """<De-Digivolve 2> leaves x 1 digivolution card; then no Digimon of p2's with 1 or
    fewer can suspend in p2's next turn, so x can't attack while y (2 cards) can."""
    g = _vikemon(pool)
    assert battle(g, "p2")["x"]["cards"] == ["ST1-02", "ST1-03"]
    play(g, "pass")
    moves = legal(g)
    assert "attack y player" in moves and "attack x player" not in moves


def test_bt16_026_vikemon_when_attacking_deletes_only_a_digimon_with_1_or_fewer_cards(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "v", "cards": ["ST2-09", "BT16-026"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-1000", "TST-2000"]},
                {"id": "y", "cards": ["TST-1000", "TST-2000", "TST-3000"]},
            ],
            "security": ["TST-1000"],
        },
        memory=3,
    )
    play(g, "attack v player")  # x is the only Digimon it may delete
    assert set(battle(g, "p2")) == {"y"}


def test_bt16_013_valkyrimon_on_play_weakens_all_of_the_opponents_digimon(pool):
    g = position(
        pool,
        p1={"hand": ["BT16-013"]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}, {"id": "y", "cards": ["TST-9000"]}]},
        memory=7,
    )
    play(g, "play BT16-013")
    assert set(battle(g, "p2")) == {"y"}
    assert battle(g, "p2")["y"]["dp"] == 4000


def test_bt16_087_kosuke_kisakata_mind_links_only_with_an_x_antibody_or_soc_digimon(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "k", "cards": ["BT16-087"]},
                {"id": "a", "cards": ["BT9-008"]},
                {"id": "t", "cards": ["TST-5000"]},
            ]
        },
    )
    play(g, "activate k")
    assert battle(g, "p1")["a"]["cards"] == ["BT16-087", "BT9-008"]
    assert battle(g, "p1")["t"]["cards"] == ["TST-5000"]


def test_bt16_087_kosuke_kisakata_gives_blocker_only_to_an_x_antibody_digimon(pool):
    """Under Agumon (X Antibody) it passes on <Blocker>; under a plain Digimon it doesn't."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["BT16-087", "BT9-008"]},
                {"id": "t", "cards": ["BT16-087", "TST-5000"]},
            ]
        },
        p2={"battle": [{"id": "x", "cards": ["TST-1000"]}]},
        turn="p2",
    )
    play(g, "attack x player")
    moves = legal(g)
    assert "block a" in moves and "block t" not in moves


def test_bt16_087_kosuke_kisakata_sets_2_memory_or_less_to_3_at_the_start_of_your_turn(pool):
    g = position(pool, p1={"battle": [{"id": "k", "cards": ["BT16-087"]}]}, turn="p2", memory=1)
    play(g, "pass")  # p2 leaves p1 at 1 memory
    assert state(g)["memory"] == 3


def test_bt16_007_hawkmon_gains_once_a_turn_as_another_free_digimon_is_played(pool):
    """Playing BT1-027 Armadillomon (blue, [Free], 2 memory) brings 1 memory; the second,
    once a turn, none."""
    g = position(
        pool,
        p1={"hand": ["BT1-027", "BT1-027"], "battle": [{"id": "h", "cards": ["BT16-007"]}]},
        memory=9,
    )
    play(g, "play BT1-027")
    assert state(g)["memory"] == 9 - 2 + 1
    play(g, "play BT1-027")
    assert state(g)["memory"] == 9 - 2 + 1 - 2


def test_bt16_049_armadillomon_ignores_a_red_digimon_and_its_own_play(pool):
    """Agumon (red, [Vaccine]) is neither yellow nor [Free]: no memory; nor does
    Armadillomon played itself count ("other")."""
    g = position(pool, p1={"hand": ["ST1-03", "BT16-049"]}, memory=9)
    play(g, "play BT16-049")
    assert state(g)["memory"] == 9 - 3
    play(g, "play ST1-03")
    assert state(g)["memory"] == 9 - 3 - 3


def _harpymon_attacks(pool, security: int):
    g = position(
        pool,
        p1={"battle": [{"id": "h", "cards": ["BT16-033"]}], "security": ["ST1-02"] * security},
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=3,
    )
    return play(g, "attack h player")


def test_bt16_033_harpymon_checking_with_3_security_cards_gains_1_memory(pool):
    g = _harpymon_attacks(pool, 3)
    assert state(g)["memory"] == 4 and state(g)["players"]["p1"]["security"] == 3


def test_bt16_033_harpymon_checking_with_2_security_cards_recovers_instead(pool):
    """2 or fewer: <Recovery +1 (Deck)>, and no memory (the 3 it then has come after)."""
    g = _harpymon_attacks(pool, 2)
    assert state(g)["memory"] == 3 and state(g)["players"]["p1"]["security"] == 3


def test_bt16_030_salamon_digivolves_from_the_trash_for_1_less(pool):
    """Played, Salamon digivolves into BT3-035 Gatomon (a [Free] level 4, 2 memory from
    yellow level 3) from the trash for 1."""
    g = position(pool, p1={"hand": ["BT16-030"], "trash": ["BT3-035"]}, memory=5)
    play(g, "play BT16-030", "yes", "card BT3-035")
    (stack,) = battle(g, "p1").values()
    assert stack["cards"] == ["BT16-030", "BT3-035"]
    assert state(g)["memory"] == 5 - 3 - 1


def test_bt16_031_gatomon_trashes_a_hand_card_to_return_a_2_color_red_or_purple_card(pool):
    """Of the trash, only BT16-033 Harpymon (yellow/red, level 4) is a 2-color red or purple
    Digimon card of level 6 or lower: ST1-03 and ST1-11 have one colour, BT8-023 is blue and
    yellow, BT16-087 a Tamer. It is the only choice, paid for with the hand's card."""
    g = position(
        pool,
        p1={
            "hand": ["BT16-031", "ST1-02"],
            "trash": ["ST1-03", "ST1-11", "BT8-023", "BT16-087", "BT16-033"],
        },
        memory=5,
    )
    play(g, "play BT16-031", "yes")
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == ["BT16-033"]
    assert p1["trash"] == ["ST1-03", "ST1-11", "BT8-023", "BT16-087", "ST1-02"]
