"""Shared by the card-effect tests: reading the state, and the checks a card with no
effects must pass."""

from __future__ import annotations

from typing import Any

from games import battle, kind, legal, play, position, state

from digimon_tui.cards.model import Card
from digimon_tui.engine.game import Game


def player(g: Game, who: str) -> dict[str, Any]:
    return state(g)["players"][who]


def pending_player(g: Game) -> str:
    return state(g)["pending"]["player"]


def assert_vanilla(pool: dict[str, Card], number: str) -> None:
    """No effects at all; played for its cost with its printed DP; battles with that DP;
    checks 1 security card; gives nothing as a digivolution card; can't block."""
    card = pool[number]
    assert card.category == "digimon"
    assert (card.effects, card.inherited, card.security) == ((), (), ())
    dp = card.dp
    assert dp is not None and card.cost is not None

    g = position(pool, p1={"hand": [number]}, memory=card.cost)
    play(g, f"play {number}")
    st = state(g)
    assert st["memory"] == 0
    assert st["players"]["p1"]["hand"] == []
    new = st["players"]["p1"]["battle"]["p1-1"]
    assert (new["cards"], new["dp"], new["played_this_turn"]) == ([number], dp, True)
    assert "attack p1-1 player" not in legal(g)

    # Attacking the player: 1 security check; the Security Digimon with less DP loses.
    g = position(
        pool,
        p1={"battle": [{"id": "v", "cards": [number]}]},
        p2={"security": [f"TST-{dp - 1000}", "ST1-02"]},
    )
    play(g, "attack v player")
    assert player(g, "p2")["security"] == 1
    assert player(g, "p2")["trash"] == [f"TST-{dp - 1000}"]
    assert battle(g, "p1")["v"]["suspended"] is True
    assert battle(g, "p1")["v"]["dp"] == dp

    # Battling a Digimon: wins against 1000 less DP ...
    foes = {
        "battle": [
            {"id": "weak", "cards": [f"TST-{dp - 1000}"], "suspended": True},
            {"id": "even", "cards": [f"TST-{dp}"], "suspended": True},
        ]
    }
    g = position(pool, p1={"battle": [{"id": "v", "cards": [number]}]}, p2=foes)
    play(g, "attack v weak")
    assert list(battle(g, "p1")) == ["v"]
    assert list(battle(g, "p2")) == ["even"]
    # ... and both are deleted at equal DP.
    g = position(pool, p1={"battle": [{"id": "v", "cards": [number]}]}, p2=foes)
    play(g, "attack v even")
    assert battle(g, "p1") == {}
    assert player(g, "p1")["trash"] == [number]
    assert list(battle(g, "p2")) == ["weak"]

    # As a digivolution card it gives nothing, on either player's turn.
    for turn in ("p1", "p2"):
        g = position(pool, p1={"battle": [{"id": "s", "cards": [number, "TST-6000"]}]}, turn=turn)
        assert battle(g, "p1")["s"]["dp"] == 6000

    # No <Blocker>: an attack on its player is not offered to it.
    g = position(
        pool,
        p1={"battle": [{"id": "v", "cards": [number]}], "security": ["TST-1000"]},
        p2={"battle": [{"id": "atk", "cards": ["TST-15000"]}]},
        turn="p2",
    )
    play(g, "attack atk player")
    assert kind(g) == "main"
    assert player(g, "p1")["security"] == 0


def assert_jamming(pool: dict[str, Card], number: str) -> None:
    """<Jamming> (16-9): losing to a Security Digimon with more DP, it stays in play (the
    Security Digimon is trashed as always); losing to a Digimon with more DP, it is deleted."""
    dp = pool[number].dp
    assert dp is not None
    g = position(
        pool,
        p1={"battle": [{"id": "j", "cards": [number]}]},
        p2={"security": [f"TST-{dp + 1000}", "ST1-02"]},
    )
    play(g, "attack j player")
    assert battle(g, "p1")["j"]["suspended"] is True
    assert player(g, "p2")["trash"] == [f"TST-{dp + 1000}"]
    assert player(g, "p2")["security"] == 1

    foe = {"battle": [{"id": "t", "cards": [f"TST-{dp + 1000}"], "suspended": True}]}
    g = position(pool, p1={"battle": [{"id": "j", "cards": [number]}]}, p2=foe)
    play(g, "attack j t")
    assert battle(g, "p1") == {}
    assert player(g, "p1")["trash"] == [number]


def assert_piercing(pool: dict[str, Card], stack: list[str]) -> None:
    """<Piercing> (16-7) on the Digimon made of `stack` (top card last): after
    deleting a Digimon in battle and surviving, it checks 1 security card; a tie checks none,
    and beating a Security Digimon checks no extra card."""
    g = position(pool, p1={"battle": [{"id": "p", "cards": stack}]})
    dp = battle(g, "p1")["p"]["dp"]

    def attack(target: str) -> Game:
        foe = {"battle": [{"id": "t", "cards": [target], "suspended": True}]}
        g = position(
            pool,
            p1={"battle": [{"id": "p", "cards": stack}]},
            p2={**foe, "security": ["ST1-02"] * 3},
        )
        play(g, "attack p t")
        return g

    g = attack(f"TST-{dp - 1000}")
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["p"]["suspended"] is True
    assert player(g, "p2")["security"] == 2
    g = attack(f"TST-{dp}")  # both deleted: no check
    assert battle(g, "p1") == {} and battle(g, "p2") == {}
    assert player(g, "p2")["security"] == 3

    g = position(
        pool, p1={"battle": [{"id": "p", "cards": stack}]}, p2={"security": ["ST1-02"] * 3}
    )
    play(g, "attack p player")
    assert player(g, "p2")["security"] == 2
