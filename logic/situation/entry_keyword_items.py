"""The items a reveal event gets from constant abilities that give a keyword acting as a card is revealed or enters
play: incite (`logic.situation.applicable_incite`), toughness (`logic.situation.applicable_toughness`) and surge
given to a group (`logic.situation.applicable_surge_group`).

For a ``reveal`` event, each constant ability (of the card revealed, or of a card in play) whose every effect gives
incite or toughness, converted whole by the builder (`logic.situation.scenario`), is an item of the reveal: its
controller the revealing player, with ``keyword = "toughness"`` when it gives a tough card (the keyword's timing,
``mc.en.keywords.toughness``); surge's is a forced response to the reveal with ``keyword = "surge"`` and one
``reveal_top`` (several instances of surge have no more effect, Keywords p1.b1). An ability the builder cannot convert whole, or that names nothing here, is left to
the ledger ("not read" or inert).

Promises: adds items through ``add`` only; a function of the situation and the builder.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable_surge_group import group_surge

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
                    add(card, a, "forced_response", effects[:1], controller=sit.event.by, keyword="surge")
                    surged = True
            elif len(b.unread) == mark and effects:
                tough = any(x.get("op") == "status" and x.get("card") == "tough" for x in effects)
                add(card, a, "constant", effects, controller=sit.event.by, **({"keyword": "toughness"} if tough else {}))
            del b.unread[mark:]
