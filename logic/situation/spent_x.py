"""X set by a cost (issue 15 §5): "Spend X [energy] resources → deal X damage to the villain", "Spend X [mental]
resources → remove X threat from this scheme", "spend X [energy] resources → prevent X of that damage". The X of
an effect with no definition of its own is the X of its ability's one "spend X resources" cost: the number of
resources the player spent on it, which the situation states on the card (``spent``, `logic.situation.model`),
settled before the ability resolves (as a card's ``paid`` is, `logic.situation.paid`).

Catalogue (`spent_x`): the effect's amount is a bare X (no "for each", no "up to", no definition), and its ability
has exactly one cost with an X, "spend X resources" (of one type, or of any type). Conversion (`x_spent`): X is
how many resources ``spent`` lists when each is of the type the cost asks (any, for "resources" of no type); not
stated, or a [wild] resource spent for a typed cost (no Rules Reference entry in ../shared/rules says whether it
counts as that type; `logic.situation.paid` leaves it undecided the same way), or a resource of another type, or
X = 0 ("prevent 0" is no amount the engine's prevention takes): the effect is not converted (its sentence is
left unread, the answer not decided), never guessed.

Promises: `spent_x` is a function of the structure; `x_spent` of the card's ``spent`` and the cost.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["bare_x", "spent_x", "x_spent", "x_cost"]

_WILD = "wild"


def bare_x(a: m.Amount | None) -> bool:
    """Whether ``a`` is a bare X: no number, no count, no definition, no flag."""
    return a is not None and a.variable == "X" and a.value is None and a.per is None and a.defined_as is None \
        and not (a.up_to or a.additional or a.at_least or a.per_player) and a.stat is None


def x_cost(ability: m.Ability | None) -> m.Cost | None:
    """The one cost of ``ability`` with an X when it is "spend X resources" of at most one type (None otherwise)."""
    if ability is None:
        return None
    xs = [c for c in ability.costs if c.amount is not None and c.amount.variable == "X"]
    if len(xs) != 1 or xs[0].kind is not m.CostKind.SPEND_RESOURCES or not bare_x(xs[0].amount):
        return None
    c = xs[0]
    return c if len(set(c.resources)) <= 1 and not c.same_type else None


def spent_x(ability: m.Ability | None, e: m.Effect) -> bool:
    """Whether ``e``'s amount is the X of its ability's "spend X resources" cost."""
    return e.amount is not None and bare_x(e.amount) and x_cost(ability) is not None \
        and any(x is e for x in ability.effects)


def x_spent(spent: tuple[str, ...] | None, cost: m.Cost) -> int | None:
    """X: the resources ``spent`` (the card's statement) on ``cost``, each of its type; None when not stated, not
    decided (a wild one for a typed cost), not of its type, or none."""
    if spent is None or not spent:
        return None
    kind = cost.resources[0] if cost.resources else None
    if kind is not None and kind != _WILD and any(r != kind for r in spent):
        return None   # a wild one: not decided; another type: not this cost's
    return len(spent)
