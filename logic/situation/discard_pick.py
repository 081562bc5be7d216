"""One card in play discarded, picked among every card of its kind (issue 15 §3): "discard a non-Elite minion",
"discard an ally", "discard a S.H.I.E.L.D. support" (no "you control": any card of that kind in play, whoever
controls it).

`picked_discard` reads the shape off the ability structure (a function of the target alone): a target the engine
picks with no "choose" before it (`logic.situation.chosen.single`: one card, at most one printed trait, one trait it
lacks, "another") of a kind a zone operation takes out of play (`KINDS`: a minion, an ally, a support, an upgrade),
with no "you control" (that shape is `logic.situation.chosen_cards`'): the candidates are every card of that kind the
situation lists (`logic.situation.chosen.candidates`), and the engine's ``discard_card`` is marked ``chosen`` (each
pick a branch, tested when the effect resolves: in play, with the trait or without the trait it must lack; Target
p1.b2.2, ``targets_chosen``). A situation with no card of that kind leaves the sentence unread (whether there is one
is not stated): never guessed.

`picked_discard_why` judges the rest of the effect (its conditions, link, duration) as the catalogue judges the same
discard of this card (`logic.situation.applicable`): only its target differs.

Promises: `picked_discard` is a function of the target; `picked_discard_op` returns an engine effect or None.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from . import chosen as _chosen
from .card_pick import _traits

__all__ = ["KINDS", "picked_discard", "picked_discard_why", "picked_discard_op"]

#: the kinds of one card picked and discarded from play: cards a zone operation moves to a discard pile
KINDS = (m.Noun.MINION, m.Noun.ALLY, m.Noun.SUPPORT, m.Noun.UPGRADE)
#: the card types of the characters among them, each the engine's role of that character
_ROLES = ("minion", "ally")


def picked_discard(t: m.Target | None) -> bool:
    """Whether ``t`` is one card of a kind in `KINDS` picked among all of them in play ("a non-Elite minion",
    "an ally"): `chosen.single`, with no "you control" and no superlative."""
    return t is not None and t.noun in KINDS and _chosen.single(t) and not _chosen.controlled_by_you(t) \
        and not any(f.kind is m.FilterKind.SUPERLATIVE for f in t.filters)


def picked_discard_why(e: m.Effect, judge) -> str | None:
    """Why ``e`` (a discard of `picked_discard`) is not applied: the catalogue's ``judge`` on the same effect
    discarding this card (its target is the engine's pick); None when it is."""
    if e.amount is not None:
        return "amount: not applied to a card picked"
    return judge(replace(e, target=m.Target(m.Noun.THIS_CARD)))


def picked_discard_op(b, card, sentence, e: m.Effect) -> dict | None:
    """``discard_card`` on the candidates of ``e``'s chosen slot (builder ``b``, which marks it ``chosen``), or None
    when the slot is not known or lists none."""
    if getattr(b, "_slot", 0) < 1:   # not picked in its ability's slots: no candidates
        return None
    names = b.targets(e.target, card, sentence, e.span)
    for x in names or ():
        c = b.sit.cards.get(x)
        if c is None or x in b.schemes:
            continue
        if x in b.characters:   # a character's role: a minion is an encounter card, the scenario's (`zone_ops`)
            if c.card_type in _ROLES:
                b.characters[x]["role"] = c.card_type
            continue
        who = c.controller or ""   # any other card: placed in play with its owner and printed traits (`card_pick`)
        b.places.setdefault(x, {"name": x, "zone": "play", "type": c.card_type, "owner": c.owner or who,
                                "controller": who, "traits": _traits(c)})
    return {"op": "discard_card", "targets": list(names)} if names else None
