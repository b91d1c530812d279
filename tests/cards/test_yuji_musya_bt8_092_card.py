"""BT8-092 Yuji Musya (no official ruling), played where a wrong reading would show."""

from __future__ import annotations

from games import battle, play, position, state

YUJI = "BT8-092"
DORUMON = "BT9-058"  # black, [X Antibody]
X_CARD = "BT7-056"  # another [X Antibody] card


def test_bt8_092_breeding_move_of_an_x_antibody_digimon(pool) -> None:
    """[Your Turn] an [X Antibody] Digimon moved out of the breeding area: 1 memory and
    <Draw 1>; a Digimon without the trait gives nothing."""
    for moved, gained in ((DORUMON, 1), ("TST-3000", 0)):
        g = position(
            pool,
            p1={
                "battle": [{"id": "t", "cards": [YUJI]}],
                "breeding": {"id": "b", "cards": [moved]},
            },
            memory=3,
            phase="breeding",
        )
        play(g, "move")
        st = state(g)
        assert (st["memory"], len(st["players"]["p1"]["hand"])) == (3 + gained, gained)


def test_bt8_092_attacking_x_antibody_digimon_takes_a_card_from_the_hand(pool) -> None:
    """[Your Turn] as a black [X Antibody] Digimon attacks, suspending the Tamer places an
    [X Antibody] card from the hand under it as its bottom digivolution card; a plain card
    in the hand can't be the one."""
    g = position(
        pool,
        p1={
            "hand": [X_CARD, "ST1-02"],
            "battle": [{"id": "t", "cards": [YUJI]}, {"id": "a", "cards": [DORUMON]}],
        },
        p2={"security": ["TST-1000"] * 3},
        memory=3,
    )
    play(g, "attack a player", "yes")
    mine = battle(g, "p1")
    assert mine["a"]["cards"] == [X_CARD, DORUMON]
    assert mine["t"]["suspended"] is True
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]
