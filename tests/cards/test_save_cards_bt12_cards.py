"""BT12-011 Shoutmon (King Version), BT12-037 Opossummon, BT12-051 Yasyamon, BT12-063 Damemon,
BT12-064 Tuwarmon, BT12-077 Arresterdramon, BT12-014 OmniShoutmon, BT12-075 Psychemon and
BT12-086 Clockmon (no official ruling), where a wrong reading of their text would show:
"[On Deletion] <Save>. Then, place 1 Digimon card with <Save> in its text from your trash under
1 of your Tamers." is one effect whose first step is <Save> (16-20), so the placing comes after
the card is saved or left in the trash; Damemon's DigiXros line is printed last; Arresterdramon
and OmniShoutmon count the cards under them, OmniShoutmon's raising the total DP of the Digimon
it deletes together; Psychemon returns a card from under a Tamer; Clockmon's two cards differ in
colour."""

from __future__ import annotations

from games import battle, kind, legal, play, position, state, with_cards


def _deleted(pool, card: str, tamers: list[str]):
    """`card` attacks a 15000 DP Digimon and is deleted in battle; p1's trash holds BT10-019
    Greymon (<Save> in its text) and ST1-07 Greymon (without)."""
    g = position(
        pool,
        p1={
            "trash": ["BT10-019", "ST1-07"],
            "battle": [{"id": "s", "cards": [card]}]
            + [{"id": f"t{i}", "cards": [t]} for i, t in enumerate(tamers)],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-15000"], "suspended": True}]},
        memory=3,
    )
    return play(g, "attack s x")


def test_bt12_011_saves_itself_then_places_a_save_card_from_the_trash(pool):
    """<Save> first: Shoutmon goes under Tai; then the one card with <Save> in the trash
    (BT10-019, not ST1-07) goes under the Tamer chosen for it, Kiriha."""
    g = _deleted(pool, "BT12-011", ["ST1-12", "BT10-088"])
    assert legal(g) == ["save t0", "save t1", "no-save"]
    play(g, "save t0")
    assert legal(g) == ["target t0", "target t1"]
    play(g, "target t1")
    assert battle(g, "p1")["t0"]["cards"] == ["BT12-011", "ST1-12"]
    assert battle(g, "p1")["t1"]["cards"] == ["BT10-019", "BT10-088"]
    assert state(g)["players"]["p1"]["trash"] == ["ST1-07"]


def test_bt12_063_left_in_the_trash_it_may_be_the_card_placed(pool):
    """<Save> declined: the deleted Damemon is itself a Digimon card with <Save> in its text in
    the trash, so the placing may take it (or BT10-019)."""
    g = _deleted(pool, "BT12-063", ["ST1-12"])
    play(g, "no-save")
    assert legal(g) == ["card BT12-063", "card BT10-019"]
    play(g, "card BT12-063")
    assert battle(g, "p1")["t0"]["cards"] == ["BT12-063", "ST1-12"]
    assert sorted(state(g)["players"]["p1"]["trash"]) == ["BT10-019", "ST1-07"]


def test_bt12_064_without_a_tamer_nothing_is_saved_or_placed(pool):
    """No Tamer: neither step has anywhere to put a card; all stay in the trash."""
    g = _deleted(pool, "BT12-064", [])
    assert kind(g) == "main"
    assert sorted(state(g)["players"]["p1"]["trash"]) == ["BT10-019", "BT12-064", "ST1-07"]


def test_bt12_037_and_051_save_then_place_as_well(pool):
    """Opossummon and Yasyamon print the same [On Deletion] effect."""
    for card in ("BT12-037", "BT12-051"):
        g = _deleted(pool, card, ["ST1-12"])
        play(g, "save t0")
        assert battle(g, "p1")["t0"]["cards"] == ["BT10-019", card, "ST1-12"]


def test_bt12_063_digixros_line_printed_last_is_read(pool):
    """Damemon's "[DigiXros -2] 1 Digimon card with <Save> in its text" (the last line of its
    text): BT10-019 from the hand goes under it and its cost is 5 - 2."""
    g = position(pool, p1={"hand": ["BT12-063", "BT10-019", "ST1-07"]}, memory=5)
    assert "play BT12-063 xros BT10-019" in legal(g)
    assert not any("xros ST1-07" in m for m in legal(g))
    play(g, "play BT12-063 xros BT10-019")
    assert state(g)["memory"] == 2


def _arresterdramon(pool, under: list[str]):
    g = position(
        pool,
        p1={
            "hand": ["BT12-077"],
            "battle": [{"id": "a", "cards": under, "played_this_turn": True}],
        },
        p2={"security": ["ST1-02"]},
        memory=5,
    )
    return play(g, "digivolve a BT12-077")


def test_bt12_077_gains_rush_with_2_digivolution_cards_under_it(pool):
    """Digivolved onto a Digimon played this turn: with 2 cards under it, it has <Rush> and may
    attack; with 1, it may not."""
    assert "attack a player" in legal(_arresterdramon(pool, ["BT10-072", "BT10-073"]))
    assert "attack a player" not in legal(_arresterdramon(pool, ["BT10-073"]))


def test_bt12_064_de_digivolve_reaches_a_level_higher_for_every_2_cards_under_it(pool):
    """Tuwarmon with 3 cards under it may aim <De-Digivolve 1> at a level 6 Digimon (5 + 1);
    with 1 card under it, it may not."""

    def digivolved(under: list[str]):
        g = position(
            pool,
            p1={"hand": ["BT12-064"], "battle": [{"id": "a", "cards": under}]},
            p2={"battle": [{"id": "x", "cards": ["ST1-09", "ST1-11"]}]},
            memory=5,
        )
        return play(g, "digivolve a BT12-064")

    g = digivolved(["BT10-072", "BT10-072", "BT10-073"])
    assert battle(g, "p2")["x"]["cards"] == ["ST1-09"]
    g = digivolved(["BT10-073"])
    assert battle(g, "p2")["x"]["cards"] == ["ST1-09", "ST1-11"]


def _omnishoutmon(pool, under: list[str], foes: dict[str, str]):
    g = position(
        pool,
        p1={"hand": ["BT12-014"], "battle": [{"id": "a", "cards": under}]},
        p2={
            "battle": [{"id": i, "cards": [c]} for i, c in foes.items()],
            "security": ["ST1-02"] * 3,
        },
        memory=5,
    )
    return play(g, "digivolve a BT12-014")


def test_bt12_014_raises_the_total_dp_it_deletes_for_every_2_cards_under_it(pool):
    """With 4 cards under it, OmniShoutmon deletes Digimon of 10000 DP in all (4000 + 2 x
    3000): 4000, 3000 and 3000 go, then the 1000 no longer fits. With 1 card under it, the
    4000 alone fills the bound."""
    foes = {"x": "TST-3000", "y": "TST-4000", "z": "TST-3000", "w": "TST-1000"}
    g = _omnishoutmon(pool, ["BT10-072", "BT10-072", "BT10-073", "BT12-077"], foes)
    play(g, "target y", "target x", "target z")
    assert list(battle(g, "p2")) == ["w"]
    g = _omnishoutmon(pool, ["BT12-077"], foes)
    play(g, "target y")
    assert sorted(battle(g, "p2")) == ["w", "x", "z"]


def test_bt12_014_checks_1_more_security_card_with_4_cards_under_it(pool):
    """<Security A. +1> on its player's turn with 4 or more cards under it: 2 security cards
    are checked; with 3, 1 is."""
    four = ["BT10-072", "BT10-072", "BT10-073", "BT12-077"]
    for under, left in ((four, 1), (four[1:], 2)):
        g = _omnishoutmon(pool, under, {})
        play(g, "attack a player")
        assert state(g)["players"]["p2"]["security"] == left


def test_bt12_075_returns_a_save_card_from_under_a_tamer(pool):
    """Psychemon's [On Play]: of the cards under Tai, BT10-073 and BT10-019 (<Save> in their
    text) may come back to the hand, ST1-07 may not; the Tamer keeps the rest."""
    g = position(
        pool,
        p1={
            "hand": ["BT12-075"],
            "battle": [{"id": "t", "cards": ["BT10-019", "ST1-07", "BT10-073", "ST1-12"]}],
        },
        memory=5,
    )
    play(g, "play BT12-075", "yes")
    assert legal(g) == ["card BT10-073", "card BT10-019"]
    play(g, "card BT10-019")
    assert state(g)["players"]["p1"]["hand"] == ["BT10-019"]
    assert battle(g, "p1")["t"]["cards"] == ["ST1-07", "BT10-073", "ST1-12"]


def test_bt12_086_adds_up_to_2_differently_colored_save_cards(pool):
    """Clockmon reveals BT10-019 Greymon (blue), BT10-021 MailBirdramon (blue) and BT10-073
    ChuuChuumon (purple): once the blue Greymon is taken, the other blue card is no longer a
    choice; the purple one is, and the blue MailBirdramon goes to the bottom of the deck."""
    g = position(
        pool,
        p1={"hand": ["BT12-086"], "deck": ["BT10-019", "BT10-021", "BT10-073"] + ["ST1-02"] * 5},
        memory=5,
    )
    play(g, "play BT12-086")
    assert legal(g) == ["card BT10-019", "card BT10-021", "card BT10-073", "done"]
    play(g, "card BT10-019")
    assert legal(g) == ["card BT10-073", "done"]
    play(g, "card BT10-073")
    assert state(g)["players"]["p1"]["hand"] == ["BT10-019", "BT10-073"]
    assert state(g)["players"]["p1"]["deck"] == 6


RYOMA = {
    "number": "BT12-097",
    "name": "Ryoma Mogami",
    "category": "tamer",
    "colors": ["green"],
    "cost": 3,
}
"""The Tamer as its card is named (BT12-097 is not in the pool)."""


def test_bt12_051_yasyamon_plays_ryoma_mogami_as_the_errata_spells_him(pool):
    """The official errata (2024-02-09) spells the Tamer [Ryoma Mogami], as his card is named;
    the catalogue's [Ryouma Mogami] named no card. [On Play] Yasyamon plays him from the hand."""
    cards = with_cards(pool, RYOMA)
    g = position(cards, p1={"hand": ["BT12-051", "BT12-097"]}, memory=5)
    play(g, "play BT12-051", "yes")
    names = sorted(s["name"] for s in battle(g, "p1").values())
    assert names == ["Ryoma Mogami", "Yasyamon"]
