"""Comprehensive Rules 4-21: tokens, non-game cards an effect plays as Digimon or Tamers."""

from __future__ import annotations

import re

import pytest
from games import battle, kind, legal, play, position, state, with_cards
from keyword_cards import ERASE, kw, mon, option

from digimon_tui.cards.model import Effect
from digimon_tui.cards.text import effect_text

WALL = {"name": "Wall", "colors": ["white"], "dp": 3000, "gains": ["blocker"]}
"""[Wall] Token (Digimon/White/3000 DP) with <Blocker>."""

MAKE_WALLS = option("60", {"do": "play_token", "token": WALL, "count": 2})
"""Play 2 [Wall] Tokens."""
MAKE_SCOUT = option(
    "61",
    {"do": "play_token", "token": {"name": "Scout", "colors": ["red"], "level": 3, "dp": 1000}},
)
"""Play 1 [Scout] Token (Digimon/Red/Lv.3/1000 DP): a token that meets red Lv.3."""
MAKE_AIDE = option(
    "62", {"do": "play_token", "token": {"name": "Aide", "category": "tamer", "colors": ["red"]}}
)
"""Play 1 [Aide] Token (Tamer/Red)."""
BOUNCE = option("63", {"do": "return_to_hand", "target": {"side": "your"}})
"""Return 1 of your Digimon to its owner's hand."""
ERASE_THEN_GAIN = option(
    "64",
    {"do": "delete", "target": {"side": "your"}},
    {"do": "gain_memory", "amount": 2, "condition": {"done": True}},
)
"""Delete 1 of your Digimon. If you do, gain 2 memory."""


@pytest.fixture(scope="module")
def tc(pool):
    return with_cards(
        pool,
        MAKE_WALLS,
        MAKE_SCOUT,
        MAKE_AIDE,
        BOUNCE,
        ERASE,
        ERASE_THEN_GAIN,
        mon("20", 4000, kw("save")),
        mon("21", 5000),  # red Lv.4 from red Lv.3
    )


def tokens_of(g, player: str) -> dict:
    return {pid: s for pid, s in battle(g, player).items() if s["cards"][0].startswith("TKN-")}


def test_4_21_1_an_effect_plays_tokens_as_digimon_with_the_facts_it_gives(tc):
    """4-21-1: the token is a Digimon in the battle area with the effect's DP and keywords;
    it was played, so it can't attack this turn (7-1-2-1)."""
    g = position(tc, p1={"hand": ["KW-60"], "battle": [{"id": "g", "cards": ["TST-1000"]}]})
    play(g, "option KW-60")
    walls = tokens_of(g, "p1")
    assert len(walls) == 2
    for pid, s in walls.items():
        assert (s["name"], s["kind"], s["dp"], s["level"]) == ("Wall", "digimon", 3000, None)
        assert s["played_this_turn"] and f"attack {pid} player" not in legal(g)
    assert "Wall Token" in " ".join(state(g)["log"]) and "(4-21-1)" in " ".join(state(g)["log"])


