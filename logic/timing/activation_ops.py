"""Activations an effect starts: an enemy attacking or scheming inside the ability that resolves.

An effect that makes an enemy attack ("the villain attacks you") or scheme ("Dark Beast schemes"), or activate
against a player ("Unus activates against you"), runs the game's procedure inside the item whose effect it is.
That item stands for the activation the way the scenario's event stands for one: the ``declare_defender`` and
``boost`` items waiting for it are its steps (their ``defend`` and ``boost_icons`` effects are keyed by the item,
as for the event's ``attack``), and what waits for its damage waits for the item (`logic.timing.vocab.DERIVED`).

Ops (`ACTIVATION_OPS`), each with ``card`` the enemy that activates:

- ``enemy_attack``: ``card`` attacks the effect's character: ``amount`` (its ATK as printed, with the effect's own
  bonus) plus its ``atk`` modifiers in effect, plus the boost icons given to this item's attack, less a defending
  hero's DEF (never below 0), dealt to the character declared defender when the policy
  ``defender_takes_attack_damage`` is on and that character is still in play, else to the effect's character;
- ``enemy_scheme``: ``card`` schemes: ``amount`` (its SCH) plus its ``sch`` modifiers plus the boost icons given to
  this item's activation, placed as threat on the effect's scheme;
- ``activate``: ``card`` activates against the player of the effect's character (an identity): an
  ``enemy_attack`` on it (``amount``: ATK) while it is in the form ``form``, an ``enemy_scheme`` of ``sch`` on the
  scheme ``scheme`` while it is in the other form (which form is which is the rule base's: the situation engine
  reads it off the clauses); an identity of unknown form is in neither: nothing happens.

An activation whose character (or scheme) is not there does not happen (the effect is not done, for ``then`` and
``otherwise``); nor, under the policy ``attack_needs_attacker``, one whose enemy is defeated or out of play.

Promises: `apply` changes only the character hit, the scheme, and the shields the damage spends; `legal` reads the
world only.
"""

from __future__ import annotations

from .vocab import ACTIVATION_OPS, FORMS

__all__ = ["ACTIVATION_OPS", "apply", "legal", "footprint"]


def _present(world, name: str) -> bool:
    """Whether character ``name`` is in play: not defeated, not taken out of play by a zone operation."""
    from . import zone_ops
    return name in world.health and name not in world.destroyed and not zone_ops.gone(world, name)


def legal(world, effect, target: str) -> bool:
    """Whether the activation ``effect`` can happen on ``target`` now: its character (or scheme) is there (and its
    enemy, under ``attack_needs_attacker``), and for ``activate`` the identity is in a form (the scheme of a
    scheming one is there)."""
    if world.policies.get("attack_needs_attacker") and not _present(world, effect.card):
        return False
    if effect.op == "enemy_scheme":
        return target in world.threat
    if target not in world.health or not _present(world, target):
        return False
    if effect.op == "activate":
        form = world.forms.get(target)
        return form == effect.form or (form in FORMS and form != effect.form and effect.scheme in world.threat)
    return True


def apply(world, effect, target: str, item, policies: dict, take_damage) -> None:
    """Run the activation ``effect`` of ``item`` on ``target`` (see the module's docstring); ``take_damage`` deals
    one instance of damage (`logic.timing.effects.take_damage`: preventions first)."""
    key = item.id if item is not None else ""
    bonus = world.attack_bonus.get(key, 0)
    op = effect.op
    from .activate_ops import activation_barred
    if activation_barred(world, effect.card):
        return   # the enemy cannot activate (`activate_ops`)
    if op == "activate":
        form = world.forms.get(target)
        if form == effect.form:
            op, amount = "enemy_attack", effect.amount
        elif form in FORMS:
            op, target, amount = "enemy_scheme", effect.scheme, effect.sch
        else:
            return
    else:
        amount = effect.amount
    if op == "enemy_scheme":
        world.threat[target] += max(0, amount + world.modifier(effect.card, "sch") + bonus)
        return
    where = world.attack_target.get(key)
    if not (policies.get("defender_takes_attack_damage") and where is not None and _present(world, where)
            and where in world.health):
        where = target
    dealt = take_damage(world, where, max(0, amount + world.modifier(effect.card, "atk") + bonus
                                          - world.attack_reduce.get(key, 0)))
    from . import attack_taken_ops
    attack_taken_ops.record(world, item, where, dealt)   # "if that attack damages you" (`attack_taken_ops`)


def footprint(effect) -> set[tuple[str, str]]:
    """What an activation effect reads or writes besides its targets: its enemy (its modifiers, whether it is
    there) and, for ``activate``, the scheme it may scheme on."""
    keys = {("thing", effect.card)}
    if effect.op == "activate" and effect.scheme:
        keys.add(("thing", effect.scheme))
    return keys
