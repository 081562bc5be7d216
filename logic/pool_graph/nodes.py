"""A pool's faces -> the nodes of the trigger graph: one per ability read well enough to take part.

An ability takes part through what the reader read of it, never through what it did not read:

- as a *target* (something can trigger it) when its trigger was read: a response or interrupt whose
  "when/after ..." was read, or a When Revealed / When Defeated ability (its label is its trigger);
- as a *source* (it can trigger something) when at least one of its effects was read and that effect
  produces an occurrence (`logic.pool_graph.words.PRODUCES`).

Every other ability is left out with its reason (`LeftOut`), so the report can say which abilities an
answer does not cover. Promises: nodes come in pool order, ids are ``<code>[/back]#<n>`` (the n-th
ability of the face, from 1), the same pool gives the same nodes.
"""

from __future__ import annotations

from dataclasses import dataclass

from logic.abilities import model as m
from logic.abilities.reader import read_text
from logic.pool_graph.words import PRODUCES

__all__ = ["Node", "LeftOut", "Card", "nodes_of", "TRIGGERED", "MANDATORY_LABELS", "card_of_face"]

#: ability kinds that wait for an occurrence; When Revealed / Defeated wait for their own card's
TRIGGERED = (m.AbilityKind.RESPONSE, m.AbilityKind.INTERRUPT, m.AbilityKind.FORCED_RESPONSE,
             m.AbilityKind.FORCED_INTERRUPT, m.AbilityKind.WHEN_REVEALED, m.AbilityKind.WHEN_DEFEATED)
#: the kinds whose trigger is their label: the occurrence they wait for, on this card
MANDATORY_LABELS = {m.AbilityKind.WHEN_REVEALED: m.EventKind.REVEALED,
                    m.AbilityKind.WHEN_DEFEATED: m.EventKind.DEFEATED}
#: kinds outside the game's occurrences (read to the players, or before the game)
_OUTSIDE = (m.AbilityKind.STORY, m.AbilityKind.SETUP, m.AbilityKind.CONTENTS, m.AbilityKind.RESOLUTION,
            m.AbilityKind.PREPARATION)


@dataclass(frozen=True)
class Card:
    """One face: its code, name, type and traits (lower case); its hit points and the copies a deck may
    hold (its printed deck limit, else its pack quantity), when printed."""
    code: str
    name: str
    card_type: str
    traits: tuple[str, ...] = ()
    hit_points: int | None = None
    copies: int | None = None


@dataclass(frozen=True)
class Node:
    """One ability taking part: its card, index, kind, structure and words."""
    id: str
    card: Card
    index: int
    ability: m.Ability
    trigger: m.Trigger | None        # read or given by the label; None: the ability only triggers others
    effects: tuple[tuple[int, m.Effect], ...]   # (index in ability.effects, effect) that produce occurrences
    read: str                        # "fully" or "partly"

    @property
    def kind(self) -> str:
        return self.ability.kind.value

    @property
    def words(self) -> str:
        return " ".join(s.text for s in self.ability.sentences)


@dataclass(frozen=True)
class LeftOut:
    """An ability that does not take part, and why."""
    id: str
    code: str
    kind: str
    why: str
    words: str


def card_of_face(face) -> Card:
    """The `Card` of a `logic.cards.pool.Face` (traits as a lower-case tuple)."""
    traits = tuple(t.strip().lower() for t in (face.traits or "").replace(".", ",").split(",") if t.strip())
    return Card(face.code + ("/back" if face.face == "back" else ""), face.name, face.card_type, traits,
                getattr(face, "hit_points", None), getattr(face, "copies", None))


def _read(ab: m.Ability) -> str:
    states = {s.status for s in ab.sentences}
    return "fully" if states <= {m.ReadStatus.FULLY} else "partly"


def nodes_of(card: Card, text: str) -> tuple[list[Node], list[LeftOut]]:
    """The nodes of one face and the abilities of it left out (see the module's promises)."""
    nodes, left = [], []
    for i, ab in enumerate(read_text(text, card.name), start=1):
        nid = f"{card.code}#{i}"
        words = " ".join(s.text for s in ab.sentences)
        if ab.kind in _OUTSIDE:
            left.append(LeftOut(nid, card.code, ab.kind.value, f"{ab.kind.value} abilities are outside play", words))
            continue
        trigger = ab.trigger
        if ab.kind in MANDATORY_LABELS:
            trigger = m.Trigger(MANDATORY_LABELS[ab.kind], m.Timing.WHEN, subject=m.Target(m.Noun.THIS_CARD))
        elif ab.kind not in TRIGGERED and ab.kind is not m.AbilityKind.CONSTANT:
            trigger = None                      # actions, boosts, resources: started by a player or a step
        effects = tuple((k, e) for k, e in enumerate(ab.effects) if e.kind in PRODUCES)
        if ab.kind in TRIGGERED and trigger is None and not effects:
            left.append(LeftOut(nid, card.code, ab.kind.value, "neither its trigger nor an effect was read", words))
            continue
        if not effects and trigger is None:
            why = ("no effect read" if not ab.effects else "its effects produce no occurrence the graph follows")
            if ab.kind is m.AbilityKind.CONSTANT and ab.keywords and not ab.effects:
                why = "a keyword line"
            left.append(LeftOut(nid, card.code, ab.kind.value, why, words))
            continue
        if ab.kind in TRIGGERED and trigger is None:
            left.append(LeftOut(nid, card.code, ab.kind.value, "its trigger was not read (it takes part only as "
                                "a source)", words))
        if trigger is not None and not effects and ab.kind in TRIGGERED:
            left.append(LeftOut(nid, card.code, ab.kind.value, "no effect read that produces an occurrence (it "
                                "takes part only as a target)", words))
        nodes.append(Node(nid, card, i, ab, trigger, effects, _read(ab)))
    return nodes, left
