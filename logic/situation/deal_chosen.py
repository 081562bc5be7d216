"""Encounter cards dealt to a player the resolving player picks: "Exhaust IPAC and deal 1 facedown encounter card to a
player → that player draws 2 cards." (issue 15 §3).

The shape (`picked_player`, `picked_deal`): a DEAL_ENCOUNTER, of no card given ("as a facedown encounter card": the
top of the encounter deck), to "a player" (nothing else: no filter, owner, count or other target). Like "deal 2 damage
to a minion", the target is one element of a kind the situation lists (the players' identities, `chosen.CHOOSABLE`),
which the player resolving the effect picks (Target p1.b2.2, read by the engine under the policy ``targets_chosen``,
`encodings/marvel_champions/en/target.py`): the scenario builder makes it a chosen slot (`chosen.single`), and
`picked_deal_op` gives the engine's ``deal_encounter`` on that slot's candidates, which the builder marks ``chosen``:
each pick a branch of the outcome, the engine never picks one. "That player" after it is the one picked (the
builder's ``_referred``).

The catalogue (`as_you`) judges the deal as a deal to one player named (its amount, conditions and link alike); a
deal with no slot to put it on (a choice between options besides, the players not listed) is not converted.

Promises: `picked_player`, `picked_deal` and `as_you` are functions of the structure alone; `picked_deal_op` returns
an engine effect whose ``targets`` are the slot's candidates, or None.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["picked_player", "picked_deal", "as_you", "picked_deal_op"]


def picked_player(t: m.Target | None) -> bool:
    """Whether ``t`` is "a player" (plain)."""
    return t is not None and t.noun is m.Noun.PLAYER and t.quantifier is m.Quantifier.A and not t.filters \
        and not t.also and t.owner is None and t.count is None and not t.name


def picked_deal(e: m.Effect) -> bool:
    """Whether ``e`` deals encounter cards from the deck to a player picked (see the module)."""
    return e.kind is m.EffectKind.DEAL_ENCOUNTER and e.given is None and picked_player(e.target)


def as_you(e: m.Effect) -> m.Effect:
    """``e`` dealt to "you" (the catalogue's judgement of one player) when `picked_deal` holds; else ``e``."""
    return replace(e, target=m.Target(m.Noun.YOU)) if picked_deal(e) else e


def picked_deal_op(b, e: m.Effect) -> dict | None:
    """The engine's ``deal_encounter`` of ``e`` (`picked_deal`) on the candidates of the target slot the builder
    ``b`` is converting (``b._slot``, the players' identities), or None: no slot, no candidates, or a count that is
    not a plain number."""
    slot = getattr(b, "_slot", 0)
    if not picked_deal(e) or slot < 1 or not b._choice[slot - 1][1]:
        return None
    n = 1 if e.amount is None else b.counted(e.amount)
    return {"op": "deal_encounter", "targets": list(b._choice[slot - 1][1]), "amount": n} if n else None
