"""BT15-049 MegaKabuterimon, played where a wrong reading would show (its official rulings
are in tests/rulings/bt15.toml): its "if one of their Digimon is attacking" switch, open when
it blast digivolves during an opponent's attack and not asked in its player's own main
phase."""

from __future__ import annotations

from games import battle, legal, play, position, state

MEGAKABUTERIMON = "BT15-049"


def test_bt15_049_switches_an_opponents_attack_onto_itself(pool) -> None:
    """SkullScorpiomon (6000) attacks the player; the blast digivolution's +3000 goes to the
    only Digimon, itself (10000), and the attack is switched onto it: the attacker loses."""
    g = position(
        pool,
        p1={"hand": [MEGAKABUTERIMON], "battle": [{"id": "k", "cards": ["ST4-07"]}]},
        p2={"battle": [{"id": "r", "cards": ["BT4-056"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack r player", f"blast k {MEGAKABUTERIMON}", "yes")
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["k"]["dp"] == 10000
    assert state(g)["players"]["p1"]["trash"] == []


def test_bt15_049_asks_no_switch_without_an_opponents_attack(pool) -> None:
    g = position(
        pool,
        p1={"hand": [MEGAKABUTERIMON], "battle": [{"id": "k", "cards": ["ST4-07"]}]},
        memory=5,
    )
    play(g, f"digivolve k {MEGAKABUTERIMON}")
    assert "yes" not in legal(g)
    assert battle(g, "p1")["k"]["top"] == MEGAKABUTERIMON
