"""BT14-038 Etemon, played where a wrong reading would show: its [Security] play needs 3 cards
with [Sukamon] in their names in the trash, and comes before the Security
Digimon's battle (ruling Q2413, also a position in tests/rulings/bt14.toml); its [On Deletion]
puts it at the bottom of the security stack, and its inherited one an [Etemon] from the trash."""

from __future__ import annotations

from games import legal, play, position, state

ETEMON, METAL_ETEMON = "BT14-038", "BT3-074"
SUKAMON_CARDS = ["BT3-063", "BT13-069", "BT13-065"]


def _checked(pool, trash: list[str]):
    g = position(
        pool,
        p1={"hand": [METAL_ETEMON], "security": [ETEMON], "trash": trash},
        p2={"battle": [{"id": "x", "cards": ["TST-8000"]}]},
        turn="p2",
        memory=3,
        turn_number=4,
    )
    return play(g, "attack x player")


def test_bt14_038_security_plays_before_its_battle_q2413(pool) -> None:
    g = play(_checked(pool, SUKAMON_CARDS), "yes")
    p1 = state(g)["players"]["p1"]
    assert [s["top"] for s in p1["battle"].values()] == [METAL_ETEMON]
    log = state(g)["log"]
    enters = next(i for i, line in enumerate(log) if "MetalEtemon enters" in line)
    battle = next(i for i, line in enumerate(log) if line.startswith("battle:"))
    assert enters < battle
    assert ETEMON in p1["trash"]  # the Security Digimon still battled, and lost


def test_bt14_038_security_needs_3_sukamon_cards_in_the_trash(pool) -> None:
    g = _checked(pool, SUKAMON_CARDS[:2])
    assert "yes" not in legal(g)
    assert state(g)["players"]["p1"]["battle"] == {}


def test_bt14_038_on_deletion_goes_to_the_bottom_of_the_security_stack(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [ETEMON]}], "security": ["ST1-02"]},
        p2={"battle": [{"id": "x", "cards": ["TST-9000"], "suspended": True}]},
        memory=3,
        turn_number=3,
    )
    play(g, "attack a x")
    assert [g.defs[u].number for u in g.players[0].security] == [ETEMON, "ST1-02"]


def test_bt14_038_inherited_places_an_etemon_from_the_trash(pool) -> None:
    g = position(
        pool,
        p1={
            "battle": [{"id": "a", "cards": [ETEMON, "TST-5000"]}],
            "security": ["ST1-02"],
            "trash": ["EX1-052", METAL_ETEMON],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-9000"], "suspended": True}]},
        memory=3,
        turn_number=3,
    )
    play(g, "attack a x")
    assert legal(g) == [f"card {ETEMON}", "card EX1-052"]  # MetalEtemon isn't [Etemon]
    play(g, "card EX1-052")
    assert [g.defs[u].number for u in g.players[0].security] == ["EX1-052", "ST1-02"]
