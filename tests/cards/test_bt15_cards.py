"""Effects of BT15 cards, each in the smallest position where a wrong reading would show;
named after the card."""

from __future__ import annotations

from builders import digimon, option
from games import battle, kind, legal, play, position, with_cards

# ---- BT15-094 Super Shocker -------------------------------------------------------------


def test_bt15_094_super_shocker_suspends_any_digimon_and_raises_only_an_insectoid(pool):
    """[Main]: the suspend may take either player's Digimon; the +3000 goes to an
    [Insectoid] (BT1-066 Tentomon), not to the 1000 DP dummy."""
    g = position(
        pool,
        p1={
            "hand": ["BT15-094"],
            "battle": [{"id": "k", "cards": ["BT1-066"]}, {"id": "t", "cards": ["TST-1000"]}],
        },
        p2={"battle": [{"id": "w", "cards": ["TST-5000"]}]},
        memory=5,
    )
    g = play(g, "option BT15-094")
    assert legal(g) == ["target k", "target t", "target w"]
    play(g, "target w")
    if kind(g) == "target":
        assert legal(g) == ["target k"]
        play(g, "target k")
    assert battle(g, "p2")["w"]["suspended"]
    assert battle(g, "p1")["k"]["dp"] == 5000  # Tentomon's 2000 + 3000
    assert battle(g, "p1")["t"]["dp"] == 1000


# ---- BT15-057 Numemon (X Antibody) --------------------------------------------------------


def _numemon_x_attacked(pool, under: str):
    """p1's 15000 DP Digimon deletes p2's suspended Numemon (X Antibody) in battle, over
    `under`; p2's trash holds a Numemon card to play back."""
    g = position(
        pool,
        p1={"battle": [{"id": "x", "cards": ["TST-15000"]}]},
        p2={
            "battle": [{"id": "n", "cards": [under, "BT15-057"], "suspended": True}],
            "trash": ["BT2-056"],
        },
    )
    play(g, "attack x n")
    return g


def test_bt15_057_numemon_x_antibody_keeps_the_on_deletion_its_digivolution_cards_give(pool):
    """ "While [Numemon] or [X Antibody] is in this Digimon's digivolution cards, it gains
    [On Deletion] ...": the Digimon had the effect as it left play, so it activates then
    (15-16-4), though the persistent effect that gave it is gone with the Digimon."""
    g = _numemon_x_attacked(pool, "BT14-058")  # a Numemon under it
    assert kind(g) == "optional" and g.pending.player == 1
    play(g, "yes")
    assert kind(g) == "card"  # the Numemon cards of the trash, this one and the one under it
    assert set(legal(g)) == {"card BT2-056", "card BT14-058", "card BT15-057"}
    play(g, "card BT2-056")
    assert [s["top"] for s in battle(g, "p2").values()] == ["BT2-056"]


def test_bt15_057_numemon_x_antibody_without_numemon_under_it_gains_nothing(pool):
    g = _numemon_x_attacked(pool, "TST-1000")
    assert kind(g) == "main"
    assert battle(g, "p2") == {}


# ---- BT15-022 Betamon -------------------------------------------------------------------


