"""A resource generated "for" one kind of card only ("generate a [wild] resource for a Tech card"), in a situation.

A Resource ability is used while its controller pays a cost (Resource Ability p1.b1); one whose resource is only for
one type of cost cannot be triggered when the cost paid is not of that type (p1.b1.1: the clauses of
``encodings/marvel_champions/common/situation_resource_ability.py``, read as the fact ``resource_for_one_cost``).
The situation states the use as an ``action`` event: ``{ by = "alice", does = "use", card = "<the resource card>",
target = "<the card whose cost it pays>" }``. Then:

- the card paid for has the kind the ability names: the resource is generated, into the pool of the player who uses
  it (the engine's ``resources`` op, one per icon printed);
- it has not: the ability cannot be triggered, nothing is generated (the event's effects are none);
- no card paid for is stated, or no clause says so: the ability is left unread (the answer: NOT DECIDED, naming it).

Kinds accepted (`pays_why`): "a <Trait> card" (any card with that printed trait), "an event" and "a <Trait> event"
("an Attack event": an event with it); "any player" and "a player whose identity has the <Trait> trait" (`pays_player`): the resource goes to the
pool of the player paying, the controller the situation states for the card paid for, whose identity (as stated)
must have the trait; no controller or identity stated: not decided. Not accepted: "an aspect card", "an
identity-specific event" (what the card pool's faction marks mean is no rules entry here).

The use itself is converted by `logic.situation.resource_use`. Promises: `pays_why` and `pays_holds` are functions
of the effect (and the card stated).
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["pays_why", "pays_holds", "pays_player", "has_trait"]

#: the nouns a "for <kind>" may name, and the card types each admits (None: any card)
_NOUNS: dict[m.Noun, tuple[str, ...] | None] = {m.Noun.CARD: None, m.Noun.EVENT: ("event",)}


def _trait(t: m.Target) -> str | None:
    """The one printed trait ``t`` names ("a Tech card"), None when it names another shape."""
    if len(t.filters) != 1:
        return None
    f = t.filters[0]
    return f.value if f.kind is m.FilterKind.TRAIT and f.target is None and f.value else None


def pays_why(e: m.Effect) -> str | None:
    """Why the engine cannot apply the "for <kind>" of generate-resource ``e`` (None when it names none, or a kind
    the situation decides: see the module)."""
    t = e.pays_for
    if t is None:
        return None
    if e.kind is not m.EffectKind.GENERATE_RESOURCE:
        return f"pays_for: not applied to {e.kind.value}"
    if t.owner is not None or t.also or t.count is not None or t.name:
        return "pays_for: only 'for a <Trait> card / event' or 'for a player' is applied to generate_resource"
    if t.noun is m.Noun.PLAYER:
        return None if pays_player(t) is not None \
            else "pays_for: only 'for any player' and 'a player whose identity has the <Trait> trait' are applied"
    if t.noun not in _NOUNS or t.quantifier is not m.Quantifier.A \
            or (_trait(t) is None and not (t.noun is m.Noun.EVENT and not t.filters)):
        return "pays_for: only 'for an event', 'for a <Trait> card / event' or 'for a player' is applied"
    return None


def pays_player(t: m.Target) -> tuple[str, str] | None:
    """For a resource "for" a player: ("any", "") for "any player", ("trait", <Trait>) for "a player whose identity
    has the <Trait> trait"; None for another shape (or a noun other than player)."""
    if t.noun is not m.Noun.PLAYER or t.owner is not None or t.also or t.count is not None or t.name:
        return None
    if t.quantifier is m.Quantifier.ANY and not t.filters:
        return "any", ""
    if t.quantifier is not m.Quantifier.A or len(t.filters) != 1:
        return None
    f = t.filters[0]
    w = f.target
    if f.kind is m.FilterKind.TRAIT and f.value and w is not None and w.noun is m.Noun.IDENTITY and not w.filters \
            and w.owner is None and not w.also and w.count is None:
        return "trait", f.value
    return None


def _has_trait(traits: str, trait: str) -> bool:
    """Whether the printed traits ``traits`` ("S.H.I.E.L.D. Tech.") list ``trait`` (each trait ends with '.')."""
    return f" {trait.strip().rstrip('.').lower()}." in " " + " ".join(str(traits).lower().split())


def has_trait(traits: str, trait: str) -> bool:
    """Whether the printed traits ``traits`` ("S.H.I.E.L.D. Tech.") list ``trait``."""
    return _has_trait(traits, trait)


def pays_holds(e: m.Effect, card_type: str, traits: str) -> bool:
    """Whether a card of ``card_type`` printing ``traits`` is of the kind accepted ``e.pays_for`` names (a card or
    event noun: see `pays_player` for a player)."""
    t = e.pays_for
    types = _NOUNS[t.noun]
    return (types is None or card_type in types) and (not t.filters or _has_trait(traits, _trait(t)))
