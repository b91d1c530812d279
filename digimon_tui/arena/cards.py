"""Digi-Battle cards as data: Digimon, Power Options, and the effect language they share.

A Digimon has a battle type, a Digimon Power against each type, a score row and
digivolve requirements of three kinds (a tribute of hand cards, a Digivice, or DNA).
Power Options, and the few Digimon with a special effect, say what they do as effects
in a small language of their own, so the card text can be generated from the very
data the engine runs (`digimon_tui.arena.text`). The models refuse anything the engine
could not play, so a card file that loads is a card file that works.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

BattleType = Literal["red", "green", "yellow"]
Level = Literal["rookie", "champion", "ultimate", "mega"]
LEVELS: tuple[Level, ...] = ("rookie", "champion", "ultimate", "mega")

Against = Literal["higher_level", "red", "green", "yellow"]
"""Whom an effect works against: an opponent of a higher level, or of a battle type."""

When = Literal["played", "wins", "loses", "tie", "digivolved_to"]
"""When an effect happens: as its Power Option is played (power changes then last while
the card is on the Power Port); at the end of the duel on a win, a loss or a tie; or
when its Digimon is digivolved to."""


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class ByType(Strict):
    """Digimon Power against an opponent of each battle type (A, example A)."""

    red: int = Field(ge=0)
    green: int = Field(ge=0)
    yellow: int = Field(ge=0)


class Attacks(Strict):
    """The printed attack names, one per opponent type; shown, never played."""

    red: str
    green: str
    yellow: str


class ScoreRow(Strict):
    """Points the winner scores for defeating a Digimon of each level (D)."""

    rookie: int = Field(ge=0)
    champion: int = Field(ge=0)
    ultimate: int = Field(ge=0)
    mega: int = Field(ge=0)


class Requirement(Strict):
    """One way to digivolve into the card (B.6).

    tribute: from the named Digimon, sending `cards` hand cards Offline (Rookie to Champion);
    digivice: from the named Digimon, with a DIGIVICE of the card's type (B.6a);
    dna: from either named Digimon, the other one face up on the Power Port (B.6b). With
    `partner_level`, the second Digimon is any one of that level ("MarineDevimon + Ultimate").
    """

    kind: Literal["tribute", "digivice", "dna"]
    digimon: list[str] = Field(min_length=1, max_length=2)
    cards: int = Field(0, ge=0, le=3)
    partner_level: Level | None = None

    @model_validator(mode="after")
    def _shape(self) -> Requirement:
        partners = len(self.digimon) + (self.partner_level is not None)
        if (self.kind == "dna") != (partners == 2):
            raise ValueError("a dna requirement names two Digimon; the others name one")
        if (self.kind == "tribute") != (self.cards > 0):
            raise ValueError("a tribute requirement, and only a tribute, sends 1 to 3 `cards`")
        return self


# ---- the effect language -------------------------------------------------------------


class EffectBase(Strict):
    when: When = "played"


class AddPower(EffectBase):
    """Add to your Digimon Power while the card is on the Power Port."""

    do: Literal["add_power"]
    amount: int = Field(ge=1)
    against: Against | None = None


class DoublePower(EffectBase):
    """Double your Digimon Power while the card is on the Power Port (after additions)."""

    do: Literal["double_power"]
    against: Against | None = None


class SendOnlineOffline(EffectBase):
    """Send the top cards of a player's Online Offline."""

    do: Literal["send_online_offline"]
    whose: Literal["yours", "opponents"]
    count: int = Field(ge=1)


class SendDigimonOffline(EffectBase):
    """Send the opponent's Digimon Offline, all but the Rookie (as a defeated player does)."""

    do: Literal["send_digimon_offline"]


class Downgrade(EffectBase):
    """Send a Digimon of `level` on top of either Duel Zone Offline, showing the one under it."""

    do: Literal["downgrade"]
    level: Literal["champion", "ultimate", "mega"] = "champion"


class ScorePoints(EffectBase):
    do: Literal["score"]
    amount: int = Field(ge=1)


class DoubleScore(EffectBase):
    """Double the points the duel's win scores."""

    do: Literal["double_score"]


class DigivolveAny(EffectBase):
    """Digivolve to the next level regardless of digivolve requirements."""

    do: Literal["digivolve_any"]


class Digivice(EffectBase):
    """Meets a Digivice requirement to digivolve to an Ultimate or Mega of these types."""

    do: Literal["digivice"]
    types: list[BattleType] = Field(min_length=1)