def test_4_21_1_a_token_has_the_keywords_the_effect_gives_it(tc):
    """4-21-1: a token Digimon is a Digimon to every rule: its <Blocker> blocks."""
    g = position(
        tc,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"hand": ["KW-60"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "option KW-60", "pass")
    play(g, "attack a player")
    assert kind(g) == "block"
    assert sorted(legal(g)) == sorted([f"block {pid}" for pid in tokens_of(g, "p2")] + ["no-block"])


def test_4_21_3_a_token_cant_digivolve(tc):
    """4-21-3: a red Lv.3 token meets red Lv.4's requirement, yet isn't offered."""
    g = position(
        tc,
        p1={"hand": ["KW-61", "KW-21"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        memory=5,
    )
    play(g, "option KW-61")
    (pid,) = tokens_of(g, "p1")
    assert not any(m.startswith(f"digivolve {pid}") for m in legal(g))


def test_4_21_5_a_deleted_token_ceases_to_exist(tc):
    """4-21-5: deleted, the token goes to no area: the trash stays empty."""
    g = position(
        tc,
        p1={"hand": ["KW-90"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        p2={"hand": ["KW-60"], "battle": [{"id": "h", "cards": ["TST-1000"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "option KW-60", "pass", "option KW-90")
    play(g, f"target {sorted(tokens_of(g, 'p2'))[0]}")
    assert len(tokens_of(g, "p2")) == 1
    assert state(g)["players"]["p2"]["trash"] == ["KW-60"]
    assert any("ceases to exist (4-21-5)" in line for line in state(g)["log"])


def test_4_21_5_a_token_returned_to_the_hand_ceases_to_exist(tc):
    g = position(
        tc, p1={"hand": ["KW-61", "KW-63"], "battle": [{"id": "g", "cards": ["TST-1000"]}]}
    )
    play(g, "option KW-61", "option KW-63")
    play(g, f"target {next(iter(tokens_of(g, 'p1')))}")
    assert tokens_of(g, "p1") == {}
    assert state(g)["players"]["p1"]["hand"] == []


def test_4_21_5_deleting_a_token_counts_as_deleting_it(tc):
    """4-21-5: "if you do" after deleting a token holds, though it went nowhere."""
    g = position(
        tc, p1={"hand": ["KW-61", "KW-64"], "battle": [{"id": "g", "cards": ["TST-1000"]}]}
    )
    play(g, "option KW-61", "option KW-64")
    play(g, f"target {next(iter(tokens_of(g, 'p1')))}")
    assert tokens_of(g, "p1") == {}
    assert state(g)["memory"] == 2


def test_4_21_3_no_card_is_placed_under_a_tamer_token(tc):
    """4-21-3: <Save> has no Tamer to place the card under when the only one is a token."""
    g = position(
        tc,
        p1={"hand": ["KW-90"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        p2={
            "hand": ["KW-62"],
            "battle": [{"id": "s", "cards": ["KW-20"]}, {"id": "h", "cards": ["TST-1000"]}],
        },
        turn="p2",
        memory=3,
    )
    play(g, "option KW-62", "pass")
    assert [s["kind"] for s in tokens_of(g, "p2").values()] == ["tamer"]
    play(g, "option KW-90", "target s")  # <Save> triggers
    assert kind(g) == "main"
    assert state(g)["players"]["p2"]["trash"] == ["KW-62", "KW-20"]


def test_4_21_the_token_step_writes_the_tokens_facts():
    effect = Effect.model_validate(MAKE_WALLS["effects"][0])
    assert effect_text(effect) == (
        "[Main] Play 2 [Wall] Tokens (Digimon/White/3000 DP) with <Blocker>."
    )
    scout = Effect.model_validate(MAKE_SCOUT["effects"][0])
    assert effect_text(scout) == "[Main] Play 1 [Scout] Token (Digimon/Red/Lv.3/1000 DP)."


def test_1_4_4_1_no_token_is_played_once_the_token_cards_are_used(tc):
    """1-4-4-1: p1 has 3 token cards: the second [Main] plays one Wall, not two, and the
    third none."""
    p1 = {"hand": ["KW-60"] * 3, "battle": [{"id": "g", "cards": ["TST-1000"]}], "tokens": 3}
    g = position(tc, p1=p1)
    play(g, "option KW-60", "option KW-60")
    assert len(tokens_of(g, "p1")) == 3
    assert any("no token cards left (1-4-4-1)" in line for line in state(g)["log"])
    play(g, "option KW-60")
    assert len(tokens_of(g, "p1")) == 3


def test_1_4_4_1_every_game_has_a_token_limit(tc):
    """A game from two decks, whoever plays it, gives each player the default token cards."""
    from digimon_tui.engine.field import TOKEN_CARDS
    from digimon_tui.engine.game import Game

    g = Game.new(tc, [(["ST1-02"] * 50, []), (["ST1-02"] * 50, [])], seed=1)
    assert g.token_cards == [TOKEN_CARDS, TOKEN_CARDS]


def test_4_21_a_scenario_puts_a_token_in_the_battle_area(tc):
    """A stack with `token` (its facts as a `play_token` step gives them) is a token in
    play: a Digimon with the given DP and <Blocker>, numbered TKN-1."""
    g = position(
        tc,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"battle": [{"id": "w", "token": WALL}], "security": ["ST1-02"]},
        memory=3,
    )
    w = battle(g, "p2")["w"]
    assert (w["cards"], w["dp"], w["level"]) == (["TKN-1"], 3000, None)
    play(g, "attack a player")
    assert legal(g) == ["block w", "no-block"]
    play(g, "block w")
    assert "w" not in battle(g, "p2")
    assert state(g)["players"]["p2"]["trash"] == []  # 4-21-5


@pytest.mark.parametrize(
    ("stack", "message"),
    [
        ({"token": WALL, "cards": ["ST1-02"]}, "p1.battle[0].token: a token stack has `token`"),
        ({"token": {"name": "Wall", "colors": ["white"]}}, "p1.battle[0].token: Value error"),
    ],
)
def test_4_21_a_scenario_token_is_checked(tc, stack, message):
    from digimon_tui.engine.scenario import ScenarioError

    with pytest.raises(ScenarioError, match=re.escape(message)):
        position(tc, p1={"battle": [stack]})
