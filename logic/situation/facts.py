"""The facts of each "you" of a situation: what the seat and kind questions are asked about.

One concern: turn a described situation (`logic.situation.model`) and the card reader's
occurrences (`logic.cards.occurrences.read_face`) into, for every second-person word,

- the *seat case*: the card type and the `logic.you.vocab.SEAT_FEATURES` values (``host``,
  ``link``, ``ability``, ``may_trigger``, ``attack``, ``trigger``, ``target``), read off the
  situation and the printed words;
- the *players by role*: who holds each of `logic.you.vocab.SEAT_ROLES` there (the controller,
  the engaged player, the attacked player, ...), by the situation's names;
- the *kind case*: the reader's `YouCase` with the attachment the situation states.

Nothing here decides who "you" is, nor whether a trigger condition is met: those are the seat
clauses' and the timing clauses' (``encodings/``). What is read here is what a judge is told:
which ability a word is in (its bold label), what its trigger condition names, what the card
is attached to, whether another player defended, and whether an ability resolves before the
defence (an interrupt to the attack) or after it. Each fact says where it was read
(``Word.because``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..cards.occurrences import Occurrence, read_face
from ..cards.wording import Sentence, sentences_of
from ..you.vocab import GAME_FUNCTIONS
from .model import IDENTITY_TYPES, GameSituation, SituationCard

__all__ = ["Ability", "Word", "abilities_of", "words_of", "ability_kind", "trigger_of", "structure_of",
           "FORCED_LABELS", "WHEN_REVEALED_LABELS"]

#: Labels of mandatory triggered abilities (``ability = forced``).
FORCED_LABELS = ("Forced Response", "Forced Interrupt", "Forced Action", "When Defeated", "Setup", "When Completed")
WHEN_REVEALED_LABELS = ("When Revealed", "When Revealed/Defeated")

_ANY_PLAYER = re.compile(r"\bany player may\b", re.IGNORECASE)


@dataclass(frozen=True)
class Ability:
    """One printed ability of a card: its sentences (in order), bold label and section."""

    card: str
    index: int
    label: str | None
    section: str
    sentences: tuple[Sentence, ...]

    @property
    def text(self) -> str:
        return " ".join(s.text for s in self.sentences)


@dataclass
class Word:
    """One second-person word of a card in the situation, with what the questions are asked about."""

    card: str
    n: int                      # 1-based, among the card's second-person words
    occurrence: Occurrence
    ability: Ability
    seat_case: dict[str, str] = field(default_factory=dict)
    players_by_role: dict[str, str | None] = field(default_factory=dict)
    kind_case: object = None    # a YouCase, or None (unclassified / not covered)
    because: dict[str, str] = field(default_factory=dict)

    @property
    def key(self) -> str:
        return f"{self.card}#{self.n}"


def abilities_of(card: SituationCard) -> list[Ability]:
    """The abilities of a card's text, each with its sentences (`logic.cards.wording.sentences_of`)."""
    out: dict[int, list[Sentence]] = {}
    for s in sentences_of(card.text):
        out.setdefault(s.ability, []).append(s)
    return [Ability(card.id, i, ss[0].label, ss[0].section, tuple(ss)) for i, ss in sorted(out.items())]


def ability_kind(a: Ability) -> str:
    """The ``ability`` seat feature from the bold label: boost (a Boost label or the boost section),
    when_revealed, forced (Forced ..., When Defeated, Setup), constant (no label), else optional."""
    if a.label == "Boost" or a.section == "boost":
        return "boost"
    if a.label is None:
        return "constant"
    if a.label in WHEN_REVEALED_LABELS:
        return "when_revealed"
    if a.label in FORCED_LABELS:
        return "forced"
    return "optional"


