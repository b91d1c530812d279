"""Simulations on a Ray cluster, for balance studies bigger than one machine.

The games are cut into batches of consecutive game numbers, as on local processes;
each batch is a Ray task that plays its games from their seeds, and the batches'
results are added up. Every game depends only on its seed, so a cluster gives the
same totals as this machine for the same seed. Ray is an optional extra
(`pip install 'digimon-tui[cluster]'`), and every node needs digimon-tui installed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .simulate import PlayOne, Results

INSTALL = "Ray is not installed: pip install 'digimon-tui[cluster]' (or pip install ray)"


class ClusterError(Exception):
    """Ray missing, or the cluster can't be reached: one line for the user."""


def ray_module() -> Any:
    try:
        import ray
    except ImportError:
        raise ClusterError(INSTALL) from None
    return ray


def connect(address: str) -> Any:
    """Ray, connected to the cluster at `address` (`local` starts one on this machine,
    `auto` finds one started here with `ray start`); a connection already made (by
    the caller) is kept."""
    ray = ray_module()
    if not ray.is_initialized():
        try:
            ray.init(address=address, log_to_driver=False, include_dashboard=False)
        except (ConnectionError, ValueError, RuntimeError) as e:
            first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
            raise ClusterError(f"--ray {address}: can't connect to the cluster: {first}") from None
    return ray


def run_on_ray(
    play_one: PlayOne,
    seed: int,
    games: int,
    address: str,
    progress: Callable[[int], None] | None = None,
) -> tuple[Results, int]:
    """Play games `0 .. games-1` as Ray tasks; their results added up, and the
    cluster's CPUs."""
    from .simulate import Results, chunk

    ray = connect(address)
    cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
    size = max(1, min(200, games // (cpus * 4)))
    task = ray.remote(chunk)
    shared = ray.put(play_one)  # the cards and decks, sent to each node once
    pending = {
        task.remote(shared, seed, a, min(a + size, games)): min(a + size, games) - a
        for a in range(0, games, size)
    }
    res = Results()
    done = 0
    while pending:
        ready, _ = ray.wait(list(pending), num_returns=1)
        for ref in ready:
            res.merge(ray.get(ref))
            done += pending.pop(ref)
            if progress is not None:
                progress(done)
    return res, cpus
