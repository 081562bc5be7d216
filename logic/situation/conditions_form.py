"""A condition on the named form of a character, tested by the outcome engine (part of
`logic.situation.conditions`): "If you are in Tiny hero form, deal 5 damage to an enemy", "If you are in Archangel
form, ...", "If Apocalypse is in Biomorph form, he activates against you".

Which face of a card is up shows its form (Rules Reference "Form, Change Form", p1:
``encodings/marvel_champions/en/form.py``): a named form is the face whose name or printed traits carry that name
(Ant-Man's "Giant" hero face, Angel's "Archangel" face, Apocalypse's "Biomorph" face). The situation states each
card with one face (its code); whether that face is the form named is decided here and carried by the engine's
``if_state`` ``face:<character>:<1|0>`` (`logic.timing.face_ops`), tested as the effect resolves like every "if"
(the clause family of `logic.situation.conditions`): met when the face stated is that form, not met when it is
another, *not decided* once the character was flipped in the run (which face of the form is then up is the
player's choice, not held by the world).

Accepted (`face_tested`): an "if" IN_FORM with a form name, not negated, of no form word, "hero form" or "mass
form", on "you" (your identity), no subject (the resolving player's identity) or a named card (no filter, owner,
count or "also"). A mass form is the face of an upgrade, not of the character: the one upgrade its player controls
whose text begins "Mass form." (Shadowcat's Phased / Solid, Vision's Dense / Intangible), met when that face's
name is the form named. The "energy" and "suit" forms are left to their own reason ("if you were already in Gamma
energy form": read before the ability, which may change it; the structure keeps no "already" there). In a
situation (`face_state`), the character must be one the engine holds, and a mass form upgrade stated exactly once;
a "you" with no single player is not decided: the effect is left unconverted, never guessed.

Promises: `face_tested` is a function of the condition alone; `face_state` returns the engine's ``if_state`` with
its bounds, or None.
"""

from __future__ import annotations

from ..abilities import model as m
from .counting import _card

__all__ = ["face_tested", "face_state", "face_is"]

N = m.Noun
#: the forms an upgrade's face shows ("Mass form." printed first on it: Phased / Solid, Dense / Intangible)
_UPGRADE_FORMS = ("mass",)


def face_tested(c: m.Condition) -> bool:
    """Whether ``c`` is "if <you / a named card> <is> in <Name> (hero) form" (see the module)."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.kind is not m.PredicateKind.IN_FORM or p.negated:
        return False
    s = p.subject
    return bool(p.form_name) and p.form in (None, "", "hero") + _UPGRADE_FORMS and p.object is None and p.amount is None and (
        s is None or (s.noun in (N.YOU, N.NAMED_CARD) and not s.filters and not s.also and s.owner is None
                      and s.count is None))


def face_is(record: dict, card_type: str, form_name: str, form: str | None) -> bool:
    """Whether the face ``record`` (of ``card_type``) is the form ``form_name`` (a "hero" form: a hero face): its
    name, or one of its printed traits, is that name (case aside)."""
    if form == "hero" and card_type != "hero":
        return False
    want = form_name.strip().lower()
    traits = [t.strip().lower() for t in str(record.get("traits") or "").split(".")]
    return want in traits or str(record.get("name") or "").strip().lower() == want


def face_state(b, card, sentence, c: m.Condition, e: m.Effect) -> dict | None:
    """The engine's ``if_state`` and bounds for named-form condition ``c`` in the situation of builder ``b``; None
    when the character is not one the engine holds."""
    p = c.predicate
    if p.subject is None or p.subject.noun is N.YOU:
        who = b.you_in(card, sentence, c.span[0], c.span[1]) if p.subject is not None else b.resolver
        held = b.sit.identity_of(who) if who else None
    else:
        held = _card(b, card, p.subject)
    if held is None or held.id not in b.characters:
        return None
    if p.form in _UPGRADE_FORMS:   # "in Phased mass form": the face of the player's one mass form upgrade
        forms = [x for x in b.sit.cards.values() if x.card_type == "upgrade" and x.controller == held.controller
                 and held.controller and str(x.record.get("text") or "").lower().startswith(f"{p.form} form.")]
        if len(forms) != 1:
            return None   # none stated (the situation may not list it) or several: not decided
        held = forms[0]
        b.cards.setdefault(held.id, held.counters)   # a card the engine's condition names
        met = str(held.record.get("name") or "").strip().lower() == p.form_name.strip().lower()
        return {"if_state": f"face:{held.id}:{int(met)}", "if_at_least": 1}
    met = face_is(held.record, held.card_type, p.form_name, p.form)
    return {"if_state": f"face:{held.id}:{int(met)}", "if_at_least": 1}