def structure_of(card: SituationCard, lang: str = "en") -> dict[int, object]:
    """Each printed ability's structure (`logic.abilities.model.Ability`) by its index, read once by the
    ability grammar (`logic.abilities.reader.read_text`); empty when the language has no grammar."""
    from ..abilities.reader import read_text
    printed = abilities_of(card)
    try:
        read = read_text(card.text, card.name, lang) if card.text else []
    except ValueError:
        return {}
    return {a.index: st for a, st in zip(printed, read)} if len(read) == len(printed) else {}


def _names_you(t) -> bool:
    """Whether a target of the structure is "you" or your identity ("you", "your hero", "your identity")."""
    from ..abilities import model as m
    if t is None:
        return False
    if t.noun is m.Noun.YOU:
        return True
    owned = t.owner is not None and t.owner.noun is m.Noun.YOU or any(
        f.kind is m.FilterKind.CONTROLLER and f.value == "you" for f in t.filters)
    return owned and t.noun in (m.Noun.HERO, m.Noun.IDENTITY, m.Noun.CHARACTER, m.Noun.ALTER_EGO)


def trigger_of(a: Ability, occurrences: list[Occurrence], st=None) -> tuple[str, str]:
    """The ``trigger`` seat feature of an ability and the words it was read from, off its structure ``st``:
    when/after an enemy attacks "you" (an ``attack`` trigger whose object is you or your identity), or a
    condition on something "you" do (``you_perform``), or ``none`` (also when the trigger is not read)."""
    from ..abilities import model as m
    first = a.sentences[0] if a.sentences else None
    t = getattr(st, "trigger", None)
    if first is None or t is None:
        return "none", ""
    words = first.text[t.span[0]:t.span[1]].strip()
    if m.EventKind.ATTACK in (t.event, *t.also) and _names_you(t.object):
        return ("after_attacks_you" if t.timing is m.Timing.AFTER else "when_attacks_you"), words
    for o in occurrences:
        if o.sentence_index == first.index and o.case is not None and o.case.position in ("when", "after") \
                and GAME_FUNCTIONS[o.case.function].performed:
            return "you_perform", words
    return "none", words


def _resolves_before_defence(a: Ability, trigger: str) -> bool:
    """An interrupt to the attack ("when ... attacks") resolves before defenders are declared."""
    return trigger == "when_attacks_you" or (a.label or "").endswith("Interrupt")


def _in_attack(sit: GameSituation, card: SituationCard, a: Ability, kind: str, trigger: str) -> bool:
    """Whether the ability resolves in the situation's attack: an attack trigger, a boost ability of
    the card dealt as the attack's boost, or a constant ability of the attacker or of a card
    attached to it."""
    ev = sit.event
    if ev.kind != "attack":
        return False
    if trigger in ("when_attacks_you", "after_attacks_you"):
        return True
    if kind == "boost":
        return card.dealt_as_boost
    if kind == "constant":
        return card.id == ev.attacker or card.attached_to == ev.attacker
    return False


def _host(sit: GameSituation, card: SituationCard) -> str:
    if card.attached_to is None:
        return "none"
    return "encounter_card" if sit.card(card.attached_to).is_encounter else "player_card"


def kind_attachment(sit: GameSituation, card: SituationCard) -> str:
    """The attachment of the kind question (`logic.you.vocab.ATTACHMENTS`), from what the card is
    attached to in the situation."""
    if card.attached_to is None:
        return "unattached"
    host = sit.card(card.attached_to)
    if host.card_type in ("villain", "minion"):
        return "enemy_character"
    if host.card_type in IDENTITY_TYPES and (card.controller is None or host.controller == card.controller):
        return "own_identity"
    if host.is_character:
        return "other_friendly_character"
    return "non_character"


