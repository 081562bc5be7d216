"""A condition of the outcome engine read on the world as it was before its ability began to resolve ("already").

An effect whose ``if_state`` is ``before:<state>`` (any state `logic.timing.condition_ops` tests) applies only when
what ``<state>`` counted lay between its bounds as its item began to resolve, before any of the item's effects
("Give your hero a stunned status card. If you were already stunned, take 2 damage": whether the hero held a
stunned status card before the first sentence gave one). The moment is a rule (Rules Reference "Alteration Effect",
its "already" bullet: ``encodings/marvel_champions/en/alteration_effect.py``), a policy (`POLICY`): with it off,
the state is read as the effect resolves, as any other ``if_state``.

The engine records the counts it needs (`snapshot`, called as an item begins to resolve, kept per effect by its
place: an item resolving inside another keeps its own) and reads them back (`count`).

Promises: pure functions of the world and the item or effect; an item with no ``before:`` state records nothing.
"""

from __future__ import annotations

__all__ = ["WORD", "POLICY", "inner", "snapshot", "count", "policy_can_apply"]

#: the word that opens a state read before its ability began to resolve
WORD = "before"
#: the policy under which a ``before:`` state is read on the world before its ability (else as the effect resolves)
POLICY = "already_read_before"


def inner(state: str) -> str | None:
    """The state a ``before:<state>`` reads (None when ``state`` does not open with ``before:``)."""
    word, _, rest = state.partition(":")
    return rest if word == WORD else None


def snapshot(world, item, count_now) -> None:
    """Record on ``world``, under the policy, what each ``before:`` state of ``item``'s effects counts now (before
    any of them resolves); ``count_now(world, state)`` the count of a plain state."""
    if not world.policies.get(POLICY, False):
        return
    kept = world.__dict__.setdefault("before_counts", {})
    for e in item.effects:
        state = inner(getattr(e, "if_state", "") or "")
        if state is not None:
            kept[(item.id, e.place)] = count_now(world, state)


def count(world, effect, state: str, count_now) -> int:
    """What ``before:<state>`` of ``effect`` counts: the count recorded when its item began to resolve (under the
    policy), else ``state`` counted now."""
    kept = world.__dict__.get("before_counts", {})
    for (item_id, place), n in kept.items():
        if place == effect.place:
            return n
    return count_now(world, state)


def policy_can_apply(effects) -> bool:
    """Whether the policy can change anything: some effect has a ``before:`` state."""
    return any(inner(getattr(e, "if_state", "") or "") is not None for e in effects)
