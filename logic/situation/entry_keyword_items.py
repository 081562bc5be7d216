"""The items a reveal event gets from constant abilities that give a keyword acting as a card is revealed or enters
play: incite (`logic.situation.applicable_incite`), toughness (`logic.situation.applicable_toughness`) and surge
given to a group (`logic.situation.applicable_surge_group`).

For a ``reveal`` event, each constant ability (of the card revealed, or of a card in play) whose every effect gives
incite or toughness, converted whole by the builder (`logic.situation.scenario`), is an item of the reveal: its
controller the revealing player, with ``keyword = "toughness"`` when it gives a tough card (the keyword's timing,
``mc.en.keywords.toughness``); surge's is a forced response to the reveal with ``keyword = "surge"`` and one
``reveal_top`` (several instances of surge have no more effect, Keywords p1.b1). The card revealed's own printed
Incite X, Toughness (a minion) and Surge are items of the same kind (``keyword`` named: the ledger's "applied"). An ability the builder cannot convert whole, or that names nothing here, is left to
the ledger ("not read" or inert).

Promises: adds items through ``add`` only; a function of the situation and the builder.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable_surge_group import group_surge
from .applicable_toughness import FACTS as TOUGH_FACTS

__all__ = ["entry_keyword_items", "ENTRY_KEYWORDS"]

#: the keywords whose gift acts as its card is revealed or enters play
ENTRY_KEYWORDS = (m.KeywordName.INCITE, m.KeywordName.TOUGHNESS)


def _gives(st: m.Ability | None) -> bool:
    return st is not None and bool(st.effects) and all(
        e.kind is m.EffectKind.GAIN_KEYWORD and (e.keyword in ENTRY_KEYWORDS or group_surge(e)) for e in st.effects)


def entry_keyword_items(sit, b, add) -> None:
    """Add, for a reveal event, the item of each constant ability that gives incite or toughness to the card
    revealed (see the module)."""
    from .structure import structures
    if sit.event.kind != "reveal":
        return
    surged = "mc.en.keywords.surge" in b.clauses   # the card revealed gave itself surge already (one instance acts)
    for card in sit.cards.values():
        for a, st in structures(card):
            if a.label is not None or a.section == "boost" or st is None or st.kind is not m.AbilityKind.CONSTANT \
                    or not _gives(st):
                continue
            mark = len(b.unread)
            effects, _ = b.effects(card, a)
            if len(b.unread) == mark and effects and any(x.get("op") == "reveal_top" for x in effects):
                # surge: a forced response to the reveal, once; another instance, or surge given with another
                # keyword in one ability, is left to the ledger (not read)
                if not surged and all(x.get("op") == "reveal_top" for x in effects):
                    surged = add(card, a, "forced_response", effects[:1], controller=sit.event.by, keyword="surge")
            elif len(b.unread) == mark and effects:
                tough = any(x.get("op") == "status" and x.get("card") == "tough" for x in effects)
                add(card, a, "constant", effects, controller=sit.event.by, **({"keyword": "toughness"} if tough else {}))
            del b.unread[mark:]
    _printed(sit, b, add, surged)


def _printed(sit, b, add, surged) -> None:
    """The printed Incite X, Toughness and Surge of the card revealed, as the items their gift would be (the same
    clauses decide them): X threat on the main scheme; a tough card for a minion; one more card revealed (once: a
    printed surge is the item of a surge given already, ``surged`` its id, when there is one)."""
    from .rules import situation_facts
    from .structure import structures
    from ..timing.vocab import ENCOUNTER
    r = sit.card(sit.event.card) if sit.event.card in sit.cards else None
    rules = getattr(b, "rules", None)
    if r is None or not rules:
        return
    facts = situation_facts(rules)
    for kw in (k for _, st in structures(r) if st is not None for k in st.keywords):
        if kw.name is m.KeywordName.INCITE and kw.value is not None and not kw.variable \
                and facts.holds("reveal_places_threat", "incite", "main_scheme"):
            n = kw.value * (len(sit.players) if kw.per_player else 1)
            if b.main not in b.schemes:
                b.schemes[b.main] = 0
            b.clauses |= set(facts.because("reveal_places_threat", "incite", "main_scheme"))
            add(r, None, "constant", [{"op": "threat", "target": b.main, "amount": n}], keyword="incite",
                controller=sit.event.by)
        elif kw.name is m.KeywordName.TOUGHNESS and r.card_type == "minion" and r.id in b.characters \
                and all(facts.holds(*f) for f in TOUGH_FACTS):
            b.clauses |= {c for f in TOUGH_FACTS for c in facts.because(*f)}
            add(r, None, "constant", [{"op": "status", "target": r.id, "card": "tough"}], keyword="toughness",
                controller=sit.event.by)
        elif kw.name is m.KeywordName.SURGE and isinstance(surged, str):   # one instance acts (Keywords p1.b1)
            b.applied[(r.id, "keyword:surge")] = surged
        elif kw.name is m.KeywordName.SURGE and not surged:
            b.clauses.add("mc.en.keywords.surge")
            add(r, None, "forced_response", [{"op": "reveal_top", "target": ENCOUNTER}], keyword="surge",
                controller=sit.event.by)
            surged = True
