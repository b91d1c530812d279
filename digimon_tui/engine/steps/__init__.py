"""What each step of the effect language does, one module per family of steps, each with
its handlers by step type (`PLAIN`: asks nothing; `ASKING`: may ask a player). `Game`
installs the tables (`Zones.plain_steps`, `Zones.asking_steps`); `perform.run_steps` runs
an effect's steps through them. Adding a step: its data class (cards/steps.py), its
handler in the family it belongs to, its text (cards/text.py), and their tests."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from digimon_tui.cards import model as m

from . import control, digivolution, linking, memory, moving, play, removal, search, status

if TYPE_CHECKING:
    from ..context import Ctx
    from ..perform import Does
    from ..zones import Zones

FAMILIES = (memory, status, removal, moving, search, digivolution, play, linking, control)

PLAIN: Mapping[type[m.Step], Callable[[Zones, Ctx, Any], bool]] = {
    kind: handler for family in FAMILIES for kind, handler in family.PLAIN.items()
}
"""Every step that asks nothing, by type."""
ASKING: Mapping[type[m.Step], Callable[[Zones, Ctx, Any], Does]] = {
    kind: handler for family in FAMILIES for kind, handler in family.ASKING.items()
}
"""Every step that may ask a player, by type."""
