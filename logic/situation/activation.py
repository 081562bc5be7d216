"""Activations a card's effect starts, in a situation: the engine effect and the activation's steps.

An effect of the structure that makes an enemy attack, scheme or activate (`logic.situation.applicable`:
``PROCEDURE_OP``) becomes the outcome engine's ``enemy_attack``, ``enemy_scheme`` or ``activate`` effect
(`logic.timing.activation_ops`) in the item of the ability that starts it, when the rule base says such an
effect starts an activation (the fact ``effect_activation``, `logic.situation.rules`): the enemy named (the
villain, this card, a card named), with its printed ATK or SCH (and the effect's printed bonus), against the
identity of the effect's "you"; an "activates against" runs the attack or the scheme the facts
``activation_in_form`` give for the form of that identity (which must be stated). That item then stands for the
activation: `activation_steps` adds what waits for it, as for an attack event (`logic.situation.scenario`): the
character the situation declares defender (a ``reveal`` event's ``defender``), the card dealt as its boost (when
the facts give its enemy a boost card: ``activation_boost``), and the tough status card on the character its
damage goes to.

What is not applied is left unread, never guessed: an enemy with a status card that acts on its activation
(stunned, confused: the situation builds those items for its event only), with a keyword acting on its attacks
(`ATTACK_KEYWORDS`), or with a constant ability of its own or of a card attached to it (applied to the event's
attacker only); an identity hit with Retaliate, or with a tough card while the event is itself an attack; an
activation whose enemy or player cannot be named ("this card" names the card itself, an enemy); an
"activates against" an identity of unknown form; the Boost abilities of a card dealt as its boost.

A boost card given to the enemy attacking in the situation's event ("give the activating enemy an additional boost
card", `give_boost_op`) adds the icons of the next cards the situation states as dealt as boost (after the first,
the attack's own), when the rule base says the icons of additional boost cards add up (``boost_cumulative``):
the engine's ``boost_icons`` on the attack. Fewer cards stated than given, or a second effect giving boost cards
in the same situation (which of them deals which card would be a guess), leaves it unread.

Promises: `activation_op` returns an engine effect, an empty list (each enemy engaged that fits, none there:
nothing activates) or None, and adds to ``b.clauses`` the clauses its facts rest on; `activation_steps` returns the
ids of the items the situation says happened (a defence).
"""

from __future__ import annotations

from ..abilities import model as m
from ..timing.vocab import ACTIVATION_OPS
from .applicable import PROCEDURE_OP
from .activation_pick import ENEMY_TYPES, attached_enemy, attacks_picked, in_play_enemy
from .activation_it import it_enemy, plain_it_enemy
from .structure import structures
from .activation_each import against_engaged, as_named, each_enemy, each_enemy_ids, none_is_decided
from .activation_unnamed import as_against, unnamed_engaged
from .rules import ENEMIES, FORMS, situation_facts

__all__ = ["activation_op", "activation_steps", "give_boost_op", "ATTACK_KEYWORDS"]

#: keywords of an enemy that act on its activations (not applied to one an effect starts)
ATTACK_KEYWORDS = (m.KeywordName.OVERKILL, m.KeywordName.PIERCING, m.KeywordName.RANGED, m.KeywordName.VILLAINOUS)


def _unmodelled(b, enemy) -> bool:
    """Whether something acting on ``enemy``'s activations is not applied to one an effect starts: a keyword of
    `ATTACK_KEYWORDS`, a constant ability of its own or of a card attached to it."""
    from .structure import structures
    for c in b.sit.cards.values():
        if c.id != enemy.id and c.attached_to != enemy.id:
            continue
        for a, st in structures(c):
            if st is None:
                return True
            if c.id == enemy.id and any(k.name in ATTACK_KEYWORDS for k in st.keywords):
                return True
            if a.label is None and a.section != "boost" and not st.keywords and st.effects:
                return True
    return False


def _guarded(b, facts, name: str) -> bool:
    """Whether character ``name`` has Retaliate (its damage to an attacker is built for the event only)."""
    from .structure import structures
    if name not in b.sit.cards:
        return False
    return any(k.name is m.KeywordName.RETALIATE for _, st in structures(b.sit.card(name)) if st is not None
               for k in st.keywords)


