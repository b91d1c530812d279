"""4-23-3, 15-12-1: "[Rule] Name: Also treated as [Mon 70]" and "... as having [Greymon]": the
card has those names besides its own wherever it is, so filters and digivolution
requirements by name see them; "[Rule] Trait: Has [Cyborg] type" likewise adds a trait."""

from __future__ import annotations

import pytest
from games import legal, position, with_cards
from keyword_cards import mon

from digimon_tui.cards.model import Filter
from digimon_tui.engine.queries import printed_holds

ALSO = {**mon("69", 3000, level=3), "also_names": ["Mon 70"]}
HAVING = {**mon("71", 3000, level=3), "also_name_contains": ["Greymon"]}
TYPED = {**mon("73", 3000, level=3), "also_types": ["Cyborg"]}
NEEDS_CYBORG = {**mon("74", 6000, level=4), "digivolve": [{"traits": ["Cyborg"], "cost": 1}]}
"""[Digivolve] w/[Cyborg] trait: Cost 1."""
NEEDS_70 = {**mon("72", 6000, level=4), "digivolve": [{"names": ["Mon 70"], "cost": 1}]}
"""[Digivolve] [Mon 70]: Cost 1."""


@pytest.fixture(scope="module")
def nc(pool):
    return with_cards(pool, ALSO, HAVING, NEEDS_70, TYPED, NEEDS_CYBORG)


def test_filters_by_name_see_the_names_it_is_also_treated_as_having(nc):
    also, having = nc["KW-69"], nc["KW-71"]
    assert printed_holds(Filter(name="Mon 70"), also)
    assert printed_holds(Filter(names=("Mon 70", "Other")), also)
    assert printed_holds(Filter(name="Mon 69"), also)  # its own name stays (15-12-1-1)
    assert printed_holds(Filter(name_contains=("Greymon",)), having)
    assert not printed_holds(Filter(name="Greymon"), having)  # contains, not is
    assert not printed_holds(Filter(name_contains=("Greymon",)), also)


def test_a_requirement_by_name_is_met_by_a_name_it_is_also_treated_as(nc):
    g = position(nc, p1={"hand": ["KW-72"], "battle": [{"id": "a", "cards": ["KW-69"]}]}, memory=3)
    assert "digivolve a KW-72" in legal(g)
    g = position(nc, p1={"hand": ["KW-72"], "battle": [{"id": "a", "cards": ["KW-71"]}]}, memory=3)
    assert "digivolve a KW-72" not in legal(g)


def test_4_23_3_a_trait_it_has_by_its_rule_meets_filters_and_requirements(nc):
    assert printed_holds(Filter(traits=("Cyborg",)), nc["KW-73"])
    assert not printed_holds(Filter(traits=("Cyborg",)), nc["KW-69"])
    g = position(nc, p1={"hand": ["KW-74"], "battle": [{"id": "a", "cards": ["KW-73"]}]}, memory=3)
    assert "digivolve a KW-74" in legal(g)
    g = position(nc, p1={"hand": ["KW-74"], "battle": [{"id": "a", "cards": ["KW-69"]}]}, memory=3)
    assert "digivolve a KW-74" not in legal(g)
