"""What an earlier effect of the same item did, recorded as the item resolves ("if no enemy activated this way").

The engine records, for each effect of the item resolving, on how many of its targets it was applied (0 when it
was not resolved: its condition failed, a "then" did not follow, an option not picked), and for an activation how
many of those were attacks (``enemy_attack``; ``activate`` against an identity in the form its attack is for).
A later effect of the same item may test it with ``if_state`` (`logic.timing.condition_ops`):

- ``done:<k>``: on how many targets the item's k-th effect (1-based) was applied ("if no enemy activated this
  way", "if no upgrade was discarded this way": at most 0);
- ``attacked:<k>``: how many attacks the item's k-th effect (an activation) made ("if no attack was made this way");
- ``defeated:<k>``: how many of its targets the item's k-th effect brought from above 0 to 0 or fewer remaining hit
  points ("if that enemy is defeated by this attack", "if this attack defeats that enemy": at least 1);
- ``healed:<k>``: how much damage the item's k-th effect (a ``heal``) removed, the remaining hit points it restored
  on its targets ("if no damage was healed this way": at most 0; a heal on an undamaged character removes none).

An effect after it reads what it did; one before it, or itself, reads 0 (nothing done yet). The records are the
item's own: an item resolving inside another (an "each time") keeps its own, keyed by each effect's place.

Promises: pure functions of the world and the effects; recording changes only the records.
"""

from __future__ import annotations

__all__ = ["WORDS", "start", "hit", "landed", "count", "check_state", "effect_place"]

#: the words of the states read here
WORDS = ("done", "attacked", "defeated", "healed")


def effect_place(effect, k: int) -> str:
    """The place of the k-th effect (1-based) of the item ``effect`` belongs to (places name their item)."""
    return f"{effect.place.rpartition('.effects[')[0]}.effects[{k - 1}]"


def _records(world) -> dict:
    return world.__dict__.setdefault("done_records", {})


def start(world, item) -> None:
    """As ``item`` begins to resolve: nothing of its effects done yet."""
    if not any((getattr(e, "if_state", "") or "").partition(":")[0] in WORDS for e in item.effects):
        return   # no effect reads the records: none kept
    rec = _records(world)
    for e in item.effects:
        rec[e.place] = {"done": 0, "attacked": 0, "defeated": 0, "healed": 0, "before": {}}


def hit(world, effect, target: str) -> None:
    """``effect`` is applied to ``target`` now (called just before it is): one more done, and one more attack when
    it is an enemy's attack (``activate``: when the identity is in the form its attack is for)."""
    rec = _records(world).get(effect.place)
    if rec is None:
        return
    rec["done"] += 1
    rec["before"][target] = world.health.get(target)
    if effect.op == "enemy_attack" or (effect.op == "activate" and world.forms.get(target) == effect.form):
        rec["attacked"] += 1


def landed(world, effect, target: str) -> None:
    """``effect`` was just applied to ``target``: one more defeated when it brought the target's remaining hit points
    from above 0 to 0 or fewer; for a ``heal``, the hit points it restored added to what was healed."""
    rec = _records(world).get(effect.place)
    if rec is None:
        return
    was, now = rec["before"].pop(target, None), world.health.get(target)
    if was is not None and now is not None and was > 0 >= now:
        rec["defeated"] += 1
    if effect.op == "heal" and was is not None and now is not None and now > was:
        rec["healed"] += now - was


def count(world, effect, word: str, rest: str) -> int:
    """What ``<word>:<rest>`` of ``effect`` counts now (0 when the effect it names has done nothing yet)."""
    rec = _records(world).get(effect_place(effect, int(rest)))
    return rec[word] if rec is not None else 0


def check_state(word: str, rest: str) -> str | None:
    """Why ``<word>:<rest>`` is not a state the engine tests (None when it is): ``rest`` an effect number >= 1."""
    if not rest.isdigit() or int(rest) < 1:
        return f"'if_state' {word!r} is '{word}:<k>', k the number (1, 2, ...) of an earlier effect of its item"
    return None
