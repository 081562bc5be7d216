"""The ability structures of a situation's cards, and what their triggers name, matched against the situation.

One concern: the situation engine reads a card's triggers, conditions and effects from the typed
structure of `logic.abilities` (`read_text`, read once per card text), never from its words. This
module pairs each printed ability (`logic.situation.facts.Ability`, which carries the sentence
indexes the "you" words point into) with its structure, and says whether a trigger's subject or
object names a given card of the situation:

- `subject_matches` answers True, False, or None when the structure names something this module
  cannot match (a target with a filter it does not know): None is "not read", never a guess;
- `performer` says which character performs a player's action event and what that action counts as:
  a labelled ability (``(attack)``, ``(thwart)``, ``(defense)``) counts as its performer attacking,
  thwarting or defending (the Attack (Player Ability Type), Labeled Ability entry, encoded in
  ``encodings/marvel_champions/en/labeled_ability.py``); a basic attack or thwart of a character is that
  character's.

Nothing here rules: who "you" is comes from the seat answers, passed in.
"""

from __future__ import annotations

from ..abilities import model as m
from .facts import Ability, abilities_of
from .model import IDENTITY_TYPES, GameSituation, SituationCard

__all__ = ["structures", "subject_matches", "performer", "trigger_joined", "ACTION_EVENTS", "CARD_TEXT_LANG"]

#: the event kind (`EventKind`) an ``action`` event is, by its ``does``
ACTION_EVENTS = {"attack": m.EventKind.ATTACK, "thwart": m.EventKind.THWART, "defend": m.EventKind.DEFEND,
                 "play": m.EventKind.PLAYED, "draw": m.EventKind.DRAWN, "discard": m.EventKind.DISCARDED,
                 "heal": m.EventKind.HEALED, "reveal": m.EventKind.REVEALED,
                 "change_form": m.EventKind.CHANGES_FORM, "defeat": m.EventKind.DEFEATED,
                 "use": m.EventKind.ACTIVATES}
_QUALIFIED = {"attack": m.EventKind.ATTACK, "thwart": m.EventKind.THWART, "defense": m.EventKind.DEFEND}
_TYPES = {m.Noun.VILLAIN: ("villain",), m.Noun.MINION: ("minion",), m.Noun.ENEMY: ("villain", "minion"),
          m.Noun.ALLY: ("ally",), m.Noun.HERO: ("hero",), m.Noun.ALTER_EGO: ("alter_ego",),
          m.Noun.IDENTITY: IDENTITY_TYPES, m.Noun.CHARACTER: ("hero", "alter_ego", "ally", "villain", "minion")}


#: The language of a situation card's text: a MarvelCDB record's ``text`` is English, whatever rule base
#: (en, fr, de) the situation is asked under (the rule base decides the rules, not the card's words).
CARD_TEXT_LANG = "en"


def structures(card: SituationCard, lang: str = CARD_TEXT_LANG) -> list[tuple[Ability, m.Ability | None]]:
    """Each printed ability of ``card`` with its structure (None for all when the language has no ability
    grammar: nothing of the text is read)."""
    from ..abilities.reader import read_text
    printed = abilities_of(card)
    try:
        read = read_text(card.text, card.name, lang) if card.text else []
    except ValueError:
        return [(a, None) for a in printed]
    return list(zip(printed, read)) if len(read) == len(printed) else [(a, None) for a in printed]


def trigger_joined(a: m.Ability) -> bool:
    """Whether ``a``'s trigger joins two events with "and" ("attacks and defeats a character"): its structure
    holds the second (``joined``), or its words hold an "and" that the structure did not type (no ``also``).
    Whether the whole condition is met is then not told by this engine (Attack (Enemy Activation) p3.b3:
    "attacks and defeats" is met only by the attack's own damage defeating the character, which the
    situation does not say), so such a trigger is never taken as met or as not met. A conjunction inside
    the trigger's words that the structure did not type is never taken as read."""
    t = a.trigger
    if t is None or not a.sentences:
        return False
    if t.joined is not None:
        return True
    if t.also:
        return False
    words = a.sentences[0].text[t.span[0]:t.span[1]]
    return " and " in f" {words.lower()} "


def subject_matches(t: m.Target | None, card: SituationCard, actor: SituationCard | None, you: str | None = None,
                    you_kind: str | None = None) -> bool | None:
    """Whether target ``t`` of an ability of ``card`` names ``actor``; ``you`` is the player the ability's
    "you" is (its seat answer) and ``you_kind`` its kind answer (identity or player). None: not read."""
    if t is None or actor is None:
        return None
    if t.also:
        parts = [subject_matches(x, card, actor, you, you_kind) for x in (t, *t.also)]
        return True if True in parts else None if None in parts else False
    known = {m.FilterKind.ATTACHED, m.FilterKind.CONTROLLER, m.FilterKind.OTHER}
    if any(f.kind not in known for f in t.filters):
        return None
    if any(f.kind is m.FilterKind.OTHER for f in t.filters) and actor.id == card.id:
        return False
    if any(f.kind is m.FilterKind.ATTACHED for f in t.filters):
        if card.attached_to != actor.id:
            return False
    if any(f.kind is m.FilterKind.CONTROLLER for f in t.filters):
        if you is None:
            return None
        if actor.controller != you:
            return False
    if t.noun is m.Noun.THIS_CARD:
        return actor.id == card.id
    if t.noun is m.Noun.NAMED_CARD:
        return actor.name.lower() == t.name.lower()
    if t.noun is m.Noun.YOU:
        if you is None or you_kind not in ("identity", "player"):
            return None
        if actor.controller != you:
            return False
        return actor.card_type in IDENTITY_TYPES if you_kind == "identity" else True
    if t.noun in _TYPES:
        return actor.card_type in _TYPES[t.noun]
    return None


def performer(sit: GameSituation, structure: list[tuple[Ability, m.Ability | None]] | None
              ) -> tuple[str | None, set[m.EventKind], int | None]:
    """For an ``action`` event: the card id of the character performing it (the named card when it is a
    character, else the acting player's identity), the events it counts as, and the index of the ability of
    the named card it uses: a labelled one, or the action of an event card played (None: a basic power)."""
    ev = sit.event
    card = sit.card(ev.card) if ev.card else None
    counts = {ACTION_EVENTS[ev.does]} if ev.does in ACTION_EVENTS else set()
    used = None
    if card is not None and ev.does in ("use", "play") and structure:
        for fa, a in structure:
            if a is not None and a.qualifier in _QUALIFIED and a.kind in (m.AbilityKind.ACTION,
                                                                           m.AbilityKind.RESPONSE,
                                                                           m.AbilityKind.INTERRUPT):
                counts.add(_QUALIFIED[a.qualifier])
                used = fa.index
                break
        if used is None and card.card_type == "event" and ev.does == "play":  # an event's action is its effects
            used = next((fa.index for fa, a in structure if a is not None and a.kind is m.AbilityKind.ACTION), None)
    if card is not None and card.is_character:
        return card.id, counts, used
    ident = sit.identity_of(ev.by) if ev.by else None
    return (ident.id if ident else None), counts, used
