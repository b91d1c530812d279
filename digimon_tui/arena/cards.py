"""Digi-Battle cards as data: Digimon and Power Options, with a small effect language.

The Arena game's cards are few and regular: a Digimon has a battle type, a Digimon
Power against each type, a score row, and digivolve requirements of three kinds
(a tribute of hand cards, a Digivice, or DNA). Power Options and the odd Digimon
special effect are written as effects in a language of their own, so their text can be
generated from what they do (see `digimon_tui.arena.text`).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

BattleType = Literal["red", "green", "yellow"]
Level = Literal["rookie", "champion", "ultimate", "mega"]
LEVELS: tuple[Level, ...] = ("rookie", "champion", "ultimate", "mega")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ByType(Strict):
    """A value against each battle type: Digimon Power, or an attack's name."""

    red: int
    green: int
    yellow: int


class Attacks(Strict):
    red: str
    green: str
    yellow: str


class Score(Strict):
    """Points for defeating a Digimon of each level."""

    rookie: int = Field(ge=0)
    champion: int = Field(ge=0)
    ultimate: int = Field(ge=0)
    mega: int = Field(ge=0)


class Requirement(Strict):
    """One way to digivolve into the card.

    tribute: from the named Digimon, sending `cards` hand cards Offline (Rookie → Champion);
    digivice: from the named Digimon with a matching DIGIVICE on the Power Port;
    dna: from either named Digimon, the other placed face up on the Power Port; with
    `partner_level`, the partner is any Digimon of that level ("MarineDevimon + Ultimate").
    """

    kind: Literal["tribute", "digivice", "dna"]
    digimon: tuple[str, ...] = Field(min_length=1, max_length=2)
    cards: int = Field(0, ge=0, le=3)
    partner_level: Level | None = None

    @model_validator(mode="after")
    def _shape(self) -> Requirement:
        partners = len(self.digimon) + (self.partner_level is not None)
        if (self.kind == "dna") != (partners == 2):
            raise ValueError("a dna requirement names two Digimon; the others name one")
        if (self.kind == "tribute") != (self.cards > 0):
            raise ValueError("only a tribute requirement (and every tribute) sends `cards`")
        return self


# ---- effects -----------------------------------------------------------------------


class EffectBase(Strict):
    when: Literal["played", "wins", "loses", "tie", "digivolved_to"] = "played"
    """When it happens: when the card is played (or its Digimon digivolves), or at the
    end of the duel on a win, a loss or a tie."""


class AddPower(EffectBase):
    do: Literal["add_power"]
    amount: int


class DoublePower(EffectBase):
    """Double your Digimon Power until the end of the duel, if the condition holds."""

    do: Literal["double_power"]
    against: Literal["higher_level"]


class SendOnlineOffline(EffectBase):
    do: Literal["send_online_offline"]
    whose: Literal["yours", "opponents"]
    count: int = Field(ge=1)


class SendDigimonOffline(EffectBase):
    """Send the opponent's Digimon on the Duel Zone Offline, but for the Rookie."""

    do: Literal["send_digimon_offline"]


class Downgrade(EffectBase):
    """Send a Champion on either Duel Zone Offline, leaving its Rookie."""

    do: Literal["downgrade"]
    level: Level = "champion"


class ScorePoints(EffectBase):
    do: Literal["score"]
    amount: int = Field(ge=1)


class DoubleScore(EffectBase):
    do: Literal["double_score"]


class DigivolveAny(EffectBase):
    """Digivolve to the next level regardless of digivolve requirements."""

    do: Literal["digivolve_any"]


class Digivice(EffectBase):
    """Meets a digivice requirement for an Ultimate or Mega of these battle types."""

    do: Literal["digivice"]
    types: tuple[BattleType, ...] = Field(min_length=1)


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


class UseCost(Strict):
    """What a player gives up to use a Power Option."""

    hand_cards: int = Field(0, ge=0)
    rest_of_hand: bool = False
    online_cards: int = Field(0, ge=0)


class DigimonCard(Strict):
    number: str = Field(pattern=r"^ST-\d+$")
    name: str = Field(min_length=1)
    category: Literal["digimon"] = "digimon"
    level: Level
    type: BattleType
    power: ByType
    attacks: Attacks | None = None
    score: Score
    requirements: tuple[Requirement, ...] = ()
    ability: Literal["fly", "swim", "dig"] | None = None
    """Printed; no Starter Set card refers to it."""
    effects: tuple[Effect, ...] = ()
    description: str | None = None

    @model_validator(mode="after")
    def _shape(self) -> DigimonCard:
        if (self.level == "rookie") != (not self.requirements):
            raise ValueError("a Rookie has no requirements; every other level has some")
        kinds = {r.kind for r in self.requirements}
        if self.level == "champion" and kinds != {"tribute"}:
            raise ValueError("a Champion digivolves by tribute")
        if self.level in ("ultimate", "mega") and "tribute" in kinds:
            raise ValueError("an Ultimate or Mega digivolves by Digivice or DNA")
        return self


class PowerOption(Strict):
    number: str = Field(pattern=r"^ST-\d+$")
    name: str = Field(min_length=1)
    category: Literal["power_option"] = "power_option"
    kind: Literal["power_blast", "digivolve"]
    """A Power Blast is played in the battle phase; a Digivolve option in the digivolve phase."""
    effects: tuple[Effect, ...] = Field(min_length=1)
    cost: UseCost = UseCost()
    not_with_rookie: bool = False
    """Can't be used with a Rookie on your Duel Zone."""
    once_per_duel: bool = False
    not_after_opponent_passes: bool = False
    keep_on_port: bool = False
    """Stays on the Power Port at the end of the duel."""


ArenaCard = Annotated[DigimonCard | PowerOption, Field(discriminator="category")]


class ArenaCardFile(Strict):
    set: str
    name: str | None = None
    cards: tuple[ArenaCard, ...]
