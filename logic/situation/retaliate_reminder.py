"""Retaliate's reminder (issue 15 §5): "Retaliate 1. (After this character is attacked, deal 1 damage to the
attacking character.)".

`reminder` reads the shape off the ability structure: a constant ability printing Retaliate X (one printed X) whose
one effect deals that same X damage to "the attacking character", after "this character" is attacked, with no
condition. That sentence restates the keyword (Keywords p2.b17, `mc.common.situation_keywords.retaliate_reminder`:
the rule base's ``keyword_reminder("retaliate")``): it is the keyword's ability, not a second one, so the attacker is
dealt X damage once. The situation applies the keyword as an item of its own (the printed Retaliate X of
`logic.situation.scenario`, a forced response dealing X to the attacker), which is the reminder applied
(`reminder_parts`): the ledger shows the keyword's parts for the whole ability. A reminder whose X differs from the
printed keyword's, or that follows an effect giving the keyword ("Klaw gains retaliate 1."), is not this shape.

Promises: `reminder` is a function of the structure; `reminder_parts` returns the ledger's parts for one ability,
or None when it is no reminder.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable_active import event_actor

__all__ = ["reminder", "reminder_parts"]


def _plain_number(a: m.Amount | None) -> int | None:
    """The printed number of ``a`` (None when it is anything else: counted, per player, 'up to', 'additional')."""
    if a is None or a.value is None or a.variable or a.per or a.per_player or a.up_to or a.additional \
            or a.at_least or a.defined_as or a.stat:
        return None
    return a.value


def reminder(ability: m.Ability | None, e: m.Effect | None = None) -> bool:
    """Whether ``ability`` is Retaliate's reminder (and ``e``, when given, its one effect)."""
    if ability is None or ability.kind is not m.AbilityKind.CONSTANT or len(ability.effects) != 1 \
            or ability.conditions or ability.label:
        return False
    x = ability.effects[0]
    if e is not None and x is not e:
        return False
    kws = [k for k in ability.keywords if k.name is m.KeywordName.RETALIATE]
    if len(kws) != 1 or kws[0].value is None:
        return False
    tr = ability.trigger
    return tr is not None and tr.event is m.EventKind.ATTACK and tr.timing is m.Timing.AFTER and not tr.also \
        and tr.subject is not None and tr.subject.noun is m.Noun.THIS_CARD and not tr.subject.filters \
        and tr.object is None and tr.source is None and tr.joined is None and not tr.filters \
        and x.kind is m.EffectKind.DEAL_DAMAGE and _plain_number(x.amount) == kws[0].value \
        and x.duration is m.Duration.NONE and not x.conditions and x.link is m.Link.FIRST and x.source is None \
        and event_actor(x.target) and x.target.filters[0].value == "attacking"


def reminder_parts(a: m.Ability, keyword_parts, facts, part, what: str) -> list | None:
    """The ledger's parts of Retaliate's reminder ``a``: the keyword's (``keyword_parts()``, the ledger's own) when
    the rule base says the reminder is the keyword's ability; not read when it does not; None when ``a`` is no
    reminder."""
    if not reminder(a):
        return None
    if not facts.holds("keyword_reminder", "retaliate"):
        return [part(what, "not read", "Retaliate's reminder: no clause of the rule base says it is the keyword's "
                                       "own ability")]
    cites = ", ".join(facts.because("keyword_reminder", "retaliate"))
    return [part(p.what, p.state, f"{p.why}; its reminder sentence is that keyword's ability ({cites})", p.item)
            for p in keyword_parts()]
