"""Keywords and traits an effect gives, and the game lost, as effects of the outcome engine (`logic.timing.keyword_ops`).

`keyword_effect` turns a GAIN_KEYWORD, GAIN_TRAIT or LOSE_GAME effect of the ability structure (one the catalogue,
`logic.situation.applicable`, accepts) into an engine effect for a situation, or None when the situation does not
name what it needs: "this attack gains X" the attacker of the situation's enemy attack (for that attack); "X's
attacks gain Y", "X gains Y" and "X gains the Y trait" the characters X names, for the effect's duration (none
printed: while the card whose ability it is stays in play); "the players lose / win the game" every player's identity.
`without_trait` / `with_trait` turn "each <trait> <group>" into the group and the engine's ``if_trait``.
`annotate` gives each character the traits printed on it (when an effect reads or gives one), the keywords printed
on it that the engine reads (`logic.timing.keyword_ops.PRINTED`; a printed retaliate is an item of its own) and,
when overkill is there, its role (identity, villain, ally, minion).
"""

from __future__ import annotations

from ..abilities import model as m
from ..timing.keyword_ops import PRINTED
from ..timing.vocab import ENCOUNTER
from dataclasses import replace

from .applicable import keyword_lasting, this_attack, trait_group
from .applicable_given import activation_it, surge_at_end
from .applicable_incite import incite_op
from .applicable_toughness import toughness_op
from .basic_attacks import basic_attacks
from .applicable_surge_group import group_surge, surge_group_op
from .structure import structures

__all__ = ["keyword_effect", "annotate", "without_trait", "with_trait"]

_ROLE = {"hero": "identity", "alter_ego": "identity", "villain": "villain", "ally": "ally", "minion": "minion"}


def keyword_effect(b, card, sentence, e: m.Effect) -> dict | None:
    """The engine effect of ``e`` for builder ``b`` (`logic.situation.scenario`), None when it cannot be named."""
    if e.kind is m.EffectKind.LOSE_GAME:
        return {"op": "lose_game", "targets": [b.identity(p) for p in b.sit.players]}
    if e.kind is m.EffectKind.WIN_GAME:   # "the players win the game": as the game lost
        return {"op": "win_game", "targets": [b.identity(p) for p in b.sit.players]}
    t, ev = e.target, b.sit.event
    lasting = keyword_lasting(e)
    if e.kind is m.EffectKind.GAIN_TRAIT:
        ts = b.targets(t, card, sentence, e.span)
        if not ts or any(x not in b.characters for x in ts):
            return None
        op = {"op": "trait", "targets": ts, "trait": e.trait, "duration": lasting}
        held = b.moved(card, m.Target(m.Noun.THIS_CARD)) if lasting == "in_play" else ""
        return None if held is None else dict(op, card=held) if held else op
    if group_surge(e):   # each card of a group, being revealed, reveals the next one (`applicable_surge_group`)
        return surge_group_op(b, card, e)
    if e.keyword is m.KeywordName.SURGE:   # its card, being revealed, reveals the next card (`order_ops`)
        if ev.kind != "reveal" or ev.card != card.id or not _surge_last(card, e):
            return None
        b.clauses.add("mc.en.keywords.surge")   # Keywords p2.b21: the revealing player reveals one more card
        return {"op": "reveal_top", "target": ENCOUNTER}
    if e.keyword is m.KeywordName.INCITE:   # threat on the main scheme as its card is revealed (`applicable_incite`)
        return incite_op(b, card, e)
    if e.keyword is m.KeywordName.TOUGHNESS:   # a tough card for the minion revealed (`applicable_toughness`)
        return toughness_op(b, card, e)
    if activation_it(e):   # "if this activation is an attack, it gains X": that attack's (`applicable_given`)
        lasting = "attack"
    if this_attack(t) or activation_it(e):   # "this attack", "that attack": the situation's enemy attack
        ts = [ev.attacker] if ev.kind == "attack" and ev.attacker in b.characters else None
    else:
        ts = b.targets(t.owner if t.noun is m.Noun.ATTACK else t, card, sentence, e.span)
    if not ts or any(x not in b.characters for x in ts):
        return None
    op = {"op": "keyword", "targets": ts, "keyword": e.keyword.value, "duration": lasting}
    if basic_attacks(t, e.keyword.value):   # "X's basic attacks gain piercing": those only (`basic_attacks`)
        op["attacks"] = "basic"
    if e.amount is not None:
        n = b.amount(e)
        if n is None:
            return None
        op["amount"] = n
    if lasting == "in_play":   # a constant one: the card whose ability it is
        held = b.moved(card, m.Target(m.Noun.THIS_CARD))
        return dict(op, card=held) if held else None
    return op


def without_trait(e: m.Effect) -> tuple[m.Effect, str]:
    """``e`` with its target "each <trait> <group>" made "each <group>", and the trait ("" when none)."""
    t = e.target
    trait = trait_group(t) if t is not None else ""
    if not trait:
        return e, ""
    mine = tuple(f for f in t.filters if f.kind in (m.FilterKind.CONTROLLER, m.FilterKind.ENGAGED_WITH))
    # ("you control": kept, `you_control`; "engaged with you": kept, `applicable_active.engaged_with_you`)
    return replace(e, target=replace(t, filters=mine)), trait   # the trait, and "in play": every card of the group is


def with_trait(op: dict | None, trait: str) -> dict | None:
    """``op`` applying only to its targets with ``trait`` when it resolves (``if_trait``); a list of ops, each (none:
    none)."""
    if isinstance(op, list):
        return [with_trait(x, trait) for x in op]
    return dict(op, if_trait=trait) if op is not None and trait else op


def annotate(sit, characters: dict[str, dict], items: list[dict]) -> None:
    """Give each character of ``characters`` (the scenario's entries) the keywords printed on its card that the
    engine reads and, when some character has or is given overkill, or is given guard (by ``items``: guard bars an
    attack on the villain, `logic.timing.act_ops`), its role from its card's type."""
    for name, ch in characters.items():
        c = sit.cards.get(name)
        printed = sorted({k.name.value for _, st in structures(c) if st is not None for k in st.keywords
                          if k.name.value in PRINTED}) if c is not None else []
        if printed:
            ch["keywords"] = printed
    if any(e.get("if_trait") or e.get("if_not_trait") or e.get("op") == "trait"
           for it in items for e in it.get("effects", [])):   # (a trait lacked: "a non-Elite minion")
        for name, ch in characters.items():   # the traits printed on each card, which the effects read
            c = sit.cards.get(name)
            traits = [x.strip() for x in str(c.record.get("traits") or "").split(".") if x.strip()] if c else []
            if traits:
                ch["traits"] = traits
    if any(e.get("keyword") in ("overkill", "guard") for it in items for e in it.get("effects", [])) \
            or any("overkill" in ch.get("keywords", ()) for ch in characters.values()):
        for name, ch in characters.items():
            c = sit.cards.get(name)
            if c is not None and c.card_type in _ROLE:
                ch["role"] = _ROLE[c.card_type]


def _surge_last(card, e: m.Effect) -> bool:
    """Whether "this card gains surge" ``e`` is the last effect of its ability on ``card`` (its reveal comes once the
    ability is done: `logic.situation.applicable_given`)."""
    st = next((x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None)
    return st is not None and surge_at_end(e, st)
