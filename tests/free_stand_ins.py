"""Stand-ins for the BT12 cards whose inherited effects ask for a Digimon with the [Free]
trait (BT12-028 Paildramon, BT12-055 Dinobeemon): one with the trait and one without, and two
level 4 cards that do nothing in those positions."""

from __future__ import annotations

BLUE_4, GREEN_4 = "BT1-037", "BT3-049"  # Gorillamon, Flymon: nothing that acts here
FREE_6 = {
    "number": "TST-1",
    "name": "Free Six",
    "category": "digimon",
    "colors": ["blue"],
    "level": 6,
    "cost": 12,
    "dp": 12000,
    "types": ["Free"],
}
PLAIN_6 = {**FREE_6, "number": "TST-2", "name": "Plain Six", "types": ["Dragon"]}
