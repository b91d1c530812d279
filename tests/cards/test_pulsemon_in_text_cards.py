"""BT16's [Pulsemon] cards, which read "[Pulsemon] in its text": the word anywhere printed on
the card, its name, an effect or a [Digivolve] line (ruling Q6051). Each is played where a
wrong reading would show: a card with [Pulsemon] only in a line of its text counts, one with
it nowhere doesn't."""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state

# (card, a Digimon of its [Digivolve] line's level with [Pulsemon] only in its
# text and of a colour the card's own requirements don't take)
LINES = [
    ("BT16-023", "BT16-043"),  # Divemon (blue/yellow Lv.4s) from green Runnermon
    ("BT16-034", "BT16-055"),  # Tempomon (yellow Lv.4s) from black Namakemon
    ("BT16-044", "BT16-055"),  # Pistmon (green/yellow Lv.4s) from black Namakemon
    ("BT16-047", "BT16-023"),  # Achillesmon (green Lv.5s) from blue Divemon
    ("BT16-059", "BT16-043"),  # Shootmon (black/yellow Lv.4s) from green Runnermon
]

# (card, a Digimon of the line's level and of the same colour as that above, with no
# [Pulsemon] anywhere)
PLAIN = {
    "BT16-023": "ST4-07",  # green Kuwagamon
    "BT16-034": "BT3-065",  # black Gururumon
    "BT16-044": "BT3-065",
    "BT16-047": "BT1-038",  # blue Monzaemon
    "BT16-059": "ST4-07",
}


@pytest.mark.parametrize(("card", "base"), LINES)
def test_a_digimon_with_pulsemon_only_in_its_text_digivolves_by_the_line(pool, card, base):
    """Four security cards: none of the cards' "3 or fewer" halves gains memory."""
    p1 = {"battle": [{"id": "d", "cards": [base]}], "hand": [card], "security": ["ST1-02"] * 4}
    g = position(pool, p1=p1, memory=5)
    play(g, f"digivolve d {card}")
    assert state(g)["memory"] == 2
    assert battle(g, "p1")["d"]["top"] == card


@pytest.mark.parametrize(("card", "base"), list(PLAIN.items()))
def test_a_digimon_without_pulsemon_cant_use_the_line(pool, card, base):
    assert pool[base].level == pool[card].level - 1
    g = position(pool, p1={"battle": [{"id": "d", "cards": [base]}], "hand": [card]}, memory=5)
    assert f"digivolve d {card}" not in legal(g)


@pytest.mark.parametrize(("top", "dp"), [("BT16-023", 7000), ("TST-6000", 6000)])
def test_runnermon_inherited_dp_needs_pulsemon_in_the_tops_text(pool, top, dp):
    """Divemon has [Pulsemon] only in its [Digivolve] line and its inherited effect."""
    g = position(pool, p1={"battle": [{"id": "d", "cards": ["BT16-043", top]}]})
    assert battle(g, "p1")["d"]["dp"] == dp


@pytest.mark.parametrize(("top", "unsuspended"), [("BT16-047", True), ("BT1-038", False)])
def test_divemon_inherited_unsuspend_needs_pulsemon_in_the_tops_text(pool, top, unsuspended):
    """Achillesmon's [Pulsemon] is in its [Digivolve] line alone; Monzaemon has none."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT16-023", top]}], "security": ["ST1-02"] * 3},
        p2={"security": ["ST1-02"] * 3},
    )
    play(g, "attack a player")
    if unsuspended:
        play(g, "yes")
    assert battle(g, "p1")["a"]["suspended"] is not unsuspended
    assert state(g)["players"]["p1"]["security"] == (2 if unsuspended else 3)


def test_pulsemons_reveal_takes_a_card_with_pulsemon_in_its_effect_text_only(pool):
    """Pistmon's [Pulsemon] is in its [Digivolve] line and inherited effect, not its name;
    Greymon has none, so it stays among the rest."""
    g = position(
        pool,
        p1={"hand": ["BT16-039"], "deck": ["ST1-07", "BT16-044", "ST1-02", "ST1-02", "ST1-03"]},
        memory=5,
    )
    play(g, "play BT16-039")
    assert state(g)["players"]["p1"]["hand"] == ["BT16-044"]