def players_by_role(sit: GameSituation, card: SituationCard, a: Ability) -> dict[str, str | None]:
    """Who holds each seat role for a word of ``card`` (None: nobody the situation names)."""
    ev = sit.event
    host = sit.card(card.attached_to) if card.attached_to else None
    attacked = defending = None
    if ev.kind == "attack":
        attacked = sit.card(ev.target).controller
        defending = sit.card(ev.defender).controller if ev.defender else attacked
    revealing = card.revealed_by or (ev.by if ev.kind == "reveal" and ev.card == card.id else None)
    triggering = card.triggered_by or (ev.by if ev.kind == "action" else None)
    return {"controller": card.controller, "owner": card.owner, "host_controller": host.controller if host else None,
            "engaged_player": card.engaged_with, "revealing_player": revealing, "attacked_player": attacked,
            "defending_player": defending, "triggering_player": triggering, "first_player": sit.first,
            "every_player": "every player"}


def seat_case(sit: GameSituation, card: SituationCard, a: Ability, occurrences: list[Occurrence],
              st=None) -> tuple[dict, dict]:
    """The seat case of a word in ability ``a`` of ``card`` (card type and `SEAT_FEATURES`), and
    where each fact was read (``st``: the ability's structure)."""
    ev = sit.event
    kind = ability_kind(a)
    trigger, trigger_words = trigger_of(a, occurrences, st)
    in_attack = _in_attack(sit, card, a, kind, trigger)
    if not in_attack:
        attack = "none"
    elif not ev.defender or sit.card(ev.defender).controller == sit.card(ev.target).controller:
        attack = "not_redirected"
    else:
        attack = "redirected_before" if _resolves_before_defence(a, trigger) else "redirected_after"
    if ev.kind == "reveal" and ev.card == card.id:
        link = "revealed"
    elif card.engaged_with is not None:
        link = "engaged"
    else:
        link = "none"
    target = "ally" if ev.kind == "attack" and sit.card(ev.target).card_type == "ally" else "identity"
    case = {"card_type": card.card_type, "host": _host(sit, card), "link": link, "ability": kind,
            "may_trigger": "any_player" if getattr(st, "any_player", False) or _ANY_PLAYER.search(a.text)
            else "by_the_rules", "attack": attack,
            "trigger": trigger, "target": target, "addressee": "one"}
    because = {
        "ability": f"label {a.label!r}" + (" in the boost section" if a.section == "boost" else "")
        if a.label or a.section == "boost" else "no label: a constant ability",
        "trigger": f"'{trigger_words}'" if trigger_words else "no trigger condition",
        "attack": {"none": "the ability does not resolve in an attack",
                   "not_redirected": "nobody else defended the attack",
                   "redirected_before": "another player defended; the ability resolves before the defence",
                   "redirected_after": "another player defended; the ability resolves after the defence"}[attack],
        "host": f"attached to {card.attached_to}" if card.attached_to else "attached to nothing",
        "link": {"revealed": "the event reveals it", "engaged": f"engaged with {card.engaged_with}",
                 "none": "neither being revealed nor engaged"}[link],
        "addressee": "a situation's words address one player",
    }
    return case, because


def words_of(sit: GameSituation, card: SituationCard, readings_lang: str | None = None, lang: str = "en") -> list[Word]:
    """Every second-person word of ``card``, with its seat case, players by role and kind case."""
    from dataclasses import replace
    groups = read_face(card.face(), readings_lang)
    occurrences = [o for g in groups for o in g.occurrences]
    abilities = abilities_of(card)
    by_sentence = {s.index: ab for ab in abilities for s in ab.sentences}
    attachment = kind_attachment(sit, card)
    structure = structure_of(card, lang)
    out = []
    for n, o in enumerate(occurrences, 1):
        ab = by_sentence.get(o.sentence_index) or Ability(card.id, -1, o.label, o.section, ())
        case, because = seat_case(sit, card, ab, occurrences, structure.get(ab.index))
        kind_case = replace(o.case, attachment=attachment) if o.case is not None else None
        out.append(Word(card.id, n, o, ab, case, players_by_role(sit, card, ab), kind_case, because))
    return out
