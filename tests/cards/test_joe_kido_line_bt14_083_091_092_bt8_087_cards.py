"""BT14-083 Joe Kido, BT14-091 Wave of Reliability, BT14-092 Marching Fishes and BT8-087
T.K. Takaishi, played where a wrong reading would show (their official rulings are
positions in tests/rulings/)."""

from __future__ import annotations

from games import battle, legal, play, position, state

JOE, WAVE, FISHES, TK = "BT14-083", "BT14-091", "BT14-092", "BT8-087"


def test_bt14_083_joe_kido_trashes_a_digivolution_card_and_gains_memory(pool) -> None:
    """[On Play] trashes the opponent's Digimon's one digivolution card; his [Your Turn]
    effect hears it: suspending him gains 1 memory (3 - 3 + 1)."""
    g = position(
        pool,
        p1={"hand": [JOE]},
        p2={"battle": [{"id": "x", "cards": ["ST1-03", "ST1-07"]}]},
        memory=3,
    )
    play(g, f"play {JOE}", "yes")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-07"]
    assert state(g)["memory"] == 1
    assert battle(g, "p1")["p1-1"]["suspended"] is True


def wave_position(pool, *, joe: bool):
    mine = [{"id": "a", "cards": ["ST1-03", "BT1-037"], "suspended": True}]
    if joe:
        mine.append({"id": "j", "cards": [JOE], "suspended": True})
    return position(
        pool,
        p1={"hand": [WAVE], "battle": mine},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-03", "ST1-07", "ST1-07", "ST1-07"], "suspended": True}
            ]
        },
        memory=3,
    )


def test_bt14_091_with_joe_kido_the_chosen_digimon_unsuspends(pool) -> None:
    """The opponent's 2 digivolution cards trashed leave it none, fewer than Gorillamon's 1:
    with a [Joe Kido] Tamer, Gorillamon unsuspends; the opponent's Digimon stays suspended."""
    g = position(
        pool,
        p1={
            "hand": [WAVE],
            "battle": [
                {"id": "a", "cards": ["ST1-03", "BT1-037"], "suspended": True},
                {"id": "j", "cards": [JOE], "suspended": True},
            ],
        },
        p2={"battle": [{"id": "x", "cards": ["ST1-03", "ST1-07", "ST1-07"], "suspended": True}]},
        memory=3,
    )
    play(g, f"option {WAVE}", "card x ST1-03")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-07"]
    assert battle(g, "p1")["a"]["suspended"] is False
    assert battle(g, "p2")["x"]["suspended"] is True


def test_bt14_091_as_many_digivolution_cards_keep_it_suspended_by_the_errata(pool) -> None:
    """2 of the opponent's 3 digivolution cards trashed leave it 1, as many as Gorillamon
    has: by the official errata (2023-12-22, "as many or more"), Gorillamon stays
    suspended; the printed "more" would have unsuspended it."""
    g = wave_position(pool, joe=True)
    play(g, f"option {WAVE}", "card x ST1-03")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-07", "ST1-07"]
    assert battle(g, "p1")["a"]["suspended"] is True


def test_bt14_091_without_joe_kido_nothing_unsuspends(pool) -> None:
    """Without the Tamer nothing is chosen, and "it" is nothing: no Digimon unsuspends, not
    even the opponent's one the trashing chose."""
    g = wave_position(pool, joe=False)
    play(g, f"option {WAVE}", "card x ST1-03")
    assert battle(g, "p1")["a"]["suspended"] is True
    assert battle(g, "p2")["x"]["suspended"] is True


def test_bt14_091_not_while_the_opponent_has_more_digivolution_cards(pool) -> None:
    """The opponent keeps 3 digivolution cards where Gorillamon has 1: no unsuspension."""
    g = position(
        pool,
        p1={
            "hand": [WAVE],
            "battle": [
                {"id": "a", "cards": ["ST1-03", "BT1-037"], "suspended": True},
                {"id": "j", "cards": [JOE], "suspended": True},
            ],
        },
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-03", "ST1-07"]},
                {"id": "y", "cards": ["ST1-03", "ST1-07", "ST1-07", "ST1-07"]},
                {"id": "z", "cards": ["ST1-03", "ST1-07"]},
            ]
        },
        memory=3,
    )
    play(g, f"option {WAVE}", "card x ST1-03", "card z ST1-03")
    assert battle(g, "p1")["a"]["suspended"] is True


def test_bt14_092_only_digimon_with_as_many_or_fewer_digivolution_cards(pool) -> None:
    """Gorillamon has 1 digivolution card: the opponent's Digimon with 1 can't attack until
    the end of their turn, the one with 2 still can."""
    g = position(
        pool,
        p1={"hand": [FISHES], "battle": [{"id": "a", "cards": ["ST1-03", "BT1-037"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-03", "ST1-07"]},
                {"id": "y", "cards": ["ST1-03", "ST1-07", "ST1-09"]},
            ]
        },
        memory=3,
    )
    play(g, f"option {FISHES}", "pass")
    assert "attack x player" not in legal(g)
    assert "attack y player" in legal(g)


def test_bt8_087_tk_draws_when_a_blue_digimon_is_attacked(pool) -> None:
    """An attack declared on his owner's blue Monmon: suspending T.K. draws 1."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "t", "cards": [TK]},
                {"id": "b", "cards": ["BT1-031"], "suspended": True},
            ]
        },
        p2={"battle": [{"id": "x", "cards": ["TST-9000"]}]},
        memory=3,
        turn="p2",
    )
    play(g, "attack x b", "yes")
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]
    assert battle(g, "p1")["t"]["suspended"] is True
