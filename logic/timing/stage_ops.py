"""A scheme's stage completed, in the effect interpreter: the count ``stage:<scheme>:<N>`` and the kept ``lose_game``.

``stage:<scheme>:<N>`` (a count `logic.timing.condition_ops` tests) is 1 while the threat on ``scheme`` is at least
``N``, else 0: ``N`` is the threat at which that stage is completed, as the scenario states it (no rules entry
quoted in ../shared/rules says when a stage is completed, so the engine never decides it: a scenario says it, a
situation card's ``completed_at``).

A ``lose_game`` effect marked ``kept`` with such an ``if_state`` ("If this stage is completed, the players lose the
game": a main scheme's constant ability) is a watch: when its item resolves the engine keeps it (it does not end the
game then and there), and from then on, after every effect applied, the players lose (`keyword_ops.lose_game`,
under ``lose_game_ends_game``) as soon as its condition holds; at once when it already does.

Promises: functions of the world and the effect; `check` changes nothing but ``game_over`` (and ``game_won`` never).
"""

from __future__ import annotations

from . import keyword_ops

__all__ = ["WORD", "count", "check_state", "watch", "check", "scheme_of"]

#: the word of the count
WORD = "stage"


def _parts(rest: str) -> tuple[str, int] | None:
    scheme, _, n = rest.rpartition(":")
    return (scheme, int(n)) if scheme and n.isdigit() else None


def scheme_of(rest: str) -> str:
    """The scheme a ``stage`` count (its arguments ``rest``) is about ("" when malformed)."""
    got = _parts(rest)
    return got[0] if got else ""


def check_state(rest: str, schemes) -> str | None:
    """Why ``stage:<rest>`` is not a count the engine makes (None when it is): ``<scheme>:<N>``, a scheme of the
    scenario and N a number."""
    got = _parts(rest)
    if got is None or got[0] not in schemes:
        return "'if_state' 'stage' is 'stage:<scheme>:<threat at which its stage is completed>' (a scheme of the " \
               "scenario)"
    return None


def count(world, rest: str) -> int:
    """1 when the threat on the scheme is at least the threat stated for its stage's completion, else 0."""
    scheme, n = _parts(rest)
    return int(world.threat.get(scheme, 0) >= n)


def _holds(world, effect) -> bool:
    word, _, rest = effect.if_state.partition(":")
    k = count(world, rest)
    return k >= effect.if_at_least and (effect.if_at_most is None or k <= effect.if_at_most)


def watch(world, effect) -> None:
    """Apply a kept ``lose_game``: keep it, and test it now."""
    world.stage_watches.append(effect)
    check(world)


def check(world) -> None:
    """The players lose (under the policy) when the condition of a kept ``lose_game`` holds now."""
    if not world.game_over and any(_holds(world, e) for e in world.stage_watches):
        keyword_ops.lose_game(world)