Effect = Annotated[
    AddPower
    | DoublePower
    | SendOnlineOffline
    | SendDigimonOffline
    | Downgrade
    | ScorePoints
    | DoubleScore
    | DigivolveAny
    | Digivice,
    Field(discriminator="do"),
]

POWER = (AddPower, DoublePower)
"""Effects that change Digimon Power for as long as their card is on the Power Port."""
DIGIVOLVING = ("digivolve_any", "digivice")
"""Effects of the Power Options placed with the face-down card in the digivolve phase."""
DIGIMON_EFFECTS = ("send_online_offline", "send_digimon_offline", "score")
"""What a Digimon's special effect can do: one-shot effects that need no choice."""


class UseRequirements(Strict):
    """What a Power Option asks of its player (C: "Use Requirements")."""

    hand_cards: int = Field(0, ge=0, le=9)
    """Other cards from your hand to send Offline."""
    rest_of_hand: bool = False
    """Send the rest of your hand Offline."""
    online_cards: int = Field(0, ge=0)
    """Cards from the top of your Online to send Offline."""
    not_with_rookie: bool = False
    """Not with a Rookie on your Duel Zone."""
    once_per_duel: bool = False
    """Only one card of this number per player per duel."""
    not_after_opponent_passes: bool = False


class DigimonCard(Strict):
    number: str = Field(pattern=r"^[A-Z]+-\d+$")
    name: str = Field(min_length=1)
    category: Literal["digimon"] = "digimon"
    level: Level
    type: BattleType
    power: ByType
    attacks: Attacks | None = None
    score: ScoreRow
    requirements: list[Requirement] = []
    ability: Literal["fly", "swim", "dig"] | None = None
    """A printed trait; other sets' cards refer to it, no Starter Set card does."""
    effects: list[Effect] = []
    """Special effects: one-shot effects at a result or when digivolved to."""
    description: str | None = None

    @model_validator(mode="after")
    def _shape(self) -> DigimonCard:
        kinds = {r.kind for r in self.requirements}
        if (self.level == "rookie") != (not self.requirements):
            raise ValueError("a Rookie has no requirements; every other level has some")
        if self.level == "champion" and kinds != {"tribute"}:
            raise ValueError("a Champion digivolves by tribute (B.6)")
        if self.level in ("ultimate", "mega") and "tribute" in kinds:
            raise ValueError("an Ultimate or Mega digivolves by Digivice or DNA (B.6)")
        for e in self.effects:
            if e.do not in DIGIMON_EFFECTS:
                raise ValueError(f"a Digimon's special effect can't {e.do}")
            if e.when == "played":
                raise ValueError("a Digimon's effect happens at a result or 'digivolved_to'")
        return self


class PowerOption(Strict):
    number: str = Field(pattern=r"^[A-Z]+-\d+$")
    name: str = Field(min_length=1)
    category: Literal["power_option"] = "power_option"
    kind: Literal["power_blast", "digivolve"]
    """A Power Blast is played in the battle phase (C); a Digivolve option is placed face
    down on the Power Port with the face-down card in the digivolve phase (B)."""
    effects: list[Effect] = Field(min_length=1)
    use: UseRequirements = UseRequirements()
    keep_on_port: bool = False
    """Stays on the Power Port at the end of the duel, its effects with it (D)."""

    @model_validator(mode="after")
    def _shape(self) -> PowerOption:
        digivolving = [e for e in self.effects if e.do in DIGIVOLVING]
        if self.kind == "digivolve":
            if len(self.effects) != 1 or not digivolving:
                raise ValueError("a digivolve option has one effect: digivolve_any or digivice")
            u = self.use
            if u.not_with_rookie or u.once_per_duel or u.not_after_opponent_passes:
                raise ValueError("battle-phase use requirements on a digivolve option")
        elif digivolving:
            raise ValueError(f"{digivolving[0].do} belongs on a digivolve option")
        for e in self.effects:
            if isinstance(e, (*POWER, Downgrade)) and e.when != "played":
                raise ValueError(f"{e.do} happens when the card is played")
            if e.do == "double_score" and e.when != "wins":
                raise ValueError("double_score happens when you win")
            if e.when == "digivolved_to":
                raise ValueError("'digivolved_to' is for a Digimon's special effect")
        return self


ArenaCard = Annotated[DigimonCard | PowerOption, Field(discriminator="category")]


class ArenaCardFile(Strict):
    set: str
    name: str | None = None
    cards: list[ArenaCard]
