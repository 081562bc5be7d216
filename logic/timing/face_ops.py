"""The named form of a character, as its face was stated, tested by the outcome engine: ``if_state``
``face:<card>:<1|0>`` (`logic.timing.condition_ops`), "if you are in Giant hero form", "if Apocalypse is in
Biomorph form", "if you are in Phased mass form" (the face of a mass form upgrade, a card the engine never flips).

Which face of a card is up shows its form (Rules Reference "Form, Change Form", p1: the identity card indicates the
form, ``encodings/marvel_champions/en/form.py``): a policy (`POLICY`); with it off, which form a face shows is not
told, and the count is *not decided* as after a flip (below). The scenario states a character with one face; whether that face is
the form a condition names is decided when the condition is converted (`logic.situation.conditions_form`): the
state carries it, 1 when the face stated is that form, 0 when it is another. The engine keeps it while the character
is not flipped: after a flip of that character in the run (``world.flipped``, `logic.timing.effects`), which face
is up is the player's choice among the identity's faces of that form (Ant-Man changes to Tiny or Giant hero form),
not told by anything the engine holds: the count is then never guessed, the world records one line saying so
(``undecided``: the outcome is *not decided*) and the count is 0 in that outcome.

Promises: `count` is a function of the world (and its policies) and the state, but for the undecided line it adds
(once); `check_state`, `keys` and `policy_can_apply` of their arguments alone.
"""

from __future__ import annotations

__all__ = ["WORD", "POLICY", "check_state", "count", "keys", "policy_can_apply"]

WORD = "face"
#: the policy under which the face stated shows the form a ``face`` state names (else not decided)
POLICY = "form_shown_by_face"


def check_state(rest: str, known: set[str]) -> str | None:
    """Why ``face:<rest>`` is not a state the engine tests (None when it is): ``<character>:<1|0>``."""
    who, _, met = rest.rpartition(":")
    if who not in known or met not in ("0", "1"):
        return f"'if_state' {WORD!r} is '{WORD}:<character>:<1 or 0>' (1: the face stated is the form named)"
    return None


def count(world, rest: str) -> int:
    """1 when the face stated for the character is the form named and it was not flipped since; 0 when another
    face is; 0 and one undecided line when it was flipped in the run."""
    who, _, met = rest.rpartition(":")
    if not world.policies.get(POLICY, False):
        line = f"{who}: which form its face shows is not told (the '{POLICY}' policy is off)"
        if line not in world.undecided:
            world.undecided.append(line)
        return 0
    if who in world.flipped:
        line = f"{who}: which face of that form is up after its flip is not stated (a named form is not decided)"
        if line not in world.undecided:
            world.undecided.append(line)
        return 0
    return int(met)


def keys(rest: str) -> set[tuple[str, str]]:
    """The parts of the world (`logic.timing.effects.footprint` keys) the state reads: its character."""
    return {("thing", rest.rpartition(":")[0])}


def policy_can_apply(effects) -> bool:
    """Whether the policy can change anything: some effect has a ``face`` state."""
    return any((getattr(e, "if_state", "") or "").partition(":")[0] == WORD for e in effects)
