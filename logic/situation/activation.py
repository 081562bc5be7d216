"""Activations a card's effect starts, in a situation: the engine effect and the activation's steps.

An effect of the structure that makes an enemy attack, scheme or activate (`logic.situation.applicable`:
``PROCEDURE_OP``) becomes the outcome engine's ``enemy_attack``, ``enemy_scheme`` or ``activate`` effect
(`logic.timing.activation_ops`) in the item of the ability that starts it, when the rule base says such an
effect starts an activation (the fact ``effect_activation``, `logic.situation.rules`): the enemy named (the
villain, this card, it, a card named), with its printed ATK or SCH (and the effect's printed bonus), against the
identity of the effect's "you"; an "activates against" runs the attack or the scheme the facts
``activation_in_form`` give for the form of that identity (which must be stated). That item then stands for the
activation: `activation_steps` adds what waits for it, as for an attack event (`logic.situation.scenario`): the
character the situation declares defender (a ``reveal`` event's ``defender``), the card dealt as its boost (when
the facts give its enemy a boost card: ``activation_boost``), and the tough status card on the character its
damage goes to.

What is not applied is left unread, never guessed: an enemy with a status card that acts on its activation
(stunned, confused: the situation builds those items for its event only), an activation whose enemy or player
cannot be named, an "activates against" an identity of unknown form, the Boost abilities of a card dealt as its
boost.

A boost card given to the enemy attacking in the situation's event ("give the activating enemy an additional boost
card", `give_boost_op`) adds the icons of the next cards the situation states as dealt as boost (after the first,
the attack's own), when the rule base says the icons of additional boost cards add up (``boost_cumulative``):
the engine's ``boost_icons`` on the attack. Fewer cards stated than given, or a second effect giving boost cards
in the same situation (which of them deals which card would be a guess), leaves it unread.

Promises: `activation_op` returns an engine effect or None, and adds to ``b.clauses`` the clauses its facts rest
on; `activation_steps` returns the ids of the items the situation says happened (a defence).
"""

from __future__ import annotations

from ..abilities import model as m
from ..timing.vocab import ACTIVATION_OPS
from .applicable import PROCEDURE_OP
from .rules import ENEMIES, FORMS, situation_facts

__all__ = ["activation_op", "activation_steps", "give_boost_op"]


def activation_op(b, card, sentence, e) -> dict | None:
    """The engine effect of the activation ``e`` (an ACTIVATE effect the catalogue accepts) read on ``card`` in
    the situation of builder ``b`` (`logic.situation.scenario._Builder`), or None when it cannot be applied."""
    facts = situation_facts(b.rules)
    if not facts.holds("effect_activation"):
        return None
    enemies = b.targets(e.target, card, sentence, e.span)
    if not enemies or len(enemies) != 1 or enemies[0] not in b.characters:
        return None
    enemy = b.sit.card(enemies[0])
    if enemy.card_type not in ENEMIES:
        return None
    statuses = b.characters[enemy.id].get("statuses", [])
    if any(facts.status_for(act) in statuses for act in ("attack", "scheme") if facts.status_for(act)):
        return None   # a status card acting on the activation: built for the situation's event only
    bonus = 0
    if e.amount is not None:
        bonus = b.amount(e)
        if bonus is None:
            return None
    op = PROCEDURE_OP[e.procedure]
    b.clauses |= set(facts.because("effect_activation"))
    atk, sch = enemy.stat("attack", 1), enemy.stat("scheme", 1)
    if op == "enemy_scheme":
        b.schemes.setdefault(b.main, 0)
        return {"op": op, "target": b.main, "card": enemy.id, "amount": sch + bonus}
    who = b.you_in(card, sentence, e.span[0], e.span[1])
    if not who:
        return None
    ident = b.identity(who)
    if op == "enemy_attack":
        return {"op": op, "target": ident, "card": enemy.id, "amount": atk + bonus}
    attack_in = [f for f in FORMS if facts.holds("activation_in_form", enemy.card_type, f, "attack")]
    scheme_in = [f for f in FORMS if facts.holds("activation_in_form", enemy.card_type, f, "scheme")]
    if len(attack_in) != 1 or sorted(attack_in + scheme_in) != sorted(FORMS) \
            or b.characters[ident].get("form") not in FORMS:
        return None
    for f in FORMS:
        for act in ("attack", "scheme"):
            b.clauses |= set(facts.because("activation_in_form", enemy.card_type, f, act))
    b.schemes.setdefault(b.main, 0)
    return {"op": op, "target": ident, "card": enemy.id, "amount": atk, "sch": sch, "scheme": b.main,
            "form": attack_in[0]}


