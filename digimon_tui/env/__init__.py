"""The card game as a PettingZoo environment for learning programs (the `rl` extra:
`pip install 'digimon-tui[rl]'`): `from digimon_tui.env import env` (`raw_env` without
PettingZoo's checks). docs/learning-env.md documents it."""

try:
    import pettingzoo  # noqa: F401
except ModuleNotFoundError as e:  # pragma: no cover - depends on what is installed
    raise ModuleNotFoundError(
        "digimon_tui.env needs the rl extra: pip install 'digimon-tui[rl]'", name=e.name
    ) from None

from .aec import env, raw_env

__all__ = ["env", "raw_env"]
