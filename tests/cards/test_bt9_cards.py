"""Effects of BT9 cards, each in the smallest position where a wrong reading would show;
named after the card."""

from __future__ import annotations

from games import battle, kind, legal, play, position, state

# ---- BT9-080 Raguelmon ------------------------------------------------------------------


def _raguelmon(pool):
    """1 security card: the "instead" play of an [Angel] (BT3-023 Angemon, blue) may be
    chosen; BT2-067 is the purple Digimon of the normal play."""
    g = position(
        pool,
        p1={"hand": ["BT9-080"], "trash": ["BT2-067", "BT3-023"], "security": ["ST1-02"]},
        memory=10,
    )
    return play(g, "play BT9-080")


def test_bt9_080_raguelmon_on_play_declining_the_instead_play_leaves_the_normal_play(pool):
    g = _raguelmon(pool)
    assert kind(g) == "optional"
    play(g, "no")
    if kind(g) == "card":
        assert legal(g) == ["card BT2-067"]
        play(g, "card BT2-067")
    assert sorted(s["top"] for s in battle(g, "p1").values()) == ["BT2-067", "BT9-080"]


def test_bt9_080_raguelmon_on_play_the_instead_play_replaces_the_normal_one(pool):
    g = play(_raguelmon(pool), "yes")
    if kind(g) == "card":
        play(g, "card BT3-023")
    assert sorted(s["top"] for s in battle(g, "p1").values()) == ["BT3-023", "BT9-080"]


# ---- BT9-112 DeathXmon ------------------------------------------------------------------


def test_bt9_112_deathxmon_costs_3_less_for_each_digimon_and_tamer_of_the_opponent(pool):
    """BT9-112 DeathXmon: "reduce its play cost by 3 for every Digimon and Tamer your
    opponent has": 3 Digimon and a Tamer take 12 off its 20, so it costs 8 (counting the
    Digimon alone it would cost 11)."""
    foes = [{"id": f"x{i}", "cards": ["TST-5000"]} for i in range(3)]
    g = position(
        pool,
        p1={"hand": ["BT9-112"]},
        p2={"battle": [*foes, {"id": "t", "cards": ["ST3-12"]}]},
        memory=10,
    )
    play(g, "play BT9-112")
    assert g.memory == 2
    assert battle(g, "p1")["p1-1"]["top"] == "BT9-112"


# ---- BT9-052 Okuwamon (X Antibody) --------------------------------------------------------


def test_bt9_052_okuwamon_x_antibody_switches_no_attack_outside_one(pool):
    """[When Digivolving] over an [Okuwamon] (BT1-077): the suspension happens, and "then,
    if this Digimon is attacking" asks nothing in the main phase: there is no attack to
    switch (GrandisKuwagamon's rulings on BT9-055 show the switch mid-attack)."""
    g = position(
        pool,
        p1={"hand": ["BT9-052"], "battle": [{"id": "a", "cards": ["BT1-077"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=3,
    )
    play(g, "digivolve a BT9-052")
    assert battle(g, "p2")["x"]["suspended"]
    assert kind(g) == "main"


# ---- BT9-099 Sunrise Buster ---------------------------------------------------------------


def _sunrise_buster(pool):
    """p1's red and yellow Tamers (BT1-085, BT1-087) meet the Option's two colours; a red
    Tamer (BT2-084) waits in the hand; p2 has a 12000 DP Digimon."""
    g = position(
        pool,
        p1={
            "hand": ["BT9-099", "BT2-084"],
            "battle": [{"id": "t", "cards": ["BT1-085"]}, {"id": "u", "cards": ["BT1-087"]}],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-12000"]}]},
        memory=5,
    )
    return play(g, "option BT9-099")


def test_bt9_099_sunrise_buster_counts_the_tamer_it_played(pool):
    """The played Tamer is the third yellow or red one: -9000 DP."""
    g = play(_sunrise_buster(pool), "yes")
    assert len(battle(g, "p1")) == 3
    assert battle(g, "p2")["x"]["dp"] == 3000


def test_bt9_099_sunrise_buster_lowers_dp_without_the_play(pool):
    """Declining the play skips only it: the part after "Then," counts the 2 in play."""
    g = play(_sunrise_buster(pool), "no")
    assert battle(g, "p2")["x"]["dp"] == 6000


# ---- BT9-083 Omnimon: Merciful Mode -------------------------------------------------------


def test_bt9_083_omnimon_merciful_mode_start_of_turn_trashes_its_top_card_then_a_security_card(
    pool,
):
    """[Start of Your Turn] "Trash the top card of this Digimon. If you do, trash the top card
    of your opponent's security stack.": Omnimon itself goes to the trash and the WarGreymon
    under it is the Digimon now (not a digivolution card of it trashed); then the opponent's
    top security card goes."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-11", "BT9-083"]}], "security": ["ST1-02"]},
        p2={"security": ["ST1-03", "ST1-04"]},
        turn="p2",
    )
    play(g, "pass")
    assert battle(g, "p1")["a"]["cards"] == ["ST1-11"]
    assert state(g)["players"]["p1"]["trash"] == ["BT9-083"]
    assert state(g)["players"]["p2"]["security"] == 1
    assert len(state(g)["players"]["p2"]["trash"]) == 1


# ---- BT9-044 Magnamon (X Antibody) --------------------------------------------------------


def test_bt9_044_magnamon_x_antibody_puts_its_top_card_in_security_to_stay(pool):
    """ "When this Digimon would be deleted, you may place the top card of this Digimon on top
    of your security stack face down to prevent that deletion": Gaia Force's deletion is
    prevented, the Magnamon under it is the Digimon now and the security stack has one more
    card (not the whole stack gone)."""
    g = position(
        pool,
        p1={"hand": ["ST1-16"], "battle": [{"id": "a", "cards": ["ST1-03"]}]},
        p2={"battle": [{"id": "m", "cards": ["BT8-038", "BT9-044"]}], "security": ["ST1-02"]},
        memory=8,
    )
    play(g, "option ST1-16", "prevent BT9-044")
    assert battle(g, "p2")["m"]["cards"] == ["BT8-038"]
    assert state(g)["players"]["p2"]["security"] == 2
    assert state(g)["players"]["p2"]["trash"] == []