def activation_op(b, card, sentence, e, enemy_id: str | None = None, who: str | None = None) -> dict | None:
    """The engine effect of the activation ``e`` (an ACTIVATE effect the catalogue accepts) read on ``card`` in
    the situation of builder ``b`` (`logic.situation.scenario._Builder`), or None when it cannot be applied. Each
    enemy that fits ("each Criminal enemy in play attacks you", `activation_each`): the one there is, against the
    "you" (or the player it is engaged with); several: None; none: [] when every engagement is stated
    (`none_is_decided`), else None. ``enemy_id`` and ``who`` name the enemy and the player it is against instead of
    the effect's words."""
    facts = situation_facts(b.rules)
    if not facts.holds("effect_activation"):
        return None
    if enemy_id is None and unnamed_engaged(e):   # "each Drone minion engaged with you attacks": against the
        if not facts.holds("unnamed_attack_engaged"):   # player it is engaged with (`activation_unnamed`)
            return None
        b.clauses |= set(facts.because("unnamed_attack_engaged"))
        e = as_against(e)
    if enemy_id is None and each_enemy(e):   # each enemy that fits: exactly one is converted (`activation_each`)
        ids = each_enemy_ids(b, card, sentence, e)
        if ids == [] and none_is_decided(e):
            return []   # no minion engaged: nothing activates (an empty list of engine effects)
        if not ids or len(ids) != 1:
            return None
        them = b.sit.card(ids[0]).engaged_with if against_engaged(e) else None
        if against_engaged(e) and not them:
            return None
        return activation_op(b, card, sentence, as_named(e), ids[0], them)
    if enemy_id is not None:
        enemies = [enemy_id]
    elif plain_it_enemy(e):   # "it attacks you": the card the ability named before (`activation_it`)
        st = next((x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None)
        named = it_enemy(st, e)
        if named is None:
            return None
        enemies = [card.id] if named.noun is m.Noun.THIS_CARD else b.targets(named, card, sentence, e.span)
    elif e.target.noun is m.Noun.THIS_CARD:   # the card itself, an enemy (never the event's attacker)
        enemies = [card.id] if card.id in b.characters else None
    else:
        slot = getattr(b, "_slot", 0)
        b._slot = 0 if attacks_picked(e) else slot   # (the enemy is not the character picked)
        enemies = b.targets(in_play_enemy(e) or e.target, card, sentence, e.span)   # ("if X is in play, he")
        b._slot = slot
    if not enemies or len(enemies) != 1 or enemies[0] not in b.characters:
        return None
    enemy = b.sit.card(enemies[0])
    if enemy.card_type not in ENEMIES or _unmodelled(b, enemy):
        return None
    if attached_enemy(e.target) and enemy.card_type not in ENEMY_TYPES[e.target.noun]:
        return None   # "attached villain" on a minion: not the card the text names
    statuses = b.characters[enemy.id].get("statuses", [])
    if any(facts.status_for(act) in statuses for act in ("attack", "scheme") if facts.status_for(act)):
        return None   # a status card acting on the activation: built for the situation's event only
    bonus = 0
    if e.amount is not None:
        bonus = b.amount(e)
        if bonus is None:
            return None
    op = PROCEDURE_OP[e.procedure]
    atk, sch = enemy.stat("attack", 1), enemy.stat("scheme", 1)
    if attacks_picked(e):   # against a character the player picks: its candidates (`activation_pick`)
        return _attack_picked(b, facts, enemy, atk + bonus)
    b.clauses |= set(facts.because("effect_activation"))
    if op == "enemy_scheme":
        b.schemes.setdefault(b.main, 0)
        return {"op": op, "target": b.main, "card": enemy.id, "amount": sch + bonus}
    who = who or b.you_in(card, sentence, e.span[0], e.span[1])
    if not who:
        return None
    ident = b.identity(who)
    guard = facts.status_for("damage")
    if _guarded(b, facts, ident) or (b.sit.event.kind == "attack" and guard is not None
                                     and guard in b.characters[ident].get("statuses", [])):
        return None   # Retaliate, or a tough card the event's own attack may spend too: not applied here
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


def _attack_picked(b, facts, enemy, amount: int) -> dict | None:
    """The attack of ``enemy`` on the candidates of the target chosen being converted (``b._slot``, marked
    ``chosen`` by the builder), or None: no such slot, or a candidate with Retaliate or a tough card (built for one
    character hit, the situation's event)."""
    slot = getattr(b, "_slot", 0)
    names = b._choice[slot - 1][1] if slot > 0 else None
    guard = facts.status_for("damage")
    if not names or any(_guarded(b, facts, x) or (guard is not None and guard in b.characters.get(x, {}).get(
            "statuses", [])) for x in names):
        return None
    b.clauses |= set(facts.because("effect_activation"))
    return {"op": "enemy_attack", "targets": list(names), "card": enemy.id, "amount": amount}


def _activations(items: list[dict]) -> list[tuple[dict, dict]]:
    """(item, effect) for each activation effect of ``items``."""
    return [(it, e) for it in items for e in it.get("effects", []) if e.get("op") in ACTIVATION_OPS]


def activation_steps(sit, b, items: list[dict], add) -> list[str]:
    """The steps of the activations items' effects start, added with ``add`` (`scenario_table`'s): for the one
    activation when the situation's event is no activation itself, the declared defender (a required item) and the
    card dealt as its boost; for each attack, unless the event is itself an attack (its enemy's attack is then left
    unread by `activation_op` when it hits a tough identity), the tough status card of the character hit (left
    unread when something else may spend it too). Returns the ids of the required items."""
    ev = sit.event
    given = getattr(b, "boost_given", None)
    if given:   # the cards an effect gave as boost cards: their icons are applied by that effect's item
        for it in items:
            if any(e is given[0] for e in it.get("effects", [])):
                b.applied.update({(cid, "boost_icons"): it["id"] for cid in given[1]})
    acts = _activations(items)
    facts = situation_facts(b.rules)
    single = len(acts) == 1 and ev.kind not in ("attack", "scheme")
    required = []
    if ev.defender is not None and ev.kind != "attack" and not (single and acts[0][1]["op"] != "enemy_scheme"):
        b.unread.append({"card": ev.defender, "ability": 0,
                         "sentence": "declared defender: no single attack started by an effect to defend"})
    if single:
        required = _steps(sit, b, facts, *acts[0], add, items)
    if ev.kind == "attack":
        return required
    guard = facts.status_for("damage")
    hits: dict[str, list[str]] = {}
    for x, e in acts:
        if e["op"] != "enemy_scheme":
            hits.setdefault(ev.defender if single and ev.defender else e.get("target", ""), []).append(x["id"])
            # (an attack on a character picked has candidates, none with a tough card: `_attack_picked`)
    for hit, xs in hits.items():
        if guard is None or hit not in b.characters or guard not in b.characters[hit].get("statuses", []) \
                or hit not in sit.cards:
            continue
        others = [it for it in items if it["id"] not in xs and any(
            e.get("op") == "damage" and (e.get("target") == hit or hit in e.get("targets", []))
            for e in it.get("effects", []))]
        if len(xs) > 1 or others:
            b.unread.append({"card": hit, "ability": 0, "sentence": f"its {guard} card, which several attacks or "
                             "damage may spend"})
            continue
        b.clauses |= set(facts.because("status_acts_on", guard, "damage"))
        add(sit.card(hit), None, "forced_interrupt", [{"op": "prevent", "target": hit, "card": guard}],
            trigger=xs[0], status_card=True, would=True, name=guard, controller=b.characters[hit]["controller"])
    return required


def _steps(sit, b, facts, x: dict, e: dict, add, items: list[dict]) -> list[str]:
    """The declared defender and the boost card of the activation effect ``e`` of item ``x``."""
    ev = sit.event
    enemy = sit.card(e["card"])
    required = []
    attacks = e["op"] in ("enemy_attack", "activate")
    if ev.defender is not None and attacks and _guarded(b, facts, ev.defender):
        b.unread.append({"card": ev.defender, "ability": 0,
                         "sentence": "Retaliate of the defender of an attack started by an effect"})
    if ev.defender is not None and attacks:
        d = sit.card(ev.defender)
        did = f"{ev.defender}_defends"
        items.append({"id": did, "kind": "declare_defender", "controller": d.controller or sit.first,
                      "trigger": x["id"], "says": f"{d.name} defends",
                      "effects": [{"op": "defend", "target": d.id,
                                   "amount": d.stat("defense", 0) if d.card_type == "hero" else 0}]})
        required.append(did)
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
