"""Filters, conditions and prohibitions BT2 and BT3 print, as the engine performs them:
"with [Virus] in its attribute", "is also treated as yellow" (2-4-1-3), "your opponent can't
gain memory except with Tamer effects" (1-3-3), "with the same name as this Digimon", ...

The test cards are written as card text and compiled, as a designer would write them.
Memory in a position is from the turn player's side.
"""

from __future__ import annotations

from typing import Any

from conftest import battle, legal, play, position, state, with_cards

from digimon_tui.compiler.compile import compile_effects


def _effects(text: str, kind: str = "effects") -> list[dict[str, Any]]:
    return [e.model_dump(exclude_defaults=True) for e in compile_effects(text, kind)]


def _mon(
    number: str,
    *,
    name: str = "",
    dp: int = 3000,
    level: int = 4,
    colors: tuple[str, ...] = ("red",),
    attribute: str | None = None,
    text: str = "",
    inherited: str = "",
) -> dict[str, Any]:
    card: dict[str, Any] = {
        "number": number,
        "name": name or f"Mon {number}",
        "category": "digimon",
        "colors": list(colors),
        "level": level,
        "cost": 3,
        "dp": dp,
        "digivolve": [{"color": "red", "level": level - 1, "cost": 2}],
        "effects": _effects(text),
        "inherited": _effects(inherited, "inherited"),
    }
    if attribute:
        card["attribute"] = attribute
    return card


def _tamer(number: str, text: str = "", colors: tuple[str, ...] = ("red",)) -> dict[str, Any]:
    return {
        "number": number,
        "name": f"Tamer {number}",
        "category": "tamer",
        "colors": list(colors),
        "cost": 2,
        "effects": _effects(text),
    }


def _option(number: str, text: str, colors: tuple[str, ...] = ("red",)) -> dict[str, Any]:
    return {
        "number": number,
        "name": f"Option {number}",
        "category": "option",
        "colors": list(colors),
        "cost": 0,
        "effects": _effects(text),
    }


def test_an_attribute_filter_reads_the_printed_attribute(cards) -> None:
    text = (
        "[On Play] Return 1 level 7 Digimon card with [Virus] in its attribute from your trash "
        "to your hand."
    )
    pool = with_cards(
        cards,
        _mon("EA-01", text=text),
        _mon("EA-02", level=7, attribute="Virus"),
        _mon("EA-03", level=7, attribute="Vaccine"),
    )
    for trash, back in ((["EA-03", "EA-02"], ["EA-02"]), (["EA-03"], [])):
        g = position(pool, p1={"hand": ["EA-01"], "trash": trash}, memory=3)
        play(g, "play EA-01")
        hand = state(g)["players"]["p1"]["hand"]
        assert hand == back, trash


def test_also_treated_as_a_colour_counts_for_filters_options_and_digivolving(cards) -> None:
    """2-4-1-3: on its player's turn the red Digimon is yellow too: a yellow filter picks it,
    a yellow Option card can be used, a card digivolving from yellow Lv.4 can digivolve onto
    it; on the opponent's turn it is only red."""
    yellow_only = {
        **_mon("EA-12", level=5, colors=("yellow",)),
        "digivolve": [{"color": "yellow", "level": 4, "cost": 1}],
    }
    pool = with_cards(
        cards,
        _mon("EA-11", text="[Your Turn] This Digimon is also treated as yellow."),
        yellow_only,
        _option(
            "EA-13", "[Main] All of your yellow Digimon get +2000 DP for the turn.", ("yellow",)
        ),
        _option("EA-15", "[Main] Delete 1 of your opponent's yellow Digimon."),
        _mon("EA-14"),
    )
    for top, yellow in (("EA-11", True), ("EA-14", False)):
        side = {"battle": [{"id": "y", "cards": [top]}], "hand": ["EA-12", "EA-13"]}
        g = position(pool, p1=side, memory=3)
        moves = legal(g)
        assert ("option EA-13" in moves) == yellow, top
        assert ("digivolve y EA-12" in moves) == yellow, top
        if yellow:
            play(g, "option EA-13")
            assert battle(g, "p1")["y"]["dp"] == 5000
    # On the opponent's turn it is red only: a yellow filter doesn't find it.
    g = position(
        pool,
        p1={"battle": [{"id": "y", "cards": ["EA-11"]}]},
        p2={"battle": [{"id": "r", "cards": ["EA-14"]}], "hand": ["EA-15"]},
        turn="p2",
    )
    play(g, "option EA-15")
    assert "y" in battle(g, "p1")


BAN = "[All Turns] Your opponent can't gain memory except with Tamer effects."


def test_an_opponent_who_cant_gain_memory_gains_it_only_from_tamer_effects(cards) -> None:
    """1-3-3: with the opponent's ban in play, an Option's and a Digimon's "gain memory" do
    nothing and a Tamer's still gives memory; the ban doesn't touch its own player."""
    pool = with_cards(
        cards,
        _mon("EA-20", text=BAN),
        _option("EA-21", "[Main] Gain 2 memory."),
        _tamer("EA-22", "[On Play] Gain 1 memory."),
        _mon("EA-23", text="[On Play] Gain 1 memory."),
        _mon("EA-24"),
    )
    got = {}
    for ban_side in ("p2", "p1", None):
        for card, verb in (("EA-21", "option"), ("EA-22", "play"), ("EA-23", "play")):
            sides: dict[str, dict] = {"p1": {"battle": [{"id": "r", "cards": ["EA-24"]}]}, "p2": {}}
            if ban_side:
                sides[ban_side].setdefault("battle", []).append({"id": "b", "cards": ["EA-20"]})
            sides["p1"]["hand"] = [card]
            g = position(pool, p1=sides["p1"], p2=sides["p2"], memory=5)
            play(g, f"{verb} {card}")
            got[ban_side, card] = state(g)["memory"]
    free = {"EA-21": 5 + 2, "EA-22": 5 - 2 + 1, "EA-23": 5 - 3 + 1}
    assert {k: v for k, v in got.items() if k[0] != "p2"} == {
        (side, card): n for side in ("p1", None) for card, n in free.items()
    }
    assert {card: got["p2", card] for card in free} == {"EA-21": 5, "EA-22": 4, "EA-23": 2}