def _activations(items: list[dict]) -> list[tuple[dict, dict]]:
    """(item, effect) for each activation effect of ``items``."""
    return [(it, e) for it in items for e in it.get("effects", []) if e.get("op") in ACTIVATION_OPS]


def activation_steps(sit, b, items: list[dict], add) -> list[str]:
    """The steps of the one activation an item's effect starts (none when the situation's event is itself an
    activation, or when no item or several start one), added with ``add`` (`scenario_table`'s): the declared
    defender (a required item), the card dealt as its boost, the tough status card of the character hit; the ids
    of the required items."""
    ev = sit.event
    given = getattr(b, "boost_given", None)
    if given:   # the cards an effect gave as boost cards: their icons are applied by that effect's item
        for it in items:
            if any(e is given[0] for e in it.get("effects", [])):
                b.applied.update({(cid, "boost_icons"): it["id"] for cid in given[1]})
    acts = _activations(items)
    if ev.kind in ("attack", "scheme"):
        return []
    if len(acts) != 1:
        if ev.defender is not None:
            b.unread.append({"card": ev.defender, "ability": 0,
                             "sentence": "declared defender: no single attack started by an effect to defend"})
        return []
    facts = situation_facts(b.rules)
    x, e = acts[0]
    enemy = sit.card(e["card"])
    required = []
    attacks = e["op"] in ("enemy_attack", "activate")
    if ev.defender is not None and attacks:
        d = sit.card(ev.defender)
        did = f"{ev.defender}_defends"
        items.append({"id": did, "kind": "declare_defender", "controller": d.controller or sit.first,
                      "trigger": x["id"], "says": f"{d.name} defends",
                      "effects": [{"op": "defend", "target": d.id,
                                   "amount": d.stat("defense", 0) if d.card_type == "hero" else 0}]})
        required.append(did)
    elif ev.defender is not None:
        b.unread.append({"card": ev.defender, "ability": 0,
                         "sentence": "declared defender: the activation started is a scheme"})
    boosts = [c for c in sit.cards.values() if c.dealt_as_boost]
    if boosts and facts.holds("activation_boost", enemy.card_type):
        b.clauses |= set(facts.because("activation_boost", enemy.card_type))
        if len(boosts) > 1:
            b.unread.append({"card": boosts[1].id, "ability": 0,
                             "sentence": "a second card dealt as boost: one boost card per activation"})
        c = boosts[0]
        from .structure import structures
        for a, _st in structures(c):
            if a.section == "boost":
                b.unread.append({"card": c.id, "ability": a.index, "sentence": a.text})
        if c.stat("boost", 0):
            add(c, None, "boost", [{"op": "boost_icons", "target": enemy.id, "amount": c.stat("boost", 0)}],
                trigger=x["id"], controller=sit.first)
    guard = facts.status_for("damage")
    hit = ev.defender if ev.defender is not None and attacks else e["target"] if attacks else None
    if guard is not None and hit in b.characters and guard in b.characters[hit].get("statuses", []) \
            and hit in sit.cards:
        b.clauses |= set(facts.because("status_acts_on", guard, "damage"))
        add(sit.card(hit), None, "forced_interrupt", [{"op": "prevent", "target": hit, "card": guard}],
            trigger=x["id"], status_card=True, would=True, name=guard, controller=b.characters[hit]["controller"])
    return required


def give_boost_op(b, card, sentence, e) -> dict | None:
    """The engine effect of the GIVE_BOOST ``e`` (the catalogue accepts it) read on ``card``: ``boost_icons`` on the
    attacker of the situation's attack event, the icons of the cards stated as dealt that it gives; None when the
    enemy is not the attacker, or the cards are not stated (see the module's docstring)."""
    ev = b.sit.event
    facts = situation_facts(b.rules)
    if ev.kind != "attack" or not facts.holds("boost_cumulative"):
        return None
    t = e.target
    if t.noun is m.Noun.ENEMY:   # "the activating enemy": the catalogue allows no other filter
        enemies = [ev.attacker]
    else:
        enemies = b.targets(t, card, sentence, e.span)
    if enemies != [ev.attacker]:
        return None
    n = 1 if e.amount is None else e.amount.value
    dealt = [c for c in b.sit.cards.values() if c.dealt_as_boost]
    extra = dealt[1:]   # the first is the attack's own (its icons given by `scenario_table`, when it has some)
    if getattr(b, "boost_given", None) or n > len(extra) or not dealt[0].stat("boost", 0):
        return None
    op = {"op": "boost_icons", "target": ev.attacker, "amount": sum(c.stat("boost", 0) for c in extra[:n])}
    b.boost_given = (op, [c.id for c in extra[:n]])   # the cards it deals: applied by its item (`activation_steps`)
    b.clauses |= set(facts.because("boost_cumulative"))
    return op
