"""The catalogue's entries for an option's cost ("Choose: • Exhaust Scott Lang → remove this card from the game") and
for resources spent (SPEND: "choose to either spend a [mental] resource or ...", "• Spend 3 resources."): the engine's
``cost`` mark and ``spend`` op (`logic.timing.option_cost_ops`), and their translation in a situation.

Accepted as an option's cost (``option_cost``): an exhaust, counters removed or placed, or resources spent, each judged by the
rest of the catalogue as the same effect would be with no cost mark. Refused, with the reason, any other kind read
before an option's arrow (a discard, damage taken: the engine does not check whether they can be paid).

Accepted as SPEND: resources spent by the player resolving ("you": no target printed), either printed icons
("[mental][mental] resources": that many, of those types) or a printed number of any type ("3 resources of any
type"); plainly, "and", or as an option; no condition, no other field. Refused, with the reason: an X or "up to",
resources spent from somewhere named ("from its hand"), a condition.

`spend_op` (the situation's part) names the resolving player's identity; None when the situation names none (never
guessed). In the engine a ``spend`` is not decided, naming the player's resources (not stated by a situation).

Promises: `option_cost_why` and `spend_why` are functions of the effect alone; `spend_op` returns an engine effect
or None.
"""

from __future__ import annotations

from ..abilities import model as m
from .field_checks import kept_fields_why, unread_fields

__all__ = ["COST_KINDS", "option_cost_why", "spend_why", "spend_op", "sentence_effects"]

K = m.EffectKind
#: the kinds an option's cost may have (`logic.timing.option_cost_ops.COST_OPS`)
COST_KINDS = (K.EXHAUST, K.REMOVE_COUNTERS, K.PLACE_COUNTERS, K.SPEND)
_RESOURCES = ("energy", "mental", "physical", "wild")
#: the fields a SPEND does not read (each one set is a reason)
_FIELDS = unread_fields("resources", "amount", "option_cost")
_LINKS = (m.Link.FIRST, m.Link.AND, m.Link.OPTION, m.Link.OR)


def option_cost_why(e: m.Effect) -> str | None:
    """None when ``e`` is no option's cost, or one of a kind the engine pays (`COST_KINDS`); else why not."""
    if not e.option_cost or e.kind in COST_KINDS:
        return None
    return f"option_cost: not applied to {e.kind.value}"


def spend_count(e: m.Effect) -> int | None:
    """How many resources SPEND ``e`` spends, as printed (None: not a shape the engine reads)."""
    if e.resources:
        return len(e.resources) if e.amount is None and all(r in _RESOURCES for r in e.resources) else None
    a = e.amount
    if a is None or a.value is None or a.value < 1 or a.per is not None or a.variable is not None \
            or a.up_to or a.additional or a.at_least or a.per_player:
        return None
    return a.value


def spend_why(e: m.Effect) -> str | None:
    """None when the engine applies SPEND ``e`` whole (see the module); else why not, in a few words."""
    why = kept_fields_why(e, "spend", _FIELDS)
    if why:
        return why
    if e.link not in _LINKS or e.conditions:
        return "a linked or conditioned spend: not applied"
    if e.target is not None:
        return "resources spent from somewhere named, or by someone named: not applied"
    if e.duration is not m.Duration.NONE:
        return "a spend with a duration: not applied"
    if spend_count(e) is None:
        return "a number of resources spent that is not printed: not applied"
    return None


def spend_op(b, card, sentence, e) -> dict | None:
    """The engine effect of SPEND ``e`` (the catalogue accepts it): ``spend`` by the resolving player's identity;
    None when the situation names no resolving player."""
    if not b.resolver:
        return None
    who = b.identity(b.resolver)
    if who not in b.characters:
        return None
    kinds = set(e.resources)
    return {"op": "spend", "target": who, "amount": spend_count(e), "card": kinds.pop() if len(kinds) == 1 else ""}


def sentence_effects(items, s, as_cost) -> list:
    """The items of sentence ``s`` (`logic.cards.wording.Sentence`) the reader turns into effects of its ability, in
    order (`logic.abilities.reader`): every effect but one of a kind in ``as_cost`` read before a plain arrow (that
    is the ability's cost), an option's cost ("• Exhaust X →") included, and a resource spend read as an effect (a
    "•" option's, or no arrow before it)."""
    out = []
    for it in items:
        if isinstance(it, m.Effect) and not (s.part == "cost" and not s.choice and it.kind in as_cost):
            out.append(it)
        elif isinstance(it, m.Cost) and (s.choice or s.part == "effect") and it.kind is m.CostKind.SPEND_RESOURCES:
            out.append(it)
    return out
