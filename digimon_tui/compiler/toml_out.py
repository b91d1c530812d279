"""Definitions written back as the TOML a card file holds: what `cards check` shows beside
compiled text, and what `cards compile` writes."""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel


def inline(value: Any) -> str:
    """A value as inline TOML: `{ timing = "main", steps = [{ do = "delete" }] }`."""
    if isinstance(value, BaseModel):
        value = value.model_dump(exclude_defaults=True)
    if isinstance(value, dict):
        if not value:
            return "{}"
        if "do" in value:  # a step reads from its verb
            value = {"do": value["do"], **value}
        return "{ " + ", ".join(f"{_key(k)} = {inline(v)}" for k, v in value.items()) + " }"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(inline(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    return json.dumps(str(value), ensure_ascii=False)


def _key(key: str) -> str:
    return key if key.replace("_", "").replace("-", "").isalnum() else json.dumps(key)
