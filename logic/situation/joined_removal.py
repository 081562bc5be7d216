"""Threat removed "additional" from the scheme of a removal before it ("Remove 2 threat from a scheme. Remove 1
additional threat from that scheme for each Army of Ants support you control."): a modifier of that removal, resolved
with it and under its conditions (Alteration Effect p1.b1: the fact ``additional_joins``,
`mc.common.situation_alteration.additional_joins`, as for threat placed "additional", `logic.situation.additional`).

The outcome engine keeps one count of threat per scheme and no occurrence of each removal, so threat removed with
another removal and threat removed right after it from the same scheme give the same world: the effect is judged
(`as_removed`) and converted as the plain removal of its amount (printed or counted) from "that scheme", the card the
removal before it names. `joined_why` asks the ability: there must be a removal of threat before it, with no
condition, and the "additional" removal itself has none (else the two would not share their conditions here).
A removal with no target ("remove 1 additional threat for each ...") is not taken: the engine would read it as
threat removed "here". The situation converts it in a labelled ability the event uses (`joined_op`, `joined_count`,
`as_joined`: `logic.situation.scenario` ``used_effects``, onto the scheme its removal before took); elsewhere
"that scheme" is not named (left unread, never guessed).

Promises: functions of the effect (and its ability) alone.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["joined_removal", "as_removed", "joined_why", "joined_op", "joined_count", "as_joined"]

K = m.EffectKind


def joined_removal(e: m.Effect) -> bool:
    """Whether ``e`` removes threat "additional" from "that scheme" (the scheme a removal before it names)."""
    t = e.target
    return e.kind is K.REMOVE_THREAT and e.amount is not None and e.amount.additional and t is not None \
        and t.noun is m.Noun.IT and t.is_a == "scheme" and not t.filters and not t.also and t.owner is None \
        and t.count is None


def as_removed(e: m.Effect) -> m.Effect:
    """``e`` read as the plain removal of its amount when it is a `joined_removal`; any other effect unchanged."""
    return replace(e, amount=replace(e.amount, additional=False)) if joined_removal(e) else e


def joined_why(ability: m.Ability | None, e: m.Effect) -> str | None:
    """Why the "additional" removal ``e`` is not applied in ``ability`` (None when it is, or is no such removal)."""
    if not joined_removal(e):
        return None
    if ability is None:
        return "an additional removal outside its ability: not joined to the removal it modifies"
    effects = list(ability.effects)
    k = next((i for i, x in enumerate(effects) if x is e), None)
    before = [x for x in effects[:k] if x.kind is K.REMOVE_THREAT] if k is not None else []
    if not before:
        return "an additional removal with no removal of threat before it: not joined"
    if before[-1].conditions or e.conditions or any(x.link not in (m.Link.FIRST, m.Link.AND) for x in (e, before[-1])):
        return "an additional removal under conditions of its own: not joined to the removal it modifies"
    return None


def joined_op(made: list, n: int | None) -> dict | None:
    """The engine op of a joined removal of ``n`` threat (its unit when counted), given the ops ``made`` so far for its
    ability: the same scheme(s) as the last threat removal among them; None when there is none or ``n`` is None."""
    prev = next((o for o in reversed(made) if o.get("op") == "remove_threat"), None)
    if prev is None or n is None or prev.get("chosen"):
        return None
    where = {k: prev[k] for k in ("target", "targets") if k in prev}
    return {"op": "remove_threat", **where, "amount": n} if where else None


def joined_count(b, card, sentences, e: m.Effect, per_of):
    """The count of the joined removal ``e`` (``per_of``'s (unit, per)) read in the sentence of its ability whose
    words name it: each sentence tried, the answer kept only when every sentence that gives one gives the same
    (a "you" read in two sentences as two players: None, never guessed)."""
    got = {per_of(b, card, s, e) for s in sentences} - {None}
    return got.pop() if len(got) == 1 else None


def as_joined(b, e: m.Effect) -> m.Effect | None:
    """The joined removal ``e`` as the plain removal to convert, when the rule base of builder ``b`` holds the fact
    ``additional_joins`` (whose clauses are added to ``b.clauses``); None when it does not (left unread)."""
    from .rules import situation_facts
    facts = situation_facts(b.rules)
    if not facts.holds("additional_joins"):
        return None
    b.clauses |= set(facts.because("additional_joins"))
    return as_removed(e)
