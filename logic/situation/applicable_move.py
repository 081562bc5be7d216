"""The catalogue's entry for counters moved from one card to another (MOVE_COUNTERS: "move the glider counter to the
main scheme with the least threat"): the engine's ``move_counters`` (`logic.timing.counter_move_ops`), and its
translation in a situation.

Accepted: "the <name> counter" (one counter of a printed name, no source printed: the card that holds it) moved to
"the main scheme / scheme / side scheme with the most / least threat" (the one scheme the player picks among those
tied, each pick a branch: `logic.situation.chosen`, `logic.timing.target_ops`), or to "the next villain (in the
activation order)"; not optional, no condition, no duration, no other field; linked plainly, by "and" or "then".
Refused, with the reason: "the villain whose scheme has the most threat" (the engine does not know which scheme is a
villain's), "it" / "him" (what it names is not told), any other target.

`move_op` (the situation's part): the source is the one card of the situation whose stated ``counter`` (the printed
name of the counters it holds) is the effect's; its counters go with it to the engine (a scheme's in its
``[[schemes]]`` entry: `scheme_counters`). No card states it, or several: None, left unread (where that counter is
is not told; never guessed). "The next villain" is the villain whose stated ``activation_order`` follows the
holder's (a villain stating its own): the holder stating none, or no one villain at the next place (the holder is the
last: no rule says whether the order starts again), None too.

Promises: `move_why` is a function of the effect alone; `move_op` returns an engine effect or None.
"""

from __future__ import annotations

from ..abilities import model as m
from .chosen import single, single_most
from .field_checks import kept_fields_why, unread_fields

__all__ = ["move_why", "move_op", "scheme_counters", "next_villain"]

#: the fields a MOVE_COUNTERS does not read (each one set is a reason)
_UNREAD = unread_fields("counter", "amount")
_LINKS = (m.Link.FIRST, m.Link.AND, m.Link.THEN)
_SCHEMES = (m.Noun.MAIN_SCHEME, m.Noun.SCHEME, m.Noun.SIDE_SCHEME)


def next_villain(t: m.Target | None) -> bool:
    """Whether ``t`` is "the next villain" or "the next villain in the activation order"."""
    if t is None or t.noun is not m.Noun.VILLAIN or t.quantifier is not m.Quantifier.THE or t.also \
            or t.count is not None or t.owner is not None:
        return False
    return [(f.kind, f.value, f.target) for f in t.filters] in (
        [(m.FilterKind.POSITION, "next", None)],
        [(m.FilterKind.POSITION, "next", None), (m.FilterKind.POSITION, "in the activation order", None)])


def _after(b, holder) -> list[str] | None:
    """The villain after ``holder`` in the activation order the situation states (``activation_order``); None when
    ``holder`` is no villain with a stated place, or no one villain has the next place (whether the order starts
    again after the last is not decided by any rule)."""
    p = getattr(holder, "activation_order", None)
    if holder.card_type != "villain" or p is None:
        return None
    after = [c.id for c in b.sit.cards.values() if c.card_type == "villain" and c.activation_order == p + 1]
    return after if len(after) == 1 and after[0] in b.characters else None


def _target_why(t: m.Target | None) -> str | None:
    """Why the engine cannot move counters to ``t`` (None: a scheme with the most / least threat)."""
    if t is None:
        return "counters moved to no target: not applied"
    if next_villain(t):
        return None
    if any(f.kind is m.FilterKind.POSITION and f.value == "next" for f in t.filters):
        return f"counters moved to the next {t.noun.value}: not applied (the next villain only)"
    if t.noun is m.Noun.IT:
        return "counters moved to 'it': not applied (what it names is not told)"
    if any(f.kind is m.FilterKind.SUPERLATIVE and (f.target is not None or t.noun is m.Noun.VILLAIN)
           for f in t.filters):
        return f"counters moved to the {t.noun.value} whose scheme has the most / least threat: the engine does " \
               f"not know which scheme is a {t.noun.value}'s"
    if t.noun in _SCHEMES and t.quantifier is m.Quantifier.THE and single(t) \
            and single_most(t) in ("max:threat", "min:threat") and len(t.filters) == 1:
        return None
    return f"counters moved to {t.quantifier.value} {t.noun.value}: not applied (a scheme with the most or least " \
           f"threat only)"


def move_why(e: m.Effect) -> str | None:
    """None when the engine applies MOVE_COUNTERS ``e`` whole (see the module); else why not, in a few words."""
    why = kept_fields_why(e, "move_counters", _UNREAD)
    if why:
        return why
    if e.optional or e.link not in _LINKS:
        return "an optional or linked move of counters: not applied"
    if e.conditions:
        return "a condition on a move of counters: not tested by the outcome engine"
    if not e.counter or e.amount is not None:
        return "counters moved without their printed name, or counted: not applied (one named counter only)"
    return _target_why(e.target)


def scheme_counters(b) -> dict[str, int]:
    """The schemes a move takes counters from, with the counters the situation states on them (kept on the
    builder ``b``; the engine's ``[[schemes]]`` entries carry them)."""
    return b.__dict__.setdefault("_scheme_counters", {})


def move_op(b, card, sentence, e) -> dict | None:
    """The engine effect of MOVE_COUNTERS ``e`` read on ``card`` (the catalogue accepts it): one counter from the
    card stating that counter's name (``card``) onto the candidates of its target; None when no card of the
    situation, or more than one, states it, or the target names none."""
    holders = [c for c in b.sit.cards.values() if getattr(c, "counter", "") == e.counter]
    if len(holders) != 1:
        return None
    src = holders[0]
    ts = _after(b, src) if next_villain(e.target) else b.targets(e.target, card, sentence, e.span)
    if not ts:
        return None
    if src.id in b.schemes:
        scheme_counters(b)[src.id] = src.counters
    elif src.id not in b.characters:
        b.cards.setdefault(src.id, src.counters)
    elif src.counters:
        b.characters[src.id]["counters"] = src.counters
    return {"op": "move_counters", "targets": ts, "card": src.id, "amount": 1}
