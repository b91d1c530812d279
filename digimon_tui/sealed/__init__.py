"""Sealed play: open booster packs, build a 40-card deck from what was opened, play a
best-of-three match with sideboarding (`/work/shared/rules/sealed-format-rules.txt`,
cited as "Sealed rules")."""
