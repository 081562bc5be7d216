"""A replacement in the outcome engine: "remove 3 threat from a scheme (4 threat instead if ...)".

An effect marked ``instead`` (`logic.timing.scenario.Effect.instead`) is the replacement of the effect listed just
before it in its item: under the policy `POLICY`, when the item comes to resolve that effect, the replacement's
condition (its ``if_form`` and ``if_state``, `logic.timing.condition_ops`) is read; when it holds, the effect before
is not resolved and the replacement resolves in its place (on the same targets, its own amount); when it does not,
the effect before resolves and the replacement does nothing. Either way exactly one of the two resolves, and the
condition is read once, before either changes the world. A replacement skipped is neither done nor not done (a
later "then" / "otherwise" looks at the effect that did resolve). Without the policy, no replacement resolves.

Promises: pure functions of the scenario's effects and the world; `check` raises `InputError` for a replacement
that is not the next effect after an ordinary one.
"""

from __future__ import annotations

from . import condition_ops

__all__ = ["POLICY", "check", "replaces", "policy_can_apply"]

POLICY = "instead_replaces"   # (described in `logic.timing.vocab.POLICIES`)


def check(effects, path, where) -> None:
    """Raise `InputError` when an effect marked ``instead`` is first, follows another replacement or an option, or
    itself carries ``then``, ``otherwise``, ``and`` or ``option``."""
    from ..errors import InputError
    for k, e in enumerate(effects):
        if not getattr(e, "instead", False):
            continue
        before = effects[k - 1] if k else None
        if before is None or before.instead or before.option or e.then or e.otherwise or e.joined or e.option:
            raise InputError(f"'{e.place}.instead' replaces the effect listed just before it (not the first "
                             f"effect, not after another replacement or an option, with no 'then', 'otherwise', "
                             f"'and' or 'option')", path, f"{e.place}.instead")


def _holds(world, e) -> bool:
    """Whether replacement ``e``'s condition holds in ``world`` now."""
    if e.if_form and world.forms.get(e.if_form_of) != e.if_form:
        return False
    return condition_ops.holds(world, e)


def replaces(world, item, k: int, policies) -> bool:
    """Whether effect ``k`` (1-based) of ``item`` is replaced now: the next effect is marked ``instead``, the policy
    is on and that replacement's condition holds in ``world``."""
    if not policies.get(POLICY, False) or k >= len(item.effects):
        return False
    nxt = item.effects[k]
    return nxt.instead and _holds(world, nxt)


def policy_can_apply(effects) -> bool:
    """Whether the policy can matter: a replacement among ``effects``."""
    return any(e.instead for e in effects)