def _betamon_played(pool, by_effect: bool) -> list[str]:
    """p1 plays BT15-022 Betamon, by a stand-in Option's effect or by the play action, and
    passes: the moves p2's Agumon has in p2's main phase."""
    plays_betamon = option(
        "TST-9022",
        colors=("blue",),
        text="[Main] You may play 1 [Betamon] from your hand without paying its memory cost.",
    )
    g = position(
        with_cards(pool, plays_betamon),
        p1={"hand": ["TST-9022", "BT15-022"], "battle": [{"id": "b", "cards": ["BT15-022"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-03"]}], "security": ["ST1-03"] * 3},
        memory=3,
    )
    play(g, *(["option TST-9022", "yes"] if by_effect else ["play BT15-022"]), "pass")
    assert kind(g) == "main" and g.turn_player == 1
    return legal(g)


def test_bt15_022_betamon_on_play_only_when_an_effect_plays_it(pool):
    """[On Play] "If played by an effect, 1 of your opponent's Digimon can't attack until the
    end of their turn": played by an Option's effect, p2's only Digimon can't attack in p2's
    next turn; played from the hand by its player, nothing happens."""
    assert "attack x player" not in _betamon_played(pool, by_effect=True)
    assert "attack x player" in _betamon_played(pool, by_effect=False)


# ---- BT15-037 Gatomon -------------------------------------------------------------------


def test_bt15_037_gatomon_may_be_played_when_an_effect_trashes_it_from_security(pool):
    """ "When an effect trashes this card from the security stack, you may play this card
    without paying its memory cost": a stand-in Option of p1's trashes p2's top security card,
    Gatomon, and p2 plays it free."""
    trash_top = option(
        "TST-9037",
        colors=("red",),
        text="[Main] Trash the top card of your opponent's security stack.",
    )
    g = position(
        with_cards(pool, trash_top),
        p1={"hand": ["TST-9037"], "battle": [{"id": "a", "cards": ["ST1-03"]}]},
        p2={"security": ["BT15-037", "ST1-02"]},
        memory=3,
    )
    play(g, "option TST-9037")
    assert kind(g) == "optional" and g.pending.player == 1
    play(g, "yes")
    assert [p["top"] for p in battle(g, "p2").values()] == ["BT15-037"]
    assert g.players[1].trash == [] and len(g.players[1].security) == 1


# ---- BT15-087 Shuu Yulin ------------------------------------------------------------------


def _over_shuu_after_p2s_unsuspend(pool, types: list[str]) -> bool:
    """A suspended Digimon of p1 with `types`, Shuu Yulin under it, after p2's unsuspend
    phase: whether it stands suspended."""
    mon = digimon("TST-9087", types=types)
    g = position(
        with_cards(pool, mon),
        p1={"battle": [{"id": "d", "cards": ["BT15-087", "TST-9087"], "suspended": True}]},
        p2={"security": ["ST1-02"]},
    )
    play(g, "pass")
    while kind(g) != "main" or g.turn_player != 1:
        play(g, legal(g)[-1])
    return battle(g, "p1")["d"]["suspended"]


def test_bt15_087_shuu_yulin_gives_reboot_only_to_an_x_antibody_or_digipolice_digimon(pool):
    """Inherited "[All Turns] While this Digimon has the [X Antibody]/[DigiPolice] trait, it
    gains <Alliance> and <Reboot>": over Shuu Yulin, an [X Antibody] Digimon unsuspends in
    its opponent's unsuspend phase; a [Dragon] one doesn't."""
    assert _over_shuu_after_p2s_unsuspend(pool, ["X Antibody"]) is False
    assert _over_shuu_after_p2s_unsuspend(pool, ["Dragon"]) is True


# ---- BT15-083 Matt Ishida -------------------------------------------------------------------


def test_bt15_083_matt_ishida_hears_only_a_digimons_effect_adding_cards(pool):
    """ "[Your Turn] When one of your Digimon's effects adds cards to your hand, by suspending
    this Tamer, gain 1 memory": an Option's <Draw 1> adds a card and Matt isn't asked; the
    Digimon effects that do ask him are in the BT15 rulings (Q2582)."""
    draws = option("TST-9083", colors=("blue",), text="[Main] <Draw 1>.")
    g = position(
        with_cards(pool, draws),
        p1={
            "hand": ["TST-9083"],
            "battle": [{"id": "g", "cards": ["BT1-036"]}, {"id": "t", "cards": ["BT15-083"]}],
        },
        memory=5,
    )
    play(g, "option TST-9083")
    assert kind(g) == "main" and len(g.players[0].hand) == 1
    assert battle(g, "p1")["t"]["suspended"] is False
