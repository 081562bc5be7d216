"""The ``damage_source`` vocabulary: whether the damage one step of the trigger graph deals is from an attack.

The clauses of topic ``damage_source`` (``encodings/<game>/<lang>/loops_damage_*.py``) are written over a
`DamageView` of one edge (or one step of a cycle): the damage the resolving ability's effect deals
(`dealt`), whether it is from an attack (`from_attack`), whether the ability is labelled as an attack
(`labelled_attack`), whether every sentence of its effects was read (`label_read`: an unread sentence may
make attacks), and whether the effect is its trigger's damage itself, dealt elsewhere (`keeps_damage`: "takes
that damage instead"; its source is then that damage's, stated by `logic.pool_graph.edges`: the words'
meaning, not a rule).

What a trigger asks of the damage ("from an attack") is the trigger's words (`logic.pool_graph.words.asks_attack`).

Promises: the same damage and words give the same constraints.
"""

from __future__ import annotations

import z3

__all__ = ["DamageView", "damage_clauses"]


class DamageView:
    """One effect's damage (see the module). ``from_attack``: a z3 Bool, the damage is from an attack;
    ``label``: `logic.pool_graph.words.attack_label` of the ability; ``keeps``: the effect is its trigger's
    damage itself."""

    def __init__(self, from_attack: z3.BoolRef, label: str, keeps: bool, ctx: z3.Context):
        self._src, self._label, self._keeps, self.ctx = from_attack, label, keeps, ctx

    def dealt(self) -> list:
        """The damage the effect deals (one)."""
        return [self._src]

    def from_attack(self, d) -> z3.BoolRef:
        return d

    def labelled_attack(self, d) -> z3.BoolRef:
        """The ability dealing it is labelled as an attack ("(attack)")."""
        return z3.BoolVal(self._label == "attack", self.ctx)

    def label_read(self, d) -> z3.BoolRef:
        """Every sentence of the effects of the ability dealing it was read (none may make attacks unread)."""
        from logic.pool_graph.words import ATTACK_LABEL_UNREAD
        return z3.BoolVal(self._label != ATTACK_LABEL_UNREAD, self.ctx)

    def keeps_damage(self, d) -> z3.BoolRef:
        """The effect is its trigger's damage itself, dealt elsewhere ("takes that damage instead")."""
        return z3.BoolVal(self._keeps, self.ctx)


def damage_clauses(rules: str) -> list:
    """The clauses of topic ``damage_source`` of rule base ``rules`` (none: nothing is said)."""
    from logic.registry import load_rule_base
    return load_rule_base(rules).for_topic("damage_source")
