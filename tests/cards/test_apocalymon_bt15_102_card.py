"""BT15-102 Apocalymon: a play cost reduced by 4 for each [Dark Masters] card its cost places
under it (15-8-5-1), and an [On Play] effect of a card placed under it activated as its own
(15-15-7). Its rulings are in tests/rulings/bt15.toml; these cover what they leave open."""

from __future__ import annotations

from games import battle, legal, play, position, state

METALSEADRAMON, PUPPETMON, MACHINEDRAMON = "BT15-031", "BT15-052", "BT15-066"
OMNISHOUTMON = "BT11-018"  # level 6, [On Play] deletes a Digimon with 8000 DP or less


def _apocalymon_in_hand(pool, memory: int, trash: list[str]):
    return position(
        pool,
        p1={
            "hand": ["BT15-102"],
            "battle": [{"id": "ms", "cards": ["ST1-02", METALSEADRAMON]}],
            "trash": trash,
        },
        memory=memory,
    )


def test_bt15_102_takes_4_off_for_each_card_placed_under_it(pool):
    """Three Dark Masters of three names (one in play, two in the trash) take 12 off its 15:
    the cards go under it, the one under MetalSeadramon to the trash, and it isn't DigiXrosed."""
    g = _apocalymon_in_hand(pool, 3, [PUPPETMON, MACHINEDRAMON])
    play(g, "play BT15-102", "target ms", f"card {PUPPETMON}", f"card {MACHINEDRAMON}")
    (new,) = battle(g, "p1").values()
    assert new["cards"] == [MACHINEDRAMON, PUPPETMON, METALSEADRAMON, "BT15-102"]
    assert state(g)["memory"] == 0
    assert state(g)["players"]["p1"]["trash"] == ["ST1-02"]


def test_bt15_102_never_places_two_cards_of_one_name(pool):
    g = _apocalymon_in_hand(pool, 10, [MACHINEDRAMON, MACHINEDRAMON, "ST1-02"])
    play(g, "play BT15-102", "yes", f"card {MACHINEDRAMON}")
    assert legal(g) == ["target ms", "done"]


def test_bt15_102_must_place_enough_to_pay_and_is_too_dear_without_them(pool):
    """From 3 memory its 15 can be paid only with 1 card placed or more: no `done` before
    the first; with no Dark Masters card anywhere it can't be played at all."""
    g = _apocalymon_in_hand(pool, 3, [PUPPETMON])
    play(g, "play BT15-102")
    assert "done" not in legal(g)
    g = position(pool, p1={"hand": ["BT15-102"], "trash": ["ST1-02"]}, memory=3)
    assert "play BT15-102" not in legal(g)


def test_bt15_102_activates_the_placed_cards_on_play_effect_as_its_own(pool):
    """At the end of its turn OmniShoutmon goes under it and OmniShoutmon's [On Play] deletes
    the opponent's 3000 DP Digimon; with two level 6 cards under it then (MetalSeadramon and
    OmniShoutmon), 4 cards of the opponent's deck are trashed."""
    g = position(
        pool,
        p1={
            "battle": [{"id": "a", "cards": [METALSEADRAMON, "BT15-102"]}],
            "trash": [OMNISHOUTMON],
        },
        p2={"battle": [{"id": "x", "cards": ["ST1-02"]}], "deck": ["ST1-02"] * 8},
        memory=3,
    )
    play(g, "pass", "yes")
    assert battle(g, "p1")["a"]["cards"] == [OMNISHOUTMON, METALSEADRAMON, "BT15-102"]
    assert battle(g, "p2") == {}
    assert len(state(g)["players"]["p2"]["trash"]) == 5  # 4 from the deck and the Biyomon
