"""BT11-094 Mirei Mikagura, played where a wrong reading of its text would show (ruling
Q2122 is in tests/rulings/bt11.toml): the other of the two names is played, and only while
its player has 1 or fewer Digimon."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _digivolved(pool, into: str, others: list[dict]):
    g = position(
        pool,
        p1={
            "hand": [into, "ST3-09", "ST10-12"],
            "battle": [
                {"id": "d", "cards": ["BT2-036"]},
                {"id": "m", "cards": ["BT11-094"]},
                *others,
            ],
        },
        memory=5,
    )
    play(g, f"digivolve d {into}")
    return g


def test_bt11_094_after_ladydevimon_it_plays_angewomon(pool):
    g = _digivolved(pool, "ST10-12", [])  # a LadyDevimon that digivolves from yellow
    while "yes" not in legal(g):
        play(g, legal(g)[-1])
    play(g, "yes", "yes")  # the Tamer suspended, then the play (still a choice)
    tops = {p["top"] for p in battle(g, "p1").values()}
    assert tops == {"ST10-12", "BT11-094", "ST3-09"}
    assert state(g)["players"]["p1"]["hand"][:1] == ["ST10-12"]  # the other LadyDevimon stays


def test_bt11_094_with_two_digimon_in_play_it_does_nothing(pool):
    g = _digivolved(pool, "ST3-09", [{"id": "x", "cards": ["ST1-03"]}])
    assert "yes" not in legal(g) and not any(m.startswith("first") for m in legal(g))
    assert not battle(g, "p1")["m"]["suspended"]
