"""BT13-035 and BT13-064 PawnChessmon, BT13-045 KingChessmon, BT13-072 DoruGreymon and
BT13-074 PrinceMamemon (no official rulings), played where a wrong reading would show: the
PawnChessmon plays only in its own side's turn, and reach level 5 with 8 [Chessmon] Digimon
cards in the trash (the deleted PawnChessmon among them); KingChessmon's play cost falls by 8
and its play leaves other [KingChessmon] out; DoruGreymon's DP is kept only when it placed a
card; PrinceMamemon plays only a [Mamemon] of play cost 10 or less, and gives <Jamming> and
<Reboot> by name or trait."""

from __future__ import annotations

from games import legal, play, position, state

from digimon_tui.engine import queries as q

PAWN_YOURS, PAWN_THEIRS, KING, DORU, PRINCE = (
    "BT13-035",
    "BT13-064",
    "BT13-045",
    "BT13-072",
    "BT13-074",
)
KNIGHT, BISHOP, QUEEN = "BT13-039", "BT13-042", "BT13-073"


def _pawn_deleted(pool, pawn: str, *, turn: str, in_trash: int):
    """The PawnChessmon `a` of p1 deleted in battle in `turn`'s turn, with a level 3 and a level 5
    [Chessmon] in the hand and `in_trash` [KnightChessmon] in the trash."""
    mine = {"id": "a", "cards": [pawn], "suspended": turn == "p2"}
    theirs = {"id": "x", "cards": ["TST-2000"], "suspended": turn == "p1"}
    g = position(
        pool,
        p1={
            "hand": [PAWN_THEIRS if pawn == PAWN_YOURS else PAWN_YOURS, BISHOP],
            "battle": [mine],
            "trash": [KNIGHT] * in_trash,
        },
        p2={"battle": [theirs]},
        turn=turn,
        memory=3,
        turn_number=3,
    )
    return play(g, "attack a x" if turn == "p1" else "attack x a")


def test_bt13_035_plays_a_level_3_chessmon_in_your_turn(pool) -> None:
    g = _pawn_deleted(pool, PAWN_YOURS, turn="p1", in_trash=6)
    play(g, "yes")  # the only level 3 or lower [Chessmon] is played without a question
    p1 = state(g)["players"]["p1"]
    assert [s["top"] for s in p1["battle"].values()] == [PAWN_THEIRS]
    assert p1["hand"] == [BISHOP] and state(g)["memory"] == 3


def test_bt13_035_reaches_level_5_with_8_chessmon_cards_in_the_trash(pool) -> None:
    g = _pawn_deleted(pool, PAWN_YOURS, turn="p1", in_trash=7)  # and the PawnChessmon itself
    play(g, "yes")
    assert legal(g) == [f"card {PAWN_THEIRS}", f"card {BISHOP}"]


def test_bt13_035_does_nothing_in_the_opponents_turn(pool) -> None:
    g = _pawn_deleted(pool, PAWN_YOURS, turn="p2", in_trash=7)
    assert "yes" not in legal(g)
    assert state(g)["players"]["p1"]["battle"] == {}


def test_bt13_064_plays_in_the_opponents_turn_up_to_level_5(pool) -> None:
    g = _pawn_deleted(pool, PAWN_THEIRS, turn="p2", in_trash=7)
    play(g, "yes")
    assert legal(g) == [f"card {PAWN_YOURS}", f"card {BISHOP}"]
    play(g, f"card {BISHOP}")
    assert [s["top"] for s in state(g)["players"]["p1"]["battle"].values()] == [BISHOP]


def test_bt13_064_does_nothing_in_your_turn(pool) -> None:
    g = _pawn_deleted(pool, PAWN_THEIRS, turn="p1", in_trash=7)
    assert "yes" not in legal(g)


def _king(pool, in_trash: int):
    return position(
        pool,
        p1={
            "hand": [KING, KING, KNIGHT, QUEEN],
            "battle": [{"id": "a", "cards": ["TST-3000"]}],
            "trash": [KNIGHT] * in_trash,
        },
        memory=5,
        turn_number=3,
    )


def test_bt13_045_costs_8_less_with_8_chessmon_cards_in_the_trash(pool) -> None:
    g = _king(pool, 8)
    play(g, f"play {KING}", "yes", "yes")
    assert legal(g) == [f"card {KNIGHT}", f"card {QUEEN}"]  # the other [KingChessmon] isn't
    play(g, f"card {QUEEN}")
    p1 = state(g)["players"]["p1"]
    assert [s["top"] for s in p1["battle"].values()] == [KING, QUEEN]
    assert "TST-3000" in p1["trash"] and state(g)["memory"] == 0


def test_bt13_045_costs_its_13_with_7(pool) -> None:
    g = play(_king(pool, 7), f"play {KING}")
    assert state(g)["memory"] == 5 - 13


def _doru(pool, deck: list[str]):
    g = position(
        pool,
        p1={"hand": [DORU], "battle": [{"id": "a", "cards": ["BT2-057"]}], "deck": deck},
        p2={"hand": ["BT7-098"], "battle": [{"id": "y", "cards": ["BT1-045"]}]},
        memory=5,
        turn_number=3,
    )
    return play(g, f"digivolve a {DORU}", "pass", "option BT7-098")


def test_bt13_072_keeps_its_dp_when_it_placed_an_x_antibody_card(pool) -> None:
    g = _doru(pool, ["ST1-02", "BT9-011", "BT1-010", "ST1-02", "ST1-02"])
    a = state(g)["players"]["p1"]["battle"]["a"]
    assert a["cards"] == ["BT9-011", "BT2-057", DORU] and a["dp"] == 8000


def test_bt13_072_without_an_x_antibody_card_its_dp_is_reduced(pool) -> None:
    g = _doru(pool, ["ST1-02", "BT1-010", "BT1-010", "ST1-02", "ST1-02"])
    a = state(g)["players"]["p1"]["battle"]["a"]
    assert a["cards"] == ["BT2-057", DORU] and a["dp"] == 5000


def test_bt13_074_plays_a_mamemon_of_play_cost_10_or_less_and_gives_keywords(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": [PRINCE],
            "battle": [
                {"id": "a", "cards": ["BT6-063"]},
                {"id": "k", "cards": ["BT2-020"]},
                {"id": "o", "cards": ["BT2-057"]},
            ],
            "deck": ["ST1-02", PRINCE, "BT6-064", "BT2-057", "ST1-02"],
        },
        memory=5,
        turn_number=3,
    )
    play(g, f"digivolve a {PRINCE}", "yes")  # the other PrinceMamemon costs 11
    assert state(g)["players"]["p1"]["trash"] == [PRINCE, "BT2-057"]
    mamemon = [p for p in state(g)["players"]["p1"]["battle"] if p not in ("a", "k", "o")]
    for pid, has in (("k", True), ("o", False), *((m, True) for m in mamemon)):
        got = q.keywords_of(g, g.find(pid))
        assert ("<Jamming>" in got and "<Reboot>" in got) is has, pid
