"""What players see: the JSON state, the board text that hides the other player's hand and
face-down cards, the log that keeps secret choices secret, and refusals that say why."""

from __future__ import annotations

import copy
import json
import random

import pytest
from arena_positions import WAIT, at, play, side, starter_decks

from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.loader import arena_cards
from digimon_tui.arena.render import board_text
from digimon_tui.arena.serialize import state_json
from digimon_tui.loop.moves import IllegalMove


def test_state_json_is_json_and_holds_the_whole_position():
    g = at(side(["ST-01", "ST-02"], ["ST-53", "ST-17"]), side(["ST-13"], WAIT))
    data = json.loads(json.dumps(state_json(g)))
    assert data["game"] == "digi-battle-arena" and data["duel"] == 1
    assert data["phase"] == "battle" and data["first"] == "p1" and data["target"] == 1000
    p1 = data["players"][0]
    assert p1["duel_zone"] == ["ST-01", "ST-02"] and p1["hand"] == ["ST-53", "ST-17"]
    assert p1["power"] == 340 and len(p1["online"]) == 20
    assert data["pending"] == {
        "player": "p1",
        "kind": "battle",
        "prompt": "C: your power 340 against 360: play a Power Option or pass?",
        "moves": ["option ST-53", "pass"],
    }


def test_state_json_before_the_rookies_are_turned_over_has_no_power():
    g = ArenaGame(arena_cards(), starter_decks(), seed=1)
    data = state_json(g)
    assert data["pending"]["kind"] == "rookie" and data["players"][0]["power"] is None
    assert data["first"] is None


def test_board_text_shows_the_viewers_hand_and_hides_the_others():
    g = at(side(["ST-01"], ["ST-02", "ST-53", "ST-52"]), side(["ST-07"], ["ST-08", "ST-17"]))
    play(g, "place ST-02")  # and p2 places nothing: both cards are on the Mat
    mine, theirs = board_text(g, 0), board_text(g, 1)
    assert "hand: Greymon" not in mine and "hand: Metal Attack (ST-53), Blitz (ST-52)" in mine
    assert "Digivolve Zone: Greymon (ST-02), face down" in mine
    assert "Digivolve Zone: a card, face down" in theirs
    assert "Greymon" not in theirs and "Metal Attack" not in theirs
    assert "hand: Kabuterimon (ST-08), Centarumon (ST-17)" in theirs
    assert "Kabuterimon" not in mine
    onlooker = board_text(g, None)
    assert "hand:" not in onlooker and "Greymon" not in onlooker


def test_board_text_shows_a_face_down_digivice_only_to_its_player():
    g = at(side(["ST-07", "ST-08"], ["ST-28", "ST-59"]), side(["ST-13"], ["ST-14", "ST-17"]))
    play(g, "place ST-28 ST-59", "no-place")
    assert "Power Port: Digivice Red (ST-59), face down" in board_text(g, 0)
    assert "Power Port: a card, face down" in board_text(g, 1)


def test_board_text_lists_duel_zone_power_port_scores_and_winner():
    g = at(side(["ST-03", "ST-04"], ["ST-53", "ST-53", "ST-17"]), side(["ST-01"], WAIT))
    play(g, "option ST-53", "pay ST-17")
    text = board_text(g, 0)
    assert "Duel 1, battle phase; p1 first; playing to 1000 points" in text
    assert "Duel Zone: Birdramon (ST-04) · Champion · GREEN · power 460; under it Biyomon" in text
    assert "Power Port: Metal Attack (ST-53)" in text
    g = at(side(["ST-13"], WAIT, score=950), side(["ST-01"], WAIT))
    play(g, "pass", "pass")
    assert board_text(g, 1).endswith("Winner: p1 (p1 reached 1050 of 1000 points (D))")


def seen_with_secrets_swapped(g: ArenaGame, p: int) -> str:
    """What p's opponent sees once everything p may keep secret is swapped for other cards."""
    kept = g.sides
    s = copy.deepcopy(kept[p])
    s.hand = ["ST-17"] * len(s.hand)
    s.online = ["ST-17"] * len(s.online)
    s.digivolve_zone = s.digivolve_zone and "ST-17"
    s.port_face_down = s.port_face_down and "ST-59"
    if s.rookie_face_down:
        s.duel[-1] = "ST-18"
    g.sides = (s, kept[1]) if p == 0 else (kept[0], s)
    try:
        return board_text(g, 1 - p)
    finally:
        g.sides = kept


def test_nothing_secret_reaches_the_other_players_board_or_the_log():
    cards, decks = arena_cards(), starter_decks()
    for seed in range(8):
        g = ArenaGame(cards, decks, seed=seed)
        chooser = random.Random(seed)
        while g.pending is not None and g.duel < 40:
            for p in (0, 1):
                assert seen_with_secrets_swapped(g, p) == board_text(g, 1 - p)
            kind, before = g.pending.kind, len(g.log_lines)
            move = g.pending.moves[chooser.randrange(len(g.pending.moves))]
            g.apply(move)
            if kind in ("rookie", "place", "change-rookie"):
                reveals = ("turns over", "digivolves", "passes:")
                said = [x for x in g.log_lines[before:] if not any(r in x for r in reveals)]
                assert not any(n in x for n in move.args for x in said)


@pytest.mark.parametrize(
    "move, message",
    [
        ("option ST-53", "C: Power Options are played in the battle phase; now p1 must answer"),
        ("digivolve", "B.5: digivolving comes when the face-down card is turned over"),
        ("change-rookie ST-13", "E: the Rookie is changed in the regroup"),
        ("place ST-99", "ST-99 is not a card number of this set"),
        ("place ST-52", "B: ST-52 is not in your hand"),
        ("place ST-53", "B: Metal Attack is not a Digimon; an option goes with one"),
        ("place ST-02 ST-53", "B: Metal Attack is not a Digivolve option"),
        ("pass", "B.8, C: 'pass' declines to digivolve"),
        ("fly away", "'fly away' is not an Arena move"),
    ],
)
def test_a_refused_move_says_why_citing_the_rules(move, message):
    g = at(side(["ST-01"], ["ST-02", "ST-53", "ST-17"]), side(["ST-13"]))
    with pytest.raises(IllegalMove) as err:
        g.apply(move)
    assert str(err.value).startswith(message)
    assert "(legal: place ST-02, no-place)" in str(err.value)
