"""Which looks the outcome engine applies (issue 15 §3/§5): part of the catalogue of `logic.situation.applicable`
(its ``OWN_ENTRIES``), and how the situation converts one (`look_op`).

"Look at the top N cards of the encounter deck / your deck" lets one player see those cards: no card moves, no
count changes, no pile's order changes, and the outcome engine's world holds no knowledge of who has seen what (a
card moved "without looking" is moved the same way). So a look, applied, changes nothing: the situation converts it
to no engine effect at all (an empty list, as an effect whose condition is not met applies nothing), and an effect
linked to it by "then" / "if you do" resolves after it (a look is always done). What the player then does with the
cards seen ("discard any number of them", "add one to your hand") is another effect, with its own answer.

Applied: the target "the top card" or "the top N cards" (N printed, or N per player: "2[per_hero]") of the
encounter deck or of your deck; linked by first, and, then / if you do. Not applied: a count the engine does not
know ("the top X cards ... where X is ..."), any other deck ("any deck", a player's other than yours) or card ("look
at that card"), a player named as the looker ("the Cindy Moon player looks at ..."), a condition, "may", any other
field.

Promises: functions of the effect alone.
"""

from __future__ import annotations

from ..abilities import model as m
from .field_checks import set_field_why

__all__ = ["look_why", "look_op", "looked"]

N = m.Noun
#: the links a look may have (a look is always done: "then" after it resolves)
_LINKS = (m.Link.FIRST, m.Link.AND, m.Link.THEN, m.Link.IF_YOU_DO)
#: fields a look must leave unset
_UNSET = ("amount", "source", "status", "stat", "keyword", "zone", "counter", "resources", "form", "until",
          "controller", "forbids", "skips", "stage", "maximum", "pays_for", "ignores", "divided", "form_name",
          "as_card", "given", "procedure", "order", "trait", "side", "searcher")


def _deck(t: m.Target | None) -> bool:
    """Whether ``t`` is the encounter deck or your deck, plainly."""
    if t is None or t.filters or t.also or t.count is not None or t.quantifier is not m.Quantifier.THE:
        return False
    if t.noun is N.ENCOUNTER_DECK:
        return t.owner is None
    return t.noun is N.DECK and t.owner is not None and t.owner.noun is N.YOU and not t.owner.filters \
        and not t.owner.also and t.owner.owner is None


def _count_ok(c: m.Amount | None) -> bool:
    """Whether ``c`` is no count ("the top card"), a printed N >= 1, or a printed N per player."""
    if c is None:
        return True
    return c.value is not None and c.value >= 1 and not c.variable and c.per is None and not c.up_to \
        and not c.additional and not c.at_least


def _top_cards(t: m.Target | None) -> bool:
    """Whether ``t`` is "the top card / the top N cards of <the encounter deck or your deck>"."""
    if t is None or t.noun is not N.CARD or t.quantifier is not m.Quantifier.THE or t.also or t.owner is not None \
            or len(t.filters) != 2 or not _count_ok(t.count):
        return False
    pos, of = t.filters
    return pos.kind is m.FilterKind.POSITION and pos.value == "top" and of.kind is m.FilterKind.ZONE \
        and of.value == "of" and _deck(of.target)


def look_why(e: m.Effect) -> str | None:
    """Why the engine cannot apply look ``e`` (None when it can: it changes nothing; see the module)."""
    if e.link not in _LINKS:
        return f"a look linked by {e.link.value}: not applied"
    if e.conditions or e.optional or e.duration is not m.Duration.NONE or e.unseen:
        return "a look with a condition, 'may' or a duration: not applied"
    why = set_field_why(e, _UNSET, e.kind.value)
    if why:
        return why
    if not _top_cards(e.target):
        return "a look at anything but the top card(s) (a printed number) of the encounter deck or your deck: " \
               "not applied"
    return None


def looked(e: m.Effect) -> bool:
    """Whether ``e`` is a look the catalogue applies."""
    return e.kind is m.EffectKind.LOOK and look_why(e) is None


def look_op(e: m.Effect) -> list:
    """The engine effects of look ``e`` (`looked` holds): none, since seeing cards changes nothing in the world."""
    return []
